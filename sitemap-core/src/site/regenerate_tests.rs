//! A regeneration failing or killed at every step of publishing: a reader
//! following the index sees the old set or the new one, whole, with the
//! ledger that matches it, and the next run publishes over either.

use std::io::Read;
use std::path::Path;

use super::scratch::Scratch;
use super::target::faults::Faults;
use super::{ChangeReport, LastmodPolicy, Ledger, Regeneration, SiteError, SiteOptions};
use crate::read::{IndexReader, ReadEvent, ReadOptions, SitemapReader};
use crate::write::Limits;
use crate::{BaseUrl, LastMod, Loc, Url};

const BASE: &str = "https://example.com/";

fn options(gzip: bool) -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(gzip)
        .limits(Limits {
            max_entries: 2,
            ..Limits::default()
        })
        .unwrap()
}

const OLD: &[(&str, &str)] = &[("a", "1"), ("b", "1"), ("c", "1"), ("d", "1"), ("e", "1")];
/// `b` changed, `d` removed, `f` added.
const NEW: &[(&str, &str)] = &[("a", "1"), ("b", "2"), ("c", "1"), ("e", "1"), ("f", "1")];

/// One generation of `pages` (path and content) dated `day`, with `faults`
/// in publishing; the result and the steps publishing took.
fn run(
    dir: &Path,
    options: &SiteOptions,
    pages: &[(&str, &str)],
    day: u8,
    faults: Faults,
) -> (Result<ChangeReport, SiteError>, usize) {
    let at = LastMod::parse(&format!("2026-11-{day:02}T10:00:00Z")).unwrap();
    let mut site = Regeneration::new(dir, options.clone())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at)
        .with_faults(faults);
    for (path, content) in pages {
        let url = Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap());
        site.write(&url.with_fingerprint(*content)).unwrap();
    }
    site.finish_counting()
}

fn document(dir: &Path, name: &str) -> Vec<u8> {
    let bytes = std::fs::read(dir.join(name))
        .unwrap_or_else(|e| panic!("`{name}` is listed but cannot be read: {e}"));
    if name.ends_with(".gz") {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(bytes.as_slice())
            .read_to_end(&mut out)
            .expect("a whole gzip file");
        out
    } else {
        bytes
    }
}

/// What a reader sees: each URL with its lastmod, sorted.
fn visible(dir: &Path) -> Vec<(String, Option<String>)> {
    let index = document(dir, "sitemap.xml");
    let mut seen = Vec::new();
    for entry in IndexReader::new(index.as_slice()) {
        let entry = entry.expect("a whole index");
        let name = entry.loc().as_str().strip_prefix(BASE).unwrap().to_owned();
        let bytes = document(dir, &name);
        for event in SitemapReader::new(bytes.as_slice(), ReadOptions::strict()) {
            match event {
                ReadEvent::Url(url) => seen.push((
                    url.loc().as_str().strip_prefix(BASE).unwrap().to_owned(),
                    url.lastmod().map(|l| l.to_string()),
                )),
                other => panic!("`{name}` is not whole: {other:?}"),
            }
        }
    }
    seen.sort();
    seen
}

/// The ledger matching the index lists exactly what a reader sees.
fn ledger_agrees(dir: &Path, options: &SiteOptions, seen: &[(String, Option<String>)]) {
    let (_, entries) = Ledger::current(dir, options)
        .unwrap()
        .expect("a ledger matching the index");
    let listed: Vec<(String, Option<String>)> = entries
        .map(Result::unwrap)
        .filter(|entry| entry.file.is_some())
        .map(|entry| {
            let loc = entry.loc.strip_prefix(BASE).unwrap().to_owned();
            (loc, entry.lastmod.map(|l| l.to_string()))
        })
        .collect();
    assert_eq!(listed, seen);
}

fn expected(
    pages: &[(&str, &str)],
    day_of: impl Fn(&str) -> Option<u8>,
) -> Vec<(String, Option<String>)> {
    let mut urls: Vec<_> = pages
        .iter()
        .map(|(path, _)| {
            let lastmod = day_of(path).map(|day| format!("2026-11-{day:02}T10:00:00Z"));
            ((*path).to_owned(), lastmod)
        })
        .collect();
    urls.sort();
    urls
}

fn every_step(gzip: bool, die: bool) {
    let options = options(gzip);
    // The first generation has no ledger, and no lastmod was given.
    let old = expected(OLD, |_| None);
    let new = expected(NEW, |path| matches!(path, "b" | "f").then_some(2));
    let steps = {
        let scratch = Scratch::new("regen");
        run(&scratch.0, &options, OLD, 1, Faults::default())
            .0
            .unwrap();
        let (report, steps) = run(&scratch.0, &options, NEW, 2, Faults::default());
        assert!(report.unwrap().published);
        assert_eq!(visible(&scratch.0), new);
        steps
    };
    assert!(
        steps >= 6,
        "publishing several files takes many steps, not {steps}"
    );
    for k in 1..=steps {
        let scratch = Scratch::new("regen");
        let dir = &scratch.0;
        run(dir, &options, OLD, 1, Faults::default()).0.unwrap();
        let before = listing(dir);
        let (result, _) = run(dir, &options, NEW, 2, Faults::at(k, die));
        let seen = visible(dir);
        assert!(
            seen == old || seen == new,
            "step {k}: a reader sees {seen:?}"
        );
        ledger_agrees(dir, &options, &seen);
        if let Err(error) = &result
            && !die
        {
            assert_eq!(seen, old, "step {k}: {error}");
            assert_eq!(
                listing(dir),
                before,
                "step {k}: a failed run leaves nothing"
            );
        }
        // The next run publishes over whatever is there: from the old set,
        // its changes are dated with its own day.
        let (result, _) = run(dir, &options, NEW, 3, Faults::default());
        let published = result.unwrap().published;
        let seen = visible(dir);
        if published {
            let day = |path: &str| matches!(path, "b" | "f").then_some(3);
            assert_eq!(seen, expected(NEW, day), "step {k}");
        } else {
            assert_eq!(seen, new, "step {k}");
        }
        ledger_agrees(dir, &options, &seen);
        let names = listing(dir);
        assert!(
            names.iter().all(|name| !name.starts_with('.')),
            "step {k}: left behind: {names:?}"
        );
        let ledgers = names
            .iter()
            .filter(|name| name.contains(".ledger-"))
            .count();
        assert_eq!(ledgers, 1, "step {k}: {names:?}");
    }
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_failure_at_any_step_of_a_regeneration_leaves_the_old_set_and_its_ledger() {
    for gzip in [false, true] {
        every_step(gzip, false);
    }
}

#[test]
fn a_kill_at_any_step_of_a_regeneration_leaves_one_whole_set_and_its_ledger() {
    for gzip in [false, true] {
        every_step(gzip, true);
    }
}
