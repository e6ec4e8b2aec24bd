//! Recovery from documents that are not well-formed: one fault costs at
//! most the entry it is in, is reported where it is, and reading goes on.
//! A property test injects each kind of fault into one entry of a generated
//! document and requires every other entry to come out as it went in.

use std::io::Write;

use flate2::Compression;
use flate2::write::GzEncoder;
use proptest::prelude::*;
use sitemap_core::Url;
use sitemap_core::read::{Diagnostic, ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_tests::source::Trickle;

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML: &str = "http://www.w3.org/1999/xhtml";

/// What one read produced.
#[derive(Debug, PartialEq)]
struct Outcome {
    urls: Vec<Url>,
    /// `(severity, rule, line, column)` of every diagnostic.
    found: Vec<(Severity, &'static str, u64, u64)>,
    messages: Vec<String>,
}

fn read(source: impl std::io::Read, options: ReadOptions) -> Outcome {
    let mut outcome = Outcome {
        urls: Vec::new(),
        found: Vec::new(),
        messages: Vec::new(),
    };
    for event in SitemapReader::new(source, options) {
        match event {
            ReadEvent::Url(url) => outcome.urls.push(url),
            ReadEvent::Diagnostic(d) => {
                outcome.messages.push(d.to_string());
                outcome.found.push(found(&d));
            }
            _ => {}
        }
    }
    outcome
}

fn found(d: &Diagnostic) -> (Severity, &'static str, u64, u64) {
    (d.severity(), d.rule(), d.line(), d.column())
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

/// Line and column (1-based, column in bytes) of a byte offset, with line
/// breaks as XML counts them: LF, CR LF, or a CR alone.
fn line_column(bytes: &[u8], offset: usize) -> (u64, u64) {
    let (mut line, mut line_start) = (1, 0);
    for (at, &byte) in bytes[..offset].iter().enumerate() {
        let lone_cr = byte == b'\r' && bytes.get(at + 1) != Some(&b'\n');
        if byte == b'\n' || lone_cr {
            line += 1;
            line_start = at + 1;
        }
    }
    (line, (offset - line_start) as u64 + 1)
}

/// The kinds of fault a document from the wild carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    /// `</lastmd>` for `</lastmod>`.
    MisspelledEnd,
    /// A second `</loc>`.
    StrayEnd,
    /// `<loc>…</url>`.
    MissingValueEnd,
    /// `<url>…` and then the next entry, or the root's end.
    MissingEntryEnd,
    /// `<loc>…?a<b</loc>`.
    RawLessThan,
    /// A byte that is not UTF-8 in a `loc`.
    NotUtf8,
    /// `href="…?x=1&y=2"` on an extension element.
    RawAmpersandInAttribute,
    /// `&nbsp;` in a `loc`.
    UndefinedEntity,
    /// `<!x>` between two children.
    BadDeclaration,
    /// An unknown element left open before the entry ends.
    UnclosedUnknown,
}

const FAULTS: [Fault; 10] = [
    Fault::MisspelledEnd,
    Fault::StrayEnd,
    Fault::MissingValueEnd,
    Fault::MissingEntryEnd,
    Fault::RawLessThan,
    Fault::NotUtf8,
    Fault::RawAmpersandInAttribute,
    Fault::UndefinedEntity,
    Fault::BadDeclaration,
    Fault::UnclosedUnknown,
];

impl Fault {
    /// The rule it is reported under.
    fn rule(self) -> &'static str {
        match self {
            Fault::MisspelledEnd
            | Fault::StrayEnd
            | Fault::MissingValueEnd
            | Fault::MissingEntryEnd
            | Fault::UnclosedUnknown => "xml.end-tag",
            Fault::RawLessThan | Fault::NotUtf8 | Fault::BadDeclaration => "xml.syntax",
            Fault::RawAmpersandInAttribute => "xml.raw-ampersand",
            Fault::UndefinedEntity => "xml.entity",
        }
    }

    /// Whether the entry it is in is lost.
    fn loses_entry(self) -> bool {
        matches!(
            self,
            Fault::RawLessThan | Fault::NotUtf8 | Fault::BadDeclaration
        )
    }

    /// The entry with the fault, and the offset of the fault in it.
    /// `MissingEntryEnd` is placed at the end of the entry: where the next
    /// tag (an entry or the root's end) starts.
    fn entry(self, loc: &str) -> (Vec<u8>, usize) {
        let (text, at) = match self {
            Fault::MisspelledEnd => {
                let head = format!("<url><loc>{loc}</loc><lastmod>2024-05-01");
                (format!("{head}</lastmd></url>"), head.len())
            }
            Fault::StrayEnd => {
                let head = format!("<url><loc>{loc}</loc>");
                (format!("{head}</loc></url>"), head.len())
            }
            Fault::MissingValueEnd => {
                let head = format!("<url><loc>{loc}");
                (format!("{head}</url>"), head.len())
            }
            Fault::MissingEntryEnd => {
                let text = format!("<url><loc>{loc}</loc>");
                let at = text.len();
                (text, at)
            }
            Fault::RawLessThan => {
                let head = format!("<url><loc>{loc}?a");
                (format!("{head}<b</loc></url>"), head.len())
            }
            Fault::NotUtf8 => {
                let head = format!("<url><loc>{loc}");
                let mut bytes = head.clone().into_bytes();
                bytes.push(0xff);
                bytes.extend_from_slice(b"</loc></url>");
                return (bytes, head.len());
            }
            Fault::RawAmpersandInAttribute => {
                let head = format!("<url><loc>{loc}</loc>");
                (
                    format!(
                        "{head}<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"{loc}?x=1&y=2\"/></url>"
                    ),
                    head.len(),
                )
            }
            Fault::UndefinedEntity => {
                let head = format!("<url><loc>{loc}");
                (format!("{head}&nbsp;</loc></url>"), head.len())
            }
            Fault::BadDeclaration => {
                let head = format!("<url><loc>{loc}</loc>");
                (
                    format!("{head}<!x><changefreq>daily</changefreq></url>"),
                    head.len(),
                )
            }
            Fault::UnclosedUnknown => {
                let text = format!("<url><loc>{loc}</loc><extra><more>");
                let at = text.len();
                (text, at)
            }
        };
        (text.into_bytes(), at)
    }
}

/// One generated entry: its path and optional children, and whether it is
/// written with a comment inside (so that the token path reads it, not the
/// plain-entry path).
#[derive(Debug, Clone)]
struct Entry {
    path: String,
    lastmod: Option<u32>,
    changefreq: Option<&'static str>,
    commented: bool,
    /// Whitespace written before it.
    gap: &'static str,
}

impl Entry {
    fn loc(&self) -> String {
        format!("https://example.com/{}", self.path)
    }

    fn write(&self) -> String {
        let mut text = format!("{}<url><loc>{}</loc>", self.gap, self.loc());
        if let Some(day) = self.lastmod {
            text.push_str(&format!("<lastmod>2024-03-{:02}</lastmod>", day % 28 + 1));
        }
        if let Some(changefreq) = self.changefreq {
            text.push_str(&format!("<changefreq>{changefreq}</changefreq>"));
        }
        if self.commented {
            text.push_str("<!-- note -->");
        }
        text.push_str("</url>");
        text
    }
}

fn entry() -> impl Strategy<Value = Entry> {
    (
        "[a-z0-9]{1,12}",
        proptest::option::of(0u32..100),
        proptest::option::of(proptest::sample::select(vec!["daily", "weekly"])),
        any::<bool>(),
        proptest::sample::select(vec!["", "\n", "\n  ", "\r\n", "\r", " "]),
    )
        .prop_map(|(path, lastmod, changefreq, commented, gap)| Entry {
            path,
            lastmod,
            changefreq,
            commented,
            gap,
        })
}

/// A document of `entries`, with `fault` in place of entry `faulty`; the
/// offset of the fault in it.
fn document(entries: &[Entry], faulty: usize, fault: Fault) -> (Vec<u8>, usize) {
    let mut bytes = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"{NS}\" xmlns:xhtml=\"{XHTML}\">"
    )
    .into_bytes();
    let mut at = 0;
    for (index, entry) in entries.iter().enumerate() {
        if index == faulty {
            bytes.extend_from_slice(entry.gap.as_bytes());
            let (text, offset) = fault.entry(&entry.loc());
            at = bytes.len() + offset;
            bytes.extend_from_slice(&text);
        } else {
            bytes.extend_from_slice(entry.write().as_bytes());
        }
    }
    bytes.extend_from_slice(b"\n</urlset>\n");
    if matches!(fault, Fault::MissingEntryEnd | Fault::UnclosedUnknown) {
        // The fault shows at the next tag: the next entry's start, or the
        // root's end tag.
        let next = &bytes[at..];
        at += next.iter().position(|&b| b == b'<').unwrap_or(next.len());
    }
    (bytes, at)
}

fn clean(entries: &[Entry]) -> Vec<u8> {
    let body: String = entries.iter().map(Entry::write).collect();
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"{NS}\" xmlns:xhtml=\"{XHTML}\">{body}\n</urlset>\n")
        .into_bytes()
}

/// Checks one faulty document against the clean one.
fn check(entries: &[Entry], faulty: usize, fault: Fault, chunk: usize) {
    let expected = read(clean(entries).as_slice(), ReadOptions::lenient());
    assert!(expected.found.is_empty(), "{:?}", expected.messages);
    let faulty_loc = entries[faulty].loc();
    let (bytes, at) = document(entries, faulty, fault);
    let (line, column) = line_column(&bytes, at);
    for options in [ReadOptions::lenient(), ReadOptions::strict()] {
        let strict = options.mode() == sitemap_core::read::Mode::Strict;
        let outcome = read(bytes.as_slice(), options.clone());
        let context = || {
            format!(
                "{fault:?} in entry {faulty}:\n{}\n{:#?}",
                String::from_utf8_lossy(&bytes),
                outcome.messages
            )
        };
        // Every other entry, exactly as it went in (paths may repeat, so
        // entries with the faulty one's loc are set aside on both sides).
        let altered = format!("{faulty_loc}&");
        let others = |urls: &[Url]| -> Vec<Url> {
            urls.iter()
                .filter(|url| {
                    let loc = url.loc().as_str();
                    loc != faulty_loc && !loc.starts_with(&altered)
                })
                .cloned()
                .collect()
        };
        assert_eq!(
            others(&outcome.urls),
            others(&expected.urls),
            "{}",
            context()
        );
        // The faulty entry itself: lost, or kept with its loc.
        let kept = outcome
            .urls
            .iter()
            .filter(|url| url.loc().as_str() == faulty_loc)
            .count();
        let duplicates = expected
            .urls
            .iter()
            .filter(|url| url.loc().as_str() == faulty_loc)
            .count();
        match fault {
            Fault::UndefinedEntity => {}
            _ if fault.loses_entry() => assert_eq!(kept, duplicates - 1, "{}", context()),
            _ => assert_eq!(kept, duplicates, "{}", context()),
        }
        // The fault, where it is, as serious as the mode makes it.
        let severity = if strict || fault.loses_entry() {
            Severity::Error
        } else {
            Severity::Warning
        };
        assert!(
            outcome
                .found
                .contains(&(severity, fault.rule(), line, column)),
            "expected {:?} at {line}:{column}\n{}",
            (severity, fault.rule()),
            context()
        );
        // However the bytes arrive.
        let trickled = read(Trickle::new(&bytes, chunk), options.clone());
        assert_eq!(trickled, outcome, "chunk {chunk}\n{}", context());
        let compressed = gzip(&bytes);
        let unzipped = read(Trickle::new(&compressed, chunk), options.clone());
        assert_eq!(unzipped, outcome, "gzip, chunk {chunk}\n{}", context());
        // And in whatever encoding: the same, once the conversion is said.
        if fault != Fault::NotUtf8 {
            for encoded in encodings(&bytes) {
                let converted = read(Trickle::new(&encoded, chunk), options.clone());
                let severity = if strict {
                    Severity::Error
                } else {
                    Severity::Warning
                };
                assert_eq!(converted.found[0], (severity, "xml.encoding", 1, 1));
                assert_eq!(converted.urls, outcome.urls, "{}", context());
                assert_eq!(converted.found[1..], outcome.found[..], "{}", context());
            }
        }
    }
}

/// The document (ASCII but for its fault) in UTF-16 both ways, with and
/// without a byte order mark, and declared ISO-8859-1, each declaring
/// itself so.
fn encodings(document: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(document);
    let utf16 = text.replacen("encoding=\"UTF-8\"", "encoding=\"UTF-16\"", 1);
    let little: Vec<u8> = utf16.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let big: Vec<u8> = utf16.encode_utf16().flat_map(u16::to_be_bytes).collect();
    let latin1 = text.replacen("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"", 1);
    let (latin1, _, unmappable) = encoding_rs::WINDOWS_1252.encode(&latin1);
    assert!(!unmappable);
    vec![
        [&[0xff, 0xfe][..], &little].concat(),
        big,
        latin1.into_owned(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn one_fault_costs_at_most_its_entry(
        entries in proptest::collection::vec(entry(), 1..12),
        faulty in any::<proptest::sample::Index>(),
        fault in proptest::sample::select(FAULTS.to_vec()),
        chunk in 1usize..200,
    ) {
        let faulty = faulty.index(entries.len());
        check(&entries, faulty, fault, chunk);
    }
}

#[test]
fn every_fault_in_every_place() {
    let entries: Vec<Entry> = (0..4)
        .map(|i| Entry {
            path: format!("page/{i}"),
            lastmod: (i % 2 == 0).then_some(i),
            changefreq: None,
            commented: i == 1,
            gap: "\n",
        })
        .collect();
    for fault in FAULTS {
        for faulty in 0..entries.len() {
            check(&entries, faulty, fault, 5);
        }
    }
}

#[test]
fn a_misspelled_end_tag_keeps_the_value() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/</loc><lastmod>2024-05-01</lastmd></url>\n</urlset>"
    );
    let outcome = read(xml.as_bytes(), ReadOptions::lenient());
    assert_eq!(
        outcome.urls[0].lastmod().map(|l| l.to_string()),
        Some("2024-05-01".into())
    );
    assert!(
        outcome.messages[0].contains("`</lastmd>` does not match <lastmod>"),
        "{:?}",
        outcome.messages
    );
}

#[test]
fn an_unclosed_entry_ends_at_the_next_and_loses_nothing() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/1</loc>\n<url><loc>https://example.com/2</loc></url>\n</urlset>"
    );
    let outcome = read(xml.as_bytes(), ReadOptions::lenient());
    let locs: Vec<_> = outcome.urls.iter().map(|u| u.loc().to_string()).collect();
    assert_eq!(locs, ["https://example.com/1", "https://example.com/2"]);
    assert_eq!(outcome.found, [(Severity::Warning, "xml.end-tag", 3, 1)]);
    assert!(outcome.messages[0].contains("<url> has no end tag"));
}

#[test]
fn a_raw_ampersand_in_an_attribute_is_read_literally() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:xhtml=\"{XHTML}\"><url><loc>https://example.com/</loc>\
         <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/?x=1&y=2&amp;z=&#51;\"/></url></urlset>"
    );
    let mut href = None;
    for event in SitemapReader::new(xml.as_bytes(), ReadOptions::lenient()) {
        if let ReadEvent::Url(url) = event {
            href = url
                .alternates()
                .first()
                .map(|alternate| alternate.href().as_str().to_owned());
        }
    }
    assert_eq!(href.as_deref(), Some("https://example.com/?x=1&y=2&z=3"));
}

#[test]
fn faults_between_entries_cost_nothing() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/1</loc></url>\n</loc>\n<junk a<b>\n<url><loc>https://example.com/2</loc></url>\n</urlset>"
    );
    let outcome = read(xml.as_bytes(), ReadOptions::lenient());
    assert_eq!(outcome.urls.len(), 2);
    assert_eq!(
        outcome.found,
        [
            (Severity::Warning, "xml.end-tag", 3, 1),
            (Severity::Warning, "xml.syntax", 4, 1)
        ],
        "{:?}",
        outcome.messages
    );
}

#[test]
fn a_fault_with_no_entry_after_it_ends_at_the_root() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2<b</loc></url>\n</urlset>\n"
    );
    let outcome = read(xml.as_bytes(), ReadOptions::lenient());
    assert_eq!(outcome.urls.len(), 1);
    assert_eq!(outcome.found, [(Severity::Error, "xml.syntax", 3, 32)]);
    // Cut off after the fault: the truncation is reported too.
    let cut = &xml[..xml.find("</url>\n</urlset>").unwrap()];
    let outcome = read(cut.as_bytes(), ReadOptions::lenient());
    assert_eq!(
        outcome.found.iter().map(|f| f.1).collect::<Vec<_>>(),
        ["xml.syntax", "xml.truncated"]
    );
}

#[test]
fn an_element_left_open_in_a_value_ends_at_the_next_entry() {
    // Found by the fuzzer: the value went on reading inside the next entry.
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/1</loc><priority>0.5<p>\n<url><loc>https://example.com/2</loc></url>\n</urlset>"
    );
    let outcome = read(xml.as_bytes(), ReadOptions::lenient());
    let locs: Vec<_> = outcome.urls.iter().map(|u| u.loc().to_string()).collect();
    assert_eq!(locs, ["https://example.com/1", "https://example.com/2"]);
    assert_eq!(
        outcome.urls[0].priority().map(|p| p.to_string()),
        Some("0.5".into())
    );
    let rules: Vec<_> = outcome.found.iter().map(|f| (f.1, f.2, f.3)).collect();
    assert_eq!(
        rules,
        [
            ("element.unknown", 2, 51),
            ("xml.end-tag", 3, 1),
            ("xml.end-tag", 3, 1),
            ("xml.end-tag", 3, 1)
        ],
        "{:?}",
        outcome.messages
    );
    for chunk in [1, 2, 7] {
        assert_eq!(
            read(Trickle::new(xml.as_bytes(), chunk), ReadOptions::lenient()),
            outcome
        );
    }
}

/// Every way of reading `xml` (whole, byte by byte, in odd chunks) gives the
/// same outcome; that outcome.
fn read_every_way(xml: &str, options: ReadOptions) -> Outcome {
    let whole = read(xml.as_bytes(), options.clone());
    for chunk in [1, 3, 64] {
        let trickled = read(Trickle::new(xml.as_bytes(), chunk), options.clone());
        assert_eq!(trickled, whole, "chunk {chunk}");
    }
    whole
}

fn locs(outcome: &Outcome) -> Vec<String> {
    outcome.urls.iter().map(|u| u.loc().to_string()).collect()
}

#[test]
fn names_in_diagnostics_are_cut_to_a_readable_length() {
    let long = "x".repeat(100_000);
    let xml = format!(
        "<urlset xmlns=\"{NS}\"><url><loc>https://example.com/</loc><{long}><b></{long}></url></urlset>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(outcome.urls.len(), 1);
    assert!(!outcome.messages.is_empty());
    for message in &outcome.messages {
        assert!(message.len() < 1_000, "{} bytes", message.len());
    }
}

#[test]
fn entries_after_the_roots_end_tag_are_read_the_same_way_however_they_arrive() {
    // `</urlset>` ends the entry left open and then the root: what follows
    // is trailing content, read whole or byte by byte.
    let xml = format!(
        "<urlset xmlns=\"{NS}\"><url><loc>https://example.com/1</loc></urlset><url><loc>https://example.com/2</loc></url>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(locs(&outcome), ["https://example.com/1"]);
    assert_eq!(outcome.found.last().map(|f| f.1), Some("xml.trailing"));
}

#[test]
fn a_fault_in_an_entrys_start_tag_costs_that_entry() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url a=\"1\" a=\"2\"><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</loc></url>\n</urlset>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(locs(&outcome), ["https://example.com/2"]);
    assert_eq!(outcome.found, [(Severity::Error, "xml.syntax", 2, 1)]);
    assert!(outcome.messages[0].contains("<url> it is in is dropped"));
}

#[test]
fn an_entry_inside_an_unclosed_element_is_still_read() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n\
         <url><loc>https://example.com/1</loc><image:image><image:loc>https://example.com/1.jpg</image:loc>\n\
         <url><loc>https://example.com/2</loc></url>\n<br>\n\
         <url><loc>https://example.com/3</loc></url>\n</urlset>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(
        locs(&outcome),
        [
            "https://example.com/1",
            "https://example.com/2",
            "https://example.com/3"
        ],
        "{:?}",
        outcome.messages
    );
    // The image read before the fault is kept.
    assert_eq!(outcome.urls[0].images().len(), 1);
    assert!(
        outcome.found.iter().all(|f| f.0 == Severity::Warning),
        "{:?}",
        outcome.messages
    );
}

#[test]
fn a_start_tag_that_ends_its_elders_keeps_its_own_namespaces() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url xmlns:x=\"urn:a\"><loc>https://example.com/1</loc>\n\
         <url xmlns:x=\"urn:b\"><loc>https://example.com/2</loc><x:e/></url>\n</urlset>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(locs(&outcome).len(), 2);
    let extension = &outcome.urls[1].extensions()[0];
    assert_eq!(extension.namespace(), Some("urn:b"));
}

#[test]
fn a_file_in_another_encoding_is_read_as_meant() {
    let text = format!(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/café</loc></url>\n</urlset>\n"
    );
    let (latin1, _, _) = encoding_rs::WINDOWS_1252.encode(&text);
    let utf16: Vec<u8> = text
        .replacen("ISO-8859-1", "UTF-16", 1)
        .encode_utf16()
        .flat_map(u16::to_be_bytes)
        .collect();
    // Declared ISO-8859-1 but written in UTF-8, as many files are.
    let mislabeled = text.as_bytes().to_vec();
    for bytes in [latin1.into_owned(), utf16, mislabeled.clone()] {
        for source in [bytes.clone(), gzip(&bytes)] {
            let outcome = read(source.as_slice(), ReadOptions::lenient());
            assert_eq!(locs(&outcome), ["https://example.com/caf%C3%A9"]);
            let rules: Vec<_> = outcome.found.iter().map(|f| (f.0, f.1)).collect();
            assert_eq!(rules[0], (Severity::Warning, "xml.encoding"));
            let strict = read(source.as_slice(), ReadOptions::strict());
            assert_eq!(strict.found[0].0, Severity::Error);
            assert!(
                strict.messages[0].contains("not UTF-8"),
                "{}",
                strict.messages[0]
            );
        }
    }
}

#[test]
fn a_raw_less_than_before_an_end_tag_is_left_out() {
    // As sitemap.js's test mock has it.
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/</loc><changefreq>always<</changefreq><priority>0.9</priority></url>\n</urlset>"
    );
    let outcome = read_every_way(&xml, ReadOptions::lenient());
    assert_eq!(locs(&outcome), ["https://example.com/"]);
    assert_eq!(
        outcome.urls[0].changefreq(),
        Some(sitemap_core::ChangeFreq::Always)
    );
    assert_eq!(
        outcome.urls[0].priority().map(|p| p.to_string()),
        Some("0.9".into())
    );
    assert_eq!(
        outcome.found,
        [(Severity::Warning, "xml.raw-less-than", 2, 55)]
    );
}
