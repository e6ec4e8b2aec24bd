//! Property: any model value, typed images, videos, news and alternates
//! included → XML (streaming writer, and serde via quick-xml) → model is the
//! identity, and so is → JSON → model. `lastmod` values are
//! written in their protocol form, so for them the round trip yields
//! `protocol_form()` (the identity whenever the value already is one).

use proptest::prelude::*;
use sitemap_core::{
    Alternate, ChangeFreq, ContentLoc, DateTime, Decimal, Extension, Href, Hreflang, LastMod, Loc,
    News, NewsLanguage, NewsPublication, NewsPublicationName, NewsTitle, PlayerUrl, Priority,
    PublicationDate, ThumbnailLoc, Url, UrlSet, UrlSetReader, UrlSetWriter, Video,
    VideoDescription, VideoDuration, VideoPlayerLoc, VideoSource, VideoTitle,
};
use sitemap_tests::xmllint::validate_with_extension_schemas;

const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";
const VIDEO_NS: &str = "http://www.google.com/schemas/sitemap-video/1.1";
const NEWS_NS: &str = "http://www.google.com/schemas/sitemap-news/0.9";
const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";

fn loc() -> impl Strategy<Value = Loc> {
    let host = "[a-z]{1,12}(\\.[a-z]{2,6}){1,2}";
    let segment = prop::collection::vec(
        prop_oneof![
            Just("a".to_owned()),
            Just("&".to_owned()),
            Just("'".to_owned()),
            Just("\"".to_owned()),
            Just("<>".to_owned()),
            Just("é".to_owned()),
            Just(" ".to_owned()),
            Just("%20".to_owned()),
            "[a-z0-9]{1,8}",
        ],
        0..6,
    );
    (
        prop::bool::ANY,
        host,
        prop::collection::vec(segment, 0..4),
        prop::option::of("[a-z]{1,5}=[a-z0-9&]{0,5}"),
    )
        .prop_map(|(https, host, segments, query)| {
            let scheme = if https { "https" } else { "http" };
            let path: String = segments
                .iter()
                .map(|s| format!("/{}", s.concat()))
                .collect();
            let query = query.map(|q| format!("?{q}")).unwrap_or_default();
            format!("{scheme}://www.{host}{path}{query}")
        })
        .prop_filter_map("valid loc", |text| Loc::parse(&text).ok())
}

fn lastmod() -> impl Strategy<Value = LastMod> {
    let date = (1u16..=9999, 1u8..=12, 1u8..=31);
    let offset = prop_oneof![
        Just("Z".to_owned()),
        (
            0u8..=14,
            prop::sample::select(vec![0u8, 30, 45]),
            prop::bool::ANY
        )
            .prop_filter("within ±14:00", |(h, m, _)| *h < 14 || *m == 0)
            .prop_map(|(h, m, plus)| format!("{}{h:02}:{m:02}", if plus { '+' } else { '-' }))
    ];
    let form = 0u8..8;
    (date, 0u8..24, 0u8..60, 0u8..60, 0u32..1000, offset, form).prop_filter_map(
        "a real date",
        |((y, mo, d), h, mi, s, ms, zone, form)| {
            let text = match form {
                0 => format!("{y:04}"),
                1 => format!("{y:04}-{mo:02}"),
                2 => format!("{y:04}-{mo:02}-{d:02}"),
                3 => format!("{y:04}-{mo:02}-{d:02}{zone}"),
                4 => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}{zone}"),
                5 => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}{zone}"),
                6 => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}{zone}"),
                _ => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}"),
            };
            LastMod::parse(&text).ok()
        },
    )
}

fn priority() -> impl Strategy<Value = Priority> {
    (0i64..=10_000, 0u32..=4).prop_filter_map("in range", |(n, scale)| {
        Priority::from_decimal(Decimal::from_parts(n, scale)?).ok()
    })
}

/// An image, typed: its namespace is one of ours.
fn image(loc: Loc) -> sitemap_core::Image {
    sitemap_core::Image::new(sitemap_core::ImageLoc::parse(loc.as_str()).expect("a page URL"))
}

/// An element of a namespace we have no schema for, kept as it is.
fn note(loc: &Loc) -> Extension {
    Extension::new(NOTE_NS, "note", "seen").with_text(loc.as_str())
}

const NOTE_NS: &str = "urn:example:notes";

/// Text for titles and names: reserved characters, non-ASCII, inner
/// spaces (not at the ends, which XML readers may trim).
fn text() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9&<>\"'é«»]{1,4}( [a-zA-Z0-9&<>\"'é]{1,5}){0,3}"
}

fn video() -> impl Strategy<Value = Video> {
    (
        loc(),
        text(),
        text(),
        loc(),
        prop::option::of(loc()),
        0u8..3,
        prop::option::of(1i64..=28_800),
    )
        .prop_map(
            |(thumbnail, title, description, address, player, branch, duration)| {
                let player_loc = |loc: &Loc| {
                    VideoPlayerLoc::new(PlayerUrl::parse(loc.as_str()).expect("a page URL"))
                };
                let content = ContentLoc::parse(address.as_str()).expect("a page URL");
                let source = match branch {
                    0 => VideoSource::from(content),
                    1 => VideoSource::ContentLoc {
                        content_loc: content,
                        player_loc: player.as_ref().map(player_loc),
                    },
                    _ => VideoSource::from(player_loc(&address)),
                };
                let video = Video::new(
                    ThumbnailLoc::parse(thumbnail.as_str()).expect("a page URL"),
                    VideoTitle::parse(&title).expect("short"),
                    VideoDescription::parse(&description).expect("short"),
                    source,
                );
                match duration {
                    Some(seconds) => {
                        video.with_duration(VideoDuration::new(seconds).expect("in range"))
                    }
                    None => video,
                }
            },
        )
}

fn news() -> impl Strategy<Value = News> {
    (
        text(),
        prop::sample::select(vec!["en", "fra", "zh-cn", "zh-tw", "de"]),
        lastmod(),
        text(),
    )
        .prop_map(|(name, language, date, title)| {
            News::new(
                NewsPublication::new(
                    NewsPublicationName::parse(&name).expect("a name"),
                    NewsLanguage::parse(language).expect("a language"),
                ),
                PublicationDate::parse(&date.to_document_string()).expect("a date"),
                NewsTitle::parse(&title).expect("a title"),
            )
        })
}

fn alternate() -> impl Strategy<Value = Alternate> {
    (
        prop::sample::select(vec!["en", "de-CH", "zh-Hant", "es-419", "x-default", "FR"]),
        loc(),
    )
        .prop_map(|(hreflang, href)| {
            Alternate::new(
                Hreflang::parse(hreflang).expect("a language"),
                Href::parse(href.as_str()).expect("a page URL"),
            )
        })
}

fn url() -> impl Strategy<Value = Url> {
    (
        (
            loc(),
            prop::option::of(lastmod()),
            prop::option::of(prop::sample::select(ChangeFreq::ALL.to_vec())),
            prop::option::of(priority()),
        ),
        prop::collection::vec(loc(), 0..3),
        prop::collection::vec(video(), 0..2),
        prop::option::of(news()),
        prop::collection::vec(alternate(), 0..3),
    )
        .prop_map(
            |((loc, lastmod, changefreq, priority), images, videos, news, alternates)| {
                let mut url = Url::new(loc);
                url.set_lastmod(lastmod)
                    .set_changefreq(changefreq)
                    .set_priority(priority);
                for (n, image_loc) in images.into_iter().enumerate() {
                    if n == 1 {
                        url.push_extension(note(&image_loc));
                    }
                    url.push_image(image(image_loc)).expect("fewer than 1,000");
                }
                for video in videos {
                    url.push_video(video);
                }
                if let Some(news) = news {
                    url.push_news(news).expect("one news entry");
                }
                for alternate in alternates {
                    url.push_alternate(alternate);
                }
                url
            },
        )
}

fn url_set() -> impl Strategy<Value = UrlSet> {
    prop::collection::vec(url(), 1..6).prop_map(|urls| {
        let mut set = UrlSet::new(urls).expect("at least one url");
        // Typed images declare their namespace themselves; the notes'
        // namespace is declared on the root.
        if set.urls().iter().any(|u| !u.extensions().is_empty()) {
            set.declare_namespace("note", NOTE_NS);
        }
        set
    })
}

/// What a value becomes after one trip through a document.
fn written(set: &UrlSet) -> UrlSet {
    let urls = set.urls().iter().map(|url| {
        let mut url = url.clone();
        let lastmod = url.lastmod().map(|l| protocol(l.as_datetime()));
        url.set_lastmod(lastmod);
        url
    });
    let mut out = UrlSet::new(urls.collect::<Vec<_>>()).expect("non-empty");
    for decl in set.namespaces() {
        out.declare_namespace(decl.prefix(), decl.uri());
    }
    // The root declares the namespaces of the typed extensions it holds, in
    // the order they are first met (a URL's in the order of its fields).
    for url in set.urls() {
        for (present, prefix, namespace) in [
            (!url.images().is_empty(), "image", IMAGE_NS),
            (!url.news().is_empty(), "news", NEWS_NS),
            (!url.videos().is_empty(), "video", VIDEO_NS),
            (!url.alternates().is_empty(), "xhtml", XHTML_NS),
        ] {
            if present && !out.namespaces().iter().any(|d| d.prefix() == prefix) {
                out.declare_namespace(prefix, namespace);
            }
        }
    }
    out
}

fn protocol(value: &DateTime) -> LastMod {
    LastMod::from_datetime(value.protocol_form()).expect("protocol forms are valid lastmods")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn streaming_writer_then_reader_is_identity(set in url_set()) {
        let bytes = UrlSetWriter::write_document(Vec::new(), &set).expect("writes");
        let back = UrlSetReader::new(bytes.as_slice()).into_document().expect("reads back");
        prop_assert_eq!(back, written(&set));
    }

    #[test]
    fn serde_xml_round_trip_is_identity(set in url_set()) {
        let xml = quick_xml::se::to_string(&set).expect("serializes");
        let back: UrlSet = quick_xml::de::from_str(&xml).expect("deserializes");
        prop_assert_eq!(back, written(&set));
    }

    #[test]
    fn serde_and_streaming_agree(set in url_set()) {
        let serde_xml = quick_xml::se::to_string(&set).expect("serializes");
        let from_serde = UrlSetReader::new(serde_xml.as_bytes()).into_document().expect("streaming reads serde output");
        let streamed = sitemap_core::to_xml_string(&set).expect("writes");
        let from_stream: UrlSet = quick_xml::de::from_str(&streamed).expect("serde reads streaming output");
        prop_assert_eq!(&from_serde, &from_stream);
        prop_assert_eq!(from_serde, written(&set));
    }

    #[test]
    fn json_round_trip_is_identity(set in url_set()) {
        let json = serde_json::to_string(&set).expect("serializes");
        let back: UrlSet = serde_json::from_str(&json).expect("deserializes");
        prop_assert_eq!(back, written(&set));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn protocol_forms_round_trip_unchanged(value in lastmod()) {
        let written = LastMod::parse(&value.to_document_string()).expect("document form parses");
        prop_assert!(written.as_datetime().is_protocol_form());
        if value.as_datetime().is_protocol_form() {
            prop_assert_eq!(written, value);
        }
    }
}

fn without_extensions(set: &UrlSet) -> UrlSet {
    let urls: Vec<Url> = set
        .urls()
        .iter()
        .map(|url| {
            let mut plain = Url::new(url.loc().clone());
            plain
                .set_lastmod(url.lastmod())
                .set_changefreq(url.changefreq())
                .set_priority(url.priority());
            plain
        })
        .collect();
    UrlSet::new(urls).expect("non-empty")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The official wildcards are strict, so extension-free documents are
    /// validated here; extensions are validated in `streaming.rs` against a
    /// test extension schema.
    #[test]
    fn every_written_document_validates_against_our_schema(set in url_set()) {
        let Some(lint) = sitemap_tests::xmllint::xmllint() else { return Ok(()) };
        let schema = sitemap_tests::xmllint::schema_path("sitemap.xsd");
        let set = without_extensions(&set);
        let streamed = sitemap_core::to_xml_string(&set).expect("writes");
        let serde_xml = quick_xml::se::to_string(&set).expect("serializes");
        for (path, xml) in [("streaming", &streamed), ("serde", &serde_xml)] {
            if let Err(error) = lint.validate_str(xml, &schema) {
                prop_assert!(false, "{path} output is invalid: {error}\n{xml}");
            }
        }
    }

    /// With the typed extensions (images, videos, news, alternates), what
    /// the streaming writer and serde write is valid under our schemas and
    /// the official ones.
    #[test]
    fn written_documents_with_typed_extensions_are_valid(set in url_set()) {
        let set = typed_only(&set);
        let streamed = sitemap_core::to_xml_string(&set).expect("writes");
        let serde_xml = quick_xml::se::to_string(&set).expect("serializes");
        for (path, xml) in [("streaming", &streamed), ("serde", &serde_xml)] {
            if let Err(error) = validate_with_extension_schemas(xml) {
                prop_assert!(false, "{path} output is invalid: {error}\n{xml}");
            }
        }
    }
}

/// `set` without the untyped extension elements (their namespace has no
/// schema to validate them with).
fn typed_only(set: &UrlSet) -> UrlSet {
    let urls: Vec<Url> = set
        .urls()
        .iter()
        .map(|url| {
            let mut typed =
                without_extensions(&UrlSet::new([url.clone()]).expect("one")).urls()[0].clone();
            for image in url.images() {
                typed.push_image(image.clone()).expect("fewer than 1,000");
            }
            for video in url.videos() {
                typed.push_video(video.clone());
            }
            for news in url.news() {
                typed.push_news(news.clone()).expect("one news entry");
            }
            for alternate in url.alternates() {
                typed.push_alternate(alternate.clone());
            }
            typed
        })
        .collect();
    UrlSet::new(urls).expect("non-empty")
}
