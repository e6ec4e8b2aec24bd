//! Complex types → element structs in `sitemap-core`: the struct and its
//! accessors ([`model`]), the builder that checks the content rules once for
//! serde and the streaming reader alike ([`builder`]), the streaming writer's
//! impl ([`writer`]) and the serde impls ([`serde`]). Each part reads the same
//! [`Element`], so a child's names and types are worked out once; the rules
//! themselves are small hand-written helpers in `sitemap-core`'s `support`
//! module, which the generated code calls.

mod builder;
mod compact;
mod model;
mod serde;
mod writer;

use std::collections::BTreeSet;

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::model::{ComplexType, Occurs, Particle, TypeRef};
use crate::xsd::{snake, upper_camel};

/// What the element emitter needs to know of the other types.
pub(crate) struct TypeFacts {
    /// The `Copy` ones (getters return them by value).
    pub copy: BTreeSet<String>,
    /// Enumerations of one value (`rel="alternate"`): an attribute of such
    /// a type is set by `new`, not asked for.
    pub single_valued: BTreeSet<String>,
    /// The extension elements' types the reader may find written flat
    /// (see `from_flat`): those bound into another element's content
    /// (`gen:extends`), without a text of their own.
    pub read_flat: BTreeSet<String>,
    /// The element types with simple content (text, and optional
    /// attributes at most) that are children of a type read flat: written
    /// without attributes, they are read flat from their text
    /// (`from_text`).
    pub read_from_text: BTreeSet<String>,
}

/// A piece of a generated file: code to pretty-print, or text laid out
/// already (an `element!` invocation).
pub(crate) enum Chunk {
    Tokens(TokenStream),
    Text(String),
}

pub(crate) fn emit(types: &[ComplexType], facts: &TypeFacts) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    for ty in types {
        let element = Element::new(ty, facts);
        if compact::covers(&element) {
            // The choices' enums stay long-form: their variants and getters
            // are as irregular as the choices.
            let choices: TokenStream = element
                .choices
                .iter()
                .map(|choice| {
                    let mut out = model::choice_enum(&element, choice);
                    out.extend(builder::choice_parts(&element, choice));
                    out
                })
                .collect();
            if !choices.is_empty() {
                chunks.push(Chunk::Tokens(choices));
            }
            chunks.push(Chunk::Text(compact::emit(&element)));
            continue;
        }
        let mut out = model::emit(&element);
        out.extend(builder::emit(&element));
        out.extend(writer::emit(&element));
        out.extend(serde::emit(&element));
        chunks.push(Chunk::Tokens(out));
    }
    chunks
}

/// One element type, as every part of the emitter sees it.
struct Element<'a> {
    ty: &'a ComplexType,
    /// The struct's name.
    name: Ident,
    /// Its builder's name.
    builder: Ident,
    children: Vec<Child>,
    /// The `xsd:choice` groups, whose elements are among `children`.
    choices: Vec<ChoiceField>,
    attributes: Vec<AttributeField>,
    /// With simple content: the text's type, and whether it is `Copy`.
    text: Option<(TokenStream, bool)>,
    /// Read flat too (`from_flat`), as an extension element of ours.
    read_flat: bool,
    /// Read from its text alone too (`from_text`), as a child of an
    /// element read flat.
    read_from_text: bool,
}

/// One attribute, with the names the emitted code uses for it.
struct AttributeField {
    /// The field (the attribute's name in snake case, `_attribute` added
    /// when a child has that name).
    ident: Ident,
    /// Its name in documents.
    name: String,
    ty: TokenStream,
    copy: bool,
    required: bool,
    doc: String,
    /// Deprecated (`gen:deprecated`): written only when asked.
    deprecated: bool,
    /// Of an enumeration with one value, which `new` sets.
    single_valued: bool,
}

impl AttributeField {
    /// How content errors name it: `@name`.
    fn label(&self) -> String {
        format!("@{}", self.name)
    }

    /// The builder's method that takes its value.
    fn put(&self) -> Ident {
        format_ident!("put_attribute_{}", self.ident)
    }
}

/// An `xsd:choice`: one field of an enum type, a variant per branch.
struct ChoiceField {
    /// The field.
    ident: Ident,
    /// The enum.
    ty: Ident,
    doc: String,
    variants: Vec<Variant>,
    /// Its elements' indices in [`Element::children`], in schema order.
    members: Vec<usize>,
}

/// One branch of a choice.
struct Variant {
    /// Named after the branch's first element.
    ident: Ident,
    /// Its elements' indices in [`Element::children`], with whether each
    /// is required.
    members: Vec<(usize, bool)>,
}

/// What an element holds between its tags.
enum Content {
    Children,
    Text,
    Empty,
}

/// Where an extension element of another namespace lives.
struct Foreign {
    namespace: String,
    local: String,
    prefix: String,
    /// Typed only when it has this attribute.
    when_attribute: Option<String>,
    /// Its type can be read flat (`from_flat`): it has no text of its own.
    flat: bool,
}

/// One child of an element, with the names the emitted code uses for it.
struct Child {
    /// For an extension element bound here: its namespace and names.
    foreign: Option<Foreign>,
    /// The field: plural for a repeated child.
    ident: Ident,
    singular: Ident,
    doc: String,
    occurs: Occurs,
    kind: ChildKind,
    /// The index in [`Element::choices`] of the choice it belongs to.
    choice: Option<usize>,
    /// Deprecated (`gen:deprecated`): written only when asked.
    deprecated: bool,
}

enum ChildKind {
    /// An `##other` wildcard: extension elements, kept as they are.
    Extensions,
    /// A child element of ours.
    Element {
        /// Its name in documents.
        name: String,
        /// Its Rust type.
        ty: TokenStream,
        /// A simple type (text content), as opposed to an element type.
        simple: bool,
        /// An element type with simple content that can be read from its
        /// text alone (see [`TypeFacts::read_from_text`]).
        from_text: bool,
        /// A `Copy` simple type, returned by value.
        copy: bool,
    },
}

impl Element<'_> {
    fn new<'a>(ty: &'a ComplexType, facts: &TypeFacts) -> Element<'a> {
        let mut wildcards = 0;
        let children = ty
            .particles
            .iter()
            .map(|particle| match particle {
                Particle::Element {
                    name,
                    ty,
                    occurs,
                    doc,
                    deprecated,
                } => {
                    let singular = snake(name);
                    let ident = if matches!(occurs, Occurs::Many { .. }) {
                        plural(&singular)
                    } else {
                        singular.clone()
                    };
                    let type_name = match ty {
                        TypeRef::Simple(name) | TypeRef::Complex(name) => name,
                    };
                    let rust_ty = Ident::new(type_name, Span::call_site());
                    Child {
                        foreign: None,
                        ident: Ident::new(&ident, Span::call_site()),
                        singular: Ident::new(&singular, Span::call_site()),
                        doc: doc.clone(),
                        occurs: *occurs,
                        kind: ChildKind::Element {
                            name: name.clone(),
                            ty: quote!(crate::#rust_ty),
                            simple: matches!(ty, TypeRef::Simple(_)),
                            from_text: matches!(ty, TypeRef::Complex(n) if facts.read_from_text.contains(n)),
                            copy: matches!(ty, TypeRef::Simple(n) if facts.copy.contains(n)),
                        },
                        choice: None,
                        deprecated: *deprecated,
                    }
                }
                Particle::Foreign {
                    ty,
                    local,
                    namespace,
                    prefix,
                    field,
                    occurs,
                    when_attribute,
                } => {
                    // `images` holds `image`s; `news` holds `news`.
                    let singular = match occurs {
                        Occurs::Many { .. } => crate::emit_registry::singular(field, local),
                        _ => field.as_str(),
                    };
                    let rust_ty = Ident::new(ty, Span::call_site());
                    Child {
                        ident: Ident::new(field, Span::call_site()),
                        singular: Ident::new(singular, Span::call_site()),
                        doc: format!(
                            "Typed `<{prefix}:{local}>` elements (namespace `{namespace}`)."
                        ),
                        occurs: *occurs,
                        kind: ChildKind::Element {
                            name: format!("{prefix}:{local}"),
                            ty: quote!(crate::#rust_ty),
                            simple: false,
                            from_text: false,
                            copy: false,
                        },
                        foreign: Some(Foreign {
                            namespace: namespace.clone(),
                            local: local.clone(),
                            prefix: prefix.clone(),
                            when_attribute: when_attribute.clone(),
                            flat: facts.read_flat.contains(ty),
                        }),
                        choice: None,
                        deprecated: false,
                    }
                }
                Particle::Any { occurs } => {
                    wildcards += 1;
                    let ident = if wildcards == 1 {
                        "extensions".to_owned()
                    } else {
                        format!("extensions_{wildcards}")
                    };
                    Child {
                        foreign: None,
                        ident: Ident::new(&ident, Span::call_site()),
                        singular: Ident::new("extension", Span::call_site()),
                        doc: String::new(),
                        occurs: *occurs,
                        kind: ChildKind::Extensions,
                        choice: None,
                        deprecated: false,
                    }
                }
            })
            .collect::<Vec<Child>>();
        let mut children = children;
        let index_of = |children: &[Child], name: &str| {
            children
                .iter()
                .position(
                    |child| matches!(&child.kind, ChildKind::Element { name: n, .. } if n == name),
                )
                .expect("a choice's elements are among the particles")
        };
        let choices = ty
            .choices
            .iter()
            .enumerate()
            .map(|(at, choice)| {
                let members: Vec<usize> = choice
                    .members()
                    .into_iter()
                    .map(|name| index_of(&children, name))
                    .collect();
                for &member in &members {
                    children[member].choice = Some(at);
                }
                let variants = choice
                    .branches
                    .iter()
                    .map(|branch| Variant {
                        ident: Ident::new(&upper_camel(&branch[0].0), Span::call_site()),
                        members: branch
                            .iter()
                            .map(|(name, required)| (index_of(&children, name), *required))
                            .collect(),
                    })
                    .collect();
                ChoiceField {
                    ident: Ident::new(&choice.field, Span::call_site()),
                    ty: Ident::new(&choice.rust_name, Span::call_site()),
                    doc: choice.doc.clone(),
                    variants,
                    members,
                }
            })
            .collect();
        let attributes = ty
            .attributes
            .iter()
            .map(|attribute| {
                let mut ident = snake(&attribute.name);
                let taken = children.iter().any(|child| child.ident == ident)
                    || ident == "value"
                    || syn::parse_str::<Ident>(&ident).is_err();
                if taken {
                    // A child's name, the text's, or a keyword (`type`).
                    ident.push_str("_attribute");
                }
                let rust_ty = Ident::new(&attribute.ty, Span::call_site());
                AttributeField {
                    ident: Ident::new(&ident, Span::call_site()),
                    name: attribute.name.clone(),
                    ty: quote!(crate::#rust_ty),
                    copy: facts.copy.contains(&attribute.ty),
                    single_valued: facts.single_valued.contains(&attribute.ty),
                    required: attribute.required,
                    doc: attribute.doc.clone(),
                    deprecated: attribute.deprecated,
                }
            })
            .collect();
        let text = ty.text.as_ref().map(|name| {
            let rust_ty = Ident::new(name, Span::call_site());
            (quote!(crate::#rust_ty), facts.copy.contains(name))
        });
        Element {
            ty,
            name: Ident::new(&ty.rust_name, Span::call_site()),
            builder: format_ident!("{}Builder", ty.rust_name),
            children,
            choices,
            attributes,
            text,
            read_flat: facts.read_flat.contains(&ty.rust_name),
            read_from_text: facts.read_from_text.contains(&ty.rust_name),
        }
    }

    /// What the element holds between its tags.
    fn content(&self) -> Content {
        if self.text.is_some() {
            Content::Text
        } else if self.children.is_empty() {
            Content::Empty
        } else {
            Content::Children
        }
    }

    /// The element's name in documents.
    fn element(&self) -> &str {
        &self.ty.element
    }

    /// The names of its own children, in schema order.
    fn child_names(&self) -> impl Iterator<Item = &str> {
        self.children.iter().filter_map(|child| match &child.kind {
            ChildKind::Element { name, .. } if child.foreign.is_none() => Some(name.as_str()),
            _ => None,
        })
    }
}

impl Element<'_> {
    /// An optional child as an `Option<&T>` expression on `self` (`base`):
    /// its field, or, for an element of a choice, the enum's getter.
    fn optional_ref(&self, child: &Child, base: &TokenStream) -> TokenStream {
        let ident = &child.ident;
        match child.choice {
            Some(at) => {
                let field = &self.choices[at].ident;
                quote!(#base.#field.#ident())
            }
            None => quote!(#base.#ident.as_ref()),
        }
    }

    /// The choice whose first element is `child`: where its field goes.
    fn choice_starting_at(&self, child: &Child) -> Option<&ChoiceField> {
        let at = child.choice?;
        let choice = &self.choices[at];
        let first = &self.children[choice.members[0]];
        std::ptr::eq(first, child).then_some(choice)
    }
}

impl Child {
    /// The builder's method that takes one occurrence.
    fn put(&self) -> Ident {
        format_ident!("put_{}", self.singular)
    }

    /// The bounds of a repeated child's count that are checked (a minimum
    /// of 0 and no maximum check nothing).
    fn checked_count(&self) -> Option<(usize, Option<usize>)> {
        match self.occurs {
            Occurs::Many { min, max } if min > 0 || max.is_some() => {
                Some((min as usize, max.map(|max| max as usize)))
            }
            _ => None,
        }
    }
}

fn plural(word: &str) -> String {
    if word.ends_with('s') || word.ends_with('x') {
        format!("{word}es")
    } else {
        format!("{word}s")
    }
}

/// `Some(max)` or `None`, as tokens.
fn option_tokens(value: Option<usize>) -> TokenStream {
    match value {
        Some(value) => quote!(Some(#value)),
        None => quote!(None),
    }
}
