//! Typed extensions through every path: written by the streaming writers
//! and serde, validated by xmllint against a wrapper that imports the
//! sitemap schema and the extension schemas (ours always; the official
//! image, video and news schemas too when `SITEMAP_SHARED_DIR` names the
//! shared folder), and read back equal; invalid ones reported where they
//! are, the entry kept.

use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_core::{
    Alternate, ContentLoc, Href, Hreflang, Image, ImageLoc, LastMod, Loc, News, NewsLanguage,
    NewsPublication, NewsPublicationName, NewsTitle, PlayerUrl, PublicationDate, ThumbnailLoc, Url,
    UrlSet, UrlSetReader, UrlSetWriter, Video, VideoDescription, VideoDuration, VideoPlayerLoc,
    VideoSource, VideoTitle,
};
use sitemap_tests::xmllint::validate_with_extension_schemas;

const VIDEO_NS: &str = "http://www.google.com/schemas/sitemap-video/1.1";

fn page(path: &str) -> Url {
    let loc = |p: &str| format!("https://example.com{p}");
    let mut url = Url::new(Loc::parse(&loc(path)).unwrap());
    url.push_image(Image::new(ImageLoc::parse(&loc("/a.jpg")).unwrap()))
        .unwrap();
    url.push_image(Image::new(ImageLoc::parse(&loc("/b&c.jpg")).unwrap()))
        .unwrap();
    url.push_video(
        Video::new(
            ThumbnailLoc::parse(&loc("/t.jpg")).unwrap(),
            VideoTitle::parse("Grilling <steaks>").unwrap(),
            VideoDescription::parse("How & why").unwrap(),
            ContentLoc::parse(&loc("/v.mp4")).unwrap().into(),
        )
        .with_duration(VideoDuration::new(600).unwrap()),
    );
    url.push_news(News::new(
        NewsPublication::new(
            NewsPublicationName::parse("The Example Times").unwrap(),
            NewsLanguage::parse("zh-cn").unwrap(),
        ),
        PublicationDate::parse("2024-05-01T08:30:00+02:00").unwrap(),
        NewsTitle::parse("Something happened").unwrap(),
    ))
    .unwrap();
    for (hreflang, path) in [("de-CH", "/de-ch/"), ("x-default", "/")] {
        url.push_alternate(Alternate::new(
            Hreflang::parse(hreflang).unwrap(),
            Href::parse(&loc(path)).unwrap(),
        ));
    }
    url.with_lastmod(LastMod::parse("2024-05-01").unwrap())
}

/// xmllint against a wrapper importing the sitemap schema and, per
/// extension, ours and then (when given) the official one.
fn validate(xml: &str) {
    if let Err(why) = validate_with_extension_schemas(xml) {
        panic!("{why}\n{xml}");
    }
}

#[test]
fn every_writer_writes_valid_documents_that_read_back_equal() {
    let set = UrlSet::new([page("/one"), page("/two")]).unwrap();

    // The streaming writer, one URL at a time: each extension element
    // declares its namespace itself.
    let mut writer = UrlSetWriter::new(Vec::new());
    for url in set.urls() {
        writer.write(url).unwrap();
    }
    let streamed = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert!(streamed.contains("<image:image xmlns:image="), "{streamed}");
    assert!(streamed.contains("<image:loc>https://example.com/b&amp;c.jpg</image:loc>"));
    assert!(streamed.contains(r#"<xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="de-CH" href="https://example.com/de-ch/"/>"#), "{streamed}");
    validate(&streamed);
    let back: Vec<Url> = UrlSetReader::new(streamed.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(back, set.urls());

    // A whole document: the root declares what the URLs use.
    let whole = sitemap_core::to_xml_string(&set).unwrap();
    assert!(
        whole.contains(&format!("xmlns:video=\"{VIDEO_NS}\"")),
        "{whole}"
    );
    assert!(whole.contains("<video:video>"), "{whole}");
    validate(&whole);
    assert_eq!(
        sitemap_core::from_xml_str(&whole).unwrap().urls(),
        set.urls()
    );

    // serde, XML and JSON.
    let serde_xml = quick_xml::se::to_string(&set).unwrap();
    validate(&serde_xml);
    let from_serde: UrlSet = quick_xml::de::from_str(&serde_xml).unwrap();
    assert_eq!(from_serde.urls(), set.urls());
    assert_eq!(
        sitemap_core::from_xml_str(&serde_xml).unwrap().urls(),
        set.urls()
    );
    let json = serde_json::to_value(&set).unwrap();
    // One shape whatever the count: the lists are arrays.
    assert!(json["url"][0]["image:image"].is_array(), "{json}");
    assert!(json["url"][0]["news:news"].is_array(), "{json}");
    let from_json: UrlSet = serde_json::from_value(json).unwrap();
    assert_eq!(from_json.urls(), set.urls());
}

#[test]
fn an_invalid_extension_is_left_out_and_reported_where_it_is() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example.com/</loc>
<image:image><image:loc>photos/relative.jpg</image:loc></image:image>
<image:image><image:loc>https://example.com/ok.jpg</image:loc></image:image>
<news:news><news:publication><news:name>T</news:name><news:language>12</news:language></news:publication><news:publication_date>2024-05-01</news:publication_date><news:title>T</news:title></news:news>
</url>
</urlset>"#;
    for (options, severity) in [
        (ReadOptions::lenient(), Severity::Warning),
        (ReadOptions::strict(), Severity::Error),
    ] {
        let mut urls = Vec::new();
        let mut found = Vec::new();
        for event in SitemapReader::new(xml.as_bytes(), options) {
            match event {
                ReadEvent::Url(url) => urls.push(url),
                ReadEvent::Diagnostic(d) => found.push((d.line(), d.rule(), d.severity())),
                _ => {}
            }
        }
        assert_eq!(urls.len(), 1, "the entry is kept");
        assert_eq!(urls[0].images().len(), 1);
        assert_eq!(
            urls[0].images()[0].loc().as_str(),
            "https://example.com/ok.jpg"
        );
        assert!(urls[0].news().is_empty());
        assert_eq!(
            found,
            [(5, "image.loc", severity), (7, "news.language", severity)]
        );
    }
}

#[test]
fn rules_name_the_child_or_attribute_at_fault() {
    let video = |inside: &str| {
        format!(
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.com/</loc><video:video>
<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
<video:title>T</video:title><video:description>D</video:description>
<video:content_loc>https://example.com/v.mp4</video:content_loc>{inside}
</video:video></url></urlset>"#
        )
    };
    for (inside, rule) in [
        (
            "<video:family_friendly>maybe</video:family_friendly>",
            "video.family_friendly",
        ),
        ("<video:duration>0</video:duration>", "video.duration"),
        (
            r#"<video:player_loc allow_embed="maybe">https://example.com/p</video:player_loc>"#,
            "video.allow_embed",
        ),
        (
            "<video:restriction>US</video:restriction>",
            "video.relationship",
        ),
        ("<video:width>3</video:width>", "video.width"),
    ] {
        let rules: Vec<&str> = SitemapReader::new(video(inside).as_bytes(), ReadOptions::lenient())
            .filter_map(|event| match event {
                ReadEvent::Diagnostic(d) => Some(d.rule()),
                _ => None,
            })
            .collect();
        let expected: &[&str] = match rule {
            "video.width" => &["extension.invalid"],
            // Also a tag Google no longer reads.
            "video.allow_embed" => &["video.deprecated", rule],
            _ => &[rule],
        };
        assert_eq!(rules, expected, "{inside}");
    }
}

#[test]
fn a_hostile_value_under_a_pattern_is_judged_in_linear_time() {
    // A megabyte of ticker text: refused by its pattern, quickly.
    let tickers = "A".repeat(1 << 20);
    assert!(sitemap_core::NewsStockTickers::parse(&tickers).is_err());
    let list = vec!["US"; 200_000].join(" ");
    assert!(sitemap_core::CountryList::parse(&list).is_ok());
}

/// Reads `xml` with `options`: the URLs, and each diagnostic's line, rule
/// and severity.
fn read_all(xml: &str, options: ReadOptions) -> (Vec<Url>, Vec<(u64, &'static str, Severity)>) {
    let mut urls = Vec::new();
    let mut found = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), options) {
        match event {
            ReadEvent::Url(url) => urls.push(url),
            ReadEvent::Diagnostic(d) => found.push((d.line(), d.rule(), d.severity())),
            _ => {}
        }
    }
    (urls, found)
}

#[test]
fn a_video_needs_its_file_or_its_player() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.com/</loc>
<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
<video:title>T</video:title><video:description>D</video:description>
<video:duration>60</video:duration></video:video>
</url></urlset>"#;
    let (urls, found) = read_all(xml, ReadOptions::lenient());
    assert_eq!(urls.len(), 1, "the entry is kept");
    assert!(urls[0].videos().is_empty(), "the video is left out");
    assert_eq!(found, [(4, "video.source", Severity::Warning)]);
    let message = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient())
        .find_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.to_string()),
            _ => None,
        })
        .unwrap();
    assert!(
        message.contains("<video> has none of <content_loc> or <player_loc>"),
        "{message}"
    );

    // serde refuses it too, through the same builder.
    let json = serde_json::json!({
        "video:thumbnail_loc": "https://example.com/t.jpg",
        "video:title": "T",
        "video:description": "D",
    });
    let error = serde_json::from_value::<Video>(json)
        .unwrap_err()
        .to_string();
    assert!(error.contains("<content_loc> or <player_loc>"), "{error}");

    // Either one makes a video; the value says which it has.
    let player = VideoPlayerLoc::new(PlayerUrl::parse("https://example.com/p").unwrap());
    let video = Video::new(
        ThumbnailLoc::parse("https://example.com/t.jpg").unwrap(),
        VideoTitle::parse("T").unwrap(),
        VideoDescription::parse("D").unwrap(),
        player.clone().into(),
    );
    assert_eq!(video.content_loc(), None);
    assert_eq!(video.player_loc(), Some(&player));
    let both = VideoSource::ContentLoc {
        content_loc: ContentLoc::parse("https://example.com/v.mp4").unwrap(),
        player_loc: Some(player),
    };
    let video = video.with_source(both.clone());
    assert_eq!(video.source(), &both);
    assert!(video.content_loc().is_some() && video.player_loc().is_some());
}

const DEPRECATED_TAGS: &str = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.com/</loc>
<image:image><image:loc>https://example.com/a.jpg</image:loc><image:caption>A cat</image:caption><image:license>https://example.com/l</image:license></image:image>
<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
<video:title>T</video:title><video:description>D</video:description>
<video:player_loc autoplay="ap=1">https://example.com/p</video:player_loc>
<video:category>Cooking</video:category></video:video>
</url></urlset>"#;

#[test]
fn tags_google_no_longer_reads_are_kept_and_reported_as_warnings() {
    for options in [ReadOptions::lenient(), ReadOptions::strict()] {
        let (urls, found) = read_all(DEPRECATED_TAGS, options);
        assert_eq!(
            found,
            [
                (5, "image.deprecated", Severity::Warning),
                (5, "image.deprecated", Severity::Warning),
                // Where each tag is: the player on line 8, the category on 9.
                (8, "video.deprecated", Severity::Warning),
                (9, "video.deprecated", Severity::Warning),
            ]
        );
        let image = &urls[0].images()[0];
        assert_eq!(image.caption().map(|c| c.as_str()), Some("A cat"));
        let video = &urls[0].videos()[0];
        assert_eq!(video.category().map(|c| c.as_str()), Some("Cooking"));
    }
    let names: Vec<String> = SitemapReader::new(DEPRECATED_TAGS.as_bytes(), ReadOptions::strict())
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => d.value().map(str::to_owned),
            _ => None,
        })
        .collect();
    assert_eq!(
        names,
        [
            "image:caption",
            "image:license",
            "video:player_loc@autoplay",
            "video:category"
        ]
    );
}

#[test]
fn tags_google_no_longer_reads_are_written_only_when_asked() {
    let urls: Vec<Url> = UrlSetReader::new(DEPRECATED_TAGS.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let write = |writer: UrlSetWriter<Vec<u8>>| {
        let mut writer = writer;
        writer.write(&urls[0]).unwrap();
        String::from_utf8(writer.finish().unwrap()).unwrap()
    };
    let plain = write(UrlSetWriter::new(Vec::new()));
    for gone in ["caption", "license", "autoplay", "category"] {
        assert!(!plain.contains(gone), "{gone} in {plain}");
    }
    assert!(plain.contains("<image:loc>https://example.com/a.jpg</image:loc>"));
    assert!(plain.contains("<video:player_loc>https://example.com/p</video:player_loc>"));
    let (_, found) = read_all(&plain, ReadOptions::strict());
    assert!(found.is_empty(), "{found:?}");

    let kept = write(UrlSetWriter::new(Vec::new()).with_deprecated_tags(true));
    assert!(
        kept.contains("<image:caption>A cat</image:caption>"),
        "{kept}"
    );
    assert!(
        kept.contains(r#"<video:player_loc autoplay="ap=1">"#),
        "{kept}"
    );
    assert!(
        kept.contains("<video:category>Cooking</video:category>"),
        "{kept}"
    );
    let again: Vec<Url> = UrlSetReader::new(kept.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(again, urls);
}

#[test]
fn extension_children_out_of_order_are_read_as_meant_and_reported() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://example.com/</loc>
<news:news><news:title>T</news:title><news:publication_date>2024-05-01</news:publication_date>
<news:publication><news:language>en</news:language><news:name>N</news:name></news:publication>
</news:news>
</url></urlset>"#;
    for (options, severity) in [
        (ReadOptions::lenient(), Severity::Warning),
        (ReadOptions::strict(), Severity::Error),
    ] {
        let (urls, found) = read_all(xml, options);
        assert_eq!(urls.len(), 1);
        assert_eq!(urls[0].news().len(), 1, "read as meant");
        let rules: Vec<_> = found.iter().map(|(_, rule, s)| (*rule, *s)).collect();
        assert_eq!(
            rules,
            [
                ("element.order", severity),
                ("element.order", severity),
                ("element.order", severity)
            ],
            "{found:?}"
        );
    }
    let messages: Vec<String> = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient())
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.to_string()),
            _ => None,
        })
        .collect();
    assert!(
        messages[0]
            .contains("<news:publication_date> must come before <news:title> in <news:news>"),
        "{messages:?}"
    );
}

#[test]
fn values_whose_intent_is_clear_are_repaired_and_reported() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
    xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/</loc>
<news:news><news:publication><news:name>N</news:name><news:language>zh_CN</news:language></news:publication>
<news:publication_date>2024-05-01</news:publication_date><news:title>T</news:title></news:news>
<xhtml:link rel="alternate" hreflang="en_US" href="https://example.com/"/>
<xhtml:link rel="alternate" hreflang="english" href="https://example.com/en"/>
</url></urlset>"#;
    for (options, severity) in [
        (ReadOptions::lenient(), Severity::Warning),
        (ReadOptions::strict(), Severity::Error),
    ] {
        let (urls, found) = read_all(xml, options);
        assert_eq!(
            found,
            [
                (5, "news.language", severity),
                (7, "xhtml.hreflang", severity),
                (8, "xhtml.hreflang", severity),
            ]
        );
        let news = &urls[0].news()[0];
        assert_eq!(news.publication().language().as_str(), "zh-cn");
        // `english` has no one meaning: that alternate is left out.
        let alternates: Vec<&str> = urls[0]
            .alternates()
            .iter()
            .map(|a| a.hreflang().as_str())
            .collect();
        assert_eq!(alternates, ["en-US"]);
    }
    let messages: Vec<String> = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient())
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.to_string()),
            _ => None,
        })
        .collect();
    // One report per value, with the text as written and as kept.
    assert!(messages[0].contains("`zh_CN`"), "{messages:?}");
    assert!(messages[0].contains("kept with `zh-cn`"), "{messages:?}");
    assert!(messages[1].contains("kept with `en-US`"), "{messages:?}");
    assert!(messages[2].contains("left out"), "{messages:?}");
}

#[test]
fn a_link_without_hreflang_is_kept_untyped_without_a_fault() {
    // Google's separate mobile pages: not an hreflang alternate.
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/page-1</loc>
<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.example.com/page-1"/>
<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/page-1"/>
</url></urlset>"#;
    for options in [ReadOptions::lenient(), ReadOptions::strict()] {
        let (urls, found) = read_all(xml, options);
        assert!(found.is_empty(), "{found:?}");
        assert_eq!(urls[0].alternates().len(), 1);
        let kept = &urls[0].extensions()[0];
        assert_eq!(kept.local_name(), "link");
        assert!(
            kept.attributes()
                .iter()
                .any(|(name, value)| name == "media" && value.starts_with("only screen"))
        );
    }
    // Written back as it was read, and read back equal (XML and JSON).
    let set = sitemap_core::from_xml_str(xml).unwrap();
    let written = sitemap_core::to_xml_string(&set).unwrap();
    assert!(
        written.contains(r#"media="only screen and (max-width: 640px)""#),
        "{written}"
    );
    assert_eq!(sitemap_core::from_xml_str(&written).unwrap(), set);
    let json = serde_json::to_string(&set).unwrap();
    let from_json: UrlSet = serde_json::from_str(&json).unwrap();
    assert_eq!(from_json.urls(), set.urls());
}

#[test]
fn json_names_each_extension_once_and_always_as_an_array() {
    // An untyped link beside a typed one, an element of a namespace without
    // a schema twice and not in a row, another once, and one whose children
    // repeat a name with another between.
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0"
    xmlns:pm="https://example.com/pagemap">
<url><loc>https://example.com/page-1</loc>
<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.example.com/page-1"/>
<mobile:mobile/>
<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/page-1"/>
<pm:thing>a</pm:thing>
<mobile:mobile type="pc,mobile"/>
<pm:box>
  <pm:a>1</pm:a>
  <pm:b>2</pm:b>
  <pm:a>3</pm:a>
</pm:box>
</url></urlset>"#;
    let set = sitemap_core::from_xml_str(xml).unwrap();
    let json = serde_json::to_string(&set.urls()[0]).unwrap();
    for key in ["xhtml:link", "mobile:mobile", "pm:thing"] {
        assert_eq!(
            json.matches(&format!("\"{key}\"")).count(),
            1,
            "{key}: {json}"
        );
    }
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let links = value["xhtml:link"].as_array().unwrap();
    // The typed alternate first, then the link kept untyped.
    assert_eq!(links[0]["@hreflang"], "de");
    assert!(
        links[1]["@media"]
            .as_str()
            .unwrap()
            .starts_with("only screen")
    );
    assert_eq!(value["mobile:mobile"].as_array().unwrap().len(), 2);
    // The first element of each name of a namespace without a schema
    // carries its declaration, so an entry read alone knows it.
    assert_eq!(
        value["pm:thing"],
        serde_json::json!([{"@xmlns:pm": "https://example.com/pagemap", "$text": "a"}])
    );
    assert_eq!(
        value["mobile:mobile"][0]["@xmlns:mobile"],
        "http://www.google.com/schemas/sitemap-mobile/1.0"
    );
    assert_eq!(
        value["mobile:mobile"][1]["@xmlns:mobile"],
        serde_json::Value::Null
    );
    // Inside an element of no schema, the same, with nothing declared twice.
    assert_eq!(
        value["pm:box"],
        serde_json::json!([{"@xmlns:pm": "https://example.com/pagemap", "pm:a": ["1", "3"], "pm:b": ["2"]}])
    );
    // Read back: the same values, each name's elements in their order.
    let back: Url = serde_json::from_str(&json).unwrap();
    assert_eq!(back.alternates(), set.urls()[0].alternates());
    let names = |url: &Url| -> Vec<String> {
        url.extensions()
            .iter()
            .map(|e| format!("{}{:?}", e.qualified_name(), e.attributes()))
            .collect()
    };
    let mut read = names(&set.urls()[0]);
    let mut from_json = names(&back);
    assert_eq!(from_json.len(), 5);
    // Every element read back alone has its namespace again.
    assert!(back.extensions().iter().all(|e| e.namespace().is_some()));
    read.sort();
    from_json.sort();
    assert_eq!(from_json, read);
    // Through quick-xml too, as repeated elements.
    let written = sitemap_core::to_xml_string(&set).unwrap();
    assert_eq!(written.matches("<mobile:mobile").count(), 2, "{written}");
    let again = sitemap_core::from_xml_str(&written).unwrap();
    assert_eq!(names(&again.urls()[0]).len(), 5, "{written}");
}

#[test]
fn a_fault_inside_an_extension_is_reported_where_the_child_is() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
    xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/</loc>
<video:video>
  <video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
  <video:title>T</video:title>
  <video:description>D</video:description>
  <video:content_loc>https://example.com/v.mp4</video:content_loc>
  <video:player_loc allow_embed="maybe">https://example.com/p</video:player_loc>
</video:video>
<video:video>
  <video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
  <video:title>T</video:title>
  <video:description>D</video:description>
  <video:content_loc>https://example.com/v.mp4</video:content_loc>
    <video:duration>0</video:duration>
</video:video>
</url></urlset>"#;
    let found: Vec<(u64, u64, &str)> = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient())
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some((d.line(), d.column(), d.rule())),
            _ => None,
        })
        .collect();
    assert_eq!(
        found,
        [
            // The deprecated attribute, and the faults, at the children
            // that hold them.
            (10, 3, "video.deprecated"),
            (10, 3, "video.allow_embed"),
            (17, 5, "video.duration"),
        ]
    );
}
