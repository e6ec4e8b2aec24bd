//! The rules every syntax applies to an entry's values, whichever syntax
//! read them: values parsed through the generated builders, invalid ones
//! repaired or left out, and the protocol rules the schema lets through
//! (URL characters, the lastmod form, one host per file, or the location
//! rule when the file's URL is known, the entry cap).

use sitemap_rules::__private::{collapse_whitespace, repair};
use sitemap_rules::{UriErrorKind, Violation};

use super::context::Located;
use super::diagnostic::{LastModFault, Problem};
use super::event::{DocumentKind, ReadEvent};
use super::fault::{Fatal, fatal_at};
use super::relative;
use super::report::{Place, Recovery};
use crate::extension::Extension;
use crate::limits::MAX_ENTRIES;
use crate::support::{ExtensionError, Flat};
use crate::{BaseUrl, ContentError, ContentErrorKind, IndexEntryBuilder, UrlBuilder};

/// Whether a `<loc>` was refused for being relative.
pub(super) fn is_relative(error: &ContentError) -> bool {
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

    pub(super) fn set_text(&mut self, child: &str, text: &str) -> Result<bool, ContentError> {
        match self {
            EntryBuilder::Url(builder) => builder.set_text(child, text),
            EntryBuilder::Index(builder) => builder.set_text(child, text),
        }
    }

    pub(super) fn push_extension(&mut self, extension: Extension) -> Result<(), ExtensionError> {
        match self {
            EntryBuilder::Url(builder) => builder.push_extension(extension),
            EntryBuilder::Index(builder) => builder.push_extension(extension),
        }
    }

    pub(super) fn types_flat(
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

    pub(super) fn push_flat(&mut self, namespace: &str, local: &str, flat: &Flat<'_>) -> bool {
        match self {
            EntryBuilder::Url(builder) => builder.push_flat(namespace, local, flat),
            EntryBuilder::Index(builder) => builder.push_flat(namespace, local, flat),
        }
    }

    pub(super) fn finish(self) -> Result<ReadEvent, ContentError> {
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

/// The entry rules, for every syntax reader: each value is set through
/// [`apply`](EntryRules::apply) as it is read, and the entry through
/// [`finish_entry`](EntryRules::finish_entry) once it ends.
pub(super) trait EntryRules: Located {
    /// Sets one child's value, repairing or leaving out what is invalid.
    fn apply(
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
                    queued: self.context().reporter.queued(),
                    place,
                });
                match child {
                    "loc" => {
                        self.context_mut().loc_written.clear();
                        self.context_mut().loc_written.push_str(text);
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
        if let Some(published) = self.context().options.publication_url() {
            let resolved = relative::resolve(published, &written);
            if matches!(builder.set_text("loc", &resolved), Ok(true)) {
                let problem = Problem::RelativeLoc {
                    written,
                    resolved: Some(resolved.clone()),
                };
                self.report_in(place, problem, Recovery::Kept);
                // Judged as written once resolved (`check_values`).
                self.context_mut().loc_written.clear();
                self.context_mut().loc_written.push_str(&resolved);
                checks.loc = Some(Pending {
                    queued: self.context().reporter.queued(),
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
            let written = collapse_whitespace(&self.context_mut().loc_written);
            (written != loc.as_str()).then(|| {
                let problem = Problem::LocCharacters {
                    written: written.into_owned(),
                    encoded: loc.to_string(),
                };
                (pending, problem)
            })
        });
        let lastmod_problem = checks.lastmod.zip(lastmod).and_then(|(pending, value)| {
            let fault = LastModFault::of(value.as_datetime())?;
            let value = value.to_string();
            Some((pending, Problem::LastModForm { value, fault }))
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

    fn finish_entry(
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
    fn accept_entry(&mut self, event: ReadEvent, place: Place) -> Result<(), Fatal> {
        let cx = self.context_mut();
        cx.entries += 1;
        let entries = cx.entries;
        let limit = cx.options.entry_limit();
        if entries > limit {
            return Err(fatal_at(place, Problem::EntryLimit { limit }));
        }
        if entries == MAX_ENTRIES as u64 + 1 {
            let limit = MAX_ENTRIES as u64;
            self.report_in(place, Problem::TooManyEntries { limit }, Recovery::Kept);
        }
        let loc = match &event {
            ReadEvent::Url(url) => url.loc(),
            ReadEvent::IndexEntry(entry) => entry.loc(),
            _ => return Ok(()),
        };
        let cx = self.context_mut();
        let lists_itself = matches!(event, ReadEvent::IndexEntry(_))
            && cx.options.publication_url().is_some_and(|published| {
                // Any spelling of its own URL (`EXAMPLE.com`, `:443`).
                crate::base_url::comparable(published.as_str())
                    == crate::base_url::comparable(loc.as_str())
            });
        let lists_itself = lists_itself.then(|| Problem::ListsItself {
            url: loc.to_string(),
        });
        let misplaced = if let Some(published) = cx.options.publication_url() {
            // A sitemap is held to its directory, an index to its site.
            let is_sitemap = matches!(event, ReadEvent::Url(_));
            let allowed = cx.location.get_or_insert_with(|| {
                if is_sitemap {
                    BaseUrl::directory_of(published)
                } else {
                    BaseUrl::site_of(published)
                }
            });
            (!allowed.contains(loc)).then(|| {
                let (allowed, url) = (allowed.to_string(), loc.to_string());
                if is_sitemap {
                    Problem::OutsideDirectory {
                        directory: allowed,
                        url,
                    }
                } else {
                    Problem::OutsideSite { site: allowed, url }
                }
            })
        } else if cx.options.checks_one_host() {
            match &cx.site {
                None => {
                    cx.site = Some(BaseUrl::site_of(loc));
                    None
                }
                Some(site) if !site.contains(loc) => Some(Problem::Host {
                    expected: site.origin().to_owned(),
                    url: loc.to_string(),
                }),
                Some(_) => None,
            }
        } else {
            None
        };
        for problem in [lists_itself, misplaced].into_iter().flatten() {
            self.report_in(place, problem, Recovery::Kept);
        }
        let cx = self.context_mut();
        cx.last_entry = Some(place);
        cx.reporter.hand_out(event);
        Ok(())
    }
}

impl<T: Located + ?Sized> EntryRules for T {}

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
