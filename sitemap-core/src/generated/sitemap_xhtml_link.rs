// @generated from schemas/sitemap-xhtml-link.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// One version of the page: every version, the page itself included, lists all the others, and x-default names the one for languages no other version serves. A link without hreflang is not one of these (Google's separate mobile pages are named by rel="alternate" media="..." href="..."), so it is kept as it is, untyped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternate {
    rel: crate::AlternateRel,
    hreflang: crate::Hreflang,
    href: crate::Href,
}
impl Alternate {
    /// `link`: the element's name in documents.
    pub const ELEMENT: &'static str = "link";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.w3.org/1999/xhtml";
    /// The names of `<link>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(hreflang: crate::Hreflang, href: crate::Href) -> Self {
        Alternate {
            rel: crate::AlternateRel::ALL[0],
            hreflang,
            href,
        }
    }
    crate::support::required_value!(
        #[doc = " The `rel` attribute."] rel, set_rel, with_rel : copy crate
        ::AlternateRel
    );
    crate::support::required_value!(
        #[doc = " The `hreflang` attribute."] hreflang, set_hreflang, with_hreflang : ref
        crate ::Hreflang
    );
    crate::support::required_value!(
        #[doc = " The `href` attribute."] href, set_href, with_href : ref crate ::Href
    );
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        let _ = visit;
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        let _ = visit;
    }
}
impl Alternate {
    /// Reads a `<link>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = AlternateBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected("link", &format!("@{attribute}")),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(crate::ContentError::unexpected("link", &child.qualified_name()));
        }
        builder.finish()
    }
}
impl Alternate {
    /// Reads a `<link>` the reader found written flat, with every check of the type; `None` when it breaks one or has a child that is not flat, and is left to be read as a tree, which reports why.
    pub(crate) fn from_flat(flat: &crate::support::Flat<'_>) -> Option<Self> {
        let mut builder = AlternateBuilder::default();
        for (attribute, value) in flat.attributes {
            if !builder.set_attribute(attribute, value).ok()? {
                return None;
            }
        }
        if !flat.children.is_empty() {
            return None;
        }
        builder.finish().ok()
    }
}
/// Collects `<link>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct AlternateBuilder {
    rel: Option<crate::AlternateRel>,
    hreflang: Option<crate::Hreflang>,
    href: Option<crate::Href>,
}
impl AlternateBuilder {
    /// Sets the `rel` attribute; a second one is an error.
    pub(crate) fn put_attribute_rel(
        &mut self,
        value: crate::AlternateRel,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.rel, value, "link", "@rel")
    }
    /// Sets the `hreflang` attribute; a second one is an error.
    pub(crate) fn put_attribute_hreflang(
        &mut self,
        value: crate::Hreflang,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.hreflang, value, "link", "@hreflang")
    }
    /// Sets the `href` attribute; a second one is an error.
    pub(crate) fn put_attribute_href(
        &mut self,
        value: crate::Href,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.href, value, "link", "@href")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "rel" => {
                self.put_attribute_rel(
                    crate::support::parse_child(text, "link", "@rel")?,
                )?
            }
            "hreflang" => {
                self.put_attribute_hreflang(
                    crate::support::parse_child(text, "link", "@hreflang")?,
                )?
            }
            "href" => {
                self.put_attribute_href(
                    crate::support::parse_child(text, "link", "@href")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<Alternate, crate::ContentError> {
        Ok(Alternate {
            rel: crate::support::required(self.rel, "link", "@rel")?,
            hreflang: crate::support::required(self.hreflang, "link", "@hreflang")?,
            href: crate::support::required(self.href, "link", "@href")?,
        })
    }
}
impl crate::write::WriteElement for Alternate {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        writer.value_attribute("rel", &self.rel);
        writer.value_attribute("hreflang", &self.hreflang);
        writer.value_attribute("href", &self.href);
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Empty
    }
    fn write_children(
        &self,
        _writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        Ok(())
    }
}
impl ::serde::Serialize for Alternate {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a Alternate);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("@rel", &self.0.rel)?;
                map.serialize_entry("@hreflang", &self.0.hreflang)?;
                map.serialize_entry("@href", &self.0.href)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("link", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for Alternate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = Alternate;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <link> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Alternate, A::Error> {
                let mut builder = AlternateBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@rel" => {
                            builder
                                .put_attribute_rel(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "@hreflang" => {
                            builder
                                .put_attribute_hreflang(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "@href" => {
                            builder
                                .put_attribute_href(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "link",
                                &key,
                                None,
                            )?
                        }
                    }
                }
                let value = builder.finish().map_err(::serde::de::Error::custom)?;
                Ok(value)
            }
        }
        deserializer.deserialize_map(Visitor)
    }
}
