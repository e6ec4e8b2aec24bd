//! `sitemap generate`, run as a user runs it (see `validate.rs`).

mod common;

use common::{sitemap, snapshot};

#[test]
fn lists_of_every_kind_become_a_published_site() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-generate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let run = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--gzip",
            "--out",
            folder,
            "urls.txt",
            "pages.csv",
            "pages.ndjson",
        ],
        None,
    );
    assert_eq!(run.code, 1, "lines were lost: {}", run.stderr);
    snapshot("generate.stderr.txt", &run.stderr);
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["sitemap-1.xml.gz", "sitemap.xml"]);
    let stats = sitemap(&["stats", "--format", "json", folder], None);
    let stats: serde_json::Value = serde_json::from_str(&stats.stdout).unwrap();
    assert_eq!(stats["urls"], 7);
    assert_eq!(stats["lastmod"]["by_month"]["2024-05"], 2);
    let valid = sitemap(&["validate", folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);

    let clean = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--out",
            folder,
            "-",
        ],
        Some(b"https://example.com/x\n"),
    );
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    let no_base = sitemap(&["generate", "--out", folder, "urls.txt"], None);
    assert_eq!(no_base.code, 2);
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn text_sitemaps_are_written_and_listed_by_an_xml_index() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-text-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let run = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--text",
            "--out",
            folder,
            "-",
        ],
        Some(b"{\"loc\":\"https://example.com/a\",\"lastmod\":\"2024-05-02\"}\n{\"loc\":\"https://example.com/b\"}\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["sitemap-1.txt", "sitemap.xml"]);
    let text = std::fs::read_to_string(out.join("sitemap-1.txt")).unwrap();
    assert_eq!(text, "https://example.com/a\nhttps://example.com/b\n");
    let index = std::fs::read_to_string(out.join("sitemap.xml")).unwrap();
    assert!(
        index.contains("<loc>https://example.com/sitemap-1.txt</loc>"),
        "{index}"
    );
    assert!(index.contains("<lastmod>2024-05-02</lastmod>"), "{index}");
    let valid = sitemap(&["validate", folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);
    std::fs::remove_dir_all(&out).unwrap();
}
