//! The protocol's location rule in the reader (`ReadOptions::published_at`):
//! a sitemap lists only URLs under its own directory, an index only sitemaps
//! on its own site. And `BaseUrl::directory_of`, the rule's scope.

use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_core::{BaseUrl, Loc};

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

fn loc(url: &str) -> Loc {
    Loc::parse(url).unwrap()
}

/// One diagnostic as (line, severity, rule, message).
type Finding = (u64, Severity, &'static str, String);

/// Entries read, and each diagnostic.
fn read(xml: &str, options: ReadOptions) -> (Vec<String>, Vec<Finding>) {
    let mut entries = Vec::new();
    let mut diagnostics = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), options) {
        match event {
            ReadEvent::Url(url) => entries.push(url.loc().to_string()),
            ReadEvent::IndexEntry(entry) => entries.push(entry.loc().to_string()),
            ReadEvent::Diagnostic(d) => {
                diagnostics.push((d.line(), d.severity(), d.rule(), d.problem().to_string()));
            }
            _ => {}
        }
    }
    (entries, diagnostics)
}

fn urlset(locs: &[&str]) -> String {
    let urls: String = locs
        .iter()
        .map(|l| format!("<url><loc>{l}</loc></url>\n"))
        .collect();
    format!("<urlset xmlns=\"{NS}\">\n{urls}</urlset>")
}

#[test]
fn a_sitemap_may_list_only_urls_under_its_directory() {
    let xml = urlset(&[
        "https://example.com/catalog/",
        "https://example.com/catalog/shoes?size=42",
        "https://example.com/catalogue/x",
        "https://example.com/about",
        "http://example.com/catalog/http",
        "https://EXAMPLE.com/catalog/case",
    ]);
    let published = loc("https://example.com/catalog/sitemap.xml");
    let (entries, diagnostics) = read(&xml, ReadOptions::strict().published_at(published.clone()));
    assert_eq!(
        entries.len(),
        6,
        "entries outside are reported, not dropped"
    );
    let flagged: Vec<_> = diagnostics.iter().map(|d| (d.0, d.1, d.2)).collect();
    assert_eq!(
        flagged,
        [
            (4, Severity::Error, "loc.location"),
            (5, Severity::Error, "loc.location"),
            (6, Severity::Error, "loc.location"),
        ]
    );
    assert!(
        diagnostics[0].3.contains(
            "`https://example.com/catalogue/x` is not under https://example.com/catalog/"
        ),
        "{}",
        diagnostics[0].3
    );
    assert!(
        diagnostics[0].3.contains("directory"),
        "{}",
        diagnostics[0].3
    );

    // Lenient mode: the same findings, as warnings.
    let (_, lenient) = read(&xml, ReadOptions::lenient().published_at(published));
    assert_eq!(lenient.len(), 3);
    assert!(
        lenient
            .iter()
            .all(|d| d.1 == Severity::Warning && d.2 == "loc.location")
    );
}

#[test]
fn the_location_rule_replaces_the_one_host_rule_instead_of_doubling_it() {
    let xml = urlset(&["https://example.com/a", "https://other.example/b"]);
    let (_, without) = read(&xml, ReadOptions::strict());
    assert_eq!(
        without.iter().map(|d| d.2).collect::<Vec<_>>(),
        ["loc.host"]
    );
    let published = loc("https://example.com/sitemap.xml");
    let (_, with) = read(&xml, ReadOptions::strict().published_at(published));
    assert_eq!(
        with.iter().map(|d| d.2).collect::<Vec<_>>(),
        ["loc.location"]
    );
    // The file's URL decides, not its first entry.
    let published = loc("https://other.example/sitemap.xml");
    let (_, with) = read(&xml, ReadOptions::strict().published_at(published));
    assert_eq!(
        with.iter().map(|d| (d.0, d.2)).collect::<Vec<_>>(),
        [(2, "loc.location")]
    );
}

#[test]
fn an_index_may_list_sitemaps_anywhere_on_its_own_site_only() {
    let xml = format!(
        "<sitemapindex xmlns=\"{NS}\">\n\
         <sitemap><loc>https://example.com/sitemaps/1.xml</loc></sitemap>\n\
         <sitemap><loc>https://example.com/other/2.xml</loc></sitemap>\n\
         <sitemap><loc>https://example.com:8443/3.xml</loc></sitemap>\n\
         </sitemapindex>"
    );
    let published = loc("https://example.com/sitemaps/index.xml");
    let (entries, diagnostics) = read(&xml, ReadOptions::strict().published_at(published));
    assert_eq!(entries.len(), 3);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!((diagnostics[0].0, diagnostics[0].2), (4, "loc.location"));
    assert!(
        diagnostics[0]
            .3
            .contains("is not on https://example.com/, the site the index is published on"),
        "{}",
        diagnostics[0].3
    );
}

#[test]
fn directory_of_keeps_the_path_up_to_the_last_slash() {
    let cases = [
        ("https://example.com/sitemap.xml", "https://example.com/"),
        ("https://example.com", "https://example.com/"),
        ("https://example.com/a/b/", "https://example.com/a/b/"),
        (
            "https://example.com/a/b/sitemap.xml?x=/y/z#f/g",
            "https://example.com/a/b/",
        ),
        (
            "HTTPS://Example.COM:8443/Shop/map.xml",
            "https://example.com:8443/Shop/",
        ),
    ];
    for (file, directory) in cases {
        assert_eq!(
            BaseUrl::directory_of(&loc(file)).to_string(),
            directory,
            "{file}"
        );
    }
    let root = BaseUrl::directory_of(&loc("https://example.com/sitemap.xml"));
    assert!(root.contains(&loc("https://example.com/any/where")));
    assert!(!root.contains(&loc("https://www.example.com/")));
    let shop = BaseUrl::directory_of(&loc("https://example.com/Shop/map.xml"));
    assert!(
        !shop.contains(&loc("https://example.com/shop/x")),
        "paths are case-sensitive"
    );
}

/// Found by the `values` fuzz target: a URL whose last segment is `..`
/// resolves above its raw directory, and is still in its own directory.
#[test]
fn a_last_dot_segment_climbs_to_the_directory_the_url_resolves_in() {
    for (file, directory) in [
        ("http://example.com/p9/..", "http://example.com/"),
        ("http://example.com/a/b/.", "http://example.com/a/b/"),
        ("http://example.com/a/b/%2E%2e", "http://example.com/a/"),
        ("http://example.com/a/b/../..", "http://example.com/"),
        ("http://example.com/a/./b/c/..", "http://example.com/a/./b/"),
        (
            "http://xn--2299999999999999999999d9999999999999999999999999999999httt-h30861a/p9/..",
            "http://xn--2299999999999999999999d9999999999999999999999999999999httt-h30861a/",
        ),
    ] {
        let found = BaseUrl::directory_of(&loc(file));
        assert_eq!(found.to_string(), directory, "{file}");
        assert!(found.contains(&loc(file)), "{file} in {found}");
    }
}

/// Each URL is inside `base` or not, as its case says.
fn assert_inside(base: &BaseUrl, cases: &[(&str, bool)]) {
    for &(url, inside) in cases {
        assert_eq!(base.contains(&loc(url)), inside, "{url} in {base}");
    }
}

#[test]
fn dot_segments_are_resolved_before_judging_the_directory() {
    let catalog = BaseUrl::directory_of(&loc("https://example.com/catalog/sitemap.xml"));
    let cases = [
        ("https://example.com/catalog/a/../b", true),
        ("https://example.com/catalog/./b", true),
        ("https://example.com/catalog/a/..", true),
        ("https://example.com/catalog/../admin", false),
        ("https://example.com/catalog/%2E%2e/admin", false),
        ("https://example.com/catalog/a/../../admin", false),
        ("https://example.com/catalog/x?up=/../..", true),
    ];
    assert_inside(&catalog, &cases);
    // At the root there is nowhere further up to go.
    let root = BaseUrl::directory_of(&loc("https://example.com/sitemap.xml"));
    assert!(root.contains(&loc("https://example.com/../x")));
}

#[test]
fn the_options_say_which_rule_is_checked() {
    let published = loc("https://example.com/sitemap.xml");
    let plain = ReadOptions::strict();
    assert!(plain.checks_one_host() && plain.publication_url().is_none());
    let located = ReadOptions::strict().published_at(published.clone());
    assert!(!located.checks_one_host());
    assert_eq!(located.publication_url(), Some(&published));
    assert!(!ReadOptions::strict().one_host(false).checks_one_host());
}

#[test]
fn spellings_of_one_place_are_the_same_place() {
    let shop = BaseUrl::directory_of(&loc("https://example.com/caf%C3%A9/sitemap.xml"));
    let cases = [
        // A default port, or user info, names the same origin.
        ("https://example.com:443/caf%C3%A9/menu", true),
        ("https://user@example.com/caf%C3%A9/menu", true),
        // Escapes compare without regard to the case of their hex digits...
        ("https://example.com/caf%c3%a9/menu", true),
        // ...but the path itself is case-sensitive.
        ("https://example.com/CAF%C3%A9/menu", false),
        // Another port, or the other scheme's default port, is elsewhere.
        ("https://example.com:8443/caf%C3%A9/menu", false),
        ("https://example.com:80/caf%C3%A9/menu", false),
        ("http://example.com:80/caf%C3%A9/menu", false),
    ];
    assert_inside(&shop, &cases);
    let published = BaseUrl::directory_of(&loc("http://example.com:80/a/sitemap.xml"));
    assert!(published.contains(&loc("http://example.com/a/b")));
    assert!(!published.contains(&loc("https://example.com/a/b")));
}

#[test]
fn relative_locs_are_resolved_against_the_files_url() {
    let xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n\
               <url><loc>/blog/hello/</loc></url>\n\
               <url><loc>world/</loc></url>\n\
               <url><loc>/about/</loc></url>\n\
               </urlset>";
    let published = Loc::parse("https://example.com/blog/post-sitemap.xml").unwrap();
    let mut locs = Vec::new();
    let mut found = Vec::new();
    let options = ReadOptions::lenient().published_at(published);
    for event in SitemapReader::new(xml.as_bytes(), options) {
        match event {
            ReadEvent::Url(url) => locs.push(url.loc().to_string()),
            ReadEvent::Diagnostic(d) => found.push((d.severity(), d.rule(), d.line())),
            _ => {}
        }
    }
    assert_eq!(
        locs,
        [
            "https://example.com/blog/hello/",
            "https://example.com/blog/world/",
            "https://example.com/about/"
        ]
    );
    // Each is reported, and the location rule still holds them to the
    // file's directory.
    assert_eq!(
        found,
        [
            (Severity::Warning, "loc.relative", 2),
            (Severity::Warning, "loc.relative", 3),
            (Severity::Warning, "loc.relative", 4),
            (Severity::Warning, "loc.location", 4)
        ]
    );
}

#[test]
fn without_the_files_url_a_relative_loc_says_what_is_missing() {
    let xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\
               <url><loc>post-sitemap.xml</loc></url></urlset>";
    let mut messages = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::lenient()) {
        if let ReadEvent::Diagnostic(d) = event
            && d.rule() != "entries.none"
        {
            assert_eq!((d.severity(), d.rule()), (Severity::Error, "loc.relative"));
            messages.push(d.to_string());
        }
    }
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("published_at"), "{}", messages[0]);
    assert!(
        !messages[0].contains("https://post-sitemap.xml"),
        "{}",
        messages[0]
    );
}
