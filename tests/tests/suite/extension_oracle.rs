//! Schema oracle for the extension schemas: `xmllint` gives each fixture the
//! expected verdict under our schema (`schemas/sitemap-image.xsd`,
//! `schemas/sitemap-news.xsd`, `schemas/sitemap-video.xsd`), and, when
//! `SITEMAP_SHARED_DIR` names the shared folder, the same verdict under the
//! official schema. Each fixture is named by the rule it tests. The typed
//! model (`Image::from_extension`) is held to the same verdicts, except where
//! it is stricter on purpose (Google's rules the schemas miss), listed here.

use sitemap_core::UrlSetReader;
use sitemap_tests::xmllint::{schema_path, shared_dir, xmllint};

const IMAGE: &str = r#"xmlns:image="http://www.google.com/schemas/sitemap-image/1.1""#;

/// `(rule, children of <image:image>, valid under the schemas, valid as a typed value)`.
const IMAGE_FIXTURES: &[(&str, &str, bool, bool)] = &[
    (
        "loc-only",
        "<image:loc>https://example.com/a.jpg</image:loc>",
        true,
        true,
    ),
    (
        "every-child-in-order",
        "<image:loc>https://example.com/a.jpg</image:loc><image:caption>c</image:caption>\
         <image:geo_location>Limerick, Ireland</image:geo_location><image:title>t</image:title>\
         <image:license>https://example.com/license</image:license>",
        true,
        true,
    ),
    (
        "loc-missing",
        "<image:caption>c</image:caption>",
        false,
        false,
    ),
    (
        "loc-twice",
        "<image:loc>https://example.com/a.jpg</image:loc><image:loc>https://example.com/b.jpg</image:loc>",
        false,
        false,
    ),
    (
        "unknown-child",
        "<image:loc>https://example.com/a.jpg</image:loc><image:width>3</image:width>",
        false,
        false,
    ),
    // The schemas take any URI reference; Google needs an absolute address.
    (
        "loc-relative",
        "<image:loc>photos/a.jpg</image:loc>",
        true,
        false,
    ),
];

fn image_document(children: &str) -> String {
    format!(r#"<image:image {IMAGE}>{children}</image:image>"#)
}

#[test]
fn our_image_schema_gives_every_fixture_its_verdict() {
    let Some(lint) = xmllint() else { return };
    let ours = schema_path("sitemap-image.xsd");
    for (rule, children, valid, _) in IMAGE_FIXTURES {
        let verdict = lint.validate_str(&image_document(children), &ours);
        assert_eq!(verdict.is_ok(), *valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_official_image_schema_agrees() {
    let (Some(lint), Some(shared)) = (xmllint(), shared_dir()) else {
        return;
    };
    let official = shared.join("reference-schemas/image-1.1.xsd");
    for (rule, children, valid, _) in IMAGE_FIXTURES {
        let verdict = lint.validate_str(&image_document(children), &official);
        assert_eq!(verdict.is_ok(), *valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_typed_image_gives_every_fixture_its_verdict() {
    for (rule, children, _, typed) in IMAGE_FIXTURES {
        let xml = format!(
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" {IMAGE}>
                 <url><loc>https://example.com/</loc><image:image>{children}</image:image></url>
               </urlset>"#
        );
        // The strict reader refuses an image that breaks its rules.
        let verdict: Result<Vec<_>, _> = UrlSetReader::new(xml.as_bytes()).collect();
        assert_eq!(verdict.is_ok(), *typed, "{rule}: {verdict:?}");
        if let Ok(urls) = verdict {
            assert_eq!(urls[0].images().len(), 1, "{rule}");
        }
    }
}

const NEWS: &str = r#"xmlns:news="http://www.google.com/schemas/sitemap-news/0.9""#;

/// A `<news:news>` from its parts: `(language, date, title, extra children)`.
fn news(language: &str, date: &str, title: Option<&str>, extra: &str) -> String {
    let title = title.map_or(String::new(), |t| format!("<news:title>{t}</news:title>"));
    format!(
        "<news:publication><news:name>The Example Times</news:name>\
         <news:language>{language}</news:language></news:publication>{extra}\
         <news:publication_date>{date}</news:publication_date>{title}"
    )
}

/// `(rule, children of <news:news>, valid under the schemas, valid as a typed value)`.
fn news_fixtures() -> Vec<(&'static str, String, bool, bool)> {
    vec![
        (
            "minimal",
            news("en", "2024-05-01", Some("T"), ""),
            true,
            true,
        ),
        (
            "language-three-letters",
            news("fra", "2024-05-01", Some("T"), ""),
            true,
            true,
        ),
        (
            "language-zh-tw",
            news("zh-tw", "2024-05-01", Some("T"), ""),
            true,
            true,
        ),
        (
            "language-with-region",
            news("en-US", "2024-05-01", Some("T"), ""),
            false,
            false,
        ),
        (
            "language-upper-case",
            news("EN", "2024-05-01", Some("T"), ""),
            false,
            false,
        ),
        (
            "date-time",
            news("en", "2024-05-01T08:30:00+02:00", Some("T"), ""),
            true,
            true,
        ),
        // The schemas take dates and date-times only: a year or a month
        // alone is refused, never completed to a day.
        (
            "date-month-only",
            news("en", "2024-05", Some("T"), ""),
            false,
            false,
        ),
        (
            "title-missing",
            news("en", "2024-05-01", None, ""),
            false,
            false,
        ),
        (
            "genres",
            news(
                "en",
                "2024-05-01",
                Some("T"),
                "<news:genres>Blog, OpEd</news:genres>",
            ),
            true,
            true,
        ),
        (
            "genre-unknown",
            news(
                "en",
                "2024-05-01",
                Some("T"),
                "<news:genres>blog</news:genres>",
            ),
            false,
            false,
        ),
        (
            "access-unknown",
            news(
                "en",
                "2024-05-01",
                Some("T"),
                "<news:access>Free</news:access>",
            ),
            false,
            false,
        ),
        (
            "publication-missing",
            "<news:publication_date>2024-05-01</news:publication_date><news:title>T</news:title>"
                .to_owned(),
            false,
            false,
        ),
    ]
}

fn news_document(children: &str) -> String {
    format!(r#"<news:news {NEWS}>{children}</news:news>"#)
}

#[test]
fn our_news_schema_gives_every_fixture_its_verdict() {
    let Some(lint) = xmllint() else { return };
    let ours = schema_path("sitemap-news.xsd");
    for (rule, children, valid, _) in news_fixtures() {
        let verdict = lint.validate_str(&news_document(&children), &ours);
        assert_eq!(verdict.is_ok(), valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_official_news_schema_agrees() {
    let (Some(lint), Some(shared)) = (xmllint(), shared_dir()) else {
        return;
    };
    let official = shared.join("reference-schemas/news-0.9.xsd");
    for (rule, children, valid, _) in news_fixtures() {
        let verdict = lint.validate_str(&news_document(&children), &official);
        assert_eq!(verdict.is_ok(), valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_typed_news_gives_every_fixture_its_verdict() {
    for (rule, children, _, typed) in news_fixtures() {
        let xml = format!(
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" {NEWS}>
                 <url><loc>https://example.com/</loc><news:news>{children}</news:news></url>
               </urlset>"#
        );
        let verdict: Result<Vec<_>, _> = UrlSetReader::new(xml.as_bytes()).collect();
        assert_eq!(verdict.is_ok(), typed, "{rule}: {verdict:?}");
        if let Ok(urls) = verdict {
            assert_eq!(urls[0].news().len(), 1, "{rule}");
        }
    }
}

const VIDEO: &str = r#"xmlns:video="http://www.google.com/schemas/sitemap-video/1.1""#;

/// The children a `<video:video>` needs, with the address of its file,
/// then `rest`.
fn video(rest: &str) -> String {
    video_without_source(&format!(
        "<video:content_loc>https://example.com/v.mp4</video:content_loc>{rest}"
    ))
}

/// The thumbnail, title and description, then `rest`: no content or
/// player location unless `rest` has one.
fn video_without_source(rest: &str) -> String {
    format!(
        "<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
         <video:title>T</video:title><video:description>D</video:description>{rest}"
    )
}

/// `(rule, children of <video:video>, valid under ours, valid under the
/// official schema, valid as a typed value)`. Ours follows Google where it
/// is stricter than the official schema.
fn video_fixtures() -> Vec<(&'static str, String, bool, bool, bool)> {
    let tags = |n: usize| {
        (0..n)
            .map(|i| format!("<video:tag>t{i}</video:tag>"))
            .collect::<String>()
    };
    vec![
        ("minimal", video(""), true, true, true),
        (
            "player-with-attributes",
            video_without_source(
                r#"<video:player_loc allow_embed="yes" autoplay="ap=1">https://example.com/p</video:player_loc>"#,
            ),
            true,
            true,
            true,
        ),
        (
            "content-and-player",
            video("<video:player_loc>https://example.com/p</video:player_loc>"),
            true,
            true,
            true,
        ),
        // Google needs the file's or the player's address; the official
        // schema makes both optional.
        (
            "neither-content-nor-player",
            video_without_source("<video:duration>60</video:duration>"),
            false,
            true,
            false,
        ),
        (
            "player-before-content",
            video_without_source(
                "<video:player_loc>https://example.com/p</video:player_loc>\
                 <video:content_loc>https://example.com/v.mp4</video:content_loc>",
            ),
            false,
            false,
            false,
        ),
        (
            "duration-zero",
            video("<video:duration>0</video:duration>"),
            false,
            true,
            false,
        ),
        (
            "duration-eight-hours",
            video("<video:duration>28800</video:duration>"),
            true,
            true,
            true,
        ),
        (
            "duration-over",
            video("<video:duration>28801</video:duration>"),
            false,
            false,
            false,
        ),
        (
            "duration-fraction",
            video("<video:duration>1.5</video:duration>"),
            false,
            false,
            false,
        ),
        (
            "rating-over",
            video("<video:rating>5.5</video:rating>"),
            false,
            false,
            false,
        ),
        ("tags-32", video(&tags(32)), true, true, true),
        ("tags-33", video(&tags(33)), false, false, false),
        (
            "title-101",
            format!(
                "<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
                 <video:title>{}</video:title><video:description>D</video:description>",
                "t".repeat(101)
            ),
            false,
            false,
            false,
        ),
        (
            "description-missing",
            "<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
             <video:title>T</video:title>"
                .to_owned(),
            false,
            false,
            false,
        ),
        (
            "family-friendly-capitalized",
            video("<video:family_friendly>Yes</video:family_friendly>"),
            true,
            true,
            true,
        ),
        (
            "restriction-countries",
            video(r#"<video:restriction relationship="allow">IE GB US</video:restriction>"#),
            true,
            true,
            true,
        ),
        (
            "restriction-lower-case",
            video(r#"<video:restriction relationship="allow">ie</video:restriction>"#),
            false,
            false,
            false,
        ),
        (
            "restriction-without-relationship",
            video("<video:restriction>IE</video:restriction>"),
            false,
            false,
            false,
        ),
        (
            "platforms",
            video(r#"<video:platform relationship="deny">web tv</video:platform>"#),
            true,
            true,
            true,
        ),
        (
            "platform-unknown",
            video(r#"<video:platform relationship="deny">radio</video:platform>"#),
            false,
            false,
            false,
        ),
    ]
}

fn video_document(children: &str) -> String {
    format!(r#"<video:video {VIDEO}>{children}</video:video>"#)
}

#[test]
fn our_video_schema_gives_every_fixture_its_verdict() {
    let Some(lint) = xmllint() else { return };
    let ours = schema_path("sitemap-video.xsd");
    for (rule, children, valid, _, _) in video_fixtures() {
        let verdict = lint.validate_str(&video_document(&children), &ours);
        assert_eq!(verdict.is_ok(), valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_official_video_schema_agrees_except_where_google_is_stricter() {
    let (Some(lint), Some(shared)) = (xmllint(), shared_dir()) else {
        return;
    };
    let official = shared.join("reference-schemas/video-1.1.xsd");
    for (rule, children, _, valid, _) in video_fixtures() {
        let verdict = lint.validate_str(&video_document(&children), &official);
        assert_eq!(verdict.is_ok(), valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_typed_video_gives_every_fixture_its_verdict() {
    for (rule, children, _, _, typed) in video_fixtures() {
        let xml = format!(
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" {VIDEO}>
                 <url><loc>https://example.com/</loc><video:video>{children}</video:video></url>
               </urlset>"#
        );
        let verdict: Result<Vec<_>, _> = UrlSetReader::new(xml.as_bytes()).collect();
        assert_eq!(verdict.is_ok(), typed, "{rule}: {verdict:?}");
        if let Ok(urls) = verdict {
            assert_eq!(urls[0].videos().len(), 1, "{rule}");
        }
    }
}

#[test]
fn incomplete_extension_dates_are_errors_never_completed() {
    // `xsd:date | xsd:dateTime` takes neither a year nor a month alone; the
    // strict reader refuses them instead of writing `2024-01-01`.
    for partial in ["2024", "2024-05"] {
        let fixtures = [
            (
                NEWS,
                format!(
                    "<news:news>{}</news:news>",
                    news("en", partial, Some("T"), "")
                ),
            ),
            (
                VIDEO,
                format!(
                    "<video:video>{}</video:video>",
                    video(&format!(
                        "<video:expiration_date>{partial}</video:expiration_date>"
                    ))
                ),
            ),
            (
                VIDEO,
                format!(
                    "<video:video>{}</video:video>",
                    video(&format!(
                        "<video:publication_date>{partial}</video:publication_date>"
                    ))
                ),
            ),
        ];
        for (namespace, element) in fixtures {
            let xml = format!(
                r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" {namespace}>
                     <url><loc>https://example.com/</loc>{element}</url>
                   </urlset>"#
            );
            let verdict: Result<Vec<_>, _> = UrlSetReader::new(xml.as_bytes()).collect();
            let error = verdict.expect_err(&element).to_string();
            assert!(error.contains(partial), "{error}");
        }
    }
    // A complete value is written back as it was given.
    for given in ["2024-05-01", "2024-05-01T08:30:00+02:00", "2024-05-01Z"] {
        let date = sitemap_core::PublicationDate::parse(given);
        assert_eq!(date.map(|d| d.to_document_string()).as_deref(), Ok(given));
    }
}
