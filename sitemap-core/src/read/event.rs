//! What a reader hands out, and which document it reads.

use super::diagnostic::Diagnostic;
use crate::extension::Extension;
use crate::{IndexEntry, SitemapIndex, Url, UrlSet};

/// Which document a file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// A sitemap: `<urlset>` with `<url>` entries.
    UrlSet,
    /// A sitemap index: `<sitemapindex>` with `<sitemap>` entries.
    SitemapIndex,
}

impl DocumentKind {
    /// The root element's name.
    pub fn root(self) -> &'static str {
        match self {
            DocumentKind::UrlSet => UrlSet::ELEMENT,
            DocumentKind::SitemapIndex => SitemapIndex::ELEMENT,
        }
    }

    pub(super) fn entry(self) -> &'static str {
        match self {
            DocumentKind::UrlSet => Url::ELEMENT,
            DocumentKind::SitemapIndex => IndexEntry::ELEMENT,
        }
    }

    pub(super) fn children(self) -> &'static [&'static str] {
        match self {
            DocumentKind::UrlSet => Url::CHILDREN,
            DocumentKind::SitemapIndex => IndexEntry::CHILDREN,
        }
    }
}

/// What a reader yields, in document order.
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
