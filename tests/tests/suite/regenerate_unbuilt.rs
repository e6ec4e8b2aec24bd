//! `Regeneration::write_with`: a URL whose `loc` and fingerprint are the
//! published ones is kept without being built, and the folder it leaves is
//! byte for byte the one `write` leaves with every URL built, through
//! additions, changes, removals, duplicates, out-of-order input and text or
//! XML files.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use sitemap_core::site::{ChangeReport, LastmodPolicy, Regeneration, SiteOptions};
use sitemap_core::write::Limits;
use sitemap_core::{BaseUrl, Image, ImageLoc, LastMod, Loc, Url};

const BASE: &str = "https://example.com/";

struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let path =
            std::env::temp_dir().join(format!("sitemap-unbuilt-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        Dir(path)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn options(text: bool) -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(BASE).unwrap())
        .gzip(!text)
        .text(text)
        .limits(Limits {
            max_entries: 100,
            ..Limits::default()
        })
        .unwrap()
}

/// A page: its path, its content version, and whether it has an image.
type Page = (String, u32);

fn url(path: &str, version: u32) -> Url {
    let mut url = Url::new(Loc::parse(&format!("{BASE}{path}")).unwrap())
        .with_lastmod(LastMod::parse("2020-01-01").unwrap());
    if path.ends_with('3') {
        let image = Image::new(ImageLoc::parse(&format!("{BASE}img/{path}.png")).unwrap());
        url.push_image(image).unwrap();
    }
    url.with_fingerprint(format!("v{version}"))
}

fn regeneration(
    dir: &Path,
    options: &SiteOptions,
    now: &str,
    policy: LastmodPolicy,
) -> Regeneration {
    Regeneration::new(dir, options.clone())
        .unwrap()
        .lastmod_policy(policy)
        .changed_at(LastMod::parse(now).unwrap())
}

/// The same generation twice: every URL built and given to `write` in
/// `built`, and by `write_with` in `lazy`; returns both reports and how
/// many URLs `write_with` built.
fn twin(
    built: &Path,
    lazy: &Path,
    options: &SiteOptions,
    pages: &[Page],
    now: &str,
    policy: LastmodPolicy,
) -> (ChangeReport, ChangeReport, usize) {
    let mut site = regeneration(built, options, now, policy);
    for (path, version) in pages {
        site.write(&url(path, *version)).unwrap();
    }
    let built_report = site.finish().unwrap();
    let builds = Cell::new(0);
    let mut site = regeneration(lazy, options, now, policy);
    for (path, version) in pages {
        site.write_with(&format!("{BASE}{path}"), format!("v{version}"), || {
            builds.set(builds.get() + 1);
            url(path, *version)
        })
        .unwrap();
    }
    let lazy_report = site.finish().unwrap();
    (built_report, lazy_report, builds.get())
}

/// Every file of a folder but hidden ones, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| !entry.file_name().to_string_lossy().starts_with('.'))
        .map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(entry.path()).unwrap())
        })
        .collect()
}

fn counts(report: &ChangeReport) -> (u64, u64, u64, u64, bool) {
    (
        report.added,
        report.changed,
        report.removed,
        report.unchanged,
        report.published,
    )
}

fn pages(range: std::ops::Range<u32>) -> Vec<Page> {
    range.map(|n| (format!("p/{n:04}"), 1)).collect()
}

fn same_folders_through_every_kind_of_change(text: bool) {
    let name = if text { "text" } else { "xml" };
    let (built, lazy) = (
        Dir::new(&format!("{name}-built")),
        Dir::new(&format!("{name}-lazy")),
    );
    let options = options(text);
    // Text files hold no `lastmod`: keeping the given ones there shows that
    // a kept URL keeps its own when its file is rewritten.
    let policy = if text {
        LastmodPolicy::Given
    } else {
        LastmodPolicy::Content
    };
    let mut site = pages(0..450);
    let step = |site: &[Page], now: &str| {
        let (a, b, builds) = twin(&built.0, &lazy.0, &options, site, now, policy);
        assert_eq!(counts(&a), counts(&b), "{now}");
        assert_eq!(files(&built.0), files(&lazy.0), "{now}");
        (b, builds)
    };

    let (first, builds) = step(&site, "2026-11-01T10:00:00Z");
    assert_eq!((first.added, builds), (450, 450));

    // Nothing changed: nothing built, nothing published.
    let (same, builds) = step(&site, "2026-11-02T10:00:00Z");
    assert_eq!((counts(&same), builds), ((0, 0, 0, 450, false), 0));

    // Changes in one place, one beside a kept image, and a page added
    // there: only they are built, and their file is rewritten from the
    // published one.
    site[203].1 = 2;
    site[213].1 = 2;
    site.push(("p/0203a".to_owned(), 1));
    site.sort();
    let (clustered, builds) = step(&site, "2026-11-03T10:00:00Z");
    assert_eq!(
        (
            clustered.added,
            clustered.changed,
            clustered.unchanged,
            builds
        ),
        (1, 2, 448, 3)
    );
    assert_eq!(clustered.rewritten().count(), 1, "{:?}", clustered.files);

    // Removals, a change spread over every file, and a duplicate given
    // after the URL it repeats was kept.
    site.retain(|(path, _)| path != "p/0100" && path != "p/0449");
    for page in site.iter_mut().step_by(97) {
        page.1 += 1;
    }
    site.insert(11, ("p/0010".to_owned(), 9));
    let (spread, _) = step(&site, "2026-11-04T10:00:00Z");
    assert_eq!(spread.removed, 2);
    assert!(!spread.warnings.is_empty(), "the duplicate is reported");

    // Given out of order: the URLs the cursor passed are built, and the
    // folder is still the same.
    site.reverse();
    site[5].1 += 1;
    let (reversed, builds) = step(&site, "2026-11-05T10:00:00Z");
    assert_eq!(reversed.changed, 1);
    assert!(builds > 400, "{builds}");
}

#[test]
fn write_with_leaves_the_folder_write_leaves_gzip_xml() {
    same_folders_through_every_kind_of_change(false);
}

#[test]
fn write_with_leaves_the_folder_write_leaves_text() {
    same_folders_through_every_kind_of_change(true);
}

#[test]
fn a_kept_url_whose_file_was_altered_by_hand_is_an_error_naming_it() {
    let dir = Dir::new("altered");
    let options = options(false);
    let site = pages(0..150);
    let run = |site: &[Page]| {
        let mut regeneration = regeneration(
            &dir.0,
            &options,
            "2026-11-01T10:00:00Z",
            LastmodPolicy::Content,
        );
        for (path, version) in site {
            regeneration.write_with(&format!("{BASE}{path}"), format!("v{version}"), || {
                url(path, *version)
            })?;
        }
        regeneration.finish()
    };
    run(&site).unwrap();
    // The first file loses its URLs behind the ledger's back.
    let first = files(&dir.0)
        .into_keys()
        .find(|name| name.starts_with("sitemap-") && !name.contains("ledger"))
        .unwrap();
    let mut emptied = sitemap_core::UrlSetWriter::new(Vec::new());
    emptied.write(&url("p/0000", 1)).unwrap();
    let bytes = emptied.finish().unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, &bytes).unwrap();
    std::fs::write(dir.0.join(&first), gz.finish().unwrap()).unwrap();
    let mut changed = site.clone();
    changed[1].1 = 2;
    let error = run(&changed).unwrap_err().to_string();
    assert!(
        error.contains(&first) && error.contains("ledger"),
        "{error}"
    );
}
