//! The protocol's caps on one file, which the writers keep and the readers
//! report: one home for both (`write` re-exports them).
//!
//! ```
//! use sitemap_core::limits::{MAX_BYTES, MAX_ENTRIES, MAX_NEWS};
//!
//! assert_eq!((MAX_ENTRIES, MAX_BYTES, MAX_NEWS), (50_000, 50 << 20, 1_000));
//! assert_eq!(sitemap_core::write::MAX_ENTRIES, MAX_ENTRIES);
//! ```

/// The protocol's cap on entries per file (URLs in a sitemap, sitemaps in an index).
pub const MAX_ENTRIES: usize = 50_000;

/// The protocol's cap on a file's uncompressed size: 50 MiB.
pub const MAX_BYTES: u64 = 52_428_800;

/// Google's older cap on `<news:news>` entries in one sitemap file, which
/// the site writer keeps (it splits files there) and the reader reports
/// (`news.count`, stricter than the schema).
pub const MAX_NEWS: usize = 1_000;
