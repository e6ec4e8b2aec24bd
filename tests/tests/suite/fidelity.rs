//! What a document carries besides its entries (stylesheet instructions,
//! `xsi:schemaLocation`) survives every path: streaming read and write,
//! serde XML and JSON. Written documents stay valid for xmllint.

use sitemap_core::read::{ReadOptions, SitemapReader};
use sitemap_core::{
    IndexReader, IndexWriter, SitemapIndex, Stylesheet, UrlSet, UrlSetReader, UrlSetWriter,
};
use sitemap_tests::xmllint::{workspace_root, xmllint};

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XSI: &str = "http://www.w3.org/2001/XMLSchema-instance";

/// A Yoast-style document: a stylesheet and a schema location.
fn yoast(root: &str, entry: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><?xml-stylesheet type=\"text/xsl\" href=\"//example.com/main-sitemap.xsl?v=1&amp;x=2\"?>\n\
         <{root} xmlns=\"{NS}\" xmlns:xsi=\"{XSI}\" xsi:schemaLocation=\"{NS} http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd\">\n\
         <{entry}><loc>https://example.com/</loc></{entry}>\n</{root}>\n"
    )
}

fn check_head(head: &sitemap_core::DocumentHead) {
    assert_eq!(head.stylesheets().len(), 1);
    assert_eq!(
        head.stylesheets()[0].href().as_deref(),
        Some("//example.com/main-sitemap.xsl?v=1&x=2")
    );
    assert_eq!(
        head.attributes(),
        [(
            "xsi:schemaLocation".to_owned(),
            format!("{NS} http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd")
        )]
    );
}

#[test]
fn the_streaming_paths_keep_the_head() {
    let xml = yoast("urlset", "url");
    let mut reader = SitemapReader::new(xml.as_bytes(), ReadOptions::strict());
    reader.kind();
    check_head(reader.head());
    assert_eq!(
        reader.by_ref().count(),
        1,
        "no diagnostic: the head is valid"
    );

    let set = UrlSetReader::new(xml.as_bytes()).into_document().unwrap();
    check_head(set.head());
    let written =
        String::from_utf8(UrlSetWriter::write_document(Vec::new(), &set).unwrap()).unwrap();
    assert!(
        written.contains("<?xml-stylesheet type=\"text/xsl\""),
        "{written}"
    );
    assert!(written.contains(" xsi:schemaLocation=\""), "{written}");
    let again = UrlSetReader::new(written.as_bytes())
        .into_document()
        .unwrap();
    assert_eq!(again, set);

    let index = IndexReader::new(yoast("sitemapindex", "sitemap").as_bytes())
        .into_document()
        .unwrap();
    check_head(index.head());
    let written = IndexWriter::write_document(Vec::new(), &index).unwrap();
    let again = IndexReader::new(written.as_slice())
        .into_document()
        .unwrap();
    assert_eq!(again, index);
}

#[test]
fn serde_keeps_the_root_attributes() {
    let set = UrlSetReader::new(yoast("urlset", "url").as_bytes())
        .into_document()
        .unwrap();
    let xml = quick_xml::se::to_string(&set).unwrap();
    assert!(xml.contains("xsi:schemaLocation=\""), "{xml}");
    let from_xml: UrlSet = quick_xml::de::from_str(&xml).unwrap();
    assert_eq!(from_xml.head().attributes(), set.head().attributes());
    let json = serde_json::to_string(&set).unwrap();
    let from_json: UrlSet = serde_json::from_str(&json).unwrap();
    assert_eq!(from_json.head().attributes(), set.head().attributes());
    // Stylesheet instructions have no place in serde's data model: the
    // streaming paths carry them.
    assert!(from_json.head().stylesheets().is_empty());
    let index: SitemapIndex = quick_xml::de::from_str(
        &quick_xml::se::to_string(
            &IndexReader::new(yoast("sitemapindex", "sitemap").as_bytes())
                .into_document()
                .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(index.head().attributes().len(), 1);
}

#[test]
fn written_heads_are_valid_for_xmllint() {
    let Some(xmllint) = xmllint() else {
        return;
    };
    let mut writer = UrlSetWriter::new(Vec::new())
        .with_stylesheet(Stylesheet::xsl("/sitemap.xsl?a=1&b=\"2\""))
        .with_namespace("xsi", XSI)
        .with_root_attribute("xsi:schemaLocation", &format!("{NS} sitemap.xsd"))
        .unwrap();
    writer
        .write(&sitemap_core::Url::new(
            sitemap_core::Loc::parse("https://example.com/").unwrap(),
        ))
        .unwrap();
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    let schema = workspace_root().join("schemas/sitemap.xsd");
    xmllint.validate_str(&xml, &schema).unwrap();
    // And read back as written.
    let set = UrlSetReader::new(xml.as_bytes()).into_document().unwrap();
    assert_eq!(
        set.head().stylesheets()[0].href().as_deref(),
        Some("/sitemap.xsl?a=1&b=\"2\"")
    );
}

#[test]
fn whitespace_only_extension_text_survives_serde() {
    let set = UrlSetReader::new(
        format!(
            "<urlset xmlns=\"{NS}\" xmlns:x=\"urn:x\"><url><loc>https://example.com/</loc><x:a>  </x:a></url></urlset>"
        )
        .as_bytes(),
    )
    .into_document()
    .unwrap();
    let text = |set: &UrlSet| {
        set.urls()[0].extensions()[0]
            .children()
            .iter()
            .map(|node| match node {
                sitemap_core::ExtensionNode::Text(text) => text.clone(),
                sitemap_core::ExtensionNode::Element(_) => "<element>".into(),
            })
            .collect::<String>()
    };
    assert_eq!(text(&set), "  ");
    let from_json: UrlSet = serde_json::from_str(&serde_json::to_string(&set).unwrap()).unwrap();
    assert_eq!(text(&from_json), "  ");
    // quick-xml's deserializer trims text that is not next to other text
    // (its documented rule), so through serde XML the spaces are lost; the
    // streaming reader keeps them.
    let xml = UrlSetWriter::write_document(Vec::new(), &set).unwrap();
    let streamed = UrlSetReader::new(xml.as_slice()).into_document().unwrap();
    assert_eq!(text(&streamed), "  ");
}

#[test]
fn serde_refuses_a_root_attribute_name_that_would_break_the_markup() {
    let json = format!(
        r#"{{"@xmlns":"{NS}","@x:a=\"\"/><evil/><y:b":"v","url":[{{"loc":"https://example.com/"}}]}}"#
    );
    let error = serde_json::from_str::<UrlSet>(&json).unwrap_err();
    assert!(
        error.to_string().contains("cannot name a root attribute"),
        "{error}"
    );
}
