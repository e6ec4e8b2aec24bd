//! The streaming writer's side: an element writes its children in schema
//! order.

use proc_macro2::TokenStream;
use quote::quote;

use super::{ChildKind, Element};
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
            let write_one = if *simple {
                quote!(writer.value_element(#child_name, value)?;)
            } else {
                quote!(writer.child_element(#child_name, value)?;)
            };
            match child.occurs {
                Occurs::Required => quote! { let value = &self.#ident; #write_one },
                Occurs::Optional => quote! { if let Some(value) = &self.#ident { #write_one } },
                Occurs::Many { .. } => quote! { for value in &self.#ident { #write_one } },
            }
        })
        .collect();
    quote! {
        impl crate::write::WriteElement for #name {
            fn write_children(&self, writer: &mut crate::write::ElementWriter<'_>) -> Result<(), crate::write::WriteError> {
                #children
                Ok(())
            }
        }
    }
}
