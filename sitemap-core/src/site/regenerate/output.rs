//! The new generation, written bucket by bucket: a published file kept as
//! it is, or its range rewritten from its bucket, merged with the
//! published ledger's lines of the range.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter};
use std::path::Path;

use super::super::encoder::{CountingWriter, Encoder};
use super::super::file::{FileWriter, SiteFile, close_file};
use super::super::ledger::{self, Ledger, LedgerEntry, LedgerFile, Lines};
use super::super::spill::Sorted;
use super::super::{SiteError, SiteErrorKind, Target, WrittenFile, newer};
use super::unbuilt::Published;
use super::{LastmodPolicy, Regeneration, io_error};
use crate::{DocumentKind, LastMod, Url, WriteError};

/// A sitemap file being written.
struct OpenOutput {
    name: String,
    writer: SiteFile<BufWriter<File>>,
    first_loc: String,
    newest: Option<LastMod>,
    /// The sum of the digests of the entries given for it, duplicates
    /// included, and how many there were.
    digest: u64,
    given: u64,
}

/// The published ledger's lines of one file's range.
struct RangeLines {
    lines: io::Take<BufReader<ledger::SharedFile>>,
    line: String,
    peeked: Option<LedgerEntry>,
    file: usize,
    /// The number of lines read from the range.
    read: usize,
}

impl RangeLines {
    fn open(path: &Path, start: u64, length: u64, file: usize) -> io::Result<RangeLines> {
        Ok(RangeLines {
            lines: ledger::open_range(path, start, length)?,
            line: String::new(),
            peeked: None,
            file,
            read: 0,
        })
    }

    fn peek(&mut self) -> io::Result<Option<&LedgerEntry>> {
        if self.peeked.is_none() {
            self.line.clear();
            if self.lines.read_line(&mut self.line)? > 0 {
                let entry = ledger::parse_entry(&self.line, self.file).map_err(|what| {
                    io::Error::new(
                        io::ErrorKind::InvalidData,
                        format!("the ledger's range of file {} has {what}", self.file),
                    )
                })?;
                self.peeked = Some(entry);
                self.read += 1;
            }
        }
        Ok(self.peeked.as_ref())
    }

    fn take(&mut self) -> Option<LedgerEntry> {
        self.peeked.take()
    }

    /// The number of the peeked line within the range.
    fn peeked_index(&self) -> usize {
        self.read.saturating_sub(1)
    }
}

/// A published file that does not hold what its ledger says.
fn damaged(name: &str, what: &str) -> SiteError {
    io_error(io::Error::new(
        io::ErrorKind::InvalidData,
        format!(
            "the published `{name}` does not match the ledger ({what}): it was changed or \
             removed by hand; remove the folder's ledger (`*.ledger-*.tsv`) to regenerate every \
             file from the URLs given"
        ),
    ))
}

/// A run of the URL lines written into the new ledger: a kept file's,
/// copied from the ledger of the generation that wrote them, or written by
/// this generation into its temporary file.
#[derive(Debug, Clone, Copy)]
pub(super) enum Segment {
    Copied {
        generation: u64,
        start: u64,
        len: u64,
    },
    Written {
        start: u64,
        len: u64,
    },
}

/// What a generation wrote.
pub(super) struct Written {
    pub(super) files: Vec<WrittenFile>,
    pub(super) ledger_files: Vec<LedgerFile>,
    /// Added, changed, removed, unchanged.
    pub(super) counts: [u64; 4],
    /// The new ledger's URL lines written by this generation.
    pub(super) urls: File,
    /// The new ledger's URL lines in order.
    pub(super) segments: Vec<Segment>,
}

/// The new generation as it is written.
pub(super) struct Output<'a> {
    regeneration: &'a mut Regeneration,
    generation: u64,
    now: LastMod,
    previous: Option<Ledger>,
    ledger_path: Option<std::path::PathBuf>,
    /// The new ledger's URL lines, and their bytes not yet given to a file.
    urls: BufWriter<File>,
    /// Bytes written to `urls`.
    written: u64,
    segments: Vec<Segment>,
    unattributed: u64,
    /// The start of the range being rewritten, for its first file.
    range_start: Option<String>,
    /// The options changed since the published set: no file is kept.
    rewrite_all: bool,
    /// The earlier ledgers the published one points into hold more than
    /// twice the lines in use: kept files' lines are copied into the new
    /// ledger, and those ledgers go.
    copy_kept: bool,
    files: Vec<WrittenFile>,
    ledger_files: Vec<LedgerFile>,
    /// Added, changed, removed, unchanged.
    counts: [u64; 4],
}

impl<'a> Output<'a> {
    pub(super) fn new(
        regeneration: &'a mut Regeneration,
        generation: u64,
        now: LastMod,
        previous: Option<Ledger>,
        urls_path: &Path,
    ) -> Result<Output<'a>, SiteError> {
        let rewrite_all = previous
            .as_ref()
            .is_some_and(|ledger| ledger.options_digest != regeneration.options_digest());
        let ledger_path = previous.as_ref().map(|ledger| {
            regeneration
                .dir
                .join(regeneration.options.ledger_file_name(ledger.generation))
        });
        let copy_kept = previous
            .as_ref()
            .is_some_and(|ledger| outgrown(ledger, &regeneration.dir, &regeneration.options));
        Ok(Output {
            regeneration,
            generation,
            now,
            previous,
            ledger_path,
            urls: BufWriter::with_capacity(64 * 1024, File::create(urls_path).map_err(io_error)?),
            written: 0,
            segments: Vec::new(),
            unattributed: 0,
            range_start: None,
            rewrite_all,
            copy_kept,
            files: Vec::new(),
            ledger_files: Vec::new(),
            counts: [0; 4],
        })
    }

    pub(super) fn finish(mut self) -> Result<Written, SiteError> {
        self.attribute_to_last();
        let urls = self
            .urls
            .into_inner()
            .map_err(|e| io_error(e.into_error()))?;
        Ok(Written {
            files: self.files,
            ledger_files: self.ledger_files,
            counts: self.counts,
            urls,
            segments: self.segments,
        })
    }

    /// One bucket: the published file kept when nothing in its range
    /// changed, else the range rewritten.
    pub(super) fn bucket(&mut self, bucket: usize) -> Result<(), SiteError> {
        let (digest, count) = self.regeneration.spill.summary(bucket);
        let old = self
            .previous
            .as_ref()
            .and_then(|ledger| ledger.files.get(bucket).cloned());
        if let Some(old) = &old
            && !self.rewrite_all
            && count == old.given
            && digest == old.digest
            && self.regeneration.dir.join(&old.name).is_file()
        {
            return self.keep(bucket, old);
        }
        self.rewrite(bucket, old.as_ref())
    }

    /// A published file kept as it is, as a written file.
    pub(super) fn kept_file(
        options: &super::super::SiteOptions,
        old: &LedgerFile,
    ) -> Result<WrittenFile, SiteError> {
        Ok(WrittenFile {
            loc: options.file_loc(&old.name)?,
            name: old.name.clone(),
            created_as: old.name.clone(),
            kind: DocumentKind::UrlSet,
            entries: old.entries,
            bytes: old.bytes,
            stored_bytes: old.stored_bytes,
            lastmod: old.lastmod,
            unchanged: true,
        })
    }

    /// Where the lines of published file `bucket` are: the ledger, where.
    fn range_of(&self, bucket: usize) -> Result<(std::path::PathBuf, Lines), SiteError> {
        let ledger = self
            .previous
            .as_ref()
            .expect("a range of a published ledger");
        let lines = ledger.lines_of(&ledger.files[bucket]).map_err(io_error)?;
        let path = ledger.path_of(lines.generation).map_err(io_error)?;
        Ok((path, lines))
    }

    /// Keeps a published file: its ledger lines stay where they were
    /// written, and the new ledger points to them; they are copied into
    /// it when earlier ledgers have outgrown what is in use, or when this
    /// generation wrote lines into the file's range (removals before it).
    fn keep(&mut self, bucket: usize, old: &LedgerFile) -> Result<(), SiteError> {
        self.regeneration.spill.discard(bucket).map_err(io_error)?;
        let (path, lines) = self.range_of(bucket)?;
        // Its lines must be there for the ledgers that point to them.
        ledger::open_range(&path, lines.start, old.urls_bytes).map_err(io_error)?;
        self.counts[3] += old.entries as u64;
        self.files
            .push(Output::kept_file(&self.regeneration.options, old)?);
        let mut kept = old.clone();
        if self.copy_kept || self.unattributed > 0 {
            self.segments.push(Segment::Copied {
                generation: lines.generation,
                start: lines.start,
                len: old.urls_bytes,
            });
            kept.lines = None;
            kept.urls_bytes += std::mem::take(&mut self.unattributed);
        } else {
            kept.lines = Some(lines);
        }
        self.ledger_files.push(kept);
        Ok(())
    }

    /// Rewrites a range: its new and changed entries merged with its
    /// unchanged ones, all from the bucket, and the published ledger's lines
    /// of the range, which carry `lastmod`s over and tell what changed.
    fn rewrite(&mut self, bucket: usize, old: Option<&LedgerFile>) -> Result<(), SiteError> {
        self.range_start = old.map(|old| old.first_loc.clone());
        let (_, count) = self.regeneration.spill.summary(bucket);
        // A range that fits stays one file; one that does not (the first
        // generation's, or a file that grew past the limits) is split.
        let cap = self.regeneration.options.urls_per_file(count);
        let mut lines = match (old, &self.ledger_path) {
            (Some(old), Some(_)) => {
                let (path, at) = self.range_of(bucket)?;
                Some(RangeLines::open(&path, at.start, old.urls_bytes, bucket).map_err(io_error)?)
            }
            _ => None,
        };
        // URLs kept unbuilt in this range are read back from its file.
        let mut published = match (old, &self.regeneration.unbuilt) {
            (Some(old), Some(unbuilt)) if unbuilt.any_kept(bucket) => Some(
                Published::open(&self.regeneration.dir.join(&old.name))
                    .map_err(|_| damaged(&old.name, "it cannot be read"))?,
            ),
            _ => None,
        };
        let mut sorted = self.regeneration.spill.take(bucket).map_err(io_error)?;
        let mut next = next_given(&mut sorted)?;
        let mut current: Option<OpenOutput> = None;
        loop {
            let (old_line, kept) = match &mut lines {
                Some(lines) => {
                    let line = lines.peek().map_err(io_error)?.cloned();
                    let index = lines.peeked_index();
                    let kept = line.is_some()
                        && self
                            .regeneration
                            .unbuilt
                            .as_ref()
                            .is_some_and(|unbuilt| unbuilt.is_kept(bucket, index));
                    (line, kept)
                }
                None => (None, false),
            };
            // A line kept unbuilt was given first: a URL of the same `loc`
            // given after it is a duplicate.
            let take_given = match (&next, &old_line) {
                (None, None) => break,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (Some(given), Some(line)) if kept => given.loc.as_str() < line.loc.as_str(),
                (Some(given), Some(line)) => given.loc.as_str() <= line.loc.as_str(),
            };
            if !take_given && kept {
                let Some(line) = lines.as_mut().and_then(RangeLines::take) else {
                    break;
                };
                let name = old.map_or("", |old| old.name.as_str());
                let url = match published.as_mut() {
                    Some(file) => file
                        .entry(&line)
                        .map_err(|e| damaged(name, &e.to_string()))?,
                    None => return Err(damaged(name, "a kept URL without its file")),
                };
                // As published: a text file holds no `lastmod`, the ledger does.
                let mut url = url;
                url.set_lastmod(line.lastmod);
                let (after, duplicates) = self.duplicates_of(&line.loc, next, &mut sorted)?;
                next = after;
                let given = Given {
                    loc: line.loc.clone(),
                    fingerprint: line.fingerprint,
                    url,
                    digest: line.digest,
                };
                self.given(&mut current, given, Some(line), cap)?;
                count_duplicates(&mut current, duplicates);
                continue;
            }
            if take_given {
                let Some(given) = next.take() else {
                    break;
                };
                next = next_given(&mut sorted)?;
                let (after, duplicates) = self.duplicates_of(&given.loc, next, &mut sorted)?;
                next = after;
                let previous = match old_line {
                    Some(line) if line.loc == given.loc => {
                        lines.as_mut().and_then(RangeLines::take);
                        // A URL removed earlier and given again is new.
                        line.file.is_some().then_some(line)
                    }
                    _ => None,
                };
                self.given(&mut current, given, previous, cap)?;
                count_duplicates(&mut current, duplicates);
            } else {
                let Some(line) = lines.as_mut().and_then(RangeLines::take) else {
                    break;
                };
                self.passed_over(line)?;
            }
        }
        self.close(current)?;
        self.range_start = None;
        self.attribute_to_last();
        Ok(())
    }

    /// Gives the lines written since the last file was closed (removals
    /// past its range's last URL, or a whole range emptied) to the last
    /// file, whose range they end. A last file kept by pointing to its
    /// lines is made inline first: its lines are copied into the new
    /// ledger just before these, so that its range stays contiguous.
    fn attribute_to_last(&mut self) {
        let bytes = std::mem::take(&mut self.unattributed);
        let Some(last) = self.ledger_files.last_mut() else {
            // Nothing before them: the next file's range takes them.
            self.unattributed = bytes;
            return;
        };
        if bytes == 0 {
            return;
        }
        if let Some(lines) = last.lines.take() {
            // The lines were the last written: the tail of the last segment.
            let split_at = self.written - bytes;
            let kept = Segment::Copied {
                generation: lines.generation,
                start: lines.start,
                len: last.urls_bytes,
            };
            match self.segments.pop() {
                Some(Segment::Written { start, len }) if start < split_at => {
                    self.segments.push(Segment::Written {
                        start,
                        len: split_at - start,
                    });
                    self.segments.push(kept);
                    self.segments.push(Segment::Written {
                        start: split_at,
                        len: start + len - split_at,
                    });
                }
                Some(written) => {
                    self.segments.push(kept);
                    self.segments.push(written);
                }
                None => self.segments.push(kept),
            }
        }
        last.urls_bytes += bytes;
    }

    /// Passes the given records of `loc` after the first (the first is
    /// kept), reporting each; returns the next record of another `loc`, and
    /// how many were passed with the sum of their digests, to count with
    /// the file the first went to.
    fn duplicates_of(
        &mut self,
        loc: &str,
        mut next: Option<Given>,
        sorted: &mut Sorted,
    ) -> Result<(Option<Given>, (u64, u64)), SiteError> {
        let mut passed = (0u64, 0u64);
        while let Some(again) = &next
            && again.loc == loc
        {
            self.regeneration.duplicate(&again.url, 0)?;
            passed = (passed.0 + 1, passed.1.wrapping_add(again.digest));
            next = next_given(sorted)?;
        }
        Ok((next, passed))
    }

    /// A new or changed entry.
    fn given(
        &mut self,
        current: &mut Option<OpenOutput>,
        given: Given,
        previous: Option<LedgerEntry>,
        cap: usize,
    ) -> Result<(), SiteError> {
        let Given {
            mut url,
            fingerprint,
            digest,
            ..
        } = given;
        // The fingerprint is the application's word on content; without
        // one, the entry as given is compared.
        let same = previous
            .as_ref()
            .is_some_and(|p| match (p.fingerprint, fingerprint) {
                (Some(before), Some(now)) => before == now,
                (None, None) => p.digest == digest,
                _ => false,
            });
        let status = match &previous {
            None => 0,
            Some(_) if !same => 1,
            Some(_) => 3,
        };
        self.counts[status] += 1;
        if self.regeneration.policy == LastmodPolicy::Content
            && fingerprint.is_some()
            && self.previous.is_some()
        {
            let lastmod = match &previous {
                Some(p) if same => p.lastmod,
                _ => Some(self.now),
            };
            url.set_lastmod(lastmod);
        }
        let number = self.write_url(current, &url, digest, cap)?;
        let entry = LedgerEntry {
            loc: url.loc().as_str().to_owned(),
            fingerprint,
            lastmod: url.lastmod(),
            file: Some(number),
            announced: same && previous.as_ref().is_some_and(|p| p.announced),
            digest,
        };
        self.write_line(&entry)
    }

    /// A published line of the range that no URL given matches: a URL
    /// removed now, recorded as such until announced, or one removed
    /// earlier, kept until announced.
    fn passed_over(&mut self, mut line: LedgerEntry) -> Result<(), SiteError> {
        if line.file.is_none() {
            return if line.announced {
                Ok(())
            } else {
                self.write_line(&line)
            };
        }
        self.counts[2] += 1;
        line.file = None;
        line.fingerprint = None;
        line.lastmod = None;
        line.announced = false;
        self.write_line(&line)
    }

    fn write_line(&mut self, entry: &LedgerEntry) -> Result<(), SiteError> {
        let bytes = ledger::write_entry(&mut self.urls, entry).map_err(io_error)?;
        match self.segments.last_mut() {
            Some(Segment::Written { len, .. }) => *len += bytes,
            _ => self.segments.push(Segment::Written {
                start: self.written,
                len: bytes,
            }),
        }
        self.written += bytes;
        self.unattributed += bytes;
        Ok(())
    }

    /// Writes a URL into the open file, opening the next when it is full;
    /// returns the number of the file it went to.
    fn write_url(
        &mut self,
        current: &mut Option<OpenOutput>,
        url: &Url,
        digest: u64,
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
                    file.digest = file.digest.wrapping_add(digest);
                    file.given += 1;
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
        // The first file of a rewritten range keeps the range's start, so a
        // URL that sorts below its first entry (one removed, and its line
        // kept until announced) still belongs to it.
        let first_loc = match self.range_start.take() {
            Some(start) if start.as_str() < first_loc => start,
            _ => first_loc.to_owned(),
        };
        let first_loc = first_loc.as_str();
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
            newest: None,
            digest: 0,
            given: 0,
        })
    }

    fn close(&mut self, file: Option<OpenOutput>) -> Result<(), SiteError> {
        let Some(file) = file else {
            return Ok(());
        };
        let (entries, bytes, stored_bytes) =
            close_file(&mut self.regeneration.target, &file.name, file.writer, 0)?;
        let loc = self.regeneration.options.file_loc(&file.name)?;
        self.ledger_files.push(LedgerFile {
            name: file.name.clone(),
            first_loc: file.first_loc,
            entries,
            bytes,
            stored_bytes,
            given: file.given,
            digest: file.digest,
            lastmod: file.newest,
            urls_bytes: std::mem::take(&mut self.unattributed),
            lines: None,
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

/// Counts duplicates with the file their first went to, as the next
/// generation's bucket counts what it is given.
fn count_duplicates(current: &mut Option<OpenOutput>, (count, digest): (u64, u64)) {
    if let Some(file) = current.as_mut() {
        file.given += count;
        file.digest = file.digest.wrapping_add(digest);
    }
}

/// A new or changed entry, as given.
struct Given {
    loc: String,
    fingerprint: Option<u64>,
    url: Url,
    /// The digest of its record, for the next generation to compare.
    digest: u64,
}

/// The next given record of a bucket.
fn next_given(sorted: &mut Sorted) -> Result<Option<Given>, SiteError> {
    let Some(record) = sorted.next_record().map_err(io_error)? else {
        return Ok(None);
    };
    let digest = ledger::entry_digest(&record);
    let mut fields = record.splitn(3, |&b| b == b'\t');
    let (Some(loc), Some(fingerprint), Some(json)) = (fields.next(), fields.next(), fields.next())
    else {
        return Err(io_error(io::Error::other(
            "a spilled record without its fields",
        )));
    };
    let url: Url = serde_json::from_slice(json).map_err(|e| io_error(io::Error::other(e)))?;
    let fingerprint = std::str::from_utf8(fingerprint)
        .ok()
        .and_then(|hex| u64::from_str_radix(hex, 16).ok());
    Ok(Some(Given {
        loc: String::from_utf8_lossy(loc).into_owned(),
        fingerprint,
        url,
        digest,
    }))
}

/// Whether the ledgers `ledger` needs (its own and those it points into)
/// hold more than twice the lines its files use: then the next ledger is
/// made whole again, and the earlier ones go.
fn outgrown(ledger: &Ledger, dir: &Path, options: &super::super::SiteOptions) -> bool {
    let in_use = ledger
        .files
        .iter()
        .fold(0u64, |sum, file| sum.saturating_add(file.urls_bytes));
    let held: u64 = ledger
        .referenced()
        .into_iter()
        .chain([ledger.generation])
        .filter_map(|generation| {
            std::fs::metadata(dir.join(options.ledger_file_name(generation))).ok()
        })
        .fold(0u64, |sum, metadata| sum.saturating_add(metadata.len()));
    held > in_use.saturating_mul(2)
}
