// @generated from schemas/sitemap-news.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// Whether reading needs a subscription or a registration (no longer read by Google).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NewsAccess {
    /// `Subscription`
    Subscription,
    /// `Registration`
    Registration,
}
impl NewsAccess {
    /// Every value, in schema order.
    pub const ALL: [NewsAccess; 2usize] = [
        NewsAccess::Subscription,
        NewsAccess::Registration,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 2usize] = ["Subscription", "Registration"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            NewsAccess::Subscription => "Subscription",
            NewsAccess::Registration => "Registration",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, NewsAccessError> {
        match value {
            "Subscription" => Ok(NewsAccess::Subscription),
            "Registration" => Ok(NewsAccess::Registration),
            _ => {
                Err(
                    NewsAccessError(
                        crate::facet::FacetError::new(
                            "news:access",
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
impl fmt::Display for NewsAccess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsAccess {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsAccess {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsAccess {
    type Err = NewsAccessError;
    fn from_str(value: &str) -> Result<Self, NewsAccessError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsAccess {
    type Error = NewsAccessError;
    /// The same as [`NewsAccess::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsAccessError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsAccess {
    type Error = NewsAccessError;
    const LABEL: &'static str = "news:access";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsAccessError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsAccess`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsAccessError(crate::facet::FacetError);
impl NewsAccessError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsAccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsAccessError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsAccessError> for crate::facet::FacetError {
    fn from(error: NewsAccessError) -> Self {
        error.0
    }
}
/// The kinds of article, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsGenres(String);
impl NewsGenres {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsGenresError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "(PressRelease|Satire|Blog|OpEd|Opinion|UserGenerated)(, *(PressRelease|Satire|Blog|OpEd|Opinion|UserGenerated))*",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Group(
                            &[
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('P'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('r'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('s'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('s'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('R'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('l'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('a'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('s'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('S'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('a'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('t'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('i'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('r'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('B'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('l'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('o'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('g'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('O'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('p'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('E'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('d'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('O'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('p'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('i'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('n'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('i'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('o'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('n'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('U'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('s'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('r'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('G'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('n'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('r'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('a'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('t'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('e'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char('d'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                ],
                            ],
                        ),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Group(
                            &[
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char(','),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char(' '),
                                        min: 0u32,
                                        max: None,
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Group(
                                            &[
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('P'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('r'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('s'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('s'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('R'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('l'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('a'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('s'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('S'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('a'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('t'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('i'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('r'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('B'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('l'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('o'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('g'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('O'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('p'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('E'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('d'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('O'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('p'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('i'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('n'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('i'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('o'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('n'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                ],
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('U'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('s'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('r'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('G'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('n'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('r'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('a'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('t'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('e'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char('d'),
                                                        min: 1u32,
                                                        max: Some(1u32),
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
                        max: None,
                    },
                ],
            ],
        };
        if !PATTERN.matches(value) {
            return Err(
                NewsGenresError(
                    crate::facet::FacetError::new(
                        "news:genres",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(NewsGenres(value.to_owned()))
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
impl TryFrom<String> for NewsGenres {
    type Error = NewsGenresError;
    fn try_from(value: String) -> Result<Self, NewsGenresError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsGenres {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsGenres> for String {
    fn from(value: NewsGenres) -> Self {
        value.0
    }
}
impl fmt::Display for NewsGenres {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsGenres {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsGenres {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsGenres {
    type Err = NewsGenresError;
    fn from_str(value: &str) -> Result<Self, NewsGenresError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsGenres {
    type Error = NewsGenresError;
    /// The same as [`NewsGenres::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsGenresError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsGenres {
    type Error = NewsGenresError;
    const LABEL: &'static str = "news:genres";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsGenresError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsGenres`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsGenresError(crate::facet::FacetError);
impl NewsGenresError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsGenresError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsGenresError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsGenresError> for crate::facet::FacetError {
    fn from(error: NewsGenresError) -> Self {
        error.0
    }
}
/// The article's title, as it appears on the page.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsTitle(String);
impl NewsTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(NewsTitle(value.to_owned()))
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
impl TryFrom<String> for NewsTitle {
    type Error = NewsTitleError;
    fn try_from(value: String) -> Result<Self, NewsTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsTitle> for String {
    fn from(value: NewsTitle) -> Self {
        value.0
    }
}
impl fmt::Display for NewsTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsTitle {
    type Err = NewsTitleError;
    fn from_str(value: &str) -> Result<Self, NewsTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsTitle {
    type Error = NewsTitleError;
    /// The same as [`NewsTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsTitle {
    type Error = NewsTitleError;
    const LABEL: &'static str = "news:title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsTitleError(crate::facet::FacetError);
impl NewsTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsTitleError> for crate::facet::FacetError {
    fn from(error: NewsTitleError) -> Self {
        error.0
    }
}
/// Keywords, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsKeywords(String);
impl NewsKeywords {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsKeywordsError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(NewsKeywords(value.to_owned()))
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
impl TryFrom<String> for NewsKeywords {
    type Error = NewsKeywordsError;
    fn try_from(value: String) -> Result<Self, NewsKeywordsError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsKeywords {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsKeywords> for String {
    fn from(value: NewsKeywords) -> Self {
        value.0
    }
}
impl fmt::Display for NewsKeywords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsKeywords {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsKeywords {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsKeywords {
    type Err = NewsKeywordsError;
    fn from_str(value: &str) -> Result<Self, NewsKeywordsError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsKeywords {
    type Error = NewsKeywordsError;
    /// The same as [`NewsKeywords::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsKeywordsError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsKeywords {
    type Error = NewsKeywordsError;
    const LABEL: &'static str = "news:keywords";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsKeywordsError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsKeywords`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsKeywordsError(crate::facet::FacetError);
impl NewsKeywordsError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsKeywordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsKeywordsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsKeywordsError> for crate::facet::FacetError {
    fn from(error: NewsKeywordsError) -> Self {
        error.0
    }
}
/// Up to five tickers such as NASDAQ:AMAT, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsStockTickers(String);
impl NewsStockTickers {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsStockTickersError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "([^\\s,:]+:[^\\s,:]+(, *[^\\s,:]+:[^\\s,:]+){0,4})?",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Group(
                            &[
                                &[
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Class {
                                            ranges: &[
                                                (' ', ' '),
                                                ('\t', '\t'),
                                                ('\n', '\n'),
                                                ('\r', '\r'),
                                                (',', ','),
                                                (':', ':'),
                                            ],
                                            negated: true,
                                        },
                                        min: 1u32,
                                        max: None,
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Char(':'),
                                        min: 1u32,
                                        max: Some(1u32),
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Class {
                                            ranges: &[
                                                (' ', ' '),
                                                ('\t', '\t'),
                                                ('\n', '\n'),
                                                ('\r', '\r'),
                                                (',', ','),
                                                (':', ':'),
                                            ],
                                            negated: true,
                                        },
                                        min: 1u32,
                                        max: None,
                                    },
                                    crate::pattern::Piece {
                                        atom: crate::pattern::Atom::Group(
                                            &[
                                                &[
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char(','),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char(' '),
                                                        min: 0u32,
                                                        max: None,
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Class {
                                                            ranges: &[
                                                                (' ', ' '),
                                                                ('\t', '\t'),
                                                                ('\n', '\n'),
                                                                ('\r', '\r'),
                                                                (',', ','),
                                                                (':', ':'),
                                                            ],
                                                            negated: true,
                                                        },
                                                        min: 1u32,
                                                        max: None,
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Char(':'),
                                                        min: 1u32,
                                                        max: Some(1u32),
                                                    },
                                                    crate::pattern::Piece {
                                                        atom: crate::pattern::Atom::Class {
                                                            ranges: &[
                                                                (' ', ' '),
                                                                ('\t', '\t'),
                                                                ('\n', '\n'),
                                                                ('\r', '\r'),
                                                                (',', ','),
                                                                (':', ':'),
                                                            ],
                                                            negated: true,
                                                        },
                                                        min: 1u32,
                                                        max: None,
                                                    },
                                                ],
                                            ],
                                        ),
                                        min: 0u32,
                                        max: Some(4u32),
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
                NewsStockTickersError(
                    crate::facet::FacetError::new(
                        "news:stock_tickers",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(NewsStockTickers(value.to_owned()))
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
impl TryFrom<String> for NewsStockTickers {
    type Error = NewsStockTickersError;
    fn try_from(value: String) -> Result<Self, NewsStockTickersError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsStockTickers {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsStockTickers> for String {
    fn from(value: NewsStockTickers) -> Self {
        value.0
    }
}
impl fmt::Display for NewsStockTickers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsStockTickers {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsStockTickers {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsStockTickers {
    type Err = NewsStockTickersError;
    fn from_str(value: &str) -> Result<Self, NewsStockTickersError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsStockTickers {
    type Error = NewsStockTickersError;
    /// The same as [`NewsStockTickers::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsStockTickersError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsStockTickers {
    type Error = NewsStockTickersError;
    const LABEL: &'static str = "news:stock_tickers";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsStockTickersError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsStockTickers`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsStockTickersError(crate::facet::FacetError);
impl NewsStockTickersError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsStockTickersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsStockTickersError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsStockTickersError> for crate::facet::FacetError {
    fn from(error: NewsStockTickersError) -> Self {
        error.0
    }
}
/// The value of `news:name`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsPublicationName(String);
impl NewsPublicationName {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsPublicationNameError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(NewsPublicationName(value.to_owned()))
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
impl TryFrom<String> for NewsPublicationName {
    type Error = NewsPublicationNameError;
    fn try_from(value: String) -> Result<Self, NewsPublicationNameError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsPublicationName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsPublicationName> for String {
    fn from(value: NewsPublicationName) -> Self {
        value.0
    }
}
impl fmt::Display for NewsPublicationName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsPublicationName {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsPublicationName {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsPublicationName {
    type Err = NewsPublicationNameError;
    fn from_str(value: &str) -> Result<Self, NewsPublicationNameError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsPublicationName {
    type Error = NewsPublicationNameError;
    /// The same as [`NewsPublicationName::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsPublicationNameError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsPublicationName {
    type Error = NewsPublicationNameError;
    const LABEL: &'static str = "news:name";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsPublicationNameError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsPublicationName`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsPublicationNameError(crate::facet::FacetError);
impl NewsPublicationNameError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsPublicationNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsPublicationNameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsPublicationNameError> for crate::facet::FacetError {
    fn from(error: NewsPublicationNameError) -> Self {
        error.0
    }
}
/// An ISO 639 language code of two or three lowercase letters (en, fra), or zh-cn or zh-tw for Chinese; not a region-qualified tag such as en-US.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsLanguage(String);
impl NewsLanguage {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsLanguageError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "zh-cn|zh-tw|[a-z]{2,3}",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('z'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('h'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('-'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('c'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('n'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                ],
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('z'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('h'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('-'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('t'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('w'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                ],
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('a', 'z')],
                            negated: false,
                        },
                        min: 2u32,
                        max: Some(3u32),
                    },
                ],
            ],
        };
        if !PATTERN.matches(value) {
            return Err(
                NewsLanguageError(
                    crate::facet::FacetError::new(
                        "news:language",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(NewsLanguage(value.to_owned()))
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
impl TryFrom<String> for NewsLanguage {
    type Error = NewsLanguageError;
    fn try_from(value: String) -> Result<Self, NewsLanguageError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for NewsLanguage {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<NewsLanguage> for String {
    fn from(value: NewsLanguage) -> Self {
        value.0
    }
}
impl fmt::Display for NewsLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for NewsLanguage {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for NewsLanguage {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for NewsLanguage {
    type Err = NewsLanguageError;
    fn from_str(value: &str) -> Result<Self, NewsLanguageError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for NewsLanguage {
    type Error = NewsLanguageError;
    /// The same as [`NewsLanguage::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, NewsLanguageError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for NewsLanguage {
    type Error = NewsLanguageError;
    const LABEL: &'static str = "news:language";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, NewsLanguageError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`NewsLanguage`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsLanguageError(crate::facet::FacetError);
impl NewsLanguageError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for NewsLanguageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for NewsLanguageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<NewsLanguageError> for crate::facet::FacetError {
    fn from(error: NewsLanguageError) -> Self {
        error.0
    }
}
/// When the article was first published: a date (2024-05-01) or a date and time with a time zone (2024-05-01T08:30:00+02:00). The zone is Google's rule (W3C Datetime requires one with a time) and the reader reports its absence, keeping the value; the official schema's xsd:dateTime makes it optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PublicationDate(crate::lexical::datetime::DateTime);
impl PublicationDate {
    /// Parses a value, keeping the precision it was given.
    pub fn parse(text: &str) -> Result<Self, PublicationDateError> {
        let value = crate::lexical::datetime::DateTime::parse(text)
            .map_err(|e| {
                PublicationDateError(
                    crate::facet::FacetError::new(
                        "news:publication_date",
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
    ) -> Result<Self, PublicationDateError> {
        if value.is_xsd_date() || value.is_xsd_date_time() {
            Ok(PublicationDate(value))
        } else {
            Err(
                PublicationDateError(
                    crate::facet::FacetError::new(
                        "news:publication_date",
                        value.to_string(),
                        crate::facet::Violation::NotInUnion {
                            expected: "an XML Schema date or an XML Schema dateTime",
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
    /// The form written into documents (the value as given).
    pub fn to_document_string(&self) -> String {
        self.document_text_impl().into_owned()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl fmt::Display for PublicationDate {
    /// The value exactly as given (same precision and zone).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for PublicationDate {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for PublicationDate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for PublicationDate {
    type Err = PublicationDateError;
    fn from_str(value: &str) -> Result<Self, PublicationDateError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for PublicationDate {
    type Error = PublicationDateError;
    /// The same as [`PublicationDate::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, PublicationDateError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for PublicationDate {
    type Error = PublicationDateError;
    const LABEL: &'static str = "news:publication_date";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, PublicationDateError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`PublicationDate`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicationDateError(crate::facet::FacetError);
impl PublicationDateError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for PublicationDateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for PublicationDateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<PublicationDateError> for crate::facet::FacetError {
    fn from(error: PublicationDateError) -> Self {
        error.0
    }
}
