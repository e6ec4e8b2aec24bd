//! The parser's events turned into tokens the reader acts on: names
//! classified against the document's namespace without allocating for the
//! sitemap's own elements, text gathered once, references resolved.

use std::io;

use quick_xml::encoding::EncodingError;
use quick_xml::errors::SyntaxError;
use quick_xml::events::{BytesStart, Event};
use quick_xml::name::{NamespaceError, NamespaceResolver, ResolveResult};
use quick_xml::reader::Reader;

use sitemap_rules::__private::quoted;

use super::diagnostic::Problem;
use super::entity::{forbidden_char_reference, is_xml_char, predefined_entity, unescape_leniently};
use super::event::DocumentKind;
use super::fault::{Fatal, fatal};
use super::open::{EndMatch, OpenElements};
use super::options::ReadOptions;
use super::plain::{self, PlainEntry};
use super::source::{Skipped, Source};
use super::wellformed;
use crate::limits::MAX_BYTES;
use crate::{IndexEntry, LEGACY_NAMESPACE, NAMESPACE, SitemapIndex, Url, UrlSet};
use std::io::Read;

/// Levels the document's own elements may take above the extension depth
/// limit: the root, an entry, a value, an element skipped inside a value.
const OWN_LEVELS: usize = 4;

/// The element name the sitemap schemas define that `name` is, as the
/// generated model spells it, so their tags cost no allocation.
fn known(name: &str) -> Option<&'static str> {
    [
        UrlSet::ELEMENT,
        SitemapIndex::ELEMENT,
        Url::ELEMENT,
        IndexEntry::ELEMENT,
    ]
    .into_iter()
    .chain(Url::CHILDREN.iter().copied())
    .chain(IndexEntry::CHILDREN.iter().copied())
    .find(|known| *known == name)
}

#[derive(Debug)]
pub(super) enum Local {
    Known(&'static str),
    Other(String),
}

impl Default for Local {
    fn default() -> Self {
        Local::Known("")
    }
}

impl Local {
    pub(super) fn new(name: &str) -> Local {
        match known(name).or_else(|| crate::extension::schema_name(name)) {
            Some(known) => Local::Known(known),
            None => Local::Other(name.to_owned()),
        }
    }

    pub(super) fn as_str(&self) -> &str {
        match self {
            Local::Known(name) => name,
            Local::Other(name) => name,
        }
    }
}

#[derive(Debug)]
pub(super) enum Space {
    /// The root, before the document's namespace is known.
    Root { namespace: Option<String> },
    /// The document's own namespace (or a sitemap namespace, or none).
    Own {
        /// Whether it differs from the root's namespace.
        mismatch: Option<String>,
    },
    /// Another namespace: an extension (the well-known ones borrowed).
    Foreign {
        namespace: std::borrow::Cow<'static, str>,
    },
    /// A prefix without a declaration.
    Undeclared { prefix: String },
}

impl Default for Space {
    fn default() -> Self {
        Space::Own { mismatch: None }
    }
}

#[derive(Debug, Default)]
pub(super) struct StartTag {
    pub(super) position: u64,
    pub(super) local: Local,
    pub(super) prefix: std::borrow::Cow<'static, str>,
    pub(super) space: Space,
    /// Filled for the root and for extension elements only.
    pub(super) attributes: Vec<(String, String)>,
    /// For the root: the first attribute its schema forbids, reported by
    /// the XML reader once the root is known to be a sitemap's.
    pub(super) forbidden_attribute: Option<String>,
}

impl StartTag {
    /// Whether this is the document's own element `name`.
    pub(super) fn is_own(&self, name: &str) -> bool {
        matches!(self.space, Space::Own { .. })
            && matches!(self.local, Local::Known(known) if known == name)
    }

    /// The length of [`qualified`](Self::qualified), without spelling it.
    pub(super) fn qualified_len(&self) -> usize {
        let local = self.local.as_str().len();
        if self.prefix.is_empty() {
            local
        } else {
            self.prefix.len() + 1 + local
        }
    }

    pub(super) fn qualified(&self) -> String {
        if self.prefix.is_empty() {
            self.local.as_str().to_owned()
        } else {
            format!("{}:{}", self.prefix, self.local.as_str())
        }
    }
}

/// One parser event, small enough to be returned in registers: what an
/// event carries stays in the tokenizer (`Tokenizer::tag`, `Tokenizer::text`)
/// until the next token, so the reading loops move no large values.
#[derive(Debug, Clone, Copy)]
pub(super) enum Token {
    /// A start tag, in `Tokenizer::tag`.
    Start,
    End,
    /// Text or CDATA, in `Tokenizer::text`; `raw_amp` when it holds a `&`
    /// that starts no reference, `blank` when it is only XML whitespace.
    Text {
        raw_amp: bool,
        blank: bool,
    },
    /// A reference: its character, or `None` for an unknown entity, whose
    /// name is in `Tokenizer::text`.
    Ref(Option<char>),
    /// The XML declaration; `encoding` when it names one, in
    /// `Tokenizer::text`.
    Decl {
        encoding: bool,
    },
    /// A DOCTYPE declaration; `html` when it declares an HTML document.
    DocType {
        html: bool,
    },
    /// Comments and processing instructions; `stylesheet` for an
    /// `<?xml-stylesheet?>`, whose pseudo-attributes are in `Tokenizer::text`.
    Ignorable {
        stylesheet: bool,
    },
    Eof,
}

/// The XML parser over `source`, configured as every reading loop expects:
/// empty elements expanded, a raw `&` read as text, and end tags matched by
/// the tokenizer itself (`OpenElements`), which recovers from a mismatch.
fn parser<R: Read>(source: Source<R>) -> Reader<Source<R>> {
    let mut xml = Reader::from_reader(source);
    let config = xml.config_mut();
    config.expand_empty_elements = true;
    config.allow_dangling_amp = true;
    config.check_end_names = false;
    config.allow_unmatched_ends = true;
    xml
}

/// The tokenizer: the XML parser over the source, namespace resolution,
/// the open elements and the recovery from end tags that do not match. It
/// hands out one [`Token`] at a time (what it carries stays in [`tag`] and
/// [`scratch`] until the next), and notes the problems it meets for the
/// engine to report ([`take_notes`]).
///
/// [`tag`]: Tokenizer::tag
/// [`scratch`]: Tokenizer::scratch
/// [`take_notes`]: Tokenizer::take_notes
pub(super) struct Tokenizer<R: Read> {
    xml: Reader<Source<R>>,
    /// Namespace scopes, kept as quick-xml's `NsReader` keeps them (see
    /// `close_pending_scope`); a plain `Reader` hands its events over
    /// without the wrapper's extra copy of each.
    namespaces: NamespaceResolver,
    /// The scope of the element just closed, left until the next event.
    pending_pop: bool,
    /// Known: an unprefixed start tag is in the document's own namespace
    /// (`Space::Own` without mismatch), so it needs no resolving. Cleared
    /// when a tag that may declare namespaces opens, or the deepest one
    /// still open (`declaring_level`, a nesting level) closes.
    unprefixed_own: bool,
    declaring_level: u16,
    /// The last token was an end tag, so the parser waits at the start of
    /// whatever follows: bytes may be read past it (see `plain_entry`).
    after_end_tag: bool,
    /// The elements open at the parser's position, for matching end tags.
    open: OpenElements,
    /// End tokens still owed for one end tag that closed elements left
    /// without their own, and where that tag is.
    implied_ends: usize,
    implied_at: u64,
    buf: Vec<u8>,
    /// The last start tag read (see `Token::Start`).
    tag: StartTag,
    /// The last text, reference name, declared encoding or instruction.
    scratch: String,
    /// What the document layer has told: whether the root was read, its
    /// namespace, and the name of its entries.
    in_body: bool,
    root_namespace: Option<String>,
    entry: Option<&'static str>,
    /// A feed read as a sitemap: every element's attributes are kept (an
    /// Atom link's `href`), and none is judged against the sitemap schema.
    feed: bool,
    /// Limits from the reader's options.
    depth_limit: usize,
    attribute_limit: usize,
    value_limit: usize,
    /// Problems met on the way, all repaired or skipped (see `take_notes`).
    notes: Vec<(u64, Problem)>,
    /// Whether `notes` or `entry_tag_fault` hold anything: one test per
    /// token on the reader's side.
    news: bool,
    /// A fault in an entry's own start tag, at this position: it costs the
    /// entry (see `MarkupReader::resume_entries`).
    entry_tag_fault: Option<u64>,
}

impl<R: Read> Tokenizer<R> {
    pub(super) fn new(source: Source<R>, options: &ReadOptions) -> Self {
        Tokenizer {
            xml: parser(source),
            namespaces: NamespaceResolver::default(),
            pending_pop: false,
            unprefixed_own: false,
            declaring_level: 0,
            after_end_tag: false,
            open: OpenElements::default(),
            implied_ends: 0,
            implied_at: 0,
            buf: Vec::with_capacity(1024),
            tag: StartTag::default(),
            scratch: String::new(),
            in_body: false,
            root_namespace: None,
            entry: None,
            feed: false,
            depth_limit: options.depth_limit(),
            attribute_limit: options.extension_node_limit(),
            value_limit: options.value_limit(),
            notes: Vec::new(),
            news: false,
            entry_tag_fault: None,
        }
    }

    /// The last start tag read: the payload of `Token::Start`.
    pub(super) fn tag(&self) -> &StartTag {
        &self.tag
    }

    /// Takes the last start tag out, to keep it.
    pub(super) fn take_tag(&mut self) -> StartTag {
        std::mem::take(&mut self.tag)
    }

    /// For a start tag in the document's own namespace, its namespace when
    /// that differs from the root's (taken out of the tag, so it is said
    /// once); `None` for any other start tag.
    pub(super) fn take_own_mismatch(&mut self) -> Option<Option<String>> {
        match &mut self.tag.space {
            Space::Own { mismatch } => Some(mismatch.take()),
            _ => None,
        }
    }

    /// The payload of the last `Text`, unresolved `Ref`, `Decl` with an
    /// encoding, or stylesheet instruction: borrowed until the next token.
    pub(super) fn text(&self) -> &str {
        &self.scratch
    }

    /// Exchanges the last text for `text`: a value mostly arrives as one
    /// piece of text, which is then taken whole instead of copied.
    pub(super) fn swap_text(&mut self, text: &mut String) {
        std::mem::swap(text, &mut self.scratch);
    }

    /// The text of the entry `plain_entry` just read, taken out while its
    /// values are applied; give it back with `restore_text`.
    pub(super) fn take_text(&mut self) -> String {
        std::mem::take(&mut self.scratch)
    }

    /// Gives back the buffer `take_text` took, for reuse.
    pub(super) fn restore_text(&mut self, text: String) {
        self.scratch = text;
    }

    /// The source under the parser.
    pub(super) fn source(&self) -> &Source<R> {
        self.xml.get_ref()
    }

    /// The source, to read past the parser (see `MarkupReader::resume_entries`).
    pub(super) fn source_mut(&mut self) -> &mut Source<R> {
        self.xml.get_mut()
    }

    /// The root's namespace, once the root was read.
    pub(super) fn root_namespace(&self) -> Option<&str> {
        self.root_namespace.as_deref()
    }

    /// The root was read: its namespace, and the name of its entries.
    pub(super) fn enter_body(&mut self, root_namespace: Option<String>, entry: &'static str) {
        self.in_body = true;
        self.root_namespace = root_namespace;
        self.entry = Some(entry);
    }

    /// The root of a feed was read: its namespace, and the name of its
    /// items (see `feed`).
    pub(super) fn enter_feed(&mut self, root_namespace: Option<String>, item: &'static str) {
        self.enter_body(root_namespace, item);
        self.feed = true;
    }

    /// The root was closed: what follows is no entry of it.
    pub(super) fn leave_body(&mut self) {
        self.in_body = false;
        self.entry = None;
    }

    /// The problems met since the last call, in the order met.
    pub(super) fn take_notes(&mut self) -> impl Iterator<Item = (u64, Problem)> + '_ {
        self.news = false;
        self.notes.drain(..)
    }

    /// Whether problems or a fault in an entry's start tag wait (see
    /// [`take_notes`](Self::take_notes), [`take_entry_tag_fault`](Self::take_entry_tag_fault)).
    #[inline]
    pub(super) fn has_news(&self) -> bool {
        self.news
    }

    /// Where a fault in an entry's start tag was, once.
    pub(super) fn take_entry_tag_fault(&mut self) -> Option<u64> {
        self.entry_tag_fault.take()
    }

    fn note(&mut self, position: u64, problem: Problem) {
        self.notes.push((position, problem));
        self.news = true;
    }

    /// Whether the parser waits between tokens with nothing owed, so bytes
    /// may be read past it (the plain-entry path), and an unprefixed name
    /// is known to mean the document's namespace.
    #[inline]
    fn between_tokens(&mut self) -> bool {
        if !self.after_end_tag || self.implied_ends > 0 {
            return false;
        }
        self.close_pending_scope();
        if !self.unprefixed_own && self.in_body {
            // As the next unprefixed start tag without declarations would
            // find out (an element that declared namespaces closed since).
            let resolved = self.namespaces.resolve_prefix(None, true);
            let space = classify(resolved, true, self.root_namespace.as_deref());
            self.unprefixed_own = matches!(space, Space::Own { mismatch: None });
        }
        self.unprefixed_own
    }

    /// The next entry, when the buffered bytes hold it whole in the plain
    /// shape and the parser waits between tokens with nothing owed: its
    /// bytes are copied into `scratch`, to be handed past the parser with
    /// [`take_plain`](Self::take_plain) or left to it. `None` when they do
    /// not; or when the entry would cross the protocol's 50 MiB before that
    /// was noted (the token path notes it at the token that crosses it).
    /// Nothing is consumed either way.
    #[inline]
    pub(super) fn plain_entry(&mut self, kind: DocumentKind) -> Option<PlainEntry> {
        if !self.between_tokens() {
            return None;
        }
        let base = self.position();
        let source = self.xml.get_mut();
        let consumed = source.consumed();
        let bytes = source.peek();
        let scanned = plain::scan(bytes, kind, self.value_limit)?;
        // The markup is ASCII, so the entry is UTF-8 exactly when its texts
        // are, as the parser would have required of each.
        let text = std::str::from_utf8(&bytes[..scanned.end]).ok()?;
        if !source.size_noted() && consumed + scanned.end as u64 > MAX_BYTES {
            return None;
        }
        self.scratch.clear();
        self.scratch.push_str(text);
        Some(PlainEntry { base, scanned })
    }

    /// Hands the entry `plain_entry` found past the parser.
    pub(super) fn take_plain(&mut self, plain: &PlainEntry) {
        self.xml.get_mut().bypass(plain.length());
    }

    /// The namespace of the prefixed element name `qualified` where the
    /// parser stands, between tokens, when it makes the element an
    /// extension (see [`own_or_foreign`]); `None` when it is undeclared or
    /// the document's own.
    pub(super) fn foreign_namespace_of(&self, qualified: &str) -> Option<&str> {
        let name = quick_xml::name::QName(qualified);
        let (resolved, _) = self.namespaces.resolve_element(name);
        match resolved {
            ResolveResult::Bound(namespace) => Some(namespace.into_inner())
                .filter(|namespace| is_foreign(namespace, self.root_namespace())),
            _ => None,
        }
    }

    /// The reader position where the parser stands.
    fn position(&self) -> u64 {
        self.xml.get_ref().position(self.xml.buffer_position())
    }

    /// After a fault among the entries: skips the source to the next
    /// start tag of an entry or end tag of the root (`false` when the input
    /// ends first) and reads on from there with a new parser.
    ///
    /// `container` names an element between the root and the entries that
    /// stays open (RSS 2.0's `channel`), so its end tag is matched.
    pub(super) fn resume_at(
        &mut self,
        entry: &str,
        root: &str,
        container: Option<&str>,
    ) -> io::Result<Skipped> {
        let skipped = self
            .xml
            .get_mut()
            .skip_to_resume(entry.as_bytes(), root.as_bytes())?;
        if skipped.found {
            self.restart();
            if let Some(container) = container {
                self.open.push(container);
                self.namespaces.set_level(2);
            }
        }
        Ok(skipped)
    }

    /// A new parser at the source's position, inside the root: the old one
    /// stops for good at a syntax error.
    fn restart(&mut self) {
        let detached = parser(Source::detached());
        let mut source = std::mem::replace(&mut self.xml, detached).into_inner();
        source.restart();
        self.xml = parser(source);
        self.open.truncate(1);
        self.namespaces.set_level(1);
        self.pending_pop = false;
        self.unprefixed_own = false;
        self.declaring_level = self.declaring_level.min(1);
        self.after_end_tag = false;
        self.implied_ends = 0;
    }

    /// The next token. Every `Start` is matched by exactly one `End`, as in
    /// well-formed XML, whatever the end tags say: an end tag of an element
    /// further out also ends the ones inside it (one `End` each, all at that
    /// tag), a misspelled one ends the innermost element when that holds
    /// only text, and any other end tag that matches no open element is
    /// skipped. Each is reported.
    pub(super) fn next_token(&mut self) -> Result<(u64, Token), Fatal> {
        if self.implied_ends > 0 {
            return Ok(self.implied_end());
        }
        loop {
            if let (position, Some(token)) = self.read_token()? {
                return Ok((position, token));
            }
        }
    }

    /// One more `End` owed by the last end tag (see `next_token`).
    fn implied_end(&mut self) -> (u64, Token) {
        self.implied_ends -= 1;
        self.close_pending_scope();
        self.open.pop();
        self.pending_pop = true;
        self.after_end_tag = true;
        (self.implied_at, Token::End)
    }

    /// Reads one parser event; `None` for an end tag that is skipped.
    fn read_token(&mut self) -> Result<(u64, Option<Token>), Fatal> {
        self.buf.clear();
        self.after_end_tag = false;
        let position = self.xml.get_ref().position(self.xml.buffer_position());
        self.xml.get_mut().start_token(position);
        self.close_pending_scope();
        // Matched where it lands: moving the event out first cost a
        // store-forwarding stall on every token.
        let token = match self.xml.read_event_into(&mut self.buf) {
            Err(error) => return self.token_error(error, position),
            Ok(Event::Start(tag)) => {
                if !is_name(tag.name().0) {
                    // `always<</changefreq>`: a raw `<` just before an end
                    // tag is left out, and the end tag read as one.
                    let name = tag.name().0;
                    let Some(end) = name.strip_prefix("</").filter(|end| is_name(end)) else {
                        return Err(markup_fault(position, name));
                    };
                    let end = end.to_owned();
                    let tag_at = position + 1;
                    self.note(
                        position,
                        Problem::RawLessThan {
                            before: format!("</{end}>"),
                        },
                    );
                    let matched = self.open.match_end(&end);
                    let name = (matched != EndMatch::Innermost).then_some(end);
                    return Ok((tag_at, self.end_tag(tag_at, matched, name)));
                }
                if self.open.depth() >= self.depth_limit.saturating_add(OWN_LEVELS) {
                    let limit = self.depth_limit;
                    return Err(fatal(position, Problem::TooDeep { limit }));
                }
                self.open.push(tag.name().0);
                // A tag without attributes declares nothing: its scope is
                // opened by raising the level, which is all `push` would do
                // after looking for declarations.
                let level = self.namespaces.level();
                if tag.attributes_raw().is_empty() && level < u16::MAX {
                    self.namespaces.set_level(level + 1);
                } else {
                    self.unprefixed_own = false;
                    self.declaring_level = self.declaring_level.max(level.saturating_add(1));
                    if let Err(error) = self.namespaces.push(&tag) {
                        let local = tag.local_name().into_inner();
                        if self.in_body && self.entry == Some(local) {
                            self.entry_tag_fault.get_or_insert(position);
                            self.news = true;
                        }
                        return Err(namespace_error(position, error));
                    }
                }
                // Only start tags need their namespace resolved. Most names
                // have no prefix; `QName` splits a name with a char search,
                // slow on names this short, so that is checked byte by byte.
                let name = tag.name();
                let root = self.root_namespace.as_deref();
                let (space, local, prefix) = if name.0.bytes().any(|byte| byte == b':') {
                    let (local, prefix) = name.decompose();
                    let (resolved, _) = self.namespaces.resolve_element(name);
                    let space = classify(resolved, self.in_body, root);
                    (space, local.into_inner(), prefix.map(|p| p.into_inner()))
                } else if self.unprefixed_own {
                    (Space::Own { mismatch: None }, name.0, None)
                } else {
                    let resolved = self.namespaces.resolve_prefix(None, true);
                    let space = classify(resolved, self.in_body, root);
                    self.unprefixed_own =
                        self.in_body && matches!(space, Space::Own { mismatch: None });
                    (space, name.0, None)
                };
                let collect =
                    self.feed || matches!(space, Space::Root { .. } | Space::Foreign { .. });
                // The schemas allow the sitemap's own elements namespace
                // declarations and `xsi:` attributes, nothing else. (The
                // root's are reported once it is known to be a sitemap.)
                let forbidden = if tag.attributes_raw().is_empty()
                    || self.feed
                    || !matches!(space, Space::Own { .. } | Space::Root { .. })
                {
                    None
                } else {
                    forbidden_attribute(&tag, &self.namespaces)
                };
                let (attributes, raw_amp) = if tag.attributes_raw().is_empty() {
                    (Vec::new(), None)
                } else {
                    // Collected for the root and extensions only, and no
                    // more of them than an extension budget could keep.
                    let most = if collect {
                        self.attribute_limit.saturating_add(1)
                    } else {
                        0
                    };
                    match attributes(&tag, most) {
                        Ok(read) => read,
                        Err(fault) => {
                            // A fault in an entry's start tag costs the
                            // entry: it counts as begun (`MarkupReader::resume_entries`).
                            if self.in_body && self.entry == Some(local) {
                                self.entry_tag_fault.get_or_insert(position);
                                self.news = true;
                            }
                            return Err(fatal(position, Problem::Malformed { fault, lost: None }));
                        }
                    }
                };
                let start = &mut self.tag;
                start.position = position;
                start.local = Local::new(local);
                start.prefix = crate::extension::interned_prefix(prefix.unwrap_or_default());
                let is_root = matches!(space, Space::Root { .. });
                start.space = space;
                start.attributes = attributes;
                start.forbidden_attribute = None;
                if let Some(text) = raw_amp {
                    let problem = Problem::RawAmpersand {
                        text: quoted(&text),
                    };
                    self.note(position, problem);
                }
                if is_root {
                    self.tag.forbidden_attribute = forbidden;
                } else if let Some(attribute) = forbidden {
                    let element = self.tag.qualified();
                    let problem = Problem::Attribute { element, attribute };
                    self.note(position, problem);
                }
                Token::Start
            }
            Ok(Event::End(end)) => {
                let matched = self.open.match_end(end.name().0);
                let name = (matched != EndMatch::Innermost).then(|| end.name().0.to_owned());
                match self.end_tag(position, matched, name) {
                    Some(token) => token,
                    None => return Ok((position, None)),
                }
            }
            Ok(Event::Text(text)) => {
                self.scratch.clear();
                // Most text is the indentation between tags: seen once,
                // with no line ending to normalize, it is copied as it is.
                let (mut blank, mut carriage_return) = (true, false);
                for byte in text.bytes() {
                    match byte {
                        b' ' | b'\t' | b'\n' => {}
                        b'\r' => carriage_return = true,
                        _ => {
                            blank = false;
                            break;
                        }
                    }
                }
                // Other text is mostly a value with neither a line ending
                // nor a raw `&`, found with one search for both. Only it
                // may hold a `]]>`, which no text may.
                let plain = if blank {
                    !carriage_return
                } else {
                    if let Some(fault) = wellformed::text_fault(text.as_bytes()) {
                        // The event borrows the buffer: the notes are another field.
                        self.notes.push((position, not_well_formed(fault)));
                        self.news = true;
                    }
                    memchr::memchr2(b'\r', b'&', text.as_bytes()).is_none()
                };
                if plain {
                    self.scratch.push_str(&text);
                } else {
                    self.scratch.push_str(&text.xml10_content());
                }
                Token::Text {
                    raw_amp: !plain
                        && !blank
                        && memchr::memchr(b'&', self.scratch.as_bytes()).is_some(),
                    blank,
                }
            }
            Ok(Event::CData(data)) => {
                self.scratch.clear();
                self.scratch.push_str(&data.xml10_content());
                Token::Text {
                    raw_amp: false,
                    blank: false,
                }
            }
            Ok(Event::GeneralRef(reference)) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(ch)) if is_xml_char(ch) => Some(ch),
                    // A character reference to a character XML forbids, or
                    // to none, makes the document not well-formed: never a
                    // value with the character left out.
                    _ if reference.starts_with('#') => {
                        let reference = reference.to_string();
                        let lost = None;
                        let problem = Problem::ForbiddenCharReference { reference, lost };
                        return Err(fatal(position, problem));
                    }
                    _ => {
                        let resolved = predefined_entity(&reference);
                        if resolved.is_none() {
                            self.scratch.clear();
                            self.scratch.push_str(&reference);
                        }
                        resolved
                    }
                };
                Token::Ref(resolved)
            }
            Ok(Event::Decl(decl)) => {
                let content = decl.strip_prefix("xml").unwrap_or(&decl);
                if let Some(fault) = wellformed::declaration_fault(content.as_bytes()) {
                    let problem = not_well_formed(format!("the XML declaration: {fault}"));
                    self.notes.push((position, problem));
                    self.news = true;
                }
                let encoding = decl.encoding().and_then(Result::ok);
                if let Some(encoding) = &encoding {
                    self.scratch.clear();
                    self.scratch.push_str(encoding);
                }
                Token::Decl {
                    encoding: encoding.is_some(),
                }
            }
            Ok(Event::DocType(doctype)) => {
                let name = doctype.trim_ascii_start().as_bytes();
                Token::DocType {
                    html: name.len() >= 4 && name[..4].eq_ignore_ascii_case(b"html"),
                }
            }
            Ok(Event::Empty(tag)) => {
                // Never produced (empty elements are expanded), but scoped
                // like `NsReader` does, should that change.
                self.unprefixed_own = false;
                let level = self.namespaces.level();
                self.declaring_level = self.declaring_level.max(level.saturating_add(1));
                if let Err(error) = self.namespaces.push(&tag) {
                    return self.token_error(error.into(), position);
                }
                self.pending_pop = true;
                Token::Ignorable { stylesheet: false }
            }
            Ok(Event::PI(instruction)) if instruction.target() == "xml-stylesheet" => {
                self.scratch.clear();
                self.scratch.push_str(instruction.content());
                Token::Ignorable { stylesheet: true }
            }
            Ok(Event::Comment(comment)) => {
                if let Some(fault) = wellformed::comment_fault(comment.as_bytes()) {
                    self.note(position, not_well_formed(fault));
                }
                Token::Ignorable { stylesheet: false }
            }
            Ok(Event::PI(instruction)) => {
                if let Some(fault) = wellformed::instruction_fault(instruction.target().as_bytes())
                {
                    self.note(position, not_well_formed(fault));
                }
                Token::Ignorable { stylesheet: false }
            }
            Ok(Event::Eof) => Token::Eof,
        };
        // Only an end tag is sure to leave the parser between tokens: after
        // a start tag it may still owe the end of an empty element.
        self.after_end_tag = matches!(token, Token::End);
        // The protocol's size is reported at the token that crosses it.
        if self.xml.get_mut().passes_protocol_size() {
            self.note(position, Problem::TooLarge { limit: MAX_BYTES });
        }
        Ok((position, Some(token)))
    }

    /// The `End` of an end tag as it matched the open elements, with its
    /// name when it did not end the innermost (see `next_token`); `None`
    /// when it is skipped.
    fn end_tag(&mut self, position: u64, matched: EndMatch, name: Option<String>) -> Option<Token> {
        if let Some(name) = name
            && !self.end_fault(position, matched, name)
        {
            return None;
        }
        self.open.pop();
        self.pending_pop = true;
        self.after_end_tag = true;
        Some(Token::End)
    }

    /// Handles an end tag that does not end the innermost element (see
    /// `next_token`), reporting it; `false` when the tag is skipped.
    #[cold]
    fn end_fault(&mut self, position: u64, matched: EndMatch, name: String) -> bool {
        match matched {
            EndMatch::Innermost => true,
            EndMatch::Outer(inside) => {
                for outward in 0..inside {
                    let element = self.open.outward(outward).unwrap_or_default().to_owned();
                    let problem = Problem::Unclosed {
                        element,
                        closed_by: format!("</{name}>"),
                    };
                    self.note(position, problem);
                }
                // This event ends the innermost; the rest are owed.
                self.implied_ends = inside;
                self.implied_at = position;
                true
            }
            EndMatch::Unopened => {
                let found = name;
                match self.open.innermost() {
                    // A leaf's end tag misspelled (`</lastmd>`): it ends the leaf.
                    Some(expected) if !self.open.innermost_has_child() => {
                        let expected = expected.to_owned();
                        let problem = Problem::MismatchedEnd { expected, found };
                        self.note(position, problem);
                        true
                    }
                    _ => {
                        self.note(position, Problem::StrayEnd { found });
                        false
                    }
                }
            }
        }
    }

    /// Closes the `count` elements just outside the innermost one, which a
    /// start tag showed to have ended without end tags (a `<url>` inside an
    /// unclosed `<url>`); notes each as closed by that start tag.
    pub(super) fn close_outside(&mut self, position: u64, count: usize) {
        let opened = self.open.innermost().unwrap_or_default().to_owned();
        for outward in 1..=count {
            let element = self.open.outward(outward).unwrap_or_default().to_owned();
            let problem = Problem::Unclosed {
                element,
                closed_by: format!("<{opened}>"),
            };
            self.note(position, problem);
        }
        self.open.close_outside_innermost(count);
        // Their namespace scopes go with them. Scopes nest by level alone,
        // so the start tag's own scope is dropped with them and opened
        // again from its bytes, still in the parser's buffer.
        let level = self.namespaces.level();
        let below = level.saturating_sub(u16::try_from(count).unwrap_or(u16::MAX));
        self.namespaces.set_level(below.saturating_sub(1));
        let reopened = std::str::from_utf8(&self.buf).ok().and_then(|content| {
            let name_length = content
                .find(|c: char| c.is_ascii_whitespace() || c == '/')
                .unwrap_or(content.len());
            let tag = BytesStart::from_content(content, name_length);
            self.namespaces.push(&tag).ok()
        });
        if reopened.is_none() {
            self.namespaces.set_level(below);
        }
        self.unprefixed_own = false;
        self.declaring_level = self.declaring_level.min(below);
    }

    /// Scopes are pushed and popped exactly as `NsReader` does: a closed
    /// element's bindings stay until the next event is read.
    fn close_pending_scope(&mut self) {
        if self.pending_pop {
            let level = self.namespaces.level();
            if level <= self.declaring_level {
                // The element closed may have declared namespaces.
                self.unprefixed_own = false;
                self.declaring_level = level.saturating_sub(1);
            }
            self.namespaces.pop();
            self.pending_pop = false;
        }
    }

    #[cold]
    fn token_error(
        &self,
        error: quick_xml::Error,
        token: u64,
    ) -> Result<(u64, Option<Token>), Fatal> {
        // The parser places syntax errors (at their markup's `<`), not text
        // that is not UTF-8: that one is placed here, at its first bad byte.
        // A place before the token is one left from earlier.
        let at = match &error {
            quick_xml::Error::Encoding(EncodingError::Utf8(e)) => token + e.valid_up_to() as u64,
            _ => token.max(self.xml.get_ref().position(self.xml.error_position())),
        };
        match self.xml_error(error) {
            Some(problem) => Err(fatal(at, problem)),
            None => Ok((at, Some(Token::Eof))),
        }
    }

    /// The problem behind an error reading the source, or `None` when the
    /// input simply ended; a token over the size limit is reported as a
    /// `piece` too long.
    pub(super) fn read_error(&self, e: io::Error, piece: &str) -> Option<Problem> {
        self.xml.get_ref().read_problem(e, piece, self.value_limit)
    }

    /// The problem behind a parser error, or `None` when the input simply
    /// ended (inside a tag, or inside a truncated gzip stream).
    pub(super) fn xml_error(&self, error: quick_xml::Error) -> Option<Problem> {
        match error {
            quick_xml::Error::Io(e) => {
                let e = io::Error::new(e.kind(), e.to_string());
                self.read_error(e, "one piece of text or markup")
            }
            // `<!` followed by neither a comment, CDATA nor a DOCTYPE.
            quick_xml::Error::Syntax(SyntaxError::InvalidBangMarkup) => Some(Problem::Malformed {
                fault: "`<!` starts neither a comment, a CDATA section nor a declaration".into(),
                lost: None,
            }),
            // Every other syntax error is input ending inside markup.
            quick_xml::Error::Syntax(_) => None,
            quick_xml::Error::Encoding(_) => Some(Problem::Malformed {
                fault: "bytes that are not UTF-8".into(),
                lost: None,
            }),
            other => Some(Problem::Malformed {
                fault: other.to_string(),
                lost: None,
            }),
        }
    }
}

/// The namespace class of a start tag from its resolved name: the root's
/// while the prolog is read, else as `own_or_foreign` says.
fn classify(resolved: ResolveResult<'_>, in_body: bool, root: Option<&str>) -> Space {
    match resolved {
        ResolveResult::Unknown(prefix) => Space::Undeclared { prefix },
        ResolveResult::Bound(ns) if !in_body => Space::Root {
            namespace: Some(ns.as_ref().to_owned()),
        },
        ResolveResult::Unbound if !in_body => Space::Root { namespace: None },
        ResolveResult::Bound(ns) => own_or_foreign(Some(ns.as_ref()), root),
        ResolveResult::Unbound => own_or_foreign(None, root),
    }
}

/// Classifies an element's namespace against the root's: the document's own
/// elements are those in its namespace, in a sitemap namespace, or in none.
pub(super) fn own_or_foreign(namespace: Option<&str>, root: Option<&str>) -> Space {
    match namespace {
        Some(ns) if is_foreign(ns, root) => Space::Foreign {
            namespace: crate::extension::interned(ns),
        },
        ns if ns == root => Space::Own { mismatch: None },
        None => Space::Own {
            mismatch: Some(String::new()),
        },
        // A sitemap namespace other than the root's.
        Some(ns) => Space::Own {
            mismatch: Some(ns.to_owned()),
        },
    }
}

/// Whether elements of `namespace` are extensions in a document whose root
/// is in `root`: it is neither the root's nor a sitemap namespace.
fn is_foreign(namespace: &str, root: Option<&str>) -> bool {
    Some(namespace) != root && namespace != NAMESPACE && namespace != LEGACY_NAMESPACE
}

/// Attribute names and values, in document order.
pub(super) type Attributes = Vec<(String, String)>;

/// The tag's first `most` attributes, all checked for well-formedness,
/// with the first value holding a raw `&` (from it on): such a value is
/// read with the `&` literal, as text is.
pub(super) fn attributes(
    tag: &BytesStart<'_>,
    most: usize,
) -> Result<(Attributes, Option<String>), String> {
    let mut attributes = Vec::new();
    let mut raw_amp = None;
    for attribute in tag.attributes() {
        let attribute = attribute.map_err(|e| e.to_string())?;
        if attributes.len() == most {
            continue;
        }
        let key = attribute.key.as_ref().to_owned();
        // A character reference XML forbids is no value with the
        // character left out: the tag is not well-formed.
        if let Some(name) = forbidden_char_reference(&attribute.value) {
            return Err(format!(
                "`&{name};` in an attribute refers to no character XML allows"
            ));
        }
        let value = match attribute.normalized_value(quick_xml::XmlVersion::Implicit1_0) {
            Ok(value) => value.into_owned(),
            Err(_) => {
                let raw: &str = &attribute.value;
                let mut value = String::new();
                unescape_leniently(raw, &mut value);
                if raw_amp.is_none() {
                    let from = raw.find('&').unwrap_or(0);
                    raw_amp = Some(raw[from..].to_owned());
                }
                value
            }
        };
        attributes.push((key, value));
    }
    Ok((attributes, raw_amp))
}

/// The first attribute of one of the sitemap's own elements that its
/// schema does not allow: anything but a namespace declaration or an
/// attribute in the XML Schema instance namespace (`xsi:schemaLocation`).
fn forbidden_attribute(tag: &BytesStart<'_>, namespaces: &NamespaceResolver) -> Option<String> {
    tag.attributes().flatten().find_map(|attribute| {
        let key = attribute.key;
        if key.as_namespace_binding().is_some() {
            return None;
        }
        let (resolved, _) = namespaces.resolve_attribute(key);
        match resolved {
            ResolveResult::Bound(namespace) if namespace.as_ref() == crate::XSI_NAMESPACE => None,
            _ => Some(key.as_ref().to_owned()),
        }
    })
}

/// Whether `name` is an XML name (a tag whose name is not is a raw `<` in
/// text). Any non-ASCII character is allowed, as the parsers of the wild do.
fn is_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    let starts_name = |b: u8| b.is_ascii_alphabetic() || b == b'_' || b == b':' || b >= 0x80;
    bytes.next().is_some_and(starts_name)
        && bytes.all(|b| starts_name(b) || b.is_ascii_digit() || b == b'-' || b == b'.')
}

/// Not well-formed markup that costs nothing where it is, said as a note.
#[cold]
fn not_well_formed(fault: impl Into<String>) -> Problem {
    Problem::NotWellFormed {
        fault: fault.into(),
    }
}

/// A start tag whose name is not a name: a raw `<` in text.
#[cold]
fn markup_fault(position: u64, name: &str) -> Fatal {
    let shown: String = name.chars().take(24).collect();
    let fault = format!("a raw `<` before `{shown}`; write it as `&lt;`");
    fatal(position, Problem::Malformed { fault, lost: None })
}

/// A namespace limit of the parser, reported as the limit it is.
#[cold]
fn namespace_error(position: u64, error: NamespaceError) -> Fatal {
    let problem = match error {
        NamespaceError::TooManyBindings(limit) => Problem::TooManyNamespaces { limit },
        NamespaceError::TooDeeplyNested(limit) => Problem::TooDeep { limit },
        other => Problem::Malformed {
            fault: other.to_string(),
            lost: None,
        },
    };
    fatal(position, problem)
}
