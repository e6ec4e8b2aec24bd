//! `sitemap diff`, run as a user runs it (see `validate.rs`).

use crate::common;

use common::{sitemap, snapshot};

#[test]
fn added_removed_and_changed_for_people_and_as_ndjson() {
    let human = sitemap(&["diff", "valid.xml", "valid-next.xml"], None);
    // As diff(1): 1 when the sets differ.
    assert_eq!(human.code, 1, "{}", human.stderr);
    assert_eq!(
        human.stdout,
        "~ https://example.com/\n+ https://example.com/new\n- https://example.com/about\n\
         1 added, 1 removed, 1 changed\n"
    );
    let ndjson = sitemap(
        &["diff", "--format", "ndjson", "valid.xml", "valid-next.xml"],
        None,
    );
    let changes: Vec<serde_json::Value> = ndjson
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(changes.len(), 3);
    assert_eq!(changes[0]["change"], "changed");
    assert_eq!(changes[0]["lastmod"], "2024-06-01");
    snapshot("diff.ndjson", &ndjson.stdout);
}

#[test]
fn the_same_urls_in_another_format_are_no_change() {
    // valid.xml as a text sitemap from stdin: its values differ (no
    // lastmod), its URLs do not.
    let same = sitemap(&["diff", "valid.xml", "site/sitemap-1.xml"], None);
    assert_eq!(same.stdout, "0 added, 0 removed, 0 changed\n");
    assert_eq!(same.code, 0, "equal sets: {}", same.stderr);
    let text = sitemap(
        &["diff", "-", "valid.xml"],
        Some(b"https://example.com/\nhttps://example.com/about\n"),
    );
    assert_eq!(
        text.stdout,
        "~ https://example.com/\n~ https://example.com/about\n0 added, 0 removed, 2 changed\n"
    );
    assert_eq!(text.code, 1);
    let missing = sitemap(&["diff", "valid.xml", "missing.xml"], None);
    assert_eq!(missing.code, 2);
    // A file that cannot be read to its end is trouble, said.
    let broken = sitemap(&["diff", "valid.xml", "-"], Some(&cut_gzip()));
    assert_eq!(broken.code, 2, "{}", broken.stderr);
    assert!(
        broken
            .stderr
            .contains("sitemap: a file could not be read to its end"),
        "{}",
        broken.stderr
    );
}

/// A gzip stream cut short: reading stops at it.
pub(crate) fn cut_gzip() -> Vec<u8> {
    use std::io::Write;
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gzip.write_all(b"https://example.com/a\n").unwrap();
    let mut bytes = gzip.finish().unwrap();
    bytes.truncate(20);
    bytes
}
