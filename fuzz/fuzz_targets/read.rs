//! Any bytes, plain or gzip, through the reader in both modes with tight
//! limits: it must end without panicking, count what it reports, report
//! the same events however the source splits the bytes, and allocate no
//! more than a constant plus a small multiple of the input.
#![no_main]

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{self, Read};
use std::sync::atomic::{AtomicUsize, Ordering};

use libfuzzer_sys::fuzz_target;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};

/// Live and peak heap bytes, counted by the allocator below.
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

struct Counting;

// SAFETY: every call goes to the system allocator unchanged; the counters
// only observe the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller keeps the system allocator's contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let grown = new_size - layout.size();
            let live = LIVE.fetch_add(grown, Ordering::Relaxed) + grown;
            PEAK.fetch_max(live, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// What one read may allocate beyond its input: two 64 KiB buffers and the
/// gzip state, one entry's extensions at the default budget (10,000 nodes,
/// 1 MiB) and the queued diagnostics.
const CONSTANT: usize = 8 << 20;
/// What each input byte may add (the events collected as text, each
/// diagnostic's copy of its value).
const PER_BYTE: usize = 64;

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
    // Extension budgets and limits small enough for an input to reach:
    // the buffered path must run out where the token path does.
    let tight = || {
        ReadOptions::lenient()
            .max_depth(2)
            .max_value_bytes(32)
            .max_extension_nodes(8)
            .max_extension_bytes(300)
    };
    for options in [strict(), lenient(), tight()] {
        let before = LIVE.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        let whole = drain(data, options.clone());
        let peak = PEAK.load(Ordering::Relaxed) - before;
        assert!(
            peak <= CONSTANT + PER_BYTE * data.len(),
            "{peak} bytes allocated for {} input bytes",
            data.len()
        );
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
