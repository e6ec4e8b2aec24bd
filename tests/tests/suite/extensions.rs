//! The extension types generated from the project's own extension schemas:
//! their constructors check every facet, and they are read from the untyped
//! trees the readers keep for elements of other namespaces.

use sitemap_core::{Extension, Image, ImageCaption, ImageLoc, UrlSetReader};

const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";

#[test]
fn an_image_is_built_from_checked_values() {
    let loc = ImageLoc::parse("https://cdn.example.com/photos/café.jpg").unwrap();
    assert_eq!(loc.as_str(), "https://cdn.example.com/photos/caf%C3%A9.jpg");
    let image = Image::new(loc).with_caption(ImageCaption::parse("A café").unwrap());
    assert_eq!(image.caption().map(ImageCaption::as_str), Some("A café"));
    assert_eq!(Image::ELEMENT, "image");
    assert_eq!(Image::NAMESPACE, IMAGE_NS);

    // The element is named with its prefix in messages.
    let error = ImageLoc::parse("photos/1.jpg").unwrap_err().to_string();
    assert!(error.contains("image:loc"), "{error}");
    assert!(error.contains("absolute"), "{error}");
}

#[test]
fn images_are_read_from_the_extensions_of_a_url() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url>
        <loc>https://example.com/gallery</loc>
        <image:image>
          <image:loc>https://example.com/a.jpg</image:loc>
          <image:caption>Sunset &amp; sea</image:caption>
        </image:image>
        <image:image><image:loc>https://example.com/b.jpg</image:loc></image:image>
      </url>
    </urlset>"#;
    let urls: Vec<_> = UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    // Read as typed values, not kept as untyped trees.
    assert!(urls[0].extensions().is_empty());
    let images: Vec<Image> = urls[0].images().to_vec();
    assert_eq!(images.len(), 2);
    assert_eq!(images[0].loc().as_str(), "https://example.com/a.jpg");
    assert_eq!(
        images[0].caption().map(ImageCaption::as_str),
        Some("Sunset & sea")
    );
    assert_eq!(images[1].caption(), None);
}

#[test]
fn an_image_the_schema_refuses_is_an_error_that_says_why() {
    let image = |children: Vec<Extension>| {
        children.into_iter().fold(
            Extension::new(IMAGE_NS, "image", "image"),
            Extension::with_child,
        )
    };
    let child = |name: &str, text: &str| Extension::new(IMAGE_NS, "image", name).with_text(text);

    let missing = Image::from_extension(&image(vec![child("caption", "x")])).unwrap_err();
    assert_eq!(
        missing.to_string(),
        "<image> has no <loc>; add one, it is required"
    );

    let twice = image(vec![
        child("loc", "https://example.com/a.jpg"),
        child("loc", "https://example.com/b.jpg"),
    ]);
    assert!(
        Image::from_extension(&twice)
            .unwrap_err()
            .to_string()
            .contains("second <loc>")
    );

    let unknown = image(vec![
        child("loc", "https://example.com/a.jpg"),
        child("width", "3"),
    ]);
    let error = Image::from_extension(&unknown).unwrap_err().to_string();
    assert!(error.contains("`width`"), "{error}");

    let relative = image(vec![child("loc", "a.jpg")]);
    let error = Image::from_extension(&relative).unwrap_err().to_string();
    assert!(error.contains("image:loc"), "{error}");

    let foreign = image(vec![
        child("loc", "https://example.com/a.jpg"),
        Extension::new("urn:other", "o", "note").with_text("x"),
    ]);
    let error = Image::from_extension(&foreign).unwrap_err().to_string();
    assert!(error.contains("o:note"), "{error}");
}

#[test]
fn an_image_goes_through_json_and_back() {
    let image = Image::new(ImageLoc::parse("https://example.com/a.jpg").unwrap())
        .with_title(sitemap_core::ImageTitle::parse("A title").unwrap());
    let json = serde_json::to_string(&image).unwrap();
    assert_eq!(
        json,
        r#"{"image:loc":"https://example.com/a.jpg","image:title":"A title"}"#
    );
    let back: Image = serde_json::from_str(&json).unwrap();
    assert_eq!(back, image);
    let error =
        serde_json::from_str::<Image>(r#"{"image:loc":"https://example.com/a.jpg","width":3}"#)
            .unwrap_err()
            .to_string();
    assert!(error.contains("width"), "{error}");
}

const NEWS_NS: &str = "http://www.google.com/schemas/sitemap-news/0.9";
const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";

#[test]
fn news_languages_are_iso_639_codes_or_chinese_variants() {
    use sitemap_core::NewsLanguage;
    for ok in ["en", "fra", "zh-cn", "zh-tw"] {
        assert!(NewsLanguage::parse(ok).is_ok(), "{ok}");
    }
    for bad in ["en-US", "EN", "e", "zh-hk", "english", ""] {
        let error = NewsLanguage::parse(bad).unwrap_err().to_string();
        assert!(error.contains("news:language"), "{error}");
    }
    let error = NewsLanguage::parse("en-US").unwrap_err().to_string();
    assert!(error.contains("zh-cn|zh-tw|[a-z]{2,3}"), "{error}");
}

#[test]
fn a_news_entry_is_read_with_its_publication() {
    use sitemap_core::{News, NewsAccess};
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
      <url><loc>https://example.com/article</loc>
        <news:news>
          <news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication>
          <news:access>Subscription</news:access>
          <news:publication_date>2024-05-01T08:30:00+02:00</news:publication_date>
          <news:title>Something happened</news:title>
        </news:news>
      </url>
    </urlset>"#;
    let urls: Vec<_> = UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let news = urls[0].news()[0].clone();
    assert_eq!(news.publication().name().as_str(), "The Example Times");
    assert_eq!(news.publication().language().as_str(), "en");
    assert_eq!(news.access(), Some(NewsAccess::Subscription));
    assert_eq!(news.title().as_str(), "Something happened");
    assert_eq!(
        news.publication_date().to_string(),
        "2024-05-01T08:30:00+02:00"
    );

    // Without a title, and with a region-qualified language, it is refused.
    let untitled = Extension::new(NEWS_NS, "news", "news")
        .with_child(
            Extension::new(NEWS_NS, "news", "publication")
                .with_child(Extension::new(NEWS_NS, "news", "name").with_text("T"))
                .with_child(Extension::new(NEWS_NS, "news", "language").with_text("en")),
        )
        .with_child(Extension::new(NEWS_NS, "news", "publication_date").with_text("2024-05-01"));
    let error = News::from_extension(&untitled).unwrap_err().to_string();
    assert_eq!(error, "<news> has no <title>; add one, it is required");
}

#[test]
fn alternates_check_their_language_and_address() {
    use sitemap_core::{Alternate, Href, Hreflang};
    for ok in [
        "de",
        "de-CH",
        "zh-Hant",
        "zh-Hant-TW",
        "es-419",
        "x-default",
    ] {
        assert!(Hreflang::parse(ok).is_ok(), "{ok}");
    }
    for bad in ["de_CH", "english", "d", "de-", "x-defaults"] {
        assert!(Hreflang::parse(bad).is_err(), "{bad}");
    }
    assert!(Href::parse("/de/").is_err());

    let alternate = Alternate::new(
        Hreflang::parse("de-CH").unwrap(),
        Href::parse("https://example.com/de-ch/").unwrap(),
    );
    let json = serde_json::to_string(&alternate).unwrap();
    assert_eq!(
        json,
        r#"{"@rel":"alternate","@hreflang":"de-CH","@href":"https://example.com/de-ch/"}"#
    );
    assert_eq!(serde_json::from_str::<Alternate>(&json).unwrap(), alternate);

    let link = Extension::new(XHTML_NS, "xhtml", "link")
        .with_attribute("rel", "alternate")
        .with_attribute("hreflang", "de-CH")
        .with_attribute("href", "https://example.com/de-ch/");
    assert_eq!(Alternate::from_extension(&link).unwrap(), alternate);
    let bad = Extension::new(XHTML_NS, "xhtml", "link")
        .with_attribute("rel", "alternate")
        .with_attribute("hreflang", "de_CH")
        .with_attribute("href", "https://example.com/de-ch/");
    let error = Alternate::from_extension(&bad).unwrap_err().to_string();
    assert!(error.contains("de_CH"), "{error}");
    let missing = Extension::new(XHTML_NS, "xhtml", "link").with_attribute("rel", "alternate");
    let error = Alternate::from_extension(&missing).unwrap_err().to_string();
    assert!(error.contains("attribute `hreflang`"), "{error}");
}

const VIDEO_NS: &str = "http://www.google.com/schemas/sitemap-video/1.1";

#[test]
fn a_video_checks_google_s_rules() {
    use sitemap_core::{
        ContentLoc, ThumbnailLoc, Video, VideoDescription, VideoDuration, VideoRating, VideoTag,
        VideoTitle,
    };
    assert!(VideoDuration::new(1).is_ok() && VideoDuration::new(28_800).is_ok());
    for bad in [0, 28_801, -5] {
        assert!(VideoDuration::new(bad).is_err(), "{bad}");
    }
    let error = VideoDuration::parse("1.5").unwrap_err().to_string();
    assert!(
        error.contains("video:duration") && error.contains("whole number"),
        "{error}"
    );
    assert!(VideoRating::parse("5.0").is_ok());
    assert!(VideoRating::parse("5.1").is_err());
    assert!(VideoTitle::parse(&"t".repeat(100)).is_ok());
    assert!(VideoTitle::parse(&"t".repeat(101)).is_err());

    let mut video = Video::new(
        ThumbnailLoc::parse("https://example.com/thumb.jpg").unwrap(),
        VideoTitle::parse("Grilling steaks").unwrap(),
        VideoDescription::parse("How to grill steaks").unwrap(),
        ContentLoc::parse("https://example.com/steak.mp4")
            .unwrap()
            .into(),
    )
    .with_duration(VideoDuration::new(600).unwrap());
    for n in 0..32 {
        video
            .push_tag(VideoTag::parse(&format!("tag {n}")).unwrap())
            .unwrap();
    }
    let error = video
        .push_tag(VideoTag::parse("one too many").unwrap())
        .unwrap_err()
        .to_string();
    assert!(error.contains("more than 32"), "{error}");
    assert_eq!(video.tags().len(), 32);
    assert_eq!(video.duration().map(|d| d.get()), Some(600));
}

#[test]
fn a_video_is_read_with_its_attributes_and_simple_content() {
    use sitemap_core::{Video, VideoRelationship, VideoYesNo};
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
      <url><loc>https://example.com/videos/1</loc>
        <video:video>
          <video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
          <video:title>T</video:title>
          <video:description>D</video:description>
          <video:player_loc allow_embed="yes">https://example.com/player?v=1</video:player_loc>
          <video:duration> 120 </video:duration>
          <video:family_friendly>no</video:family_friendly>
          <video:restriction relationship="allow">IE GB US CA</video:restriction>
          <video:platform relationship="deny">tv</video:platform>
        </video:video>
      </url>
    </urlset>"#;
    let urls: Vec<_> = UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let video = urls[0].videos()[0].clone();
    let player = video.player_loc().unwrap();
    assert_eq!(player.value().as_str(), "https://example.com/player?v=1");
    assert_eq!(player.allow_embed(), Some(VideoYesNo::Yes));
    assert_eq!(video.duration().map(|d| d.get()), Some(120));
    assert_eq!(video.family_friendly(), Some(VideoYesNo::No));
    let restriction = video.restriction().unwrap();
    assert_eq!(restriction.relationship(), VideoRelationship::Allow);
    // An xsd:list: its items, each a checked country code.
    assert_eq!(restriction.value().to_string(), "IE GB US CA");
    let codes: Vec<&str> = restriction
        .value()
        .items()
        .iter()
        .map(|code| code.as_str())
        .collect();
    assert_eq!(codes, ["IE", "GB", "US", "CA"]);
    assert_eq!(
        video.platform().unwrap().relationship(),
        VideoRelationship::Deny
    );

    // A restriction without its relationship, or with countries in lower
    // case, is refused.
    let restriction = |relationship: Option<&str>, countries: &str| {
        let mut element = Extension::new(VIDEO_NS, "video", "restriction").with_text(countries);
        if let Some(relationship) = relationship {
            element = element.with_attribute("relationship", relationship);
        }
        Extension::new(VIDEO_NS, "video", "video")
            .with_child(
                Extension::new(VIDEO_NS, "video", "thumbnail_loc")
                    .with_text("https://example.com/t.jpg"),
            )
            .with_child(Extension::new(VIDEO_NS, "video", "title").with_text("T"))
            .with_child(Extension::new(VIDEO_NS, "video", "description").with_text("D"))
            .with_child(
                Extension::new(VIDEO_NS, "video", "player_loc").with_text("https://example.com/p"),
            )
            .with_child(element)
    };
    assert!(Video::from_extension(&restriction(Some("deny"), "US")).is_ok());
    let error = Video::from_extension(&restriction(None, "US"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("attribute `relationship`"), "{error}");
    let error = Video::from_extension(&restriction(Some("allow"), "us"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("`us`"), "{error}");
}

#[test]
fn a_video_goes_through_json_and_back() {
    use sitemap_core::{
        PlayerUrl, ThumbnailLoc, Video, VideoDescription, VideoPlayerLoc, VideoTitle, VideoYesNo,
    };
    let video = Video::new(
        ThumbnailLoc::parse("https://example.com/t.jpg").unwrap(),
        VideoTitle::parse("T").unwrap(),
        VideoDescription::parse("D").unwrap(),
        VideoPlayerLoc::new(PlayerUrl::parse("https://example.com/p").unwrap())
            .with_allow_embed(VideoYesNo::Yes)
            .into(),
    );
    let json = serde_json::to_value(&video).unwrap();
    assert_eq!(
        json["video:player_loc"],
        serde_json::json!({"@allow_embed": "yes", "$text": "https://example.com/p"})
    );
    let back: Video = serde_json::from_value(json).unwrap();
    assert_eq!(back, video);
}
