// @generated from schemas/sitemap-video.xsd by `cargo run -p sitemap-codegen`. Do not edit.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// The video's title, at most 100 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTitle(String);
impl VideoTitle {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 100usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        let length = crate::facet::char_count(value);
        if length > Self::MAX_LENGTH {
            return Err(
                VideoTitleError(
                    crate::facet::FacetError::new(
                        "video:title",
                        value,
                        crate::facet::Violation::TooLong {
                            max: Self::MAX_LENGTH,
                            length,
                        },
                    ),
                ),
            );
        }
        Ok(VideoTitle(value.to_owned()))
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
impl TryFrom<String> for VideoTitle {
    type Error = VideoTitleError;
    fn try_from(value: String) -> Result<Self, VideoTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoTitle> for String {
    fn from(value: VideoTitle) -> Self {
        value.0
    }
}
impl fmt::Display for VideoTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTitle {
    type Err = VideoTitleError;
    fn from_str(value: &str) -> Result<Self, VideoTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTitle {
    type Error = VideoTitleError;
    /// The same as [`VideoTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTitle {
    type Error = VideoTitleError;
    const LABEL: &'static str = "video:title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTitleError(crate::facet::FacetError);
impl VideoTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTitleError> for crate::facet::FacetError {
    fn from(error: VideoTitleError) -> Self {
        error.0
    }
}
/// What the video is about, at most 2,048 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoDescription(String);
impl VideoDescription {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 2048usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoDescriptionError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        let length = crate::facet::char_count(value);
        if length > Self::MAX_LENGTH {
            return Err(
                VideoDescriptionError(
                    crate::facet::FacetError::new(
                        "video:description",
                        value,
                        crate::facet::Violation::TooLong {
                            max: Self::MAX_LENGTH,
                            length,
                        },
                    ),
                ),
            );
        }
        Ok(VideoDescription(value.to_owned()))
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
impl TryFrom<String> for VideoDescription {
    type Error = VideoDescriptionError;
    fn try_from(value: String) -> Result<Self, VideoDescriptionError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoDescription {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoDescription> for String {
    fn from(value: VideoDescription) -> Self {
        value.0
    }
}
impl fmt::Display for VideoDescription {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoDescription {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoDescription {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoDescription {
    type Err = VideoDescriptionError;
    fn from_str(value: &str) -> Result<Self, VideoDescriptionError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoDescription {
    type Error = VideoDescriptionError;
    /// The same as [`VideoDescription::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoDescriptionError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoDescription {
    type Error = VideoDescriptionError;
    const LABEL: &'static str = "video:description";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoDescriptionError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoDescription`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoDescriptionError(crate::facet::FacetError);
impl VideoDescriptionError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoDescriptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoDescriptionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoDescriptionError> for crate::facet::FacetError {
    fn from(error: VideoDescriptionError) -> Self {
        error.0
    }
}
/// The length of the video in seconds, from 1 to 28,800 (eight hours). The official schema starts at 0; the minimum of 1 is Google's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoDuration(i64);
impl VideoDuration {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    /// The largest value (`maxInclusive` facet).
    pub const MAX: i64 = 28800i64;
    /// Checks the range.
    pub fn new(value: i64) -> Result<Self, VideoDurationError> {
        if value < Self::MIN {
            return Err(
                VideoDurationError(
                    crate::facet::FacetError::new(
                        "video:duration",
                        value.to_string(),
                        crate::facet::Violation::BeyondSchema {
                            rule: "Google requires at least 1",
                            fix: "write a value from 1 to 28800",
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX {
            return Err(
                VideoDurationError(
                    crate::facet::FacetError::new(
                        "video:duration",
                        value.to_string(),
                        crate::facet::Violation::AboveMaximum {
                            max: "28800",
                            min: Some("1"),
                        },
                    ),
                ),
            );
        }
        Ok(VideoDuration(value))
    }
    /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoDurationError> {
        let value = crate::lexical::integer::parse_integer(text)
            .ok_or_else(|| {
                VideoDurationError(
                    crate::facet::FacetError::new(
                        "video:duration",
                        text,
                        crate::facet::Violation::NotInteger,
                    ),
                )
            })?;
        Self::new(value)
    }
    /// The value.
    pub const fn get(&self) -> i64 {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{}", self.0);
    }
}
impl TryFrom<i64> for VideoDuration {
    type Error = VideoDurationError;
    fn try_from(value: i64) -> Result<Self, VideoDurationError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoDuration {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoDuration {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_integer(deserializer)?;
        Self::new(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoDuration {
    type Err = VideoDurationError;
    fn from_str(value: &str) -> Result<Self, VideoDurationError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoDuration {
    type Error = VideoDurationError;
    /// The same as [`VideoDuration::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoDurationError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoDuration {
    type Error = VideoDurationError;
    const LABEL: &'static str = "video:duration";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoDurationError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoDuration`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoDurationError(crate::facet::FacetError);
impl VideoDurationError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoDurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoDurationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoDurationError> for crate::facet::FacetError {
    fn from(error: VideoDurationError) -> Self {
        error.0
    }
}
/// When the video stops being available: a date or a date and time with a time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoExpirationDate(crate::lexical::datetime::DateTime);
impl VideoExpirationDate {
    /// Parses a value, keeping the precision it was given.
    pub fn parse(text: &str) -> Result<Self, VideoExpirationDateError> {
        let value = crate::lexical::datetime::DateTime::parse(text)
            .map_err(|e| {
                VideoExpirationDateError(
                    crate::facet::FacetError::new(
                        "video:expiration_date",
                        text,
                        crate::facet::Violation::DateTime(e),
                    ),
                )
            })?;
        Self::from_datetime(value)
    }
    /// Checks that a parsed date-time is one of the forms this type accepts.
    pub fn from_datetime(
        value: crate::lexical::datetime::DateTime,
    ) -> Result<Self, VideoExpirationDateError> {
        if value.is_xsd_date() || value.is_xsd_date_time() {
            Ok(VideoExpirationDate(value))
        } else {
            Err(
                VideoExpirationDateError(
                    crate::facet::FacetError::new(
                        "video:expiration_date",
                        value.to_string(),
                        crate::facet::Violation::NotInUnion {
                            expected: "an XML Schema date or an XML Schema dateTime",
                        },
                    ),
                ),
            )
        }
    }
    /// The parsed value, with the precision and zone it was given.
    pub const fn as_datetime(&self) -> &crate::lexical::datetime::DateTime {
        &self.0
    }
    /// The form written into documents (the value as given).
    pub fn to_document_string(&self) -> String {
        self.document_text_impl().into_owned()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl fmt::Display for VideoExpirationDate {
    /// The value exactly as given (same precision and zone).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoExpirationDate {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoExpirationDate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoExpirationDate {
    type Err = VideoExpirationDateError;
    fn from_str(value: &str) -> Result<Self, VideoExpirationDateError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoExpirationDate {
    type Error = VideoExpirationDateError;
    /// The same as [`VideoExpirationDate::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoExpirationDateError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoExpirationDate {
    type Error = VideoExpirationDateError;
    const LABEL: &'static str = "video:expiration_date";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoExpirationDateError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoExpirationDate`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoExpirationDateError(crate::facet::FacetError);
impl VideoExpirationDateError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoExpirationDateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoExpirationDateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoExpirationDateError> for crate::facet::FacetError {
    fn from(error: VideoExpirationDateError) -> Self {
        error.0
    }
}
/// The rating, from 0.0 to 5.0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoRating(crate::lexical::decimal::Decimal);
impl VideoRating {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: VideoRating = VideoRating(
        crate::lexical::decimal::Decimal::from_parts(0i64, 0u32).unwrap(),
    );
    /// The largest value (`maxInclusive` facet).
    pub const MAX: VideoRating = VideoRating(
        crate::lexical::decimal::Decimal::from_parts(5i64, 0u32).unwrap(),
    );
    /// Converts a float through its shortest decimal spelling (`0.8` is
    /// exactly `0.8`), then checks the range.
    pub fn new(value: f64) -> Result<Self, VideoRatingError> {
        let decimal = crate::lexical::decimal::Decimal::from_f64(value)
            .map_err(|e| {
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        value.to_string(),
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        Self::from_decimal(decimal)
    }
    /// Converts an `f32` through its own shortest decimal spelling, so
    /// `0.1f32` is exactly `0.1` (through `f64` it would be
    /// `0.10000000149011612`), then checks the range.
    pub fn from_f32(value: f32) -> Result<Self, VideoRatingError> {
        let decimal = crate::lexical::decimal::Decimal::from_f32(value)
            .map_err(|e| {
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        value.to_string(),
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        Self::from_decimal(decimal)
    }
    /// Checks the range of an exact decimal.
    pub fn from_decimal(
        value: crate::lexical::decimal::Decimal,
    ) -> Result<Self, VideoRatingError> {
        if value >= Self::MIN.0 && value <= Self::MAX.0 {
            return Ok(VideoRating(value));
        }
        let text = value.to_string();
        let text: &str = &text;
        if value < Self::MIN.0 {
            return Err(
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        text,
                        crate::facet::Violation::BelowMinimum {
                            min: "0",
                            max: Some("5"),
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX.0 {
            return Err(
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        text,
                        crate::facet::Violation::AboveMaximum {
                            max: "5",
                            min: Some("0"),
                        },
                    ),
                ),
            );
        }
        Ok(VideoRating(value))
    }
    /// Parses the `xsd:decimal` form (`0.8`, `1`, `.5`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoRatingError> {
        let value = crate::lexical::decimal::Decimal::parse(text)
            .map_err(|e| {
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        text,
                        crate::facet::Violation::Decimal(e),
                    ),
                )
            })?;
        if value < Self::MIN.0 {
            return Err(
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        text,
                        crate::facet::Violation::BelowMinimum {
                            min: "0",
                            max: Some("5"),
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX.0 {
            return Err(
                VideoRatingError(
                    crate::facet::FacetError::new(
                        "video:rating",
                        text,
                        crate::facet::Violation::AboveMaximum {
                            max: "5",
                            min: Some("0"),
                        },
                    ),
                ),
            );
        }
        Ok(VideoRating(value))
    }
    /// The exact value.
    pub const fn as_decimal(&self) -> crate::lexical::decimal::Decimal {
        self.0
    }
    /// The nearest float.
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl TryFrom<f64> for VideoRating {
    type Error = VideoRatingError;
    fn try_from(value: f64) -> Result<Self, VideoRatingError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoRating {
    /// Canonical decimal with at least one fraction digit: `1.0`, `0.25`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoRating {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        crate::serde_support::serialize_decimal(&self.0, serializer)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoRating {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_decimal(deserializer)?;
        Self::from_decimal(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoRating {
    type Err = VideoRatingError;
    fn from_str(value: &str) -> Result<Self, VideoRatingError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoRating {
    type Error = VideoRatingError;
    /// The same as [`VideoRating::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoRatingError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoRating {
    type Error = VideoRatingError;
    const LABEL: &'static str = "video:rating";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoRatingError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoRating`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoRatingError(crate::facet::FacetError);
impl VideoRatingError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoRatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoRatingError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoRatingError> for crate::facet::FacetError {
    fn from(error: VideoRatingError) -> Self {
        error.0
    }
}
/// The value of `content_segment_loc`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoContentSegmentLocValue(String);
impl VideoContentSegmentLocValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoContentSegmentLocValueError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoContentSegmentLocValue(value.to_owned()))
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
impl TryFrom<String> for VideoContentSegmentLocValue {
    type Error = VideoContentSegmentLocValueError;
    fn try_from(value: String) -> Result<Self, VideoContentSegmentLocValueError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoContentSegmentLocValue {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoContentSegmentLocValue> for String {
    fn from(value: VideoContentSegmentLocValue) -> Self {
        value.0
    }
}
impl fmt::Display for VideoContentSegmentLocValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoContentSegmentLocValue {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoContentSegmentLocValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoContentSegmentLocValue {
    type Err = VideoContentSegmentLocValueError;
    fn from_str(value: &str) -> Result<Self, VideoContentSegmentLocValueError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoContentSegmentLocValue {
    type Error = VideoContentSegmentLocValueError;
    /// The same as [`VideoContentSegmentLocValue::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoContentSegmentLocValueError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoContentSegmentLocValue {
    type Error = VideoContentSegmentLocValueError;
    const LABEL: &'static str = "content_segment_loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoContentSegmentLocValueError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoContentSegmentLocValue`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoContentSegmentLocValueError(crate::facet::FacetError);
impl VideoContentSegmentLocValueError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoContentSegmentLocValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoContentSegmentLocValueError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoContentSegmentLocValueError> for crate::facet::FacetError {
    fn from(error: VideoContentSegmentLocValueError) -> Self {
        error.0
    }
}
/// The value of `duration`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoContentSegmentLocDuration(i64);
impl VideoContentSegmentLocDuration {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 0i64;
    /// The largest value (`maxInclusive` facet).
    pub const MAX: i64 = 28800i64;
    /// Checks the range.
    pub fn new(value: i64) -> Result<Self, VideoContentSegmentLocDurationError> {
        if value < Self::MIN {
            return Err(
                VideoContentSegmentLocDurationError(
                    crate::facet::FacetError::new(
                        "duration",
                        value.to_string(),
                        crate::facet::Violation::BelowMinimum {
                            min: "0",
                            max: Some("28800"),
                        },
                    ),
                ),
            );
        }
        if value > Self::MAX {
            return Err(
                VideoContentSegmentLocDurationError(
                    crate::facet::FacetError::new(
                        "duration",
                        value.to_string(),
                        crate::facet::Violation::AboveMaximum {
                            max: "28800",
                            min: Some("0"),
                        },
                    ),
                ),
            );
        }
        Ok(VideoContentSegmentLocDuration(value))
    }
    /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoContentSegmentLocDurationError> {
        let value = crate::lexical::integer::parse_integer(text)
            .ok_or_else(|| {
                VideoContentSegmentLocDurationError(
                    crate::facet::FacetError::new(
                        "duration",
                        text,
                        crate::facet::Violation::NotInteger,
                    ),
                )
            })?;
        Self::new(value)
    }
    /// The value.
    pub const fn get(&self) -> i64 {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{}", self.0);
    }
}
impl TryFrom<i64> for VideoContentSegmentLocDuration {
    type Error = VideoContentSegmentLocDurationError;
    fn try_from(value: i64) -> Result<Self, VideoContentSegmentLocDurationError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoContentSegmentLocDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoContentSegmentLocDuration {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoContentSegmentLocDuration {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_integer(deserializer)?;
        Self::new(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoContentSegmentLocDuration {
    type Err = VideoContentSegmentLocDurationError;
    fn from_str(value: &str) -> Result<Self, VideoContentSegmentLocDurationError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoContentSegmentLocDuration {
    type Error = VideoContentSegmentLocDurationError;
    /// The same as [`VideoContentSegmentLocDuration::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoContentSegmentLocDurationError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoContentSegmentLocDuration {
    type Error = VideoContentSegmentLocDurationError;
    const LABEL: &'static str = "duration";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(
        text: &str,
    ) -> Result<Self, VideoContentSegmentLocDurationError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoContentSegmentLocDuration`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoContentSegmentLocDurationError(crate::facet::FacetError);
impl VideoContentSegmentLocDurationError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoContentSegmentLocDurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoContentSegmentLocDurationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoContentSegmentLocDurationError> for crate::facet::FacetError {
    fn from(error: VideoContentSegmentLocDurationError) -> Self {
        error.0
    }
}
/// How many times the video was watched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoViewCount(i64);
impl VideoViewCount {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 0i64;
    /// Checks the range.
    pub fn new(value: i64) -> Result<Self, VideoViewCountError> {
        if value < Self::MIN {
            return Err(
                VideoViewCountError(
                    crate::facet::FacetError::new(
                        "video:view_count",
                        value.to_string(),
                        crate::facet::Violation::BelowMinimum {
                            min: "0",
                            max: None,
                        },
                    ),
                ),
            );
        }
        Ok(VideoViewCount(value))
    }
    /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoViewCountError> {
        let value = crate::lexical::integer::parse_integer(text)
            .ok_or_else(|| {
                VideoViewCountError(
                    crate::facet::FacetError::new(
                        "video:view_count",
                        text,
                        crate::facet::Violation::NotInteger,
                    ),
                )
            })?;
        Self::new(value)
    }
    /// The value.
    pub const fn get(&self) -> i64 {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{}", self.0);
    }
}
impl TryFrom<i64> for VideoViewCount {
    type Error = VideoViewCountError;
    fn try_from(value: i64) -> Result<Self, VideoViewCountError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoViewCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoViewCount {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoViewCount {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_integer(deserializer)?;
        Self::new(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoViewCount {
    type Err = VideoViewCountError;
    fn from_str(value: &str) -> Result<Self, VideoViewCountError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoViewCount {
    type Error = VideoViewCountError;
    /// The same as [`VideoViewCount::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoViewCountError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoViewCount {
    type Error = VideoViewCountError;
    const LABEL: &'static str = "video:view_count";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoViewCountError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoViewCount`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoViewCountError(crate::facet::FacetError);
impl VideoViewCountError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoViewCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoViewCountError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoViewCountError> for crate::facet::FacetError {
    fn from(error: VideoViewCountError) -> Self {
        error.0
    }
}
/// When the video was first published: a date or a date and time with a time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoPublicationDate(crate::lexical::datetime::DateTime);
impl VideoPublicationDate {
    /// Parses a value, keeping the precision it was given.
    pub fn parse(text: &str) -> Result<Self, VideoPublicationDateError> {
        let value = crate::lexical::datetime::DateTime::parse(text)
            .map_err(|e| {
                VideoPublicationDateError(
                    crate::facet::FacetError::new(
                        "video:publication_date",
                        text,
                        crate::facet::Violation::DateTime(e),
                    ),
                )
            })?;
        Self::from_datetime(value)
    }
    /// Checks that a parsed date-time is one of the forms this type accepts.
    pub fn from_datetime(
        value: crate::lexical::datetime::DateTime,
    ) -> Result<Self, VideoPublicationDateError> {
        if value.is_xsd_date() || value.is_xsd_date_time() {
            Ok(VideoPublicationDate(value))
        } else {
            Err(
                VideoPublicationDateError(
                    crate::facet::FacetError::new(
                        "video:publication_date",
                        value.to_string(),
                        crate::facet::Violation::NotInUnion {
                            expected: "an XML Schema date or an XML Schema dateTime",
                        },
                    ),
                ),
            )
        }
    }
    /// The parsed value, with the precision and zone it was given.
    pub const fn as_datetime(&self) -> &crate::lexical::datetime::DateTime {
        &self.0
    }
    /// The form written into documents (the value as given).
    pub fn to_document_string(&self) -> String {
        self.document_text_impl().into_owned()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl fmt::Display for VideoPublicationDate {
    /// The value exactly as given (same precision and zone).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPublicationDate {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPublicationDate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPublicationDate {
    type Err = VideoPublicationDateError;
    fn from_str(value: &str) -> Result<Self, VideoPublicationDateError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPublicationDate {
    type Error = VideoPublicationDateError;
    /// The same as [`VideoPublicationDate::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPublicationDateError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPublicationDate {
    type Error = VideoPublicationDateError;
    const LABEL: &'static str = "video:publication_date";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPublicationDateError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPublicationDate`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPublicationDateError(crate::facet::FacetError);
impl VideoPublicationDateError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPublicationDateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPublicationDateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPublicationDateError> for crate::facet::FacetError {
    fn from(error: VideoPublicationDateError) -> Self {
        error.0
    }
}
/// A word describing the video; at most 32 of them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTag(String);
impl VideoTag {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTagError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoTag(value.to_owned()))
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
impl TryFrom<String> for VideoTag {
    type Error = VideoTagError;
    fn try_from(value: String) -> Result<Self, VideoTagError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoTag {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoTag> for String {
    fn from(value: VideoTag) -> Self {
        value.0
    }
}
impl fmt::Display for VideoTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTag {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTag {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTag {
    type Err = VideoTagError;
    fn from_str(value: &str) -> Result<Self, VideoTagError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTag {
    type Error = VideoTagError;
    /// The same as [`VideoTag::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTagError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTag {
    type Error = VideoTagError;
    const LABEL: &'static str = "video:tag";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTagError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTag`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTagError(crate::facet::FacetError);
impl VideoTagError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTagError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTagError> for crate::facet::FacetError {
    fn from(error: VideoTagError) -> Self {
        error.0
    }
}
/// The video's category, at most 256 characters (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoCategory(String);
impl VideoCategory {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 256usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoCategoryError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        let length = crate::facet::char_count(value);
        if length > Self::MAX_LENGTH {
            return Err(
                VideoCategoryError(
                    crate::facet::FacetError::new(
                        "video:category",
                        value,
                        crate::facet::Violation::TooLong {
                            max: Self::MAX_LENGTH,
                            length,
                        },
                    ),
                ),
            );
        }
        Ok(VideoCategory(value.to_owned()))
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
impl TryFrom<String> for VideoCategory {
    type Error = VideoCategoryError;
    fn try_from(value: String) -> Result<Self, VideoCategoryError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoCategory {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoCategory> for String {
    fn from(value: VideoCategory) -> Self {
        value.0
    }
}
impl fmt::Display for VideoCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoCategory {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoCategory {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoCategory {
    type Err = VideoCategoryError;
    fn from_str(value: &str) -> Result<Self, VideoCategoryError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoCategory {
    type Error = VideoCategoryError;
    /// The same as [`VideoCategory::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoCategoryError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoCategory {
    type Error = VideoCategoryError;
    const LABEL: &'static str = "video:category";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoCategoryError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoCategory`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoCategoryError(crate::facet::FacetError);
impl VideoCategoryError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoCategoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoCategoryError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoCategoryError> for crate::facet::FacetError {
    fn from(error: VideoCategoryError) -> Self {
        error.0
    }
}
/// The value of `gallery_loc`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoGalleryLocValue(String);
impl VideoGalleryLocValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoGalleryLocValueError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoGalleryLocValue(value.to_owned()))
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
impl TryFrom<String> for VideoGalleryLocValue {
    type Error = VideoGalleryLocValueError;
    fn try_from(value: String) -> Result<Self, VideoGalleryLocValueError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoGalleryLocValue {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoGalleryLocValue> for String {
    fn from(value: VideoGalleryLocValue) -> Self {
        value.0
    }
}
impl fmt::Display for VideoGalleryLocValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoGalleryLocValue {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoGalleryLocValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoGalleryLocValue {
    type Err = VideoGalleryLocValueError;
    fn from_str(value: &str) -> Result<Self, VideoGalleryLocValueError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoGalleryLocValue {
    type Error = VideoGalleryLocValueError;
    /// The same as [`VideoGalleryLocValue::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoGalleryLocValueError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoGalleryLocValue {
    type Error = VideoGalleryLocValueError;
    const LABEL: &'static str = "gallery_loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoGalleryLocValueError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoGalleryLocValue`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoGalleryLocValueError(crate::facet::FacetError);
impl VideoGalleryLocValueError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoGalleryLocValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoGalleryLocValueError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoGalleryLocValueError> for crate::facet::FacetError {
    fn from(error: VideoGalleryLocValueError) -> Self {
        error.0
    }
}
/// The value of `title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoGalleryLocTitle(String);
impl VideoGalleryLocTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoGalleryLocTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoGalleryLocTitle(value.to_owned()))
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
impl TryFrom<String> for VideoGalleryLocTitle {
    type Error = VideoGalleryLocTitleError;
    fn try_from(value: String) -> Result<Self, VideoGalleryLocTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoGalleryLocTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoGalleryLocTitle> for String {
    fn from(value: VideoGalleryLocTitle) -> Self {
        value.0
    }
}
impl fmt::Display for VideoGalleryLocTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoGalleryLocTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoGalleryLocTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoGalleryLocTitle {
    type Err = VideoGalleryLocTitleError;
    fn from_str(value: &str) -> Result<Self, VideoGalleryLocTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoGalleryLocTitle {
    type Error = VideoGalleryLocTitleError;
    /// The same as [`VideoGalleryLocTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoGalleryLocTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoGalleryLocTitle {
    type Error = VideoGalleryLocTitleError;
    const LABEL: &'static str = "title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoGalleryLocTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoGalleryLocTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoGalleryLocTitleError(crate::facet::FacetError);
impl VideoGalleryLocTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoGalleryLocTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoGalleryLocTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoGalleryLocTitleError> for crate::facet::FacetError {
    fn from(error: VideoGalleryLocTitleError) -> Self {
        error.0
    }
}
/// The value of `price`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPriceValue(String);
impl VideoPriceValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPriceValueError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoPriceValue(value.to_owned()))
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
impl TryFrom<String> for VideoPriceValue {
    type Error = VideoPriceValueError;
    fn try_from(value: String) -> Result<Self, VideoPriceValueError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoPriceValue {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoPriceValue> for String {
    fn from(value: VideoPriceValue) -> Self {
        value.0
    }
}
impl fmt::Display for VideoPriceValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPriceValue {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPriceValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPriceValue {
    type Err = VideoPriceValueError;
    fn from_str(value: &str) -> Result<Self, VideoPriceValueError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPriceValue {
    type Error = VideoPriceValueError;
    /// The same as [`VideoPriceValue::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPriceValueError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPriceValue {
    type Error = VideoPriceValueError;
    const LABEL: &'static str = "price";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPriceValueError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPriceValue`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPriceValueError(crate::facet::FacetError);
impl VideoPriceValueError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPriceValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPriceValueError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPriceValueError> for crate::facet::FacetError {
    fn from(error: VideoPriceValueError) -> Self {
        error.0
    }
}
/// The value of `currency`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPriceCurrency(String);
impl VideoPriceCurrency {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPriceCurrencyError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "[A-Z]{3}",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('A', 'Z')],
                            negated: false,
                        },
                        min: 3u32,
                        max: Some(3u32),
                    },
                ],
            ],
        };
        if !PATTERN.matches(value) {
            return Err(
                VideoPriceCurrencyError(
                    crate::facet::FacetError::new(
                        "currency",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(VideoPriceCurrency(value.to_owned()))
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
impl TryFrom<String> for VideoPriceCurrency {
    type Error = VideoPriceCurrencyError;
    fn try_from(value: String) -> Result<Self, VideoPriceCurrencyError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoPriceCurrency {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoPriceCurrency> for String {
    fn from(value: VideoPriceCurrency) -> Self {
        value.0
    }
}
impl fmt::Display for VideoPriceCurrency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPriceCurrency {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPriceCurrency {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPriceCurrency {
    type Err = VideoPriceCurrencyError;
    fn from_str(value: &str) -> Result<Self, VideoPriceCurrencyError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPriceCurrency {
    type Error = VideoPriceCurrencyError;
    /// The same as [`VideoPriceCurrency::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPriceCurrencyError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPriceCurrency {
    type Error = VideoPriceCurrencyError;
    const LABEL: &'static str = "currency";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPriceCurrencyError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPriceCurrency`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPriceCurrencyError(crate::facet::FacetError);
impl VideoPriceCurrencyError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPriceCurrencyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPriceCurrencyError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPriceCurrencyError> for crate::facet::FacetError {
    fn from(error: VideoPriceCurrencyError) -> Self {
        error.0
    }
}
/// The value of `type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoPriceType {
    /// `purchase` (also read as `PURCHASE`)
    Purchase,
    /// `rent` (also read as `RENT`)
    Rent,
}
impl VideoPriceType {
    /// Every value, in schema order.
    pub const ALL: [VideoPriceType; 2usize] = [
        VideoPriceType::Purchase,
        VideoPriceType::Rent,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 2usize] = ["purchase", "rent"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoPriceType::Purchase => "purchase",
            VideoPriceType::Rent => "rent",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoPriceTypeError> {
        match value {
            "purchase" => Ok(VideoPriceType::Purchase),
            "rent" => Ok(VideoPriceType::Rent),
            "PURCHASE" => Ok(VideoPriceType::Purchase),
            "RENT" => Ok(VideoPriceType::Rent),
            _ => {
                Err(
                    VideoPriceTypeError(
                        crate::facet::FacetError::new(
                            "type",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoPriceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPriceType {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPriceType {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPriceType {
    type Err = VideoPriceTypeError;
    fn from_str(value: &str) -> Result<Self, VideoPriceTypeError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPriceType {
    type Error = VideoPriceTypeError;
    /// The same as [`VideoPriceType::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPriceTypeError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPriceType {
    type Error = VideoPriceTypeError;
    const LABEL: &'static str = "type";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPriceTypeError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPriceType`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPriceTypeError(crate::facet::FacetError);
impl VideoPriceTypeError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPriceTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPriceTypeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPriceTypeError> for crate::facet::FacetError {
    fn from(error: VideoPriceTypeError) -> Self {
        error.0
    }
}
/// The value of `resolution`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoPriceResolution {
    /// `sd` (also read as `SD`)
    Sd,
    /// `hd` (also read as `HD`)
    Hd,
}
impl VideoPriceResolution {
    /// Every value, in schema order.
    pub const ALL: [VideoPriceResolution; 2usize] = [
        VideoPriceResolution::Sd,
        VideoPriceResolution::Hd,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 2usize] = ["sd", "hd"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoPriceResolution::Sd => "sd",
            VideoPriceResolution::Hd => "hd",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoPriceResolutionError> {
        match value {
            "sd" => Ok(VideoPriceResolution::Sd),
            "hd" => Ok(VideoPriceResolution::Hd),
            "SD" => Ok(VideoPriceResolution::Sd),
            "HD" => Ok(VideoPriceResolution::Hd),
            _ => {
                Err(
                    VideoPriceResolutionError(
                        crate::facet::FacetError::new(
                            "resolution",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoPriceResolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPriceResolution {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPriceResolution {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPriceResolution {
    type Err = VideoPriceResolutionError;
    fn from_str(value: &str) -> Result<Self, VideoPriceResolutionError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPriceResolution {
    type Error = VideoPriceResolutionError;
    /// The same as [`VideoPriceResolution::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPriceResolutionError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPriceResolution {
    type Error = VideoPriceResolutionError;
    const LABEL: &'static str = "resolution";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPriceResolutionError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPriceResolution`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPriceResolutionError(crate::facet::FacetError);
impl VideoPriceResolutionError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPriceResolutionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPriceResolutionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPriceResolutionError> for crate::facet::FacetError {
    fn from(error: VideoPriceResolutionError) -> Self {
        error.0
    }
}
/// The value of `uploader`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoUploaderValue(String);
impl VideoUploaderValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoUploaderValueError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoUploaderValue(value.to_owned()))
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
impl TryFrom<String> for VideoUploaderValue {
    type Error = VideoUploaderValueError;
    fn try_from(value: String) -> Result<Self, VideoUploaderValueError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoUploaderValue {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoUploaderValue> for String {
    fn from(value: VideoUploaderValue) -> Self {
        value.0
    }
}
impl fmt::Display for VideoUploaderValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoUploaderValue {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoUploaderValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoUploaderValue {
    type Err = VideoUploaderValueError;
    fn from_str(value: &str) -> Result<Self, VideoUploaderValueError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoUploaderValue {
    type Error = VideoUploaderValueError;
    /// The same as [`VideoUploaderValue::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoUploaderValueError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoUploaderValue {
    type Error = VideoUploaderValueError;
    const LABEL: &'static str = "uploader";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoUploaderValueError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoUploaderValue`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoUploaderValueError(crate::facet::FacetError);
impl VideoUploaderValueError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoUploaderValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoUploaderValueError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoUploaderValueError> for crate::facet::FacetError {
    fn from(error: VideoUploaderValueError) -> Self {
        error.0
    }
}
/// The value of `info`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoUploaderInfo(String);
impl VideoUploaderInfo {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoUploaderInfoError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoUploaderInfo(value.to_owned()))
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
impl TryFrom<String> for VideoUploaderInfo {
    type Error = VideoUploaderInfoError;
    fn try_from(value: String) -> Result<Self, VideoUploaderInfoError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoUploaderInfo {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoUploaderInfo> for String {
    fn from(value: VideoUploaderInfo) -> Self {
        value.0
    }
}
impl fmt::Display for VideoUploaderInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoUploaderInfo {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoUploaderInfo {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoUploaderInfo {
    type Err = VideoUploaderInfoError;
    fn from_str(value: &str) -> Result<Self, VideoUploaderInfoError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoUploaderInfo {
    type Error = VideoUploaderInfoError;
    /// The same as [`VideoUploaderInfo::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoUploaderInfoError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoUploaderInfo {
    type Error = VideoUploaderInfoError;
    const LABEL: &'static str = "info";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoUploaderInfoError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoUploaderInfo`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoUploaderInfoError(crate::facet::FacetError);
impl VideoUploaderInfoError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoUploaderInfoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoUploaderInfoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoUploaderInfoError> for crate::facet::FacetError {
    fn from(error: VideoUploaderInfoError) -> Self {
        error.0
    }
}
/// The value of `id`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoIdValue(String);
impl VideoIdValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoIdValueError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoIdValue(value.to_owned()))
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
impl TryFrom<String> for VideoIdValue {
    type Error = VideoIdValueError;
    fn try_from(value: String) -> Result<Self, VideoIdValueError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoIdValue {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoIdValue> for String {
    fn from(value: VideoIdValue) -> Self {
        value.0
    }
}
impl fmt::Display for VideoIdValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoIdValue {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoIdValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoIdValue {
    type Err = VideoIdValueError;
    fn from_str(value: &str) -> Result<Self, VideoIdValueError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoIdValue {
    type Error = VideoIdValueError;
    /// The same as [`VideoIdValue::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoIdValueError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoIdValue {
    type Error = VideoIdValueError;
    const LABEL: &'static str = "id";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoIdValueError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoIdValue`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoIdValueError(crate::facet::FacetError);
impl VideoIdValueError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoIdValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoIdValueError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoIdValueError> for crate::facet::FacetError {
    fn from(error: VideoIdValueError) -> Self {
        error.0
    }
}
/// The value of `type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoIdType {
    /// `tms:series`
    TmsSeries,
    /// `tms:program`
    TmsProgram,
    /// `rovi:series`
    RoviSeries,
    /// `rovi:program`
    RoviProgram,
    /// `freebase`
    Freebase,
    /// `url`
    Url,
}
impl VideoIdType {
    /// Every value, in schema order.
    pub const ALL: [VideoIdType; 6usize] = [
        VideoIdType::TmsSeries,
        VideoIdType::TmsProgram,
        VideoIdType::RoviSeries,
        VideoIdType::RoviProgram,
        VideoIdType::Freebase,
        VideoIdType::Url,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 6usize] = [
        "tms:series",
        "tms:program",
        "rovi:series",
        "rovi:program",
        "freebase",
        "url",
    ];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoIdType::TmsSeries => "tms:series",
            VideoIdType::TmsProgram => "tms:program",
            VideoIdType::RoviSeries => "rovi:series",
            VideoIdType::RoviProgram => "rovi:program",
            VideoIdType::Freebase => "freebase",
            VideoIdType::Url => "url",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoIdTypeError> {
        match value {
            "tms:series" => Ok(VideoIdType::TmsSeries),
            "tms:program" => Ok(VideoIdType::TmsProgram),
            "rovi:series" => Ok(VideoIdType::RoviSeries),
            "rovi:program" => Ok(VideoIdType::RoviProgram),
            "freebase" => Ok(VideoIdType::Freebase),
            "url" => Ok(VideoIdType::Url),
            _ => {
                Err(
                    VideoIdTypeError(
                        crate::facet::FacetError::new(
                            "type",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoIdType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoIdType {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoIdType {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoIdType {
    type Err = VideoIdTypeError;
    fn from_str(value: &str) -> Result<Self, VideoIdTypeError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoIdType {
    type Error = VideoIdTypeError;
    /// The same as [`VideoIdType::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoIdTypeError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoIdType {
    type Error = VideoIdTypeError;
    const LABEL: &'static str = "type";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoIdTypeError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoIdType`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoIdTypeError(crate::facet::FacetError);
impl VideoIdTypeError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoIdTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoIdTypeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoIdTypeError> for crate::facet::FacetError {
    fn from(error: VideoIdTypeError) -> Self {
        error.0
    }
}
/// The value of `video:show_title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowShowTitle(String);
impl VideoTvShowShowTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTvShowShowTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoTvShowShowTitle(value.to_owned()))
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
impl TryFrom<String> for VideoTvShowShowTitle {
    type Error = VideoTvShowShowTitleError;
    fn try_from(value: String) -> Result<Self, VideoTvShowShowTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoTvShowShowTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoTvShowShowTitle> for String {
    fn from(value: VideoTvShowShowTitle) -> Self {
        value.0
    }
}
impl fmt::Display for VideoTvShowShowTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowShowTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowShowTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTvShowShowTitle {
    type Err = VideoTvShowShowTitleError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowShowTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowShowTitle {
    type Error = VideoTvShowShowTitleError;
    /// The same as [`VideoTvShowShowTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowShowTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowShowTitle {
    type Error = VideoTvShowShowTitleError;
    const LABEL: &'static str = "video:show_title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowShowTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowShowTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowShowTitleError(crate::facet::FacetError);
impl VideoTvShowShowTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowShowTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowShowTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowShowTitleError> for crate::facet::FacetError {
    fn from(error: VideoTvShowShowTitleError) -> Self {
        error.0
    }
}
/// The value of `video:video_type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoTvShowVideoType {
    /// `full`
    Full,
    /// `preview`
    Preview,
    /// `clip`
    Clip,
    /// `interview`
    Interview,
    /// `news`
    News,
    /// `other`
    Other,
}
impl VideoTvShowVideoType {
    /// Every value, in schema order.
    pub const ALL: [VideoTvShowVideoType; 6usize] = [
        VideoTvShowVideoType::Full,
        VideoTvShowVideoType::Preview,
        VideoTvShowVideoType::Clip,
        VideoTvShowVideoType::Interview,
        VideoTvShowVideoType::News,
        VideoTvShowVideoType::Other,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 6usize] = [
        "full",
        "preview",
        "clip",
        "interview",
        "news",
        "other",
    ];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoTvShowVideoType::Full => "full",
            VideoTvShowVideoType::Preview => "preview",
            VideoTvShowVideoType::Clip => "clip",
            VideoTvShowVideoType::Interview => "interview",
            VideoTvShowVideoType::News => "news",
            VideoTvShowVideoType::Other => "other",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoTvShowVideoTypeError> {
        match value {
            "full" => Ok(VideoTvShowVideoType::Full),
            "preview" => Ok(VideoTvShowVideoType::Preview),
            "clip" => Ok(VideoTvShowVideoType::Clip),
            "interview" => Ok(VideoTvShowVideoType::Interview),
            "news" => Ok(VideoTvShowVideoType::News),
            "other" => Ok(VideoTvShowVideoType::Other),
            _ => {
                Err(
                    VideoTvShowVideoTypeError(
                        crate::facet::FacetError::new(
                            "video:video_type",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoTvShowVideoType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowVideoType {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowVideoType {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTvShowVideoType {
    type Err = VideoTvShowVideoTypeError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowVideoTypeError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowVideoType {
    type Error = VideoTvShowVideoTypeError;
    /// The same as [`VideoTvShowVideoType::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowVideoTypeError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowVideoType {
    type Error = VideoTvShowVideoTypeError;
    const LABEL: &'static str = "video:video_type";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowVideoTypeError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowVideoType`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowVideoTypeError(crate::facet::FacetError);
impl VideoTvShowVideoTypeError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowVideoTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowVideoTypeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowVideoTypeError> for crate::facet::FacetError {
    fn from(error: VideoTvShowVideoTypeError) -> Self {
        error.0
    }
}
/// The value of `video:episode_title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowEpisodeTitle(String);
impl VideoTvShowEpisodeTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTvShowEpisodeTitleError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoTvShowEpisodeTitle(value.to_owned()))
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
impl TryFrom<String> for VideoTvShowEpisodeTitle {
    type Error = VideoTvShowEpisodeTitleError;
    fn try_from(value: String) -> Result<Self, VideoTvShowEpisodeTitleError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoTvShowEpisodeTitle {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoTvShowEpisodeTitle> for String {
    fn from(value: VideoTvShowEpisodeTitle) -> Self {
        value.0
    }
}
impl fmt::Display for VideoTvShowEpisodeTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowEpisodeTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowEpisodeTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTvShowEpisodeTitle {
    type Err = VideoTvShowEpisodeTitleError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowEpisodeTitleError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowEpisodeTitle {
    type Error = VideoTvShowEpisodeTitleError;
    /// The same as [`VideoTvShowEpisodeTitle::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowEpisodeTitleError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowEpisodeTitle {
    type Error = VideoTvShowEpisodeTitleError;
    const LABEL: &'static str = "video:episode_title";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowEpisodeTitleError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowEpisodeTitle`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowEpisodeTitleError(crate::facet::FacetError);
impl VideoTvShowEpisodeTitleError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowEpisodeTitleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowEpisodeTitleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowEpisodeTitleError> for crate::facet::FacetError {
    fn from(error: VideoTvShowEpisodeTitleError) -> Self {
        error.0
    }
}
/// The value of `video:season_number`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowSeasonNumber(i64);
impl VideoTvShowSeasonNumber {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    /// Checks the range.
    pub fn new(value: i64) -> Result<Self, VideoTvShowSeasonNumberError> {
        if value < Self::MIN {
            return Err(
                VideoTvShowSeasonNumberError(
                    crate::facet::FacetError::new(
                        "video:season_number",
                        value.to_string(),
                        crate::facet::Violation::BelowMinimum {
                            min: "1",
                            max: None,
                        },
                    ),
                ),
            );
        }
        Ok(VideoTvShowSeasonNumber(value))
    }
    /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoTvShowSeasonNumberError> {
        let value = crate::lexical::integer::parse_integer(text)
            .ok_or_else(|| {
                VideoTvShowSeasonNumberError(
                    crate::facet::FacetError::new(
                        "video:season_number",
                        text,
                        crate::facet::Violation::NotInteger,
                    ),
                )
            })?;
        Self::new(value)
    }
    /// The value.
    pub const fn get(&self) -> i64 {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{}", self.0);
    }
}
impl TryFrom<i64> for VideoTvShowSeasonNumber {
    type Error = VideoTvShowSeasonNumberError;
    fn try_from(value: i64) -> Result<Self, VideoTvShowSeasonNumberError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoTvShowSeasonNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowSeasonNumber {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowSeasonNumber {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_integer(deserializer)?;
        Self::new(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoTvShowSeasonNumber {
    type Err = VideoTvShowSeasonNumberError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowSeasonNumberError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowSeasonNumber {
    type Error = VideoTvShowSeasonNumberError;
    /// The same as [`VideoTvShowSeasonNumber::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowSeasonNumberError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowSeasonNumber {
    type Error = VideoTvShowSeasonNumberError;
    const LABEL: &'static str = "video:season_number";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowSeasonNumberError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowSeasonNumber`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowSeasonNumberError(crate::facet::FacetError);
impl VideoTvShowSeasonNumberError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowSeasonNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowSeasonNumberError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowSeasonNumberError> for crate::facet::FacetError {
    fn from(error: VideoTvShowSeasonNumberError) -> Self {
        error.0
    }
}
/// The value of `video:episode_number`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowEpisodeNumber(i64);
impl VideoTvShowEpisodeNumber {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    /// Checks the range.
    pub fn new(value: i64) -> Result<Self, VideoTvShowEpisodeNumberError> {
        if value < Self::MIN {
            return Err(
                VideoTvShowEpisodeNumberError(
                    crate::facet::FacetError::new(
                        "video:episode_number",
                        value.to_string(),
                        crate::facet::Violation::BelowMinimum {
                            min: "1",
                            max: None,
                        },
                    ),
                ),
            );
        }
        Ok(VideoTvShowEpisodeNumber(value))
    }
    /// Parses the `xsd:integer` form (`42`, `+42`, `-7`) and checks the range.
    pub fn parse(text: &str) -> Result<Self, VideoTvShowEpisodeNumberError> {
        let value = crate::lexical::integer::parse_integer(text)
            .ok_or_else(|| {
                VideoTvShowEpisodeNumberError(
                    crate::facet::FacetError::new(
                        "video:episode_number",
                        text,
                        crate::facet::Violation::NotInteger,
                    ),
                )
            })?;
        Self::new(value)
    }
    /// The value.
    pub const fn get(&self) -> i64 {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{}", self.0);
    }
}
impl TryFrom<i64> for VideoTvShowEpisodeNumber {
    type Error = VideoTvShowEpisodeNumberError;
    fn try_from(value: i64) -> Result<Self, VideoTvShowEpisodeNumberError> {
        Self::new(value)
    }
}
impl fmt::Display for VideoTvShowEpisodeNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowEpisodeNumber {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowEpisodeNumber {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = crate::serde_support::deserialize_integer(deserializer)?;
        Self::new(value).map_err(::serde::de::Error::custom)
    }
}
impl FromStr for VideoTvShowEpisodeNumber {
    type Err = VideoTvShowEpisodeNumberError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowEpisodeNumberError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowEpisodeNumber {
    type Error = VideoTvShowEpisodeNumberError;
    /// The same as [`VideoTvShowEpisodeNumber::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowEpisodeNumberError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowEpisodeNumber {
    type Error = VideoTvShowEpisodeNumberError;
    const LABEL: &'static str = "video:episode_number";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowEpisodeNumberError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowEpisodeNumber`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowEpisodeNumberError(crate::facet::FacetError);
impl VideoTvShowEpisodeNumberError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowEpisodeNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowEpisodeNumberError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowEpisodeNumberError> for crate::facet::FacetError {
    fn from(error: VideoTvShowEpisodeNumberError) -> Self {
        error.0
    }
}
/// The value of `video:premier_date`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoTvShowPremierDate(crate::lexical::datetime::DateTime);
impl VideoTvShowPremierDate {
    /// Parses a value, keeping the precision it was given.
    pub fn parse(text: &str) -> Result<Self, VideoTvShowPremierDateError> {
        let value = crate::lexical::datetime::DateTime::parse(text)
            .map_err(|e| {
                VideoTvShowPremierDateError(
                    crate::facet::FacetError::new(
                        "video:premier_date",
                        text,
                        crate::facet::Violation::DateTime(e),
                    ),
                )
            })?;
        Self::from_datetime(value)
    }
    /// Checks that a parsed date-time is one of the forms this type accepts.
    pub fn from_datetime(
        value: crate::lexical::datetime::DateTime,
    ) -> Result<Self, VideoTvShowPremierDateError> {
        if value.is_xsd_date() || value.is_xsd_date_time() {
            Ok(VideoTvShowPremierDate(value))
        } else {
            Err(
                VideoTvShowPremierDateError(
                    crate::facet::FacetError::new(
                        "video:premier_date",
                        value.to_string(),
                        crate::facet::Violation::NotInUnion {
                            expected: "an XML Schema date or an XML Schema dateTime",
                        },
                    ),
                ),
            )
        }
    }
    /// The parsed value, with the precision and zone it was given.
    pub const fn as_datetime(&self) -> &crate::lexical::datetime::DateTime {
        &self.0
    }
    /// The form written into documents (the value as given).
    pub fn to_document_string(&self) -> String {
        self.document_text_impl().into_owned()
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Owned(self.0.to_string())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        self.0.push_to(out);
    }
}
impl fmt::Display for VideoTvShowPremierDate {
    /// The value exactly as given (same precision and zone).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoTvShowPremierDate {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoTvShowPremierDate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoTvShowPremierDate {
    type Err = VideoTvShowPremierDateError;
    fn from_str(value: &str) -> Result<Self, VideoTvShowPremierDateError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoTvShowPremierDate {
    type Error = VideoTvShowPremierDateError;
    /// The same as [`VideoTvShowPremierDate::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoTvShowPremierDateError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoTvShowPremierDate {
    type Error = VideoTvShowPremierDateError;
    const LABEL: &'static str = "video:premier_date";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoTvShowPremierDateError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoTvShowPremierDate`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTvShowPremierDateError(crate::facet::FacetError);
impl VideoTvShowPremierDateError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoTvShowPremierDateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoTvShowPremierDateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoTvShowPremierDateError> for crate::facet::FacetError {
    fn from(error: VideoTvShowPremierDateError) -> Self {
        error.0
    }
}
/// yes or no; the official schema's Yes, YES, No and NO read as yes and no.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoYesNo {
    /// `yes` (also read as `Yes`, `YES`)
    Yes,
    /// `no` (also read as `No`, `NO`)
    No,
}
impl VideoYesNo {
    /// Every value, in schema order.
    pub const ALL: [VideoYesNo; 2usize] = [VideoYesNo::Yes, VideoYesNo::No];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 2usize] = ["yes", "no"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoYesNo::Yes => "yes",
            VideoYesNo::No => "no",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoYesNoError> {
        match value {
            "yes" => Ok(VideoYesNo::Yes),
            "no" => Ok(VideoYesNo::No),
            "Yes" => Ok(VideoYesNo::Yes),
            "YES" => Ok(VideoYesNo::Yes),
            "No" => Ok(VideoYesNo::No),
            "NO" => Ok(VideoYesNo::No),
            _ => {
                Err(
                    VideoYesNoError(
                        crate::facet::FacetError::new(
                            "video:family_friendly, video:requires_subscription, video:live or allow_embed",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoYesNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoYesNo {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoYesNo {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoYesNo {
    type Err = VideoYesNoError;
    fn from_str(value: &str) -> Result<Self, VideoYesNoError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoYesNo {
    type Error = VideoYesNoError;
    /// The same as [`VideoYesNo::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoYesNoError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoYesNo {
    type Error = VideoYesNoError;
    const LABEL: &'static str = "video:family_friendly, video:requires_subscription, video:live or allow_embed";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoYesNoError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoYesNo`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoYesNoError(crate::facet::FacetError);
impl VideoYesNoError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoYesNoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoYesNoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoYesNoError> for crate::facet::FacetError {
    fn from(error: VideoYesNoError) -> Self {
        error.0
    }
}
/// allow (only the listed ones) or deny (all but the listed ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoRelationship {
    /// `allow`
    Allow,
    /// `deny`
    Deny,
}
impl VideoRelationship {
    /// Every value, in schema order.
    pub const ALL: [VideoRelationship; 2usize] = [
        VideoRelationship::Allow,
        VideoRelationship::Deny,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 2usize] = ["allow", "deny"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            VideoRelationship::Allow => "allow",
            VideoRelationship::Deny => "deny",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, VideoRelationshipError> {
        match value {
            "allow" => Ok(VideoRelationship::Allow),
            "deny" => Ok(VideoRelationship::Deny),
            _ => {
                Err(
                    VideoRelationshipError(
                        crate::facet::FacetError::new(
                            "relationship",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for VideoRelationship {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoRelationship {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoRelationship {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoRelationship {
    type Err = VideoRelationshipError;
    fn from_str(value: &str) -> Result<Self, VideoRelationshipError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoRelationship {
    type Error = VideoRelationshipError;
    /// The same as [`VideoRelationship::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoRelationshipError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoRelationship {
    type Error = VideoRelationshipError;
    const LABEL: &'static str = "relationship";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoRelationshipError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoRelationship`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoRelationshipError(crate::facet::FacetError);
impl VideoRelationshipError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoRelationshipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoRelationshipError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoRelationshipError> for crate::facet::FacetError {
    fn from(error: VideoRelationshipError) -> Self {
        error.0
    }
}
/// ISO 3166 country codes of two capital letters, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct CountryList(Vec<crate::CountryCode>);
impl CountryList {
    /// Reads the items, separated by whitespace, each checked by its
    /// own type; the first that is not valid is the error.
    pub fn parse(value: &str) -> Result<Self, CountryListError> {
        value
            .split_ascii_whitespace()
            .map(|item| {
                crate::CountryCode::parse(item).map_err(|e| CountryListError(e.into()))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(CountryList)
    }
    /// A list of these items.
    pub fn new(items: impl IntoIterator<Item = crate::CountryCode>) -> Self {
        CountryList(items.into_iter().collect())
    }
    /// The items, in order.
    pub fn items(&self) -> &[crate::CountryCode] {
        &self.0
    }
    /// Takes the items out.
    pub fn into_items(self) -> Vec<crate::CountryCode> {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        let mut out = String::new();
        self.write_document_text_impl(&mut out);
        Cow::Owned(out)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        for (n, item) in self.0.iter().enumerate() {
            if n > 0 {
                out.push(' ');
            }
            crate::SchemaValue::write_document_text(item, out);
        }
    }
}
impl fmt::Display for CountryList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for CountryList {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for CountryList {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for CountryList {
    type Err = CountryListError;
    fn from_str(value: &str) -> Result<Self, CountryListError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for CountryList {
    type Error = CountryListError;
    /// The same as [`CountryList::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, CountryListError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for CountryList {
    type Error = CountryListError;
    const LABEL: &'static str = "restriction";
    const MARKUP_FREE: bool = <crate::CountryCode as crate::SchemaValue>::MARKUP_FREE;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, CountryListError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`CountryList`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountryListError(crate::facet::FacetError);
impl CountryListError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for CountryListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for CountryListError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<CountryListError> for crate::facet::FacetError {
    fn from(error: CountryListError) -> Self {
        error.0
    }
}
/// An ISO 3166 country code: two capital letters (GB, US).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CountryCode(String);
impl CountryCode {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, CountryCodeError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        static PATTERN: crate::pattern::Pattern = crate::pattern::Pattern {
            source: "[A-Z]{2}",
            alternatives: &[
                &[
                    crate::pattern::Piece {
                        atom: crate::pattern::Atom::Class {
                            ranges: &[('A', 'Z')],
                            negated: false,
                        },
                        min: 2u32,
                        max: Some(2u32),
                    },
                ],
            ],
        };
        if !PATTERN.matches(value) {
            return Err(
                CountryCodeError(
                    crate::facet::FacetError::new(
                        "restriction",
                        value,
                        crate::facet::Violation::Pattern {
                            pattern: PATTERN.source,
                        },
                    ),
                ),
            );
        }
        Ok(CountryCode(value.to_owned()))
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
impl TryFrom<String> for CountryCode {
    type Error = CountryCodeError;
    fn try_from(value: String) -> Result<Self, CountryCodeError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for CountryCode {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<CountryCode> for String {
    fn from(value: CountryCode) -> Self {
        value.0
    }
}
impl fmt::Display for CountryCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for CountryCode {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for CountryCode {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for CountryCode {
    type Err = CountryCodeError;
    fn from_str(value: &str) -> Result<Self, CountryCodeError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for CountryCode {
    type Error = CountryCodeError;
    /// The same as [`CountryCode::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, CountryCodeError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for CountryCode {
    type Error = CountryCodeError;
    const LABEL: &'static str = "restriction";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, CountryCodeError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`CountryCode`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountryCodeError(crate::facet::FacetError);
impl CountryCodeError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for CountryCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for CountryCodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<CountryCodeError> for crate::facet::FacetError {
    fn from(error: CountryCodeError) -> Self {
        error.0
    }
}
/// web, mobile and tv, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct PlatformList(Vec<crate::Platform>);
impl PlatformList {
    /// Reads the items, separated by whitespace, each checked by its
    /// own type; the first that is not valid is the error.
    pub fn parse(value: &str) -> Result<Self, PlatformListError> {
        value
            .split_ascii_whitespace()
            .map(|item| {
                crate::Platform::parse(item).map_err(|e| PlatformListError(e.into()))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(PlatformList)
    }
    /// A list of these items.
    pub fn new(items: impl IntoIterator<Item = crate::Platform>) -> Self {
        PlatformList(items.into_iter().collect())
    }
    /// The items, in order.
    pub fn items(&self) -> &[crate::Platform] {
        &self.0
    }
    /// Takes the items out.
    pub fn into_items(self) -> Vec<crate::Platform> {
        self.0
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        let mut out = String::new();
        self.write_document_text_impl(&mut out);
        Cow::Owned(out)
    }
    fn write_document_text_impl(&self, out: &mut String) {
        for (n, item) in self.0.iter().enumerate() {
            if n > 0 {
                out.push(' ');
            }
            crate::SchemaValue::write_document_text(item, out);
        }
    }
}
impl fmt::Display for PlatformList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for PlatformList {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.document_text_impl())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for PlatformList {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for PlatformList {
    type Err = PlatformListError;
    fn from_str(value: &str) -> Result<Self, PlatformListError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for PlatformList {
    type Error = PlatformListError;
    /// The same as [`PlatformList::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, PlatformListError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for PlatformList {
    type Error = PlatformListError;
    const LABEL: &'static str = "platform";
    const MARKUP_FREE: bool = <crate::Platform as crate::SchemaValue>::MARKUP_FREE;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, PlatformListError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`PlatformList`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformListError(crate::facet::FacetError);
impl PlatformListError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for PlatformListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for PlatformListError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<PlatformListError> for crate::facet::FacetError {
    fn from(error: PlatformListError) -> Self {
        error.0
    }
}
/// A platform a video is shown on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Platform {
    /// `web`
    Web,
    /// `mobile`
    Mobile,
    /// `tv`
    Tv,
}
impl Platform {
    /// Every value, in schema order.
    pub const ALL: [Platform; 3usize] = [Platform::Web, Platform::Mobile, Platform::Tv];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 3usize] = ["web", "mobile", "tv"];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            Platform::Web => "web",
            Platform::Mobile => "mobile",
            Platform::Tv => "tv",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, PlatformError> {
        match value {
            "web" => Ok(Platform::Web),
            "mobile" => Ok(Platform::Mobile),
            "tv" => Ok(Platform::Tv),
            _ => {
                Err(
                    PlatformError(
                        crate::facet::FacetError::new(
                            "platform",
                            value,
                            crate::facet::Violation::NotInEnumeration {
                                allowed: &Self::VALUES,
                                suggestion: crate::suggest::closest(value, &Self::VALUES),
                            },
                        ),
                    ),
                )
            }
        }
    }
    fn document_text_impl(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn write_document_text_impl(&self, out: &mut String) {
        out.push_str(self.as_str());
    }
}
impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for Platform {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for Platform {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for Platform {
    type Err = PlatformError;
    fn from_str(value: &str) -> Result<Self, PlatformError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for Platform {
    type Error = PlatformError;
    /// The same as [`Platform::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, PlatformError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for Platform {
    type Error = PlatformError;
    const LABEL: &'static str = "platform";
    const MARKUP_FREE: bool = true;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, PlatformError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`Platform`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformError(crate::facet::FacetError);
impl PlatformError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for PlatformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for PlatformError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<PlatformError> for crate::facet::FacetError {
    fn from(error: PlatformError) -> Self {
        error.0
    }
}
/// The absolute http or https address of the video's thumbnail.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ThumbnailLoc(String);
impl ThumbnailLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ThumbnailLocError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                ThumbnailLocError(
                    crate::facet::FacetError::new(
                        "video:thumbnail_loc",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        Ok(ThumbnailLoc(value.to_owned()))
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
impl TryFrom<String> for ThumbnailLoc {
    type Error = ThumbnailLocError;
    fn try_from(value: String) -> Result<Self, ThumbnailLocError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ThumbnailLoc {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ThumbnailLoc> for String {
    fn from(value: ThumbnailLoc) -> Self {
        value.0
    }
}
impl fmt::Display for ThumbnailLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ThumbnailLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ThumbnailLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ThumbnailLoc {
    type Err = ThumbnailLocError;
    fn from_str(value: &str) -> Result<Self, ThumbnailLocError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ThumbnailLoc {
    type Error = ThumbnailLocError;
    /// The same as [`ThumbnailLoc::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ThumbnailLocError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ThumbnailLoc {
    type Error = ThumbnailLocError;
    const LABEL: &'static str = "video:thumbnail_loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, ThumbnailLocError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ThumbnailLoc`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThumbnailLocError(crate::facet::FacetError);
impl ThumbnailLocError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ThumbnailLocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ThumbnailLocError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ThumbnailLocError> for crate::facet::FacetError {
    fn from(error: ThumbnailLocError) -> Self {
        error.0
    }
}
/// The absolute http or https address of the video file itself.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ContentLoc(String);
impl ContentLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ContentLocError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                ContentLocError(
                    crate::facet::FacetError::new(
                        "video:content_loc",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        Ok(ContentLoc(value.to_owned()))
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
impl TryFrom<String> for ContentLoc {
    type Error = ContentLocError;
    fn try_from(value: String) -> Result<Self, ContentLocError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for ContentLoc {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<ContentLoc> for String {
    fn from(value: ContentLoc) -> Self {
        value.0
    }
}
impl fmt::Display for ContentLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for ContentLoc {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for ContentLoc {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for ContentLoc {
    type Err = ContentLocError;
    fn from_str(value: &str) -> Result<Self, ContentLocError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for ContentLoc {
    type Error = ContentLocError;
    /// The same as [`ContentLoc::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, ContentLocError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for ContentLoc {
    type Error = ContentLocError;
    const LABEL: &'static str = "video:content_loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, ContentLocError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`ContentLoc`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentLocError(crate::facet::FacetError);
impl ContentLocError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for ContentLocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for ContentLocError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<ContentLocError> for crate::facet::FacetError {
    fn from(error: ContentLocError) -> Self {
        error.0
    }
}
/// The absolute http or https address of a player for the video.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerUrl(String);
impl PlayerUrl {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, PlayerUrlError> {
        let original = value;
        let value = crate::lexical::uri::normalize_http_url(value)
            .map_err(|e| {
                PlayerUrlError(
                    crate::facet::FacetError::new(
                        "player_loc",
                        original,
                        crate::facet::Violation::Uri(e),
                    ),
                )
            })?;
        let value: &str = &value;
        Ok(PlayerUrl(value.to_owned()))
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
impl TryFrom<String> for PlayerUrl {
    type Error = PlayerUrlError;
    fn try_from(value: String) -> Result<Self, PlayerUrlError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for PlayerUrl {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<PlayerUrl> for String {
    fn from(value: PlayerUrl) -> Self {
        value.0
    }
}
impl fmt::Display for PlayerUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for PlayerUrl {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for PlayerUrl {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for PlayerUrl {
    type Err = PlayerUrlError;
    fn from_str(value: &str) -> Result<Self, PlayerUrlError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for PlayerUrl {
    type Error = PlayerUrlError;
    /// The same as [`PlayerUrl::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, PlayerUrlError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for PlayerUrl {
    type Error = PlayerUrlError;
    const LABEL: &'static str = "player_loc";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = true;
    fn from_document_text(text: &str) -> Result<Self, PlayerUrlError> {
        Self::parse(&crate::facet::collapse_whitespace(text))
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`PlayerUrl`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerUrlError(crate::facet::FacetError);
impl PlayerUrlError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for PlayerUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for PlayerUrlError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<PlayerUrlError> for crate::facet::FacetError {
    fn from(error: PlayerUrlError) -> Self {
        error.0
    }
}
/// Player arguments for starting on its own (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPlayerLocAutoplay(String);
impl VideoPlayerLocAutoplay {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPlayerLocAutoplayError> {
        let value = Cow::Borrowed(value);
        let value: &str = &value;
        Ok(VideoPlayerLocAutoplay(value.to_owned()))
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
impl TryFrom<String> for VideoPlayerLocAutoplay {
    type Error = VideoPlayerLocAutoplayError;
    fn try_from(value: String) -> Result<Self, VideoPlayerLocAutoplayError> {
        Self::parse(&value)
    }
}
impl AsRef<str> for VideoPlayerLocAutoplay {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl From<VideoPlayerLocAutoplay> for String {
    fn from(value: VideoPlayerLocAutoplay) -> Self {
        value.0
    }
}
impl fmt::Display for VideoPlayerLocAutoplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl ::serde::Serialize for VideoPlayerLocAutoplay {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
#[cfg(feature = "serde")]
impl<'de> ::serde::Deserialize<'de> for VideoPlayerLocAutoplay {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::serde_support::deserialize_text(deserializer)
    }
}
impl FromStr for VideoPlayerLocAutoplay {
    type Err = VideoPlayerLocAutoplayError;
    fn from_str(value: &str) -> Result<Self, VideoPlayerLocAutoplayError> {
        Self::parse(value)
    }
}
impl TryFrom<&str> for VideoPlayerLocAutoplay {
    type Error = VideoPlayerLocAutoplayError;
    /// The same as [`VideoPlayerLocAutoplay::from_str`](std::str::FromStr::from_str).
    fn try_from(value: &str) -> Result<Self, VideoPlayerLocAutoplayError> {
        Self::parse(value)
    }
}
impl crate::SchemaValue for VideoPlayerLocAutoplay {
    type Error = VideoPlayerLocAutoplayError;
    const LABEL: &'static str = "autoplay";
    const MARKUP_FREE: bool = false;
    const NORMALIZED_URL: bool = false;
    fn from_document_text(text: &str) -> Result<Self, VideoPlayerLocAutoplayError> {
        Self::parse(text)
    }
    fn document_text(&self) -> Cow<'_, str> {
        self.document_text_impl()
    }
    fn write_document_text(&self, out: &mut String) {
        self.write_document_text_impl(out);
    }
}
/// Why a value is not a valid [`VideoPlayerLocAutoplay`]; its message names the rule and the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoPlayerLocAutoplayError(crate::facet::FacetError);
impl VideoPlayerLocAutoplayError {
    /// The rule that was broken, the rejected value and the element it was meant for.
    pub fn facet(&self) -> &crate::facet::FacetError {
        &self.0
    }
}
impl fmt::Display for VideoPlayerLocAutoplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
impl std::error::Error for VideoPlayerLocAutoplayError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.0)
    }
}
impl From<VideoPlayerLocAutoplayError> for crate::facet::FacetError {
    fn from(error: VideoPlayerLocAutoplayError) -> Self {
        error.0
    }
}
