//! [`Document`]: what the generic readers and writers know of a whole
//! document, so that one [`DocumentReader`](crate::read::DocumentReader) and
//! one [`DocumentWriter`](crate::write::DocumentWriter) serve both kinds.

use crate::extension::{Extension, NamespaceDecl};
use crate::{ContentError, DocumentHead, IndexEntry, LastMod, Loc, SitemapIndex, Url, UrlSet};

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

    pub(crate) fn entry(self) -> &'static str {
        match self {
            DocumentKind::UrlSet => Url::ELEMENT,
            DocumentKind::SitemapIndex => IndexEntry::ELEMENT,
        }
    }

    pub(crate) fn children(self) -> &'static [&'static str] {
        match self {
            DocumentKind::UrlSet => Url::CHILDREN,
            DocumentKind::SitemapIndex => IndexEntry::CHILDREN,
        }
    }
}

/// A whole document of the protocol: a sitemap ([`UrlSet`], entries
/// [`Url`]) or a sitemap index ([`SitemapIndex`], entries [`IndexEntry`]).
///
/// [`UrlSetReader`](crate::UrlSetReader) is a
/// [`DocumentReader<UrlSet, _>`](crate::read::DocumentReader),
/// [`IndexWriter`](crate::IndexWriter) a
/// [`DocumentWriter<SitemapIndex, _>`](crate::write::DocumentWriter), and so
/// on; code generic over `D: Document` serves both. The trait is sealed: the
/// protocol has these two documents and no other.
///
/// ```
/// use std::io::Read;
///
/// use sitemap_core::read::DocumentReader;
/// use sitemap_core::{Document, SitemapIndex, UrlSet};
///
/// /// How many entries a document of kind `D` holds.
/// fn count<D: Document, R: Read>(source: R) -> Result<usize, sitemap_core::ReadError> {
///     let document: D = DocumentReader::new(source).into_document()?;
///     Ok(document.entries().len())
/// }
///
/// let urlset = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///   <url><loc>https://example.com/</loc></url>
/// </urlset>"#;
/// assert_eq!(count::<UrlSet, _>(urlset.as_bytes())?, 1);
/// // The other kind is an error, located at the root.
/// assert!(count::<SitemapIndex, _>(urlset.as_bytes()).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Document: sealed::Sealed {
    /// What the document is.
    const KIND: DocumentKind;

    /// The entries, in document order.
    fn entries(&self) -> &[Self::Entry];
}

/// An entry of a [`Document`]: a [`Url`] or an [`IndexEntry`], what code
/// generic over both kinds can ask of either. Sealed, as `Document` is.
///
/// ```
/// use sitemap_core::{Document, DocumentEntry, UrlSet};
///
/// fn locs<D: Document>(document: &D) -> Vec<String> {
///     document.entries().iter().map(|entry| entry.loc().to_string()).collect()
/// }
///
/// let set: UrlSet = sitemap_core::from_xml_str(
///     r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
///          <url><loc>https://example.com/</loc></url>
///        </urlset>"#,
/// )?;
/// assert_eq!(locs(&set), ["https://example.com/"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait DocumentEntry: sealed::SealedEntry + std::fmt::Debug + Clone + PartialEq + Eq {
    /// Its `<loc>`.
    fn loc(&self) -> &Loc;

    /// Its `<lastmod>`, when it has one.
    fn lastmod(&self) -> Option<LastMod>;
}

impl DocumentEntry for Url {
    fn loc(&self) -> &Loc {
        Url::loc(self)
    }

    fn lastmod(&self) -> Option<LastMod> {
        Url::lastmod(self)
    }
}

impl DocumentEntry for IndexEntry {
    fn loc(&self) -> &Loc {
        IndexEntry::loc(self)
    }

    fn lastmod(&self) -> Option<LastMod> {
        IndexEntry::lastmod(self)
    }
}

impl Document for UrlSet {
    const KIND: DocumentKind = DocumentKind::UrlSet;

    fn entries(&self) -> &[Url] {
        self.urls()
    }
}

impl Document for SitemapIndex {
    const KIND: DocumentKind = DocumentKind::SitemapIndex;

    fn entries(&self) -> &[IndexEntry] {
        self.sitemaps()
    }
}

#[allow(
    unreachable_pub,
    private_bounds,
    reason = "the sealed-trait pattern: nominally public so that it may bound the public \
              `Document`, and unnameable outside the crate so that nothing else implements it \
              (or relies on its bounds, which are the crate's own plumbing)"
)]
pub(crate) mod sealed {
    use super::*;
    use crate::write::element::WriteElement;

    /// Only the crate's entries are entries.
    pub trait SealedEntry: WriteElement {}

    impl SealedEntry for Url {}
    impl SealedEntry for IndexEntry {}

    /// What the readers and writers need of a document and its entries.
    pub trait Sealed: Sized {
        /// The entries: [`Url`] or [`IndexEntry`].
        type Entry: super::DocumentEntry;
        /// Collects the entries and checks the document's content rules.
        type Builder: Default;

        /// The entry, when it is one of this document's.
        fn entry(entry: AnyEntry) -> Option<Self::Entry>;

        /// Adds an entry, checking how many the document may hold.
        fn put(builder: &mut Self::Builder, entry: Self::Entry) -> Result<(), ContentError>;

        /// The document, with what its root carried.
        fn finish(builder: Self::Builder, root: Root) -> Result<Self, ContentError>;

        /// What the root carries: the namespaces the document needs, its
        /// extensions, stylesheets and attributes.
        fn root(&self) -> Root;
    }

    /// An entry of either document, as a reader meets it.
    pub enum AnyEntry {
        /// A sitemap's.
        Url(Url),
        /// An index's.
        IndexEntry(IndexEntry),
    }

    /// A sitemap being collected (the generated builder stays crate-private).
    #[derive(Default)]
    pub struct UrlSetCollector(crate::UrlSetBuilder);

    /// An index being collected.
    #[derive(Default)]
    pub struct IndexCollector(crate::SitemapIndexBuilder);

    /// What a root element carries besides the entries.
    pub struct Root {
        pub namespaces: Vec<NamespaceDecl>,
        pub extensions: Vec<Extension>,
        pub head: DocumentHead,
    }

    impl Sealed for UrlSet {
        type Entry = Url;
        type Builder = UrlSetCollector;

        fn entry(entry: AnyEntry) -> Option<Url> {
            match entry {
                AnyEntry::Url(url) => Some(url),
                AnyEntry::IndexEntry(_) => None,
            }
        }

        fn put(builder: &mut Self::Builder, entry: Url) -> Result<(), ContentError> {
            builder.0.put_url(entry)
        }

        fn finish(builder: Self::Builder, root: Root) -> Result<Self, ContentError> {
            let mut builder = builder.0;
            builder.set_root(&root.namespaces, root.head, root.extensions)?;
            builder.finish()
        }

        fn root(&self) -> Root {
            Root {
                namespaces: self.declarations(),
                extensions: self.extensions().to_vec(),
                head: self.head().clone(),
            }
        }
    }

    impl Sealed for SitemapIndex {
        type Entry = IndexEntry;
        type Builder = IndexCollector;

        fn entry(entry: AnyEntry) -> Option<IndexEntry> {
            match entry {
                AnyEntry::IndexEntry(entry) => Some(entry),
                AnyEntry::Url(_) => None,
            }
        }

        fn put(builder: &mut Self::Builder, entry: IndexEntry) -> Result<(), ContentError> {
            builder.0.put_sitemap(entry)
        }

        fn finish(builder: Self::Builder, root: Root) -> Result<Self, ContentError> {
            let mut builder = builder.0;
            builder.set_root(&root.namespaces, root.head, root.extensions)?;
            builder.finish()
        }

        fn root(&self) -> Root {
            Root {
                namespaces: self.declarations(),
                extensions: self.extensions().to_vec(),
                head: self.head().clone(),
            }
        }
    }
}
