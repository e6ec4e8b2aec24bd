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
//! #sitemap-ledger 1  generation=3  index=9f2c4a1be0d37a55
//! F  sitemap-3-1.xml.gz  https://example.com/a  50000  10485760  2097152  4e1f…  2026-11-28T09:00:00Z
//! U  https://example.com/a  c0ffee…  2026-11-28T09:00:00Z  0  0
//! ```
//!
//! - the header: the format's version, the generation whose names the new
//!   files took, and a digest of the published index's bytes, so that a
//!   reader of the directory takes the ledger that matches the index it
//!   sees (during a publish both the old and the new ledger exist);
//! - `F`, one per sitemap file in index order: its name, the first `loc`
//!   it holds (files hold contiguous ranges of `loc`s in byte order), its
//!   URL count, its uncompressed and stored sizes, the digest of its
//!   entries as given (see [`entry_digest`]), and its newest `lastmod` (`-`
//!   for none);
//! - `U`, one per URL in `loc` byte order: the `loc`, the digest of the
//!   fingerprint the application gave (`-` for none), the `lastmod` it was
//!   published with (`-` for none), the number of its file (from 0, in `F`
//!   order; `-` for a URL removed and not yet announced as such), and
//!   whether it was announced since it last changed (IndexNow, `1`) or not
//!   (`0`). A removed URL stays until it was announced.
//!
//! On disk a URL costs its `loc` plus about 50 bytes; reading or writing a
//! ledger streams the `U` lines, so memory holds the file table only.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;

use crate::LastMod;

/// The first field of a ledger's header line.
const MAGIC: &str = "#sitemap-ledger 1";

/// FNV-1a, 64 bits: stable across runs, platforms and releases (a digest
/// written by one version is compared by the next), and fast on short
/// inputs. Not a defence against chosen collisions: the inputs are the
/// application's own.
pub(crate) fn digest(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The digest of one entry as given (its serialized form and fingerprint):
/// a file's digest is the wrapping sum of its entries', so it does not
/// depend on the order they arrived in.
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
    /// Uncompressed size.
    pub bytes: u64,
    /// Size as stored.
    pub stored_bytes: u64,
    /// The digest of its entries as given.
    pub digest: u64,
    /// Its newest `lastmod`.
    pub lastmod: Option<LastMod>,
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
    /// Whether it was announced since it last changed.
    pub announced: bool,
}

/// A published generation's ledger: its header and file table, read
/// whole; its URLs are read as a stream ([`LedgerEntries`], from [`Ledger::open`] or [`Ledger::current`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ledger {
    /// The generation whose names its new files took.
    pub generation: u64,
    /// The digest of the index it was published with.
    pub index_digest: u64,
    /// The sitemap files, in index order.
    pub files: Vec<LedgerFile>,
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
        let mut lines = BufReader::with_capacity(64 * 1024, File::open(path)?);
        let mut line = String::new();
        lines.read_line(&mut line)?;
        let mut fields = line.trim_end_matches('\n').split('\t');
        if fields.next() != Some(MAGIC) {
            return Err(invalid(1, "its header"));
        }
        let mut generation = None;
        let mut index_digest = None;
        for field in fields {
            if let Some(value) = field.strip_prefix("generation=") {
                generation = value.parse().ok();
            } else if let Some(value) = field.strip_prefix("index=") {
                index_digest = u64::from_str_radix(value, 16).ok();
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
            lines.read_line(&mut line)?;
            number += 1;
            let fields: Vec<&str> = line.trim_end_matches('\n').split('\t').collect();
            let [_, name, first_loc, entries, bytes, stored, digest, lastmod] = fields[..] else {
                return Err(invalid(number, "a file"));
            };
            let parse = |field: &str| field.parse::<u64>().map_err(|_| invalid(number, "a file"));
            files.push(LedgerFile {
                name: name.to_owned(),
                first_loc: first_loc.to_owned(),
                entries: parse(entries)? as usize,
                bytes: parse(bytes)?,
                stored_bytes: parse(stored)?,
                digest: u64::from_str_radix(digest, 16).map_err(|_| invalid(number, "a file"))?,
                lastmod: optional_lastmod(lastmod, number)?,
            });
        }
        let ledger = Ledger {
            generation,
            index_digest,
            files,
        };
        let entries = LedgerEntries {
            lines,
            line: String::new(),
            number,
        };
        Ok((ledger, entries))
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
        let index = match std::fs::read(dir.join(options.index_file_name())) {
            Ok(bytes) => digest(&bytes),
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error),
        };
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if options.ledger_generation_of(name).is_none() {
                continue;
            }
            let (ledger, entries) = Ledger::open(&entry.path())?;
            if ledger.index_digest == index {
                return Ok(Some((ledger, entries)));
            }
        }
        Ok(None)
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
        let name = options.ledger_file_name(ledger.generation);
        let partial = dir.join(format!(".{name}.partial"));
        let mut marked = 0;
        let result = (|| {
            let mut out = std::io::BufWriter::with_capacity(64 * 1024, File::create(&partial)?);
            ledger.write_head(&mut out)?;
            for entry in entries {
                let mut entry = entry?;
                if !entry.announced && announced.contains(&entry.loc) {
                    entry.announced = true;
                    marked += 1;
                }
                write_entry(&mut out, &entry)?;
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
        }
        result.map(|()| marked)
    }

    /// Writes the header and file table; the URL lines follow
    /// ([`write_entry`]).
    pub(crate) fn write_head(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(
            out,
            "{MAGIC}\tgeneration={}\tindex={:016x}",
            self.generation, self.index_digest
        )?;
        for file in &self.files {
            writeln!(
                out,
                "F\t{}\t{}\t{}\t{}\t{}\t{:016x}\t{}",
                file.name,
                file.first_loc,
                file.entries,
                file.bytes,
                file.stored_bytes,
                file.digest,
                lastmod_field(file.lastmod.as_ref())
            )?;
        }
        Ok(())
    }
}

/// Writes one URL line.
pub(crate) fn write_entry(out: &mut impl Write, entry: &LedgerEntry) -> io::Result<()> {
    let fingerprint = entry
        .fingerprint
        .map_or_else(|| "-".to_owned(), |f| format!("{f:016x}"));
    let file = entry
        .file
        .map_or_else(|| "-".to_owned(), |file| file.to_string());
    writeln!(
        out,
        "U\t{}\t{}\t{}\t{file}\t{}",
        entry.loc,
        fingerprint,
        lastmod_field(entry.lastmod.as_ref()),
        u8::from(entry.announced)
    )
}

/// The URLs of a ledger, in `loc` order, read one at a time.
pub struct LedgerEntries {
    lines: BufReader<File>,
    line: String,
    number: usize,
}

impl std::fmt::Debug for LedgerEntries {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LedgerEntries")
            .field("line", &self.number)
            .finish_non_exhaustive()
    }
}

impl LedgerEntries {
    /// The next URL, `None` at the end.
    ///
    /// # Errors
    ///
    /// When the ledger cannot be read or a line is not a URL line.
    pub fn next_entry(&mut self) -> io::Result<Option<LedgerEntry>> {
        self.line.clear();
        if self.lines.read_line(&mut self.line)? == 0 {
            return Ok(None);
        }
        self.number += 1;
        let number = self.number;
        let fields: Vec<&str> = self.line.trim_end_matches('\n').split('\t').collect();
        let ["U", loc, fingerprint, lastmod, file, announced] = fields[..] else {
            return Err(invalid(number, "a URL"));
        };
        let fingerprint = match fingerprint {
            "-" => None,
            hex => Some(u64::from_str_radix(hex, 16).map_err(|_| invalid(number, "a URL"))?),
        };
        Ok(Some(LedgerEntry {
            loc: loc.to_owned(),
            fingerprint,
            lastmod: optional_lastmod(lastmod, number)?,
            file: match file {
                "-" => None,
                n => Some(n.parse().map_err(|_| invalid(number, "a URL"))?),
            },
            announced: announced == "1",
        }))
    }
}

impl Iterator for LedgerEntries {
    type Item = io::Result<LedgerEntry>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_entry().transpose()
    }
}
