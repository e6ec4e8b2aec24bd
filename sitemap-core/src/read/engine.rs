//! The reading state machine shared by every reader: XML events in, entries
//! and diagnostics out, one entry at a time.

use std::io::{self, Read};

use sitemap_rules::__private::quoted;

use super::budget::Budget;
use super::diagnostic::{Problem, Severity};
use super::event::{DocumentKind, Format, ReadEvent};
use super::fault::{Fatal, fatal, truncated};
use super::options::ReadOptions;
use super::report::{MAX_QUEUED, Mark, Place, Recovery, Reporter};
use super::source::Source;
use super::syntax::{FeedState, JsonState};
use super::token::{Local, Space, StartTag, Token, Tokenizer};
use crate::extension::NamespaceDecl;
use crate::limits::MAX_BYTES;
use crate::{BaseUrl, DocumentHead, LEGACY_NAMESPACE, NAMESPACE, SitemapIndex, UrlSet};

/// Google's older cap on `<news:news>` per sitemap, the site writer's too.
const MAX_NEWS: u64 = crate::limits::MAX_NEWS as u64;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum State {
    Prolog,
    /// A text sitemap, read a line at a time.
    Text,
    /// A feed, read an item at a time.
    Feed,
    /// A JSON document or NDJSON, read an entry at a time.
    Json,
    Body,
    Epilogue,
    Done,
}

/// The document layer: the state machine that alone knows the sitemap
/// rules, over the tokenizer, handing what it finds to the reporter.
pub(crate) struct Engine<R: Read> {
    /// The parser, the namespaces and the open elements.
    pub(super) tokens: Tokenizer<R>,
    /// A start tag (in `tag`, at this position) that ended the elements
    /// around it, handed back to the reading loop that can take it.
    pub(super) pushed_back: Option<u64>,
    /// Where the entry being read by the token path starts: the entry a
    /// fault inside it loses.
    pub(super) in_entry: Option<u64>,
    /// The last `<loc>` text as written, kept until its entry is built.
    pub(super) loc_written: String,
    pub(super) value: String,
    pub(super) options: ReadOptions,
    pub(super) expect: Option<DocumentKind>,
    pub(super) kind: Option<DocumentKind>,
    pub(super) state: State,
    pub(super) legacy: bool,
    pub(super) declarations: Vec<NamespaceDecl>,
    /// Stylesheet instructions and root attributes, once the root is read.
    pub(super) head: DocumentHead,
    /// The events to hand out, and the diagnostics' severities and counts.
    pub(super) reporter: Reporter,
    pub(super) entries: u64,
    /// Entries lost to faults the reader resumed after.
    pub(super) entries_lost: u64,
    /// `<news:news>` elements handed out, for Google's cap per file.
    news: u64,
    /// The site of the file's first URL, for the one-host rule.
    pub(super) site: Option<BaseUrl>,
    /// What the file's own URL lets it list, once the first entry shows
    /// whether it is a sitemap or an index.
    pub(super) location: Option<BaseUrl>,
    /// Where each element of the extension read last starts, in document
    /// order, so a fault in one of its children is reported where that
    /// child is.
    pub(super) extension_starts: Vec<u64>,
    /// The line being read, in a text sitemap.
    pub(super) text_line: Vec<u8>,
    /// The document's syntax, once its start was read.
    pub(super) format: Option<Format>,
    /// Where the reader is in a feed.
    pub(super) feed: FeedState,
    /// Where the reader is in a JSON document.
    pub(super) json: JsonState,
    /// Where the last entry handed out starts.
    pub(super) last_entry: Option<Place>,
}

impl<R: Read> Engine<R> {
    pub(crate) fn new(source: R, options: ReadOptions, expect: Option<DocumentKind>) -> Self {
        // A token is a value, a run of whitespace, a tag or a comment: a few
        // bytes of markup beyond the longest value allowed.
        let max_token = options.value_limit() as u64 + 64 * 1024;
        let source = Source::new(source, options.byte_limit(), max_token);
        let reporter = Reporter::new(options.mode());
        Engine {
            tokens: Tokenizer::new(source, &options),
            pushed_back: None,
            in_entry: None,
            loc_written: String::new(),
            value: String::new(),
            options,
            expect,
            kind: None,
            state: State::Prolog,
            legacy: false,
            declarations: Vec::new(),
            head: DocumentHead::default(),
            reporter,
            entries: 0,
            entries_lost: 0,
            news: 0,
            site: None,
            location: None,
            extension_starts: Vec::new(),
            text_line: Vec::new(),
            format: None,
            feed: FeedState::default(),
            json: JsonState::default(),
            last_entry: None,
        }
    }

    pub(crate) fn kind(&mut self) -> Option<DocumentKind> {
        if self.state == State::Prolog {
            self.run(State::Prolog);
        }
        self.kind
    }

    pub(crate) fn format(&mut self) -> Option<Format> {
        if self.state == State::Prolog {
            self.run(State::Prolog);
        }
        self.format
    }

    /// The line and column where the last entry handed out starts.
    pub(crate) fn last_entry_position(&mut self) -> Option<(u64, u64)> {
        let place = self.last_entry?;
        let mark = self.resolve(place);
        Some((mark.line, mark.column))
    }

    pub(crate) fn is_gzip(&self) -> bool {
        self.tokens.source().is_gzip()
    }

    pub(crate) fn bytes_read(&self) -> u64 {
        self.tokens.source().consumed()
    }

    pub(crate) fn line_column_now(&self) -> (u64, u64) {
        self.tokens.source().line_column_now()
    }

    pub(crate) fn options(&self) -> &ReadOptions {
        &self.options
    }

    pub(crate) fn head(&self) -> &DocumentHead {
        &self.head
    }

    pub(crate) fn declarations(&self) -> &[NamespaceDecl] {
        &self.declarations
    }

    pub(crate) fn error_count(&self) -> u64 {
        self.reporter.errors()
    }

    pub(crate) fn warning_count(&self) -> u64 {
        self.reporter.warnings()
    }

    pub(crate) fn next_event(&mut self) -> Option<ReadEvent> {
        loop {
            if let Some(event) = self.reporter.next() {
                if let ReadEvent::Url(url) = &event
                    && !url.news().is_empty()
                {
                    self.check_news(url.news());
                }
                return Some(event);
            }
            if self.state == State::Done {
                return None;
            }
            self.run(self.state);
        }
    }

    /// Google's rules for the `<news:news>` of an entry handed out, beyond
    /// the schema, reported right after its entry: a publication date with
    /// a time needs a zone, and a file holds at most 1,000 news.
    #[cold]
    fn check_news(&mut self, news: &[crate::News]) {
        for one in news {
            let date = one.publication_date();
            let date = date.as_datetime();
            if date.hour().is_some() && date.offset().is_none() {
                let at = self.mark(self.tokens.source().consumed_position());
                let value = date.to_string();
                self.reporter
                    .report(at, Problem::NewsDateZone { value }, Recovery::Kept);
            }
        }
        let before = self.news;
        self.news = before.saturating_add(news.len() as u64);
        if before <= MAX_NEWS && self.news > MAX_NEWS {
            let at = self.mark(self.tokens.source().consumed_position());
            let problem = Problem::TooManyNews { limit: MAX_NEWS };
            self.reporter.report(at, problem, Recovery::Kept);
        }
    }

    /// Advances the state machine by one step, turning a fatal problem into
    /// the last diagnostic.
    pub(super) fn run(&mut self, state: State) {
        let step = match state {
            State::Prolog => self.open_root(),
            State::Text => self.read_text_line(),
            State::Feed => self.read_feed(),
            State::Json => self.read_json(),
            State::Body => self.read_body(),
            State::Epilogue => self.read_epilogue(),
            State::Done => Ok(()),
        };
        if let Err(fatal) = step {
            let (place, problem) = *fatal;
            let at = self.resolve(place);
            if matches!(state, State::Body | State::Feed) && problem.is_resumable() {
                return self.resume(at, problem);
            }
            // Before the root or after it there is no entry to resume at.
            let problem = match problem {
                Problem::Malformed { fault, .. } => Problem::Syntax(fault),
                Problem::ForbiddenCharReference { reference, .. } => {
                    Problem::Syntax(format!("`&{reference};` refers to no character XML allows"))
                }
                other => other,
            };
            self.state = State::Done;
            self.check_size_at(at);
            self.reporter.push(at, problem, Severity::Error);
        }
    }

    /// Reports a fault among the entries (and the entry it cost, if any),
    /// then skips to the next entry or the root's end tag and reads on from
    /// there with a new parser, as if the fault had never been.
    fn resume(&mut self, at: Mark, problem: Problem) {
        let kind = self.kind.unwrap_or(DocumentKind::UrlSet);
        // A feed's items and root have names of their own; the parser that
        // reads on starts inside the root (RSS 2.0's channel is left).
        let (entry, root) = match self.format {
            Some(format) if self.state == State::Feed => (format.item(), format.root()),
            _ => (kind.entry(), kind.root()),
        };
        let lost = self.in_entry.take().is_some();
        self.entries_lost += u64::from(lost);
        let problem = match problem {
            Problem::Malformed { fault, .. } => Problem::Malformed {
                fault,
                lost: lost.then_some(entry),
            },
            Problem::ForbiddenCharReference { reference, .. } => Problem::ForbiddenCharReference {
                reference,
                lost: lost.then_some(entry),
            },
            other => other,
        };
        self.check_size_at(at);
        self.reporter.flush_suppressed(at);
        // A forbidden character reference, or a limit reached, is an error in
        // either mode even where no entry was lost: what was skipped to
        // resume was never read.
        let recovery = if lost || !matches!(problem, Problem::Malformed { .. }) {
            Recovery::Lost
        } else {
            Recovery::Kept
        };
        let severity = self.reporter.severity(recovery);
        self.reporter.push(at, problem, severity);
        self.pushed_back = None;
        let container = self.feed.open_container();
        match self.tokens.resume_at(entry, root, container) {
            Ok(true) => {}
            Ok(false) => {
                let position = self.tokens.source().consumed_position();
                self.state = State::Done;
                let problem = Problem::Truncated {
                    open: root.to_owned(),
                    lost_entry: false,
                };
                self.push(position, problem, Severity::Error);
            }
            Err(error) => {
                let position = self.tokens.source().consumed_position();
                self.state = State::Done;
                let problem = self
                    .tokens
                    .xml_error(error.into())
                    .unwrap_or(Problem::Truncated {
                        open: root.to_owned(),
                        lost_entry: false,
                    });
                self.push(position, problem, Severity::Error);
            }
        }
    }

    /// The next token, with what the tokenizer met on the way reported
    /// first (see [`Tokenizer::next_token`]).
    #[inline]
    pub(super) fn next_token(&mut self) -> Result<(u64, Token), Fatal> {
        let token = self.tokens.next_token();
        if self.tokens.has_news() {
            self.report_notes();
        }
        token
    }

    /// Reports what the tokenizer noted, and takes over a fault in an
    /// entry's start tag, which costs the entry.
    #[cold]
    fn report_notes(&mut self) {
        if let Some(position) = self.tokens.take_entry_tag_fault() {
            self.in_entry.get_or_insert(position);
        }
        let notes: Vec<_> = self.tokens.take_notes().collect();
        for (position, problem) in notes {
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// Closes the `count` elements just outside the start tag just read,
    /// which showed they ended without end tags (a `<url>` inside an
    /// unclosed `<url>`), each reported as closed by it; the start tag is
    /// handed back (`pushed_back`) to the loop that reads it.
    pub(super) fn close_before(&mut self, position: u64, count: usize) {
        self.tokens.close_outside(position, count);
        self.report_notes();
        self.pushed_back = Some(position);
    }

    /// Reports, once, a document past the protocol's size, at `at`.
    pub(super) fn check_size_at(&mut self, at: Mark) {
        if self.tokens.passes_protocol_size() {
            let problem = Problem::TooLarge { limit: MAX_BYTES };
            self.reporter.report(at, problem, Recovery::Kept);
        }
    }

    /// The line and column of a reader position, worked out now.
    pub(super) fn mark(&mut self, position: u64) -> Mark {
        let (line, column) = self.tokens.source_mut().line_column(position);
        Mark { line, column }
    }

    /// A reader position as a place worked out now (see [`Place`]).
    pub(super) fn marked(&mut self, position: u64) -> Place {
        Place::Marked(self.mark(position))
    }

    /// The line and column of a place.
    pub(super) fn resolve(&mut self, place: Place) -> Mark {
        match place {
            Place::At(position) => self.mark(position),
            Place::Marked(mark) => mark,
        }
    }

    /// Reports a problem at a place.
    pub(super) fn report_in(&mut self, place: Place, problem: Problem, recovery: Recovery) {
        let at = self.resolve(place);
        self.reporter.report(at, problem, recovery);
    }

    /// Reports a problem at a reader position.
    pub(super) fn report(&mut self, position: u64, problem: Problem, recovery: Recovery) {
        let at = self.mark(position);
        self.reporter.report(at, problem, recovery);
    }

    /// Reports a problem at a reader position, whatever the queue holds.
    pub(super) fn push(&mut self, position: u64, problem: Problem, severity: Severity) {
        let at = self.mark(position);
        self.reporter.push(at, problem, severity);
    }

    /// Reports a problem found after later ones were queued, at the place
    /// in the queue where it was found.
    pub(super) fn report_at(
        &mut self,
        queued: usize,
        place: Place,
        problem: Problem,
        recovery: Recovery,
    ) {
        let at = self.resolve(place);
        self.reporter.insert(queued, at, problem, recovery);
    }

    pub(super) fn flush_suppressed(&mut self, place: Place) {
        // Worked out only when there is something to say: on every entry
        // otherwise, it would cost the fast path a search of the line index.
        if self.reporter.has_suppressed() {
            let at = self.resolve(place);
            self.reporter.flush_suppressed(at);
        }
    }

    // ----- document structure -----

    pub(super) fn open_root(&mut self) -> Result<(), Fatal> {
        // What is not XML is told from the document's first bytes.
        if self.tokens.source().consumed_position() == 0 {
            self.fill_head()?;
            if self.open_json()? || self.open_text()? {
                return Ok(());
            }
        }
        let mut seen_content = false;
        let mut conversion_reported = false;
        loop {
            let (position, token) = self.next_token()?;
            let converted = self.tokens.source().converted_from();
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
                        && !self.tokens.text().eq_ignore_ascii_case("utf-8")
                        && !self.tokens.text().eq_ignore_ascii_case("utf8")
                    {
                        let declared = self.tokens.text().to_owned();
                        self.report(position, Problem::Encoding { declared }, Recovery::Kept);
                    }
                }
                Token::Text { .. } => {
                    seen_content = true;
                    let text = self.tokens.text().trim();
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
                        self.head.keep_read_stylesheet(self.tokens.text());
                    }
                }
                Token::DocType { html: true } => return Err(fatal(position, Problem::HtmlPage)),
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Start => {
                    let tag = self.tokens.take_tag();
                    return self.enter_root(tag);
                }
                Token::End => {
                    let message = "an end tag before any element".to_owned();
                    return Err(fatal(position, Problem::Syntax(message)));
                }
                Token::Eof
                    if self.tokens.source().is_gzip()
                        && !self.tokens.source().gzip_header_read() =>
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

    pub(super) fn enter_root(&mut self, tag: StartTag) -> Result<(), Fatal> {
        let Some(tag) = self.enter_feed(tag)? else {
            return Ok(());
        };
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
        if let Some(expected) = self.expect
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
                self.report(position, Problem::LegacyNamespace, Recovery::Notice);
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
        self.tokens.enter_body(namespace, kind.entry());
        self.declarations = tag
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
                let _kept = self.head.set_attribute(key, value);
            }
        }
        self.kind = Some(kind);
        self.format = Some(Format::Xml);
        self.state = State::Body;
        Ok(())
    }

    /// Reads under the root until one entry is complete or the root closes.
    pub(super) fn read_body(&mut self) -> Result<(), Fatal> {
        let kind = self.kind.unwrap_or(DocumentKind::UrlSet);
        let root = kind.root();
        loop {
            let (position, token) = match self.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => {
                    if self.read_plain_entry(kind)? {
                        return Ok(());
                    }
                    self.next_token()?
                }
            };
            match token {
                Token::Start => match self.tokens.take_own_mismatch() {
                    Some(mismatch) => {
                        self.report_mismatch(position, mismatch.as_deref());
                        if matches!(self.tokens.tag().local, Local::Known(name) if name == kind.entry())
                        {
                            return self.read_entry(kind, position);
                        }
                        let name = self.tokens.tag().qualified();
                        self.skip_unknown(root, name, position, Some(kind.entry()))?;
                    }
                    None => {
                        let tag = self.tokens.take_tag();
                        match &tag.space {
                            Space::Foreign { .. } => {
                                // Each is handed out as it is read, so each
                                // has a budget of its own (what a typed
                                // reader keeps of them, it caps itself).
                                let mut budget = Budget::new(&self.options);
                                if let Some(extension) = self.read_extension(tag, 1, &mut budget)? {
                                    self.reporter.hand_out(ReadEvent::Extension(extension));
                                }
                            }
                            Space::Undeclared { .. } => self.skip_undeclared(&tag)?,
                            Space::Own { .. } | Space::Root { .. } => {}
                        }
                    }
                },
                Token::End => {
                    if self.entries == 0 && self.entries_lost == 0 {
                        self.report(position, Problem::Empty { root }, Recovery::Kept);
                    }
                    self.state = State::Epilogue;
                    self.tokens.leave_body();
                    return Ok(());
                }
                Token::Text { blank: true, .. } => {}
                Token::Text { .. } => self.check_text(root, position),
                Token::Ref(_) => self.report_stray_reference(root, position),
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, root, false)),
            }
            if self.reporter.queued() > 0 {
                return Ok(());
            }
        }
    }

    /// Reports, at the document's start, how its bytes were decoded when
    /// that is worth a word: gzip inside gzip, another encoding than UTF-8.
    pub(super) fn report_decoding(&mut self) {
        if self.tokens.source().is_nested_gzip() {
            self.reporter
                .report(Mark::START, Problem::NestedGzip, Recovery::Kept);
        }
        if let Some((encoding, every_byte)) = self.tokens.source().converted_from() {
            let problem = Problem::Converted {
                encoding,
                every_byte,
            };
            self.reporter.report(Mark::START, problem, Recovery::Kept);
        }
    }

    /// The document read to its end at `position`: what was held back is
    /// said, and bytes after a gzip stream are.
    pub(super) fn end_document(&mut self, position: u64) {
        self.state = State::Done;
        self.flush_suppressed(Place::At(position));
        if self.tokens.source().gzip_trailing_bytes() {
            self.report(position, Problem::GzipTrailing, Recovery::Kept);
        }
    }

    pub(super) fn read_epilogue(&mut self) -> Result<(), Fatal> {
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Eof => {
                    self.end_document(position);
                    return Ok(());
                }
                Token::Ignorable { .. } => {}
                Token::Text { blank: true, .. } => {}
                Token::Text { .. } if self.tokens.text().trim().is_empty() => {}
                _ => return Err(fatal(position, Problem::TrailingContent)),
            }
        }
    }

    pub(super) fn report_mismatch(&mut self, position: u64, mismatch: Option<&str>) {
        if let Some(found) = mismatch {
            let found = (!found.is_empty()).then(|| found.to_owned());
            self.report(position, Problem::Namespace { found }, Recovery::Kept);
        }
    }

    /// Reports an element whose prefix has no declaration, and skips it.
    pub(super) fn skip_undeclared(&mut self, tag: &StartTag) -> Result<(), Fatal> {
        if let Space::Undeclared { prefix } = &tag.space {
            let problem = Problem::UndeclaredPrefix {
                prefix: prefix.clone(),
            };
            self.report(tag.position, problem, Recovery::Kept);
        }
        let entry = self.kind.map(DocumentKind::entry);
        self.skip_subtree(&tag.qualified(), entry)
    }

    pub(super) fn check_text(&mut self, parent: &str, position: u64) {
        let text = self.tokens.text().trim();
        if !text.is_empty() {
            let problem = Problem::UnexpectedText {
                parent: parent.to_owned(),
                text: quoted(text),
            };
            self.report(position, problem, Recovery::Kept);
        }
    }

    pub(super) fn report_stray_reference(&mut self, parent: &str, position: u64) {
        let problem = Problem::UnexpectedText {
            parent: parent.to_owned(),
            text: "&…;".into(),
        };
        self.report(position, problem, Recovery::Kept);
    }

    /// Reports an element not allowed in `parent`, and skips it (see
    /// `skip_subtree` for `entry`).
    pub(super) fn skip_unknown(
        &mut self,
        parent: &str,
        name: String,
        position: u64,
        entry: Option<&'static str>,
    ) -> Result<(), Fatal> {
        // Reported where it stands, before what is found inside it, however
        // many lines that takes.
        let at = self.mark(position);
        let queued = self.reporter.queued();
        self.skip_subtree(&name, entry)?;
        let problem = Problem::UnknownElement {
            parent: parent.to_owned(),
            name,
        };
        if self.reporter.queued() >= MAX_QUEUED {
            self.reporter.report(at, problem, Recovery::Kept);
        } else {
            self.reporter.insert(queued, at, problem, Recovery::Kept);
        }
        Ok(())
    }

    /// Reads past the end of the element just opened. Inside an entry
    /// (`entry` names it), a start tag of the next entry ends the skipping:
    /// the elements it stands in were left unclosed, and it is handed back.
    pub(super) fn skip_subtree(
        &mut self,
        name: &str,
        entry: Option<&'static str>,
    ) -> Result<(), Fatal> {
        let mut depth = 1usize;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start if entry.is_some_and(|entry| self.tokens.tag().is_own(entry)) => {
                    self.close_before(position, depth);
                    return Ok(());
                }
                Token::Start => depth += 1,
                Token::End => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, name, true)),
                _ => {}
            }
        }
    }
}
