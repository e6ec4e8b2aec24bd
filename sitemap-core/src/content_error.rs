//! Errors in the structure of an element: missing, repeated or invalid children.

use std::fmt;

use sitemap_rules::FacetError;

/// An element whose children break its schema: a required child missing, a
/// single child repeated, too few or too many entries, or an invalid value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError(Box<Inner>);

/// Boxed so `Result<_, ContentError>` stays one pointer wide on the hot path.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Inner {
    element: &'static str,
    child: String,
    kind: ContentErrorKind,
}

/// What is wrong with an element's children.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ContentErrorKind {
    /// A required child is absent (`child` is `@name` for an attribute,
    /// `#text` for simple content).
    Missing,
    /// A child that may appear once appears again.
    Duplicate,
    /// Fewer occurrences than the schema's `minOccurs`.
    TooFew {
        /// The schema's minimum.
        min: usize,
        /// How many there were.
        found: usize,
    },
    /// More occurrences than the schema's `maxOccurs`.
    TooMany {
        /// The schema's maximum.
        max: usize,
    },
    /// A child's value breaks its type's rules.
    Value(FacetError),
    /// A child or attribute the element does not allow.
    Unexpected,
    /// None of a choice's branches is present: the element needs one of
    /// these children (the first of each branch; [`ContentError::child`]
    /// names the choice, `source` for a video's file or player).
    NoChoice {
        /// The first child of each branch, in schema order.
        alternatives: Vec<String>,
    },
}

impl ContentError {
    /// A required child is absent (`child` is `@name` for an attribute,
    /// `#text` for simple content).
    pub fn missing(element: &'static str, child: &str) -> Self {
        Self::new(element, child, ContentErrorKind::Missing)
    }

    /// A single child appears twice.
    pub fn duplicate(element: &'static str, child: &str) -> Self {
        Self::new(element, child, ContentErrorKind::Duplicate)
    }

    /// Fewer occurrences than allowed.
    pub fn too_few(element: &'static str, child: &str, min: usize, found: usize) -> Self {
        Self::new(element, child, ContentErrorKind::TooFew { min, found })
    }

    /// More occurrences than allowed.
    pub fn too_many(element: &'static str, child: &str, max: usize) -> Self {
        Self::new(element, child, ContentErrorKind::TooMany { max })
    }

    /// A child's value is invalid.
    pub fn value(element: &'static str, child: &str, error: FacetError) -> Self {
        Self::new(element, child, ContentErrorKind::Value(error))
    }

    /// A child or attribute (`@name`) the element does not allow.
    pub fn unexpected(element: &'static str, child: &str) -> Self {
        Self::new(element, child, ContentErrorKind::Unexpected)
    }

    /// None of a choice's branches is present: the element needs one of
    /// `alternatives` (the first child of each branch). `choice` names the
    /// choice (the field that holds it, `source`).
    pub fn no_choice(element: &'static str, choice: &str, alternatives: &[&str]) -> Self {
        let alternatives: Vec<String> = alternatives.iter().map(|a| (*a).to_owned()).collect();
        Self::new(element, choice, ContentErrorKind::NoChoice { alternatives })
    }

    fn new(element: &'static str, child: &str, kind: ContentErrorKind) -> Self {
        ContentError(Box::new(Inner {
            element,
            child: child.to_owned(),
            kind,
        }))
    }

    /// The element whose content is wrong (`url`, `urlset`, …).
    pub fn element(&self) -> &'static str {
        self.0.element
    }

    /// The child concerned (`loc`, `url`, or `@attribute`).
    pub fn child(&self) -> &str {
        &self.0.child
    }

    /// What is wrong.
    pub fn kind(&self) -> &ContentErrorKind {
        &self.0.kind
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (element, child) = (self.0.element, &self.0.child);
        // Attributes are named `@name` and simple content `#text` (as serde
        // and XPath name them); children by their tag.
        let part = match (child.strip_prefix('@'), child.as_str()) {
            (Some(attribute), _) => format!("attribute `{attribute}`"),
            (None, "#text") => "text".to_owned(),
            (None, _) => format!("<{child}>"),
        };
        match &self.0.kind {
            ContentErrorKind::Missing => {
                write!(f, "<{element}> has no {part}; add one, it is required")
            }
            ContentErrorKind::Duplicate => write!(
                f,
                "<{element}> has a second {part}; keep only one, the protocol allows one"
            ),
            ContentErrorKind::TooFew { min, found } => write!(
                f,
                "<{element}> has {found} <{child}> entries; it needs at least {min}"
            ),
            ContentErrorKind::TooMany { max } => write!(
                f,
                "<{element}> would have more than {max} <{child}> entries; split it"
            ),
            ContentErrorKind::Value(error) => write!(f, "in <{element}>: {error}"),
            ContentErrorKind::Unexpected => {
                write!(f, "<{element}> does not allow `{child}` here; remove it")
            }
            ContentErrorKind::NoChoice { alternatives } => {
                let names: Vec<String> = alternatives.iter().map(|a| format!("<{a}>")).collect();
                write!(
                    f,
                    "<{element}> has none of {}; add one of them",
                    names.join(" or ")
                )
            }
        }
    }
}

impl std::error::Error for ContentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.0.kind {
            ContentErrorKind::Value(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_and_text_are_named_as_such() {
        let missing = ContentError::missing("link", "@href").to_string();
        assert_eq!(
            missing,
            "<link> has no attribute `href`; add one, it is required"
        );
        let twice = ContentError::duplicate("price", "#text").to_string();
        assert!(twice.starts_with("<price> has a second text;"), "{twice}");
        let child = ContentError::missing("url", "loc").to_string();
        assert!(child.starts_with("<url> has no <loc>;"), "{child}");
    }
}
