//! Simple types → validated value types in `sitemap-rules`.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::CodegenError;
use crate::model::{Builtin, Facets, SimpleDef, SimpleType};
use crate::xsd::upper_camel;

const RULE_ABSOLUTE_HTTP_URL: &str = "absolute-http-url";
const RULE_W3C_DATETIME: &str = "w3c-datetime";
/// An integer's `minInclusive` above the official schema's, as Google
/// documents it (a video lasts at least a second): said so in its message.
const RULE_GOOGLE_MINIMUM: &str = "google-minimum";

pub(crate) fn emit(types: &[SimpleType]) -> Result<TokenStream, CodegenError> {
    let mut out = TokenStream::new();
    for ty in types {
        out.extend(emit_one(ty)?);
    }
    Ok(out)
}

/// `#[doc]` lines, then the hand-written example when the type has one.
pub(crate) fn doc_attrs(doc: &str, example: Option<&str>) -> TokenStream {
    let mut attrs: TokenStream = doc
        .lines()
        .map(|line| {
            let line = format!(" {line}");
            quote!(#[doc = #line])
        })
        .collect();
    if let Some(path) = example {
        attrs.extend(quote!(#[doc = ""] #[doc = include_str!(#path)]));
    }
    attrs
}

fn emit_one(ty: &SimpleType) -> Result<TokenStream, CodegenError> {
    let name = Ident::new(&ty.rust_name, Span::call_site());
    let error = format_ident!("{}Error", ty.rust_name);
    for rule in &ty.rules {
        let allowed = match &ty.def {
            SimpleDef::Restriction {
                base: Builtin::AnyUri,
                ..
            } => rule == RULE_ABSOLUTE_HTTP_URL,
            SimpleDef::Restriction {
                base: Builtin::Date | Builtin::DateTime,
                ..
            }
            | SimpleDef::Union { .. } => rule == RULE_W3C_DATETIME,
            SimpleDef::Restriction {
                base: Builtin::Integer | Builtin::NonNegativeInteger,
                facets,
            } => rule == RULE_GOOGLE_MINIMUM && facets.min_inclusive.is_some(),
            _ => false,
        };
        if !allowed {
            return Err(CodegenError::Unsupported(format!(
                "rule `{rule}` cannot apply to type {}",
                ty.rust_name
            )));
        }
    }
    if let SimpleDef::Restriction { base, facets } = &ty.def
        && !facets.patterns.is_empty()
        && (!matches!(base, Builtin::String | Builtin::AnyUri) || !facets.enumeration.is_empty())
    {
        return Err(CodegenError::Unsupported(format!(
            "a pattern facet on {} (only on strings and URIs without an enumeration)",
            ty.rust_name
        )));
    }
    // With each body, whether no value's text can hold a character XML
    // escapes in text or in an attribute: dates and decimals are spelled
    // from digits and a few signs, an enumeration holds only its listed
    // values, a pattern only what it matches; other text may hold anything.
    // Writers skip escaping the first kind.
    let (body, markup_free) = match &ty.def {
        SimpleDef::Restriction {
            base: Builtin::String,
            facets,
        } if !facets.enumeration.is_empty() => (
            emit_enumeration(ty, &name, &error, facets),
            facets
                .enumeration
                .iter()
                .all(|value| !value.contains(['&', '<', '>', '"', '\'', '\r', '\n', '\t'])),
        ),
        // A string under patterns that cannot match a reserved character
        // (a language code) holds none either.
        SimpleDef::Restriction {
            base: base @ (Builtin::String | Builtin::AnyUri),
            facets,
        } => (
            emit_text(ty, &name, &error, facets),
            *base == Builtin::String
                && ty.rules.is_empty()
                && !facets.patterns.is_empty()
                && facets.patterns.iter().all(|source| {
                    crate::pattern::parse(source).is_ok_and(|pattern| {
                        !['&', '<', '>', '"', '\'', '\r', '\n', '\t']
                            .iter()
                            .any(|&c| pattern.can_hold(c))
                    })
                }),
        ),
        SimpleDef::Restriction {
            base: Builtin::Decimal,
            facets,
        } => (emit_decimal(ty, &name, &error, facets)?, true),
        SimpleDef::Restriction {
            base: base @ (Builtin::Integer | Builtin::NonNegativeInteger),
            facets,
        } => (
            emit_integer(
                ty,
                &name,
                &error,
                facets,
                *base == Builtin::NonNegativeInteger,
            )?,
            true,
        ),
        SimpleDef::Restriction {
            base: base @ (Builtin::Date | Builtin::DateTime),
            ..
        } => (
            emit_datetime(ty, &name, &error, std::slice::from_ref(base)),
            true,
        ),
        SimpleDef::Union { members } => (emit_datetime(ty, &name, &error, members), true),
        // A list is as free of markup as its items (decided below).
        SimpleDef::List { item } => (emit_list(ty, &name, &error, item), false),
    };
    let markup_free = match &ty.def {
        SimpleDef::List { item } => {
            let item = Ident::new(item, Span::call_site());
            quote!(<crate::#item as crate::SchemaValue>::MARKUP_FREE)
        }
        _ => quote!(#markup_free),
    };
    let normalized_url = ty.rules.iter().any(|rule| rule == RULE_ABSOLUTE_HTTP_URL);
    let error_doc = format!(
        " Why a value is not a valid [`{}`]; its message names the rule and the fix.",
        ty.rust_name
    );
    let from_doc = format!(
        " The same as [`{}::from_str`](std::str::FromStr::from_str).",
        ty.rust_name
    );
    let collapses = match &ty.def {
        SimpleDef::Restriction { base, .. } => base.collapses_whitespace(),
        SimpleDef::Union { .. } | SimpleDef::List { .. } => true,
    };
    let document_text = if collapses {
        quote!(&crate::facet::collapse_whitespace(text))
    } else {
        quote!(text)
    };
    let label = &ty.label;
    Ok(quote! {
        #body

        impl FromStr for #name {
            type Err = #error;
            fn from_str(value: &str) -> Result<Self, #error> {
                Self::parse(value)
            }
        }

        impl TryFrom<&str> for #name {
            type Error = #error;
            #[doc = #from_doc]
            fn try_from(value: &str) -> Result<Self, #error> {
                Self::parse(value)
            }
        }

        impl crate::SchemaValue for #name {
            type Error = #error;
            const LABEL: &'static str = #label;
            const MARKUP_FREE: bool = #markup_free;
            const NORMALIZED_URL: bool = #normalized_url;
            fn from_document_text(text: &str) -> Result<Self, #error> {
                Self::parse(#document_text)
            }
            fn document_text(&self) -> Cow<'_, str> {
                self.document_text_impl()
            }
            fn write_document_text(&self, out: &mut String) {
                self.write_document_text_impl(out);
            }
        }

        #[doc = #error_doc]
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct #error(crate::facet::FacetError);

        impl #error {
            /// The rule that was broken, the rejected value and the element it was meant for.
            pub fn facet(&self) -> &crate::facet::FacetError {
                &self.0
            }
        }

        impl fmt::Display for #error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl std::error::Error for #error {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                std::error::Error::source(&self.0)
            }
        }

        impl From<#error> for crate::facet::FacetError {
            fn from(error: #error) -> Self {
                error.0
            }
        }
    })
}

fn emit_enumeration(ty: &SimpleType, name: &Ident, error: &Ident, facets: &Facets) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    // A value the schema lists again in another case (the official video
    // schema's `Yes` and `YES` beside `yes`) is another spelling of the
    // first one listed: it parses to the same variant, which is written in
    // the first spelling (Google's).
    let mut values: Vec<&String> = Vec::new();
    let mut spellings: Vec<(&String, usize)> = Vec::new();
    for value in &facets.enumeration {
        match values.iter().position(|v| v.eq_ignore_ascii_case(value)) {
            Some(first) => spellings.push((value, first)),
            None => values.push(value),
        }
    }
    let count = values.len();
    let variants: Vec<Ident> = values
        .iter()
        .map(|v| Ident::new(&upper_camel(v), Span::call_site()))
        .collect();
    let variant_docs: Vec<String> = values
        .iter()
        .map(|v| {
            let others: Vec<String> = spellings
                .iter()
                .filter(|(_, first)| values[*first] == *v)
                .map(|(other, _)| format!("`{other}`"))
                .collect();
            if others.is_empty() {
                format!(" `{v}`")
            } else {
                format!(" `{v}` (also read as {})", others.join(", "))
            }
        })
        .collect();
    let spelled: Vec<&String> = spellings.iter().map(|(other, _)| *other).collect();
    let spelled_variants: Vec<&Ident> = spellings
        .iter()
        .map(|(_, first)| &variants[*first])
        .collect();
    quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum #name {
            #( #[doc = #variant_docs] #variants, )*
        }

        impl #name {
            /// Every value, in schema order.
            pub const ALL: [#name; #count] = [ #( #name::#variants ),* ];
            /// Every value as written in documents, in schema order.
            pub const VALUES: [&'static str; #count] = [ #( #values ),* ];

            /// The value as written in documents.
            pub const fn as_str(self) -> &'static str {
                match self {
                    #( #name::#variants => #values, )*
                }
            }

            /// Parses a value as written in documents (case-sensitive); the error
            /// suggests the closest value for a typo.
            pub fn parse(value: &str) -> Result<Self, #error> {
                match value {
                    #( #values => Ok(#name::#variants), )*
                    #( #spelled => Ok(#name::#spelled_variants), )*
                    _ => Err(#error(crate::facet::FacetError::new(
                        #label,
                        value,
                        crate::facet::Violation::NotInEnumeration {
                            allowed: &Self::VALUES,
                            suggestion: crate::suggest::closest(value, &Self::VALUES),
                        },
                    ))),
                }
            }

            fn document_text_impl(&self) -> Cow<'_, str> {
                Cow::Borrowed(self.as_str())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                out.push_str(self.as_str());
            }
        }

        impl fmt::Display for #name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                crate::serde_support::deserialize_text(deserializer)
            }
        }
    }
}

fn length_checks(ty: &SimpleType, error: &Ident, facets: &Facets) -> (TokenStream, TokenStream) {
    let label = &ty.label;
    let mut consts = TokenStream::new();
    let mut checks = TokenStream::new();
    if let Some(min) = facets.min_length {
        consts.extend(quote! {
            /// The fewest characters a value may have (`minLength` facet).
            pub const MIN_LENGTH: usize = #min;
        });
        checks.extend(quote! {
            if length < Self::MIN_LENGTH {
                return Err(#error(crate::facet::FacetError::new(
                    #label, value, crate::facet::Violation::TooShort { min: Self::MIN_LENGTH, length },
                )));
            }
        });
    }
    if let Some(max) = facets.max_length {
        consts.extend(quote! {
            /// The most characters a value may have (`maxLength` facet).
            pub const MAX_LENGTH: usize = #max;
        });
        checks.extend(quote! {
            if length > Self::MAX_LENGTH {
                return Err(#error(crate::facet::FacetError::new(
                    #label, value, crate::facet::Violation::TooLong { max: Self::MAX_LENGTH, length },
                )));
            }
        });
    }
    if !checks.is_empty() {
        checks = quote! {
            let length = crate::facet::char_count(value);
            #checks
        };
    }
    checks.extend(pattern_check(ty, error, facets));
    (consts, checks)
}

/// The `pattern` facets: the value must match one of them (parsed when the
/// schema was read; an error there stops generation first).
fn pattern_check(ty: &SimpleType, error: &Ident, facets: &Facets) -> TokenStream {
    if facets.patterns.is_empty() {
        return TokenStream::new();
    }
    let parsed = facets
        .patterns
        .iter()
        .filter_map(|source| crate::pattern::parse(source).ok())
        .collect();
    let source = facets.patterns.join("|");
    let pattern = crate::pattern::tokens(&source, &crate::pattern::any_of(parsed));
    let label = &ty.label;
    quote! {
        static PATTERN: crate::pattern::Pattern = #pattern;
        if !PATTERN.matches(value) {
            return Err(#error(crate::facet::FacetError::new(
                #label, value, crate::facet::Violation::Pattern { pattern: PATTERN.source },
            )));
        }
    }
}

/// `xsd:list`: the items, each checked by its own type, separated by
/// single spaces in documents.
fn emit_list(ty: &SimpleType, name: &Ident, error: &Ident, item: &str) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let item = Ident::new(item, Span::call_site());
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct #name(Vec<crate::#item>);

        impl #name {
            /// Reads the items, separated by whitespace, each checked by its
            /// own type; the first that is not valid is the error.
            pub fn parse(value: &str) -> Result<Self, #error> {
                value
                    .split_ascii_whitespace()
                    .map(|item| crate::#item::parse(item).map_err(|e| #error(e.into())))
                    .collect::<Result<Vec<_>, _>>()
                    .map(#name)
            }

            /// A list of these items.
            pub fn new(items: impl IntoIterator<Item = crate::#item>) -> Self {
                #name(items.into_iter().collect())
            }

            /// The items, in order.
            pub fn items(&self) -> &[crate::#item] {
                &self.0
            }

            /// Takes the items out.
            pub fn into_items(self) -> Vec<crate::#item> {
                self.0
            }

            fn document_text_impl(&self) -> Cow<'_, str> {
                let mut out = String::new();
                self.write_document_text_impl(&mut out);
                Cow::Owned(out)
            }

            fn write_document_text_impl(&self, out: &mut String) {
                for (n, item) in self.0.iter().enumerate() {
                    if n > 0 {
                        out.push(' ');
                    }
                    crate::SchemaValue::write_document_text(item, out);
                }
            }
        }

        impl fmt::Display for #name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.document_text_impl())
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.document_text_impl())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                crate::serde_support::deserialize_text(deserializer)
            }
        }
    }
}

fn emit_text(ty: &SimpleType, name: &Ident, error: &Ident, facets: &Facets) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    let (consts, checks) = length_checks(ty, error, facets);
    let normalize = if ty.rules.iter().any(|r| r == RULE_ABSOLUTE_HTTP_URL) {
        quote! {
            let original = value;
            let value = crate::lexical::uri::normalize_http_url(value).map_err(|e| {
                #error(crate::facet::FacetError::new(#label, original, crate::facet::Violation::Uri(e)))
            })?;
        }
    } else {
        quote!(let value = Cow::Borrowed(value);)
    };
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(String);

        impl #name {
            #consts

            /// Validates `value` against every rule of the type, percent-encoding
            /// what a URL must not carry raw where the type asks for it.
            pub fn parse(value: &str) -> Result<Self, #error> {
                #normalize
                let value: &str = &value;
                #checks
                Ok(#name(value.to_owned()))
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

        impl TryFrom<String> for #name {
            type Error = #error;
            fn try_from(value: String) -> Result<Self, #error> {
                Self::parse(&value)
            }
        }

        impl AsRef<str> for #name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl From<#name> for String {
            fn from(value: #name) -> Self {
                value.0
            }
        }

        impl fmt::Display for #name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.0)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                crate::serde_support::deserialize_text(deserializer)
            }
        }
    }
}

/// `0.0` → `(0, 1)`: the decimal facet as mantissa and scale, checked here so a
/// bad schema fails generation instead of compilation.
fn decimal_parts(value: &str) -> Result<(i64, u32), CodegenError> {
    let bad =
        || CodegenError::Unsupported(format!("decimal facet `{value}` is not a plain decimal"));
    let (negative, digits) = match value.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, value.strip_prefix('+').unwrap_or(value)),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() && frac.is_empty()
        || !int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit())
    {
        return Err(bad());
    }
    let mantissa: i64 = format!("{int}{frac}").parse().map_err(|_| bad())?;
    Ok((
        if negative { -mantissa } else { mantissa },
        frac.len() as u32,
    ))
}

fn emit_decimal(
    ty: &SimpleType,
    name: &Ident,
    error: &Ident,
    facets: &Facets,
) -> Result<TokenStream, CodegenError> {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    let min_text = facets.min_inclusive.as_deref();
    let max_text = facets.max_inclusive.as_deref();
    let option = |text: Option<&str>| match text {
        Some(t) => quote!(Some(#t)),
        None => quote!(None),
    };
    let (min_opt, max_opt) = (option(min_text), option(max_text));
    let mut consts = TokenStream::new();
    let mut checks = TokenStream::new();
    // The common case, a value in range, is decided before any message text
    // is made.
    let mut in_range = Vec::new();
    if min_text.is_some() {
        in_range.push(quote!(value >= Self::MIN.0));
    }
    if max_text.is_some() {
        in_range.push(quote!(value <= Self::MAX.0));
    }
    if in_range.is_empty() {
        in_range.push(quote!(true));
    }
    if let Some(min) = min_text {
        let (mantissa, scale) = decimal_parts(min)?;
        consts.extend(quote! {
            /// The smallest value (`minInclusive` facet).
            pub const MIN: #name = #name(crate::lexical::decimal::Decimal::from_parts(#mantissa, #scale).unwrap());
        });
        checks.extend(quote! {
            if value < Self::MIN.0 {
                return Err(#error(crate::facet::FacetError::new(
                    #label, text, crate::facet::Violation::BelowMinimum { min: #min, max: #max_opt },
                )));
            }
        });
    }
    if let Some(max) = max_text {
        let (mantissa, scale) = decimal_parts(max)?;
        consts.extend(quote! {
            /// The largest value (`maxInclusive` facet).
            pub const MAX: #name = #name(crate::lexical::decimal::Decimal::from_parts(#mantissa, #scale).unwrap());
        });
        checks.extend(quote! {
            if value > Self::MAX.0 {
                return Err(#error(crate::facet::FacetError::new(
                    #label, text, crate::facet::Violation::AboveMaximum { max: #max, min: #min_opt },
                )));
            }
        });
    }
    Ok(quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(crate::lexical::decimal::Decimal);

        impl #name {
            #consts

            /// Converts a float through its shortest decimal spelling (`0.8` is
            /// exactly `0.8`), then checks the range.
            pub fn new(value: f64) -> Result<Self, #error> {
                let decimal = crate::lexical::decimal::Decimal::from_f64(value).map_err(|e| {
                    #error(crate::facet::FacetError::new(#label, value.to_string(), crate::facet::Violation::Decimal(e)))
                })?;
                Self::from_decimal(decimal)
            }

            /// Converts an `f32` through its own shortest decimal spelling, so
            /// `0.1f32` is exactly `0.1` (through `f64` it would be
            /// `0.10000000149011612`), then checks the range.
            pub fn from_f32(value: f32) -> Result<Self, #error> {
                let decimal = crate::lexical::decimal::Decimal::from_f32(value).map_err(|e| {
                    #error(crate::facet::FacetError::new(#label, value.to_string(), crate::facet::Violation::Decimal(e)))
                })?;
                Self::from_decimal(decimal)
            }

            /// Checks the range of an exact decimal.
            pub fn from_decimal(value: crate::lexical::decimal::Decimal) -> Result<Self, #error> {
                if #(#in_range)&&* {
                    return Ok(#name(value));
                }
                let text = value.to_string();
                let text: &str = &text;
                #checks
                Ok(#name(value))
            }

            /// Parses the `xsd:decimal` form (`0.8`, `1`, `.5`) and checks the range.
            pub fn parse(text: &str) -> Result<Self, #error> {
                let value = crate::lexical::decimal::Decimal::parse(text).map_err(|e| {
                    #error(crate::facet::FacetError::new(#label, text, crate::facet::Violation::Decimal(e)))
                })?;
                #checks
                Ok(#name(value))
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

        impl TryFrom<f64> for #name {
            type Error = #error;
            fn try_from(value: f64) -> Result<Self, #error> {
                Self::new(value)
            }
        }

        impl fmt::Display for #name {
            /// Canonical decimal with at least one fraction digit: `1.0`, `0.25`.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                crate::serde_support::serialize_decimal(&self.0, serializer)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = crate::serde_support::deserialize_decimal(deserializer)?;
                Self::from_decimal(value).map_err(::serde::de::Error::custom)
            }
        }
    })
}

/// An integer type: `i64` within the `minInclusive`/`maxInclusive` facets
/// (and at least 0 for `xsd:nonNegativeInteger`).
fn emit_integer(
    ty: &SimpleType,
    name: &Ident,
    error: &Ident,
    facets: &Facets,
    non_negative: bool,
) -> Result<TokenStream, CodegenError> {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    let bound = |text: &str| {
        text.trim().parse::<i64>().map_err(|_| {
            CodegenError::Unsupported(format!(
                "bound `{text}` of {} is not an integer",
                ty.rust_name
            ))
        })
    };
    // A non-negative integer's own bound of 0 holds under any lower facet.
    let min_text = match (&facets.min_inclusive, non_negative) {
        (Some(min), true) if min.trim().parse::<i64>().is_ok_and(|m| m < 0) => Some("0".to_owned()),
        (Some(min), _) => Some(min.clone()),
        (None, true) => Some("0".to_owned()),
        (None, false) => None,
    };
    let max_text = facets.max_inclusive.clone();
    let option = |text: &Option<String>| match text {
        Some(t) => quote!(Some(#t)),
        None => quote!(None),
    };
    let (min_opt, max_opt) = (option(&min_text), option(&max_text));
    let mut consts = TokenStream::new();
    let mut checks = TokenStream::new();
    if let Some(min_text) = &min_text {
        let min = bound(min_text)?;
        consts.extend(quote! {
            /// The smallest value (`minInclusive` facet).
            pub const MIN: i64 = #min;
        });
        let violation = if ty.rules.iter().any(|r| r == RULE_GOOGLE_MINIMUM) {
            let rule = format!("Google requires at least {min_text}");
            let fix = match &max_text {
                Some(max) => format!("write a value from {min_text} to {max}"),
                None => format!("write {min_text} or more"),
            };
            quote!(crate::facet::Violation::BeyondSchema { rule: #rule, fix: #fix })
        } else {
            quote!(crate::facet::Violation::BelowMinimum { min: #min_text, max: #max_opt })
        };
        checks.extend(quote! {
            if value < Self::MIN {
                return Err(#error(crate::facet::FacetError::new(
                    #label, value.to_string(), #violation,
                )));
            }
        });
    }
    if let Some(max_text) = &max_text {
        let max = bound(max_text)?;
        consts.extend(quote! {
            /// The largest value (`maxInclusive` facet).
            pub const MAX: i64 = #max;
        });
        checks.extend(quote! {
            if value > Self::MAX {
                return Err(#error(crate::facet::FacetError::new(
                    #label, value.to_string(), crate::facet::Violation::AboveMaximum { max: #max_text, min: #min_opt },
                )));
            }
        });
    }
    Ok(quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(i64);

        impl #name {
            #consts

            /// Checks the range.
            pub fn new(value: i64) -> Result<Self, #error> {
                #checks
                Ok(#name(value))
            }

            /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
            pub fn parse(text: &str) -> Result<Self, #error> {
                let value = crate::lexical::integer::parse_integer(text).ok_or_else(|| {
                    #error(crate::facet::FacetError::new(#label, text, crate::facet::Violation::NotInteger))
                })?;
                Self::new(value)
            }

            /// The value.
            pub const fn get(&self) -> i64 {
                self.0
            }

            fn document_text_impl(&self) -> Cow<'_, str> {
                Cow::Owned(self.0.to_string())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                use fmt::Write as _;
                let _ = write!(out, "{}", self.0);
            }
        }

        impl TryFrom<i64> for #name {
            type Error = #error;
            fn try_from(value: i64) -> Result<Self, #error> {
                Self::new(value)
            }
        }

        impl fmt::Display for #name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_i64(self.0)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = crate::serde_support::deserialize_integer(deserializer)?;
                Self::new(value).map_err(::serde::de::Error::custom)
            }
        }
    })
}

fn emit_datetime(ty: &SimpleType, name: &Ident, error: &Ident, members: &[Builtin]) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    let w3c = ty.rules.iter().any(|r| r == RULE_W3C_DATETIME);
    let mut accepted = Vec::new();
    let mut forms = Vec::new();
    if members.contains(&Builtin::Date) {
        accepted.push(quote!(value.is_xsd_date()));
        forms.push("an XML Schema date");
    }
    if members.contains(&Builtin::DateTime) {
        accepted.push(quote!(value.is_xsd_date_time()));
        forms.push("an XML Schema dateTime");
    }
    if w3c {
        accepted.push(quote!(value.is_w3c()));
        forms.push("a W3C Datetime");
    }
    let expected = forms.join(" or ");
    let written = if w3c {
        quote!(self.0.protocol_form())
    } else {
        quote!(self.0)
    };
    let written_doc = if w3c {
        " The form written into documents: valid both as an XML Schema date or\n dateTime and as a W3C Datetime (see [`DateTime::protocol_form`](crate::lexical::datetime::DateTime::protocol_form))."
    } else {
        " The form written into documents (the value as given)."
    };
    quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct #name(crate::lexical::datetime::DateTime);

        impl #name {
            /// Parses a value, keeping the precision it was given.
            pub fn parse(text: &str) -> Result<Self, #error> {
                let value = crate::lexical::datetime::DateTime::parse(text).map_err(|e| {
                    #error(crate::facet::FacetError::new(#label, text, crate::facet::Violation::DateTime(e)))
                })?;
                Self::from_datetime(value)
            }

            /// Checks that a parsed date-time is one of the forms this type accepts.
            pub fn from_datetime(value: crate::lexical::datetime::DateTime) -> Result<Self, #error> {
                if #( #accepted )||* {
                    Ok(#name(value))
                } else {
                    Err(#error(crate::facet::FacetError::new(
                        #label,
                        value.to_string(),
                        crate::facet::Violation::NotInUnion { expected: #expected },
                    )))
                }
            }

            /// The parsed value, with the precision and zone it was given.
            pub const fn as_datetime(&self) -> &crate::lexical::datetime::DateTime {
                &self.0
            }

            #[doc = #written_doc]
            pub fn to_document_string(&self) -> String {
                self.document_text_impl().into_owned()
            }

            fn document_text_impl(&self) -> Cow<'_, str> {
                Cow::Owned(#written.to_string())
            }

            fn write_document_text_impl(&self, out: &mut String) {
                #written.push_to(out);
            }
        }

        impl fmt::Display for #name {
            /// The value exactly as given (same precision and zone).
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        #[cfg(feature = "serde")]
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.document_text_impl())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                crate::serde_support::deserialize_text(deserializer)
            }
        }
    }
}
