// @generated from schemas/sitemap-video.xsd by `cargo run -p sitemap-codegen`. Do not edit.

/// The video's title, at most 100 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTitle(String);
impl VideoTitle {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 100usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTitleError> {
        crate::values::check_text("video:title", value, None, Some(100usize), None)?;
        Ok(VideoTitle(value.into()))
    }
}
crate::values::text_value!(
    VideoTitle, "video:title", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTitleError = crate::FacetError;
/// What the video is about, at most 2,048 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoDescription(String);
impl VideoDescription {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 2048usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoDescriptionError> {
        crate::values::check_text(
            "video:description",
            value,
            None,
            Some(2048usize),
            None,
        )?;
        Ok(VideoDescription(value.into()))
    }
}
crate::values::text_value!(
    VideoDescription, "video:description", markup_free : false, url : false, collapse :
    false
);
/// Why a value is not a valid [`VideoDescription`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoDescriptionError = crate::FacetError;
/// The length of the video in seconds, from 1 to 28,800 (eight hours). The official schema starts at 0; the minimum of 1 is Google's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoDuration(i64);
impl VideoDuration {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    /// The largest value (`maxInclusive` facet).
    pub const MAX: i64 = 28800i64;
    const RANGE: crate::values::IntegerRange = crate::values::IntegerRange {
        min: Some((1i64, "1")),
        max: Some((28800i64, "28800")),
        google: Some(("Google requires at least 1", "write a value from 1 to 28800")),
    };
}
crate::values::integer_value!(VideoDuration, "video:duration");
/// Why a value is not a valid [`VideoDuration`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoDurationError = crate::FacetError;
/// When the video stops being available: a date or a date and time with a time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoExpirationDate(crate::DateTime);
crate::values::datetime_value!(
    VideoExpirationDate, "video:expiration_date", expected :
    "an XML Schema date or an XML Schema dateTime", w3c : false, accepts : | value |
    value.is_xsd_date() || value.is_xsd_date_time()
);
/// Why a value is not a valid [`VideoExpirationDate`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoExpirationDateError = crate::FacetError;
/// The rating, from 0.0 to 5.0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoRating(crate::Decimal);
impl VideoRating {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: VideoRating = VideoRating(
        crate::Decimal::from_parts(0i64, 0u32).unwrap(),
    );
    /// The largest value (`maxInclusive` facet).
    pub const MAX: VideoRating = VideoRating(
        crate::Decimal::from_parts(5i64, 0u32).unwrap(),
    );
    const RANGE: crate::values::DecimalRange = crate::values::DecimalRange {
        min: Some((Self::MIN.0, "0")),
        max: Some((Self::MAX.0, "5")),
    };
}
crate::values::decimal_value!(VideoRating, "video:rating");
/// Why a value is not a valid [`VideoRating`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoRatingError = crate::FacetError;
/// The value of `content_segment_loc`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoContentSegmentLocValue(String);
impl VideoContentSegmentLocValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoContentSegmentLocValueError> {
        Ok(VideoContentSegmentLocValue(value.into()))
    }
}
crate::values::text_value!(
    VideoContentSegmentLocValue, "content_segment_loc", markup_free : false, url : false,
    collapse : true
);
/// Why a value is not a valid [`VideoContentSegmentLocValue`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoContentSegmentLocValueError = crate::FacetError;
/// The value of `duration`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoContentSegmentLocDuration(i64);
impl VideoContentSegmentLocDuration {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 0i64;
    /// The largest value (`maxInclusive` facet).
    pub const MAX: i64 = 28800i64;
    const RANGE: crate::values::IntegerRange = crate::values::IntegerRange {
        min: Some((0i64, "0")),
        max: Some((28800i64, "28800")),
        google: None,
    };
}
crate::values::integer_value!(VideoContentSegmentLocDuration, "duration");
/// Why a value is not a valid [`VideoContentSegmentLocDuration`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoContentSegmentLocDurationError = crate::FacetError;
/// How many times the video was watched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoViewCount(i64);
impl VideoViewCount {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 0i64;
    const RANGE: crate::values::IntegerRange = crate::values::IntegerRange {
        min: Some((0i64, "0")),
        max: None,
        google: None,
    };
}
crate::values::integer_value!(VideoViewCount, "video:view_count");
/// Why a value is not a valid [`VideoViewCount`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoViewCountError = crate::FacetError;
/// When the video was first published: a date or a date and time with a time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoPublicationDate(crate::DateTime);
crate::values::datetime_value!(
    VideoPublicationDate, "video:publication_date", expected :
    "an XML Schema date or an XML Schema dateTime", w3c : false, accepts : | value |
    value.is_xsd_date() || value.is_xsd_date_time()
);
/// Why a value is not a valid [`VideoPublicationDate`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPublicationDateError = crate::FacetError;
/// A word describing the video; at most 32 of them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTag(String);
impl VideoTag {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTagError> {
        Ok(VideoTag(value.into()))
    }
}
crate::values::text_value!(
    VideoTag, "video:tag", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoTag`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTagError = crate::FacetError;
/// The video's category, at most 256 characters (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoCategory(String);
impl VideoCategory {
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 256usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoCategoryError> {
        crate::values::check_text("video:category", value, None, Some(256usize), None)?;
        Ok(VideoCategory(value.into()))
    }
}
crate::values::text_value!(
    VideoCategory, "video:category", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoCategory`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoCategoryError = crate::FacetError;
/// The value of `gallery_loc`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoGalleryLocValue(String);
impl VideoGalleryLocValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoGalleryLocValueError> {
        Ok(VideoGalleryLocValue(value.into()))
    }
}
crate::values::text_value!(
    VideoGalleryLocValue, "gallery_loc", markup_free : false, url : false, collapse :
    true
);
/// Why a value is not a valid [`VideoGalleryLocValue`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoGalleryLocValueError = crate::FacetError;
/// The value of `title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoGalleryLocTitle(String);
impl VideoGalleryLocTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoGalleryLocTitleError> {
        Ok(VideoGalleryLocTitle(value.into()))
    }
}
crate::values::text_value!(
    VideoGalleryLocTitle, "title", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoGalleryLocTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoGalleryLocTitleError = crate::FacetError;
/// The value of `price`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPriceValue(String);
impl VideoPriceValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPriceValueError> {
        Ok(VideoPriceValue(value.into()))
    }
}
crate::values::text_value!(
    VideoPriceValue, "price", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoPriceValue`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPriceValueError = crate::FacetError;
/// The value of `currency`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPriceCurrency(String);
impl VideoPriceCurrency {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPriceCurrencyError> {
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
        crate::values::check_text("currency", value, None, None, Some(&PATTERN))?;
        Ok(VideoPriceCurrency(value.into()))
    }
}
crate::values::text_value!(
    VideoPriceCurrency, "currency", markup_free : true, url : false, collapse : false
);
/// Why a value is not a valid [`VideoPriceCurrency`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPriceCurrencyError = crate::FacetError;
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
            _ => Err(crate::values::not_in_enumeration("type", value, &Self::VALUES)),
        }
    }
}
crate::values::enumeration_value!(VideoPriceType, "type", markup_free : true);
/// Why a value is not a valid [`VideoPriceType`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPriceTypeError = crate::FacetError;
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
                    crate::values::not_in_enumeration("resolution", value, &Self::VALUES),
                )
            }
        }
    }
}
crate::values::enumeration_value!(
    VideoPriceResolution, "resolution", markup_free : true
);
/// Why a value is not a valid [`VideoPriceResolution`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPriceResolutionError = crate::FacetError;
/// The value of `uploader`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoUploaderValue(String);
impl VideoUploaderValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoUploaderValueError> {
        Ok(VideoUploaderValue(value.into()))
    }
}
crate::values::text_value!(
    VideoUploaderValue, "uploader", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoUploaderValue`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoUploaderValueError = crate::FacetError;
/// The value of `info`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoUploaderInfo(String);
impl VideoUploaderInfo {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoUploaderInfoError> {
        Ok(VideoUploaderInfo(value.into()))
    }
}
crate::values::text_value!(
    VideoUploaderInfo, "info", markup_free : false, url : false, collapse : true
);
/// Why a value is not a valid [`VideoUploaderInfo`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoUploaderInfoError = crate::FacetError;
/// The value of `id`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoIdValue(String);
impl VideoIdValue {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoIdValueError> {
        Ok(VideoIdValue(value.into()))
    }
}
crate::values::text_value!(
    VideoIdValue, "id", markup_free : false, url : false, collapse : false
);
/// Why a value is not a valid [`VideoIdValue`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoIdValueError = crate::FacetError;
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
            _ => Err(crate::values::not_in_enumeration("type", value, &Self::VALUES)),
        }
    }
}
crate::values::enumeration_value!(VideoIdType, "type", markup_free : true);
/// Why a value is not a valid [`VideoIdType`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoIdTypeError = crate::FacetError;
/// The value of `video:show_title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowShowTitle(String);
impl VideoTvShowShowTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTvShowShowTitleError> {
        Ok(VideoTvShowShowTitle(value.into()))
    }
}
crate::values::text_value!(
    VideoTvShowShowTitle, "video:show_title", markup_free : false, url : false, collapse
    : false
);
/// Why a value is not a valid [`VideoTvShowShowTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowShowTitleError = crate::FacetError;
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
                    crate::values::not_in_enumeration(
                        "video:video_type",
                        value,
                        &Self::VALUES,
                    ),
                )
            }
        }
    }
}
crate::values::enumeration_value!(
    VideoTvShowVideoType, "video:video_type", markup_free : true
);
/// Why a value is not a valid [`VideoTvShowVideoType`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowVideoTypeError = crate::FacetError;
/// The value of `video:episode_title`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowEpisodeTitle(String);
impl VideoTvShowEpisodeTitle {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoTvShowEpisodeTitleError> {
        Ok(VideoTvShowEpisodeTitle(value.into()))
    }
}
crate::values::text_value!(
    VideoTvShowEpisodeTitle, "video:episode_title", markup_free : false, url : false,
    collapse : false
);
/// Why a value is not a valid [`VideoTvShowEpisodeTitle`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowEpisodeTitleError = crate::FacetError;
/// The value of `video:season_number`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowSeasonNumber(i64);
impl VideoTvShowSeasonNumber {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    const RANGE: crate::values::IntegerRange = crate::values::IntegerRange {
        min: Some((1i64, "1")),
        max: None,
        google: None,
    };
}
crate::values::integer_value!(VideoTvShowSeasonNumber, "video:season_number");
/// Why a value is not a valid [`VideoTvShowSeasonNumber`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowSeasonNumberError = crate::FacetError;
/// The value of `video:episode_number`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoTvShowEpisodeNumber(i64);
impl VideoTvShowEpisodeNumber {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: i64 = 1i64;
    const RANGE: crate::values::IntegerRange = crate::values::IntegerRange {
        min: Some((1i64, "1")),
        max: None,
        google: None,
    };
}
crate::values::integer_value!(VideoTvShowEpisodeNumber, "video:episode_number");
/// Why a value is not a valid [`VideoTvShowEpisodeNumber`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowEpisodeNumberError = crate::FacetError;
/// The value of `video:premier_date`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VideoTvShowPremierDate(crate::DateTime);
crate::values::datetime_value!(
    VideoTvShowPremierDate, "video:premier_date", expected :
    "an XML Schema date or an XML Schema dateTime", w3c : false, accepts : | value |
    value.is_xsd_date() || value.is_xsd_date_time()
);
/// Why a value is not a valid [`VideoTvShowPremierDate`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoTvShowPremierDateError = crate::FacetError;
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
                    crate::values::not_in_enumeration(
                        "video:family_friendly, video:requires_subscription, video:live or allow_embed",
                        value,
                        &Self::VALUES,
                    ),
                )
            }
        }
    }
}
crate::values::enumeration_value!(
    VideoYesNo,
    "video:family_friendly, video:requires_subscription, video:live or allow_embed",
    markup_free : true
);
/// Why a value is not a valid [`VideoYesNo`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoYesNoError = crate::FacetError;
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
                    crate::values::not_in_enumeration(
                        "relationship",
                        value,
                        &Self::VALUES,
                    ),
                )
            }
        }
    }
}
crate::values::enumeration_value!(VideoRelationship, "relationship", markup_free : true);
/// Why a value is not a valid [`VideoRelationship`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoRelationshipError = crate::FacetError;
/// ISO 3166 country codes of two capital letters, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct CountryList(Vec<crate::CountryCode>);
crate::values::list_value!(CountryList, CountryCode, "restriction");
/// Why a value is not a valid [`CountryList`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type CountryListError = crate::FacetError;
/// An ISO 3166 country code: two capital letters (GB, US).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CountryCode(String);
impl CountryCode {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, CountryCodeError> {
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
        crate::values::check_text("restriction", value, None, None, Some(&PATTERN))?;
        Ok(CountryCode(value.into()))
    }
}
crate::values::text_value!(
    CountryCode, "restriction", markup_free : true, url : false, collapse : false
);
/// Why a value is not a valid [`CountryCode`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type CountryCodeError = crate::FacetError;
/// web, mobile and tv, separated by spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct PlatformList(Vec<crate::Platform>);
crate::values::list_value!(PlatformList, Platform, "platform");
/// Why a value is not a valid [`PlatformList`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type PlatformListError = crate::FacetError;
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
            _ => Err(crate::values::not_in_enumeration("platform", value, &Self::VALUES)),
        }
    }
}
crate::values::enumeration_value!(Platform, "platform", markup_free : true);
/// Why a value is not a valid [`Platform`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type PlatformError = crate::FacetError;
/// The absolute http or https address of the video's thumbnail.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ThumbnailLoc(String);
impl ThumbnailLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ThumbnailLocError> {
        let value = crate::values::normalize_url("video:thumbnail_loc", value)?;
        Ok(ThumbnailLoc(value.into()))
    }
}
crate::values::text_value!(
    ThumbnailLoc, "video:thumbnail_loc", markup_free : false, url : true, collapse : true
);
/// Why a value is not a valid [`ThumbnailLoc`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ThumbnailLocError = crate::FacetError;
/// The absolute http or https address of the video file itself.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ContentLoc(String);
impl ContentLoc {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, ContentLocError> {
        let value = crate::values::normalize_url("video:content_loc", value)?;
        Ok(ContentLoc(value.into()))
    }
}
crate::values::text_value!(
    ContentLoc, "video:content_loc", markup_free : false, url : true, collapse : true
);
/// Why a value is not a valid [`ContentLoc`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ContentLocError = crate::FacetError;
/// The absolute http or https address of a player for the video.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerUrl(String);
impl PlayerUrl {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, PlayerUrlError> {
        let value = crate::values::normalize_url("player_loc", value)?;
        Ok(PlayerUrl(value.into()))
    }
}
crate::values::text_value!(
    PlayerUrl, "player_loc", markup_free : false, url : true, collapse : true
);
/// Why a value is not a valid [`PlayerUrl`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type PlayerUrlError = crate::FacetError;
/// Player arguments for starting on its own (no longer read by Google).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VideoPlayerLocAutoplay(String);
impl VideoPlayerLocAutoplay {
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, VideoPlayerLocAutoplayError> {
        Ok(VideoPlayerLocAutoplay(value.into()))
    }
}
crate::values::text_value!(
    VideoPlayerLocAutoplay, "autoplay", markup_free : false, url : false, collapse :
    false
);
/// Why a value is not a valid [`VideoPlayerLocAutoplay`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type VideoPlayerLocAutoplayError = crate::FacetError;
