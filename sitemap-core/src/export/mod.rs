//! Entries written out in any format the project writes: one home for
//! every output format, shared by the command line, the fetcher and the
//! bindings.
//!
//! A [`Format`] makes an [`EntryWriter`]; the caller feeds it entries one
//! at a time (with where each was read, when it knows) and never matches
//! on the format. Tabular formats (CSV, Parquet) write a URL in the flat
//! columns of [`registry::flat_columns`](crate::registry::flat_columns),
//! so a new extension schema adds its columns everywhere at once.
//!
//! ```
//! use sitemap_core::export::{ExportOptions, Format};
//! use sitemap_core::{Loc, Url};
//!
//! let mut out = Vec::new();
//! let mut writer = Format::Csv.writer(&mut out, &ExportOptions::new())?;
//! writer.url(&Url::new(Loc::parse("https://example.com/a")?), None)?;
//! writer.finish()?;
//! let text = String::from_utf8(out)?;
//! assert!(text.starts_with("loc,lastmod,changefreq,priority,image_count,images,"));
//! assert!(text.ends_with("\nhttps://example.com/a,,,,0,,0,0,,0,\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod csv;
mod json;
#[cfg(feature = "parquet")]
pub mod parquet;
mod text;
mod xml;

use std::fmt;
use std::io::{self, Write};
use std::sync::Arc;

use crate::read::SitemapReader;
use crate::{DocumentHead, IndexEntry, Loc, NamespaceDecl, Url};

/// A format entries can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// A sitemap, or an index for an index's entries, with the head kept.
    Xml,
    /// One document in the serde JSON shape, `{"@xmlns": …, "url": [ … ]}`
    /// (`"sitemap"` for an index), one entry a line, with the head.
    Json,
    /// One entry a line in the serde JSON shape; a head, when there is
    /// one (and always for an index), is the first line, an object
    /// without `loc`.
    Ndjson,
    /// One URL a line: a text sitemap.
    Txt,
    /// The flat columns of [`registry::flat_columns`](crate::registry::flat_columns),
    /// quoted as RFC 4180 says.
    Csv,
    /// A Parquet file in [`parquet::schema`]'s columns.
    #[cfg(feature = "parquet")]
    Parquet,
}

impl Format {
    /// Every format, in the order help lists them.
    pub const ALL: &'static [Format] = &[
        Format::Xml,
        Format::Json,
        Format::Ndjson,
        Format::Txt,
        Format::Csv,
        #[cfg(feature = "parquet")]
        Format::Parquet,
    ];

    /// Its name on the command line and in file extensions (`ndjson`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Xml => "xml",
            Format::Json => "json",
            Format::Ndjson => "ndjson",
            Format::Txt => "txt",
            Format::Csv => "csv",
            #[cfg(feature = "parquet")]
            Format::Parquet => "parquet",
        }
    }

    /// The format named `name`, as [`name`](Self::name) spells it.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// What it holds, in a line, for help.
    pub fn summary(self) -> &'static str {
        match self {
            Format::Xml => "a sitemap, or an index for an index, with the head kept",
            Format::Json => "one document in the serde JSON shape, with the head",
            Format::Ndjson => "one entry a line in the serde JSON shape, the head first",
            Format::Txt => "one URL a line: a text sitemap",
            Format::Csv => "the flat columns: loc, lastmod, changefreq, priority, extensions",
            #[cfg(feature = "parquet")]
            Format::Parquet => "a Parquet file of the flat columns and the URL's parts",
        }
    }

    /// Whether its bytes are for programs only, so a terminal should not
    /// get them.
    pub fn is_binary(self) -> bool {
        #[cfg(feature = "parquet")]
        if self == Format::Parquet {
            return true;
        }
        false
    }

    /// A writer of this format into `out`.
    ///
    /// # Errors
    ///
    /// When the first bytes (a header, a head line) cannot be written.
    pub fn writer<'a, W: Write + Send + 'a>(
        self,
        out: W,
        options: &ExportOptions,
    ) -> Result<Box<dyn EntryWriter + 'a>, ExportError> {
        let out: Box<dyn Write + Send + 'a> = Box::new(out);
        Ok(match self {
            Format::Xml => xml::writer(out, options),
            Format::Json => Box::new(json::JsonWriter::new(out, options)),
            Format::Ndjson => Box::new(json::NdjsonWriter::new(out, options)?),
            Format::Txt => Box::new(text::TextLines::new(out)),
            Format::Csv => Box::new(csv::CsvWriter::new(out, options)?),
            #[cfg(feature = "parquet")]
            Format::Parquet => Box::new(parquet::ParquetWriter::new(out, options)?),
        })
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where an entry (or a sitemap) was read: written beside it by the
/// formats that have room (NDJSON and JSON members, CSV and Parquet
/// columns) when [`ExportOptions::provenance`] asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provenance {
    /// The sitemap file it is listed in (after redirects).
    pub sitemap: Loc,
    /// The line and column (from 1) its entry starts at in that file.
    pub line: u64,
    /// See `line`.
    pub column: u64,
    /// The indexes above that file, outermost first: the chain that led
    /// here.
    pub indexes: Arc<[Loc]>,
    /// The entry is on another site than its file, and no robots.txt
    /// vouches for it (kept only when a crawl is told to keep such
    /// entries).
    pub foreign: bool,
}

/// What a writer keeps besides the entries, and what it writes them as.
#[derive(Debug, Clone)]
pub struct ExportOptions {
    index: bool,
    head: DocumentHead,
    namespaces: Vec<NamespaceDecl>,
    deprecated_tags: bool,
    provenance: bool,
}

impl Default for ExportOptions {
    fn default() -> Self {
        ExportOptions::new()
    }
}

impl ExportOptions {
    /// A sitemap's URLs, no head, deprecated tags kept, no provenance.
    pub fn new() -> ExportOptions {
        ExportOptions {
            index: false,
            head: DocumentHead::default(),
            namespaces: Vec::new(),
            deprecated_tags: true,
            provenance: false,
        }
    }

    /// What `reader` read of its document: its kind, its head (stylesheet
    /// instructions, root attributes) and the namespaces their prefixes
    /// need.
    pub fn from_reader<R: io::Read>(reader: &mut SitemapReader<R>) -> ExportOptions {
        ExportOptions::new()
            .index(reader.kind() == Some(crate::read::DocumentKind::SitemapIndex))
            .head(
                reader.head().clone(),
                reader
                    .namespaces()
                    .iter()
                    .filter(|d| d.is_other_prefix())
                    .cloned()
                    .collect(),
            )
    }

    /// The entries are an index's (`<sitemap>` entries), not URLs.
    pub fn index(mut self, index: bool) -> ExportOptions {
        self.index = index;
        self
    }

    /// The document's head and the declarations its attributes need.
    pub fn head(mut self, head: DocumentHead, namespaces: Vec<NamespaceDecl>) -> ExportOptions {
        self.head = head;
        self.namespaces = namespaces;
        self
    }

    /// Writes the extension tags Google stopped reading (the default);
    /// `false` writes only Google's current form.
    pub fn deprecated_tags(mut self, keep: bool) -> ExportOptions {
        self.deprecated_tags = keep;
        self
    }

    /// Writes each URL's [`Provenance`] beside it, in the formats that
    /// have room.
    pub fn provenance(mut self, write: bool) -> ExportOptions {
        self.provenance = write;
        self
    }

    /// Whether the entries are an index's.
    pub fn is_index(&self) -> bool {
        self.index
    }

    /// The head kept.
    pub fn document_head(&self) -> &DocumentHead {
        &self.head
    }

    /// The declarations the head needs.
    pub fn namespaces(&self) -> &[NamespaceDecl] {
        &self.namespaces
    }

    /// Whether deprecated tags are written.
    pub fn keeps_deprecated_tags(&self) -> bool {
        self.deprecated_tags
    }
}

/// Entries into one format, one at a time.
pub trait EntryWriter {
    /// Writes a URL entry, with where it was read when the caller knows.
    ///
    /// # Errors
    ///
    /// An [`ExportError`]: the output failed, or the format cannot hold
    /// this entry here (a URL into an index, a 50,001st URL into one XML
    /// file).
    fn url(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ExportError>;

    /// Writes an index entry.
    ///
    /// # Errors
    ///
    /// As [`url`](Self::url).
    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError>;

    /// Closes the document and flushes the output.
    ///
    /// # Errors
    ///
    /// When the last bytes cannot be written.
    fn finish(self: Box<Self>) -> Result<(), ExportError>;
}

/// Why entries could not be written.
#[derive(Debug)]
pub enum ExportError {
    /// The output failed: check the disk or the pipe it goes to.
    Io(io::Error),
    /// The format cannot hold the entries as given; the message says what
    /// to do instead.
    Refused(String),
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::Io(e) => write!(f, "cannot write the output: {e}"),
            ExportError::Refused(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::Io(e) => Some(e),
            ExportError::Refused(_) => None,
        }
    }
}

impl From<io::Error> for ExportError {
    fn from(error: io::Error) -> ExportError {
        ExportError::Io(error)
    }
}

/// The refusal for an entry of the other kind than the output's.
pub(crate) fn mixed_kinds() -> ExportError {
    ExportError::Refused("the input mixes sitemap and index entries".to_owned())
}
