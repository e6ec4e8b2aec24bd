//! Every rule a diagnostic or a site finding can name, with where it comes
//! from: the one table behind `sitemap rules`, the SARIF rule metadata and
//! `docs/CATALOGUE.md`.
//!
//! A rule's severity depends on how a document is read: a strict read (the
//! validator's) reports what breaks a rule as an error; a lenient read (a
//! crawler's) only what loses an entry or stops reading, the rest as
//! warnings. [`Rule::strict`] and [`Rule::lenient`] give the most a rule is
//! reported as in each mode.
//!
//! ```
//! use sitemap_core::catalogue::{self, Source};
//! use sitemap_core::read::Severity;
//!
//! let rule = catalogue::find("hreflang.return-link").unwrap();
//! assert_eq!(rule.source, Source::GoogleCurrent);
//! assert_eq!(rule.lenient, Severity::Warning);
//! assert!(rule.link().unwrap().starts_with("https://developers.google.com/"));
//! // Rules of the extension schemas come from the schemas themselves.
//! assert_eq!(catalogue::find("video.duration").unwrap().source, Source::OfficialSchema);
//! assert!(catalogue::rules().len() > 100);
//! ```

use std::fmt;
use std::sync::OnceLock;

/// How serious a rule's finding is: a reader's
/// [`Diagnostic`](crate::read::Diagnostic), a site check's finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The document departs from the protocol, but the reader kept every
    /// entry (a value may have been repaired or left out).
    Warning,
    /// The document breaks the protocol (strict mode), an entry was lost, or
    /// reading had to stop.
    Error,
}

impl Severity {
    /// `warning` or `error`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a rule comes from, from the hardest to the softest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// XML 1.0 and Namespaces in XML: a document that breaks them is no
    /// XML at all.
    Xml,
    /// The sitemaps.org protocol's text.
    Protocol,
    /// An official XML Schema: sitemaps.org 0.9, or Google's image 1.1,
    /// video 1.1 or news 0.9.
    OfficialSchema,
    /// Google Search Central's current documentation.
    GoogleCurrent,
    /// A rule Google retired or an element it stopped reading (the 2022
    /// extension clean-up, the older 1,000-news cap).
    GoogleRetired,
    /// Bing Webmaster Guidelines.
    Bing,
    /// This project: limits that keep reading safe, and checks of a site as
    /// a whole that no source states as a rule.
    Project,
}

impl Source {
    /// The source's name, as `sitemap rules` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Source::Xml => "XML 1.0",
            Source::Protocol => "sitemaps.org protocol",
            Source::OfficialSchema => "official XML Schema",
            Source::GoogleCurrent => "Google (current)",
            Source::GoogleRetired => "Google (retired)",
            Source::Bing => "Bing",
            Source::Project => "this project",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One rule.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Rule {
    /// The stable id diagnostics carry (`loc.uri`, `hreflang.return-link`).
    pub id: &'static str,
    /// What the rule asks, in a sentence.
    pub summary: String,
    /// Where it comes from.
    pub source: Source,
    /// The most a strict read reports it as.
    pub strict: Severity,
    /// The most a lenient read reports it as.
    pub lenient: Severity,
    link: Option<&'static str>,
}

impl Rule {
    /// The page of the source that states the rule, when it has one.
    pub fn link(&self) -> Option<&'static str> {
        self.link
    }
}

const PROTOCOL: &str = "https://www.sitemaps.org/protocol.html";
const XML: &str = "https://www.w3.org/TR/xml/";
const SITEMAP_XSD: &str = "https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd";
const BUILD: &str =
    "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap";
const LARGE: &str =
    "https://developers.google.com/search/docs/crawling-indexing/sitemaps/large-sitemaps";
const IMAGE: &str =
    "https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps";
const VIDEO: &str =
    "https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps";
const NEWS: &str =
    "https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap";
const HREFLANG: &str =
    "https://developers.google.com/search/docs/specialty/international/localized-versions";
const RETIRED: &str =
    "https://developers.google.com/search/blog/2022/05/spring-cleaning-sitemap-extensions";

use Severity::{Error as E, Warning as W};

/// A rule written by hand: `(id, source, link, strict, lenient, summary)`.
type Row = (
    &'static str,
    Source,
    Option<&'static str>,
    Severity,
    Severity,
    &'static str,
);

/// The rules written by hand: the reader's own and the site checks'.
#[rustfmt::skip]
const RULES: &[Row] = &[
    // Reading the bytes.
    ("io", Source::Project, None, E, E, "the document can be read to its end"),
    ("fetch", Source::Project, None, E, E, "a sitemap of the site can be fetched (status, timeouts, redirects, the crawler's policies and budgets)"),
    ("robots.sitemap-line", Source::Protocol, Some(PROTOCOL), W, W, "a robots.txt `Sitemap:` line names a sitemap's full URL"),
    ("gzip", Source::Protocol, Some(PROTOCOL), E, E, "a file that starts like gzip decompresses"),
    ("gzip.nested", Source::Project, None, E, W, "a file is compressed once, not gzip inside gzip"),
    ("gzip.trailing", Source::Project, None, E, W, "nothing follows the gzip stream"),
    ("limit.bytes", Source::Project, None, E, E, "a file decompresses to at most the reader's byte limit"),
    ("limit.entries", Source::Project, None, E, E, "a file holds at most the reader's entry limit"),
    ("limit.depth", Source::Project, None, E, E, "elements nest at most the reader's depth limit"),
    ("limit.value", Source::Project, None, E, E, "a value is at most the reader's value limit"),
    ("limit.extensions", Source::Project, None, E, W, "an entry holds at most the reader's extension limit"),
    ("limit.namespaces", Source::Project, None, E, E, "an element declares at most the reader's namespace limit"),
    ("limit.diagnostics", Source::Project, None, W, W, "findings beyond the reader's limit are counted, not listed"),
    // XML.
    ("xml.syntax", Source::Xml, Some(XML), E, E, "the document is well-formed XML"),
    ("xml.end-tag", Source::Xml, Some(XML), E, E, "every element is closed, in order"),
    ("xml.raw-ampersand", Source::Xml, Some(XML), E, W, "`&` in text is escaped as `&amp;`"),
    ("xml.raw-less-than", Source::Xml, Some(XML), E, E, "`<` in text is escaped as `&lt;`"),
    ("xml.entity", Source::Xml, Some(XML), E, W, "only the five predefined entities are used"),
    ("xml.char-ref", Source::Xml, Some(XML), E, E, "a character reference names a character XML allows"),
    ("xml.prefix", Source::Xml, Some("https://www.w3.org/TR/xml-names/"), E, E, "every prefix is declared"),
    ("xml.doctype", Source::Project, None, E, E, "no document type declaration (refused: entity expansion is an attack)"),
    ("xml.declaration", Source::Xml, Some(XML), E, W, "the XML declaration comes first"),
    ("xml.encoding", Source::Protocol, Some(PROTOCOL), E, W, "the file is UTF-8"),
    ("xml.truncated", Source::Xml, Some(XML), E, E, "the document is whole"),
    ("xml.trailing", Source::Xml, Some(XML), E, E, "nothing follows the root element"),
    // The document.
    ("root", Source::OfficialSchema, Some(SITEMAP_XSD), E, E, "the root is <urlset> or <sitemapindex>"),
    ("namespace", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "the root is in the sitemaps.org 0.9 namespace"),
    ("namespace.legacy", Source::GoogleRetired, None, E, W, "not Google's retired 0.84 namespace"),
    ("element.unknown", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "only the schema's elements, or extensions of other namespaces"),
    ("element.attribute", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "only the schema's attributes"),
    ("element.text", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "no text between elements"),
    ("element.order", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "children in the schema's order: loc, lastmod, changefreq, priority"),
    ("entries.none", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "a file lists at least one entry"),
    ("entries.count", Source::Protocol, Some(PROTOCOL), E, W, "at most 50,000 entries a file"),
    ("size.protocol", Source::Protocol, Some(PROTOCOL), E, W, "at most 50 MiB a file, uncompressed"),
    ("index.self", Source::Protocol, Some(PROTOCOL), E, W, "an index does not list itself"),
    // Entries.
    ("loc.missing", Source::OfficialSchema, Some(SITEMAP_XSD), E, E, "every entry has a <loc>"),
    ("loc.duplicate", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "an entry has one <loc>"),
    ("loc.uri", Source::Protocol, Some(PROTOCOL), E, E, "<loc> is an absolute http or https URL (the schema allows any URI)"),
    ("loc.length", Source::OfficialSchema, Some(SITEMAP_XSD), E, E, "<loc> has 12 to 2,048 characters"),
    ("loc.encoded-length", Source::Protocol, Some(PROTOCOL), E, E, "<loc> has at most 2,048 characters once percent-encoded (the schema counts them as written)"),
    ("loc.relative", Source::Protocol, Some(PROTOCOL), E, E, "<loc> is absolute"),
    ("loc.characters", Source::Protocol, Some(PROTOCOL), E, W, "<loc> is URL-escaped (RFC 3986)"),
    ("loc.host", Source::Protocol, Some(PROTOCOL), E, E, "every URL is on the file's own host"),
    ("loc.location", Source::Protocol, Some(PROTOCOL), E, E, "a sitemap lists only URLs under its own folder"),
    ("lastmod.datetime", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "<lastmod> is a date or a date and time"),
    ("lastmod.form", Source::Protocol, Some(PROTOCOL), E, W, "<lastmod> is W3C Datetime: a four-digit year, hours to 23, a zone with a time and none on a date alone"),
    ("lastmod.duplicate", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "an entry has one <lastmod>"),
    ("changefreq.enumeration", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "<changefreq> is always, hourly, daily, weekly, monthly, yearly or never"),
    ("changefreq.duplicate", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "an entry has one <changefreq>"),
    ("priority.decimal", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "<priority> is a decimal number"),
    ("priority.range", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "<priority> is 0.0 to 1.0"),
    ("priority.duplicate", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "an entry has one <priority>"),
    ("value.invalid", Source::OfficialSchema, Some(SITEMAP_XSD), E, W, "a value the schema allows"),
    ("extension.invalid", Source::Project, None, E, W, "an extension element our schemas describe is valid"),
    ("news.count", Source::GoogleRetired, Some(NEWS), E, W, "at most 1,000 <news:news> a file (Google's older cap)"),
    // Other syntaxes.
    ("text.encoding", Source::Protocol, Some(PROTOCOL), E, E, "a text sitemap is UTF-8"),
    ("text.comment", Source::Protocol, Some(PROTOCOL), E, W, "a text sitemap holds URLs and nothing else"),
    ("feed.link", Source::GoogleCurrent, Some(BUILD), E, E, "a feed item has a link"),
    ("feed.date", Source::GoogleCurrent, Some(BUILD), E, W, "a feed item's date is RFC 822 (RSS) or RFC 3339 (Atom)"),
    ("json.syntax", Source::Project, None, E, E, "a JSON document is well-formed"),
    ("json.entry", Source::Project, None, E, E, "a JSON entry has the serde shape"),
    // The site as a whole.
    ("hreflang.return-link", Source::GoogleCurrent, Some(HREFLANG), E, W, "each language version lists every version that lists it"),
    ("hreflang.all-versions", Source::GoogleCurrent, Some(HREFLANG), E, W, "each language version lists every other version of its cluster"),
    ("hreflang.self", Source::GoogleCurrent, Some(HREFLANG), E, W, "a page with alternates lists itself"),
    ("hreflang.language-twice", Source::GoogleCurrent, Some(HREFLANG), E, W, "in one cluster, a language names one address"),
    ("hreflang.x-default", Source::GoogleCurrent, Some(HREFLANG), W, W, "a cluster of several languages names an x-default"),
    ("index.scope", Source::GoogleCurrent, Some(LARGE), E, E, "an index lists only sitemaps on its own site (the protocol), in its folder or below (Google)"),
    ("index.missing", Source::Protocol, Some(PROTOCOL), E, E, "every sitemap an index lists exists and can be read"),
    ("index.nested", Source::Protocol, Some(PROTOCOL), E, E, "an index lists sitemaps, not other indexes"),
    ("index.unlisted", Source::Project, None, W, W, "every sitemap of the folder is listed by its index"),
    ("index.lastmod", Source::GoogleCurrent, Some(LARGE), W, W, "an index's <lastmod> is no older than the newest <lastmod> in the file"),
    ("site.duplicate", Source::GoogleCurrent, Some(BUILD), W, W, "a URL is listed once in the site, in one file"),
    ("lastmod.future", Source::GoogleCurrent, Some(BUILD), W, W, "no lastmod is later than the check's own time (a day of grace for zones): Google uses lastmod only when it is consistently accurate"),
    ("lastmod.stamped", Source::Project, None, W, W, "lastmods date each page's change, not the build: in a file (else the set) of 100 or more URLs whose lastmod has a time, under 90% share one minute; in a local file of 10 or more, not every one is within the minute up to its modification time (dates alone and midnights do not count)"),
];

/// Every rule, sorted by id.
pub fn rules() -> &'static [Rule] {
    static RULE_LIST: OnceLock<Vec<Rule>> = OnceLock::new();
    RULE_LIST.get_or_init(build)
}

/// The rule of `id`.
pub fn find(id: &str) -> Option<&'static Rule> {
    let rules = rules();
    rules
        .binary_search_by(|rule| rule.id.cmp(id))
        .ok()
        .map(|at| &rules[at])
}

/// The catalogue as a Markdown table, one row a rule: what
/// `docs/CATALOGUE.md` holds and `sitemap rules --format markdown` prints.
pub fn markdown() -> String {
    let mut out = String::from(
        "# Rule catalogue\n\n\
         Every rule a finding of `sitemap validate` (and a diagnostic of the library's reader, \
         or a finding of its site check) can name, with where it comes from and how serious it \
         is: a strict read (the validator's) reports at most `strict`, a lenient read (a \
         crawler's) at most `lenient`. Generated from `sitemap_core::catalogue` by \
         `sitemap rules --format markdown`; a test fails when this file is stale. The rules \
         that go beyond the official schemas are explained in [RULES.md](RULES.md).\n\n\
         | id | rule | source | strict | lenient |\n|---|---|---|---|---|\n",
    );
    for rule in rules() {
        let source = match rule.link {
            Some(link) => format!("[{}]({link})", rule.source),
            None => rule.source.to_string(),
        };
        // `<loc>` would be taken for markup.
        let summary = rule.summary.replace('|', "\\|").replace('<', "&lt;");
        out.push_str(&format!(
            "| `{}` | {summary} | {source} | {} | {} |\n",
            rule.id,
            rule.strict.as_str(),
            rule.lenient.as_str()
        ));
    }
    out
}

fn build() -> Vec<Rule> {
    let mut rules: Vec<Rule> = RULES
        .iter()
        .map(|&(id, source, link, strict, lenient, summary)| Rule {
            id,
            summary: summary.to_owned(),
            source,
            strict,
            lenient,
            link,
        })
        .collect();
    // The extension schemas' rules, one per element and attribute: the
    // official schema's where there is one (xhtml links have none; the
    // schema is ours, after Google's hreflang documentation), with the
    // beyond-the-schema parts docs/RULES.md lists.
    for &(id, namespace, name) in crate::generated::EXTENSION_RULES {
        if rules.iter().any(|rule| rule.id == id) {
            continue;
        }
        let (source, link) = match namespace {
            "http://www.google.com/schemas/sitemap-image/1.1" => {
                (Source::OfficialSchema, Some(IMAGE))
            }
            "http://www.google.com/schemas/sitemap-video/1.1" => {
                (Source::OfficialSchema, Some(VIDEO))
            }
            "http://www.google.com/schemas/sitemap-news/0.9" => {
                (Source::OfficialSchema, Some(NEWS))
            }
            "http://www.w3.org/1999/xhtml" => (Source::GoogleCurrent, Some(HREFLANG)),
            // An extension schema of our own with no published source:
            // its rules are the project's, as its XSD in `schemas/` has them.
            _ => (Source::Project, None),
        };
        let prefix = id.split('.').next().unwrap_or(id);
        rules.push(Rule {
            id,
            summary: format!("<{prefix}:{name}> (or @{name}) as the {prefix} schema describes it"),
            source,
            strict: E,
            lenient: W,
            link,
        });
    }
    // The tags each extension schema marks `gen:deprecated`, one rule per
    // schema.
    for &(_, _, _, _, id) in crate::generated::DEPRECATED {
        if rules.iter().any(|rule| rule.id == id) {
            continue;
        }
        let prefix = id.split('.').next().unwrap_or(id);
        rules.push(Rule {
            id,
            summary: format!("{prefix} tags Google stopped reading in 2022 have no effect"),
            source: Source::GoogleRetired,
            strict: W,
            lenient: W,
            link: Some(RETIRED),
        });
    }
    rules.sort_by(|a, b| a.id.cmp(b.id));
    rules.dedup_by(|a, b| a.id == b.id);
    rules
}

#[cfg(test)]
mod tests {
    use super::{find, rules};

    #[test]
    fn ids_are_unique_sorted_and_found() {
        let all = rules();
        assert!(all.windows(2).all(|pair| pair[0].id < pair[1].id));
        for rule in all {
            assert_eq!(find(rule.id), Some(rule));
            assert!(rule.strict >= rule.lenient, "{}", rule.id);
        }
        assert!(find("no.such-rule").is_none());
    }
}
