//! The reading state machine shared by every reader: XML events in, entries
//! and diagnostics out, one entry at a time.

use std::collections::VecDeque;
use std::io::{self, Read};

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;
use sitemap_rules::facet::collapse_whitespace;
use sitemap_rules::lexical::uri::normalize_http_url;

use super::diagnostic::{Diagnostic, Problem, Severity};
use super::options::{Mode, ReadOptions};
use super::repair::repair;
use super::source::Source;
use crate::extension::{Extension, ExtensionNode, NamespaceDecl};
use crate::write::{MAX_BYTES, MAX_ENTRIES};
use crate::{
    ContentError, ContentErrorKind, IndexEntry, IndexEntryBuilder, LEGACY_NAMESPACE, LastMod,
    NAMESPACE, Url, UrlBuilder,
};

/// Diagnostics held back while one entry is read; past this, they are
/// counted and summarized, so a hostile entry cannot fill memory.
const MAX_QUEUED: usize = 256;

/// Which document a file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// A sitemap: `<urlset>` with `<url>` entries.
    UrlSet,
    /// A sitemap index: `<sitemapindex>` with `<sitemap>` entries.
    SitemapIndex,
}

impl DocumentKind {
    /// The root element's name.
    pub fn root(self) -> &'static str {
        match self {
            DocumentKind::UrlSet => "urlset",
            DocumentKind::SitemapIndex => "sitemapindex",
        }
    }

    fn entry(self) -> &'static str {
        match self {
            DocumentKind::UrlSet => Url::ELEMENT,
            DocumentKind::SitemapIndex => IndexEntry::ELEMENT,
        }
    }

    fn children(self) -> &'static [&'static str] {
        match self {
            DocumentKind::UrlSet => Url::CHILDREN,
            DocumentKind::SitemapIndex => IndexEntry::CHILDREN,
        }
    }
}

/// What a reader yields, in document order.
#[derive(Debug)]
#[non_exhaustive]
pub enum ReadEvent {
    /// A `<url>` of a sitemap.
    Url(Url),
    /// A `<sitemap>` of a sitemap index.
    Sitemap(IndexEntry),
    /// An element of another namespace directly under the root, kept as read.
    Extension(Extension),
    /// A problem, reported where it was found: before the entry it concerns.
    Diagnostic(Diagnostic),
}

/// How a departure was handled, which with the mode decides its severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Recovery {
    /// Repaired or left out without losing an entry.
    Kept,
    /// An entry was lost.
    Lost,
    /// Allowed by the protocol, worth knowing.
    Notice,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Prolog,
    Body,
    Epilogue,
    Done,
}

/// An error that ends reading, at a byte offset.
type Fatal = (u64, Problem);

/// Element names the reader knows, so their tags cost no allocation.
const KNOWN: &[&str] = &[
    "urlset",
    "sitemapindex",
    "url",
    "sitemap",
    "loc",
    "lastmod",
    "changefreq",
    "priority",
];

#[derive(Debug)]
enum Local {
    Known(&'static str),
    Other(String),
}

impl Local {
    fn new(name: &str) -> Local {
        match KNOWN.iter().find(|known| **known == name) {
            Some(known) => Local::Known(known),
            None => Local::Other(name.to_owned()),
        }
    }

    fn as_str(&self) -> &str {
        match self {
            Local::Known(name) => name,
            Local::Other(name) => name,
        }
    }
}

#[derive(Debug)]
enum Space {
    /// The root, before the document's namespace is known.
    Root { namespace: Option<String> },
    /// The document's own namespace (or a sitemap namespace, or none).
    Own {
        /// Whether it differs from the root's namespace.
        mismatch: Option<String>,
    },
    /// Another namespace: an extension.
    Foreign { namespace: String },
    /// A prefix without a declaration.
    Undeclared { prefix: String },
}

#[derive(Debug)]
struct StartTag {
    position: u64,
    local: Local,
    prefix: String,
    space: Space,
    /// Filled for the root and for extension elements only.
    attributes: Vec<(String, String)>,
}

impl StartTag {
    fn qualified(&self) -> String {
        if self.prefix.is_empty() {
            self.local.as_str().to_owned()
        } else {
            format!("{}:{}", self.prefix, self.local.as_str())
        }
    }
}

enum Token {
    Start(StartTag),
    End,
    /// Text or CDATA, in `Engine::scratch`; `raw_amp` when it holds a `&`
    /// that starts no reference.
    Text {
        raw_amp: bool,
    },
    /// A reference: its character, or the name of an unknown entity.
    Ref(Result<char, String>),
    Decl {
        encoding: Option<String>,
    },
    DocType,
    /// Comments and processing instructions.
    Ignorable,
    Eof,
}

enum EntryBuilder {
    Url(UrlBuilder),
    Sitemap(IndexEntryBuilder),
}

impl EntryBuilder {
    fn new(kind: DocumentKind) -> Self {
        match kind {
            DocumentKind::UrlSet => EntryBuilder::Url(UrlBuilder::default()),
            DocumentKind::SitemapIndex => EntryBuilder::Sitemap(IndexEntryBuilder::default()),
        }
    }

    fn set_text(&mut self, child: &str, text: &str) -> Result<bool, ContentError> {
        match self {
            EntryBuilder::Url(builder) => builder.set_text(child, text),
            EntryBuilder::Sitemap(builder) => builder.set_text(child, text),
        }
    }

    fn push_extension(&mut self, extension: Extension) {
        match self {
            EntryBuilder::Url(builder) => builder.push_extension(extension),
            EntryBuilder::Sitemap(builder) => builder.push_extension(extension),
        }
    }

    fn finish(self) -> Result<ReadEvent, ContentError> {
        Ok(match self {
            EntryBuilder::Url(builder) => ReadEvent::Url(builder.finish()?),
            EntryBuilder::Sitemap(builder) => ReadEvent::Sitemap(builder.finish()?),
        })
    }
}

pub(crate) struct Engine<R: Read> {
    xml: NsReader<Source<R>>,
    buf: Vec<u8>,
    scratch: String,
    value: String,
    options: ReadOptions,
    expect: Option<DocumentKind>,
    kind: Option<DocumentKind>,
    state: State,
    root_namespace: Option<String>,
    legacy: bool,
    declarations: Vec<NamespaceDecl>,
    queue: VecDeque<ReadEvent>,
    suppressed: u64,
    suppressed_severity: Severity,
    entries: u64,
    origin: Option<String>,
    size_reported: bool,
    errors: u64,
    warnings: u64,
}

impl<R: Read> Engine<R> {
    pub(crate) fn new(source: R, options: ReadOptions, expect: Option<DocumentKind>) -> Self {
        // A token is a value, a run of whitespace, a tag or a comment: a few
        // bytes of markup beyond the longest value allowed.
        let max_token = options.value_limit() as u64 + 64 * 1024;
        let source = Source::new(source, options.byte_limit(), max_token);
        let mut xml = NsReader::from_reader(source);
        let config = xml.config_mut();
        config.expand_empty_elements = true;
        config.allow_dangling_amp = true;
        Engine {
            xml,
            buf: Vec::with_capacity(1024),
            scratch: String::new(),
            value: String::new(),
            options,
            expect,
            kind: None,
            state: State::Prolog,
            root_namespace: None,
            legacy: false,
            declarations: Vec::new(),
            queue: VecDeque::new(),
            suppressed: 0,
            suppressed_severity: Severity::Warning,
            entries: 0,
            origin: None,
            size_reported: false,
            errors: 0,
            warnings: 0,
        }
    }

    pub(crate) fn kind(&mut self) -> Option<DocumentKind> {
        if self.state == State::Prolog {
            self.run(State::Prolog);
        }
        self.kind
    }

    pub(crate) fn is_gzip(&self) -> bool {
        self.xml.get_ref().is_gzip()
    }

    pub(crate) fn bytes_read(&self) -> u64 {
        self.xml.get_ref().consumed()
    }

    pub(crate) fn line_column_now(&self) -> (u64, u64) {
        self.xml.get_ref().line_column_now()
    }

    pub(crate) fn declarations(&self) -> &[NamespaceDecl] {
        &self.declarations
    }

    pub(crate) fn error_count(&self) -> u64 {
        self.errors
    }

    pub(crate) fn warning_count(&self) -> u64 {
        self.warnings
    }

    pub(crate) fn next_event(&mut self) -> Option<ReadEvent> {
        loop {
            if let Some(event) = self.queue.pop_front() {
                return Some(event);
            }
            if self.state == State::Done {
                return None;
            }
            self.run(self.state);
        }
    }

    /// Advances the state machine by one step, turning a fatal problem into
    /// the last diagnostic.
    fn run(&mut self, state: State) {
        let step = match state {
            State::Prolog => self.open_root(),
            State::Body => self.read_body(),
            State::Epilogue => self.read_epilogue(),
            State::Done => Ok(()),
        };
        if let Err((position, problem)) = step {
            self.state = State::Done;
            self.check_size(position);
            self.push(position, problem, Severity::Error);
        }
    }

    fn report(&mut self, position: u64, problem: Problem, recovery: Recovery) {
        let severity = match (recovery, self.options.mode()) {
            (Recovery::Kept, Mode::Strict) | (Recovery::Lost, _) => Severity::Error,
            (Recovery::Kept, Mode::Lenient) | (Recovery::Notice, _) => Severity::Warning,
        };
        if self.queue.len() >= MAX_QUEUED {
            self.suppressed += 1;
            self.suppressed_severity = self.suppressed_severity.max(severity);
            return;
        }
        self.push(position, problem, severity);
    }

    fn push(&mut self, position: u64, problem: Problem, severity: Severity) {
        match severity {
            Severity::Error => self.errors += 1,
            Severity::Warning => self.warnings += 1,
        }
        let at = self.xml.get_ref().line_column(position);
        self.queue.push_back(ReadEvent::Diagnostic(Diagnostic::new(
            severity, at, problem,
        )));
    }

    fn flush_suppressed(&mut self, position: u64) {
        if self.suppressed > 0 {
            let count = std::mem::take(&mut self.suppressed);
            let severity = std::mem::replace(&mut self.suppressed_severity, Severity::Warning);
            self.push(position, Problem::MoreProblems { count }, severity);
        }
    }

    // ----- tokens -----

    fn next_token(&mut self) -> Result<(u64, Token), Fatal> {
        self.buf.clear();
        let position = self.xml.buffer_position();
        self.xml.get_mut().start_token(position);
        let (resolved, event) = match self.xml.read_resolved_event_into(&mut self.buf) {
            Ok(pair) => pair,
            Err(error) => {
                let at = self.xml.error_position();
                return match self.xml_error(error) {
                    Some(problem) => Err((at, problem)),
                    None => Ok((at, Token::Eof)),
                };
            }
        };
        let token = match event {
            Event::Start(tag) => {
                let space = match resolved {
                    ResolveResult::Unknown(prefix) => Space::Undeclared {
                        prefix: prefix.to_string(),
                    },
                    ResolveResult::Bound(ns) if self.state == State::Prolog => Space::Root {
                        namespace: Some(ns.as_ref().to_owned()),
                    },
                    ResolveResult::Unbound if self.state == State::Prolog => {
                        Space::Root { namespace: None }
                    }
                    ResolveResult::Bound(ns) => {
                        own_or_foreign(Some(ns.as_ref()), self.root_namespace.as_deref())
                    }
                    ResolveResult::Unbound => own_or_foreign(None, self.root_namespace.as_deref()),
                };
                let collect = matches!(space, Space::Root { .. } | Space::Foreign { .. });
                let attributes = attributes(&tag, collect)
                    .map_err(|message| (position, Problem::Syntax(message)))?;
                let name = tag.name();
                Token::Start(StartTag {
                    position,
                    local: Local::new(tag.local_name().as_ref()),
                    prefix: name
                        .prefix()
                        .map(|p| p.as_ref().to_owned())
                        .unwrap_or_default(),
                    space,
                    attributes,
                })
            }
            Event::End(_) => Token::End,
            Event::Text(text) => {
                self.scratch.clear();
                self.scratch.push_str(&text.xml10_content());
                Token::Text {
                    raw_amp: self.scratch.contains('&'),
                }
            }
            Event::CData(data) => {
                self.scratch.clear();
                self.scratch.push_str(&data.xml10_content());
                Token::Text { raw_amp: false }
            }
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(ch)) => Ok(ch),
                    _ => match &*reference {
                        "amp" => Ok('&'),
                        "lt" => Ok('<'),
                        "gt" => Ok('>'),
                        "quot" => Ok('"'),
                        "apos" => Ok('\''),
                        other => Err(other.to_owned()),
                    },
                };
                Token::Ref(resolved)
            }
            Event::Decl(decl) => Token::Decl {
                encoding: decl
                    .encoding()
                    .and_then(Result::ok)
                    .map(|encoding| encoding.into_owned()),
            },
            Event::DocType(_) => Token::DocType,
            Event::Comment(_) | Event::PI(_) | Event::Empty(_) => Token::Ignorable,
            Event::Eof => Token::Eof,
        };
        self.check_size(position);
        Ok((position, token))
    }

    /// Reports, once, a document past the protocol's size.
    fn check_size(&mut self, position: u64) {
        if !self.size_reported && self.xml.get_ref().consumed() > MAX_BYTES {
            self.size_reported = true;
            let problem = Problem::TooLarge { limit: MAX_BYTES };
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// The problem behind a parser error, or `None` when the input simply
    /// ended (inside a tag, or inside a truncated gzip stream).
    fn xml_error(&self, error: quick_xml::Error) -> Option<Problem> {
        let source = self.xml.get_ref();
        match error {
            quick_xml::Error::Io(e) => {
                let e = io::Error::new(e.kind(), e.to_string());
                if source.byte_limit_hit() {
                    Some(Problem::ByteLimit {
                        limit: self.options.byte_limit(),
                    })
                } else if source.token_limit_hit() {
                    Some(Problem::ValueTooLong {
                        element: "one piece of text or markup".into(),
                        limit: self.options.value_limit(),
                    })
                } else if e.kind() == io::ErrorKind::UnexpectedEof {
                    None
                } else if source.gzip_failed() {
                    Some(Problem::Gzip(e))
                } else {
                    Some(Problem::Io(e))
                }
            }
            // Every syntax error of quick-xml is input ending inside markup.
            quick_xml::Error::Syntax(_) => None,
            other => Some(Problem::Syntax(other.to_string())),
        }
    }

    // ----- document structure -----

    fn open_root(&mut self) -> Result<(), Fatal> {
        let mut seen_content = false;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Decl { encoding } => {
                    if seen_content {
                        self.report(position, Problem::LateDeclaration, Recovery::Kept);
                    }
                    if let Some(declared) = encoding
                        && !declared.eq_ignore_ascii_case("utf-8")
                        && !declared.eq_ignore_ascii_case("utf8")
                    {
                        self.report(position, Problem::Encoding { declared }, Recovery::Kept);
                    }
                }
                Token::Text { .. } => {
                    seen_content = true;
                    let text = self.scratch.trim();
                    if !text.is_empty() {
                        let problem = Problem::UnexpectedText {
                            parent: "document".into(),
                            text: shorten(text),
                        };
                        self.report(position, problem, Recovery::Kept);
                    }
                }
                Token::Ref(_) => {
                    seen_content = true;
                    let problem = Problem::UnexpectedText {
                        parent: "document".into(),
                        text: "&…;".into(),
                    };
                    self.report(position, problem, Recovery::Kept);
                }
                Token::Ignorable => seen_content = true,
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Start(tag) => return self.enter_root(tag),
                Token::End => {
                    let message = "an end tag before any element".to_owned();
                    return Err((position, Problem::Syntax(message)));
                }
                Token::Eof => {
                    let message = "the document has no root element".to_owned();
                    return Err((position, Problem::Syntax(message)));
                }
            }
        }
    }

    fn enter_root(&mut self, tag: StartTag) -> Result<(), Fatal> {
        let position = tag.position;
        let kind = match tag.local {
            Local::Known("urlset") => DocumentKind::UrlSet,
            Local::Known("sitemapindex") => DocumentKind::SitemapIndex,
            _ => {
                let found = tag.qualified();
                return Err((position, Problem::NotASitemap { found }));
            }
        };
        if let Some(expected) = self.expect
            && expected != kind
        {
            let problem = Problem::WrongRoot {
                expected: expected.root(),
                found: kind.root().to_owned(),
            };
            return Err((position, problem));
        }
        let namespace = match tag.space {
            Space::Root { namespace } => namespace,
            Space::Undeclared { prefix } => {
                self.report(
                    position,
                    Problem::UndeclaredPrefix { prefix },
                    Recovery::Kept,
                );
                None
            }
            Space::Own { .. } | Space::Foreign { .. } => None,
        };
        match namespace.as_deref() {
            Some(NAMESPACE) => {}
            Some(LEGACY_NAMESPACE) => {
                self.legacy = true;
                self.report(position, Problem::LegacyNamespace, Recovery::Notice);
            }
            found => {
                let found = found.map(str::to_owned);
                self.report(position, Problem::Namespace { found }, Recovery::Kept);
            }
        }
        self.root_namespace = namespace;
        self.declarations = tag
            .attributes
            .iter()
            .filter_map(|(key, value)| {
                let prefix = key.strip_prefix("xmlns:")?;
                Some(NamespaceDecl::new(prefix, value.as_str()))
            })
            .collect();
        self.kind = Some(kind);
        self.state = State::Body;
        Ok(())
    }

    /// Reads under the root until one entry is complete or the root closes.
    fn read_body(&mut self) -> Result<(), Fatal> {
        let kind = self.kind.unwrap_or(DocumentKind::UrlSet);
        let root = kind.root();
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start(mut tag) => {
                    match std::mem::replace(&mut tag.space, Space::Own { mismatch: None }) {
                        Space::Own { mismatch } => {
                            self.report_mismatch(position, mismatch);
                            if matches!(tag.local, Local::Known(name) if name == kind.entry()) {
                                return self.read_entry(kind, position);
                            }
                            let name = tag.qualified();
                            self.skip_unknown(root, name, position)?;
                        }
                        space @ Space::Foreign { .. } => {
                            tag.space = space;
                            if let Some(extension) = self.read_extension(tag, 1)? {
                                self.queue.push_back(ReadEvent::Extension(extension));
                            }
                        }
                        Space::Undeclared { prefix } => {
                            self.report(
                                position,
                                Problem::UndeclaredPrefix { prefix },
                                Recovery::Kept,
                            );
                            self.skip_subtree(&tag.qualified())?;
                        }
                        Space::Root { .. } => {}
                    }
                }
                Token::End => {
                    if self.entries == 0 {
                        self.report(position, Problem::Empty { root }, Recovery::Kept);
                    }
                    self.state = State::Epilogue;
                    return Ok(());
                }
                Token::Text { .. } => self.check_text(root, position),
                Token::Ref(_) => self.report_stray_reference(root, position),
                Token::Decl { .. } | Token::Ignorable => {}
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Eof => {
                    let open = root.to_owned();
                    let problem = Problem::Truncated {
                        open,
                        lost_entry: false,
                    };
                    return Err((position, problem));
                }
            }
            if !self.queue.is_empty() {
                return Ok(());
            }
        }
    }

    fn read_epilogue(&mut self) -> Result<(), Fatal> {
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Eof => {
                    self.state = State::Done;
                    return Ok(());
                }
                Token::Ignorable => {}
                Token::Text { .. } if self.scratch.trim().is_empty() => {}
                _ => return Err((position, Problem::TrailingContent)),
            }
        }
    }

    fn report_mismatch(&mut self, position: u64, mismatch: Option<String>) {
        if let Some(found) = mismatch {
            let found = (!found.is_empty()).then_some(found);
            self.report(position, Problem::Namespace { found }, Recovery::Kept);
        }
    }

    fn check_text(&mut self, parent: &str, position: u64) {
        let text = self.scratch.trim();
        if !text.is_empty() {
            let problem = Problem::UnexpectedText {
                parent: parent.to_owned(),
                text: shorten(text),
            };
            self.report(position, problem, Recovery::Kept);
        }
    }

    fn report_stray_reference(&mut self, parent: &str, position: u64) {
        let problem = Problem::UnexpectedText {
            parent: parent.to_owned(),
            text: "&…;".into(),
        };
        self.report(position, problem, Recovery::Kept);
    }

    fn skip_unknown(&mut self, parent: &str, name: String, position: u64) -> Result<(), Fatal> {
        self.skip_subtree(&name)?;
        let problem = Problem::UnknownElement {
            parent: parent.to_owned(),
            name,
        };
        self.report(position, problem, Recovery::Kept);
        Ok(())
    }

    /// Reads past the end of the element just opened.
    fn skip_subtree(&mut self, name: &str) -> Result<(), Fatal> {
        let mut depth = 1usize;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start(_) => depth += 1,
                Token::End => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Eof => {
                    let problem = Problem::Truncated {
                        open: name.to_owned(),
                        lost_entry: true,
                    };
                    return Err((position, problem));
                }
                _ => {}
            }
        }
    }

    // ----- entries -----

    fn read_entry(&mut self, kind: DocumentKind, entry_position: u64) -> Result<(), Fatal> {
        let entry = kind.entry();
        let children = kind.children();
        let mut builder = EntryBuilder::new(kind);
        // The furthest child read so far, for the order check.
        let mut furthest: Option<(usize, &'static str)> = None;
        let mut first_extension: Option<String> = None;
        let mut loc_rejected = false;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start(mut tag) => {
                    match std::mem::replace(&mut tag.space, Space::Own { mismatch: None }) {
                        Space::Own { mismatch } => {
                            self.report_mismatch(position, mismatch);
                            let known = match tag.local {
                                Local::Known(name) => children
                                    .iter()
                                    .position(|child| *child == name)
                                    .map(|index| (index, children[index])),
                                Local::Other(_) => None,
                            };
                            let Some((index, name)) = known else {
                                self.skip_unknown(entry, tag.qualified(), position)?;
                                continue;
                            };
                            if !self.legacy {
                                let before = match (&first_extension, furthest) {
                                    (Some(extension), _) => Some(extension.clone()),
                                    (None, Some((at, later))) if at > index => {
                                        Some(later.to_owned())
                                    }
                                    _ => None,
                                };
                                if let Some(before) = before {
                                    let problem = Problem::Order {
                                        parent: entry,
                                        name: name.to_owned(),
                                        before,
                                    };
                                    self.report(position, problem, Recovery::Kept);
                                }
                            }
                            if furthest.is_none_or(|(at, _)| at < index) {
                                furthest = Some((index, name));
                            }
                            let text = self.read_value(name)?;
                            self.apply(&mut builder, name, &text, position, &mut loc_rejected);
                            self.value = text;
                        }
                        space @ Space::Foreign { .. } => {
                            tag.space = space;
                            let name = tag.qualified();
                            if let Some(extension) = self.read_extension(tag, 1)? {
                                first_extension.get_or_insert(name);
                                builder.push_extension(extension);
                            }
                        }
                        Space::Undeclared { prefix } => {
                            self.report(
                                position,
                                Problem::UndeclaredPrefix { prefix },
                                Recovery::Kept,
                            );
                            self.skip_subtree(&tag.qualified())?;
                        }
                        Space::Root { .. } => {}
                    }
                }
                Token::End => return self.finish_entry(builder, entry_position, loc_rejected),
                Token::Text { .. } => self.check_text(entry, position),
                Token::Ref(_) => self.report_stray_reference(entry, position),
                Token::Decl { .. } | Token::Ignorable => {}
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Eof => {
                    let problem = Problem::Truncated {
                        open: entry.to_owned(),
                        lost_entry: true,
                    };
                    return Err((position, problem));
                }
            }
        }
    }

    /// Sets one child's value, repairing or leaving out what is invalid.
    fn apply(
        &mut self,
        builder: &mut EntryBuilder,
        child: &'static str,
        text: &str,
        position: u64,
        loc_rejected: &mut bool,
    ) {
        match builder.set_text(child, text) {
            Ok(true) => match child {
                "loc" => self.check_loc_characters(text, position),
                "lastmod" => self.check_lastmod_form(text, position),
                _ => {}
            },
            Ok(false) => {
                let problem = Problem::UnknownElement {
                    parent: "entry".into(),
                    name: child.to_owned(),
                };
                self.report(position, problem, Recovery::Kept);
            }
            Err(error) => {
                let repaired = match error.kind() {
                    ContentErrorKind::Value(facet) => repair(facet, text),
                    _ => None,
                };
                if let Some(fixed) = repaired
                    && matches!(builder.set_text(child, &fixed), Ok(true))
                {
                    let problem = Problem::Content {
                        error,
                        kept: Some(fixed),
                    };
                    self.report(position, problem, Recovery::Kept);
                    return;
                }
                let lost = child == "loc" && matches!(error.kind(), ContentErrorKind::Value(_));
                *loc_rejected |= lost;
                let recovery = if lost { Recovery::Lost } else { Recovery::Kept };
                let problem = Problem::Content { error, kept: None };
                self.report(position, problem, recovery);
            }
        }
    }

    /// A `<loc>` is read in RFC 3986 form; writing it otherwise breaks the
    /// protocol even though the meaning is clear.
    fn check_loc_characters(&mut self, text: &str, position: u64) {
        let written = collapse_whitespace(text);
        if written.bytes().all(is_plain_url_byte) {
            return;
        }
        if let Ok(encoded) = normalize_http_url(&written)
            && encoded != written
        {
            let problem = Problem::LocCharacters {
                written: written.to_string(),
                encoded: encoded.into_owned(),
            };
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// The schema reads `2024-05` as invalid and the protocol text reads a
    /// time without a zone as invalid; the type accepts both, so that every
    /// `lastmod` found can be kept. Only the forms valid under both pass here.
    fn check_lastmod_form(&mut self, text: &str, position: u64) {
        let Ok(value) = LastMod::parse(&collapse_whitespace(text)) else {
            return;
        };
        let datetime = value.as_datetime();
        let schema_form = datetime.is_xsd_date() || datetime.is_xsd_date_time();
        if !(schema_form && datetime.is_w3c()) {
            let problem = Problem::LastModForm {
                value: value.to_string(),
                has_time: datetime.hour().is_some(),
            };
            self.report(position, problem, Recovery::Kept);
        }
    }

    fn finish_entry(
        &mut self,
        builder: EntryBuilder,
        position: u64,
        loc_rejected: bool,
    ) -> Result<(), Fatal> {
        self.flush_suppressed(position);
        let event = match builder.finish() {
            Ok(event) => event,
            Err(error) => {
                let already_reported = loc_rejected && error.child() == "loc";
                if !already_reported {
                    let problem = Problem::Content { error, kept: None };
                    self.report(position, problem, Recovery::Lost);
                }
                return Ok(());
            }
        };
        self.entries += 1;
        if self.entries > self.options.entry_limit() {
            let limit = self.options.entry_limit();
            return Err((position, Problem::EntryLimit { limit }));
        }
        if self.entries == MAX_ENTRIES as u64 + 1 {
            let limit = MAX_ENTRIES as u64;
            self.report(position, Problem::TooManyEntries { limit }, Recovery::Kept);
        }
        let loc = match &event {
            ReadEvent::Url(url) => url.loc().as_str(),
            ReadEvent::Sitemap(entry) => entry.loc().as_str(),
            _ => "",
        };
        let origin = origin_of(loc);
        match &self.origin {
            _ if !self.options.checks_one_host() => {}
            None => self.origin = Some(origin.to_ascii_lowercase()),
            Some(expected) if !expected.eq_ignore_ascii_case(origin) => {
                let problem = Problem::Host {
                    expected: expected.clone(),
                    url: loc.to_owned(),
                };
                self.report(position, problem, Recovery::Kept);
            }
            Some(_) => {}
        }
        self.queue.push_back(event);
        Ok(())
    }

    /// The text of a simple element, references and CDATA resolved.
    fn read_value(&mut self, element: &'static str) -> Result<String, Fatal> {
        let mut text = std::mem::take(&mut self.value);
        text.clear();
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Text { raw_amp } => {
                    if raw_amp {
                        self.report_raw_amp(position);
                    }
                    text.push_str(&self.scratch);
                }
                Token::Ref(Ok(ch)) => text.push(ch),
                Token::Ref(Err(name)) => {
                    text.push('&');
                    text.push_str(&name);
                    text.push(';');
                    self.report(position, Problem::UnknownEntity { name }, Recovery::Kept);
                }
                Token::End => return Ok(text),
                Token::Start(tag) => {
                    let name = tag.qualified();
                    self.skip_unknown(element, name, position)?;
                }
                Token::Decl { .. } | Token::Ignorable => {}
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Eof => {
                    let problem = Problem::Truncated {
                        open: element.to_owned(),
                        lost_entry: true,
                    };
                    return Err((position, problem));
                }
            }
            if text.len() > self.options.value_limit() {
                let problem = Problem::ValueTooLong {
                    element: element.to_owned(),
                    limit: self.options.value_limit(),
                };
                return Err((position, problem));
            }
        }
    }

    fn report_raw_amp(&mut self, position: u64) {
        let from = self.scratch.find('&').unwrap_or(0);
        let problem = Problem::RawAmpersand {
            text: shorten(&self.scratch[from..]),
        };
        self.report(position, problem, Recovery::Kept);
    }

    /// An extension element and its subtree, with exact prefixes and
    /// namespaces; `None` when it had to be dropped (an undeclared prefix).
    fn read_extension(&mut self, tag: StartTag, depth: usize) -> Result<Option<Extension>, Fatal> {
        let position = tag.position;
        match self.read_extension_tree(tag, depth)? {
            Ok(extension) => Ok(Some(extension)),
            Err(prefix) => {
                self.report(
                    position,
                    Problem::UndeclaredPrefix { prefix },
                    Recovery::Kept,
                );
                Ok(None)
            }
        }
    }

    /// The subtree, or the first undeclared prefix in it (read to its end
    /// either way).
    fn read_extension_tree(
        &mut self,
        tag: StartTag,
        depth: usize,
    ) -> Result<Result<Extension, String>, Fatal> {
        let limit = self.options.depth_limit();
        if depth > limit {
            return Err((tag.position, Problem::TooDeep { limit }));
        }
        let mut undeclared = None;
        let namespace = match &tag.space {
            Space::Foreign { namespace } => namespace.clone(),
            Space::Undeclared { prefix } => {
                undeclared = Some(prefix.clone());
                String::new()
            }
            Space::Own { .. } | Space::Root { .. } => {
                self.root_namespace.clone().unwrap_or_default()
            }
        };
        let qualified = tag.qualified();
        let mut extension = Extension::new(&namespace, &tag.prefix, tag.local.as_str());
        for (key, value) in &tag.attributes {
            // Namespace declarations are not content: the element carries its
            // resolved namespace, and the writers declare what is needed.
            if key != "xmlns" && !key.starts_with("xmlns:") {
                extension = extension.with_attribute(key, value);
            }
        }
        let mut size = 0usize;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start(child) => match self.read_extension_tree(child, depth + 1)? {
                    Ok(child) => extension.push_node(ExtensionNode::Element(child)),
                    Err(prefix) => {
                        undeclared.get_or_insert(prefix);
                    }
                },
                Token::Text { raw_amp } => {
                    if raw_amp {
                        self.report_raw_amp(position);
                    }
                    size += self.scratch.len();
                    extension.push_node(ExtensionNode::Text(self.scratch.clone()));
                }
                Token::Ref(Ok(ch)) => extension.push_node(ExtensionNode::Text(ch.to_string())),
                Token::Ref(Err(name)) => {
                    extension.push_node(ExtensionNode::Text(format!("&{name};")));
                    self.report(position, Problem::UnknownEntity { name }, Recovery::Kept);
                }
                Token::End => break,
                Token::Decl { .. } | Token::Ignorable => {}
                Token::DocType => return Err((position, Problem::Doctype)),
                Token::Eof => {
                    let problem = Problem::Truncated {
                        open: qualified,
                        lost_entry: true,
                    };
                    return Err((position, problem));
                }
            }
            if size > self.options.value_limit() {
                let problem = Problem::ValueTooLong {
                    element: qualified,
                    limit: self.options.value_limit(),
                };
                return Err((position, problem));
            }
        }
        Ok(match undeclared {
            Some(prefix) => Err(prefix),
            None => Ok(merge_text(extension)),
        })
    }
}

/// Classifies an element's namespace against the root's: the document's own
/// elements are those in its namespace, in a sitemap namespace, or in none.
fn own_or_foreign(namespace: Option<&str>, root: Option<&str>) -> Space {
    let is_sitemap = |ns: &str| ns == NAMESPACE || ns == LEGACY_NAMESPACE;
    match namespace {
        ns if ns == root => Space::Own { mismatch: None },
        None => Space::Own {
            mismatch: Some(String::new()),
        },
        Some(ns) if is_sitemap(ns) => Space::Own {
            mismatch: Some(ns.to_owned()),
        },
        Some(ns) => Space::Foreign {
            namespace: ns.to_owned(),
        },
    }
}

/// The tag's attributes when `collect`; checked for well-formedness either way.
fn attributes(tag: &BytesStart<'_>, collect: bool) -> Result<Vec<(String, String)>, String> {
    let mut attributes = Vec::new();
    for attribute in tag.attributes() {
        let attribute = attribute.map_err(|e| e.to_string())?;
        if !collect {
            continue;
        }
        let value = attribute
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|e| e.to_string())?;
        let key = attribute.key.as_ref().to_owned();
        attributes.push((key, value.into_owned()));
    }
    Ok(attributes)
}

/// Bytes a URL may carry raw (RFC 3986 unreserved, reserved and `%`): a
/// `<loc>` made only of these needs no encoding check.
fn is_plain_url_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-._~:/?#[]@!$&'()*+,;=%".contains(&byte)
}

/// `scheme://authority` of a URL in RFC 3986 form.
fn origin_of(url: &str) -> &str {
    let authority = url.find("://").map_or(0, |i| i + 3);
    let end = url[authority..]
        .find(['/', '?', '#'])
        .map_or(url.len(), |i| authority + i);
    &url[..end]
}

/// A value quoted in a message: enough to recognize it, short enough for a log line.
fn shorten(text: &str) -> String {
    const MAX_CHARS: usize = 80;
    match text.char_indices().nth(MAX_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// Joins adjacent text nodes (the parser splits text at references) and
/// drops whitespace-only text between child elements.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_stop_at_the_path_query_or_fragment() {
        assert_eq!(origin_of("https://a.example/x"), "https://a.example");
        assert_eq!(
            origin_of("https://a.example:8080?q"),
            "https://a.example:8080"
        );
        assert_eq!(origin_of("http://a.example"), "http://a.example");
    }
}
