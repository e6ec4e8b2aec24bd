//! Streaming readers, for your own files and for the wild.
//!
//! - [`SitemapReader`] reads whatever a file holds: a sitemap, an index or
//!   a text sitemap (one URL a line), plain or gzip, told by content (the
//!   magic bytes, the first character), never by the name. It yields entries
//!   and [`Diagnostic`]s as it goes, recovers from what crawlers meet in
//!   practice, and judges by the [`Mode`] you choose.
//! - [`UrlSetReader`] and [`IndexReader`] read one kind, strictly, as a
//!   `Result` iterator: the first error ends reading.
//!
//! Memory stays bounded by one entry however large the file; the
//! [`ReadOptions`] limits cap decompressed bytes, entries, nesting and value
//! sizes. DOCTYPE declarations are refused, so no entity is ever expanded and
//! nothing is fetched.

mod budget;
mod checks;
mod context;
mod diagnostic;
mod engine;
pub(crate) mod entity;
mod event;
mod fault;
mod feed;
mod gzip;
mod json;
mod markup;
mod open;
mod options;
mod plain;
mod relative;
mod report;
mod source;
mod subtree;
mod text;
mod token;
mod transcode;
mod wellformed;
mod xml;
mod xml_entry;

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::marker::PhantomData;
use std::path::Path;

pub use diagnostic::{Diagnostic, LastModFault, Problem, Severity};

/// `reference` resolved against `base` as a browser or crawler resolves a
/// link (RFC 3986, section 5.2): what a relative `<loc>`, a redirect's
/// `Location` or a feed's link means.
///
/// ```
/// use sitemap_core::Loc;
/// use sitemap_core::read::resolve_reference;
///
/// let base = Loc::parse("https://example.com/blog/sitemap.xml")?;
/// assert_eq!(resolve_reference(&base, "posts/1")?.as_str(), "https://example.com/blog/posts/1");
/// assert_eq!(resolve_reference(&base, "/about")?.as_str(), "https://example.com/about");
/// assert_eq!(resolve_reference(&base, "https://other.example/")?.as_str(), "https://other.example/");
/// // The empty reference is the document itself (an empty `Location`).
/// assert_eq!(resolve_reference(&base, "")?.as_str(), base.as_str());
/// assert!(resolve_reference(&base, "ftp://example.com/file").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// When the result is no valid `<loc>` (another scheme, for one).
pub fn resolve_reference(
    base: &crate::Loc,
    reference: &str,
) -> Result<crate::Loc, crate::LocError> {
    let reference = reference.trim();
    // A reference with a scheme of its own is absolute, whatever it is.
    let scheme = reference.split_once(':').is_some_and(|(scheme, _)| {
        scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    });
    if scheme {
        return crate::Loc::parse(reference);
    }
    crate::Loc::parse(&relative::resolve(base, reference))
}
pub use event::{DocumentKind, Format, ReadEvent};
pub use options::{Mode, ReadOptions};

use crate::DocumentHead;
use crate::document::sealed::{AnyEntry, Root};
use crate::extension::{Extension, NamespaceDecl};
use crate::{ContentError, Document, SitemapIndex, UrlSet};
use budget::{Budget, charge};
use engine::Engine;

/// Reads a sitemap or a sitemap index, plain or gzip, entry by entry.
///
/// Diagnostics come in document order, before the entry they concern. Both
/// [`Mode`]s recover the same way and yield the same entries; strict mode
/// reports every departure from the protocol as an error, lenient mode only
/// what lost an entry or stopped reading.
///
/// ```
/// use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
///
/// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///   <url><loc>https://example.com/?a=1&b=2</loc><priority>high</priority></url>
/// </urlset>"#;
/// let mut urls = Vec::new();
/// let mut problems = Vec::new();
/// for event in SitemapReader::new(xml.as_bytes(), ReadOptions::lenient()) {
///     match event {
///         ReadEvent::Url(url) => urls.push(url),
///         ReadEvent::Diagnostic(d) => problems.push(format!("{}: {}", d.severity(), d.rule())),
///         _ => {}
///     }
/// }
/// assert_eq!(urls[0].loc().as_str(), "https://example.com/?a=1&b=2");
/// assert_eq!(urls[0].priority(), None);
/// assert_eq!(problems, ["warning: xml.raw-ampersand", "warning: priority.decimal"]);
/// ```
pub struct SitemapReader<R: Read> {
    engine: Engine<R>,
}

impl SitemapReader<File> {
    /// Opens a file.
    ///
    /// # Errors
    ///
    /// Returns the error of [`File::open`]; everything after opening is
    /// reported as a [`Diagnostic`].
    pub fn open(path: impl AsRef<Path>, options: ReadOptions) -> io::Result<Self> {
        Ok(SitemapReader::new(File::open(path)?, options))
    }
}

impl<R: Read> SitemapReader<R> {
    /// A reader over `source`; it is buffered internally.
    pub fn new(source: R, options: ReadOptions) -> Self {
        SitemapReader {
            engine: Engine::new(source, options, None),
        }
    }

    /// What the file holds, reading up to its root element if needed; `None`
    /// when it is not a sitemap (the diagnostics say why).
    pub fn kind(&mut self) -> Option<DocumentKind> {
        self.engine.kind()
    }

    /// The syntax the file is written in, reading up to its root element
    /// if needed; `None` when it is not a sitemap.
    ///
    /// ```
    /// use sitemap_core::read::{DocumentKind, Format, ReadEvent, ReadOptions, SitemapReader};
    ///
    /// let rss = r#"<rss version="2.0"><channel><title>News</title>
    ///   <item><link>https://example.com/a</link><pubDate>Sat, 07 Sep 2002 09:42:31 GMT</pubDate></item>
    /// </channel></rss>"#;
    /// let mut reader = SitemapReader::new(rss.as_bytes(), ReadOptions::strict());
    /// assert_eq!(reader.format(), Some(Format::Rss));
    /// assert_eq!(reader.kind(), Some(DocumentKind::UrlSet));
    /// let Some(ReadEvent::Url(url)) = reader.next() else { panic!("an entry") };
    /// assert_eq!(url.loc().as_str(), "https://example.com/a");
    /// assert_eq!(url.lastmod().unwrap().to_string(), "2002-09-07T09:42:31+00:00");
    /// ```
    pub fn format(&mut self) -> Option<Format> {
        self.engine.format()
    }

    /// The line and column (from 1) where the entry handed out last starts:
    /// where a crawler says an URL came from.
    ///
    /// ```
    /// use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
    ///
    /// let xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n  <url><loc>https://example.com/a</loc></url>\n  <url><loc>https://example.com/b</loc></url>\n</urlset>";
    /// let mut reader = SitemapReader::new(xml.as_bytes(), ReadOptions::strict());
    /// let mut found = Vec::new();
    /// while let Some(event) = reader.next() {
    ///     if let ReadEvent::Url(url) = event {
    ///         found.push((url.loc().to_string(), reader.last_entry_position()));
    ///     }
    /// }
    /// assert_eq!(found[1], ("https://example.com/b".to_owned(), Some((3, 3))));
    /// ```
    pub fn last_entry_position(&mut self) -> Option<(u64, u64)> {
        self.engine.last_entry_position()
    }

    /// Whether the file is gzip-compressed (known once reading began).
    pub fn is_gzip(&self) -> bool {
        self.engine.is_gzip()
    }

    /// Bytes of the (decompressed) document read so far.
    pub fn bytes_read(&self) -> u64 {
        self.engine.bytes_read()
    }

    /// Namespace prefixes declared on the root (known once it was read).
    pub fn namespaces(&self) -> &[NamespaceDecl] {
        self.engine.declarations()
    }

    /// Stylesheet instructions before the root and attributes of other
    /// namespaces on it (known once it was read).
    ///
    /// ```
    /// use sitemap_core::read::{ReadOptions, SitemapReader};
    ///
    /// let xml = r#"<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/main.xsl"?>
    /// <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    ///   xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    ///   xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd">
    ///   <url><loc>https://example.com/</loc></url>
    /// </urlset>"#;
    /// let mut reader = SitemapReader::new(xml.as_bytes(), ReadOptions::strict());
    /// reader.kind();
    /// assert_eq!(reader.head().stylesheets()[0].href().as_deref(), Some("/main.xsl"));
    /// assert_eq!(reader.head().attributes()[0].0, "xsi:schemaLocation");
    /// ```
    pub fn head(&self) -> &DocumentHead {
        self.engine.head()
    }

    /// Errors reported so far.
    pub fn error_count(&self) -> u64 {
        self.engine.error_count()
    }

    /// Warnings reported so far.
    pub fn warning_count(&self) -> u64 {
        self.engine.warning_count()
    }
}

impl<R: Read> Iterator for SitemapReader<R> {
    type Item = ReadEvent;

    fn next(&mut self) -> Option<ReadEvent> {
        self.engine.next_event()
    }
}

impl<R: Read> fmt::Debug for SitemapReader<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SitemapReader")
            .field("bytes_read", &self.bytes_read())
            .field("errors", &self.error_count())
            .field("warnings", &self.warning_count())
            .finish_non_exhaustive()
    }
}

/// The first error a strict reader found, with where it is.
#[derive(Debug)]
pub struct ReadError(Diagnostic);

impl ReadError {
    /// The error of a fatal diagnostic met by a lenient reader.
    pub(crate) fn from_diagnostic(diagnostic: Diagnostic) -> ReadError {
        ReadError(diagnostic)
    }

    /// 1-based line of the problem.
    pub fn line(&self) -> u64 {
        self.0.line()
    }

    /// 1-based column (in bytes) of the problem.
    pub fn column(&self) -> u64 {
        self.0.column()
    }

    /// The rule that was broken (see [`Diagnostic::rule`]).
    pub fn rule(&self) -> &'static str {
        self.0.rule()
    }

    /// What went wrong.
    pub fn kind(&self) -> &Problem {
        self.0.problem()
    }

    /// The error as a diagnostic.
    pub fn into_diagnostic(self) -> Diagnostic {
        self.0
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}: ", self.line(), self.column(), self.rule())?;
        diagnostic::write_one_line(f, self.kind())
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}

/// The strict, typed reading shared by [`UrlSetReader`] and [`IndexReader`].
struct TypedReader<R: Read> {
    engine: Engine<R>,
    root_extensions: Vec<Extension>,
    /// What the root extensions kept may still hold.
    root_budget: Budget,
    failed: bool,
}

impl<R: Read> TypedReader<R> {
    fn new(source: R, options: ReadOptions, kind: DocumentKind) -> Self {
        TypedReader {
            root_budget: Budget::new(&options),
            engine: Engine::new(source, options, Some(kind)),
            root_extensions: Vec::new(),
            failed: false,
        }
    }

    /// The next entry event, or the first error.
    fn next_entry(&mut self) -> Option<Result<ReadEvent, ReadError>> {
        if self.failed {
            return None;
        }
        loop {
            match self.engine.next_event()? {
                ReadEvent::Diagnostic(d) if d.severity() == Severity::Error => {
                    self.failed = true;
                    return Some(Err(ReadError(d)));
                }
                ReadEvent::Diagnostic(_) => {}
                ReadEvent::Extension(extension) => {
                    if !charge(&mut self.root_budget, &extension) {
                        // Kept whole, they would grow without bound.
                        self.failed = true;
                        let options = self.engine.options();
                        let problem = Problem::ExtensionLimit {
                            nodes: options.extension_node_limit(),
                            bytes: options.extension_byte_limit(),
                        };
                        let at = self.engine.line_column_now();
                        return Some(Err(ReadError(Diagnostic::new(
                            Severity::Error,
                            at,
                            problem,
                        ))));
                    }
                    self.root_extensions.push(extension);
                }
                entry => return Some(Ok(entry)),
            }
        }
    }

    /// A schema error of the whole document, at the reader's position.
    fn content_error(&self, error: ContentError) -> ReadError {
        let problem = Problem::Content { error, kept: None };
        ReadError(Diagnostic::new(
            Severity::Error,
            self.engine.line_column_now(),
            problem,
        ))
    }
}

/// Reads one kind of document, strictly, one entry at a time: a sitemap
/// ([`UrlSetReader`], entries [`Url`](crate::Url)) or an index ([`IndexReader`],
/// entries [`IndexEntry`](crate::IndexEntry)). The first error ends reading.
pub struct DocumentReader<D: Document, R: Read> {
    inner: TypedReader<R>,
    document: PhantomData<fn() -> D>,
}

/// Reads a sitemap (`<urlset>`) one URL at a time, strictly: the first error
/// ends reading.
///
/// ```
/// use sitemap_core::UrlSetReader;
///
/// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///   <url><loc>https://example.com/?a=1&amp;b=2</loc><priority>0.8</priority></url>
/// </urlset>"#;
/// let urls: Vec<_> = UrlSetReader::new(xml.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(urls[0].loc().as_str(), "https://example.com/?a=1&b=2");
/// # Ok::<(), sitemap_core::ReadError>(())
/// ```
pub type UrlSetReader<R> = DocumentReader<UrlSet, R>;

/// Reads a sitemap index (`<sitemapindex>`) one entry at a time, strictly:
/// the first error ends reading.
///
/// ```
/// use sitemap_core::IndexReader;
///
/// let xml = r#"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///   <sitemap><loc>https://example.com/sitemap-1.xml</loc></sitemap>
/// </sitemapindex>"#;
/// let entries: Vec<_> = IndexReader::new(xml.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(entries.len(), 1);
/// # Ok::<(), sitemap_core::ReadError>(())
/// ```
pub type IndexReader<R> = DocumentReader<SitemapIndex, R>;

impl<D: Document, R: Read> DocumentReader<D, R> {
    /// A strict reader over `source` (plain or gzip) with the default
    /// limits; the one-host rule is not checked (see
    /// [`ReadOptions::one_host`]).
    pub fn new(source: R) -> Self {
        Self::with_options(source, ReadOptions::strict().one_host(false))
    }

    /// A reader with other limits. In lenient mode, only what lost an entry
    /// or stopped reading is an error.
    pub fn with_options(source: R, options: ReadOptions) -> Self {
        DocumentReader {
            inner: TypedReader::new(source, options, D::KIND),
            document: PhantomData,
        }
    }

    /// Namespace prefixes declared on the root (known once the first entry
    /// has been read).
    pub fn namespaces(&self) -> &[NamespaceDecl] {
        self.inner.engine.declarations()
    }

    /// Extension elements found directly under the root so far.
    pub fn root_extensions(&self) -> &[Extension] {
        &self.inner.root_extensions
    }

    /// The stylesheet instructions and root attributes found (known once the
    /// first entry has been read).
    pub fn head(&self) -> &DocumentHead {
        self.inner.engine.head()
    }

    /// Reads the whole document into memory.
    ///
    /// # Errors
    ///
    /// The first error of the document, as the iterator reports it.
    pub fn into_document(mut self) -> Result<D, ReadError> {
        let mut builder = D::Builder::default();
        while let Some(entry) = self.next() {
            D::put(&mut builder, entry?).map_err(|e| self.inner.content_error(e))?;
        }
        let root = Root {
            namespaces: self.inner.engine.declarations().to_vec(),
            extensions: std::mem::take(&mut self.inner.root_extensions),
            head: self.inner.engine.head().clone(),
        };
        D::finish(builder, root).map_err(|e| self.inner.content_error(e))
    }
}

impl<D: Document, R: Read> Iterator for DocumentReader<D, R> {
    type Item = Result<D::Entry, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let entry = match self.inner.next_entry()? {
                Ok(ReadEvent::Url(url)) => AnyEntry::Url(url),
                Ok(ReadEvent::IndexEntry(entry)) => AnyEntry::IndexEntry(entry),
                Ok(_) => continue,
                Err(e) => return Some(Err(e)),
            };
            // The engine yields only the entries of the kind it was given.
            if let Some(entry) = D::entry(entry) {
                return Some(Ok(entry));
            }
        }
    }
}

impl<D: Document, R: Read> fmt::Debug for DocumentReader<D, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DocumentReader")
            .field("kind", &D::KIND)
            .finish_non_exhaustive()
    }
}
