//! The source lines a human report quotes, read again from the file
//! (decompressed when it is gzip), keeping only the lines asked for.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use crate::finding::Finding;

/// The longest line kept: a minified sitemap is one line of megabytes.
const MOST: usize = 64 * 1024;

/// The most decompressed bytes read to find the lines: the reader's own
/// default cap, so a gzip bomb costs no more here than there.
const MOST_BYTES: u64 = sitemap_core::read::ReadOptions::DEFAULT_MAX_BYTES;

#[derive(Debug, Default)]
pub(crate) struct SourceLines {
    lines: BTreeMap<u64, String>,
}

impl SourceLines {
    /// The lines the findings are on, when the file's bytes are the text
    /// the reader read: not for a file it converted from another encoding
    /// or decompressed twice (its positions count the text it made).
    pub(crate) fn for_findings(path: &Path, findings: &[Finding]) -> SourceLines {
        let rewritten = findings
            .iter()
            .any(|f| f.rule == "gzip.nested" || f.rule == "xml.encoding");
        if rewritten {
            return SourceLines::default();
        }
        let wanted: Vec<u64> = findings.iter().map(|f| f.line).collect();
        // Quoting is a courtesy: a file that cannot be read again is
        // reported without it.
        SourceLines::read(path, &wanted).unwrap_or_default()
    }

    /// Lines `wanted` (1-based) of the file at `path`.
    pub(crate) fn read(path: &Path, wanted: &[u64]) -> io::Result<SourceLines> {
        let wanted: BTreeSet<u64> = wanted.iter().copied().collect();
        let Some(&last) = wanted.last() else {
            return Ok(SourceLines::default());
        };
        let mut file = File::open(path)?;
        let mut magic = [0u8; 2];
        let gzip = file.read(&mut magic)? == 2 && magic == [0x1f, 0x8b];
        let file = File::open(path)?;
        let source: Box<dyn Read> = if gzip {
            Box::new(flate2::read::MultiGzDecoder::new(file))
        } else {
            Box::new(file)
        };
        let mut reader = BufReader::new(source.take(MOST_BYTES));
        let mut lines = BTreeMap::new();
        let mut buffer = Vec::new();
        for number in 1..=last {
            buffer.clear();
            // At most MOST bytes of the line are kept; the rest is skipped.
            let read = (&mut reader)
                .take(MOST as u64)
                .read_until(b'\n', &mut buffer)?;
            if read == 0 {
                break;
            }
            if wanted.contains(&number) {
                let text = String::from_utf8_lossy(&buffer);
                lines.insert(number, text.trim_end_matches(['\n', '\r']).to_owned());
            }
            if number == last {
                break;
            }
            if !buffer.ends_with(b"\n") && read == MOST {
                skip_line(&mut reader)?;
            }
        }
        Ok(SourceLines { lines })
    }

    pub(crate) fn get(&self, line: u64) -> Option<&str> {
        self.lines.get(&line).map(String::as_str)
    }
}

fn skip_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(());
            }
            None => {
                let len = buffer.len();
                reader.consume(len);
            }
        }
    }
}
