//! The streaming writer's side: an element writes its attributes, then its
//! children in schema order, its text, or nothing (`<link …/>`).

use proc_macro2::TokenStream;
use quote::quote;

use super::{ChildKind, Content, Element};
use crate::model::Occurs;

pub(super) fn emit(element: &Element<'_>) -> TokenStream {
    let name = &element.name;
    let children: TokenStream = element
        .children
        .iter()
        .map(|child| {
            let ident = &child.ident;
            let ChildKind::Element {
                name: child_name,
                simple,
                ..
            } = &child.kind
            else {
                return quote! {
                    for extension in &self.#ident {
                        writer.extension(extension)?;
                    }
                };
            };
            // Names are written as they stand in documents: an extension
            // schema's with its prefix (`image:loc`).
            let child_name = match &element.ty.prefix {
                Some(prefix) => format!("{prefix}:{child_name}"),
                None => child_name.clone(),
            };
            let write_one = match (&child.foreign, simple) {
                (Some(foreign), _) => {
                    let (prefix, namespace) = (&foreign.prefix, &foreign.namespace);
                    let qualified = format!("{prefix}:{}", foreign.local);
                    quote!(writer.foreign_element(#prefix, #namespace, #qualified, value)?;)
                }
                (None, true) => quote!(writer.value_element(#child_name, value)?;),
                (None, false) => quote!(writer.child_element(#child_name, value)?;),
            };
            // Tags Google no longer reads are written only when asked.
            let asked = child.deprecated.then(|| quote!(writer.writes_deprecated() &&));
            match child.occurs {
                Occurs::Optional => {
                    let value = element.optional_ref(child, &quote!(self));
                    quote! { if #asked let Some(value) = #value { #write_one } }
                }
                Occurs::Required if child.deprecated => {
                    quote! { if writer.writes_deprecated() { let value = &self.#ident; #write_one } }
                }
                Occurs::Required => quote! { let value = &self.#ident; #write_one },
                Occurs::Many { .. } if child.deprecated => {
                    quote! { if writer.writes_deprecated() { for value in &self.#ident { #write_one } } }
                }
                Occurs::Many { .. } => quote! { for value in &self.#ident { #write_one } },
            }
        })
        .collect();
    let attributes: TokenStream = element
        .attributes
        .iter()
        .map(|attribute| {
            let ident = &attribute.ident;
            let name = &attribute.name;
            let asked = attribute.deprecated.then(|| quote!(writer.writes_deprecated() &&));
            match (attribute.required, attribute.deprecated) {
                (true, true) => quote!(if writer.writes_deprecated() { writer.value_attribute(#name, &self.#ident); }),
                (true, false) => quote!(writer.value_attribute(#name, &self.#ident);),
                (false, _) => quote!(if #asked let Some(value) = &self.#ident { writer.value_attribute(#name, value); }),
            }
        })
        .collect();
    let attributes = if attributes.is_empty() {
        TokenStream::new()
    } else {
        quote! {
            fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
                #attributes
            }
        }
    };
    let content = match element.content() {
        Content::Children => quote! {
            fn write_children(&self, writer: &mut crate::write::ElementWriter<'_>) -> Result<(), crate::write::WriteError> {
                #children
                Ok(())
            }
        },
        Content::Text => quote! {
            fn content(&self) -> crate::write::element::Content {
                crate::write::element::Content::Text
            }
            fn write_children(&self, writer: &mut crate::write::ElementWriter<'_>) -> Result<(), crate::write::WriteError> {
                writer.value_text(&self.value);
                Ok(())
            }
        },
        Content::Empty => quote! {
            fn content(&self) -> crate::write::element::Content {
                crate::write::element::Content::Empty
            }
            fn write_children(&self, _writer: &mut crate::write::ElementWriter<'_>) -> Result<(), crate::write::WriteError> {
                Ok(())
            }
        },
    };
    quote! {
        impl crate::write::WriteElement for #name {
            #attributes
            #content
        }
    }
}
