//! The hand-written half of every generated value type: one family of
//! impls per kind of schema type (text, enumeration, decimal, integer,
//! date, list), and the checks the facets ask for. The generator writes
//! each type's name, documentation, facets and the rules table; these
//! macros and functions write the rest, so the generated files stay thin
//! and a fix here reaches every type at once.

use std::borrow::Cow;

use crate::facet::{FacetError, Violation};
use crate::lexical::decimal::Decimal;
use crate::pattern::Pattern;

/// `value` as an absolute http(s) URL, percent-encoded as RFC 3986 asks
/// (the `absolute-http-url` rule).
pub(crate) fn normalize_url<'a>(
    label: &'static str,
    value: &'a str,
) -> Result<Cow<'a, str>, FacetError> {
    crate::lexical::uri::normalize_http_url(value)
        .map_err(|e| FacetError::new(label, value, Violation::Uri(e)))
}

/// The length facets of a URL type (`loc`): the schema counts the
/// characters as written, whitespace collapsed; the protocol counts those of
/// the percent-encoded URL, so a URL longer only once encoded is refused
/// beyond the schema ([`Violation::EncodedTooLong`]).
pub(crate) fn check_url_text(
    label: &'static str,
    written: &str,
    encoded: &str,
    min: Option<usize>,
    max: Option<usize>,
) -> Result<(), FacetError> {
    // Mostly nothing was encoded: both counts are the one.
    if written == encoded {
        return check_text(label, encoded, min, max, None);
    }
    let as_written = crate::facet::char_count(&crate::facet::collapse_whitespace(written));
    if let Some(min) = min.filter(|min| as_written < *min) {
        let violation = Violation::TooShort {
            min,
            length: as_written,
        };
        return Err(FacetError::new(label, written, violation));
    }
    if let Some(max) = max.filter(|max| as_written > *max) {
        let violation = Violation::TooLong {
            max,
            length: as_written,
        };
        return Err(FacetError::new(label, written, violation));
    }
    check_text(label, encoded, min, max, None).map_err(|error| match *error.violation() {
        Violation::TooLong { max, length } => {
            FacetError::new(label, encoded, Violation::EncodedTooLong { max, length })
        }
        _ => error,
    })
}

/// The `iso-3166-region` rule: a two-letter region of an hreflang value
/// is an ISO 3166-1 code, as Google reads it (`en-GB`, not `en-UK`).
pub(crate) fn check_region(label: &'static str, value: &str) -> Result<(), FacetError> {
    crate::region::check(value).map_err(|known| {
        let fix =
            known.unwrap_or("use the country's ISO 3166-1 alpha-2 code (de-CH, en-GB, pt-BR)");
        let violation = Violation::BeyondSchema {
            rule: crate::region::RULE,
            fix,
        };
        FacetError::new(label, value, violation)
    })
}

/// The `minLength`, `maxLength` and `pattern` facets of a text.
pub(crate) fn check_text(
    label: &'static str,
    value: &str,
    min: Option<usize>,
    max: Option<usize>,
    pattern: Option<&Pattern>,
) -> Result<(), FacetError> {
    if min.is_some() || max.is_some() {
        let length = crate::facet::char_count(value);
        if let Some(min) = min.filter(|min| length < *min) {
            return Err(FacetError::new(
                label,
                value,
                Violation::TooShort { min, length },
            ));
        }
        if let Some(max) = max.filter(|max| length > *max) {
            return Err(FacetError::new(
                label,
                value,
                Violation::TooLong { max, length },
            ));
        }
    }
    if let Some(pattern) = pattern.filter(|pattern| !pattern.matches(value)) {
        return Err(FacetError::new(
            label,
            value,
            Violation::Pattern {
                pattern: pattern.source,
            },
        ));
    }
    Ok(())
}

/// A value the enumeration does not list, with the closest listed one
/// suggested for a typo.
pub(crate) fn not_in_enumeration(
    label: &'static str,
    value: &str,
    allowed: &'static [&'static str],
) -> FacetError {
    FacetError::new(
        label,
        value,
        Violation::NotInEnumeration {
            allowed,
            suggestion: crate::suggest::closest(value, allowed),
        },
    )
}

/// The `minInclusive` and `maxInclusive` facets of a decimal type, each
/// with its bound as the schema writes it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DecimalRange {
    pub(crate) min: Option<(Decimal, &'static str)>,
    pub(crate) max: Option<(Decimal, &'static str)>,
}

impl DecimalRange {
    pub(crate) fn check(&self, label: &'static str, value: Decimal) -> Result<(), FacetError> {
        let (min_text, max_text) = (self.min.map(|(_, t)| t), self.max.map(|(_, t)| t));
        if let Some((min, text)) = self.min
            && value < min
        {
            let violation = Violation::BelowMinimum {
                min: text,
                max: max_text,
            };
            return Err(FacetError::new(label, value.to_string(), violation));
        }
        if let Some((max, text)) = self.max
            && value > max
        {
            let violation = Violation::AboveMaximum {
                max: text,
                min: min_text,
            };
            return Err(FacetError::new(label, value.to_string(), violation));
        }
        Ok(())
    }
}

/// The bounds of an integer type; `google` is the rule and fix of a lower
/// bound that is Google's (`google-minimum`), not the schema's.
#[derive(Debug, Clone, Copy)]
pub(crate) struct IntegerRange {
    pub(crate) min: Option<(i64, &'static str)>,
    pub(crate) max: Option<(i64, &'static str)>,
    pub(crate) google: Option<(&'static str, &'static str)>,
}

impl IntegerRange {
    pub(crate) fn check(&self, label: &'static str, value: i64) -> Result<(), FacetError> {
        let (min_text, max_text) = (self.min.map(|(_, t)| t), self.max.map(|(_, t)| t));
        if let Some((min, text)) = self.min
            && value < min
        {
            let violation = match self.google {
                Some((rule, fix)) => Violation::BeyondSchema { rule, fix },
                None => Violation::BelowMinimum {
                    min: text,
                    max: max_text,
                },
            };
            return Err(FacetError::new(label, value.to_string(), violation));
        }
        if let Some((max, text)) = self.max
            && value > max
        {
            let violation = Violation::AboveMaximum {
                max: text,
                min: min_text,
            };
            return Err(FacetError::new(label, value.to_string(), violation));
        }
        Ok(())
    }
}

/// What every value type has: `FromStr`, `TryFrom<&str>` and
/// [`SchemaValue`](crate::SchemaValue), over the type's own `parse`,
/// `document_text_impl` and `write_document_text_impl`.
macro_rules! schema_value {
    ($name:ident, $label:literal, markup_free: $markup_free:expr, url: $url:literal, collapse: $collapse:literal) => {
        impl ::std::str::FromStr for $name {
            type Err = $crate::FacetError;
            fn from_str(value: &str) -> Result<Self, $crate::FacetError> {
                Self::parse(value)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = $crate::FacetError;
            /// The same as `from_str`.
            fn try_from(value: &str) -> Result<Self, $crate::FacetError> {
                Self::parse(value)
            }
        }

        impl $crate::SchemaValue for $name {
            type Error = $crate::FacetError;
            const LABEL: &'static str = $label;
            const MARKUP_FREE: bool = $markup_free;
            const NORMALIZED_URL: bool = $url;
            fn from_document_text(text: &str) -> Result<Self, $crate::FacetError> {
                if $collapse {
                    Self::parse(&$crate::facet::collapse_whitespace(text))
                } else {
                    Self::parse(text)
                }
            }
            fn document_text(&self) -> ::std::borrow::Cow<'_, str> {
                self.document_text_impl()
            }
            fn write_document_text(&self, out: &mut String) {
                self.write_document_text_impl(out);
            }
        }
    };
}
pub(crate) use schema_value;

/// A value held as its text (`xsd:string`, `xsd:anyURI`); `collapse` is
/// the base type's whitespace processing (`xsd:anyURI` collapses).
macro_rules! text_value {
    ($name:ident, $label:literal, markup_free: $markup_free:expr, url: $url:literal, collapse: $collapse:literal) => {
        impl $name {
            /// The value, exactly as written into documents.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The value as an owned string.
            pub fn into_string(self) -> String {
                self.0
            }

            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(&self.0)
            }

            fn write_document_text_impl(&self, out: &mut String) {
                out.push_str(&self.0);
            }
        }

        impl TryFrom<String> for $name {
            type Error = $crate::FacetError;
            fn try_from(value: String) -> Result<Self, $crate::FacetError> {
                Self::parse(&value)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl From<$name> for String {
            fn from(value: $name) -> Self {
                value.0
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.0)
            }
        }

        $crate::values::deserialize_text!($name);
        $crate::values::schema_value!($name, $label, markup_free: $markup_free, url: $url, collapse: $collapse);
    };
}
pub(crate) use text_value;

/// `Deserialize` through the type's parser.
macro_rules! deserialize_text {
    ($name:ident) => {
        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                $crate::serde_support::deserialize_text(deserializer)
            }
        }
    };
}
pub(crate) use deserialize_text;

/// An enumeration; the type defines `as_str`.
macro_rules! enumeration_value {
    ($name:ident, $label:literal, markup_free: $markup_free:expr) => {
        impl $name {
            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Borrowed(self.as_str())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                out.push_str(self.as_str());
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        $crate::values::deserialize_text!($name);
        $crate::values::schema_value!($name, $label, markup_free: $markup_free, url: false, collapse: false);
    };
}
pub(crate) use enumeration_value;

/// An `xsd:decimal` within the type's `RANGE`.
macro_rules! decimal_value {
    ($name:ident, $label:literal) => {
        impl $name {
            /// Converts a float through its shortest decimal spelling (`0.8` is
            /// exactly `0.8`), then checks the range.
            pub fn new(value: f64) -> Result<Self, $crate::FacetError> {
                let decimal = $crate::Decimal::from_f64(value).map_err(|e| {
                    $crate::FacetError::new($label, value.to_string(), $crate::Violation::Decimal(e))
                })?;
                Self::from_decimal(decimal)
            }

            /// Converts an `f32` through its own shortest decimal spelling, so
            /// `0.1f32` is exactly `0.1` (through `f64` it would be
            /// `0.10000000149011612`), then checks the range.
            pub fn from_f32(value: f32) -> Result<Self, $crate::FacetError> {
                let decimal = $crate::Decimal::from_f32(value).map_err(|e| {
                    $crate::FacetError::new($label, value.to_string(), $crate::Violation::Decimal(e))
                })?;
                Self::from_decimal(decimal)
            }

            /// Checks the range of an exact decimal.
            pub fn from_decimal(value: $crate::Decimal) -> Result<Self, $crate::FacetError> {
                Self::RANGE.check($label, value)?;
                Ok($name(value))
            }

            /// Parses the `xsd:decimal` form (`0.8`, `1`, `.5`) and checks the range.
            pub fn parse(text: &str) -> Result<Self, $crate::FacetError> {
                let value = $crate::Decimal::parse(text).map_err(|e| {
                    $crate::FacetError::new($label, text, $crate::Violation::Decimal(e))
                })?;
                Self::RANGE
                    .check($label, value)
                    .map_err(|e| $crate::FacetError::new($label, text, e.violation().clone()))?;
                Ok($name(value))
            }

            /// The exact value.
            pub const fn as_decimal(&self) -> $crate::Decimal {
                self.0
            }

            /// The nearest float.
            pub fn to_f64(&self) -> f64 {
                self.0.to_f64()
            }

            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Owned(self.0.to_string())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                self.0.push_to(out);
            }
        }

        // Displayed as the canonical decimal, with at least one fraction
        // digit: `1.0`, `0.25`.
        $crate::values::number_conversions!($name, f64);

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serde_support::serialize_decimal(&self.0, serializer)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = $crate::serde_support::deserialize_decimal(deserializer)?;
                Self::from_decimal(value).map_err(::serde::de::Error::custom)
            }
        }

        $crate::values::schema_value!($name, $label, markup_free: true, url: false, collapse: true);
    };
}
pub(crate) use decimal_value;

/// `TryFrom` the number a numeric type is made from (through its `new`,
/// which checks the range), and `Display` of the number it holds.
macro_rules! number_conversions {
    ($name:ident, $number:ty) => {
        impl TryFrom<$number> for $name {
            type Error = $crate::FacetError;
            fn try_from(value: $number) -> Result<Self, $crate::FacetError> {
                Self::new(value)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&self.0, f)
            }
        }
    };
}
pub(crate) use number_conversions;

/// An integer within the type's `RANGE`.
macro_rules! integer_value {
    ($name:ident, $label:literal) => {
        impl $name {
            /// Checks the range.
            pub fn new(value: i64) -> Result<Self, $crate::FacetError> {
                Self::RANGE.check($label, value)?;
                Ok($name(value))
            }

            /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
            pub fn parse(text: &str) -> Result<Self, $crate::FacetError> {
                let value = $crate::values::parse_integer(text).ok_or_else(|| {
                    $crate::FacetError::new($label, text, $crate::Violation::NotInteger)
                })?;
                Self::new(value)
            }

            /// The value.
            pub const fn get(&self) -> i64 {
                self.0
            }

            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Owned(self.0.to_string())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                use ::std::fmt::Write as _;
                let _ = write!(out, "{}", self.0);
            }
        }

        $crate::values::number_conversions!($name, i64);

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_i64(self.0)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = $crate::serde_support::deserialize_integer(deserializer)?;
                Self::new(value).map_err(::serde::de::Error::custom)
            }
        }

        $crate::values::schema_value!($name, $label, markup_free: true, url: false, collapse: true);
    };
}
pub(crate) use integer_value;

pub(crate) use crate::lexical::integer::parse_integer;

/// A date or date-time of the forms `accepts` lets through; written in the
/// protocol's form when `w3c` (the W3C Datetime rule), as given otherwise.
macro_rules! datetime_value {
    ($name:ident, $label:literal, expected: $expected:literal, w3c: $w3c:literal, accepts: $accepts:expr) => {
        impl $name {
            /// Parses a value, keeping the precision it was given.
            pub fn parse(text: &str) -> Result<Self, $crate::FacetError> {
                let value = $crate::DateTime::parse(text).map_err(|e| {
                    $crate::FacetError::new($label, text, $crate::Violation::DateTime(e))
                })?;
                Self::from_datetime(value)
            }

            /// Checks that a parsed date-time is one of the forms this type accepts.
            pub fn from_datetime(value: $crate::DateTime) -> Result<Self, $crate::FacetError> {
                let accepts: fn(&$crate::DateTime) -> bool = $accepts;
                if accepts(&value) {
                    Ok($name(value))
                } else {
                    Err($crate::FacetError::new(
                        $label,
                        value.to_string(),
                        $crate::Violation::NotInUnion { expected: $expected },
                    ))
                }
            }

            /// The parsed value, with the precision and zone it was given.
            pub const fn as_datetime(&self) -> &$crate::DateTime {
                &self.0
            }

            /// The form written into documents: with the W3C Datetime rule,
            /// valid both as an XML Schema date or dateTime and as a W3C
            /// Datetime (see [`DateTime::protocol_form`](crate::DateTime::protocol_form));
            /// without it, the value as given.
            pub fn to_document_string(&self) -> String {
                self.document_text_impl().into_owned()
            }

            fn written(&self) -> $crate::DateTime {
                if $w3c { self.0.protocol_form() } else { self.0 }
            }

            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                ::std::borrow::Cow::Owned(self.written().to_string())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                self.written().push_to(out);
            }
        }

        impl ::std::fmt::Display for $name {
            /// The value exactly as given (same precision and zone).
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&self.0, f)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.document_text_impl())
            }
        }

        $crate::values::deserialize_text!($name);
        $crate::values::schema_value!($name, $label, markup_free: true, url: false, collapse: true);
    };
}
pub(crate) use datetime_value;

/// `xsd:list`: the items, each checked by its own type, separated by
/// single spaces in documents.
macro_rules! list_value {
    ($name:ident, $item:ident, $label:literal) => {
        impl $name {
            /// Reads the items, separated by whitespace, each checked by its
            /// own type; the first that is not valid is the error.
            pub fn parse(value: &str) -> Result<Self, $crate::FacetError> {
                value
                    .split_ascii_whitespace()
                    .map($crate::$item::parse)
                    .collect::<Result<Vec<_>, _>>()
                    .map($name)
            }

            /// A list of these items.
            pub fn new(items: impl IntoIterator<Item = $crate::$item>) -> Self {
                $name(items.into_iter().collect())
            }

            /// The items, in order.
            pub fn items(&self) -> &[$crate::$item] {
                &self.0
            }

            /// Takes the items out.
            pub fn into_items(self) -> Vec<$crate::$item> {
                self.0
            }

            fn document_text_impl(&self) -> ::std::borrow::Cow<'_, str> {
                let mut out = String::new();
                self.write_document_text_impl(&mut out);
                ::std::borrow::Cow::Owned(out)
            }

            fn write_document_text_impl(&self, out: &mut String) {
                for (n, item) in self.0.iter().enumerate() {
                    if n > 0 {
                        out.push(' ');
                    }
                    $crate::SchemaValue::write_document_text(item, out);
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.document_text_impl())
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.document_text_impl())
            }
        }

        $crate::values::deserialize_text!($name);
        $crate::values::schema_value!(
            $name,
            $label,
            markup_free: <$crate::$item as $crate::SchemaValue>::MARKUP_FREE,
            url: false,
            collapse: true
        );
    };
}
pub(crate) use list_value;
