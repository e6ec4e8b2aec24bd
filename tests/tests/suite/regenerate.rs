//! Regenerating a site: files keep their `loc` ranges, a file whose entries
//! did not change is not rewritten (its bytes and modification time stay),
//! `lastmod` under the content policy is the time of the change, and the
//! ledger a reader finds matches the index it sees.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::site::{ChangeReport, LastmodPolicy, Ledger, Regeneration, SiteOptions};
use sitemap_core::write::Limits;
use sitemap_core::{BaseUrl, IndexReader, LastMod, Loc, Url};

const BASE: &str = "https://example.com/";

struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let path =
            std::env::temp_dir().join(format!("sitemap-regenerate-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        Dir(path)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn options(max_entries: usize) -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(true)
        .limits(Limits {
            max_entries,
            ..Limits::default()
        })
        .unwrap()
}

fn at(text: &str) -> LastMod {
    LastMod::parse(text).unwrap()
}

/// One generation: `pages` maps a path to its content.
fn generate(
    dir: &Path,
    options: &SiteOptions,
    pages: &BTreeMap<String, String>,
    now: &str,
) -> ChangeReport {
    let mut site = Regeneration::new(dir, options.clone())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at(now));
    // In an order unlike the files', as a database might hand them out.
    for (path, content) in pages.iter().rev() {
        let url =
            Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap()).with_lastmod(at("2020-01-01"));
        site.write(&url.with_fingerprint(content.as_str())).unwrap();
    }
    site.finish().unwrap()
}

/// Every published URL with its lastmod, read back through the index.
fn published(dir: &Path) -> BTreeMap<String, Option<String>> {
    let index = std::fs::read(dir.join("sitemap.xml")).unwrap();
    let mut urls = BTreeMap::new();
    for entry in IndexReader::new(index.as_slice()) {
        let entry = entry.unwrap();
        let name = entry.loc().as_str().strip_prefix(BASE).unwrap().to_owned();
        let bytes = std::fs::read(dir.join(&name)).unwrap();
        for event in SitemapReader::new(bytes.as_slice(), ReadOptions::strict()) {
            match event {
                ReadEvent::Url(url) => {
                    let loc = url.loc().as_str().strip_prefix(BASE).unwrap().to_owned();
                    urls.insert(loc, url.lastmod().map(|l| l.to_string()));
                }
                other => panic!("{name}: {other:?}"),
            }
        }
    }
    urls
}

/// Each sitemap file's bytes and modification time.
fn snapshot(dir: &Path) -> BTreeMap<String, (Vec<u8>, SystemTime)> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("sitemap-"))
        .map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let modified = entry.metadata().unwrap().modified().unwrap();
            (name, (std::fs::read(entry.path()).unwrap(), modified))
        })
        .collect()
}

#[test]
fn a_handful_of_changes_among_120000_urls_rewrites_only_their_files() {
    let dir = Dir::new("handful");
    let options = options(5_000);
    let mut pages: BTreeMap<String, String> = (0..120_000)
        .map(|n| (format!("p/{n:06}"), format!("content {n}")))
        .collect();
    let first = generate(&dir.0, &options, &pages, "2026-11-01T10:00:00Z");
    assert!(first.published);
    assert_eq!((first.added, first.changed, first.removed), (120_000, 0, 0));
    // Files of a range past the limit are filled to nine tenths.
    let files = first.files.len() - 1;
    assert_eq!(files, 120_000usize.div_ceil(4_500));
    // The first generation takes each URL's own lastmod.
    let urls = published(&dir.0);
    assert_eq!(urls.len(), 120_000);
    assert!(urls.values().all(|l| l.as_deref() == Some("2020-01-01")));
    let before = snapshot(&dir.0);

    // Two pages change, one is added, one removed: in three files.
    pages.insert("p/000010".into(), "new text".into());
    pages.insert("p/000011".into(), "new text".into());
    pages.insert("p/050000a".into(), "a new page".into());
    pages.remove("p/119999");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = generate(&dir.0, &options, &pages, "2026-11-02T10:30:00Z");
    assert!(second.published);
    assert_eq!(
        (
            second.added,
            second.changed,
            second.removed,
            second.unchanged
        ),
        (1, 2, 1, 119_997)
    );
    let rewritten: Vec<&str> = second.rewritten().collect();
    assert_eq!(rewritten.len(), 3, "{rewritten:?}");
    let after = snapshot(&dir.0);
    let kept: Vec<&String> = after.keys().filter(|n| before.contains_key(*n)).collect();
    assert_eq!(kept.len(), files - 3);
    for name in kept {
        assert_eq!(before[name], after[name], "{name} was rewritten");
    }
    // Every lastmod is the time of the change that made it.
    let urls = published(&dir.0);
    assert_eq!(urls.len(), 120_000);
    for (loc, lastmod) in &urls {
        let expected = match loc.as_str() {
            "p/000010" | "p/000011" | "p/050000a" => "2026-11-02T10:30:00Z",
            _ => "2020-01-01",
        };
        assert_eq!(lastmod.as_deref(), Some(expected), "{loc}");
    }
    assert!(!urls.contains_key("p/119999"));
    // The index's lastmod of a changed file is the newest it holds; of the
    // others, what it was.
    let index = std::fs::read_to_string(dir.0.join("sitemap.xml")).unwrap();
    assert_eq!(index.matches("2026-11-02T10:30:00Z").count(), 2);

    // A third run with nothing changed publishes nothing.
    let third = generate(&dir.0, &options, &pages, "2026-11-03T10:00:00Z");
    assert!(!third.published);
    assert_eq!(third.rewritten().count(), 0);
    assert_eq!(snapshot(&dir.0), after);
}

#[test]
fn a_file_that_overflows_splits_and_its_neighbours_stay() {
    let dir = Dir::new("split");
    let options = options(100);
    let mut pages: BTreeMap<String, String> = (0..300)
        .map(|n| (format!("p/{n:03}"), "x".to_owned()))
        .collect();
    generate(&dir.0, &options, &pages, "2026-11-01T10:00:00Z");
    let before = snapshot(&dir.0);
    // Filled to nine tenths: 90, 90, 90 and 30.
    assert_eq!(before.len(), 4);
    // Thirty pages land in the second file's range (p/090 to p/179).
    for n in 0..30 {
        pages.insert(format!("p/150-{n:02}"), "x".into());
    }
    let report = generate(&dir.0, &options, &pages, "2026-11-02T10:00:00Z");
    assert_eq!(report.added, 30);
    assert_eq!(
        report.rewritten().count(),
        2,
        "the second file and its split"
    );
    let after = snapshot(&dir.0);
    assert_eq!(after.len(), 5);
    let kept = after.keys().filter(|n| before.contains_key(*n)).count();
    assert_eq!(kept, 3);
    assert_eq!(published(&dir.0).len(), 330);
    // The next generation keeps all five.
    let report = generate(&dir.0, &options, &pages, "2026-11-03T10:00:00Z");
    assert!(!report.published);
}

#[test]
fn the_ledger_a_reader_finds_matches_the_published_index() {
    let dir = Dir::new("ledger");
    let options = options(10);
    let pages: BTreeMap<String, String> = (0..25)
        .map(|n| (format!("p/{n:02}"), format!("{n}")))
        .collect();
    generate(&dir.0, &options, &pages, "2026-11-01T10:00:00Z");
    let (ledger, entries) = Ledger::current(&dir.0, &options).unwrap().unwrap();
    assert_eq!(ledger.files.len(), 3);
    let entries: Vec<_> = entries.map(Result::unwrap).collect();
    assert_eq!(entries.len(), 25);
    assert!(entries.windows(2).all(|w| w[0].loc < w[1].loc));
    assert!(
        entries
            .iter()
            .all(|e| e.fingerprint.is_some() && !e.announced)
    );
    assert_eq!(entries[24].file, Some(2));
    // One ledger in the directory, and no spill left behind.
    let names: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("sitemap-"))
        .collect();
    let mut names = names;
    names.sort();
    assert_eq!(names, ["sitemap.ledger-0.tsv", "sitemap.xml"]);
}

#[test]
fn what_changed_since_it_was_announced_is_pending_removals_included() {
    let dir = Dir::new("pending");
    let options = options(10);
    let mut pages: BTreeMap<String, String> = ["a", "b", "c"]
        .iter()
        .map(|p| ((*p).to_owned(), "1".to_owned()))
        .collect();
    generate(&dir.0, &options, &pages, "2026-11-01T10:00:00Z");
    let pending = Ledger::pending(&dir.0, &options).unwrap();
    assert_eq!(pending.len(), 3);
    let all = pending.into_iter().map(|(loc, _)| loc).collect();
    assert_eq!(Ledger::mark_announced(&dir.0, &options, &all).unwrap(), 3);
    assert!(Ledger::pending(&dir.0, &options).unwrap().is_empty());

    pages.insert("b".into(), "2".into());
    pages.remove("c");
    pages.insert("d".into(), "1".into());
    generate(&dir.0, &options, &pages, "2026-11-02T10:00:00Z");
    let pending = Ledger::pending(&dir.0, &options).unwrap();
    let expected = [("b", false), ("c", true), ("d", false)]
        .map(|(path, removed)| (format!("{BASE}{path}"), removed));
    assert_eq!(pending, expected);
    // Announcing a part leaves the rest pending.
    let part = [format!("{BASE}b")].into_iter().collect();
    assert_eq!(Ledger::mark_announced(&dir.0, &options, &part).unwrap(), 1);
    let pending = Ledger::pending(&dir.0, &options).unwrap();
    assert_eq!(pending, expected[1..]);
    // The published set is untouched by marking.
    assert_eq!(published(&dir.0).len(), 3);
}

/// Every URL line of the published ledger, in order: strictly increasing,
/// no `loc` twice.
fn ledger_locs(dir: &Path, options: &SiteOptions) -> Vec<(String, bool)> {
    let (_, entries) = Ledger::current(dir, options).unwrap().unwrap();
    let entries: Vec<(String, bool)> = entries
        .map(Result::unwrap)
        .map(|e| (e.loc, e.file.is_some()))
        .collect();
    assert!(
        entries.windows(2).all(|w| w[0].0 < w[1].0),
        "out of order or twice: {entries:?}"
    );
    entries
}

#[test]
fn a_files_first_url_removed_then_given_again_is_one_line_in_order() {
    let dir = Dir::new("first-of-file");
    let options = options(10);
    let mut pages: BTreeMap<String, String> = (0..30)
        .map(|n| (format!("u{n:02}"), "1".to_owned()))
        .collect();
    generate(&dir.0, &options, &pages, "2026-11-01T10:00:00Z");
    // The files hold nine each: u09 starts the second.
    pages.remove("u09");
    generate(&dir.0, &options, &pages, "2026-11-02T10:00:00Z");
    ledger_locs(&dir.0, &options);
    // Given again, it belongs to the range that kept its removal.
    pages.insert("u09".into(), "1".into());
    pages.insert("u095".into(), "1".into());
    generate(&dir.0, &options, &pages, "2026-11-03T10:00:00Z");
    let locs = ledger_locs(&dir.0, &options);
    assert!(locs.iter().all(|(_, live)| *live), "{locs:?}");
    let pending = Ledger::pending(&dir.0, &options).unwrap();
    assert!(!pending.iter().any(|(_, removed)| *removed), "{pending:?}");
    assert_eq!(published(&dir.0).len(), 31);
}

#[test]
fn without_fingerprints_an_unchanged_url_stays_announced_when_its_file_is_rewritten() {
    let dir = Dir::new("no-fingerprint");
    let options = options(100);
    let write = |paths: &[&str]| {
        let mut site = Regeneration::new(&dir.0, options.clone()).unwrap();
        for path in paths {
            let url = Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap());
            site.write(&url).unwrap();
        }
        site.finish().unwrap()
    };
    write(&["a", "b"]);
    let all = Ledger::pending(&dir.0, &options)
        .unwrap()
        .into_iter()
        .map(|(loc, _)| loc)
        .collect();
    Ledger::mark_announced(&dir.0, &options, &all).unwrap();
    let report = write(&["a", "b", "c"]);
    assert_eq!((report.added, report.changed, report.unchanged), (1, 0, 2));
    let pending = Ledger::pending(&dir.0, &options).unwrap();
    assert_eq!(pending, [(format!("{BASE}c"), false)]);
}

#[test]
fn duplicates_in_the_list_do_not_make_a_file_change_every_run() {
    let dir = Dir::new("duplicates");
    let options = options(100);
    let write = || {
        let mut site = Regeneration::new(&dir.0, options.clone()).unwrap();
        for path in ["a", "b", "b", "c"] {
            let url = Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap());
            site.write(&url.with_fingerprint("1")).unwrap();
        }
        site.finish().unwrap()
    };
    let first = write();
    assert_eq!(first.warnings.len(), 1, "the duplicate is said");
    let second = write();
    assert!(!second.published, "{second:?}");
}

#[test]
fn changed_options_rewrite_every_file() {
    let dir = Dir::new("options");
    let pages: BTreeMap<String, String> =
        (0..5).map(|n| (format!("p{n}"), "1".to_owned())).collect();
    let plain = options(100).gzip(false);
    generate(&dir.0, &plain, &pages, "2026-11-01T10:00:00Z");
    let gzip = options(100).gzip(true);
    let report = generate(&dir.0, &gzip, &pages, "2026-11-02T10:00:00Z");
    assert!(report.published);
    assert!(report.rewritten().all(|name| name.ends_with(".gz")));
    assert_eq!(report.rewritten().count(), 1);
    assert_eq!(published(&dir.0).len(), 5);
}

#[test]
fn warnings_about_single_urls_are_kept_up_to_a_cap_and_counted_past_it() {
    use sitemap_core::site::{MAX_KEPT_WARNINGS, MemoryTarget, SiteWriter};
    let count = MAX_KEPT_WARNINGS + 500;
    let off_base =
        |n: usize| Url::new(Loc::parse(&format!("https://elsewhere.example/{n}")).unwrap());
    let mut site = SiteWriter::new(MemoryTarget::default(), options(50_000));
    for n in 0..count {
        site.write(&off_base(n)).unwrap();
    }
    let (report, _) = site.finish().unwrap();
    assert_eq!(report.warnings.len(), MAX_KEPT_WARNINGS);
    assert_eq!(report.warnings_not_kept, 500);

    let dir = Dir::new("warnings");
    let mut site = Regeneration::new(&dir.0, options(50_000)).unwrap();
    for n in 0..count {
        site.write(&off_base(n)).unwrap();
    }
    let report = site.finish().unwrap();
    assert_eq!(report.warnings.len(), MAX_KEPT_WARNINGS);
    assert_eq!(report.warnings_not_kept, 500);
}

#[test]
fn a_duplicate_of_a_files_first_url_does_not_make_it_change_every_run() {
    let dir = Dir::new("duplicate-first");
    let options = options(100);
    let write = || {
        let mut site = Regeneration::new(&dir.0, options.clone()).unwrap();
        for path in ["", "", "a", "b"] {
            let url = Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap());
            site.write(&url.with_fingerprint("1")).unwrap();
        }
        site.finish().unwrap()
    };
    assert!(write().published);
    let again = write();
    assert!(!again.published, "{:?}", again.files);
    assert_eq!(again.unchanged, 3);
}
