//! The element struct: its fields, constants, constructor and accessors.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{Child, ChildKind, Element, option_tokens};
use crate::emit_values::doc_attrs;
use crate::model::Occurs;

pub(super) fn emit(element: &Element<'_>) -> TokenStream {
    let Element { ty, name, .. } = element;
    let doc = doc_attrs(&ty.doc, ty.example.as_deref());
    let tag = element.element();
    let namespace = &ty.namespace;
    let children: Vec<&str> = element.child_names().collect();
    let element_doc = format!(" `{tag}`: the element's name in documents.");
    let children_doc = format!(" The names of `<{tag}>`'s own children, in schema order.");
    let mut fields: TokenStream = element
        .children
        .iter()
        .map(|child| {
            let ident = &child.ident;
            let ty = field_type(child, false);
            quote!(#ident: #ty,)
        })
        .collect();
    let accessors: TokenStream = element
        .children
        .iter()
        .map(|child| accessors(element, child))
        .collect();
    let (root_fields, root_accessors) = if ty.is_root {
        (
            quote! {
                namespaces: Vec<crate::NamespaceDecl>,
                head: crate::DocumentHead,
            },
            root_accessors(),
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    for attribute in &element.attributes {
        let ident = &attribute.ident;
        let ty = &attribute.ty;
        fields.extend(if attribute.required {
            quote!(#ident: #ty,)
        } else {
            quote!(#ident: Option<#ty>,)
        });
    }
    if let Some((ty, _)) = &element.text {
        fields.extend(quote!(value: #ty,));
    }
    fields.extend(root_fields);
    let attribute_accessors = attribute_and_text_accessors(element);
    let new_fn = new_fn(element);
    let (visit, visit_mut) = visits(element);
    // Extension types hold no typed extensions of their own.
    let typed_namespaces = if ty.in_extension {
        TokenStream::new()
    } else {
        let body = typed_namespaces(element);
        quote! {
            /// Calls `found` with the prefix and namespace of every typed
            /// extension element in this element and its descendants, so
            /// that a document's root can declare them.
            pub(crate) fn typed_namespaces(&self, found: &mut dyn FnMut(&'static str, &'static str)) {
                #body
            }
        }
    };
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct #name {
            #fields
        }

        impl #name {
            #[doc = #element_doc]
            pub const ELEMENT: &'static str = #tag;
            /// The namespace of the element and of its own children.
            pub const NAMESPACE: &'static str = #namespace;
            #[doc = #children_doc]
            pub const CHILDREN: &'static [&'static str] = &[#(#children),*];

            #new_fn

            #accessors

            #attribute_accessors

            #root_accessors

            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
                #visit
            }

            #typed_namespaces

            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions_mut(&mut self, visit: &mut dyn FnMut(&mut crate::Extension)) {
                #visit_mut
            }
        }
    }
}

/// A child's field type, in the struct or, where a required child may
/// still be missing, in the builder.
pub(super) fn field_type(child: &Child, in_builder: bool) -> TokenStream {
    match (&child.kind, child.occurs) {
        (ChildKind::Extensions, _) => quote!(Vec<crate::Extension>),
        (ChildKind::Element { ty, .. }, Occurs::Many { .. }) => quote!(Vec<#ty>),
        (ChildKind::Element { ty, .. }, Occurs::Required) if !in_builder => quote!(#ty),
        (ChildKind::Element { ty, .. }, _) => quote!(Option<#ty>),
    }
}

/// `new`: the required children as parameters (repeated children with
/// bounds as iterables, checked), the rest empty.
fn new_fn(element: &Element<'_>) -> TokenStream {
    let tag = element.element();
    let name = &element.name;
    let mut params = Vec::new();
    let mut checks = TokenStream::new();
    let mut inits = Vec::new();
    if let Some((ty, _)) = &element.text {
        params.push(quote!(value: #ty));
        inits.push(quote!(value));
    }
    for child in &element.children {
        let ident = &child.ident;
        match (&child.kind, child.occurs) {
            (ChildKind::Element { ty, .. }, Occurs::Required) => {
                params.push(quote!(#ident: #ty));
                inits.push(quote!(#ident));
            }
            (ChildKind::Element { ty, name, .. }, Occurs::Many { .. }) => {
                // Required occurrences are parameters; a repeated child that
                // may be absent starts empty, its maximum held by `push_…`.
                if let Some((min @ 1.., max)) = child.checked_count() {
                    let max = option_tokens(max);
                    params.push(quote!(#ident: impl IntoIterator<Item = #ty>));
                    checks.extend(quote! {
                        let #ident: Vec<#ty> = #ident.into_iter().collect();
                        crate::support::check_count(&#ident, #min, #max, #tag, #name)?;
                    });
                    inits.push(quote!(#ident));
                } else {
                    inits.push(quote!(#ident: Vec::new()));
                }
            }
            (ChildKind::Element { .. }, Occurs::Optional) => inits.push(quote!(#ident: None)),
            (ChildKind::Extensions, _) => inits.push(quote!(#ident: Vec::new())),
        }
    }
    for attribute in &element.attributes {
        let ident = &attribute.ident;
        let ty = &attribute.ty;
        if attribute.required {
            params.push(quote!(#ident: #ty));
            inits.push(quote!(#ident));
        } else {
            inits.push(quote!(#ident: None));
        }
    }
    if element.ty.is_root {
        inits.push(quote!(namespaces: Vec::new()));
        inits.push(quote!(head: crate::DocumentHead::default()));
    }
    let doc = " Creates the element from its required children; optional ones start empty.";
    if checks.is_empty() {
        quote! {
            #[doc = #doc]
            pub fn new(#(#params),*) -> Self {
                #name { #(#inits),* }
            }
        }
    } else {
        quote! {
            #[doc = #doc]
            ///
            /// # Errors
            /// When a repeated child has fewer or more occurrences than the schema allows.
            pub fn new(#(#params),*) -> Result<Self, crate::ContentError> {
                #checks
                Ok(#name { #(#inits),* })
            }
        }
    }
}

/// The getter and setters of one child.
fn accessors(element: &Element<'_>, child: &Child) -> TokenStream {
    let ident = &child.ident;
    let singular = &child.singular;
    let with = format_ident!("with_{}", singular);
    let ChildKind::Element { name, ty, copy, .. } = &child.kind else {
        let push = format_ident!("push_{}", singular);
        return quote! {
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
        };
    };
    let field_doc = doc_attrs(&child.doc, None);
    match child.occurs {
        Occurs::Required => value_accessors(
            ident,
            &with,
            ty,
            *copy,
            true,
            &format!(" The `<{name}>` child."),
            &field_doc,
        ),
        Occurs::Optional => value_accessors(
            ident,
            &with,
            ty,
            *copy,
            false,
            &format!(" The optional `<{name}>` child."),
            &field_doc,
        ),
        Occurs::Many { max, .. } => {
            let tag = element.element();
            let push = format_ident!("push_{}", singular);
            let into = format_ident!("into_{}", ident);
            let getter_doc = format!(" The `<{name}>` children, in document order.");
            let push_doc = format!(" Appends a `<{name}>` child.");
            let push_fn = match max {
                Some(max) => {
                    let max = max as usize;
                    quote! {
                        pub fn #push(&mut self, value: #ty) -> Result<&mut Self, crate::ContentError> {
                            crate::support::check_room(&self.#ident, #max, #tag, #name)?;
                            self.#ident.push(value);
                            Ok(self)
                        }
                    }
                }
                None => quote! {
                    pub fn #push(&mut self, value: #ty) -> &mut Self {
                        self.#ident.push(value);
                        self
                    }
                },
            };
            quote! {
                #[doc = #getter_doc]
                pub fn #ident(&self) -> &[#ty] {
                    &self.#ident
                }
                #[doc = #push_doc]
                #push_fn
                /// Takes the children out.
                pub fn #into(self) -> Vec<#ty> {
                    self.#ident
                }
            }
        }
    }
}

/// The getter and setters of one value: required (`T`) or optional
/// (`Option<T>`), returned by value when it is `Copy`.
fn value_accessors(
    ident: &Ident,
    with: &Ident,
    ty: &TokenStream,
    copy: bool,
    required: bool,
    getter_doc: &str,
    field_doc: &TokenStream,
) -> TokenStream {
    let set = format_ident!("set_{}", ident);
    if required {
        let getter = if copy {
            quote!(pub fn #ident(&self) -> #ty { self.#ident })
        } else {
            quote!(pub fn #ident(&self) -> &#ty { &self.#ident })
        };
        quote! {
            #[doc = #getter_doc]
            #field_doc
            #getter
            /// Replaces the value.
            pub fn #set(&mut self, value: #ty) -> &mut Self {
                self.#ident = value;
                self
            }
            /// Replaces the value.
            pub fn #with(mut self, value: #ty) -> Self {
                self.#ident = value;
                self
            }
        }
    } else {
        let getter = if copy {
            quote!(pub fn #ident(&self) -> Option<#ty> { self.#ident })
        } else {
            quote!(pub fn #ident(&self) -> Option<&#ty> { self.#ident.as_ref() })
        };
        quote! {
            #[doc = #getter_doc]
            #field_doc
            #getter
            /// Sets or clears the value.
            pub fn #set(&mut self, value: Option<#ty>) -> &mut Self {
                self.#ident = value;
                self
            }
            /// Sets the value.
            pub fn #with(mut self, value: #ty) -> Self {
                self.#ident = Some(value);
                self
            }
        }
    }
}

/// The accessors of the attributes and of the text.
fn attribute_and_text_accessors(element: &Element<'_>) -> TokenStream {
    let mut out: TokenStream = element
        .attributes
        .iter()
        .map(|attribute| {
            let ident = &attribute.ident;
            let with = format_ident!("with_{}", ident);
            let name = &attribute.name;
            let getter_doc = if attribute.required {
                format!(" The `{name}` attribute.")
            } else {
                format!(" The optional `{name}` attribute.")
            };
            value_accessors(
                ident,
                &with,
                &attribute.ty,
                attribute.copy,
                attribute.required,
                &getter_doc,
                &doc_attrs(&attribute.doc, None),
            )
        })
        .collect();
    if let Some((ty, copy)) = &element.text {
        let value = format_ident!("value");
        let with = format_ident!("with_value");
        let getter_doc = format!(" The text of `<{}>`.", element.element());
        out.extend(value_accessors(
            &value,
            &with,
            ty,
            *copy,
            true,
            &getter_doc,
            &TokenStream::new(),
        ));
    }
    out
}

/// What only a document's root has: its namespace declarations and head.
fn root_accessors() -> TokenStream {
    quote! {
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
        /// The namespaces a document of this value declares on its root:
        /// those declared here, those its extensions use, and those of its
        /// typed extension elements.
        pub(crate) fn declarations(&self) -> Vec<crate::NamespaceDecl> {
            let mut declarations = crate::NamespaceDecl::for_document(&self.namespaces, |visit| self.visit_extensions(visit));
            self.typed_namespaces(&mut |prefix, uri| crate::NamespaceDecl::declare_missing(&mut declarations, prefix, uri));
            declarations
        }
    }
}

/// The bodies of `visit_extensions` and `visit_extensions_mut`: the
/// element's own extensions, then its element children's.
fn visits(element: &Element<'_>) -> (TokenStream, TokenStream) {
    let mut visit = TokenStream::new();
    let mut visit_mut = TokenStream::new();
    for child in &element.children {
        let ident = &child.ident;
        match (&child.kind, child.occurs) {
            (ChildKind::Extensions, _) => {
                visit.extend(quote!(self.#ident.iter().for_each(&mut *visit);));
                visit_mut.extend(quote!(self.#ident.iter_mut().for_each(&mut *visit);));
            }
            (ChildKind::Element { simple: true, .. }, _) => {}
            (ChildKind::Element { .. }, Occurs::Many { .. }) => {
                visit.extend(
                    quote!(self.#ident.iter().for_each(|child| child.visit_extensions(visit));),
                );
                visit_mut.extend(quote!(self.#ident.iter_mut().for_each(|child| child.visit_extensions_mut(visit));));
            }
            (ChildKind::Element { .. }, Occurs::Required) => {
                visit.extend(quote!(self.#ident.visit_extensions(visit);));
                visit_mut.extend(quote!(self.#ident.visit_extensions_mut(visit);));
            }
            (ChildKind::Element { .. }, Occurs::Optional) => {
                visit.extend(
                    quote!(if let Some(child) = &self.#ident { child.visit_extensions(visit); }),
                );
                visit_mut.extend(quote!(if let Some(child) = &mut self.#ident { child.visit_extensions_mut(visit); }));
            }
        }
    }
    if visit.is_empty() {
        // Nothing below can hold extensions.
        visit = quote!(let _ = visit;);
        visit_mut = quote!(let _ = visit;);
    }
    (visit, visit_mut)
}

/// The body of `typed_namespaces`: the namespaces of the typed extension
/// elements present, then those of the element children.
fn typed_namespaces(element: &Element<'_>) -> TokenStream {
    let mut body = TokenStream::new();
    for child in &element.children {
        let ident = &child.ident;
        match (&child.foreign, &child.kind, child.occurs) {
            (Some(foreign), _, Occurs::Many { .. }) => {
                let (prefix, namespace) = (&foreign.prefix, &foreign.namespace);
                body.extend(quote! {
                    if !self.#ident.is_empty() {
                        found(#prefix, #namespace);
                    }
                });
            }
            (Some(foreign), _, _) => {
                let (prefix, namespace) = (&foreign.prefix, &foreign.namespace);
                body.extend(quote! {
                    if self.#ident.is_some() {
                        found(#prefix, #namespace);
                    }
                });
            }
            (None, ChildKind::Element { simple: false, .. }, Occurs::Many { .. }) => {
                body.extend(
                    quote!(self.#ident.iter().for_each(|child| child.typed_namespaces(found));),
                );
            }
            (None, ChildKind::Element { simple: false, .. }, Occurs::Optional) => {
                body.extend(quote! {
                    if let Some(child) = &self.#ident {
                        child.typed_namespaces(found);
                    }
                });
            }
            (None, ChildKind::Element { simple: false, .. }, Occurs::Required) => {
                body.extend(quote!(self.#ident.typed_namespaces(found);));
            }
            _ => {}
        }
    }
    if body.is_empty() {
        body = quote!(let _ = found;);
    }
    body
}
