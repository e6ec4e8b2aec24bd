// @generated from schemas/sitemap-types.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// The absolute URL of a page or of a sitemap file. It starts with its scheme (http or https), is percent-encoded as RFC 3986 asks (non-ASCII as UTF-8 bytes), and is between 12 and 2048 characters long once encoded.
///
#[doc = include_str!("../../docs/Loc.md")]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(String);
impl Loc {
    /// The fewest characters a value may have (`minLength` facet).
    pub const MIN_LENGTH: usize = 12usize;
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 2048usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, LocError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                LocError(
                    crate::facet::FacetError::new(
                        "loc",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        let length = crate::facet::char_count(value);
        if length < Self::MIN_LENGTH {
            return Err(
                LocError(
                    crate::facet::FacetError::new(
                        "loc",
                        value,
                        crate::facet::Violation::TooShort {
                            min: Self::MIN_LENGTH,
                            length,
                        },
                    ),
                ),
            );
        }
        if length > Self::MAX_LENGTH {
            return Err(
                LocError(
                    crate::facet::FacetError::new(
                        "loc",
                        value,
                        crate::facet::Violation::TooLong {
                            max: Self::MAX_LENGTH,
                            length,
                        },
                    ),
                ),
            );
        }
        Ok(Loc(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for Loc {
    type Error = LocError;
    fn try_from(value: String) -> Result<Self, LocError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for Loc {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<Loc> for String {
    fn from(value: Loc) -> Self {
        value.0
    }
}
impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for Loc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for Loc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for Loc {
    type Err = LocError;
    fn from_str(value: &str) -> Result<Self, LocError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for Loc {
    type Error = LocError;
    /// The same as [`Loc::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, LocError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for Loc {
    type Error = LocError;
    const LABEL: &'static str = "loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, LocError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`Loc`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocError(crate::facet::FacetError);
impl LocError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for LocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for LocError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<LocError> for crate::facet::FacetError {
    fn from(error: LocError) -> Self {
        error.0
    }
}
/// When the page or sitemap file last changed: an XML Schema date (2024-05-01) or date-time (2024-05-01T08:30:00+02:00). The protocol text names the W3C Datetime profile, whose shorter forms (2024, 2024-05) are read too.
///
#[doc = include_str!("../../docs/LastMod.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LastMod(crate::lexical::datetime::DateTime);
impl LastMod {
    /// Parses a value, keeping the precision it was given.
    pub fn parse(text: &str) -> Result<Self, LastModError> {
        let value = crate::lexical::datetime::DateTime::parse(text)
            .map_err(|e| {
                LastModError(
                    crate::facet::FacetError::new(
                        "lastmod",
                        text,
                        crate::facet::Violation::DateTime(e),
                    ),
                )
            })?;
        Self::from_datetime(value)
    }
    /// Checks that a parsed date-time is one of the forms this type accepts.
    pub fn from_datetime(
        value: crate::lexical::datetime::DateTime,
    ) -> Result<Self, LastModError> {
        if value.is_xsd_date() || value.is_xsd_date_time() || value.is_w3c() {
            Ok(LastMod(value))
        } else {
            Err(
                LastModError(
                    crate::facet::FacetError::new(
                        "lastmod",
                        value.to_string(),
                        crate::facet::Violation::NotInUnion {
                            expected: "an XML Schema date or an XML Schema dateTime or a W3C Datetime",
                        },
                    ),
                ),
            )
        }
    }
    /// The parsed value, with the precision and zone it was given.
    pub const fn as_datetime(&self) -> &crate::lexical::datetime::DateTime {
        &self.0
    }
    /** The form written into documents: valid both as an XML Schema date or
 dateTime and as a W3C Datetime (see [`DateTime::protocol_form`](crate::lexical::datetime::DateTime::protocol_form)).*/
    pub fn to_document_string(&self) -> String {
        self.document_text_impl().into_owned()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.protocol_form().to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.protocol_form().push_to(out);
    }
}
impl fmt::Display for LastMod {
    /// The value exactly as given (same precision and zone).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for LastMod {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for LastMod {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for LastMod {
    type Err = LastModError;
    fn from_str(value: &str) -> Result<Self, LastModError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for LastMod {
    type Error = LastModError;
    /// The same as [`LastMod::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, LastModError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for LastMod {
    type Error = LastModError;
    const LABEL: &'static str = "lastmod";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, LastModError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`LastMod`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastModError(crate::facet::FacetError);
impl LastModError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for LastModError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for LastModError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<LastModError> for crate::facet::FacetError {
    fn from(error: LastModError) -> Self {
        error.0
    }
}
/// How often the page is likely to change. A hint to crawlers, not a command: "always" suits pages that differ on every request, "never" suits archived pages.
///
#[doc = include_str!("../../docs/ChangeFreq.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChangeFreq {
    /// `always`
    Always,
    /// `hourly`
    Hourly,
    /// `daily`
    Daily,
    /// `weekly`
    Weekly,
    /// `monthly`
    Monthly,
    /// `yearly`
    Yearly,
    /// `never`
    Never,
}
impl ChangeFreq {
    /// Every value, in schema order.
    pub const ALL: [ChangeFreq; 7usize] = [
        ChangeFreq::Always,
        ChangeFreq::Hourly,
        ChangeFreq::Daily,
        ChangeFreq::Weekly,
        ChangeFreq::Monthly,
        ChangeFreq::Yearly,
        ChangeFreq::Never,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 7usize] = [
        "always",
        "hourly",
        "daily",
        "weekly",
        "monthly",
        "yearly",
        "never",
    ];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            ChangeFreq::Always => "always",
            ChangeFreq::Hourly => "hourly",
            ChangeFreq::Daily => "daily",
            ChangeFreq::Weekly => "weekly",
            ChangeFreq::Monthly => "monthly",
            ChangeFreq::Yearly => "yearly",
            ChangeFreq::Never => "never",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, ChangeFreqError> {
        match value {
            "always" => Ok(ChangeFreq::Always),
            "hourly" => Ok(ChangeFreq::Hourly),
            "daily" => Ok(ChangeFreq::Daily),
            "weekly" => Ok(ChangeFreq::Weekly),
            "monthly" => Ok(ChangeFreq::Monthly),
            "yearly" => Ok(ChangeFreq::Yearly),
            "never" => Ok(ChangeFreq::Never),
            _ => {
                Err(
                    ChangeFreqError(
                        crate::facet::FacetError::new(
                            "changefreq",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for ChangeFreq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ChangeFreq {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ChangeFreq {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ChangeFreq {
    type Err = ChangeFreqError;
    fn from_str(value: &str) -> Result<Self, ChangeFreqError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ChangeFreq {
    type Error = ChangeFreqError;
    /// The same as [`ChangeFreq::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ChangeFreqError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ChangeFreq {
    type Error = ChangeFreqError;
    const LABEL: &'static str = "changefreq";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, ChangeFreqError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ChangeFreq`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeFreqError(crate::facet::FacetError);
impl ChangeFreqError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ChangeFreqError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ChangeFreqError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ChangeFreqError> for crate::facet::FacetError {
    fn from(error: ChangeFreqError) -> Self {
        error.0
    }
}
/// How important the page is compared with the other pages of the same site, from 0.0 (least) to 1.0 (most); 0.5 when absent. Only the relative order within one site means anything, so giving every page 1.0 changes nothing.
///
#[doc = include_str!("../../docs/Priority.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Priority(crate::lexical::decimal::Decimal);
impl Priority {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: Priority = Priority(
        crate::lexical::decimal::Decimal::from_parts(0i64, 1u32).unwrap(),
    );
    /// The largest value (`maxInclusive` facet).
    pub const MAX: Priority = Priority(
        crate::lexical::decimal::Decimal::from_parts(10i64, 1u32).unwrap(),
    );
    /// Converts a float through its shortest decimal spelling (`0.8` is
    /// exactly `0.8`), then checks the range.
    pub fn new(value: f64) -> Result<Self, PriorityError> {
        let decimal = crate::lexical::decimal::Decimal::from_f64(value)
            .map_err(|e| {
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        value.to_string(),
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        Self::from_decimal(decimal)
    }
    /// Converts an `f32` through its own shortest decimal spelling, so
    /// `0.1f32` is exactly `0.1` (through `f64` it would be
    /// `0.10000000149011612`), then checks the range.
    pub fn from_f32(value: f32) -> Result<Self, PriorityError> {
        let decimal = crate::lexical::decimal::Decimal::from_f32(value)
            .map_err(|e| {
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        value.to_string(),
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        Self::from_decimal(decimal)
    }
    /// Checks the range of an exact decimal.
    pub fn from_decimal(
        value: crate::lexical::decimal::Decimal,
    ) -> Result<Self, PriorityError> {
        if value >= Self::MIN.0 && value <= Self::MAX.0 {
            return Ok(Priority(value));
        }
        let text = value.to_string();
        let text: &str = &text;
        if value < Self::MIN.0 {
            return Err(
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        text,
                        crate::facet::Violation::BelowMinimum {
                            min: "0.0",
                            max: Some("1.0"),
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX.0 {
            return Err(
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        text,
                        crate::facet::Violation::AboveMaximum {
                            max: "1.0",
                            min: Some("0.0"),
                        },
                    ),
                ),
            );
        }
        Ok(Priority(value))
    }
    /// Parses the `xsd:decimal` form (`0.8`, `1`, `.5`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, PriorityError> {
        let value = crate::lexical::decimal::Decimal::parse(text)
            .map_err(|e| {
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        text,
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        if value < Self::MIN.0 {
            return Err(
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        text,
                        crate::facet::Violation::BelowMinimum {
                            min: "0.0",
                            max: Some("1.0"),
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX.0 {
            return Err(
                PriorityError(
                    crate::facet::FacetError::new(
                        "priority",
                        text,
                        crate::facet::Violation::AboveMaximum {
                            max: "1.0",
                            min: Some("0.0"),
                        },
                    ),
                ),
            );
        }
        Ok(Priority(value))
    }
    /// The exact value.
    pub const fn as_decimal(&self) -> crate::lexical::decimal::Decimal {
        self.0
    }
    /// The nearest float.
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl TryFrom<f64> for Priority {
    type Error = PriorityError;
    fn try_from(value: f64) -> Result<Self, PriorityError> {
        Self::new(value)
    }
}
impl fmt::Display for Priority {
    /// Canonical decimal with at least one fraction digit: `1.0`, `0.25`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for Priority {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        crate::serde_support::serialize_decimal(&self.0, serializer)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for Priority {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_decimal(deserializer)?;
        Self::from_decimal(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for Priority {
    type Err = PriorityError;
    fn from_str(value: &str) -> Result<Self, PriorityError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for Priority {
    type Error = PriorityError;
    /// The same as [`Priority::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, PriorityError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for Priority {
    type Error = PriorityError;
    const LABEL: &'static str = "priority";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, PriorityError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`Priority`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriorityError(crate::facet::FacetError);
impl PriorityError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for PriorityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for PriorityError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<PriorityError> for crate::facet::FacetError {
    fn from(error: PriorityError) -> Self {
        error.0
    }
}
