//! `sitemap diff OLD NEW`: the URLs added, removed and changed between two
//! versions of a site's sitemaps, the list to hand to IndexNow or a
//! crawler's re-crawl queue.
//!
//! Three passes keep memory small: the old side is read into a table of
//! hashes (the URL's and its values', 16 bytes a URL, 160 MB at ten
//! million), the new side is streamed against it (added and changed come
//! out as found), and the old side is read again for what the new one
//! lacks (removed). A change is missed only if two different values share
//! a 64-bit hash.
//!
//! When both sides are folders with a ledger that matches their index
//! (generated with `--incremental` or `--lastmod content`), the ledgers are
//! compared instead: both list their URLs in `loc` order, so one streaming
//! merge finds what was added, removed (a URL whose ledger line has no file
//! is removed, not present) and changed, in `loc` order, holding two lines
//! in memory. There "changed" means the content fingerprint differs (the
//! lastmod, when neither side has one): the fingerprint is the
//! application's word on its content, so a page whose priority or images
//! changed under the same fingerprint is unchanged, and one whose
//! fingerprint changed is changed whatever its XML says.

use std::path::Path;

use clap::ValueEnum;
use sitemap_core::read::{ReadEvent, ReadOptions};
use sitemap_core::site::{Ledger, LedgerEntries, LedgerEntry};

use crate::inputs::{self, Input};
use crate::run::{Failure, Progress, diagnostic_line, open, whole_input};
use std::collections::HashMap;
use std::io::{self, Write};

use serde_json::json;
use sitemap_core::Url;

/// A 64-bit hash, the same for the same value within one run (all a diff
/// needs: both sides are hashed by this process).
fn stable_hash(value: impl std::hash::Hash) -> u64 {
    use std::hash::{DefaultHasher, Hasher};
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// What happened to one URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Change {
    Added,
    Removed,
    /// Its `lastmod` or another value differs.
    Changed,
}

impl Change {
    fn as_str(self) -> &'static str {
        match self {
            Change::Added => "added",
            Change::Removed => "removed",
            Change::Changed => "changed",
        }
    }
}

/// The old side, as hashes: URL → its values.
#[derive(Debug, Default)]
pub(crate) struct Old {
    values: HashMap<u64, Entry>,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    values: u64,
    /// Seen on the new side.
    kept: bool,
}

/// The hash of the entry in the serde shape, written straight into the
/// hasher (no copy of it is made). The URL is part of it, which changes
/// nothing: entries are only compared under the same URL.
fn values_hash(url: &Url) -> u64 {
    use std::hash::{DefaultHasher, Hasher};
    struct Hashing(DefaultHasher);
    impl Write for Hashing {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.write(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let mut hashing = Hashing(DefaultHasher::new());
    // Writing into a hasher cannot fail.
    let _ = serde_json::to_writer(&mut hashing, url);
    hashing.0.finish()
}

impl Old {
    pub(crate) fn add(&mut self, url: &Url) {
        self.values.insert(
            stable_hash(url.loc().as_str()),
            Entry {
                values: values_hash(url),
                kept: false,
            },
        );
    }

    /// What the new side's `url` is to the old side, if anything.
    pub(crate) fn compare(&mut self, url: &Url) -> Option<Change> {
        match self.values.get_mut(&stable_hash(url.loc().as_str())) {
            None => Some(Change::Added),
            Some(entry) => {
                entry.kept = true;
                (entry.values != values_hash(url)).then_some(Change::Changed)
            }
        }
    }

    /// Whether the old side's `url` is gone from the new side.
    pub(crate) fn removed(&mut self, url: &Url) -> bool {
        match self.values.get_mut(&stable_hash(url.loc().as_str())) {
            // Reported once, even when the old side lists it twice.
            Some(entry) if !entry.kept => {
                entry.kept = true;
                true
            }
            _ => false,
        }
    }
}

/// Counts for the closing line.
#[derive(Debug, Default)]
pub(crate) struct Counts {
    pub(crate) added: u64,
    pub(crate) removed: u64,
    pub(crate) changed: u64,
}

impl Counts {
    pub(crate) fn count(&mut self, change: Change) {
        match change {
            Change::Added => self.added += 1,
            Change::Removed => self.removed += 1,
            Change::Changed => self.changed += 1,
        }
    }
}

/// One change, as a line for people (`+ url`, `- url`, `~ url`) or as JSON.
pub(crate) fn write(out: &mut impl Write, json: bool, change: Change, url: &Url) -> io::Result<()> {
    if json {
        let mut line = json!({ "change": change.as_str(), "loc": url.loc().as_str() });
        if let Some(lastmod) = url.lastmod() {
            line["lastmod"] = json!(lastmod.to_string());
        }
        serde_json::to_writer(&mut *out, &line)?;
        writeln!(out)
    } else {
        let sign = match change {
            Change::Added => '+',
            Change::Removed => '-',
            Change::Changed => '~',
        };
        writeln!(out, "{sign} {}", url.loc())
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The old version: a file, a folder of sitemaps, or `-`. Two folders
    /// with ledgers are compared by their ledgers' fingerprints.
    pub(crate) old: String,
    /// The new version: a file, a folder of sitemaps, or `-`.
    pub(crate) new: String,
    /// `+`, `-` and `~` lines for people, or one JSON object a change
    /// (`change`, `loc`, and `lastmod` when there is one).
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    pub(crate) format: DiffFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum DiffFormat {
    Human,
    Ndjson,
}

/// Compares two versions; `Ok(true)` when they are equal, `Ok(false)` when
/// they differ, an error when a file could not be read whole.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    if let (Some(old), Some(new)) = (ledger_of(&args.old), ledger_of(&args.new)) {
        if !crate::run::quiet() {
            eprintln!(
                "sitemap: both folders have a ledger: comparing URLs by their content fingerprints"
            );
        }
        return by_ledgers(args, old, new);
    }
    let old = inputs::expand(std::slice::from_ref(&args.old)).map_err(Failure::Input)?;
    let new = inputs::expand(std::slice::from_ref(&args.new)).map_err(Failure::Input)?;
    let options = whole_input(ReadOptions::lenient());
    let mut whole = true;
    let progress = Progress::new("comparing");
    // Every URL of a side, its diagnostics on standard error.
    let mut urls = |inputs: &[Input], each: &mut dyn FnMut(Url) -> io::Result<()>| {
        for input in inputs {
            for event in open(input, &options).map_err(Failure::Input)? {
                match event {
                    ReadEvent::Url(url) => {
                        progress.entry();
                        each(url)?;
                    }
                    ReadEvent::Diagnostic(diagnostic) => {
                        whole &= !diagnostic.problem().is_fatal();
                        if diagnostic.severity() == sitemap_core::read::Severity::Error
                            || !crate::run::quiet()
                        {
                            progress.eprintln(&diagnostic_line(input, &diagnostic));
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok::<(), Failure>(())
    };
    let mut table = Old::default();
    urls(&old, &mut |url| {
        table.add(&url);
        Ok(())
    })?;
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let json = args.format == DiffFormat::Ndjson;
    let mut counts = Counts::default();
    urls(&new, &mut |url| {
        if let Some(change) = table.compare(&url) {
            counts.count(change);
            write(&mut out, json, change, &url)?;
        }
        Ok(())
    })?;
    urls(&old, &mut |url| {
        if table.removed(&url) {
            counts.count(Change::Removed);
            write(&mut out, json, Change::Removed, &url)?;
        }
        Ok(())
    })?;
    if !json {
        writeln!(
            out,
            "{} added, {} removed, {} changed",
            counts.added, counts.removed, counts.changed
        )?;
    }
    out.flush()?;
    if !whole {
        // Trouble, as diff(1) says it: exit 2, with the reason.
        return Err(Failure::Input(
            "a file could not be read to its end (see above): the comparison is incomplete"
                .to_owned(),
        ));
    }
    // As diff(1): 0 when the sets are equal, 1 when they differ.
    Ok(counts.added + counts.removed + counts.changed == 0)
}

/// The URLs of the ledger that matches the index of the folder `side`;
/// `None` for a file, `-`, a folder generated without one, or a ledger
/// that cannot be read (said, since the values are compared instead).
fn ledger_of(side: &str) -> Option<LedgerEntries> {
    let dir = Path::new(side);
    if !dir.is_dir() || !dir.join("sitemap.xml").is_file() {
        return None;
    }
    let (options, _) = crate::indexnow::site_of(dir).ok()?;
    match Ledger::current(dir, &options) {
        Ok(found) => found.map(|(_, entries)| entries),
        Err(error) => {
            eprintln!("sitemap: {side}: its ledger cannot be read ({error}); comparing the values");
            None
        }
    }
}

/// The URLs of a ledger still on the site (not removed), checked to be in
/// `loc` order, which the merge relies on.
struct Present<'a> {
    side: &'a str,
    entries: LedgerEntries,
    last: Option<String>,
}

impl Present<'_> {
    fn next(&mut self) -> Result<Option<LedgerEntry>, Failure> {
        loop {
            let entry = self
                .entries
                .next_entry()
                .map_err(|e| Failure::Input(format!("{}: {e}", self.side)))?;
            let Some(entry) = entry else {
                return Ok(None);
            };
            if self
                .last
                .as_deref()
                .is_some_and(|last| last >= entry.loc.as_str())
            {
                return Err(Failure::Input(format!(
                    "{}: its ledger lists `{}` out of `loc` order, so it cannot be merged; \
                     generate the folder again, or remove its ledger to compare the values",
                    self.side, entry.loc
                )));
            }
            self.last = Some(entry.loc.clone());
            if entry.file.is_some() {
                return Ok(Some(entry));
            }
        }
    }
}

/// Whether the content of a URL in both ledgers changed: its fingerprint
/// differs, or, when neither side has one, its lastmod.
fn content_changed(old: &LedgerEntry, new: &LedgerEntry) -> bool {
    match (old.fingerprint, new.fingerprint) {
        (None, None) => old.lastmod != new.lastmod,
        (old, new) => old != new,
    }
}

/// A ledger's URL as the reports print it: its `loc` and `lastmod`.
fn ledger_url(side: &str, entry: &LedgerEntry) -> Result<Url, Failure> {
    let loc = sitemap_core::Loc::parse(&entry.loc).map_err(|e| {
        Failure::Input(format!(
            "{side}: its ledger lists `{}`, which is not a URL ({e}); generate the folder again",
            entry.loc
        ))
    })?;
    let url = Url::new(loc);
    Ok(match entry.lastmod {
        Some(lastmod) => url.with_lastmod(lastmod),
        None => url,
    })
}

/// Compares two folders by their ledgers: one merge of two `loc`-ordered
/// streams.
fn by_ledgers(args: &Args, old: LedgerEntries, new: LedgerEntries) -> Result<bool, Failure> {
    let progress = Progress::new("comparing");
    let mut old = Present {
        side: &args.old,
        entries: old,
        last: None,
    };
    let mut new = Present {
        side: &args.new,
        entries: new,
        last: None,
    };
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let json = args.format == DiffFormat::Ndjson;
    let mut counts = Counts::default();
    let (mut before, mut after) = (old.next()?, new.next()?);
    loop {
        progress.entry();
        let found = match (&before, &after) {
            (None, None) => break,
            (Some(gone), None) => {
                let url = ledger_url(old.side, gone)?;
                before = old.next()?;
                Some((Change::Removed, url))
            }
            (None, Some(added)) => {
                let url = ledger_url(new.side, added)?;
                after = new.next()?;
                Some((Change::Added, url))
            }
            (Some(a), Some(b)) => match a.loc.cmp(&b.loc) {
                std::cmp::Ordering::Less => {
                    let url = ledger_url(old.side, a)?;
                    before = old.next()?;
                    Some((Change::Removed, url))
                }
                std::cmp::Ordering::Greater => {
                    let url = ledger_url(new.side, b)?;
                    after = new.next()?;
                    Some((Change::Added, url))
                }
                std::cmp::Ordering::Equal => {
                    let changed = if content_changed(a, b) {
                        Some((Change::Changed, ledger_url(new.side, b)?))
                    } else {
                        None
                    };
                    (before, after) = (old.next()?, new.next()?);
                    changed
                }
            },
        };
        if let Some((change, url)) = found {
            counts.count(change);
            write(&mut out, json, change, &url)?;
        }
    }
    if !json {
        writeln!(
            out,
            "{} added, {} removed, {} changed",
            counts.added, counts.removed, counts.changed
        )?;
    }
    out.flush()?;
    Ok(counts.added + counts.removed + counts.changed == 0)
}

#[cfg(test)]
mod tests {
    use super::{Change, Old};
    use sitemap_core::{LastMod, Loc, Url};

    fn url(path: &str, lastmod: Option<&str>) -> Url {
        let url = Url::new(Loc::parse(&format!("https://example.com{path}")).unwrap());
        match lastmod {
            Some(date) => url.with_lastmod(LastMod::parse(date).unwrap()),
            None => url,
        }
    }

    #[test]
    fn added_changed_kept_and_removed() {
        let mut old = Old::default();
        for u in [
            url("/a", None),
            url("/b", Some("2024-01-01")),
            url("/c", None),
        ] {
            old.add(&u);
        }
        assert_eq!(old.compare(&url("/a", None)), None);
        assert_eq!(
            old.compare(&url("/b", Some("2024-02-01"))),
            Some(Change::Changed)
        );
        assert_eq!(old.compare(&url("/d", None)), Some(Change::Added));
        assert!(!old.removed(&url("/a", None)));
        assert!(old.removed(&url("/c", None)));
        assert!(!old.removed(&url("/c", None)), "once");
    }
}
