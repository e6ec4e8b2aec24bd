//! Readers no one here wrote read our extension output with every value
//! equal: the `sitemap` npm package's `parseSitemap` (images, videos, news,
//! hreflang links) and Python's ultimate-sitemap-parser (images and news).
//!
//! Opt-in: they run when `SITEMAP_SHARED_DIR` names the shared folder and
//! its `consumers/setup` has installed them (`.ci/run` does both); otherwise
//! the test says loudly that it skipped. The two small reading scripts are
//! ours, in `tests/consumers/`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use sitemap_core::{
    Alternate, ContentLoc, Href, Hreflang, Image, ImageLoc, Loc, News, NewsLanguage,
    NewsPublication, NewsPublicationName, NewsTitle, PlayerUrl, PublicationDate, ThumbnailLoc, Url,
    UrlSet, UrlSetWriter, Video, VideoDescription, VideoDuration, VideoPlayerLoc, VideoSource,
    VideoTitle,
};
use sitemap_tests::xmllint::{TempDir, report_skip, shared_dir};

/// Twelve pages with every extension, values chosen to need escaping and
/// encoding (`&` in addresses, `<` and non-ASCII in titles).
fn pages() -> Vec<Url> {
    let languages = ["en", "zh-cn", "fr", "zh-tw"];
    (0..12)
        .map(|n| {
            let loc = format!("https://example.com/articles/{n}?from=feed&page={n}");
            let mut url = Url::new(Loc::parse(&loc).unwrap());
            for k in 0..n % 4 {
                let image = format!("https://cdn.example.com/{n}/photo-{k}.jpg?w=800&h=600");
                url.push_image(Image::new(ImageLoc::parse(&image).unwrap()))
                    .unwrap();
            }
            if n % 3 == 0 {
                let source = if n % 2 == 0 {
                    VideoSource::from(
                        ContentLoc::parse(&format!("https://cdn.example.com/{n}.mp4")).unwrap(),
                    )
                } else {
                    VideoSource::from(VideoPlayerLoc::new(
                        PlayerUrl::parse(&format!("https://example.com/player?v={n}&auto=0"))
                            .unwrap(),
                    ))
                };
                url.push_video(
                    Video::new(
                        ThumbnailLoc::parse(&format!("https://cdn.example.com/{n}.jpg")).unwrap(),
                        VideoTitle::parse(&format!("Grilling <{n}> steaks & fish")).unwrap(),
                        VideoDescription::parse("Über das Grillen: «tips» & tricks").unwrap(),
                        source,
                    )
                    .with_duration(VideoDuration::new(60 * (n + 1)).unwrap()),
                );
            }
            if n % 2 == 1 {
                url.push_news(News::new(
                    NewsPublication::new(
                        NewsPublicationName::parse("The Example Times").unwrap(),
                        NewsLanguage::parse(languages[n as usize % 4]).unwrap(),
                    ),
                    PublicationDate::parse(&format!("2024-05-{:02}T08:30:00+02:00", n + 1))
                        .unwrap(),
                    NewsTitle::parse(&format!("Story {n}: prices & <markets>")).unwrap(),
                ))
                .unwrap();
            }
            for (hreflang, path) in [("en", "en"), ("de-CH", "de-ch"), ("x-default", "")] {
                let href = format!("https://example.com/{path}/articles/{n}").replace("//a", "/a");
                url.push_alternate(Alternate::new(
                    Hreflang::parse(hreflang).unwrap(),
                    Href::parse(&href).unwrap(),
                ));
            }
            url
        })
        .collect()
}

/// Our documents of [`pages`]: the streaming writer's and serde's.
fn documents(dir: &Path) -> Vec<PathBuf> {
    let set = UrlSet::new(pages()).unwrap();
    let streamed = UrlSetWriter::write_document(Vec::new(), &set).unwrap();
    let serde = quick_xml::se::to_string(&set).unwrap();
    let mut paths = Vec::new();
    for (name, bytes) in [
        ("streamed.xml", streamed),
        ("serde.xml", serde.into_bytes()),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        paths.push(path);
    }
    paths
}

fn run(mut command: Command) -> Value {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{command:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("consumers")
        .join(name)
}

/// What the sitemap npm package should read from each page.
fn expected_by_sitemap_js(url: &Url) -> Value {
    json!({
        "url": url.loc().as_str(),
        "images": url.images().iter().map(|i| i.loc().as_str()).collect::<Vec<_>>(),
        "videos": url.videos().iter().map(|v| json!({
            "thumbnail_loc": v.thumbnail_loc().as_str(),
            "title": v.title().as_str(),
            "description": v.description().as_str(),
            "content_loc": v.content_loc().map(|c| c.as_str()),
            "player_loc": v.player_loc().map(|p| p.value().as_str()),
            "duration": v.duration().map(|d| d.get()),
        })).collect::<Vec<_>>(),
        "news": url.news().first().map(|n| json!({
            "name": n.publication().name().as_str(),
            "language": n.publication().language().as_str(),
            "publication_date": n.publication_date().to_string(),
            "title": n.title().as_str(),
        })),
        "links": url.alternates().iter()
            .map(|a| json!([a.hreflang().as_str(), a.href().as_str()]))
            .collect::<Vec<_>>(),
    })
}

/// What ultimate-sitemap-parser should read from each page.
fn expected_by_usp(url: &Url) -> Value {
    json!({
        "url": url.loc().as_str(),
        "images": url.images().iter().map(|i| i.loc().as_str()).collect::<Vec<_>>(),
        "news": url.news().first().map(|n| json!({
            "name": n.publication().name().as_str(),
            "language": n.publication().language().as_str(),
            "title": n.title().as_str(),
            "publication_date": n.publication_date().to_string(),
        })),
    })
}

#[test]
fn third_party_readers_read_every_extension_value() {
    let Some(shared) = shared_dir() else {
        report_skip(
            "third-party readers",
            "SITEMAP_SHARED_DIR is not set (CI sets it)",
        );
        return;
    };
    let consumers = shared.join("consumers");
    let node_modules = consumers.join("node/node_modules");
    let python = consumers.join(".venv/bin/python");
    if !node_modules.join("sitemap").is_dir() || !python.is_file() {
        report_skip(
            "third-party readers",
            "the consumers are not installed; run ../shared/consumers/setup",
        );
        return;
    }
    let dir = TempDir::new("third-party").unwrap();
    let urls = pages();
    let expected_js: Vec<Value> = urls.iter().map(expected_by_sitemap_js).collect();
    let expected_usp: Vec<Value> = urls.iter().map(expected_by_usp).collect();
    for document in documents(dir.path()) {
        let mut node = Command::new("node");
        node.env("NODE_PATH", &node_modules)
            .arg(script("read_with_sitemap_js.mjs"))
            .arg(&document);
        let read = run(node);
        assert_eq!(read, Value::from(expected_js.clone()), "{document:?}");

        let mut usp = Command::new(&python);
        usp.arg(script("read_with_usp.py")).arg(&document);
        let read = run(usp);
        assert_eq!(read, Value::from(expected_usp.clone()), "{document:?}");
    }
}
