//! The one error of every generated value type.
//!
//! Each value type (`Loc`, `Priority`, …) names its error (`LocError`,
//! `PriorityError`) for readers of its signatures; every one is this
//! [`FacetError`], which says which schema rule was broken, by which value,
//! for which element, and what to write instead.

use std::error::Error;
use std::fmt;

use crate::lexical::datetime::DateTimeError;
use crate::lexical::decimal::DecimalError;
use crate::lexical::uri::UriError;

/// Longest part of a rejected value quoted back in a message.
const QUOTE_LIMIT: usize = 120;

/// A value that breaks a rule of its schema type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetError {
    element: &'static str,
    value: String,
    violation: Violation,
}

/// Which rule a value broke.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Violation {
    /// Not a URL of the form the element requires.
    Uri(UriError),
    /// Not a date or date-time the element accepts.
    DateTime(DateTimeError),
    /// Not a decimal number.
    Decimal(DecimalError),
    /// Shorter than the `minLength` facet.
    TooShort {
        /// The facet's bound.
        min: usize,
        /// The value's length in characters.
        length: usize,
    },
    /// Longer than the `maxLength` facet.
    TooLong {
        /// The facet's bound.
        max: usize,
        /// The value's length in characters.
        length: usize,
    },
    /// Within the `maxLength` facet as written, which is how the schema
    /// counts, but longer once percent-encoded, which is how the protocol
    /// counts a URL's characters ("URL-escaped", "less than 2,048
    /// characters"): `é` is one character written and six encoded.
    EncodedTooLong {
        /// The facet's bound.
        max: usize,
        /// The URL's length in characters once percent-encoded.
        length: usize,
    },
    /// Below the `minInclusive` facet.
    BelowMinimum {
        /// The facet's bound, as written in the schema.
        min: &'static str,
        /// The facet's upper bound, when there is one, for the message.
        max: Option<&'static str>,
    },
    /// Above the `maxInclusive` facet.
    AboveMaximum {
        /// The facet's bound, as written in the schema.
        max: &'static str,
        /// The facet's lower bound, when there is one, for the message.
        min: Option<&'static str>,
    },
    /// A valid value of the base grammar, but not one of the union's forms.
    NotInUnion {
        /// The forms the type accepts, for the message.
        expected: &'static str,
    },
    /// Not a whole number (`xsd:integer` and the types derived from it).
    NotInteger,
    /// Does not match the `pattern` facet.
    Pattern {
        /// The pattern, as written in the schema.
        pattern: &'static str,
    },
    /// Valid under the official schema, but not under a rule of ours that
    /// goes beyond it (Google's documented rules); the message names the
    /// rule's source.
    BeyondSchema {
        /// What the rule asks and who asks it, for the message
        /// (`Google requires a time zone with a time (W3C Datetime)`).
        rule: &'static str,
        /// How to fix the value.
        fix: &'static str,
    },
    /// Not one of the `enumeration` facet's values.
    NotInEnumeration {
        /// Every allowed value.
        allowed: &'static [&'static str],
        /// The closest allowed value, when the input looks like a typo of it.
        suggestion: Option<&'static str>,
    },
}

impl FacetError {
    /// Records that `value`, given for `element`, broke `violation`.
    pub fn new(element: &'static str, value: impl Into<String>, violation: Violation) -> Self {
        FacetError {
            element,
            value: value.into(),
            violation,
        }
    }

    /// The schema element the value was meant for (`loc`, `priority`, …).
    pub fn element(&self) -> &'static str {
        self.element
    }

    /// The rejected value, as given.
    pub fn value(&self) -> &str {
        &self.value
    }

    /// The rule that was broken.
    pub fn violation(&self) -> &Violation {
        &self.violation
    }
}

/// The value as quoted in messages: long values are cut, since a 2049-character
/// URL in an error helps nobody.
///
/// ```
/// let long = "a".repeat(500);
/// assert!(sitemap_rules::__private::quoted(&long).ends_with('…'));
/// assert_eq!(sitemap_rules::__private::quoted("daily"), "daily");
/// ```
pub fn quoted(value: &str) -> String {
    match value.char_indices().nth(QUOTE_LIMIT) {
        Some((cut, _)) => format!("{}…", &value[..cut]),
        None => value.to_owned(),
    }
}

/// The number of characters of `value`, as the length facets count them:
/// its bytes when it is ASCII (told by one fast scan), else its `char`s.
#[inline]
pub fn char_count(value: &str) -> usize {
    if value.is_ascii() {
        value.len()
    } else {
        value.chars().count()
    }
}

impl fmt::Display for FacetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let element = self.element;
        let value = quoted(&self.value);
        match &self.violation {
            // The grammar's errors quote the value themselves; the element
            // is named here, once, for every kind of value.
            Violation::Uri(inner) if self.value.is_empty() => {
                write!(f, "invalid {element}: {}", inner.message())
            }
            Violation::Uri(inner) => write!(f, "invalid {element} {inner}"),
            Violation::DateTime(inner) => write!(f, "invalid {element} {inner}"),
            Violation::Decimal(inner) => write!(f, "invalid {element}: {inner}"),
            Violation::TooShort { min, length } => write!(
                f,
                "invalid {element} `{value}`: it has {length} characters, fewer than the \
                 minimum of {min}; complete it"
            ),
            Violation::NotInteger => write!(
                f,
                "invalid {element} `{value}`: it is not a whole number; write digits, with a sign \
                 if it is negative"
            ),
            Violation::Pattern { pattern } => write!(
                f,
                "invalid {element} `{value}`: it does not have the form `{pattern}` the schema \
                 asks for; write it in that form"
            ),
            Violation::TooLong { max, length } => write!(
                f,
                "invalid {element} `{value}`: it has {length} characters, more than the maximum \
                 of {max}; shorten it"
            ),
            Violation::BelowMinimum { min, max } => {
                write!(f, "invalid {element} `{value}`: ")?;
                range_message(f, min, *max)
            }
            Violation::AboveMaximum { max, min } => {
                write!(f, "invalid {element} `{value}`: ")?;
                match min {
                    Some(min) => range_message(f, min, Some(max)),
                    None => write!(f, "must be at most {max}"),
                }
            }
            Violation::EncodedTooLong { max, length } => write!(
                f,
                "invalid {element} `{value}`: stricter than the schema: the protocol counts a URL's \
                 characters once percent-encoded (RFC 3986, non-ASCII as UTF-8 bytes), and so it \
                 has {length}, more than the maximum of {max}; shorten it"
            ),
            Violation::BeyondSchema { rule, fix } => write!(
                f,
                "invalid {element} `{value}`: stricter than the schema: {rule}; {fix}"
            ),
            Violation::NotInUnion { expected } => {
                write!(f, "invalid {element} `{value}`: write {expected}")
            }
            Violation::NotInEnumeration {
                allowed,
                suggestion,
            } => {
                write!(f, "unknown {element} `{value}`")?;
                match suggestion {
                    Some(suggestion) => write!(f, "; did you mean `{suggestion}`?")?,
                    None => f.write_str(";")?,
                }
                write!(f, " expected one of: {}", allowed.join(", "))
            }
        }
    }
}

fn range_message(f: &mut fmt::Formatter<'_>, min: &str, max: Option<&str>) -> fmt::Result {
    match max {
        Some(max) => write!(f, "must be between {min} and {max} inclusive"),
        None => write!(f, "must be at least {min}"),
    }
}

impl Error for FacetError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match &self.violation {
            Violation::Uri(inner) => Some(inner),
            Violation::DateTime(inner) => Some(inner),
            Violation::Decimal(inner) => Some(inner),
            _ => None,
        }
    }
}

/// XML Schema's `collapse` whitespace processing: tabs and line breaks become
/// spaces, runs of spaces become one, and the ends are trimmed. Types whose
/// schema base collapses whitespace (anyURI, decimal, date, dateTime) apply it
/// to text read from documents before validating.
pub fn collapse_whitespace(text: &str) -> std::borrow::Cow<'_, str> {
    // Values almost never hold a space or a control character; one pass
    // without an early exit (so the compiler vectorizes it) tells, and
    // reading a sitemap asks this of every value.
    if text.bytes().fold(true, |clean, byte| clean & (byte > b' ')) {
        return std::borrow::Cow::Borrowed(text);
    }
    let trimmed = text.trim_matches(is_xml_whitespace);
    let needs_work = trimmed
        .as_bytes()
        .windows(2)
        .any(|w| w[0].is_ascii_whitespace() && w[1].is_ascii_whitespace())
        || trimmed.contains(['\t', '\n', '\r']);
    if !needs_work {
        return std::borrow::Cow::Borrowed(trimmed);
    }
    let mut out = String::with_capacity(trimmed.len());
    for word in trimmed.split(is_xml_whitespace).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    std::borrow::Cow::Owned(out)
}

/// XML's whitespace (the `S` production: space, tab, line feed, carriage
/// return), narrower than Unicode's: a no-break space is text to XML.
pub fn is_xml_whitespace(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_without_xml_whitespace_comes_back_as_it_is() {
        // The shortcut takes only text above U+0020; a form feed, a
        // no-break space or any other non-XML space is never collapsed.
        for text in [
            "x",
            "é",
            "a\u{a0}b",
            "a\u{c}b",
            "a\u{c}\u{c}b",
            "a\u{1}b",
            "",
        ] {
            assert_eq!(collapse_whitespace(text), text, "{text:?}");
        }
        assert!(matches!(
            collapse_whitespace("https://example.com/é"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn collapses_like_xml_schema() {
        assert_eq!(collapse_whitespace("  a \n\t b  "), "a b");
        assert_eq!(
            collapse_whitespace("\r\nhttps://x.example/\r\n"),
            "https://x.example/"
        );
        assert!(matches!(
            collapse_whitespace("plain"),
            std::borrow::Cow::Borrowed("plain")
        ));
        assert_eq!(collapse_whitespace(" \t "), "");
    }

    #[test]
    fn enumeration_message_names_value_suggestion_and_choices() {
        let error = FacetError::new(
            "changefreq",
            "weekley",
            Violation::NotInEnumeration {
                allowed: &["daily", "weekly"],
                suggestion: Some("weekly"),
            },
        );
        assert_eq!(
            error.to_string(),
            "unknown changefreq `weekley`; did you mean `weekly`? expected one of: daily, weekly"
        );
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let long = "x".repeat(3000);
        let error = FacetError::new(
            "loc",
            long.clone(),
            Violation::TooLong {
                max: 2048,
                length: 3000,
            },
        );
        assert!(error.to_string().len() < 400);
        assert_eq!(error.value(), long);
    }
}
