//! Publishing into a directory, with a failure or a kill injected at every
//! step: a reader following the entry point sees the old set or the new one,
//! and a later run leaves nothing else.

use std::io::Read;
use std::path::Path;

use super::scratch::Scratch;
use super::target::faults::Faults;
use super::{DirTarget, IndexPolicy, SiteError, SiteOptions, SiteReport, SiteWriter};
use crate::write::Limits;
use crate::{BaseUrl, Loc, Url};

const BASE: &str = "https://example.com/";

/// Two URLs a file, so that every run writes several files and an index.
fn options(gzip: bool, policy: IndexPolicy) -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(gzip)
        .index_policy(policy)
        .limits(Limits {
            max_entries: 2,
            ..Limits::default()
        })
        .unwrap()
}

fn urls(run: &str, count: usize) -> Vec<String> {
    (0..count).map(|n| format!("{BASE}{run}/{n}")).collect()
}

/// Writes `urls` into `dir`, with `faults` in the target.
fn publish(
    dir: &Path,
    options: &SiteOptions,
    urls: &[String],
    faults: Faults,
) -> Result<(SiteReport, DirTarget), SiteError> {
    let mut target = DirTarget::new(dir).unwrap();
    target.faults = faults;
    let mut site = SiteWriter::new(target, options.clone());
    for url in urls {
        site.write(&Url::new(Loc::parse(url).unwrap()))?;
    }
    site.finish()
}

fn locs(bytes: &[u8], gzip: bool) -> Vec<String> {
    let mut text = String::new();
    if gzip {
        flate2::read::GzDecoder::new(bytes)
            .read_to_string(&mut text)
            .expect("a whole gzip file");
    } else {
        text = String::from_utf8(bytes.to_vec()).unwrap();
    }
    assert!(
        text.trim_end().ends_with("</urlset>") || text.trim_end().ends_with("</sitemapindex>"),
        "a whole document: {text}"
    );
    text.split("<loc>")
        .skip(1)
        .map(|rest| rest.split_once("</loc>").unwrap().0.to_owned())
        .collect()
}

/// The URLs a reader finds by following the entry point `entry` (the
/// index, or a one-file site's sitemap), sorted; every file it names must be
/// whole.
fn visible(dir: &Path, entry: &str) -> Vec<String> {
    let bytes = std::fs::read(dir.join(entry))
        .unwrap_or_else(|e| panic!("the entry point `{entry}` is missing: {e}"));
    let gzip = entry.ends_with(".gz");
    let mut found = Vec::new();
    let text = String::from_utf8_lossy(if gzip { &[][..] } else { &bytes });
    if text.contains("<sitemapindex") {
        for loc in locs(&bytes, false) {
            let name = loc.strip_prefix(BASE).unwrap();
            let file = std::fs::read(dir.join(name))
                .unwrap_or_else(|e| panic!("the index lists `{name}`, which is missing: {e}"));
            found.extend(locs(&file, name.ends_with(".gz")));
        }
    } else {
        found = locs(&bytes, gzip);
    }
    found.sort();
    found
}

/// The entry point of a finished run.
fn entry_of(report: &SiteReport) -> &str {
    &report.files.last().unwrap().name
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn sorted(mut urls: Vec<String>) -> Vec<String> {
    urls.sort();
    urls
}

fn report_names(report: &SiteReport) -> Vec<String> {
    sorted(report.files.iter().map(|f| f.name.clone()).collect())
}

/// Old set, then a new one failing (or killed) at step `k`, then a later
/// clean run, for every `k` the new run has.
fn every_step(old: &SiteOptions, new: &SiteOptions, die: bool) {
    every_step_of(old, 5, new, 7, die);
}

/// As [`every_step`], with `old_count` and `new_count` URLs.
fn every_step_of(
    old: &SiteOptions,
    old_count: usize,
    new: &SiteOptions,
    new_count: usize,
    die: bool,
) {
    let (old_urls, new_urls) = (urls("old", old_count), urls("new", new_count));
    let later_urls = urls("later", 3);
    let steps = {
        let scratch = Scratch::new("publish");
        publish(&scratch.0, old, &old_urls, Faults::default()).unwrap();
        let (_, target) = publish(&scratch.0, new, &new_urls, Faults::default()).unwrap();
        target.faults.steps()
    };
    assert!(
        steps >= 10,
        "a run of several files has many steps, not {steps}"
    );
    for k in 1..=steps {
        let scratch = Scratch::new("publish");
        let dir = &scratch.0;
        let (old_report, _) = publish(dir, old, &old_urls, Faults::default()).unwrap();
        let before = listing(dir);
        assert_eq!(before, report_names(&old_report));
        match publish(dir, new, &new_urls, Faults::at(k, die)) {
            Err(error) => {
                let seen = visible(dir, entry_of(&old_report));
                assert_eq!(seen, sorted(old_urls.clone()), "step {k}: {error}");
                if !die {
                    assert_eq!(listing(dir), before, "step {k}: {error}");
                }
            }
            // The failure hit the cleanup after the switch: published.
            Ok((report, _)) => {
                let seen = visible(dir, entry_of(&report));
                assert_eq!(seen, sorted(new_urls.clone()), "step {k}");
            }
        }
        // Whatever entry point is there (two, while one replaces the other
        // under another name) leads to one whole set.
        for entry in ["sitemap.xml", "sitemap.xml.gz"] {
            if dir.join(entry).exists() {
                let seen = visible(dir, entry);
                let whole = seen == sorted(old_urls.clone()) || seen == sorted(new_urls.clone());
                assert!(whole, "step {k}: `{entry}` leads to {seen:?}");
            }
        }
        let (later, _) = publish(dir, new, &later_urls, Faults::default()).unwrap();
        let seen = visible(dir, entry_of(&later));
        assert_eq!(seen, sorted(later_urls.clone()), "step {k}");
        assert_eq!(listing(dir), report_names(&later), "step {k}");
    }
}

#[test]
fn a_failure_at_any_step_leaves_the_old_set_and_nothing_else() {
    for gzip in [false, true] {
        let options = options(gzip, IndexPolicy::Always);
        every_step(&options, &options, false);
    }
}

#[test]
fn a_kill_at_any_step_leaves_the_old_or_the_new_set_and_the_next_run_cleans_up() {
    for gzip in [false, true] {
        let options = options(gzip, IndexPolicy::Always);
        every_step(&options, &options, true);
    }
}

#[test]
fn the_entry_point_can_change_name_between_runs() {
    // A one-file site whose only sitemap is the entry point
    // (`sitemap.xml.gz`), replaced by a set with an index (`sitemap.xml`),
    // and back: a failure or a kill anywhere leaves one whole set visible.
    let single = options(true, IndexPolicy::WhenNeeded);
    let scratch = Scratch::new("publish");
    let (report, _) = publish(&scratch.0, &single, &urls("one", 1), Faults::default()).unwrap();
    assert_eq!(report_names(&report), ["sitemap.xml.gz"]);
    let indexed = options(false, IndexPolicy::Always);
    for die in [false, true] {
        every_step_of(&single, 1, &indexed, 7, die);
        every_step_of(&indexed, 7, &single, 1, die);
    }
}

#[test]
fn a_pattern_ending_in_gz_still_gets_a_new_generation() {
    let options = options(false, IndexPolicy::Always)
        .file_names("sitemap-{n}.xml.gz", "sitemap.xml")
        .unwrap();
    let scratch = Scratch::new("publish");
    let first = publish(&scratch.0, &options, &urls("a", 3), Faults::default()).unwrap();
    let second = publish(&scratch.0, &options, &urls("b", 3), Faults::default()).unwrap();
    assert_eq!(report_names(&first.0)[0], "sitemap-1.xml.gz");
    assert_eq!(report_names(&second.0)[0], "sitemap-1-1.xml.gz");
    assert_eq!(listing(&scratch.0), report_names(&second.0));
}

#[test]
fn an_index_name_that_a_sitemap_could_take_is_refused() {
    let error = options(false, IndexPolicy::Always)
        .file_names("sitemap-{n}.xml", "sitemap-1.xml")
        .unwrap_err();
    assert!(error.to_string().contains("name of its own"), "{error}");
}

#[test]
fn names_alternate_between_two_generations() {
    let options = options(false, IndexPolicy::Always);
    let scratch = Scratch::new("publish");
    let mut names = Vec::new();
    for run in ["a", "b", "c"] {
        let (report, _) = publish(&scratch.0, &options, &urls(run, 3), Faults::default()).unwrap();
        names.push(report_names(&report));
        assert_eq!(listing(&scratch.0), report_names(&report));
    }
    assert_eq!(names[0], ["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"]);
    assert_eq!(
        names[1],
        ["sitemap-1-1.xml", "sitemap-1-2.xml", "sitemap.xml"]
    );
    assert_eq!(names[2], names[0]);
}

#[test]
fn a_second_writer_is_refused_while_the_first_holds_the_directory() {
    let options = options(false, IndexPolicy::Always);
    let scratch = Scratch::new("publish");
    let url = |s: &str| Url::new(Loc::parse(&format!("{BASE}{s}")).unwrap());
    let mut first = SiteWriter::new(DirTarget::new(&scratch.0).unwrap(), options.clone());
    first.write(&url("first")).unwrap();
    let mut second = SiteWriter::new(DirTarget::new(&scratch.0).unwrap(), options.clone());
    let error = second.write(&url("second")).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("another writer"), "{message}");
    assert!(
        message.contains(&scratch.0.display().to_string()),
        "{message}"
    );
    // The lock is released with the commit, even while the target lives.
    let (_report, _target) = first.finish().unwrap();
    let mut third = SiteWriter::new(DirTarget::new(&scratch.0).unwrap(), options);
    third.write(&url("third")).unwrap();
    third.finish().unwrap();
    assert_eq!(visible(&scratch.0, "sitemap.xml"), [format!("{BASE}third")]);
    drop(_target);
}

#[test]
fn what_a_killed_run_left_is_removed_and_other_files_are_kept() {
    let options = options(true, IndexPolicy::Always);
    let scratch = Scratch::new("publish");
    std::fs::create_dir_all(&scratch.0).unwrap();
    for name in [
        ".sitemap-4.xml.gz.partial",
        ".sitemap.xml.partial",
        "sitemap-1-9.xml.gz",
        "robots.txt",
        "sitemap-notes.xml",
    ] {
        std::fs::write(scratch.0.join(name), "left over").unwrap();
    }
    let (report, _) = publish(&scratch.0, &options, &urls("run", 3), Faults::default()).unwrap();
    let mut expected = report_names(&report);
    expected.extend(["robots.txt".to_owned(), "sitemap-notes.xml".to_owned()]);
    assert_eq!(listing(&scratch.0), sorted(expected));
}

#[test]
fn partial_files_of_a_stopped_run_are_removed_and_nothing_else() {
    let scratch = Scratch::new("publish");
    std::fs::create_dir_all(&scratch.0).unwrap();
    let options = SiteOptions::new(BaseUrl::parse(BASE).unwrap());
    let own = options.sitemap_file_name(1);
    let names = [
        format!(".{own}.partial"),
        format!(".{}.partial", options.index_file_name()),
        ".notes.partial".to_owned(),
        own.clone(),
        "notes.txt".to_owned(),
    ];
    for name in &names {
        std::fs::write(scratch.0.join(name), "x").unwrap();
    }
    assert_eq!(
        DirTarget::remove_partial_files(&scratch.0, &options).unwrap(),
        2
    );
    let mut left: Vec<String> = std::fs::read_dir(&scratch.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    assert_eq!(left, [".notes.partial", "notes.txt", own.as_str()]);
}
