//! A site writer killed (SIGKILL, no cleanup) at random points while it
//! publishes into a directory: after every kill a reader following the
//! entry point finds the old set or the new one, whole, and once a later run
//! has finished the directory holds its set and nothing else.
//!
//! The writer runs in a child process: this test binary again, running only
//! the ignored `child_writes_a_site` test.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sitemap_core::site::{DirTarget, SiteOptions, SiteWriter};
use sitemap_core::write::Limits;
use sitemap_core::{BaseUrl, IndexReader, Loc, Url, UrlSetReader};
use sitemap_tests::xmllint::TempDir;

const BASE: &str = "https://example.com/";
const DIR_VAR: &str = "SITEMAP_KILL_TEST_DIR";
const RUN_VAR: &str = "SITEMAP_KILL_TEST_RUN";
const URLS: usize = 4000;
const KILLS: u64 = 20;

fn site_urls(run: &str) -> Vec<String> {
    let mut urls: Vec<String> = (0..URLS).map(|n| format!("{BASE}{run}/{n}")).collect();
    urls.sort();
    urls
}

#[test]
#[ignore = "the child process of `a_writer_killed_at_random_points_leaves_a_whole_set`"]
fn child_writes_a_site() {
    let (Some(dir), Ok(run)) = (std::env::var_os(DIR_VAR), std::env::var(RUN_VAR)) else {
        panic!("run by `a_writer_killed_at_random_points_leaves_a_whole_set` only");
    };
    let options = SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(true)
        .limits(Limits {
            max_entries: 100,
            ..Limits::default()
        })
        .unwrap();
    let mut site = SiteWriter::new(DirTarget::new(dir).unwrap(), options);
    for url in site_urls(&run) {
        site.write(&Url::new(Loc::parse(&url).unwrap())).unwrap();
    }
    site.finish().unwrap();
}

fn spawn_writer(dir: &Path, run: &str) -> std::process::Child {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "site_kill::child_writes_a_site",
            "--ignored",
            "--quiet",
        ])
        .env(DIR_VAR, dir)
        .env(RUN_VAR, run)
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

/// The URLs found by following `sitemap.xml`, sorted; the strict readers
/// fail on any file that is missing or cut short.
fn visible(dir: &Path) -> Vec<String> {
    let index = std::fs::read(dir.join("sitemap.xml")).unwrap();
    let mut urls = Vec::new();
    for entry in IndexReader::new(index.as_slice()) {
        let loc = entry.unwrap().loc().as_str().to_owned();
        let name = loc.strip_prefix(BASE).unwrap();
        let file = std::fs::read(dir.join(name))
            .unwrap_or_else(|e| panic!("the index lists `{name}`, which is missing: {e}"));
        for url in UrlSetReader::new(file.as_slice()) {
            let url = url.unwrap_or_else(|e| panic!("`{name}` is not whole: {e}"));
            urls.push(url.loc().as_str().to_owned());
        }
    }
    urls.sort();
    urls
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
fn a_writer_killed_at_random_points_leaves_a_whole_set() {
    let dir = TempDir::new("site-kill").unwrap();
    let started = Instant::now();
    assert!(spawn_writer(dir.path(), "r0").wait().unwrap().success());
    let full_run = started.elapsed();
    let mut published = site_urls("r0");

    let seed = RandomState::new().hash_one(0u8);
    eprintln!("seed {seed}, a whole run takes {full_run:?}");
    let mut kills_mid_publish = 0;
    for attempt in 1..=KILLS {
        let run = format!("r{attempt}");
        // Anywhere from the start to a little past a whole run.
        let fraction = (seed.rotate_left(attempt as u32 * 5) % 1200) as f64 / 1000.0;
        let delay = full_run.mul_f64(fraction);
        let mut child = spawn_writer(dir.path(), &run);
        std::thread::sleep(delay);
        let _ = child.kill();
        child.wait().unwrap();
        let seen = visible(dir.path());
        if seen == site_urls(&run) {
            published = seen;
        } else {
            assert_eq!(
                seen, published,
                "kill {attempt} after {delay:?}: a mixed set"
            );
            kills_mid_publish += 1;
        }
    }
    eprintln!("{kills_mid_publish} of {KILLS} kills came before the new set was published");

    let started = Instant::now();
    assert!(spawn_writer(dir.path(), "last").wait().unwrap().success());
    assert!(started.elapsed() < Duration::from_secs(600));
    assert_eq!(visible(dir.path()), site_urls("last"));
    // Nothing but the last set: its index and the files it lists.
    let index = std::fs::read(dir.path().join("sitemap.xml")).unwrap();
    let mut expected: Vec<String> = IndexReader::new(index.as_slice())
        .map(|entry| entry.unwrap().loc().as_str()[BASE.len()..].to_owned())
        .collect();
    assert_eq!(expected.len(), URLS / 100);
    expected.push("sitemap.xml".to_owned());
    expected.sort();
    assert_eq!(listing(dir.path()), expected);
}
