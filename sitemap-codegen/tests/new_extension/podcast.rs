//! Compiled against a copy of sitemap-core generated with
//! `sitemap-podcast.xsd` added to `schemas/`: the new extension is typed in
//! the model, read and written, in serde, in the flat columns and in the
//! derive, with no hand edit anywhere else.

use sitemap_core::export::{ExportOptions, Format};
use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::registry::{self, FlatValue};
use sitemap_core::{Episode, EpisodeAudio, EpisodeTitle, Loc, Sitemap, Url, UrlSet};

const PODCAST: &str = "urn:example:podcast";

fn page() -> Url {
    let mut url = Url::new(Loc::parse("https://example.com/show").unwrap());
    let episode = Episode::new(EpisodeAudio::parse("https://cdn.example.com/1.mp3").unwrap())
        .with_title(EpisodeTitle::parse("One").unwrap());
    url.push_episode(episode).unwrap();
    url
}

#[test]
fn the_model_has_the_extension_and_its_facets() {
    assert!(EpisodeAudio::parse("/relative.mp3").is_err());
    assert!(EpisodeTitle::parse("").is_err());
    let mut url = page();
    for n in 2..=10 {
        let audio = EpisodeAudio::parse(&format!("https://cdn.example.com/{n}.mp3")).unwrap();
        url.push_episode(Episode::new(audio)).unwrap();
    }
    let audio = EpisodeAudio::parse("https://cdn.example.com/11.mp3").unwrap();
    assert!(url.push_episode(Episode::new(audio)).is_err(), "max=10");
}

#[test]
fn it_is_written_and_read_back_typed() {
    let set = UrlSet::new([page()]).unwrap();
    let xml = sitemap_core::to_xml_string(&set).unwrap();
    assert!(
        xml.contains(&format!("xmlns:podcast=\"{PODCAST}\"")),
        "{xml}"
    );
    assert!(
        xml.contains("<podcast:audio>https://cdn.example.com/1.mp3</podcast:audio>"),
        "{xml}"
    );
    let back = sitemap_core::from_xml_str(&xml).unwrap();
    assert_eq!(back.urls()[0].episodes().len(), 1);
    assert_eq!(back.urls(), set.urls());

    // A bad value is reported under the schema's rule, the entry kept.
    let bad = xml.replace("https://cdn.example.com/1.mp3", "not a url");
    let rules: Vec<&str> = SitemapReader::new(bad.as_bytes(), ReadOptions::lenient())
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.rule()),
            _ => None,
        })
        .collect();
    assert_eq!(rules, ["podcast.audio"]);
}

#[test]
fn serde_names_it_with_its_prefix() {
    let json = serde_json::to_string(&page()).unwrap();
    assert!(json.contains("\"podcast:episode\""), "{json}");
    let back: Url = serde_json::from_str(&json).unwrap();
    assert_eq!(back, page());
}

#[test]
fn the_flat_columns_and_every_tabular_output_have_it() {
    let names: Vec<String> = registry::flat_columns()
        .iter()
        .map(|c| c.name().to_owned())
        .collect();
    let at = names
        .iter()
        .position(|n| n == "episode_count")
        .expect("a count column");
    assert_eq!(names[at + 1], "episodes");
    let url = page();
    let row = registry::flat_row(&url);
    assert_eq!(row[at], FlatValue::Count(1));
    assert_eq!(
        row[at + 1],
        FlatValue::Text(Some("https://cdn.example.com/1.mp3".into()))
    );

    let mut out = Vec::new();
    let mut csv = Format::Csv.writer(&mut out, &ExportOptions::new()).unwrap();
    csv.url(&page(), None).unwrap();
    csv.finish().unwrap();
    let csv = String::from_utf8(out).unwrap();
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .contains("episode_count,episodes"),
        "{csv}"
    );
    assert!(csv.contains(",1,https://cdn.example.com/1.mp3"), "{csv}");

    let stats = registry::typed_extensions()
        .iter()
        .find(|e| e.field() == "episodes")
        .unwrap();
    assert_eq!(
        (stats.prefix(), stats.namespace(), stats.count(&page())),
        ("podcast", PODCAST, 1)
    );
}

#[derive(Sitemap)]
#[sitemap(path = "/shows/{slug}")]
struct Show {
    slug: String,
    #[sitemap(episodes)]
    episodes: Vec<Episode>,
}

#[test]
fn the_derive_takes_its_field() {
    let show = Show {
        slug: "one".into(),
        episodes: page().episodes().to_vec(),
    };
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();
    let url = show.to_url(&base).unwrap();
    assert_eq!(url.episodes(), page().episodes());
}
