//! The reader's input and namespace paths: however the bytes arrive (one
//! at a time, in odd chunks, between `Interrupted` errors, gzipped, across
//! many buffer refills) the events are the same, and namespace scopes open
//! and close with their elements.

use std::io::{Read, Write};

use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_tests::source::Trickle;

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

fn events(source: impl Read, options: ReadOptions) -> Vec<String> {
    SitemapReader::new(source, options)
        .map(|event| format!("{event:?}"))
        .collect()
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn documents() -> Vec<String> {
    let many: String = (0..2000)
        .map(|i| {
            format!(
                "<url>\r\n  <loc>https://example.com/p/{i}?a=1&amp;b=2</loc>\r\n  \
                 <lastmod>2024-05-01</lastmod><!-- {i} --></url>\r\n"
            )
        })
        .collect();
    vec![
        // Bigger than the reader's 64 KiB buffer, with CRLF line ends.
        format!("\u{feff}<?xml version=\"1.0\"?>\r\n<urlset xmlns=\"{NS}\">\r\n{many}</urlset>"),
        // Lenient paths: raw `&`, CDATA, an unknown entity, a stylesheet.
        format!(
            "<?xml-stylesheet href=\"s.xsl\"?><urlset xmlns=\"{NS}\"><url><loc>https://example.com/?a&b</loc>\
             <changefreq><![CDATA[daily]]></changefreq><priority>&bogus;</priority></url></urlset>"
        ),
        // Truncated mid-entry.
        format!(
            "<urlset xmlns=\"{NS}\"><url><loc>https://example.com/a</loc></url><url><loc>https://exa"
        ),
    ]
}

#[test]
fn chunked_short_and_interrupted_reads_yield_the_same_events() {
    for document in documents() {
        for options in [ReadOptions::strict(), ReadOptions::lenient()] {
            for bytes in [document.as_bytes().to_vec(), gzip(document.as_bytes())] {
                let whole = events(bytes.as_slice(), options.clone());
                assert!(whole.len() > 1, "{whole:?}");
                for chunk in [1, 3, 7, 64, 70_000] {
                    for interrupt in [false, true] {
                        let trickle = Trickle::new(&bytes, chunk).interrupting(interrupt);
                        let got = events(trickle, options.clone());
                        assert_eq!(got, whole, "chunk {chunk}, interrupt {interrupt}");
                    }
                }
            }
        }
    }
}

#[test]
fn a_source_failing_midway_yields_what_came_before_then_an_io_error() {
    let short = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/a</loc></url>\n\
         <url><loc>https://example.com/b</loc></url>\n<url><loc>https://exa"
    );
    // More bytes of entries than one token may span (1 MiB and 64 KiB by
    // default), all read straight from the buffer: each entry is 64 bytes
    // and so is the root's line, so reads of 64 KiB end where an entry
    // does and never leave a piece of one to the parser.
    let root = format!("<urlset xmlns=\"{NS}\">");
    let root = format!("{root}{}\n", " ".repeat(63 - root.len()));
    let entries: String = (0..30_000)
        .map(|i| format!("<url><loc>https://example.com/{i:022}</loc></url>"))
        .collect();
    assert_eq!((root.len(), entries.len()), (64, 30_000 * 64));
    let long = format!("{root}{entries}<url><loc>https://exa");
    for (document, chunk, expected) in [(short, 5, 2), (long, 64 * 1024, 30_000)] {
        let mut urls = 0;
        let mut last = None;
        let source = Trickle::new(document.as_bytes(), chunk).failing_at_end();
        for event in SitemapReader::new(source, ReadOptions::lenient()) {
            match event {
                ReadEvent::Url(_) => urls += 1,
                ReadEvent::Diagnostic(d) => last = Some((d.severity(), d.rule(), d.to_string())),
                _ => {}
            }
        }
        assert_eq!(urls, expected);
        let (severity, rule, text) = last.expect("the failure is reported");
        assert_eq!((severity, rule), (Severity::Error, "io"), "{text}");
        assert!(text.contains("the disk went away"), "{text}");
    }
}

/// (kind, line, column, rule) of every event: `url` with its loc, or a
/// diagnostic's rule.
fn outline(document: &str) -> Vec<(String, u64)> {
    SitemapReader::new(document.as_bytes(), ReadOptions::strict())
        .filter_map(|event| match event {
            ReadEvent::Url(url) => Some((url.loc().to_string(), url.extensions().len() as u64)),
            ReadEvent::Diagnostic(d) => Some((d.rule().to_owned(), d.column())),
            _ => None,
        })
        .collect()
}

#[test]
fn namespace_scopes_open_and_close_with_their_elements() {
    let owned = |pairs: &[(&str, u64)]| -> Vec<(String, u64)> {
        pairs.iter().map(|(a, b)| ((*a).to_owned(), *b)).collect()
    };
    // `xmlns=""` takes one entry out of the namespace; the next is back in.
    let undeclared = format!(
        "<urlset xmlns=\"{NS}\"><url><loc>https://example.com/a</loc></url>\
         <url xmlns=\"\"><loc>https://example.com/b</loc></url>\
         <url><loc>https://example.com/c</loc></url></urlset>"
    );
    assert_eq!(
        outline(&undeclared),
        owned(&[
            ("https://example.com/a", 0),
            ("namespace", 104),
            ("namespace", 118),
            ("https://example.com/b", 0),
            ("https://example.com/c", 0),
        ])
    );
    // A child in another default namespace is an extension; its sibling
    // after it is back in the sitemap namespace.
    let redeclared = format!(
        "<urlset xmlns=\"{NS}\"><url><loc xmlns=\"urn:other\">https://example.com/a</loc>\
         <loc>https://example.com/a2</loc></url><url><loc>https://example.com/c</loc></url></urlset>"
    );
    assert_eq!(
        outline(&redeclared),
        owned(&[
            ("element.order", 116),
            ("https://example.com/a2", 1),
            ("https://example.com/c", 0),
        ])
    );
    // A default namespace declared on one prefixed entry ends with it.
    let scoped = format!(
        "<s:urlset xmlns:s=\"{NS}\"><s:url xmlns=\"{NS}\"><loc>https://example.com/a</loc></s:url>\
         <s:url><loc>https://example.com/b</loc></s:url></s:urlset>"
    );
    assert_eq!(
        outline(&scoped),
        owned(&[
            ("https://example.com/a", 0),
            ("namespace", 171),
            ("https://example.com/b", 0),
        ])
    );
}

/// The URLs read and the rules of the diagnostics.
fn urls_and_rules(source: impl Read) -> (usize, Vec<&'static str>) {
    let mut urls = 0;
    let mut rules = Vec::new();
    for event in SitemapReader::new(source, ReadOptions::strict()) {
        match event {
            ReadEvent::Url(_) => urls += 1,
            ReadEvent::Diagnostic(d) => rules.push(d.rule()),
            _ => {}
        }
    }
    (urls, rules)
}

#[test]
fn a_read_error_right_after_a_buffered_entry_is_reported_once_met() {
    let entries: String = (0..3)
        .map(|i| format!("<url><loc>https://example.com/{i}</loc></url>"))
        .collect();
    let document = format!("<urlset xmlns=\"{NS}\">\n{entries}\n</urlset>\n");
    let at = document.find("\n</urlset>").unwrap();
    // Whole reads up to the failure leave the entries buffered whole; reads
    // of a byte take them token by token. The error comes once either way.
    for chunk in [usize::MAX, 1] {
        let source = Trickle::new(document.as_bytes(), chunk).failing_once_at(at);
        assert_eq!(urls_and_rules(source), (3, vec!["io"]), "chunk {chunk}");
    }
    // A gzip checksum error is reported once, then the stream just ends.
    let mut compressed = gzip(document.as_bytes());
    let crc = compressed.len() - 8;
    compressed[crc] ^= 0xff;
    assert_eq!(
        urls_and_rules(compressed.as_slice()),
        (3, vec!["gzip"]),
        "whole"
    );
    let trickle = Trickle::new(&compressed, 1);
    assert_eq!(
        urls_and_rules(trickle),
        (3, vec!["gzip"]),
        "a byte at a time"
    );
}

/// Documents assembled from the pieces entries are made of, most in the
/// shape the reader takes straight from its buffer, some just outside it:
/// read whole and a byte at a time, they must yield the same events.
mod plain_and_token_paths_agree {
    use super::*;
    use proptest::prelude::*;

    const PIECES: &[&str] = &[
        "<loc>https://example.com/a</loc>",
        "<loc>https://example.com/?a=1&amp;b=2</loc>",
        "<loc>https://example.com/x y/ü</loc>",
        "<loc>https://other.example/</loc>",
        "<loc>/relative</loc>",
        "<loc></loc>",
        "<loc> https://example.com/pad </loc>",
        "<loc>https://example.com/&lt;&gt;&quot;&apos;</loc>",
        "<loc>https://example.com/a&b</loc>",
        "<loc >https://example.com/space-in-tag</loc>",
        "<loc><![CDATA[https://example.com/cdata]]></loc>",
        "<lastmod>2024-05-01</lastmod>",
        "<lastmod>2024-05-01T10:00:00</lastmod>",
        "<lastmod>2024-13-01</lastmod>",
        "<lastmod>2024-05</lastmod>",
        "<changefreq>weekly</changefreq>",
        "<changefreq>weekley</changefreq>",
        "<changefreq> daily </changefreq>",
        "<priority>0.5</priority>",
        "<priority>1.5</priority>",
        "<priority>high</priority>",
        // 40 and 41 bytes once unescaped: at and past `max_value_bytes(40)`.
        "<loc>https://example.com/?&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;</loc>",
        "<loc>https://example.com/?a&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;</loc>",
        "<!-- note -->",
        "<x:extra xmlns:x=\"urn:x\">v</x:extra>",
        // Extension elements of ours, flat and not, valid and not.
        "<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>",
        "<image:image>\n <image:loc>https://example.com/i?a&amp;b</image:loc>\n</image:image>",
        "<image:image><image:caption>c</image:caption><image:loc>https://example.com/i.jpg</image:loc></image:image>",
        "<image:image><image:loc>relative.jpg</image:loc></image:image>",
        "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/de\"/>",
        "<xhtml:link rel=\"alternate\" hreflang=\"en_US\" href=\"https://example.com/us\"/>",
        "<xhtml:link rel='alternate' hreflang='fr' href='/fr'/>",
        "<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
         <video:title>T</video:title><video:description>D</video:description>\
         <video:player_loc>https://example.com/p</video:player_loc></video:video>",
        "<video:video><video:title>T</video:title></video:video>",
        // At and past `max_value_bytes(40)`: whitespace between the
        // children, and references in a child's text.
        "<image:image>                                        <image:loc>https://example.com/w</image:loc></image:image>",
        "<image:image>                                         <image:loc>https://example.com/w</image:loc></image:image>",
        "<image:image><image:loc>https://example.com/?&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;</image:loc></image:image>",
        "<image:image><image:loc>https://example.com/?a&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;</image:loc></image:image>",
        // More attributes than a flat element may have.
        "<xhtml:link rel=\"alternate\" hreflang=\"it\" href=\"https://example.com/it\" a=\"1\" b=\"2\" c=\"3\" d=\"4\" e=\"5\" f=\"6\"/>",
        "<y:image xmlns:y=\"http://www.google.com/schemas/sitemap-image/1.1\"><y:loc>https://example.com/y</y:loc></y:image>",
        "<unknown>v</unknown>",
        "text",
        "\n  ",
        "\r\n",
        "\t",
    ];

    fn document(entries: &[Vec<usize>], index: bool, bom: bool, padding: usize) -> String {
        let (root, entry) = if index {
            ("sitemapindex", "sitemap")
        } else {
            ("urlset", "url")
        };
        let bom = if bom { "\u{feff}" } else { "" };
        // Padding near 64 KiB moves the entries across the reader's refill.
        let padding = " ".repeat(padding);
        let mut out = format!(
            "{bom}<{root} xmlns=\"{NS}\" \
             xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" \
             xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" \
             xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n{padding}"
        );
        for pieces in entries {
            out.push_str(&format!("<{entry}>"));
            for &piece in pieces {
                out.push_str(PIECES[piece]);
            }
            out.push_str(&format!("</{entry}>\n"));
        }
        out.push_str(&format!("</{root}>\n"));
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn whole_and_byte_by_byte_reads_agree(
            entries in prop::collection::vec(
                prop::collection::vec(0..PIECES.len(), 0..6),
                1..24,
            ),
            index in any::<bool>(),
            bom in any::<bool>(),
            // Past 512 bytes, entries are beyond the head the source reads
            // at once, so the byte-by-byte read takes them token by token.
            padding in prop_oneof![
                1 => Just(0usize),
                2 => 512usize..1024,
                1 => 64_900usize..65_536,
            ],
            cut in any::<prop::sample::Index>(),
            lenient in any::<bool>(),
            small_extension_budget in any::<bool>(),
            max_bytes in prop_oneof![
                2 => Just(None),
                1 => (100u64..6_000).prop_map(Some),
                1 => (64_000u64..70_000).prop_map(Some),
            ],
        ) {
            let document = document(&entries, index, bom, padding);
            let mut options = if lenient {
                ReadOptions::lenient().max_entries(12).max_value_bytes(40)
            } else {
                ReadOptions::strict()
            };
            if let Some(limit) = max_bytes {
                options = options.max_bytes(limit);
            }
            if small_extension_budget {
                options = options.max_extension_nodes(6).max_extension_bytes(200).max_depth(2);
            }
            // Whole, then cut short somewhere.
            let cut = cut.index(document.len() + 1);
            for bytes in [document.as_bytes(), &document.as_bytes()[..cut]] {
                let whole = events(bytes, options.clone());
                let trickle = Trickle::new(bytes, 1);
                prop_assert_eq!(events(trickle, options.clone()), whole);
            }
        }
    }
}

#[test]
fn positions_far_behind_the_reader_keep_their_lines() {
    // More line breaks inside one element than the reader keeps track of
    // ahead of and behind it; the element's start is reported at its end.
    let many = "\n".repeat(70_000);
    let documents = [
        (
            format!("<urlset xmlns=\"{NS}\">\n<url>{many}</url>{many}</urlset>\n"),
            (2, 1),
        ),
        (
            format!(
                "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/</loc> <bogus>{many}</bogus></url></urlset>"
            ),
            (2, 38),
        ),
        (
            format!(
                "<urlset xmlns=\"{NS}\">\n<url>  <loc>https://example.com/a b</loc>{many}</url></urlset>"
            ),
            (2, 8),
        ),
        (
            format!(
                "<urlset xmlns=\"{NS}\">\n<url>  <loc>https://example.com/a b{many}</loc></url></urlset>"
            ),
            (2, 8),
        ),
        (
            format!(
                "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/</loc><x:a xmlns:x=\"urn:x\"><y:b>{many}</y:b></x:a></url></urlset>"
            ),
            (2, 37),
        ),
    ];
    for (document, expected) in documents {
        let first = |source: &mut dyn Read| {
            SitemapReader::new(source, ReadOptions::strict())
                .find_map(|event| match event {
                    ReadEvent::Diagnostic(d) => Some((d.line(), d.column(), d.rule())),
                    _ => None,
                })
                .expect("a diagnostic")
        };
        let whole = first(&mut document.as_bytes());
        assert_eq!((whole.0, whole.1), expected, "{}", whole.2);
        let mut trickle = Trickle::new(document.as_bytes(), 1);
        assert_eq!(first(&mut trickle), whole);
    }
}
