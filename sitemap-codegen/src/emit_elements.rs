//! Complex types → element structs in `sitemap-core`, with their builder (the
//! one place the content rules are checked, for serde and the streaming reader
//! alike), serde impls and streaming-writer impl.

use std::collections::BTreeSet;

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::model::{ComplexType, Occurs, Particle, TypeRef};
use crate::xsd::snake;

/// The simple types that are `Copy` (getters return them by value).
pub(crate) struct CopyTypes(pub BTreeSet<String>);

struct Field {
    ident: Ident,
    singular: Ident,
    /// The element name in documents; `None` for extension wildcards.
    element: Option<String>,
    ty: Option<TypeRef>,
    occurs: Occurs,
    doc: String,
}

fn fields(ty: &ComplexType) -> Vec<Field> {
    let mut wildcards = 0;
    ty.particles
        .iter()
        .map(|particle| match particle {
            Particle::Element {
                name,
                ty,
                occurs,
                doc,
            } => {
                let singular = snake(name);
                let plural = if matches!(occurs, Occurs::Many { .. }) {
                    plural(&singular)
                } else {
                    singular.clone()
                };
                Field {
                    ident: Ident::new(&plural, Span::call_site()),
                    singular: Ident::new(&singular, Span::call_site()),
                    element: Some(name.clone()),
                    ty: Some(ty.clone()),
                    occurs: *occurs,
                    doc: doc.clone(),
                }
            }
            Particle::Any { occurs } => {
                wildcards += 1;
                let name = if wildcards == 1 {
                    "extensions".to_owned()
                } else {
                    format!("extensions_{wildcards}")
                };
                Field {
                    ident: Ident::new(&name, Span::call_site()),
                    singular: Ident::new("extension", Span::call_site()),
                    element: None,
                    ty: None,
                    occurs: *occurs,
                    doc: String::new(),
                }
            }
        })
        .collect()
}

fn plural(word: &str) -> String {
    if word.ends_with('s') || word.ends_with('x') {
        format!("{word}es")
    } else {
        format!("{word}s")
    }
}

fn type_tokens(ty: &TypeRef) -> TokenStream {
    let name = match ty {
        TypeRef::Simple(name) | TypeRef::Complex(name) => Ident::new(name, Span::call_site()),
    };
    quote!(crate::#name)
}

pub(crate) fn emit(types: &[ComplexType], copy: &CopyTypes) -> TokenStream {
    types.iter().map(|ty| emit_one(ty, copy)).collect()
}

fn emit_one(ty: &ComplexType, copy: &CopyTypes) -> TokenStream {
    let name = Ident::new(&ty.rust_name, Span::call_site());
    let builder = format_ident!("{}Builder", ty.rust_name);
    let element = &ty.element;
    let namespace = &ty.namespace;
    let fields = fields(ty);
    let doc = crate::emit_values::doc_attrs(&ty.doc, ty.example.as_deref());

    let mut struct_fields = TokenStream::new();
    let mut builder_fields = TokenStream::new();
    let mut accessors = TokenStream::new();
    let mut builder_methods = TokenStream::new();
    let mut new_params = Vec::new();
    let mut new_inits = Vec::new();
    let mut new_checks = TokenStream::new();
    let mut finish_inits = Vec::new();
    let mut set_text_arms = TokenStream::new();
    let mut de_arms = TokenStream::new();
    let mut ser_entries = TokenStream::new();
    let mut write_children = TokenStream::new();
    let mut visit_ext = TokenStream::new();
    let mut visit_ext_mut = TokenStream::new();
    let mut children = Vec::new();
    let mut fallible_new = false;

    for field in &fields {
        let ident = &field.ident;
        let singular = &field.singular;
        let set = format_ident!("set_{}", ident);
        let with = format_ident!("with_{}", singular);
        let put = format_ident!("put_{}", singular);
        let field_doc: TokenStream = field
            .doc
            .lines()
            .map(|l| {
                let l = format!(" {l}");
                quote!(#[doc = #l])
            })
            .collect();
        let Some(element_name) = &field.element else {
            // An `##other` wildcard: extension elements, kept as they are.
            let push = format_ident!("push_{}", singular);
            struct_fields.extend(quote!(#ident: ::std::vec::Vec<crate::Extension>,));
            builder_fields.extend(quote!(#ident: ::std::vec::Vec<crate::Extension>,));
            new_inits.push(quote!(#ident: ::std::vec::Vec::new()));
            finish_inits.push(quote!(#ident: self.#ident));
            accessors.extend(quote! {
                /// Elements of other namespaces (extensions), in document order.
                pub fn #ident(&self) -> &[crate::Extension] {
                    &self.#ident
                }
                /// Appends an element of another namespace.
                pub fn #push(&mut self, extension: crate::Extension) -> &mut Self {
                    self.#ident.push(extension);
                    self
                }
                /// Appends an element of another namespace.
                pub fn #with(mut self, extension: crate::Extension) -> Self {
                    self.#ident.push(extension);
                    self
                }
            });
            builder_methods.extend(quote! {
                /// Appends an element of another namespace.
                pub(crate) fn #push(&mut self, extension: crate::Extension) {
                    self.#ident.push(extension);
                }
            });
            ser_entries.extend(
                quote!(crate::serde_support::serialize_extensions(&mut map, &self.0.#ident)?;),
            );
            write_children.extend(quote! {
                for extension in &self.#ident {
                    writer.extension(extension)?;
                }
            });
            visit_ext.extend(quote!(self.#ident.iter().for_each(&mut *visit);));
            visit_ext_mut.extend(quote!(self.#ident.iter_mut().for_each(&mut *visit);));
            continue;
        };
        children.push(element_name.clone());
        let ty_ref = field.ty.clone().expect("element fields have a type");
        let rust_ty = type_tokens(&ty_ref);
        let is_copy = matches!(&ty_ref, TypeRef::Simple(n) if copy.0.contains(n));
        let is_simple = matches!(ty_ref, TypeRef::Simple(_));
        let write_one = if is_simple {
            quote!(writer.value_element(#element_name, value)?;)
        } else {
            quote!(writer.child_element(#element_name, value)?;)
        };
        match field.occurs {
            Occurs::Required => {
                struct_fields.extend(quote!(#ident: #rust_ty,));
                builder_fields.extend(quote!(#ident: ::core::option::Option<#rust_ty>,));
                new_params.push(quote!(#ident: #rust_ty));
                new_inits.push(quote!(#ident));
                finish_inits.push(quote! {
                    #ident: self.#ident.ok_or_else(|| crate::ContentError::missing(#element, #element_name))?
                });
                let getter = if is_copy {
                    quote!(pub fn #ident(&self) -> #rust_ty { self.#ident })
                } else {
                    quote!(pub fn #ident(&self) -> &#rust_ty { &self.#ident })
                };
                let getter_doc = format!(" The `<{element_name}>` child.");
                accessors.extend(quote! {
                    #[doc = #getter_doc]
                    #field_doc
                    #getter
                    /// Replaces the value.
                    pub fn #set(&mut self, value: #rust_ty) -> &mut Self {
                        self.#ident = value;
                        self
                    }
                    /// Replaces the value.
                    pub fn #with(mut self, value: #rust_ty) -> Self {
                        self.#ident = value;
                        self
                    }
                });
                builder_methods.extend(single_put(&put, ident, &rust_ty, element, element_name));
                ser_entries.extend(quote!(map.serialize_entry(#element_name, &self.0.#ident)?;));
                write_children.extend(quote! { let value = &self.#ident; #write_one });
            }
            Occurs::Optional => {
                struct_fields.extend(quote!(#ident: ::core::option::Option<#rust_ty>,));
                builder_fields.extend(quote!(#ident: ::core::option::Option<#rust_ty>,));
                new_inits.push(quote!(#ident: ::core::option::Option::None));
                finish_inits.push(quote!(#ident: self.#ident));
                let getter = if is_copy {
                    quote!(pub fn #ident(&self) -> ::core::option::Option<#rust_ty> { self.#ident })
                } else {
                    quote!(pub fn #ident(&self) -> ::core::option::Option<&#rust_ty> { self.#ident.as_ref() })
                };
                let getter_doc = format!(" The optional `<{element_name}>` child.");
                accessors.extend(quote! {
                    #[doc = #getter_doc]
                    #field_doc
                    #getter
                    /// Sets or clears the value.
                    pub fn #set(&mut self, value: ::core::option::Option<#rust_ty>) -> &mut Self {
                        self.#ident = value;
                        self
                    }
                    /// Sets the value.
                    pub fn #with(mut self, value: #rust_ty) -> Self {
                        self.#ident = ::core::option::Option::Some(value);
                        self
                    }
                });
                builder_methods.extend(single_put(&put, ident, &rust_ty, element, element_name));
                ser_entries.extend(quote! {
                    if let ::core::option::Option::Some(value) = &self.0.#ident {
                        map.serialize_entry(#element_name, value)?;
                    }
                });
                write_children.extend(quote! {
                    if let ::core::option::Option::Some(value) = &self.#ident { #write_one }
                });
            }
            Occurs::Many { min, max } => {
                let push = format_ident!("push_{}", singular);
                let into = format_ident!("into_{}", ident);
                struct_fields.extend(quote!(#ident: ::std::vec::Vec<#rust_ty>,));
                builder_fields.extend(quote!(#ident: ::std::vec::Vec<#rust_ty>,));
                let min = min as usize;
                let max_check = max.map(|max| {
                    let max = max as usize;
                    quote! {
                        if self.#ident.len() >= #max {
                            return ::core::result::Result::Err(crate::ContentError::too_many(#element, #element_name, #max));
                        }
                    }
                });
                let count_check = {
                    let max_check = max.map(|max| {
                        let max = max as usize;
                        quote! {
                            if #ident.len() > #max {
                                return ::core::result::Result::Err(crate::ContentError::too_many(#element, #element_name, #max));
                            }
                        }
                    });
                    let min_check = match min {
                        0 => TokenStream::new(),
                        1 => quote! {
                            if #ident.is_empty() {
                                return ::core::result::Result::Err(crate::ContentError::too_few(#element, #element_name, 1, 0));
                            }
                        },
                        _ => quote! {
                            if #ident.len() < #min {
                                return ::core::result::Result::Err(crate::ContentError::too_few(#element, #element_name, #min, #ident.len()));
                            }
                        },
                    };
                    quote! {
                        #min_check
                        #max_check
                    }
                };
                if min > 0 || max.is_some() {
                    fallible_new = true;
                    new_params
                        .push(quote!(#ident: impl ::core::iter::IntoIterator<Item = #rust_ty>));
                    new_checks.extend(quote! {
                        let #ident: ::std::vec::Vec<#rust_ty> = #ident.into_iter().collect();
                        #count_check
                    });
                    new_inits.push(quote!(#ident));
                } else {
                    new_inits.push(quote!(#ident: ::std::vec::Vec::new()));
                }
                finish_inits
                    .push(quote!(#ident: { let #ident = self.#ident; #count_check #ident }));
                let getter_doc = format!(" The `<{element_name}>` children, in document order.");
                let push_doc = format!(" Appends a `<{element_name}>` child.");
                let push_sig = if max.is_some() {
                    quote! {
                        pub fn #push(&mut self, value: #rust_ty) -> ::core::result::Result<&mut Self, crate::ContentError> {
                            #max_check
                            self.#ident.push(value);
                            ::core::result::Result::Ok(self)
                        }
                    }
                } else {
                    quote! {
                        pub fn #push(&mut self, value: #rust_ty) -> &mut Self {
                            self.#ident.push(value);
                            self
                        }
                    }
                };
                accessors.extend(quote! {
                    #[doc = #getter_doc]
                    pub fn #ident(&self) -> &[#rust_ty] {
                        &self.#ident
                    }
                    #[doc = #push_doc]
                    #push_sig
                    /// Takes the children out.
                    pub fn #into(self) -> ::std::vec::Vec<#rust_ty> {
                        self.#ident
                    }
                });
                builder_methods.extend(quote! {
                    #[doc = #push_doc]
                    pub(crate) fn #put(&mut self, value: #rust_ty) -> ::core::result::Result<(), crate::ContentError> {
                        #max_check
                        self.#ident.push(value);
                        ::core::result::Result::Ok(())
                    }
                });
                ser_entries.extend(quote! {
                    if !self.0.#ident.is_empty() {
                        map.serialize_entry(#element_name, &self.0.#ident)?;
                    }
                });
                write_children.extend(quote! {
                    for value in &self.#ident { #write_one }
                });
                if !is_simple {
                    visit_ext.extend(
                        quote!(self.#ident.iter().for_each(|child| child.visit_extensions(visit));),
                    );
                    visit_ext_mut.extend(quote!(self.#ident.iter_mut().for_each(|child| child.visit_extensions_mut(visit));));
                }
            }
        }
        if is_simple {
            set_text_arms.extend(quote! {
                #element_name => {
                    let value = <#rust_ty as crate::SchemaValue>::from_document_text(text)
                        .map_err(|error| crate::ContentError::value(#element, #element_name, error.into()))?;
                    self.#put(value)?;
                    ::core::result::Result::Ok(true)
                }
            });
        } else if matches!(field.occurs, Occurs::Required | Occurs::Optional) {
            visit_ext.extend(
                quote!(if let Some(child) = &self.#ident { child.visit_extensions(visit); }),
            );
            visit_ext_mut.extend(quote!(if let Some(child) = &mut self.#ident { child.visit_extensions_mut(visit); }));
        }
        de_arms.extend(if matches!(field.occurs, Occurs::Many { .. }) {
            quote! {
                #element_name => {
                    for value in map.next_value::<crate::serde_support::OneOrMany<#rust_ty>>()?.0 {
                        builder.#put(value).map_err(::serde::de::Error::custom)?;
                    }
                }
            }
        } else {
            quote! {
                #element_name => builder.#put(map.next_value()?).map_err(::serde::de::Error::custom)?,
            }
        });
    }

    if ty.is_root {
        struct_fields.extend(quote!(namespaces: ::std::vec::Vec<crate::NamespaceDecl>,));
        builder_fields.extend(quote!(namespaces: ::std::vec::Vec<crate::NamespaceDecl>,));
        new_inits.push(quote!(namespaces: ::std::vec::Vec::new()));
        finish_inits.push(quote!(namespaces: self.namespaces));
        struct_fields.extend(quote!(head: crate::DocumentHead,));
        builder_fields.extend(quote!(head: crate::DocumentHead,));
        new_inits.push(quote!(head: crate::DocumentHead::default()));
        finish_inits.push(quote!(head: self.head));
        accessors.extend(quote! {
            /// Namespace prefixes declared on the root element (the sitemap
            /// namespace itself is always declared as the default and not listed).
            pub fn namespaces(&self) -> &[crate::NamespaceDecl] {
                &self.namespaces
            }
            /// Declares `prefix` for `uri` on the root element, replacing an
            /// earlier declaration of the same prefix.
            pub fn declare_namespace(&mut self, prefix: &str, uri: &str) -> &mut Self {
                crate::NamespaceDecl::declare(&mut self.namespaces, prefix, uri);
                self
            }
            /// Stylesheet instructions and root attributes of other
            /// namespaces (`xsi:schemaLocation`), kept from reading and
            /// written back.
            pub fn head(&self) -> &crate::DocumentHead {
                &self.head
            }
            /// The stylesheet instructions and root attributes, to change.
            pub fn head_mut(&mut self) -> &mut crate::DocumentHead {
                &mut self.head
            }
        });
        builder_methods.extend(quote! {
            /// Records a namespace declaration found on the root element.
            pub(crate) fn declare_namespace(&mut self, prefix: &str, uri: &str) {
                crate::NamespaceDecl::declare(&mut self.namespaces, prefix, uri);
            }
            /// The stylesheet instructions and root attributes found.
            pub(crate) fn head_mut(&mut self) -> &mut crate::DocumentHead {
                &mut self.head
            }
        });
    }

    let new_doc = " Creates the element from its required children; optional ones start empty.";
    let new_fn = if fallible_new {
        quote! {
            #[doc = #new_doc]
            ///
            /// # Errors
            /// When a repeated child has fewer or more occurrences than the schema allows.
            pub fn new(#(#new_params),*) -> ::core::result::Result<Self, crate::ContentError> {
                #new_checks
                ::core::result::Result::Ok(#name { #(#new_inits),* })
            }
        }
    } else {
        quote! {
            #[doc = #new_doc]
            pub fn new(#(#new_params),*) -> Self {
                #name { #(#new_inits),* }
            }
        }
    };

    let root_attrs = if ty.is_root {
        quote! {
            map.serialize_entry("@xmlns", #namespace)?;
            for decl in crate::NamespaceDecl::for_document(&self.0.namespaces, |visit| self.0.visit_extensions(visit)) {
                map.serialize_entry(&::std::format!("@xmlns:{}", decl.prefix()), decl.uri())?;
            }
            for (name, value) in self.0.head.attributes() {
                map.serialize_entry(&::std::format!("@{name}"), value)?;
            }
        }
    } else {
        TokenStream::new()
    };
    let root_de_attr = if ty.is_root {
        quote! {
            if let ::core::option::Option::Some(prefix) = key.strip_prefix("@xmlns:") {
                let uri: ::std::string::String = map.next_value()?;
                builder.declare_namespace(prefix, &uri);
                continue;
            }
            if let ::core::option::Option::Some(name) = key.strip_prefix('@').filter(|name| *name != "xmlns") {
                let value: ::std::string::String = map.next_value()?;
                root_attributes.push((name.to_owned(), value));
                continue;
            }
        }
    } else {
        TokenStream::new()
    };
    let root_de_init = if ty.is_root {
        quote!(let mut root_attributes: ::std::vec::Vec<(::std::string::String, ::std::string::String)> = ::std::vec::Vec::new();)
    } else {
        TokenStream::new()
    };
    let root_finish = if ty.is_root {
        quote! {
            let mut value = value;
            let declarations = value.namespaces.clone();
            value.visit_extensions_mut(&mut |extension| extension.resolve_namespace(&declarations));
            crate::serde_support::root_attributes(&value.namespaces, &mut value.head, root_attributes)
                .map_err(::serde::de::Error::custom)?;
        }
    } else {
        TokenStream::new()
    };
    // Elements without simple children (the roots) have no text to take.
    let set_text = if set_text_arms.is_empty() {
        TokenStream::new()
    } else {
        let parse_doc = " Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.";
        quote! {
            #[doc = #parse_doc]
            pub(crate) fn set_text(&mut self, child: &str, text: &str) -> ::core::result::Result<bool, crate::ContentError> {
                match child {
                    #set_text_arms
                    _ => ::core::result::Result::Ok(false),
                }
            }
        }
    };
    let expecting = format!("a <{element}> element");
    let children_doc = format!(" The names of `<{element}>`'s own children, in schema order.");
    let element_doc = format!(" `{element}`: the element's name in documents.");
    let builder_doc = format!(
        " Collects `<{element}>`'s children and checks the content rules once, for serde and the streaming reader alike."
    );
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct #name {
            #struct_fields
        }

        impl #name {
            #[doc = #element_doc]
            pub const ELEMENT: &'static str = #element;
            /// The namespace of the element and of its own children.
            pub const NAMESPACE: &'static str = #namespace;
            #[doc = #children_doc]
            pub const CHILDREN: &'static [&'static str] = &[#(#children),*];

            #new_fn

            #accessors

            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
                #visit_ext
            }

            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions_mut(&mut self, visit: &mut dyn FnMut(&mut crate::Extension)) {
                #visit_ext_mut
            }
        }

        #[doc = #builder_doc]
        #[derive(Debug, Default)]
        pub(crate) struct #builder {
            #builder_fields
        }

        impl #builder {
            #builder_methods

            #set_text

            /// Checks that every required child is present and builds the element.
            pub(crate) fn finish(self) -> ::core::result::Result<#name, crate::ContentError> {
                ::core::result::Result::Ok(#name { #(#finish_inits),* })
            }
        }

        impl crate::write::WriteElement for #name {
            fn write_children(&self, writer: &mut crate::write::ElementWriter<'_>) -> ::core::result::Result<(), crate::write::WriteError> {
                #write_children
                ::core::result::Result::Ok(())
            }
        }

        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                struct Content<'a>(&'a #name);
                impl ::serde::Serialize for Content<'_> {
                    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                        use ::serde::ser::SerializeMap as _;
                        let mut map = serializer.serialize_map(::core::option::Option::None)?;
                        #root_attrs
                        #ser_entries
                        map.end()
                    }
                }
                serializer.serialize_newtype_struct(#element, &Content(self))
            }
        }

        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                struct Visitor;
                impl<'de> ::serde::de::Visitor<'de> for Visitor {
                    type Value = #name;
                    fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        f.write_str(#expecting)
                    }
                    fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> ::core::result::Result<#name, A::Error> {
                        let mut builder = #builder::default();
                        #root_de_init
                        while let ::core::option::Option::Some(key) = map.next_key::<::std::string::String>()? {
                            #root_de_attr
                            match key.as_str() {
                                #de_arms
                                _ => crate::serde_support::other_entry(&mut map, #element, &key, &mut |extension| {
                                    builder.push_extension(extension)
                                })?,
                            }
                        }
                        let value = builder.finish().map_err(::serde::de::Error::custom)?;
                        #root_finish
                        ::core::result::Result::Ok(value)
                    }
                }
                deserializer.deserialize_map(Visitor)
            }
        }
    }
}

fn single_put(
    put: &Ident,
    ident: &Ident,
    rust_ty: &TokenStream,
    element: &str,
    child: &str,
) -> TokenStream {
    let doc = format!(" Sets the `<{child}>` child; a second one is an error.");
    quote! {
        #[doc = #doc]
        pub(crate) fn #put(&mut self, value: #rust_ty) -> ::core::result::Result<(), crate::ContentError> {
            if self.#ident.is_some() {
                return ::core::result::Result::Err(crate::ContentError::duplicate(#element, #child));
            }
            self.#ident = ::core::option::Option::Some(value);
            ::core::result::Result::Ok(())
        }
    }
}
