//! Bounds inferred from use, as serde infers `T: Serialize`: a field whose
//! type names a type parameter of the item gets the bound its use needs
//! (`T: Display` for a placeholder, `T: LastModField` for a lastmod), so the
//! definition needs none and a missing one is an error where the type is
//! used, not at the derive.

use proc_macro2::{TokenStream, TokenTree};
use quote::{ToTokens, quote};
use syn::{Generics, Ident, Type, WherePredicate};

use crate::ast::Entry;
use crate::attr::Role;
use crate::check::{AlternateAddress, LocSource, Piece, Plan, ValueSource};

/// The predicates one entry's plan needs, for fields whose type names a
/// type parameter of `generics`.
pub(crate) fn of_plan(generics: &Generics, entry: &Entry<'_>, plan: &Plan) -> Vec<WherePredicate> {
    let Plan::Build {
        loc,
        lastmod,
        changefreq,
        priority,
        fingerprint,
        extensions,
        alternates,
    } = plan
    else {
        return Vec::new();
    };
    let params: Vec<&Ident> = generics.type_params().map(|p| &p.ident).collect();
    if params.is_empty() {
        return Vec::new();
    }
    let mut uses: Vec<(usize, TokenStream)> = Vec::new();
    let display = quote!(::core::fmt::Display);
    let template = |pieces: &[Piece], uses: &mut Vec<(usize, TokenStream)>| {
        for piece in pieces {
            if let Piece::Field(index) | Piece::Wildcard(index) = piece {
                uses.push((*index, display.clone()));
            }
        }
    };
    match loc {
        LocSource::Template(pieces) => template(pieces, &mut uses),
        LocSource::Field(index) => uses.push((*index, quote!(::sitemap_core::LocField))),
        LocSource::Literal(_) => {}
    }
    for (source, bound) in [
        (lastmod, quote!(::sitemap_core::LastModField)),
        (changefreq, quote!(::sitemap_core::ChangeFreqField)),
        (priority, quote!(::sitemap_core::PriorityField)),
    ] {
        if let ValueSource::Field(index) = source {
            uses.push((*index, bound));
        }
    }
    if let Some(index) = fingerprint {
        uses.push((*index, quote!(::sitemap_core::ToFingerprint)));
    }
    for (role, index) in extensions {
        let Role::Extension { ty, .. } = role else {
            continue;
        };
        let value = Ident::new(ty, proc_macro2::Span::call_site());
        uses.push((
            *index,
            quote!(::sitemap_core::ExtensionsField<::sitemap_core::#value>),
        ));
    }
    for alternate in alternates {
        if let AlternateAddress::Template(pieces) = &alternate.address {
            template(pieces, &mut uses);
        }
    }
    uses.into_iter()
        .filter(|(index, _)| names_any(entry.fields[*index].ty, &params))
        .map(|(index, bound)| {
            let ty = entry.fields[index].ty;
            syn::parse_quote!(#ty: #bound)
        })
        .collect()
}

/// Whether `ty` names one of `params` anywhere (`T`, `Vec<T>`, `&'a T`).
fn names_any(ty: &Type, params: &[&Ident]) -> bool {
    fn walk(tokens: TokenStream, params: &[&Ident]) -> bool {
        tokens.into_iter().any(|token| match token {
            TokenTree::Ident(ident) => params.iter().any(|p| **p == ident),
            TokenTree::Group(group) => walk(group.stream(), params),
            _ => false,
        })
    }
    walk(ty.to_token_stream(), params)
}
