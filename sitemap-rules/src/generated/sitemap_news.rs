// @generated from schemas/sitemap-news.xsd by `cargo run -p sitemap-codegen`. Do not edit.

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
                    crate::values::not_in_enumeration(
                        "news:access",
                        value,
                        &Self::VALUES,
                    ),
                )
            }
        }
    }
}
crate::values::enumeration_value!(NewsAccess, "news:access", markup_free : true);
/// Why a value is not a valid [`NewsAccess`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsAccessError = crate::FacetError;
/// The kinds of article, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsGenres(String);
impl NewsGenres {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsGenresError> {
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
        crate::values::check_text("news:genres", value, None, None, Some(&PATTERN))?;
        Ok(NewsGenres(value.into()))
    }
}
crate::values::text_value!(
    NewsGenres, "news:genres", markup_free : true, url : false, collapse : false
);
/// Why a value is not a valid [`NewsGenres`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsGenresError = crate::FacetError;
/// The article's title, as it appears on the page.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsTitle(String);
impl NewsTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsTitleError> {
        Ok(NewsTitle(value.into()))
    }
}
crate::values::text_value!(
    NewsTitle, "news:title", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`NewsTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsTitleError = crate::FacetError;
/// Keywords, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsKeywords(String);
impl NewsKeywords {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsKeywordsError> {
        Ok(NewsKeywords(value.into()))
    }
}
crate::values::text_value!(
    NewsKeywords, "news:keywords", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`NewsKeywords`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsKeywordsError = crate::FacetError;
/// Up to five tickers such as NASDAQ:AMAT, separated by commas (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsStockTickers(String);
impl NewsStockTickers {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsStockTickersError> {
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
        crate::values::check_text(
            "news:stock_tickers",
            value,
            None,
            None,
            Some(&PATTERN),
        )?;
        Ok(NewsStockTickers(value.into()))
    }
}
crate::values::text_value!(
    NewsStockTickers, "news:stock_tickers", markup_free : false, url : false, collapse :
    false
);
/// Why a value is not a valid [`NewsStockTickers`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsStockTickersError = crate::FacetError;
/// The value of `news:name`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsPublicationName(String);
impl NewsPublicationName {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsPublicationNameError> {
        Ok(NewsPublicationName(value.into()))
    }
}
crate::values::text_value!(
    NewsPublicationName, "news:name", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`NewsPublicationName`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsPublicationNameError = crate::FacetError;
/// An ISO 639 language code of two or three lowercase letters (en, fra), or zh-cn or zh-tw for Chinese; not a region-qualified tag such as en-US.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsLanguage(String);
impl NewsLanguage {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, NewsLanguageError> {
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
        crate::values::check_text("news:language", value, None, None, Some(&PATTERN))?;
        Ok(NewsLanguage(value.into()))
    }
}
crate::values::text_value!(
    NewsLanguage, "news:language", markup_free : true, url : false, collapse : false
);
/// Why a value is not a valid [`NewsLanguage`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type NewsLanguageError = crate::FacetError;
/// When the article was first published: a date (2024-05-01) or a date and time with a time zone (2024-05-01T08:30:00+02:00). The zone is Google's rule (W3C Datetime requires one with a time) and the reader reports its absence, keeping the value; the official schema's xsd:dateTime makes it optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PublicationDate(crate::DateTime);
crate::values::datetime_value!(
    PublicationDate, "news:publication_date", expected :
    "an XML Schema date or an XML Schema dateTime", w3c : false, accepts : | value |
    value.is_xsd_date() || value.is_xsd_date_time()
);
/// Why a value is not a valid [`PublicationDate`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type PublicationDateError = crate::FacetError;
