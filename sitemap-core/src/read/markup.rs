//! What the two readers of XML (a sitemap's and a feed's) share over the
//! tokenizer: the next token with what the tokenizer noted, skipping what
//! is not read, the text around values, the document's end, and reading on
//! after a fault among the entries.

use std::io::Read;

pub(super) use sitemap_rules::__private::is_xml_whitespace;
use sitemap_rules::__private::quoted;

use super::context::Located;
use super::diagnostic::{Problem, Severity};
use super::fault::{Fatal, fatal, truncated};
use super::report::{MAX_QUEUED, Mark, Recovery};
use super::token::{Space, StartTag, Token, Tokenizer};

/// The tokenizer and where a markup reader stands in the document.
pub(super) struct Markup<R: Read> {
    /// The parser, the namespaces and the open elements.
    pub(super) tokens: Tokenizer<R>,
    /// A start tag (in `tag`, at this position) that ended the elements
    /// around it, handed back to the reading loop that can take it.
    pub(super) pushed_back: Option<u64>,
    /// Where the entry being read by the token path starts: the entry a
    /// fault inside it loses.
    pub(super) in_entry: Option<u64>,
    /// Where each element of the extension read last starts, in document
    /// order, so a fault in one of its children is reported where that
    /// child is.
    pub(super) extension_starts: Vec<u64>,
}

impl<R: Read> Markup<R> {
    pub(super) fn new(tokens: Tokenizer<R>) -> Self {
        Markup {
            tokens,
            pushed_back: None,
            in_entry: None,
            extension_starts: Vec::new(),
        }
    }
}

/// A reader of XML: the sitemap's, or a feed's.
pub(super) trait MarkupReader: Located {
    fn markup(&mut self) -> &mut Markup<Self::Input>;

    fn markup_ref(&self) -> &Markup<Self::Input>;

    /// Whether the start tag just read is the document's entry `entry` (a
    /// `<url>`, a feed's `<item>`): an entry inside an unclosed element
    /// ends it, so one fault never costs the entries after it.
    fn starts_entry(&self, entry: &str) -> bool {
        self.markup_ref().tokens.tag().is_own(entry)
    }

    /// The next token, with what the tokenizer met on the way reported
    /// first (see [`Tokenizer::next_token`]).
    #[inline]
    fn next_token(&mut self) -> Result<(u64, Token), Fatal> {
        let tokens = &mut self.markup().tokens;
        let token = tokens.next_token();
        if tokens.has_news() {
            self.report_notes();
        }
        token
    }

    /// Reports what the tokenizer noted, and takes over a fault in an
    /// entry's start tag, which costs the entry.
    #[cold]
    fn report_notes(&mut self) {
        let markup = self.markup();
        if let Some(position) = markup.tokens.take_entry_tag_fault() {
            markup.in_entry.get_or_insert(position);
        }
        let notes: Vec<_> = markup.tokens.take_notes().collect();
        for (position, problem) in notes {
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// Closes the `count` elements just outside the start tag just read,
    /// which showed they ended without end tags (a `<url>` inside an
    /// unclosed `<url>`), each reported as closed by it; the start tag is
    /// handed back (`pushed_back`) to the loop that reads it.
    fn close_before(&mut self, position: u64, count: usize) {
        self.markup().tokens.close_outside(position, count);
        self.report_notes();
        self.markup().pushed_back = Some(position);
    }

    fn report_mismatch(&mut self, position: u64, mismatch: Option<&str>) {
        if let Some(found) = mismatch {
            let found = (!found.is_empty()).then(|| found.to_owned());
            self.report(position, Problem::Namespace { found }, Recovery::Kept);
        }
    }

    /// Reports an element whose prefix has no declaration, and skips it.
    fn skip_undeclared(&mut self, tag: &StartTag) -> Result<(), Fatal> {
        if let Space::Undeclared { prefix } = &tag.space {
            let problem = Problem::UndeclaredPrefix {
                prefix: prefix.clone(),
            };
            self.report(tag.position, problem, Recovery::Kept);
        }
        let entry = self.context().kind.map(|kind| kind.entry());
        self.skip_subtree(&tag.qualified(), entry)
    }

    fn check_text(&mut self, parent: &str, position: u64) {
        // XML's whitespace only: a no-break space is text to the schema.
        let text = self
            .markup_ref()
            .tokens
            .text()
            .trim_matches(is_xml_whitespace);
        if !text.is_empty() {
            let problem = Problem::UnexpectedText {
                parent: parent.to_owned(),
                text: quoted(text),
            };
            self.report(position, problem, Recovery::Kept);
        }
    }

    /// Reports a reference between elements, unless it stands for
    /// whitespace (`&#10;`), which the schema sees as the character itself.
    fn report_stray_reference(&mut self, parent: &str, position: u64, reference: Option<char>) {
        if reference.is_some_and(is_xml_whitespace) {
            return;
        }
        let problem = Problem::UnexpectedText {
            parent: parent.to_owned(),
            text: "&…;".into(),
        };
        self.report(position, problem, Recovery::Kept);
    }

    /// Reports an element not allowed in `parent`, and skips it (see
    /// `skip_subtree` for `entry`).
    fn skip_unknown(
        &mut self,
        parent: &str,
        name: String,
        position: u64,
        entry: Option<&'static str>,
    ) -> Result<(), Fatal> {
        // Reported where it stands, before what is found inside it, however
        // many lines that takes.
        let at = self.mark(position);
        let queued = self.context().reporter.queued();
        self.skip_subtree(&name, entry)?;
        let problem = Problem::UnknownElement {
            parent: parent.to_owned(),
            name,
        };
        let reporter = &mut self.context_mut().reporter;
        if reporter.queued() >= MAX_QUEUED {
            reporter.report(at, problem, Recovery::Kept);
        } else {
            reporter.insert(queued, at, problem, Recovery::Kept);
        }
        Ok(())
    }

    /// Reads past the end of the element just opened. Inside an entry
    /// (`entry` names it), a start tag of the next entry ends the skipping:
    /// the elements it stands in were left unclosed, and it is handed back.
    fn skip_subtree(&mut self, name: &str, entry: Option<&'static str>) -> Result<(), Fatal> {
        let mut depth = 1usize;
        // The depth of the outermost element of another namespace inside:
        // what is in one (a feed's entry quoted by GData's `gd:entryLink`)
        // is its content, not a next entry.
        let mut foreign_from: Option<usize> = None;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start
                    if foreign_from.is_none()
                        && entry.is_some_and(|entry| self.starts_entry(entry)) =>
                {
                    self.close_before(position, depth);
                    return Ok(());
                }
                Token::Start => {
                    depth += 1;
                    if foreign_from.is_none()
                        && matches!(self.markup_ref().tokens.tag().space, Space::Foreign { .. })
                    {
                        foreign_from = Some(depth);
                    }
                }
                Token::End => {
                    if foreign_from == Some(depth) {
                        foreign_from = None;
                    }
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

    /// After the root: nothing but comments, instructions and whitespace,
    /// then the end of the input.
    fn read_epilogue(&mut self) -> Result<(), Fatal> {
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Eof => {
                    self.end_document(position);
                    return Ok(());
                }
                Token::Ignorable { .. } => {}
                Token::Text { blank: true, .. } => {}
                Token::Text { .. }
                    if self
                        .markup_ref()
                        .tokens
                        .text()
                        .trim_matches(is_xml_whitespace)
                        .is_empty() => {}
                _ => return Err(fatal(position, Problem::TrailingContent)),
            }
        }
    }

    /// Reports a fault among the entries (and the entry it cost, if any),
    /// then skips to the next `entry` or the `root`'s end tag and reads on
    /// from there with a new parser, as if the fault had never been.
    /// `container` names an element between the root and the entries that
    /// stays open (RSS 2.0's `channel`).
    fn resume_entries(
        &mut self,
        at: Mark,
        problem: Problem,
        (entry, root, container): (&'static str, &'static str, Option<&'static str>),
    ) {
        // The size where the fault is, before what is skipped.
        self.check_size_at(at);
        // Skipped first, to know whether what was skipped held entries:
        // one whose start tag was broken is lost as surely as one broken
        // inside.
        let markup = self.markup();
        let in_entry = markup.in_entry.take().is_some();
        markup.pushed_back = None;
        let resumed = markup.tokens.resume_at(entry, root, container);
        let skipped = resumed.as_ref().map_or(0, |skipped| skipped.entry_ends);
        let lost_count = skipped.max(u64::from(in_entry));
        let lost = lost_count > 0;
        self.context_mut().entries_lost += lost_count;
        let problem = match problem {
            Problem::Malformed { fault, .. } => Problem::Malformed {
                fault,
                lost: lost.then_some(entry),
            },
            Problem::ForbiddenCharReference { reference, .. } => Problem::ForbiddenCharReference {
                reference,
                lost: lost.then_some(entry),
            },
            Problem::ValueTooLong { element, limit, .. } => Problem::ValueTooLong {
                element,
                limit,
                resumed: true,
            },
            other => other,
        };
        let reporter = &mut self.context_mut().reporter;
        reporter.flush_suppressed(at);
        // A forbidden character reference, or a limit reached, is an error in
        // either mode even where no entry was lost: what was skipped to
        // resume was never read.
        let recovery = if lost || !matches!(problem, Problem::Malformed { .. }) {
            Recovery::Lost
        } else {
            Recovery::Kept
        };
        let severity = reporter.severity(recovery);
        reporter.push(at, problem, severity);
        let truncated = || Problem::Truncated {
            open: root.to_owned(),
            lost_entry: false,
        };
        let problem = match resumed {
            Ok(skipped) if skipped.found => return,
            Ok(_) => truncated(),
            Err(error) => self
                .markup()
                .tokens
                .xml_error(error.into())
                .unwrap_or_else(truncated),
        };
        let position = self.source().consumed_position();
        self.context_mut().done = true;
        self.push(position, problem, Severity::Error);
    }

    /// The cap on one value's length (`ReadOptions::max_value_bytes`): past
    /// it, the step fails, and among the entries reading resumes at the next.
    fn check_value_length(&self, text: &str, element: &str, position: u64) -> Result<(), Fatal> {
        let limit = self.context().options.value_limit();
        if text.len() > limit {
            let problem = Problem::ValueTooLong {
                element: element.to_owned(),
                limit,
                resumed: false,
            };
            return Err(fatal(position, problem));
        }
        Ok(())
    }

    /// What a reference the tokenizer could not resolve (its name in
    /// `scratch`) leaves in the text, reported: an entity XML does not
    /// predefine is kept as written, a character reference to a character
    /// XML does not allow (`&#0;`, a surrogate) is left out, so it never
    /// becomes part of a value.
    fn unresolved_reference(&mut self, position: u64) -> Option<String> {
        let name = self.markup_ref().tokens.text().to_owned();
        if name.starts_with('#') {
            let problem = Problem::CharReference { reference: name };
            self.report(position, problem, Recovery::Kept);
            return None;
        }
        let kept = format!("&{name};");
        self.report(position, Problem::UnknownEntity { name }, Recovery::Kept);
        Some(kept)
    }

    fn report_raw_amp(&mut self, position: u64) {
        let text = self.markup_ref().tokens.text();
        let from = text.find('&').unwrap_or(0);
        let problem = Problem::RawAmpersand {
            text: quoted(&text[from..]),
        };
        self.report(position, problem, Recovery::Kept);
    }
}
