//! Streaming writers: one `<urlset>` or `<sitemapindex>` document into any
//! `io::Write`, refusing to produce an invalid file.

pub(crate) mod element;
mod error;
mod text;

use std::fmt;
use std::io::Write;
use std::marker::PhantomData;

pub(crate) use element::{ElementWriter, WriteElement, escape_attribute_into};
pub use error::{Limits, MAX_BYTES, MAX_ENTRIES, MAX_NEWS, WriteError};
pub use text::TextWriter;

use crate::extension::{Extension, NamespaceDecl};
use crate::{Document, DocumentHead, SitemapIndex, Stylesheet, UrlSet};
use element::write_tag;

const XML_DECLARATION: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

/// The document-independent part of both writers.
struct RootWriter<W: Write> {
    sink: W,
    root: &'static str,
    namespace: &'static str,
    declarations: Vec<NamespaceDecl>,
    head: DocumentHead,
    root_extensions: Vec<Extension>,
    limits: Limits,
    /// Whether tags Google no longer reads are written.
    deprecated: bool,
    /// See `ElementWriter::declares`; emptied when the declarations change.
    typed_declared: Vec<(usize, bool)>,
    scratch: String,
    entries: usize,
    bytes: u64,
    started: bool,
}

impl<W: Write> RootWriter<W> {
    fn new(sink: W, root: &'static str, namespace: &'static str) -> Self {
        RootWriter {
            sink,
            root,
            namespace,
            declarations: Vec::new(),
            head: DocumentHead::default(),
            root_extensions: Vec::new(),
            limits: Limits::default(),
            deprecated: false,
            typed_declared: Vec::new(),
            scratch: String::with_capacity(1024),
            entries: 0,
            bytes: 0,
            started: false,
        }
    }

    fn closing_len(&self) -> u64 {
        self.root.len() as u64 + 4
    }

    fn start(&mut self) -> Result<(), WriteError> {
        let mut head = String::with_capacity(256);
        head.push_str(XML_DECLARATION);
        for stylesheet in self.head.stylesheets() {
            stylesheet.write_into(&mut head);
            head.push('\n');
        }
        write_tag(&mut head, "<", self.root, "");
        head.push_str(" xmlns=\"");
        head.push_str(self.namespace);
        head.push('"');
        for decl in &self.declarations {
            head.push_str(" xmlns:");
            head.push_str(decl.prefix());
            head.push_str("=\"");
            escape_attribute_into(&mut head, decl.uri());
            head.push('"');
        }
        for (name, value) in self.head.attributes() {
            head.push(' ');
            head.push_str(name);
            head.push_str("=\"");
            escape_attribute_into(&mut head, value);
            head.push('"');
        }
        head.push_str(">\n");
        let mut children = ElementWriter::under_root(
            &mut head,
            &self.declarations,
            &mut self.typed_declared,
            self.deprecated,
        );
        for extension in &self.root_extensions {
            children.extension(extension)?;
        }
        self.sink.write_all(head.as_bytes())?;
        self.bytes = head.len() as u64;
        self.started = true;
        Ok(())
    }

    fn write_entry(&mut self, element: &str, entry: &dyn WriteElement) -> Result<(), WriteError> {
        if self.entries >= self.limits.max_entries {
            return Err(WriteError::EntryLimit {
                limit: self.limits.max_entries,
            });
        }
        if !self.started {
            self.start()?;
        }
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let result = ElementWriter::under_root(
            &mut scratch,
            &self.declarations,
            &mut self.typed_declared,
            self.deprecated,
        )
        .child_element(element, entry);
        let outcome = result.and_then(|()| {
            let would_be = self.bytes + scratch.len() as u64 + self.closing_len();
            if would_be > self.limits.max_bytes {
                return Err(WriteError::ByteLimit {
                    limit: self.limits.max_bytes,
                    would_be,
                });
            }
            self.sink.write_all(scratch.as_bytes())?;
            self.bytes += scratch.len() as u64;
            self.entries += 1;
            Ok(())
        });
        self.scratch = scratch;
        outcome
    }

    fn finish(mut self) -> Result<W, WriteError> {
        if self.entries == 0 {
            return Err(WriteError::Empty { root: self.root });
        }
        let mut closing = String::new();
        write_tag(&mut closing, "</", self.root, ">\n");
        self.sink.write_all(closing.as_bytes())?;
        self.sink.flush()?;
        Ok(self.sink)
    }

    fn set_limits(&mut self, limits: Limits) -> Result<(), WriteError> {
        self.limits = limits.check()?;
        Ok(())
    }
}

/// Writes a document one entry at a time, in bounded memory: a sitemap
/// ([`UrlSetWriter`], entries [`Url`](crate::Url)) or an index ([`IndexWriter`], entries
/// [`IndexEntry`](crate::IndexEntry)). Nothing is written until the first
/// entry; an entry that would pass a limit is not written at all, and the
/// file so far can still be finished.
pub struct DocumentWriter<D: Document, W: Write> {
    inner: RootWriter<W>,
    document: PhantomData<fn(&D)>,
}

/// Writes a sitemap (`<urlset>`) one URL at a time, in bounded memory.
///
/// ```
/// use sitemap_core::{Loc, Url, UrlSetWriter};
///
/// let mut writer = UrlSetWriter::new(Vec::new());
/// writer.write(&Url::new(Loc::parse("https://example.com/?a=1&b=2")?))?;
/// let xml = String::from_utf8(writer.finish()?)?;
/// assert!(xml.contains("<loc>https://example.com/?a=1&amp;b=2</loc>"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type UrlSetWriter<W> = DocumentWriter<UrlSet, W>;

/// Writes a sitemap index (`<sitemapindex>`) one entry at a time.
///
/// ```
/// use sitemap_core::{IndexEntry, IndexWriter, Loc};
///
/// let mut writer = IndexWriter::new(Vec::new());
/// writer.write(&IndexEntry::new(Loc::parse("https://example.com/sitemap-1.xml")?))?;
/// let xml = String::from_utf8(writer.finish()?)?;
/// assert!(xml.contains("<sitemap>"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type IndexWriter<W> = DocumentWriter<SitemapIndex, W>;

impl<D: Document, W: Write> DocumentWriter<D, W> {
    /// A writer over `sink` with the protocol's limits. Nothing is written
    /// until the first entry.
    pub fn new(sink: W) -> Self {
        DocumentWriter {
            inner: RootWriter::new(sink, D::KIND.root(), crate::NAMESPACE),
            document: PhantomData,
        }
    }

    /// Lower caps than the protocol's (for example to leave room for other
    /// content); caps above the protocol's are refused.
    ///
    /// # Errors
    ///
    /// When a cap is above the protocol's.
    pub fn with_limits(mut self, limits: Limits) -> Result<Self, WriteError> {
        self.inner.set_limits(limits)?;
        Ok(self)
    }

    /// Declares an extension namespace prefix on the root element.
    /// Extensions whose prefix is not declared here declare it on
    /// themselves.
    pub fn with_namespace(mut self, prefix: &str, uri: &str) -> Self {
        NamespaceDecl::declare(&mut self.inner.declarations, prefix, uri);
        self.inner.typed_declared.clear();
        self
    }

    /// Adds an `<?xml-stylesheet?>` instruction before the root, so that
    /// browsers show the file through it.
    ///
    /// ```
    /// use sitemap_core::{Loc, Stylesheet, Url, UrlSetWriter};
    ///
    /// let mut writer = UrlSetWriter::new(Vec::new()).with_stylesheet(Stylesheet::xsl("/sitemap.xsl"));
    /// writer.write(&Url::new(Loc::parse("https://example.com/")?))?;
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(xml.contains("?>\n<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n<"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_stylesheet(mut self, stylesheet: Stylesheet) -> Self {
        self.inner.head.push_stylesheet(stylesheet);
        self
    }

    /// The whole head at once: stylesheet instructions and root
    /// attributes, in place of those given before (declare the attributes'
    /// prefixes with [`with_namespace`](Self::with_namespace)), as a reader
    /// found them.
    ///
    /// ```
    /// use sitemap_core::{DocumentHead, Loc, Stylesheet, Url, UrlSetWriter};
    ///
    /// let mut head = DocumentHead::default();
    /// head.push_stylesheet(Stylesheet::xsl("/a.xsl"));
    /// let mut writer = UrlSetWriter::new(Vec::new()).with_head(head);
    /// writer.write(&Url::new(Loc::parse("https://example.com/")?))?;
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(xml.contains(r#"<?xml-stylesheet type="text/xsl" href="/a.xsl"?>"#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_head(mut self, head: DocumentHead) -> Self {
        self.inner.head = head;
        self
    }

    /// Sets an attribute of another namespace on the root element
    /// (`xsi:schemaLocation`); declare its prefix with
    /// [`with_namespace`](Self::with_namespace).
    ///
    /// # Errors
    ///
    /// When `name` is not a prefixed XML name (see
    /// [`DocumentHead::set_attribute`]).
    pub fn with_root_attribute(
        mut self,
        name: &str,
        value: &str,
    ) -> Result<Self, crate::AttributeNameError> {
        self.inner.head.set_attribute(name, value)?;
        Ok(self)
    }

    /// Writes the extension tags Google stopped reading in 2022 (image
    /// caption, title, geo_location and license; video category,
    /// gallery_loc, price, tvshow, and the player's allow_embed and
    /// autoplay), which are left out by default: they have no effect and
    /// only make files larger. The readers keep and report them.
    ///
    /// ```
    /// use sitemap_core::{Image, ImageCaption, ImageLoc, Loc, Url, UrlSetWriter};
    ///
    /// let image = Image::new(ImageLoc::parse("https://cdn.example.com/a.jpg")?)
    ///     .with_caption(ImageCaption::parse("A cat")?);
    /// let mut url = Url::new(Loc::parse("https://example.com/")?);
    /// url.push_image(image)?;
    ///
    /// let mut writer = UrlSetWriter::new(Vec::new());
    /// writer.write(&url)?;
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(!xml.contains("caption"));
    ///
    /// let mut writer = UrlSetWriter::new(Vec::new()).with_deprecated_tags(true);
    /// writer.write(&url)?;
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(xml.contains("<image:caption>A cat</image:caption>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_deprecated_tags(mut self, write: bool) -> Self {
        self.inner.deprecated = write;
        self
    }

    /// Adds an extension element written directly under the root, before
    /// the first entry (where the schema allows them).
    pub fn with_root_extension(mut self, extension: Extension) -> Self {
        self.inner.root_extensions.push(extension);
        self
    }

    /// Writes one entry. When it would pass a limit, nothing of it is
    /// written and the file so far can still be finished.
    ///
    /// # Errors
    ///
    /// [`WriteError::EntryLimit`] and [`WriteError::ByteLimit`] for an entry
    /// over a limit, [`WriteError::Io`] when the sink fails.
    pub fn write(&mut self, entry: &D::Entry) -> Result<(), WriteError> {
        self.inner.write_entry(D::KIND.entry(), entry)
    }

    /// The sink, to take out what was written so far (to send it on, as a
    /// server streaming a response does). The writer writes each entry
    /// with one call, after checking it, so the sink only ever holds whole
    /// entries; its counts do not depend on what is taken out.
    ///
    /// ```
    /// use sitemap_core::{Loc, Url, UrlSetWriter};
    ///
    /// let mut writer = UrlSetWriter::new(Vec::new());
    /// let mut sent = Vec::new();
    /// for page in ["/a", "/b"] {
    ///     writer.write(&Url::new(Loc::parse(&format!("https://example.com{page}"))?))?;
    ///     sent.append(writer.get_mut());
    /// }
    /// sent.append(&mut writer.finish()?);
    /// assert!(String::from_utf8(sent)?.ends_with("<loc>https://example.com/b</loc>\n  </url>\n</urlset>\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner.sink
    }

    /// Entries written so far.
    pub fn entry_count(&self) -> usize {
        self.inner.entries
    }

    /// Bytes written so far (the closing tag not included).
    pub fn bytes_written(&self) -> u64 {
        self.inner.bytes
    }

    /// The file's size once [`finish`](Self::finish)ed: the bytes so far and
    /// the closing tag.
    pub fn finished_size(&self) -> u64 {
        self.inner.bytes + self.inner.closing_len()
    }

    /// Closes the root element, flushes, and returns the sink.
    ///
    /// # Errors
    ///
    /// On a document without entries, which would be invalid, and when the
    /// sink fails.
    pub fn finish(self) -> Result<W, WriteError> {
        self.inner.finish()
    }

    /// Writes a whole in-memory document (its namespace declarations
    /// included) and returns the sink. Tags Google stopped reading are left
    /// out, as by [`new`](Self::new)'s writer; to keep them, write the
    /// entries through [`for_document`](Self::for_document)`(…)`
    /// [`.with_deprecated_tags(true)`](Self::with_deprecated_tags).
    ///
    /// # Errors
    ///
    /// As [`write`](Self::write) and [`finish`](Self::finish).
    pub fn write_document(sink: W, document: &D) -> Result<W, WriteError> {
        let mut writer = Self::for_document(sink, document);
        for entry in document.entries() {
            writer.write(entry)?;
        }
        writer.finish()
    }

    /// A writer whose root is `document`'s (its namespace declarations,
    /// stylesheets, root attributes and root extensions), for writing its
    /// entries with other options, such as the tags Google no longer reads
    /// that a document read from a file keeps.
    ///
    /// ```
    /// use sitemap_core::{UrlSet, UrlSetWriter};
    ///
    /// let read: UrlSet = sitemap_core::from_xml_str(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    ///     xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
    ///   <url><loc>https://example.com/</loc>
    ///     <image:image><image:loc>https://example.com/a.jpg</image:loc><image:title>A</image:title></image:image>
    ///   </url></urlset>"#)?;
    /// let mut writer = UrlSetWriter::for_document(Vec::new(), &read).with_deprecated_tags(true);
    /// for url in read.urls() {
    ///     writer.write(url)?;
    /// }
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(xml.contains("<image:title>A</image:title>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_document(sink: W, document: &D) -> Self {
        let mut writer = Self::new(sink);
        let root = D::root(document);
        writer.inner.declarations = root.namespaces;
        writer.inner.root_extensions = root.extensions;
        writer.inner.head = root.head;
        writer
    }
}

impl<D: Document, W: Write> fmt::Debug for DocumentWriter<D, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DocumentWriter")
            .field("kind", &D::KIND)
            .field("entries", &self.inner.entries)
            .field("bytes", &self.inner.bytes)
            .finish_non_exhaustive()
    }
}
