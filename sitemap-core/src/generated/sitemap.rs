// @generated from schemas/sitemap.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// The root of a sitemap: one or more url entries (the protocol allows at most 50,000 per file and 50 MiB uncompressed), optionally preceded by elements of other namespaces.
///
#[doc = include_str!("../../docs/UrlSet.md")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlSet {
    extensions: Vec<crate::Extension>,
    urls: Vec<crate::Url>,
    namespaces: Vec<crate::NamespaceDecl>,
    head: crate::DocumentHead,
}
impl UrlSet {
    /// `urlset`: the element's name in documents.
    pub const ELEMENT: &'static str = "urlset";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.sitemaps.org/schemas/sitemap/0.9";
    /// The names of `<urlset>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &["url"];
    /// Creates the element from its required children; optional ones start empty.
    ///
    /// # Errors
    /// When a repeated child has fewer or more occurrences than the schema allows.
    pub fn new(
        urls: impl IntoIterator<Item = crate::Url>,
    ) -> Result<Self, crate::ContentError> {
        let urls: Vec<crate::Url> = urls.into_iter().collect();
        crate::support::check_count(&urls, 1usize, None, "urlset", "url")?;
        Ok(UrlSet {
            extensions: Vec::new(),
            urls,
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
    /// The `<url>` children, in document order.
    pub fn urls(&self) -> &[crate::Url] {
        &self.urls
    }
    /// Appends a `<url>` child.
    pub fn push_url(&mut self, value: crate::Url) -> &mut Self {
        self.urls.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_urls(self) -> Vec<crate::Url> {
        self.urls
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
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.extensions.iter().for_each(&mut *visit);
        self.urls.iter().for_each(|child| child.visit_extensions(visit));
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.extensions.iter_mut().for_each(&mut *visit);
        self.urls.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
    }
}
/// Collects `<urlset>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct UrlSetBuilder {
    extensions: Vec<crate::Extension>,
    urls: Vec<crate::Url>,
    namespaces: Vec<crate::NamespaceDecl>,
    head: crate::DocumentHead,
}
impl UrlSetBuilder {
    /// Appends an element of another namespace.
    pub(crate) fn push_extension(&mut self, extension: crate::Extension) {
        self.extensions.push(extension);
    }
    /// Appends a `<url>` child.
    pub(crate) fn put_url(
        &mut self,
        value: crate::Url,
    ) -> Result<(), crate::ContentError> {
        self.urls.push(value);
        Ok(())
    }
    /// Records a namespace declaration found on the root element.
    pub(crate) fn declare_namespace(&mut self, prefix: &str, uri: &str) {
        crate::NamespaceDecl::declare(&mut self.namespaces, prefix, uri);
    }
    /// The stylesheet instructions and root attributes found.
    pub(crate) fn head_mut(&mut self) -> &mut crate::DocumentHead {
        &mut self.head
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<UrlSet, crate::ContentError> {
        Ok(UrlSet {
            extensions: self.extensions,
            urls: {
                crate::support::check_count(&self.urls, 1usize, None, "urlset", "url")?;
                self.urls
            },
            namespaces: self.namespaces,
            head: self.head,
        })
    }
}
impl crate::write::WriteElement for UrlSet {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        for extension in &self.extensions {
            writer.extension(extension)?;
        }
        for value in &self.urls {
            writer.child_element("url", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for UrlSet {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a UrlSet);
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
                for decl in crate::NamespaceDecl::for_document(
                    &self.0.namespaces,
                    |visit| self.0.visit_extensions(visit),
                ) {
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
                )?;
                if !self.0.urls.is_empty() {
                    map.serialize_entry("url", &self.0.urls)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("urlset", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for UrlSet {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = UrlSet;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <urlset> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<UrlSet, A::Error> {
                let mut builder = UrlSetBuilder::default();
                let mut root_attributes: Vec<(String, String)> = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    if let Some(prefix) = key.strip_prefix("@xmlns:") {
                        let uri: String = map.next_value()?;
                        builder.declare_namespace(prefix, &uri);
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
                        "url" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::Url>,
                                >()?
                                .0
                            {
                                builder.put_url(value).map_err(::serde::de::Error::custom)?;
                            }
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "urlset",
                                &key,
                                Some(&mut |extension| builder.push_extension(extension)),
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
/// One page of the site: where it is, and optional hints on when it last changed, how often it changes and how it ranks against the site's other pages. Extension elements (images, videos, news, alternate languages) follow the protocol's own children.
///
#[doc = include_str!("../../docs/Url.md")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Url {
    loc: crate::Loc,
    lastmod: Option<crate::LastMod>,
    changefreq: Option<crate::ChangeFreq>,
    priority: Option<crate::Priority>,
    extensions: Vec<crate::Extension>,
}
impl Url {
    /// `url`: the element's name in documents.
    pub const ELEMENT: &'static str = "url";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.sitemaps.org/schemas/sitemap/0.9";
    /// The names of `<url>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[
        "loc",
        "lastmod",
        "changefreq",
        "priority",
    ];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(loc: crate::Loc) -> Self {
        Url {
            loc,
            lastmod: None,
            changefreq: None,
            priority: None,
            extensions: Vec::new(),
        }
    }
    /// The `<loc>` child.
    pub fn loc(&self) -> &crate::Loc {
        &self.loc
    }
    /// Replaces the value.
    pub fn set_loc(&mut self, value: crate::Loc) -> &mut Self {
        self.loc = value;
        self
    }
    /// Replaces the value.
    pub fn with_loc(mut self, value: crate::Loc) -> Self {
        self.loc = value;
        self
    }
    /// The optional `<lastmod>` child.
    pub fn lastmod(&self) -> Option<crate::LastMod> {
        self.lastmod
    }
    /// Sets or clears the value.
    pub fn set_lastmod(&mut self, value: Option<crate::LastMod>) -> &mut Self {
        self.lastmod = value;
        self
    }
    /// Sets the value.
    pub fn with_lastmod(mut self, value: crate::LastMod) -> Self {
        self.lastmod = Some(value);
        self
    }
    /// The optional `<changefreq>` child.
    pub fn changefreq(&self) -> Option<crate::ChangeFreq> {
        self.changefreq
    }
    /// Sets or clears the value.
    pub fn set_changefreq(&mut self, value: Option<crate::ChangeFreq>) -> &mut Self {
        self.changefreq = value;
        self
    }
    /// Sets the value.
    pub fn with_changefreq(mut self, value: crate::ChangeFreq) -> Self {
        self.changefreq = Some(value);
        self
    }
    /// The optional `<priority>` child.
    pub fn priority(&self) -> Option<crate::Priority> {
        self.priority
    }
    /// Sets or clears the value.
    pub fn set_priority(&mut self, value: Option<crate::Priority>) -> &mut Self {
        self.priority = value;
        self
    }
    /// Sets the value.
    pub fn with_priority(mut self, value: crate::Priority) -> Self {
        self.priority = Some(value);
        self
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
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.extensions.iter().for_each(&mut *visit);
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.extensions.iter_mut().for_each(&mut *visit);
    }
}
/// Collects `<url>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct UrlBuilder {
    loc: Option<crate::Loc>,
    lastmod: Option<crate::LastMod>,
    changefreq: Option<crate::ChangeFreq>,
    priority: Option<crate::Priority>,
    extensions: Vec<crate::Extension>,
}
impl UrlBuilder {
    /// Sets the `<loc>` child; a second one is an error.
    pub(crate) fn put_loc(
        &mut self,
        value: crate::Loc,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.loc, value, "url", "loc")
    }
    /// Sets the `<lastmod>` child; a second one is an error.
    pub(crate) fn put_lastmod(
        &mut self,
        value: crate::LastMod,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.lastmod, value, "url", "lastmod")
    }
    /// Sets the `<changefreq>` child; a second one is an error.
    pub(crate) fn put_changefreq(
        &mut self,
        value: crate::ChangeFreq,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.changefreq, value, "url", "changefreq")
    }
    /// Sets the `<priority>` child; a second one is an error.
    pub(crate) fn put_priority(
        &mut self,
        value: crate::Priority,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.priority, value, "url", "priority")
    }
    /// Appends an element of another namespace.
    pub(crate) fn push_extension(&mut self, extension: crate::Extension) {
        self.extensions.push(extension);
    }
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "loc" => self.put_loc(crate::support::parse_child(text, "url", "loc")?)?,
            "lastmod" => {
                self.put_lastmod(crate::support::parse_child(text, "url", "lastmod")?)?
            }
            "changefreq" => {
                self.put_changefreq(
                    crate::support::parse_child(text, "url", "changefreq")?,
                )?
            }
            "priority" => {
                self.put_priority(crate::support::parse_child(text, "url", "priority")?)?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<Url, crate::ContentError> {
        Ok(Url {
            loc: crate::support::required(self.loc, "url", "loc")?,
            lastmod: self.lastmod,
            changefreq: self.changefreq,
            priority: self.priority,
            extensions: self.extensions,
        })
    }
}
impl crate::write::WriteElement for Url {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.loc;
        writer.value_element("loc", value)?;
        if let Some(value) = &self.lastmod {
            writer.value_element("lastmod", value)?;
        }
        if let Some(value) = &self.changefreq {
            writer.value_element("changefreq", value)?;
        }
        if let Some(value) = &self.priority {
            writer.value_element("priority", value)?;
        }
        for extension in &self.extensions {
            writer.extension(extension)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for Url {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a Url);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("loc", &self.0.loc)?;
                if let Some(value) = &self.0.lastmod {
                    map.serialize_entry("lastmod", value)?;
                }
                if let Some(value) = &self.0.changefreq {
                    map.serialize_entry("changefreq", value)?;
                }
                if let Some(value) = &self.0.priority {
                    map.serialize_entry("priority", value)?;
                }
                crate::serde_support::serialize_extensions(
                    &mut map,
                    &self.0.extensions,
                )?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("url", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for Url {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = Url;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <url> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Url, A::Error> {
                let mut builder = UrlBuilder::default();
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
                        "changefreq" => {
                            builder
                                .put_changefreq(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "priority" => {
                            builder
                                .put_priority(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "url",
                                &key,
                                Some(&mut |extension| builder.push_extension(extension)),
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
