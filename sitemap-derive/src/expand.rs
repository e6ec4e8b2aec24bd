//! Turns the checked [`Plan`]s into the `Sitemap` impl.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned as _;
use syn::{DeriveInput, Ident};

use crate::ast::{Entry, Input, Shape};
use crate::attr::Role;
use crate::check::{self, AlternateAddress, LocSource, Piece, Plan, ValueSource};
use crate::ctxt::Ctxt;

/// The impl, or the errors plus a stub impl so that the user sees only the
/// errors, not a cascade of "trait not implemented" at every use.
pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    let mut cx = Ctxt::default();
    let mut bounds = Vec::new();
    let body = Input::from_syn(&mut cx, input).map(|parsed| {
        let code = body(&mut cx, &parsed, &input.generics, &mut bounds);
        (code, static_pages(&parsed))
    });
    match (cx.check(), body) {
        (Ok(()), Some((body, pages))) => implementation(input, &body, &pages, bounds),
        (Err(errors), _) => {
            let stub = implementation(
                input,
                &quote!(::core::unreachable!()),
                &TokenStream::new(),
                Vec::new(),
            );
            let errors = errors.to_compile_error();
            quote!(#errors #stub)
        }
        (Ok(()), None) => unreachable!("no body is only returned with an error"),
    }
}

/// A local of the generated code, with mixed-site hygiene.
fn local(name: &str) -> Ident {
    Ident::new(name, Span::mixed_site())
}

fn implementation(
    input: &DeriveInput,
    body: &TokenStream,
    pages: &TokenStream,
    bounds: Vec<syn::WherePredicate>,
) -> TokenStream {
    let ident = &input.ident;
    let base = local("base");
    // The bounds the fields' uses need (see `bounds`), added to the item's own.
    let mut generics = input.generics.clone();
    if !bounds.is_empty() {
        generics.make_where_clause().predicates.extend(bounds);
    }
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics ::sitemap_core::Sitemap for #ident #type_generics #where_clause {
            fn to_url(
                &self,
                #base: &::sitemap_core::BaseUrl,
            ) -> ::core::result::Result<::sitemap_core::Url, ::sitemap_core::ToUrlError> {
                #body
            }

            #pages
        }
    }
}

/// `static_pages`: the unit struct, or the enum's variants without fields
/// that are not skipped; nothing (the trait's empty default) otherwise.
fn static_pages(input: &Input<'_>) -> TokenStream {
    let pages: Vec<TokenStream> = match &input.shape {
        Shape::Struct(entry) if entry.fields.is_empty() => vec![quote!(Self {})],
        Shape::Struct(_) => Vec::new(),
        Shape::Enum { variants, .. } => variants
            .iter()
            .filter(|variant| variant.fields.is_empty() && variant.attrs.skip.is_none())
            .map(|variant| {
                let ident = variant.ident;
                quote!(Self::#ident {})
            })
            .collect(),
    };
    if pages.is_empty() {
        return TokenStream::new();
    }
    quote! {
        fn static_pages() -> ::std::vec::Vec<Self> {
            ::std::vec![#(#pages),*]
        }
    }
}

fn body(
    cx: &mut Ctxt,
    input: &Input<'_>,
    generics: &syn::Generics,
    bounds: &mut Vec<syn::WherePredicate>,
) -> TokenStream {
    let mut uses_base = false;
    let code = match &input.shape {
        Shape::Struct(entry) => {
            let plan = check::entry(cx, entry, None);
            uses_base |= matches!(
                &plan,
                Plan::Build {
                    loc: LocSource::Template(_),
                    ..
                }
            );
            bounds.extend(crate::bounds::of_plan(generics, entry, &plan));
            let (pattern, code) = entry_code(entry, &plan);
            quote! {
                let Self #pattern = self;
                #code
            }
        }
        Shape::Enum { variants, .. } if variants.is_empty() => quote!(match *self {}),
        Shape::Enum { defaults, variants } => {
            let arms = variants.iter().map(|variant| {
                let plan = check::entry(cx, variant, Some(defaults));
                uses_base |= matches!(
                    &plan,
                    Plan::Build {
                        loc: LocSource::Template(_),
                        ..
                    }
                );
                bounds.extend(crate::bounds::of_plan(generics, variant, &plan));
                let ident = variant.ident;
                let (pattern, code) = entry_code(variant, &plan);
                quote!(Self::#ident #pattern => { #code })
            });
            let arms: Vec<TokenStream> = arms.collect();
            quote! {
                match self {
                    #(#arms)*
                }
            }
        }
    };
    let base = local("base");
    let silence = (!uses_base).then(|| quote!(let _ = #base;));
    quote! {
        #silence
        #code
    }
}

/// The pattern binding the fields the entry uses, and the code building it.
fn entry_code(entry: &Entry<'_>, plan: &Plan) -> (TokenStream, TokenStream) {
    let label = &entry.label;
    let url = local("sitemap_url");
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
        return (
            quote!({ .. }),
            quote!(::core::result::Result::Err(::sitemap_core::__private::skipped(#label))),
        );
    };
    let mut used = Vec::new();
    let mut bind = |index: usize| {
        if !used.contains(&index) {
            used.push(index);
        }
        let field = &entry.fields[index];
        // The use of a binding carries the field type's span, so a type that
        // lacks a needed trait is reported at the field, not at the derive.
        let binding = Ident::new(
            &field.binding.to_string(),
            Span::mixed_site().located_at(field.ty.span()),
        );
        (binding, field.name.as_str(), field.ty)
    };

    let loc = loc_code(label, loc, &mut bind);
    let mut setters = Vec::new();
    // A field's value comes from its trait's method, called where the field
    // is: a type without the trait is reported there, by the trait's name.
    // Only a lastmod can fail to convert (a year out of range).
    for (source, setter, literal_fn, read, fallible) in [
        (
            lastmod,
            quote!(set_lastmod),
            quote!(lastmod_literal),
            quote!(::sitemap_core::LastModField::to_lastmod),
            true,
        ),
        (
            changefreq,
            quote!(set_changefreq),
            quote!(changefreq_literal),
            quote!(::sitemap_core::ChangeFreqField::to_changefreq),
            false,
        ),
        (
            priority,
            quote!(set_priority),
            quote!(priority_literal),
            quote!(::sitemap_core::PriorityField::to_priority),
            false,
        ),
    ] {
        match source {
            ValueSource::Absent => {}
            ValueSource::Literal(text) => setters.push(quote! {
                #url.#setter(::core::option::Option::Some(
                    ::sitemap_core::__private::#literal_fn(#label, #text)?,
                ));
            }),
            ValueSource::Field(index) => {
                let (binding, name, ty) = bind(*index);
                let read = quote_spanned!(ty.span()=> #read(#binding));
                let value = if fallible {
                    quote!(::sitemap_core::__private::lastmod_field(#label, #name, #read)?)
                } else {
                    read
                };
                setters.push(quote!(#url.#setter(#value);));
            }
        }
    }

    if let Some(index) = fingerprint {
        let (binding, _, ty) = bind(*index);
        let read =
            quote_spanned!(ty.span()=> ::sitemap_core::ToFingerprint::to_fingerprint(#binding));
        setters.push(quote!(#url.set_fingerprint(#read);));
    }
    for &(role, index) in extensions {
        let (binding, name, ty) = bind(index);
        let span = ty.span();
        let value = match role {
            Role::Extension { ty, .. } => {
                let ty = syn::Ident::new(ty, span);
                quote_spanned!(span=> ::sitemap_core::#ty)
            }
            _ => continue,
        };
        // Spanned at the field, so a type that cannot give the values is
        // reported there, by the trait's name.
        let each = quote_spanned! {span=>
            #binding as &dyn ::sitemap_core::ExtensionsField<#value>
        };
        setters.push(quote! {
            ::sitemap_core::__private::extension_field(#each, &mut #url, #label, #name)?;
        });
    }
    for alternate in alternates {
        let hreflang = &alternate.hreflang;
        let value = match &alternate.address {
            AlternateAddress::Template(pieces) => {
                let loc = loc_code(label, &LocSource::Template(pieces.clone()), &mut bind);
                quote!(::sitemap_core::__private::alternate_literal(#label, #hreflang, #loc.as_str())?)
            }
            AlternateAddress::Href(href) => {
                quote!(::sitemap_core::__private::alternate_literal(#label, #hreflang, #href)?)
            }
        };
        setters.push(quote!(#url.push_alternate(#value);));
    }

    let members = used.iter().map(|&index| {
        let field = &entry.fields[index];
        let (member, binding) = (&field.member, &field.binding);
        quote!(#member: #binding)
    });
    let pattern = quote!({ #(#members,)* .. });
    let mutable = (!setters.is_empty()).then(|| quote!(mut));
    let code = quote! {
        let #mutable #url = ::sitemap_core::Url::new(#loc);
        #(#setters)*
        ::core::result::Result::Ok(#url)
    };
    (pattern, code)
}

/// The code building a `Loc` from a literal, a field, or a path template.
fn loc_code<'f>(
    label: &str,
    loc: &LocSource,
    bind: &mut dyn FnMut(usize) -> (Ident, &'f str, &'f syn::Type),
) -> TokenStream {
    let (base, builder) = (local("base"), local("sitemap_builder"));
    match loc {
        LocSource::Literal(text) => {
            quote!(::sitemap_core::__private::loc_literal(#label, #text)?)
        }
        LocSource::Field(index) => {
            let (binding, name, ty) = bind(*index);
            let read = quote_spanned!(ty.span()=> ::sitemap_core::LocField::to_loc(#binding));
            quote!(::sitemap_core::__private::loc_field(#label, #name, #read)?)
        }
        LocSource::Template(pieces) => {
            let steps = pieces.iter().map(|piece| match piece {
                Piece::Literal(text) => quote!(#builder.literal(#text)?;),
                Piece::Field(index) => {
                    let (binding, name, ty) = bind(*index);
                    let builder =
                        Ident::new("sitemap_builder", Span::mixed_site().located_at(ty.span()));
                    // Formatted where the field is: a type without Display
                    // is reported there.
                    let value = quote_spanned!(ty.span()=> &::core::format_args!("{}", #binding));
                    quote!(#builder.placeholder(#name, #value)?;)
                }
                Piece::Wildcard(index) => {
                    let (binding, name, ty) = bind(*index);
                    let builder =
                        Ident::new("sitemap_builder", Span::mixed_site().located_at(ty.span()));
                    let value = quote_spanned!(ty.span()=> &::core::format_args!("{}", #binding));
                    quote!(#builder.wildcard(#name, #value)?;)
                }
            });
            let steps: Vec<TokenStream> = steps.collect();
            quote!({
                let mut #builder = ::sitemap_core::__private::UrlBuilder::new(#label, #base);
                #(#steps)*
                #builder.finish()?
            })
        }
    }
}
