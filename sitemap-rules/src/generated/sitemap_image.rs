// @generated from schemas/sitemap-image.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// A caption (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageCaption(String);
impl ImageCaption {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageCaptionError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(ImageCaption(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for ImageCaption {
    type Error = ImageCaptionError;
    fn try_from(value: String) -> Result<Self, ImageCaptionError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ImageCaption {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ImageCaption> for String {
    fn from(value: ImageCaption) -> Self {
        value.0
    }
}
impl fmt::Display for ImageCaption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ImageCaption {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ImageCaption {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ImageCaption {
    type Err = ImageCaptionError;
    fn from_str(value: &str) -> Result<Self, ImageCaptionError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ImageCaption {
    type Error = ImageCaptionError;
    /// The same as [`ImageCaption::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ImageCaptionError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ImageCaption {
    type Error = ImageCaptionError;
    const LABEL: &'static str = "image:caption";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, ImageCaptionError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ImageCaption`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageCaptionError(crate::facet::FacetError);
impl ImageCaptionError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ImageCaptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ImageCaptionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ImageCaptionError> for crate::facet::FacetError {
    fn from(error: ImageCaptionError) -> Self {
        error.0
    }
}
/// Where the image was taken, in words (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageGeoLocation(String);
impl ImageGeoLocation {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageGeoLocationError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(ImageGeoLocation(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for ImageGeoLocation {
    type Error = ImageGeoLocationError;
    fn try_from(value: String) -> Result<Self, ImageGeoLocationError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ImageGeoLocation {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ImageGeoLocation> for String {
    fn from(value: ImageGeoLocation) -> Self {
        value.0
    }
}
impl fmt::Display for ImageGeoLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ImageGeoLocation {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ImageGeoLocation {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ImageGeoLocation {
    type Err = ImageGeoLocationError;
    fn from_str(value: &str) -> Result<Self, ImageGeoLocationError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ImageGeoLocation {
    type Error = ImageGeoLocationError;
    /// The same as [`ImageGeoLocation::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ImageGeoLocationError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ImageGeoLocation {
    type Error = ImageGeoLocationError;
    const LABEL: &'static str = "image:geo_location";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, ImageGeoLocationError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ImageGeoLocation`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageGeoLocationError(crate::facet::FacetError);
impl ImageGeoLocationError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ImageGeoLocationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ImageGeoLocationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ImageGeoLocationError> for crate::facet::FacetError {
    fn from(error: ImageGeoLocationError) -> Self {
        error.0
    }
}
/// A title (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageTitle(String);
impl ImageTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(ImageTitle(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for ImageTitle {
    type Error = ImageTitleError;
    fn try_from(value: String) -> Result<Self, ImageTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ImageTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ImageTitle> for String {
    fn from(value: ImageTitle) -> Self {
        value.0
    }
}
impl fmt::Display for ImageTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ImageTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ImageTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ImageTitle {
    type Err = ImageTitleError;
    fn from_str(value: &str) -> Result<Self, ImageTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ImageTitle {
    type Error = ImageTitleError;
    /// The same as [`ImageTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ImageTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ImageTitle {
    type Error = ImageTitleError;
    const LABEL: &'static str = "image:title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, ImageTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ImageTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageTitleError(crate::facet::FacetError);
impl ImageTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ImageTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ImageTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ImageTitleError> for crate::facet::FacetError {
    fn from(error: ImageTitleError) -> Self {
        error.0
    }
}
/// The absolute http or https address of an image, percent-encoded as RFC 3986 asks. It may be on another host than the page: images are often served from a content delivery network.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageLoc(String);
impl ImageLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageLocError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                ImageLocError(
                    crate::facet::FacetError::new(
                        "image:loc",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        Ok(ImageLoc(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for ImageLoc {
    type Error = ImageLocError;
    fn try_from(value: String) -> Result<Self, ImageLocError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ImageLoc {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ImageLoc> for String {
    fn from(value: ImageLoc) -> Self {
        value.0
    }
}
impl fmt::Display for ImageLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ImageLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ImageLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ImageLoc {
    type Err = ImageLocError;
    fn from_str(value: &str) -> Result<Self, ImageLocError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ImageLoc {
    type Error = ImageLocError;
    /// The same as [`ImageLoc::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ImageLocError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ImageLoc {
    type Error = ImageLocError;
    const LABEL: &'static str = "image:loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, ImageLocError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ImageLoc`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageLocError(crate::facet::FacetError);
impl ImageLocError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ImageLocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ImageLocError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ImageLocError> for crate::facet::FacetError {
    fn from(error: ImageLocError) -> Self {
        error.0
    }
}
/// The address of an image's license. Google no longer reads it, and files in the wild hold anything here, so it is any URI reference, as the official schema has it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageLicense(String);
impl ImageLicense {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ImageLicenseError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(ImageLicense(value.to_owned()))
    }
    /// The value, exactly as written into documents.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}
impl TryFrom<String> for ImageLicense {
    type Error = ImageLicenseError;
    fn try_from(value: String) -> Result<Self, ImageLicenseError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ImageLicense {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ImageLicense> for String {
    fn from(value: ImageLicense) -> Self {
        value.0
    }
}
impl fmt::Display for ImageLicense {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ImageLicense {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ImageLicense {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ImageLicense {
    type Err = ImageLicenseError;
    fn from_str(value: &str) -> Result<Self, ImageLicenseError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ImageLicense {
    type Error = ImageLicenseError;
    /// The same as [`ImageLicense::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ImageLicenseError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ImageLicense {
    type Error = ImageLicenseError;
    const LABEL: &'static str = "image:license";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, ImageLicenseError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ImageLicense`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageLicenseError(crate::facet::FacetError);
impl ImageLicenseError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ImageLicenseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ImageLicenseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ImageLicenseError> for crate::facet::FacetError {
    fn from(error: ImageLicenseError) -> Self {
        error.0
    }
}
