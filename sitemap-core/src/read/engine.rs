//! The reading loop every reader drives: the syntax chosen once from the
//! document's head, its reader stepped until an event is queued, a fatal
//! problem turned into the document's last diagnostic, and Google's news
//! rules checked on each entry handed out.

use std::io::{self, BufRead, Read};

use super::context::{Located, ReadContext, SyntaxReader};
use super::diagnostic::{Problem, Severity};
use super::event::{DocumentKind, Format, ReadEvent};
use super::fault::{Fatal, fatal};
use super::feed::FeedReader;
use super::json::{JsonReader, is_json};
use super::options::ReadOptions;
use super::report::{Place, Recovery};
use super::source::Source;
use super::text::{TextReader, is_text_document};
use super::xml::XmlReader;
use crate::DocumentHead;
use crate::extension::NamespaceDecl;

/// Google's older cap on `<news:news>` per sitemap, the site writer's too.
const MAX_NEWS: u64 = crate::limits::MAX_NEWS as u64;

/// The document before its syntax is known: its first bytes decide.
struct Head<R: Read> {
    cx: ReadContext,
    source: Source<R>,
}

/// The reader of the document's syntax, once chosen.
enum Syntax<R: Read> {
    Head(Head<R>),
    Xml(XmlReader<R>),
    Feed(FeedReader<R>),
    Text(TextReader<R>),
    Json(JsonReader<R>),
}

/// Runs `$body` with `$reader` bound to the syntax reader in `$syntax`.
macro_rules! with_reader {
    ($syntax:expr, $reader:ident => $body:expr) => {
        match $syntax {
            Syntax::Head($reader) => $body,
            Syntax::Xml($reader) => $body,
            Syntax::Feed($reader) => $body,
            Syntax::Text($reader) => $body,
            Syntax::Json($reader) => $body,
        }
    };
}

impl<R: Read> SyntaxReader for Head<R> {
    type Input = R;

    /// Has the source read the document's first bytes, which tell its
    /// syntax; the choice is made by [`Engine::choose`].
    fn step(&mut self) -> Result<(), Fatal> {
        // The source reads the document's first bytes (or all of a shorter
        // one) before it hands on any, however the input arrives; the
        // decision reads those and no more, so it is the same either way.
        // A read error among them waits until they are handed on.
        if let Err(e) = self.source.fill_buf() {
            // Reported here, since some errors come only once; the input
            // ending before its first bytes can only be a gzip header cut
            // short.
            let cut = io::Error::new(e.kind(), e.to_string());
            let limit = self.cx.options.value_limit();
            let problem = self
                .source
                .read_problem(e, "one piece of text or markup", limit)
                .unwrap_or(Problem::Gzip(cut));
            return Err(fatal(0, problem));
        }
        Ok(())
    }

    fn context(&self) -> &ReadContext {
        &self.cx
    }

    fn context_mut(&mut self) -> &mut ReadContext {
        &mut self.cx
    }

    fn source(&self) -> &Source<R> {
        &self.source
    }

    fn source_mut(&mut self) -> &mut Source<R> {
        &mut self.source
    }
}

/// The reading loop over one document: the syntax reader chosen from its
/// head, then driven a step at a time.
pub(crate) struct Engine<R: Read> {
    syntax: Syntax<R>,
}

impl<R: Read> Engine<R> {
    pub(crate) fn new(source: R, options: ReadOptions, expect: Option<DocumentKind>) -> Self {
        // A token is a value, a run of whitespace, a tag or a comment: a few
        // bytes of markup beyond the longest value allowed.
        let max_token = options.value_limit() as u64 + 64 * 1024;
        let source = Source::new(source, options.byte_limit(), max_token);
        let cx = ReadContext::new(options, expect);
        Engine {
            syntax: Syntax::Head(Head { cx, source }),
        }
    }

    fn context(&self) -> &ReadContext {
        with_reader!(&self.syntax, reader => reader.context())
    }

    /// The bytes being read.
    pub(super) fn source(&self) -> &Source<R> {
        with_reader!(&self.syntax, reader => reader.source())
    }

    /// Reads until the document's start tells its syntax and kind (or a
    /// fatal problem ends it).
    fn open(&mut self) {
        while self.context().format.is_none() && !self.context().done {
            self.run();
        }
    }

    pub(crate) fn kind(&mut self) -> Option<DocumentKind> {
        self.open();
        self.context().kind
    }

    pub(crate) fn format(&mut self) -> Option<Format> {
        self.open();
        self.context().format
    }

    /// The line and column where the last entry handed out starts.
    pub(crate) fn last_entry_position(&mut self) -> Option<(u64, u64)> {
        with_reader!(&mut self.syntax, reader => {
            let place = reader.context().last_entry?;
            let mark = reader.resolve(place);
            Some((mark.line, mark.column))
        })
    }

    pub(crate) fn is_gzip(&self) -> bool {
        self.source().is_gzip()
    }

    pub(crate) fn bytes_read(&self) -> u64 {
        self.source().consumed()
    }

    pub(crate) fn line_column_now(&self) -> (u64, u64) {
        self.source().line_column_now()
    }

    pub(crate) fn options(&self) -> &ReadOptions {
        &self.context().options
    }

    pub(crate) fn head(&self) -> &DocumentHead {
        &self.context().head
    }

    pub(crate) fn declarations(&self) -> &[NamespaceDecl] {
        &self.context().declarations
    }

    pub(crate) fn error_count(&self) -> u64 {
        self.context().reporter.errors()
    }

    pub(crate) fn warning_count(&self) -> u64 {
        self.context().reporter.warnings()
    }

    pub(crate) fn next_event(&mut self) -> Option<ReadEvent> {
        loop {
            let event = with_reader!(&mut self.syntax, reader => {
                let event = reader.context_mut().reporter.next();
                if let Some(ReadEvent::Url(url)) = &event
                    && !url.news().is_empty()
                {
                    check_news(reader, url.news());
                }
                event
            });
            if event.is_some() {
                return event;
            }
            if self.context().done {
                return None;
            }
            self.run();
        }
    }

    /// Advances the reader by one step, turning a fatal problem into the
    /// last diagnostic, then hands the document to another reader when
    /// the step told its syntax.
    fn run(&mut self) {
        let step = with_reader!(&mut self.syntax, reader => reader.step());
        match step {
            Ok(()) => self.choose(),
            Err(fault) => with_reader!(&mut self.syntax, reader => stop_or_resume(reader, *fault)),
        }
    }

    /// The reader for the syntax the last step told: the head's first bytes
    /// tell JSON, text or XML, and an XML root a feed.
    fn choose(&mut self) {
        let told = match &mut self.syntax {
            Syntax::Head(head) => !head.cx.done,
            Syntax::Xml(xml) => xml.has_feed_root(),
            _ => false,
        };
        if !told {
            return;
        }
        let placeholder = Syntax::Head(Head {
            cx: ReadContext::new(ReadOptions::default(), None),
            source: Source::detached(),
        });
        self.syntax = match std::mem::replace(&mut self.syntax, placeholder) {
            Syntax::Head(Head { cx, mut source }) => {
                if is_json(source.peek()) {
                    Syntax::Json(JsonReader::new(cx, source))
                } else {
                    match is_text_document(&mut source) {
                        Ok(true) => Syntax::Text(TextReader::new(cx, source)),
                        Ok(false) => Syntax::Xml(XmlReader::new(cx, source)),
                        Err(fault) => {
                            let mut head = Head { cx, source };
                            stop_or_resume(&mut head, *fault);
                            Syntax::Head(head)
                        }
                    }
                }
            }
            Syntax::Xml(mut xml) => match xml.take_feed_root() {
                Some(root) => {
                    let (cx, markup) = xml.into_parts();
                    Syntax::Feed(FeedReader::new(cx, markup, root))
                }
                None => Syntax::Xml(xml),
            },
            other => other,
        };
    }
}

/// Google's rules for the `<news:news>` of an entry handed out, beyond the
/// schema, reported right after its entry: a publication date with a time
/// needs a zone, and a file holds at most 1,000 news.
#[cold]
fn check_news<T: Located + ?Sized>(reader: &mut T, news: &[crate::News]) {
    for one in news {
        let date = one.publication_date();
        let date = date.as_datetime();
        if date.hour().is_some() && date.offset().is_none() {
            let position = reader.source().consumed_position();
            let at = reader.mark(position);
            let value = date.to_string();
            reader.context_mut().reporter.report(
                at,
                Problem::NewsDateZone { value },
                Recovery::Kept,
            );
        }
    }
    let cx = reader.context_mut();
    let before = cx.news;
    cx.news = before.saturating_add(news.len() as u64);
    if before <= MAX_NEWS && cx.news > MAX_NEWS {
        let position = reader.source().consumed_position();
        let at = reader.mark(position);
        let problem = Problem::TooManyNews { limit: MAX_NEWS };
        reader
            .context_mut()
            .reporter
            .report(at, problem, Recovery::Kept);
    }
}

/// A fatal problem of a step: read on after it when the reader can (a
/// fault among the entries), else the document's last diagnostic.
fn stop_or_resume<T: Located + ?Sized>(reader: &mut T, (place, problem): (Place, Problem)) {
    let at = reader.resolve(place);
    let problem = if problem.is_resumable() {
        match reader.resume(at, problem) {
            Ok(()) => return,
            Err(problem) => problem,
        }
    } else {
        problem
    };
    // Before the root or after it there is no entry to resume at.
    let problem = match problem {
        Problem::Malformed { fault, .. } => Problem::Syntax(fault),
        Problem::ForbiddenCharReference { reference, .. } => {
            Problem::Syntax(format!("`&{reference};` refers to no character XML allows"))
        }
        other => other,
    };
    reader.context_mut().done = true;
    reader.check_size_at(at);
    reader
        .context_mut()
        .reporter
        .push(at, problem, Severity::Error);
}
