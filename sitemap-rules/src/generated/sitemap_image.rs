// @generated from schemas/sitemap-image.xsd by `cargo run -p sitemap-codegen`. Do not edit.

/// A caption (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageCaption(String);
impl ImageCaption {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageCaptionError> {
        Ok(ImageCaption(value.into()))
    }
}
crate::values::text_value!(
    ImageCaption, "image:caption", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`ImageCaption`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ImageCaptionError = crate::FacetError;
/// Where the image was taken, in words (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageGeoLocation(String);
impl ImageGeoLocation {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageGeoLocationError> {
        Ok(ImageGeoLocation(value.into()))
    }
}
crate::values::text_value!(
    ImageGeoLocation, "image:geo_location", markup_free : false, url : false, collapse :
    false
);
/// Why a value is not a valid [`ImageGeoLocation`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ImageGeoLocationError = crate::FacetError;
/// A title (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageTitle(String);
impl ImageTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageTitleError> {
        Ok(ImageTitle(value.into()))
    }
}
crate::values::text_value!(
    ImageTitle, "image:title", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`ImageTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ImageTitleError = crate::FacetError;
/// The absolute http or https address of an image, percent-encoded as RFC 3986 asks. It may be on another host than the page: images are often served from a content delivery network.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageLoc(String);
impl ImageLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageLocError> {
        let value = crate::values::normalize_url("image:loc", value)?;
        Ok(ImageLoc(value.into()))
    }
}
crate::values::text_value!(
    ImageLoc, "image:loc", markup_free : false, url : true, collapse : true
);
/// Why a value is not a valid [`ImageLoc`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ImageLocError = crate::FacetError;
/// The address of an image's license. Google no longer reads it, and files in the wild hold anything here, so it is any URI reference, as the official schema has it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageLicense(String);
impl ImageLicense {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageLicenseError> {
        Ok(ImageLicense(value.into()))
    }
}
crate::values::text_value!(
    ImageLicense, "image:license", markup_free : false, url : false, collapse : true
);
/// Why a value is not a valid [`ImageLicense`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ImageLicenseError = crate::FacetError;
