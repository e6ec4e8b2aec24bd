// @generated from schemas/sitemap-video.xsd by `cargo run -p sitemap-codegen`. Do not edit.

crate::element::element! {
    /// A part of the video in its own file (no longer read by Google).
    VideoContentSegmentLoc, VideoContentSegmentLocBuilder: "content_segment_loc"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::VideoContentSegmentLocValue);
    read(flat: no, text: yes);
    {
        duration: optional attribute copy crate::VideoContentSegmentLocDuration = "duration",
            [put_attribute_duration set_duration with_duration];
        value: required text ref crate::VideoContentSegmentLocValue = "#text",
            [put_value set_value with_value];
    }
}
crate::element::element! {
    /// The countries where the video may (allow) or may not (deny) be shown, as ISO 3166 codes separated by spaces.
    VideoRestriction, VideoRestrictionBuilder: "restriction"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::CountryList, relationship: crate::VideoRelationship);
    read(flat: no, text: no);
    {
        relationship: required attribute copy crate::VideoRelationship = "relationship",
            [put_attribute_relationship set_relationship with_relationship];
        value: required text ref crate::CountryList = "#text", [put_value set_value with_value];
    }
}
crate::element::element! {
    /// A page listing the video with others (no longer read by Google).
    VideoGalleryLoc, VideoGalleryLocBuilder: "gallery_loc"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::VideoGalleryLocValue);
    read(flat: no, text: yes);
    {
        title: optional attribute ref crate::VideoGalleryLocTitle = "title",
            [put_attribute_title set_title with_title];
        value: required text ref crate::VideoGalleryLocValue = "#text",
            [put_value set_value with_value];
    }
}
crate::element::element! {
    /// What viewing or buying the video costs, in a currency (no longer read by Google).
    VideoPrice, VideoPriceBuilder: "price"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::VideoPriceValue);
    read(flat: no, text: yes);
    {
        currency: optional attribute ref crate::VideoPriceCurrency = "currency",
            [put_attribute_currency set_currency with_currency];
        type_attribute: optional attribute copy crate::VideoPriceType = "type",
            [put_attribute_type_attribute set_type_attribute with_type_attribute];
        resolution: optional attribute copy crate::VideoPriceResolution = "resolution",
            [put_attribute_resolution set_resolution with_resolution];
        value: required text ref crate::VideoPriceValue = "#text", [put_value set_value with_value];
    }
}
crate::element::element! {
    /// Who uploaded the video, at most 255 characters, with an optional page about them.
    VideoUploader, VideoUploaderBuilder: "uploader"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::VideoUploaderValue);
    read(flat: no, text: yes);
    {
        info: optional attribute ref crate::VideoUploaderInfo = "info",
            [put_attribute_info set_info with_info];
        value: required text ref crate::VideoUploaderValue = "#text",
            [put_value set_value with_value];
    }
}
crate::element::element! {
    /// The platforms the video may (allow) or may not (deny) be shown on: web, mobile and tv, separated by spaces.
    VideoPlatform, VideoPlatformBuilder: "platform"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::PlatformList, relationship: crate::VideoRelationship);
    read(flat: no, text: no);
    {
        relationship: required attribute copy crate::VideoRelationship = "relationship",
            [put_attribute_relationship set_relationship with_relationship];
        value: required text ref crate::PlatformList = "#text", [put_value set_value with_value];
    }
}
crate::element::element! {
    /// An identifier of the video in a catalogue (no longer read by Google).
    VideoId, VideoIdBuilder: "id" in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::VideoIdValue, type_attribute: crate::VideoIdType);
    read(flat: no, text: no);
    {
        type_attribute: required attribute copy crate::VideoIdType = "type",
            [put_attribute_type_attribute set_type_attribute with_type_attribute];
        value: required text ref crate::VideoIdValue = "#text", [put_value set_value with_value];
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
/// The elements of [`VideoSource`], as `<video>`'s builder collects them.
#[derive(Debug, Default)]
pub(crate) struct VideoSourceParts {
    content_loc: Option<crate::ContentLoc>,
    player_loc: Option<crate::VideoPlayerLoc>,
}
impl crate::element::Choice for VideoSource {
    type Parts = VideoSourceParts;
    fn from_parts(parts: VideoSourceParts) -> Result<Self, crate::ContentError> {
        Ok(
            match (parts.content_loc, parts.player_loc) {
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
        )
    }
}
crate::element::element! {
    /// One video on the page of the enclosing url entry. It needs a thumbnail, a title, a description, and the address of the video file or of its player. Google stopped reading category, gallery_loc, price, tvshow and the player's allow_embed and autoplay in 2022, so they are read and reported, and written only when asked for.
    Video, VideoBuilder: "video" in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [
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
    new(
        thumbnail_loc: crate::ThumbnailLoc,
        title: crate::VideoTitle,
        description: crate::VideoDescription,
        source: crate::VideoSource,
    );
    read(flat: yes, text: no);
    {
        thumbnail_loc: required value ref crate::ThumbnailLoc = "thumbnail_loc",
            [put_thumbnail_loc set_thumbnail_loc with_thumbnail_loc];
        /// The video's title, at most 100 characters.
        title: required value ref crate::VideoTitle = "title", [put_title set_title with_title];
        /// What the video is about, at most 2,048 characters.
        description: required value ref crate::VideoDescription = "description",
            [put_description set_description with_description];
        /// Where the video can be had: the address of its file, of a player for it, or both. Google needs at least one of them.
        source: required choice ref crate::VideoSource = "source", [put_source set_source with_source] {
            content_loc: value crate::ContentLoc = "content_loc", [put_content_loc];
            player_loc: element crate::VideoPlayerLoc = "player_loc",
                [put_player_loc player_loc_mut] from_text;
        };
        /// The length of the video in seconds, from 1 to 28,800 (eight hours). The official schema starts at 0; the minimum of 1 is Google's.
        duration: optional value copy crate::VideoDuration = "duration",
            [put_duration set_duration with_duration];
        /// When the video stops being available: a date or a date and time with a time zone.
        expiration_date: optional value copy crate::VideoExpirationDate = "expiration_date",
            [put_expiration_date set_expiration_date with_expiration_date];
        /// The rating, from 0.0 to 5.0.
        rating: optional value copy crate::VideoRating = "rating",
            [put_rating set_rating with_rating];
        content_segment_locs: (many 0, None) element ref crate::VideoContentSegmentLoc = "content_segment_loc",
            [put_content_segment_loc push_content_segment_loc into_content_segment_locs] from_text;
        /// How many times the video was watched.
        view_count: optional value copy crate::VideoViewCount = "view_count",
            [put_view_count set_view_count with_view_count];
        /// When the video was first published: a date or a date and time with a time zone.
        publication_date: optional value copy crate::VideoPublicationDate = "publication_date",
            [put_publication_date set_publication_date with_publication_date];
        tags: (many 0, Some(32)) value ref crate::VideoTag = "tag", [put_tag push_tag into_tags];
        /// The video's category, at most 256 characters (no longer read by Google).
        category: optional value ref crate::VideoCategory = "category",
            [put_category set_category with_category] deprecated;
        family_friendly: optional value copy crate::VideoYesNo = "family_friendly",
            [put_family_friendly set_family_friendly with_family_friendly];
        /// The countries where the video may (allow) or may not (deny) be shown, as ISO 3166 codes separated by spaces.
        restriction: optional element ref crate::VideoRestriction = "restriction",
            [put_restriction set_restriction with_restriction];
        /// A page listing the video with others (no longer read by Google).
        gallery_loc: optional element ref crate::VideoGalleryLoc = "gallery_loc",
            [put_gallery_loc set_gallery_loc with_gallery_loc] deprecated from_text;
        prices: (many 0, None) element ref crate::VideoPrice = "price",
            [put_price push_price into_prices] deprecated from_text;
        requires_subscription: optional value copy crate::VideoYesNo = "requires_subscription",
            [put_requires_subscription set_requires_subscription with_requires_subscription];
        /// Who uploaded the video, at most 255 characters, with an optional page about them.
        uploader: optional element ref crate::VideoUploader = "uploader",
            [put_uploader set_uploader with_uploader] from_text;
        /// The show an episode belongs to (no longer read by Google).
        tvshow: optional element ref crate::VideoTvShow = "tvshow",
            [put_tvshow set_tvshow with_tvshow] deprecated;
        /// The platforms the video may (allow) or may not (deny) be shown on: web, mobile and tv, separated by spaces.
        platform: optional element ref crate::VideoPlatform = "platform",
            [put_platform set_platform with_platform];
        live: optional value copy crate::VideoYesNo = "live", [put_live set_live with_live];
        ids: (many 0, None) element ref crate::VideoId = "id", [put_id push_id into_ids];
    }
}
crate::element::element! {
    /// The television show the video belongs to (no longer read by Google).
    VideoTvShow, VideoTvShowBuilder: "tvshow"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [
        "show_title",
        "video_type",
        "episode_title",
        "season_number",
        "episode_number",
        "premier_date",
    ];
    new(show_title: crate::VideoTvShowShowTitle, video_type: crate::VideoTvShowVideoType);
    read(flat: no, text: no);
    {
        show_title: required value ref crate::VideoTvShowShowTitle = "show_title",
            [put_show_title set_show_title with_show_title];
        video_type: required value copy crate::VideoTvShowVideoType = "video_type",
            [put_video_type set_video_type with_video_type];
        episode_title: optional value ref crate::VideoTvShowEpisodeTitle = "episode_title",
            [put_episode_title set_episode_title with_episode_title];
        season_number: optional value copy crate::VideoTvShowSeasonNumber = "season_number",
            [put_season_number set_season_number with_season_number];
        episode_number: optional value copy crate::VideoTvShowEpisodeNumber = "episode_number",
            [put_episode_number set_episode_number with_episode_number];
        premier_date: optional value copy crate::VideoTvShowPremierDate = "premier_date",
            [put_premier_date set_premier_date with_premier_date];
    }
}
crate::element::element! {
    /// The address of a player for the video (not of the page it is on).
    VideoPlayerLoc, VideoPlayerLocBuilder: "player_loc"
        in "http://www.google.com/schemas/sitemap-video/1.1" as "video";
    children [];
    new(value: crate::PlayerUrl);
    read(flat: no, text: yes);
    {
        /// Whether other sites may embed the player (no longer read by Google).
        allow_embed: optional attribute copy crate::VideoYesNo = "allow_embed",
            [put_attribute_allow_embed set_allow_embed with_allow_embed] deprecated;
        /// Player arguments for starting on its own (no longer read by Google).
        autoplay: optional attribute ref crate::VideoPlayerLocAutoplay = "autoplay",
            [put_attribute_autoplay set_autoplay with_autoplay] deprecated;
        value: required text ref crate::PlayerUrl = "#text", [put_value set_value with_value];
    }
}
