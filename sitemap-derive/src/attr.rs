//! Parsing `#[sitemap(...)]` attributes, one commented branch per key.
//!
//! Every literal is checked here by the parser the runtime uses
//! (`sitemap_rules`), and its error message is the runtime's message: the two
//! cannot disagree. Errors go to the [`Ctxt`] and parsing goes on, so that one
//! build reports every mistake of an item.

use proc_macro2::TokenStream;
use quote::ToTokens;
use sitemap_rules::__private::{Part, closest, parse_template, repair};
use sitemap_rules::{ChangeFreq, Href, Hreflang, LastMod, Loc, Priority};
use syn::meta::ParseNestedMeta;
use syn::{Attribute, Expr, ExprLit, ExprUnary, Lit, LitStr, Token, UnOp};

use crate::ctxt::Ctxt;

/// Where an attribute sits; each place accepts its own keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    Struct,
    Enum,
    Variant,
    Field,
}

impl Place {
    fn name(self) -> &'static str {
        match self {
            Place::Struct => "a struct",
            Place::Enum => "an enum",
            Place::Variant => "an enum variant",
            Place::Field => "a field",
        }
    }

    /// The keys accepted here, for "did you mean" suggestions: a field's
    /// include each typed extension's field name, from the schemas.
    fn keys(self) -> Vec<&'static str> {
        let fixed: &[&str] = match self {
            Place::Struct => &[
                "path",
                "loc",
                "changefreq",
                "priority",
                "lastmod",
                "alternate",
            ],
            Place::Enum => &["changefreq", "priority", "lastmod"],
            Place::Variant => &[
                "path",
                "loc",
                "changefreq",
                "priority",
                "lastmod",
                "alternate",
                "skip",
            ],
            Place::Field => &["loc", "changefreq", "priority", "lastmod", "fingerprint"],
        };
        let mut keys = fixed.to_vec();
        if self == Place::Field {
            keys.extend(
                sitemap_rules::EXTENSION_FIELDS
                    .iter()
                    .map(|(field, _)| *field),
            );
            keys.push("skip");
        }
        keys
    }
}

/// A value a field can supply at run time (`#[sitemap(lastmod)]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    Loc,
    LastMod,
    ChangeFreq,
    Priority,
    /// The application's fingerprint of the page's content
    /// (`#[sitemap(fingerprint)]`): never written, compared by a
    /// regeneration.
    Fingerprint,
    /// A typed extension's field (`#[sitemap(images)]`): its name and the
    /// value type, from the schemas (`sitemap_rules::EXTENSION_FIELDS`).
    Extension {
        field: &'static str,
        ty: &'static str,
    },
}

impl Role {
    pub(crate) fn key(self) -> &'static str {
        match self {
            Role::Loc => "loc",
            Role::LastMod => "lastmod",
            Role::ChangeFreq => "changefreq",
            Role::Priority => "priority",
            Role::Fingerprint => "fingerprint",
            Role::Extension { field, .. } => field,
        }
    }
}

/// A checked literal: the tokens for error carets and the literal's text.
pub(crate) struct Literal {
    pub tokens: TokenStream,
    pub text: String,
}

/// `path = "..."`: `parts` is `None` when the template broke the path rule
/// (already reported).
pub(crate) struct PathAttr {
    pub lit: LitStr,
    pub parts: Option<Vec<TemplatePart>>,
    /// Read from axum-extra's `#[typed_path("...")]`: in a tuple struct its
    /// captures fill the fields in order, whatever their names, as
    /// `TypedPath` fills them.
    pub from_typed_path: bool,
}

/// `alternate(hreflang = "de", path = "/de/{slug}")` on a struct or
/// variant: one hreflang alternate, its language checked at compile time.
pub(crate) struct AlternateAttr {
    pub hreflang: Literal,
    pub target: AlternateTarget,
}

/// Where an alternate is: a path under the base URL (with placeholders),
/// or an absolute address.
pub(crate) enum AlternateTarget {
    Path(PathAttr),
    Href(Literal),
}

/// An owned [`Part`].
pub(crate) enum TemplatePart {
    Literal(String),
    Placeholder(String),
    /// `{*rest}`: the value keeps its `/`.
    Wildcard(String),
}

/// What the `#[sitemap(...)]` attributes of one item say.
#[derive(Default)]
pub(crate) struct Attrs {
    pub path: Option<PathAttr>,
    pub loc: Option<Literal>,
    pub changefreq: Option<Literal>,
    pub priority: Option<Literal>,
    pub lastmod: Option<Literal>,
    pub skip: Option<syn::Path>,
    /// `alternate(...)` keys, in order.
    pub alternates: Vec<AlternateAttr>,
    /// Field attributes only: the values this field supplies.
    pub roles: Vec<(Role, syn::Path)>,
    /// A `path` or `loc` key (or role) was written, valid or not, or an
    /// attribute could not be parsed: "no URL" would only be a follow-on error.
    pub url_attempted: bool,
}

impl Attrs {
    /// Whether a literal for `role` was given.
    pub(crate) fn literal_for(&self, role: Role) -> Option<&Literal> {
        match role {
            Role::Loc => self.loc.as_ref(),
            Role::LastMod => self.lastmod.as_ref(),
            Role::ChangeFreq => self.changefreq.as_ref(),
            Role::Priority => self.priority.as_ref(),
            Role::Fingerprint | Role::Extension { .. } => None,
        }
    }
}

/// Parses every `#[sitemap(...)]` in `attrs`.
pub(crate) fn parse(cx: &mut Ctxt, attrs: &[Attribute], place: Place) -> Attrs {
    let mut out = Attrs::default();
    let mut seen: Vec<String> = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("sitemap")) {
        let result =
            attr.parse_nested_meta(|meta| parse_key(cx, &meta, place, &mut out, &mut seen));
        if let Err(error) = result {
            out.url_attempted = true;
            cx.syn_error(error);
        }
    }
    if place == Place::Struct {
        typed_path(cx, attrs, &mut out);
    }
    out
}

/// The path literal an attribute of another derive starts with
/// (`#[typed_path("/users/{id}", rejection(...))]`, `#[route("/", Home)]`).
fn leading_path(attr: &Attribute) -> syn::Result<LitStr> {
    attr.parse_args_with(|input: syn::parse::ParseStream<'_>| {
        let lit: LitStr = input.parse()?;
        input.parse::<TokenStream>()?;
        Ok(lit)
    })
}

// axum-extra's `#[typed_path("/users/{id}")]` (its derive reads it; we see
// it because it follows our derive): the route's path, written once, read
// as `path = "..."` is, with its checks.
fn typed_path(cx: &mut Ctxt, attrs: &[Attribute], out: &mut Attrs) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("typed_path")) {
        // Whatever follows the path (`rejection(...)`) is TypedPath's, which
        // reports a malformed attribute itself.
        let Ok(lit) = leading_path(attr) else {
            out.url_attempted = true;
            continue;
        };
        out.url_attempted = true;
        // axum 0.7's `/users/:id` and `/files/*rest` would be kept as
        // literal text, every entry the same URL.
        let template = lit.value();
        if template
            .split('/')
            .any(|segment| segment.starts_with(':') || segment.starts_with('*'))
        {
            let fixed: Vec<String> = template
                .split('/')
                .map(
                    |segment| match (segment.strip_prefix(':'), segment.strip_prefix('*')) {
                        (Some(name), _) => format!("{{{name}}}"),
                        (_, Some(name)) => format!("{{*{name}}}"),
                        _ => segment.to_owned(),
                    },
                )
                .collect();
            cx.error_spanned(
                &lit,
                format!(
                    "axum 0.8 and axum-extra 0.10 name captures in braces; write `{}`",
                    fixed.join("/")
                ),
            );
            continue;
        }
        if let Some(given) = &out.path {
            cx.error_spanned(
                &given.lit,
                "the path is given twice, by #[typed_path] and by `path = ...`; remove \
                 `path = ...` and keep #[typed_path], the path axum routes by",
            );
            continue;
        }
        out.path = Some(path_of(cx, lit, true));
    }
}

/// Dioxus's `#[route("/blog/:id")]` on a variant of a `#[derive(Routable)]`
/// enum, under the `#[nest("/prefix")]`s open before it (`nests`, kept
/// across the variants in order): the route's path, written once, read as
/// `path = "..."` is, with its checks. `:name` fills from the field of that
/// name, a query's `:name` is the parameter `name={name}`; a catch-all, a
/// whole-query spread or a fragment has no value the sitemap can build.
pub(crate) fn dioxus_route(
    cx: &mut Ctxt,
    attrs: &[Attribute],
    nests: &mut Vec<String>,
    out: &mut Attrs,
) {
    for attr in attrs {
        let path = attr.path();
        if path.is_ident("end_nest") {
            nests.pop();
            continue;
        }
        if !path.is_ident("nest") && !path.is_ident("route") {
            continue;
        }
        // Whatever follows the path (a component, a layout) is Dioxus's,
        // which reports a malformed attribute itself.
        let Ok(lit) = leading_path(attr) else {
            out.url_attempted = true;
            continue;
        };
        if path.is_ident("nest") {
            nests.push(lit.value().trim_end_matches('/').to_owned());
            continue;
        }
        out.url_attempted = true;
        if out.skip.is_some() {
            continue;
        }
        let route = lit.value();
        // As Dioxus joins them: `#[nest("/blog")]` and `#[route("/")]` are
        // `/blog/`.
        let full = format!("{}{route}", nests.concat());
        let template = match dioxus_template(&full) {
            Ok(template) => template,
            Err(message) => {
                cx.error_spanned(&lit, message);
                continue;
            }
        };
        if let Some(given) = &out.path {
            cx.error_spanned(
                &given.lit,
                "the path is given twice, by #[route] and by `path = ...`; remove `path = ...` \
                 and keep #[route], the path Dioxus routes by",
            );
            continue;
        }
        // Checked as written in our form, reported at the route literal.
        out.path = Some(path_of(cx, LitStr::new(&template, lit.span()), false));
    }
}

/// A Dioxus route in the derive's template form: `/blog/:id?:q` becomes
/// `/blog/{id}?q={q}`.
fn dioxus_template(route: &str) -> Result<String, String> {
    let (route, fragment) = match route.split_once('#') {
        Some((route, fragment)) => (route, Some(fragment)),
        None => (route, None),
    };
    if let Some(fragment) = fragment {
        return Err(format!(
            "`#{fragment}`: a sitemap lists pages, not places in a page, so the fragment has \
             no entry; route the page without it, or mark the variant `#[sitemap(skip)]`"
        ));
    }
    let (path, query) = match route.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (route, None),
    };
    let mut template = Vec::new();
    for segment in path.split('/') {
        template.push(if let Some(name) = segment.strip_prefix(":..") {
            return Err(format!(
                "the catch-all `:..{name}` matches any path, so the sitemap has no value to \
                 list it with; mark the variant `#[sitemap(skip)]` (a not-found page is no \
                 page of the site)"
            ));
        } else if let Some(name) = segment.strip_prefix(':') {
            format!("{{{name}}}")
        } else {
            segment.to_owned()
        });
    }
    let mut template = template.join("/");
    if let Some(query) = query {
        let mut parameters = Vec::new();
        for parameter in query.split('&') {
            if let Some(name) = parameter.strip_prefix(":..") {
                return Err(format!(
                    "`?:..{name}` takes the whole query, which the sitemap cannot build from a \
                     field; name each parameter (`?:q&:page`), or mark the variant \
                     `#[sitemap(skip)]`"
                ));
            }
            parameters.push(match parameter.strip_prefix(':') {
                Some(name) => format!("{name}={{{name}}}"),
                None => parameter.to_owned(),
            });
        }
        template = format!("{template}?{}", parameters.join("&"));
    }
    Ok(template)
}

fn parse_key(
    cx: &mut Ctxt,
    meta: &ParseNestedMeta<'_>,
    place: Place,
    out: &mut Attrs,
    seen: &mut Vec<String>,
) -> syn::Result<()> {
    let key = meta.path.to_token_stream().to_string().replace(' ', "");
    if key == "path" || key == "loc" {
        out.url_attempted = true;
    }
    let value = take_value(meta)?;

    // Each `alternate(...)` is one more alternate, so it may repeat.
    if key == "alternate" && matches!(place, Place::Struct | Place::Variant) {
        match value {
            Some(value) => {
                if let Some(alternate) = alternate(cx, &meta.path, value) {
                    out.alternates.push(alternate);
                }
            }
            None => cx.error_spanned(
                &meta.path,
                "`alternate` needs its language and address: \
                 `alternate(hreflang = \"de\", path = \"/de/...\")`",
            ),
        }
        return Ok(());
    }

    // A key given twice is reported at its second occurrence.
    if seen.contains(&key) {
        cx.error_spanned(
            &meta.path,
            format!("duplicate key `{key}`: it is already given above; keep one"),
        );
        return Ok(());
    }
    seen.push(key.clone());

    match (key.as_str(), place) {
        // `skip`: an enum variant without an entry, or a field that must not
        // appear in the entry.
        ("skip", Place::Variant | Place::Field) => {
            if let Some(value) = value {
                cx.error_spanned(value, "`skip` takes no value: write `#[sitemap(skip)]`");
            }
            out.skip = Some(meta.path.clone());
        }
        ("skip", Place::Struct) => cx.error_spanned(
            &meta.path,
            "`skip` goes on enum variants and fields, not on a struct: a struct that derives \
             Sitemap always has an entry; remove the derive to leave it out",
        ),
        ("skip", Place::Enum) => cx.error_spanned(
            &meta.path,
            "`skip` goes on the variants to leave out, not on the enum",
        ),

        // `path` and `loc` say where one page is, so an enum has them per variant.
        ("path" | "loc", Place::Enum) => cx.error_spanned(
            &meta.path,
            format!(
                "`{key}` goes on each variant of an enum, not on the enum: \
                 `#[sitemap({key} = \"...\")]` above the variant"
            ),
        ),
        ("path", Place::Field) => cx.error_spanned(
            &meta.path,
            "`path` goes on the struct or variant; a field fills the path's `{placeholder}` of \
             the same name, or supplies the whole URL with `#[sitemap(loc)]`",
        ),

        // On a field, a value key is a flag: the field supplies the value.
        (key, Place::Field)
            if matches!(
                key,
                "loc" | "changefreq" | "priority" | "lastmod" | "fingerprint"
            ) || extension_field(key).is_some() =>
        {
            let role = match key {
                "loc" => Role::Loc,
                "changefreq" => Role::ChangeFreq,
                "priority" => Role::Priority,
                "lastmod" => Role::LastMod,
                "fingerprint" => Role::Fingerprint,
                _ => extension_field(key).unwrap_or(Role::LastMod),
            };
            match value {
                Some(value) => cx.error_spanned(
                    value,
                    format!(
                        "on a field, `{key}` takes no value: the field's value is the {key}; \
                         write `#[sitemap({key})]`, or put `{key} = ...` on the struct or variant"
                    ),
                ),
                None => out.roles.push((role, meta.path.clone())),
            }
        }

        // On a struct, variant or enum, a value key needs its literal.
        ("path" | "loc" | "changefreq" | "priority" | "lastmod", _) => {
            let Some(value) = value else {
                cx.error_spanned(
                    &meta.path,
                    format!(
                        "`{key}` needs a value here, e.g. `{key} = {}`; to take it from a field, \
                         mark that field `#[sitemap({key})]`",
                        example(&key)
                    ),
                );
                return Ok(());
            };
            match key.as_str() {
                "path" => out.path = path(cx, value),
                "loc" => out.loc = loc(cx, value),
                "changefreq" => out.changefreq = changefreq(cx, value),
                "priority" => out.priority = priority(cx, value),
                _ => out.lastmod = lastmod(cx, value),
            }
        }

        _ => {
            let mut message = format!(
                "unknown key `{key}` on {}; expected one of: {}",
                place.name(),
                place.keys().join(", ")
            );
            if let Some(suggestion) = closest(&key, &place.keys()) {
                message = format!("{message}; did you mean `{suggestion}`?");
            } else if let Some(elsewhere) = [Place::Struct, Place::Variant, Place::Field]
                .into_iter()
                .find(|p| p.keys().contains(&key.as_str()))
            {
                message = format!("{message}; `{key}` goes on {}", elsewhere.name());
            }
            cx.error_spanned(&meta.path, message);
        }
    }
    Ok(())
}

fn example(key: &str) -> &'static str {
    match key {
        "path" => "\"/posts/{slug}\"",
        "loc" => "\"https://example.com/\"",
        "changefreq" => "\"weekly\"",
        "priority" => "0.8",
        _ => "\"2024-05-01\"",
    }
}

/// Consumes `= value` (up to the next top-level comma), or nothing for a flag.
fn take_value(meta: &ParseNestedMeta<'_>) -> syn::Result<Option<TokenStream>> {
    let input = meta.input;
    if input.peek(syn::token::Paren) {
        let group: proc_macro2::Group = input.parse()?;
        return Ok(Some(group.into_token_stream()));
    }
    if !input.peek(Token![=]) {
        return Ok(None);
    }
    input.parse::<Token![=]>()?;
    let mut tokens = TokenStream::new();
    while !input.is_empty() && !input.peek(Token![,]) {
        tokens.extend([input.parse::<proc_macro2::TokenTree>()?]);
    }
    if tokens.is_empty() {
        return Err(meta.error("expected a value after `=`"));
    }
    Ok(Some(tokens))
}

/// The string literal of `key = "..."`, or an error naming the key.
fn string_literal(cx: &mut Ctxt, key: &str, value: TokenStream) -> Option<LitStr> {
    match syn::parse2::<Lit>(value.clone()) {
        Ok(Lit::Str(lit)) if !lit.suffix().is_empty() => {
            cx.error_spanned(
                &lit,
                format!(
                    "`{key}` takes a plain string literal; remove the suffix `{}`",
                    lit.suffix()
                ),
            );
            None
        }
        Ok(Lit::Str(lit)) => Some(lit),
        _ => {
            let mut message = format!(
                "`{key}` must be a string literal, e.g. `{key} = {}`",
                example(key)
            );
            if key == "changefreq"
                && let Ok(ident) = syn::parse2::<syn::Ident>(value.clone())
            {
                let word = ident.to_string();
                let fix = closest(&word, &ChangeFreq::VALUES).unwrap_or(&word);
                message = format!(
                    "`changefreq` must be a string literal: write `changefreq = \"{fix}\"`"
                );
            }
            cx.error_spanned(value, message);
            None
        }
    }
}

fn literal(lit: &LitStr) -> Literal {
    Literal {
        tokens: lit.to_token_stream(),
        text: lit.value(),
    }
}

// `path = "/posts/{slug}"`: relative to the base URL, checked by the path rule.
fn path(cx: &mut Ctxt, value: TokenStream) -> Option<PathAttr> {
    let lit = string_literal(cx, "path", value)?;
    Some(path_of(cx, lit, false))
}

/// A path template from its literal, checked by the path rule.
fn path_of(cx: &mut Ctxt, lit: LitStr, from_typed_path: bool) -> PathAttr {
    let template = lit.value();
    let parts = match parse_template(&template) {
        Ok(parts) => Some(
            parts
                .into_iter()
                .map(|part| match part {
                    Part::Literal(text) => TemplatePart::Literal(text.to_owned()),
                    Part::Placeholder(name) => TemplatePart::Placeholder(name.to_owned()),
                    Part::Wildcard(name) => TemplatePart::Wildcard(name.to_owned()),
                })
                .collect(),
        ),
        Err(error) => {
            cx.error_spanned(&lit, error);
            None
        }
    };
    PathAttr {
        lit,
        parts,
        from_typed_path,
    }
}

// `loc = "https://..."`: an absolute URL, checked as a `<loc>`.
fn loc(cx: &mut Ctxt, value: TokenStream) -> Option<Literal> {
    let lit = string_literal(cx, "loc", value)?;
    if let Err(error) = Loc::parse(&lit.value()) {
        cx.error_spanned(&lit, error);
    }
    Some(literal(&lit))
}

// `changefreq = "weekly"`: one of the seven values, case-sensitive.
fn changefreq(cx: &mut Ctxt, value: TokenStream) -> Option<Literal> {
    let lit = string_literal(cx, "changefreq", value)?;
    if let Err(error) = ChangeFreq::parse(&lit.value()) {
        cx.error_spanned(&lit, error);
    }
    Some(literal(&lit))
}

// `lastmod = "2024-05-01"`: a valid date or date-time, in the form the writer
// emits (so the literal in the code is the text in the file).
fn lastmod(cx: &mut Ctxt, value: TokenStream) -> Option<Literal> {
    let lit = string_literal(cx, "lastmod", value)?;
    let text = lit.value();
    match LastMod::parse(&text) {
        Err(error) => cx.error_spanned(&lit, error),
        Ok(value) if !value.as_datetime().is_protocol_form() => cx.error_spanned(
            &lit,
            format!(
                "lastmod `{text}` is a valid W3C Datetime, but sitemaps are written with \
                 `{}`: a date (YYYY-MM-DD) or a date-time with seconds and a time zone; \
                 write `{}`",
                value.to_document_string(),
                value.to_document_string()
            ),
        ),
        Ok(_) => {}
    }
    Some(literal(&lit))
}

// `priority = 0.8`: a plain number literal in 0.0..=1.0 (`1` and `0` too).
fn priority(cx: &mut Ctxt, value: TokenStream) -> Option<Literal> {
    let expr = match syn::parse2::<Expr>(value.clone()) {
        Ok(expr) => expr,
        Err(_) => {
            cx.error_spanned(value, not_a_number("this value"));
            return None;
        }
    };
    let (sign, lit) = match &expr {
        Expr::Lit(ExprLit { lit, .. }) => ("", lit),
        Expr::Unary(ExprUnary {
            op: UnOp::Neg(_),
            expr,
            ..
        }) => match &**expr {
            Expr::Lit(ExprLit { lit, .. }) => ("-", lit),
            _ => {
                cx.error_spanned(expr, not_a_number("an expression"));
                return None;
            }
        },
        _ => {
            cx.error_spanned(&expr, not_a_number("an expression"));
            return None;
        }
    };
    let (digits, suffix) = match lit {
        Lit::Float(lit) => (lit.base10_digits(), lit.suffix()),
        Lit::Int(lit) => (lit.base10_digits(), lit.suffix()),
        Lit::Str(lit) => {
            cx.error_spanned(
                lit,
                format!(
                    "priority must be a number literal, not a string: write `priority = {}`",
                    lit.value()
                ),
            );
            return None;
        }
        _ => {
            cx.error_spanned(lit, not_a_number("this literal"));
            return None;
        }
    };
    let text = format!("{sign}{digits}");
    let written = lit.to_token_stream().to_string();
    if ["0x", "0o", "0b"]
        .iter()
        .any(|radix| written.starts_with(radix))
    {
        cx.error_spanned(
            &expr,
            format!("priority `{written}` is not a decimal number; write `priority = {text}`"),
        );
    } else if !suffix.is_empty() {
        cx.error_spanned(
            &expr,
            format!(
                "priority `{text}{suffix}` has a type suffix, but a priority is an exact decimal, \
                 not an `{suffix}`; write `priority = {text}`"
            ),
        );
    } else if let Err(error) = Priority::parse(&text) {
        cx.error_spanned(&expr, error);
    }
    Some(Literal {
        tokens: expr.into_token_stream(),
        text,
    })
}

fn not_a_number(what: &str) -> String {
    format!(
        "priority must be a number literal between 0.0 and 1.0, e.g. `priority = 0.8`, but \
         {what} is not one; to compute it, mark a `Priority` field `#[sitemap(priority)]`"
    )
}

// `alternate(hreflang = "de-DE", path = "/de/posts/{slug}")`, or with
// `href = "https://..."` for an address outside the base URL: the language
// checked as a hreflang, the path by the path rule, the address as an href.
fn alternate(cx: &mut Ctxt, key: &syn::Path, value: TokenStream) -> Option<AlternateAttr> {
    const KEYS: [&str; 3] = ["hreflang", "path", "href"];
    let Ok(group) = syn::parse2::<proc_macro2::Group>(value.clone()) else {
        cx.error_spanned(
            value,
            "write `alternate(hreflang = \"de\", path = \"/de/...\")`, in parentheses",
        );
        return None;
    };
    let mut hreflang = None;
    let mut path_attr = None;
    let mut href = None;
    let parser = syn::meta::parser(|meta| {
        let inner = meta.path.to_token_stream().to_string();
        let Some(value) = take_value(&meta)? else {
            cx.error_spanned(
                &meta.path,
                format!("`{inner}` needs a value: `{inner} = \"...\"`"),
            );
            return Ok(());
        };
        match inner.as_str() {
            "hreflang" => hreflang = hreflang_literal(cx, value),
            "path" => path_attr = path(cx, value),
            "href" => {
                if let Some(lit) = string_literal(cx, "href", value) {
                    if let Err(error) = Href::parse(&lit.value()) {
                        cx.error_spanned(&lit, error);
                    }
                    href = Some(literal(&lit));
                }
            }
            _ => {
                let mut message = format!(
                    "unknown key `{inner}` in `alternate(...)`; expected one of: {}",
                    KEYS.join(", ")
                );
                if let Some(suggestion) = closest(&inner, &KEYS) {
                    message.push_str(&format!("; did you mean `{suggestion}`?"));
                }
                cx.error_spanned(&meta.path, message);
            }
        }
        Ok(())
    });
    if let Err(error) = syn::parse::Parser::parse2(parser, group.stream()) {
        cx.syn_error(error);
        return None;
    }
    let target = match (path_attr, href) {
        (Some(path), None) => AlternateTarget::Path(path),
        (None, Some(href)) => AlternateTarget::Href(href),
        (Some(_), Some(href)) => {
            cx.error_spanned(
                &href.tokens,
                "give the alternate either `path` (under the base URL) or `href` (an absolute \
                 address), not both",
            );
            return None;
        }
        (None, None) => {
            cx.error_spanned(
                key,
                "the alternate needs its address: `path = \"/de/...\"` or `href = \"https://...\"`",
            );
            return None;
        }
    };
    let Some(hreflang) = hreflang else {
        cx.error_spanned(
            key,
            "the alternate needs its language: `hreflang = \"de\"` (or `\"x-default\"`)",
        );
        return None;
    };
    Some(AlternateAttr { hreflang, target })
}

// `hreflang = "de-DE"`: a language as Google reads hreflang, or `x-default`;
// a locale's `de_DE` is named with its fix.
fn hreflang_literal(cx: &mut Ctxt, value: TokenStream) -> Option<Literal> {
    let lit = string_literal(cx, "hreflang", value)?;
    let text = lit.value();
    if let Err(error) = Hreflang::parse(&text) {
        // The reader's repair of the same value, as the suggestion.
        match repair(&error, &text).filter(|fixed| Hreflang::parse(fixed).is_ok()) {
            Some(fixed) => cx.error_spanned(&lit, format!("{error}; did you mean `{fixed}`?")),
            None => cx.error_spanned(&lit, error),
        }
    }
    Some(literal(&lit))
}

/// The role of a typed extension's field named `key`, when the schemas
/// define one.
fn extension_field(key: &str) -> Option<Role> {
    sitemap_rules::EXTENSION_FIELDS
        .iter()
        .find(|(field, _)| *field == key)
        .map(|&(field, ty)| Role::Extension { field, ty })
}
