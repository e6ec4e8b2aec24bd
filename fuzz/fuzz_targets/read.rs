//! Any bytes, plain or gzip, through the reader in both modes with tight
//! limits: it must end without panicking and count what it reports.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};

fn drain(data: &[u8], options: ReadOptions) {
    let mut reader = SitemapReader::new(data, options);
    let mut errors = 0;
    for event in reader.by_ref() {
        if let ReadEvent::Diagnostic(d) = event {
            errors += u64::from(d.severity() == Severity::Error);
            let _ = d.to_string();
        }
    }
    assert_eq!(reader.error_count(), errors);
}

fuzz_target!(|data: &[u8]| {
    drain(data, ReadOptions::strict());
    drain(
        data,
        ReadOptions::lenient()
            .max_bytes(1 << 16)
            .max_entries(64)
            .max_depth(8)
            .max_value_bytes(256),
    );
});
