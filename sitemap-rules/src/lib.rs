//! The value rules of the Sitemaps 0.9 protocol, in one place.
//!
//! The value types — [`Loc`], [`LastMod`], [`ChangeFreq`], [`Priority`] — are
//! generated from the project's XSDs (`schemas/`). `sitemap-core` re-exports
//! them and uses them at run time; `sitemap-derive` calls the very same parsers
//! at compile time, so a literal the macro accepts is exactly a value the
//! runtime accepts. Depend on `sitemap-core` rather than on this crate.
//!
//! ```
//! use sitemap_rules::{ChangeFreq, LastMod, Loc, Priority};
//!
//! let loc = Loc::parse("https://example.com/café?a=1&b=2")?;
//! assert_eq!(loc.as_str(), "https://example.com/caf%C3%A9?a=1&b=2");
//! assert_eq!(Priority::new(1.0)?.to_string(), "1.0");
//! assert_eq!("weekly".parse::<ChangeFreq>()?, ChangeFreq::Weekly);
//!
//! let error = "weekley".parse::<ChangeFreq>().unwrap_err();
//! assert!(error.to_string().contains("did you mean `weekly`?"));
//!
//! // W3C Datetime forms are read and keep their precision; documents get a
//! // form that is valid under both the XSD and the W3C profile.
//! let month = LastMod::parse("2024-05")?;
//! assert_eq!(month.to_string(), "2024-05");
//! assert_eq!(month.to_document_string(), "2024-05-01");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod facet;
mod generated;
mod lexical;
mod path;
mod pattern;
mod region;
mod repair;
#[cfg(feature = "serde")]
mod serde_support;
mod suggest;
mod values;

pub use facet::{FacetError, Violation};
pub use generated::*;
pub use lexical::datetime::{
    DateTime, DateTimeError, DateTimeErrorKind, Offset, Precision, is_xsd_date_or_date_time,
};
pub use lexical::decimal::{Decimal, DecimalError, DecimalErrorKind};
pub use lexical::uri::{UriError, UriErrorKind};
pub use path::{PathError, PathErrorKind};

/// What `sitemap-core` and `sitemap-derive` share with this crate beyond the
/// value types: path templates, URL normalization, message helpers. Not a
/// public API: it changes with them, which pin this crate's exact version.
#[doc(hidden)]
pub mod __private {
    pub use crate::facet::{char_count, collapse_whitespace, is_xml_whitespace, quoted};
    pub use crate::lexical::uri::{encode_path_segment, normalize_http_url, split_http_url};
    pub use crate::path::{Part, check_path, is_dot_segment, is_parent_segment, parse_template};
    pub use crate::pattern::{Atom, Pattern, Piece};
    pub use crate::repair::repair;
    pub use crate::suggest::closest;
}

/// A value type generated from a schema simple type: how it is read from and
/// written into documents.
pub trait SchemaValue: Sized {
    /// Why a text is not a valid value.
    type Error: Into<facet::FacetError> + std::error::Error;
    /// The element name used for this type in messages (`loc`, `priority`).
    const LABEL: &'static str;
    /// Whether no value's document text can hold a character XML reserves
    /// (`&`, `<`, `>`, `"`, `'`), a carriage return, a line feed or a tab,
    /// so writers may copy it into text or an attribute without escaping.
    /// The generator decides it from the schema type: true for dates,
    /// decimals, enumerations of plain words and strings under patterns
    /// that match none of those (language codes).
    const MARKUP_FREE: bool = false;
    /// Whether the document text is a normalized http(s) URL: of the
    /// characters XML escapes it can hold only `&` and `'` (everything else
    /// is percent-encoded), so writers need to look for those two only.
    /// The generator sets it for types under the `absolute-http-url` rule.
    const NORMALIZED_URL: bool = false;
    /// Parses the text content of an element, after the schema's whitespace
    /// processing (`<loc> https://… </loc>` is a valid loc).
    fn from_document_text(text: &str) -> Result<Self, Self::Error>;
    /// The text written into documents (not entity-escaped yet).
    fn document_text(&self) -> std::borrow::Cow<'_, str>;
    /// Appends [`document_text`](SchemaValue::document_text) to `out`.
    /// Types that compute their text (dates, decimals) spell it straight
    /// into `out`, so a writer reusing one buffer allocates nothing.
    ///
    /// ```
    /// use sitemap_rules::{LastMod, Priority, SchemaValue};
    ///
    /// let mut out = String::new();
    /// LastMod::parse("2024-05")?.write_document_text(&mut out);
    /// out.push(' ');
    /// Priority::new(1.0)?.write_document_text(&mut out);
    /// assert_eq!(out, "2024-05-01 1.0");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn write_document_text(&self, out: &mut String) {
        out.push_str(&self.document_text());
    }
}
