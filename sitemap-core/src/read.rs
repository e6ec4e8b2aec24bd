//! Streaming readers: entries of a `<urlset>` or `<sitemapindex>` one at a
//! time from any `io::BufRead`, in memory bounded by the largest entry.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, BufRead, Read};

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;

use crate::extension::{Extension, ExtensionNode, NamespaceDecl};
use crate::{
    ContentError, IndexEntry, IndexEntryBuilder, LEGACY_NAMESPACE, NAMESPACE, SitemapIndex,
    SitemapIndexBuilder, Url, UrlBuilder, UrlSet, UrlSetBuilder,
};

/// Deepest nesting of extension elements accepted (a guard against
/// pathological documents, far beyond any published extension).
const MAX_DEPTH: usize = 64;
/// Longest text of one value or extension subtree, in bytes.
const MAX_TEXT: usize = 1 << 20;
/// How many recent line starts are remembered for error positions.
const LINE_WINDOW: usize = 4096;

/// A document that could not be read, with where it went wrong.
#[derive(Debug)]
pub struct ReadError {
    line: u64,
    column: u64,
    kind: ReadErrorKind,
}

/// What went wrong while reading.
#[derive(Debug)]
#[non_exhaustive]
pub enum ReadErrorKind {
    /// The source failed.
    Io(io::Error),
    /// Not well-formed XML.
    Xml(String),
    /// A DOCTYPE declaration: refused, so no entity is ever expanded or fetched.
    Doctype,
    /// The root element is not the one this reader reads.
    WrongRoot {
        /// The root this reader expects.
        expected: &'static str,
        /// The root found.
        found: String,
    },
    /// The root is not in the sitemap namespace.
    WrongNamespace {
        /// The namespace found, if any.
        found: Option<String>,
    },
    /// An element not allowed where it stands.
    UnexpectedElement {
        /// The enclosing element.
        parent: String,
        /// The element found.
        name: String,
    },
    /// Text where only elements are allowed.
    UnexpectedText {
        /// The enclosing element.
        parent: String,
    },
    /// An entry breaks the schema (a missing, repeated or invalid child).
    Content(ContentError),
    /// The document ends inside an element.
    Truncated {
        /// The innermost element left open.
        open: String,
    },
    /// Extension elements nested deeper than the reader accepts.
    TooDeep {
        /// The nesting limit.
        limit: usize,
    },
    /// A value longer than the reader accepts.
    ValueTooLong {
        /// The element holding it.
        element: String,
        /// The limit in bytes.
        limit: usize,
    },
    /// Something other than comments or whitespace after the root element.
    TrailingContent,
}

impl ReadError {
    /// 1-based line of the problem.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// 1-based column (in bytes) of the problem.
    pub fn column(&self) -> u64 {
        self.column
    }

    /// What went wrong.
    pub fn kind(&self) -> &ReadErrorKind {
        &self.kind
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.line, self.column)?;
        match &self.kind {
            ReadErrorKind::Io(e) => write!(f, "cannot read the document: {e}"),
            ReadErrorKind::Xml(message) => write!(f, "not well-formed XML: {message}"),
            ReadErrorKind::Doctype => {
                f.write_str("DOCTYPE declarations are refused (no entity expansion); remove it")
            }
            ReadErrorKind::WrongRoot { expected, found } => {
                write!(f, "expected a <{expected}> document, found <{found}>")?;
                match (*expected, found.as_str()) {
                    ("urlset", "sitemapindex") => f.write_str("; read it with IndexReader"),
                    ("sitemapindex", "urlset") => f.write_str("; read it with UrlSetReader"),
                    _ => Ok(()),
                }
            }
            ReadErrorKind::WrongNamespace { found } => write!(
                f,
                "the root element is in namespace {}, not the sitemap namespace; declare xmlns=\"{NAMESPACE}\"",
                found
                    .as_deref()
                    .map_or_else(|| "none".to_owned(), |ns| format!("`{ns}`"))
            ),
            ReadErrorKind::UnexpectedElement { parent, name } => {
                write!(f, "<{parent}> does not allow <{name}> here; remove it")
            }
            ReadErrorKind::UnexpectedText { parent } => {
                write!(f, "<{parent}> does not allow text here; remove it")
            }
            ReadErrorKind::Content(error) => error.fmt(f),
            ReadErrorKind::Truncated { open } => {
                write!(
                    f,
                    "the document ends inside <{open}>; the file is truncated"
                )
            }
            ReadErrorKind::TooDeep { limit } => {
                write!(f, "extension elements nest deeper than {limit} levels")
            }
            ReadErrorKind::ValueTooLong { element, limit } => {
                write!(f, "<{element}> holds more than {limit} bytes of text")
            }
            ReadErrorKind::TrailingContent => {
                f.write_str("content after the root element; a document has one root")
            }
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ReadErrorKind::Io(e) => Some(e),
            ReadErrorKind::Content(e) => Some(e),
            _ => None,
        }
    }
}

/// Counts lines as quick-xml consumes bytes, remembering only recent line
/// starts, so positions cost no memory growth however long the file.
struct PositionTracker<R> {
    inner: R,
    lines: LineIndex,
}

/// Offsets of recent line breaks, kept apart from the source so consumed bytes
/// can be scanned where they lie in the source's buffer, without a copy.
struct LineIndex {
    consumed: u64,
    lines_before_window: u64,
    newlines: VecDeque<u64>,
}

impl<R> PositionTracker<R> {
    fn line_column(&self, position: u64) -> (u64, u64) {
        self.lines.line_column(position)
    }
}

impl LineIndex {
    fn line_column(&self, position: u64) -> (u64, u64) {
        let before = self.newlines.iter().filter(|&&nl| nl < position).count() as u64;
        let line_start = self
            .newlines
            .iter()
            .rev()
            .find(|&&nl| nl < position)
            .map_or(0, |nl| nl + 1);
        (
            self.lines_before_window + before + 1,
            position.saturating_sub(line_start) + 1,
        )
    }
}

impl<R: Read> Read for PositionTracker<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.lines.record(&buf[..n]);
        Ok(n)
    }
}

impl LineIndex {
    fn record(&mut self, bytes: &[u8]) {
        for (i, _) in bytes.iter().enumerate().filter(|(_, b)| **b == b'\n') {
            if self.newlines.len() == LINE_WINDOW {
                self.newlines.pop_front();
                self.lines_before_window += 1;
            }
            self.newlines.push_back(self.consumed + i as u64);
        }
        self.consumed += bytes.len() as u64;
    }
}

impl<R: BufRead> BufRead for PositionTracker<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        // The bytes being consumed are still in the inner buffer: a call to
        // fill_buf with unconsumed data does no I/O.
        if let Ok(buf) = self.inner.fill_buf() {
            self.lines.record(&buf[..amount.min(buf.len())]);
        }
        self.inner.consume(amount);
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    BeforeRoot,
    InRoot,
    Done,
}

/// How one document kind is read: its root, its entry, and its builders.
trait Kind {
    type Entry;
    type Builder: Default;
    const ROOT: &'static str;
    const ENTRY: &'static str;
    fn set_text(builder: &mut Self::Builder, child: &str, text: &str)
    -> Result<bool, ContentError>;
    fn push_extension(builder: &mut Self::Builder, extension: Extension);
    fn finish(builder: Self::Builder) -> Result<Self::Entry, ContentError>;
}

struct UrlKind;
impl Kind for UrlKind {
    type Entry = Url;
    type Builder = UrlBuilder;
    const ROOT: &'static str = UrlSet::ELEMENT;
    const ENTRY: &'static str = Url::ELEMENT;
    fn set_text(builder: &mut UrlBuilder, child: &str, text: &str) -> Result<bool, ContentError> {
        builder.set_text(child, text)
    }
    fn push_extension(builder: &mut UrlBuilder, extension: Extension) {
        builder.push_extension(extension);
    }
    fn finish(builder: UrlBuilder) -> Result<Url, ContentError> {
        builder.finish()
    }
}

struct IndexKind;
impl Kind for IndexKind {
    type Entry = IndexEntry;
    type Builder = IndexEntryBuilder;
    const ROOT: &'static str = SitemapIndex::ELEMENT;
    const ENTRY: &'static str = IndexEntry::ELEMENT;
    fn set_text(
        builder: &mut IndexEntryBuilder,
        child: &str,
        text: &str,
    ) -> Result<bool, ContentError> {
        builder.set_text(child, text)
    }
    fn push_extension(builder: &mut IndexEntryBuilder, extension: Extension) {
        builder.push_extension(extension);
    }
    fn finish(builder: IndexEntryBuilder) -> Result<IndexEntry, ContentError> {
        builder.finish()
    }
}

/// The document-independent reading machinery.
struct DocumentReader<R: BufRead> {
    xml: NsReader<PositionTracker<R>>,
    buf: Vec<u8>,
    state: State,
    /// The sitemap namespace the root used (0.9, or the legacy 0.84).
    namespace: String,
    declarations: Vec<NamespaceDecl>,
    root_extensions: Vec<Extension>,
}

/// A resolved element name.
struct Name {
    namespace: Option<String>,
    prefix: Option<String>,
    local: String,
}

impl Name {
    fn qualified(&self) -> String {
        match &self.prefix {
            Some(prefix) => format!("{prefix}:{}", self.local),
            None => self.local.clone(),
        }
    }
}

impl<R: BufRead> DocumentReader<R> {
    fn new(source: R) -> Self {
        let tracker = PositionTracker {
            inner: source,
            lines: LineIndex {
                consumed: 0,
                lines_before_window: 0,
                newlines: VecDeque::new(),
            },
        };
        let mut xml = NsReader::from_reader(tracker);
        xml.config_mut().expand_empty_elements = true;
        DocumentReader {
            xml,
            buf: Vec::new(),
            state: State::BeforeRoot,
            namespace: String::new(),
            declarations: Vec::new(),
            root_extensions: Vec::new(),
        }
    }

    fn error_at(&self, position: u64, kind: ReadErrorKind) -> ReadError {
        let (line, column) = self.xml.get_ref().line_column(position);
        ReadError { line, column, kind }
    }

    /// An error at the start of the event just read.
    fn error(&self, start: u64, kind: ReadErrorKind) -> ReadError {
        self.error_at(start, kind)
    }

    /// Reads the next event into an owned form, mapping parse errors.
    fn next_event(&mut self) -> Result<(u64, Option<Name>, Event<'static>), ReadError> {
        self.buf.clear();
        let start = self.xml.buffer_position();
        let (resolved, event) = match self.xml.read_resolved_event_into(&mut self.buf) {
            Ok(pair) => pair,
            Err(quick_xml::Error::Io(e)) => {
                let kind = ReadErrorKind::Io(io::Error::new(e.kind(), e.to_string()));
                return Err(self.error_at(self.xml.error_position(), kind));
            }
            Err(e) => {
                return Err(
                    self.error_at(self.xml.error_position(), ReadErrorKind::Xml(e.to_string()))
                );
            }
        };
        let name = match &event {
            Event::Start(start_tag) => {
                let namespace = match resolved {
                    ResolveResult::Bound(ns) => Some(ns.as_ref().to_owned()),
                    ResolveResult::Unbound => None,
                    ResolveResult::Unknown(prefix) => {
                        let message = format!("the prefix `{}` is not declared", prefix);
                        return Err(self.error(start, ReadErrorKind::Xml(message)));
                    }
                };
                let qname = start_tag.name();
                Some(Name {
                    namespace,
                    prefix: qname.prefix().map(|p| p.as_ref().to_owned()),
                    local: start_tag.local_name().as_ref().to_owned(),
                })
            }
            _ => None,
        };
        Ok((start, name, event.into_owned()))
    }

    /// Reads up to the root element and checks it.
    fn open_root(&mut self, root: &'static str) -> Result<(), ReadError> {
        loop {
            let (start, name, event) = self.next_event()?;
            match event {
                Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
                Event::Text(text) if text.trim().is_empty() => {}
                Event::DocType(_) => return Err(self.error(start, ReadErrorKind::Doctype)),
                Event::Start(tag) => {
                    let name = name.unwrap_or_else(unreachable_name);
                    if name.local != root {
                        return Err(self.error(
                            start,
                            ReadErrorKind::WrongRoot {
                                expected: root,
                                found: name.local,
                            },
                        ));
                    }
                    match name.namespace.as_deref() {
                        Some(ns @ (NAMESPACE | LEGACY_NAMESPACE)) => self.namespace = ns.to_owned(),
                        found => {
                            let found = found.map(str::to_owned);
                            return Err(self.error(start, ReadErrorKind::WrongNamespace { found }));
                        }
                    }
                    self.declarations = self.namespace_declarations(&tag, start)?;
                    self.state = State::InRoot;
                    return Ok(());
                }
                Event::Eof => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::Xml("the document has no root element".into()),
                    ));
                }
                _ => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::UnexpectedText {
                            parent: "document".into(),
                        },
                    ));
                }
            }
        }
    }

    fn namespace_declarations(
        &self,
        tag: &BytesStart<'_>,
        start: u64,
    ) -> Result<Vec<NamespaceDecl>, ReadError> {
        let mut declarations = Vec::new();
        for attribute in tag.attributes() {
            let attribute =
                attribute.map_err(|e| self.error(start, ReadErrorKind::Xml(e.to_string())))?;
            let key: &str = attribute.key.as_ref();
            if let Some(prefix) = key.strip_prefix("xmlns:") {
                let value = attribute
                    .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                    .map_err(|e| self.error(start, ReadErrorKind::Xml(e.to_string())))?;
                declarations.push(NamespaceDecl::new(prefix, value.into_owned()));
            }
        }
        Ok(declarations)
    }

    /// The next entry, or `None` after the root closes.
    fn next_entry<K: Kind>(&mut self) -> Option<Result<K::Entry, ReadError>> {
        if self.state == State::Done {
            return None;
        }
        let result = self.read_next::<K>();
        if matches!(result, Some(Err(_))) {
            self.state = State::Done;
        }
        result
    }

    fn read_next<K: Kind>(&mut self) -> Option<Result<K::Entry, ReadError>> {
        if self.state == State::BeforeRoot
            && let Err(e) = self.open_root(K::ROOT)
        {
            return Some(Err(e));
        }
        loop {
            let (start, name, event) = match self.next_event() {
                Ok(next) => next,
                Err(e) => return Some(Err(e)),
            };
            match event {
                Event::Start(tag) => {
                    let name = name.unwrap_or_else(unreachable_name);
                    if name.namespace.as_deref() == Some(self.namespace.as_str())
                        && name.local == K::ENTRY
                    {
                        return Some(self.read_entry::<K>(start));
                    }
                    if self.is_extension(&name) {
                        match self.read_extension(name, &tag, start, 1) {
                            Ok(extension) => self.root_extensions.push(extension),
                            Err(e) => return Some(Err(e)),
                        }
                        continue;
                    }
                    let kind = ReadErrorKind::UnexpectedElement {
                        parent: K::ROOT.into(),
                        name: name.qualified(),
                    };
                    return Some(Err(self.error(start, kind)));
                }
                Event::End(_) => {
                    self.state = State::Done;
                    return self.check_trailing().err().map(Err);
                }
                Event::Text(text) if text.trim().is_empty() => {}
                Event::Comment(_) | Event::PI(_) => {}
                Event::Eof => {
                    return Some(Err(self.error(
                        start,
                        ReadErrorKind::Truncated {
                            open: K::ROOT.into(),
                        },
                    )));
                }
                _ => {
                    return Some(Err(self.error(
                        start,
                        ReadErrorKind::UnexpectedText {
                            parent: K::ROOT.into(),
                        },
                    )));
                }
            }
        }
    }

    fn check_trailing(&mut self) -> Result<(), ReadError> {
        loop {
            let (start, _, event) = self.next_event()?;
            match event {
                Event::Eof => return Ok(()),
                Event::Comment(_) | Event::PI(_) => {}
                Event::Text(text) if text.trim().is_empty() => {}
                _ => return Err(self.error(start, ReadErrorKind::TrailingContent)),
            }
        }
    }

    fn is_extension(&self, name: &Name) -> bool {
        name.namespace
            .as_deref()
            .is_some_and(|ns| ns != self.namespace)
    }

    fn read_entry<K: Kind>(&mut self, entry_start: u64) -> Result<K::Entry, ReadError> {
        let mut builder = K::Builder::default();
        loop {
            let (start, name, event) = self.next_event()?;
            match event {
                Event::Start(tag) => {
                    let name = name.unwrap_or_else(unreachable_name);
                    if self.is_extension(&name) {
                        let extension = self.read_extension(name, &tag, start, 1)?;
                        K::push_extension(&mut builder, extension);
                        continue;
                    }
                    let unexpected = ReadErrorKind::UnexpectedElement {
                        parent: K::ENTRY.into(),
                        name: name.qualified(),
                    };
                    if name.namespace.as_deref() != Some(self.namespace.as_str()) {
                        return Err(self.error(start, unexpected));
                    }
                    let text = self.read_text(&name.local)?;
                    match K::set_text(&mut builder, &name.local, &text) {
                        Ok(true) => {}
                        Ok(false) => return Err(self.error(start, unexpected)),
                        Err(e) => return Err(self.error(start, ReadErrorKind::Content(e))),
                    }
                }
                Event::End(_) => {
                    return K::finish(builder)
                        .map_err(|e| self.error(entry_start, ReadErrorKind::Content(e)));
                }
                Event::Text(text) if text.trim().is_empty() => {}
                Event::Comment(_) | Event::PI(_) => {}
                Event::Eof => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::Truncated {
                            open: K::ENTRY.into(),
                        },
                    ));
                }
                _ => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::UnexpectedText {
                            parent: K::ENTRY.into(),
                        },
                    ));
                }
            }
        }
    }

    /// The text content of a simple element, entities and CDATA resolved.
    fn read_text(&mut self, element: &str) -> Result<String, ReadError> {
        let mut text = String::new();
        loop {
            let (start, name, event) = self.next_event()?;
            match event {
                Event::Text(t) => text.push_str(&t.xml10_content()),
                Event::CData(c) => text.push_str(&c),
                Event::GeneralRef(reference) => {
                    text.push(self.resolve_reference(&reference, start)?)
                }
                Event::End(_) => return Ok(text),
                Event::Comment(_) | Event::PI(_) => {}
                Event::Start(_) => {
                    let name = name.map_or_else(String::new, |n| n.qualified());
                    return Err(self.error(
                        start,
                        ReadErrorKind::UnexpectedElement {
                            parent: element.into(),
                            name,
                        },
                    ));
                }
                Event::Eof => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::Truncated {
                            open: element.into(),
                        },
                    ));
                }
                _ => {
                    return Err(self.error(
                        start,
                        ReadErrorKind::UnexpectedText {
                            parent: element.into(),
                        },
                    ));
                }
            }
            if text.len() > MAX_TEXT {
                return Err(self.error(
                    start,
                    ReadErrorKind::ValueTooLong {
                        element: element.into(),
                        limit: MAX_TEXT,
                    },
                ));
            }
        }
    }

    fn resolve_reference(
        &self,
        reference: &quick_xml::events::BytesRef<'_>,
        start: u64,
    ) -> Result<char, ReadError> {
        if let Some(ch) = reference
            .resolve_char_ref()
            .map_err(|e| self.error(start, ReadErrorKind::Xml(e.to_string())))?
        {
            return Ok(ch);
        }
        match &**reference {
            "amp" => Ok('&'),
            "lt" => Ok('<'),
            "gt" => Ok('>'),
            "quot" => Ok('"'),
            "apos" => Ok('\''),
            other => Err(self.error(
                start,
                ReadErrorKind::Xml(format!("unknown entity `&{other};`")),
            )),
        }
    }

    /// An extension element and its subtree, with exact prefixes and namespaces.
    fn read_extension(
        &mut self,
        name: Name,
        tag: &BytesStart<'_>,
        start: u64,
        depth: usize,
    ) -> Result<Extension, ReadError> {
        if depth > MAX_DEPTH {
            return Err(self.error(start, ReadErrorKind::TooDeep { limit: MAX_DEPTH }));
        }
        let namespace = name.namespace.clone().unwrap_or_default();
        let mut extension = Extension::new(
            &namespace,
            name.prefix.as_deref().unwrap_or(""),
            &name.local,
        );
        for attribute in tag.attributes() {
            let attribute =
                attribute.map_err(|e| self.error(start, ReadErrorKind::Xml(e.to_string())))?;
            let value = attribute
                .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                .map_err(|e| self.error(start, ReadErrorKind::Xml(e.to_string())))?;
            let key: &str = attribute.key.as_ref();
            // Namespace declarations are not content: the element carries its
            // resolved namespace, and the writers declare what is needed.
            if key != "xmlns" && !key.starts_with("xmlns:") {
                extension = extension.with_attribute(key, &value);
            }
        }
        let mut size = 0usize;
        loop {
            let (child_start, child_name, event) = self.next_event()?;
            match event {
                Event::Start(child_tag) => {
                    let child_name = child_name.unwrap_or_else(unreachable_name);
                    let child =
                        self.read_extension(child_name, &child_tag, child_start, depth + 1)?;
                    extension.push_node(ExtensionNode::Element(child));
                }
                Event::Text(t) => {
                    size += t.len();
                    extension.push_node(ExtensionNode::Text(t.xml10_content().into_owned()));
                }
                Event::CData(c) => {
                    size += c.len();
                    extension.push_node(ExtensionNode::Text(c.to_string()));
                }
                Event::GeneralRef(reference) => {
                    let ch = self.resolve_reference(&reference, child_start)?;
                    extension.push_node(ExtensionNode::Text(ch.to_string()));
                }
                Event::End(_) => return Ok(merge_text(extension)),
                Event::Comment(_) | Event::PI(_) => {}
                Event::Eof => {
                    return Err(self.error(
                        child_start,
                        ReadErrorKind::Truncated {
                            open: name.qualified(),
                        },
                    ));
                }
                _ => {
                    return Err(self.error(
                        child_start,
                        ReadErrorKind::UnexpectedText {
                            parent: name.qualified(),
                        },
                    ));
                }
            }
            if size > MAX_TEXT {
                let kind = ReadErrorKind::ValueTooLong {
                    element: name.qualified(),
                    limit: MAX_TEXT,
                };
                return Err(self.error(child_start, kind));
            }
        }
    }
}

/// Joins adjacent text nodes (quick-xml splits text at entity references)
/// and drops whitespace-only text between child elements.
fn merge_text(extension: Extension) -> Extension {
    let has_elements = extension.child_elements().next().is_some();
    let mut merged = Extension::new(
        extension.namespace().unwrap_or_default(),
        extension.prefix().unwrap_or_default(),
        extension.local_name(),
    );
    for (name, value) in extension.attributes() {
        merged = merged.with_attribute(name, value);
    }
    let mut pending = String::new();
    let flush = |merged: &mut Extension, pending: &mut String| {
        if !(pending.is_empty() || has_elements && pending.trim().is_empty()) {
            merged.push_node(ExtensionNode::Text(std::mem::take(pending)));
        }
        pending.clear();
    };
    for node in extension.children() {
        match node {
            ExtensionNode::Text(text) => pending.push_str(text),
            ExtensionNode::Element(child) => {
                flush(&mut merged, &mut pending);
                merged.push_node(ExtensionNode::Element(child.clone()));
            }
        }
    }
    flush(&mut merged, &mut pending);
    merged
}

fn unreachable_name() -> Name {
    // next_event resolves a name for every start tag.
    Name {
        namespace: None,
        prefix: None,
        local: String::new(),
    }
}

macro_rules! document_reader {
    ($(#[$doc:meta])* $reader:ident, $kind:ident, $entry:ident, $document:ident, $builder:ident, $put:ident) => {
        $(#[$doc])*
        pub struct $reader<R: BufRead> {
            inner: DocumentReader<R>,
        }

        impl<R: BufRead> $reader<R> {
            /// A reader over `source` (wrap files in `io::BufReader`).
            pub fn new(source: R) -> Self {
                $reader { inner: DocumentReader::new(source) }
            }

            /// Namespace prefixes declared on the root (known once the first
            /// entry has been read).
            pub fn namespaces(&self) -> &[NamespaceDecl] {
                &self.inner.declarations
            }

            /// Extension elements found directly under the root so far.
            pub fn root_extensions(&self) -> &[Extension] {
                &self.inner.root_extensions
            }

            /// Reads the whole document into memory.
            pub fn into_document(mut self) -> Result<$document, ReadError> {
                let mut builder = $builder::default();
                while let Some(entry) = self.next() {
                    builder.$put(entry?).map_err(|e| self.inner.error(self.inner.xml.buffer_position(), ReadErrorKind::Content(e)))?;
                }
                if self.inner.state == State::BeforeRoot {
                    self.inner.open_root($document::ELEMENT)?;
                }
                for decl in &self.inner.declarations {
                    builder.declare_namespace(decl.prefix(), decl.uri());
                }
                for extension in std::mem::take(&mut self.inner.root_extensions) {
                    builder.push_extension(extension);
                }
                builder
                    .finish()
                    .map_err(|e| self.inner.error(self.inner.xml.buffer_position(), ReadErrorKind::Content(e)))
            }
        }

        impl<R: BufRead> Iterator for $reader<R> {
            type Item = Result<$entry, ReadError>;

            fn next(&mut self) -> Option<Self::Item> {
                self.inner.next_entry::<$kind>()
            }
        }
    };
}

document_reader!(
    /// Reads a sitemap (`<urlset>`) one URL at a time.
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
    UrlSetReader, UrlKind, Url, UrlSet, UrlSetBuilder, put_url
);

document_reader!(
    /// Reads a sitemap index (`<sitemapindex>`) one entry at a time.
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
    IndexReader, IndexKind, IndexEntry, SitemapIndex, SitemapIndexBuilder, put_sitemap
);
