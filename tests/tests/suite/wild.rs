//! `SitemapReader` on what the wild serves: detection, strict and lenient
//! judgement, recovery, positions and limits. Every fixture is written here.

use std::io::Write;

use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_core::Priority;
use sitemap_core::read::{
    Diagnostic, DocumentKind, Mode, Problem, ReadEvent, ReadOptions, Severity, SitemapReader,
};
use sitemap_tests::source::Trickle;

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

/// What one read produced, in a form that is easy to assert on.
struct Outcome {
    locs: Vec<String>,
    diagnostics: Vec<Diagnostic>,
    kind: Option<DocumentKind>,
    gzip: bool,
}

impl Outcome {
    /// `(severity, rule, line, column)` of every diagnostic.
    fn found(&self) -> Vec<(Severity, &'static str, u64, u64)> {
        self.diagnostics
            .iter()
            .map(|d| (d.severity(), d.rule(), d.line(), d.column()))
            .collect()
    }

    fn rules(&self) -> Vec<&'static str> {
        self.diagnostics.iter().map(Diagnostic::rule).collect()
    }

    fn errors(&self) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity() == Severity::Error)
            .count()
    }
}

fn read_with(bytes: &[u8], options: ReadOptions) -> Outcome {
    read_from(bytes, options)
}

fn read_from(source: impl std::io::Read, options: ReadOptions) -> Outcome {
    let mut reader = SitemapReader::new(source, options);
    let kind = reader.kind();
    let mut outcome = Outcome {
        locs: Vec::new(),
        diagnostics: Vec::new(),
        kind,
        gzip: false,
    };
    for event in reader.by_ref() {
        match event {
            ReadEvent::Url(url) => outcome.locs.push(url.loc().to_string()),
            ReadEvent::IndexEntry(entry) => outcome.locs.push(entry.loc().to_string()),
            ReadEvent::Diagnostic(d) => outcome.diagnostics.push(d),
            ReadEvent::Extension(_) => {}
            other => panic!("unexpected event {other:?}"),
        }
    }
    outcome.gzip = reader.is_gzip();
    assert_eq!(
        reader.error_count() as usize,
        outcome.errors(),
        "the reader's error count matches what it yielded"
    );
    outcome
}

fn strict(xml: &str) -> Outcome {
    read_with(xml.as_bytes(), ReadOptions::strict())
}

fn lenient(xml: &str) -> Outcome {
    read_with(xml.as_bytes(), ReadOptions::lenient())
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn urlset(body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"{NS}\">\n{body}</urlset>\n"
    )
}

#[test]
fn the_kind_and_the_compression_come_from_the_bytes() {
    let index = format!(
        "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/s1.xml</loc><lastmod>2024-05-01</lastmod></sitemap></sitemapindex>"
    );
    let set = urlset("<url><loc>https://example.com/</loc></url>\n");
    for (bytes, kind, compressed) in [
        (index.as_bytes().to_vec(), DocumentKind::SitemapIndex, false),
        (gzip(index.as_bytes()), DocumentKind::SitemapIndex, true),
        (set.as_bytes().to_vec(), DocumentKind::UrlSet, false),
        (gzip(set.as_bytes()), DocumentKind::UrlSet, true),
    ] {
        let outcome = read_with(&bytes, ReadOptions::strict());
        assert_eq!(outcome.kind, Some(kind));
        assert_eq!(outcome.gzip, compressed);
        assert_eq!(outcome.locs.len(), 1);
        assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.found());
    }
}

#[test]
fn a_file_that_is_no_sitemap_says_so() {
    let outcome = strict("<html><body>Not found</body></html>");
    assert_eq!(outcome.kind, None);
    assert_eq!(outcome.found(), [(Severity::Error, "root", 1, 1)]);
    assert!(matches!(
        outcome.diagnostics[0].problem(),
        Problem::HtmlPage
    ));
    let outcome = strict("<feed><entry/></feed>");
    assert_eq!(outcome.found(), [(Severity::Error, "root", 1, 1)]);
    assert_eq!(outcome.diagnostics[0].value(), Some("feed"));
}

#[test]
fn strict_mode_reports_the_schema_order_with_positions() {
    let xml = urlset(
        "<url>\n  <loc>https://example.com/</loc>\n  <priority>0.5</priority>\n  <changefreq>daily</changefreq>\n</url>\n",
    );
    let outcome = strict(&xml);
    assert_eq!(outcome.found(), [(Severity::Error, "element.order", 6, 3)]);
    let message = outcome.diagnostics[0].to_string();
    assert!(
        message.contains("<changefreq> must come before <priority>"),
        "{message}"
    );
    // The entry itself is complete either way.
    assert_eq!(outcome.locs, ["https://example.com/"]);
    let relaxed = lenient(&xml);
    assert_eq!(
        relaxed.found(),
        [(Severity::Warning, "element.order", 6, 3)]
    );
}

#[test]
fn protocol_rules_the_schema_lets_through_are_errors_in_strict_mode() {
    let xml = urlset(concat!(
        "<url><loc>https://example.com/a</loc><lastmod>2024-05-01T10:00:00</lastmod></url>\n",
        "<url><loc>post-sitemap-page.xml</loc></url>\n",
        "<url><loc>ftp://example.com/file</loc></url>\n",
        "<url><loc>https://example.com/caf\u{e9} menu</loc></url>\n",
        "<url><loc>https://other.example.com/b</loc></url>\n",
        "<url><loc>http://example.com/c</loc></url>\n",
    ));
    let outcome = strict(&xml);
    assert_eq!(
        outcome.rules(),
        [
            "lastmod.form",
            "loc.relative",
            "loc.uri",
            "loc.characters",
            "loc.host",
            "loc.host"
        ]
    );
    assert_eq!(outcome.errors(), 6);
    // Relative and ftp locs lose their entry; the rest are read.
    assert_eq!(
        outcome.locs,
        [
            "https://example.com/a",
            "https://example.com/caf%C3%A9%20menu",
            "https://other.example.com/b",
            "http://example.com/c"
        ]
    );
    let characters = &outcome.diagnostics[3];
    assert_eq!(
        characters.value(),
        Some("https://example.com/caf\u{e9} menu")
    );
    assert_eq!(characters.line(), 6);
    assert!(
        outcome.diagnostics[0].to_string().contains("no time zone"),
        "{}",
        outcome.diagnostics[0]
    );
    // Lenient mode keeps the same entries; only the lost ones stay errors.
    let relaxed = lenient(&xml);
    assert_eq!(relaxed.locs, outcome.locs);
    assert_eq!(relaxed.errors(), 2);
    assert_eq!(relaxed.diagnostics.len(), 6);
}

#[test]
fn checks_made_on_the_built_entry_keep_document_order() {
    let xml = urlset(
        "<url><loc>https://example.com/caf\u{e9}</loc><lastmod>2024-05</lastmod><changefreq>weekley</changefreq></url>\n",
    );
    let outcome = strict(&xml);
    assert_eq!(
        outcome.found(),
        [
            (Severity::Error, "loc.characters", 3, 6),
            // A month alone is W3C Datetime, but not a schema date.
            (Severity::Error, "lastmod.datetime", 3, 42),
            (Severity::Error, "changefreq.enumeration", 3, 68),
        ]
    );
}

#[test]
fn the_one_host_rule_can_be_left_to_the_caller() {
    let xml = urlset(
        "<url><loc>https://a.example.com/</loc></url><url><loc>https://b.example.com/</loc></url>",
    );
    let outcome = read_with(xml.as_bytes(), ReadOptions::strict().one_host(false));
    assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.found());
}

#[test]
fn lenient_mode_reads_what_crawlers_meet() {
    // BOM, stylesheet, comments, CDATA, padded values, no namespace, an
    // unknown element, a raw `&`, and bad optional values.
    let xml = concat!(
        "\u{feff}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
        "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n",
        "<!-- generated -->\n",
        "<urlset>\n",
        "<url><loc>\n  https://example.com/a \n</loc><changefreq>Daily</changefreq></url>\n",
        "<url><loc><![CDATA[https://example.com/b?x=1&y=2]]></loc><priority>high</priority></url>\n",
        "<url><loc>https://example.com/c?x=1&y=2</loc><lastmod>yesterday</lastmod></url>\n",
        "<url><loc>https://example.com/d</loc><title>Home</title><priority>2.0</priority></url>\n",
        "</urlset>\n",
    );
    let outcome = lenient(xml);
    assert_eq!(
        outcome.locs,
        [
            "https://example.com/a",
            "https://example.com/b?x=1&y=2",
            "https://example.com/c?x=1&y=2",
            "https://example.com/d"
        ]
    );
    assert_eq!(
        outcome.found(),
        [
            (Severity::Warning, "namespace", 4, 1),
            (Severity::Warning, "changefreq.enumeration", 7, 7),
            (Severity::Warning, "priority.decimal", 8, 58),
            (Severity::Warning, "xml.raw-ampersand", 9, 36),
            (Severity::Warning, "lastmod.datetime", 9, 46),
            (Severity::Warning, "element.unknown", 10, 38),
            (Severity::Warning, "priority.range", 10, 57),
        ]
    );
    assert!(
        outcome.diagnostics[1]
            .to_string()
            .ends_with("read as `daily`")
    );
    // The same file in strict mode: the same entries, every warning an error.
    let judged = strict(xml);
    assert_eq!(judged.locs, outcome.locs);
    assert_eq!(judged.errors(), 7);
}

#[test]
fn repaired_values_are_kept_in_the_entry() {
    let xml = urlset(concat!(
        "<url><loc>https://example.com/</loc><lastmod>2011-10-11T15:20:41+0200</lastmod>",
        "<changefreq>\n\tweekly\n</changefreq><priority>0,8</priority></url>\n",
    ));
    let mut urls = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::lenient()) {
        if let ReadEvent::Url(url) = event {
            urls.push(url);
        }
    }
    let url = &urls[0];
    assert_eq!(
        url.lastmod().map(|l| l.to_string()).as_deref(),
        Some("2011-10-11T15:20:41+02:00")
    );
    assert_eq!(url.changefreq().map(|c| c.as_str()), Some("weekly"));
    assert_eq!(url.priority(), Some(Priority::new(0.8).unwrap()));
}

#[test]
fn prefixed_and_legacy_namespaces_are_the_sitemap_namespace() {
    let prefixed = format!(
        "<sm:urlset xmlns:sm=\"{NS}\"><sm:url><sm:loc>https://example.com/</sm:loc></sm:url></sm:urlset>"
    );
    let outcome = strict(&prefixed);
    assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.found());
    assert_eq!(outcome.locs.len(), 1);
    // 0.84 is an older protocol version, read on purpose; its children may
    // come in any order.
    let legacy = "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\"><url><priority>0.3</priority><loc>https://example.com/</loc></url></urlset>";
    let outcome = strict(legacy);
    // Outside the 0.9 schema's namespace: an error when strict, as the
    // catalogue says, a warning when lenient.
    assert_eq!(
        outcome.found(),
        [(Severity::Error, "namespace.legacy", 1, 1)]
    );
    assert_eq!(outcome.locs.len(), 1);
    assert_eq!(
        lenient(legacy).found(),
        [(Severity::Warning, "namespace.legacy", 1, 1)]
    );
}

#[test]
fn a_lastmod_is_judged_by_the_grammar_that_refuses_it() {
    let xml = urlset(concat!(
        "<url><loc>https://example.com/a</loc><lastmod>2024-05-01T10:20Z</lastmod></url>\n",
        "<url><loc>https://example.com/b</loc><lastmod>2024</lastmod></url>\n",
        "<url><loc>https://example.com/c</loc><lastmod>2024-05-01Z</lastmod></url>\n",
        "<url><loc>https://example.com/d</loc><lastmod>2024-05-01T10:20:00</lastmod></url>\n",
    ));
    let outcome = strict(&xml);
    // The schema refuses the first two (no seconds, a year alone); only
    // W3C Datetime refuses the other two (a zone on a date, none on a time).
    assert_eq!(
        outcome.rules(),
        [
            "lastmod.datetime",
            "lastmod.datetime",
            "lastmod.form",
            "lastmod.form"
        ]
    );
    let messages: Vec<String> = outcome.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(messages[0].contains("no seconds"), "{}", messages[0]);
    assert!(
        messages[2].contains("date with a time zone"),
        "{}",
        messages[2]
    );
    assert!(messages[3].contains("no time zone"), "{}", messages[3]);
    assert_eq!(outcome.locs.len(), 4);
}

#[test]
fn a_lastmod_only_w3c_datetime_refuses_is_the_protocols_finding() {
    // The schema's dateTime takes `24:00:00` and years past 9999 or before
    // 0001, which W3C Datetime does not (the entry is read without them:
    // no value type holds them); `24:00:01` neither takes.
    let xml = urlset(concat!(
        "<url><loc>https://example.com/e</loc><lastmod>2024-05-01T24:00:00Z</lastmod></url>\n",
        "<url><loc>https://example.com/f</loc><lastmod>10000-05-01</lastmod></url>\n",
        "<url><loc>https://example.com/g</loc><lastmod>-0044-03-15</lastmod></url>\n",
        "<url><loc>https://example.com/h</loc><lastmod>2024-05-01T24:00:01Z</lastmod></url>\n",
    ));
    let outcome = strict(&xml);
    assert_eq!(
        outcome.rules(),
        [
            "lastmod.form",
            "lastmod.form",
            "lastmod.form",
            "lastmod.datetime"
        ]
    );
    let messages: Vec<String> = outcome.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(
        messages[0].contains("stricter than the schema"),
        "{}",
        messages[0]
    );
    assert!(
        !messages[3].contains("stricter than the schema"),
        "{}",
        messages[3]
    );
    assert_eq!(outcome.locs.len(), 4);
}

#[test]
fn a_file_whose_every_entry_was_lost_is_not_reported_empty() {
    // The schema sees a <url>: only the protocol's rules refuse its loc.
    let xml = urlset("<url><loc>mailto:a@example.com</loc></url>\n");
    assert_eq!(strict(&xml).rules(), ["loc.uri"]);
    let xml = urlset("<url><loc>/relative/page</loc></url>\n");
    assert_eq!(strict(&xml).rules(), ["loc.relative"]);
    // A text sitemap likewise.
    let outcome = read_with(b"ftp://example.com/a\n", ReadOptions::strict());
    assert_eq!(outcome.rules(), ["loc.uri"]);
    // A file with no entry at all still is.
    assert_eq!(strict(&urlset("")).rules(), ["entries.none"]);
}

#[test]
fn text_between_elements_is_what_xml_calls_text() {
    // A character reference to whitespace is whitespace to the schema.
    let xml = urlset("<url><loc>https://example.com/a</loc>&#32;&#10;&#9;&#13;</url>&#10;\n");
    let outcome = strict(&xml);
    assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.found());
    // A no-break space is not XML whitespace.
    let xml = urlset("<url><loc>https://example.com/a</loc>\u{a0}</url>\n");
    assert_eq!(strict(&xml).rules(), ["element.text"]);
    let xml = urlset("<url><loc>https://example.com/a</loc>&#xA0;</url>\n");
    assert_eq!(strict(&xml).rules(), ["element.text"]);
}

#[test]
fn extensions_are_kept_and_unknown_sitemap_elements_are_not() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\
         <url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>\
         <foo>bar</foo></urlset>"
    );
    let mut urls = Vec::new();
    let mut rules = Vec::new();
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::strict()) {
        match event {
            ReadEvent::Url(url) => urls.push(url),
            ReadEvent::Diagnostic(d) => rules.push((d.rule(), d.value().map(str::to_owned))),
            _ => {}
        }
    }
    // The image is one of ours: read as a typed value.
    assert_eq!(urls[0].images().len(), 1);
    assert!(urls[0].extensions().is_empty());
    assert_eq!(rules, [("element.unknown", Some("foo".to_owned()))]);
}

#[test]
fn an_undeclared_prefix_drops_only_its_element() {
    let xml = urlset(
        "<url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>\n",
    );
    let outcome = lenient(&xml);
    assert_eq!(outcome.locs.len(), 1);
    assert_eq!(outcome.found(), [(Severity::Warning, "xml.prefix", 3, 37)]);
}

#[test]
fn a_duplicate_child_keeps_the_first() {
    let xml =
        urlset("<url><loc>https://example.com/a</loc><loc>https://example.com/b</loc></url>\n");
    let outcome = lenient(&xml);
    assert_eq!(outcome.locs, ["https://example.com/a"]);
    assert_eq!(outcome.rules(), ["loc.duplicate"]);
    assert!(
        outcome.diagnostics[0]
            .to_string()
            .contains("the first is kept")
    );
}

#[test]
fn a_truncated_file_yields_its_complete_entries() {
    let xml = urlset(
        "<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc></url>\n<url><loc>https://exa",
    );
    let cut = &xml[..xml.rfind("https://exa").unwrap() + 11];
    for bytes in [cut.as_bytes().to_vec(), gzip(cut.as_bytes())] {
        let outcome = read_with(&bytes, ReadOptions::lenient());
        assert_eq!(
            outcome.locs,
            ["https://example.com/1", "https://example.com/2"]
        );
        assert_eq!(outcome.rules(), ["xml.truncated"]);
        assert!(outcome.diagnostics[0].to_string().contains("dropped"));
    }
    // A gzip stream cut short ends the same way, at the last complete entry.
    let long = urlset(&"<url><loc>https://example.com/x</loc></url>\n".repeat(2000));
    let compressed = gzip(long.as_bytes());
    let outcome = read_with(&compressed[..compressed.len() / 2], ReadOptions::lenient());
    assert!(!outcome.locs.is_empty() && outcome.locs.len() < 2000);
    assert_eq!(outcome.rules(), ["xml.truncated"]);
}

#[test]
fn broken_markup_costs_only_its_entry() {
    let xml = urlset(
        "<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc><changefreq>a<b</changefreq></url>\n<url><loc>https://example.com/3</loc></url>\n",
    );
    let outcome = lenient(&xml);
    assert_eq!(
        outcome.locs,
        ["https://example.com/1", "https://example.com/3"]
    );
    assert_eq!(outcome.rules(), ["xml.syntax"]);
    assert_eq!(outcome.diagnostics[0].severity(), Severity::Error);
    let message = outcome.diagnostics[0].to_string();
    assert!(
        message.contains("raw `<`") && message.contains("<url> it is in is dropped"),
        "{message}"
    );
    let two_roots = format!(
        "{}<urlset/>",
        urlset("<url><loc>https://example.com/</loc></url>")
    );
    assert_eq!(lenient(&two_roots).rules(), ["xml.trailing"]);
}

#[test]
fn bytes_that_are_not_utf8_are_placed_at_the_first_bad_byte() {
    let entries =
        "<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc></url>";
    let head = format!("<?xml version=\"1.0\"?>\n<urlset xmlns=\"{NS}\">\n{entries}\n");
    let in_text = format!("{head}<url><loc>/rel\u{C1}\u{D0}</loc></url>\n</urlset>\n");
    let in_name = format!("{head}<ur\u{C1}l></ur\u{C1}l>\n</urlset>\n");
    // In a value the bad byte costs its entry (an error in both modes);
    // between entries it costs nothing (a warning when lenient).
    for (document, severity) in [(in_text, Severity::Error), (in_name, Severity::Warning)] {
        // Each char below U+0100 stands for the byte of the same value.
        let bytes: Vec<u8> = document
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap())
            .collect();
        let bad = bytes.iter().position(|&b| b == 0xC1).unwrap();
        let line = bytes[..bad].iter().filter(|&&b| b == b'\n').count() as u64 + 1;
        let line_start = bytes[..bad].iter().rposition(|&b| b == b'\n').unwrap() + 1;
        let column = (bad - line_start) as u64 + 1;
        let whole = read_with(&bytes, ReadOptions::lenient());
        assert_eq!(whole.locs.len(), 2);
        assert_eq!(
            whole.found(),
            [(severity, "xml.syntax", line, column)],
            "{document}"
        );
        let byte_by_byte = read_from(Trickle::new(&bytes, 1), ReadOptions::lenient());
        assert_eq!(byte_by_byte.found(), whole.found());
    }
}

#[test]
fn doctype_and_entities_are_refused_not_expanded() {
    let xml = format!(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY x \"https://evil.example/\">]>\n<urlset xmlns=\"{NS}\"><url><loc>&x;</loc></url></urlset>"
    );
    let outcome = lenient(&xml);
    assert!(outcome.locs.is_empty());
    assert_eq!(outcome.found(), [(Severity::Error, "xml.doctype", 2, 1)]);
    // Without a DOCTYPE an unknown entity is kept as written and reported.
    let xml = urlset("<url><loc>https://example.com/a&nbsp;b</loc></url>");
    let outcome = lenient(&xml);
    assert_eq!(outcome.rules(), ["xml.entity"]);
    assert_eq!(outcome.locs, ["https://example.com/a&nbsp;b"]);
}

#[test]
fn empty_documents_and_bad_encodings_are_reported() {
    assert_eq!(strict(&urlset("")).rules(), ["entries.none"]);
    let latin = format!(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><urlset xmlns=\"{NS}\"><url><loc>https://example.com/</loc></url></urlset>"
    );
    assert_eq!(
        lenient(&latin).found(),
        [(Severity::Warning, "xml.encoding", 1, 1)]
    );
    let late = format!(
        " <?xml version=\"1.0\"?><urlset xmlns=\"{NS}\"><url><loc>https://example.com/</loc></url></urlset>"
    );
    assert_eq!(lenient(&late).rules(), ["xml.declaration"]);
}

#[test]
fn diagnostics_stay_on_one_line() {
    let xml = urlset(
        "<url><loc>https://example.com/</loc><changefreq>\n  sometimes\n</changefreq></url>",
    );
    let outcome = strict(&xml);
    let line = outcome.diagnostics[0].to_string();
    assert!(!line.contains('\n'), "{line}");
    assert!(line.contains("\\n  sometimes\\n"), "{line}");
    assert!(
        line.starts_with("3:37: error: changefreq.enumeration: "),
        "{line}"
    );
}

#[test]
fn the_protocol_count_is_reported_once_and_the_reader_limit_stops() {
    let body = "<url><loc>https://example.com/p</loc></url>\n".repeat(50_001);
    let xml = urlset(&body);
    let outcome = lenient(&xml);
    assert_eq!(outcome.locs.len(), 50_001);
    assert_eq!(
        outcome.found(),
        [(Severity::Warning, "entries.count", 50_003, 1)]
    );
    assert_eq!(strict(&xml).errors(), 1);

    let capped = read_with(xml.as_bytes(), ReadOptions::lenient().max_entries(10));
    assert_eq!(capped.locs.len(), 10);
    assert_eq!(capped.rules(), ["limit.entries"]);
    assert!(capped.diagnostics[0].to_string().contains("max_entries"));
}

#[test]
fn the_protocol_size_is_reported_at_the_token_that_crosses_it() {
    // Entries of exactly 1 KiB, one per line: byte 52,428,800 falls inside
    // a `<loc>` text, whichever way the entry around it is read.
    const PROTOCOL_BYTES: usize = 52_428_800;
    let mut xml = format!("<urlset xmlns=\"{NS}\">\n");
    let pad = "p".repeat(1024 - "<url><loc>https://example.com/00000000/</loc></url>\n".len());
    for i in 0.. {
        if xml.len() > PROTOCOL_BYTES + 4096 {
            break;
        }
        xml.push_str(&format!(
            "<url><loc>https://example.com/{i:08}/{pad}</loc></url>\n"
        ));
    }
    xml.push_str("</urlset>\n");
    let line_start = xml[..PROTOCOL_BYTES].rfind('\n').unwrap() + 1;
    let text_start = line_start + "<url><loc>".len();
    assert!((text_start..line_start + 1000).contains(&PROTOCOL_BYTES));
    let line = xml[..PROTOCOL_BYTES].matches('\n').count() as u64 + 1;
    // 51,200 entries: past the count too, reported at the entry after it.
    let expected = [
        (Severity::Warning, "entries.count", 50_002, 1),
        (Severity::Warning, "size.protocol", line, 11),
    ];
    // Whole, the reader's buffers end exactly at the protocol size; in reads
    // of 5,000 bytes, the entry that crosses it is buffered whole.
    let chunk = 5_000;
    assert_eq!(line_start / chunk, (line_start + 1024) / chunk);
    let outcome = read_with(xml.as_bytes(), ReadOptions::lenient());
    assert_eq!(outcome.found(), expected);
    let chunked = Trickle::new(xml.as_bytes(), chunk);
    let outcome = read_from(chunked, ReadOptions::lenient());
    assert_eq!(outcome.found(), expected);
}

#[test]
fn a_gzip_bomb_is_cut_off_at_the_byte_limit() {
    // 66 MB of padding in small extension elements compresses to a few
    // hundred KiB.
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder
        .write_all(
            format!("<urlset xmlns=\"{NS}\" xmlns:x=\"urn:x\"><url><loc>https://example.com/</loc></url>")
                .as_bytes(),
        )
        .unwrap();
    let pad = format!("<x:pad>{}</x:pad>\n", "a".repeat(60_000));
    for _ in 0..1_100 {
        encoder.write_all(pad.as_bytes()).unwrap();
    }
    let bomb = encoder.finish().unwrap();
    assert!(bomb.len() < 1 << 20, "{}", bomb.len());
    let outcome = read_with(&bomb, ReadOptions::lenient().max_bytes(4 << 20));
    // The padding comes after the entry, where the schema takes no
    // extension of the root: said once.
    assert_eq!(outcome.locs.len(), 1);
    assert_eq!(outcome.rules(), ["element.order", "limit.bytes"]);
    // The default limit is the protocol's 50 MiB plus a margin: the protocol
    // size is reported first, then the limit stops reading.
    let outcome = read_with(&bomb, ReadOptions::lenient());
    assert_eq!(
        outcome.rules(),
        ["element.order", "size.protocol", "limit.bytes"]
    );
}

#[test]
fn one_endless_token_is_cut_off_early() {
    // A parser buffers a whole token, so a single 64 MiB run of whitespace
    // is cut at the value limit, not buffered to the byte limit; the rest
    // is passed over (nothing buffered) in search of the next entry, which
    // the byte limit ends here.
    let mut document =
        format!("<urlset xmlns=\"{NS}\"><url><loc>https://example.com/</loc></url>").into_bytes();
    document.resize(document.len() + (64 << 20), b' ');
    let outcome = read_with(&gzip(&document), ReadOptions::lenient());
    assert_eq!(outcome.locs.len(), 1);
    assert_eq!(outcome.rules(), ["limit.value", "limit.bytes"]);
    // With an entry after the run, reading resumes there.
    let mut document =
        format!("<urlset xmlns=\"{NS}\"><url><loc>https://example.com/</loc></url>").into_bytes();
    document.resize(document.len() + (2 << 20), b' ');
    document.extend_from_slice(b"<url><loc>https://example.com/after</loc></url></urlset>");
    let outcome = read_with(&gzip(&document), ReadOptions::lenient());
    assert_eq!(
        outcome.locs,
        ["https://example.com/", "https://example.com/after"]
    );
    assert_eq!(outcome.rules(), ["limit.value"]);
}

#[test]
fn nesting_and_value_sizes_are_bounded() {
    let deep = format!(
        "<urlset xmlns=\"{NS}\" xmlns:x=\"urn:x\"><url><loc>https://example.com/</loc>{}{}</url></urlset>",
        "<x:a>".repeat(100),
        "</x:a>".repeat(100)
    );
    let outcome = lenient(&deep);
    assert_eq!(outcome.rules(), ["limit.depth"]);
    let long = urlset(&format!(
        "<url><loc>https://example.com/{}</loc></url>",
        "a".repeat(2 << 20)
    ));
    let outcome = lenient(&long);
    assert_eq!(outcome.rules(), ["limit.value"]);
}

#[test]
fn a_hostile_entry_cannot_queue_unbounded_diagnostics() {
    let xml = urlset(&format!(
        "<url><loc>https://example.com/</loc>{}</url>",
        "<title/>".repeat(5_000)
    ));
    let outcome = lenient(&xml);
    assert_eq!(outcome.locs.len(), 1);
    let last = outcome.diagnostics.last().unwrap();
    assert_eq!(last.rule(), "limit.diagnostics");
    assert!(matches!(last.problem(), Problem::MoreProblems { count } if *count > 4_000));
    assert!(outcome.diagnostics.len() < 300);
}

#[test]
fn index_entries_allow_only_loc_and_lastmod() {
    let xml = format!(
        "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/s.xml</loc><changefreq>daily</changefreq></sitemap></sitemapindex>"
    );
    let outcome = strict(&xml);
    assert_eq!(outcome.kind, Some(DocumentKind::SitemapIndex));
    assert_eq!(outcome.rules(), ["element.unknown"]);
    assert_eq!(outcome.locs, ["https://example.com/s.xml"]);
}

#[test]
fn the_modes_differ_only_in_severity() {
    assert_eq!(ReadOptions::default().mode(), Mode::Strict);
    let xml = urlset(
        "<url><priority>0.1</priority><loc>https://example.com/</loc><foo/></url>\n<url><loc>relative</loc></url>\n",
    );
    let judged = strict(&xml);
    let relaxed = lenient(&xml);
    assert_eq!(judged.locs, relaxed.locs);
    assert_eq!(judged.rules(), relaxed.rules());
    let severities: Vec<_> = relaxed
        .diagnostics
        .iter()
        .map(Diagnostic::severity)
        .collect();
    assert_eq!(
        severities,
        [Severity::Warning, Severity::Warning, Severity::Error]
    );
}

mod never_panics {
    //! The reader on mangled documents: it must end, never panic, and
    //! count what it reports. (cargo-fuzz runs the same property under
    //! coverage guidance: see fuzz/.)
    use super::*;
    use proptest::prelude::*;

    fn seed() -> Vec<u8> {
        format!(
            "\u{feff}<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"s.xsl\"?>\n<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n\
             <url><loc>https://example.com/?a=1&amp;b=2</loc><lastmod>2024-05-01T10:00:00+02:00</lastmod>\
             <changefreq>daily</changefreq><priority>0.5</priority>\
             <image:image><image:loc><![CDATA[https://example.com/a.png]]></image:loc></image:image></url>\n\
             <!-- c --><url><loc>https://example.com/b</loc></url>\n</urlset>\n"
        )
        .into_bytes()
    }

    fn drain(bytes: &[u8], options: ReadOptions) {
        let mut reader = SitemapReader::new(bytes, options);
        let mut errors = 0;
        for event in reader.by_ref() {
            if let ReadEvent::Diagnostic(d) = event {
                errors += usize::from(d.severity() == Severity::Error);
                assert!(!d.to_string().contains('\n'));
            }
        }
        assert_eq!(reader.error_count() as usize, errors);
        assert!(reader.next().is_none(), "a finished reader stays finished");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn mangled_documents_end_cleanly(
            edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..4), 1..8),
            cut in any::<prop::sample::Index>(),
            compress in any::<bool>(),
        ) {
            let mut bytes = seed();
            for (at, byte, op) in edits {
                let i = at.index(bytes.len());
                match op {
                    0 => bytes[i] = byte,
                    1 => { bytes.remove(i); }
                    2 => bytes.insert(i, byte),
                    _ => {
                        let fragment: &[u8] = match byte % 6 {
                            0 => b"<",
                            1 => b"&",
                            2 => b"<url>",
                            3 => b"</loc>",
                            4 => b"<!DOCTYPE x>",
                            _ => b"<x:y xmlns:x=\"urn:x\">",
                        };
                        bytes.splice(i..i, fragment.iter().copied());
                    }
                }
            }
            bytes.truncate(cut.index(bytes.len() + 1));
            let bytes = if compress { gzip(&bytes) } else { bytes };
            drain(&bytes, ReadOptions::strict());
            drain(&bytes, ReadOptions::lenient().max_depth(4).max_value_bytes(64));
        }

        #[test]
        fn arbitrary_bytes_end_cleanly(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
            drain(&bytes, ReadOptions::lenient());
        }
    }
}

#[test]
fn an_html_page_is_named_as_one() {
    for page in [
        "<!DOCTYPE html>\n<html><body>Not found</body></html>",
        "<html lang=\"en\"><head><title>Home</title></head></html>",
    ] {
        let outcome = lenient(page);
        assert_eq!(outcome.rules(), ["root"]);
        let message = outcome.diagnostics[0].to_string();
        assert!(message.contains("this is an HTML page"), "{message}");
        assert!(!message.contains("DOCTYPE"), "{message}");
    }
}

#[test]
fn a_lone_carriage_return_ends_a_line() {
    // Old Mac line ends: an error on the fourth line is placed there.
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\r<url><loc>https://example.com/1</loc></url>\r\r<url><loc>https://example.com/2</loc><priority>high</priority></url>\r</urlset>"
    );
    let outcome = lenient(&xml);
    assert_eq!(
        outcome.found(),
        [(Severity::Warning, "priority.decimal", 4, 38)]
    );
    let whole = read_with(xml.as_bytes(), ReadOptions::lenient()).found();
    let trickled = read_from(Trickle::new(xml.as_bytes(), 1), ReadOptions::lenient()).found();
    assert_eq!(whole, trickled);
}

#[test]
fn attributes_the_schema_forbids_are_reported() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"{NS} {NS}/sitemap.xsd\" a=\"1\">\n<url b=\"2\"><loc c=\"3\">https://example.com/</loc></url>\n</urlset>"
    );
    let outcome = strict(&xml);
    assert_eq!(outcome.locs, ["https://example.com/"]);
    let values: Vec<_> = outcome
        .diagnostics
        .iter()
        .map(|d| (d.rule(), d.value().unwrap_or_default().to_owned(), d.line()))
        .collect();
    assert_eq!(
        values,
        [
            ("element.attribute", "a".to_owned(), 1),
            ("element.attribute", "b".to_owned(), 2),
            ("element.attribute", "c".to_owned(), 2)
        ]
    );
    assert!(
        outcome
            .diagnostics
            .iter()
            .all(|d| d.severity() == Severity::Error)
    );
    // Lenient: warnings, and the schema location alone is no problem.
    assert_eq!(lenient(&xml).errors(), 0);
    let clean = xml
        .replace(" a=\"1\"", "")
        .replace(" b=\"2\"", "")
        .replace(" c=\"3\"", "");
    assert!(
        strict(&clean).diagnostics.is_empty(),
        "{:?}",
        strict(&clean).found()
    );
}

#[test]
fn character_references_xml_forbids_never_reach_a_value() {
    // XML's `Char` production forbids them, so the document is not
    // well-formed (xmllint agrees): an error in both modes, the entry is
    // reported lost, never read as `https://example.com/ab`, and reading
    // resumes at the next entry.
    for reference in ["&#0;", "&#xD800;", "&#1;", "&#x1;", "&#xFFFE;", "&#xZZ;"] {
        let xml = urlset(&format!(
            "<url><loc>https://example.com/a{reference}b</loc></url>\
             <url><loc>https://example.com/next</loc></url>"
        ));
        for outcome in [lenient(&xml), strict(&xml)] {
            assert_eq!(outcome.locs, ["https://example.com/next"], "{reference}");
            assert_eq!(outcome.rules(), ["xml.char-ref"], "{reference}");
            let d = &outcome.diagnostics[0];
            assert_eq!(d.severity(), Severity::Error, "{reference}");
            assert!(
                matches!(
                    d.problem(),
                    Problem::ForbiddenCharReference {
                        lost: Some("url"),
                        ..
                    }
                ),
                "{reference}: {d}"
            );
            assert!(d.to_string().contains("<url> it is in is dropped"), "{d}");
        }
    }
    // Between entries nothing is lost, and it is still an error.
    let xml = urlset("&#0;<url><loc>https://example.com/next</loc></url>");
    for outcome in [lenient(&xml), strict(&xml)] {
        assert_eq!(outcome.locs, ["https://example.com/next"]);
        assert_eq!(outcome.rules(), ["xml.char-ref"]);
        assert_eq!(outcome.errors(), 1);
    }
    // A reference to a character XML allows is read as that character.
    let xml = urlset("<url><loc>https://example.com/a&#x62;&#99;</loc></url>");
    assert_eq!(strict(&xml).locs, ["https://example.com/abc"]);
    assert!(strict(&xml).diagnostics.is_empty());
}

#[test]
fn a_forbidden_character_reference_in_an_attribute_costs_its_entry() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\
         <url><loc>https://example.com/a</loc>\
         <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/de&#0;\"/></url>\
         <url><loc>https://example.com/next</loc></url></urlset>"
    );
    for outcome in [lenient(&xml), strict(&xml)] {
        assert_eq!(outcome.locs, ["https://example.com/next"]);
        assert_eq!(outcome.rules(), ["xml.syntax"]);
        assert_eq!(outcome.errors(), 1);
        let message = outcome.diagnostics[0].to_string();
        assert!(message.contains("`&#0;`"), "{message}");
    }
}

#[test]
fn a_nesting_limit_reached_is_an_error_in_both_modes() {
    // Far beyond the limit at the top of the document, outside any entry:
    // nothing is lost, but what was skipped was never read.
    let deep = format!(
        "<urlset xmlns=\"{NS}\" xmlns:x=\"urn:x\">{}{}<url><loc>https://example.com/</loc></url></urlset>",
        "<x:a>".repeat(500),
        "</x:a>".repeat(500)
    );
    for outcome in [lenient(&deep), strict(&deep)] {
        assert_eq!(outcome.rules(), ["limit.depth"]);
        assert_eq!(outcome.errors(), 1);
        assert_eq!(outcome.locs, ["https://example.com/"]);
    }
}

#[test]
fn an_index_that_lists_itself_is_reported() {
    let xml = format!(
        "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/index.xml</loc></sitemap>\
         <sitemap><loc>https://example.com/posts.xml</loc></sitemap></sitemapindex>"
    );
    let options = ReadOptions::lenient()
        .published_at(sitemap_core::Loc::parse("https://example.com/index.xml").unwrap());
    let outcome = read_with(xml.as_bytes(), options);
    assert_eq!(outcome.locs.len(), 2);
    assert_eq!(outcome.found(), [(Severity::Warning, "index.self", 1, 67)]);
    assert!(outcome.diagnostics[0].to_string().contains("loop"));

    // In any spelling of its URL.
    let xml = xml.replace(
        "https://example.com/index.xml",
        "HTTPS://Example.com:443/index.xml",
    );
    let options = ReadOptions::lenient()
        .published_at(sitemap_core::Loc::parse("https://example.com/index.xml").unwrap());
    let outcome = read_with(xml.as_bytes(), options);
    assert_eq!(outcome.rules(), ["index.self"]);
}

#[test]
fn a_grandchild_of_an_extension_in_an_entry_is_misplaced() {
    // `news:name` is declared inside `news:publication` inside `news:news`:
    // not undeclared, but out of its place.
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n\
         <url><loc>https://example.com/a</loc><news:name>N</news:name></url>\n\
         <url><loc>https://example.com/b</loc></url>\n\
         </urlset>\n"
    );
    let said = one_unknown_element_kept(&xml);
    assert!(
        said.contains("<news:name> belongs inside <news:news>"),
        "{said}"
    );
}

#[test]
fn gzip_faults_are_named_as_gzip_faults() {
    let document = urlset("<url><loc>https://example.com/</loc></url>\n");
    let once = gzip(document.as_bytes());
    // Compressed twice: read, and said.
    let twice = gzip(&once);
    let outcome = read_with(&twice, ReadOptions::lenient());
    assert_eq!(outcome.locs, ["https://example.com/"]);
    assert_eq!(outcome.found(), [(Severity::Warning, "gzip.nested", 1, 1)]);
    assert!(outcome.gzip);
    // Bytes after the stream that are not gzip: ignored, said; zero
    // padding is not worth a word.
    let trailing = [once.clone(), b"<html>oops</html>".to_vec()].concat();
    let outcome = read_with(&trailing, ReadOptions::lenient());
    assert_eq!(outcome.locs, ["https://example.com/"]);
    assert_eq!(outcome.rules(), ["gzip.trailing"]);
    let padded = [once.clone(), vec![0; 512]].concat();
    assert!(
        read_with(&padded, ReadOptions::strict())
            .diagnostics
            .is_empty()
    );
    // A header cut short.
    let outcome = read_with(&once[..6], ReadOptions::lenient());
    assert_eq!(outcome.rules(), ["gzip"]);
    assert!(outcome.diagnostics[0].to_string().contains("gzip"));
    // Two members, as concatenated files are.
    let second = gzip(b"");
    let outcome = read_with(&[once, second].concat(), ReadOptions::strict());
    assert_eq!(outcome.locs.len(), 1);
    assert!(outcome.diagnostics.is_empty());
}

#[test]
fn a_read_error_comes_after_the_bytes_before_it_in_any_encoding() {
    // Found in review: converted or twice-compressed documents lost the
    // bytes read ahead when the stream failed right after them.
    let document = urlset("<url><loc>https://example.com/</loc></url>\n");
    let latin1 = document.replacen("UTF-8", "ISO-8859-1", 1).into_bytes();
    let utf16: Vec<u8> = document
        .replacen("UTF-8", "UTF-16", 1)
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let broken_crc = |bytes: &[u8]| {
        let mut compressed = gzip(bytes);
        let crc = compressed.len() - 8;
        compressed[crc] ^= 0xff;
        compressed
    };
    let nested = {
        let mut twice = gzip(&gzip(document.as_bytes()));
        let crc = twice.len() - 8;
        twice[crc] ^= 0xff;
        twice
    };
    let plain = read_with(&broken_crc(document.as_bytes()), ReadOptions::lenient());
    assert_eq!(plain.locs, ["https://example.com/"]);
    assert!(plain.rules().contains(&"gzip"), "{:?}", plain.rules());
    for bytes in [broken_crc(&latin1), broken_crc(&utf16), nested] {
        let outcome = read_with(&bytes, ReadOptions::lenient());
        assert_eq!(outcome.locs, plain.locs, "{:?}", outcome.rules());
        assert!(outcome.rules().contains(&"gzip"), "{:?}", outcome.rules());
    }
}

#[test]
fn readers_can_be_sent_and_shared_between_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<SitemapReader<&[u8]>>();
    assert_send_sync::<SitemapReader<std::fs::File>>();
    assert_send_sync::<sitemap_core::UrlSetReader<&[u8]>>();
}

#[test]
fn an_entry_whose_start_tag_is_broken_is_lost_loudly() {
    for broken in ["<u\u{1}rl>", "<ur<l>", "<ur&foo;l>"] {
        let xml = urlset(&format!(
            "<url><loc>https://example.com/0</loc></url>\n{broken}<loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc></url>\n"
        ));
        let outcome = lenient(&xml);
        assert_eq!(
            outcome.locs,
            ["https://example.com/0", "https://example.com/2"],
            "{broken}"
        );
        // The entry is lost, so it is an error even when lenient, on its line.
        assert_eq!(
            outcome.found(),
            [(Severity::Error, "xml.syntax", 4, 1)],
            "{broken}"
        );
        assert!(
            outcome.diagnostics[0].to_string().contains("is dropped"),
            "{}",
            outcome.diagnostics[0]
        );
    }
}

#[test]
fn the_roots_extensions_come_before_its_first_entry() {
    let ext = "<ext:tag xmlns:ext=\"https://example.com/ext\">site-wide</ext:tag>";
    let first = urlset(&format!(
        "{ext}\n<url><loc>https://example.com/a</loc></url>\n"
    ));
    assert!(strict(&first).diagnostics.is_empty());
    let after = urlset(&format!(
        "<url><loc>https://example.com/a</loc></url>\n{ext}\n<url><loc>https://example.com/b</loc></url>\n{ext}\n"
    ));
    let outcome = strict(&after);
    assert_eq!(outcome.found(), [(Severity::Error, "element.order", 4, 1)]);
    assert_eq!(outcome.locs.len(), 2);
    assert_eq!(
        lenient(&after).found(),
        [(Severity::Warning, "element.order", 4, 1)]
    );
}

#[test]
fn a_value_past_its_limit_costs_its_entry_only() {
    let long = format!("https://example.com/{}", "x".repeat(2 << 20));
    let urls: Vec<String> = (0..6)
        .map(|i| {
            let loc = if i == 3 {
                long.clone()
            } else {
                format!("https://example.com/{i}")
            };
            format!("<url><loc>{loc}</loc></url>\n")
        })
        .collect();
    let outcome = lenient(&urlset(&urls.concat()));
    let expected: Vec<String> = [0, 1, 2, 4, 5]
        .iter()
        .map(|i| format!("https://example.com/{i}"))
        .collect();
    assert_eq!(outcome.locs, expected);
    assert_eq!(outcome.found(), [(Severity::Error, "limit.value", 6, 11)]);
    assert!(
        outcome.diagnostics[0]
            .to_string()
            .contains("skipped up to the next entry, where reading resumes"),
        "{}",
        outcome.diagnostics[0]
    );
    // Not the end of the file: it was read to its end.
    assert!(!outcome.diagnostics[0].problem().is_fatal());
}

#[test]
fn markup_that_is_not_well_formed_but_costs_nothing_is_said_and_read_on() {
    let entry = "<url><loc>https://example.com/a</loc></url>\n";
    for (head, body) in [
        (
            "<?xml version=\"1.0\" encoding= encoding=\"UTF-8\"?>",
            entry.to_owned(),
        ),
        (
            "<?xml encoding=\"UTF-8\" version=\"1.0\"?>",
            entry.to_owned(),
        ),
        (
            "<?xml version=\"1.0\" standalone=\"maybe\"?>",
            entry.to_owned(),
        ),
        ("", format!("<!-- a -- b -->\n{entry}")),
        ("", format!("<!-- ends --->\n{entry}")),
        ("", format!("<?x/y z?>\n{entry}")),
        (
            "",
            "<url><loc>https://example.com/a</loc><priority>0.5]]></priority></url>\n".to_owned(),
        ),
    ] {
        let xml = format!("{head}<urlset xmlns=\"{NS}\">\n{body}</urlset>\n");
        let outcome = strict(&xml);
        assert_eq!(outcome.locs, ["https://example.com/a"], "{xml}");
        assert!(
            outcome.rules().contains(&"xml.syntax"),
            "{xml}: {:?}",
            outcome.found()
        );
        let relaxed = lenient(&xml);
        assert_eq!(relaxed.locs, outcome.locs, "{xml}");
        assert_eq!(relaxed.errors(), 0, "{xml}: {:?}", relaxed.found());
    }
    // Far into a file, where entries are read from the buffer without the
    // parser, too.
    let many: String = (0..200)
        .map(|i| format!("<url><loc>https://example.com/{i}</loc></url>\n"))
        .collect();
    let xml = urlset(&format!(
        "{many}<url><loc>https://example.com/x]]>y</loc></url>\n"
    ));
    let outcome = strict(&xml);
    assert_eq!(outcome.locs.len(), 201);
    assert!(
        outcome.rules().contains(&"xml.syntax"),
        "{:?}",
        outcome.found()
    );
    // What XML allows stays quiet.
    let fine = format!(
        "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><!-- a - b --><?php echo 1 ?>\n<urlset xmlns=\"{NS}\">\n{entry}</urlset>\n"
    );
    assert!(
        strict(&fine).diagnostics.is_empty(),
        "{:?}",
        strict(&fine).found()
    );
}

#[test]
fn an_indexs_extensions_are_judged_by_their_schemas_and_kept() {
    let index = format!(
        "<sitemapindex xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n\
         <sitemap><loc>https://example.com/s.xml</loc><image:image><image:caption>no loc</image:caption></image:image></sitemap>\n\
         <sitemap><loc>https://example.com/t.xml</loc><image:image><image:loc>https://example.com/a.jpg</image:loc></image:image></sitemap>\n\
         </sitemapindex>\n"
    );
    let outcome = strict(&index);
    assert_eq!(outcome.locs.len(), 2);
    // The first image breaks the image schema; the second is valid.
    let errors: Vec<_> = outcome
        .found()
        .into_iter()
        .filter(|(severity, ..)| *severity == Severity::Error)
        .collect();
    assert_eq!(errors, [(Severity::Error, "image.loc", 2, 46)]);
    assert!(
        outcome
            .diagnostics
            .iter()
            .any(|d| d.to_string().contains("kept as written")),
        "{:?}",
        outcome.found()
    );
    assert_eq!(lenient(&index).errors(), 0);
}

#[test]
fn a_child_of_an_extension_outside_it_is_said_and_kept() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n\
         <url><loc>https://example.com/a</loc><image:loc>https://example.com/a.jpg</image:loc></url>\n\
         <url><loc>https://example.com/b</loc><image:image><image:loc>https://example.com/b.jpg</image:loc></image:image></url>\n\
         </urlset>\n"
    );
    let said = one_unknown_element_kept(&xml);
    assert!(said.contains("belongs inside <image:image>"), "{said}");
}

/// What the one `element.unknown` of `xml`'s two entries says, both kept,
/// at its place on line 2; lenient, no error.
fn one_unknown_element_kept(xml: &str) -> String {
    let outcome = strict(xml);
    assert_eq!(outcome.locs.len(), 2);
    assert_eq!(
        outcome.found(),
        [(Severity::Error, "element.unknown", 2, 38)]
    );
    assert_eq!(lenient(xml).errors(), 0);
    outcome.diagnostics[0].to_string()
}

#[test]
fn an_element_its_namespaces_schema_declares_nowhere_is_said_and_kept() {
    // The official schemas' wildcard is strict: `image:foo` has no
    // declaration in the image schema. XHTML declares far more than our
    // schema's `link`, so `xhtml:meta` is not ours to judge.
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n\
         <url><loc>https://example.com/a</loc><image:foo>x</image:foo><xhtml:meta name=\"m\"/></url>\n\
         <url><loc>https://example.com/b</loc><image:image><image:loc>https://example.com/b.jpg</image:loc></image:image></url>\n\
         </urlset>\n"
    );
    let said = one_unknown_element_kept(&xml);
    assert!(
        said.contains("<image:foo>") && said.contains("<image:image>"),
        "{said}"
    );
    let outcome = strict(&xml);
    assert_eq!(outcome.diagnostics[0].problem().value(), Some("image:foo"));

    // In an index's `<sitemap>` too, where the same wildcard stands.
    let index = format!(
        "<sitemapindex xmlns=\"{NS}\" xmlns:i=\"http://www.google.com/schemas/sitemap-image/1.1\">\n\
         <sitemap><loc>https://example.com/s.xml</loc><i:foo/></sitemap>\n\
         </sitemapindex>\n"
    );
    let outcome = strict(&index);
    assert_eq!(
        outcome.found(),
        [(Severity::Error, "element.unknown", 2, 46)]
    );
    assert!(outcome.diagnostics[0].to_string().contains("<i:image>"));
}

#[test]
fn an_extension_value_only_googles_rules_refuse_says_so() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n\
         <url><loc>https://example.com/a</loc><image:image><image:loc></image:loc></image:image></url>\n\
         <url><loc>https://example.com/b</loc><news:news><news:publication><news:name>N</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-05-01T24:00:00Z</news:publication_date><news:title>T</news:title></news:news></url>\n\
         </urlset>\n"
    );
    let outcome = strict(&xml);
    assert_eq!(outcome.rules(), ["image.loc", "news.publication_date"]);
    for diagnostic in &outcome.diagnostics {
        // Both are valid to the official schemas (an empty anyURI, the
        // schema's `24:00:00`): the message says whose rule refuses them.
        assert!(
            diagnostic.to_string().contains("stricter than the schema"),
            "{diagnostic}"
        );
    }
}

#[test]
fn what_an_extension_holds_undeclared_is_said_and_its_value_kept() {
    let image = "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"";
    let video = "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"";
    let body = |inside: &str| {
        format!(
            "<urlset xmlns=\"{NS}\" {image} {video} xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n<url><loc>https://example.com/a</loc>{inside}</url>\n</urlset>\n"
        )
    };
    let the_video = |inner: &str| {
        format!(
            "<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>{inner}<video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video>"
        )
    };
    for (inside, rule) in [
        (
            "<image:image a=\"b\"><image:loc>https://example.com/i.jpg</image:loc></image:image>"
                .to_owned(),
            "element.attribute",
        ),
        (
            "<image:image>junk<image:loc>https://example.com/i.jpg</image:loc></image:image>"
                .to_owned(),
            "element.text",
        ),
        (
            the_video("<video:title foo=\"x\">T</video:title>"),
            "element.attribute",
        ),
        (
            the_video("<video:title>T<video:b/></video:title>"),
            "element.unknown",
        ),
    ] {
        let outcome = strict(&body(&inside));
        assert_eq!(outcome.rules(), [rule], "{inside}");
        // The typed value is read: the entry keeps its image or video.
        assert_eq!(outcome.locs.len(), 1);
        assert_eq!(lenient(&body(&inside)).errors(), 0, "{inside}");
    }
    // What the schema processor allows anywhere (`xsi:`) stays quiet.
    let fine = body(
        "<image:image xsi:schemaLocation=\"x y\"><image:loc>https://example.com/i.jpg</image:loc></image:image>",
    );
    assert!(
        strict(&fine).diagnostics.is_empty(),
        "{:?}",
        strict(&fine).found()
    );
}

#[test]
fn in_an_index_only_the_schemas_own_rules_judge_an_extension() {
    // No content_loc nor player_loc, a relative thumbnail: Google's rules,
    // not the video schema's; Google reads no extension in an index.
    let index = format!(
        "<sitemapindex xmlns=\"{NS}\" xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\">\n\
         <sitemap><loc>https://example.com/s.xml</loc><video:video><video:thumbnail_loc>t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description></video:video></sitemap>\n\
         </sitemapindex>\n"
    );
    let outcome = strict(&index);
    assert_eq!(outcome.errors(), 0, "{:?}", outcome.found());
}
