//! The derive input as this macro sees it: entries (a struct, or each enum
//! variant) with their attributes and fields. Nodes keep their syn nodes, so
//! errors point at what the user wrote.

use quote::format_ident;
use syn::ext::IdentExt as _;
use syn::{Data, DeriveInput, Fields, Ident, Member, Type};

use crate::attr::{self, Attrs, Place};
use crate::ctxt::Ctxt;

/// The whole input.
pub(crate) struct Input<'a> {
    pub shape: Shape<'a>,
}

pub(crate) enum Shape<'a> {
    Struct(Entry<'a>),
    /// `defaults` are the enum's own `changefreq`, `priority` and `lastmod`,
    /// used by variants that give none.
    Enum {
        defaults: Attrs,
        variants: Vec<Entry<'a>>,
    },
}

/// A struct or one enum variant: one sitemap entry.
pub(crate) struct Entry<'a> {
    /// `Post`, or `Route::Tag`, for messages.
    pub label: String,
    /// The struct's or variant's name (error carets, match arms).
    pub ident: &'a Ident,
    pub is_variant: bool,
    pub attrs: Attrs,
    pub fields: Vec<Field<'a>>,
}

pub(crate) struct Field<'a> {
    pub member: Member,
    /// The name a placeholder uses: the identifier without `r#`, or the index.
    pub name: String,
    pub ty: &'a Type,
    pub attrs: Attrs,
    /// The local the field is bound to in the generated code.
    pub binding: Ident,
}

impl<'a> Input<'a> {
    /// Reads the input; `None` for a union (reported).
    pub(crate) fn from_syn(cx: &mut Ctxt, input: &'a DeriveInput) -> Option<Input<'a>> {
        let name = input.ident.to_string();
        let shape = match &input.data {
            Data::Struct(data) => Shape::Struct(Entry::new(
                cx,
                name,
                &input.ident,
                false,
                &input.attrs,
                &data.fields,
            )),
            Data::Enum(data) => {
                // Dioxus's `#[nest]`s open and close across the variants.
                let mut nests = Vec::new();
                Shape::Enum {
                    defaults: attr::parse(cx, &input.attrs, Place::Enum),
                    variants: data
                        .variants
                        .iter()
                        .map(|variant| {
                            let mut entry = Entry::new(
                                cx,
                                format!("{name}::{}", variant.ident),
                                &variant.ident,
                                true,
                                &variant.attrs,
                                &variant.fields,
                            );
                            attr::dioxus_route(cx, &variant.attrs, &mut nests, &mut entry.attrs);
                            entry
                        })
                        .collect(),
                }
            }
            Data::Union(data) => {
                cx.error_spanned(
                    data.union_token,
                    "#[derive(Sitemap)] does not support unions: which field is set is unknown, \
                     so the entry cannot be built; use a struct or an enum",
                );
                return None;
            }
        };
        Some(Input { shape })
    }
}

impl<'a> Entry<'a> {
    fn new(
        cx: &mut Ctxt,
        label: String,
        ident: &'a Ident,
        is_variant: bool,
        attrs: &[syn::Attribute],
        fields: &'a Fields,
    ) -> Entry<'a> {
        let place = if is_variant {
            Place::Variant
        } else {
            Place::Struct
        };
        let attrs = attr::parse(cx, attrs, place);
        let fields = fields
            .iter()
            .enumerate()
            .map(|(index, field)| {
                let (member, name) = match &field.ident {
                    Some(ident) => (Member::Named(ident.clone()), ident.unraw().to_string()),
                    None => (Member::Unnamed(index.into()), index.to_string()),
                };
                Field {
                    member,
                    name,
                    ty: &field.ty,
                    attrs: attr::parse(cx, &field.attrs, Place::Field),
                    // Mixed-site hygiene: the user's items named like our
                    // locals (a `const base`) can neither clash nor capture.
                    binding: format_ident!(
                        "sitemap_field_{}",
                        index,
                        span = proc_macro2::Span::mixed_site()
                    ),
                }
            })
            .collect();
        Entry {
            label,
            ident,
            is_variant,
            attrs,
            fields,
        }
    }
}
