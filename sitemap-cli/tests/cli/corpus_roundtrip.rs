//! The command line's conversions are lossless on the real-world corpus
//! (opt-in: set SITEMAP_SHARED_DIR to the shared folder; CI does).
//!
//! Every corpus file `sitemap validate` passes goes XML -> JSON -> XML and
//! XML -> NDJSON -> XML through `sitemap convert -o`, and comes out with the
//! same entries (values, extensions and their namespaces, deprecated tags)
//! and the same head (stylesheets, root attributes); JSON -> XML -> JSON is
//! the identity. Then the third-party readers of `consumers/` (Scrapy,
//! ultimate-sitemap-parser, advertools, the `sitemap` npm package, and
//! Python's ElementTree as their reference) read the converted files: the
//! reference finds our entries, value for value, and every reader finds
//! what the reference finds, but for the quirks the harness documents.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::{DocumentHead, IndexEntry, Url};

/// What a file holds, as the lenient reader reads it.
#[derive(Debug, PartialEq)]
struct Document {
    urls: Vec<Url>,
    sitemaps: Vec<IndexEntry>,
    head: DocumentHead,
}

fn read(path: &Path) -> Document {
    let bytes = fs::read(path).unwrap();
    let mut reader = SitemapReader::new(&bytes[..], ReadOptions::lenient());
    let (mut urls, mut sitemaps) = (Vec::new(), Vec::new());
    for event in reader.by_ref() {
        match event {
            ReadEvent::Url(url) => urls.push(url),
            ReadEvent::IndexEntry(entry) => sitemaps.push(entry),
            _ => {}
        }
    }
    let head = reader.head().clone();
    Document {
        urls,
        sitemaps,
        head,
    }
}

/// The four protocol fields of each entry, as the consumers report them.
fn fields(document: &Document) -> Vec<[Option<String>; 4]> {
    if !document.sitemaps.is_empty() {
        return document
            .sitemaps
            .iter()
            .map(|e| {
                let loc = Some(e.loc().to_string());
                [loc, e.lastmod().map(|l| l.to_string()), None, None]
            })
            .collect();
    }
    document
        .urls
        .iter()
        .map(|u| {
            [
                Some(u.loc().to_string()),
                u.lastmod().map(|l| l.to_string()),
                u.changefreq().map(|c| c.to_string()),
                u.priority().map(|p| p.to_string()),
            ]
        })
        .collect()
}

fn sitemap(args: &[&str]) {
    let run = common::sitemap(args, None);
    assert_eq!(run.code, 0, "sitemap {args:?}\n{}", run.stderr);
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// The corpus files `sitemap validate` passes.
fn valid_corpus_files(corpus: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(corpus)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|p| {
            let name = p.to_string_lossy();
            name.ends_with(".xml") || name.ends_with(".xml.gz")
        })
        .filter(|p| common::sitemap(&["validate", "--quiet", path(p)], None).code == 0)
        .collect();
    files.sort();
    files
}

/// A corpus file's name without `.xml` or `.xml.gz`.
fn stem_of(file: &Path) -> String {
    let name = file.file_name().unwrap().to_string_lossy();
    name.trim_end_matches(".gz")
        .trim_end_matches(".xml")
        .to_owned()
}

/// What `consumers/run DIR` reports, by file stem.
fn consumers_on(consumers: &Path, dir: &Path, scratch: &Path) -> BTreeMap<String, Value> {
    let report = scratch.join("consumers.json");
    let status = Command::new(consumers.join("run"))
        .arg(dir)
        .arg("--json")
        .arg(&report)
        .args(["--max-entries", "-1"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("consumers/run runs");
    assert!(status.success(), "consumers/run {}", dir.display());
    let mut report: Value = serde_json::from_slice(&fs::read(&report).unwrap()).unwrap();
    let Value::Array(files) = report["files"].take() else {
        panic!("consumers/run wrote no files array");
    };
    files
        .into_iter()
        .map(|file| (stem_of(Path::new(file["file"].as_str().unwrap())), file))
        .collect()
}

#[test]
fn valid_corpus_files_survive_json_and_ndjson_and_third_party_readers_agree() {
    let Some(shared) = std::env::var_os("SITEMAP_SHARED_DIR").map(PathBuf::from) else {
        eprintln!(
            "SKIPPED corpus round trips through the command line: SITEMAP_SHARED_DIR is not set \
             (CI sets it)"
        );
        return;
    };
    let scratch = std::env::temp_dir().join(format!("sitemap-cli-corpus-{}", std::process::id()));
    let _ = fs::remove_dir_all(&scratch);
    let dirs = ["original", "json", "ndjson"].map(|d| scratch.join(d));
    for dir in &dirs {
        fs::create_dir_all(dir).unwrap();
    }
    let files = valid_corpus_files(&shared.join("corpus/real-world"));
    assert!(files.len() >= 30, "only {} valid corpus files", files.len());
    let mut with_head = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let stem = stem_of(file);
        let original = read(file);
        with_head += usize::from(!original.head.is_empty());
        fs::copy(file, dirs[0].join(&name)).unwrap();
        for (format, dir) in [("json", &dirs[1]), ("ndjson", &dirs[2])] {
            let middle = scratch.join(format!("{stem}.{format}"));
            let xml = dir.join(format!("{stem}.xml"));
            sitemap(&["convert", path(file), "--to", format, "-o", path(&middle)]);
            sitemap(&["convert", path(&middle), "--to", "xml", "-o", path(&xml)]);
            let again = read(&xml);
            assert_eq!(again, original, "{name}: XML -> {format} -> XML");
            if format == "json" {
                let json_again = scratch.join(format!("{stem}.again.json"));
                sitemap(&[
                    "convert",
                    path(&xml),
                    "--to",
                    "json",
                    "-o",
                    path(&json_again),
                ]);
                assert_eq!(
                    fs::read_to_string(&json_again).unwrap(),
                    fs::read_to_string(&middle).unwrap(),
                    "{name}: JSON -> XML -> JSON"
                );
            }
        }
    }
    assert!(with_head >= 10, "only {with_head} files with a head");

    let consumers = shared.join("consumers");
    if !consumers.join(".venv").is_dir() {
        eprintln!(
            "SKIPPED third-party readers of the converted corpus: run {}/setup first (.ci/run does)",
            consumers.display()
        );
        fs::remove_dir_all(&scratch).unwrap();
        return;
    }
    let [original_dir, converted @ ..] = &dirs;
    let before = consumers_on(&consumers, original_dir, &scratch);
    for dir in converted {
        let after = consumers_on(&consumers, dir, &scratch);
        for (stem, file) in &after {
            let name = format!("{stem}.xml in {}", dir.display());
            let original = files
                .iter()
                .find(|f| stem_of(f) == *stem)
                .expect("a converted file of the corpus");
            let reference = &file["reference"];
            assert_eq!(reference["ok"], true, "{name}: ElementTree reads it");
            let theirs: Vec<[Option<String>; 4]> = reference["entries"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    ["loc", "lastmod", "changefreq", "priority"]
                        .map(|f| e[f].as_str().map(str::to_owned))
                })
                .collect();
            let ours = fields(&read(original));
            let first = (0..ours.len().max(theirs.len())).find(|&i| theirs.get(i) != ours.get(i));
            assert_eq!(
                first.map(|i| (i, theirs.get(i), ours.get(i))),
                None,
                "{name}: ElementTree's entries differ from ours ({} and {})",
                theirs.len(),
                ours.len()
            );
            let was = &before[stem]["consumers"];
            for (consumer, result) in file["consumers"].as_object().unwrap() {
                let was = &was[consumer];
                if consumer == "xmllint" {
                    // The official schemas judge the converted file as
                    // they judged the original (`no schema` when it uses a
                    // namespace they do not cover, such as xhtml links).
                    assert_eq!(
                        result["verdict"], was["verdict"],
                        "{name}: xmllint: {result}"
                    );
                    continue;
                }
                if was["ok"] != true {
                    continue;
                }
                assert_eq!(result["ok"], true, "{name}: {consumer} fails: {result}");
                // Each reader reads the converted file as it read the
                // original: its documented quirks (usp's default priority,
                // advertools' duplicates collapsed) and nothing more.
                let (now, then) = (&result["comparison"], &was["comparison"]);
                // (No worse: sitemap-js, which misses a prefixed sitemap
                // namespace, finds every entry of our unprefixed output.)
                for count in ["missing_count", "extra_count"] {
                    let (now, then) = (now[count].as_u64(), then[count].as_u64());
                    assert!(
                        now <= then,
                        "{name}: {consumer}'s {count} {now:?} > {then:?}"
                    );
                }
                let quirks = |c: &Value| -> BTreeSet<String> {
                    c["diff_summary"]
                        .as_object()
                        .unwrap()
                        .keys()
                        .cloned()
                        .collect()
                };
                assert!(
                    quirks(now).is_subset(&quirks(then)),
                    "{name}: {consumer} differs: {:?}, on the original {:?}",
                    quirks(now),
                    quirks(then)
                );
            }
        }
    }
    fs::remove_dir_all(&scratch).unwrap();
}
