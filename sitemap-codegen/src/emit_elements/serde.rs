//! The serde impls: an element is a map of its children (repeated ones as
//! sequences) and, on a root, its namespace declarations and attributes;
//! deserializing goes through the builder, so serde checks what the reader
//! checks.

use proc_macro2::TokenStream;
use quote::quote;

use super::{ChildKind, Element};
use crate::model::Occurs;

pub(super) fn emit(element: &Element<'_>) -> TokenStream {
    let mut out = serialize(element);
    out.extend(deserialize(element));
    out
}

fn serialize(element: &Element<'_>) -> TokenStream {
    let Element { ty, name, .. } = element;
    let tag = element.element();
    let namespace = &ty.namespace;
    // The extensions kept untyped, where an untyped element may share a
    // typed field's name (an `xhtml:link` without `hreflang`).
    let wildcard = element
        .children
        .iter()
        .find(|child| matches!(child.kind, ChildKind::Extensions))
        .map(|child| &child.ident);
    let typed_names: Vec<String> = element
        .children
        .iter()
        .filter(|child| child.foreign.is_some())
        .filter_map(|child| match &child.kind {
            ChildKind::Element { name, .. } => Some(key(element, name)),
            ChildKind::Extensions => None,
        })
        .collect();
    let entries: TokenStream = element
        .children
        .iter()
        .map(|child| {
            let ident = &child.ident;
            let ChildKind::Element {
                name: child_name, ..
            } = &child.kind
            else {
                return quote!(crate::serde_support::serialize_extensions(&mut map, &self.0.#ident, &[#(#typed_names),*])?;);
            };
            let child_name = &key(element, child_name);
            if let (Some(_), Some(wildcard)) = (&child.foreign, wildcard) {
                let values = match child.occurs {
                    Occurs::Many { .. } => quote!(&self.0.#ident),
                    Occurs::Optional => quote!(self.0.#ident.as_slice()),
                    Occurs::Required => quote!(::core::slice::from_ref(&self.0.#ident)),
                };
                return quote! {
                    crate::serde_support::serialize_typed(&mut map, #child_name, #values, &self.0.#wildcard)?;
                };
            }
            match child.occurs {
                Occurs::Required => quote!(map.serialize_entry(#child_name, &self.0.#ident)?;),
                Occurs::Optional => {
                    let value = element.optional_ref(child, &quote!(self.0));
                    quote! {
                        if let Some(value) = #value {
                            map.serialize_entry(#child_name, value)?;
                        }
                    }
                }
                Occurs::Many { .. } => quote! {
                    if !self.0.#ident.is_empty() {
                        map.serialize_entry(#child_name, &self.0.#ident)?;
                    }
                },
            }
        })
        .collect();
    let mut entries = entries;
    for attribute in &element.attributes {
        let ident = &attribute.ident;
        let key = attribute.label();
        entries.extend(if attribute.required {
            quote!(map.serialize_entry(#key, &self.0.#ident)?;)
        } else {
            quote! {
                if let Some(value) = &self.0.#ident {
                    map.serialize_entry(#key, value)?;
                }
            }
        });
    }
    if element.text.is_some() {
        // quick-xml's name for an element's text, which JSON keeps.
        entries.extend(quote!(map.serialize_entry("$text", &self.0.value)?;));
    }
    let root_attributes = if ty.is_root {
        quote! {
            map.serialize_entry("@xmlns", #namespace)?;
            for decl in self.0.declarations() {
                map.serialize_entry(&format!("@xmlns:{}", decl.prefix()), decl.uri())?;
            }
            for (name, value) in self.0.head.attributes() {
                map.serialize_entry(&format!("@{name}"), value)?;
            }
        }
    } else {
        TokenStream::new()
    };
    quote! {
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                struct Content<'a>(&'a #name);
                impl ::serde::Serialize for Content<'_> {
                    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                        use ::serde::ser::SerializeMap as _;
                        let mut map = serializer.serialize_map(None)?;
                        #root_attributes
                        #entries
                        map.end()
                    }
                }
                serializer.serialize_newtype_struct(#tag, &Content(self))
            }
        }
    }
}

fn deserialize(element: &Element<'_>) -> TokenStream {
    let Element {
        ty, name, builder, ..
    } = element;
    let tag = element.element();
    let expecting = format!("a <{tag}> element");
    let arms: TokenStream = element
        .children
        .iter()
        .filter_map(|child| {
            let ChildKind::Element {
                name: child_name,
                ty: child_ty,
                ..
            } = &child.kind
            else {
                return None;
            };
            // Written with its prefix; quick-xml reads names without it.
            let qualified = key(element, child_name);
            let local = qualified.rsplit(':').next().unwrap_or(&qualified).to_owned();
            let child_name = if local == qualified {
                quote!(#qualified)
            } else {
                quote!(#qualified | #local)
            };
            let put = child.put();
            // Typed only with its attribute (an `xhtml:link` without
            // `hreflang`): read as a tree, then typed or kept as it is.
            if let Some(attribute) = child.foreign.as_ref().and_then(|f| f.when_attribute.as_ref()) {
                return Some(quote! {
                    #child_name => {
                        for extension in map.next_value_seed(crate::serde_support::ExtensionsSeed { key: &key })? {
                            if extension.attributes().iter().any(|(name, _)| name == #attribute) {
                                let value = <#child_ty>::from_extension(&extension).map_err(::serde::de::Error::custom)?;
                                builder.#put(value).map_err(::serde::de::Error::custom)?;
                            } else {
                                builder.push_extension(extension).map_err(|e| ::serde::de::Error::custom(crate::ContentError::from(e)))?;
                            }
                        }
                    }
                });
            }
            Some(if matches!(child.occurs, Occurs::Many { .. }) {
                quote! {
                    #child_name => {
                        for value in map.next_value::<crate::serde_support::OneOrMany<#child_ty>>()?.0 {
                            builder.#put(value).map_err(::serde::de::Error::custom)?;
                        }
                    }
                }
            } else {
                quote! {
                    #child_name => builder.#put(map.next_value()?).map_err(::serde::de::Error::custom)?,
                }
            })
        })
        .collect();
    let mut arms = arms;
    for attribute in &element.attributes {
        let key = attribute.label();
        let put = attribute.put();
        arms.extend(quote! {
            #key => builder.#put(map.next_value()?).map_err(::serde::de::Error::custom)?,
        });
    }
    if element.text.is_some() {
        arms.extend(quote! {
            "$text" => builder.put_value(map.next_value()?).map_err(::serde::de::Error::custom)?,
        });
    }
    // A root's own attributes are read by the arms; the rest are kept.
    let own_attributes: Vec<&str> = element.attributes.iter().map(|a| a.name.as_str()).collect();
    let not_own = if own_attributes.is_empty() {
        TokenStream::new()
    } else {
        quote!(&& ![#(#own_attributes),*].contains(name))
    };
    let keep_extensions = if element
        .children
        .iter()
        .any(|child| matches!(child.kind, ChildKind::Extensions))
    {
        quote!(Some(&mut |extension| builder
            .push_extension(extension)
            .map_err(Into::into)))
    } else {
        quote!(None)
    };
    // The application's fingerprint is read beside the document's children
    // and never written: a document does not carry it.
    let fingerprint_arm = if ty.fingerprinted {
        quote!("fingerprint" => builder.fingerprint = map.next_value::<Option<crate::Fingerprint>>()?,)
    } else {
        TokenStream::new()
    };
    let (root_init, root_attributes, root_finish) = if ty.is_root {
        (
            quote! {
                let mut root_attributes: Vec<(String, String)> = Vec::new();
            },
            quote! {
                if let Some(prefix) = key.strip_prefix("@xmlns:") {
                    let uri: String = map.next_value()?;
                    builder.declare_namespace(prefix, &uri);
                    continue;
                }
                if key == crate::Stylesheet::JSON_KEY {
                    let instructions: Vec<String> = map.next_value()?;
                    crate::serde_support::stylesheets(&mut builder.head, instructions);
                    continue;
                }
                if let Some(name) = key.strip_prefix('@').filter(|name| *name != "xmlns" #not_own) {
                    let value: String = map.next_value()?;
                    root_attributes.push((name.to_owned(), value));
                    continue;
                }
            },
            quote! {
                let mut value = value;
                let declarations = value.namespaces.clone();
                value.visit_extensions_mut(&mut |extension| extension.resolve_namespace(&declarations));
                crate::serde_support::root_attributes(&value.namespaces, &mut value.head, root_attributes)
                    .map_err(::serde::de::Error::custom)?;
            },
        )
    } else {
        (TokenStream::new(), TokenStream::new(), TokenStream::new())
    };
    quote! {
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Visitor;
                impl<'de> ::serde::de::Visitor<'de> for Visitor {
                    type Value = #name;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str(#expecting)
                    }
                    fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> Result<#name, A::Error> {
                        let mut builder = #builder::default();
                        #root_init
                        while let Some(key) = map.next_key::<String>()? {
                            #root_attributes
                            match key.as_str() {
                                #arms
                                #fingerprint_arm
                                _ => crate::serde_support::other_entry(&mut map, #tag, &key, #keep_extensions)?,
                            }
                        }
                        let value = builder.finish().map_err(::serde::de::Error::custom)?;
                        #root_finish
                        Ok(value)
                    }
                }
                deserializer.deserialize_map(Visitor)
            }
        }
    }
}

/// A child's key: its name, with the prefix of an extension schema's
/// elements (`image:loc`), as quick-xml names prefixed elements.
fn key(element: &Element<'_>, name: &str) -> String {
    match &element.ty.prefix {
        Some(prefix) if !name.contains(':') => format!("{prefix}:{name}"),
        _ => name.to_owned(),
    }
}
