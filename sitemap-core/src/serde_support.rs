//! serde glue for the generated element types and for [`Extension`].
//!
//! The serde representation mirrors the XML: children are map entries named
//! after their elements, repeated children are sequences, attributes are
//! `@name` entries and text is `$text` — quick-xml's conventions, which read
//! naturally as JSON too.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::fmt;
use std::marker::PhantomData;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::{self, Serialize, SerializeMap, Serializer};

use crate::extension::{Extension, ExtensionNode};

/// One element or a sequence of them: quick-xml reports each repeated element
/// as its own map entry, JSON as one array.
pub(crate) struct OneOrMany<T>(pub Vec<T>);

impl<'de, T: de::Deserialize<'de>> de::Deserialize<'de> for OneOrMany<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OneOrManyVisitor<T>(PhantomData<T>);
        impl<'de, T: de::Deserialize<'de>> Visitor<'de> for OneOrManyVisitor<T> {
            type Value = OneOrMany<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an element or a sequence of elements")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                Ok(OneOrMany(vec![T::deserialize(
                    MapAccessDeserializer::new(map),
                )?]))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(OneOrMany(items))
            }
        }
        deserializer.deserialize_any(OneOrManyVisitor(PhantomData))
    }
}

/// A map entry that is not one of the element's own children: an attribute
/// the element does not define (ignored, as namespace declarations), stray
/// whitespace, or an extension element, kept by `push` where the element
/// allows extensions and refused where it does not.
pub(crate) fn other_entry<'de, A: MapAccess<'de>>(
    map: &mut A,
    element: &'static str,
    key: &str,
    push: Option<&mut dyn FnMut(Extension) -> Result<(), crate::ContentError>>,
) -> Result<(), A::Error> {
    if key.starts_with('@') {
        map.next_value::<IgnoredAny>()?;
        return Ok(());
    }
    if key == "$text" {
        let text: String = map.next_value()?;
        if text.trim().is_empty() {
            return Ok(());
        }
        return Err(de::Error::custom(crate::ContentError::unexpected(
            element, "text",
        )));
    }
    let Some(push) = push else {
        return Err(de::Error::custom(crate::ContentError::unexpected(
            element, key,
        )));
    };
    for extension in map.next_value_seed(ExtensionsSeed { key })? {
        push(extension).map_err(de::Error::custom)?;
    }
    Ok(())
}

/// Writes extensions as entries: each qualified name once, as a sequence
/// of every element of that name, even of one, so that no JSON key repeats
/// and no shape depends on a count. Names in `typed` are left out: their
/// elements were written with the typed field of that name (see
/// [`serialize_typed`]).
///
/// # Errors
///
/// An element without a prefix: the shape names elements by their
/// qualified names.
pub(crate) fn serialize_extensions<M: SerializeMap, E: Borrow<Extension>>(
    map: &mut M,
    extensions: &[E],
    typed: &[&str],
) -> Result<(), M::Error> {
    // Each name's elements, in the order the names first appear.
    let mut groups: Vec<Vec<&Extension>> = Vec::new();
    let mut group_of: HashMap<(Option<&str>, &str), usize> = HashMap::new();
    for extension in extensions.iter().map(Borrow::borrow) {
        if typed.iter().any(|name| is_named(extension, name)) {
            continue;
        }
        if extension.prefix().is_none() {
            return Err(ser::Error::custom(if extension.namespace().is_some() {
                format!(
                    "extension element `{}` has a namespace but no prefix; build it with Extension::new(namespace, prefix, name)",
                    extension.local_name()
                )
            } else {
                format!(
                    "extension element `{}` has no namespace: declare its prefix on the root (xmlns:prefix) so it can be resolved",
                    extension.local_name()
                )
            }));
        }
        let next = groups.len();
        let at = *group_of
            .entry((extension.prefix(), extension.local_name()))
            .or_insert(next);
        if at == next {
            groups.push(Vec::new());
        }
        groups[at].push(extension);
    }
    for group in &groups {
        map.serialize_entry(&*group[0].qualified_name(), group)?;
    }
    Ok(())
}

/// Writes a typed field's values under `name` with the extensions kept
/// untyped under the same name (an `xhtml:link` without `hreflang`; or an
/// element of another namespace whose prefix spells the name, which the
/// shape cannot tell apart), as one sequence, typed values first: the key
/// appears once, or not at all when there are none.
pub(crate) fn serialize_typed<M: SerializeMap, T: Serialize>(
    map: &mut M,
    name: &str,
    typed: &[T],
    extensions: &[Extension],
) -> Result<(), M::Error> {
    struct Both<'a, T> {
        typed: &'a [T],
        untyped: Vec<&'a Extension>,
    }
    impl<T: Serialize> Serialize for Both<'_, T> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            use serde::ser::SerializeSeq as _;
            let mut seq = serializer.serialize_seq(Some(self.typed.len() + self.untyped.len()))?;
            for value in self.typed {
                seq.serialize_element(value)?;
            }
            for extension in &self.untyped {
                seq.serialize_element(extension)?;
            }
            seq.end()
        }
    }
    let untyped: Vec<&Extension> = extensions
        .iter()
        .filter(|extension| is_named(extension, name))
        .collect();
    if typed.is_empty() && untyped.is_empty() {
        return Ok(());
    }
    map.serialize_entry(name, &Both { typed, untyped })
}

/// Whether `extension`'s qualified name is `name`, without spelling it.
fn is_named(extension: &Extension, name: &str) -> bool {
    match (extension.prefix(), name.split_once(':')) {
        (Some(prefix), Some((name_prefix, local))) => {
            prefix == name_prefix && extension.local_name() == local
        }
        (None, None) => extension.local_name() == name,
        _ => false,
    }
}

/// Whether two extensions have the same qualified name.
fn same_name(a: &Extension, b: &Extension) -> bool {
    a.prefix() == b.prefix() && a.local_name() == b.local_name()
}

impl Serialize for Extension {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_text_only() {
            return serializer.serialize_str(&self.text());
        }
        let mut map = serializer.serialize_map(None)?;
        for (name, value) in self.attributes() {
            map.serialize_entry(&format!("@{name}"), value)?;
        }
        let is_text = |node: &ExtensionNode| matches!(node, ExtensionNode::Text(_));
        if !self.children().iter().any(is_text) {
            // Element-only content (the reader drops the whitespace between
            // children): each name once, as for an entry's extensions.
            let children: Vec<&Extension> = self.child_elements().collect();
            serialize_extensions(&mut map, &children, &[])?;
            return map.end();
        }
        // Mixed content: text and runs of one name in document order, so
        // that text stays between the elements it was between.
        for run in self.children().chunk_by(|a, b| match (a, b) {
            (ExtensionNode::Element(a), ExtensionNode::Element(b)) => same_name(a, b),
            _ => false,
        }) {
            match run {
                [ExtensionNode::Text(text)] => map.serialize_entry("$text", text)?,
                elements => {
                    let elements: Vec<&Extension> = elements
                        .iter()
                        .filter_map(ExtensionNode::as_element)
                        .collect();
                    serialize_extensions(&mut map, &elements, &[])?;
                }
            }
        }
        map.end()
    }
}

/// Reads the value of an extension entry named `key`: one element (a map or,
/// for text-only elements, a string) or a sequence of them.
pub(crate) struct ExtensionsSeed<'k> {
    pub(crate) key: &'k str,
}

impl<'de> DeserializeSeed<'de> for ExtensionsSeed<'_> {
    type Value = Vec<Extension>;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(ExtensionVisitor {
            key: self.key,
            allow_many: true,
        })
    }
}

struct ExtensionVisitor<'k> {
    key: &'k str,
    allow_many: bool,
}

impl<'de> Visitor<'de> for ExtensionVisitor<'_> {
    type Value = Vec<Extension>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the content of extension element `{}`", self.key)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        let extension = Extension::unresolved(self.key);
        Ok(vec![if text.is_empty() {
            extension
        } else {
            extension.with_text(text)
        }])
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(vec![Extension::unresolved(self.key)])
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut extension = Extension::unresolved(self.key);
        while let Some(key) = map.next_key::<String>()? {
            if let Some(attribute) = key.strip_prefix('@') {
                extension.push_attribute(attribute.to_owned(), map.next_value()?);
            } else if key == "$text" {
                extension.push_node(ExtensionNode::Text(map.next_value()?));
            } else {
                for child in map.next_value_seed(ExtensionsSeed { key: &key })? {
                    extension.push_node(ExtensionNode::Element(child));
                }
            }
        }
        Ok(vec![extension])
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        if !self.allow_many {
            return Err(de::Error::custom(format!(
                "nested sequence in extension element `{}`",
                self.key
            )));
        }
        let mut all = Vec::new();
        while let Some(items) = seq.next_element_seed(SingleExtensionSeed { key: self.key })? {
            all.extend(items);
        }
        Ok(all)
    }
}

struct SingleExtensionSeed<'k> {
    key: &'k str,
}

impl<'de> DeserializeSeed<'de> for SingleExtensionSeed<'_> {
    type Value = Vec<Extension>;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(ExtensionVisitor {
            key: self.key,
            allow_many: false,
        })
    }
}

/// Root attributes read through serde (`@name` keys) into the document's
/// head. quick-xml hands attribute names over without their prefix, so a
/// bare `schemaLocation` (or another attribute of the XML Schema instance
/// namespace) gets the prefix the document declares for that namespace.
/// Other attributes without a prefix are left out: the schemas allow none
/// of the sitemap's own on the root, and no namespace can be told for them.
///
/// # Errors
///
/// A name that is not a prefixed XML name (see `DocumentHead::set_attribute`).
pub(crate) fn root_attributes(
    namespaces: &[crate::NamespaceDecl],
    head: &mut crate::DocumentHead,
    attributes: Vec<(String, String)>,
) -> Result<(), crate::AttributeNameError> {
    let xsi = namespaces
        .iter()
        .find(|decl| decl.uri() == crate::XSI_NAMESPACE);
    for (name, value) in attributes {
        if name.contains(':') {
            head.set_attribute(&name, &value)?;
            continue;
        }
        let schema_instance = matches!(
            name.as_str(),
            "schemaLocation" | "noNamespaceSchemaLocation" | "type" | "nil"
        );
        if let Some(decl) = xsi.filter(|_| schema_instance) {
            head.set_attribute(&format!("{}:{name}", decl.prefix()), &value)?;
        }
    }
    Ok(())
}
