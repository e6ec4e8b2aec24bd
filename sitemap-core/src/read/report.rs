//! The reporter: what a reader hands out, in document order, and how
//! serious each problem is. It owns the queue of events, the severities the
//! mode gives, the counts, and the cap on what one entry may queue.

use std::collections::VecDeque;

use super::diagnostic::{Diagnostic, Problem, Severity};
use super::event::ReadEvent;
use super::options::Mode;

/// Diagnostics held back while one entry is read; past this, they are
/// counted and summarized, so a hostile entry cannot fill memory.
pub(super) const MAX_QUEUED: usize = 256;

/// Where a problem is: its line and column, worked out when the position
/// was met (see `Source::line_column`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Mark {
    pub(super) line: u64,
    pub(super) column: u64,
}

impl Mark {
    /// The first byte of the document.
    pub(super) const START: Mark = Mark { line: 1, column: 1 };
}

/// Where a problem is, as the reading loops know it: a reader position
/// when it is reported before anything more is read (its line is still in
/// the window of recent line breaks), or a [`Mark`] worked out when the
/// position was met, for a problem that may be found only after a long
/// element (an entry, a value, a skipped or extension element).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    At(u64),
    Marked(Mark),
}

/// How a departure was handled, which with the mode decides its severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Recovery {
    /// Repaired or left out without losing an entry.
    Kept,
    /// An entry was lost.
    Lost,
    /// Allowed by the protocol, worth knowing.
    Notice,
}

/// The queue of events and the diagnostics' severities and counts.
#[derive(Debug)]
pub(super) struct Reporter {
    mode: Mode,
    queue: VecDeque<ReadEvent>,
    /// Diagnostics over `MAX_QUEUED`, counted, and the worst of them.
    suppressed: u64,
    suppressed_severity: Severity,
    errors: u64,
    warnings: u64,
}

impl Reporter {
    pub(super) fn new(mode: Mode) -> Self {
        Reporter {
            mode,
            queue: VecDeque::new(),
            suppressed: 0,
            suppressed_severity: Severity::Warning,
            errors: 0,
            warnings: 0,
        }
    }

    /// The severity of a departure handled so, in this reader's mode.
    #[inline]
    pub(super) fn severity(&self, recovery: Recovery) -> Severity {
        match (recovery, self.mode) {
            (Recovery::Kept, Mode::Strict) | (Recovery::Lost, _) => Severity::Error,
            (Recovery::Kept, Mode::Lenient) | (Recovery::Notice, _) => Severity::Warning,
        }
    }

    /// Queues a problem, or counts it when the queue is full.
    pub(super) fn report(&mut self, at: Mark, problem: Problem, recovery: Recovery) {
        let severity = self.severity(recovery);
        if self.queue.len() >= MAX_QUEUED {
            self.suppressed += 1;
            self.suppressed_severity = self.suppressed_severity.max(severity);
            return;
        }
        self.push(at, problem, severity);
    }

    /// Queues a problem whatever the queue holds.
    pub(super) fn push(&mut self, at: Mark, problem: Problem, severity: Severity) {
        let diagnostic = self.diagnostic(at, problem, severity);
        self.queue.push_back(diagnostic);
    }

    /// Queues a problem found after later ones were queued, at the place in
    /// the queue where it was found (`queued`, a length the queue had), so
    /// diagnostics stay in document order.
    pub(super) fn insert(&mut self, queued: usize, at: Mark, problem: Problem, recovery: Recovery) {
        let severity = self.severity(recovery);
        let diagnostic = self.diagnostic(at, problem, severity);
        self.queue.insert(queued.min(self.queue.len()), diagnostic);
    }

    fn diagnostic(&mut self, at: Mark, problem: Problem, severity: Severity) -> ReadEvent {
        // Every rule a diagnostic names is in the catalogue, with a severity
        // no lower than what it is reported as: every test that reads checks it.
        #[cfg(debug_assertions)]
        {
            let rule = crate::catalogue::find(problem.rule());
            let most = rule.map(|rule| match self.mode {
                Mode::Strict => rule.strict,
                Mode::Lenient => rule.lenient,
            });
            debug_assert!(
                most.is_some_and(|most| severity <= most),
                "rule `{}` reported as {severity:?} in {:?} mode: the catalogue says {most:?}",
                problem.rule(),
                self.mode
            );
        }
        match severity {
            Severity::Error => self.errors += 1,
            Severity::Warning => self.warnings += 1,
        }
        let diagnostic = Diagnostic::new(severity, (at.line, at.column), problem.shortened());
        ReadEvent::Diagnostic(diagnostic)
    }

    /// Whether diagnostics were counted but not queued.
    #[inline]
    pub(super) fn has_suppressed(&self) -> bool {
        self.suppressed > 0
    }

    /// Reports how many diagnostics were counted but not queued, if any.
    pub(super) fn flush_suppressed(&mut self, at: Mark) {
        if self.suppressed > 0 {
            let count = std::mem::take(&mut self.suppressed);
            let severity = std::mem::replace(&mut self.suppressed_severity, Severity::Warning);
            self.push(at, Problem::MoreProblems { count }, severity);
        }
    }

    /// Queues an entry or an extension.
    #[inline]
    pub(super) fn hand_out(&mut self, event: ReadEvent) {
        self.queue.push_back(event);
    }

    /// The next event to hand out.
    #[inline]
    pub(super) fn next(&mut self) -> Option<ReadEvent> {
        self.queue.pop_front()
    }

    /// How many events are queued.
    #[inline]
    pub(super) fn queued(&self) -> usize {
        self.queue.len()
    }

    pub(super) fn errors(&self) -> u64 {
        self.errors
    }

    pub(super) fn warnings(&self) -> u64 {
        self.warnings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mode_decides_the_severity_and_a_full_queue_counts() {
        let mut strict = Reporter::new(Mode::Strict);
        let mut lenient = Reporter::new(Mode::Lenient);
        assert_eq!(strict.severity(Recovery::Kept), Severity::Error);
        assert_eq!(lenient.severity(Recovery::Kept), Severity::Warning);
        assert_eq!(lenient.severity(Recovery::Lost), Severity::Error);
        for _ in 0..MAX_QUEUED + 10 {
            lenient.report(Mark::START, Problem::TrailingContent, Recovery::Kept);
        }
        assert_eq!(lenient.queued(), MAX_QUEUED);
        lenient.flush_suppressed(Mark::START);
        let last = lenient.queue.back().unwrap();
        assert!(matches!(
            last,
            ReadEvent::Diagnostic(d) if matches!(d.problem(), Problem::MoreProblems { count: 10 })
        ));
        strict.insert(
            0,
            Mark { line: 2, column: 3 },
            Problem::TrailingContent,
            Recovery::Notice,
        );
        assert_eq!(strict.warnings(), 1);
    }
}
