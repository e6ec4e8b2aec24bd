use crate::read::{DocumentKind, Format, ReadEvent, ReadOptions, SitemapReader};
use crate::{IndexReader, UrlSetReader};

/// The locs of the entries and the `(line, column, rule)` of each
/// diagnostic.
fn read(json: &str) -> (Vec<String>, Vec<(u64, u64, &'static str)>) {
    let mut locs = Vec::new();
    let mut found = Vec::new();
    for event in SitemapReader::new(json.as_bytes(), ReadOptions::lenient()) {
        match event {
            ReadEvent::Url(url) => locs.push(url.loc().to_string()),
            ReadEvent::IndexEntry(entry) => locs.push(entry.loc().to_string()),
            ReadEvent::Diagnostic(d) => found.push((d.line(), d.column(), d.rule())),
            other => panic!("unexpected {other:?}"),
        }
    }
    (locs, found)
}

#[test]
fn a_document_serde_wrote_reads_back_entry_by_entry() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url><loc>https://example.com/</loc><lastmod>2024-01-01</lastmod>
        <image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>
      <url><loc>https://example.com/b?x=y&amp;z=1</loc><priority>0.5</priority></url>
    </urlset>"#;
    let set = crate::from_xml_str(xml).unwrap();
    for json in [
        serde_json::to_string(&set).unwrap(),
        serde_json::to_string_pretty(&set).unwrap(),
    ] {
        let mut reader = SitemapReader::new(json.as_bytes(), ReadOptions::strict());
        assert_eq!(reader.format(), Some(Format::Json));
        assert_eq!(reader.kind(), Some(DocumentKind::UrlSet));
        let urls: Vec<_> = UrlSetReader::new(json.as_bytes())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(urls, set.urls(), "{json}");
    }
}

#[test]
fn ndjson_and_arrays_of_entries_are_read_too() {
    let ndjson = "\u{feff}{\"loc\":\"https://example.com/a\",\"lastmod\":\"2024-05-01\"}\n\n{\"loc\":\"https://example.com/b\"}\n";
    let (locs, found) = read(ndjson);
    assert_eq!(locs, ["https://example.com/a", "https://example.com/b"]);
    assert_eq!(found, []);
    let array = r#"[ {"loc": "https://example.com/a"}, {"loc": "https://example.com/b"} ]"#;
    let (locs, found) = read(array);
    assert_eq!(locs, ["https://example.com/a", "https://example.com/b"]);
    assert_eq!(found, []);
}

#[test]
fn an_entry_out_of_shape_is_lost_alone_and_located() {
    let ndjson = concat!(
        "{\"loc\":\"https://example.com/a\"}\n",
        "{\"loc\":\"https://example.com/b\",\"priority\":\"2.0\"}\n",
        "{\"lastmod\":\"2024-05-01\"}\n",
        "{\"loc\":\"https://example.com/d\"}\n",
    );
    let (locs, found) = read(ndjson);
    assert_eq!(locs, ["https://example.com/a", "https://example.com/d"]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!((found[0].0, found[0].2), (2, "json.entry"));
    assert_eq!((found[1].0, found[1].2), (3, "json.entry"));
    let message = SitemapReader::new(ndjson.as_bytes(), ReadOptions::lenient())
        .find_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.to_string()),
            _ => None,
        })
        .unwrap();
    assert!(message.contains("priority"), "{message}");
}

#[test]
fn an_index_reads_as_one_and_a_sitemap_is_refused_where_an_index_is_expected() {
    let index = r#"{"@xmlns":"http://www.sitemaps.org/schemas/sitemap/0.9","sitemap":[{"loc":"https://example.com/s1.xml"}],"note":{"a":[1,2]}}"#;
    let mut reader = SitemapReader::new(index.as_bytes(), ReadOptions::strict());
    assert_eq!(reader.kind(), Some(DocumentKind::SitemapIndex));
    let entries: Vec<_> = IndexReader::new(index.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(entries[0].loc().as_str(), "https://example.com/s1.xml");
    let set = r#"{"url":[{"loc":"https://example.com/"}]}"#;
    let error = IndexReader::new(set.as_bytes())
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(error.rule(), "root");
}

#[test]
fn broken_json_stops_with_a_located_syntax_error() {
    for (json, line) in [
        ("{\"url\":[{\"loc\":\"https://example.com/\"}", 1),
        ("{\"url\":[{\"loc\":\"https://example.com/\"}]} trailing", 1),
        (
            "{\"url\":[\n  {\"loc\":\"https://example.com/\"},\n  7\n]}",
            3,
        ),
        ("[{\"loc\":\"https://example.com/\"}}", 1),
        ("{\"loc\":\"https://example.com/\"}\nnot json\n", 2),
        (
            "{\"url\":[{\"loc\":\"https://example.com/\", \"x\": \"unterminated}]}",
            1,
        ),
        (
            "[{\"loc\":\"https://example.com/\"}\n{\"loc\":\"https://example.com/b\"}]",
            2,
        ),
        ("[{\"loc\":\"https://example.com/\"},\n]", 2),
    ] {
        let (locs, found) = read(json);
        let (last_line, _, rule) = *found.last().expect("a diagnostic");
        assert!(
            rule == "json.syntax" || rule == "xml.trailing",
            "{json}: {found:?}"
        );
        assert_eq!(last_line, line, "{json}: {found:?}");
        assert!(locs.len() <= 1);
    }
}

#[test]
fn an_empty_document_lists_nothing_and_says_so() {
    for json in ["{}", "[]", "{\"@xmlns\":\"x\",\"url\":[]}"] {
        let (locs, found) = read(json);
        assert_eq!(locs, Vec::<String>::new());
        assert_eq!(
            found.iter().map(|f| f.2).collect::<Vec<_>>(),
            ["entries.none"],
            "{json}"
        );
    }
}

#[test]
fn one_entry_is_held_at_a_time_and_a_huge_one_is_refused() {
    let huge = format!(
        "{{\"loc\":\"https://example.com/\",\"x\":\"{}\"}}\n",
        "a".repeat(200 * 1024)
    );
    let options = ReadOptions::lenient().max_value_bytes(1024);
    let found: Vec<_> = SitemapReader::new(huge.as_bytes(), options)
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(d) => Some(d.rule()),
            _ => None,
        })
        .collect();
    assert!(
        found.contains(&"limit.value") || found.contains(&"limit.bytes"),
        "{found:?}"
    );
}

#[test]
fn a_documents_root_attributes_and_declarations_are_its_head() {
    let json = r#"{"@xmlns":"http://www.sitemaps.org/schemas/sitemap/0.9",
        "@xmlns:xsi":"http://www.w3.org/2001/XMLSchema-instance",
        "@xsi:schemaLocation":"http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd",
        "@not a name":"x",
        "url":[{"loc":"https://example.com/a"}]}"#;
    let mut reader = SitemapReader::new(json.as_bytes(), ReadOptions::strict());
    let entries = reader
        .by_ref()
        .filter(|event| matches!(event, ReadEvent::Url(_)))
        .count();
    assert_eq!(entries, 1);
    assert_eq!(
        reader.head().attributes(),
        [(
            "xsi:schemaLocation".to_owned(),
            "http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd".to_owned()
        )]
    );
    assert!(
        reader
            .namespaces()
            .iter()
            .any(|d| d.prefix() == "xsi" && d.uri() == "http://www.w3.org/2001/XMLSchema-instance")
    );
}

#[test]
fn an_ndjson_head_line_is_the_documents_head_and_names_an_index() {
    let ndjson = concat!(
        r#"{"@xmlns":"http://www.sitemaps.org/schemas/sitemap/0.9","#,
        r#""@xmlns:xsi":"http://www.w3.org/2001/XMLSchema-instance","#,
        r#""@xsi:schemaLocation":"http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd","#,
        r#""?xml-stylesheet":["type=\"text/xsl\" href=\"/a.xsl\"","href=\"x?>\""]}"#,
        "\n",
        r#"{"loc":"https://example.com/a"}"#,
        "\n",
    );
    let mut reader = SitemapReader::new(ndjson.as_bytes(), ReadOptions::strict());
    let events: Vec<_> = reader.by_ref().collect();
    assert!(
        matches!(&events[..], [ReadEvent::Url(url)] if url.loc().as_str() == "https://example.com/a"),
        "{events:?}"
    );
    let head = reader.head();
    assert_eq!(head.attributes()[0].0, "xsi:schemaLocation");
    // The instruction that would end itself early is left out.
    assert_eq!(head.stylesheets().len(), 1);
    assert_eq!(head.stylesheets()[0].href().as_deref(), Some("/a.xsl"));

    let index = "{\"@xmlns\":\"http://www.sitemaps.org/schemas/sitemap/0.9\",\"sitemap\":[]}\n\
                 {\"loc\":\"https://example.com/s1.xml\"}\n";
    let mut reader = SitemapReader::new(index.as_bytes(), ReadOptions::strict());
    let events: Vec<_> = reader.by_ref().collect();
    assert_eq!(reader.kind(), Some(DocumentKind::SitemapIndex));
    assert!(
        matches!(&events[..], [ReadEvent::IndexEntry(_)]),
        "{events:?}"
    );
    // A document with entries is whole: what follows is trailing content.
    let (_, found) = read(
        "{\"url\":[{\"loc\":\"https://example.com/a\"}]}\n{\"loc\":\"https://example.com/b\"}",
    );
    assert_eq!(found.len(), 1, "{found:?}");
}
