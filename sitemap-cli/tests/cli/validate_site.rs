//! `sitemap validate` checks a site's files together: a folder, an index
//! with the files it lists beside it, and a site served on 127.0.0.1. One
//! site of our making holds every fault the site check finds, across files
//! and gzip; each is reported at its file and line, and at the other end.

use crate::common;

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;

use common::sitemap;
use serde_json::Value;

/// The site's files under `base` (`…/maps/`): name and content. Its pages
/// are on `base`'s origin.
fn site(base: &str) -> Vec<(&'static str, String)> {
    let origin = &base[..base.len() - "maps/".len()];
    let ns = r#"xmlns="http://www.sitemaps.org/schemas/sitemap/0.9""#;
    let xhtml = r#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#;
    let link = |lang: &str, href: &str| {
        format!(r#"    <xhtml:link rel="alternate" hreflang="{lang}" href="{origin}{href}"/>"#)
    };
    let index = [
        r#"<?xml version="1.0" encoding="UTF-8"?>"#.to_owned(),
        format!("<sitemapindex {ns}>"),
        format!("  <sitemap><loc>{base}en.xml</loc><lastmod>2024-01-01</lastmod></sitemap>"),
        format!("  <sitemap><loc>{base}de.xml.gz</loc></sitemap>"),
        format!("  <sitemap><loc>{base}gone.xml</loc></sitemap>"),
        format!("  <sitemap><loc>{base}inner.xml</loc></sitemap>"),
        "  <sitemap><loc>https://other.example/maps/x.xml</loc></sitemap>".to_owned(),
        "</sitemapindex>".to_owned(),
    ];
    let en = [
        r#"<?xml version="1.0" encoding="UTF-8"?>"#.to_owned(),
        format!("<urlset {ns} {xhtml}>"),
        format!("  <url><loc>{origin}en/a</loc><lastmod>2024-06-01</lastmod>"),
        link("en", "en/a"),
        link("de", "de/a"),
        link("fr", "fr/a1"),
        "  </url>".to_owned(),
        format!("  <url><loc>{origin}en/b</loc>"),
        link("de", "de/b"),
        "  </url>".to_owned(),
        format!("  <url><loc>{origin}shared</loc><lastmod>2024-03-01</lastmod></url>"),
        "</urlset>".to_owned(),
    ];
    let de = [
        r#"<?xml version="1.0" encoding="UTF-8"?>"#.to_owned(),
        format!("<urlset {ns} {xhtml}>"),
        format!("  <url><loc>{origin}de/a</loc>"),
        link("de", "de/a"),
        link("en", "en/a"),
        link("fr", "fr/a2"),
        "  </url>".to_owned(),
        format!("  <url><loc>{origin}de/b</loc>"),
        link("de", "de/b"),
        "  </url>".to_owned(),
        format!("  <url><loc>{origin}shared</loc><lastmod>2024-04-01</lastmod></url>"),
        "</urlset>".to_owned(),
    ];
    let inner = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex {ns}>\n  \
         <sitemap><loc>{base}en.xml</loc></sitemap>\n</sitemapindex>\n"
    );
    let stray = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset {ns}>\n  \
         <url><loc>{origin}stray</loc></url>\n</urlset>\n"
    );
    vec![
        ("sitemap.xml", index.join("\n")),
        ("en.xml", en.join("\n")),
        ("de.xml.gz", de.join("\n")),
        ("inner.xml", inner),
        ("stray.xml", stray),
    ]
}

fn gzip(text: &str) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(text.as_bytes()).unwrap();
    encoder.finish().unwrap()
}

fn bytes(name: &str, text: &str) -> Vec<u8> {
    if name.ends_with(".gz") {
        gzip(text)
    } else {
        text.as_bytes().to_vec()
    }
}

/// The 1-based line of `needle` in the file `name` of `files`.
fn line(files: &[(&str, String)], name: &str, needle: &str) -> u64 {
    let text = &files.iter().find(|(n, _)| *n == name).unwrap().1;
    text.lines().position(|l| l.contains(needle)).unwrap() as u64 + 1
}

/// The site of `https://example.com/maps/`, written into `dir`.
fn write_site(dir: &std::path::Path) -> Vec<(&'static str, String)> {
    let files = site("https://example.com/maps/");
    for (name, text) in &files {
        std::fs::write(dir.join(name), bytes(name, text)).unwrap();
    }
    files
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-site-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The site's findings, as `(rule, file, line, related)`: the file's last
/// path segment, so a folder and a server compare alike.
type Found = (String, String, u64, Option<(String, u64)>);

fn findings(stdout: &str) -> Vec<Found> {
    let last = |name: &str| name.rsplit('/').next().unwrap_or(name).to_owned();
    stdout
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .map(|f| {
            let related = f.get("related").map(|r| {
                (
                    last(r["file"].as_str().unwrap()),
                    r["line"].as_u64().unwrap(),
                )
            });
            (
                f["rule"].as_str().unwrap().to_owned(),
                last(f["file"].as_str().unwrap()),
                f["line"].as_u64().unwrap(),
                related,
            )
        })
        .collect()
}

/// What every way of checking the site finds.
fn expected(files: &[(&str, String)]) -> Vec<Found> {
    let at = |name: &str, needle: &str| (name.to_owned(), line(files, name, needle));
    let found = |rule: &str, (file, line): (String, u64), related: Option<(String, u64)>| {
        (rule.to_owned(), file, line, related)
    };
    vec![
        found(
            "hreflang.return-link",
            at("en.xml", "en/b</loc>"),
            Some(at("de.xml.gz", "de/b</loc>")),
        ),
        found("hreflang.self", at("en.xml", "en/b</loc>"), None),
        found(
            "hreflang.language-twice",
            at("en.xml", "en/a</loc>"),
            Some(at("de.xml.gz", "de/a</loc>")),
        ),
        found("hreflang.x-default", at("en.xml", "en/a</loc>"), None),
        found(
            "site.duplicate",
            at("de.xml.gz", "/shared<"),
            Some(at("en.xml", "/shared<")),
        ),
        found(
            "index.lastmod",
            at("sitemap.xml", "en.xml</loc>"),
            Some(at("en.xml", "2024-06-01")),
        ),
        found(
            "index.nested",
            at("sitemap.xml", "inner.xml</loc>"),
            Some(("inner.xml".to_owned(), 0)),
        ),
        found("index.scope", at("sitemap.xml", "other.example"), None),
    ]
}

/// Whether `want` was found. A cluster's findings are reported at one of
/// its pages, whichever the check met first: a language claimed twice at
/// either end, the missing x-default at either version; a duplicate at
/// the file read second.
fn assert_found(found: &[Found], wanted: &[Found], stdout: &str) {
    for want in wanted {
        let (rule, file, line, related) = want;
        let mirrored = related.clone().map(|(other, other_line)| {
            (rule.clone(), other, other_line, Some((file.clone(), *line)))
        });
        let ok = found.contains(want)
            || ((rule == "hreflang.language-twice" || rule == "site.duplicate")
                && mirrored.is_some_and(|m| found.contains(&m)))
            || (rule == "hreflang.x-default" && found.iter().any(|f| f.0 == *rule && f.2 == *line));
        assert!(ok, "{want:?} not in\n{stdout}");
    }
}

#[test]
fn a_folder_and_an_index_alone_are_checked_as_a_site() {
    let dir = scratch("folder");
    let files = write_site(&dir);
    let folder = sitemap(
        &["validate", "--format", "json", dir.to_str().unwrap()],
        None,
    );
    assert_eq!(folder.code, 1, "{}", folder.stderr);
    let found = findings(&folder.stdout);
    let mut wanted = expected(&files);
    wanted.push((
        "index.missing".to_owned(),
        "sitemap.xml".to_owned(),
        line(&files, "sitemap.xml", "gone.xml"),
        None,
    ));
    wanted.push(("index.unlisted".to_owned(), "stray.xml".to_owned(), 0, None));
    assert_found(&found, &wanted, &folder.stdout);
    // Nothing else: every finding is one of the site's faults.
    let site_rules = found
        .iter()
        .filter(|f| {
            f.0.starts_with("hreflang.") || f.0.starts_with("index.") || f.0.starts_with("site.")
        })
        .count();
    assert_eq!(site_rules, wanted.len(), "{}", folder.stdout);

    // The index alone: the files it lists beside it are read with it;
    // the stray file is not, so it is not reported.
    let index = dir.join("sitemap.xml");
    let alone = sitemap(
        &["validate", "--format", "json", index.to_str().unwrap()],
        None,
    );
    assert_eq!(alone.code, 1, "{}", alone.stderr);
    let found = findings(&alone.stdout);
    assert_found(&found, &wanted[..wanted.len() - 1], &alone.stdout);
    assert!(
        !found.iter().any(|f| f.0 == "index.unlisted"),
        "{}",
        alone.stdout
    );

    // People see both ends.
    let human = sitemap(&["validate", dir.to_str().unwrap()], None);
    assert!(human.stdout.contains("= see also "), "{}", human.stdout);
    assert!(
        human.stdout.contains("hreflang.return-link"),
        "{}",
        human.stdout
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_site_served_on_localhost_is_fetched_and_checked_as_a_whole() {
    let runtime = common::runtime();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let port = listener.local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}/maps/");
    let files = site(&base);
    let mut served: HashMap<String, Vec<u8>> = files
        .iter()
        .map(|(name, text)| (format!("/maps/{name}"), bytes(name, text)))
        .collect();
    served.insert(
        "/robots.txt".to_owned(),
        // A `Sitemap:` line that names no sitemap is said where it is.
        format!("Sitemap: {base}sitemap.xml\nSitemap: /relative.xml\n").into_bytes(),
    );
    let app = axum::Router::new().fallback(move |uri: axum::http::Uri| {
        let body = served.get(uri.path()).cloned();
        async move {
            match body {
                Some(body) => (axum::http::StatusCode::OK, body),
                None => (axum::http::StatusCode::NOT_FOUND, Vec::new()),
            }
        }
    });
    runtime.spawn(async move { axum::serve(listener, app).await });

    let run = sitemap(
        &[
            "validate",
            "--format",
            "json",
            &format!("http://127.0.0.1:{port}/"),
        ],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    let found = findings(&run.stdout);
    let mut wanted = expected(&files);
    // The missing file is a 404 here: fetched, failed, and listed.
    wanted.push((
        "index.missing".to_owned(),
        "sitemap.xml".to_owned(),
        line(&files, "sitemap.xml", "gone.xml"),
        Some(("gone.xml".to_owned(), 0)),
    ));
    wanted.push(("fetch".to_owned(), "gone.xml".to_owned(), 0, None));
    wanted.push((
        "robots.sitemap-line".to_owned(),
        "robots.txt".to_owned(),
        2,
        None,
    ));
    assert_found(&found, &wanted, &run.stdout);

    // With a budget of two files (robots.txt and the index), the listed
    // files are said where they are listed, never called missing.
    let run = sitemap(
        &[
            "validate",
            "--format",
            "json",
            "--max-files",
            "2",
            &format!("http://127.0.0.1:{port}/"),
        ],
        None,
    );
    let found = findings(&run.stdout);
    let not_fetched = found
        .iter()
        .filter(|f| f.0 == "fetch" && f.1 == "sitemap.xml")
        .count();
    assert_eq!(not_fetched, 5, "{}", run.stdout);
    assert!(
        !found.iter().any(|f| f.0 == "index.missing"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("was not fetched"), "{}", run.stdout);
}

#[test]
fn sarif_carries_the_rules_with_their_sources_and_both_ends() {
    let dir = scratch("sarif");
    let files = write_site(&dir);
    let run = sitemap(
        &["validate", "--format", "sarif", dir.to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    let log: Value = serde_json::from_str(&run.stdout).unwrap();
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .unwrap();
    assert!(rules.len() >= 8, "{rules:?}");
    for rule in rules {
        assert!(rule["shortDescription"]["text"].is_string(), "{rule}");
        assert!(
            rule["help"]["text"].as_str().unwrap().contains("Source:"),
            "{rule}"
        );
        assert!(rule["properties"]["source"].is_string(), "{rule}");
    }
    let return_link = rules
        .iter()
        .find(|r| r["id"] == "hreflang.return-link")
        .unwrap();
    assert!(
        return_link["helpUri"]
            .as_str()
            .unwrap()
            .starts_with("https://developers.google.com/"),
        "{return_link}"
    );
    let result = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["ruleId"] == "hreflang.return-link")
        .unwrap();
    let related = &result["relatedLocations"][0]["physicalLocation"];
    assert!(
        related["artifactLocation"]["uri"]
            .as_str()
            .unwrap()
            .ends_with("de.xml.gz"),
        "{result}"
    );
    assert_eq!(
        related["region"]["startLine"],
        line(&files, "de.xml.gz", "de/b</loc>")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_index_finds_its_files_by_their_longest_path_and_a_file_given_twice_counts_once() {
    let dir = scratch("paths");
    std::fs::create_dir_all(dir.join("x")).unwrap();
    let ns = r#"xmlns="http://www.sitemaps.org/schemas/sitemap/0.9""#;
    let urlset = |page: &str| {
        format!("<urlset {ns}>\n<url><loc>https://example.com/{page}</loc></url>\n</urlset>\n")
    };
    std::fs::write(dir.join("a.xml"), urlset("a")).unwrap();
    std::fs::write(dir.join("x/a.xml"), urlset("xa")).unwrap();
    std::fs::write(dir.join("a b.xml"), urlset("ab")).unwrap();
    std::fs::write(
        dir.join("sitemap.xml"),
        format!(
            "<sitemapindex {ns}>\n\
             <sitemap><loc>https://example.com/maps/a.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/maps/x/a.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/maps/a%20b.xml</loc></sitemap>\n\
             </sitemapindex>\n"
        ),
    )
    .unwrap();
    let index = dir.join("sitemap.xml");
    let run = sitemap(
        &["validate", "--format", "json", index.to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert_eq!(run.stdout, "", "every listed file found: {}", run.stdout);
    // The folder and one of its files: each URL once, no duplicate.
    let a = dir.join("a.xml");
    let twice = sitemap(
        &[
            "validate",
            "--format",
            "json",
            dir.to_str().unwrap(),
            a.to_str().unwrap(),
        ],
        None,
    );
    assert!(!twice.stdout.contains("site.duplicate"), "{}", twice.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_index_has_one_folder_and_is_none_of_its_own_files() {
    let dir = scratch("folder");
    std::fs::create_dir_all(dir.join("shop")).unwrap();
    let ns = r#"xmlns="http://www.sitemaps.org/schemas/sitemap/0.9""#;
    let urlset = |page: &str| {
        format!("<urlset {ns}>\n<url><loc>https://example.com/{page}</loc></url>\n</urlset>\n")
    };
    std::fs::write(dir.join("pages.xml"), urlset("a")).unwrap();
    std::fs::write(dir.join("shop/sitemap.xml"), urlset("shop/a")).unwrap();
    // `blog/pages.xml` and `blog/sitemap.xml` are missing: the file named
    // `pages.xml` beside the index is `/pages.xml`, as the other entry
    // says, and the index is not `/blog/sitemap.xml`, whatever the order.
    std::fs::write(
        dir.join("sitemap.xml"),
        format!(
            "<sitemapindex {ns}>\n\
             <sitemap><loc>https://example.com/blog/sitemap.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/blog/pages.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/pages.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/shop/sitemap.xml</loc></sitemap>\n\
             <sitemap><loc>https://example.com/sitemap.xml</loc></sitemap>\n\
             </sitemapindex>\n"
        ),
    )
    .unwrap();
    for input in [dir.join("sitemap.xml"), dir.clone()] {
        let run = sitemap(
            &["validate", "--format", "json", input.to_str().unwrap()],
            None,
        );
        let found = findings(&run.stdout);
        let rules: Vec<(&str, u64)> = found.iter().map(|f| (f.0.as_str(), f.2)).collect();
        assert_eq!(
            rules,
            [
                ("index.missing", 2),
                ("index.missing", 3),
                ("index.self", 6)
            ],
            "{}",
            run.stdout
        );
        assert_eq!(run.code, 1);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_site_that_cannot_be_reached_says_why() {
    // A port nothing listens on: robots.txt cannot be read, and the reason
    // is given with "no sitemap was found".
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}/");
    let run = sitemap(&["validate", &url], None);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("no sitemap was found"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains(&format!("{url}robots.txt could not be read: no connection")),
        "{}",
        run.stderr
    );
}
