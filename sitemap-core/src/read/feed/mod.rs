//! Feeds read as sitemaps, as the protocol allows: RSS 2.0 (and the 0.9x
//! forms before it), RSS 1.0 (RDF) and Atom 1.0 (and 0.3). Each item's (or
//! entry's) link becomes a `loc` and its date a `lastmod`; everything else a
//! feed carries is read past. Told by the root element, like a sitemap.
//!
//! The links and dates go through the same `<loc>` and `lastmod` rules,
//! limits and location checks as a sitemap's, so their diagnostics are the
//! same; what is a feed's own (an item without a link, a date that is no
//! date) has rules of its own, `feed.link` and `feed.date`.

mod date;

use std::io::Read;

use super::checks::{EntryBuilder, EntryChecks, EntryRules};
use super::context::{Located, ReadContext, SyntaxReader};
use super::diagnostic::Problem;
use super::event::{DocumentKind, Format};
use super::fault::{Fatal, fatal, truncated};
use super::markup::{Markup, MarkupReader};
use super::report::{Mark, Place, Recovery};
use super::source::Source;
use super::token::{Space, StartTag, Token};
use crate::Loc;

const ATOM: &str = "http://www.w3.org/2005/Atom";
const ATOM_03: &str = "http://purl.org/atom/ns#";
const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const RSS_1: &str = "http://purl.org/rss/1.0/";
const DUBLIN_CORE: &str = "http://purl.org/dc/elements/1.1/";

/// The feed a root element starts, if any.
fn feed_format(local: &str, namespace: Option<&str>) -> Option<Format> {
    match (local, namespace) {
        ("rss", _) => Some(Format::Rss),
        ("RDF", Some(RDF)) => Some(Format::RssRdf),
        ("feed", Some(ATOM | ATOM_03)) => Some(Format::Atom),
        _ => None,
    }
}

/// Whether a root element starts a feed.
pub(super) fn is_feed_root(tag: &StartTag) -> bool {
    match &tag.space {
        Space::Root { namespace } => {
            feed_format(tag.local.as_str(), namespace.as_deref()).is_some()
        }
        _ => false,
    }
}

/// Where the reader is in a feed.
#[derive(Debug, Default)]
struct FeedState {
    /// The base links are resolved against: the feed's `xml:base` (or its
    /// channel's), else the URL it is published at.
    base: Option<Loc>,
    /// Inside RSS 2.0's `<channel>`.
    in_channel: bool,
    /// The channel's own `<link>`, when absolute: what a relative item
    /// link resolves against when the feed's URL is unknown.
    channel_link: Option<Loc>,
    /// Items read, kept or not.
    items: u64,
}

/// Where the reader is in the document.
enum Phase {
    /// The root, read by the XML reader's prolog, to be entered.
    Root(Option<StartTag>),
    Items,
    Epilogue,
}

/// The reader of a feed: RSS or Atom, its items read as a sitemap's
/// entries.
pub(super) struct FeedReader<R: Read> {
    cx: ReadContext,
    markup: Markup<R>,
    feed: FeedState,
    phase: Phase,
}

impl<R: Read> FeedReader<R> {
    /// Takes the document over from the XML reader whose prolog read the
    /// feed's `root`.
    pub(super) fn new(cx: ReadContext, markup: Markup<R>, root: StartTag) -> Self {
        FeedReader {
            cx,
            markup,
            feed: FeedState::default(),
            phase: Phase::Root(Some(root)),
        }
    }
}

impl<R: Read> SyntaxReader for FeedReader<R> {
    type Input = R;

    fn step(&mut self) -> Result<(), Fatal> {
        match &mut self.phase {
            Phase::Root(root) => {
                let root = root.take();
                self.phase = Phase::Items;
                root.map_or(Ok(()), |root| self.enter(root))
            }
            Phase::Items => self.read_feed(),
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
        let (Phase::Items, Some(format)) = (&self.phase, self.cx.format) else {
            return Err(problem);
        };
        // The parser that reads on starts inside the root, and inside the
        // channel when it is open: the next item is in the same channel.
        let container = self.feed.in_channel.then_some("channel");
        self.resume_entries(at, problem, (format.item(), format.root(), container));
        Ok(())
    }
}

impl<R: Read> MarkupReader for FeedReader<R> {
    fn markup(&mut self) -> &mut Markup<R> {
        &mut self.markup
    }

    fn markup_ref(&self) -> &Markup<R> {
        &self.markup
    }

    /// A feed's items are named by its format, in its items' namespace.
    fn starts_entry(&self, entry: &str) -> bool {
        let tag = self.markup.tokens.tag();
        let format = self.cx.format.unwrap_or(Format::Rss);
        tag.local.as_str() == entry
            && self.namespace_of(tag) == format.items_namespace(self.markup.tokens.root_namespace())
    }
}

/// How a date is written where it was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DateForm {
    /// RSS's `pubDate`.
    Rfc822,
    /// Atom's and Dublin Core's.
    W3c,
}

/// A value of an item, where it was found.
struct Found {
    text: String,
    place: Place,
}

/// What one item gave.
#[derive(Default)]
struct Item {
    link: Option<Found>,
    /// An RSS `guid` that is a permalink, or an RSS 1.0 `rdf:about`: the
    /// link when there is no `link`.
    fallback: Option<Found>,
    /// The date, and whether a better one may still replace it (Atom's
    /// `published` gives way to `updated`).
    date: Option<(Found, DateForm, bool)>,
    /// The item's `xml:base`, resolved.
    base: Option<Loc>,
}

impl Format {
    /// The name of a feed's items.
    pub(in crate::read) fn item(self) -> &'static str {
        match self {
            Format::Atom => "entry",
            _ => "item",
        }
    }

    /// The qualified name of a feed's root, for messages.
    pub(in crate::read) fn root(self) -> &'static str {
        match self {
            Format::RssRdf => "rdf:RDF",
            Format::Atom => "feed",
            _ => "rss",
        }
    }

    /// A feed's own namespace for its items and their children.
    fn items_namespace(self, root: Option<&str>) -> Option<&str> {
        match self {
            Format::RssRdf => Some(RSS_1),
            _ => root,
        }
    }
}

/// The item a skip of the element `tag` opened stops at (see
/// `skip_subtree`): none in an element of another namespace, which holds
/// what it holds (GData's `gd:entryLink` quotes a whole entry).
fn next_item_in(tag: &StartTag, item: &'static str) -> Option<&'static str> {
    (!matches!(tag.space, Space::Foreign { .. })).then_some(item)
}

/// `xml:base` of a tag, resolved against `base` (or taken as it is when
/// absolute).
fn xml_base(tag: &StartTag, base: Option<&Loc>) -> Option<Loc> {
    let (_, written) = tag.attributes.iter().find(|(key, _)| key == "xml:base")?;
    resolve(written, base)
}

/// `written` as an absolute URL: as it is, or resolved against `base` (a
/// reference with a scheme of its own, `mailto:`, is never resolved).
fn resolve(written: &str, base: Option<&Loc>) -> Option<Loc> {
    match base {
        Some(base) => super::resolve_reference(base, written).ok(),
        None => Loc::parse(written.trim()).ok(),
    }
}

fn attribute<'t>(tag: &'t StartTag, name: &str) -> Option<&'t str> {
    tag.attributes
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

impl<R: Read> FeedReader<R> {
    /// The namespace a start tag of the body is in.
    fn namespace_of<'t>(&'t self, tag: &'t StartTag) -> Option<&'t str> {
        match &tag.space {
            Space::Own { mismatch: None } => self.markup.tokens.root_namespace(),
            Space::Own {
                mismatch: Some(namespace),
            } => (!namespace.is_empty()).then_some(namespace.as_str()),
            Space::Foreign { namespace } => Some(namespace),
            Space::Root { namespace } => namespace.as_deref(),
            Space::Undeclared { .. } => None,
        }
    }

    /// The root element, which starts a feed (see [`is_feed_root`]): taken,
    /// and its items read next as a sitemap's entries.
    fn enter(&mut self, tag: StartTag) -> Result<(), Fatal> {
        let format = match &tag.space {
            Space::Root { namespace } => feed_format(tag.local.as_str(), namespace.as_deref()),
            _ => None,
        };
        let (Some(format), Space::Root { namespace }) = (format, &tag.space) else {
            let found = tag.qualified();
            return Err(fatal(tag.position, Problem::NotASitemap { found }));
        };
        let namespace = namespace.clone();
        if let Some(expected) = self.cx.expect
            && expected != DocumentKind::UrlSet
        {
            let problem = Problem::WrongRoot {
                expected: expected.root(),
                found: format!("a feed (<{}>)", format.root()),
            };
            return Err(fatal(tag.position, problem));
        }
        self.feed.base = xml_base(&tag, self.cx.options.publication_url())
            .or_else(|| self.cx.options.publication_url().cloned());
        self.markup.tokens.enter_feed(namespace, format.item());
        self.cx.kind = Some(DocumentKind::UrlSet);
        self.cx.format = Some(format);
        self.phase = Phase::Items;
        Ok(())
    }

    /// Reads the feed until one item is read or the root closes.
    fn read_feed(&mut self) -> Result<(), Fatal> {
        let format = self.cx.format.unwrap_or(Format::Rss);
        loop {
            let (position, token) = match self.markup.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => self.next_token()?,
            };
            match token {
                Token::Start => {
                    let tag = self.markup.tokens.take_tag();
                    let namespace = self.namespace_of(&tag);
                    let items = format.items_namespace(self.markup.tokens.root_namespace());
                    let local = tag.local.as_str();
                    if local == format.item() && namespace == items {
                        return self.read_item(format, tag);
                    }
                    // RSS 2.0's items are in its channel, which may set a
                    // base for them.
                    if format == Format::Rss && local == "channel" && !self.feed.in_channel {
                        if let Some(base) = xml_base(&tag, self.feed.base.as_ref()) {
                            self.feed.base = Some(base);
                        }
                        self.feed.in_channel = true;
                        continue;
                    }
                    // The channel's own link: the site a relative item link
                    // belongs to when the feed's URL is not given.
                    if format == Format::Rss
                        && self.feed.in_channel
                        && local == "link"
                        && namespace == items
                    {
                        let text = self.read_feed_text(local)?;
                        if self.feed.channel_link.is_none() {
                            self.feed.channel_link = Loc::parse(text.trim()).ok();
                        }
                        continue;
                    }
                    // Atom's: the feed's own alternate link.
                    if format == Format::Atom && local == "link" && namespace == items {
                        let alternate = attribute(&tag, "rel").is_none_or(|rel| rel == "alternate");
                        if alternate && self.feed.channel_link.is_none() {
                            self.feed.channel_link = attribute(&tag, "href")
                                .and_then(|href| resolve(href, self.feed.base.as_ref()));
                        }
                        self.skip_subtree(local, Some(format.item()))?;
                        continue;
                    }
                    let entry = next_item_in(&tag, format.item());
                    self.skip_subtree(&tag.qualified(), entry)?;
                }
                Token::End if self.feed.in_channel => self.feed.in_channel = false,
                Token::End => {
                    if self.feed.items == 0 {
                        let root = format.root();
                        self.report(position, Problem::FeedEmpty { root }, Recovery::Kept);
                    }
                    self.phase = Phase::Epilogue;
                    self.markup.tokens.leave_body();
                    return Ok(());
                }
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, format.root(), false)),
                Token::Text { .. }
                | Token::Ref(_)
                | Token::Decl { .. }
                | Token::Ignorable { .. } => {}
            }
        }
    }

    /// One item: its link and date, then the entry they make.
    fn read_item(&mut self, format: Format, tag: StartTag) -> Result<(), Fatal> {
        let place = self.marked(tag.position);
        self.markup.in_entry = Some(tag.position);
        self.feed.items += 1;
        let mut item = Item {
            base: xml_base(&tag, self.feed.base.as_ref()),
            ..Item::default()
        };
        if format == Format::RssRdf
            && let Some(about) = attribute(&tag, "rdf:about")
        {
            item.fallback = Some(Found {
                text: about.to_owned(),
                place,
            });
        }
        let items = format
            .items_namespace(self.markup.tokens.root_namespace())
            .map(str::to_owned);
        loop {
            let (position, token) = match self.markup.pushed_back.take() {
                Some(position) => (position, Token::Start),
                None => self.next_token()?,
            };
            match token {
                // The next item, inside this one: this one was left open.
                Token::Start if self.starts_entry(format.item()) => {
                    self.close_before(position, 1);
                    break;
                }
                Token::Start => {
                    let child = self.markup.tokens.take_tag();
                    self.read_item_child(format, items.as_deref(), &child, &mut item)?;
                }
                Token::End => break,
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, format.item(), true)),
                Token::Text { .. }
                | Token::Ref(_)
                | Token::Decl { .. }
                | Token::Ignorable { .. } => {}
            }
        }
        self.markup.in_entry = None;
        self.finish_item(format, item, place)
    }

    /// One child of an item: kept when it is a link or a date, read past
    /// otherwise.
    fn read_item_child(
        &mut self,
        format: Format,
        items: Option<&str>,
        child: &StartTag,
        item: &mut Item,
    ) -> Result<(), Fatal> {
        let namespace = self.namespace_of(child).map(str::to_owned);
        let own = namespace.as_deref() == items;
        let local = child.local.as_str();
        let place = self.marked(child.position);
        match (format, local) {
            (Format::Atom, "link") if own => {
                let rel = attribute(child, "rel").unwrap_or("alternate");
                if rel == "alternate"
                    && item.link.is_none()
                    && let Some(href) = attribute(child, "href")
                {
                    // A link may set its own base.
                    let above = item.base.as_ref().or(self.feed.base.as_ref());
                    if let Some(base) = xml_base(child, above) {
                        item.base = Some(base);
                    }
                    item.link = Some(Found {
                        text: href.to_owned(),
                        place,
                    });
                }
                self.skip_subtree(local, Some(format.item()))
            }
            (Format::Rss | Format::RssRdf, "link") if own => {
                let text = self.read_feed_text(local)?;
                if item.link.is_none() && !text.trim().is_empty() {
                    item.link = Some(Found { text, place });
                }
                Ok(())
            }
            (Format::Rss, "guid") if own => {
                let permalink = attribute(child, "isPermaLink").is_none_or(|v| v.trim() != "false");
                let text = self.read_feed_text(local)?;
                if permalink && item.fallback.is_none() {
                    item.fallback = Some(Found { text, place });
                }
                Ok(())
            }
            (Format::Rss, "pubDate") if own => {
                let text = self.read_feed_text(local)?;
                item.offer_date(Found { text, place }, DateForm::Rfc822, false);
                Ok(())
            }
            (Format::Atom, "updated" | "modified") if own => {
                let text = self.read_feed_text(local)?;
                item.offer_date(Found { text, place }, DateForm::W3c, true);
                Ok(())
            }
            (Format::Atom, "published" | "issued") if own => {
                let text = self.read_feed_text(local)?;
                item.offer_date(Found { text, place }, DateForm::W3c, false);
                Ok(())
            }
            (_, "date") if namespace.as_deref() == Some(DUBLIN_CORE) => {
                let text = self.read_feed_text(local)?;
                item.offer_date(Found { text, place }, DateForm::W3c, false);
                Ok(())
            }
            _ => self.skip_subtree(&child.qualified(), next_item_in(child, format.item())),
        }
    }

    /// The text of an element of a feed, references and CDATA resolved,
    /// elements inside it read past.
    fn read_feed_text(&mut self, element: &str) -> Result<String, Fatal> {
        let item = self.cx.format.unwrap_or(Format::Rss).item();
        let mut text = String::new();
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Text { .. } => text.push_str(self.markup.tokens.text()),
                Token::Ref(Some(ch)) => text.push(ch),
                Token::Ref(None) => {
                    if let Some(kept) = self.unresolved_reference(position) {
                        text.push_str(&kept);
                    }
                }
                Token::End => return Ok(text),
                // The next item: the element and its item were left open.
                Token::Start if self.starts_entry(item) => {
                    self.close_before(position, 1);
                    return Ok(text);
                }
                Token::Start => {
                    let tag = self.markup.tokens.tag();
                    let entry = next_item_in(tag, item);
                    let name = tag.qualified();
                    self.skip_subtree(&name, entry)?;
                    if let Some(position) = self.markup.pushed_back {
                        self.close_before(position, 1);
                        return Ok(text);
                    }
                }
                Token::Decl { .. } | Token::Ignorable { .. } => {}
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, element, true)),
            }
            self.check_value_length(&text, element, position)?;
        }
    }

    /// The entry an item makes, through the `<loc>` and `lastmod` rules.
    fn finish_item(&mut self, format: Format, item: Item, place: Place) -> Result<(), Fatal> {
        let Some(link) = item.link.or(item.fallback) else {
            let problem = Problem::FeedLink {
                item: format.item(),
            };
            self.report_in(place, problem, Recovery::Lost);
            return Ok(());
        };
        let mut builder = EntryBuilder::new(DocumentKind::UrlSet);
        let mut checks = EntryChecks::default();
        // Atom resolves a relative link against its base, the document's
        // URL at least (RFC 4287); RSS links are absolute, so a relative
        // one goes through the `<loc>` rules and is reported.
        let base = item.base.as_ref().or(self.feed.base.as_ref());
        let loc =
            match (format, resolve(&link.text, base)) {
                (Format::Atom, Some(resolved)) => resolved.to_string(),
                // Without the feed's URL, a relative link belongs to the
                // site the channel (or Atom feed) links to: resolved
                // against it, and said.
                (_, None) if base.is_none() && Loc::parse(link.text.trim()).is_err() => {
                    match self.feed.channel_link.as_ref().map(|channel| {
                        (channel, super::resolve_reference(channel, link.text.trim()))
                    }) {
                        Some((_, Ok(resolved))) => {
                            let problem = Problem::RelativeLoc {
                                written: link.text.trim().to_owned(),
                                resolved: Some(resolved.to_string()),
                            };
                            self.report_in(link.place, problem, Recovery::Kept);
                            resolved.to_string()
                        }
                        _ => link.text,
                    }
                }
                _ => link.text,
            };
        self.apply(&mut builder, "loc", &loc, link.place, &mut checks);
        if let Some((found, form, _)) = item.date {
            let converted = match form {
                DateForm::W3c => Some(date::Converted::Whole(found.text.trim().to_owned())),
                // A W3C date where RFC 822 belongs is meant all the same.
                DateForm::Rfc822 => date::rfc822(&found.text).or_else(|| {
                    let text = found.text.trim();
                    crate::LastMod::parse(text)
                        .is_ok()
                        .then(|| date::Converted::Whole(text.to_owned()))
                }),
            };
            match converted {
                Some(date::Converted::Whole(lastmod)) => {
                    self.apply(&mut builder, "lastmod", &lastmod, found.place, &mut checks);
                }
                Some(date::Converted::Day(day)) => {
                    let problem = Problem::FeedDate {
                        written: found.text.trim().to_owned(),
                        kept: Some(day.clone()),
                    };
                    self.report_in(found.place, problem, Recovery::Kept);
                    self.apply(&mut builder, "lastmod", &day, found.place, &mut checks);
                }
                None => {
                    let problem = Problem::FeedDate {
                        written: found.text.trim().to_owned(),
                        kept: None,
                    };
                    self.report_in(found.place, problem, Recovery::Kept);
                }
            }
        }
        self.finish_entry(builder, place, &checks)
    }
}

impl Item {
    /// Keeps `found` as the item's date unless a date is kept that it may
    /// not replace: the first date wins, but Atom's `updated` replaces a
    /// `published`.
    fn offer_date(&mut self, found: Found, form: DateForm, preferred: bool) {
        let replaces = match &self.date {
            None => true,
            Some((_, _, kept_preferred)) => preferred && !kept_preferred,
        };
        if replaces {
            self.date = Some((found, form, preferred));
        }
    }
}

#[cfg(test)]
mod tests;
