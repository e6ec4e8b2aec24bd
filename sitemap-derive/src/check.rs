//! Rules across keys and fields: exactly one source for the URL, placeholders
//! that name usable fields, one field per value. The result is the [`Plan`]
//! that `expand` turns into code.

use sitemap_rules::__private::closest;

use crate::ast::Entry;
use crate::attr::{AlternateTarget, Attrs, PathAttr, Role, TemplatePart};
use crate::ctxt::Ctxt;

/// How one entry is built.
pub(crate) enum Plan {
    /// A variant marked `#[sitemap(skip)]`.
    Skipped,
    Build {
        loc: LocSource,
        lastmod: ValueSource,
        changefreq: ValueSource,
        priority: ValueSource,
        /// The `#[sitemap(fingerprint)]` field, by index.
        fingerprint: Option<usize>,
        /// Fields giving typed extensions (`#[sitemap(images)]`), by index.
        extensions: Vec<(Role, usize)>,
        /// `alternate(...)` literals.
        alternates: Vec<AlternatePlan>,
    },
}

/// One `alternate(hreflang = ..., path = ...)`.
pub(crate) struct AlternatePlan {
    pub hreflang: String,
    pub address: AlternateAddress,
}

/// Where an alternate is.
pub(crate) enum AlternateAddress {
    /// `path = "..."`: built under the base URL like the entry's own.
    Template(Vec<Piece>),
    /// `href = "..."`: an absolute address, checked as an href.
    Href(String),
}

pub(crate) enum LocSource {
    /// `path = "..."`, as literal text and field indices.
    Template(Vec<Piece>),
    /// `loc = "..."`.
    Literal(String),
    /// A `#[sitemap(loc)]` field, by index.
    Field(usize),
}

#[derive(Clone)]
pub(crate) enum Piece {
    Literal(String),
    Field(usize),
    /// `{*rest}`: the field's value keeps its `/`.
    Wildcard(usize),
}

pub(crate) enum ValueSource {
    Absent,
    Literal(String),
    Field(usize),
}

/// Checks one entry; `defaults` are the enum's attributes for a variant.
pub(crate) fn entry(cx: &mut Ctxt, entry: &Entry<'_>, defaults: Option<&Attrs>) -> Plan {
    let role_fields = field_roles(cx, entry);
    let attrs = &entry.attrs;

    if let Some(skip) = &attrs.skip {
        let given = [
            attrs.path.as_ref().map(|_| "path"),
            attrs.loc.as_ref().map(|_| "loc"),
            attrs.changefreq.as_ref().map(|_| "changefreq"),
            attrs.priority.as_ref().map(|_| "priority"),
            attrs.lastmod.as_ref().map(|_| "lastmod"),
            attrs.alternates.first().map(|_| "alternate"),
        ];
        if let Some(key) = given.into_iter().flatten().next() {
            cx.error_spanned(
                skip,
                format!(
                    "`{}` is marked `skip`, so it has no entry and its `{key}` would never be \
                     used; remove `skip` or the other keys",
                    entry.label
                ),
            );
        }
        for field in &entry.fields {
            if let Some((role, path)) = field.attrs.roles.first() {
                cx.error_spanned(
                    path,
                    format!(
                        "`{}` is marked `skip`, so it has no entry and field `{}` would never \
                         supply its {}; remove `skip` or this mark",
                        entry.label,
                        field.name,
                        role.key()
                    ),
                );
            }
        }
        return Plan::Skipped;
    }

    let loc = loc_source(cx, entry, role_fields.loc);
    let mut value = |role: Role, field: Option<Marked<'_>>| -> ValueSource {
        let literal = attrs.literal_for(role);
        match (literal, field) {
            (Some(_), Some((_, path))) => {
                cx.error_spanned(
                    path,
                    format!(
                        "the {key} of `{}` is given twice, by `{key} = ...` and by this field; \
                         keep one",
                        entry.label,
                        key = role.key()
                    ),
                );
                ValueSource::Absent
            }
            (None, Some((index, _))) => ValueSource::Field(index),
            (Some(literal), None) => ValueSource::Literal(literal.text.clone()),
            (None, None) => match defaults.and_then(|d| d.literal_for(role)) {
                Some(literal) => ValueSource::Literal(literal.text.clone()),
                None => ValueSource::Absent,
            },
        }
    };
    let lastmod = value(Role::LastMod, role_fields.lastmod);
    let changefreq = value(Role::ChangeFreq, role_fields.changefreq);
    let priority = value(Role::Priority, role_fields.priority);
    let extensions = role_fields
        .extensions
        .iter()
        .map(|&(role, (index, _))| (role, index))
        .collect();
    let mut alternates = Vec::new();
    let mut alternates_ok = true;
    for alternate in &attrs.alternates {
        let address = match &alternate.target {
            AlternateTarget::Href(href) => Some(AlternateAddress::Href(href.text.clone())),
            AlternateTarget::Path(path) => {
                template(cx, entry, path).map(AlternateAddress::Template)
            }
        };
        match address {
            Some(address) => alternates.push(AlternatePlan {
                hreflang: alternate.hreflang.text.clone(),
                address,
            }),
            None => alternates_ok = false,
        }
    }
    match loc {
        Some(loc) if alternates_ok => Plan::Build {
            loc,
            lastmod,
            changefreq,
            priority,
            fingerprint: role_fields.fingerprint.map(|(index, _)| index),
            extensions,
            alternates,
        },
        // Reported; the plan is never expanded.
        _ => Plan::Skipped,
    }
}

/// A field's index and the mark (`lastmod` in `#[sitemap(lastmod)]`) that
/// gave it its role, for error carets.
type Marked<'a> = (usize, &'a syn::Path);

/// Which field supplies which value.
#[derive(Default)]
struct RoleFields<'a> {
    loc: Option<Marked<'a>>,
    lastmod: Option<Marked<'a>>,
    changefreq: Option<Marked<'a>>,
    priority: Option<Marked<'a>>,
    fingerprint: Option<Marked<'a>>,
    /// The extension roles given, one field each.
    extensions: Vec<(Role, Marked<'a>)>,
}

fn field_roles<'a>(cx: &mut Ctxt, entry: &'a Entry<'_>) -> RoleFields<'a> {
    let mut found = RoleFields::default();
    for (index, field) in entry.fields.iter().enumerate() {
        if let (Some(_), Some((role, path))) = (&field.attrs.skip, field.attrs.roles.first()) {
            cx.error_spanned(
                path,
                format!(
                    "field `{}` is marked `skip`, so it cannot supply the {}; remove one of the two",
                    field.name,
                    role.key()
                ),
            );
            continue;
        }
        for (position, (role, path)) in field.attrs.roles.iter().enumerate() {
            if position > 0 {
                cx.error_spanned(
                    path,
                    format!(
                        "field `{}` already supplies the {}; a field supplies one value, so mark \
                         another field `#[sitemap({})]`",
                        field.name,
                        field.attrs.roles[0].0.key(),
                        role.key()
                    ),
                );
                continue;
            }
            let slot = match role {
                Role::Loc => &mut found.loc,
                Role::LastMod => &mut found.lastmod,
                Role::ChangeFreq => &mut found.changefreq,
                Role::Priority => &mut found.priority,
                Role::Fingerprint => &mut found.fingerprint,
                Role::Extension { .. } => {
                    match found.extensions.iter().find(|(given, _)| given == role) {
                        Some((_, (first, _))) => cx.error_spanned(
                            path,
                            format!(
                                "two fields are marked `{key}`: `{}` and `{}`; put the values in \
                                 one field (a Vec or an array), so keep one mark",
                                entry.fields[*first].name,
                                field.name,
                                key = role.key()
                            ),
                        ),
                        None => found.extensions.push((*role, (index, path))),
                    }
                    continue;
                }
            };
            match slot {
                Some((first, _)) => cx.error_spanned(
                    path,
                    format!(
                        "two fields are marked `{key}`: `{}` and `{}`; an entry has one {key}, so \
                         keep one mark",
                        entry.fields[*first].name,
                        field.name,
                        key = role.key()
                    ),
                ),
                None => *slot = Some((index, path)),
            }
        }
    }
    found
}

fn loc_source(
    cx: &mut Ctxt,
    entry: &Entry<'_>,
    loc_field: Option<Marked<'_>>,
) -> Option<LocSource> {
    let attrs = &entry.attrs;
    if let (Some(_), Some(loc)) = (&attrs.path, &attrs.loc) {
        cx.error_spanned(
            &loc.tokens,
            "give either `path` (relative to the base URL) or `loc` (an absolute URL), not both",
        );
        return None;
    }
    if let Some((index, path)) = loc_field {
        if attrs.path.is_some() || attrs.loc.is_some() {
            let key = if attrs.path.is_some() { "path" } else { "loc" };
            let field = &entry.fields[index];
            cx.error_spanned(
                path,
                format!(
                    "the URL of `{}` is given twice, by `{key} = ...` and by field `{}`; keep one",
                    entry.label, field.name
                ),
            );
            return None;
        }
        return Some(LocSource::Field(index));
    }
    if let Some(loc) = &attrs.loc {
        return Some(LocSource::Literal(loc.text.clone()));
    }
    let Some(path) = &attrs.path else {
        let attempted = attrs.url_attempted || entry.fields.iter().any(|f| f.attrs.url_attempted);
        if attempted {
            // The key or mark that was meant to give the URL was reported.
            return None;
        }
        let skip_hint = if entry.is_variant {
            ", or mark the variant `#[sitemap(skip)]` to leave it out of sitemaps"
        } else {
            ""
        };
        cx.error_spanned(
            entry.ident,
            format!(
                "no URL for `{}`: add `#[sitemap(path = \"/...\")]` (relative to the base URL) or \
                 `#[sitemap(loc = \"https://...\")]`, or mark a field `#[sitemap(loc)]`{skip_hint}",
                entry.label
            ),
        );
        return None;
    };
    template(cx, entry, path).map(LocSource::Template)
}

/// A `path` template as literal text and field indices, its placeholders
/// checked against the fields.
fn template(cx: &mut Ctxt, entry: &Entry<'_>, path: &PathAttr) -> Option<Vec<Piece>> {
    // A template that broke the path rule was reported already.
    let parts = path.parts.as_ref()?;
    // TypedPath fills a tuple struct's fields with the captures in order.
    let positional = path.from_typed_path
        && entry
            .fields
            .first()
            .is_some_and(|field| matches!(field.member, syn::Member::Unnamed(_)));
    let mut captures = 0;
    let mut pieces = Vec::with_capacity(parts.len());
    let mut used: Vec<usize> = Vec::new();
    let mut ok = true;
    for part in parts {
        let (name, wildcard) = match part {
            TemplatePart::Literal(text) => {
                pieces.push(Piece::Literal(text.clone()));
                continue;
            }
            TemplatePart::Placeholder(name) => (name, false),
            TemplatePart::Wildcard(name) => (name, true),
        };
        let field_name = if positional {
            captures.to_string()
        } else {
            name.clone()
        };
        captures += 1;
        match placeholder_field(cx, entry, &path.lit, &field_name, name) {
            Some(index) if used.contains(&index) => {
                cx.error_spanned(
                    &path.lit,
                    format!(
                        "the placeholder `{{{name}}}` appears twice in the path of `{}`; a \
                         field fills one place",
                        entry.label
                    ),
                );
                ok = false;
            }
            Some(index) => {
                used.push(index);
                pieces.push(if wildcard {
                    Piece::Wildcard(index)
                } else {
                    Piece::Field(index)
                });
            }
            None => ok = false,
        }
    }
    ok.then_some(pieces)
}

/// The field named `name`; messages quote the placeholder as written,
/// `shown` (a tuple struct's `TypedPath` capture `{month}` is field `1`).
fn placeholder_field(
    cx: &mut Ctxt,
    entry: &Entry<'_>,
    lit: &syn::LitStr,
    name: &str,
    shown: &str,
) -> Option<usize> {
    match entry.fields.iter().position(|f| f.name == name) {
        Some(index) if entry.fields[index].attrs.skip.is_some() => {
            cx.error_spanned(
                lit,
                format!(
                    "the placeholder `{{{shown}}}` names field `{name}`, which is marked \
                     `#[sitemap(skip)]`; remove `skip` or the placeholder"
                ),
            );
            None
        }
        Some(index) => Some(index),
        None => {
            let usable: Vec<&str> = entry
                .fields
                .iter()
                .filter(|f| f.attrs.skip.is_none())
                .map(|f| f.name.as_str())
                .collect();
            let label = &entry.label;
            let mut message = format!("the placeholder `{{{shown}}}` names no field of `{label}`");
            if usable.is_empty() {
                message.push_str(", which has no fields to fill it; remove the placeholder");
            } else {
                if let Some(suggestion) = closest(name, &usable) {
                    message.push_str(&format!("; did you mean `{{{suggestion}}}`?"));
                }
                let fields: Vec<String> = usable.iter().map(|f| format!("`{{{f}}}`")).collect();
                message.push_str(&format!(
                    " (placeholders it can use: {})",
                    fields.join(", ")
                ));
            }
            cx.error_spanned(lit, message);
            None
        }
    }
}
