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

/// Two generations of one site by `sitemap generate --lastmod content`, in
/// two folders: `old/` from `first`, `new/` from a copy of it regenerated
/// from `second` (CSV lines after the header).
fn two_generations(name: &str, first: &str, second: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-diff-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let generate = |folder: &std::path::Path, lines: &str| {
        let csv = format!("loc,lastmod,priority,fingerprint\n{lines}");
        let run = sitemap(
            &[
                "generate",
                "--base",
                "https://example.com/",
                "--lastmod",
                "content",
                "--out",
                folder.to_str().unwrap(),
                "-",
            ],
            Some(csv.as_bytes()),
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
    };
    let (old, new) = (dir.join("old"), dir.join("new"));
    generate(&old, first);
    std::fs::create_dir_all(&new).unwrap();
    for entry in std::fs::read_dir(&old).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), new.join(entry.file_name())).unwrap();
        }
    }
    generate(&new, second);
    dir
}

#[test]
fn two_folders_with_ledgers_are_compared_by_fingerprint() {
    let page = |n: u32, priority: &str, fingerprint: &str| {
        format!("https://example.com/p/{n},2024-01-01,{priority},{fingerprint}\n")
    };
    let first: String = (1..=4).map(|n| page(n, "0.5", "v1")).collect();
    // p/1 as it was; p/2's content changed, and nothing in its XML but the
    // lastmod (its new date); p/3's priority changed under the same
    // fingerprint; p/4 is gone and p/5 is new.
    let second = [
        page(1, "0.5", "v1"),
        page(2, "0.5", "v2"),
        page(3, "0.9", "v1"),
        page(5, "0.5", "v1"),
    ]
    .concat();
    let dir = two_generations("ledgers", &first, &second);
    let (old, new) = (dir.join("old"), dir.join("new"));
    let (old, new) = (old.to_str().unwrap(), new.to_str().unwrap());
    let by_ledger = sitemap(&["diff", old, new], None);
    assert_eq!(by_ledger.code, 1, "{}", by_ledger.stderr);
    assert!(
        by_ledger
            .stderr
            .contains("comparing URLs by their content fingerprints"),
        "{}",
        by_ledger.stderr
    );
    // In `loc` order; p/3 is unchanged: the fingerprint is the
    // application's word on its content.
    assert_eq!(
        by_ledger.stdout,
        "~ https://example.com/p/2\n- https://example.com/p/4\n+ https://example.com/p/5\n\
         1 added, 1 removed, 1 changed\n"
    );
    let ndjson = sitemap(&["diff", "--format", "ndjson", old, new], None);
    let changes: Vec<serde_json::Value> = ndjson
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(changes.len(), 3);
    assert_eq!(changes[0]["change"], "changed");
    // The date the new generation gave p/2: a date and a time.
    let lastmod = changes[0]["lastmod"].as_str().unwrap();
    assert!(lastmod.len() > "2024-01-01".len(), "{lastmod}");
    assert_eq!(changes[1]["lastmod"], "2024-01-01", "the old side's");
    // The same sets as files are compared by their values: p/3's priority
    // is a change there.
    let by_values = sitemap(
        &[
            "diff",
            &format!("{old}/sitemap-1.xml"),
            &format!("{new}/sitemap-1-1.xml"),
        ],
        None,
    );
    assert_eq!(by_values.code, 1);
    assert!(
        !by_values.stderr.contains("fingerprints"),
        "{}",
        by_values.stderr
    );
    assert!(
        by_values.stdout.contains("~ https://example.com/p/3\n"),
        "{}",
        by_values.stdout
    );
    assert!(
        by_values
            .stdout
            .ends_with("1 added, 1 removed, 2 changed\n"),
        "{}",
        by_values.stdout
    );
    // A folder against itself: equal, exit 0.
    let same = sitemap(&["diff", new, new], None);
    assert_eq!(
        (same.code, same.stdout.as_str()),
        (0, "0 added, 0 removed, 0 changed\n")
    );
    // A folder with a ledger against one without: the values.
    std::fs::remove_file(std::path::Path::new(old).join("sitemap.ledger-0.tsv")).unwrap();
    let mixed = sitemap(&["diff", old, new], None);
    assert!(!mixed.stderr.contains("fingerprints"), "{}", mixed.stderr);
    assert!(
        mixed.stdout.ends_with("1 added, 1 removed, 2 changed\n"),
        "{}",
        mixed.stdout
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_fingerprints_the_ledgers_compare_lastmods() {
    let page = |n: u32, lastmod: &str, priority: &str| {
        format!("https://example.com/p/{n},{lastmod},{priority},\n")
    };
    let first = [page(1, "2024-01-01", "0.5"), page(2, "2024-01-01", "0.5")].concat();
    let second = [page(1, "2024-01-01", "0.9"), page(2, "2024-02-01", "0.5")].concat();
    let dir = two_generations("lastmods", &first, &second);
    let (old, new) = (dir.join("old"), dir.join("new"));
    let run = sitemap(
        &["diff", old.to_str().unwrap(), new.to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "~ https://example.com/p/2\n0 added, 0 removed, 1 changed\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
