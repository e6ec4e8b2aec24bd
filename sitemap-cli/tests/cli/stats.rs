//! `sitemap stats`, run as a user runs it (see `validate.rs`).

use crate::common;

use common::{sitemap, snapshot};

#[test]
fn counts_for_people_and_for_programs() {
    let human = sitemap(
        &["stats", "valid.xml", "broken.xml", "site", "urls.txt"],
        None,
    );
    assert_eq!(human.code, 0, "{}", human.stderr);
    snapshot("stats.human.txt", &human.stdout);

    let json = sitemap(
        &[
            "stats",
            "--format",
            "json",
            "valid.xml",
            "broken.xml",
            "site",
            "urls.txt",
        ],
        None,
    );
    assert_eq!(json.code, 0);
    let stats: serde_json::Value = serde_json::from_str(&json.stdout).expect("one JSON object");
    assert_eq!(stats["files"], 5);
    // valid.xml 2, broken.xml 2 kept of 3, site 2 + 1, urls.txt 3 of 4.
    assert_eq!(stats["urls"], 10);
    assert_eq!(stats["duplicates"], 5);
    assert_eq!(stats["lastmod"]["by_month"]["2024-05"], 2);
    assert_eq!(stats["lastmod"]["missing"], 8);
    let rules: Vec<&str> = stats["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["rule"].as_str().unwrap())
        .collect();
    assert!(
        rules.contains(&"loc.relative") && rules.contains(&"priority.range"),
        "{rules:?}"
    );
    snapshot("stats.json", &json.stdout);
}

#[test]
fn a_file_that_stops_reading_exits_1() {
    let run = sitemap(
        &["stats", "--format", "json", "-"],
        Some(b"<html><body>not a sitemap</body></html>"),
    );
    assert_eq!(run.code, 1);
    let stats: serde_json::Value = serde_json::from_str(&run.stdout).expect("still counted");
    assert_eq!(stats["urls"], 0);
    let missing = sitemap(&["stats", "missing.xml"], None);
    assert_eq!(missing.code, 2);
}

#[test]
fn a_file_not_read_to_its_end_is_the_reason_said() {
    let mut cut = Vec::new();
    {
        use std::io::Write;
        let mut gzip = flate2::write::GzEncoder::new(&mut cut, flate2::Compression::default());
        gzip.write_all(b"https://example.com/a\n").unwrap();
        gzip.finish().unwrap();
    }
    cut.truncate(20);
    let run = sitemap(&["stats", "-"], Some(&cut));
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .contains("sitemap: not read to its end: <stdin>:1:1: error: gzip"),
        "{}",
        run.stderr
    );
}
