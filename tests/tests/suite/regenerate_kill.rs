//! A regeneration killed (SIGKILL, no cleanup) at random points: after
//! every kill a reader following the index finds the old set or the new
//! one, whole, with the ledger that matches it; the next run regenerates
//! from whichever it is, and once a run has finished the folder holds its
//! set, its ledger and nothing else (a killed run's spill included).
//!
//! The regeneration runs in a child process: this test binary again,
//! running only the ignored `child_regenerates`.

use std::collections::BTreeMap;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::site::{LastmodPolicy, Ledger, Regeneration, SiteOptions};
use sitemap_core::write::Limits;
use sitemap_core::{BaseUrl, IndexReader, LastMod, Loc, Url};
use sitemap_tests::xmllint::TempDir;

const BASE: &str = "https://example.com/";
const DIR_VAR: &str = "SITEMAP_REGEN_KILL_DIR";
const RUN_VAR: &str = "SITEMAP_REGEN_KILL_RUN";
const PAGES: usize = 3000;
const KILLS: u32 = 12;

fn options() -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(true)
        .limits(Limits {
            max_entries: 100,
            ..Limits::default()
        })
        .unwrap()
}

/// Run `run`'s content of page `n`: pages in the run's window changed.
fn content(run: u32, n: usize) -> String {
    let start = (run as usize * 250) % PAGES;
    if (start..start + 200).contains(&n) {
        format!("r{run}")
    } else {
        "base".to_owned()
    }
}

fn time_of(run: u32) -> String {
    format!("2026-11-{:02}T10:00:00Z", run + 1)
}

#[test]
#[ignore = "the child process of `a_regeneration_killed_at_random_points_leaves_a_whole_set`"]
fn child_regenerates() {
    let (Some(dir), Ok(run)) = (std::env::var_os(DIR_VAR), std::env::var(RUN_VAR)) else {
        panic!("run by `a_regeneration_killed_at_random_points_leaves_a_whole_set` only");
    };
    let run: u32 = run.parse().unwrap();
    let mut site = Regeneration::new(&dir, options())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(LastMod::parse(&time_of(run)).unwrap());
    for n in 0..PAGES {
        let url = Url::new(Loc::parse(&format!("{BASE}p/{n:05}")).unwrap());
        site.write(&url.with_fingerprint(content(run, n))).unwrap();
    }
    site.finish().unwrap();
}

fn spawn(dir: &Path, run: u32) -> std::process::Child {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "regenerate_kill::child_regenerates",
            "--ignored",
            "--quiet",
        ])
        .env(DIR_VAR, dir)
        .env(RUN_VAR, run.to_string())
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

/// Page number to lastmod, as a reader following the index finds it; every
/// file it lists must be whole.
fn visible(dir: &Path) -> BTreeMap<usize, Option<String>> {
    let index = std::fs::read(dir.join("sitemap.xml")).unwrap();
    let mut pages = BTreeMap::new();
    for entry in IndexReader::new(index.as_slice()) {
        let loc = entry.unwrap().loc().as_str().to_owned();
        let name = loc.strip_prefix(BASE).unwrap();
        let file = std::fs::read(dir.join(name))
            .unwrap_or_else(|e| panic!("the index lists `{name}`, which is missing: {e}"));
        for event in SitemapReader::new(file.as_slice(), ReadOptions::strict()) {
            let ReadEvent::Url(url) = event else {
                panic!("`{name}` is not whole: {event:?}");
            };
            let n = url.loc().as_str()[BASE.len() + 2..].parse().unwrap();
            pages.insert(n, url.lastmod().map(|l| l.to_string()));
        }
    }
    pages
}

/// The matching ledger lists exactly the pages a reader sees.
fn ledger_agrees(dir: &Path, pages: &BTreeMap<usize, Option<String>>) {
    let (_, entries) = Ledger::current(dir, &options())
        .unwrap()
        .expect("a ledger matching the index");
    let listed: BTreeMap<usize, Option<String>> = entries
        .map(Result::unwrap)
        .filter(|entry| entry.file.is_some())
        .map(|entry| {
            let n = entry.loc[BASE.len() + 2..].parse().unwrap();
            (n, entry.lastmod.map(|l| l.to_string()))
        })
        .collect();
    assert_eq!(&listed, pages);
}

#[test]
fn a_regeneration_killed_at_random_points_leaves_a_whole_set() {
    let dir = TempDir::new("regenerate-kill").unwrap();
    let started = Instant::now();
    assert!(spawn(dir.path(), 0).wait().unwrap().success());
    let whole_run = started.elapsed();
    // What is published, and the content each page was published with.
    let mut published = visible(dir.path());
    let mut contents: Vec<String> = (0..PAGES).map(|n| content(0, n)).collect();
    assert_eq!(published.len(), PAGES);

    let seed = RandomState::new().hash_one(0u8);
    eprintln!("seed {seed}, a whole run takes {whole_run:?}");
    let mut before_publish = 0;
    for run in 1..=KILLS {
        // What this run publishes if it gets that far: each page whose
        // content differs from the published one is dated with the run.
        let mut expected = published.clone();
        for (n, lastmod) in &mut expected {
            if content(run, *n) != contents[*n] {
                *lastmod = Some(time_of(run));
            }
        }
        let fraction = (seed.rotate_left(run * 5) % 1200) as f64 / 1000.0;
        let delay = whole_run.mul_f64(fraction);
        let mut child = spawn(dir.path(), run);
        std::thread::sleep(delay);
        let _ = child.kill();
        child.wait().unwrap();
        let seen = visible(dir.path());
        ledger_agrees(dir.path(), &seen);
        if seen == expected && seen != published {
            published = seen;
            contents = (0..PAGES).map(|n| content(run, n)).collect();
        } else {
            assert_eq!(
                seen, published,
                "run {run} killed after {delay:?}: a mixed set"
            );
            before_publish += 1;
        }
    }
    eprintln!("{before_publish} of {KILLS} kills came before the new set was published");

    // A last run finishes, from whatever is there, and leaves nothing else.
    let last = KILLS + 1;
    assert!(spawn(dir.path(), last).wait().unwrap().success());
    let seen = visible(dir.path());
    ledger_agrees(dir.path(), &seen);
    assert_eq!(seen.len(), PAGES);
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.iter().all(|name| !name.starts_with('.')), "{names:?}");
    // The ledgers left are the current one and those it points into.
    let (ledger, _) = Ledger::current(dir.path(), &options()).unwrap().unwrap();
    let needed: Vec<String> = ledger
        .generations()
        .into_iter()
        .map(|generation| options().ledger_file_name(generation))
        .collect();
    let ledgers: Vec<String> = names
        .iter()
        .filter(|n| n.contains(".ledger-"))
        .cloned()
        .collect();
    let mut sorted_needed = needed.clone();
    sorted_needed.sort();
    assert_eq!(ledgers, sorted_needed, "{names:?}");
    let index = std::fs::read(dir.path().join("sitemap.xml")).unwrap();
    let listed = IndexReader::new(index.as_slice()).count();
    assert_eq!(names.len(), listed + 1 + needed.len(), "{names:?}");
}
