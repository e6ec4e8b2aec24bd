// @generated from schemas/sitemap-image.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::fmt;

/// One image shown on the page of the enclosing url entry. Google reads up to 1,000 of them per entry. Of its children only loc is still used: Google stopped reading caption, geo_location, title and license in 2022, so they are read and reported, and written only when asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    loc: crate::ImageLoc,
    caption: Option<crate::ImageCaption>,
    geo_location: Option<crate::ImageGeoLocation>,
    title: Option<crate::ImageTitle>,
    license: Option<crate::ImageLicense>,
}
impl Image {
    /// `image`: the element's name in documents.
    pub const ELEMENT: &'static str = "image";
    /// The namespace of the element and of its own children.
    pub const NAMESPACE: &'static str = "http://www.google.com/schemas/sitemap-image/1.1";
    /// The names of `<image>`'s own children, in schema order.
    pub const CHILDREN: &'static [&'static str] = &[
        "loc",
        "caption",
        "geo_location",
        "title",
        "license",
    ];
    /// Creates the element from its required children; optional ones start empty.
    pub fn new(loc: crate::ImageLoc) -> Self {
        Image {
            loc,
            caption: None,
            geo_location: None,
            title: None,
            license: None,
        }
    }
    crate::support::required_value!(
        #[doc = " The `<loc>` child."] loc, set_loc, with_loc : ref crate ::ImageLoc
    );
    crate::support::optional_value!(
        #[doc = " The optional `<caption>` child."] #[doc =
        " A caption (no longer read by Google)."] caption, set_caption, with_caption :
        ref crate ::ImageCaption
    );
    crate::support::optional_value!(
        #[doc = " The optional `<geo_location>` child."] #[doc =
        " Where the image was taken, in words (no longer read by Google)."] geo_location,
        set_geo_location, with_geo_location : ref crate ::ImageGeoLocation
    );
    crate::support::optional_value!(
        #[doc = " The optional `<title>` child."] #[doc =
        " A title (no longer read by Google)."] title, set_title, with_title : ref crate
        ::ImageTitle
    );
    crate::support::optional_value!(
        #[doc = " The optional `<license>` child."] #[doc =
        " The address of the image's license (no longer read by Google)."] license,
        set_license, with_license : ref crate ::ImageLicense
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
impl Image {
    /// Reads a `<image>` from the untyped tree kept for elements of other namespaces (see [`Extension`](crate::Extension)), with every check of the type.
    ///
    /// # Errors
    ///
    /// The first child, attribute or value the schema does not allow.
    pub fn from_extension(
        extension: &crate::Extension,
    ) -> Result<Self, crate::ContentError> {
        let mut builder = ImageBuilder::default();
        for child in extension
            .children()
            .iter()
            .filter_map(crate::ExtensionNode::as_element)
        {
            if child.namespace() != Some(Self::NAMESPACE) {
                return Err(
                    crate::ContentError::unexpected("image", &child.qualified_name()),
                );
            }
            let local = child.local_name();
            if !builder.set_text(local, &crate::support::text_of(child))? {
                return Err(crate::ContentError::unexpected("image", local));
            }
        }
        builder.finish()
    }
}
impl Image {
    /// Reads a `<image>` the reader found written flat, with every check of the type; `None` when it breaks one or has a child that is not flat, and is left to be read as a tree, which reports why.
    pub(crate) fn from_flat(flat: &crate::support::Flat<'_>) -> Option<Self> {
        let mut builder = ImageBuilder::default();
        for (child, text) in flat.children {
            if !builder.set_text(child, text).ok()? {
                return None;
            }
        }
        builder.finish().ok()
    }
}
/// Collects `<image>`'s children and checks the content rules once, for serde and the streaming reader alike.
#[derive(Debug, Default)]
pub(crate) struct ImageBuilder {
    loc: Option<crate::ImageLoc>,
    caption: Option<crate::ImageCaption>,
    geo_location: Option<crate::ImageGeoLocation>,
    title: Option<crate::ImageTitle>,
    license: Option<crate::ImageLicense>,
}
impl ImageBuilder {
    crate::support::put_child!(put_loc, loc : crate ::ImageLoc, "image", "loc");
    crate::support::put_child!(
        put_caption, caption : crate ::ImageCaption, "image", "caption"
    );
    crate::support::put_child!(
        put_geo_location, geo_location : crate ::ImageGeoLocation, "image",
        "geo_location"
    );
    crate::support::put_child!(put_title, title : crate ::ImageTitle, "image", "title");
    crate::support::put_child!(
        put_license, license : crate ::ImageLicense, "image", "license"
    );
    /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
    pub(crate) fn set_text(
        &mut self,
        child: &str,
        text: &str,
    ) -> Result<bool, crate::ContentError> {
        match child {
            "loc" => self.put_loc(crate::support::parse_child(text, "image", "loc")?)?,
            "caption" => {
                self.put_caption(crate::support::parse_child(text, "image", "caption")?)?
            }
            "geo_location" => {
                self.put_geo_location(
                    crate::support::parse_child(text, "image", "geo_location")?,
                )?
            }
            "title" => {
                self.put_title(crate::support::parse_child(text, "image", "title")?)?
            }
            "license" => {
                self.put_license(crate::support::parse_child(text, "image", "license")?)?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
    /// Checks that every required child is present and builds the element.
    pub(crate) fn finish(self) -> Result<Image, crate::ContentError> {
        Ok(Image {
            loc: crate::support::required(self.loc, "image", "loc")?,
            caption: self.caption,
            geo_location: self.geo_location,
            title: self.title,
            license: self.license,
        })
    }
}
impl crate::write::WriteElement for Image {
    fn write_children(
        &self,
        writer: &mut crate::write::ElementWriter<'_>,
    ) -> Result<(), crate::write::WriteError> {
        let value = &self.loc;
        writer.value_element("image:loc", value)?;
        if writer.writes_deprecated() && let Some(value) = self.caption.as_ref() {
            writer.value_element("image:caption", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.geo_location.as_ref() {
            writer.value_element("image:geo_location", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.title.as_ref() {
            writer.value_element("image:title", value)?;
        }
        if writer.writes_deprecated() && let Some(value) = self.license.as_ref() {
            writer.value_element("image:license", value)?;
        }
        Ok(())
    }
}
impl ::serde::Serialize for Image {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        struct Content<'a>(&'a Image);
        impl ::serde::Serialize for Content<'_> {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("image:loc", &self.0.loc)?;
                if let Some(value) = self.0.caption.as_ref() {
                    map.serialize_entry("image:caption", value)?;
                }
                if let Some(value) = self.0.geo_location.as_ref() {
                    map.serialize_entry("image:geo_location", value)?;
                }
                if let Some(value) = self.0.title.as_ref() {
                    map.serialize_entry("image:title", value)?;
                }
                if let Some(value) = self.0.license.as_ref() {
                    map.serialize_entry("image:license", value)?;
                }
                map.end()
            }
        }
        serializer.serialize_newtype_struct("image", &Content(self))
    }
}
impl<'de> ::serde::Deserialize<'de> for Image {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> ::serde::de::Visitor<'de> for Visitor {
            type Value = Image;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a <image> element")
            }
            fn visit_map<A: ::serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Image, A::Error> {
                let mut builder = ImageBuilder::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "image:loc" | "loc" => {
                            builder
                                .put_loc(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "image:caption" | "caption" => {
                            builder
                                .put_caption(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "image:geo_location" | "geo_location" => {
                            builder
                                .put_geo_location(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "image:title" | "title" => {
                            builder
                                .put_title(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        "image:license" | "license" => {
                            builder
                                .put_license(map.next_value()?)
                                .map_err(::serde::de::Error::custom)?
                        }
                        _ => {
                            crate::serde_support::other_entry(
                                &mut map,
                                "image",
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
