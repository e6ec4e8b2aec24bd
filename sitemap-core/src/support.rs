//! What the generated element types call: each content rule of the schemas
//! once, so that the generated code is one line per child and a rule's
//! message is the same for every element.

use crate::{ContentError, Extension, ExtensionNode, SchemaValue};

/// Sets a child that may appear once; a second one is an error.
pub(crate) fn put_once<T>(
    slot: &mut Option<T>,
    value: T,
    element: &'static str,
    child: &'static str,
) -> Result<(), ContentError> {
    if slot.is_some() {
        return Err(ContentError::duplicate(element, child));
    }
    *slot = Some(value);
    Ok(())
}

/// A required child, or the error that it is missing.
pub(crate) fn required<T>(
    slot: Option<T>,
    element: &'static str,
    child: &'static str,
) -> Result<T, ContentError> {
    slot.ok_or_else(|| ContentError::missing(element, child))
}

/// A simple-typed child's value, from its document text.
pub(crate) fn parse_child<T: SchemaValue>(
    text: &str,
    element: &'static str,
    child: &'static str,
) -> Result<T, ContentError> {
    T::from_document_text(text).map_err(|error| ContentError::value(element, child, error.into()))
}

/// Whether a repeated child has room for one more.
#[allow(
    dead_code,
    reason = "called by the code generated for a repeated child with a maximum; the core schemas \
              have none such today"
)]
pub(crate) fn check_room<T>(
    items: &[T],
    max: usize,
    element: &'static str,
    child: &'static str,
) -> Result<(), ContentError> {
    if items.len() >= max {
        return Err(ContentError::too_many(element, child, max));
    }
    Ok(())
}

/// Whether a repeated child occurs as often as the schema allows.
pub(crate) fn check_count<T>(
    items: &[T],
    min: usize,
    max: Option<usize>,
    element: &'static str,
    child: &'static str,
) -> Result<(), ContentError> {
    if items.len() < min {
        return Err(ContentError::too_few(element, child, min, items.len()));
    }
    match max {
        Some(max) if items.len() > max => Err(ContentError::too_many(element, child, max)),
        _ => Ok(()),
    }
}

/// The text of an element kept as an [`Extension`]: its text nodes, joined.
pub(crate) fn text_of(extension: &Extension) -> String {
    extension
        .children()
        .iter()
        .filter_map(|node| match node {
            ExtensionNode::Text(text) => Some(text.as_str()),
            ExtensionNode::Element(_) => None,
        })
        .collect()
}

/// An extension element as the reader's fast path finds it written flat:
/// its attributes, or children that hold text alone (no attribute, no
/// element), with nothing but whitespace between them. Names are local (the
/// children share the element's namespace), values are unescaped, both in
/// document order. The generated `from_flat` reads it as `from_extension`
/// reads the same element's tree.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Flat<'a> {
    pub(crate) attributes: &'a [(&'a str, std::borrow::Cow<'a, str>)],
    pub(crate) children: &'a [(&'a str, std::borrow::Cow<'a, str>)],
}

impl Flat<'_> {
    pub(crate) fn has_attribute(&self, name: &str) -> bool {
        self.attributes.iter().any(|(key, _)| *key == name)
    }

    /// Whether reading the element `local` of `namespace` as a tree would
    /// report nothing of what [`deprecated_parts`] and
    /// [`misordered_children`] find: its children are in schema order and
    /// none is one Google no longer reads (the children of a flat element
    /// have no attributes, so a deprecated attribute cannot occur).
    pub(crate) fn reads_quietly(&self, namespace: &str, local: &str) -> bool {
        let deprecated = crate::generated::DEPRECATED.iter().any(|row| {
            row.0 == namespace
                && row.1 == local
                && row.3.is_empty()
                && self.children.iter().any(|(child, _)| *child == row.2)
        });
        if deprecated {
            return false;
        }
        let Some((_, _, _, order)) = crate::generated::EXTENSION_ORDER
            .iter()
            .find(|row| row.0 == namespace && row.1 == local)
        else {
            return true;
        };
        let mut furthest = 0;
        for (child, _) in self.children {
            // A child the schema does not name is the builder's to refuse.
            if let Some(at) = order.iter().position(|name| name == child) {
                if at < furthest {
                    return false;
                }
                furthest = at;
            }
        }
        true
    }
}

/// An extension element of a type of ours that breaks its rules, with the
/// namespace it was read in, so that the reader names the rule without
/// keeping a copy of every extension's namespace.
#[derive(Debug)]
pub(crate) struct ExtensionError {
    pub(crate) namespace: &'static str,
    pub(crate) error: ContentError,
    /// The element, given back when its own content is at fault, so the
    /// reader can repair a value and try again (boxed: errors stay small).
    pub(crate) extension: Option<Box<Extension>>,
}

impl From<ExtensionError> for ContentError {
    fn from(error: ExtensionError) -> ContentError {
        error.error
    }
}

/// `result`, its error marked with the extension's `namespace`.
pub(crate) fn in_extension<T>(
    namespace: &'static str,
    result: Result<T, ContentError>,
) -> Result<T, ExtensionError> {
    result.map_err(|error| ExtensionError {
        namespace,
        error,
        extension: None,
    })
}

/// The element of another namespace read as `T` with its checks, or the
/// error with the element given back.
pub(crate) fn typed_extension<T>(
    namespace: &'static str,
    extension: Extension,
    read: impl FnOnce(&Extension) -> Result<T, ContentError>,
) -> Result<T, ExtensionError> {
    read(&extension).map_err(|error| ExtensionError {
        namespace,
        error,
        extension: Some(Box::new(extension)),
    })
}

/// Calls `found` with the name (`image:caption`,
/// `video:player_loc@autoplay`), rule and document-order index of every
/// child or child's
/// attribute of `extension` that Google no longer reads (`gen:deprecated`
/// in the schemas), so the reader can report them.
pub(crate) fn deprecated_parts(
    extension: &Extension,
    found: &mut dyn FnMut(String, &'static str, usize),
) {
    let Some(namespace) = extension.namespace() else {
        return;
    };
    let rows = crate::generated::DEPRECATED
        .iter()
        .filter(|row| row.1 == extension.local_name() && row.0 == namespace);
    for (_, _, child_name, attribute, rule) in rows {
        // Each child's index in document order (the extension is 0), so
        // the report can say where the child is.
        let mut index = 1;
        for child in extension
            .children()
            .iter()
            .filter_map(ExtensionNode::as_element)
        {
            let at = index;
            index += child.element_count();
            if child.namespace() != Some(namespace) || child.local_name() != *child_name {
                continue;
            }
            if attribute.is_empty() {
                found(child.qualified_name().into_owned(), rule, at);
            } else if child.attributes().iter().any(|(name, _)| name == attribute) {
                found(format!("{}@{attribute}", child.qualified_name()), rule, at);
            }
        }
    }
}

/// Calls `found` with the element (`video:video`), the child out of schema
/// order, and the child it should have come before, for `extension` and the
/// elements inside it, as the extension schemas order them.
pub(crate) fn misordered_children(
    extension: &Extension,
    found: &mut dyn FnMut(&'static str, String, String),
) {
    let Some(namespace) = extension.namespace() else {
        return;
    };
    let order = crate::generated::EXTENSION_ORDER
        .iter()
        .find(|row| row.1 == extension.local_name() && row.0 == namespace);
    let Some(&(_, _, qualified, order)) = order else {
        return;
    };
    let mut furthest: Option<(usize, &Extension)> = None;
    let children = extension
        .children()
        .iter()
        .filter_map(ExtensionNode::as_element);
    for child in children.filter(|child| child.namespace() == Some(namespace)) {
        let Some(at) = order.iter().position(|name| *name == child.local_name()) else {
            continue;
        };
        match furthest {
            Some((before, before_child)) if at < before => found(
                qualified,
                child.qualified_name().into_owned(),
                before_child.qualified_name().into_owned(),
            ),
            _ => furthest = Some((at, child)),
        }
        misordered_children(child, found);
    }
}

/// The getter and setters of a required child or attribute, as the
/// generated element types have them; `copy` returns it by value.
macro_rules! required_value {
    ($(#[$doc:meta])* $field:ident, $set:ident, $with:ident: $kind:ident $ty:ty) => {
        $crate::support::required_value!(@get $kind $field: $ty, $(#[$doc])*);
        /// Replaces the value.
        pub fn $set(&mut self, value: $ty) -> &mut Self {
            self.$field = value;
            self
        }
        /// Replaces the value.
        pub fn $with(mut self, value: $ty) -> Self {
            self.$field = value;
            self
        }
    };
    (@get copy $field:ident: $ty:ty, $(#[$doc:meta])*) => {
        $(#[$doc])*
        pub fn $field(&self) -> $ty {
            self.$field
        }
    };
    (@get ref $field:ident: $ty:ty, $(#[$doc:meta])*) => {
        $(#[$doc])*
        pub fn $field(&self) -> &$ty {
            &self.$field
        }
    };
}
pub(crate) use required_value;

/// The getter and setters of an optional child or attribute.
macro_rules! optional_value {
    ($(#[$doc:meta])* $field:ident, $set:ident, $with:ident: $kind:ident $ty:ty) => {
        $crate::support::optional_value!(@get $kind $field: $ty, $(#[$doc])*);
        /// Sets or clears the value.
        pub fn $set(&mut self, value: Option<$ty>) -> &mut Self {
            self.$field = value;
            self
        }
        /// Sets the value.
        pub fn $with(mut self, value: $ty) -> Self {
            self.$field = Some(value);
            self
        }
    };
    (@get copy $field:ident: $ty:ty, $(#[$doc:meta])*) => {
        $(#[$doc])*
        pub fn $field(&self) -> Option<$ty> {
            self.$field
        }
    };
    (@get ref $field:ident: $ty:ty, $(#[$doc:meta])*) => {
        $(#[$doc])*
        pub fn $field(&self) -> Option<&$ty> {
            self.$field.as_ref()
        }
    };
}
pub(crate) use optional_value;

/// A builder's setter of a child that may come once.
macro_rules! put_child {
    ($put:ident, $field:ident: $ty:ty, $tag:literal, $child:literal) => {
        #[doc = concat!(" Sets the `<", $child, ">` child; a second one is an error.")]
        pub(crate) fn $put(&mut self, value: $ty) -> Result<(), $crate::ContentError> {
            $crate::support::put_once(&mut self.$field, value, $tag, $child)
        }
    };
}
pub(crate) use put_child;

/// What an extension element holds that its schema does not declare and
/// its typed reading passes over (see the generated `undeclared`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Undeclared {
    /// An attribute of an element that declares none of that name.
    Attribute { element: String, attribute: String },
    /// Text between the children of an element that holds elements only.
    Text { element: String, text: String },
    /// An element inside an element that holds a value.
    Child { parent: String, name: String },
}
