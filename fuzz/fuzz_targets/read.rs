//! Any bytes, plain or gzip, through the reader in both modes with tight
//! limits: it must end without panicking, count what it reports, and report
//! the same events however the source splits the bytes.
#![no_main]

use std::io::{self, Read};

use libfuzzer_sys::fuzz_target;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};

/// Hands out `data` in reads of at most `chunk` bytes.
struct Chunked<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.chunk.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Every event, as text, after checking the error count.
fn drain(source: impl Read, options: ReadOptions) -> Vec<String> {
    let mut reader = SitemapReader::new(source, options);
    let mut errors = 0;
    let mut events = Vec::new();
    for event in reader.by_ref() {
        if let ReadEvent::Diagnostic(d) = &event {
            errors += u64::from(d.severity() == Severity::Error);
            let _ = d.to_string();
        }
        events.push(format!("{event:?}"));
    }
    assert_eq!(reader.error_count(), errors);
    events
}

fuzz_target!(|input: &[u8]| {
    // The first byte picks how finely the second reading is split.
    let Some((&split, data)) = input.split_first() else {
        return;
    };
    let chunk = usize::from(split % 16) + 1;
    let strict = || ReadOptions::strict();
    let lenient = || {
        ReadOptions::lenient()
            .max_bytes(1 << 16)
            .max_entries(64)
            .max_depth(8)
            .max_value_bytes(256)
    };
    for options in [strict(), lenient()] {
        let whole = drain(data, options.clone());
        let split = drain(Chunked { data, chunk }, options);
        // A corrupt deflate stream yields more or less output before its
        // error depending on how its input arrives; that is the decoder's
        // business, not the reader's.
        let corrupt = |events: &[String]| events.iter().any(|e| e.contains("problem: Gzip("));
        if !corrupt(&whole) && !corrupt(&split) {
            assert_eq!(whole, split, "read in chunks of {chunk}");
        }
    }
});
