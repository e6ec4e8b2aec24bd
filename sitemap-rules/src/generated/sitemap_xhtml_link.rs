// @generated from schemas/sitemap-xhtml-link.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// The value of `rel`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AlternateRel {
    /// `alternate`
    Alternate,
}
impl AlternateRel {
    /// Every value, in schema order.
    pub const ALL: [AlternateRel; 1usize] = [AlternateRel::Alternate];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 1usize] = ["alternate"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            AlternateRel::Alternate => "alternate",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, AlternateRelError> {
        match value {
            "alternate" => Ok(AlternateRel::Alternate),
            _ => {
                Err(
                    AlternateRelError(
                        crate::facet::FacetError::new(
                            "rel",
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
impl fmt::Display for AlternateRel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for AlternateRel {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for AlternateRel {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for AlternateRel {
    type Err = AlternateRelError;
    fn from_str(value: &str) -> Result<Self, AlternateRelError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for AlternateRel {
    type Error = AlternateRelError;
    /// The same as [`AlternateRel::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, AlternateRelError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for AlternateRel {
    type Error = AlternateRelError;
    const LABEL: &'static str = "rel";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, AlternateRelError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`AlternateRel`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlternateRelError(crate::facet::FacetError);
impl AlternateRelError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for AlternateRelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for AlternateRelError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<AlternateRelError> for crate::facet::FacetError {
    fn from(error: AlternateRelError) -> Self {
        error.0
    }
}
/// The language of the version as Google reads it: an ISO 639-1 language (de), optionally a script (zh-Hant) and a region (de-CH, es-419), or x-default.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hreflang(String);
impl Hreflang {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, HreflangError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "x-default|[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('x'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('-'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('d'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('e'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('f'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('a'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('u'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('l'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('t'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                ],
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('a', 'z'), ('A', 'Z')],
                            negated: false,
                        },
                        min: 2u32,
                        max: Some(3u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Group(
                            &[
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('-'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Class {
                                            ranges: &[('a', 'z'), ('A', 'Z')],
                                            negated: false,
                                        },
                                        min: 4u32,
                                        max: Some(4u32),
                                    },
                                ],
                            ],
                        ),
                        min: 0u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Group(
                            &[
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('-'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Group(
                                            &[
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Class {
                                                            ranges: &[('a', 'z'), ('A', 'Z')],
                                                            negated: false,
                                                        },
                                                        min: 2u32,
                                                        max: Some(2u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Class {
                                                            ranges: &[('0', '9')],
                                                            negated: false,
                                                        },
                                                        min: 3u32,
                                                        max: Some(3u32),
                                                    },
                                                ],
                                            ],
                                        ),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                            ],
                        ),
                        min: 0u32,
                        max: Some(1u32),
                    },
                ],
            ],
        };
        if !PATTERN.matches(value) {
            return Err(
                HreflangError(
                    crate::facet::FacetError::new(
                        "hreflang",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(Hreflang(value.to_owned()))
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
impl TryFrom<String> for Hreflang {
    type Error = HreflangError;
    fn try_from(value: String) -> Result<Self, HreflangError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for Hreflang {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<Hreflang> for String {
    fn from(value: Hreflang) -> Self {
        value.0
    }
}
impl fmt::Display for Hreflang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for Hreflang {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for Hreflang {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for Hreflang {
    type Err = HreflangError;
    fn from_str(value: &str) -> Result<Self, HreflangError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for Hreflang {
    type Error = HreflangError;
    /// The same as [`Hreflang::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, HreflangError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for Hreflang {
    type Error = HreflangError;
    const LABEL: &'static str = "hreflang";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, HreflangError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`Hreflang`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HreflangError(crate::facet::FacetError);
impl HreflangError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for HreflangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for HreflangError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<HreflangError> for crate::facet::FacetError {
    fn from(error: HreflangError) -> Self {
        error.0
    }
}
/// The absolute http or https address of the version.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Href(String);
impl Href {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, HrefError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                HrefError(
                    crate::facet::FacetError::new(
                        "href",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        Ok(Href(value.to_owned()))
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
impl TryFrom<String> for Href {
    type Error = HrefError;
    fn try_from(value: String) -> Result<Self, HrefError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for Href {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<Href> for String {
    fn from(value: Href) -> Self {
        value.0
    }
}
impl fmt::Display for Href {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for Href {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for Href {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for Href {
    type Err = HrefError;
    fn from_str(value: &str) -> Result<Self, HrefError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for Href {
    type Error = HrefError;
    /// The same as [`Href::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, HrefError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for Href {
    type Error = HrefError;
    const LABEL: &'static str = "href";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, HrefError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`Href`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HrefError(crate::facet::FacetError);
impl HrefError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for HrefError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for HrefError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<HrefError> for crate::facet::FacetError {
    fn from(error: HrefError) -> Self {
        error.0
    }
}
