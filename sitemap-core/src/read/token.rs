//! The parser's events turned into tokens the reader acts on: names
//! classified against the document's namespace without allocating for the
//! sitemap's own elements, text gathered once, references resolved.

use std::io;

use quick_xml::encoding::EncodingError;
use quick_xml::events::{BytesStart, Event};
use quick_xml::name::ResolveResult;

use super::diagnostic::Problem;
use super::engine::{Engine, Fatal, Recovery, State, fatal};
use crate::write::MAX_BYTES;
use crate::{LEGACY_NAMESPACE, NAMESPACE};
use std::io::Read;

/// Element names the reader knows, so their tags cost no allocation.
pub(super) const KNOWN: &[&str] = &[
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
        match KNOWN.iter().find(|known| **known == name) {
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
    /// Another namespace: an extension.
    Foreign { namespace: String },
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
    pub(super) prefix: String,
    pub(super) space: Space,
    /// Filled for the root and for extension elements only.
    pub(super) attributes: Vec<(String, String)>,
}

impl StartTag {
    pub(super) fn qualified(&self) -> String {
        if self.prefix.is_empty() {
            self.local.as_str().to_owned()
        } else {
            format!("{}:{}", self.prefix, self.local.as_str())
        }
    }
}

/// One parser event, small enough to be returned in registers: what an
/// event carries stays in the engine (`Engine::tag`, `Engine::scratch`)
/// until the next token, so the reading loops move no large values.
#[derive(Debug, Clone, Copy)]
pub(super) enum Token {
    /// A start tag, in `Engine::tag`.
    Start,
    End,
    /// Text or CDATA, in `Engine::scratch`; `raw_amp` when it holds a `&`
    /// that starts no reference, `blank` when it is only XML whitespace.
    Text {
        raw_amp: bool,
        blank: bool,
    },
    /// A reference: its character, or `None` for an unknown entity, whose
    /// name is in `Engine::scratch`.
    Ref(Option<char>),
    /// The XML declaration; `encoding` when it names one, in
    /// `Engine::scratch`.
    Decl {
        encoding: bool,
    },
    DocType,
    /// Comments and processing instructions.
    Ignorable,
    Eof,
}

impl<R: Read> Engine<R> {
    pub(super) fn next_token(&mut self) -> Result<(u64, Token), Fatal> {
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
                        return self.token_error(error.into(), position);
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
                    let space = classify(resolved, self.state, root);
                    (space, local.into_inner(), prefix.map(|p| p.into_inner()))
                } else if self.unprefixed_own {
                    (Space::Own { mismatch: None }, name.0, None)
                } else {
                    let resolved = self.namespaces.resolve_prefix(None, true);
                    let space = classify(resolved, self.state, root);
                    self.unprefixed_own = self.state != State::Prolog
                        && matches!(space, Space::Own { mismatch: None });
                    (space, name.0, None)
                };
                let collect = matches!(space, Space::Root { .. } | Space::Foreign { .. });
                let attributes = if tag.attributes_raw().is_empty() {
                    Vec::new()
                } else {
                    attributes(&tag, collect)
                        .map_err(|message| fatal(position, Problem::Syntax(message)))?
                };
                let start = &mut self.tag;
                start.position = position;
                start.local = Local::new(local);
                start.prefix.clear();
                if let Some(prefix) = prefix {
                    start.prefix.push_str(prefix);
                }
                start.space = space;
                start.attributes = attributes;
                Token::Start
            }
            Ok(Event::End(_)) => {
                self.pending_pop = true;
                Token::End
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
                // nor a raw `&`, found with one search for both.
                let plain = if blank {
                    !carriage_return
                } else {
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
                    Ok(Some(ch)) => Some(ch),
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
                let encoding = decl.encoding().and_then(Result::ok);
                if let Some(encoding) = &encoding {
                    self.scratch.clear();
                    self.scratch.push_str(encoding);
                }
                Token::Decl {
                    encoding: encoding.is_some(),
                }
            }
            Ok(Event::DocType(_)) => Token::DocType,
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
                Token::Ignorable
            }
            Ok(Event::Comment(_) | Event::PI(_)) => Token::Ignorable,
            Ok(Event::Eof) => Token::Eof,
        };
        // Only an end tag is sure to leave the parser between tokens: after
        // a start tag it may still owe the end of an empty element.
        self.after_end_tag = matches!(token, Token::End);
        self.check_size(position);
        Ok((position, token))
    }

    /// Scopes are pushed and popped exactly as `NsReader` does: a closed
    /// element's bindings stay until the next event is read.
    pub(super) fn close_pending_scope(&mut self) {
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
    fn token_error(&self, error: quick_xml::Error, token: u64) -> Result<(u64, Token), Fatal> {
        // The parser places syntax errors (at their markup's `<`), not text
        // that is not UTF-8: that one is placed here, at its first bad byte.
        // A place before the token is one left from earlier.
        let at = match &error {
            quick_xml::Error::Encoding(EncodingError::Utf8(e)) => token + e.valid_up_to() as u64,
            _ => token.max(self.xml.get_ref().position(self.xml.error_position())),
        };
        match self.xml_error(error) {
            Some(problem) => Err(fatal(at, problem)),
            None => Ok((at, Token::Eof)),
        }
    }

    /// Reports, once, a document past the protocol's size.
    pub(super) fn check_size(&mut self, position: u64) {
        if !self.size_reported && self.xml.get_ref().consumed() > MAX_BYTES {
            self.size_reported = true;
            let problem = Problem::TooLarge { limit: MAX_BYTES };
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// The problem behind a parser error, or `None` when the input simply
    /// ended (inside a tag, or inside a truncated gzip stream).
    pub(super) fn xml_error(&self, error: quick_xml::Error) -> Option<Problem> {
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
}

/// The character one of XML's five predefined entities stands for, by
/// name; `None` for any other name (no DTD declares more here).
pub(super) fn predefined_entity(name: &str) -> Option<char> {
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        _ => return None,
    })
}

/// The namespace class of a start tag from its resolved name: the root's
/// while the prolog is read, else as `own_or_foreign` says.
fn classify(resolved: ResolveResult<'_>, state: State, root: Option<&str>) -> Space {
    match resolved {
        ResolveResult::Unknown(prefix) => Space::Undeclared { prefix },
        ResolveResult::Bound(ns) if state == State::Prolog => Space::Root {
            namespace: Some(ns.as_ref().to_owned()),
        },
        ResolveResult::Unbound if state == State::Prolog => Space::Root { namespace: None },
        ResolveResult::Bound(ns) => own_or_foreign(Some(ns.as_ref()), root),
        ResolveResult::Unbound => own_or_foreign(None, root),
    }
}

/// Classifies an element's namespace against the root's: the document's own
/// elements are those in its namespace, in a sitemap namespace, or in none.
pub(super) fn own_or_foreign(namespace: Option<&str>, root: Option<&str>) -> Space {
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
pub(super) fn attributes(
    tag: &BytesStart<'_>,
    collect: bool,
) -> Result<Vec<(String, String)>, String> {
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
