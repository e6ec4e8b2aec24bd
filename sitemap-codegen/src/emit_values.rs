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
/// A text whose two-letter region (`en-GB`) is an ISO 3166-1 code, as
/// Google reads hreflang values.
const RULE_ISO_3166_REGION: &str = "iso-3166-region";

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
            SimpleDef::Restriction {
                base: Builtin::String,
                ..
            } => rule == RULE_ISO_3166_REGION,
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
                // A rule that only refuses keeps what the pattern allows.
                && ty.rules.iter().all(|rule| rule == RULE_ISO_3166_REGION)
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
        } => (emit_decimal(ty, &name, facets)?, true),
        SimpleDef::Restriction {
            base: base @ (Builtin::Integer | Builtin::NonNegativeInteger),
            facets,
        } => (
            emit_integer(ty, &name, facets, *base == Builtin::NonNegativeInteger)?,
            true,
        ),
        SimpleDef::Restriction {
            base: base @ (Builtin::Date | Builtin::DateTime),
            ..
        } => (emit_datetime(ty, &name, std::slice::from_ref(base)), true),
        SimpleDef::Union { members } => (emit_datetime(ty, &name, members), true),
        // A list is as free of markup as its items (its macro asks them).
        SimpleDef::List { item } => (emit_list(ty, &name, item), false),
    };
    let normalized_url = ty.rules.iter().any(|rule| rule == RULE_ABSOLUTE_HTTP_URL);
    let collapses = match &ty.def {
        SimpleDef::Restriction { base, .. } => base.collapses_whitespace(),
        SimpleDef::Union { .. } | SimpleDef::List { .. } => true,
    };
    let label = &ty.label;
    // Each family's impls are the support layer's (`sitemap-rules/src/values.rs`).
    let impls = match &ty.def {
        SimpleDef::Restriction {
            base: Builtin::String,
            facets,
        } if !facets.enumeration.is_empty() => quote! {
            crate::values::enumeration_value!(#name, #label, markup_free: #markup_free);
        },
        SimpleDef::Restriction {
            base: Builtin::String | Builtin::AnyUri,
            ..
        } => quote! {
            crate::values::text_value!(#name, #label, markup_free: #markup_free, url: #normalized_url, collapse: #collapses);
        },
        SimpleDef::Restriction {
            base: Builtin::Decimal,
            ..
        } => quote!(crate::values::decimal_value!(#name, #label);),
        SimpleDef::Restriction {
            base: Builtin::Integer | Builtin::NonNegativeInteger,
            ..
        } => quote!(crate::values::integer_value!(#name, #label);),
        // Dates and lists call their family's macro in their body, with
        // what only they know.
        _ => TokenStream::new(),
    };
    let error_doc = format!(
        " Why a value is not a valid [`{}`]: a [`FacetError`](crate::FacetError) naming the \
         element, the value and the rule, with the fix in its message.",
        ty.rust_name
    );
    Ok(quote! {
        #body
        #impls
        #[doc = #error_doc]
        pub type #error = crate::FacetError;
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
                    _ => Err(crate::values::not_in_enumeration(#label, value, &Self::VALUES)),
                }
            }
        }
    }
}

/// `Some(x)` or `None`, as tokens.
fn option<T: quote::ToTokens>(value: Option<T>) -> TokenStream {
    match value {
        Some(value) => quote!(Some(#value)),
        None => quote!(None),
    }
}

/// The `pattern` facets as one static (parsed when the schema was read; an
/// error there stops generation first).
fn pattern_static(facets: &Facets) -> Option<TokenStream> {
    if facets.patterns.is_empty() {
        return None;
    }
    let parsed = facets
        .patterns
        .iter()
        .filter_map(|source| crate::pattern::parse(source).ok())
        .collect();
    let source = facets.patterns.join("|");
    let pattern = crate::pattern::tokens(&source, &crate::pattern::any_of(parsed));
    Some(quote!(static PATTERN: crate::pattern::Pattern = #pattern;))
}

/// `xsd:list`: the items, each checked by its own type.
fn emit_list(ty: &SimpleType, name: &Ident, item: &str) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let item = Ident::new(item, Span::call_site());
    let label = &ty.label;
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct #name(Vec<crate::#item>);

        crate::values::list_value!(#name, #item, #label);
    }
}

fn emit_text(ty: &SimpleType, name: &Ident, error: &Ident, facets: &Facets) -> TokenStream {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let label = &ty.label;
    let mut consts = TokenStream::new();
    if let Some(min) = facets.min_length {
        consts.extend(quote! {
            /// The fewest characters a value may have (`minLength` facet).
            pub const MIN_LENGTH: usize = #min;
        });
    }
    if let Some(max) = facets.max_length {
        consts.extend(quote! {
            /// The most characters a value may have (`maxLength` facet).
            pub const MAX_LENGTH: usize = #max;
        });
    }
    let pattern = pattern_static(facets);
    let lengths = facets.min_length.is_some() || facets.max_length.is_some();
    let is_url = ty.rules.iter().any(|r| r == RULE_ABSOLUTE_HTTP_URL);
    // A URL's length facets count the characters as written, the
    // protocol's those once encoded (`check_url_text`).
    let url_lengths = is_url && lengths && pattern.is_none();
    let normalize = is_url.then(|| {
        let keep = url_lengths.then(|| quote!(let written = value;));
        quote! {
            #keep
            let value = crate::values::normalize_url(#label, value)?;
        }
    });
    let checks = (lengths || pattern.is_some()).then(|| {
        let (min, max) = (option(facets.min_length), option(facets.max_length));
        let pattern_ref = option(pattern.as_ref().map(|_| quote!(&PATTERN)));
        // A normalized URL is a `Cow`; the value as given is a `&str`.
        let text = if is_url {
            quote!(&value)
        } else {
            quote!(value)
        };
        if url_lengths {
            quote!(crate::values::check_url_text(#label, written, #text, #min, #max)?;)
        } else {
            quote! {
                #pattern
                crate::values::check_text(#label, #text, #min, #max, #pattern_ref)?;
            }
        }
    });
    let region = ty
        .rules
        .iter()
        .any(|r| r == RULE_ISO_3166_REGION)
        .then(|| quote!(crate::values::check_region(#label, value)?;));
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
                #checks
                #region
                Ok(#name(value.into()))
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
    facets: &Facets,
) -> Result<TokenStream, CodegenError> {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let mut consts = TokenStream::new();
    let mut bound =
        |text: Option<&str>, ident: Ident, doc: &str| -> Result<TokenStream, CodegenError> {
            let Some(text) = text else {
                return Ok(quote!(None));
            };
            let (mantissa, scale) = decimal_parts(text)?;
            consts.extend(quote! {
            #[doc = #doc]
            pub const #ident: #name = #name(crate::Decimal::from_parts(#mantissa, #scale).unwrap());
        });
            Ok(quote!(Some((Self::#ident.0, #text))))
        };
    let min = bound(
        facets.min_inclusive.as_deref(),
        format_ident!("MIN"),
        " The smallest value (`minInclusive` facet).",
    )?;
    let max = bound(
        facets.max_inclusive.as_deref(),
        format_ident!("MAX"),
        " The largest value (`maxInclusive` facet).",
    )?;
    Ok(quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(crate::Decimal);

        impl #name {
            #consts
            const RANGE: crate::values::DecimalRange = crate::values::DecimalRange { min: #min, max: #max };
        }
    })
}

/// An integer type: `i64` within the `minInclusive`/`maxInclusive` facets
/// (and at least 0 for `xsd:nonNegativeInteger`).
fn emit_integer(
    ty: &SimpleType,
    name: &Ident,
    facets: &Facets,
    non_negative: bool,
) -> Result<TokenStream, CodegenError> {
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let parse_bound = |text: &str| {
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
    let mut consts = TokenStream::new();
    let mut range =
        |text: &Option<String>, ident: Ident, doc: &str| -> Result<TokenStream, CodegenError> {
            let Some(text) = text else {
                return Ok(quote!(None));
            };
            let value = parse_bound(text)?;
            consts.extend(quote! {
                #[doc = #doc]
                pub const #ident: i64 = #value;
            });
            Ok(quote!(Some((#value, #text))))
        };
    let min = range(
        &min_text,
        format_ident!("MIN"),
        " The smallest value (`minInclusive` facet).",
    )?;
    let max = range(
        &max_text,
        format_ident!("MAX"),
        " The largest value (`maxInclusive` facet).",
    )?;
    let google = match (&min_text, ty.rules.iter().any(|r| r == RULE_GOOGLE_MINIMUM)) {
        (Some(min_text), true) => {
            let rule = format!("Google requires at least {min_text}");
            let fix = match &max_text {
                Some(max) => format!("write a value from {min_text} to {max}"),
                None => format!("write {min_text} or more"),
            };
            quote!(Some((#rule, #fix)))
        }
        _ => quote!(None),
    };
    Ok(quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(i64);

        impl #name {
            #consts
            const RANGE: crate::values::IntegerRange =
                crate::values::IntegerRange { min: #min, max: #max, google: #google };
        }
    })
}

fn emit_datetime(ty: &SimpleType, name: &Ident, members: &[Builtin]) -> TokenStream {
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
    quote! {
        #doc
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct #name(crate::DateTime);

        crate::values::datetime_value!(
            #name, #label, expected: #expected, w3c: #w3c,
            accepts: |value| #( #accepted )||*
        );
    }
}
