//! One entry of an XML sitemap or index: its children checked for order
//! and their values read (token by token, or straight from the buffer when
//! the entry is in the plain shape), its extension elements typed, then
//! the entry rules every syntax applies.

use std::borrow::Cow;
use std::io::Read;

use sitemap_rules::__private::{quoted, repair};

use super::budget::Budget;
use super::checks::{EntryBuilder, EntryChecks, EntryRules, is_relative};
use super::context::Located;
use super::diagnostic::Problem;
use super::entity::unescape_leniently;
use super::event::DocumentKind;
use super::fault::{Fatal, fatal, truncated};
use super::markup::MarkupReader;
use super::plain::PlainEntry;
use super::relative;
use super::report::{Place, Recovery};
use super::subtree::ExtensionTrees;
use super::token::{Local, Space, Token};
use super::xml::XmlReader;
use crate::extension::Extension;
use crate::registry::TypedExtension;
use crate::support::{ExtensionError, Flat};
use crate::{ContentError, ContentErrorKind};

impl<R: Read> XmlReader<R> {
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
        self.markup.in_entry = Some(entry_position);
        let mut builder = EntryBuilder::new(kind);
        // The furthest child read so far, for the order check.
        let mut furthest: Option<(usize, &'static str)> = None;
        let mut first_extension: Option<String> = None;
        let mut checks = EntryChecks::default();
        let mut budget = Budget::new(&self.cx.options);
        loop {
            let (position, token) = match self.markup.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => self.next_token()?,
            };
            match token {
                // The next entry, inside this one: this one was left open.
                Token::Start if self.markup.tokens.tag().is_own(entry) => {
                    self.close_before(position, 1);
                    self.markup.in_entry = None;
                    return self.finish_entry(builder, entry_place, &checks);
                }
                Token::Start => match self.markup.tokens.take_own_mismatch() {
                    Some(mismatch) => {
                        self.report_mismatch(position, mismatch.as_deref());
                        let known = match self.markup.tokens.tag().local {
                            Local::Known(name) => children
                                .iter()
                                .position(|child| *child == name)
                                .map(|index| (index, children[index])),
                            Local::Other(_) => None,
                        };
                        let Some((index, name)) = known else {
                            let name = self.markup.tokens.tag().qualified();
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
                        let tag = self.markup.tokens.take_tag();
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
                                                .markup
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
                                    self.check_extension(kind, &extension, position);
                                    self.push_extension(&mut builder, extension, position);
                                }
                            }
                            Space::Undeclared { .. } => self.skip_undeclared(&tag)?,
                            Space::Own { .. } | Space::Root { .. } => {}
                        }
                    }
                },
                Token::End => {
                    self.markup.in_entry = None;
                    return self.finish_entry(builder, entry_place, &checks);
                }
                Token::Text { blank: true, .. } => {}
                Token::Text { .. } => self.check_text(entry, position),
                Token::Ref(reference) => self.report_stray_reference(entry, position, reference),
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, entry, true)),
            }
        }
    }

    /// Judges an extension of ours an index's `<sitemap>` holds, which the
    /// model keeps as a tree: its schema still says what it holds.
    fn check_kept_extension(
        &mut self,
        typed: &TypedExtension,
        extension: &Extension,
        position: u64,
    ) {
        let Err(error) = (typed.check)(extension) else {
            return;
        };
        // Only the schemas' own rules: Google reads no extension in an
        // index, so its rules do not apply there.
        let rule = crate::generated::extension_rule(typed.namespace(), &error);
        if super::diagnostic::is_beyond_the_schema(rule, &error) {
            return;
        }
        let problem = Problem::KeptExtension {
            name: extension.qualified_name().into_owned(),
            rule,
            error,
        };
        self.report(position, problem, Recovery::Kept);
    }

    /// What the schemas say of an extension element of an entry, beyond what
    /// typing it checks: one of ours is looked up once in the registry.
    fn check_extension(&mut self, kind: DocumentKind, extension: &Extension, position: u64) {
        let typed = crate::registry::typed_extensions();
        match typed.iter().find(|typed| typed.is_one(extension)) {
            Some(row) => {
                if kind == DocumentKind::SitemapIndex {
                    self.check_kept_extension(row, extension, position);
                }
                self.check_undeclared(row, extension, position);
            }
            None => self.check_placement(extension, position),
        }
    }

    /// Reports what one of our extension elements holds that its schema
    /// does not declare, and its typed reading passes over.
    fn check_undeclared(&mut self, typed: &TypedExtension, extension: &Extension, position: u64) {
        use crate::support::Undeclared;
        let Some(found) = (typed.undeclared)(extension) else {
            return;
        };
        // Where the element at fault starts, when it can be found.
        let local = |name: &str| name.rsplit(':').next().unwrap_or(name).to_owned();
        let (element, child) = match &found {
            Undeclared::Attribute { element, attribute } => {
                (local(element), format!("@{attribute}"))
            }
            Undeclared::Text { element, .. } => (local(element), "#text".to_owned()),
            Undeclared::Child { parent, name } => (local(parent), local(name)),
        };
        let position = extension
            .locate(&element, &child)
            .and_then(|index| self.markup.extension_starts.get(index).copied())
            .unwrap_or(position);
        let problem = match found {
            Undeclared::Attribute { element, attribute } => {
                Problem::Attribute { element, attribute }
            }
            Undeclared::Text { element, text } => Problem::UnexpectedText {
                parent: element,
                text: quoted(text.trim()),
            },
            Undeclared::Child { parent, name } => Problem::UnknownElement { parent, name },
        };
        self.report(position, problem, Recovery::Kept);
    }

    /// Reports an element of one of our extensions' namespaces that is not
    /// one of them: a child of one found outside it, or an element its
    /// schema declares nowhere.
    fn check_placement(&mut self, extension: &Extension, position: u64) {
        let typed = crate::registry::typed_extensions();
        let spelled = |owner: &TypedExtension| {
            let prefix = extension.prefix().unwrap_or(owner.prefix());
            format!("{prefix}:{}", owner.element())
        };
        let problem = if let Some(owner) = typed.iter().find(|typed| typed.is_own_child(extension))
        {
            Problem::MisplacedExtension {
                name: extension.qualified_name().into_owned(),
                belongs_in: spelled(owner),
            }
        } else if let Some(owner) = typed.iter().find(|typed| typed.is_undeclared_of(extension)) {
            Problem::UndeclaredExtension {
                name: extension.qualified_name().into_owned(),
                declared: spelled(owner),
            }
        } else {
            return;
        };
        self.report(position, problem, Recovery::Kept);
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
                .and_then(|index| self.markup.extension_starts.get(index).copied())
                .unwrap_or(position);
            let (Some(mut back), ContentErrorKind::Value(facet)) = (given_back, error.kind())
            else {
                break Some((rule, error, at));
            };
            let place = (error.element(), error.child().to_owned());
            tries += 1;
            // A relative address (`image:loc`, `video:content_loc`, …) is
            // resolved against the file's URL when it is known, as `loc` is.
            let published = self.cx.options.publication_url();
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
        if self.markup.pushed_back.is_some() {
            return Ok(false);
        }
        let Some(plain) = self.markup.tokens.plain_entry(kind) else {
            return Ok(false);
        };
        // Taken out: the values are checked by methods that borrow the
        // whole engine.
        let entry = self.markup.tokens.take_text();
        let mut builder = EntryBuilder::new(kind);
        if !self.push_flat_extensions(&mut builder, &plain, &entry) {
            self.markup.tokens.restore_text(entry);
            return Ok(false);
        }
        self.markup.tokens.take_plain(&plain);
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
        self.markup.tokens.restore_text(entry);
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
        let mut budget = Budget::new(&self.cx.options);
        let depth_limit = self.cx.options.depth_limit();
        let mut namespaces = Vec::with_capacity(plain.extensions().len());
        for extension in plain.extensions() {
            let Some(namespace) = self
                .markup
                .tokens
                .foreign_namespace_of(extension.qualified(entry))
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
            if let Some(position) = self.markup.pushed_back {
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
                        self.markup.tokens.swap_text(&mut text);
                    } else {
                        text.push_str(self.markup.tokens.text());
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
                    if self.markup.tokens.tag().is_own(kind.entry())
                        || kind.children().iter().any(|child| {
                            *child != element && self.markup.tokens.tag().is_own(child)
                        }) =>
                {
                    self.close_before(position, 1);
                    return Ok(text);
                }
                Token::Start => {
                    let name = self.markup.tokens.tag().qualified();
                    self.skip_unknown(element, name, position, Some(kind.entry()))?;
                }
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, element, true)),
            }
            self.check_value_length(&text, element, position)?;
        }
    }
}
