//! Lossless round trips over the real-world corpus (opt-in: set
//! SITEMAP_SHARED_DIR to the shared folder; CI does): every entry of every
//! file the lenient reader yields goes to JSON alone (as NDJSON writes
//! each) and back, and to XML (deprecated tags kept) and back, and comes
//! out equal: the same values, the same extensions in the same
//! namespaces, untyped ones included.

use std::fs;

use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::{Url, UrlSetWriter};
use sitemap_tests::xmllint::{report_skip, shared_dir};

/// The entries the lenient reader yields from `bytes`.
fn entries(bytes: &[u8]) -> Vec<Url> {
    SitemapReader::new(bytes, ReadOptions::lenient())
        .filter_map(|event| match event {
            ReadEvent::Url(url) => Some(url),
            _ => None,
        })
        .collect()
}

#[test]
fn every_corpus_entry_survives_json_alone_and_xml() {
    let Some(shared) = shared_dir() else {
        report_skip(
            "corpus round trips",
            "SITEMAP_SHARED_DIR is not set (CI sets it)",
        );
        return;
    };
    let dir = shared.join("corpus/real-world");
    let mut checked = 0;
    let mut with_untyped = 0;
    for file in fs::read_dir(&dir).unwrap() {
        let path = file.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".tsv") || name.ends_with(".md") {
            continue;
        }
        let read = entries(&fs::read(&path).unwrap());
        if read.is_empty() {
            continue;
        }
        checked += 1;
        with_untyped += usize::from(read.iter().any(|url| !url.extensions().is_empty()));
        for url in &read {
            let json = serde_json::to_string(url).unwrap();
            let back: Url =
                serde_json::from_str(&json).unwrap_or_else(|e| panic!("{name}: {e}\n{json}"));
            assert_eq!(&back, url, "{name}: JSON alone\n{json}");
        }
        let mut writer = UrlSetWriter::new(Vec::new()).with_deprecated_tags(true);
        for url in &read {
            writer.write(url).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        let xml = writer.finish().unwrap();
        let again = entries(&xml);
        assert_eq!(again, read, "{name}: through XML");
    }
    assert!(checked >= 40, "{checked} files had entries");
    assert!(
        with_untyped >= 3,
        "{with_untyped} files had untyped extensions"
    );
}
