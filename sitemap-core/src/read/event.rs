//! What a reader hands out, and which document it reads.

use super::diagnostic::Diagnostic;
use crate::extension::Extension;
use crate::{IndexEntry, Url};

pub use crate::document::DocumentKind;

/// The syntax a document is written in, told by its content (never by its
/// file's name); see [`SitemapReader::format`](super::SitemapReader::format).
///
/// Whatever the syntax, a document is read as a sitemap ([`DocumentKind::UrlSet`])
/// or an index: a text sitemap's lines and a feed's items become [`Url`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// A `<urlset>` or `<sitemapindex>` document.
    Xml,
    /// A text sitemap: one URL a line.
    Text,
    /// An RSS 2.0 feed (or an RSS 0.9x one): `<rss>`.
    Rss,
    /// An RSS 1.0 feed: `<rdf:RDF>`.
    RssRdf,
    /// An Atom 1.0 feed (or an Atom 0.3 one): `<feed>`.
    Atom,
    /// The serde JSON shape: a document object (`{"url": [ … ]}`), NDJSON
    /// (one entry object a line) or an array of entry objects.
    Json,
}

/// What a reader yields, in document order.
///
/// # Examples
///
/// ```
/// use sitemap_core::read::{DocumentKind, ReadEvent, ReadOptions, SitemapReader};
///
/// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///   <url><loc>https://example.com/</loc></url>
///   <url><loc>https://example.com/news</loc><changefreq>sometimes</changefreq></url>
/// </urlset>"#;
/// let mut reader = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient());
/// assert_eq!(reader.kind(), Some(DocumentKind::UrlSet));
/// let (mut locs, mut rules) = (Vec::new(), Vec::new());
/// for event in reader {
///     match event {
///         ReadEvent::Url(url) => locs.push(url.loc().to_string()),
///         ReadEvent::IndexEntry(_) => unreachable!("a sitemap has no index entries"),
///         ReadEvent::Diagnostic(d) => rules.push(d.rule()),
///         _ => {}
///     }
/// }
/// assert_eq!(locs, ["https://example.com/", "https://example.com/news"]);
/// assert_eq!(rules, ["changefreq.enumeration"]);
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum ReadEvent {
    /// A `<url>` of a sitemap.
    Url(Url),
    /// A `<sitemap>` entry of a sitemap index.
    IndexEntry(IndexEntry),
    /// An element of another namespace directly under the root, kept as read.
    Extension(Extension),
    /// A problem, reported where it was found: before the entry it concerns.
    Diagnostic(Diagnostic),
}
