//! The rule catalogue is complete and current: every rule a reader or the
//! site check reports on the fixtures of this repository (and the
//! real-world corpus, when SITEMAP_SHARED_DIR names it) is in it, at no
//! higher severity than it says; and docs/CATALOGUE.md is what
//! `sitemap rules --format markdown` prints.
//!
//! (Every test that reads checks the first part as well: the reader and
//! the site check assert it in debug builds.)

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use sitemap_core::catalogue;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity};
use sitemap_core::site_check::SiteCheck;

/// Every file under `dir`, recursively.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

#[test]
fn every_rule_the_fixtures_produce_is_in_the_catalogue_at_its_severity() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut paths = Vec::new();
    for dir in ["sitemap-cli/tests/fixtures", "tests/fixtures", "fuzz/seeds"] {
        files(&root.join(dir), &mut paths);
    }
    if let Ok(shared) = std::env::var("SITEMAP_SHARED_DIR") {
        files(&Path::new(&shared).join("corpus/real-world"), &mut paths);
    }
    assert!(paths.len() > 20, "{} fixture files", paths.len());
    // rule -> the most it was reported as, per mode.
    let mut seen: BTreeMap<&'static str, [Option<Severity>; 2]> = BTreeMap::new();
    for (mode, options) in [ReadOptions::strict(), ReadOptions::lenient()]
        .into_iter()
        .enumerate()
    {
        let mut site = SiteCheck::new(options.clone());
        for path in &paths {
            let bytes = std::fs::read(path).unwrap();
            let name = path.display().to_string();
            for diagnostic in site.read_file(&name, None, &bytes[..]) {
                let most = &mut seen.entry(diagnostic.rule()).or_default()[mode];
                *most = (*most).max(Some(diagnostic.severity()));
            }
            // Every event the plain reader gives is a rule of the catalogue
            // too (read_file reads the same way).
            for event in sitemap_core::read::SitemapReader::new(&bytes[..], options.clone()) {
                if let ReadEvent::Diagnostic(d) = event {
                    assert!(catalogue::find(d.rule()).is_some(), "{}", d.rule());
                }
            }
        }
        for finding in site.finish().findings {
            let most = &mut seen.entry(finding.rule).or_default()[mode];
            *most = (*most).max(Some(finding.severity));
        }
    }
    assert!(seen.len() > 20, "{} rules seen: {seen:?}", seen.len());
    for (id, [strict, lenient]) in &seen {
        let rule = catalogue::find(id).unwrap_or_else(|| panic!("`{id}` is not in the catalogue"));
        assert!(
            strict.is_none_or(|s| s <= rule.strict),
            "{id}: strict {strict:?}"
        );
        assert!(
            lenient.is_none_or(|s| s <= rule.lenient),
            "{id}: lenient {lenient:?}"
        );
    }
}

#[test]
fn docs_catalogue_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/CATALOGUE.md");
    let wanted = catalogue::markdown();
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, &wanted).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == wanted,
        "docs/CATALOGUE.md is stale: run `sitemap rules --format markdown > docs/CATALOGUE.md`"
    );
}
