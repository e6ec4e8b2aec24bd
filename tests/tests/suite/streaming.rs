//! The streaming writers (`UrlSetWriter`, `IndexWriter`) and readers (`UrlSetReader`,
//! `IndexReader`), and the serde XML path through quick-xml, checked against xmllint.

use sitemap_core::read::{Problem, ReadOptions};
use sitemap_core::write::Limits;
use sitemap_core::{
    ChangeFreq, ContentErrorKind, Extension, ExtensionNode, IndexEntry, IndexReader, IndexWriter,
    LastMod, Loc, Priority, ReadError, Url, UrlSet, UrlSetReader, UrlSetWriter, WriteError,
};
use sitemap_tests::xmllint::{fixture_path, schema_path, xmllint};

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const TEST_EXT_NS: &str = "http://example.com/schemas/test-ext";
const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";

fn url(path: &str) -> Url {
    Url::new(Loc::parse(&format!("https://example.com/{path}")).unwrap())
}

fn full_url(path: &str) -> Url {
    url(path)
        .with_lastmod(LastMod::parse("2024-05-01T08:30:00+02:00").unwrap())
        .with_changefreq(ChangeFreq::Weekly)
        .with_priority(Priority::new(0.8).unwrap())
}

fn write_urls(urls: &[Url]) -> String {
    let mut writer = UrlSetWriter::new(Vec::new());
    for url in urls {
        writer.write(url).unwrap();
    }
    String::from_utf8(writer.finish().unwrap()).unwrap()
}

fn read_urls(xml: &str) -> Vec<Url> {
    UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}\n{xml}"))
}

fn read_error(xml: &str) -> ReadError {
    match UrlSetReader::new(xml.as_bytes()).collect::<Result<Vec<_>, _>>() {
        Ok(urls) => panic!("expected an error, read {urls:?}"),
        Err(e) => e,
    }
}

fn assert_valid(xml: &str, schema: &std::path::Path) {
    let Some(lint) = xmllint() else { return };
    if let Err(why) = lint.validate_str(xml, schema) {
        panic!("xmllint rejected the document: {why}\n{xml}");
    }
}

fn ext_schema() -> std::path::PathBuf {
    fixture_path("xsd/ext/urlset-with-ext.xsd")
}

fn urlset_doc(body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"{NS}\">\n{body}\n</urlset>\n"
    )
}

// ---------------------------------------------------------------- writer

#[test]
fn urlset_writer_output_is_schema_valid() {
    let xml = write_urls(&[full_url("a"), url("b?x=1&y=2")]);
    assert_valid(&xml, &schema_path("sitemap.xsd"));
    assert!(xml.contains("<priority>0.8</priority>"), "{xml}");
}

#[test]
fn index_writer_output_is_schema_valid() {
    let mut writer = IndexWriter::new(Vec::new());
    writer
        .write(
            &IndexEntry::new(Loc::parse("https://example.com/sitemap-1.xml").unwrap())
                .with_lastmod(LastMod::parse("2024-05").unwrap()),
        )
        .unwrap();
    writer
        .write(&IndexEntry::new(
            Loc::parse("https://example.com/sitemap-2.xml").unwrap(),
        ))
        .unwrap();
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert!(xml.contains("<lastmod>2024-05-01</lastmod>"), "{xml}");
    assert_valid(&xml, &schema_path("siteindex.xsd"));
    let read: Vec<IndexEntry> = IndexReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(read.len(), 2);
}

#[test]
fn finishing_without_entries_is_empty_error() {
    let err = UrlSetWriter::new(Vec::new()).finish().unwrap_err();
    assert!(matches!(err, WriteError::Empty { root: "urlset" }), "{err}");
    let err = IndexWriter::new(Vec::new()).finish().unwrap_err();
    assert!(
        matches!(
            err,
            WriteError::Empty {
                root: "sitemapindex"
            }
        ),
        "{err}"
    );
}

#[test]
fn entry_limit_refuses_the_extra_entry_and_the_file_stays_finishable() {
    let mut writer = UrlSetWriter::new(Vec::new())
        .with_limits(Limits {
            max_entries: 2,
            ..Limits::default()
        })
        .unwrap();
    writer.write(&url("1")).unwrap();
    writer.write(&url("2")).unwrap();
    let err = writer.write(&url("3")).unwrap_err();
    assert!(matches!(err, WriteError::EntryLimit { limit: 2 }), "{err}");
    assert_eq!(writer.entry_count(), 2);
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert_valid(&xml, &schema_path("sitemap.xsd"));
    assert_eq!(read_urls(&xml), [url("1"), url("2")]);
}

#[test]
fn byte_limit_refuses_an_entry_that_does_not_fit() {
    // Measure one entry's file, then allow just a little more than that.
    let one = write_urls(&[url("first")]);
    let limit = one.len() as u64 + 10;
    let mut writer = UrlSetWriter::new(Vec::new())
        .with_limits(Limits {
            max_bytes: limit,
            ..Limits::default()
        })
        .unwrap();
    writer.write(&url("first")).unwrap();
    let err = writer.write(&url("second")).unwrap_err();
    match err {
        WriteError::ByteLimit { limit: l, would_be } => {
            assert_eq!(l, limit);
            assert!(would_be > limit, "{would_be} <= {limit}");
        }
        other => panic!("expected ByteLimit, got {other}"),
    }
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert!(xml.len() as u64 <= limit, "{} > {limit}", xml.len());
    assert_valid(&xml, &schema_path("sitemap.xsd"));
    assert_eq!(read_urls(&xml), [url("first")]);
}

#[test]
fn limits_above_the_protocol_are_refused() {
    let too_many = Limits {
        max_entries: 50_001,
        ..Limits::default()
    };
    let err = UrlSetWriter::new(Vec::new())
        .with_limits(too_many)
        .expect_err("50,001 entries is above the protocol");
    assert!(
        matches!(err, WriteError::LimitAboveProtocol(l) if l == too_many),
        "{err}"
    );
    let too_big = Limits {
        max_bytes: 52_428_801,
        ..Limits::default()
    };
    let err = IndexWriter::new(Vec::new())
        .with_limits(too_big)
        .expect_err("50 MiB + 1 is above the protocol");
    assert!(matches!(err, WriteError::LimitAboveProtocol(_)), "{err}");
}

#[test]
fn special_characters_are_escaped_exactly_once() {
    let url = url("q?a=1&b=<x>&c='y'&d=\"z\"");
    let xml = write_urls(std::slice::from_ref(&url));
    assert!(!xml.contains("&amp;amp;"), "{xml}");
    assert!(xml.contains("a=1&amp;b="), "{xml}");
    assert_valid(&xml, &schema_path("sitemap.xsd"));
    let read = read_urls(&xml);
    assert_eq!(read, std::slice::from_ref(&url));
    assert_eq!(read[0].loc().as_str(), url.loc().as_str());
}

fn media_extension(loc: &str) -> Extension {
    Extension::new(TEST_EXT_NS, "ext", "media")
        .with_attribute("kind", "image")
        .with_child(Extension::new(TEST_EXT_NS, "ext", "loc").with_text(loc))
        .with_child(Extension::new(TEST_EXT_NS, "ext", "title").with_text("A & B"))
}

#[test]
fn extensions_are_written_with_namespaces_and_read_back_equal() {
    let url = full_url("gallery")
        .with_extension(media_extension("https://example.com/cat.jpg"))
        .with_extension(Extension::new(TEST_EXT_NS, "ext", "tag").with_text("cats"));
    let xml = write_urls(std::slice::from_ref(&url));
    assert!(
        xml.contains(&format!("xmlns:ext=\"{TEST_EXT_NS}\"")),
        "{xml}"
    );
    assert_valid(&xml, &ext_schema());
    let read = read_urls(&xml);
    assert_eq!(read, [url]);
    let media = &read[0].extensions()[0];
    assert_eq!(media.prefix(), Some("ext"));
    assert_eq!(media.namespace(), Some(TEST_EXT_NS));
    assert_eq!(media.qualified_name(), "ext:media");
}

#[test]
fn extension_namespace_declared_on_root_with_with_namespace() {
    let url =
        url("tagged").with_extension(Extension::new(TEST_EXT_NS, "ext", "tag").with_text("x"));
    let mut writer = UrlSetWriter::new(Vec::new()).with_namespace("ext", TEST_EXT_NS);
    writer.write(&url).unwrap();
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert_eq!(
        xml.matches(&format!("xmlns:ext=\"{TEST_EXT_NS}\"")).count(),
        1,
        "{xml}"
    );
    assert_valid(&xml, &ext_schema());
    assert_eq!(read_urls(&xml), [url]);
}

// ---------------------------------------------------------------- reader errors

#[test]
fn invalid_value_error_reports_its_line_and_column() {
    let xml = format!(
        "<?xml version=\"1.0\"?>\n<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/</loc>\n  <priority>1.5</priority>\n</url>\n</urlset>\n"
    );
    let err = read_error(&xml);
    assert_eq!(err.line(), 4, "{err}");
    assert!(err.column() >= 1, "{err}");
    assert!(
        err.column() <= "  <priority>1.5</priority>".len() as u64 + 1,
        "{err}"
    );
    match err.kind() {
        Problem::Content { error: content, .. } => {
            assert_eq!(content.child(), "priority");
            assert!(matches!(content.kind(), ContentErrorKind::Value(_)));
        }
        other => panic!("expected Content, got {other:?}"),
    }
    let message = err.to_string();
    assert!(message.starts_with("4:"), "{message}");
    assert!(message.contains("1.5"), "{message}");
    assert!(message.contains("between 0.0 and 1.0"), "{message}");
}

#[test]
fn doctype_is_refused() {
    let xml = format!(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY x \"https://example.com/\">]>\n<urlset xmlns=\"{NS}\"><url><loc>&x;</loc></url></urlset>"
    );
    let err = read_error(&xml);
    assert!(matches!(err.kind(), Problem::Doctype), "{err}");
    assert_eq!(err.line(), 2, "{err}");
}

#[test]
fn sitemapindex_given_to_urlset_reader_is_wrong_root() {
    let xml = format!(
        "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/s.xml</loc></sitemap></sitemapindex>"
    );
    let err = read_error(&xml);
    match err.kind() {
        Problem::WrongRoot { expected, found } => {
            assert_eq!(*expected, "urlset");
            assert_eq!(found, "sitemapindex");
        }
        other => panic!("expected WrongRoot, got {other:?}"),
    }
    assert!(err.to_string().contains("IndexReader"), "{err}");
}

#[test]
fn wrong_or_missing_namespace_is_refused() {
    let wrong = "<urlset xmlns=\"https://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://example.com/</loc></url></urlset>";
    let err = read_error(wrong);
    match err.kind() {
        Problem::Namespace { found } => assert_eq!(
            found.as_deref(),
            Some("https://www.sitemaps.org/schemas/sitemap/0.9")
        ),
        other => panic!("expected Namespace, got {other:?}"),
    }
    let missing = "<urlset><url><loc>https://example.com/</loc></url></urlset>";
    let err = read_error(missing);
    assert!(
        matches!(err.kind(), Problem::Namespace { found: None }),
        "{err}"
    );
    assert!(err.to_string().contains(NS), "{err}");
}

#[test]
fn truncated_file_yields_complete_entries_then_truncated() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc></url>\n<url><loc>https://exa"
    );
    let mut reader = UrlSetReader::new(xml.as_bytes());
    assert_eq!(reader.next().unwrap().unwrap(), url("1"));
    assert_eq!(reader.next().unwrap().unwrap(), url("2"));
    let err = reader.next().unwrap().unwrap_err();
    assert!(matches!(err.kind(), Problem::Truncated { .. }), "{err:?}");
    assert!(err.to_string().contains("truncated"), "{err}");
}

#[test]
fn unknown_sitemap_element_inside_url_is_unexpected() {
    let xml = urlset_doc("<url><loc>https://example.com/</loc><title>Hi</title></url>");
    let err = read_error(&xml);
    match err.kind() {
        Problem::UnknownElement { parent, name } => {
            assert_eq!(parent, "url");
            assert_eq!(name, "title");
        }
        other => panic!("expected UnknownElement, got {other:?}"),
    }
}

#[test]
fn duplicate_loc_is_a_content_error() {
    let xml =
        urlset_doc("<url><loc>https://example.com/a</loc><loc>https://example.com/b</loc></url>");
    let err = read_error(&xml);
    match err.kind() {
        Problem::Content { error: content, .. } => {
            assert_eq!(content.child(), "loc");
            assert!(
                matches!(content.kind(), ContentErrorKind::Duplicate),
                "{err}"
            );
        }
        other => panic!("expected Content, got {other:?}"),
    }
}

// ---------------------------------------------------------------- reader acceptance

#[test]
fn entities_cdata_and_surrounding_whitespace_are_read() {
    let xml = urlset_doc(
        "<url><loc>https://example.com/?a=1&amp;b=2</loc></url>\n\
         <url><loc><![CDATA[https://example.com/?c=3&d=4]]></loc></url>\n\
         <url><loc>\n   https://example.com/spaced   \n</loc><priority> 0.5 </priority></url>",
    );
    let urls = read_urls(&xml);
    assert_eq!(urls.len(), 3);
    assert_eq!(urls[0].loc().as_str(), "https://example.com/?a=1&b=2");
    assert_eq!(urls[1].loc().as_str(), "https://example.com/?c=3&d=4");
    assert_eq!(urls[2].loc().as_str(), "https://example.com/spaced");
    assert_eq!(urls[2].priority(), Some(Priority::new(0.5).unwrap()));
}

#[test]
fn whitespace_around_changefreq_is_rejected_like_the_schema() {
    // `changefreq` is an enumeration of xsd:string: whitespace is not collapsed
    // (fixture urlset/invalid/changefreq-whitespace-not-collapsed.xml).
    let xml =
        urlset_doc("<url><loc>https://example.com/</loc><changefreq> daily </changefreq></url>");
    let err = read_error(&xml);
    assert!(matches!(err.kind(), Problem::Content { .. }), "{err}");
    assert!(err.to_string().contains("changefreq ` daily `"), "{err}");
}

#[test]
fn bom_stylesheet_and_comments_are_accepted() {
    let xml = format!(
        "\u{feff}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n<!-- generated -->\n<urlset xmlns=\"{NS}\">\n<!-- one -->\n<url><!-- in url --><loc>https://example.com/1</loc></url>\n</urlset>\n<!-- trailing -->\n"
    );
    assert_eq!(read_urls(&xml), [url("1")]);
}

#[test]
fn legacy_084_namespace_is_read_leniently_and_refused_strictly() {
    let xml = "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\"><url><loc>https://example.com/1</loc><priority>0.3</priority></url></urlset>";
    let lenient = UrlSetReader::with_options(xml.as_bytes(), ReadOptions::lenient());
    assert_eq!(
        lenient.collect::<Result<Vec<_>, _>>().unwrap(),
        [url("1").with_priority(Priority::new(0.3).unwrap())]
    );
    // The 0.9 schema does not take it, so neither does a strict read.
    assert_eq!(read_error(xml).rule(), "namespace.legacy");
}

#[test]
fn into_document_keeps_root_namespaces_and_root_extensions() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:ext=\"{TEST_EXT_NS}\">\n<ext:tag>site-wide</ext:tag>\n<url><loc>https://example.com/1</loc><ext:tag>page</ext:tag></url>\n</urlset>"
    );
    assert_valid(&xml, &ext_schema());
    let doc = UrlSetReader::new(xml.as_bytes()).into_document().unwrap();
    assert!(
        doc.namespaces()
            .iter()
            .any(|d| d.prefix() == "ext" && d.uri() == TEST_EXT_NS),
        "{:?}",
        doc.namespaces()
    );
    assert_eq!(
        doc.extensions(),
        [Extension::new(TEST_EXT_NS, "ext", "tag").with_text("site-wide")]
    );
    assert_eq!(doc.urls().len(), 1);
    assert_eq!(
        doc.urls()[0].extensions(),
        [Extension::new(TEST_EXT_NS, "ext", "tag").with_text("page")]
    );
}

#[test]
fn writing_a_document_keeps_root_level_extensions() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:ext=\"{TEST_EXT_NS}\">\n<ext:tag>site-wide</ext:tag>\n<url><loc>https://example.com/1</loc></url>\n</urlset>"
    );
    let doc = sitemap_core::from_xml_str(&xml).unwrap();
    assert_eq!(doc.extensions().len(), 1);
    let again = sitemap_core::to_xml_string(&doc).unwrap();
    assert!(again.contains("<ext:tag>site-wide</ext:tag>"), "{again}");
    assert_valid(&again, &ext_schema());
    assert_eq!(sitemap_core::from_xml_str(&again).unwrap(), doc);
}

// ---------------------------------------------------------------- serde XML

#[test]
fn serde_xml_output_is_schema_valid_and_reads_back_equal() {
    let set = UrlSet::new([full_url("a"), url("b?x=1&y=<2>")]).unwrap();
    let xml = quick_xml::se::to_string(&set).unwrap();
    assert_valid(&xml, &schema_path("sitemap.xsd"));
    let back: UrlSet = quick_xml::de::from_str(&xml).unwrap();
    assert_eq!(back, set);
}

#[test]
fn serde_xml_reads_image_extension_with_its_namespace() {
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"{NS}\" xmlns:image=\"{IMAGE_NS}\">\n<url><loc>https://example.com/gallery</loc><image:image><image:loc>https://example.com/cat.jpg</image:loc></image:image></url>\n</urlset>"
    );
    let set: UrlSet = quick_xml::de::from_str(&xml).unwrap();
    // Images are one of our extensions: a typed value, not a kept tree.
    let expected_image = sitemap_core::Image::new(
        sitemap_core::ImageLoc::parse("https://example.com/cat.jpg").unwrap(),
    );
    assert_eq!(set.urls()[0].images(), [expected_image]);
    assert!(set.urls()[0].extensions().is_empty());
    // The streaming reader reads the same model.
    let streamed = sitemap_core::from_xml_str(&xml).unwrap();
    assert_eq!(streamed.urls(), set.urls());
    // And serde writes it back to something that reads back equal.
    let again = quick_xml::se::to_string(&set).unwrap();
    assert!(
        again.contains(&format!("xmlns:image=\"{IMAGE_NS}\"")),
        "{again}"
    );
    let back: UrlSet = quick_xml::de::from_str(&again).unwrap();
    assert_eq!(back.urls(), set.urls());
    assert_eq!(
        sitemap_core::from_xml_str(&again).unwrap().urls(),
        set.urls()
    );
}

#[test]
fn serde_xml_with_test_extension_validates_and_round_trips() {
    let mut set = UrlSet::new([
        full_url("gallery").with_extension(media_extension("https://example.com/dog.jpg"))
    ])
    .unwrap();
    set.declare_namespace("ext", TEST_EXT_NS);
    let xml = quick_xml::se::to_string(&set).unwrap();
    assert_valid(&xml, &ext_schema());
    let back: UrlSet = quick_xml::de::from_str(&xml).unwrap();
    assert_eq!(back, set);
    let children: Vec<_> = back.urls()[0].extensions()[0]
        .children()
        .iter()
        .filter(|n| matches!(n, ExtensionNode::Element(_)))
        .collect();
    assert_eq!(children.len(), 2);
}

#[test]
fn streaming_writer_and_serde_agree_on_the_model() {
    let mut set = UrlSet::new([
        full_url("one").with_extension(Extension::new(TEST_EXT_NS, "ext", "tag").with_text("t")),
        url("two?a=1&b=2"),
    ])
    .unwrap();
    set.declare_namespace("ext", TEST_EXT_NS);
    let streamed = sitemap_core::to_xml_string(&set).unwrap();
    let serialized = quick_xml::se::to_string(&set).unwrap();
    assert_valid(&streamed, &ext_schema());
    assert_valid(&serialized, &ext_schema());
    let via_reader_from_serde = sitemap_core::from_xml_str(&serialized).unwrap();
    let via_serde_from_stream: UrlSet = quick_xml::de::from_str(&streamed).unwrap();
    assert_eq!(via_reader_from_serde, set);
    assert_eq!(via_serde_from_stream, set);
    assert_eq!(sitemap_core::from_xml_str(&streamed).unwrap(), set);
}

#[test]
fn reserved_characters_are_escaped_wherever_they_fall_in_a_long_loc() {
    // The writer tests 16-byte stretches of a value at a time; put `&` and
    // `'` on every position of the loc from just after `?` (byte 21) past
    // the fourth stretch edge (byte 64), and at the very end.
    for at in 0usize..=50 {
        for reserved in ["&", "'"] {
            let path = format!("{}{reserved}{}", "a".repeat(at), "b".repeat(at % 5));
            let loc = Loc::parse(&format!("https://example.com/?{path}")).unwrap();
            let mut writer = UrlSetWriter::new(Vec::new());
            writer.write(&Url::new(loc.clone())).unwrap();
            let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
            let entity = if reserved == "&" { "&amp;" } else { "&apos;" };
            let written = format!(
                "<loc>https://example.com/?{}</loc>",
                path.replace(reserved, entity)
            );
            assert!(xml.contains(&written), "{at} {reserved}: {xml}");
            let read: Vec<Url> = UrlSetReader::new(xml.as_bytes())
                .collect::<Result<_, _>>()
                .unwrap();
            assert_eq!(read[0].loc(), &loc, "{at} {reserved}");
        }
    }
}

#[test]
fn extension_text_and_attributes_keep_every_reserved_character_and_carriage_returns() {
    let tricky = "a&b<c>d\"e'f\r\ng\rh";
    let with_tab = format!("{tricky}\t.");
    let extension = Extension::new(TEST_EXT_NS, "t", "note")
        .with_attribute("title", tricky)
        .with_attribute("tabbed", &with_tab)
        .with_text(tricky);
    let mut writer = UrlSetWriter::new(Vec::new()).with_namespace("t", TEST_EXT_NS);
    writer.write(&url("x").with_extension(extension)).unwrap();
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    let escaped = "a&amp;b&lt;c&gt;d&quot;e&apos;f&#13;\ng&#13;h";
    // In an attribute a raw line feed would read back as a space.
    let in_attribute = escaped.replace('\n', "&#10;");
    assert!(xml.contains(&format!("title=\"{in_attribute}\"")), "{xml}");
    assert!(xml.contains(&format!(">{escaped}</t:note>")), "{xml}");
    assert!(!xml.contains('\r'), "{xml:?}");

    let read: Vec<Url> = UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let note = &read[0].extensions()[0];
    assert_eq!(note.text(), tricky);
    assert_eq!(
        note.attributes(),
        [
            ("title".to_owned(), tricky.to_owned()),
            ("tabbed".to_owned(), with_tab.clone())
        ]
    );
    assert!(xml.contains("h&#9;.\""), "{xml}");
}
