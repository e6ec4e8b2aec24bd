//! The ledger's lines stay where they were written: a kept file's lines
//! are pointed to, not copied, until marking or outgrown ledgers make the
//! ledger whole again; version 2 ledgers are still read.

use std::collections::HashSet;
use std::path::Path;

use super::scratch::Scratch;
use super::{LastmodPolicy, Ledger, LedgerEntry, Regeneration, SiteOptions};
use crate::write::Limits;
use crate::{BaseUrl, LastMod, Loc, Url};

const BASE: &str = "https://example.com/";
const PAGES: usize = 20;

fn options() -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .limits(Limits {
            max_entries: 2,
            ..Limits::default()
        })
        .unwrap()
}

/// One generation of pages `p00`… on `day`, page `n` with `content(n)`.
fn generate(dir: &Path, day: u8, content: impl Fn(usize) -> String) {
    generate_some(dir, day, |n| Some(content(n)));
}

/// One generation on `day` of the pages `content` gives content for.
fn generate_some(dir: &Path, day: u8, content: impl Fn(usize) -> Option<String>) {
    let at = LastMod::parse(&format!("2026-11-{day:02}T10:00:00Z")).unwrap();
    let mut site = Regeneration::new(dir, options())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at);
    for n in 0..PAGES {
        let Some(content) = content(n) else { continue };
        let url = Url::new(Loc::parse(&format!("{BASE}p{n:02}")).unwrap());
        site.write(&url.with_fingerprint(content)).unwrap();
    }
    site.finish().unwrap();
}

fn current(dir: &Path) -> (Ledger, Vec<LedgerEntry>) {
    let (ledger, entries) = Ledger::current(dir, &options()).unwrap().unwrap();
    (ledger, entries.map(Result::unwrap).collect())
}

/// The ledgers in the folder, by generation.
fn ledgers_in(dir: &Path) -> Vec<u64> {
    let mut found: Vec<u64> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|entry| {
            let name = entry.unwrap().file_name().into_string().unwrap();
            options().ledger_generation_of(&name)
        })
        .collect();
    found.sort_unstable();
    found
}

/// The `U` lines the ledger of `generation` holds.
fn url_lines(dir: &Path, generation: u64) -> usize {
    let text = std::fs::read_to_string(dir.join(options().ledger_file_name(generation))).unwrap();
    text.lines().filter(|line| line.starts_with("U\t")).count()
}

fn size(dir: &Path, generation: u64) -> u64 {
    std::fs::metadata(dir.join(options().ledger_file_name(generation)))
        .unwrap()
        .len()
}

/// Each page's `lastmod` day as the ledger has it: `--` for none (a page
/// is dated from its first change on).
fn days(entries: &[LedgerEntry]) -> Vec<String> {
    entries
        .iter()
        .map(|entry| {
            assert!(entry.file.is_some(), "{entry:?}");
            entry
                .lastmod
                .map_or_else(|| "--".to_owned(), |day| day.to_string()[8..10].to_owned())
        })
        .collect()
}

#[test]
fn a_kept_file_keeps_its_lines_in_the_ledger_that_wrote_them() {
    let dir = Scratch::new("ledger-kept");
    generate(&dir.0, 1, |_| "v1".to_owned());
    let (first, _) = current(&dir.0);
    assert_eq!(first.generations(), vec![first.generation]);

    generate(&dir.0, 2, |n| if n == 5 { "v2" } else { "v1" }.to_owned());
    let (second, entries) = current(&dir.0);
    // The new ledger holds the rewritten file's lines, not the site's.
    assert_eq!(
        second.generations(),
        vec![first.generation, second.generation]
    );
    assert_eq!(ledgers_in(&dir.0), second.generations());
    assert_eq!(url_lines(&dir.0, first.generation), PAGES);
    assert_eq!(
        url_lines(&dir.0, second.generation),
        2,
        "the rewritten file's alone"
    );
    let mut expected = vec!["--".to_owned(); PAGES];
    expected[5] = "02".to_owned();
    assert_eq!(days(&entries), expected);
    let locs: Vec<String> = entries.iter().map(|e| e.loc.clone()).collect();
    let mut sorted = locs.clone();
    sorted.sort();
    assert_eq!(locs, sorted, "the URLs in `loc` order across ledgers");

    // The next generation builds on both, and changes another file.
    generate(&dir.0, 3, |n| {
        if n == 5 || n == 14 { "v2" } else { "v1" }.to_owned()
    });
    let (third, entries) = current(&dir.0);
    expected[14] = "03".to_owned();
    assert_eq!(days(&entries), expected);
    assert_eq!(ledgers_in(&dir.0), third.generations());
    // Every file's lines are where its ledger says: each file's URLs
    // agree with what the ledger lists for it.
    let per_file: Vec<usize> = third.files.iter().map(|file| file.entries).collect();
    assert_eq!(per_file, vec![2; PAGES / 2]);
}

#[test]
fn marking_announced_makes_the_ledger_whole_and_the_earlier_ones_go() {
    let dir = Scratch::new("ledger-marked");
    generate(&dir.0, 1, |_| "v1".to_owned());
    generate(&dir.0, 2, |n| if n == 9 { "v2" } else { "v1" }.to_owned());
    let (before, entries) = current(&dir.0);
    assert_eq!(before.generations().len(), 2);
    let pending = Ledger::pending(&dir.0, &options()).unwrap();
    assert_eq!(pending.len(), PAGES, "never announced: every URL waits");
    let some: HashSet<String> = pending.iter().take(7).map(|(loc, _)| loc.clone()).collect();
    assert_eq!(
        Ledger::mark_announced(&dir.0, &options(), &some).unwrap(),
        7
    );

    let (after, marked) = current(&dir.0);
    assert_eq!(after.generations(), vec![before.generation]);
    assert_eq!(ledgers_in(&dir.0), vec![before.generation]);
    assert_eq!(days(&marked), days(&entries));
    let announced: Vec<bool> = marked.iter().map(|entry| entry.announced).collect();
    assert_eq!(announced, (0..PAGES).map(|n| n < 7).collect::<Vec<_>>());
    assert_eq!(
        Ledger::pending(&dir.0, &options()).unwrap().len(),
        PAGES - 7
    );

    // The next generation points into the whole ledger again.
    generate(&dir.0, 3, |n| {
        if n == 9 || n == 0 { "v2" } else { "v1" }.to_owned()
    });
    let (next, entries) = current(&dir.0);
    assert_eq!(next.generations(), vec![before.generation, next.generation]);
    assert!(!entries[0].announced, "changed since it was announced");
    assert!(entries[1].announced, "unchanged and announced");
}

#[test]
fn earlier_ledgers_that_hold_twice_the_lines_in_use_are_folded_back() {
    let dir = Scratch::new("ledger-folded");
    generate(&dir.0, 1, |_| "v1".to_owned());
    let mut folded = false;
    // Each generation rewrites another file: the first ledger's lines die
    // a file at a time while the earlier ledgers pile up.
    for round in 0..PAGES / 2 {
        let changed = 2 * round;
        generate(&dir.0, 2 + round as u8, |n| {
            if n <= changed {
                format!("v{}", n + 2)
            } else {
                "v1".to_owned()
            }
        });
        let (ledger, entries) = current(&dir.0);
        assert_eq!(ledgers_in(&dir.0), ledger.generations());
        assert_eq!(entries.len(), PAGES);
        let in_use: u64 = ledger.files.iter().map(|file| file.urls_bytes).sum();
        let held: u64 = ledger.generations().iter().map(|&g| size(&dir.0, g)).sum();
        // Never more than twice what is in use, and this generation's own.
        assert!(
            held <= 2 * in_use + size(&dir.0, ledger.generation),
            "{held} {in_use}"
        );
        if round > 0 && ledger.generations() == vec![ledger.generation] {
            folded = true;
        }
    }
    assert!(folded, "the ledgers were never made whole again");
}

#[test]
fn a_version_2_ledger_is_read_and_the_next_generation_builds_on_it() {
    let dir = Scratch::new("ledger-v2");
    generate(&dir.0, 1, |_| "v1".to_owned());
    let (first, entries) = current(&dir.0);
    // The same ledger as version 2 wrote it: no place for a file's lines.
    let path = dir.0.join(options().ledger_file_name(first.generation));
    let text = std::fs::read_to_string(&path).unwrap();
    let v2: String = text
        .lines()
        .map(|line| match line {
            head if head.starts_with("#sitemap-ledger 3") => {
                head.replacen("#sitemap-ledger 3", "#sitemap-ledger 2", 1)
            }
            file if file.starts_with("F\t") => file.strip_suffix("\t-").unwrap().to_owned(),
            url => url.to_owned(),
        })
        .map(|line| line + "\n")
        .collect();
    std::fs::write(&path, v2).unwrap();
    let (read, read_entries) = current(&dir.0);
    let placeless = |ledger: &Ledger| {
        let mut files = ledger.files.clone();
        files.iter_mut().for_each(|file| file.lines = None);
        files
    };
    assert_eq!(placeless(&read), placeless(&first));
    assert_eq!(read_entries, entries);

    generate(&dir.0, 2, |n| if n == 3 { "v2" } else { "v1" }.to_owned());
    let (second, entries) = current(&dir.0);
    assert_eq!(
        second.generations(),
        vec![first.generation, second.generation]
    );
    let mut expected = vec!["--".to_owned(); PAGES];
    expected[3] = "02".to_owned();
    assert_eq!(days(&entries), expected);
}

#[test]
fn a_missing_earlier_ledger_is_said_with_what_to_do() {
    let dir = Scratch::new("ledger-missing");
    generate(&dir.0, 1, |_| "v1".to_owned());
    generate(&dir.0, 2, |n| if n == 12 { "v2" } else { "v1" }.to_owned());
    let (ledger, _) = current(&dir.0);
    std::fs::remove_file(
        dir.0
            .join(options().ledger_file_name(ledger.generations()[0])),
    )
    .unwrap();
    let message = Ledger::current(&dir.0, &options()).unwrap_err().to_string();
    assert!(message.contains("cannot be read"), "{message}");
    assert!(message.contains("remove the folder's ledgers"), "{message}");
}

/// Each page's state in the ledger: its day, `r` removed, or absent.
fn states(entries: &[LedgerEntry]) -> Vec<String> {
    (0..PAGES)
        .map(|n| {
            let loc = format!("{BASE}p{n:02}");
            match entries.iter().find(|entry| entry.loc == loc) {
                None => "absent".to_owned(),
                Some(entry) if entry.file.is_none() => "r".to_owned(),
                Some(entry) => entry
                    .lastmod
                    .map_or_else(|| "--".to_owned(), |day| day.to_string()[8..10].to_owned()),
            }
        })
        .collect()
}

#[test]
fn a_file_emptied_after_a_kept_file_keeps_every_range_whole() {
    // Files of two pages: [p00 p01] [p02 p03] [p04 p05] … [p18 p19].
    for (emptied, changed) in [(1, 2), (9, 99), (1, 99), (4, 8)] {
        let dir = Scratch::new("ledger-emptied");
        generate(&dir.0, 1, |_| "v1".to_owned());
        // File `emptied` loses both its pages, right after a kept file;
        // page `changed` (when there is one) rewrites another file.
        let gone = |n: usize| n / 2 == emptied;
        generate_some(&dir.0, 2, |n| {
            if gone(n) {
                None
            } else if n / 2 == changed {
                Some("v2".to_owned())
            } else {
                Some("v1".to_owned())
            }
        });
        let (ledger, entries) = current(&dir.0);
        assert_eq!(ledgers_in(&dir.0), ledger.generations());
        let expected: Vec<String> = (0..PAGES)
            .map(|n| {
                if gone(n) {
                    "r".to_owned()
                } else if n / 2 == changed {
                    "02".to_owned()
                } else {
                    "--".to_owned()
                }
            })
            .collect();
        assert_eq!(
            states(&entries),
            expected,
            "emptied {emptied}, changed {changed}"
        );
        let counted: usize = ledger.files.iter().map(|file| file.entries).sum();
        assert_eq!(counted, PAGES - 2);
        // The removals wait to be announced; the next generation reads
        // every range where its ledger says.
        let removed: Vec<_> = Ledger::pending(&dir.0, &options())
            .unwrap()
            .into_iter()
            .filter(|(_, removed)| *removed)
            .collect();
        assert_eq!(removed.len(), 2);
        generate_some(&dir.0, 3, |n| (!gone(n) && n != 0).then(|| "v1".to_owned()));
        let (_, entries) = current(&dir.0);
        let mut expected = expected;
        expected[0] = "r".to_owned();
        for (n, state) in expected.iter_mut().enumerate() {
            if n / 2 == changed {
                *state = "03".to_owned();
            }
        }
        assert_eq!(
            states(&entries),
            expected,
            "emptied {emptied}, changed {changed}, next"
        );
    }
}

#[test]
fn urls_marked_while_a_regeneration_reads_make_it_run_again() {
    let dir = Scratch::new("ledger-race");
    generate(&dir.0, 1, |_| "v1".to_owned());
    generate(&dir.0, 2, |n| if n == 3 { "v2" } else { "v1" }.to_owned());
    let content = |n: usize| if n == 3 || n == 11 { "v2" } else { "v1" };
    let at = LastMod::parse("2026-11-03T10:00:00Z").unwrap();
    let mut site = Regeneration::new(&dir.0, options())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at);
    for n in 0..PAGES {
        let url = Url::new(Loc::parse(&format!("{BASE}p{n:02}")).unwrap());
        site.write(&url.with_fingerprint(content(n))).unwrap();
    }
    // An IndexNow submit marks URLs before the regeneration publishes: the
    // ledger is made whole, and every pointer this run holds is stale.
    let first: HashSet<String> = (0..3).map(|n| format!("{BASE}p{n:02}")).collect();
    assert_eq!(
        Ledger::mark_announced(&dir.0, &options(), &first).unwrap(),
        3
    );
    let error = site.finish().unwrap_err().to_string();
    assert!(error.contains("run again"), "{error}");

    // The marked set stands, whole, and the next run publishes over it.
    let (_, entries) = current(&dir.0);
    assert_eq!(entries.iter().filter(|entry| entry.announced).count(), 3);
    generate(&dir.0, 3, |n| content(n).to_owned());
    let (ledger, entries) = current(&dir.0);
    assert_eq!(ledgers_in(&dir.0), ledger.generations());
    let mut expected = vec!["--".to_owned(); PAGES];
    expected[3] = "02".to_owned();
    expected[11] = "03".to_owned();
    assert_eq!(states(&entries), expected);
    assert_eq!(entries.iter().filter(|entry| entry.announced).count(), 3);
}

/// Open descriptors of this process.
#[cfg(target_os = "linux")]
fn descriptors() -> usize {
    std::fs::read_dir("/proc/self/fd").unwrap().count()
}

#[cfg(target_os = "linux")]
#[test]
fn a_ledger_of_many_files_is_read_with_a_descriptor_a_ledger() {
    const MANY: usize = 1_200;
    let dir = Scratch::new("ledger-descriptors");
    let write = |day: u8, changed: usize| {
        let at = LastMod::parse(&format!("2026-11-{day:02}T10:00:00Z")).unwrap();
        let mut site = Regeneration::new(&dir.0, options())
            .unwrap()
            .lastmod_policy(LastmodPolicy::Content)
            .changed_at(at);
        for n in 0..MANY {
            let url = Url::new(Loc::parse(&format!("{BASE}q{n:04}")).unwrap());
            let content = if n == changed { "v2" } else { "v1" };
            site.write(&url.with_fingerprint(content)).unwrap();
        }
        site.finish().unwrap();
    };
    write(1, MANY);
    write(2, 7);
    let before = descriptors();
    let (ledger, entries) = Ledger::current(&dir.0, &options()).unwrap().unwrap();
    assert_eq!(ledger.files.len(), MANY / 2);
    assert_eq!(ledger.generations().len(), 2);
    // 600 files' lines in two ledgers: two descriptors, not 600 (other
    // tests of this process open a few of their own meanwhile).
    let opened = descriptors().saturating_sub(before);
    assert!(
        opened < 40,
        "{opened} descriptors for {} files",
        ledger.files.len()
    );
    assert_eq!(entries.map(Result::unwrap).count(), MANY);
}
