// @generated from schemas/sitemap-xhtml-link.xsd by `cargo run -p sitemap-codegen`. Do not edit.

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
            _ => Err(crate::values::not_in_enumeration("rel", value, &Self::VALUES)),
        }
    }
}
crate::values::enumeration_value!(AlternateRel, "rel", markup_free : true);
/// Why a value is not a valid [`AlternateRel`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type AlternateRelError = crate::FacetError;
/// The language of the version as Google reads it: an ISO 639-1 language (de), optionally a script (zh-Hant) and a region (de-CH, es-419), or x-default. Read in any case, as Google reads them; a two-letter region is an ISO 3166-1 code (en-GB, not en-UK).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hreflang(String);
impl Hreflang {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, HreflangError> {
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "[xX]-[dD][eE][fF][aA][uU][lL][tT]|[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('x', 'x'), ('X', 'X')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Char('-'),
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('d', 'd'), ('D', 'D')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('e', 'e'), ('E', 'E')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('f', 'f'), ('F', 'F')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('a', 'a'), ('A', 'A')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('u', 'u'), ('U', 'U')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('l', 'l'), ('L', 'L')],
                            negated: false,
                        },
                        min: 1u32,
                        max: Some(1u32),
                    },
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('t', 't'), ('T', 'T')],
                            negated: false,
                        },
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
        crate::values::check_text("hreflang", value, None, None, Some(&PATTERN))?;
        crate::values::check_region("hreflang", value)?;
        Ok(Hreflang(value.into()))
    }
}
crate::values::text_value!(
    Hreflang, "hreflang", markup_free : true, url : false, collapse : false
);
/// Why a value is not a valid [`Hreflang`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type HreflangError = crate::FacetError;
/// The absolute http or https address of the version.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Href(String);
impl Href {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, HrefError> {
        let value = crate::values::normalize_url("href", value)?;
        Ok(Href(value.into()))
    }
}
crate::values::text_value!(
    Href, "href", markup_free : false, url : true, collapse : true
);
/// Why a value is not a valid [`Href`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type HrefError = crate::FacetError;
