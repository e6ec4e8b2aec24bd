//! What a writer refuses, and why: the protocol's caps and [`WriteError`].

use std::fmt;
use std::io;

pub use crate::limits::{MAX_BYTES, MAX_ENTRIES, MAX_NEWS};

/// Caps a writer enforces; the protocol's by default, lower ones on request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most entries in one file (at most [`MAX_ENTRIES`]).
    pub max_entries: usize,
    /// Most bytes in one file, uncompressed (at most [`MAX_BYTES`]).
    pub max_bytes: u64,
}

impl Limits {
    /// These limits, when none is above the protocol's.
    ///
    /// # Errors
    ///
    /// [`WriteError::LimitAboveProtocol`] otherwise.
    ///
    /// ```
    /// use sitemap_core::write::Limits;
    ///
    /// assert!(Limits { max_entries: 10, ..Limits::default() }.check().is_ok());
    /// assert!(Limits { max_entries: 50_001, ..Limits::default() }.check().is_err());
    /// ```
    pub fn check(self) -> Result<Limits, WriteError> {
        if self.max_entries > MAX_ENTRIES || self.max_bytes > MAX_BYTES {
            return Err(WriteError::LimitAboveProtocol(self));
        }
        Ok(self)
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_entries: MAX_ENTRIES,
            max_bytes: MAX_BYTES,
        }
    }
}

/// Why a document could not be written.
#[derive(Debug)]
#[non_exhaustive]
pub enum WriteError {
    /// The sink failed.
    Io(io::Error),
    /// The entry would pass the entry cap; it was not written, and the file
    /// so far can still be finished.
    EntryLimit {
        /// The cap in force.
        limit: usize,
    },
    /// The entry would pass the byte cap; it was not written, and the file so
    /// far can still be finished.
    ByteLimit {
        /// The cap in force.
        limit: u64,
        /// The size the file would have reached, closing tag included.
        would_be: u64,
    },
    /// `finish` was called before any entry: an empty `<urlset/>` or
    /// `<sitemapindex/>` is not a valid document, and an empty text sitemap
    /// lists nothing.
    Empty {
        /// The root element, or `text sitemap`.
        root: &'static str,
    },
    /// An extension element has no namespace, so it cannot be written
    /// without landing in the sitemap namespace.
    UnresolvedExtension {
        /// Its name.
        name: String,
    },
    /// A limit above the protocol's was requested.
    LimitAboveProtocol(Limits),
    /// An item given to [`UrlSetWriter::write_pages`](super::UrlSetWriter::write_pages) could not become an
    /// entry; the items before it were written, and the file can still be
    /// finished.
    Entry {
        /// Its position in the input (counting skipped items).
        index: usize,
        /// Why.
        error: crate::ToUrlError,
    },
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Io(e) => write!(f, "cannot write the sitemap: {e}"),
            WriteError::EntryLimit { limit } => write!(
                f,
                "the file already holds {limit} entries, the most allowed; finish it and start another file"
            ),
            WriteError::ByteLimit { limit, would_be } => write!(
                f,
                "this entry would make the file {would_be} bytes, over the limit of {limit}; finish it and start another file"
            ),
            WriteError::Empty { root } if root.contains(' ') => write!(
                f,
                "a {root} needs at least one entry; write one before finishing, or write no file"
            ),
            WriteError::Empty { root } => write!(
                f,
                "a <{root}> needs at least one entry; write one before finishing, or write no file"
            ),
            WriteError::UnresolvedExtension { name } => write!(
                f,
                "extension element `{name}` has no namespace; build it with Extension::new(namespace, prefix, name)"
            ),
            WriteError::LimitAboveProtocol(limits) => write!(
                f,
                "limits {} entries / {} bytes exceed the protocol's {MAX_ENTRIES} / {MAX_BYTES}; lower them",
                limits.max_entries, limits.max_bytes
            ),
            WriteError::Entry { index, error } => write!(f, "item {index}: {error}"),
        }
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WriteError::Io(e) => Some(e),
            WriteError::Entry { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl From<io::Error> for WriteError {
    fn from(e: io::Error) -> Self {
        WriteError::Io(e)
    }
}
