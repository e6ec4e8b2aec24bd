//! The ledger published with each generation of a site written by a
//! [`Regeneration`](super::Regeneration): what the next generation needs to
//! keep files stable and `lastmod`s honest.
//!
//! # Format
//!
//! UTF-8 text, one record a line, fields separated by tabs (a URL holds no
//! tab or line break; tabs are shown as two spaces below), in three
//! parts:
//!
//! ```text
//! #sitemap-ledger 3  generation=3  index=9f2c4a1be0d37a55  options=0b1e5d7c9a2f4e61
//! F  sitemap-1-1.xml.gz  https://example.com/a  45000  45000  9437184  1887437  77a0e3c1d2b45f68  2026-11-28T09:00:00Z  3204117  1@391
//! F  sitemap-3-2.xml.gz  https://example.com/m  45000  45000  9437184  1887437  0d6e2b19a7c3f584  2026-11-29T09:00:00Z  3204117  -
//! U  https://example.com/m  c0ffee00c0ffee00  2026-11-29T09:00:00Z  5be3a1f0d2c47e19  p
//! ```
//!
//! - the header: the format's version, the generation whose names the new
//!   files took, a digest of the published index's bytes, so that a reader
//!   of the directory takes the ledger that matches the index it sees
//!   (during a publish both the old and the new ledger exist), and a digest
//!   of the options that shape the files (gzip, text, limits, names…): when
//!   they change, every file is rewritten;
//! - `F`, one per sitemap file in index order: its name, the first `loc`
//!   it holds (files hold contiguous ranges of `loc`s in byte order), its
//!   URL count, the count of entries given for it (duplicates included),
//!   its uncompressed and stored sizes, the sum of the given entries'
//!   digests, its newest `lastmod` (`-` for none), the length in bytes
//!   of its `U` lines, and where they are: `-` in this ledger, after the
//!   lines of the files before it marked `-`; `G@OFFSET` at that byte of
//!   the ledger of generation `G`, which wrote them. A file kept as it was
//!   keeps its lines where they were written, so a generation writes the
//!   lines of the files it rewrote, not the whole site's; a ledger stays
//!   while one of the current ledger's files points into it, and the
//!   kept lines are copied again (the ledger made whole) once the ledgers
//!   pointed into hold more than twice the lines in use. Version 2 had no
//!   such field: every file's lines were in the ledger itself;
//! - `U`, one per URL in `loc` byte order, each in the range of the file
//!   whose `U` bytes hold it: the `loc`, the digest of the fingerprint the
//!   application gave (`-` for none), the `lastmod` it was published with
//!   (`-` for none), the digest of the entry as given (its values and
//!   fingerprint: an unchanged digest means an unchanged entry), and its
//!   state: `p` published and not announced since it changed, `a`
//!   announced, `r` removed and not announced as such, `x` removed and
//!   announced (dropped when its range is next rewritten).
//!
//! States are one character, so marking URLs announced rewrites no byte
//! range; marking writes the ledger whole, every file's lines in it. On
//! disk a URL costs its `loc` plus about 70 bytes; reading or writing a
//! ledger streams the `U` lines, so memory holds the file table.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;

use crate::LastMod;

/// The first field of a ledger's header line.
const MAGIC: &str = "#sitemap-ledger 3";

/// The header of a ledger of version 2, still read: every file's lines
/// in the ledger itself.
const MAGIC_2: &str = "#sitemap-ledger 2";

/// A 64-bit digest: stable across runs, platforms and releases (a digest
/// written by one version is compared by the next), and fast on the short
/// inputs it takes (a `loc`, an entry): eight bytes a step, each mixed in by
/// a rotation and a multiplication (as rustc's FxHash does), the length
/// last, then a final avalanche (from MurmurHash3) so that every input bit
/// reaches every output bit. Not a defence against chosen collisions: the
/// inputs are the application's own.
pub(crate) fn digest(bytes: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut hash: u64 = 0;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        hash = (hash.rotate_left(5) ^ word).wrapping_mul(K);
    }
    let mut tail = [0u8; 8];
    tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    hash = (hash.rotate_left(5) ^ u64::from_le_bytes(tail)).wrapping_mul(K);
    hash = (hash.rotate_left(5) ^ bytes.len() as u64).wrapping_mul(K);
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    hash ^ (hash >> 33)
}

/// The digest of one entry as given (its serialized form and fingerprint).
pub(crate) fn entry_digest(record: &[u8]) -> u64 {
    digest(record)
}

/// One sitemap file of a published generation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerFile {
    /// Its name in the directory.
    pub name: String,
    /// The first `loc` it holds: the start of its range.
    pub first_loc: String,
    /// URLs in it.
    pub entries: usize,
    /// The entries given for it, duplicates included: with `digest`, what
    /// tells that the URLs given for its range are the ones it holds.
    pub given: u64,
    /// Uncompressed size.
    pub bytes: u64,
    /// Size as stored.
    pub stored_bytes: u64,
    /// The sum of the digests of the entries given for it.
    pub digest: u64,
    /// Its newest `lastmod`.
    pub lastmod: Option<LastMod>,
    /// The length in bytes of its `U` lines.
    pub urls_bytes: u64,
    /// Where its `U` lines are: `None` for a file table being written, in
    /// the ledger it is written into; read, always where they are.
    pub(crate) lines: Option<Lines>,
}

/// Where a file's `U` lines are: at `start` in the ledger of `generation`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Lines {
    pub(crate) generation: u64,
    pub(crate) start: u64,
}

/// One URL of a published generation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerEntry {
    /// The URL, as published.
    pub loc: String,
    /// The digest of the application's fingerprint of its content.
    pub fingerprint: Option<u64>,
    /// The `lastmod` it was published with.
    pub lastmod: Option<LastMod>,
    /// Its file, an index into [`Ledger::files`]; `None` for a URL removed
    /// from the site and not yet announced as removed.
    pub file: Option<usize>,
    /// Whether it was announced since it last changed (or, removed,
    /// since it was removed).
    pub announced: bool,
    /// The digest of the entry as given.
    pub(crate) digest: u64,
}

/// A published generation's ledger: its header and file table, read
/// whole; its URLs are read as a stream ([`LedgerEntries`], from [`Ledger::open`] or [`Ledger::current`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ledger {
    /// The generation whose names its new files took.
    pub generation: u64,
    /// The digest of the index it was published with.
    pub index_digest: u64,
    /// The digest of the options that shape the files' bytes and names:
    /// when they change, no file is kept.
    pub(crate) options_digest: u64,
    /// The sitemap files, in index order.
    pub files: Vec<LedgerFile>,
    /// Where the `U` lines start in the ledger file.
    pub(crate) urls_at: u64,
    /// The ledger's own path: those of earlier generations are beside it.
    pub(crate) path: std::path::PathBuf,
}

/// What is wrong with a ledger, with where.
fn invalid(line: usize, what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!(
            "the ledger's line {line} is not what this version writes ({what}); \
             remove the ledger to start a new one (every URL then counts as new)"
        ),
    )
}

fn optional_lastmod(field: &str, line: usize) -> io::Result<Option<LastMod>> {
    match field {
        "-" => Ok(None),
        text => LastMod::parse(text)
            .map(Some)
            .map_err(|_| invalid(line, "a lastmod")),
    }
}

fn lastmod_field(lastmod: Option<&LastMod>) -> String {
    lastmod.map_or_else(|| "-".to_owned(), ToString::to_string)
}

impl Ledger {
    /// Reads the ledger at `path`: its header and file table, and a reader
    /// left at its first URL.
    ///
    /// # Errors
    ///
    /// When the file cannot be read or is not a ledger of this version.
    pub fn open(path: &Path) -> io::Result<(Ledger, LedgerEntries)> {
        let (ledger, file) = Ledger::read_head(path)?;
        let entries = ledger.entries_from(file)?;
        Ok((ledger, entries))
    }

    /// The header and file table of the ledger at `path`, and the file,
    /// still open, for its lines: a reader takes the lines of the ledger
    /// whose table it read, even if a writer replaces it meanwhile.
    fn read_head(path: &Path) -> io::Result<(Ledger, File)> {
        let file = File::open(path)?;
        let mut lines = BufReader::with_capacity(64 * 1024, file.try_clone()?);
        let mut line = String::new();
        let mut urls_at = lines.read_line(&mut line)? as u64;
        let mut fields = line.trim_end_matches('\n').split('\t');
        let version_2 = match fields.next() {
            Some(MAGIC) => false,
            Some(MAGIC_2) => true,
            _ => return Err(invalid(1, "its header")),
        };
        let mut generation = None;
        let mut index_digest = None;
        let mut options_digest = 0;
        for field in fields {
            if let Some(value) = field.strip_prefix("generation=") {
                generation = value.parse().ok();
            } else if let Some(value) = field.strip_prefix("index=") {
                index_digest = u64::from_str_radix(value, 16).ok();
            } else if let Some(value) = field.strip_prefix("options=") {
                options_digest = u64::from_str_radix(value, 16).unwrap_or(0);
            }
        }
        let (Some(generation), Some(index_digest)) = (generation, index_digest) else {
            return Err(invalid(1, "its header"));
        };
        let mut files = Vec::new();
        let mut number = 1;
        loop {
            let buffer = lines.fill_buf()?;
            if buffer.first() != Some(&b'F') {
                break;
            }
            line.clear();
            urls_at += lines.read_line(&mut line)? as u64;
            number += 1;
            let mut fields: Vec<&str> = line.trim_end_matches('\n').split('\t').collect();
            // Version 2 kept every file's lines in the ledger itself.
            let lines_at = if version_2 {
                "-"
            } else {
                fields.pop().unwrap_or_default()
            };
            let [
                _,
                name,
                first_loc,
                entries,
                given,
                bytes,
                stored,
                file_digest,
                lastmod,
                urls_bytes,
            ] = fields[..]
            else {
                return Err(invalid(number, "a file"));
            };
            let parse = |field: &str| field.parse::<u64>().map_err(|_| invalid(number, "a file"));
            let at = match lines_at {
                "-" => None,
                at => {
                    let (generation, start) = at
                        .split_once('@')
                        .ok_or_else(|| invalid(number, "a file's lines"))?;
                    Some(Lines {
                        generation: parse(generation)?,
                        start: parse(start)?,
                    })
                }
            };
            files.push(LedgerFile {
                name: name.to_owned(),
                first_loc: first_loc.to_owned(),
                entries: parse(entries)? as usize,
                given: parse(given)?,
                bytes: parse(bytes)?,
                stored_bytes: parse(stored)?,
                digest: u64::from_str_radix(file_digest, 16)
                    .map_err(|_| invalid(number, "a file"))?,
                lastmod: optional_lastmod(lastmod, number)?,
                urls_bytes: parse(urls_bytes)?,
                lines: at,
            });
        }
        // Lines in this ledger follow one another from its first `U` line.
        let mut inline = urls_at;
        for (number, file) in files.iter_mut().enumerate() {
            if file.lines.is_none() {
                file.lines = Some(Lines {
                    generation,
                    start: inline,
                });
                inline = inline
                    .checked_add(file.urls_bytes)
                    .ok_or_else(|| invalid(number + 2, "a file's length"))?;
            }
        }
        let ledger = Ledger {
            generation,
            index_digest,
            options_digest,
            files,
            urls_at,
            path: path.to_owned(),
        };
        Ok((ledger, file))
    }

    /// Its URLs, read from `own` (this ledger, opened when its table was
    /// read) and the earlier ledgers, each opened now: what a writer
    /// renames or removes later is not seen.
    fn entries_from(&self, own: File) -> io::Result<LedgerEntries> {
        Ok(LedgerEntries {
            ranges: self.open_ranges_with(Some(own))?.into_iter().enumerate(),
            lines: None,
            line: String::new(),
            range: None,
        })
    }

    /// The path of the ledger of `generation`, beside this one.
    pub(crate) fn path_of(&self, generation: u64) -> io::Result<std::path::PathBuf> {
        if generation == self.generation {
            return Ok(self.path.clone());
        }
        let name = self.path.file_name().and_then(|name| name.to_str());
        let stem = name
            .and_then(|name| name.rsplit_once(".ledger-"))
            .map(|(stem, _)| stem);
        match stem {
            Some(stem) => Ok(self
                .path
                .with_file_name(format!("{stem}.ledger-{generation}.tsv"))),
            None => Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("`{}` is not named as a ledger", self.path.display()),
            )),
        }
    }

    /// Each file's lines: the ledger they are in, where, and how long.
    pub(crate) fn ranges(&self) -> io::Result<Vec<(std::path::PathBuf, u64, u64)>> {
        self.files
            .iter()
            .map(|file| {
                let lines = self.lines_of(file)?;
                Ok((
                    self.path_of(lines.generation)?,
                    lines.start,
                    file.urls_bytes,
                ))
            })
            .collect()
    }

    /// Where `file`'s lines are: every file of a ledger read from disk
    /// knows (reading places the inline ones).
    pub(crate) fn lines_of(&self, file: &LedgerFile) -> io::Result<Lines> {
        file.lines.ok_or_else(|| {
            io::Error::other(format!(
                "the ledger being written has no place yet for `{}`'s lines",
                file.name
            ))
        })
    }

    /// [`ranges`](Ledger::ranges), each ledger opened once, now, and
    /// shared by its ranges (read one after another, each from its start).
    pub(crate) fn open_ranges(&self) -> io::Result<Vec<Range>> {
        self.open_ranges_with(None)
    }

    /// [`open_ranges`](Ledger::open_ranges), with this ledger's own file
    /// already open when `own` is given.
    fn open_ranges_with(&self, own: Option<File>) -> io::Result<Vec<Range>> {
        let mut opened: std::collections::BTreeMap<std::path::PathBuf, std::sync::Arc<File>> =
            std::collections::BTreeMap::new();
        if let Some(own) = own {
            opened.insert(self.path.clone(), std::sync::Arc::new(own));
        }
        self.ranges()?
            .into_iter()
            .map(|(path, start, len)| {
                let file = match opened.get(&path) {
                    Some(file) => std::sync::Arc::clone(file),
                    None => {
                        let file = std::sync::Arc::new(open_ledger(&path)?);
                        opened.insert(path.clone(), std::sync::Arc::clone(&file));
                        file
                    }
                };
                Ok(Range {
                    path,
                    file: SharedFile(file),
                    start,
                    len,
                })
            })
            .collect()
    }

    /// The generations whose ledgers this one needs: its own, and the
    /// earlier ones that hold lines of files it kept. Each is in the
    /// directory as [`SiteOptions::ledger_file_name`](super::SiteOptions::ledger_file_name);
    /// the published set is its files, its index and these.
    pub fn generations(&self) -> Vec<u64> {
        let mut generations = self.referenced();
        generations.push(self.generation);
        generations.sort_unstable();
        generations
    }

    /// The earlier generations whose ledgers hold lines of this one's files.
    pub(crate) fn referenced(&self) -> Vec<u64> {
        pointed_into(&self.files, self.generation)
    }

    /// The ledger of the set published in `dir` under `options`' names: the
    /// one whose index digest matches the index there. `None` when there is
    /// no index or no ledger matches (a site written without one).
    ///
    /// # Errors
    ///
    /// When the directory or a ledger cannot be read.
    pub fn current(
        dir: &Path,
        options: &super::SiteOptions,
    ) -> io::Result<Option<(Ledger, LedgerEntries)>> {
        match Ledger::find_current(dir, options)? {
            Some((ledger, file)) => {
                let entries = ledger.entries_from(file)?;
                Ok(Some((ledger, entries)))
            }
            None => Ok(None),
        }
    }

    /// The current ledger's table, and its file still open.
    fn find_current(
        dir: &Path,
        options: &super::SiteOptions,
    ) -> io::Result<Option<(Ledger, File)>> {
        let index = match std::fs::read(dir.join(options.index_file_name())) {
            Ok(bytes) => digest(&bytes),
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error),
        };
        // Earlier ledgers stay beside the current one while it points into
        // them; each names the index it was published with, and an index
        // names its files by the generation that wrote them, which is
        // free when it is taken: one ledger matches.
        let mut generations: Vec<u64> = Vec::new();
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            let name = entry.file_name();
            if let Some(generation) = name.to_str().and_then(|n| options.ledger_generation_of(n)) {
                generations.push(generation);
            }
        }
        generations.sort_unstable_by(|a, b| b.cmp(a));
        for generation in generations {
            let (ledger, file) =
                Ledger::read_head(&dir.join(options.ledger_file_name(generation)))?;
            if ledger.index_digest == index {
                return Ok(Some((ledger, file)));
            }
        }
        Ok(None)
    }

    /// [`current`](Ledger::current)'s header and file table alone, its
    /// lines not opened: what a writer compares and points into.
    pub(crate) fn current_table(
        dir: &Path,
        options: &super::SiteOptions,
    ) -> io::Result<Option<Ledger>> {
        Ok(Ledger::find_current(dir, options)?.map(|(ledger, _)| ledger))
    }

    /// The URLs of the set published in `dir` not announced since they
    /// last changed: added or changed (`removed` false) or removed (`true`),
    /// in `loc` order. Empty when there is no ledger.
    ///
    /// # Errors
    ///
    /// When the directory or its ledger cannot be read.
    pub fn pending(dir: &Path, options: &super::SiteOptions) -> io::Result<Vec<(String, bool)>> {
        let Some((_, entries)) = Ledger::current(dir, options)? else {
            return Ok(Vec::new());
        };
        let mut pending = Vec::new();
        for entry in entries {
            let entry = entry?;
            if !entry.announced {
                pending.push((entry.loc, entry.file.is_none()));
            }
        }
        Ok(pending)
    }

    /// Marks `announced` URLs of the set published in `dir` as announced,
    /// rewriting its ledger in place (the same name, replaced whole by a
    /// rename) while holding the directory as a publish does. Returns how
    /// many were marked.
    ///
    /// # Errors
    ///
    /// When there is no ledger, another writer holds the directory, or the
    /// ledger cannot be rewritten; the ledger is then as it was.
    pub fn mark_announced(
        dir: &Path,
        options: &super::SiteOptions,
        announced: &std::collections::HashSet<String>,
    ) -> io::Result<usize> {
        let _lock = super::target::lock_dir(dir)?;
        let Some((ledger, entries)) = Ledger::current(dir, options)? else {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!(
                    "`{}` has no ledger matching its index: generate the site with \
                     `--incremental` or `--lastmod content` first",
                    dir.display()
                ),
            ));
        };
        drop(entries);
        let name = options.ledger_file_name(ledger.generation);
        let partial = dir.join(format!(".{name}.partial"));
        let mut marked = 0;
        let result = (|| {
            // The ledger made whole: every file's lines in it, as they were
            // but for the states marked, a byte for a byte, so every range
            // keeps its length.
            let whole = Ledger {
                files: ledger
                    .files
                    .iter()
                    .map(|file| LedgerFile {
                        lines: None,
                        ..file.clone()
                    })
                    .collect(),
                ..ledger.clone()
            };
            let mut out = std::io::BufWriter::with_capacity(64 * 1024, File::create(&partial)?);
            whole.write_head(&mut out)?;
            let mut line = Vec::new();
            for range in ledger.open_ranges()? {
                let mut lines = range.read()?;
                loop {
                    line.clear();
                    if lines.read_until(b'\n', &mut line)? == 0 {
                        break;
                    }
                    if line.starts_with(b"U\t") && line.len() >= 3 && line.ends_with(b"\n") {
                        let state_at = line.len() - 2;
                        let loc = line[2..]
                            .split(|&b| b == b'\t')
                            .next()
                            .and_then(|loc| std::str::from_utf8(loc).ok());
                        let announce = loc.is_some_and(|loc| announced.contains(loc));
                        match line[state_at] {
                            b'p' if announce => {
                                line[state_at] = b'a';
                                marked += 1;
                            }
                            b'r' if announce => {
                                line[state_at] = b'x';
                                marked += 1;
                            }
                            _ => {}
                        }
                    }
                    out.write_all(&line)?;
                }
            }
            out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
            std::fs::rename(&partial, dir.join(&name))?;
            if cfg!(unix) {
                File::open(dir)?.sync_all()?;
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&partial);
            return result.map(|()| marked);
        }
        // Nothing points into the earlier ledgers now. One left behind
        // (a failure here) goes with the next generation's tidying.
        for generation in ledger.referenced() {
            if let Ok(path) = ledger.path_of(generation) {
                let _ = std::fs::remove_file(path);
            }
        }
        Ok(marked)
    }

    /// Writes the header and file table; the URL lines follow
    /// ([`write_entry`]).
    pub(crate) fn write_head(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(
            out,
            "{MAGIC}\tgeneration={}\tindex={:016x}\toptions={:016x}",
            self.generation, self.index_digest, self.options_digest
        )?;
        for file in &self.files {
            let lines = file.lines.map_or_else(
                || "-".to_owned(),
                |lines| format!("{}@{}", lines.generation, lines.start),
            );
            writeln!(
                out,
                "F\t{}\t{}\t{}\t{}\t{}\t{}\t{:016x}\t{}\t{}\t{lines}",
                file.name,
                file.first_loc,
                file.entries,
                file.given,
                file.bytes,
                file.stored_bytes,
                file.digest,
                lastmod_field(file.lastmod.as_ref()),
                file.urls_bytes
            )?;
        }
        Ok(())
    }
}

/// Writes one URL line; returns its length in bytes.
pub(crate) fn write_entry(out: &mut impl Write, entry: &LedgerEntry) -> io::Result<u64> {
    let fingerprint = entry
        .fingerprint
        .map_or_else(|| "-".to_owned(), |f| format!("{f:016x}"));
    let state = match (entry.file.is_some(), entry.announced) {
        (true, false) => 'p',
        (true, true) => 'a',
        (false, false) => 'r',
        (false, true) => 'x',
    };
    let line = format!(
        "U\t{}\t{}\t{}\t{:016x}\t{state}\n",
        entry.loc,
        fingerprint,
        lastmod_field(entry.lastmod.as_ref()),
        entry.digest
    );
    out.write_all(line.as_bytes())?;
    Ok(line.len() as u64)
}

/// The URLs of a ledger, in `loc` order, read one at a time: each file's
/// lines from the ledger that holds them.
pub struct LedgerEntries {
    /// The ranges not read yet.
    ranges: std::iter::Enumerate<std::vec::IntoIter<Range>>,
    /// The range being read, and its file's number.
    lines: Option<(io::Take<BufReader<SharedFile>>, usize)>,
    line: String,
    /// Where the range being read is, for errors.
    range: Option<(std::path::PathBuf, u64)>,
}

impl std::fmt::Debug for LedgerEntries {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LedgerEntries")
            .field("range", &self.range)
            .finish_non_exhaustive()
    }
}

/// The generations other than `own` whose ledgers hold lines of `files`,
/// in order, each once.
pub(crate) fn pointed_into(files: &[LedgerFile], own: u64) -> Vec<u64> {
    let mut generations: Vec<u64> = files
        .iter()
        .filter_map(|file| file.lines.map(|lines| lines.generation))
        .filter(|&generation| generation != own)
        .collect();
    generations.sort_unstable();
    generations.dedup();
    generations
}

/// One file's lines: in the ledger at `path`, open as `file`, `len` bytes
/// from `start`.
pub(crate) struct Range {
    pub(crate) path: std::path::PathBuf,
    pub(crate) file: SharedFile,
    pub(crate) start: u64,
    pub(crate) len: u64,
}

/// A ledger open once for all its ranges: one descriptor a ledger, not one
/// a sitemap file (a site of thousands of files stays far below the
/// process's limit). The ranges are read one after another, each seeking
/// to its start first, so they never share the offset at once.
pub(crate) struct SharedFile(std::sync::Arc<File>);

impl io::Read for SharedFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        (&*self.0).read(buf)
    }
}

/// Opens a ledger that holds files' lines.
fn open_ledger(path: &Path) -> io::Result<File> {
    File::open(path).map_err(|error| {
        io::Error::new(
            error.kind(),
            format!(
                "the ledger `{}`, which holds the URL lines of files kept since it was \
                 written, cannot be read ({error}): if another run was publishing or marking \
                 URLs, run again; if it was removed, restore it, or remove the folder's ledgers \
                 (`*.ledger-*.tsv`) to start anew (every URL then counts as new)",
                path.display()
            ),
        )
    })
}

impl Range {
    /// Its bytes, from the start.
    pub(crate) fn read(self) -> io::Result<io::Take<BufReader<SharedFile>>> {
        use std::io::{Read, Seek, SeekFrom};
        let Range {
            path,
            file,
            start,
            len,
        } = self;
        if file.0.metadata()?.len() < start.saturating_add(len) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "the ledger `{}` ends inside a file's URL lines: it was cut short or \
                     changed by hand; restore it, or remove the folder's ledgers \
                     (`*.ledger-*.tsv`) to start anew (every URL then counts as new)",
                    path.display()
                ),
            ));
        }
        (&*file.0).seek(SeekFrom::Start(start))?;
        Ok(BufReader::with_capacity(64 * 1024, file).take(len))
    }
}

/// Opens `len` bytes at `start` of the ledger at `path`.
pub(crate) fn open_range(
    path: &Path,
    start: u64,
    len: u64,
) -> io::Result<io::Take<BufReader<SharedFile>>> {
    Range {
        path: path.to_owned(),
        file: SharedFile(std::sync::Arc::new(open_ledger(path)?)),
        start,
        len,
    }
    .read()
}

/// Files' lines read one after another as one stream, each from the
/// ledger that holds it.
pub(crate) struct ChainedRanges {
    ranges: std::vec::IntoIter<Range>,
    current: Option<io::Take<BufReader<SharedFile>>>,
}

impl ChainedRanges {
    pub(crate) fn new(ranges: Vec<Range>) -> ChainedRanges {
        ChainedRanges {
            ranges: ranges.into_iter(),
            current: None,
        }
    }
}

impl io::Read for ChainedRanges {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if let Some(current) = &mut self.current {
                let read = current.read(buf)?;
                if read > 0 || buf.is_empty() {
                    return Ok(read);
                }
                self.current = None;
            }
            let Some(range) = self.ranges.next() else {
                return Ok(0);
            };
            self.current = Some(range.read()?);
        }
    }
}

impl LedgerEntries {
    /// The next URL, `None` at the end.
    ///
    /// # Errors
    ///
    /// When the ledger cannot be read or a line is not a URL line.
    pub fn next_entry(&mut self) -> io::Result<Option<LedgerEntry>> {
        loop {
            if let Some((lines, file)) = &mut self.lines {
                self.line.clear();
                if lines.read_line(&mut self.line)? > 0 {
                    let file = *file;
                    return parse_entry(&self.line, file).map(Some).map_err(|what| {
                        let (path, start) = self.range.clone().unwrap_or_default();
                        io::Error::new(
                            io::ErrorKind::InvalidData,
                            format!(
                                "a line of file {file}'s range (from byte {start} of `{}`) is \
                                 not {what}: the ledger was changed by hand; remove the \
                                 folder's ledgers (`*.ledger-*.tsv`) to start anew (every URL \
                                 then counts as new)",
                                path.display()
                            ),
                        )
                    });
                }
                self.lines = None;
            }
            let Some((file, range)) = self.ranges.next() else {
                return Ok(None);
            };
            self.range = Some((range.path.clone(), range.start));
            self.lines = Some((range.read()?, file));
        }
    }
}

/// One `U` line, in the range of file `file`; what is wrong with it.
pub(crate) fn parse_entry(line: &str, file: usize) -> Result<LedgerEntry, &'static str> {
    let fields: Vec<&str> = line.trim_end_matches('\n').split('\t').collect();
    let ["U", loc, fingerprint, lastmod, digest, state] = fields[..] else {
        return Err("a URL");
    };
    let hex = |field: &str| u64::from_str_radix(field, 16).map_err(|_| "a URL's digest");
    let fingerprint = match fingerprint {
        "-" => None,
        field => Some(hex(field)?),
    };
    let (live, announced) = match state {
        "p" => (true, false),
        "a" => (true, true),
        "r" => (false, false),
        "x" => (false, true),
        _ => return Err("a URL's state"),
    };
    let lastmod = match lastmod {
        "-" => None,
        text => Some(LastMod::parse(text).map_err(|_| "a lastmod")?),
    };
    Ok(LedgerEntry {
        loc: loc.to_owned(),
        fingerprint,
        lastmod,
        file: live.then_some(file),
        announced,
        digest: hex(digest)?,
    })
}

impl Iterator for LedgerEntries {
    type Item = io::Result<LedgerEntry>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_entry().transpose()
    }
}
