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
        self.urls.iter().for_each(|child| child.visit_extensions(visit));
    }
    /// Calls `found` with the prefix and namespace of every typed
    /// extension element in this element and its descendants, so
    /// that a document's root can declare them.
    pub(crate) fn typed_namespaces(
        &self,
        found: &mut dyn FnMut(&'static str, &'static str),
    ) {
        self.urls.iter().for_each(|child| child.typed_namespaces(found));
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
/// One page of the site: where it is, and optional hints on when it last changed, how often it changes and how it ranks against the site's other pages. Extension elements (images, videos, news, alternate languages) follow the protocol's own children.
///
#[doc = include_str!("../../docs/Url.md")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Url {
    loc: crate::Loc,
    lastmod: Option<crate::LastMod>,
    changefreq: Option<crate::ChangeFreq>,
    priority: Option<crate::Priority>,
    images: Vec<crate::Image>,
    news: Vec<crate::News>,
    videos: Vec<crate::Video>,
    alternates: Vec<crate::Alternate>,
    extensions: Vec<crate::Extension>,
    fingerprint: Option<crate::Fingerprint>,
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
            images: Vec::new(),
            news: Vec::new(),
            videos: Vec::new(),
            alternates: Vec::new(),
            extensions: Vec::new(),
            fingerprint: None,
        }
    }
    crate::support::required_value!(
        #[doc = " The `<loc>` child."] loc, set_loc, with_loc : ref crate ::Loc
    );
    crate::support::optional_value!(
        #[doc = " The optional `<lastmod>` child."] lastmod, set_lastmod, with_lastmod :
        copy crate ::LastMod
    );
    crate::support::optional_value!(
        #[doc = " The optional `<changefreq>` child."] changefreq, set_changefreq,
        with_changefreq : copy crate ::ChangeFreq
    );
    crate::support::optional_value!(
        #[doc = " The optional `<priority>` child."] priority, set_priority,
        with_priority : copy crate ::Priority
    );
    /// The `<image:image>` children, in document order.
    pub fn images(&self) -> &[crate::Image] {
        &self.images
    }
    /// Appends a `<image:image>` child.
    pub fn push_image(
        &mut self,
        value: crate::Image,
    ) -> Result<&mut Self, crate::ContentError> {
        crate::support::check_room(&self.images, 1000usize, "url", "image:image")?;
        self.images.push(value);
        Ok(self)
    }
    /// Takes the children out.
    pub fn into_images(self) -> Vec<crate::Image> {
        self.images
    }
    /// The `<news:news>` children, in document order.
    pub fn news(&self) -> &[crate::News] {
        &self.news
    }
    /// Appends a `<news:news>` child.
    pub fn push_news(
        &mut self,
        value: crate::News,
    ) -> Result<&mut Self, crate::ContentError> {
        crate::support::check_room(&self.news, 1usize, "url", "news:news")?;
        self.news.push(value);
        Ok(self)
    }
    /// Takes the children out.
    pub fn into_news(self) -> Vec<crate::News> {
        self.news
    }
    /// The `<video:video>` children, in document order.
    pub fn videos(&self) -> &[crate::Video] {
        &self.videos
    }
    /// Appends a `<video:video>` child.
    pub fn push_video(&mut self, value: crate::Video) -> &mut Self {
        self.videos.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_videos(self) -> Vec<crate::Video> {
        self.videos
    }
    /// The `<xhtml:link>` children, in document order.
    pub fn alternates(&self) -> &[crate::Alternate] {
        &self.alternates
    }
    /// Appends a `<xhtml:link>` child.
    pub fn push_alternate(&mut self, value: crate::Alternate) -> &mut Self {
        self.alternates.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_alternates(self) -> Vec<crate::Alternate> {
        self.alternates
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
    /// The application's fingerprint of the page's content, if it gave one.
    pub fn fingerprint(&self) -> Option<&crate::Fingerprint> {
        self.fingerprint.as_ref()
    }
    /// Sets the fingerprint of the page's content: any bytes that change
    /// when the page does (a hash of its rendered text, a row version, an
    /// `updated_at`). A document never carries it; a regeneration compares
    /// it with the last one published to tell what changed.
    pub fn with_fingerprint(
        mut self,
        fingerprint: impl Into<crate::Fingerprint>,
    ) -> Self {
        self.fingerprint = Some(fingerprint.into());
        self
    }
    /// Sets or clears the fingerprint of the page's content.
    pub fn set_fingerprint(
        &mut self,
        fingerprint: Option<crate::Fingerprint>,
    ) -> &mut Self {
        self.fingerprint = fingerprint;
        self
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.images.iter().for_each(|child| child.visit_extensions(visit));
        self.news.iter().for_each(|child| child.visit_extensions(visit));
        self.videos.iter().for_each(|child| child.visit_extensions(visit));
        self.alternates.iter().for_each(|child| child.visit_extensions(visit));
        self.extensions.iter().for_each(&mut *visit);
    }
    /// Calls `found` with the prefix and namespace of every typed
    /// extension element in this element and its descendants, so
    /// that a document's root can declare them.
    pub(crate) fn typed_namespaces(
        &self,
        found: &mut dyn FnMut(&'static str, &'static str),
    ) {
        if !self.images.is_empty() {
            found("image", "http://www.google.com/schemas/sitemap-image/1.1");
        }
        if !self.news.is_empty() {
            found("news", "http://www.google.com/schemas/sitemap-news/0.9");
        }
        if !self.videos.is_empty() {
            found("video", "http://www.google.com/schemas/sitemap-video/1.1");
        }
        if !self.alternates.is_empty() {
            found("xhtml", "http://www.w3.org/1999/xhtml");
        }
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.images.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
        self.news.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
        self.videos.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
        self.alternates.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
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
    images: Vec<crate::Image>,
    news: Vec<crate::News>,
    videos: Vec<crate::Video>,
    alternates: Vec<crate::Alternate>,
    extensions: Vec<crate::Extension>,
    pub(crate) fingerprint: Option<crate::Fingerprint>,
}
impl UrlBuilder {
    crate::support::put_child!(put_loc, loc : crate ::Loc, "url", "loc");
    crate::support::put_child!(put_lastmod, lastmod : crate ::LastMod, "url", "lastmod");
    crate::support::put_child!(
        put_changefreq, changefreq : crate ::ChangeFreq, "url", "changefreq"
    );
    crate::support::put_child!(
        put_priority, priority : crate ::Priority, "url", "priority"
    );
    /// Appends a `<image:image>` child.
    pub(crate) fn put_image(
        &mut self,
        value: crate::Image,
    ) -> Result<(), crate::ContentError> {
        crate::support::check_room(&self.images, 1000usize, "url", "image:image")?;
        self.images.push(value);
        Ok(())
    }
    /// Appends a `<news:news>` child.
    pub(crate) fn put_news(
        &mut self,
        value: crate::News,
    ) -> Result<(), crate::ContentError> {
        crate::support::check_room(&self.news, 1usize, "url", "news:news")?;
        self.news.push(value);
        Ok(())
    }
    /// Appends a `<video:video>` child.
    pub(crate) fn put_video(
        &mut self,
        value: crate::Video,
    ) -> Result<(), crate::ContentError> {
        self.videos.push(value);
        Ok(())
    }
    /// Appends a `<xhtml:link>` child.
    pub(crate) fn put_alternate(
        &mut self,
        value: crate::Alternate,
    ) -> Result<(), crate::ContentError> {
        self.alternates.push(value);
        Ok(())
    }
    /// Appends an element of another namespace: a typed one when
    /// it is one of ours (an error when it breaks its rules), or
    /// kept as it is.
    pub(crate) fn push_extension(
        &mut self,
        extension: crate::Extension,
    ) -> Result<(), crate::support::ExtensionError> {
        if extension.namespace()
            == Some("http://www.google.com/schemas/sitemap-image/1.1")
            && extension.local_name() == "image"
        {
            let value = crate::support::typed_extension(
                "http://www.google.com/schemas/sitemap-image/1.1",
                extension,
                <crate::Image>::from_extension,
            )?;
            return crate::support::in_extension(
                "http://www.google.com/schemas/sitemap-image/1.1",
                self.put_image(value),
            );
        }
        if extension.namespace()
            == Some("http://www.google.com/schemas/sitemap-news/0.9")
            && extension.local_name() == "news"
        {
            let value = crate::support::typed_extension(
                "http://www.google.com/schemas/sitemap-news/0.9",
                extension,
                <crate::News>::from_extension,
            )?;
            return crate::support::in_extension(
                "http://www.google.com/schemas/sitemap-news/0.9",
                self.put_news(value),
            );
        }
        if extension.namespace()
            == Some("http://www.google.com/schemas/sitemap-video/1.1")
            && extension.local_name() == "video"
        {
            let value = crate::support::typed_extension(
                "http://www.google.com/schemas/sitemap-video/1.1",
                extension,
                <crate::Video>::from_extension,
            )?;
            return crate::support::in_extension(
                "http://www.google.com/schemas/sitemap-video/1.1",
                self.put_video(value),
            );
        }
        if extension.namespace() == Some("http://www.w3.org/1999/xhtml")
            && extension.local_name() == "link"
            && extension.attributes().iter().any(|(name, _)| name == "hreflang")
        {
            let value = crate::support::typed_extension(
                "http://www.w3.org/1999/xhtml",
                extension,
                <crate::Alternate>::from_extension,
            )?;
            return crate::support::in_extension(
                "http://www.w3.org/1999/xhtml",
                self.put_alternate(value),
            );
        }
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
        (namespace == "http://www.google.com/schemas/sitemap-image/1.1"
            && local == "image")
            || (namespace == "http://www.google.com/schemas/sitemap-news/0.9"
                && local == "news")
            || (namespace == "http://www.google.com/schemas/sitemap-video/1.1"
                && local == "video")
            || (namespace == "http://www.w3.org/1999/xhtml" && local == "link"
                && has_attribute("hreflang"))
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
        let has_attribute = |name: &str| flat.has_attribute(name);
        if namespace == "http://www.google.com/schemas/sitemap-image/1.1"
            && local == "image"
        {
            return <crate::Image>::from_flat(flat)
                .is_some_and(|value| self.put_image(value).is_ok());
        }
        if namespace == "http://www.google.com/schemas/sitemap-news/0.9"
            && local == "news"
        {
            return <crate::News>::from_flat(flat)
                .is_some_and(|value| self.put_news(value).is_ok());
        }
        if namespace == "http://www.google.com/schemas/sitemap-video/1.1"
            && local == "video"
        {
            return <crate::Video>::from_flat(flat)
                .is_some_and(|value| self.put_video(value).is_ok());
        }
        if namespace == "http://www.w3.org/1999/xhtml" && local == "link"
            && has_attribute("hreflang")
        {
            return <crate::Alternate>::from_flat(flat)
                .is_some_and(|value| self.put_alternate(value).is_ok());
        }
        false
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
            images: {
                crate::support::check_count(
                    &self.images,
                    0usize,
                    Some(1000usize),
                    "url",
                    "image:image",
                )?;
                self.images
            },
            news: {
                crate::support::check_count(
                    &self.news,
                    0usize,
                    Some(1usize),
                    "url",
                    "news:news",
                )?;
                self.news
            },
            videos: self.videos,
            alternates: self.alternates,
            extensions: self.extensions,
            fingerprint: self.fingerprint,
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
        if let Some(value) = self.lastmod.as_ref() {
            writer.value_element("lastmod", value)?;
        }
        if let Some(value) = self.changefreq.as_ref() {
            writer.value_element("changefreq", value)?;
        }
        if let Some(value) = self.priority.as_ref() {
            writer.value_element("priority", value)?;
        }
        for value in &self.images {
            writer
                .foreign_element(
                    "image",
                    "http://www.google.com/schemas/sitemap-image/1.1",
                    "image:image",
                    value,
                )?;
        }
        for value in &self.news {
            writer
                .foreign_element(
                    "news",
                    "http://www.google.com/schemas/sitemap-news/0.9",
                    "news:news",
                    value,
                )?;
        }
        for value in &self.videos {
            writer
                .foreign_element(
                    "video",
                    "http://www.google.com/schemas/sitemap-video/1.1",
                    "video:video",
                    value,
                )?;
        }
        for value in &self.alternates {
            writer
                .foreign_element(
                    "xhtml",
                    "http://www.w3.org/1999/xhtml",
                    "xhtml:link",
                    value,
                )?;
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
                if let Some(value) = self.0.lastmod.as_ref() {
                    map.serialize_entry("lastmod", value)?;
                }
                if let Some(value) = self.0.changefreq.as_ref() {
                    map.serialize_entry("changefreq", value)?;
                }
                if let Some(value) = self.0.priority.as_ref() {
                    map.serialize_entry("priority", value)?;
                }
                crate::serde_support::serialize_typed(
                    &mut map,
                    "image:image",
                    &self.0.images,
                    &self.0.extensions,
                )?;
                crate::serde_support::serialize_typed(
                    &mut map,
                    "news:news",
                    &self.0.news,
                    &self.0.extensions,
                )?;
                crate::serde_support::serialize_typed(
                    &mut map,
                    "video:video",
                    &self.0.videos,
                    &self.0.extensions,
                )?;
                crate::serde_support::serialize_typed(
                    &mut map,
                    "xhtml:link",
                    &self.0.alternates,
                    &self.0.extensions,
                )?;
                crate::serde_support::serialize_extensions(
                    &mut map,
                    &self.0.extensions,
                    &["image:image", "news:news", "video:video", "xhtml:link"],
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
                        "image:image" | "image" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::Image>,
                                >()?
                                .0
                            {
                                builder
                                    .put_image(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "news:news" | "news" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::News>,
                                >()?
                                .0
                            {
                                builder
                                    .put_news(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "video:video" | "video" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::Video>,
                                >()?
                                .0
                            {
                                builder
                                    .put_video(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "xhtml:link" | "link" => {
                            for extension in map
                                .next_value_seed(crate::serde_support::ExtensionsSeed {
                                    key: &key,
                                })?
                            {
                                if extension
                                    .attributes()
                                    .iter()
                                    .any(|(name, _)| name == "hreflang")
                                {
                                    let value = <crate::Alternate>::from_extension(&extension)
                                        .map_err(::serde::de::Error::custom)?;
                                    builder
                                        .put_alternate(value)
                                        .map_err(::serde::de::Error::custom)?;
                                } else {
                                    builder
                                        .push_extension(extension)
                                        .map_err(|e| ::serde::de::Error::custom(
                                            crate::ContentError::from(e),
                                        ))?;
                                }
                            }
                        }
                        "fingerprint" => {
                            builder.fingerprint = map
                                .next_value::<Option<crate::Fingerprint>>()?;
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "url",
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
