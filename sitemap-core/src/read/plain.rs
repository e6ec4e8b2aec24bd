//! Entries in the shape nearly every generator writes, read straight from
//! the buffered bytes instead of token by token.
//!
//! The shape is narrow on purpose: whitespace, then `<url>` (or
//! `<sitemap>`), then its known children in schema order, each written as
//! `<name>text</name>` with no attribute, CDATA, comment, carriage return
//! or reference other than the five predefined entities in the text, then
//! the end tag, all within the bytes already buffered. Such an entry means
//! the same to the token path, which would only have turned it into the
//! same values at the same positions more slowly. Anything else, even a
//! space inside a tag, is left to the token path untouched, and so is all
//! reading from the source. Every diagnostic still comes from one place:
//! the values go through the same `apply` and the entry through the same
//! `finish_entry` as there.

use std::ops::Range;

use super::entity::predefined_entity;
use super::event::DocumentKind;

/// One child found by [`scan`]: which of the entry's children, where its
/// start tag begins and where its text lies, as offsets into the scanned
/// bytes.
#[derive(Debug, Clone)]
struct Child {
    name: &'static str,
    tag_at: usize,
    text: Range<usize>,
}

/// An entry found by [`scan`]; children beyond the schema's four cannot
/// occur, since each must come after the one before.
#[derive(Debug)]
pub(super) struct Scanned {
    entry_at: usize,
    children: [Option<Child>; 4],
    /// Offset just past the entry's end tag.
    pub(super) end: usize,
}

/// An entry read straight from the buffer: its text is in the tokenizer's
/// `scratch`, with where its children's values lie in it.
#[derive(Debug)]
pub(super) struct PlainEntry {
    /// The reader position of the entry's first byte in `scratch`.
    pub(super) base: u64,
    pub(super) scanned: Scanned,
}

impl PlainEntry {
    /// The reader position of the entry's start tag.
    pub(super) fn entry_position(&self) -> u64 {
        self.base + self.scanned.entry_at as u64
    }

    /// Each child: its name, the reader position of its start tag and
    /// where its text lies in the entry's text.
    pub(super) fn children(&self) -> impl Iterator<Item = (&'static str, u64, Range<usize>)> + '_ {
        self.scanned.children.iter().flatten().map(|child| {
            (
                child.name,
                self.base + child.tag_at as u64,
                child.text.clone(),
            )
        })
    }
}

/// Finds one entry of `kind` in the plain shape at the start of `bytes`,
/// no value longer than `value_limit` once unescaped.
pub(super) fn scan(bytes: &[u8], kind: DocumentKind, value_limit: usize) -> Option<Scanned> {
    let entry = kind.entry().as_bytes();
    let children = kind.children();
    let entry_at = skip_whitespace(bytes, 0);
    let mut at = tag(bytes, entry_at, b"<", entry)?;
    let mut found: [Option<Child>; 4] = Default::default();
    let mut next_child = 0;
    loop {
        at = skip_whitespace(bytes, at);
        if let Some(end) = tag(bytes, at, b"</", entry) {
            return Some(Scanned {
                entry_at,
                children: found,
                end,
            });
        }
        let tag_at = at;
        let (index, name, text_at) =
            children
                .iter()
                .enumerate()
                .skip(next_child)
                .find_map(|(index, name)| {
                    let text_at = tag(bytes, tag_at, b"<", name.as_bytes())?;
                    Some((index, *name, text_at))
                })?;
        let text_end = text_at + memchr::memchr2(b'<', b'\r', bytes.get(text_at..)?)?;
        let text = &bytes[text_at..text_end];
        let mut unescaped_length = text.len();
        for amp in memchr::memchr_iter(b'&', text) {
            unescaped_length -= reference_at(&text[amp..])?.0 - 1;
        }
        if unescaped_length > value_limit {
            return None;
        }
        at = tag(bytes, text_end, b"</", name.as_bytes())?;
        *found.get_mut(index)? = Some(Child {
            name,
            tag_at,
            text: text_at..text_end,
        });
        next_child = index + 1;
    }
}

/// The length and character of the reference to a predefined entity that
/// `text` starts with (at its `&`); `None` for any other reference, which
/// is left to the token path.
fn reference_at(text: &[u8]) -> Option<(usize, char)> {
    // `&quot;` and `&apos;` are the longest.
    let window = &text[..text.len().min(6)];
    let semicolon = memchr::memchr(b';', window)?;
    let name = std::str::from_utf8(text.get(1..semicolon)?).ok()?;
    Some((semicolon + 1, predefined_entity(name)?))
}

/// The offset past `opening` `name` `>` when `bytes` hold exactly that at
/// `at`.
fn tag(bytes: &[u8], at: usize, opening: &[u8], name: &[u8]) -> Option<usize> {
    let rest = bytes.get(at..)?;
    let rest = rest.strip_prefix(opening)?.strip_prefix(name)?;
    rest.strip_prefix(b">")?;
    Some(at + opening.len() + name.len() + 1)
}

/// The offset of the first byte at or after `at` that is not XML whitespace.
fn skip_whitespace(bytes: &[u8], mut at: usize) -> usize {
    while let Some(b' ' | b'\t' | b'\n' | b'\r') = bytes.get(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Loc;
    use crate::read::{ReadEvent, ReadOptions, SitemapReader};

    fn names(bytes: &str, kind: DocumentKind) -> Option<Vec<(&'static str, String)>> {
        let scanned = scan(bytes.as_bytes(), kind, 2048)?;
        assert!(bytes[..scanned.end].ends_with('>'));
        Some(
            scanned
                .children
                .iter()
                .flatten()
                .map(|child| (child.name, bytes[child.text.clone()].to_owned()))
                .collect(),
        )
    }

    #[test]
    fn the_plain_shape_is_found_with_its_values() {
        let entry = "\n  <url><loc>https://a.example/</loc>\n<priority>0.5</priority></url>\n";
        assert_eq!(
            names(entry, DocumentKind::UrlSet),
            Some(vec![
                ("loc", "https://a.example/".to_owned()),
                ("priority", "0.5".to_owned())
            ])
        );
        let index = "<sitemap><loc>x</loc><lastmod></lastmod></sitemap>";
        assert_eq!(
            names(index, DocumentKind::SitemapIndex),
            Some(vec![("loc", "x".to_owned()), ("lastmod", String::new())])
        );
        assert_eq!(names("<url></url>", DocumentKind::UrlSet), Some(vec![]));
        let escaped = "<url><loc>a&amp;b&lt;&gt;&quot;&apos;</loc></url>";
        let scanned = names(escaped, DocumentKind::UrlSet).unwrap();
        let mut unescaped = String::new();
        crate::read::entity::unescape_leniently(&scanned[0].1, &mut unescaped);
        assert_eq!(unescaped, "a&b<>\"'");
    }

    #[test]
    fn anything_else_is_left_to_the_token_path() {
        for other in [
            "<url><loc>https://a.example/</loc>",
            "<url ><loc>x</loc></url>",
            "<url><loc >x</loc></url>",
            "<url><loc>x</loc ></url>",
            "<url><loc>a&b</loc></url>",
            "<url><loc>a&#38;b</loc></url>",
            "<url><loc>a&amp</loc></url>",
            "<url><loc>a&nbsp;b</loc></url>",
            "<url><loc>a\r\nb</loc></url>",
            "<url><loc><![CDATA[x]]></loc></url>",
            "<url><!-- c --><loc>x</loc></url>",
            "<url><priority>1</priority><loc>x</loc></url>",
            "<url><loc>x</loc><loc>y</loc></url>",
            "<url><loc>x</lastmod></url>",
            "<url>text<loc>x</loc></url>",
            "<url><image:image/></url>",
            "<url><loc>x</loc></urls>",
            "<sitemap><loc>x</loc></sitemap>",
        ] {
            assert_eq!(names(other, DocumentKind::UrlSet), None, "{other}");
        }
        assert_eq!(
            names(
                "<sitemap><priority>1</priority></sitemap>",
                DocumentKind::SitemapIndex
            ),
            None
        );
        let long = format!("<url><loc>{}</loc></url>", "x".repeat(2049));
        assert_eq!(names(&long, DocumentKind::UrlSet), None);
        // The limit is on the value, not on how it is written.
        let escaped = format!("<url><loc>{}</loc></url>", "&amp;".repeat(2048));
        assert!(names(&escaped, DocumentKind::UrlSet).is_some());
    }

    /// Hands out one byte per read, so no entry is ever buffered whole and
    /// everything goes token by token.
    struct ByteByByte<'a>(&'a [u8]);

    impl std::io::Read for ByteByByte<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = buf.len().min(self.0.len()).min(1);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

    fn urlset(entries: &[&str]) -> String {
        format!(
            "<urlset xmlns=\"{NS}\">\n  {}\n</urlset>\n",
            entries.join("\n  ")
        )
    }

    fn documents() -> Vec<String> {
        let full = "<url><loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2024-05-01T10:00:00+02:00</lastmod>\
                    <changefreq>weekly</changefreq><priority>0.8</priority></url>";
        // With `max_value_bytes(40)`: 40 bytes once unescaped, then 41.
        let at_limit = format!(
            "<url><loc>https://example.com/?{}</loc></url>",
            "&amp;".repeat(19)
        );
        let past_limit = at_limit.replace("?", "?a");
        let entries = [
            full,
            &at_limit,
            &past_limit,
            "<url><loc>https://example.com/b</loc>\r\n<priority>high</priority></url>",
            "<url><loc>https://example.com/c</loc><changefreq>weekley</changefreq><priority>1.5</priority></url>",
            "<url><loc>https://example.com/d</loc><lastmod>2024-13-01</lastmod></url>",
            "<url><loc>https://example.com/e</loc><lastmod>2024-05-01T10:00:00</lastmod></url>",
            "<url><loc>https://example.com/f</loc><lastmod>2024-05</lastmod></url>",
            "<url><loc>/relative</loc></url>",
            "<url><loc>ftp://example.com/g</loc></url>",
            "<url><loc>https://example.com/with space/ü?q=&lt;&gt;&quot;&apos;</loc></url>",
            "<url><loc> https://example.com/padded\n</loc></url>",
            "<url><loc></loc></url>",
            "<url><priority>0.5</priority></url>",
            "<url></url>",
            "<url><loc>https://other.example/h</loc></url>",
            "<url><priority>0.5</priority><loc>https://example.com/order</loc></url>",
            "<url><!-- a comment --><loc>https://example.com/comment</loc></url>",
            "<url><loc>https://example.com/i</loc><loc>https://example.com/twice</loc></url>",
            "<url><loc>https://example.com/a?x=1&y=2</loc></url>",
            "<url><loc>https://example.com/j</loc></url>",
        ];
        // Some entries far into the file carry diagnostics, whose lines and
        // columns are compared too.
        let many: Vec<String> = (0..3000)
            .map(|i| {
                let priority = if i % 997 == 996 {
                    "high".to_owned()
                } else {
                    format!("0.{}", i % 10)
                };
                format!(
                    "<url><loc>https://example.com/p/{i}</loc><priority>{priority}</priority></url>"
                )
            })
            .collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        vec![
            urlset(&entries),
            format!("\u{feff}{}", urlset(&many)),
            urlset(&entries).replace(NS, "http://www.google.com/schemas/sitemap/0.84"),
            format!(
                "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/s1.xml</loc>\
                 <lastmod>2024-05-01</lastmod></sitemap>\n<sitemap><loc>https://example.com/s2.xml</loc>\
                 <priority>1</priority></sitemap>\n<sitemap><lastmod>bad</lastmod></sitemap>\
                 <sitemap><loc>https://example.com/s3.xml</loc></sitemap></sitemapindex>"
            ),
            format!(
                "{}<url><loc>https://example.com/trunc",
                urlset(&entries[..3])
                    .trim_end()
                    .trim_end_matches("</urlset>")
            ),
        ]
    }

    fn events(source: impl std::io::Read, options: &ReadOptions) -> Vec<String> {
        SitemapReader::new(source, options.clone())
            .map(|event| format!("{event:?}"))
            .collect()
    }

    #[test]
    fn plain_entries_read_as_they_do_token_by_token() {
        let site = Loc::parse("https://example.com/sitemap.xml").unwrap();
        let options = [
            ReadOptions::strict(),
            ReadOptions::lenient(),
            ReadOptions::strict().published_at(site),
            ReadOptions::lenient().max_entries(5),
            ReadOptions::lenient().max_value_bytes(40),
        ];
        for document in documents() {
            for options in &options {
                let buffered = events(document.as_bytes(), options);
                let token_by_token = events(ByteByByte(document.as_bytes()), options);
                assert!(buffered.len() > 2, "{buffered:?}");
                assert_eq!(buffered, token_by_token, "{options:?}\n{document}");
            }
        }
    }

    #[test]
    fn buffered_entries_in_the_plain_shape_skip_the_parser() {
        let document = &documents()[1];
        let is_url = |event: &ReadEvent| matches!(event, ReadEvent::Url(_));
        let mut reader = SitemapReader::new(document.as_bytes(), ReadOptions::strict());
        assert_eq!(reader.by_ref().filter(is_url).count(), 3000);
        let bypassed = reader.engine.tokens.source().position(0);
        // All but the first entry, and those split by a buffer refill.
        assert!(bypassed > document.len() as u64 * 9 / 10, "{bypassed}");
        let mut slow = SitemapReader::new(ByteByByte(document.as_bytes()), ReadOptions::strict());
        assert_eq!(slow.by_ref().filter(is_url).count(), 3000);
        // Byte by byte, only entries within the head read at once (to see
        // the document's encoding) can be taken from the buffer.
        let head = super::super::transcode::HEAD as u64;
        assert!(slow.engine.tokens.source().position(0) <= head);
    }
}
