//! A site written in parts and published as one: each part is a site of its
//! own, written by a [`Regeneration`] (one per task of a cluster job), and
//! holds a range of `loc`s after the previous part's. Assembling copies the
//! parts' files under the site's names and joins their ledgers; no URL is
//! read again, so the one step that cannot be spread costs a copy of the
//! bytes.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Seek, SeekFrom, Write};
use std::path::Path;

use super::output::{Output, Segment};
use super::{ChangeReport, Regeneration, io_error};
use crate::site::ledger::{Ledger, LedgerFile};
use crate::site::{SiteError, SiteErrorKind, Target, WrittenFile};

/// A part that cannot be assembled, with what to do.
fn refused(message: String) -> SiteError {
    SiteError::options(message)
}

impl Regeneration {
    /// Publishes the sites in `parts`, in order, as this site's first
    /// generation: their sitemap files under this site's names (bytes
    /// unchanged), one index, and one ledger joining theirs, atomically as
    /// [`finish`](Self::finish) publishes. Each part must have been written
    /// by a `Regeneration` with the same options, as a first generation into
    /// a folder of its own (a part regenerated since, which records removed
    /// URLs, is refused), and hold only `loc`s after the previous part's.
    ///
    /// Cut the sorted URLs into parts of whole files
    /// ([`SiteOptions::urls_per_file`](crate::site::SiteOptions::urls_per_file)
    /// of the total, one file a part) and the assembled site is the one a
    /// single `Regeneration` writes from the same URLs, byte for byte. A
    /// part whose file closed early at the byte limit still assembles into
    /// a valid site, with one more file than a single writer makes.
    ///
    /// # Errors
    ///
    /// When URLs were written to this regeneration itself, its folder
    /// already holds a published set (assemble into an empty folder, then
    /// regenerate it incrementally), a part is missing, was written with
    /// other options or overlaps the previous one, or a file cannot be
    /// copied. Nothing is published then.
    ///
    /// ```
    /// use sitemap_core::site::{Regeneration, SiteOptions};
    /// use sitemap_core::{BaseUrl, Loc, Url};
    ///
    /// let scratch = std::env::temp_dir().join(format!("sitemap-assemble-doc-{}", std::process::id()));
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
    /// let mut parts = Vec::new();
    /// for (n, range) in [["a", "b"], ["c", "d"]].iter().enumerate() {
    ///     let part = scratch.join(format!("part-{n}"));
    ///     let mut site = Regeneration::new(&part, options.clone())?;
    ///     for path in range {
    ///         site.write(&Url::new(Loc::parse(&format!("https://example.com/{path}"))?))?;
    ///     }
    ///     site.finish()?;
    ///     parts.push(part);
    /// }
    /// let report = Regeneration::new(scratch.join("site"), options)?.assemble(&parts)?;
    /// assert_eq!(report.added, 4);
    /// assert_eq!(report.rewritten().collect::<Vec<_>>(), ["sitemap-1.xml", "sitemap-2.xml"]);
    /// # std::fs::remove_dir_all(&scratch)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn assemble<P: AsRef<Path>>(mut self, parts: &[P]) -> Result<ChangeReport, SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let result = self.assemble_inner(parts);
        if result.is_err() {
            self.target.abort();
        }
        result
    }

    fn assemble_inner<P: AsRef<Path>>(&mut self, parts: &[P]) -> Result<ChangeReport, SiteError> {
        if self.urls > 0 {
            return Err(refused(
                "assemble publishes parts; the URLs written to this regeneration would be \
                 lost: write them into a part"
                    .to_owned(),
            ));
        }
        if self.previous.is_some() {
            return Err(refused(format!(
                "{} already holds a published set with a ledger; assemble writes a first \
                 generation: assemble into an empty folder, then regenerate it",
                self.dir.display()
            )));
        }
        if parts.is_empty() {
            return Err(SiteError::at(SiteErrorKind::Empty, None, 0, None));
        }
        let generation = self.target.begin(&self.options).map_err(io_error)?;
        crate::site::spill::remove_stale(&self.dir).map_err(io_error)?;
        if Ledger::current(&self.dir, &self.options)
            .map_err(io_error)?
            .is_some()
        {
            return Err(io_error(io::Error::other(
                "another run published into the folder while this one started; assemble into \
                 an empty folder",
            )));
        }
        let urls_path = self.spill_path("ledger-urls");
        let mut urls =
            BufWriter::with_capacity(64 * 1024, File::create(&urls_path).map_err(io_error)?);
        let mut written = 0u64;
        let mut files: Vec<WrittenFile> = Vec::new();
        let mut ledger_files: Vec<LedgerFile> = Vec::new();
        let mut last_loc: Option<String> = None;
        for part in parts {
            let part = part.as_ref();
            let Some((ledger, _)) = Ledger::current(part, &self.options).map_err(io_error)? else {
                return Err(refused(format!(
                    "{} holds no site written with these options (no index with its ledger): \
                     write each part with a Regeneration and the same options",
                    part.display()
                )));
            };
            if ledger.options_digest != self.options_digest() {
                return Err(refused(format!(
                    "{} was written with other options (base, names, gzip, limits…) than this \
                     site's: write every part with the same options",
                    part.display()
                )));
            }
            if !ledger.referenced().is_empty() {
                return Err(refused(format!(
                    "{} was regenerated (its ledger points into earlier ones): a part must be a \
                     first generation, written into an empty folder",
                    part.display()
                )));
            }
            let ledger_path = part.join(self.options.ledger_file_name(ledger.generation));
            let (bytes, first, last) =
                copy_url_lines(&ledger_path, ledger.urls_at, &mut urls).map_err(io_error)?;
            let listed: u64 = ledger.files.iter().map(|file| file.urls_bytes).sum();
            if bytes != listed {
                return Err(refused(format!(
                    "{}'s ledger holds {bytes} bytes of URL lines where its files list {listed}: \
                     the part was changed after it was written; write it again",
                    ledger_path.display()
                )));
            }
            if let (Some(first), Some(before)) = (&first, &last_loc)
                && first.as_str() <= before.as_str()
            {
                return Err(refused(format!(
                    "{} starts at {first}, not after the previous part's last URL {before}: give \
                     the parts in `loc` order, each a range of its own (a URL in two parts would \
                     be listed twice)",
                    part.display()
                )));
            }
            if last.is_some() {
                last_loc = last;
            }
            written += bytes;
            for file in &ledger.files {
                let name = self
                    .options
                    .sitemap_file_name_in(generation, files.len() + 1);
                let copied = self.copy_file(&part.join(&file.name), &name)?;
                if copied != file.stored_bytes {
                    return Err(refused(format!(
                        "{} holds {copied} bytes where its ledger says {}: the part was changed \
                         after it was written; write it again",
                        part.join(&file.name).display(),
                        file.stored_bytes
                    )));
                }
                let renamed = LedgerFile {
                    name,
                    // Copied into the new ledger, after the files before.
                    lines: None,
                    ..file.clone()
                };
                // As a published file is listed, only written anew.
                files.push(WrittenFile {
                    unchanged: false,
                    ..Output::kept_file(&self.options, &renamed)?
                });
                ledger_files.push(renamed);
            }
        }
        urls.flush().map_err(io_error)?;
        drop(urls);
        let added = files.iter().map(|file| file.entries as u64).sum();
        let segments = [Segment::Written {
            start: 0,
            len: written,
        }];
        let published = self.publish(generation, files, ledger_files, &segments, &urls_path)?;
        Ok(ChangeReport {
            files: published,
            added,
            changed: 0,
            removed: 0,
            unchanged: 0,
            published: true,
            warnings: Vec::new(),
            warnings_not_kept: 0,
        })
    }

    /// Copies a part's file into the new set as `name`; returns its bytes.
    fn copy_file(&mut self, from: &Path, name: &str) -> Result<u64, SiteError> {
        let fail = |error| SiteError::at(SiteErrorKind::Io(error), None, 0, Some(name.to_owned()));
        let mut source = File::open(from).map_err(fail)?;
        let mut sink = self.target.create(name).map_err(fail)?;
        let copied = io::copy(&mut source, &mut sink).map_err(fail)?;
        sink.flush().map_err(fail)?;
        self.target.finish(name, sink).map_err(fail)?;
        Ok(copied)
    }
}

/// Copies a ledger's URL lines (from `start` to its end) to `out`; returns
/// their bytes and the first and last `loc`.
fn copy_url_lines(
    path: &Path,
    start: u64,
    out: &mut impl Write,
) -> io::Result<(u64, Option<String>, Option<String>)> {
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(start))?;
    let mut lines = BufReader::with_capacity(64 * 1024, file);
    let mut line = Vec::new();
    let mut bytes = 0u64;
    let mut first = None;
    let mut last = Vec::new();
    loop {
        line.clear();
        if lines.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        // `U`, then the `loc`; the state last.
        let loc = line.split(|&b| b == b'\t').nth(1).unwrap_or_default();
        let state = line.trim_ascii_end().rsplit(|&b| b == b'\t').next();
        if matches!(state, Some(b"r" | b"x")) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "{} records URLs removed from an earlier generation: a part must be a \
                     first generation, written into an empty folder",
                    path.display()
                ),
            ));
        }
        if first.is_none() {
            first = Some(String::from_utf8_lossy(loc).into_owned());
        }
        last.clear();
        last.extend_from_slice(loc);
        out.write_all(&line)?;
        bytes += line.len() as u64;
    }
    let last = (bytes > 0).then(|| String::from_utf8_lossy(&last).into_owned());
    Ok((bytes, first, last))
}
