//! URLs kept as published without being built: given by
//! [`Regeneration::write_with`](super::Regeneration::write_with) with the
//! `loc` and fingerprint the ledger holds, they cost a comparison with the
//! published ledger, read once in order beside the URLs given, and a bit.
//! A file they are all in is kept as it is; a file rewritten for another
//! URL reads them back from the published file.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

use super::super::ledger::{ChainedRanges, Ledger, LedgerEntry};
use crate::read::ReadOptions;
use crate::{Url, UrlSetReader};

/// One line of the published ledger, as far as the cursor reads it: a
/// place in the cursor's buffer, valid until the next line is read.
struct Line {
    /// Where it starts and ends (before its newline) in the buffer.
    start: usize,
    end: usize,
    /// Where its `loc` ends (the tab after it), in the buffer.
    loc_end: usize,
    /// Its file's range, and its number within the range.
    range: usize,
    index: usize,
}

/// The ledger's digests as written: 16 lowercase hex digits. It runs twice
/// for every URL kept, so eight digits are read at once, a byte a lane.
fn hex(field: &[u8]) -> Option<u64> {
    let digits: &[u8; 16] = field.try_into().ok()?;
    let (high, low) = digits.split_at(8);
    let high = hex8(high.try_into().ok()?)?;
    let low = hex8(low.try_into().ok()?)?;
    Some(u64::from(high) << 32 | u64::from(low))
}

/// Eight lowercase hex digits, the first the most significant; `None` when
/// a byte is not one of `0-9a-f`.
fn hex8(digits: &[u8; 8]) -> Option<u32> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const fn lanes(byte: u8) -> u64 {
        0x0101_0101_0101_0101 * byte as u64
    }
    let v = u64::from_be_bytes(*digits);
    if v & HIGH != 0 {
        return None;
    }
    // With every lane below 0x80, adding `0x80 - x` sets a lane's top bit
    // exactly when the lane is at least `x`, and carries into no other.
    let at_least = |x: u8| v.wrapping_add(lanes(0x80 - x)) & HIGH;
    let digit = at_least(b'0') & !at_least(b'9' + 1);
    let letter = at_least(b'a') & !at_least(b'f' + 1);
    if digit | letter != HIGH {
        return None;
    }
    // '0'..='9' keep their low nibble; 'a'..='f' (bit 6 set) add 9 to it.
    let mut x = (v & lanes(0x0f)) + (v >> 6 & lanes(0x01)) * 9;
    // Pack the nibbles: pairs into bytes, bytes into halves, halves into one.
    x = (x | x >> 4) & 0x00ff_00ff_00ff_00ff;
    x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    x = (x | x >> 16) & 0x0000_0000_ffff_ffff;
    u32::try_from(x).ok()
}

impl Line {
    /// Its `loc`: the field after `U`.
    fn loc<'b>(&self, buffer: &'b [u8]) -> &'b [u8] {
        buffer.get(self.start + 2..self.loc_end).unwrap_or_default()
    }

    /// The fingerprint's digest and the entry's, when the URL is in a file
    /// (not a removal kept until announced). The fields are found by their
    /// widths, not searched for: after the `loc`, a fingerprint of 16 hex
    /// digits (or `-`); last, the 16 digits of the entry's digest and the
    /// one-letter state. A line of another shape gives `None`, and the
    /// URL is built as given; the range's rewrite then reads the line in
    /// full and says what is wrong with it.
    fn live_digests(&self, buffer: &[u8]) -> Option<(u64, u64)> {
        let line = buffer.get(self.start..self.end)?;
        let length = line.len();
        // `…\t<digest>\t<state>`
        if length < 21 || line[length - 2] != b'\t' || line[length - 19] != b'\t' {
            return None;
        }
        if !matches!(line[length - 1], b'p' | b'a') {
            return None;
        }
        let entry = hex(&line[length - 18..length - 2])?;
        let at = self.loc_end - self.start + 1;
        let fingerprint = hex(line.get(at..at + 16)?)?;
        if line.get(at + 16) != Some(&b'\t') {
            return None;
        }
        Some((fingerprint, entry))
    }
}

/// Bytes read from the ledger at a time.
const CHUNK: usize = 256 * 1024;

/// The published ledger's URL lines, read forward as the URLs are given in
/// `loc` order, and the bits of those kept unbuilt.
pub(super) struct Unbuilt {
    file: ChainedRanges,
    /// Lines read from the ledger: `buffer[..filled]`, read up to `at`.
    buffer: Vec<u8>,
    filled: usize,
    at: usize,
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
    /// Per range, whether its published file is there to read kept entries
    /// back from (one removed by hand is rewritten from what is given).
    readable: Vec<bool>,
    done: bool,
}

impl Unbuilt {
    /// A cursor at the start of `ledger`'s URL lines (each file's in the
    /// ledger that holds it, opened now), for the published files in `dir`.
    pub(super) fn open(ledger: &Ledger, dir: &Path) -> io::Result<Unbuilt> {
        let ranges: Vec<u64> = ledger.files.iter().map(|file| file.urls_bytes).collect();
        Ok(Unbuilt {
            file: ChainedRanges::new(ledger.open_ranges()?),
            buffer: vec![0; CHUNK],
            filled: 0,
            at: 0,
            left_in_range: ranges.first().copied().unwrap_or(0),
            kept: vec![Vec::new(); ranges.len()],
            readable: ledger
                .files
                .iter()
                .map(|file| dir.join(&file.name).is_file())
                .collect(),
            ranges,
            range: 0,
            next_index: 0,
            line: Line {
                start: 0,
                end: 0,
                loc_end: 0,
                range: 0,
                index: 0,
            },
            has_line: false,
            done: false,
        })
    }

    /// The next line's place in the buffer, its newline left out; reads
    /// more when the buffer holds no whole line.
    fn next_line(&mut self) -> io::Result<Option<(usize, usize)>> {
        loop {
            if let Some(newline) = memchr::memchr(b'\n', &self.buffer[self.at..self.filled]) {
                let line = (self.at, self.at + newline);
                self.at += newline + 1;
                return Ok(Some(line));
            }
            // No whole line left: move the rest to the front and read on.
            self.buffer.copy_within(self.at..self.filled, 0);
            self.filled -= self.at;
            self.at = 0;
            if self.filled == self.buffer.len() {
                // A line longer than the buffer (a very long `loc`).
                self.buffer.resize(self.buffer.len() * 2, 0);
            }
            let read = self.file.read(&mut self.buffer[self.filled..])?;
            if read == 0 {
                // A last line without its newline is taken as it is.
                return Ok((self.filled > 0).then(|| {
                    self.at = self.filled;
                    (0, self.filled)
                }));
            }
            self.filled += read;
        }
    }

    /// Reads the next line into `line`, unless it holds one; false at the
    /// end.
    fn peek(&mut self) -> io::Result<bool> {
        if !self.has_line && !self.done {
            while self.left_in_range == 0 && self.range + 1 < self.ranges.len() {
                self.range += 1;
                self.left_in_range = self.ranges[self.range];
                self.next_index = 0;
            }
            let Some((start, end)) = self.next_line()? else {
                self.done = true;
                return Ok(false);
            };
            // The line and its newline.
            self.left_in_range = self.left_in_range.saturating_sub((end - start + 1) as u64);
            let line = &mut self.line;
            line.start = start;
            line.end = end;
            line.loc_end = self
                .buffer
                .get(start + 2..end)
                .and_then(|rest| memchr::memchr(b'\t', rest))
                .map_or(end, |tab| start + 2 + tab);
            line.range = self.range;
            line.index = self.next_index;
            self.next_index += 1;
            self.has_line = true;
        }
        Ok(self.has_line)
    }

    /// The published line of `loc` when the cursor can still reach it, its
    /// URL is in a file and its fingerprint digest is `fingerprint`: then it
    /// is marked kept, and its range and entry digest are returned. Lines
    /// before `loc` are passed; a `loc` given out of order finds nothing.
    pub(super) fn keep(&mut self, loc: &str, fingerprint: u64) -> io::Result<Option<(usize, u64)>> {
        loop {
            if !self.peek()? {
                return Ok(None);
            }
            let line = &self.line;
            match line.loc(&self.buffer).cmp(loc.as_bytes()) {
                std::cmp::Ordering::Less => {
                    self.has_line = false;
                }
                std::cmp::Ordering::Greater => return Ok(None),
                std::cmp::Ordering::Equal => {
                    let found = match line.live_digests(&self.buffer) {
                        Some((published, entry))
                            if published == fingerprint
                                && self.readable.get(line.range) == Some(&true) =>
                        {
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

#[cfg(test)]
mod tests {
    #[test]
    fn hex_reads_the_ledger_s_digests_and_nothing_else() {
        for value in [0, 1, 0xdead_beef, u64::MAX, 0x0123_4567_89ab_cdef] {
            assert_eq!(super::hex(format!("{value:016x}").as_bytes()), Some(value));
        }
        for bad in [
            "",
            "-",
            "0123456789abcde",
            "0123456789abcdeg",
            "0123456789ABCDEF",
            "0123456789abcdef0",
        ] {
            assert_eq!(super::hex(bad.as_bytes()), None, "{bad}");
        }
    }

    /// The lane-wise reading agrees with reading digit by digit, for every
    /// byte value in every position.
    #[test]
    fn hex_agrees_with_a_digit_by_digit_reading() {
        fn plain(field: &[u8]) -> Option<u64> {
            let text = std::str::from_utf8(field).ok()?;
            let lower =
                text.len() == 16 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
            lower.then(|| u64::from_str_radix(text, 16).ok()).flatten()
        }
        let base = *b"0123456789abcdef";
        for position in 0..16 {
            for byte in 0..=255u8 {
                let mut field = base;
                field[position] = byte;
                assert_eq!(super::hex(&field), plain(&field), "{field:?}");
            }
        }
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let field = format!("{state:016x}");
            assert_eq!(super::hex(field.as_bytes()), Some(state));
        }
    }
}
