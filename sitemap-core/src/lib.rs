//! Typed, validated [Sitemaps 0.9](https://www.sitemaps.org/protocol.html)
//! model, generated from the project's XSDs, with serde (XML through
//! quick-xml, JSON through serde_json) and streaming readers and writers.
//!
//! No path — constructor, serde or reader — builds an invalid value: every
//! value type checks its schema facets, and the writers refuse to produce an
//! invalid document.
//!
//! ```
//! use sitemap_core::{ChangeFreq, LastMod, Loc, Priority, Url, UrlSet};
//!
//! let url = Url::new(Loc::parse("https://example.com/posts/hello")?)
//!     .with_lastmod(LastMod::parse("2024-05-01")?)
//!     .with_changefreq(ChangeFreq::Weekly)
//!     .with_priority(Priority::new(0.8)?);
//! let set = UrlSet::new([url])?;
//!
//! let xml = sitemap_core::to_xml_string(&set)?;
//! assert!(xml.contains("<priority>0.8</priority>"));
//! let back: UrlSet = sitemap_core::from_xml_str(&xml)?;
//! assert_eq!(back, set);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The serde shape
//!
//! One shape for XML and JSON, stable whatever the counts: an element is a
//! map of its children by their names as written (`loc`, `image:image`),
//! attributes are `@name`, simple content is `$text`, and a child that may
//! repeat is always a sequence (a JSON array), even of one, so that
//! `xhtml:link` is an array in every entry. Optional children that are
//! absent are left out. A document's root carries its namespace
//! declarations as `@xmlns:prefix`, and elements of namespaces without a
//! schema are kept under their qualified names, each name once and always
//! as a sequence (the elements of one name keep their order; the order
//! between names is not kept), and so are the children of such an element
//! when it holds no text of its own (mixed content keeps its document
//! order, where a name or `$text` may repeat). A link kept untyped (an
//! `xhtml:link` without `hreflang`) joins the typed ones' array after them,
//! so no key appears twice. Names are the qualified names as written: an
//! element of another namespace whose prefix spells a typed element's name
//! (`image:image` with `image` bound elsewhere) goes into that array too,
//! and reads back as the typed element. Reading accepts the names without
//! prefix too (`image`, `link`), as quick-xml reports them.
//!
//! ```
//! use sitemap_core::{Alternate, Href, Hreflang, Image, ImageLoc, Loc, Url};
//!
//! let mut url = Url::new(Loc::parse("https://example.com/")?);
//! url.push_image(Image::new(ImageLoc::parse("https://example.com/a.jpg")?))?;
//! url.push_alternate(Alternate::new(Hreflang::parse("de")?, Href::parse("https://example.com/de/")?));
//! let json = serde_json::to_value(&url)?;
//! assert_eq!(json, serde_json::json!({
//!     "loc": "https://example.com/",
//!     "image:image": [{ "image:loc": "https://example.com/a.jpg" }],
//!     "xhtml:link": [{ "@rel": "alternate", "@hreflang": "de", "@href": "https://example.com/de/" }],
//! }));
//! assert_eq!(serde_json::from_value::<Url>(json)?, url);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod base_url;
pub mod catalogue;
mod content_error;
mod datetime_interop;
mod document;
mod element;
pub mod export;
mod extension;
mod extension_field;
mod fingerprint;
mod generated;
mod head;
pub mod hreflang;
pub mod limits;
mod page;
pub mod read;
pub mod registry;
pub mod robots;
mod serde_support;
pub mod site;
pub mod site_check;
mod support;
pub mod write;

pub use base_url::{BaseUrl, BaseUrlError};
pub use content_error::{ContentError, ContentErrorKind};
pub use document::{Document, DocumentEntry};
pub use extension::{Extension, ExtensionNode, NamespaceDecl};
pub use extension_field::ExtensionsField;
pub use fingerprint::{Fingerprint, ToFingerprint};
pub use generated::*;
pub use head::{AttributeNameError, DocumentHead, Stylesheet};
pub use page::{
    ChangeFreqField, CollectError, LastModField, LocField, PriorityField, Sitemap, ToUrlError,
    ToUrlErrorKind,
};
pub use read::{DocumentKind, IndexReader, ReadError, SitemapReader, UrlSetReader};
pub use site::SiteWriter;
pub use sitemap_rules::{
    DateTime, DateTimeError, DateTimeErrorKind, Decimal, DecimalError, DecimalErrorKind,
    FacetError, Offset, PathError, PathErrorKind, Precision, SchemaValue, UriError, UriErrorKind,
    Violation,
};
pub use write::{IndexWriter, UrlSetWriter, WriteError};

/// `#[derive(Sitemap)]`: see the [`Sitemap`](trait@Sitemap) trait and the
/// macro's own documentation for every key.
#[cfg(feature = "derive")]
pub use sitemap_derive::Sitemap;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

/// The sitemap namespace, 0.9.
pub const NAMESPACE: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
/// The XML Schema instance namespace, whose attributes (`xsi:schemaLocation`)
/// every element of a schema-valid document may carry.
pub(crate) const XSI_NAMESPACE: &str = "http://www.w3.org/2001/XMLSchema-instance";
/// The legacy Google 0.84 namespace: read as 0.9 (with a warning when
/// lenient, an error when strict, as the 0.9 schema refuses it), never written.
pub const LEGACY_NAMESPACE: &str = "http://www.google.com/schemas/sitemap/0.84";

/// Writes a whole sitemap into a string through the streaming writer.
///
/// The same bytes as [`UrlSetWriter::write_document`]; serde's
/// `quick_xml::se::to_string` produces an equivalent document.
pub fn to_xml_string(document: &UrlSet) -> Result<String, WriteError> {
    let bytes = UrlSetWriter::write_document(Vec::new(), document)?;
    // The writer only ever emits UTF-8 text.
    Ok(String::from_utf8(bytes).unwrap_or_default())
}

/// Reads a whole sitemap from a string through the streaming reader.
pub fn from_xml_str(xml: &str) -> Result<UrlSet, ReadError> {
    UrlSetReader::new(xml.as_bytes()).into_document()
}
