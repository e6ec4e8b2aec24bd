// @generated from schemas/sitemap-news.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// The article on the page of the enclosing url entry: who published it, in which language, when, and its title. Google reads at most 1,000 of them per sitemap file, and only articles from the last two days. It stopped reading access, genres, keywords and stock_tickers, so they are read and reported, and written only when asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct News {
    publication: crate::NewsPublication,
    access: Option<crate::NewsAccess>,
    genres: Option<crate::NewsGenres>,
    publication_date: crate::PublicationDate,
    title: crate::NewsTitle,
    keywords: Option<crate::NewsKeywords>,
    stock_tickers: Option<crate::NewsStockTickers>,
}
impl News {
    /// `news`: the element's name in documents.
    pub const ELEMENT: &'static str = "news";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-news/0.9";
    /// The names of `<news>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[
        "publication",
        "access",
        "genres",
        "publication_date",
        "title",
        "keywords",
        "stock_tickers",
    ];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(
        publication: crate::NewsPublication,
        publication_date: crate::PublicationDate,
        title: crate::NewsTitle,
    ) -> Self {
        News {
            publication,
            access: None,
            genres: None,
            publication_date,
            title,
            keywords: None,
            stock_tickers: None,
        }
    }
    crate::support::required_value!(
        #[doc = " The `<publication>` child."] publication, set_publication,
        with_publication : ref crate ::NewsPublication
    );
    crate::support::optional_value!(
        #[doc = " The optional `<access>` child."] #[doc =
        " Whether reading needs a subscription or a registration (no longer read by Google)."]
        access, set_access, with_access : copy crate ::NewsAccess
    );
    crate::support::optional_value!(
        #[doc = " The optional `<genres>` child."] #[doc =
        " The kinds of article, separated by commas (no longer read by Google)."] genres,
        set_genres, with_genres : ref crate ::NewsGenres
    );
    crate::support::required_value!(
        #[doc = " The `<publication_date>` child."] publication_date,
        set_publication_date, with_publication_date : copy crate ::PublicationDate
    );
    crate::support::required_value!(
        #[doc = " The `<title>` child."] #[doc =
        " The article's title, as it appears on the page."] title, set_title, with_title
        : ref crate ::NewsTitle
    );
    crate::support::optional_value!(
        #[doc = " The optional `<keywords>` child."] #[doc =
        " Keywords, separated by commas (no longer read by Google)."] keywords,
        set_keywords, with_keywords : ref crate ::NewsKeywords
    );
    crate::support::optional_value!(
        #[doc = " The optional `<stock_tickers>` child."] #[doc =
        " Up to five tickers such as NASDAQ:AMAT, separated by commas (no longer read by Google)."]
        stock_tickers, set_stock_tickers, with_stock_tickers : ref crate
        ::NewsStockTickers
    );
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        self.publication.visit_extensions(visit);
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        self.publication.visit_extensions_mut(visit);
    }
}
impl News {
    /// Reads a `<news>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = NewsBuilder::default();
        for child in extension
            .children()
            .iter()
            .filter_map(crate::ExtensionNode::as_element)
        {
            if child.namespace() != Some(Self::NAMESPACE) {
                return Err(
                    crate::ContentError::unexpected("news", &child.qualified_name()),
                );
            }
            match child.local_name() {
                "publication" => {
                    builder
                        .put_publication(
                            <crate::NewsPublication>::from_extension(child)?,
                        )?
                }
                local => {
                    if !builder.set_text(local, &crate::support::text_of(child))? {
                        return Err(crate::ContentError::unexpected("news", local));
                    }
                }
            }
        }
        builder.finish()
    }
}
impl News {
    /// Reads a `<news>` the reader found written flat, with every check of the type; `None` when it breaks one or has a child that is not flat, and is left to be read as a tree, which reports why.
    pub(crate) fn from_flat(flat: &crate::support::Flat<'_>) -> Option<Self> {
        let mut builder = NewsBuilder::default();
        for (child, text) in flat.children {
            if !builder.set_text(child, text).ok()? {
                return None;
            }
        }
        builder.finish().ok()
    }
}
/// Collects `<news>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct NewsBuilder {
    publication: Option<crate::NewsPublication>,
    access: Option<crate::NewsAccess>,
    genres: Option<crate::NewsGenres>,
    publication_date: Option<crate::PublicationDate>,
    title: Option<crate::NewsTitle>,
    keywords: Option<crate::NewsKeywords>,
    stock_tickers: Option<crate::NewsStockTickers>,
}
impl NewsBuilder {
    crate::support::put_child!(
        put_publication, publication : crate ::NewsPublication, "news", "publication"
    );
    crate::support::put_child!(
        put_access, access : crate ::NewsAccess, "news", "access"
    );
    crate::support::put_child!(
        put_genres, genres : crate ::NewsGenres, "news", "genres"
    );
    crate::support::put_child!(
        put_publication_date, publication_date : crate ::PublicationDate, "news",
        "publication_date"
    );
    crate::support::put_child!(put_title, title : crate ::NewsTitle, "news", "title");
    crate::support::put_child!(
        put_keywords, keywords : crate ::NewsKeywords, "news", "keywords"
    );
    crate::support::put_child!(
        put_stock_tickers, stock_tickers : crate ::NewsStockTickers, "news",
        "stock_tickers"
    );
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "access" => {
                self.put_access(crate::support::parse_child(text, "news", "access")?)?
            }
            "genres" => {
                self.put_genres(crate::support::parse_child(text, "news", "genres")?)?
            }
            "publication_date" => {
                self.put_publication_date(
                    crate::support::parse_child(text, "news", "publication_date")?,
                )?
            }
            "title" => {
                self.put_title(crate::support::parse_child(text, "news", "title")?)?
            }
            "keywords" => {
                self.put_keywords(
                    crate::support::parse_child(text, "news", "keywords")?,
                )?
            }
            "stock_tickers" => {
                self.put_stock_tickers(
                    crate::support::parse_child(text, "news", "stock_tickers")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<News, crate::ContentError> {
        Ok(News {
            publication: crate::support::required(
                self.publication,
                "news",
                "publication",
            )?,
            access: self.access,
            genres: self.genres,
            publication_date: crate::support::required(
                self.publication_date,
                "news",
                "publication_date",
            )?,
            title: crate::support::required(self.title, "news", "title")?,
            keywords: self.keywords,
            stock_tickers: self.stock_tickers,
        })
    }
}
impl crate::write::WriteElement for News {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.publication;
        writer.child_element("news:publication", value)?;
        if let Some(value) = self.access.as_ref() {
            writer.value_element("news:access", value)?;
        }
        if let Some(value) = self.genres.as_ref() {
            writer.value_element("news:genres", value)?;
        }
        let value = &self.publication_date;
        writer.value_element("news:publication_date", value)?;
        let value = &self.title;
        writer.value_element("news:title", value)?;
        if let Some(value) = self.keywords.as_ref() {
            writer.value_element("news:keywords", value)?;
        }
        if let Some(value) = self.stock_tickers.as_ref() {
            writer.value_element("news:stock_tickers", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for News {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a News);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("news:publication", &self.0.publication)?;
                if let Some(value) = self.0.access.as_ref() {
                    map.serialize_entry("news:access", value)?;
                }
                if let Some(value) = self.0.genres.as_ref() {
                    map.serialize_entry("news:genres", value)?;
                }
                map.serialize_entry("news:publication_date", &self.0.publication_date)?;
                map.serialize_entry("news:title", &self.0.title)?;
                if let Some(value) = self.0.keywords.as_ref() {
                    map.serialize_entry("news:keywords", value)?;
                }
                if let Some(value) = self.0.stock_tickers.as_ref() {
                    map.serialize_entry("news:stock_tickers", value)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("news", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for News {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = News;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <news> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<News, A::Error> {
                let mut builder = NewsBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "news:publication" | "publication" => {
                            builder
                                .put_publication(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:access" | "access" => {
                            builder
                                .put_access(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:genres" | "genres" => {
                            builder
                                .put_genres(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:publication_date" | "publication_date" => {
                            builder
                                .put_publication_date(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:title" | "title" => {
                            builder
                                .put_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:keywords" | "keywords" => {
                            builder
                                .put_keywords(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:stock_tickers" | "stock_tickers" => {
                            builder
                                .put_stock_tickers(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "news",
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
/// The publication: its name exactly as it appears on news.google.com, and the language of its articles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsPublication {
    name: crate::NewsPublicationName,
    language: crate::NewsLanguage,
}
impl NewsPublication {
    /// `publication`: the element's name in documents.
    pub const ELEMENT: &'static str = "publication";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-news/0.9";
    /// The names of `<publication>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &["name", "language"];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(name: crate::NewsPublicationName, language: crate::NewsLanguage) -> Self {
        NewsPublication { name, language }
    }
    crate::support::required_value!(
        #[doc = " The `<name>` child."] name, set_name, with_name : ref crate
        ::NewsPublicationName
    );
    crate::support::required_value!(
        #[doc = " The `<language>` child."] language, set_language, with_language : ref
        crate ::NewsLanguage
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
impl NewsPublication {
    /// Reads a `<publication>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = NewsPublicationBuilder::default();
        for child in extension
            .children()
            .iter()
            .filter_map(crate::ExtensionNode::as_element)
        {
            if child.namespace() != Some(Self::NAMESPACE) {
                return Err(
                    crate::ContentError::unexpected(
                        "publication",
                        &child.qualified_name(),
                    ),
                );
            }
            let local = child.local_name();
            if !builder.set_text(local, &crate::support::text_of(child))? {
                return Err(crate::ContentError::unexpected("publication", local));
            }
        }
        builder.finish()
    }
}
/// Collects `<publication>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct NewsPublicationBuilder {
    name: Option<crate::NewsPublicationName>,
    language: Option<crate::NewsLanguage>,
}
impl NewsPublicationBuilder {
    crate::support::put_child!(
        put_name, name : crate ::NewsPublicationName, "publication", "name"
    );
    crate::support::put_child!(
        put_language, language : crate ::NewsLanguage, "publication", "language"
    );
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "name" => {
                self.put_name(crate::support::parse_child(text, "publication", "name")?)?
            }
            "language" => {
                self.put_language(
                    crate::support::parse_child(text, "publication", "language")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<NewsPublication, crate::ContentError> {
        Ok(NewsPublication {
            name: crate::support::required(self.name, "publication", "name")?,
            language: crate::support::required(self.language, "publication", "language")?,
        })
    }
}
impl crate::write::WriteElement for NewsPublication {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.name;
        writer.value_element("news:name", value)?;
        let value = &self.language;
        writer.value_element("news:language", value)?;
        Ok(())
    }
}
impl ::serde::Serialize for NewsPublication {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a NewsPublication);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("news:name", &self.0.name)?;
                map.serialize_entry("news:language", &self.0.language)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("publication", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for NewsPublication {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = NewsPublication;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <publication> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<NewsPublication, A::Error> {
                let mut builder = NewsPublicationBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "news:name" | "name" => {
                            builder
                                .put_name(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "news:language" | "language" => {
                            builder
                                .put_language(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "publication",
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
