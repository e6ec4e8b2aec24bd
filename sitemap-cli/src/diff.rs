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

use clap::ValueEnum;
use sitemap_core::read::{ReadEvent, ReadOptions};

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
    /// The old version: a file, a folder of sitemaps, or `-`.
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
