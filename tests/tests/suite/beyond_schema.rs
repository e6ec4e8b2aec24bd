//! Strict verdicts against the official schemas: each fixture is a whole
//! `<urlset>` using the extensions (case variants, partial dates, order,
//! counts), judged by `xmllint` under the official sitemap, image, video and
//! news schemas (`sitemap-with-extensions.xsd` in the shared folder) and by
//! the strict reader. The two must agree, except for the fixtures that name a
//! rule of ours beyond the schemas; those names are exactly the ids of the
//! table in `docs/RULES.md`, so a rule cannot go beyond the schemas without
//! being listed there with its source, nor be listed without a fixture.

use std::collections::BTreeSet;

use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_tests::xmllint::{report_skip, shared_dir, workspace_root, xmllint};

const NAMESPACES: &str = r#"xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9""#;

/// A `<urlset>` of the given `<url>` contents.
fn urlset(urls: &[String]) -> String {
    let urls: String = urls.iter().map(|u| format!("<url>{u}</url>")).collect();
    format!("<urlset {NAMESPACES}>{urls}</urlset>")
}

/// One `<url>` with its extension elements.
fn url(extensions: &str) -> String {
    format!("<loc>https://example.com/</loc>{extensions}")
}

fn news(date: &str, extra: &str) -> String {
    format!(
        "<news:news><news:publication><news:name>The Example Times</news:name>\
         <news:language>en</news:language></news:publication>{extra}\
         <news:publication_date>{date}</news:publication_date>\
         <news:title>T</news:title></news:news>"
    )
}

fn video(rest: &str) -> String {
    video_without_source(&format!(
        "<video:content_loc>https://example.com/v.mp4</video:content_loc>{rest}"
    ))
}

fn video_without_source(rest: &str) -> String {
    format!(
        "<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
         <video:title>T</video:title><video:description>D</video:description>{rest}</video:video>"
    )
}

fn image(children: &str) -> String {
    format!("<image:image>{children}</image:image>")
}

/// `(fixture, document, the id of the rule beyond the schemas it breaks)`:
/// without an id, the strict reader and the official schemas must agree.
fn fixtures() -> Vec<(&'static str, String, Option<&'static str>)> {
    let one = |extensions: &str| urlset(&[url(extensions)]);
    let many_news = |n: usize| {
        let urls: Vec<String> = (0..n)
            .map(|i| {
                format!(
                    "<loc>https://example.com/{i}</loc>{}",
                    news("2024-05-01", "")
                )
            })
            .collect();
        urlset(&urls)
    };
    let many_urls = |n: usize| {
        let urls: Vec<String> = (0..n)
            .map(|i| format!("<loc>https://example.com/{i}</loc>"))
            .collect();
        urlset(&urls)
    };
    let yes_no = |value: &str| {
        one(&video(&format!(
            "<video:family_friendly>{value}</video:family_friendly>"
        )))
    };
    let price = |attributes: &str| {
        one(&video(&format!(
            r#"<video:price currency="EUR" {attributes}>1.99</video:price>"#
        )))
    };
    vec![
        // Case variants: what the official video schema lists is valid.
        ("yes-lower", yes_no("yes"), None),
        ("yes-capitalized", yes_no("Yes"), None),
        ("yes-upper", yes_no("YES"), None),
        ("no-upper", yes_no("NO"), None),
        ("yes-mixed", yes_no("yEs"), None),
        ("price-type-upper", price(r#"type="RENT""#), None),
        ("price-type-lower", price(r#"type="purchase""#), None),
        ("price-type-mixed", price(r#"type="Rent""#), None),
        ("resolution-upper", price(r#"resolution="HD""#), None),
        ("resolution-lower", price(r#"resolution="sd""#), None),
        (
            "relationship-upper",
            one(&video(
                r#"<video:restriction relationship="ALLOW">IE</video:restriction>"#,
            )),
            None,
        ),
        (
            "news-access-lower",
            one(&news(
                "2024-05-01",
                "<news:access>subscription</news:access>",
            )),
            None,
        ),
        // Partial and complete dates.
        ("news-date", one(&news("2024-05-01", "")), None),
        ("news-date-zone", one(&news("2024-05-01Z", "")), None),
        ("news-year", one(&news("2024", "")), None),
        ("news-month", one(&news("2024-05", "")), None),
        (
            "news-date-time-zone",
            one(&news("2024-05-01T08:30:00+02:00", "")),
            None,
        ),
        (
            "news-minutes-zone",
            one(&news("2024-05-01T08:30+02:00", "")),
            None,
        ),
        (
            "news-date-time-no-zone",
            one(&news("2024-05-01T08:30:00", "")),
            Some("news.publication_date.zone"),
        ),
        (
            "video-expiration-month",
            one(&video(
                "<video:expiration_date>2024-05</video:expiration_date>",
            )),
            None,
        ),
        (
            "video-publication-year",
            one(&video(
                "<video:publication_date>2024</video:publication_date>",
            )),
            None,
        ),
        (
            "video-publication-no-zone",
            one(&video(
                "<video:publication_date>2024-05-01T08:30:00</video:publication_date>",
            )),
            None,
        ),
        // Order.
        (
            "video-player-before-content",
            one(&video_without_source(
                "<video:player_loc>https://example.com/p</video:player_loc>\
                 <video:content_loc>https://example.com/v.mp4</video:content_loc>",
            )),
            None,
        ),
        (
            "news-title-before-date",
            one("<news:news><news:publication><news:name>N</news:name>\
                 <news:language>en</news:language></news:publication>\
                 <news:title>T</news:title>\
                 <news:publication_date>2024-05-01</news:publication_date></news:news>"),
            None,
        ),
        (
            "image-before-loc",
            format!(
                "<urlset {NAMESPACES}><url>{}<loc>https://example.com/</loc></url></urlset>",
                image("<image:loc>https://example.com/a.jpg</image:loc>")
            ),
            None,
        ),
        // Counts.
        ("news-1000", many_news(1000), None),
        ("news-1001", many_news(1001), Some("news.count")),
        (
            "news-twice-in-one-url",
            one(&format!(
                "{}{}",
                news("2024-05-01", ""),
                news("2024-05-02", "")
            )),
            Some("news.one-per-url"),
        ),
        (
            "video-tags-33",
            one(&video(&"<video:tag>t</video:tag>".repeat(33))),
            None,
        ),
        (
            "images-1000",
            one(&image("<image:loc>https://example.com/a.jpg</image:loc>").repeat(1000)),
            None,
        ),
        (
            "images-1001",
            one(&image("<image:loc>https://example.com/a.jpg</image:loc>").repeat(1001)),
            Some("image.count"),
        ),
        ("urls-50000", many_urls(50_000), None),
        ("urls-50001", many_urls(50_001), Some("entries.count")),
        // The protocol's text.
        (
            "size-over-50-mib",
            // 27,000 URLs of 2,000 characters each.
            urlset(
                &(0..27_000)
                    .map(|i| {
                        format!(
                            "<loc>https://example.com/{i:05}/{}</loc>",
                            "a".repeat(1_975)
                        )
                    })
                    .collect::<Vec<_>>(),
            ),
            Some("size.protocol"),
        ),
        (
            "loc-not-http",
            urlset(&["<loc>mailto:someone@example.com</loc>".to_owned()]),
            Some("loc.absolute-http-url"),
        ),
        (
            "loc-long-once-encoded",
            urlset(&[format!(
                "<loc>https://example.com/{}</loc>",
                "é".repeat(700)
            )]),
            Some("loc.encoded-length"),
        ),
        (
            "loc-long-as-written",
            urlset(&[format!(
                "<loc>https://example.com/{}</loc>",
                "é".repeat(2100)
            )]),
            None,
        ),
        (
            "loc-short-as-written",
            urlset(&["<loc>http://a/é</loc>".to_owned()]),
            None,
        ),
        (
            "lastmod-time-no-zone",
            urlset(&[
                "<loc>https://example.com/</loc><lastmod>2024-05-01T08:30:00</lastmod>".to_owned(),
            ]),
            Some("lastmod.zone"),
        ),
        (
            "lastmod-midnight-24",
            urlset(&[
                "<loc>https://example.com/</loc><lastmod>2024-05-01T24:00:00Z</lastmod>".to_owned(),
            ]),
            Some("lastmod.w3c"),
        ),
        (
            "lastmod-year-10000",
            urlset(&["<loc>https://example.com/</loc><lastmod>10000-05-01</lastmod>".to_owned()]),
            Some("lastmod.w3c"),
        ),
        (
            "lastmod-date-with-zone",
            urlset(&["<loc>https://example.com/</loc><lastmod>2024-05-01Z</lastmod>".to_owned()]),
            Some("lastmod.w3c"),
        ),
        (
            "lastmod-month",
            urlset(&["<loc>https://example.com/</loc><lastmod>2024-05</lastmod>".to_owned()]),
            None,
        ),
        // Google's other rules.
        (
            "video-neither-content-nor-player",
            one(&video_without_source("")),
            Some("video.content_loc-or-player_loc"),
        ),
        (
            "video-duration-zero",
            one(&video("<video:duration>0</video:duration>")),
            Some("video.duration.min"),
        ),
        (
            "image-loc-relative",
            one(&image("<image:loc>photos/a.jpg</image:loc>")),
            Some("extension.absolute-url"),
        ),
    ]
}

/// The ids of the table of rules beyond the schemas in `docs/RULES.md`:
/// the first cell of each row, in backquotes.
fn documented_ids() -> BTreeSet<String> {
    let rules = std::fs::read_to_string(workspace_root().join("docs/RULES.md"))
        .expect("docs/RULES.md exists");
    rules
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|rest| rest.split_once('`'))
        .map(|(id, _)| id.to_owned())
        .collect()
}

/// Whether the strict reader finds no error, and the rules it broke.
fn strict_verdict(xml: &str) -> (bool, Vec<&'static str>) {
    let mut rules = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::strict()) {
        if let ReadEvent::Diagnostic(d) = event
            && d.severity() == Severity::Error
        {
            rules.push(d.rule());
        }
    }
    (rules.is_empty(), rules)
}

#[test]
fn every_fixture_beyond_the_schemas_is_a_documented_rule_and_every_rule_has_one() {
    let used: BTreeSet<String> = fixtures()
        .iter()
        .filter_map(|(_, _, beyond)| beyond.map(str::to_owned))
        .collect();
    assert_eq!(used, documented_ids());
}

#[test]
fn strict_verdicts_equal_the_official_schemas_except_the_documented_rules() {
    let (Some(lint), Some(shared)) = (xmllint(), shared_dir()) else {
        report_skip(
            "beyond_schema oracle",
            "needs xmllint and SITEMAP_SHARED_DIR with reference-schemas/",
        );
        return;
    };
    let official = shared.join("reference-schemas/sitemap-with-extensions.xsd");
    let mut differ = Vec::new();
    for (name, xml, beyond) in fixtures() {
        let schema = lint.validate_str(&xml, &official);
        let (ours, rules) = strict_verdict(&xml);
        let agree = schema.is_ok() == ours;
        match beyond {
            // A rule beyond the schemas: the schema takes it, we refuse it.
            Some(_) if schema.is_err() || ours => differ.push(format!(
                "{name}: expected schema ok and strict error, got {schema:?} / {rules:?}"
            )),
            None if !agree => differ.push(format!("{name}: schema {schema:?}, strict {rules:?}")),
            _ => {}
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}

/// Every error of the strict reader on `xml`, as `(rule, message)`.
fn strict_errors(xml: &str, options: ReadOptions) -> Vec<(Severity, &'static str, String)> {
    SitemapReader::new(xml.as_bytes(), options)
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some((d.severity(), d.rule(), d.to_string())),
            _ => None,
        })
        .collect()
}

#[test]
fn rules_beyond_the_schema_are_checked_and_say_so() {
    let fixtures = fixtures();
    let find = |name: &str| {
        fixtures
            .iter()
            .find(|(fixture, ..)| *fixture == name)
            .map(|(_, xml, _)| xml.clone())
            .unwrap()
    };
    // A time without a zone: valid `xsd:dateTime`, refused as Google asks.
    let found = strict_errors(&find("news-date-time-no-zone"), ReadOptions::strict());
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "news.publication_date");
    assert!(
        found[0]
            .2
            .contains("stricter than the schema: Google requires W3C Datetime"),
        "{found:?}"
    );
    // The value is kept, and when lenient it is only a warning.
    let xml = find("news-date-time-no-zone");
    let mut dates = Vec::new();
    let mut severities = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::lenient()) {
        match event {
            ReadEvent::Url(url) => dates.extend(
                url.news()
                    .iter()
                    .map(|news| news.publication_date().to_string()),
            ),
            ReadEvent::Diagnostic(d) => severities.push((d.severity(), d.rule())),
            _ => {}
        }
    }
    assert_eq!(dates, ["2024-05-01T08:30:00"]);
    assert_eq!(severities, [(Severity::Warning, "news.publication_date")]);
    assert!(!found[0].2.contains("videoyesno"));
    // The 1,001st news entry, once, after its entry; a warning when lenient.
    let xml = find("news-1001");
    let found = strict_errors(&xml, ReadOptions::strict());
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].0, found[0].1), (Severity::Error, "news.count"));
    assert!(found[0].2.contains("stricter than the schema"), "{found:?}");
    let found = strict_errors(&xml, ReadOptions::lenient());
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].0, found[0].1), (Severity::Warning, "news.count"));
    assert!(strict_errors(&find("news-1000"), ReadOptions::strict()).is_empty());
    // So does Google's minimum duration of a video.
    let found = strict_errors(&find("video-duration-zero"), ReadOptions::strict());
    assert!(
        found
            .iter()
            .any(|(_, _, m)| m.contains("stricter than the schema: Google requires at least 1")),
        "{found:?}"
    );
    // Every rule beyond the schemas says so where it is found.
    for (name, xml, beyond) in &fixtures {
        if beyond.is_none() {
            continue;
        }
        let found = strict_errors(xml, ReadOptions::strict());
        assert!(
            found
                .iter()
                .any(|(_, _, m)| m.contains("stricter than the schema")),
            "{name}: {found:?}"
        );
    }
    // The protocol's own rules beyond the schema say so too.
    for name in ["lastmod-time-no-zone", "urls-50001"] {
        let found = strict_errors(&find(name), ReadOptions::strict());
        assert!(
            found
                .iter()
                .any(|(_, _, m)| m.contains("stricter than the schema")),
            "{name}: {found:?}"
        );
    }
}

#[test]
fn messages_name_values_as_users_write_them() {
    let xml = urlset(&[url(&video(
        "<video:family_friendly>maybe</video:family_friendly>",
    ))]);
    let found = strict_errors(&xml, ReadOptions::strict());
    assert_eq!(found.len(), 1, "{found:?}");
    let message = &found[0].2;
    assert!(!message.contains("videoyesno"), "{message}");
    assert!(message.contains("video:family_friendly"), "{message}");
    assert!(message.contains("`maybe`"), "{message}");
}
