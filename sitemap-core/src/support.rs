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

/// An extension element of a type of ours that breaks its rules, with the
/// namespace it was read in, so that the reader names the rule without
/// keeping a copy of every extension's namespace.
#[derive(Debug)]
pub(crate) struct ExtensionError {
    pub(crate) namespace: &'static str,
    pub(crate) error: ContentError,
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
    result.map_err(|error| ExtensionError { namespace, error })
}
