//! A site's ledgers as they may be found on disk (cut short, edited by
//! hand, pointing anywhere): reading one errors or streams its URLs and
//! never panics. The input is two ledgers, the
//! current one and an earlier one it may point into, split at the first
//! `\0`.
#![no_main]

use std::path::PathBuf;

use libfuzzer_sys::fuzz_target;
use sitemap_core::site::Ledger;

/// A folder of this process's own, reused by every input.
fn folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-fuzz-ledger-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

fuzz_target!(|bytes: &[u8]| {
    let dir = folder();
    let (current, earlier) = match bytes.iter().position(|&b| b == 0) {
        Some(at) => (&bytes[..at], &bytes[at + 1..]),
        None => (bytes, &[][..]),
    };
    let path = dir.join("sitemap.ledger-1.tsv");
    if std::fs::write(&path, current).is_err()
        || std::fs::write(dir.join("sitemap.ledger-0.tsv"), earlier).is_err()
    {
        return;
    }
    let Ok((ledger, entries)) = Ledger::open(&path) else {
        return;
    };
    let generations = ledger.generations();
    assert!(generations.contains(&ledger.generation));
    // Each file's range is read within its ledger (several may point at
    // the same bytes): no entry longer than the two files.
    for entry in entries {
        match entry {
            Ok(entry) => assert!(entry.loc.len() <= current.len().max(earlier.len())),
            Err(_) => break,
        }
    }
});
