//! URLs kept as published without being built: given by
//! [`Regeneration::write_with`](super::Regeneration::write_with) with the
//! `loc` and fingerprint the ledger holds, they cost a comparison with the
//! published ledger, read once in order beside the URLs given, and a bit.
//! A file they are all in is kept as it is; a file rewritten for another
//! URL reads them back from the published file.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use super::super::ledger::{Ledger, LedgerEntry};
use crate::read::ReadOptions;
use crate::{Url, UrlSetReader};

/// One line of the published ledger, as far as the cursor reads it.
struct Line {
    /// The line's bytes, its newline dropped.
    bytes: Vec<u8>,
    /// Where its six tab-separated fields end.
    ends: [usize; 6],
    /// Its file's range, and its number within the range.
    range: usize,
    index: usize,
}

impl Line {
    fn split(&mut self) {
        let mut fields = memchr::memchr_iter(b'\t', &self.bytes);
        for end in &mut self.ends[..5] {
            *end = fields.next().unwrap_or(self.bytes.len());
        }
        self.ends[5] = self.bytes.len();
    }

    fn field(&self, n: usize) -> &[u8] {
        let start = if n == 0 { 0 } else { self.ends[n - 1] + 1 };
        self.bytes.get(start..self.ends[n]).unwrap_or_default()
    }

    fn loc(&self) -> &[u8] {
        self.field(1)
    }

    /// The fingerprint's digest and the entry's, when the URL is in a file
    /// (not a removal kept until announced).
    fn live_digests(&self) -> Option<(u64, u64)> {
        let hex = |field: &[u8]| {
            std::str::from_utf8(field)
                .ok()
                .and_then(|text| u64::from_str_radix(text, 16).ok())
        };
        let state = self.field(5);
        if state != b"p" && state != b"a" {
            return None;
        }
        Some((hex(self.field(2))?, hex(self.field(4))?))
    }
}

/// The published ledger's URL lines, read forward as the URLs are given in
/// `loc` order, and the bits of those kept unbuilt.
pub(super) struct Unbuilt {
    lines: io::Take<BufReader<File>>,
    /// The byte length of each file's range of lines.
    ranges: Vec<u64>,
    /// Where the reader is: its range, the bytes of it left, and the number
    /// of the next line within it.
    range: usize,
    left_in_range: u64,
    next_index: usize,
    /// The line read ahead, when `has_line`.
    line: Line,
    has_line: bool,
    /// Per range, a bit per line: kept unbuilt.
    kept: Vec<Vec<u64>>,
    done: bool,
}

impl Unbuilt {
    /// A cursor at the start of `ledger`'s URL lines in `path`.
    pub(super) fn open(path: &Path, ledger: &Ledger) -> io::Result<Unbuilt> {
        let mut file = File::open(path)?;
        file.seek(SeekFrom::Start(ledger.urls_at))?;
        let ranges: Vec<u64> = ledger.files.iter().map(|file| file.urls_bytes).collect();
        let total = ranges.iter().sum();
        Ok(Unbuilt {
            lines: BufReader::with_capacity(64 * 1024, file).take(total),
            left_in_range: ranges.first().copied().unwrap_or(0),
            kept: vec![Vec::new(); ranges.len()],
            ranges,
            range: 0,
            next_index: 0,
            line: Line {
                bytes: Vec::with_capacity(256),
                ends: [0; 6],
                range: 0,
                index: 0,
            },
            has_line: false,
            done: false,
        })
    }

    fn peek(&mut self) -> io::Result<Option<&Line>> {
        if !self.has_line && !self.done {
            while self.left_in_range == 0 && self.range + 1 < self.ranges.len() {
                self.range += 1;
                self.left_in_range = self.ranges[self.range];
                self.next_index = 0;
            }
            // One buffer for every line.
            let line = &mut self.line;
            line.bytes.clear();
            let read = self.lines.read_until(b'\n', &mut line.bytes)?;
            if read == 0 {
                self.done = true;
                return Ok(None);
            }
            self.left_in_range = self.left_in_range.saturating_sub(read as u64);
            if line.bytes.last() == Some(&b'\n') {
                line.bytes.pop();
            }
            line.split();
            line.range = self.range;
            line.index = self.next_index;
            self.next_index += 1;
            self.has_line = true;
        }
        Ok(self.has_line.then_some(&self.line))
    }

    /// The published line of `loc` when the cursor can still reach it, its
    /// URL is in a file and its fingerprint digest is `fingerprint`: then it
    /// is marked kept, and its range and entry digest are returned. Lines
    /// before `loc` are passed; a `loc` given out of order finds nothing.
    pub(super) fn keep(&mut self, loc: &str, fingerprint: u64) -> io::Result<Option<(usize, u64)>> {
        loop {
            let Some(line) = self.peek()? else {
                return Ok(None);
            };
            match line.loc().cmp(loc.as_bytes()) {
                std::cmp::Ordering::Less => {
                    self.has_line = false;
                }
                std::cmp::Ordering::Greater => return Ok(None),
                std::cmp::Ordering::Equal => {
                    let found = match line.live_digests() {
                        Some((published, entry)) if published == fingerprint => {
                            Some((line.range, line.index, entry))
                        }
                        _ => None,
                    };
                    self.has_line = false;
                    let Some((range, index, entry)) = found else {
                        return Ok(None);
                    };
                    let bits = &mut self.kept[range];
                    if bits.len() <= index / 64 {
                        bits.resize(index / 64 + 1, 0);
                    }
                    bits[index / 64] |= 1 << (index % 64);
                    return Ok(Some((range, entry)));
                }
            }
        }
    }

    /// Whether line `index` of `range` was kept unbuilt.
    pub(super) fn is_kept(&self, range: usize, index: usize) -> bool {
        self.kept
            .get(range)
            .and_then(|bits| bits.get(index / 64))
            .is_some_and(|word| word & (1 << (index % 64)) != 0)
    }

    /// Whether any line of `range` was kept unbuilt.
    pub(super) fn any_kept(&self, range: usize) -> bool {
        self.kept
            .get(range)
            .is_some_and(|bits| bits.iter().any(|&word| word != 0))
    }
}

/// The entries of a published sitemap file, read in order to give back the
/// URLs kept unbuilt when their file is rewritten.
pub(super) struct Published {
    reader: UrlSetReader<BufReader<File>>,
}

impl Published {
    pub(super) fn open(path: &Path) -> io::Result<Published> {
        let file = BufReader::with_capacity(64 * 1024, File::open(path)?);
        let options = ReadOptions::lenient().one_host(false);
        Ok(Published {
            reader: UrlSetReader::with_options(file, options),
        })
    }

    /// The published entry of `line`, read forward.
    pub(super) fn entry(&mut self, line: &LedgerEntry) -> io::Result<Url> {
        for entry in self.reader.by_ref() {
            let url = entry.map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
            if url.loc().as_str() == line.loc {
                return Ok(url);
            }
        }
        Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "`{}` is in the ledger but not in its published file",
                line.loc
            ),
        ))
    }
}
