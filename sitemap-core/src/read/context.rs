//! What every syntax's reader shares: the context it reads into (the
//! options, the counts, the reporter and what the entry checks remember),
//! the small trait each reader implements, and reporting at a reader
//! position, worked out from the reader's own bytes.

use std::io::Read;

use super::diagnostic::{Problem, Severity};
use super::event::{DocumentKind, Format};
use super::fault::Fatal;
use super::options::ReadOptions;
use super::report::{Mark, Place, Recovery, Reporter};
use super::source::Source;
use crate::extension::NamespaceDecl;
use crate::{BaseUrl, DocumentHead};

/// The state of one document's reading that no syntax owns: what the
/// reader was asked, what it found so far, and the reporter every event
/// goes through. Each syntax reader holds it, and hands it on when the
/// syntax is known (a feed is told from an XML root).
#[derive(Debug)]
pub(super) struct ReadContext {
    pub(super) options: ReadOptions,
    /// The kind a typed reader expects, refused when it is the other.
    pub(super) expect: Option<DocumentKind>,
    pub(super) kind: Option<DocumentKind>,
    /// The document's syntax, once its start was read.
    pub(super) format: Option<Format>,
    /// The events to hand out, and the diagnostics' severities and counts.
    pub(super) reporter: Reporter,
    pub(super) entries: u64,
    /// Entries lost to faults the reader resumed after.
    pub(super) entries_lost: u64,
    /// `<news:news>` elements handed out, for Google's cap per file.
    pub(super) news: u64,
    /// The site of the file's first URL, for the one-host rule.
    pub(super) site: Option<BaseUrl>,
    /// What the file's own URL lets it list, once the first entry shows
    /// whether it is a sitemap or an index.
    pub(super) location: Option<BaseUrl>,
    /// Stylesheet instructions and root attributes, once the root is read.
    pub(super) head: DocumentHead,
    pub(super) declarations: Vec<NamespaceDecl>,
    /// The last `<loc>` text as written, kept until its entry is built.
    pub(super) loc_written: String,
    /// Where the last entry handed out starts.
    pub(super) last_entry: Option<Place>,
    /// The document was read to its end, or stopped by a fatal problem.
    pub(super) done: bool,
}

impl ReadContext {
    /// Reports a problem, counting the entry it cost: a file whose every
    /// entry was lost still had entries, so it is not reported empty.
    pub(super) fn report(&mut self, at: Mark, problem: Problem, recovery: Recovery) {
        self.count_loss(recovery);
        self.reporter.report(at, problem, recovery);
    }

    fn count_loss(&mut self, recovery: Recovery) {
        self.entries_lost += u64::from(recovery == Recovery::Lost);
    }

    pub(super) fn new(options: ReadOptions, expect: Option<DocumentKind>) -> Self {
        let reporter = Reporter::new(options.mode());
        ReadContext {
            options,
            expect,
            kind: None,
            format: None,
            reporter,
            entries: 0,
            entries_lost: 0,
            news: 0,
            site: None,
            location: None,
            head: DocumentHead::default(),
            declarations: Vec::new(),
            loc_written: String::new(),
            last_entry: None,
            done: false,
        }
    }
}

/// One syntax's reader (XML sitemap, feed, text, JSON): it owns its bytes
/// and the context, and reads one step at a time.
pub(super) trait SyntaxReader {
    type Input: Read;

    /// Reads on until an event is queued in the context's reporter, or the
    /// document ends (`done`).
    fn step(&mut self) -> Result<(), Fatal>;

    fn context(&self) -> &ReadContext;

    fn context_mut(&mut self) -> &mut ReadContext;

    /// The bytes being read, for positions, counts and the document's size.
    fn source(&self) -> &Source<Self::Input>;

    fn source_mut(&mut self) -> &mut Source<Self::Input>;

    /// Reads on after a fault among the entries, reported at `at`; the
    /// problem is handed back when the fault ends the document (a syntax
    /// that cannot resume, or a fault outside the entries).
    fn resume(&mut self, at: Mark, problem: Problem) -> Result<(), Problem> {
        let _ = at;
        Err(problem)
    }
}

/// Reporting at reader positions, for every syntax reader: a position
/// becomes a line and column through the reader's own bytes.
pub(super) trait Located: SyntaxReader {
    /// The line and column of a reader position, worked out now.
    fn mark(&mut self, position: u64) -> Mark {
        let (line, column) = self.source_mut().line_column(position);
        Mark { line, column }
    }

    /// A reader position as a place worked out now (see [`Place`]).
    fn marked(&mut self, position: u64) -> Place {
        Place::Marked(self.mark(position))
    }

    /// The line and column of a place.
    fn resolve(&mut self, place: Place) -> Mark {
        match place {
            Place::At(position) => self.mark(position),
            Place::Marked(mark) => mark,
        }
    }

    /// Reports a problem at a place.
    fn report_in(&mut self, place: Place, problem: Problem, recovery: Recovery) {
        let at = self.resolve(place);
        self.context_mut().report(at, problem, recovery);
    }

    /// Reports a problem at a reader position.
    fn report(&mut self, position: u64, problem: Problem, recovery: Recovery) {
        let at = self.mark(position);
        self.context_mut().report(at, problem, recovery);
    }

    /// Reports a problem at a reader position, whatever the queue holds.
    fn push(&mut self, position: u64, problem: Problem, severity: Severity) {
        let at = self.mark(position);
        self.context_mut().reporter.push(at, problem, severity);
    }

    /// Reports a problem found after later ones were queued, at the place
    /// in the queue where it was found.
    fn report_at(&mut self, queued: usize, place: Place, problem: Problem, recovery: Recovery) {
        let at = self.resolve(place);
        let cx = self.context_mut();
        cx.count_loss(recovery);
        cx.reporter.insert(queued, at, problem, recovery);
    }

    fn flush_suppressed(&mut self, place: Place) {
        // Worked out only when there is something to say: on every entry
        // otherwise, it would cost the fast path a search of the line index.
        if self.context().reporter.has_suppressed() {
            let at = self.resolve(place);
            self.context_mut().reporter.flush_suppressed(at);
        }
    }

    /// Reports, once, a document past the protocol's size, at `at`.
    fn check_size_at(&mut self, at: Mark) {
        if self.source_mut().passes_protocol_size() {
            let problem = Problem::TooLarge {
                limit: crate::limits::MAX_BYTES,
            };
            self.context_mut()
                .reporter
                .report(at, problem, Recovery::Kept);
        }
    }

    /// Reports, at the document's start, how its bytes were decoded when
    /// that is worth a word: gzip inside gzip, another encoding than UTF-8.
    fn report_decoding(&mut self) {
        if self.source().is_nested_gzip() {
            self.context_mut()
                .reporter
                .report(Mark::START, Problem::NestedGzip, Recovery::Kept);
        }
        if let Some((encoding, every_byte)) = self.source().converted_from() {
            let problem = Problem::Converted {
                encoding,
                every_byte,
            };
            self.context_mut()
                .reporter
                .report(Mark::START, problem, Recovery::Kept);
        }
    }

    /// The document read to its end at `position`: what was held back is
    /// said, and bytes after a gzip stream are.
    fn end_document(&mut self, position: u64) {
        self.context_mut().done = true;
        self.flush_suppressed(Place::At(position));
        if self.source().gzip_trailing_bytes() {
            self.report(position, Problem::GzipTrailing, Recovery::Kept);
        }
    }
}

impl<T: SyntaxReader + ?Sized> Located for T {}
