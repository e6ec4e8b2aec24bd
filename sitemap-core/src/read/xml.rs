//! XML sitemaps and indexes: the prolog and the root, then the entries
//! one at a time (each read in `xml_entry`), then the epilogue. A root
//! that starts a feed is handed to the feed's reader.

use std::io::{self, Read};

use sitemap_rules::__private::quoted;

use super::budget::Budget;
use super::context::{Located, ReadContext, SyntaxReader};
use super::diagnostic::Problem;
use super::event::{DocumentKind, Format, ReadEvent};
use super::fault::{Fatal, fatal, truncated};
use super::markup::{Markup, MarkupReader, is_xml_whitespace};
use super::report::{Mark, Recovery};
use super::source::Source;
use super::subtree::ExtensionTrees;
use super::token::{Local, Space, StartTag, Token, Tokenizer};
use crate::extension::NamespaceDecl;
use crate::{LEGACY_NAMESPACE, NAMESPACE, SitemapIndex, UrlSet};

/// Where the reader is in the document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Prolog,
    Body,
    Epilogue,
}

/// The reader of an XML sitemap or index.
pub(super) struct XmlReader<R: Read> {
    pub(super) cx: ReadContext,
    pub(super) markup: Markup<R>,
    phase: Phase,
    /// The root is in the sitemaps.org namespace of 0.84.
    pub(super) legacy: bool,
    /// The text of the last value read, its buffer kept for the next.
    pub(super) value: String,
    /// A root that starts a feed, read by the prolog: the feed's reader
    /// takes the document from there.
    feed_root: Option<StartTag>,
    /// An extension of the root after an entry was reported.
    late_extension: bool,
}

impl<R: Read> XmlReader<R> {
    /// A reader of the document `source` holds, told by its head to be no
    /// text or JSON.
    pub(super) fn new(cx: ReadContext, source: Source<R>) -> Self {
        let tokens = Tokenizer::new(source, &cx.options);
        XmlReader {
            cx,
            markup: Markup::new(tokens),
            phase: Phase::Prolog,
            legacy: false,
            value: String::new(),
            feed_root: None,
            late_extension: false,
        }
    }

    /// Whether the root read starts a feed.
    pub(super) fn has_feed_root(&self) -> bool {
        self.feed_root.is_some()
    }

    /// The root, when it starts a feed, with what the feed's reader takes.
    pub(super) fn take_feed_root(&mut self) -> Option<StartTag> {
        self.feed_root.take()
    }

    pub(super) fn into_parts(self) -> (ReadContext, Markup<R>) {
        (self.cx, self.markup)
    }
}

impl<R: Read> SyntaxReader for XmlReader<R> {
    type Input = R;

    fn step(&mut self) -> Result<(), Fatal> {
        match self.phase {
            Phase::Prolog => self.open_root(),
            Phase::Body => self.read_body(),
            Phase::Epilogue => self.read_epilogue(),
        }
    }

    fn context(&self) -> &ReadContext {
        &self.cx
    }

    fn context_mut(&mut self) -> &mut ReadContext {
        &mut self.cx
    }

    fn source(&self) -> &Source<R> {
        self.markup.tokens.source()
    }

    fn source_mut(&mut self) -> &mut Source<R> {
        self.markup.tokens.source_mut()
    }

    fn resume(&mut self, at: Mark, problem: Problem) -> Result<(), Problem> {
        if self.phase != Phase::Body {
            return Err(problem);
        }
        let kind = self.cx.kind.unwrap_or(DocumentKind::UrlSet);
        self.resume_entries(at, problem, (kind.entry(), kind.root(), None));
        Ok(())
    }
}

impl<R: Read> MarkupReader for XmlReader<R> {
    fn markup(&mut self) -> &mut Markup<R> {
        &mut self.markup
    }

    fn markup_ref(&self) -> &Markup<R> {
        &self.markup
    }
}

impl<R: Read> XmlReader<R> {
    fn open_root(&mut self) -> Result<(), Fatal> {
        let mut seen_content = false;
        let mut conversion_reported = false;
        loop {
            let (position, token) = self.next_token()?;
            let converted = self.markup.tokens.source().converted_from();
            if !conversion_reported {
                conversion_reported = true;
                self.report_decoding();
            }
            match token {
                Token::Decl { encoding } => {
                    if seen_content {
                        self.report(position, Problem::LateDeclaration, Recovery::Kept);
                    }
                    if encoding
                        && converted.is_none()
                        && !self.markup.tokens.text().eq_ignore_ascii_case("utf-8")
                        && !self.markup.tokens.text().eq_ignore_ascii_case("utf8")
                    {
                        let declared = self.markup.tokens.text().to_owned();
                        self.report(position, Problem::Encoding { declared }, Recovery::Kept);
                    }
                }
                Token::Text { .. } => {
                    seen_content = true;
                    let text = self.markup.tokens.text().trim_matches(is_xml_whitespace);
                    if !text.is_empty() {
                        let problem = Problem::UnexpectedText {
                            parent: "document".into(),
                            text: quoted(text),
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
                Token::Ignorable { stylesheet } => {
                    seen_content = true;
                    // Kept for the document's head, a bounded few.
                    if stylesheet {
                        self.cx.head.keep_read_stylesheet(self.markup.tokens.text());
                    }
                }
                Token::DocType { html: true } => return Err(fatal(position, Problem::HtmlPage)),
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Start => {
                    let tag = self.markup.tokens.take_tag();
                    return self.enter_root(tag);
                }
                Token::End => {
                    let message = "an end tag before any element".to_owned();
                    return Err(fatal(position, Problem::Syntax(message)));
                }
                Token::Eof
                    if self.markup.tokens.source().is_gzip()
                        && !self.markup.tokens.source().gzip_header_read() =>
                {
                    let cut = io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        "the compressed stream ends before any of its content",
                    );
                    return Err(fatal(position, Problem::Gzip(cut)));
                }
                Token::Eof => {
                    let message = "the document has no root element".to_owned();
                    return Err(fatal(position, Problem::Syntax(message)));
                }
            }
        }
    }

    fn enter_root(&mut self, tag: StartTag) -> Result<(), Fatal> {
        // A feed is read by a reader of its own, which takes the root.
        if super::feed::is_feed_root(&tag) {
            self.feed_root = Some(tag);
            return Ok(());
        }
        let position = tag.position;
        let kind = match tag.local {
            Local::Known(name) if name == UrlSet::ELEMENT => DocumentKind::UrlSet,
            Local::Known(name) if name == SitemapIndex::ELEMENT => DocumentKind::SitemapIndex,
            Local::Other(ref name) if name.eq_ignore_ascii_case("html") => {
                return Err(fatal(position, Problem::HtmlPage));
            }
            _ => {
                let found = tag.qualified();
                return Err(fatal(position, Problem::NotASitemap { found }));
            }
        };
        if let Some(expected) = self.cx.expect
            && expected != kind
        {
            let problem = Problem::WrongRoot {
                expected: expected.root(),
                found: kind.root().to_owned(),
            };
            return Err(fatal(position, problem));
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
                self.report(position, Problem::LegacyNamespace, Recovery::Kept);
            }
            found => {
                let found = found.map(str::to_owned);
                self.report(position, Problem::Namespace { found }, Recovery::Kept);
            }
        }
        // Namespace declarations and `xsi:` attributes are all the root may
        // carry (judged by the tokenizer, as for every element of ours).
        if let Some(attribute) = tag.forbidden_attribute.clone() {
            let problem = Problem::Attribute {
                element: kind.root().to_owned(),
                attribute,
            };
            self.report(position, problem, Recovery::Kept);
        }
        self.markup.tokens.enter_body(namespace, kind.entry());
        self.cx.declarations = tag
            .attributes
            .iter()
            .filter_map(|(key, value)| {
                let prefix = key.strip_prefix("xmlns:")?;
                Some(NamespaceDecl::new(prefix, value.as_str()))
            })
            .collect();
        // Attributes of other namespaces (`xsi:schemaLocation`) are kept.
        // (A name the model cannot hold, such as `a:b:c`, is reported above
        // as forbidden and not kept.)
        for (key, value) in &tag.attributes {
            if key.contains(':') && !key.starts_with("xmlns:") {
                let _kept = self.cx.head.set_attribute(key, value);
            }
        }
        self.cx.kind = Some(kind);
        self.cx.format = Some(Format::Xml);
        self.phase = Phase::Body;
        Ok(())
    }

    /// Reads under the root until one entry is complete or the root closes.
    fn read_body(&mut self) -> Result<(), Fatal> {
        let kind = self.cx.kind.unwrap_or(DocumentKind::UrlSet);
        let root = kind.root();
        loop {
            let (position, token) = match self.markup.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => {
                    if self.read_plain_entry(kind)? {
                        return Ok(());
                    }
                    self.next_token()?
                }
            };
            match token {
                Token::Start => match self.markup.tokens.take_own_mismatch() {
                    Some(mismatch) => {
                        self.report_mismatch(position, mismatch.as_deref());
                        if matches!(self.markup.tokens.tag().local, Local::Known(name) if name == kind.entry())
                        {
                            return self.read_entry(kind, position);
                        }
                        let name = self.markup.tokens.tag().qualified();
                        self.skip_unknown(root, name, position, Some(kind.entry()))?;
                    }
                    None => {
                        let tag = self.markup.tokens.take_tag();
                        match &tag.space {
                            Space::Foreign { .. } => {
                                // The schema takes the root's extensions
                                // before its first entry only.
                                // Said once: the order is one fault.
                                if self.cx.entries + self.cx.entries_lost > 0
                                    && !std::mem::replace(&mut self.late_extension, true)
                                {
                                    let problem = Problem::Order {
                                        parent: root,
                                        name: tag.qualified(),
                                        before: kind.entry().to_owned(),
                                    };
                                    self.report(position, problem, Recovery::Kept);
                                }
                                // Each is handed out as it is read, so each
                                // has a budget of its own (what a typed
                                // reader keeps of them, it caps itself).
                                let mut budget = Budget::new(&self.cx.options);
                                if let Some(extension) = self.read_extension(tag, 1, &mut budget)? {
                                    self.cx.reporter.hand_out(ReadEvent::Extension(extension));
                                }
                            }
                            Space::Undeclared { .. } => self.skip_undeclared(&tag)?,
                            Space::Own { .. } | Space::Root { .. } => {}
                        }
                    }
                },
                Token::End => {
                    if self.cx.entries == 0 && self.cx.entries_lost == 0 {
                        self.report(position, Problem::Empty { root }, Recovery::Kept);
                    }
                    self.phase = Phase::Epilogue;
                    self.markup.tokens.leave_body();
                    return Ok(());
                }
                Token::Text { blank: true, .. } => {}
                Token::Text { .. } => self.check_text(root, position),
                Token::Ref(reference) => self.report_stray_reference(root, position, reference),
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, root, false)),
            }
            if self.cx.reporter.queued() > 0 {
                return Ok(());
            }
        }
    }
}
