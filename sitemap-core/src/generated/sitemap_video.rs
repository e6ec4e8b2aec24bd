// @generated from schemas/sitemap-video.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// A part of the video in its own file (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoContentSegmentLoc {
    duration: Option<crate::VideoContentSegmentLocDuration>,
    value: crate::VideoContentSegmentLocValue,
}
impl VideoContentSegmentLoc {
    /// `content_segment_loc`: the element's name in documents.
    pub const ELEMENT: &'static str = "content_segment_loc";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<content_segment_loc>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::VideoContentSegmentLocValue) -> Self {
        VideoContentSegmentLoc {
            value,
            duration: None,
        }
    }
    crate::support::optional_value!(
        #[doc = " The optional `duration` attribute."] duration, set_duration,
        with_duration : copy crate ::VideoContentSegmentLocDuration
    );
    crate::support::required_value!(
        #[doc = " The text of `<content_segment_loc>`."] value, set_value, with_value :
        ref crate ::VideoContentSegmentLocValue
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
impl VideoContentSegmentLoc {
    /// Reads a `<content_segment_loc>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoContentSegmentLocBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected(
                        "content_segment_loc",
                        &format!("@{attribute}"),
                    ),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected(
                    "content_segment_loc",
                    &child.qualified_name(),
                ),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
impl VideoContentSegmentLoc {
    /// Reads a `<content_segment_loc>` written without attributes from its text, with every check of the type; `None` when it breaks one (a required attribute is missing, say), and is left to be read as a tree, which reports why.
    pub(crate) fn from_text(text: &str) -> Option<Self> {
        let mut builder = VideoContentSegmentLocBuilder::default();
        builder.set_value_text(text).ok()?;
        builder.finish().ok()
    }
}
/// Collects `<content_segment_loc>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoContentSegmentLocBuilder {
    duration: Option<crate::VideoContentSegmentLocDuration>,
    value: Option<crate::VideoContentSegmentLocValue>,
}
impl VideoContentSegmentLocBuilder {
    /// Sets the `duration` attribute; a second one is an error.
    pub(crate) fn put_attribute_duration(
        &mut self,
        value: crate::VideoContentSegmentLocDuration,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(
            &mut self.duration,
            value,
            "content_segment_loc",
            "@duration",
        )
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "duration" => {
                self.put_attribute_duration(
                    crate::support::parse_child(
                        text,
                        "content_segment_loc",
                        "@duration",
                    )?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::VideoContentSegmentLocValue,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "content_segment_loc", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(
            crate::support::parse_child(text, "content_segment_loc", "#text")?,
        )
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoContentSegmentLoc, crate::ContentError> {
        Ok(VideoContentSegmentLoc {
            duration: self.duration,
            value: crate::support::required(self.value, "content_segment_loc", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoContentSegmentLoc {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        if let Some(value) = &self.duration {
            writer.value_attribute("duration", value);
        }
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoContentSegmentLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoContentSegmentLoc);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                if let Some(value) = &self.0.duration {
                    map.serialize_entry("@duration", value)?;
                }
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("content_segment_loc", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoContentSegmentLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoContentSegmentLoc;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <content_segment_loc> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoContentSegmentLoc, A::Error> {
                let mut builder = VideoContentSegmentLocBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@duration" => {
                            builder
                                .put_attribute_duration(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "content_segment_loc",
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
/// The countries where the video may (allow) or may not (deny) be shown, as ISO 3166 codes separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoRestriction {
    relationship: crate::VideoRelationship,
    value: crate::CountryList,
}
impl VideoRestriction {
    /// `restriction`: the element's name in documents.
    pub const ELEMENT: &'static str = "restriction";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<restriction>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(
        value: crate::CountryList,
        relationship: crate::VideoRelationship,
    ) -> Self {
        VideoRestriction {
            value,
            relationship,
        }
    }
    crate::support::required_value!(
        #[doc = " The `relationship` attribute."] relationship, set_relationship,
        with_relationship : copy crate ::VideoRelationship
    );
    crate::support::required_value!(
        #[doc = " The text of `<restriction>`."] value, set_value, with_value : ref crate
        ::CountryList
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
impl VideoRestriction {
    /// Reads a `<restriction>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoRestrictionBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected(
                        "restriction",
                        &format!("@{attribute}"),
                    ),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("restriction", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
/// Collects `<restriction>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoRestrictionBuilder {
    relationship: Option<crate::VideoRelationship>,
    value: Option<crate::CountryList>,
}
impl VideoRestrictionBuilder {
    /// Sets the `relationship` attribute; a second one is an error.
    pub(crate) fn put_attribute_relationship(
        &mut self,
        value: crate::VideoRelationship,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(
            &mut self.relationship,
            value,
            "restriction",
            "@relationship",
        )
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "relationship" => {
                self.put_attribute_relationship(
                    crate::support::parse_child(text, "restriction", "@relationship")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::CountryList,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "restriction", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "restriction", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoRestriction, crate::ContentError> {
        Ok(VideoRestriction {
            relationship: crate::support::required(
                self.relationship,
                "restriction",
                "@relationship",
            )?,
            value: crate::support::required(self.value, "restriction", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoRestriction {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        writer.value_attribute("relationship", &self.relationship);
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoRestriction {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoRestriction);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("@relationship", &self.0.relationship)?;
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("restriction", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoRestriction {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoRestriction;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <restriction> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoRestriction, A::Error> {
                let mut builder = VideoRestrictionBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@relationship" => {
                            builder
                                .put_attribute_relationship(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "restriction",
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
/// A page listing the video with others (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoGalleryLoc {
    title: Option<crate::VideoGalleryLocTitle>,
    value: crate::VideoGalleryLocValue,
}
impl VideoGalleryLoc {
    /// `gallery_loc`: the element's name in documents.
    pub const ELEMENT: &'static str = "gallery_loc";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<gallery_loc>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::VideoGalleryLocValue) -> Self {
        VideoGalleryLoc {
            value,
            title: None,
        }
    }
    crate::support::optional_value!(
        #[doc = " The optional `title` attribute."] title, set_title, with_title : ref
        crate ::VideoGalleryLocTitle
    );
    crate::support::required_value!(
        #[doc = " The text of `<gallery_loc>`."] value, set_value, with_value : ref crate
        ::VideoGalleryLocValue
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
impl VideoGalleryLoc {
    /// Reads a `<gallery_loc>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoGalleryLocBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected(
                        "gallery_loc",
                        &format!("@{attribute}"),
                    ),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("gallery_loc", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
impl VideoGalleryLoc {
    /// Reads a `<gallery_loc>` written without attributes from its text, with every check of the type; `None` when it breaks one (a required attribute is missing, say), and is left to be read as a tree, which reports why.
    pub(crate) fn from_text(text: &str) -> Option<Self> {
        let mut builder = VideoGalleryLocBuilder::default();
        builder.set_value_text(text).ok()?;
        builder.finish().ok()
    }
}
/// Collects `<gallery_loc>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoGalleryLocBuilder {
    title: Option<crate::VideoGalleryLocTitle>,
    value: Option<crate::VideoGalleryLocValue>,
}
impl VideoGalleryLocBuilder {
    /// Sets the `title` attribute; a second one is an error.
    pub(crate) fn put_attribute_title(
        &mut self,
        value: crate::VideoGalleryLocTitle,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.title, value, "gallery_loc", "@title")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "title" => {
                self.put_attribute_title(
                    crate::support::parse_child(text, "gallery_loc", "@title")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::VideoGalleryLocValue,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "gallery_loc", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "gallery_loc", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoGalleryLoc, crate::ContentError> {
        Ok(VideoGalleryLoc {
            title: self.title,
            value: crate::support::required(self.value, "gallery_loc", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoGalleryLoc {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        if let Some(value) = &self.title {
            writer.value_attribute("title", value);
        }
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoGalleryLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoGalleryLoc);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                if let Some(value) = &self.0.title {
                    map.serialize_entry("@title", value)?;
                }
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("gallery_loc", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoGalleryLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoGalleryLoc;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <gallery_loc> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoGalleryLoc, A::Error> {
                let mut builder = VideoGalleryLocBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@title" => {
                            builder
                                .put_attribute_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "gallery_loc",
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
/// What viewing or buying the video costs, in a currency (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPrice {
    currency: Option<crate::VideoPriceCurrency>,
    type_attribute: Option<crate::VideoPriceType>,
    resolution: Option<crate::VideoPriceResolution>,
    value: crate::VideoPriceValue,
}
impl VideoPrice {
    /// `price`: the element's name in documents.
    pub const ELEMENT: &'static str = "price";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<price>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::VideoPriceValue) -> Self {
        VideoPrice {
            value,
            currency: None,
            type_attribute: None,
            resolution: None,
        }
    }
    crate::support::optional_value!(
        #[doc = " The optional `currency` attribute."] currency, set_currency,
        with_currency : ref crate ::VideoPriceCurrency
    );
    crate::support::optional_value!(
        #[doc = " The optional `type` attribute."] type_attribute, set_type_attribute,
        with_type_attribute : copy crate ::VideoPriceType
    );
    crate::support::optional_value!(
        #[doc = " The optional `resolution` attribute."] resolution, set_resolution,
        with_resolution : copy crate ::VideoPriceResolution
    );
    crate::support::required_value!(
        #[doc = " The text of `<price>`."] value, set_value, with_value : ref crate
        ::VideoPriceValue
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
impl VideoPrice {
    /// Reads a `<price>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoPriceBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected("price", &format!("@{attribute}")),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("price", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
impl VideoPrice {
    /// Reads a `<price>` written without attributes from its text, with every check of the type; `None` when it breaks one (a required attribute is missing, say), and is left to be read as a tree, which reports why.
    pub(crate) fn from_text(text: &str) -> Option<Self> {
        let mut builder = VideoPriceBuilder::default();
        builder.set_value_text(text).ok()?;
        builder.finish().ok()
    }
}
/// Collects `<price>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoPriceBuilder {
    currency: Option<crate::VideoPriceCurrency>,
    type_attribute: Option<crate::VideoPriceType>,
    resolution: Option<crate::VideoPriceResolution>,
    value: Option<crate::VideoPriceValue>,
}
impl VideoPriceBuilder {
    /// Sets the `currency` attribute; a second one is an error.
    pub(crate) fn put_attribute_currency(
        &mut self,
        value: crate::VideoPriceCurrency,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.currency, value, "price", "@currency")
    }
    /// Sets the `type` attribute; a second one is an error.
    pub(crate) fn put_attribute_type_attribute(
        &mut self,
        value: crate::VideoPriceType,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.type_attribute, value, "price", "@type")
    }
    /// Sets the `resolution` attribute; a second one is an error.
    pub(crate) fn put_attribute_resolution(
        &mut self,
        value: crate::VideoPriceResolution,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.resolution, value, "price", "@resolution")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "currency" => {
                self.put_attribute_currency(
                    crate::support::parse_child(text, "price", "@currency")?,
                )?
            }
            "type" => {
                self.put_attribute_type_attribute(
                    crate::support::parse_child(text, "price", "@type")?,
                )?
            }
            "resolution" => {
                self.put_attribute_resolution(
                    crate::support::parse_child(text, "price", "@resolution")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::VideoPriceValue,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "price", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "price", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoPrice, crate::ContentError> {
        Ok(VideoPrice {
            currency: self.currency,
            type_attribute: self.type_attribute,
            resolution: self.resolution,
            value: crate::support::required(self.value, "price", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoPrice {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        if let Some(value) = &self.currency {
            writer.value_attribute("currency", value);
        }
        if let Some(value) = &self.type_attribute {
            writer.value_attribute("type", value);
        }
        if let Some(value) = &self.resolution {
            writer.value_attribute("resolution", value);
        }
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoPrice {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoPrice);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                if let Some(value) = &self.0.currency {
                    map.serialize_entry("@currency", value)?;
                }
                if let Some(value) = &self.0.type_attribute {
                    map.serialize_entry("@type", value)?;
                }
                if let Some(value) = &self.0.resolution {
                    map.serialize_entry("@resolution", value)?;
                }
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("price", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoPrice {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoPrice;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <price> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoPrice, A::Error> {
                let mut builder = VideoPriceBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@currency" => {
                            builder
                                .put_attribute_currency(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "@type" => {
                            builder
                                .put_attribute_type_attribute(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "@resolution" => {
                            builder
                                .put_attribute_resolution(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "price",
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
/// Who uploaded the video, at most 255 characters, with an optional page about them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoUploader {
    info: Option<crate::VideoUploaderInfo>,
    value: crate::VideoUploaderValue,
}
impl VideoUploader {
    /// `uploader`: the element's name in documents.
    pub const ELEMENT: &'static str = "uploader";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<uploader>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::VideoUploaderValue) -> Self {
        VideoUploader { value, info: None }
    }
    crate::support::optional_value!(
        #[doc = " The optional `info` attribute."] info, set_info, with_info : ref crate
        ::VideoUploaderInfo
    );
    crate::support::required_value!(
        #[doc = " The text of `<uploader>`."] value, set_value, with_value : ref crate
        ::VideoUploaderValue
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
impl VideoUploader {
    /// Reads a `<uploader>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoUploaderBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected("uploader", &format!("@{attribute}")),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("uploader", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
impl VideoUploader {
    /// Reads a `<uploader>` written without attributes from its text, with every check of the type; `None` when it breaks one (a required attribute is missing, say), and is left to be read as a tree, which reports why.
    pub(crate) fn from_text(text: &str) -> Option<Self> {
        let mut builder = VideoUploaderBuilder::default();
        builder.set_value_text(text).ok()?;
        builder.finish().ok()
    }
}
/// Collects `<uploader>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoUploaderBuilder {
    info: Option<crate::VideoUploaderInfo>,
    value: Option<crate::VideoUploaderValue>,
}
impl VideoUploaderBuilder {
    /// Sets the `info` attribute; a second one is an error.
    pub(crate) fn put_attribute_info(
        &mut self,
        value: crate::VideoUploaderInfo,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.info, value, "uploader", "@info")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "info" => {
                self.put_attribute_info(
                    crate::support::parse_child(text, "uploader", "@info")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::VideoUploaderValue,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "uploader", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "uploader", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoUploader, crate::ContentError> {
        Ok(VideoUploader {
            info: self.info,
            value: crate::support::required(self.value, "uploader", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoUploader {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        if let Some(value) = &self.info {
            writer.value_attribute("info", value);
        }
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoUploader {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoUploader);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                if let Some(value) = &self.0.info {
                    map.serialize_entry("@info", value)?;
                }
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("uploader", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoUploader {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoUploader;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <uploader> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoUploader, A::Error> {
                let mut builder = VideoUploaderBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@info" => {
                            builder
                                .put_attribute_info(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "uploader",
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
/// The platforms the video may (allow) or may not (deny) be shown on: web, mobile and tv, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPlatform {
    relationship: crate::VideoRelationship,
    value: crate::PlatformList,
}
impl VideoPlatform {
    /// `platform`: the element's name in documents.
    pub const ELEMENT: &'static str = "platform";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<platform>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(
        value: crate::PlatformList,
        relationship: crate::VideoRelationship,
    ) -> Self {
        VideoPlatform {
            value,
            relationship,
        }
    }
    crate::support::required_value!(
        #[doc = " The `relationship` attribute."] relationship, set_relationship,
        with_relationship : copy crate ::VideoRelationship
    );
    crate::support::required_value!(
        #[doc = " The text of `<platform>`."] value, set_value, with_value : ref crate
        ::PlatformList
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
impl VideoPlatform {
    /// Reads a `<platform>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoPlatformBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected("platform", &format!("@{attribute}")),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("platform", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
/// Collects `<platform>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoPlatformBuilder {
    relationship: Option<crate::VideoRelationship>,
    value: Option<crate::PlatformList>,
}
impl VideoPlatformBuilder {
    /// Sets the `relationship` attribute; a second one is an error.
    pub(crate) fn put_attribute_relationship(
        &mut self,
        value: crate::VideoRelationship,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(
            &mut self.relationship,
            value,
            "platform",
            "@relationship",
        )
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "relationship" => {
                self.put_attribute_relationship(
                    crate::support::parse_child(text, "platform", "@relationship")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::PlatformList,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "platform", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "platform", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoPlatform, crate::ContentError> {
        Ok(VideoPlatform {
            relationship: crate::support::required(
                self.relationship,
                "platform",
                "@relationship",
            )?,
            value: crate::support::required(self.value, "platform", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoPlatform {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        writer.value_attribute("relationship", &self.relationship);
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoPlatform {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoPlatform);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("@relationship", &self.0.relationship)?;
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("platform", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoPlatform {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoPlatform;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <platform> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoPlatform, A::Error> {
                let mut builder = VideoPlatformBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@relationship" => {
                            builder
                                .put_attribute_relationship(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "platform",
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
/// An identifier of the video in a catalogue (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoId {
    type_attribute: crate::VideoIdType,
    value: crate::VideoIdValue,
}
impl VideoId {
    /// `id`: the element's name in documents.
    pub const ELEMENT: &'static str = "id";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<id>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::VideoIdValue, type_attribute: crate::VideoIdType) -> Self {
        VideoId { value, type_attribute }
    }
    crate::support::required_value!(
        #[doc = " The `type` attribute."] type_attribute, set_type_attribute,
        with_type_attribute : copy crate ::VideoIdType
    );
    crate::support::required_value!(
        #[doc = " The text of `<id>`."] value, set_value, with_value : ref crate
        ::VideoIdValue
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
impl VideoId {
    /// Reads a `<id>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoIdBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected("id", &format!("@{attribute}")),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(crate::ContentError::unexpected("id", &child.qualified_name()));
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
/// Collects `<id>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoIdBuilder {
    type_attribute: Option<crate::VideoIdType>,
    value: Option<crate::VideoIdValue>,
}
impl VideoIdBuilder {
    /// Sets the `type` attribute; a second one is an error.
    pub(crate) fn put_attribute_type_attribute(
        &mut self,
        value: crate::VideoIdType,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.type_attribute, value, "id", "@type")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "type" => {
                self.put_attribute_type_attribute(
                    crate::support::parse_child(text, "id", "@type")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::VideoIdValue,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "id", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "id", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoId, crate::ContentError> {
        Ok(VideoId {
            type_attribute: crate::support::required(
                self.type_attribute,
                "id",
                "@type",
            )?,
            value: crate::support::required(self.value, "id", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoId {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        writer.value_attribute("type", &self.type_attribute);
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoId);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("@type", &self.0.type_attribute)?;
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("id", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <id> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoId, A::Error> {
                let mut builder = VideoIdBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@type" => {
                            builder
                                .put_attribute_type_attribute(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "id",
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
/// Where the video can be had: the address of its file, of a player for it, or both. Google needs at least one of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VideoSource {
    /// The branch with `<content_loc>`, an optional `<player_loc>`.
    ContentLoc {
        /// The `<content_loc>` child.
        content_loc: crate::ContentLoc,
        /// The `<player_loc>` child.
        player_loc: Option<crate::VideoPlayerLoc>,
    },
    /// The branch with `<player_loc>`.
    PlayerLoc {
        /// The `<player_loc>` child.
        player_loc: crate::VideoPlayerLoc,
    },
}
impl From<crate::ContentLoc> for VideoSource {
    fn from(value: crate::ContentLoc) -> Self {
        VideoSource::ContentLoc {
            content_loc: value,
            player_loc: None,
        }
    }
}
impl From<crate::VideoPlayerLoc> for VideoSource {
    fn from(value: crate::VideoPlayerLoc) -> Self {
        VideoSource::PlayerLoc {
            player_loc: value,
        }
    }
}
impl VideoSource {
    /// The `<content_loc>` child, in the branches that have one.
    pub fn content_loc(&self) -> Option<&crate::ContentLoc> {
        match self {
            Self::ContentLoc { content_loc, .. } => Some(content_loc),
            _ => None,
        }
    }
    /// The `<player_loc>` child, in the branches that have one.
    pub fn player_loc(&self) -> Option<&crate::VideoPlayerLoc> {
        match self {
            Self::ContentLoc { player_loc, .. } => player_loc.as_ref(),
            Self::PlayerLoc { player_loc, .. } => Some(player_loc),
        }
    }
    pub(crate) fn player_loc_mut(&mut self) -> Option<&mut crate::VideoPlayerLoc> {
        match self {
            Self::ContentLoc { player_loc, .. } => player_loc.as_mut(),
            Self::PlayerLoc { player_loc, .. } => Some(player_loc),
        }
    }
}
/// One video on the page of the enclosing url entry. It needs a thumbnail, a title, a description, and the address of the video file or of its player. Google stopped reading category, gallery_loc, price, tvshow and the player's allow_embed and autoplay in 2022, so they are read and reported, and written only when asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Video {
    thumbnail_loc: crate::ThumbnailLoc,
    title: crate::VideoTitle,
    description: crate::VideoDescription,
    source: crate::VideoSource,
    duration: Option<crate::VideoDuration>,
    expiration_date: Option<crate::VideoExpirationDate>,
    rating: Option<crate::VideoRating>,
    content_segment_locs: Vec<crate::VideoContentSegmentLoc>,
    view_count: Option<crate::VideoViewCount>,
    publication_date: Option<crate::VideoPublicationDate>,
    tags: Vec<crate::VideoTag>,
    category: Option<crate::VideoCategory>,
    family_friendly: Option<crate::VideoYesNo>,
    restriction: Option<crate::VideoRestriction>,
    gallery_loc: Option<crate::VideoGalleryLoc>,
    prices: Vec<crate::VideoPrice>,
    requires_subscription: Option<crate::VideoYesNo>,
    uploader: Option<crate::VideoUploader>,
    tvshow: Option<crate::VideoTvShow>,
    platform: Option<crate::VideoPlatform>,
    live: Option<crate::VideoYesNo>,
    ids: Vec<crate::VideoId>,
}
impl Video {
    /// `video`: the element's name in documents.
    pub const ELEMENT: &'static str = "video";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<video>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[
        "thumbnail_loc",
        "title",
        "description",
        "content_loc",
        "player_loc",
        "duration",
        "expiration_date",
        "rating",
        "content_segment_loc",
        "view_count",
        "publication_date",
        "tag",
        "category",
        "family_friendly",
        "restriction",
        "gallery_loc",
        "price",
        "requires_subscription",
        "uploader",
        "tvshow",
        "platform",
        "live",
        "id",
    ];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(
        thumbnail_loc: crate::ThumbnailLoc,
        title: crate::VideoTitle,
        description: crate::VideoDescription,
        source: crate::VideoSource,
    ) -> Self {
        Video {
            thumbnail_loc,
            title,
            description,
            source,
            duration: None,
            expiration_date: None,
            rating: None,
            content_segment_locs: Vec::new(),
            view_count: None,
            publication_date: None,
            tags: Vec::new(),
            category: None,
            family_friendly: None,
            restriction: None,
            gallery_loc: None,
            prices: Vec::new(),
            requires_subscription: None,
            uploader: None,
            tvshow: None,
            platform: None,
            live: None,
            ids: Vec::new(),
        }
    }
    crate::support::required_value!(
        #[doc = " The `<thumbnail_loc>` child."] thumbnail_loc, set_thumbnail_loc,
        with_thumbnail_loc : ref crate ::ThumbnailLoc
    );
    crate::support::required_value!(
        #[doc = " The `<title>` child."] #[doc =
        " The video's title, at most 100 characters."] title, set_title, with_title : ref
        crate ::VideoTitle
    );
    crate::support::required_value!(
        #[doc = " The `<description>` child."] #[doc =
        " What the video is about, at most 2,048 characters."] description,
        set_description, with_description : ref crate ::VideoDescription
    );
    /// The `<content_loc>` child, when the choice's branch has one.
    pub fn content_loc(&self) -> Option<&crate::ContentLoc> {
        self.source.content_loc()
    }
    crate::support::required_value!(
        #[doc = " Which of the choice's branches `<video>` has."] #[doc =
        " Where the video can be had: the address of its file, of a player for it, or both. Google needs at least one of them."]
        source, set_source, with_source : ref crate ::VideoSource
    );
    /// The `<player_loc>` child, when the choice's branch has one.
    pub fn player_loc(&self) -> Option<&crate::VideoPlayerLoc> {
        self.source.player_loc()
    }
    crate::support::optional_value!(
        #[doc = " The optional `<duration>` child."] #[doc =
        " The length of the video in seconds, from 1 to 28,800 (eight hours). The official schema starts at 0; the minimum of 1 is Google's."]
        duration, set_duration, with_duration : copy crate ::VideoDuration
    );
    crate::support::optional_value!(
        #[doc = " The optional `<expiration_date>` child."] #[doc =
        " When the video stops being available: a date or a date and time with a time zone."]
        expiration_date, set_expiration_date, with_expiration_date : copy crate
        ::VideoExpirationDate
    );
    crate::support::optional_value!(
        #[doc = " The optional `<rating>` child."] #[doc =
        " The rating, from 0.0 to 5.0."] rating, set_rating, with_rating : copy crate
        ::VideoRating
    );
    /// The `<content_segment_loc>` children, in document order.
    pub fn content_segment_locs(&self) -> &[crate::VideoContentSegmentLoc] {
        &self.content_segment_locs
    }
    /// Appends a `<content_segment_loc>` child.
    pub fn push_content_segment_loc(
        &mut self,
        value: crate::VideoContentSegmentLoc,
    ) -> &mut Self {
        self.content_segment_locs.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_content_segment_locs(self) -> Vec<crate::VideoContentSegmentLoc> {
        self.content_segment_locs
    }
    crate::support::optional_value!(
        #[doc = " The optional `<view_count>` child."] #[doc =
        " How many times the video was watched."] view_count, set_view_count,
        with_view_count : copy crate ::VideoViewCount
    );
    crate::support::optional_value!(
        #[doc = " The optional `<publication_date>` child."] #[doc =
        " When the video was first published: a date or a date and time with a time zone."]
        publication_date, set_publication_date, with_publication_date : copy crate
        ::VideoPublicationDate
    );
    /// The `<tag>` children, in document order.
    pub fn tags(&self) -> &[crate::VideoTag] {
        &self.tags
    }
    /// Appends a `<tag>` child.
    pub fn push_tag(
        &mut self,
        value: crate::VideoTag,
    ) -> Result<&mut Self, crate::ContentError> {
        crate::support::check_room(&self.tags, 32usize, "video", "tag")?;
        self.tags.push(value);
        Ok(self)
    }
    /// Takes the children out.
    pub fn into_tags(self) -> Vec<crate::VideoTag> {
        self.tags
    }
    crate::support::optional_value!(
        #[doc = " The optional `<category>` child."] #[doc =
        " The video's category, at most 256 characters (no longer read by Google)."]
        category, set_category, with_category : ref crate ::VideoCategory
    );
    crate::support::optional_value!(
        #[doc = " The optional `<family_friendly>` child."] family_friendly,
        set_family_friendly, with_family_friendly : copy crate ::VideoYesNo
    );
    crate::support::optional_value!(
        #[doc = " The optional `<restriction>` child."] #[doc =
        " The countries where the video may (allow) or may not (deny) be shown, as ISO 3166 codes separated by spaces."]
        restriction, set_restriction, with_restriction : ref crate ::VideoRestriction
    );
    crate::support::optional_value!(
        #[doc = " The optional `<gallery_loc>` child."] #[doc =
        " A page listing the video with others (no longer read by Google)."] gallery_loc,
        set_gallery_loc, with_gallery_loc : ref crate ::VideoGalleryLoc
    );
    /// The `<price>` children, in document order.
    pub fn prices(&self) -> &[crate::VideoPrice] {
        &self.prices
    }
    /// Appends a `<price>` child.
    pub fn push_price(&mut self, value: crate::VideoPrice) -> &mut Self {
        self.prices.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_prices(self) -> Vec<crate::VideoPrice> {
        self.prices
    }
    crate::support::optional_value!(
        #[doc = " The optional `<requires_subscription>` child."] requires_subscription,
        set_requires_subscription, with_requires_subscription : copy crate ::VideoYesNo
    );
    crate::support::optional_value!(
        #[doc = " The optional `<uploader>` child."] #[doc =
        " Who uploaded the video, at most 255 characters, with an optional page about them."]
        uploader, set_uploader, with_uploader : ref crate ::VideoUploader
    );
    crate::support::optional_value!(
        #[doc = " The optional `<tvshow>` child."] #[doc =
        " The show an episode belongs to (no longer read by Google)."] tvshow,
        set_tvshow, with_tvshow : ref crate ::VideoTvShow
    );
    crate::support::optional_value!(
        #[doc = " The optional `<platform>` child."] #[doc =
        " The platforms the video may (allow) or may not (deny) be shown on: web, mobile and tv, separated by spaces."]
        platform, set_platform, with_platform : ref crate ::VideoPlatform
    );
    crate::support::optional_value!(
        #[doc = " The optional `<live>` child."] live, set_live, with_live : copy crate
        ::VideoYesNo
    );
    /// The `<id>` children, in document order.
    pub fn ids(&self) -> &[crate::VideoId] {
        &self.ids
    }
    /// Appends a `<id>` child.
    pub fn push_id(&mut self, value: crate::VideoId) -> &mut Self {
        self.ids.push(value);
        self
    }
    /// Takes the children out.
    pub fn into_ids(self) -> Vec<crate::VideoId> {
        self.ids
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions(&self, visit: &mut dyn FnMut(&crate::Extension)) {
        if let Some(child) = self.source.player_loc() {
            child.visit_extensions(visit);
        }
        self.content_segment_locs.iter().for_each(|child| child.visit_extensions(visit));
        if let Some(child) = &self.restriction {
            child.visit_extensions(visit);
        }
        if let Some(child) = &self.gallery_loc {
            child.visit_extensions(visit);
        }
        self.prices.iter().for_each(|child| child.visit_extensions(visit));
        if let Some(child) = &self.uploader {
            child.visit_extensions(visit);
        }
        if let Some(child) = &self.tvshow {
            child.visit_extensions(visit);
        }
        if let Some(child) = &self.platform {
            child.visit_extensions(visit);
        }
        self.ids.iter().for_each(|child| child.visit_extensions(visit));
    }
    /// Calls `visit` on every extension element in this element and its descendants.
    pub fn visit_extensions_mut(
        &mut self,
        visit: &mut dyn FnMut(&mut crate::Extension),
    ) {
        if let Some(child) = self.source.player_loc_mut() {
            child.visit_extensions_mut(visit);
        }
        self.content_segment_locs
            .iter_mut()
            .for_each(|child| child.visit_extensions_mut(visit));
        if let Some(child) = &mut self.restriction {
            child.visit_extensions_mut(visit);
        }
        if let Some(child) = &mut self.gallery_loc {
            child.visit_extensions_mut(visit);
        }
        self.prices.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
        if let Some(child) = &mut self.uploader {
            child.visit_extensions_mut(visit);
        }
        if let Some(child) = &mut self.tvshow {
            child.visit_extensions_mut(visit);
        }
        if let Some(child) = &mut self.platform {
            child.visit_extensions_mut(visit);
        }
        self.ids.iter_mut().for_each(|child| child.visit_extensions_mut(visit));
    }
}
impl Video {
    /// Reads a `<video>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoBuilder::default();
        for child in extension
            .children()
            .iter()
            .filter_map(crate::ExtensionNode::as_element)
        {
            if child.namespace() != Some(Self::NAMESPACE) {
                return Err(
                    crate::ContentError::unexpected("video", &child.qualified_name()),
                );
            }
            match child.local_name() {
                "player_loc" => {
                    builder
                        .put_player_loc(<crate::VideoPlayerLoc>::from_extension(child)?)?
                }
                "content_segment_loc" => {
                    builder
                        .put_content_segment_loc(
                            <crate::VideoContentSegmentLoc>::from_extension(child)?,
                        )?
                }
                "restriction" => {
                    builder
                        .put_restriction(
                            <crate::VideoRestriction>::from_extension(child)?,
                        )?
                }
                "gallery_loc" => {
                    builder
                        .put_gallery_loc(
                            <crate::VideoGalleryLoc>::from_extension(child)?,
                        )?
                }
                "price" => {
                    builder.put_price(<crate::VideoPrice>::from_extension(child)?)?
                }
                "uploader" => {
                    builder.put_uploader(<crate::VideoUploader>::from_extension(child)?)?
                }
                "tvshow" => {
                    builder.put_tvshow(<crate::VideoTvShow>::from_extension(child)?)?
                }
                "platform" => {
                    builder.put_platform(<crate::VideoPlatform>::from_extension(child)?)?
                }
                "id" => builder.put_id(<crate::VideoId>::from_extension(child)?)?,
                local => {
                    if !builder.set_text(local, &crate::support::text_of(child))? {
                        return Err(crate::ContentError::unexpected("video", local));
                    }
                }
            }
        }
        builder.finish()
    }
}
impl Video {
    /// Reads a `<video>` the reader found written flat, with every check of the type; `None` when it breaks one or has a child that is not flat, and is left to be read as a tree, which reports why.
    pub(crate) fn from_flat(flat: &crate::support::Flat<'_>) -> Option<Self> {
        let mut builder = VideoBuilder::default();
        for (child, text) in flat.children {
            match *child {
                "player_loc" => {
                    builder
                        .put_player_loc(<crate::VideoPlayerLoc>::from_text(text)?)
                        .ok()?
                }
                "content_segment_loc" => {
                    builder
                        .put_content_segment_loc(
                            <crate::VideoContentSegmentLoc>::from_text(text)?,
                        )
                        .ok()?
                }
                "gallery_loc" => {
                    builder
                        .put_gallery_loc(<crate::VideoGalleryLoc>::from_text(text)?)
                        .ok()?
                }
                "price" => builder.put_price(<crate::VideoPrice>::from_text(text)?).ok()?,
                "uploader" => {
                    builder.put_uploader(<crate::VideoUploader>::from_text(text)?).ok()?
                }
                child => {
                    if !builder.set_text(child, text).ok()? {
                        return None;
                    }
                }
            }
        }
        builder.finish().ok()
    }
}
/// Collects `<video>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoBuilder {
    thumbnail_loc: Option<crate::ThumbnailLoc>,
    title: Option<crate::VideoTitle>,
    description: Option<crate::VideoDescription>,
    content_loc: Option<crate::ContentLoc>,
    player_loc: Option<crate::VideoPlayerLoc>,
    duration: Option<crate::VideoDuration>,
    expiration_date: Option<crate::VideoExpirationDate>,
    rating: Option<crate::VideoRating>,
    content_segment_locs: Vec<crate::VideoContentSegmentLoc>,
    view_count: Option<crate::VideoViewCount>,
    publication_date: Option<crate::VideoPublicationDate>,
    tags: Vec<crate::VideoTag>,
    category: Option<crate::VideoCategory>,
    family_friendly: Option<crate::VideoYesNo>,
    restriction: Option<crate::VideoRestriction>,
    gallery_loc: Option<crate::VideoGalleryLoc>,
    prices: Vec<crate::VideoPrice>,
    requires_subscription: Option<crate::VideoYesNo>,
    uploader: Option<crate::VideoUploader>,
    tvshow: Option<crate::VideoTvShow>,
    platform: Option<crate::VideoPlatform>,
    live: Option<crate::VideoYesNo>,
    ids: Vec<crate::VideoId>,
}
impl VideoBuilder {
    crate::support::put_child!(
        put_thumbnail_loc, thumbnail_loc : crate ::ThumbnailLoc, "video", "thumbnail_loc"
    );
    crate::support::put_child!(put_title, title : crate ::VideoTitle, "video", "title");
    crate::support::put_child!(
        put_description, description : crate ::VideoDescription, "video", "description"
    );
    crate::support::put_child!(
        put_content_loc, content_loc : crate ::ContentLoc, "video", "content_loc"
    );
    crate::support::put_child!(
        put_player_loc, player_loc : crate ::VideoPlayerLoc, "video", "player_loc"
    );
    crate::support::put_child!(
        put_duration, duration : crate ::VideoDuration, "video", "duration"
    );
    crate::support::put_child!(
        put_expiration_date, expiration_date : crate ::VideoExpirationDate, "video",
        "expiration_date"
    );
    crate::support::put_child!(
        put_rating, rating : crate ::VideoRating, "video", "rating"
    );
    /// Appends a `<content_segment_loc>` child.
    pub(crate) fn put_content_segment_loc(
        &mut self,
        value: crate::VideoContentSegmentLoc,
    ) -> Result<(), crate::ContentError> {
        self.content_segment_locs.push(value);
        Ok(())
    }
    crate::support::put_child!(
        put_view_count, view_count : crate ::VideoViewCount, "video", "view_count"
    );
    crate::support::put_child!(
        put_publication_date, publication_date : crate ::VideoPublicationDate, "video",
        "publication_date"
    );
    /// Appends a `<tag>` child.
    pub(crate) fn put_tag(
        &mut self,
        value: crate::VideoTag,
    ) -> Result<(), crate::ContentError> {
        crate::support::check_room(&self.tags, 32usize, "video", "tag")?;
        self.tags.push(value);
        Ok(())
    }
    crate::support::put_child!(
        put_category, category : crate ::VideoCategory, "video", "category"
    );
    crate::support::put_child!(
        put_family_friendly, family_friendly : crate ::VideoYesNo, "video",
        "family_friendly"
    );
    crate::support::put_child!(
        put_restriction, restriction : crate ::VideoRestriction, "video", "restriction"
    );
    crate::support::put_child!(
        put_gallery_loc, gallery_loc : crate ::VideoGalleryLoc, "video", "gallery_loc"
    );
    /// Appends a `<price>` child.
    pub(crate) fn put_price(
        &mut self,
        value: crate::VideoPrice,
    ) -> Result<(), crate::ContentError> {
        self.prices.push(value);
        Ok(())
    }
    crate::support::put_child!(
        put_requires_subscription, requires_subscription : crate ::VideoYesNo, "video",
        "requires_subscription"
    );
    crate::support::put_child!(
        put_uploader, uploader : crate ::VideoUploader, "video", "uploader"
    );
    crate::support::put_child!(
        put_tvshow, tvshow : crate ::VideoTvShow, "video", "tvshow"
    );
    crate::support::put_child!(
        put_platform, platform : crate ::VideoPlatform, "video", "platform"
    );
    crate::support::put_child!(put_live, live : crate ::VideoYesNo, "video", "live");
    /// Appends a `<id>` child.
    pub(crate) fn put_id(
        &mut self,
        value: crate::VideoId,
    ) -> Result<(), crate::ContentError> {
        self.ids.push(value);
        Ok(())
    }
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "thumbnail_loc" => {
                self.put_thumbnail_loc(
                    crate::support::parse_child(text, "video", "thumbnail_loc")?,
                )?
            }
            "title" => {
                self.put_title(crate::support::parse_child(text, "video", "title")?)?
            }
            "description" => {
                self.put_description(
                    crate::support::parse_child(text, "video", "description")?,
                )?
            }
            "content_loc" => {
                self.put_content_loc(
                    crate::support::parse_child(text, "video", "content_loc")?,
                )?
            }
            "duration" => {
                self.put_duration(
                    crate::support::parse_child(text, "video", "duration")?,
                )?
            }
            "expiration_date" => {
                self.put_expiration_date(
                    crate::support::parse_child(text, "video", "expiration_date")?,
                )?
            }
            "rating" => {
                self.put_rating(crate::support::parse_child(text, "video", "rating")?)?
            }
            "view_count" => {
                self.put_view_count(
                    crate::support::parse_child(text, "video", "view_count")?,
                )?
            }
            "publication_date" => {
                self.put_publication_date(
                    crate::support::parse_child(text, "video", "publication_date")?,
                )?
            }
            "tag" => self.put_tag(crate::support::parse_child(text, "video", "tag")?)?,
            "category" => {
                self.put_category(
                    crate::support::parse_child(text, "video", "category")?,
                )?
            }
            "family_friendly" => {
                self.put_family_friendly(
                    crate::support::parse_child(text, "video", "family_friendly")?,
                )?
            }
            "requires_subscription" => {
                self.put_requires_subscription(
                    crate::support::parse_child(text, "video", "requires_subscription")?,
                )?
            }
            "live" => self.put_live(crate::support::parse_child(text, "video", "live")?)?,
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<Video, crate::ContentError> {
        Ok(Video {
            thumbnail_loc: crate::support::required(
                self.thumbnail_loc,
                "video",
                "thumbnail_loc",
            )?,
            title: crate::support::required(self.title, "video", "title")?,
            description: crate::support::required(
                self.description,
                "video",
                "description",
            )?,
            duration: self.duration,
            expiration_date: self.expiration_date,
            rating: self.rating,
            content_segment_locs: self.content_segment_locs,
            view_count: self.view_count,
            publication_date: self.publication_date,
            tags: {
                crate::support::check_count(
                    &self.tags,
                    0usize,
                    Some(32usize),
                    "video",
                    "tag",
                )?;
                self.tags
            },
            category: self.category,
            family_friendly: self.family_friendly,
            restriction: self.restriction,
            gallery_loc: self.gallery_loc,
            prices: self.prices,
            requires_subscription: self.requires_subscription,
            uploader: self.uploader,
            tvshow: self.tvshow,
            platform: self.platform,
            live: self.live,
            ids: self.ids,
            source: match (self.content_loc, self.player_loc) {
                (Some(content_loc), player_loc) => {
                    crate::VideoSource::ContentLoc {
                        content_loc,
                        player_loc,
                    }
                }
                (None, Some(player_loc)) => {
                    crate::VideoSource::PlayerLoc {
                        player_loc,
                    }
                }
                _ => {
                    return Err(
                        crate::ContentError::no_choice(
                            "video",
                            "source",
                            &["content_loc", "player_loc"],
                        ),
                    );
                }
            },
        })
    }
}
impl crate::write::WriteElement for Video {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.thumbnail_loc;
        writer.value_element("video:thumbnail_loc", value)?;
        let value = &self.title;
        writer.value_element("video:title", value)?;
        let value = &self.description;
        writer.value_element("video:description", value)?;
        if let Some(value) = self.source.content_loc() {
            writer.value_element("video:content_loc", value)?;
        }
        if let Some(value) = self.source.player_loc() {
            writer.child_element("video:player_loc", value)?;
        }
        if let Some(value) = self.duration.as_ref() {
            writer.value_element("video:duration", value)?;
        }
        if let Some(value) = self.expiration_date.as_ref() {
            writer.value_element("video:expiration_date", value)?;
        }
        if let Some(value) = self.rating.as_ref() {
            writer.value_element("video:rating", value)?;
        }
        for value in &self.content_segment_locs {
            writer.child_element("video:content_segment_loc", value)?;
        }
        if let Some(value) = self.view_count.as_ref() {
            writer.value_element("video:view_count", value)?;
        }
        if let Some(value) = self.publication_date.as_ref() {
            writer.value_element("video:publication_date", value)?;
        }
        for value in &self.tags {
            writer.value_element("video:tag", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.category.as_ref() {
            writer.value_element("video:category", value)?;
        }
        if let Some(value) = self.family_friendly.as_ref() {
            writer.value_element("video:family_friendly", value)?;
        }
        if let Some(value) = self.restriction.as_ref() {
            writer.child_element("video:restriction", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.gallery_loc.as_ref() {
            writer.child_element("video:gallery_loc", value)?;
        }
        if writer.writes_deprecated() {
            for value in &self.prices {
                writer.child_element("video:price", value)?;
            }
        }
        if let Some(value) = self.requires_subscription.as_ref() {
            writer.value_element("video:requires_subscription", value)?;
        }
        if let Some(value) = self.uploader.as_ref() {
            writer.child_element("video:uploader", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.tvshow.as_ref() {
            writer.child_element("video:tvshow", value)?;
        }
        if let Some(value) = self.platform.as_ref() {
            writer.child_element("video:platform", value)?;
        }
        if let Some(value) = self.live.as_ref() {
            writer.value_element("video:live", value)?;
        }
        for value in &self.ids {
            writer.child_element("video:id", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for Video {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a Video);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("video:thumbnail_loc", &self.0.thumbnail_loc)?;
                map.serialize_entry("video:title", &self.0.title)?;
                map.serialize_entry("video:description", &self.0.description)?;
                if let Some(value) = self.0.source.content_loc() {
                    map.serialize_entry("video:content_loc", value)?;
                }
                if let Some(value) = self.0.source.player_loc() {
                    map.serialize_entry("video:player_loc", value)?;
                }
                if let Some(value) = self.0.duration.as_ref() {
                    map.serialize_entry("video:duration", value)?;
                }
                if let Some(value) = self.0.expiration_date.as_ref() {
                    map.serialize_entry("video:expiration_date", value)?;
                }
                if let Some(value) = self.0.rating.as_ref() {
                    map.serialize_entry("video:rating", value)?;
                }
                if !self.0.content_segment_locs.is_empty() {
                    map.serialize_entry(
                        "video:content_segment_loc",
                        &self.0.content_segment_locs,
                    )?;
                }
                if let Some(value) = self.0.view_count.as_ref() {
                    map.serialize_entry("video:view_count", value)?;
                }
                if let Some(value) = self.0.publication_date.as_ref() {
                    map.serialize_entry("video:publication_date", value)?;
                }
                if !self.0.tags.is_empty() {
                    map.serialize_entry("video:tag", &self.0.tags)?;
                }
                if let Some(value) = self.0.category.as_ref() {
                    map.serialize_entry("video:category", value)?;
                }
                if let Some(value) = self.0.family_friendly.as_ref() {
                    map.serialize_entry("video:family_friendly", value)?;
                }
                if let Some(value) = self.0.restriction.as_ref() {
                    map.serialize_entry("video:restriction", value)?;
                }
                if let Some(value) = self.0.gallery_loc.as_ref() {
                    map.serialize_entry("video:gallery_loc", value)?;
                }
                if !self.0.prices.is_empty() {
                    map.serialize_entry("video:price", &self.0.prices)?;
                }
                if let Some(value) = self.0.requires_subscription.as_ref() {
                    map.serialize_entry("video:requires_subscription", value)?;
                }
                if let Some(value) = self.0.uploader.as_ref() {
                    map.serialize_entry("video:uploader", value)?;
                }
                if let Some(value) = self.0.tvshow.as_ref() {
                    map.serialize_entry("video:tvshow", value)?;
                }
                if let Some(value) = self.0.platform.as_ref() {
                    map.serialize_entry("video:platform", value)?;
                }
                if let Some(value) = self.0.live.as_ref() {
                    map.serialize_entry("video:live", value)?;
                }
                if !self.0.ids.is_empty() {
                    map.serialize_entry("video:id", &self.0.ids)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("video", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for Video {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = Video;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <video> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Video, A::Error> {
                let mut builder = VideoBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "video:thumbnail_loc" | "thumbnail_loc" => {
                            builder
                                .put_thumbnail_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:title" | "title" => {
                            builder
                                .put_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:description" | "description" => {
                            builder
                                .put_description(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:content_loc" | "content_loc" => {
                            builder
                                .put_content_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:player_loc" | "player_loc" => {
                            builder
                                .put_player_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:duration" | "duration" => {
                            builder
                                .put_duration(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:expiration_date" | "expiration_date" => {
                            builder
                                .put_expiration_date(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:rating" | "rating" => {
                            builder
                                .put_rating(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:content_segment_loc" | "content_segment_loc" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<
                                        crate::VideoContentSegmentLoc,
                                    >,
                                >()?
                                .0
                            {
                                builder
                                    .put_content_segment_loc(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "video:view_count" | "view_count" => {
                            builder
                                .put_view_count(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:publication_date" | "publication_date" => {
                            builder
                                .put_publication_date(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:tag" | "tag" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::VideoTag>,
                                >()?
                                .0
                            {
                                builder.put_tag(value).map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "video:category" | "category" => {
                            builder
                                .put_category(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:family_friendly" | "family_friendly" => {
                            builder
                                .put_family_friendly(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:restriction" | "restriction" => {
                            builder
                                .put_restriction(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:gallery_loc" | "gallery_loc" => {
                            builder
                                .put_gallery_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:price" | "price" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::VideoPrice>,
                                >()?
                                .0
                            {
                                builder
                                    .put_price(value)
                                    .map_err(::serde::de::Error::custom)?;
                            }
                        }
                        "video:requires_subscription" | "requires_subscription" => {
                            builder
                                .put_requires_subscription(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:uploader" | "uploader" => {
                            builder
                                .put_uploader(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:tvshow" | "tvshow" => {
                            builder
                                .put_tvshow(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:platform" | "platform" => {
                            builder
                                .put_platform(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:live" | "live" => {
                            builder
                                .put_live(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:id" | "id" => {
                            for value in map
                                .next_value::<
                                    crate::serde_support::OneOrMany<crate::VideoId>,
                                >()?
                                .0
                            {
                                builder.put_id(value).map_err(::serde::de::Error::custom)?;
                            }
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "video",
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
/// The television show the video belongs to (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShow {
    show_title: crate::VideoTvShowShowTitle,
    video_type: crate::VideoTvShowVideoType,
    episode_title: Option<crate::VideoTvShowEpisodeTitle>,
    season_number: Option<crate::VideoTvShowSeasonNumber>,
    episode_number: Option<crate::VideoTvShowEpisodeNumber>,
    premier_date: Option<crate::VideoTvShowPremierDate>,
}
impl VideoTvShow {
    /// `tvshow`: the element's name in documents.
    pub const ELEMENT: &'static str = "tvshow";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<tvshow>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[
        "show_title",
        "video_type",
        "episode_title",
        "season_number",
        "episode_number",
        "premier_date",
    ];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(
        show_title: crate::VideoTvShowShowTitle,
        video_type: crate::VideoTvShowVideoType,
    ) -> Self {
        VideoTvShow {
            show_title,
            video_type,
            episode_title: None,
            season_number: None,
            episode_number: None,
            premier_date: None,
        }
    }
    crate::support::required_value!(
        #[doc = " The `<show_title>` child."] show_title, set_show_title, with_show_title
        : ref crate ::VideoTvShowShowTitle
    );
    crate::support::required_value!(
        #[doc = " The `<video_type>` child."] video_type, set_video_type, with_video_type
        : copy crate ::VideoTvShowVideoType
    );
    crate::support::optional_value!(
        #[doc = " The optional `<episode_title>` child."] episode_title,
        set_episode_title, with_episode_title : ref crate ::VideoTvShowEpisodeTitle
    );
    crate::support::optional_value!(
        #[doc = " The optional `<season_number>` child."] season_number,
        set_season_number, with_season_number : copy crate ::VideoTvShowSeasonNumber
    );
    crate::support::optional_value!(
        #[doc = " The optional `<episode_number>` child."] episode_number,
        set_episode_number, with_episode_number : copy crate ::VideoTvShowEpisodeNumber
    );
    crate::support::optional_value!(
        #[doc = " The optional `<premier_date>` child."] premier_date, set_premier_date,
        with_premier_date : copy crate ::VideoTvShowPremierDate
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
impl VideoTvShow {
    /// Reads a `<tvshow>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoTvShowBuilder::default();
        for child in extension
            .children()
            .iter()
            .filter_map(crate::ExtensionNode::as_element)
        {
            if child.namespace() != Some(Self::NAMESPACE) {
                return Err(
                    crate::ContentError::unexpected("tvshow", &child.qualified_name()),
                );
            }
            let local = child.local_name();
            if !builder.set_text(local, &crate::support::text_of(child))? {
                return Err(crate::ContentError::unexpected("tvshow", local));
            }
        }
        builder.finish()
    }
}
/// Collects `<tvshow>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoTvShowBuilder {
    show_title: Option<crate::VideoTvShowShowTitle>,
    video_type: Option<crate::VideoTvShowVideoType>,
    episode_title: Option<crate::VideoTvShowEpisodeTitle>,
    season_number: Option<crate::VideoTvShowSeasonNumber>,
    episode_number: Option<crate::VideoTvShowEpisodeNumber>,
    premier_date: Option<crate::VideoTvShowPremierDate>,
}
impl VideoTvShowBuilder {
    crate::support::put_child!(
        put_show_title, show_title : crate ::VideoTvShowShowTitle, "tvshow", "show_title"
    );
    crate::support::put_child!(
        put_video_type, video_type : crate ::VideoTvShowVideoType, "tvshow", "video_type"
    );
    crate::support::put_child!(
        put_episode_title, episode_title : crate ::VideoTvShowEpisodeTitle, "tvshow",
        "episode_title"
    );
    crate::support::put_child!(
        put_season_number, season_number : crate ::VideoTvShowSeasonNumber, "tvshow",
        "season_number"
    );
    crate::support::put_child!(
        put_episode_number, episode_number : crate ::VideoTvShowEpisodeNumber, "tvshow",
        "episode_number"
    );
    crate::support::put_child!(
        put_premier_date, premier_date : crate ::VideoTvShowPremierDate, "tvshow",
        "premier_date"
    );
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "show_title" => {
                self.put_show_title(
                    crate::support::parse_child(text, "tvshow", "show_title")?,
                )?
            }
            "video_type" => {
                self.put_video_type(
                    crate::support::parse_child(text, "tvshow", "video_type")?,
                )?
            }
            "episode_title" => {
                self.put_episode_title(
                    crate::support::parse_child(text, "tvshow", "episode_title")?,
                )?
            }
            "season_number" => {
                self.put_season_number(
                    crate::support::parse_child(text, "tvshow", "season_number")?,
                )?
            }
            "episode_number" => {
                self.put_episode_number(
                    crate::support::parse_child(text, "tvshow", "episode_number")?,
                )?
            }
            "premier_date" => {
                self.put_premier_date(
                    crate::support::parse_child(text, "tvshow", "premier_date")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoTvShow, crate::ContentError> {
        Ok(VideoTvShow {
            show_title: crate::support::required(
                self.show_title,
                "tvshow",
                "show_title",
            )?,
            video_type: crate::support::required(
                self.video_type,
                "tvshow",
                "video_type",
            )?,
            episode_title: self.episode_title,
            season_number: self.season_number,
            episode_number: self.episode_number,
            premier_date: self.premier_date,
        })
    }
}
impl crate::write::WriteElement for VideoTvShow {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.show_title;
        writer.value_element("video:show_title", value)?;
        let value = &self.video_type;
        writer.value_element("video:video_type", value)?;
        if let Some(value) = self.episode_title.as_ref() {
            writer.value_element("video:episode_title", value)?;
        }
        if let Some(value) = self.season_number.as_ref() {
            writer.value_element("video:season_number", value)?;
        }
        if let Some(value) = self.episode_number.as_ref() {
            writer.value_element("video:episode_number", value)?;
        }
        if let Some(value) = self.premier_date.as_ref() {
            writer.value_element("video:premier_date", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for VideoTvShow {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoTvShow);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("video:show_title", &self.0.show_title)?;
                map.serialize_entry("video:video_type", &self.0.video_type)?;
                if let Some(value) = self.0.episode_title.as_ref() {
                    map.serialize_entry("video:episode_title", value)?;
                }
                if let Some(value) = self.0.season_number.as_ref() {
                    map.serialize_entry("video:season_number", value)?;
                }
                if let Some(value) = self.0.episode_number.as_ref() {
                    map.serialize_entry("video:episode_number", value)?;
                }
                if let Some(value) = self.0.premier_date.as_ref() {
                    map.serialize_entry("video:premier_date", value)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("tvshow", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoTvShow {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoTvShow;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <tvshow> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoTvShow, A::Error> {
                let mut builder = VideoTvShowBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "video:show_title" | "show_title" => {
                            builder
                                .put_show_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:video_type" | "video_type" => {
                            builder
                                .put_video_type(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:episode_title" | "episode_title" => {
                            builder
                                .put_episode_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:season_number" | "season_number" => {
                            builder
                                .put_season_number(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:episode_number" | "episode_number" => {
                            builder
                                .put_episode_number(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "video:premier_date" | "premier_date" => {
                            builder
                                .put_premier_date(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "tvshow",
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
/// The address of a player for the video (not of the page it is on).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPlayerLoc {
    allow_embed: Option<crate::VideoYesNo>,
    autoplay: Option<crate::VideoPlayerLocAutoplay>,
    value: crate::PlayerUrl,
}
impl VideoPlayerLoc {
    /// `player_loc`: the element's name in documents.
    pub const ELEMENT: &'static str = "player_loc";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-video/1.1";
    /// The names of `<player_loc>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(value: crate::PlayerUrl) -> Self {
        VideoPlayerLoc {
            value,
            allow_embed: None,
            autoplay: None,
        }
    }
    crate::support::optional_value!(
        #[doc = " The optional `allow_embed` attribute."] #[doc =
        " Whether other sites may embed the player (no longer read by Google)."]
        allow_embed, set_allow_embed, with_allow_embed : copy crate ::VideoYesNo
    );
    crate::support::optional_value!(
        #[doc = " The optional `autoplay` attribute."] #[doc =
        " Player arguments for starting on its own (no longer read by Google)."]
        autoplay, set_autoplay, with_autoplay : ref crate ::VideoPlayerLocAutoplay
    );
    crate::support::required_value!(
        #[doc = " The text of `<player_loc>`."] value, set_value, with_value : ref crate
        ::PlayerUrl
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
impl VideoPlayerLoc {
    /// Reads a `<player_loc>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = VideoPlayerLocBuilder::default();
        for (attribute, value) in extension.attributes() {
            if !builder.set_attribute(attribute, value)? {
                return Err(
                    crate::ContentError::unexpected(
                        "player_loc",
                        &format!("@{attribute}"),
                    ),
                );
            }
        }
        if let Some(child) = extension
            .children()
            .iter()
            .find_map(crate::ExtensionNode::as_element)
        {
            return Err(
                crate::ContentError::unexpected("player_loc", &child.qualified_name()),
            );
        }
        builder.set_value_text(&crate::support::text_of(extension))?;
        builder.finish()
    }
}
impl VideoPlayerLoc {
    /// Reads a `<player_loc>` written without attributes from its text, with every check of the type; `None` when it breaks one (a required attribute is missing, say), and is left to be read as a tree, which reports why.
    pub(crate) fn from_text(text: &str) -> Option<Self> {
        let mut builder = VideoPlayerLocBuilder::default();
        builder.set_value_text(text).ok()?;
        builder.finish().ok()
    }
}
/// Collects `<player_loc>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct VideoPlayerLocBuilder {
    allow_embed: Option<crate::VideoYesNo>,
    autoplay: Option<crate::VideoPlayerLocAutoplay>,
    value: Option<crate::PlayerUrl>,
}
impl VideoPlayerLocBuilder {
    /// Sets the `allow_embed` attribute; a second one is an error.
    pub(crate) fn put_attribute_allow_embed(
        &mut self,
        value: crate::VideoYesNo,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(
            &mut self.allow_embed,
            value,
            "player_loc",
            "@allow_embed",
        )
    }
    /// Sets the `autoplay` attribute; a second one is an error.
    pub(crate) fn put_attribute_autoplay(
        &mut self,
        value: crate::VideoPlayerLocAutoplay,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.autoplay, value, "player_loc", "@autoplay")
    }
    /// Takes an attribute from its document text; `Ok(false)` when
    /// `name` is not one of this element's attributes.
    pub(crate) fn set_attribute(
        &mut self,
        name: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match name {
            "allow_embed" => {
                self.put_attribute_allow_embed(
                    crate::support::parse_child(text, "player_loc", "@allow_embed")?,
                )?
            }
            "autoplay" => {
                self.put_attribute_autoplay(
                    crate::support::parse_child(text, "player_loc", "@autoplay")?,
                )?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Sets the element's text; a second one is an error.
    pub(crate) fn put_value(
        &mut self,
        value: crate::PlayerUrl,
    ) -> Result<(), crate::ContentError> {
        crate::support::put_once(&mut self.value, value, "player_loc", "#text")
    }
    /// Takes the element's text from the document.
    pub(crate) fn set_value_text(
        &mut self,
        text: &str,
    ) -> Result<(), crate::ContentError> {
        self.put_value(crate::support::parse_child(text, "player_loc", "#text")?)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<VideoPlayerLoc, crate::ContentError> {
        Ok(VideoPlayerLoc {
            allow_embed: self.allow_embed,
            autoplay: self.autoplay,
            value: crate::support::required(self.value, "player_loc", "#text")?,
        })
    }
}
impl crate::write::WriteElement for VideoPlayerLoc {
    fn write_attributes(&self, writer: &mut crate::write::ElementWriter<'_>) {
        if writer.writes_deprecated() && let Some(value) = &self.allow_embed {
            writer.value_attribute("allow_embed", value);
        }
        if writer.writes_deprecated() && let Some(value) = &self.autoplay {
            writer.value_attribute("autoplay", value);
        }
    }
    fn content(&self) -> crate::write::element::Content {
        crate::write::element::Content::Text
    }
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        writer.value_text(&self.value);
        Ok(())
    }
}
impl ::serde::Serialize for VideoPlayerLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a VideoPlayerLoc);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                if let Some(value) = &self.0.allow_embed {
                    map.serialize_entry("@allow_embed", value)?;
                }
                if let Some(value) = &self.0.autoplay {
                    map.serialize_entry("@autoplay", value)?;
                }
                map.serialize_entry("$text", &self.0.value)?;
                map.end()
            }
        }
        serializer.serialize_newtype_struct("player_loc", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for VideoPlayerLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = VideoPlayerLoc;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <player_loc> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<VideoPlayerLoc, A::Error> {
                let mut builder = VideoPlayerLocBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "@allow_embed" => {
                            builder
                                .put_attribute_allow_embed(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "@autoplay" => {
                            builder
                                .put_attribute_autoplay(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "$text" => {
                            builder
                                .put_value(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "player_loc",
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
