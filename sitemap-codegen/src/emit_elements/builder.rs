//! The builder: collects an element's children one at a time and checks the
//! content rules once, for serde and the streaming reader alike.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::model::field_type;
use super::{ChildKind, ChoiceField, Element, option_tokens};
use crate::model::Occurs;

pub(super) fn emit(element: &Element<'_>) -> TokenStream {
    let Element {
        ty, name, builder, ..
    } = element;
    let tag = element.element();
    let doc = format!(
        " Collects `<{tag}>`'s children and checks the content rules once, for serde and the streaming reader alike."
    );
    let mut fields = TokenStream::new();
    let mut puts = TokenStream::new();
    let mut set_text_arms = TokenStream::new();
    let mut finish_inits = Vec::new();
    for child in &element.children {
        let ident = &child.ident;
        let field_ty = field_type(child, true);
        fields.extend(quote!(#ident: #field_ty,));
        let ChildKind::Element {
            name: child_name,
            ty: child_ty,
            simple,
            ..
        } = &child.kind
        else {
            let push = quote::format_ident!("push_{}", child.singular);
            // Extension elements of a type of ours are read into it, with
            // its checks; the others are kept as they are.
            let typed: TokenStream = element
                .children
                .iter()
                .filter_map(|typed| {
                    let foreign = typed.foreign.as_ref()?;
                    let ChildKind::Element { ty, .. } = &typed.kind else {
                        return None;
                    };
                    let (namespace, local) = (&foreign.namespace, &foreign.local);
                    let put = typed.put();
                    let when = foreign.when_attribute.as_ref().map(|attribute| {
                        quote!(&& extension.attributes().iter().any(|(name, _)| name == #attribute))
                    });
                    Some(quote! {
                        if extension.namespace() == Some(#namespace) && extension.local_name() == #local #when {
                            let value = crate::support::typed_extension(#namespace, extension, <#ty>::from_extension)?;
                            return crate::support::in_extension(#namespace, self.#put(value));
                        }
                    })
                })
                .collect();
            puts.extend(quote! {
                /// Appends an element of another namespace: a typed one when
                /// it is one of ours (an error when it breaks its rules), or
                /// kept as it is.
                pub(crate) fn #push(&mut self, extension: crate::Extension) -> Result<(), crate::support::ExtensionError> {
                    #typed
                    self.#ident.push(extension);
                    Ok(())
                }
            });
            // A root's extensions are read as trees: only an entry is
            // read flat.
            if !ty.is_root {
                puts.extend(push_flat(element));
            }
            finish_inits.push(quote!(#ident: self.#ident));
            continue;
        };
        let put = child.put();
        match child.occurs {
            Occurs::Required | Occurs::Optional => {
                puts.extend(quote! {
                    crate::support::put_child!(#put, #ident: #child_ty, #tag, #child_name);
                });
            }
            Occurs::Many { max, .. } => {
                let doc = format!(" Appends a `<{child_name}>` child.");
                let room = max.map(|max| {
                    let max = max as usize;
                    quote!(crate::support::check_room(&self.#ident, #max, #tag, #child_name)?;)
                });
                puts.extend(quote! {
                    #[doc = #doc]
                    pub(crate) fn #put(&mut self, value: #child_ty) -> Result<(), crate::ContentError> {
                        #room
                        self.#ident.push(value);
                        Ok(())
                    }
                });
            }
        }
        if child.choice.is_some() {
            // Checked and built with the rest of its choice, below.
        } else {
            finish_inits.push(match (child.occurs, child.checked_count()) {
            (Occurs::Required, _) => {
                quote!(#ident: crate::support::required(self.#ident, #tag, #child_name)?)
            }
            (_, Some((min, max))) => {
                let max = option_tokens(max);
                quote! {
                    #ident: {
                        crate::support::check_count(&self.#ident, #min, #max, #tag, #child_name)?;
                        self.#ident
                    }
                }
            }
            _ => quote!(#ident: self.#ident),
            });
        }
        if *simple {
            set_text_arms.extend(quote! {
                #child_name => self.#put(crate::support::parse_child(text, #tag, #child_name)?)?,
            });
        }
    }
    for choice in &element.choices {
        finish_inits.push(choice_init(element, choice));
    }
    let mut attribute_arms = TokenStream::new();
    for attribute in &element.attributes {
        let ident = &attribute.ident;
        let attribute_ty = &attribute.ty;
        let label = attribute.label();
        let name = &attribute.name;
        let put = attribute.put();
        let doc = format!(" Sets the `{name}` attribute; a second one is an error.");
        fields.extend(quote!(#ident: Option<#attribute_ty>,));
        puts.extend(quote! {
            #[doc = #doc]
            pub(crate) fn #put(&mut self, value: #attribute_ty) -> Result<(), crate::ContentError> {
                crate::support::put_once(&mut self.#ident, value, #tag, #label)
            }
        });
        attribute_arms.extend(quote! {
            #name => self.#put(crate::support::parse_child(text, #tag, #label)?)?,
        });
        finish_inits.push(if attribute.required {
            quote!(#ident: crate::support::required(self.#ident, #tag, #label)?)
        } else {
            quote!(#ident: self.#ident)
        });
    }
    if !attribute_arms.is_empty() {
        puts.extend(quote! {
            /// Takes an attribute from its document text; `Ok(false)` when
            /// `name` is not one of this element's attributes.
            pub(crate) fn set_attribute(&mut self, name: &str, text: &str) -> Result<bool, crate::ContentError> {
                match name {
                    #attribute_arms
                    _ => return Ok(false),
                }
                Ok(true)
            }
        });
    }
    if let Some((text_ty, _)) = &element.text {
        fields.extend(quote!(value: Option<#text_ty>,));
        puts.extend(quote! {
            /// Sets the element's text; a second one is an error.
            pub(crate) fn put_value(&mut self, value: #text_ty) -> Result<(), crate::ContentError> {
                crate::support::put_once(&mut self.value, value, #tag, "#text")
            }
            /// Takes the element's text from the document.
            pub(crate) fn set_value_text(&mut self, text: &str) -> Result<(), crate::ContentError> {
                self.put_value(crate::support::parse_child(text, #tag, "#text")?)
            }
        });
        finish_inits.push(quote!(value: crate::support::required(self.value, #tag, "#text")?));
    }
    if ty.fingerprinted {
        fields.extend(quote!(pub(crate) fingerprint: Option<crate::Fingerprint>,));
        finish_inits.push(quote!(fingerprint: self.fingerprint));
    }
    let mut root_methods = TokenStream::new();
    if ty.is_root {
        fields.extend(quote! {
            namespaces: Vec<crate::NamespaceDecl>,
            head: crate::DocumentHead,
        });
        finish_inits.push(quote!(namespaces: self.namespaces));
        finish_inits.push(quote!(head: self.head));
        root_methods = quote! {
            /// Records a namespace declaration found on the root element.
            pub(crate) fn declare_namespace(&mut self, prefix: &str, uri: &str) {
                crate::NamespaceDecl::declare(&mut self.namespaces, prefix, uri);
            }
            /// What the root carried: its declarations, head and extensions.
            pub(crate) fn set_root(
                &mut self,
                namespaces: &[crate::NamespaceDecl],
                head: crate::DocumentHead,
                extensions: Vec<crate::Extension>,
            ) -> Result<(), crate::ContentError> {
                for decl in namespaces {
                    self.declare_namespace(decl.prefix(), decl.uri());
                }
                self.head = head;
                for extension in extensions {
                    self.push_extension(extension)?;
                }
                Ok(())
            }
        };
    }
    // Elements without simple children (the roots) have no text to take.
    let set_text = if set_text_arms.is_empty() {
        TokenStream::new()
    } else {
        let doc = " Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.";
        quote! {
            #[doc = #doc]
            pub(crate) fn set_text(&mut self, child: &str, text: &str) -> Result<bool, crate::ContentError> {
                match child {
                    #set_text_arms
                    _ => return Ok(false),
                }
                Ok(true)
            }
        }
    };
    let from_extension = if ty.in_extension {
        let mut read = from_extension(
            element,
            !set_text_arms.is_empty(),
            !attribute_arms.is_empty(),
        );
        if element.read_flat {
            read.extend(from_flat(
                element,
                !set_text_arms.is_empty(),
                !attribute_arms.is_empty(),
            ));
        }
        if element.read_from_text {
            read.extend(from_text(element));
        }
        read
    } else {
        TokenStream::new()
    };
    quote! {
        #from_extension

        #[doc = #doc]
        #[derive(Debug, Default)]
        pub(crate) struct #builder {
            #fields
        }

        impl #builder {
            #puts

            #root_methods

            #set_text

            /// Checks that every required child is present and builds the element.
            pub(crate) fn finish(self) -> Result<#name, crate::ContentError> {
                Ok(#name { #(#finish_inits),* })
            }
        }
    }
}

/// A choice's field, from its elements collected one by one: the first
/// branch they fit, or an error naming the first element of each branch.
fn choice_init(element: &Element<'_>, choice: &ChoiceField) -> TokenStream {
    let field = &choice.ident;
    let value = choice_match(element, choice, &quote!(self));
    quote!(#field: #value)
}

/// The `match` that makes a choice's enum of its elements, fields of `base`.
fn choice_match(element: &Element<'_>, choice: &ChoiceField, base: &TokenStream) -> TokenStream {
    let tag = element.element();
    let (field, ty) = (&choice.ident, &choice.ty);
    let scrutinee: Vec<&Ident> = choice
        .members
        .iter()
        .map(|&at| &element.children[at].ident)
        .collect();
    let arms: TokenStream = choice
        .variants
        .iter()
        .map(|variant| {
            let variant_ident = &variant.ident;
            let patterns = choice.members.iter().map(|&at| {
                let ident = &element.children[at].ident;
                match variant.members.iter().find(|(member, _)| *member == at) {
                    Some((_, true)) => quote!(Some(#ident)),
                    Some((_, false)) => quote!(#ident),
                    None => quote!(None),
                }
            });
            let fields = variant
                .members
                .iter()
                .map(|&(at, _)| &element.children[at].ident);
            quote!((#(#patterns,)*) => crate::#ty::#variant_ident { #(#fields),* },)
        })
        .collect();
    let firsts: Vec<String> = choice
        .variants
        .iter()
        .filter_map(
            |variant| match &element.children[variant.members[0].0].kind {
                ChildKind::Element { name, .. } => Some(name.clone()),
                ChildKind::Extensions => None,
            },
        )
        .collect();
    let choice_name = field.to_string();
    quote! {
        match (#(#base.#scrutinee,)*) {
            #arms
            _ => return Err(crate::ContentError::no_choice(#tag, #choice_name, &[#(#firsts),*])),
        }
    }
}

/// `from_extension`: the element read from the untyped tree the reader and
/// serde keep for elements of other namespaces, through the builder, so
/// with every check.
fn from_extension(element: &Element<'_>, simple_children: bool, attributes: bool) -> TokenStream {
    let Element { name, builder, .. } = element;
    let tag = element.element();
    let complex_arms: TokenStream = element
        .children
        .iter()
        .filter_map(|child| match &child.kind {
            ChildKind::Element {
                name: child_name,
                ty: child_ty,
                simple: false,
                ..
            } => {
                let put = child.put();
                Some(quote! {
                    #child_name => builder.#put(<#child_ty>::from_extension(child)?)?,
                })
            }
            _ => None,
        })
        .collect();
    let simple_body = if simple_children {
        quote! {
            if !builder.set_text(local, &crate::support::text_of(child))? {
                return Err(crate::ContentError::unexpected(#tag, local));
            }
        }
    } else {
        quote!(return Err(crate::ContentError::unexpected(#tag, local));)
    };
    let per_child = if complex_arms.is_empty() {
        quote! {
            let local = child.local_name();
            #simple_body
        }
    } else {
        quote! {
            match child.local_name() {
                #complex_arms
                local => { #simple_body }
            }
        }
    };
    let children_loop = if element.children.is_empty() {
        // Nothing may be inside: the first element found is the error.
        quote! {
            if let Some(child) = extension.children().iter().find_map(crate::ExtensionNode::as_element) {
                return Err(crate::ContentError::unexpected(#tag, &child.qualified_name()));
            }
        }
    } else {
        quote! {
            for child in extension.children().iter().filter_map(crate::ExtensionNode::as_element) {
                if child.namespace() != Some(Self::NAMESPACE) {
                    return Err(crate::ContentError::unexpected(#tag, &child.qualified_name()));
                }
                #per_child
            }
        }
    };
    let attributes = if attributes {
        quote! {
            for (attribute, value) in extension.attributes() {
                if !builder.set_attribute(attribute, value)? {
                    return Err(crate::ContentError::unexpected(#tag, &format!("@{attribute}")));
                }
            }
        }
    } else {
        TokenStream::new()
    };
    let text = if element.text.is_some() {
        quote!(builder.set_value_text(&crate::support::text_of(extension))?;)
    } else {
        TokenStream::new()
    };
    let doc = format!(
        " Reads a `<{tag}>` from the untyped tree kept for elements of other namespaces \
         (see [`Extension`](crate::Extension)), with every check of the type."
    );
    quote! {
        impl #name {
            #[doc = #doc]
            ///
            /// # Errors
            ///
            /// The first child, attribute or value the schema does not allow.
            pub fn from_extension(extension: &crate::Extension) -> Result<Self, crate::ContentError> {
                let mut builder = #builder::default();
                #attributes
                #children_loop
                #text
                builder.finish()
            }
        }
    }
}

/// `push_flat`: an extension element the reader found written flat, typed
/// when it is one of ours. Only the typed ones can be read flat: the others
/// are kept as trees, which only the token path builds.
fn push_flat(element: &Element<'_>) -> TokenStream {
    // One rule for both methods: the element's namespace and name, and the
    // attribute some types ask for.
    let flat_children: Vec<(&TokenStream, Ident, TokenStream)> = element
        .children
        .iter()
        .filter_map(|typed| {
            let foreign = typed.foreign.as_ref().filter(|foreign| foreign.flat)?;
            let ChildKind::Element { ty, .. } = &typed.kind else {
                return None;
            };
            let (namespace, local) = (&foreign.namespace, &foreign.local);
            let when = foreign
                .when_attribute
                .as_ref()
                .map(|attribute| quote!(&& has_attribute(#attribute)));
            Some((
                ty,
                typed.put(),
                quote!(namespace == #namespace && local == #local #when),
            ))
        })
        .collect();
    let asks_attributes = element
        .children
        .iter()
        .filter_map(|typed| typed.foreign.as_ref())
        .any(|foreign| foreign.flat && foreign.when_attribute.is_some());
    let (push_flat_body, types_flat_body) = if flat_children.is_empty() {
        (
            quote! {
                let _ = (namespace, local, flat);
                false
            },
            quote! {
                let _ = (namespace, local, has_attribute);
                false
            },
        )
    } else {
        let has_attribute = asks_attributes
            .then(|| quote!(let has_attribute = |name: &str| flat.has_attribute(name);));
        let unused = (!asks_attributes).then(|| quote!(let _ = has_attribute;));
        let pushes = flat_children.iter().map(|(ty, put, condition)| {
            quote! {
                if #condition {
                    return <#ty>::from_flat(flat).is_some_and(|value| self.#put(value).is_ok());
                }
            }
        });
        let conditions = flat_children.iter().map(|(_, _, condition)| condition);
        (
            quote! {
                #has_attribute
                #(#pushes)*
                false
            },
            quote! {
                #unused
                #((#conditions))||*
            },
        )
    };
    quote! {
        /// Whether [`push_flat`](Self::push_flat) would try to type the
        /// element `local` of `namespace`, with attributes of the names
        /// `has_attribute` accepts: asked of every element of an entry
        /// before any is typed, so that one left to the tree costs no
        /// typing of the others.
        pub(crate) fn types_flat(namespace: &str, local: &str, has_attribute: &dyn Fn(&str) -> bool) -> bool {
            #types_flat_body
        }

        /// Appends an element of another namespace that the reader found
        /// written flat (see [`Flat`](crate::support::Flat)), typed;
        /// `false`, with nothing appended, when it is none of our typed
        /// elements or breaks a rule, and is left to be read as a tree,
        /// which reports why.
        pub(crate) fn push_flat(&mut self, namespace: &str, local: &str, flat: &crate::support::Flat<'_>) -> bool {
            #push_flat_body
        }
    }
}

/// `from_flat`: the element read from its flat form through the builder, so
/// with every check, as `from_extension` reads it from a tree.
fn from_flat(element: &Element<'_>, simple_children: bool, attributes: bool) -> TokenStream {
    let Element { name, builder, .. } = element;
    let tag = element.element();
    let attributes = attributes.then(|| {
        quote! {
            for (attribute, value) in flat.attributes {
                if !builder.set_attribute(attribute, value).ok()? {
                    return None;
                }
            }
        }
    });
    // Children with simple content of their own, written without
    // attributes, are read from their text.
    let text_content_arms: TokenStream = element
        .children
        .iter()
        .filter_map(|child| match &child.kind {
            ChildKind::Element {
                name,
                ty,
                from_text: true,
                ..
            } => {
                let put = child.put();
                Some(quote!(#name => builder.#put(<#ty>::from_text(text)?).ok()?,))
            }
            _ => None,
        })
        .collect();
    let set_text = quote! {
        if !builder.set_text(child, text).ok()? {
            return None;
        }
    };
    let children = match (text_content_arms.is_empty(), simple_children) {
        (true, false) => quote! {
            if !flat.children.is_empty() {
                return None;
            }
        },
        (true, true) => quote! {
            for (child, text) in flat.children {
                #set_text
            }
        },
        (false, simple_children) => {
            let other = if simple_children {
                quote!(child => { #set_text })
            } else {
                quote!(_ => return None,)
            };
            quote! {
                for (child, text) in flat.children {
                    match *child {
                        #text_content_arms
                        #other
                    }
                }
            }
        }
    };
    let doc = format!(
        " Reads a `<{tag}>` the reader found written flat, with every check of the type; \
         `None` when it breaks one or has a child that is not flat, and is left to be read \
         as a tree, which reports why."
    );
    quote! {
        impl #name {
            #[doc = #doc]
            pub(crate) fn from_flat(flat: &crate::support::Flat<'_>) -> Option<Self> {
                let mut builder = #builder::default();
                #attributes
                #children
                builder.finish().ok()
            }
        }
    }
}

/// `from_text`: an element with simple content read from its text alone,
/// as `from_extension` reads it from a tree without attributes or
/// children, for `from_flat` of the element it is a child of.
fn from_text(element: &Element<'_>) -> TokenStream {
    let Element { name, builder, .. } = element;
    let doc = format!(
        " Reads a `<{}>` written without attributes from its text, with every check of the \
         type; `None` when it breaks one (a required attribute is missing, say), and is left \
         to be read as a tree, which reports why.",
        element.element()
    );
    quote! {
        impl #name {
            #[doc = #doc]
            pub(crate) fn from_text(text: &str) -> Option<Self> {
                let mut builder = #builder::default();
                builder.set_value_text(text).ok()?;
                builder.finish().ok()
            }
        }
    }
}

/// For the compact form: what a choice's elements are collected into, and
/// how they make the enum (as [`choice_init`] has it in the long form).
pub(super) fn choice_parts(element: &Element<'_>, choice: &ChoiceField) -> TokenStream {
    let ty = &choice.ty;
    let parts = quote::format_ident!("{}Parts", ty);
    let doc = format!(
        " The elements of [`{ty}`], as `<{}>`'s builder collects them.",
        element.element()
    );
    let fields: TokenStream = choice
        .members
        .iter()
        .map(|&at| {
            let child = &element.children[at];
            let ident = &child.ident;
            let ChildKind::Element { ty, .. } = &child.kind else {
                unreachable!("a choice holds only elements")
            };
            quote!(#ident: Option<#ty>,)
        })
        .collect();
    let init = choice_match(element, choice, &quote!(parts));
    quote! {
        #[doc = #doc]
        #[derive(Debug, Default)]
        pub(crate) struct #parts {
            #fields
        }
        impl crate::element::Choice for #ty {
            type Parts = #parts;
            fn from_parts(parts: #parts) -> Result<Self, crate::ContentError> {
                Ok(#init)
            }
        }
    }
}
