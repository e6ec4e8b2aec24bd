//! What the generator understands of a schema, independent of XML syntax.

/// The built-in XML Schema types the generator maps to Rust.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Builtin {
    String,
    AnyUri,
    Decimal,
    Date,
    DateTime,
    /// `xsd:integer`.
    Integer,
    /// `xsd:nonNegativeInteger`: an integer with a minimum of 0.
    NonNegativeInteger,
}

impl Builtin {
    pub(crate) fn from_local_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "string" => Builtin::String,
            "anyURI" => Builtin::AnyUri,
            "decimal" => Builtin::Decimal,
            "date" => Builtin::Date,
            "dateTime" => Builtin::DateTime,
            "integer" => Builtin::Integer,
            "nonNegativeInteger" => Builtin::NonNegativeInteger,
            _ => return None,
        })
    }

    /// Whether the type's `whiteSpace` facet is `collapse` (all but string).
    pub(crate) fn collapses_whitespace(self) -> bool {
        !matches!(self, Builtin::String)
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Facets {
    pub enumeration: Vec<String>,
    pub min_length: Option<usize>,
    pub max_length: Option<usize>,
    pub min_inclusive: Option<String>,
    pub max_inclusive: Option<String>,
    /// `pattern` facets, as written (a value matches any of them).
    pub patterns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum SimpleDef {
    Restriction {
        base: Builtin,
        facets: Facets,
    },
    /// A union of built-in date types (the only unions the sitemap schemas use).
    Union {
        members: Vec<Builtin>,
    },
    /// `xsd:list`: values of a simple type of the schemas (its Rust name),
    /// separated by whitespace.
    List {
        item: String,
    },
}

#[derive(Debug, Clone)]
pub(crate) struct SimpleType {
    pub rust_name: String,
    /// The element name used in messages (`loc`, `priority`).
    pub label: String,
    pub doc: String,
    /// A hand-written example appended to the documentation: the path of a
    /// Markdown file, relative to the generated file.
    pub example: Option<String>,
    pub rules: Vec<String>,
    pub def: SimpleDef,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Occurs {
    Required,
    Optional,
    /// `min` or more, with an optional upper bound.
    Many {
        min: u32,
        max: Option<u32>,
    },
}

impl Occurs {
    pub(crate) fn from_bounds(min: u32, max: Option<u32>) -> Occurs {
        match (min, max) {
            (1, Some(1)) => Occurs::Required,
            (0, Some(1)) => Occurs::Optional,
            (min, max) => Occurs::Many { min, max },
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum TypeRef {
    Simple(String),
    Complex(String),
}

#[derive(Debug, Clone)]
pub(crate) enum Particle {
    Element {
        name: String,
        ty: TypeRef,
        occurs: Occurs,
        doc: String,
        /// `gen:deprecated`: read and reported, written only when asked.
        deprecated: bool,
    },
    /// `xsd:any namespace="##other"`: extension elements kept as they are.
    Any { occurs: Occurs },
    /// An element of an extension schema that declared it extends this
    /// type (`gen:extends`): typed, and kept before the wildcard.
    Foreign {
        /// The extension element's type.
        ty: String,
        /// Its name in documents, without prefix.
        local: String,
        namespace: String,
        prefix: String,
        /// The field's name.
        field: String,
        occurs: Occurs,
        /// See [`Extends::when_attribute`].
        when_attribute: Option<String>,
    },
}

/// `gen:extends` on an extension schema's global element.
#[derive(Debug, Clone)]
pub(crate) struct Extends {
    /// The element it goes into (`url`).
    pub target: String,
    /// The field it is kept in (`images`).
    pub field: String,
    /// The most per target element.
    pub max: Option<u32>,
    /// `when-attribute`: only an element with this attribute is of the
    /// type; one without it is kept untyped (an `xhtml:link` without
    /// `hreflang` is not an alternate).
    pub when_attribute: Option<String>,
}

#[derive(Debug, Clone)]
pub(crate) struct ComplexType {
    pub rust_name: String,
    /// The element name this type is written as (its first use).
    pub element: String,
    pub namespace: String,
    pub doc: String,
    /// As [`SimpleType::example`].
    pub example: Option<String>,
    pub particles: Vec<Particle>,
    /// Attributes, in schema order.
    pub attributes: Vec<Attribute>,
    /// With `simpleContent`: the simple type of the element's text.
    pub text: Option<String>,
    /// `xsd:choice` groups: their elements are also in `particles`, as
    /// optional children in schema order.
    pub choices: Vec<Choice>,
    /// True for a global element: a document root, which carries namespace declarations.
    pub is_root: bool,
    /// Carries an application's fingerprint of the page's content
    /// (`gen:fingerprint`): a value beside the document, never written in it.
    pub fingerprinted: bool,
    /// Of an extension schema (`gen:prefix`): also read from the untyped
    /// extension trees other elements keep.
    pub in_extension: bool,
    /// Where an extension element goes (`gen:extends`).
    pub extends: Option<Extends>,
    /// The prefix of an extension schema's elements, which their children
    /// are written with in serde's keys (`image:loc`).
    pub prefix: Option<String>,
}

/// An `xsd:choice` of elements or sequences of elements, kept in one field
/// of an enum type with a variant per branch, so a value cannot hold no
/// branch (a video with neither a content nor a player location).
#[derive(Debug, Clone)]
pub(crate) struct Choice {
    /// The enum's name (`gen:rust`).
    pub rust_name: String,
    /// The field holding it (`gen:field`).
    pub field: String,
    pub doc: String,
    /// Each branch's elements, in order, with whether each is required.
    pub branches: Vec<Vec<(String, bool)>>,
}

impl Choice {
    /// Every element of the choice, each once, in schema order.
    pub(crate) fn members(&self) -> Vec<&str> {
        let mut members: Vec<&str> = Vec::new();
        for (name, _) in self.branches.iter().flatten() {
            if !members.contains(&name.as_str()) {
                members.push(name);
            }
        }
        members
    }
}

/// An attribute of a complex type (always of a simple type).
#[derive(Debug, Clone)]
pub(crate) struct Attribute {
    /// Its name in documents.
    pub name: String,
    /// The Rust name of its simple type.
    pub ty: String,
    /// `use="required"`.
    pub required: bool,
    pub doc: String,
    /// `gen:deprecated`: read and reported, written only when asked.
    pub deprecated: bool,
}

/// Everything one schema file contributes.
#[derive(Debug, Clone)]
pub(crate) struct Schema {
    /// File name without `.xsd`, e.g. `sitemap-types`.
    pub stem: String,
    /// The prefix the schema's elements are written with (`gen:prefix`, for
    /// extensions: `image`), which also names them in messages
    /// (`image:loc`).
    pub prefix: Option<String>,
    /// `gen:partial-namespace`: the schema declares part of its namespace
    /// (XHTML's `link`), so another element of it is not its to judge.
    pub partial_namespace: bool,
    pub simple_types: Vec<SimpleType>,
    pub complex_types: Vec<ComplexType>,
}
