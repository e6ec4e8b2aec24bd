//! One entry: its children checked for order, values parsed through the
//! generated builders, invalid values repaired or left out, and the
//! protocol rules the schema lets through (URL characters, the lastmod form,
//! one host per file, or the location rule when the file's URL is known).

use std::borrow::Cow;
use std::io::Read;

use sitemap_rules::__private::{collapse_whitespace, quoted, repair};
use sitemap_rules::{UriErrorKind, Violation};

use super::budget::Budget;
use super::diagnostic::Problem;
use super::engine::Engine;
use super::entity::unescape_leniently;
use super::event::{DocumentKind, ReadEvent};
use super::fault::{Fatal, fatal, fatal_at, truncated};
use super::plain::PlainEntry;
use super::relative;
use super::report::{Place, Recovery};
use super::token::{Local, Space, Token};
use crate::extension::Extension;
use crate::limits::MAX_ENTRIES;
use crate::support::{ExtensionError, Flat};
use crate::{BaseUrl, ContentError, ContentErrorKind, IndexEntryBuilder, UrlBuilder};

/// Whether a `<loc>` was refused for being relative.
fn is_relative(error: &ContentError) -> bool {
    matches!(
        error.kind(),
        ContentErrorKind::Value(facet) if matches!(
            facet.violation(),
            Violation::Uri(uri) if uri.kind() == UriErrorKind::NotAbsolute
        )
    )
}

pub(super) enum EntryBuilder {
    Url(UrlBuilder),
    Index(IndexEntryBuilder),
}

impl EntryBuilder {
    pub(super) fn new(kind: DocumentKind) -> Self {
        match kind {
            DocumentKind::UrlSet => EntryBuilder::Url(UrlBuilder::default()),
            DocumentKind::SitemapIndex => EntryBuilder::Index(IndexEntryBuilder::default()),
        }
    }

    fn set_text(&mut self, child: &str, text: &str) -> Result<bool, ContentError> {
        match self {
            EntryBuilder::Url(builder) => builder.set_text(child, text),
            EntryBuilder::Index(builder) => builder.set_text(child, text),
        }
    }

    fn push_extension(&mut self, extension: Extension) -> Result<(), ExtensionError> {
        match self {
            EntryBuilder::Url(builder) => builder.push_extension(extension),
            EntryBuilder::Index(builder) => builder.push_extension(extension),
        }
    }

    fn types_flat(
        &self,
        namespace: &str,
        local: &str,
        has_attribute: &dyn Fn(&str) -> bool,
    ) -> bool {
        match self {
            EntryBuilder::Url(_) => UrlBuilder::types_flat(namespace, local, has_attribute),
            EntryBuilder::Index(_) => {
                IndexEntryBuilder::types_flat(namespace, local, has_attribute)
            }
        }
    }

    fn push_flat(&mut self, namespace: &str, local: &str, flat: &Flat<'_>) -> bool {
        match self {
            EntryBuilder::Url(builder) => builder.push_flat(namespace, local, flat),
            EntryBuilder::Index(builder) => builder.push_flat(namespace, local, flat),
        }
    }

    fn finish(self) -> Result<ReadEvent, ContentError> {
        Ok(match self {
            EntryBuilder::Url(builder) => ReadEvent::Url(builder.finish()?),
            EntryBuilder::Index(builder) => ReadEvent::IndexEntry(builder.finish()?),
        })
    }
}

/// Where a value was set, for the protocol checks made on the built entry:
/// its place, and how many diagnostics were queued before it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pending {
    queued: usize,
    place: Place,
}

/// What the children of one entry left for the entry-level checks.
#[derive(Debug, Default)]
pub(super) struct EntryChecks {
    loc: Option<Pending>,
    lastmod: Option<Pending>,
    /// The `<loc>` was refused (and reported): the entry is lost.
    loc_rejected: bool,
}

impl<R: Read> Engine<R> {
    pub(super) fn read_entry(
        &mut self,
        kind: DocumentKind,
        entry_position: u64,
    ) -> Result<(), Fatal> {
        let entry = kind.entry();
        let children = kind.children();
        // Reported at the end, if the entry turns out wrong, however long
        // it runs.
        let entry_place = self.marked(entry_position);
        self.in_entry = Some(entry_position);
        let mut builder = EntryBuilder::new(kind);
        // The furthest child read so far, for the order check.
        let mut furthest: Option<(usize, &'static str)> = None;
        let mut first_extension: Option<String> = None;
        let mut checks = EntryChecks::default();
        let mut budget = Budget::new(&self.options);
        loop {
            let (position, token) = match self.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => self.next_token()?,
            };
            match token {
                // The next entry, inside this one: this one was left open.
                Token::Start if self.tokens.tag().is_own(entry) => {
                    self.close_before(position, 1);
                    self.in_entry = None;
                    return self.finish_entry(builder, entry_place, &checks);
                }
                Token::Start => match self.tokens.take_own_mismatch() {
                    Some(mismatch) => {
                        self.report_mismatch(position, mismatch.as_deref());
                        let known = match self.tokens.tag().local {
                            Local::Known(name) => children
                                .iter()
                                .position(|child| *child == name)
                                .map(|index| (index, children[index])),
                            Local::Other(_) => None,
                        };
                        let Some((index, name)) = known else {
                            let name = self.tokens.tag().qualified();
                            self.skip_unknown(entry, name, position, Some(entry))?;
                            continue;
                        };
                        if !self.legacy {
                            let before = match (&first_extension, furthest) {
                                (Some(extension), _) => Some(extension.clone()),
                                (None, Some((at, later))) if at > index => Some(later.to_owned()),
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
                        // A value is judged once read (a `loc` or
                        // `lastmod` only with the whole entry, in
                        // `check_values`), however long it runs.
                        let place = self.marked(position);
                        let text = self.read_value(name, kind)?;
                        self.apply(&mut builder, name, &text, place, &mut checks);
                        self.value = text;
                    }
                    None => {
                        let tag = self.tokens.take_tag();
                        match &tag.space {
                            Space::Foreign { .. } => {
                                if let Some(extension) = self.read_extension(tag, 1, &mut budget)? {
                                    if first_extension.is_none() {
                                        first_extension =
                                            Some(extension.qualified_name().into_owned());
                                    }
                                    crate::support::deprecated_parts(
                                        &extension,
                                        &mut |name, rule, index| {
                                            // Where the tag is, when it was noted.
                                            let at = self
                                                .extension_starts
                                                .get(index)
                                                .copied()
                                                .unwrap_or(position);
                                            let problem = Problem::Deprecated { name, rule };
                                            self.report(at, problem, Recovery::Notice);
                                        },
                                    );
                                    // Out of order is read as meant, and reported.
                                    crate::support::misordered_children(
                                        &extension,
                                        &mut |parent, name, before| {
                                            let problem = Problem::Order {
                                                parent,
                                                name,
                                                before,
                                            };
                                            self.report(position, problem, Recovery::Kept);
                                        },
                                    );
                                    self.push_extension(&mut builder, extension, position);
                                }
                            }
                            Space::Undeclared { .. } => self.skip_undeclared(&tag)?,
                            Space::Own { .. } | Space::Root { .. } => {}
                        }
                    }
                },
                Token::End => {
                    self.in_entry = None;
                    return self.finish_entry(builder, entry_place, &checks);
                }
                Token::Text { blank: true, .. } => {}
                Token::Text { .. } => self.check_text(entry, position),
                Token::Ref(_) => self.report_stray_reference(entry, position),
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, entry, true)),
            }
        }
    }

    /// Adds an extension element to the entry: one of ours is typed, its
    /// values repaired where the intent is clear (`en_US` for `en-US`), each
    /// repair reported; one that still breaks its rules is left out and
    /// reported, and the entry kept.
    fn push_extension(&mut self, builder: &mut EntryBuilder, extension: Extension, position: u64) {
        /// Enough for every value of one element to be repaired in steps;
        /// every try counts, so the loop ends whatever the repairs do.
        const MAX_TRIES: usize = 16;
        let mut tries = 0;
        let mut extension = extension;
        // Spelled once something is to be reported.
        let mut name: Option<String> = None;
        // What was repaired: the first error at a place, the text kept, and
        // where the value is.
        let mut repairs: Vec<(&'static str, ContentError, String, u64)> = Vec::new();
        let failure = loop {
            let Err(ExtensionError {
                namespace,
                error,
                extension: given_back,
            }) = builder.push_extension(extension)
            else {
                break None;
            };
            let rule = crate::generated::extension_rule(namespace, &error);
            if name.is_none() {
                name = Some(match &given_back {
                    Some(back) => back.qualified_name().into_owned(),
                    None => error.child().to_owned(),
                });
            }
            // Where the child at fault starts, when it can be found.
            let at = given_back
                .as_ref()
                .and_then(|back| back.locate(error.element(), error.child()))
                .and_then(|index| self.extension_starts.get(index).copied())
                .unwrap_or(position);
            let (Some(mut back), ContentErrorKind::Value(facet)) = (given_back, error.kind())
            else {
                break Some((rule, error, at));
            };
            let place = (error.element(), error.child().to_owned());
            tries += 1;
            // A relative address (`image:loc`, `video:content_loc`, …) is
            // resolved against the file's URL when it is known, as `loc` is.
            let published = self.options.publication_url();
            let fixed = (tries < MAX_TRIES)
                .then(|| {
                    repair(facet, facet.value()).or_else(|| {
                        is_relative(&error)
                            .then_some(published)
                            .flatten()
                            .map(|base| relative::resolve(base, facet.value()))
                    })
                })
                .flatten()
                .filter(|fixed| back.replace_value(place.0, &place.1, facet.value(), fixed));
            let Some(fixed) = fixed else {
                // A value repaired in steps is reported with its first error.
                let first = repairs.iter().position(|(_, first, _, _)| {
                    (first.element(), first.child()) == (place.0, place.1.as_str())
                });
                break Some(match first {
                    Some(index) => {
                        let (rule, first, _, first_at) = repairs.remove(index);
                        (rule, first, first_at)
                    }
                    None => (rule, error, at),
                });
            };
            match repairs.iter_mut().find(|(_, first, _, _)| {
                (first.element(), first.child()) == (place.0, place.1.as_str())
            }) {
                Some((_, _, kept, _)) => *kept = fixed,
                None => repairs.push((rule, error, fixed, at)),
            }
            extension = *back;
        };
        match failure {
            None => {
                for (rule, error, kept, at) in repairs {
                    let problem = Problem::Extension {
                        name: name.clone().unwrap_or_default(),
                        rule,
                        error,
                        repaired: Some(kept),
                    };
                    self.report(at, problem, Recovery::Kept);
                }
            }
            Some((rule, error, at)) => {
                let problem = Problem::Extension {
                    name: name.unwrap_or_default(),
                    rule,
                    error,
                    repaired: None,
                };
                self.report(at, problem, Recovery::Kept);
            }
        }
    }

    /// Reads the next entry when the tokenizer finds it whole in the plain
    /// shape in its buffer (see `Tokenizer::plain_entry`); `Ok(false)` when
    /// it does not. Its values go through the same `apply`, and the entry
    /// through the same `finish_entry`, as on the token path; nothing is
    /// read before they report, so positions stay offsets. Its extension
    /// elements must be typed without a word to report, or the entry is
    /// left to the token path, which reports them.
    pub(super) fn read_plain_entry(&mut self, kind: DocumentKind) -> Result<bool, Fatal> {
        // A start tag waiting to be taken comes first.
        if self.pushed_back.is_some() {
            return Ok(false);
        }
        let Some(plain) = self.tokens.plain_entry(kind) else {
            return Ok(false);
        };
        // Taken out: the values are checked by methods that borrow the
        // whole engine.
        let entry = self.tokens.take_text();
        let mut builder = EntryBuilder::new(kind);
        if !self.push_flat_extensions(&mut builder, &plain, &entry) {
            self.tokens.restore_text(entry);
            return Ok(false);
        }
        self.tokens.take_plain(&plain);
        let mut checks = EntryChecks::default();
        let mut unescaped = std::mem::take(&mut self.value);
        for (child, position, text) in plain.children() {
            let mut value = &entry[text];
            if value.contains('&') {
                unescaped.clear();
                unescape_leniently(value, &mut unescaped);
                value = &unescaped;
            }
            self.apply(&mut builder, child, value, Place::At(position), &mut checks);
        }
        self.value = unescaped;
        self.tokens.restore_text(entry);
        self.finish_entry(builder, Place::At(plain.entry_position()), &checks)?;
        Ok(true)
    }

    /// Types the extension elements of a plain entry into `builder`;
    /// `false` as soon as one would not read as quietly as on the token
    /// path: a prefix bound to none of our namespaces (or to the
    /// document's own, which makes it no extension), a depth or budget
    /// the options do not allow, a deprecated or misordered child, or a
    /// value its type refuses.
    fn push_flat_extensions(
        &self,
        builder: &mut EntryBuilder,
        plain: &PlainEntry,
        entry: &str,
    ) -> bool {
        // What can be told without typing first, so that an element left
        // to the tree (one of a namespace without a schema, say) costs no
        // typing of the others.
        let mut budget = Budget::new(&self.options);
        let depth_limit = self.options.depth_limit();
        let mut namespaces = Vec::with_capacity(plain.extensions().len());
        for extension in plain.extensions() {
            let Some(namespace) = self.tokens.foreign_namespace_of(extension.qualified(entry))
            else {
                return false;
            };
            let bytes = extension.bytes + extension.elements * namespace.len();
            let has_attribute = |name: &str| {
                extension.has_attributes()
                    && plain
                        .fields(extension, entry)
                        .any(|(field, _)| field == name)
            };
            if extension.depth() > depth_limit
                || !budget.afford(extension.nodes, bytes)
                || !builder.types_flat(namespace, extension.local(entry), &has_attribute)
            {
                return false;
            }
            namespaces.push(namespace);
        }
        let mut fields: Vec<(&str, Cow<'_, str>)> = Vec::new();
        for (extension, namespace) in plain.extensions().iter().zip(namespaces) {
            fields.clear();
            fields.extend(plain.fields(extension, entry).map(|(name, value)| {
                let value = if value.contains('&') {
                    let mut unescaped = String::new();
                    unescape_leniently(value, &mut unescaped);
                    Cow::Owned(unescaped)
                } else {
                    Cow::Borrowed(value)
                };
                (name, value)
            }));
            let flat = if extension.has_attributes() {
                Flat {
                    attributes: &fields,
                    children: &[],
                }
            } else {
                Flat {
                    attributes: &[],
                    children: &fields,
                }
            };
            let local = extension.local(entry);
            if !flat.reads_quietly(namespace, local) || !builder.push_flat(namespace, local, &flat)
            {
                return false;
            }
        }
        true
    }

    /// Sets one child's value, repairing or leaving out what is invalid.
    pub(super) fn apply(
        &mut self,
        builder: &mut EntryBuilder,
        child: &'static str,
        text: &str,
        place: Place,
        checks: &mut EntryChecks,
    ) {
        match builder.set_text(child, text) {
            Ok(true) => {
                let pending = Some(Pending {
                    queued: self.reporter.queued(),
                    place,
                });
                match child {
                    "loc" => {
                        self.loc_written.clear();
                        self.loc_written.push_str(text);
                        checks.loc = pending;
                    }
                    "lastmod" => checks.lastmod = pending,
                    _ => {}
                }
            }
            Ok(false) => {
                let problem = Problem::UnknownElement {
                    parent: "entry".into(),
                    name: child.to_owned(),
                };
                self.report_in(place, problem, Recovery::Kept);
            }
            Err(error) if child == "loc" && is_relative(&error) => {
                self.apply_relative(builder, text, place, checks);
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
                    self.report_in(place, problem, Recovery::Kept);
                    return;
                }
                let lost = child == "loc" && matches!(error.kind(), ContentErrorKind::Value(_));
                checks.loc_rejected |= lost;
                let recovery = if lost { Recovery::Lost } else { Recovery::Kept };
                let problem = Problem::Content { error, kept: None };
                self.report_in(place, problem, recovery);
            }
        }
    }

    /// A relative `<loc>`: resolved against the file's URL when it is known
    /// (and reported), else the entry is lost, with a message that says
    /// what would have saved it.
    fn apply_relative(
        &mut self,
        builder: &mut EntryBuilder,
        text: &str,
        place: Place,
        checks: &mut EntryChecks,
    ) {
        let written = text.trim().to_owned();
        if let Some(published) = self.options.publication_url() {
            let resolved = relative::resolve(published, &written);
            if matches!(builder.set_text("loc", &resolved), Ok(true)) {
                let problem = Problem::RelativeLoc {
                    written,
                    resolved: Some(resolved.clone()),
                };
                self.report_in(place, problem, Recovery::Kept);
                // Judged as written once resolved (`check_values`).
                self.loc_written.clear();
                self.loc_written.push_str(&resolved);
                checks.loc = Some(Pending {
                    queued: self.reporter.queued(),
                    place,
                });
                return;
            }
        }
        checks.loc_rejected = true;
        let problem = Problem::RelativeLoc {
            written,
            resolved: None,
        };
        self.report_in(place, problem, Recovery::Lost);
    }

    /// The protocol rules on values the schema accepts, judged on the built
    /// entry so no value is parsed twice:
    /// - a `<loc>` is read in RFC 3986 form, so a written form that differs
    ///   from it had characters a URL may not carry raw;
    /// - a `lastmod` must be in the form valid under both the XSD and W3C
    ///   Datetime (`2024-05` and a time without a zone are kept, but reported),
    ///   the same rule the derive applies to literals.
    fn check_values(&mut self, event: &ReadEvent, checks: &EntryChecks) {
        let (loc, lastmod) = match event {
            ReadEvent::Url(url) => (url.loc(), url.lastmod()),
            ReadEvent::IndexEntry(entry) => (entry.loc(), entry.lastmod()),
            _ => return,
        };
        let loc_problem = checks.loc.and_then(|pending| {
            let written = collapse_whitespace(&self.loc_written);
            (written != loc.as_str()).then(|| {
                let problem = Problem::LocCharacters {
                    written: written.into_owned(),
                    encoded: loc.to_string(),
                };
                (pending, problem)
            })
        });
        let lastmod_problem = checks
            .lastmod
            .zip(lastmod)
            .filter(|(_, value)| !value.as_datetime().is_protocol_form())
            .map(|(pending, value)| {
                let problem = Problem::LastModForm {
                    value: value.to_string(),
                    has_time: value.as_datetime().hour().is_some(),
                };
                (pending, problem)
            });
        // Nearly every entry: nothing to sort and move.
        if loc_problem.is_none() && lastmod_problem.is_none() {
            return;
        }
        // The later one goes in first, so the earlier one's place stays
        // right (a `loc` is set before a `lastmod` when both are queued at
        // the same length, as the schema orders them).
        let mut found = [(0, loc_problem), (1, lastmod_problem)];
        found.sort_by_key(|(order, entry)| {
            std::cmp::Reverse(entry.as_ref().map(|(p, _)| (p.queued, *order)))
        });
        for (pending, problem) in found.into_iter().filter_map(|(_, found)| found) {
            self.report_at(pending.queued, pending.place, problem, Recovery::Kept);
        }
    }

    pub(super) fn finish_entry(
        &mut self,
        builder: EntryBuilder,
        place: Place,
        checks: &EntryChecks,
    ) -> Result<(), Fatal> {
        self.flush_suppressed(place);
        let event = match builder.finish() {
            Ok(event) => event,
            Err(error) => {
                let already_reported = checks.loc_rejected && error.child() == "loc";
                if !already_reported {
                    let problem = Problem::Content { error, kept: None };
                    self.report_in(place, problem, Recovery::Lost);
                }
                return Ok(());
            }
        };
        self.check_values(&event, checks);
        self.accept_entry(event, place)
    }

    /// Counts a built entry, checks where it may point, and hands it out.
    pub(super) fn accept_entry(&mut self, event: ReadEvent, place: Place) -> Result<(), Fatal> {
        self.entries += 1;
        if self.entries > self.options.entry_limit() {
            let limit = self.options.entry_limit();
            return Err(fatal_at(place, Problem::EntryLimit { limit }));
        }
        if self.entries == MAX_ENTRIES as u64 + 1 {
            let limit = MAX_ENTRIES as u64;
            self.report_in(place, Problem::TooManyEntries { limit }, Recovery::Kept);
        }
        let loc = match &event {
            ReadEvent::Url(url) => url.loc(),
            ReadEvent::IndexEntry(entry) => entry.loc(),
            _ => return Ok(()),
        };
        let lists_itself = matches!(event, ReadEvent::IndexEntry(_))
            && self
                .options
                .publication_url()
                .is_some_and(|published| published.as_str() == loc.as_str());
        if lists_itself {
            let problem = Problem::ListsItself {
                url: loc.to_string(),
            };
            self.report_in(place, problem, Recovery::Kept);
        }
        if let Some(published) = self.options.publication_url() {
            // A sitemap is held to its directory, an index to its site.
            let is_sitemap = matches!(event, ReadEvent::Url(_));
            let allowed = self.location.get_or_insert_with(|| {
                if is_sitemap {
                    BaseUrl::directory_of(published)
                } else {
                    BaseUrl::site_of(published)
                }
            });
            if !allowed.contains(loc) {
                let (allowed, url) = (allowed.to_string(), loc.to_string());
                let problem = if is_sitemap {
                    Problem::OutsideDirectory {
                        directory: allowed,
                        url,
                    }
                } else {
                    Problem::OutsideSite { site: allowed, url }
                };
                self.report_in(place, problem, Recovery::Kept);
            }
        } else if self.options.checks_one_host() {
            match &self.site {
                None => self.site = Some(BaseUrl::site_of(loc)),
                Some(site) if !site.contains(loc) => {
                    let problem = Problem::Host {
                        expected: site.origin().to_owned(),
                        url: loc.to_string(),
                    };
                    self.report_in(place, problem, Recovery::Kept);
                }
                Some(_) => {}
            }
        }
        self.last_entry = Some(place);
        self.reporter.hand_out(event);
        Ok(())
    }

    /// The text of a simple element, references and CDATA resolved. A start
    /// tag of another of the entry's own elements (or of the next entry)
    /// ends it: its end tag is missing, and the start tag is handed back.
    pub(super) fn read_value(
        &mut self,
        element: &'static str,
        kind: DocumentKind,
    ) -> Result<String, Fatal> {
        let mut text = std::mem::take(&mut self.value);
        text.clear();
        loop {
            // An element skipped inside the value ended at the next entry's
            // start tag: the value ends there too.
            if let Some(position) = self.pushed_back {
                self.close_before(position, 1);
                return Ok(text);
            }
            let (position, token) = self.next_token()?;
            match token {
                Token::Text { raw_amp, .. } => {
                    if raw_amp {
                        self.report_raw_amp(position);
                    }
                    // A value is mostly one piece of text: it is taken
                    // whole instead of copied.
                    if text.is_empty() {
                        self.tokens.swap_text(&mut text);
                    } else {
                        text.push_str(self.tokens.text());
                    }
                }
                Token::Ref(Some(ch)) => text.push(ch),
                Token::Ref(None) => {
                    if let Some(kept) = self.unresolved_reference(position) {
                        text.push_str(&kept);
                    }
                }
                Token::End => return Ok(text),
                Token::Start
                    if self.tokens.tag().is_own(kind.entry())
                        || kind
                            .children()
                            .iter()
                            .any(|child| *child != element && self.tokens.tag().is_own(child)) =>
                {
                    self.close_before(position, 1);
                    return Ok(text);
                }
                Token::Start => {
                    let name = self.tokens.tag().qualified();
                    self.skip_unknown(element, name, position, Some(kind.entry()))?;
                }
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, element, true)),
            }
            self.check_value_length(&text, element, position)?;
        }
    }

    /// The cap on one value's length (`ReadOptions::max_value_bytes`): past
    /// it, reading stops.
    pub(super) fn check_value_length(
        &self,
        text: &str,
        element: &str,
        position: u64,
    ) -> Result<(), Fatal> {
        if text.len() > self.options.value_limit() {
            let problem = Problem::ValueTooLong {
                element: element.to_owned(),
                limit: self.options.value_limit(),
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
    pub(super) fn unresolved_reference(&mut self, position: u64) -> Option<String> {
        let name = self.tokens.text().to_owned();
        if name.starts_with('#') {
            let problem = Problem::CharReference { reference: name };
            self.report(position, problem, Recovery::Kept);
            return None;
        }
        let kept = format!("&{name};");
        self.report(position, Problem::UnknownEntity { name }, Recovery::Kept);
        Some(kept)
    }

    pub(super) fn report_raw_amp(&mut self, position: u64) {
        let from = self.tokens.text().find('&').unwrap_or(0);
        let problem = Problem::RawAmpersand {
            text: quoted(&self.tokens.text()[from..]),
        };
        self.report(position, problem, Recovery::Kept);
    }
}

#[cfg(test)]
mod tests {
    use crate::Loc;
    use crate::read::{ReadEvent, ReadOptions, SitemapReader};

    const NEWS: &str = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url><loc>https://example.com/a</loc>
<news:news><news:publication><news:name>The Times</news:name><news:language>en-US</news:language></news:publication>
<news:publication_date>2024-05-01T10:00:00Z</news:publication_date><news:title>A</news:title></news:news>
<image:image><image:loc>/img/a.png</image:loc></image:image></url></urlset>"#;

    /// Each entry's news languages and image addresses.
    type Entry = (Vec<String>, Vec<String>);

    /// The entries, and the rules reported.
    fn read(options: ReadOptions) -> (Vec<Entry>, Vec<&'static str>) {
        let mut entries = Vec::new();
        let mut rules = Vec::new();
        for event in SitemapReader::new(NEWS.as_bytes(), options) {
            match event {
                ReadEvent::Url(url) => entries.push((
                    url.news()
                        .iter()
                        .map(|n| n.publication().language().to_string())
                        .collect(),
                    url.images().iter().map(|i| i.loc().to_string()).collect(),
                )),
                ReadEvent::Diagnostic(d) => rules.push(d.rule()),
                _ => {}
            }
        }
        (entries, rules)
    }

    #[test]
    fn a_news_language_with_a_region_is_kept_as_its_language_and_said() {
        let (entries, rules) = read(ReadOptions::lenient());
        assert_eq!(entries[0].0, ["en"]);
        assert!(rules.contains(&"news.language"), "{rules:?}");
    }

    #[test]
    fn a_relative_image_address_resolves_against_the_files_url_when_known() {
        let published = Loc::parse("https://example.com/sitemaps/news.xml").unwrap();
        let (entries, rules) = read(ReadOptions::lenient().published_at(published));
        assert_eq!(entries[0].1, ["https://example.com/img/a.png"]);
        assert!(rules.contains(&"image.loc"), "reported: {rules:?}");
        // Unknown: the image is left out, and said.
        let (entries, rules) = read(ReadOptions::lenient());
        assert_eq!(entries[0].1, Vec::<String>::new());
        assert!(rules.contains(&"image.loc"));
    }
}
