//! Streaming writers: one `<urlset>` or `<sitemapindex>` document into any
//! `io::Write`, refusing to produce an invalid file.

use std::fmt;
use std::io::{self, Write};

use crate::extension::{Extension, ExtensionNode, NamespaceDecl};
use crate::{DocumentHead, IndexEntry, SchemaValue, SitemapIndex, Stylesheet, Url, UrlSet};

/// The protocol's cap on entries per file (URLs in a sitemap, sitemaps in an index).
pub const MAX_ENTRIES: usize = 50_000;
/// The protocol's cap on a file's uncompressed size: 50 MiB.
pub const MAX_BYTES: u64 = 52_428_800;

const XML_DECLARATION: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

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
    /// `<sitemapindex/>` is not a valid document.
    Empty {
        /// The root element.
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
    /// An item given to [`UrlSetWriter::write_pages`] could not become an
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

/// An element that writes its own children (implemented by the generated
/// element types).
pub(crate) trait WriteElement {
    /// Writes the children, in schema order, into `writer`.
    fn write_children(&self, writer: &mut ElementWriter<'_>) -> Result<(), WriteError>;
}

/// Where an element's children are written: an in-memory buffer, so an entry
/// that breaks a limit is dropped whole instead of half-written.
pub(crate) struct ElementWriter<'a> {
    out: &'a mut String,
    declared: &'a [NamespaceDecl],
    depth: usize,
}

impl ElementWriter<'_> {
    fn indent(&mut self) {
        // Fixed-size copies for the depths sitemaps have, so they compile to
        // plain stores instead of a memcpy call per line.
        match self.depth {
            0 => {}
            1 => self.out.push_str("  "),
            2 => self.out.push_str("    "),
            depth => self.out.extend(std::iter::repeat_n(' ', depth * 2)),
        }
    }

    /// `<name>value</name>` for a schema value, written in its document form
    /// ([`SchemaValue::write_document_text`]) and entity-escaped.
    pub(crate) fn value_element<V: SchemaValue>(
        &mut self,
        name: &str,
        value: &V,
    ) -> Result<(), WriteError> {
        self.indent();
        write_tag(self.out, "<", name, ">");
        if V::MARKUP_FREE {
            // Dates and numbers spell themselves straight into the output.
            let start = self.out.len();
            value.write_document_text(self.out);
            debug_assert!(
                self.out.as_bytes()[start..]
                    .iter()
                    .all(|&byte| reserved(byte) == 0),
                "a MARKUP_FREE value spelled a character that needs escaping"
            );
        } else {
            // Checked before it is copied: scanning bytes just written
            // would stall on the stores that wrote them.
            escape_into(self.out, &value.document_text());
        }
        write_tag(self.out, "</", name, ">\n");
        Ok(())
    }

    /// A child element of a generated type.
    pub(crate) fn child_element(
        &mut self,
        name: &str,
        child: &dyn WriteElement,
    ) -> Result<(), WriteError> {
        self.indent();
        write_tag(self.out, "<", name, ">\n");
        self.depth += 1;
        child.write_children(self)?;
        self.depth -= 1;
        self.indent();
        write_tag(self.out, "</", name, ">\n");
        Ok(())
    }

    /// An extension element and its content, declaring its namespace on the
    /// element itself when the root did not.
    pub(crate) fn extension(&mut self, extension: &Extension) -> Result<(), WriteError> {
        self.indent();
        self.write_extension(extension, None)?;
        self.out.push('\n');
        Ok(())
    }

    fn write_extension(
        &mut self,
        extension: &Extension,
        parent_namespace: Option<&str>,
    ) -> Result<(), WriteError> {
        let name = extension.qualified_name();
        let namespace = extension
            .namespace()
            .ok_or_else(|| WriteError::UnresolvedExtension {
                name: name.to_string(),
            })?;
        write_tag(self.out, "<", &name, "");
        let declared_by_attribute =
            |attr: &str| extension.attributes().iter().any(|(n, _)| n == attr);
        match extension.prefix() {
            Some(prefix) => {
                let in_scope = self
                    .declared
                    .iter()
                    .any(|d| d.prefix() == prefix && d.uri() == namespace)
                    || parent_namespace == Some(namespace);
                if !in_scope && !declared_by_attribute(&format!("xmlns:{prefix}")) {
                    self.attribute(&format!("xmlns:{prefix}"), namespace);
                }
            }
            None if parent_namespace != Some(namespace) && !declared_by_attribute("xmlns") => {
                self.attribute("xmlns", namespace);
            }
            None => {}
        }
        for (attr, value) in extension.attributes() {
            self.attribute(attr, value);
        }
        if extension.children().is_empty() {
            self.out.push_str("/>");
            return Ok(());
        }
        self.out.push('>');
        for node in extension.children() {
            match node {
                ExtensionNode::Text(text) => escape_into(self.out, text),
                ExtensionNode::Element(child) => self.write_extension(child, Some(namespace))?,
            }
        }
        write_tag(self.out, "</", &name, ">");
        Ok(())
    }

    fn attribute(&mut self, name: &str, value: &str) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_attribute_into(self.out, value);
        self.out.push('"');
    }
}

/// Appends `text` with the five characters XML reserves escaped, as the
/// protocol asks of every value, and carriage returns as `&#13;`, which a
/// parser would otherwise turn into line feeds.
///
/// Most 16-byte stretches of a URL hold none of them, so each stretch is
/// first tested branch-free (the compiler vectorizes it) and copied whole
/// when clean; only a stretch with a hit is walked byte by byte.
fn escape_into(out: &mut String, text: &str) {
    const STRETCH: usize = 16;
    let bytes = text.as_bytes();
    // `bytes[copied..at]` is clean and not yet copied.
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        let end = (at + STRETCH).min(bytes.len());
        let stretch = &bytes[at..end];
        let hit = match <&[u8; STRETCH]>::try_from(stretch) {
            Ok(full) => full.iter().fold(0, |acc, &byte| acc | reserved(byte)),
            Err(_) => stretch.iter().fold(0, |acc, &byte| acc | reserved(byte)),
        };
        if hit != 0 {
            for (i, &byte) in stretch.iter().enumerate() {
                let Some(entity) = entity(byte) else {
                    continue;
                };
                // Reserved characters are ASCII, so these are character
                // boundaries.
                out.push_str(&text[copied..at + i]);
                out.push_str(entity);
                copied = at + i + 1;
            }
        }
        at = end;
    }
    out.push_str(&text[copied..]);
}

/// [`escape_into`], and line feeds and tabs as references too: a parser
/// would turn them into spaces in an attribute value.
pub(crate) fn escape_attribute_into(out: &mut String, value: &str) {
    let mut rest = value;
    while let Some(at) = rest.find(['\n', '\t']) {
        escape_into(out, &rest[..at]);
        out.push_str(if rest.as_bytes()[at] == b'\n' {
            "&#10;"
        } else {
            "&#9;"
        });
        rest = &rest[at + 1..];
    }
    escape_into(out, rest);
}

/// The reference a byte is written as in text and attributes, if it needs
/// one.
fn entity(byte: u8) -> Option<&'static str> {
    Some(match byte {
        b'&' => "&amp;",
        b'<' => "&lt;",
        b'>' => "&gt;",
        b'"' => "&quot;",
        b'\'' => "&apos;",
        // A raw carriage return would read back as a line feed (or a space,
        // in an attribute).
        b'\r' => "&#13;",
        _ => return None,
    })
}

/// 1 where [`entity`] has a reference, else 0, without branches (so a
/// stretch of them vectorizes): `'` is `&` + 1 and `>` is `<` + 2, so two
/// masked compares cover four of them.
fn reserved(byte: u8) -> u8 {
    u8::from(byte == b'"')
        | u8::from((byte | 1) == b'\'')
        | u8::from((byte | 2) == b'>')
        | u8::from(byte == b'\r')
}

// Inlined so the literal `open` and `close` become stores of known size.
#[inline(always)]
fn write_tag(out: &mut String, open: &str, name: &str, close: &str) {
    out.push_str(open);
    out.push_str(name);
    out.push_str(close);
}

/// The document-independent part of both writers.
struct DocumentWriter<W: Write> {
    sink: W,
    root: &'static str,
    namespace: &'static str,
    declarations: Vec<NamespaceDecl>,
    head: DocumentHead,
    root_extensions: Vec<Extension>,
    limits: Limits,
    scratch: String,
    entries: usize,
    bytes: u64,
    started: bool,
}

impl<W: Write> DocumentWriter<W> {
    fn new(sink: W, root: &'static str, namespace: &'static str) -> Self {
        DocumentWriter {
            sink,
            root,
            namespace,
            declarations: Vec::new(),
            head: DocumentHead::default(),
            root_extensions: Vec::new(),
            limits: Limits::default(),
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
        let mut children = ElementWriter {
            out: &mut head,
            declared: &self.declarations,
            depth: 1,
        };
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
        let result = ElementWriter {
            out: &mut scratch,
            declared: &self.declarations,
            depth: 1,
        }
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

macro_rules! document_writer {
    ($(#[$doc:meta])* $writer:ident, $document:ident, $entry:ident, $entry_name:literal) => {
        $(#[$doc])*
        pub struct $writer<W: Write> {
            inner: DocumentWriter<W>,
        }

        impl<W: Write> $writer<W> {
            /// A writer over `sink` with the protocol's limits. Nothing is
            /// written until the first entry.
            pub fn new(sink: W) -> Self {
                $writer {
                    inner: DocumentWriter::new(sink, $document::ELEMENT, $document::NAMESPACE),
                }
            }

            /// Lower caps than the protocol's (for example to leave room for
            /// other content); caps above the protocol's are refused.
            pub fn with_limits(mut self, limits: Limits) -> Result<Self, WriteError> {
                self.inner.set_limits(limits)?;
                Ok(self)
            }

            /// Declares an extension namespace prefix on the root element.
            /// Extensions whose prefix is not declared here declare it on
            /// themselves.
            pub fn with_namespace(mut self, prefix: &str, uri: &str) -> Self {
                NamespaceDecl::declare(&mut self.inner.declarations, prefix, uri);
                self
            }

            /// Adds an `<?xml-stylesheet?>` instruction before the root, so
            /// that browsers show the file through it.
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

            /// Adds an extension element written directly under the root,
            /// before the first entry (where the schema allows them).
            pub fn with_root_extension(mut self, extension: Extension) -> Self {
                self.inner.root_extensions.push(extension);
                self
            }

            /// Writes one entry. When it would pass a limit, nothing of it is
            /// written and the file so far can still be finished.
            pub fn write(&mut self, entry: &$entry) -> Result<(), WriteError> {
                self.inner.write_entry($entry_name, entry)
            }

            /// Entries written so far.
            pub fn entry_count(&self) -> usize {
                self.inner.entries
            }

            /// Bytes written so far (the closing tag not included).
            pub fn bytes_written(&self) -> u64 {
                self.inner.bytes
            }

            /// The file's size once [`finish`](Self::finish)ed: the bytes so
            /// far and the closing tag.
            pub fn finished_size(&self) -> u64 {
                self.inner.bytes + self.inner.closing_len()
            }

            /// Closes the root element, flushes, and returns the sink. Fails on
            /// a document without entries, which would be invalid.
            pub fn finish(self) -> Result<W, WriteError> {
                self.inner.finish()
            }

            /// Writes a whole in-memory document (its namespace declarations
            /// included) and returns the sink.
            pub fn write_document(sink: W, document: &$document) -> Result<W, WriteError> {
                let mut writer = $writer::new(sink);
                writer.inner.declarations =
                    NamespaceDecl::for_document(document.namespaces(), |visit| document.visit_extensions(visit));
                writer.inner.root_extensions = document.extensions().to_vec();
                writer.inner.head = document.head().clone();
                for entry in document_entries(document) {
                    writer.write(entry)?;
                }
                writer.finish()
            }
        }
    };
}

fn document_entries<D: Entries>(document: &D) -> &[D::Entry] {
    document.entries()
}

trait Entries {
    type Entry;
    fn entries(&self) -> &[Self::Entry];
}

impl Entries for UrlSet {
    type Entry = Url;
    fn entries(&self) -> &[Url] {
        self.urls()
    }
}

impl Entries for SitemapIndex {
    type Entry = IndexEntry;
    fn entries(&self) -> &[IndexEntry] {
        self.sitemaps()
    }
}

document_writer!(
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
    UrlSetWriter, UrlSet, Url, "url"
);

document_writer!(
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
    IndexWriter, SitemapIndex, IndexEntry, "sitemap"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_branch_free_test_finds_exactly_the_bytes_with_a_reference() {
        for byte in 0..=u8::MAX {
            assert_eq!(reserved(byte) != 0, entity(byte).is_some(), "{byte:#04x}");
        }
    }
}
