//! Regenerating a published site so that it says what changed and only
//! that: files hold contiguous ranges of `loc`s and keep them from one
//! generation to the next, a file whose entries are unchanged is not
//! rewritten (its name, bytes, modification time and index `lastmod` stay),
//! and under [`LastmodPolicy::Content`] a URL's `lastmod` is the time its
//! content fingerprint last changed.
//!
//! # How URLs are assigned to files
//!
//! The ledger of the published generation ([`Ledger`]) records the first
//! `loc` of each file. A URL goes to the file whose range holds its `loc`
//! (in byte order), so adding, removing or changing a URL touches that
//! file alone. A file that grows past the limits is split where the limits
//! fall: it and the new files after it are rewritten, the others are not.
//! A file emptied by removals disappears; files are never merged with their
//! neighbours, so a site that shrinks a lot keeps smaller files. The first
//! generation sorts every URL by `loc` and fills files in that order.
//!
//! # Memory
//!
//! Entries wait in buckets, one per file, sorted and spilled to a hidden
//! directory beside the site past 32 MiB; the published ledger is read as a
//! stream alongside. Memory holds the file table, the budget, and one file
//! being written.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::encoder::{CountingWriter, Encoder};
use super::file::FileWriter;
use super::ledger::{self, Ledger, LedgerEntries, LedgerEntry, LedgerFile};
use super::spill::Spill;
use super::{Check, DirTarget, SiteError, SiteErrorKind, SiteOptions, SiteWarning, Target};
use super::{WrittenFile, newer};
use crate::{DocumentKind, IndexEntry, IndexWriter, LastMod, Url, WriteError};

/// How a regenerated site dates its URLs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LastmodPolicy {
    /// Each URL's own `lastmod`, as given.
    #[default]
    Given,
    /// The time the URL's fingerprint last changed, as a full date-time:
    /// carried over from the ledger while the fingerprint holds, the time
    /// of this generation ([`Regeneration::changed_at`]) when it changed or
    /// the URL is new. The first generation (no ledger yet) takes each
    /// URL's own `lastmod` or none, and a URL without a fingerprint keeps
    /// its own.
    Content,
}

/// What a regeneration changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeReport {
    /// Every sitemap file of the published set in index order, then the
    /// index; [`WrittenFile::unchanged`] marks the files not rewritten.
    pub files: Vec<WrittenFile>,
    /// URLs new in this generation.
    pub added: u64,
    /// URLs whose fingerprint changed.
    pub changed: u64,
    /// URLs of the previous generation that are gone.
    pub removed: u64,
    /// URLs as they were.
    pub unchanged: u64,
    /// Whether a new set was published: `false` when nothing changed, and
    /// the directory was left as it was.
    pub published: bool,
    /// Rules broken under [`Check::Warn`].
    pub warnings: Vec<SiteWarning>,
}

impl ChangeReport {
    /// The names of the files written in this generation.
    pub fn rewritten(&self) -> impl Iterator<Item = &str> {
        self.files
            .iter()
            .filter(|file| !file.unchanged && file.kind == DocumentKind::UrlSet)
            .map(|file| file.name.as_str())
    }
}

/// Writes a new generation of a site in a directory over the published one,
/// keeping every file whose entries did not change.
///
/// ```
/// use sitemap_core::site::{LastmodPolicy, Regeneration, SiteOptions};
/// use sitemap_core::{BaseUrl, LastMod, Loc, Url};
///
/// let dir = std::env::temp_dir().join(format!("sitemap-regen-doc-{}", std::process::id()));
/// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
/// for (generation, body) in ["first", "second"].iter().enumerate() {
///     let at = LastMod::parse(&format!("2026-11-2{}T10:00:00Z", generation + 1))?;
///     let mut site = Regeneration::new(&dir, options.clone())?
///         .lastmod_policy(LastmodPolicy::Content)
///         .changed_at(at);
///     site.write(&Url::new(Loc::parse("https://example.com/about")?), Some(b"about"))?;
///     site.write(&Url::new(Loc::parse("https://example.com/news")?), Some(body.as_bytes()))?;
///     let report = site.finish()?;
///     assert_eq!(report.changed, generation as u64);
/// }
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Regeneration {
    dir: PathBuf,
    target: DirTarget,
    options: SiteOptions,
    policy: LastmodPolicy,
    now: Option<LastMod>,
    previous: Option<(Ledger, LedgerEntries)>,
    spill: Spill,
    urls: u64,
    warnings: Vec<SiteWarning>,
    failed: bool,
}

impl std::fmt::Debug for Regeneration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Regeneration")
            .field("dir", &self.dir)
            .field("policy", &self.policy)
            .field("urls", &self.urls)
            .finish_non_exhaustive()
    }
}

fn io_error(error: io::Error) -> SiteError {
    SiteError::at(SiteErrorKind::Io(error), None, 0, None)
}

/// The time now, as a `lastmod` to the second in UTC.
fn now_utc() -> LastMod {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let text = format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    );
    LastMod::parse(&text).expect("a date-time this function spells in the protocol's form")
}

impl Regeneration {
    /// A new generation of the site in `dir` (created when missing), over
    /// the set published there with its ledger, if any.
    ///
    /// # Errors
    ///
    /// When the directory or its ledger cannot be read.
    pub fn new(dir: impl Into<PathBuf>, options: SiteOptions) -> Result<Regeneration, SiteError> {
        let dir = dir.into();
        let target = DirTarget::new(&dir).map_err(io_error)?;
        let previous = Ledger::current(&dir, &options).map_err(io_error)?;
        let buckets = previous
            .as_ref()
            .map_or(1, |(ledger, _)| ledger.files.len());
        let spill = Spill::new(&dir, buckets).map_err(io_error)?;
        Ok(Regeneration {
            dir,
            target,
            options,
            policy: LastmodPolicy::default(),
            now: None,
            previous,
            spill,
            urls: 0,
            warnings: Vec::new(),
            failed: false,
        })
    }

    /// How `lastmod`s are chosen (by default, as given).
    #[must_use]
    pub fn lastmod_policy(mut self, policy: LastmodPolicy) -> Regeneration {
        self.policy = policy;
        self
    }

    /// The time a change made in this generation is dated with under
    /// [`LastmodPolicy::Content`] (by default, when [`finish`](Self::finish)
    /// runs).
    #[must_use]
    pub fn changed_at(mut self, at: LastMod) -> Regeneration {
        self.now = Some(at);
        self
    }

    /// Fails (or dies) at a step of publishing, for the tests.
    #[cfg(test)]
    pub(super) fn with_faults(mut self, faults: super::target::faults::Faults) -> Regeneration {
        self.target.faults = faults;
        self
    }

    /// Adds one URL, with a fingerprint of its content (any bytes: a hash
    /// of the rendered page, a row version, an `updated_at`) when the
    /// application has one.
    ///
    /// # Errors
    ///
    /// A URL outside the base under [`Check::Error`], or a spill that cannot
    /// be written. After an error the regeneration is spent.
    pub fn write(&mut self, url: &Url, fingerprint: Option<&[u8]>) -> Result<(), SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let result = self.write_inner(url, fingerprint);
        self.failed = result.is_err();
        result
    }

    fn write_inner(&mut self, url: &Url, fingerprint: Option<&[u8]>) -> Result<(), SiteError> {
        let position = self.urls + 1;
        let loc = url.loc().as_str();
        if self.options.outside_base != Check::Off && !self.options.files_base().contains(url.loc())
        {
            let kind = SiteErrorKind::OutsideBase {
                base: self.options.files_base().to_string(),
            };
            if self.options.outside_base == Check::Error {
                return Err(SiteError::at(kind, Some(url), position, None));
            }
            self.warnings
                .push(SiteWarning::new(kind, url, position, None));
        }
        let bucket = match &self.previous {
            Some((ledger, _)) => ledger
                .files
                .partition_point(|file| file.first_loc.as_str() <= loc)
                .saturating_sub(1),
            None => 0,
        };
        let mut record = Vec::with_capacity(loc.len() + 128);
        record.extend_from_slice(loc.as_bytes());
        match fingerprint {
            Some(bytes) => write!(record, "\t{:016x}\t", ledger::digest(bytes)),
            None => write!(record, "\t-\t"),
        }
        .map_err(io_error)?;
        serde_json::to_writer(&mut record, url).map_err(|e| io_error(io::Error::other(e)))?;
        self.spill.push(bucket, record).map_err(io_error)?;
        self.urls = position;
        Ok(())
    }

    /// Writes what changed, then publishes the set with its ledger; when
    /// nothing changed, leaves the directory as it was.
    ///
    /// # Errors
    ///
    /// When no URL was written, a file cannot be written, or the set cannot
    /// be published. Nothing is published then.
    pub fn finish(mut self) -> Result<ChangeReport, SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let result = self.finish_inner();
        if result.is_err() {
            self.target.abort();
        }
        result
    }

    /// As [`finish`](Self::finish), with the publishing steps taken, for
    /// the tests.
    #[cfg(test)]
    pub(super) fn finish_counting(mut self) -> (Result<ChangeReport, SiteError>, usize) {
        let result = self.finish_inner();
        if result.is_err() {
            self.target.abort();
        }
        (result, self.target.faults.steps())
    }

    fn finish_inner(&mut self) -> Result<ChangeReport, SiteError> {
        if self.urls == 0 {
            return Err(SiteError::at(SiteErrorKind::Empty, None, 0, None));
        }
        let now = self.now.unwrap_or_else(now_utc);
        let generation = self.target.begin(&self.options).map_err(io_error)?;
        // Holding the directory now, what killed runs left can go.
        super::spill::remove_stale(&self.dir).map_err(io_error)?;
        let (old_files, old_entries, old_generation) = match self.previous.take() {
            Some((ledger, entries)) => (ledger.files, Some(entries), ledger.generation),
            None => (Vec::new(), None, 0),
        };
        let first_generation = old_entries.is_none();
        let urls_path = self.spill_path("ledger-urls");
        let mut out = Output {
            regeneration: self,
            generation,
            now,
            first_generation,
            old: OldEntries {
                entries: old_entries,
                peeked: None,
            },
            urls: BufWriter::with_capacity(64 * 1024, File::create(&urls_path).map_err(io_error)?),
            files: Vec::new(),
            ledger_files: Vec::new(),
            counts: [0; 4],
        };
        let buckets = old_files.len().max(1);
        for bucket in 0..buckets {
            let upper = old_files.get(bucket + 1).map(|file| file.first_loc.clone());
            out.bucket(bucket, old_files.get(bucket), upper.as_deref())?;
        }
        let Output {
            files,
            ledger_files,
            counts,
            urls,
            generation,
            ..
        } = out;
        let [added, changed, removed, unchanged] = counts;
        let same = files.iter().all(|file| file.unchanged) && files.len() == old_files.len();
        if same {
            // Nothing to publish: the set stays as it was, and what earlier
            // runs left beside it goes.
            let index = self.index_entry_of_published()?;
            let mut files = files;
            files.extend(index);
            let ledger = self.options.ledger_file_name(old_generation);
            let mut kept = files.clone();
            kept.push(WrittenFile {
                name: ledger.clone(),
                created_as: ledger,
                unchanged: true,
                ..files[files.len() - 1].clone()
            });
            self.target.tidy(&kept).map_err(io_error)?;
            return Ok(ChangeReport {
                files,
                added,
                changed,
                removed,
                unchanged,
                published: false,
                warnings: std::mem::take(&mut self.warnings),
            });
        }
        drop(urls.into_inner().map_err(|e| io_error(e.into_error()))?);
        let index = self.write_index(&files)?;
        let ledger_file = self.write_ledger(generation, &index.1, ledger_files, &urls_path)?;
        let mut published = files;
        let mut commit = published.clone();
        commit.push(ledger_file);
        commit.push(index.0.clone());
        self.target.commit(&commit).map_err(io_error)?;
        published.push(index.0);

        Ok(ChangeReport {
            files: published,
            added,
            changed,
            removed,
            unchanged,
            published: true,
            warnings: std::mem::take(&mut self.warnings),
        })
    }

    fn spill_path(&self, name: &str) -> PathBuf {
        self.spill.path(name)
    }

    /// The published index, as a written file, when nothing changed.
    fn index_entry_of_published(&self) -> Result<Option<WrittenFile>, SiteError> {
        let name = self.options.index_file_name().to_owned();
        let path = self.dir.join(&name);
        let Ok(metadata) = std::fs::metadata(&path) else {
            return Ok(None);
        };
        Ok(Some(WrittenFile {
            loc: self.options.file_loc(&name)?,
            created_as: name.clone(),
            name,
            kind: DocumentKind::SitemapIndex,
            entries: 0,
            bytes: metadata.len(),
            stored_bytes: metadata.len(),
            lastmod: None,
            unchanged: true,
        }))
    }

    /// Writes the index; returns it as a written file, with its bytes'
    /// digest.
    fn write_index(&mut self, files: &[WrittenFile]) -> Result<(WrittenFile, u64), SiteError> {
        let name = self.options.index_file_name().to_owned();
        let fail = |kind| SiteError::at(kind, None, 0, Some(name.clone()));
        if files.len() > crate::limits::MAX_ENTRIES {
            return Err(fail(SiteErrorKind::TooManyFiles { files: files.len() }));
        }
        let mut writer = IndexWriter::new(Vec::new());
        if let Some(stylesheet) = &self.options.index_stylesheet {
            writer = writer.with_stylesheet(stylesheet.clone());
        }
        let mut newest = None;
        for file in files {
            let mut entry = IndexEntry::new(file.loc.clone());
            if let Some(lastmod) = file.lastmod {
                newest = Some(newer(newest, lastmod));
                entry = entry.with_lastmod(lastmod);
            }
            writer
                .write(&entry)
                .map_err(|e| fail(SiteErrorKind::Write(e)))?;
        }
        let bytes = writer.finish().map_err(|e| fail(SiteErrorKind::Write(e)))?;
        let mut sink = self
            .target
            .create(&name)
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        sink.write_all(&bytes)
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        self.target
            .finish(&name, sink)
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let file = WrittenFile {
            loc: self.options.file_loc(&name)?,
            created_as: name.clone(),
            name,
            kind: DocumentKind::SitemapIndex,
            entries: files.len(),
            bytes: bytes.len() as u64,
            stored_bytes: bytes.len() as u64,
            lastmod: newest,
            unchanged: false,
        };
        Ok((file, ledger::digest(&bytes)))
    }

    /// Writes the ledger: its head, then the URL lines gathered at `urls`.
    fn write_ledger(
        &mut self,
        generation: u64,
        index_digest: &u64,
        files: Vec<LedgerFile>,
        urls: &Path,
    ) -> Result<WrittenFile, SiteError> {
        let name = self.options.ledger_file_name(generation);
        let fail = |error| SiteError::at(SiteErrorKind::Io(error), None, 0, Some(name.clone()));
        let ledger = Ledger {
            generation,
            index_digest: *index_digest,
            files,
        };
        let mut sink = self.target.create(&name).map_err(fail)?;
        ledger.write_head(&mut sink).map_err(fail)?;
        let mut lines = File::open(urls).map_err(fail)?;
        let copied = io::copy(&mut lines, &mut sink).map_err(fail)?;
        self.target.finish(&name, sink).map_err(fail)?;
        Ok(WrittenFile {
            loc: self.options.file_loc(&name)?,
            created_as: name.clone(),
            name,
            kind: DocumentKind::UrlSet,
            entries: 0,
            bytes: copied,
            stored_bytes: copied,
            lastmod: None,
            unchanged: false,
        })
    }
}

/// The published ledger's URLs, read alongside the new ones.
struct OldEntries {
    entries: Option<LedgerEntries>,
    peeked: Option<LedgerEntry>,
}

impl OldEntries {
    /// The next published URL whose `loc` is below `upper` (all when
    /// `None`), without taking it.
    fn peek_below(&mut self, upper: Option<&str>) -> Result<Option<&LedgerEntry>, SiteError> {
        if self.peeked.is_none()
            && let Some(entries) = &mut self.entries
        {
            self.peeked = entries.next_entry().map_err(io_error)?;
        }
        Ok(self
            .peeked
            .as_ref()
            .filter(|entry| upper.is_none_or(|upper| entry.loc.as_str() < upper)))
    }

    fn take(&mut self) -> Option<LedgerEntry> {
        self.peeked.take()
    }
}

/// A sitemap file being written.
struct OpenOutput {
    name: String,
    writer: FileWriter<Encoder<CountingWriter<std::io::BufWriter<File>>>>,
    first_loc: String,
    digest: u64,
    newest: Option<LastMod>,
}

/// The new generation as it is written, bucket by bucket.
struct Output<'a> {
    regeneration: &'a mut Regeneration,
    generation: u64,
    now: LastMod,
    first_generation: bool,
    old: OldEntries,
    /// The new ledger's URL lines.
    urls: BufWriter<File>,
    files: Vec<WrittenFile>,
    ledger_files: Vec<LedgerFile>,
    /// Added, changed, removed, unchanged.
    counts: [u64; 4],
}

impl Output<'_> {
    /// One bucket: the published file kept when its entries are unchanged,
    /// else the bucket's entries written into new files.
    fn bucket(
        &mut self,
        bucket: usize,
        old: Option<&LedgerFile>,
        upper: Option<&str>,
    ) -> Result<(), SiteError> {
        let (digest, count) = self.regeneration.spill.summary(bucket);
        let dir = &self.regeneration.dir;
        let kept = old.filter(|old| {
            count > 0
                && old.digest == digest
                && old.entries as u64 == count
                && dir.join(&old.name).is_file()
        });
        if let Some(old) = kept {
            return self.keep(bucket, old, upper);
        }
        // A range that fits stays one file; one that does not (the first
        // generation's, or a file that grew past the limits) is split into
        // files filled to nine tenths, so that the next URLs added to each
        // fit without another split.
        let limit = self.regeneration.options.limits.max_entries;
        let cap = if count as usize <= limit {
            limit
        } else {
            (limit - limit / 10).max(1)
        };
        let mut sorted = self.regeneration.spill.take(bucket).map_err(io_error)?;
        let mut current: Option<OpenOutput> = None;
        let mut last_loc: Option<Vec<u8>> = None;
        while let Some(record) = sorted.next_record().map_err(io_error)? {
            let mut fields = record.splitn(3, |&b| b == b'\t');
            let (Some(loc), Some(fingerprint), Some(json)) =
                (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            let mut url: Url =
                serde_json::from_slice(json).map_err(|e| io_error(io::Error::other(e)))?;
            if last_loc.as_deref() == Some(loc) {
                self.duplicate(&url)?;
                continue;
            }
            last_loc = Some(loc.to_vec());
            let loc = url.loc().as_str().to_owned();
            let fingerprint = std::str::from_utf8(fingerprint)
                .ok()
                .and_then(|hex| u64::from_str_radix(hex, 16).ok());
            // The published URLs before this one are gone.
            while let Some(entry) = self.old.peek_below(upper)? {
                if entry.loc.as_str() >= loc.as_str() {
                    break;
                }
                self.pass_removed()?;
            }
            // A URL removed earlier and now back is new again.
            let previous = match self.old.peek_below(upper)? {
                Some(entry) if entry.loc == loc => self.old.take().filter(|p| p.file.is_some()),
                _ => None,
            };
            let same = previous
                .as_ref()
                .is_some_and(|p| p.fingerprint.is_some() && p.fingerprint == fingerprint);
            let status = match &previous {
                None => 0,
                Some(p) if p.fingerprint != fingerprint => 1,
                Some(_) => 3,
            };
            self.counts[status] += 1;
            if self.regeneration.policy == LastmodPolicy::Content
                && fingerprint.is_some()
                && !self.first_generation
            {
                let lastmod = match &previous {
                    Some(p) if same => p.lastmod,
                    _ => Some(self.now),
                };
                url.set_lastmod(lastmod);
            }
            let record_digest = ledger::entry_digest(&record);
            let number = self.write_url(&mut current, &url, record_digest, cap)?;
            let entry = LedgerEntry {
                loc,
                fingerprint,
                lastmod: url.lastmod(),
                file: Some(number),
                announced: same && previous.as_ref().is_some_and(|p| p.announced),
            };
            ledger::write_entry(&mut self.urls, &entry).map_err(io_error)?;
        }
        while self.old.peek_below(upper)?.is_some() {
            self.pass_removed()?;
        }
        self.close(current)
    }

    /// The next published URL is not in this generation: counted as
    /// removed, and kept in the ledger as removed until that is announced.
    fn pass_removed(&mut self) -> Result<(), SiteError> {
        let Some(mut entry) = self.old.take() else {
            return Ok(());
        };
        if entry.file.is_some() {
            self.counts[2] += 1;
            entry.file = None;
            entry.fingerprint = None;
            entry.lastmod = None;
            entry.announced = false;
        }
        if !entry.announced {
            ledger::write_entry(&mut self.urls, &entry).map_err(io_error)?;
        }
        Ok(())
    }

    /// A duplicate `loc`: the first is kept.
    fn duplicate(&mut self, url: &Url) -> Result<(), SiteError> {
        let check = self.regeneration.options.duplicates;
        match check {
            Check::Off => Ok(()),
            Check::Error => Err(SiteError::at(SiteErrorKind::Duplicate, Some(url), 0, None)),
            Check::Warn => {
                self.regeneration.warnings.push(SiteWarning::new(
                    SiteErrorKind::Duplicate,
                    url,
                    0,
                    None,
                ));
                Ok(())
            }
        }
    }

    /// Keeps a published file: its URLs are copied to the new ledger.
    fn keep(
        &mut self,
        bucket: usize,
        old: &LedgerFile,
        upper: Option<&str>,
    ) -> Result<(), SiteError> {
        // Its records are not needed: the file already holds them.
        drop(self.regeneration.spill.take(bucket).map_err(io_error)?);
        let number = self.files.len();
        while self.old.peek_below(upper)?.is_some() {
            let Some(mut entry) = self.old.take() else {
                break;
            };
            if entry.file.is_none() {
                // Removed earlier: kept until announced.
                if !entry.announced {
                    ledger::write_entry(&mut self.urls, &entry).map_err(io_error)?;
                }
                continue;
            }
            entry.file = Some(number);
            ledger::write_entry(&mut self.urls, &entry).map_err(io_error)?;
            self.counts[3] += 1;
        }
        let options = &self.regeneration.options;
        self.files.push(WrittenFile {
            loc: options.file_loc(&old.name)?,
            name: old.name.clone(),
            created_as: old.name.clone(),
            kind: DocumentKind::UrlSet,
            entries: old.entries,
            bytes: old.bytes,
            stored_bytes: old.stored_bytes,
            lastmod: old.lastmod,
            unchanged: true,
        });
        self.ledger_files.push(old.clone());
        Ok(())
    }

    /// Writes a URL into the open file, opening the next when it is full;
    /// returns the number of the file it went to.
    fn write_url(
        &mut self,
        current: &mut Option<OpenOutput>,
        url: &Url,
        record_digest: u64,
        cap: usize,
    ) -> Result<usize, SiteError> {
        if current
            .as_ref()
            .is_some_and(|file| file.writer.entry_count() >= cap)
        {
            self.close(current.take())?;
        }
        for attempt in 0..2 {
            if current.is_none() {
                *current = Some(self.open(url.loc().as_str())?);
            }
            let file = current.as_mut().expect("opened above");
            match file.writer.write(url) {
                Ok(()) => {
                    if let Some(lastmod) = url.lastmod() {
                        file.newest = Some(newer(file.newest, lastmod));
                    }
                    file.digest = file.digest.wrapping_add(record_digest);
                    return Ok(self.files.len());
                }
                Err(WriteError::EntryLimit { .. } | WriteError::ByteLimit { .. })
                    if attempt == 0 && file.writer.entry_count() > 0 =>
                {
                    self.close(current.take())?;
                }
                Err(error) => {
                    let name = file.name.clone();
                    return Err(SiteError::at(
                        SiteErrorKind::Write(error),
                        Some(url),
                        0,
                        Some(name),
                    ));
                }
            }
        }
        unreachable!("the second attempt writes into an empty file or fails")
    }

    fn open(&mut self, first_loc: &str) -> Result<OpenOutput, SiteError> {
        let options = &self.regeneration.options;
        let name = options.sitemap_file_name_in(self.generation, self.files.len() + 1);
        let fail = |kind| SiteError::at(kind, None, 0, Some(name.clone()));
        let sink = self
            .regeneration
            .target
            .create(&name)
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let options = &self.regeneration.options;
        let writer = FileWriter::new(
            Encoder::new(CountingWriter::new(sink), options.gzip),
            options.text,
            &options.sitemap_root,
            options.deprecated_tags,
            options.limits,
        )
        .map_err(|e| fail(SiteErrorKind::Write(e)))?;
        Ok(OpenOutput {
            name,
            writer,
            first_loc: first_loc.to_owned(),
            digest: 0,
            newest: None,
        })
    }

    fn close(&mut self, file: Option<OpenOutput>) -> Result<(), SiteError> {
        let Some(file) = file else {
            return Ok(());
        };
        let entries = file.writer.entry_count();
        let bytes = file.writer.finished_size();
        let fail = |kind| SiteError::at(kind, None, 0, Some(file.name.clone()));
        let encoder = file
            .writer
            .finish()
            .map_err(|e| fail(SiteErrorKind::Write(e)))?;
        let counted = encoder.finish().map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let stored_bytes = counted.count();
        self.regeneration
            .target
            .finish(&file.name, counted.into_inner())
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let loc = self.regeneration.options.file_loc(&file.name)?;
        self.ledger_files.push(LedgerFile {
            name: file.name.clone(),
            first_loc: file.first_loc,
            entries,
            bytes,
            stored_bytes,
            digest: file.digest,
            lastmod: file.newest,
        });
        self.files.push(WrittenFile {
            name: file.name.clone(),
            created_as: file.name,
            kind: DocumentKind::UrlSet,
            loc,
            entries,
            bytes,
            stored_bytes,
            lastmod: file.newest,
            unchanged: false,
        });
        Ok(())
    }
}
