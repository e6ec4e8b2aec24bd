//! The source lines a human report quotes, read again from the file
//! (decompressed when it is gzip), keeping only the lines asked for.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

/// The longest line kept: a minified sitemap is one line of megabytes.
const MOST: usize = 64 * 1024;

#[derive(Debug, Default)]
pub(crate) struct SourceLines {
    lines: BTreeMap<u64, String>,
}

impl SourceLines {
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
        let mut reader = BufReader::new(source);
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
            if !buffer.ends_with(b"\n") && read == MOST {
                skip_line(&mut reader)?;
            }
            if wanted.contains(&number) {
                let text = String::from_utf8_lossy(&buffer);
                lines.insert(number, text.trim_end_matches(['\n', '\r']).to_owned());
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
