//! A site written in parts and assembled is the site one regeneration
//! writes from the same URLs, byte for byte; a bad part is refused, and a
//! failure or a kill at any step of publishing leaves the folder without a
//! set or with the whole one.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::scratch::Scratch;
use super::target::faults::Faults;
use super::{LastmodPolicy, Ledger, Regeneration, SiteOptions};
use crate::read::{IndexReader, ReadEvent, ReadOptions, SitemapReader};
use crate::write::Limits;
use crate::{BaseUrl, LastMod, Loc, Url};

const BASE: &str = "https://example.com/";

fn options(gzip: bool) -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(gzip)
        .limits(Limits {
            max_entries: 10,
            ..Limits::default()
        })
        .unwrap()
}

/// 41 URLs with fingerprints, some with a `lastmod`, in no order.
fn urls() -> Vec<Url> {
    (0..41)
        .map(|n| (n * 17) % 41)
        .map(|n| {
            let url = Url::new(Loc::parse(&format!("{BASE}page/{n:03}")).unwrap())
                .with_fingerprint(format!("v{n}"));
            if n % 3 == 0 {
                url.with_lastmod(LastMod::parse(&format!("2026-11-{:02}", 1 + n % 28)).unwrap())
            } else {
                url
            }
        })
        .collect()
}

fn single(dir: &Path, options: &SiteOptions, urls: &[Url]) {
    let mut site = Regeneration::new(dir, options.clone())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content);
    for url in urls {
        site.write(url).unwrap();
    }
    site.finish().unwrap();
}

/// The URLs sorted and cut into parts of one file each, each written into
/// a folder of its own.
fn parts(scratch: &Path, options: &SiteOptions, urls: &[Url]) -> Vec<PathBuf> {
    let mut sorted = urls.to_vec();
    sorted.sort_by(|a, b| a.loc().as_str().cmp(b.loc().as_str()));
    let per_file = options.urls_per_file(sorted.len() as u64);
    sorted
        .chunks(per_file)
        .enumerate()
        .map(|(n, chunk)| {
            let part = scratch.join(format!("part-{n:04}"));
            single(&part, options, chunk);
            part
        })
        .collect()
}

/// Every visible file of `dir` with its bytes, by name.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut found: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(Result::unwrap)
        .map(|entry| entry.file_name().into_string().unwrap())
        .filter(|name| !name.starts_with('.'))
        .map(|name| {
            let bytes = std::fs::read(dir.join(&name)).unwrap();
            (name, bytes)
        })
        .collect();
    found.sort();
    found
}

/// `dir` holds exactly the files `expected` names, with their bytes; a
/// difference is shown by name, not by byte.
fn assert_same(dir: &Path, expected: &[(String, Vec<u8>)], context: &str) {
    let found = files(dir);
    let names = |files: &[(String, Vec<u8>)]| -> Vec<String> {
        files.iter().map(|(name, _)| name.clone()).collect()
    };
    assert_eq!(names(&found), names(expected), "{context}");
    for ((name, bytes), (_, wanted)) in found.iter().zip(expected) {
        assert!(bytes == wanted, "{context}: {name} differs");
    }
}

/// What a reader following the index sees: each URL with its `lastmod`,
/// and the ledger matching the index lists the same.
fn visible(dir: &Path) -> Vec<(String, Option<String>)> {
    let document = |name: &str| {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        if name.ends_with(".gz") {
            let mut out = Vec::new();
            flate2::read::GzDecoder::new(bytes.as_slice())
                .read_to_end(&mut out)
                .unwrap();
            out
        } else {
            bytes
        }
    };
    let mut seen = Vec::new();
    for entry in IndexReader::new(document("sitemap.xml").as_slice()) {
        let name = entry
            .unwrap()
            .loc()
            .as_str()
            .strip_prefix(BASE)
            .unwrap()
            .to_owned();
        for event in SitemapReader::new(document(&name).as_slice(), ReadOptions::strict()) {
            match event {
                ReadEvent::Url(url) => {
                    seen.push((url.loc().to_string(), url.lastmod().map(|l| l.to_string())));
                }
                other => panic!("`{name}` is not whole: {other:?}"),
            }
        }
    }
    let options = options(true);
    let (_, entries) = Ledger::current(dir, &options)
        .unwrap()
        .expect("a ledger matching the index");
    let listed: Vec<_> = entries
        .map(Result::unwrap)
        .map(|entry| (entry.loc, entry.lastmod.map(|l| l.to_string())))
        .collect();
    assert_eq!(listed, seen, "the ledger lists what the index does");
    seen
}

#[test]
fn parts_assemble_into_the_site_one_writer_makes() {
    for gzip in [false, true] {
        let scratch = Scratch::new("parts");
        let options = options(gzip);
        let urls = urls();
        single(&scratch.0.join("single"), &options, &urls);
        let parts = parts(&scratch.0, &options, &urls);
        assert_eq!(parts.len(), 5, "41 URLs at 9 a file");
        let report = Regeneration::new(scratch.0.join("site"), options.clone())
            .unwrap()
            .assemble(&parts)
            .unwrap();
        assert_eq!((report.added, report.changed, report.removed), (41, 0, 0));
        assert!(report.published);
        let expected = files(&scratch.0.join("single"));
        assert_eq!(expected.len(), 7, "five files, the index and the ledger");
        assert_same(&scratch.0.join("site"), &expected, &format!("gzip {gzip}"));

        // The assembled set regenerates incrementally like any other.
        let mut changed = urls.clone();
        changed[0] = changed[0].clone().with_fingerprint("v-new");
        let mut site = Regeneration::new(scratch.0.join("site"), options.clone()).unwrap();
        for url in &changed {
            site.write(url).unwrap();
        }
        let report = site.finish().unwrap();
        assert_eq!((report.added, report.changed, report.removed), (0, 1, 0));
        assert_eq!(report.rewritten().count(), 1);
    }
}

#[test]
fn bad_parts_are_refused_and_nothing_is_published() {
    let scratch = Scratch::new("parts");
    let options = options(false);
    let urls = urls();
    let mut parts = parts(&scratch.0, &options, &urls);
    let site = scratch.0.join("site");
    let assemble = |parts: &[PathBuf]| {
        Regeneration::new(&site, options.clone())
            .unwrap()
            .assemble(parts)
            .unwrap_err()
            .to_string()
    };

    parts.swap(1, 2);
    let error = assemble(&parts);
    assert!(
        error.contains("not after the previous part's last URL"),
        "{error}"
    );
    parts.swap(1, 2);

    let other = scratch.0.join("gzipped");
    single(&other, &options.clone().gzip(true), &urls[..3]);
    let error = assemble(&[parts[0].clone(), other]);
    assert!(error.contains("other options"), "{error}");

    let error = assemble(&[parts[0].clone(), scratch.0.join("nowhere")]);
    assert!(error.contains("holds no site"), "{error}");
    assert!(
        Ledger::current(&site, &options).unwrap().is_none() && !site.join("sitemap.xml").exists(),
        "a refused assembly publishes nothing"
    );

    // A part regenerated since records a removed URL: not a first generation.
    let regenerated = scratch.0.join("regenerated");
    single(&regenerated, &options, &urls[..3]);
    single(&regenerated, &options, &urls[..2]);
    let error = assemble(&[regenerated]);
    assert!(
        error.contains("removed from an earlier generation"),
        "{error}"
    );

    Regeneration::new(&site, options.clone())
        .unwrap()
        .assemble(&parts)
        .unwrap();
    let error = assemble(&parts);
    assert!(error.contains("already holds a published set"), "{error}");
}

#[test]
fn a_failure_or_a_kill_at_any_step_publishes_all_or_nothing() {
    for die in [false, true] {
        let scratch = Scratch::new("parts");
        let options = options(true);
        let urls = urls();
        single(&scratch.0.join("single"), &options, &urls);
        let expected = visible(&scratch.0.join("single"));
        assert_eq!(expected.len(), 41);
        let parts = parts(&scratch.0, &options, &urls);
        let site = scratch.0.join("site");
        let mut at = 1;
        loop {
            let result = Regeneration::new(&site, options.clone())
                .unwrap()
                .with_faults(Faults::at(at, die))
                .assemble(&parts);
            let published = Ledger::current(&site, &options).unwrap().is_some();
            match result {
                Ok(_) => {
                    assert_eq!(visible(&site), expected, "after a clean run, step {at}");
                    break;
                }
                Err(_) if published => {
                    // Killed after the index went live: the set is whole.
                    assert!(die, "a failed step {at} left a published set");
                    assert_eq!(visible(&site), expected, "killed at step {at}");
                    break;
                }
                Err(_) => {
                    assert!(!site.join("sitemap.xml").exists(), "step {at}");
                }
            }
            at += 1;
            assert!(at < 100, "publishing takes fewer steps");
        }
        assert!(at > 5, "the faults reached the publishing steps");
    }
}
