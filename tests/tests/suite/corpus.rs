//! Conformance against the real-world corpus (opt-in: set SITEMAP_SHARED_DIR
//! to the shared folder; CI does). Each file's strict verdict must match the
//! one its manifest records, valid files must yield every entry, and every
//! file must read the same from the buffer as token by token.

use std::fs;
use std::io::Read as _;
use std::path::Path;

use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_tests::source::Trickle;
use sitemap_tests::xmllint::{report_skip, shared_dir};

struct Row {
    file: String,
    valid: bool,
    url_count: Option<usize>,
}

fn manifest(dir: &Path) -> Vec<Row> {
    let text = fs::read_to_string(dir.join("MANIFEST.tsv")).expect("the corpus has a manifest");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (file, verdict, count) = (
        column("file"),
        column("expected_verdict"),
        column("url_count"),
    );
    lines
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            Row {
                file: cells[file].to_owned(),
                valid: cells[verdict] == "valid",
                url_count: cells[count].trim().parse().ok(),
            }
        })
        .collect()
}

/// Entries and error messages of one read.
fn read(path: &Path, options: ReadOptions) -> (usize, Vec<String>) {
    let mut entries = 0;
    let mut errors = Vec::new();
    for event in SitemapReader::open(path, options).unwrap() {
        match event {
            ReadEvent::Url(_) | ReadEvent::IndexEntry(_) => entries += 1,
            ReadEvent::Diagnostic(d) if d.severity() == Severity::Error => {
                errors.push(d.to_string());
            }
            _ => {}
        }
    }
    (entries, errors)
}

/// The corpus folder, or `None` (said once) when the shared folder is not
/// given.
fn corpus_dir() -> Option<std::path::PathBuf> {
    let Some(shared) = shared_dir() else {
        report_skip(
            "corpus conformance",
            "SITEMAP_SHARED_DIR is not set (CI sets it)",
        );
        return None;
    };
    Some(shared.join("corpus/real-world"))
}

#[test]
fn strict_verdicts_match_the_manifest() {
    let Some(dir) = corpus_dir() else {
        return;
    };
    let rows = manifest(&dir);
    assert!(rows.len() >= 60, "the manifest lists {} files", rows.len());
    let mut mismatches = Vec::new();
    for row in &rows {
        let path = dir.join(&row.file);
        let (entries, errors) = read(&path, ReadOptions::strict());
        // Every verdict agrees: `android-app://` app links (tripadvisor)
        // are `<xhtml:link>`s without `hreflang`, kept as they are, not
        // hreflang alternates.
        let expected_valid = row.valid;
        if expected_valid != errors.is_empty() {
            mismatches.push(format!(
                "{}: manifest says {}, the reader found {:?}",
                row.file,
                if row.valid { "valid" } else { "invalid" },
                errors.iter().take(3).collect::<Vec<_>>()
            ));
        }
        if expected_valid && let Some(count) = row.url_count {
            assert_eq!(entries, count, "{}: every entry of a valid file", row.file);
        }
        // Lenient mode recovers the same way: the same entries, and only
        // what lost an entry or stopped reading is still an error.
        let (lenient_entries, lenient_errors) = read(&path, ReadOptions::lenient());
        assert_eq!(lenient_entries, entries, "{}", row.file);
        assert!(lenient_errors.len() <= errors.len(), "{}", row.file);
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn every_file_reads_the_same_from_the_buffer_as_token_by_token() {
    let Some(dir) = corpus_dir() else {
        return;
    };
    for row in manifest(&dir) {
        let mut bytes = fs::read(dir.join(&row.file)).unwrap();
        // Decompressed first: a few gzip bytes can make a whole entry.
        if bytes.starts_with(&[0x1f, 0x8b]) {
            let mut plain = Vec::new();
            flate2::read::MultiGzDecoder::new(bytes.as_slice())
                .read_to_end(&mut plain)
                .unwrap();
            bytes = plain;
        }
        for options in [ReadOptions::strict(), ReadOptions::lenient()] {
            let mut buffered = SitemapReader::new(bytes.as_slice(), options.clone());
            // At most 7 bytes a read: past the head the reader reads at
            // once, no entry is buffered whole, so all go token by token.
            let mut token_by_token = SitemapReader::new(Trickle::new(&bytes, 7), options);
            for at in 0.. {
                let (whole, trickled) = (buffered.next(), token_by_token.next());
                let (whole, trickled) = (format!("{whole:?}"), format!("{trickled:?}"));
                assert_eq!(whole, trickled, "{}: event {at}", row.file);
                if whole == "None" {
                    break;
                }
            }
        }
    }
}
