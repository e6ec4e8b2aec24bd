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
//! # What it costs
//!
//! Every URL given is serialized once into its file's bucket, where it
//! waits sorted, spilled to a hidden directory beside the site past 32 MiB
//! in all; each bucket keeps the count and the sum of its entries' digests.
//! At the end, a bucket whose count and digest equal its published file's
//! is kept as it is (its records dropped unread, its ledger lines left in
//! the ledger that holds them, which the new one points to); any other is
//! rewritten from its records, merged with the
//! published ledger's lines of its range to carry `lastmod`s over and tell
//! what changed. Memory holds the file table, the spill budget and one file
//! being written, whatever the number of URLs.
//!
//! A URL given by [`Regeneration::write_with`] costs less when it is
//! unchanged: its `loc` and fingerprint are compared with the published
//! ledger's next lines (read once, forward, as URLs arrive in `loc` order),
//! and a match is counted in its bucket with the published entry's digest
//! and one bit (per line of the ledger) instead of being built, serialized
//! and spilled. A file rewritten for another URL reads such entries back
//! from its published file.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

mod assemble;
mod output;
mod unbuilt;

use super::ledger::{self, Ledger, LedgerFile};
use super::spill::Spill;
use super::{Check, DirTarget, SiteError, SiteErrorKind, SiteOptions, SiteWarning, Target};
use super::{WrittenFile, newer};
use crate::{DocumentKind, Fingerprint, IndexEntry, IndexWriter, LastMod, Url};
use output::Output;
use unbuilt::Unbuilt;

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
    /// Rules broken under [`Check::Warn`]: the first
    /// [`MAX_KEPT_WARNINGS`](super::MAX_KEPT_WARNINGS).
    pub warnings: Vec<SiteWarning>,
    /// Warnings past those, counted.
    pub warnings_not_kept: u64,
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
///     site.write(&Url::new(Loc::parse("https://example.com/about")?).with_fingerprint("about"))?;
///     site.write(&Url::new(Loc::parse("https://example.com/news")?).with_fingerprint(*body))?;
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
    /// The published set's ledger, when there is one.
    previous: Option<Ledger>,
    spill: Spill,
    /// The published ledger read beside URLs given by `write_with`.
    unbuilt: Option<Unbuilt>,
    urls: u64,
    warnings: Vec<SiteWarning>,
    warnings_not_kept: u64,
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

/// A digest of the options that shape the files' bytes and names.
fn options_digest(o: &SiteOptions) -> u64 {
    let shape = format!(
        "{:?}|{:?}|{}|{}|{}|{:?}|{:?}|{}",
        o.base,
        o.files_at,
        o.sitemap_pattern,
        o.gzip,
        o.text,
        o.limits,
        o.sitemap_root,
        o.deprecated_tags
    );
    ledger::digest(shape.as_bytes())
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
        let previous = Ledger::current_table(&dir, &options).map_err(io_error)?;
        let buckets = previous
            .as_ref()
            .map_or(1, |ledger| ledger.files.len().max(1));
        let spill = Spill::new(&dir, buckets).map_err(io_error)?;
        // Entries are kept unbuilt only where the published files would be
        // written the same way.
        let unbuilt = match &previous {
            Some(ledger) if ledger.options_digest == options_digest(&options) => {
                Some(Unbuilt::open(ledger, &dir).map_err(io_error)?)
            }
            _ => None,
        };
        Ok(Regeneration {
            dir,
            target,
            options,
            policy: LastmodPolicy::default(),
            now: None,
            previous,
            spill,
            unbuilt,
            urls: 0,
            warnings: Vec::new(),
            warnings_not_kept: 0,
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

    /// Adds one URL, with its [`fingerprint`](Url::with_fingerprint) when
    /// the application has one (any bytes: a hash of the rendered page, a
    /// row version, an `updated_at`).
    ///
    /// # Errors
    ///
    /// A URL outside the base under [`Check::Error`], or a spill that cannot
    /// be written. After an error the regeneration is spent.
    pub fn write(&mut self, url: &Url) -> Result<(), SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let result = self.write_inner(url);
        self.failed = result.is_err();
        result
    }

    fn write_inner(&mut self, url: &Url) -> Result<(), SiteError> {
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
            let warning = SiteWarning::new(kind, url, position, None);
            super::error::keep_warning(&mut self.warnings, &mut self.warnings_not_kept, warning);
        }
        let bucket = match &self.previous {
            Some(ledger) => ledger
                .files
                .partition_point(|file| file.first_loc.as_str() <= loc)
                .saturating_sub(1),
            None => 0,
        };
        let mut record = Vec::with_capacity(loc.len() + 160);
        record.extend_from_slice(loc.as_bytes());
        match url.fingerprint() {
            Some(fingerprint) => write!(
                record,
                "\t{:016x}\t",
                ledger::digest(fingerprint.as_bytes())
            ),
            None => write!(record, "\t-\t"),
        }
        .map_err(io_error)?;
        serde_json::to_writer(&mut record, url).map_err(|e| io_error(io::Error::other(e)))?;
        self.spill.push(bucket, record).map_err(io_error)?;
        self.urls = position;
        Ok(())
    }

    /// Adds one URL by its `loc` and fingerprint, building it only when
    /// they are not the ones published: a database's rows read in `loc`
    /// order, byte by byte (`ORDER BY loc COLLATE "C"` in PostgreSQL;
    /// SQLite's default), with a row version or `updated_at` as the
    /// fingerprint, regenerate without rendering the rows that did not
    /// change. Rows in another order are still right, only built.
    ///
    /// The fingerprint stands for the whole entry here: a URL whose `loc`
    /// (exactly as published, normalized) and fingerprint match the ledger
    /// is kept as published, with its `lastmod`, images and the rest, and
    /// `build` is not called. Otherwise `build` makes the URL, which takes
    /// this fingerprint, and it is written as by [`write`](Self::write).
    /// URLs given out of `loc` order are built, and written as well.
    ///
    /// # Errors
    ///
    /// As [`write`](Self::write), and when the published ledger cannot be
    /// read.
    ///
    /// ```
    /// use sitemap_core::site::{LastmodPolicy, Regeneration, SiteOptions};
    /// use sitemap_core::{BaseUrl, Loc, Url};
    ///
    /// let dir = std::env::temp_dir().join(format!("sitemap-write-with-doc-{}", std::process::id()));
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
    /// let rows = [("https://example.com/a", 1), ("https://example.com/b", 7)];
    /// let mut built = Vec::new();
    /// for _ in 0..2 {
    ///     let mut site = Regeneration::new(&dir, options.clone())?
    ///         .lastmod_policy(LastmodPolicy::Content);
    ///     for (loc, version) in rows {
    ///         site.write_with(loc, version.to_string(), || {
    ///             built.push(loc);
    ///             Url::new(Loc::parse(loc).expect("a loc from the table"))
    ///         })?;
    ///     }
    ///     site.finish()?;
    /// }
    /// // The second run built nothing: every row was as published.
    /// assert_eq!(built, ["https://example.com/a", "https://example.com/b"]);
    /// # std::fs::remove_dir_all(&dir)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write_with(
        &mut self,
        loc: &str,
        fingerprint: impl AsRef<[u8]>,
        build: impl FnOnce() -> Url,
    ) -> Result<(), SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let fingerprint = fingerprint.as_ref();
        if let Some(unbuilt) = &mut self.unbuilt {
            match unbuilt.keep(loc, ledger::digest(fingerprint)) {
                Ok(Some((bucket, digest))) => {
                    self.spill.count_kept(bucket, digest);
                    self.urls += 1;
                    return Ok(());
                }
                Ok(None) => {}
                Err(error) => {
                    self.failed = true;
                    return Err(io_error(error));
                }
            }
        }
        let mut url = build();
        url.set_fingerprint(Some(Fingerprint::new(fingerprint)));
        self.write(&url)
    }

    /// A URL given twice: the first is kept.
    fn duplicate(&mut self, url: &Url, position: u64) -> Result<(), SiteError> {
        match self.options.duplicates {
            Check::Off => Ok(()),
            Check::Error => Err(SiteError::at(
                SiteErrorKind::Duplicate,
                Some(url),
                position,
                None,
            )),
            Check::Warn => {
                let warning = SiteWarning::new(SiteErrorKind::Duplicate, url, position, None);
                super::error::keep_warning(
                    &mut self.warnings,
                    &mut self.warnings_not_kept,
                    warning,
                );
                Ok(())
            }
        }
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
        // Holding the directory now, what killed runs left can go, and the
        // published set must still be the one this run started from.
        super::spill::remove_stale(&self.dir).map_err(io_error)?;
        // The whole file table: marking URLs announced leaves the index
        // as it was but makes the ledger whole, which moves every file's
        // lines, and this run's pointers to them.
        let now_published = Ledger::current_table(&self.dir, &self.options).map_err(io_error)?;
        if now_published != self.previous {
            return Err(io_error(io::Error::other(
                "another run published into the folder, or marked URLs announced, while this \
                 one was reading its URLs; run again: it starts from what is there now",
            )));
        }
        let previous = self.previous.take();
        let old_generation = previous.as_ref().map_or(0, |ledger| ledger.generation);
        let referenced = previous
            .as_ref()
            .map(Ledger::referenced)
            .unwrap_or_default();
        let old_files = previous
            .as_ref()
            .map(|ledger| ledger.files.clone())
            .unwrap_or_default();
        let urls_path = self.spill_path("ledger-urls");
        // Every file holds what it held: told from the buckets' summaries
        // alone, nothing is read or copied.
        let written = match &previous {
            Some(ledger) if self.nothing_changed(ledger) => output::Written {
                files: ledger
                    .files
                    .iter()
                    .map(|old| Output::kept_file(&self.options, old))
                    .collect::<Result<_, _>>()?,
                ledger_files: ledger.files.clone(),
                counts: [0, 0, 0, ledger.files.iter().map(|f| f.entries as u64).sum()],
                urls: File::create(&urls_path).map_err(io_error)?,
                segments: Vec::new(),
            },
            _ => {
                let mut out = Output::new(self, generation, now, previous, &urls_path)?;
                for bucket in 0..old_files.len().max(1) {
                    out.bucket(bucket)?;
                }
                out.finish()?
            }
        };
        let output::Written {
            files,
            ledger_files,
            counts,
            urls,
            segments,
        } = written;
        let [added, changed, removed, unchanged] = counts;
        let same = files.iter().all(|file| file.unchanged) && files.len() == old_files.len();
        if same {
            // Nothing to publish: the set stays as it was, and what earlier
            // runs left beside it goes.
            let index = self.index_entry_of_published()?;
            let mut files = files;
            files.extend(index);
            let mut kept = files.clone();
            // The published ledger, and the earlier ones it points into.
            let like = files[files.len() - 1].clone();
            for generation in referenced.iter().chain([&old_generation]) {
                kept.push(self.kept_ledger(*generation, &like));
            }
            self.target.tidy(&kept).map_err(io_error)?;
            return Ok(ChangeReport {
                files,
                added,
                changed,
                removed,
                unchanged,
                published: false,
                warnings: std::mem::take(&mut self.warnings),
                warnings_not_kept: self.warnings_not_kept,
            });
        }
        drop(urls);
        let published = self.publish(generation, files, ledger_files, &segments, &urls_path)?;
        Ok(ChangeReport {
            files: published,
            added,
            changed,
            removed,
            unchanged,
            published: true,
            warnings: std::mem::take(&mut self.warnings),
            warnings_not_kept: self.warnings_not_kept,
        })
    }

    /// Writes the index over `files` and the ledger (the URL lines it holds
    /// taken from `segments`: earlier ledgers' or this run's, `written`),
    /// then publishes the set with the earlier ledgers the new one points
    /// into; returns its files, the index last.
    fn publish(
        &mut self,
        generation: u64,
        files: Vec<WrittenFile>,
        ledger_files: Vec<LedgerFile>,
        segments: &[output::Segment],
        written: &Path,
    ) -> Result<Vec<WrittenFile>, SiteError> {
        let index = self.write_index(&files)?;
        let referenced = ledger::pointed_into(&ledger_files, generation);
        let ledger_file =
            self.write_ledger(generation, &index.1, ledger_files, segments, written)?;
        let mut published = files;
        let mut commit = published.clone();
        // The earlier ledgers that hold kept files' lines stay as they are.
        for earlier in referenced {
            commit.push(self.kept_ledger(earlier, &ledger_file));
        }
        commit.push(ledger_file);
        commit.push(index.0.clone());
        self.target.commit(&commit).map_err(io_error)?;
        published.push(index.0);
        Ok(published)
    }

    /// The ledger of `generation`, in place, as a file of the set to keep
    /// (its other fields as `like`'s: a publish reads only the name).
    fn kept_ledger(&self, generation: u64, like: &WrittenFile) -> WrittenFile {
        let name = self.options.ledger_file_name(generation);
        WrittenFile {
            name: name.clone(),
            created_as: name,
            unchanged: true,
            ..like.clone()
        }
    }

    /// Whether every published file would hold exactly what it holds:
    /// same options, and each bucket's count and digest sum its file's.
    fn nothing_changed(&self, ledger: &Ledger) -> bool {
        ledger.options_digest == self.options_digest()
            && !ledger.files.is_empty()
            && ledger.files.iter().enumerate().all(|(bucket, old)| {
                self.spill.summary(bucket) == (old.digest, old.given)
                    && self.dir.join(&old.name).is_file()
            })
    }

    /// A digest of the options that shape the files' bytes and names.
    fn options_digest(&self) -> u64 {
        options_digest(&self.options)
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

    /// Writes the ledger: its head, then the URL lines it holds, each run
    /// copied once from an earlier generation's ledger or from this
    /// generation's lines (`written`).
    fn write_ledger(
        &mut self,
        generation: u64,
        index_digest: &u64,
        files: Vec<LedgerFile>,
        segments: &[output::Segment],
        written: &Path,
    ) -> Result<WrittenFile, SiteError> {
        let name = self.options.ledger_file_name(generation);
        let fail = |error| SiteError::at(SiteErrorKind::Io(error), None, 0, Some(name.clone()));
        let ledger = Ledger {
            generation,
            index_digest: *index_digest,
            options_digest: self.options_digest(),
            files,
            urls_at: 0,
            path: self.dir.join(&name),
        };
        let mut sink = self.target.create(&name).map_err(fail)?;
        ledger.write_head(&mut sink).map_err(fail)?;
        let mut open: Option<File> = None;
        let mut copied = 0;
        for segment in segments {
            let run = match *segment {
                output::Segment::Copied {
                    generation,
                    start,
                    len,
                } => {
                    let path = self.dir.join(self.options.ledger_file_name(generation));
                    let mut lines = ledger::open_range(&path, start, len).map_err(fail)?;
                    io::copy(&mut lines, &mut sink).map_err(fail)?
                }
                output::Segment::Written { start, len } => {
                    let file = match &mut open {
                        Some(file) => file,
                        slot => slot.insert(File::open(written).map_err(fail)?),
                    };
                    file.seek(SeekFrom::Start(start)).map_err(fail)?;
                    let run = io::copy(&mut Read::by_ref(file).take(len), &mut sink);
                    let run = run.map_err(fail)?;
                    if run != len {
                        return Err(fail(io::Error::new(
                            io::ErrorKind::UnexpectedEof,
                            "this generation's URL lines ended early; run again",
                        )));
                    }
                    run
                }
            };
            copied += run;
        }
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
