//! The element struct: its fields, constants, constructor and accessors.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{Child, ChildKind, ChoiceField, Element, option_tokens};
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
            if child.choice.is_some() {
                // A choice's elements live in its enum, held where the first is.
                return match element.choice_starting_at(child) {
                    Some(choice) => {
                        let (ident, ty) = (&choice.ident, &choice.ty);
                        quote!(#ident: crate::#ty,)
                    }
                    None => TokenStream::new(),
                };
            }
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
    let choice_enums: TokenStream = element
        .choices
        .iter()
        .map(|choice| choice_enum(element, choice))
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
    let fingerprint_accessors = if ty.fingerprinted {
        fields.extend(quote!(fingerprint: Option<crate::Fingerprint>,));
        fingerprint_accessors()
    } else {
        TokenStream::new()
    };
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
        #choice_enums

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
            #fingerprint_accessors

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
        if child.choice.is_some() {
            if let Some(choice) = element.choice_starting_at(child) {
                let (ident, ty) = (&choice.ident, &choice.ty);
                params.push(quote!(#ident: crate::#ty));
                inits.push(quote!(#ident));
            }
            continue;
        }
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
        if attribute.required && attribute.single_valued {
            // Its one value: nothing to choose.
            inits.push(quote!(#ident: #ty::ALL[0]));
        } else if attribute.required {
            params.push(quote!(#ident: #ty));
            inits.push(quote!(#ident));
        } else {
            inits.push(quote!(#ident: None));
        }
    }
    if element.ty.fingerprinted {
        inits.push(quote!(fingerprint: None));
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
    if let Some(at) = child.choice {
        let choice = &element.choices[at];
        let field = &choice.ident;
        let getter_doc = format!(" The `<{name}>` child, when the choice's branch has one.");
        let mut out = quote! {
            #[doc = #getter_doc]
            #field_doc
            pub fn #ident(&self) -> Option<&#ty> {
                self.#field.#ident()
            }
        };
        if element.choice_starting_at(child).is_some() {
            let choice_ty = &choice.ty;
            let with = format_ident!("with_{}", field);
            let getter_doc = format!(
                " Which of the choice's branches `<{}>` has.",
                element.element()
            );
            out.extend(value_accessors(
                field,
                &with,
                &quote!(crate::#choice_ty),
                false,
                true,
                &getter_doc,
                &doc_attrs(&choice.doc, None),
            ));
        }
        return out;
    }
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
    // The support layer's macros write the three methods.
    let kind = if copy { quote!(copy) } else { quote!(ref) };
    let accessors = if required {
        quote!(crate::support::required_value)
    } else {
        quote!(crate::support::optional_value)
    };
    quote! {
        #accessors!(#[doc = #getter_doc] #field_doc #ident, #set, #with: #kind #ty);
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
/// The accessors of an application's fingerprint (`gen:fingerprint`).
fn fingerprint_accessors() -> TokenStream {
    quote! {
        /// The application's fingerprint of the page's content, if it gave one.
        pub fn fingerprint(&self) -> Option<&crate::Fingerprint> {
            self.fingerprint.as_ref()
        }
        /// Sets the fingerprint of the page's content: any bytes that change
        /// when the page does (a hash of its rendered text, a row version, an
        /// `updated_at`). A document never carries it; a regeneration compares
        /// it with the last one published to tell what changed.
        pub fn with_fingerprint(mut self, fingerprint: impl Into<crate::Fingerprint>) -> Self {
            self.fingerprint = Some(fingerprint.into());
            self
        }
        /// Sets or clears the fingerprint of the page's content.
        pub fn set_fingerprint(&mut self, fingerprint: Option<crate::Fingerprint>) -> &mut Self {
            self.fingerprint = fingerprint;
            self
        }
    }
}

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
        if let Some(at) = child.choice {
            if let ChildKind::Element { simple: false, .. } = child.kind {
                let field = &element.choices[at].ident;
                let ident_mut = format_ident!("{}_mut", ident);
                visit.extend(quote!(if let Some(child) = self.#field.#ident() { child.visit_extensions(visit); }));
                visit_mut.extend(quote!(if let Some(child) = self.#field.#ident_mut() { child.visit_extensions_mut(visit); }));
            }
            continue;
        }
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
                let child_ref = element.optional_ref(child, &quote!(self));
                body.extend(quote! {
                    if let Some(child) = #child_ref {
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

/// The enum of a choice: a variant per branch, holding that branch's
/// elements, with a getter per element (`None` in the branches without it).
pub(super) fn choice_enum(element: &Element<'_>, choice: &ChoiceField) -> TokenStream {
    let name = &choice.ty;
    let doc = doc_attrs(&choice.doc, None);
    let member_ty = |at: usize| match &element.children[at].kind {
        ChildKind::Element {
            ty, name, simple, ..
        } => (ty.clone(), name.clone(), *simple),
        ChildKind::Extensions => unreachable!("a choice holds only elements"),
    };
    let variants: TokenStream = choice
        .variants
        .iter()
        .map(|variant| {
            let ident = &variant.ident;
            let names: Vec<String> = variant
                .members
                .iter()
                .map(|&(at, required)| {
                    let (_, name, _) = member_ty(at);
                    if required {
                        format!("`<{name}>`")
                    } else {
                        format!("an optional `<{name}>`")
                    }
                })
                .collect();
            let doc = format!(" The branch with {}.", names.join(", "));
            let fields: TokenStream = variant
                .members
                .iter()
                .map(|&(at, required)| {
                    let field = &element.children[at].ident;
                    let (ty, name, _) = member_ty(at);
                    let doc = format!(" The `<{name}>` child.");
                    if required {
                        quote!(#[doc = #doc] #field: #ty,)
                    } else {
                        quote!(#[doc = #doc] #field: Option<#ty>,)
                    }
                })
                .collect();
            quote!(#[doc = #doc] #ident { #fields },)
        })
        .collect();
    let getters: TokenStream = choice
        .members
        .iter()
        .map(|&at| {
            let child = &element.children[at];
            let ident = &child.ident;
            let (ty, name, simple) = member_ty(at);
            let arms = |by_mut: bool| -> TokenStream {
                let mut arms = TokenStream::new();
                let mut everywhere = true;
                for variant in &choice.variants {
                    let variant_ident = &variant.ident;
                    match variant.members.iter().find(|(member, _)| *member == at) {
                        Some((_, true)) => arms
                            .extend(quote!(Self::#variant_ident { #ident, .. } => Some(#ident),)),
                        Some((_, false)) if by_mut => arms.extend(
                            quote!(Self::#variant_ident { #ident, .. } => #ident.as_mut(),),
                        ),
                        Some((_, false)) => arms.extend(
                            quote!(Self::#variant_ident { #ident, .. } => #ident.as_ref(),),
                        ),
                        None => everywhere = false,
                    }
                }
                if !everywhere {
                    arms.extend(quote!(_ => None,));
                }
                arms
            };
            let getter_doc = format!(" The `<{name}>` child, in the branches that have one.");
            let shared = arms(false);
            let mut out = quote! {
                #[doc = #getter_doc]
                pub fn #ident(&self) -> Option<&#ty> {
                    match self { #shared }
                }
            };
            if !simple {
                // For `visit_extensions_mut`: a child changed in place keeps
                // the branch whole.
                let ident_mut = format_ident!("{}_mut", ident);
                let arms = arms(true);
                out.extend(quote! {
                    pub(crate) fn #ident_mut(&mut self) -> Option<&mut #ty> {
                        match self { #arms }
                    }
                });
            }
            out
        })
        .collect();
    // `From` the one required element of a branch, its optional ones
    // empty: `ContentLoc::parse(…)?.into()`.
    let froms: TokenStream = choice
        .variants
        .iter()
        .filter_map(|variant| {
            let mut required = variant.members.iter().filter(|(_, required)| *required);
            let (only, _) = required.next()?;
            if required.next().is_some() {
                return None;
            }
            let (ty, _, _) = member_ty(*only);
            let taken_by_another = choice.variants.iter().any(|other| {
                !std::ptr::eq(other, variant)
                    && other.members.iter().filter(|(_, r)| *r).count() == 1
                    && other
                        .members
                        .iter()
                        .any(|&(at, r)| r && member_ty(at).0.to_string() == ty.to_string())
            });
            if taken_by_another {
                return None;
            }
            let variant_ident = &variant.ident;
            let inits = variant.members.iter().map(|&(at, required)| {
                let field = &element.children[at].ident;
                if required {
                    quote!(#field: value)
                } else {
                    quote!(#field: None)
                }
            });
            Some(quote! {
                impl From<#ty> for #name {
                    fn from(value: #ty) -> Self {
                        #name::#variant_ident { #(#inits),* }
                    }
                }
            })
        })
        .collect();
    quote! {
        #doc
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum #name {
            #variants
        }

        #froms

        impl #name {
            #getters
        }
    }
}
