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
    serialize_extensions_in(map, extensions, typed, None)
}

/// [`serialize_extensions`] inside an element of namespace `parent`: the
/// first element of each name of another namespace carries its
/// declaration (`"@xmlns:prefix"`; the others of its name share it when
/// read), so that an entry read alone (NDJSON, or a JSON document that
/// does not declare it) resolves it as the XML did.
fn serialize_extensions_in<M: SerializeMap, E: Borrow<Extension>>(
    map: &mut M,
    extensions: &[E],
    typed: &[&str],
    parent: Option<&str>,
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
        let scoped: Vec<InScope<'_>> = group
            .iter()
            .enumerate()
            .map(|(at, extension)| InScope {
                extension,
                // One declaration a name.
                parent: if at == 0 {
                    parent
                } else {
                    extension.namespace()
                },
            })
            .collect();
        map.serialize_entry(&*group[0].qualified_name(), &scoped)?;
    }
    Ok(())
}

/// An extension element written inside an element of namespace `parent`.
struct InScope<'a> {
    extension: &'a Extension,
    parent: Option<&'a str>,
}

impl Serialize for InScope<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_extension(self.extension, self.parent, serializer)
    }
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
        serialize_extension(self, None, serializer)
    }
}

/// The declaration an extension carries inside an element of namespace
/// `parent`: its own, when it has one the parent does not give it and no
/// attribute of its own declares it.
fn declaration<'a>(extension: &'a Extension, parent: Option<&str>) -> Option<(String, &'a str)> {
    let (Some(namespace), Some(prefix)) = (extension.namespace(), extension.prefix()) else {
        return None;
    };
    let name = format!("xmlns:{prefix}");
    let declared = extension.attributes().iter().any(|(n, _)| *n == name);
    (parent != Some(namespace) && !declared).then(|| (format!("@{name}"), namespace))
}

fn serialize_extension<S: Serializer>(
    extension: &Extension,
    parent: Option<&str>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let declaration = declaration(extension, parent);
    if extension.is_text_only() && declaration.is_none() {
        return serializer.serialize_str(&extension.text());
    }
    let mut map = serializer.serialize_map(None)?;
    if let Some((name, namespace)) = &declaration {
        map.serialize_entry(name, namespace)?;
    }
    for (name, value) in extension.attributes() {
        map.serialize_entry(&format!("@{name}"), value)?;
    }
    let own = extension.namespace();
    let is_text = |node: &ExtensionNode| matches!(node, ExtensionNode::Text(_));
    if !extension.children().iter().any(is_text) {
        // Element-only content (the reader drops the whitespace between
        // children): each name once, as for an entry's extensions.
        let children: Vec<&Extension> = extension.child_elements().collect();
        serialize_extensions_in(&mut map, &children, &[], own)?;
        return map.end();
    }
    // Mixed content: text and runs of one name in document order, so that
    // text stays between the elements it was between.
    for run in extension.children().chunk_by(|a, b| match (a, b) {
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
                serialize_extensions_in(&mut map, &elements, &[], own)?;
            }
        }
    }
    map.end()
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
        // An element that declares its own namespace (as the serde shape
        // writes one the document may not declare) is resolved here: an
        // entry read alone knows no other declaration.
        let declares = extension
            .attributes()
            .iter()
            .any(|(name, _)| name.starts_with("xmlns:"));
        if declares {
            extension.resolve_namespace(&[]);
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
        let mut all: Vec<Extension> = Vec::new();
        while let Some(items) = seq.next_element_seed(SingleExtensionSeed { key: self.key })? {
            all.extend(items);
        }
        // The elements of one name share the declaration the first carries.
        let declared: Option<crate::NamespaceDecl> = all.iter().find_map(|extension| {
            Some(crate::NamespaceDecl::new(
                extension.prefix()?,
                extension.namespace()?,
            ))
        });
        if let Some(declared) = declared {
            for extension in all.iter_mut().filter(|e| e.namespace().is_none()) {
                extension.resolve_namespace(std::slice::from_ref(&declared));
            }
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

/// Stylesheet instructions read through serde (the
/// [`Stylesheet::JSON_KEY`](crate::Stylesheet::JSON_KEY) member) into the
/// document's head, kept as every reader keeps them.
pub(crate) fn stylesheets(head: &mut crate::DocumentHead, instructions: Vec<String>) {
    for instruction in &instructions {
        head.keep_read_stylesheet(instruction);
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

#[cfg(test)]
mod tests {
    use crate::{Url, UrlSet};

    /// An entry of a document that declares its extensions' namespaces on
    /// the root, written to JSON alone (as NDJSON writes each) and read
    /// back alone: every element has its namespace again, nested ones
    /// included, and the entry writes to XML.
    #[test]
    fn an_entry_alone_carries_the_namespaces_of_its_untyped_extensions() {
        let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
            xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0"
            xmlns:geo="http://www.google.com/geo/schemas/sitemap/1.0">
            <url><loc>https://example.com/a</loc><mobile:mobile/><mobile:mobile/>
            <geo:geo><geo:format>kml</geo:format></geo:geo></url></urlset>"#;
        let set: UrlSet = crate::from_xml_str(xml).unwrap();
        let json = serde_json::to_string(&set.urls()[0]).unwrap();
        let back: Url = serde_json::from_str(&json).unwrap();
        let namespaces: Vec<(String, Option<&str>)> = back
            .extensions()
            .iter()
            .flat_map(|e| std::iter::once(e).chain(e.child_elements()))
            .map(|e| (e.qualified_name().into_owned(), e.namespace()))
            .collect();
        assert_eq!(
            namespaces,
            [
                (
                    "mobile:mobile".to_owned(),
                    Some("http://www.google.com/schemas/sitemap-mobile/1.0")
                ),
                (
                    "mobile:mobile".to_owned(),
                    Some("http://www.google.com/schemas/sitemap-mobile/1.0")
                ),
                (
                    "geo:geo".to_owned(),
                    Some("http://www.google.com/geo/schemas/sitemap/1.0")
                ),
                (
                    "geo:format".to_owned(),
                    Some("http://www.google.com/geo/schemas/sitemap/1.0")
                ),
            ],
            "{json}"
        );
        // No declaration is left behind as an attribute.
        assert!(back.extensions().iter().all(|e| e.attributes().is_empty()));
        let mut out = crate::UrlSetWriter::new(Vec::new());
        out.write(&back).unwrap();
        let written = String::from_utf8(out.finish().unwrap()).unwrap();
        assert!(
            written.contains("<geo:format>kml</geo:format>"),
            "{written}"
        );
        assert!(
            written.contains("xmlns:mobile=\"http://www.google.com/schemas/sitemap-mobile/1.0\"")
        );
    }
}
