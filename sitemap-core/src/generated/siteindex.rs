// @generated from schemas/siteindex.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// The root of a sitemap index: one or more sitemap entries (at most 50,000 per file), optionally preceded by elements of other namespaces. An index lists sitemaps, never other indexes.
///
#[doc = include_str!("../../docs/SitemapIndex.md")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapIndex {
    extensions: Vec<crate::Extension>,
    sitemaps: Vec<crate::IndexEntry>,
    namespaces: Vec<crate::NamespaceDecl>,
    head: crate::DocumentHead,
}
impl SitemapIndex {
    /// `sitemapindex`: the element's name in documents.
    pub const ELEMENT: &'static str = "sitemapindex";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.sitemaps.org/schemas/sitemap/0.9";
    /// The names of `<sitemapindex>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &["sitemap"];
    /// Creates the element from its required children; optional ones start empty.
    ///
    /// # Errors
    /// When a repeated child has fewer or more occurrences than the schema allows.
    pub fn new(
        sitemaps: impl IntoIterator<Item = crate::IndexEntry>,
    ) -> Result<Self, crate::ContentError> {
        let sitemaps: Vec<crate::IndexEntry> = sitemaps.into_iter().collect();
        crate::support::check_count(&sitemaps, 1usize, None, "sitemapindex", "sitemap")?;
        Ok(SitemapIndex {
            extensions: Vec::new(),
            sitemaps,
            namespaces: Vec::new(),
            head: crate::DocumentHead::default(),
        })
    }
    /// Elements of other namespaces (extensions), in document order.
    pub fn extensions(&self) -> &[crate::Extension] {
        &self.extensions
    }
    /// Appends an element of another namespace.
    pub fn push_extension(&mut self, extension: crate::Extension) -> &mut Self {
        self.extensions.push(extension);
        self
    }
    /// Appends an element of another namespace.
    pub fn with_extension(mut self, extension: crate::Extension) -> Self {
        self.extensions.push(extension);
        self
    }
    /// The `<sitemap>` children, in document order.
    pub fn sitemaps(&self) -> &[crate::IndexEntry] {
        &self.sitemaps
    }
    /// Appends a `<sitemap>` child.
    pub fn push_sitemap(&mut self, value: crate::IndexEntry) -> &mut Self {
        self.sitemaps.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_sitemaps(self) -> Vec<crate::IndexEntry> {
        self.sitemaps
    }
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
        let mut declarations = crate::NamespaceDecl::for_document(
            &self.namespaces,
            |visit| self.visit_extensions(visit),
        );
        self.typed_namespaces(
            &mut |prefix, uri| crate::NamespaceDecl::declare_missing(
                &mut declarations,
                prefix,
                uri,
            ),
        );
        declarations
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.extensions.iter().for_each(&mut *visit);
        self.sitemaps.iter().for_each(|child| child.visit_extensions(visit));
    }
    /// Calls `found` with the prefix and namespace of every typed
    /// extension element in this element and its descendants, so
    /// that a document's root can declare them.
    pub(crate) fn typed_namespaces(
        &self,
        found: &mut dyn FnMut(&'static str, &'static str),
    ) {
        self.sitemaps.iter().for_each(|child| child.typed_namespaces(found));
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.extensions.iter_mut().for_each(&mut *visit);
        self.sitemaps.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
    }
}
/// Collects `<sitemapindex>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct SitemapIndexBuilder {
    extensions: Vec<crate::Extension>,
    sitemaps: Vec<crate::IndexEntry>,
    namespaces: Vec<crate::NamespaceDecl>,
    head: crate::DocumentHead,
}
impl SitemapIndexBuilder {
    /// Appends an element of another namespace: a typed one when
    /// it is one of ours (an error when it breaks its rules), or
    /// kept as it is.
    pub(crate) fn push_extension(
        &mut self,
        extension: crate::Extension,
    ) -> Result<(), crate::support::ExtensionError> {
        self.extensions.push(extension);
        Ok(())
    }
    /// Appends a `<sitemap>` child.
    pub(crate) fn put_sitemap(
        &mut self,
        value: crate::IndexEntry,
    ) -> Result<(), crate::ContentError> {
        self.sitemaps.push(value);
        Ok(())
    }
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
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<SitemapIndex, crate::ContentError> {
        Ok(SitemapIndex {
            extensions: self.extensions,
            sitemaps: {
                crate::support::check_count(
                    &self.sitemaps,
                    1usize,
                    None,
                    "sitemapindex",
                    "sitemap",
                )?;
                self.sitemaps
            },
            namespaces: self.namespaces,
            head: self.head,
        })
    }
}
impl crate::write::WriteElement for SitemapIndex {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        for extension in &self.extensions {
            writer.extension(extension)?;
        }
        for value in &self.sitemaps {
            writer.child_element("sitemap", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for SitemapIndex {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a SitemapIndex);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry(
                    "@xmlns",
                    "http://www.sitemaps.org/schemas/sitemap/0.9",
                )?;
                for decl in self.0.declarations() {
                    map.serialize_entry(
                        &format!("@xmlns:{}", decl.prefix()),
                        decl.uri(),
                    )?;
                }
                for (name, value) in self.0.head.attributes() {
                    map.serialize_entry(&format!("@{name}"), value)?;
                }
                crate::serde_support::serialize_extensions(
                    &mut map,
                    &self.0.extensions,
                    &[],
                )?;
                if !self.0.sitemaps.is_empty() {
                    map.serialize_entry("sitemap", &self.0.sitemaps)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("sitemapindex", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for SitemapIndex {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = SitemapIndex;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <sitemapindex> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<SitemapIndex, A::Error> {
                let mut builder = SitemapIndexBuilder::default();
                let mut root_attributes: Vec<(String, String)> = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    if let Some(prefix) = key.strip_prefix("@xmlns:") {
                        let uri: String = map.next_value()?;
                        builder.declare_namespace(prefix, &uri);
                        continue;
                    }
                    if key == crate::Stylesheet::JSON_KEY {
                        let instructions: Vec<String> = map.next_value()?;
                        crate::serde_support::stylesheets(
                            &mut builder.head,
                            instructions,
                        );
                        continue;
                    }
                    if let Some(name) = key
                        .strip_prefix('@')
                        .filter(|name| *name != "xmlns")
                    {
                        let value: String = map.next_value()?;
                        root_attributes.push((name.to_owned(), value));
                        continue;
                    }
                    match key.as_str() {
                        "sitemap" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::IndexEntry>,
                                >()?
                                .0
                            {
                                builder
                                    .put_sitemap(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "sitemapindex",
                                &key,
                                Some(
                                    &mut |extension| {
                                        builder.push_extension(extension).map_err(Into::into)
                                    },
                                ),
                            )?
                        }
                    }
                }
                let value = builder.finish().map_err(::serde::de::Error::custom)?;
                let mut value = value;
                let declarations = value.namespaces.clone();
                value
                    .visit_extensions_mut(
                        &mut |extension| extension.resolve_namespace(&declarations),
                    );
                crate::serde_support::root_attributes(
                        &value.namespaces,
                        &mut value.head,
                        root_attributes,
                    )
                    .map_err(::serde::de::Error::custom)?;
                Ok(value)
            }
        }
        deserializer.deserialize_map(Visitor)
    }
}
/// One sitemap file listed by the index: where it is and, optionally, when it last changed.
///
#[doc = include_str!("../../docs/IndexEntry.md")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    loc: crate::Loc,
    lastmod: Option<crate::LastMod>,
    extensions: Vec<crate::Extension>,
}
impl IndexEntry {
    /// `sitemap`: the element's name in documents.
    pub const ELEMENT: &'static str = "sitemap";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.sitemaps.org/schemas/sitemap/0.9";
    /// The names of `<sitemap>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &["loc", "lastmod"];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(loc: crate::Loc) -> Self {
        IndexEntry {
            loc,
            lastmod: None,
            extensions: Vec::new(),
        }
    }
    crate::support::required_value!(
        #[doc = " The `<loc>` child."] loc, set_loc, with_loc : ref crate ::Loc
    );
    crate::support::optional_value!(
        #[doc = " The optional `<lastmod>` child."] lastmod, set_lastmod, with_lastmod :
        copy crate ::LastMod
    );
    /// Elements of other namespaces (extensions), in document order.
    pub fn extensions(&self) -> &[crate::Extension] {
        &self.extensions
    }
    /// Appends an element of another namespace.
    pub fn push_extension(&mut self, extension: crate::Extension) -> &mut Self {
        self.extensions.push(extension);
        self
    }
    /// Appends an element of another namespace.
    pub fn with_extension(mut self, extension: crate::Extension) -> Self {
        self.extensions.push(extension);
        self
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.extensions.iter().for_each(&mut *visit);
    }
    /// Calls `found` with the prefix and namespace of every typed
    /// extension element in this element and its descendants, so
    /// that a document's root can declare them.
    pub(crate) fn typed_namespaces(
        &self,
        found: &mut dyn FnMut(&'static str, &'static str),
    ) {
        let _ = found;
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.extensions.iter_mut().for_each(&mut *visit);
    }
}
/// Collects `<sitemap>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct IndexEntryBuilder {
    loc: Option<crate::Loc>,
    lastmod: Option<crate::LastMod>,
    extensions: Vec<crate::Extension>,
}
impl IndexEntryBuilder {
    crate::support::put_child!(put_loc, loc : crate ::Loc, "sitemap", "loc");
    crate::support::put_child!(
        put_lastmod, lastmod : crate ::LastMod, "sitemap", "lastmod"
    );
    /// Appends an element of another namespace: a typed one when
    /// it is one of ours (an error when it breaks its rules), or
    /// kept as it is.
    pub(crate) fn push_extension(
        &mut self,
        extension: crate::Extension,
    ) -> Result<(), crate::support::ExtensionError> {
        self.extensions.push(extension);
        Ok(())
    }
    /// Whether [`push_flat`](Self::push_flat) would try to type the
    /// element `local` of `namespace`, with attributes of the names
    /// `has_attribute` accepts: asked of every element of an entry
    /// before any is typed, so that one left to the tree costs no
    /// typing of the others.
    pub(crate) fn types_flat(
        namespace: &str,
        local: &str,
        has_attribute: &dyn Fn(&str) -> bool,
    ) -> bool {
        let _ = (namespace, local, has_attribute);
        false
    }
    /// Appends an element of another namespace that the reader found
    /// written flat (see [`Flat`](crate::support::Flat)), typed;
    /// `false`, with nothing appended, when it is none of our typed
    /// elements or breaks a rule, and is left to be read as a tree,
    /// which reports why.
    pub(crate) fn push_flat(
        &mut self,
        namespace: &str,
        local: &str,
        flat: &crate::support::Flat<'_>,
    ) -> bool {
        let _ = (namespace, local, flat);
        false
    }
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "loc" => self.put_loc(crate::support::parse_child(text, "sitemap", "loc")?)?,
            "lastmod" => {
                self.put_lastmod(
                    crate::support::parse_child(text, "sitemap", "lastmod")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<IndexEntry, crate::ContentError> {
        Ok(IndexEntry {
            loc: crate::support::required(self.loc, "sitemap", "loc")?,
            lastmod: self.lastmod,
            extensions: self.extensions,
        })
    }
}
impl crate::write::WriteElement for IndexEntry {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.loc;
        writer.value_element("loc", value)?;
        if let Some(value) = self.lastmod.as_ref() {
            writer.value_element("lastmod", value)?;
        }
        for extension in &self.extensions {
            writer.extension(extension)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for IndexEntry {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a IndexEntry);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("loc", &self.0.loc)?;
                if let Some(value) = self.0.lastmod.as_ref() {
                    map.serialize_entry("lastmod", value)?;
                }
                crate::serde_support::serialize_extensions(
                    &mut map,
                    &self.0.extensions,
                    &[],
                )?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("sitemap", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for IndexEntry {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = IndexEntry;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <sitemap> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<IndexEntry, A::Error> {
                let mut builder = IndexEntryBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "loc" => {
                            builder
                                .put_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "lastmod" => {
                            builder
                                .put_lastmod(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "sitemap",
                                &key,
                                Some(
                                    &mut |extension| {
                                        builder.push_extension(extension).map_err(Into::into)
                                    },
                                ),
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
