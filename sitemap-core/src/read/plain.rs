//! Entries in the shape nearly every generator writes, read straight from
//! the buffered bytes instead of token by token.
//!
//! The shape is narrow on purpose: whitespace, then `<url>` (or
//! `<sitemap>`), then its known children in schema order, each written as
//! `<name>text</name>` with no attribute, CDATA, comment, carriage return
//! or reference other than the five predefined entities in the text, then
//! extension elements written flat (see [`FlatExtension`]), then the end
//! tag, all within the bytes already buffered. Such an entry means the same
//! to the token path, which would only have turned it into the same values
//! at the same positions more slowly. Anything else, even a space inside a
//! child's tag, is left to the token path untouched, and so is all reading
//! from the source. Every diagnostic still comes from one place: the values
//! go through the same `apply` and the entry through the same
//! `finish_entry` as there, and an extension element is taken only when it
//! is one of our typed ones and reading it as a tree would report nothing
//! (else the whole entry goes token by token).

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

/// An extension element found by [`scan`] after the entry's own children,
/// written flat: either empty with attributes
/// (`<xhtml:link rel="alternate" hreflang="de" href="…"/>`), or without
/// attributes around children that hold text alone, in its own prefix
/// (`<image:image><image:loc>…</image:loc></image:image>`). Which namespace
/// its prefix means, and whether it is one of ours, is the XML reader's to
/// find out.
#[derive(Debug, Clone)]
pub(super) struct FlatExtension {
    /// Where its qualified name lies, and where the colon is in it.
    name: Range<usize>,
    colon: usize,
    /// Whether its fields are attributes, or children.
    has_attributes: bool,
    /// Its fields, in [`Scanned::fields`].
    fields: Range<usize>,
    /// What reading it as a tree would cost of an extension budget: the
    /// nodes exactly, at least the bytes, and the elements, each of which
    /// also pays for its namespace.
    pub(super) nodes: usize,
    pub(super) bytes: usize,
    pub(super) elements: usize,
}

impl FlatExtension {
    /// Its qualified name in `entry` (the entry's text).
    pub(super) fn qualified<'a>(&self, entry: &'a str) -> &'a str {
        &entry[self.name.clone()]
    }

    /// Its local name in `entry`.
    pub(super) fn local<'a>(&self, entry: &'a str) -> &'a str {
        &entry[self.colon + 1..self.name.end]
    }

    /// Whether its fields are attributes (it has no children).
    pub(super) fn has_attributes(&self) -> bool {
        self.has_attributes
    }

    /// How deep it reaches below the entry: 1 for the element alone, 2 with
    /// its children.
    pub(super) fn depth(&self) -> usize {
        if self.has_attributes { 1 } else { 2 }
    }
}

/// The most attributes a [`FlatExtension`] may have; one with more is
/// left to the parser.
const MAX_FLAT_ATTRIBUTES: usize = 8;

/// One attribute or child of a [`FlatExtension`]: its local name and its
/// value as written (predefined entities at most).
#[derive(Debug, Clone)]
struct Field {
    name: Range<usize>,
    value: Range<usize>,
}

/// An entry found by [`scan`]; children beyond the schema's four cannot
/// occur, since each must come after the one before.
#[derive(Debug)]
pub(super) struct Scanned {
    entry_at: usize,
    children: [Option<Child>; 4],
    /// Its extension elements, after its own children.
    extensions: Vec<FlatExtension>,
    fields: Vec<Field>,
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

    /// Its extension elements, in document order.
    pub(super) fn extensions(&self) -> &[FlatExtension] {
        &self.scanned.extensions
    }

    /// The fields of `extension` (one of [`extensions`](Self::extensions)):
    /// each local name and value as written, in `entry`.
    pub(super) fn fields<'a>(
        &'a self,
        extension: &FlatExtension,
        entry: &'a str,
    ) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.scanned.fields[extension.fields.clone()]
            .iter()
            .map(|field| (&entry[field.name.clone()], &entry[field.value.clone()]))
    }

    /// The length of the entry's bytes.
    pub(super) fn length(&self) -> usize {
        self.scanned.end
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
    let mut extensions = Vec::new();
    let mut fields = Vec::new();
    let mut next_child = 0;
    loop {
        at = skip_whitespace(bytes, at);
        if let Some(end) = tag(bytes, at, b"</", entry) {
            return Some(Scanned {
                entry_at,
                children: found,
                extensions,
                fields,
                end,
            });
        }
        // Extension elements come last: an own child after one is out of
        // order, which the token path reports.
        if !extensions.is_empty() || prefixed_start(bytes, at) {
            let (extension, end) = scan_extension(bytes, at, value_limit, &mut fields)?;
            extensions.push(extension);
            at = end;
            continue;
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
        let (text_end, _) = text_end(bytes, text_at, value_limit)?;
        at = tag(bytes, text_end, b"</", name.as_bytes())?;
        *found.get_mut(index)? = Some(Child {
            name,
            tag_at,
            text: text_at..text_end,
        });
        next_child = index + 1;
    }
}

/// Whether a prefixed start tag (`<image:`) begins at `at`.
fn prefixed_start(bytes: &[u8], at: usize) -> bool {
    bytes.get(at) == Some(&b'<')
        && name_end(bytes, at + 1).is_some_and(|end| bytes.get(end) == Some(&b':'))
}

/// The [`FlatExtension`] that starts at `at`, its fields pushed to
/// `fields`, and the offset past it.
fn scan_extension(
    bytes: &[u8],
    at: usize,
    value_limit: usize,
    fields: &mut Vec<Field>,
) -> Option<(FlatExtension, usize)> {
    // After an extension, anything but a start tag (text, a stray `;`
    // where a `<` was meant) is the token path's to report.
    if bytes.get(at) != Some(&b'<') {
        return None;
    }
    let name_at = at + 1;
    let colon = name_end(bytes, name_at).filter(|colon| bytes.get(*colon) == Some(&b':'))?;
    let end = name_end(bytes, colon + 1).filter(|end| bytes.get(*end) != Some(&b':'))?;
    let name = name_at..end;
    let qualified = &bytes[name.clone()];
    let prefix = &bytes[name_at..=colon];
    let first_field = fields.len();
    let mut extension = FlatExtension {
        name: name.clone(),
        colon,
        has_attributes: false,
        fields: first_field..first_field,
        nodes: 1,
        bytes: 0,
        elements: 1,
    };
    let mut at = end;
    if bytes.get(at) == Some(&b'>') {
        // Children holding text alone, in the element's prefix.
        at += 1;
        // The parser's text between the children: a node a run, and all
        // of it one value of the element, under the value limit.
        let mut whitespace = 0;
        loop {
            let blank = skip_whitespace(bytes, at);
            extension.nodes += usize::from(blank > at);
            whitespace += blank - at;
            if whitespace > value_limit {
                return None;
            }
            at = blank;
            if let Some(end) = tag(bytes, at, b"</", qualified) {
                at = end;
                break;
            }
            let child_at = at + 1;
            let child_end = bytes
                .get(child_at..)?
                .strip_prefix(prefix)
                .and_then(|_| name_end(bytes, child_at + prefix.len()))?;
            let child = &bytes[child_at..child_end];
            let text_at = tag(bytes, at, b"<", child)?;
            let (text_end, text_nodes) = text_end(bytes, text_at, value_limit)?;
            at = tag(bytes, text_end, b"</", child)?;
            fields.push(Field {
                name: child_at + prefix.len()..child_end,
                value: text_at..text_end,
            });
            // The child, and its text: the parser's pieces of it between
            // references and each reference.
            extension.nodes += 1 + text_nodes;
            extension.elements += 1;
        }
    } else {
        // Attributes, then `/>`.
        extension.has_attributes = true;
        loop {
            let after_space = skip_whitespace(bytes, at);
            if bytes.get(after_space..)?.starts_with(b"/>") {
                at = after_space + 2;
                break;
            }
            // Each attribute after whitespace, without a prefix (so no
            // namespace declaration), once; a few at most, which keeps
            // the check for repeats short (a typed link has three).
            let key_end = name_end(bytes, after_space)?;
            if after_space == at
                || bytes.get(key_end)? != &b'='
                || fields.len() - first_field >= MAX_FLAT_ATTRIBUTES
            {
                return None;
            }
            let key = after_space..key_end;
            if &bytes[key.clone()] == b"xmlns"
                || fields[first_field..]
                    .iter()
                    .any(|field| bytes[field.name.clone()] == bytes[key.clone()])
            {
                return None;
            }
            let quote = *bytes
                .get(key_end + 1)
                .filter(|q| matches!(q, b'"' | b'\''))?;
            let value_at = key_end + 2;
            let value_end = value_at + memchr::memchr(quote, bytes.get(value_at..)?)?;
            let value = &bytes[value_at..value_end];
            // Left to the parser: what attribute-value normalization would
            // change, and what it would refuse.
            if value
                .iter()
                .any(|byte| matches!(byte, b'<' | b'\t' | b'\n' | b'\r'))
                || !references_are_predefined(value)
            {
                return None;
            }
            fields.push(Field {
                name: key,
                value: value_at..value_end,
            });
            extension.nodes += 1;
            at = value_end + 1;
        }
    }
    extension.fields = first_field..fields.len();
    extension.bytes = at - name_at + 1;
    Some((extension, at))
}

/// The end of the text that starts at `text_at` (the next `<`) and how
/// many nodes the parser makes of it, when the text has no carriage return,
/// raw `>` or reference other than a predefined one, and is no longer than
/// `value_limit` once unescaped.
fn text_end(bytes: &[u8], text_at: usize, value_limit: usize) -> Option<(usize, usize)> {
    // A raw `>` is left to the parser's path, which says when it ends a
    // `]]>` (no well-formed text holds one): found in the same search.
    let end = text_at + memchr::memchr3(b'<', b'\r', b'>', bytes.get(text_at..)?)?;
    if bytes[end] != b'<' {
        return None;
    }
    let (unescaped_length, nodes) = measure_text(&bytes[text_at..end])?;
    (unescaped_length <= value_limit).then_some((end, nodes))
}

/// The length of `text` once unescaped, and how many nodes the parser
/// makes of it: one for each reference and for each run of text between
/// them; `None` when it holds a reference to no predefined entity.
fn measure_text(text: &[u8]) -> Option<(usize, usize)> {
    let mut unescaped_length = text.len();
    let mut nodes = 0;
    let mut run_at = 0;
    for amp in memchr::memchr_iter(b'&', text) {
        let length = reference_at(&text[amp..])?.0;
        unescaped_length -= length - 1;
        nodes += usize::from(amp > run_at) + 1;
        run_at = amp + length;
    }
    Some((unescaped_length, nodes + usize::from(text.len() > run_at)))
}

/// Whether every `&` in `text` begins a reference to a predefined entity.
fn references_are_predefined(text: &[u8]) -> bool {
    memchr::memchr_iter(b'&', text).all(|amp| reference_at(&text[amp..]).is_some())
}

/// The end of the XML name (ASCII only; anything else is left to the
/// parser) that starts at `at`, without a colon.
fn name_end(bytes: &[u8], at: usize) -> Option<usize> {
    let first = bytes.get(at)?;
    if !(first.is_ascii_alphabetic() || *first == b'_') {
        return None;
    }
    let length = bytes[at..]
        .iter()
        .position(|byte| !(byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'-' | b'.')))?;
    Some(at + length)
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
            "<url><image:image x=\"1\"><image:loc>a</image:loc></image:image></url>",
            "<url><image:image><image:loc x=\"1\">a</image:loc></image:image></url>",
            "<url><image:image><video:loc>a</video:loc></image:image></url>",
            "<url><image:image><image:loc/></image:image></url>",
            "<url><image:image><image:loc>a</image:loc></url>",
            "<url><image:image>text<image:loc>a</image:loc></image:image></url>",
            "<url><image:image><image:loc>a&#38;b</image:loc></image:image></url>",
            "<url><image:image><image:loc>a\r\nb</image:loc></image:image></url>",
            "<url><image:image><image:loc><![CDATA[a]]></image:loc></image:image></url>",
            "<url><image:image><image:loc>a</image:loc></image:image><loc>x</loc></url>",
            "<url><image:image><image:image:loc>a</image:image:loc></image:image></url>",
            "<url><a:b:c/></url>",
            "<url><xhtml:link href=\"a\"hreflang=\"b\"/></url>",
            "<url><xhtml:link href=\"a\" href=\"b\"/></url>",
            "<url><xhtml:link xmlns=\"x\"/></url>",
            "<url><xhtml:link xmlns:a=\"x\"/></url>",
            "<url><xhtml:link a:href=\"x\"/></url>",
            "<url><xhtml:link href = \"a\"/></url>",
            "<url><xhtml:link href=a/></url>",
            "<url><xhtml:link href=\"a&b\"/></url>",
            "<url><xhtml:link href=\"a&#38;b\"/></url>",
            "<url><xhtml:link href=\"a\tb\"/></url>",
            "<url><xhtml:link href=\"a<b\"/></url>",
            "<url><xhtml:link href=\"a\"></url>",
            "<url><xhtml:link href=\"a\"/ ></url>",
            "<url><xhtml:link href=\"a\"></xhtml:link></url>",
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

    #[test]
    fn flat_extensions_are_found_with_their_fields() {
        let entry = "<url><loc>x</loc>\n  <image:image>\n    <image:loc>a&amp;b</image:loc>\n  \
                     </image:image><xhtml:link rel='alternate'\n hreflang=\"de\" href=\"h&quot;\"/>\
                     <video:video><video:title>t</video:title><video:duration>5</video:duration></video:video></url>";
        let scanned = scan(entry.as_bytes(), DocumentKind::UrlSet, 2048).unwrap();
        assert_eq!(scanned.end, entry.len());
        let plain = PlainEntry { base: 0, scanned };
        /// Name, whether the fields are attributes, depth, fields.
        type Found<'a> = (&'a str, bool, usize, Vec<(&'a str, &'a str)>);
        let found: Vec<Found<'_>> = plain
            .extensions()
            .iter()
            .map(|extension| {
                (
                    extension.qualified(entry),
                    extension.has_attributes(),
                    extension.depth(),
                    plain.fields(extension, entry).collect(),
                )
            })
            .collect();
        assert_eq!(
            found,
            vec![
                ("image:image", false, 2, vec![("loc", "a&amp;b")]),
                (
                    "xhtml:link",
                    true,
                    1,
                    vec![
                        ("rel", "alternate"),
                        ("hreflang", "de"),
                        ("href", "h&quot;")
                    ]
                ),
                (
                    "video:video",
                    false,
                    2,
                    vec![("title", "t"), ("duration", "5")]
                ),
            ]
        );
        assert_eq!(plain.extensions()[0].local(entry), "image");
        // The budget's bound covers the whole element and its namespace
        // once per element.
        let image = &plain.extensions()[0];
        // The element, its child, the child's text in three pieces (`a`,
        // the reference, `b`), two runs of whitespace.
        assert_eq!((image.elements, image.nodes), (2, 1 + 1 + 3 + 2));
        assert_eq!(
            [
                b"".as_slice(),
                b"a",
                b"&amp;",
                b"a&amp;",
                b"&amp;&lt;b",
                b"a&amp;b&amp;"
            ]
            .map(|text| measure_text(text).unwrap()),
            [(0, 0), (1, 1), (1, 1), (2, 2), (3, 3), (4, 4)]
        );
        assert_eq!(
            image.bytes,
            "<image:image>\n    <image:loc>a&amp;b</image:loc>\n  </image:image>".len()
        );
        // An empty one with no attribute is flat too (its type refuses it).
        let empty = scan(b"<url><image:image/></url>", DocumentKind::UrlSet, 2048).unwrap();
        assert_eq!(empty.extensions.len(), 1);
        // A value past the limit once unescaped is left to the token path.
        let long = "<url><image:image><image:loc>xxxxx</image:loc></image:image></url>";
        assert!(scan(long.as_bytes(), DocumentKind::UrlSet, 5).is_some());
        assert!(scan(long.as_bytes(), DocumentKind::UrlSet, 4).is_none());
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

    /// Reads each document whole (buffered entries take the plain path)
    /// and byte by byte (every entry goes token by token) under each of
    /// `options`, and asserts the same events.
    fn assert_paths_agree(documents: &[String], options: &[ReadOptions]) {
        for document in documents {
            for options in options {
                let buffered = events(document.as_bytes(), options);
                let token_by_token = events(ByteByByte(document.as_bytes()), options);
                assert!(buffered.len() >= 2, "{buffered:?}");
                assert_eq!(buffered, token_by_token, "{options:?}\n{document}");
            }
        }
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
        assert_paths_agree(&documents(), &options);
    }

    /// Entries with extension elements, flat and not, valid and not, in a
    /// document that binds our namespaces (one of them twice), another
    /// namespace, and leaves a prefix undeclared.
    fn extension_documents() -> Vec<String> {
        const IMAGE: &str = "http://www.google.com/schemas/sitemap-image/1.1";
        let image =
            |loc: &str| format!("<image:image>\n<image:loc>{loc}</image:loc>\n</image:image>");
        let link = |hreflang: &str, href: &str| {
            format!("<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{href}\"/>")
        };
        let video = "<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>\
                     <video:title>T &amp; u</video:title><video:description>D</video:description>\
                     <video:content_loc>https://example.com/v.mp4</video:content_loc>\
                     <video:duration>600</video:duration></video:video>";
        // Children with attributes of their own written without them, read
        // from their text alone.
        let with_duration = |children: &str| {
            video.replace(
                "<video:duration>600</video:duration>",
                &format!("<video:duration>600</video:duration>{children}"),
            )
        };
        let player = "<video:player_loc>https://example.com/p.swf</video:player_loc>";
        let with_player = video.replace(
            "<video:duration>600</video:duration>",
            &format!(
                "{player}<video:duration>600</video:duration>\
                 <video:content_segment_loc>https://example.com/s.mp4</video:content_segment_loc>\
                 <video:uploader>U</video:uploader>"
            ),
        );
        let url = |inner: &str| format!("<url><loc>https://example.com/p</loc>{inner}</url>");
        let entries = [
            url(&format!(
                "{}{}{with_player}{}\n{}",
                image("https://example.com/a.jpg"),
                image("https://example.com/b.jpg?x=1&amp;y=2"),
                link("de", "https://example.com/de/p"),
                link("x-default", "https://example.com/p"),
            )),
            url("<img:image><img:loc>https://example.com/other-prefix.jpg</img:loc></img:image>"),
            // Text where a second extension's `<` was meant (found by the
            // `read` fuzz target): no element, as token by token.
            url(&format!(
                "{}\n;{}\n{}",
                link("en", "https://example.com/en/p"),
                &link("de", "https://example.com/de/p")[1..],
                link("x-default", "https://example.com/p"),
            )),
            url("<image:image><image:loc>https://example.com/c.jpg</image:loc><image:caption>C</image:caption></image:image>"),
            url("<image:image><image:title>T</image:title><image:loc>https://example.com/c.jpg</image:loc></image:image>"),
            url("<image:image><image:loc>https://example.com/c.jpg</image:loc><image:loc>https://example.com/d.jpg</image:loc></image:image>"),
            url("<image:image><image:loc>/relative.jpg</image:loc></image:image>"),
            url("<image:image><image:loc></image:loc></image:image>"),
            url("<image:image/>"),
            url("<image:image></image:image>"),
            url(&video.replace("<video:title>T &amp; u</video:title><video:description>D</video:description>",
                "<video:description>D</video:description><video:title>T</video:title>")),
            url(&video.replace("600", "0")),
            url(&video.replace("<video:content_loc>https://example.com/v.mp4</video:content_loc>", "")),
            url(&video.replace("<video:duration>600</video:duration>",
                "<video:player_loc allow_embed=\"yes\">https://example.com/p.swf</video:player_loc>")),
            url(&video.replace("<video:duration>600</video:duration>", "<video:category>c</video:category>")),
            // A required attribute missing, a value its type refuses, a
            // tag Google no longer reads.
            url(&with_duration("<video:restriction>DE FR</video:restriction>")),
            url(&with_duration("<video:platform>web tv</video:platform>")),
            url(&with_duration("<video:id>x</video:id>")),
            url(&with_duration("<video:price>1.99</video:price>")),
            url(&with_player.replace("https://example.com/p.swf", "not an address")),
            url(&with_duration("<video:gallery_loc>https://example.com/g</video:gallery_loc>")),
            url(&with_duration("<video:price>free</video:price>")),
            url(&link("en_US", "https://example.com/us")),
            url(&link("not a language", "https://example.com/us")),
            url(&link("fr", "/relative")),
            url(&link("fr", "https://example.com/a?b=1&amp;c=&quot;2&quot;")),
            url("<xhtml:link rel='alternate' hreflang='it' href='https://example.com/it'/>"),
            url("<xhtml:link rel=\"alternate\" href=\"https://example.com/no-language\"/>"),
            url("<xhtml:link rel=\"nofollow\" hreflang=\"it\" href=\"https://example.com/it\"/>"),
            url("<xhtml:link rel=\"alternate\" hreflang=\"it\" href=\"https://example.com/it\" media=\"print\"/>"),
            url("<xhtml:link\n  rel=\"alternate\"\threflang=\"es\"   href=\"https://example.com/es\" />"),
            url("<other:thing a=\"1\"/><other:box><other:item>x</other:item></other:box>"),
            url("<nope:thing a=\"1\"/>"),
            url("<news:news><news:publication><news:name>N</news:name><news:language>en</news:language>\
                 </news:publication><news:publication_date>2024-05-01</news:publication_date>\
                 <news:title>T</news:title></news:news>"),
            url(&format!("{}<priority>0.5</priority>", image("https://example.com/late.jpg"))),
            format!(
                "<url><loc>/relative-page</loc><priority>high</priority>{}</url>",
                image("https://example.com/e.jpg")
            ),
            url(&image("https://example.com/f.jpg").repeat(1001)),
            url(&link("de", "https://example.com/de/p").repeat(3)),
            // Past `max_value_bytes(40)`, which stops reading.
            url(&image("https://example.com/an-image-with-a-long-name.jpg")),
            url(&image("https://example.com/g.jpg")),
        ];
        let root = format!(
            "<urlset xmlns=\"{NS}\" xmlns:image=\"{IMAGE}\" xmlns:img=\"{IMAGE}\" \
             xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" \
             xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\" \
             xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" xmlns:other=\"https://example.com/other\">"
        );
        let document = format!("{root}\n  {}\n</urlset>\n", entries.join("\n  "));
        // The same entries where `image` means another namespace.
        let rebound = document.replacen(
            &format!("xmlns:image=\"{IMAGE}\""),
            "xmlns:image=\"https://example.com/not-images\"",
            1,
        );
        vec![document, rebound]
    }

    #[test]
    fn entries_with_extensions_read_as_they_do_token_by_token() {
        let site = Loc::parse("https://example.com/sitemap.xml").unwrap();
        let options = [
            ReadOptions::strict(),
            ReadOptions::lenient(),
            ReadOptions::lenient().published_at(site),
            ReadOptions::lenient().max_depth(1),
            ReadOptions::lenient().max_extension_nodes(6),
            ReadOptions::lenient().max_extension_bytes(200),
            ReadOptions::lenient().max_value_bytes(40),
        ];
        assert_paths_agree(&extension_documents(), &options);
    }

    /// What the first review of the buffered extensions found read
    /// differently from the token path, each on both sides of its limit,
    /// in an entry past the head the source reads at once (where both
    /// reads would take the buffered path).
    #[test]
    fn budgets_limits_and_the_root_namespace_hold_on_the_buffered_path() {
        const IMAGE: &str = "http://www.google.com/schemas/sitemap-image/1.1";
        let pad = " ".repeat(600);
        let document = |root: &str, entry: &str| {
            format!(
                "<urlset xmlns=\"{root}\" xmlns:image=\"{IMAGE}\">{pad}\n\
                 <url><loc>https://example.com/0</loc></url>\n{entry}\n</urlset>\n"
            )
        };
        let image = |inner: &str| {
            format!("<url><loc>https://example.com/</loc><image:image>{inner}</image:image></url>")
        };
        let with_reference = document(
            NS,
            &image("<image:loc>https://example.com/i?a=1&amp;b=2</image:loc>"),
        );
        let spaced = |spaces: usize| {
            document(
                NS,
                &image(&format!(
                    "{}<image:loc>https://example.com/i.jpg</image:loc>",
                    " ".repeat(spaces)
                )),
            )
        };
        // 40 and 41 bytes once unescaped, most of them references.
        let referenced = |references: usize| {
            document(
                NS,
                &image(&format!(
                    "<image:loc>https://example.com/?{}</image:loc>",
                    "&amp;".repeat(references)
                )),
            )
        };
        let lenient = ReadOptions::lenient;
        // The image, its child, and the text in three pieces: five nodes.
        let taken = [
            (with_reference.clone(), lenient().max_extension_nodes(5)),
            (spaced(40), lenient().max_value_bytes(40)),
            (referenced(19), lenient().max_value_bytes(40)),
        ];
        let left = [
            (with_reference, lenient().max_extension_nodes(4)),
            (spaced(41), lenient().max_value_bytes(40)),
            (referenced(20), lenient().max_value_bytes(40)),
            // The root in the images' namespace: an image is no extension.
            (
                document(
                    IMAGE,
                    &image("<image:loc>https://example.com/i.jpg</image:loc>"),
                ),
                lenient(),
            ),
        ];
        for (taken, (document, options)) in taken
            .into_iter()
            .map(|case| (true, case))
            .chain(left.into_iter().map(|case| (false, case)))
        {
            assert_paths_agree(
                std::slice::from_ref(&document),
                std::slice::from_ref(&options),
            );
            let mut reader = SitemapReader::new(document.as_bytes(), options.clone());
            // Reading on after a value past its limit starts a parser after
            // it, past bytes it never saw: that is no bypass.
            let resumed = reader
                .by_ref()
                .any(|event| format!("{event:?}").contains("resumed: true"));
            reader.by_ref().for_each(drop);
            let bypassed = !resumed && reader.engine.source().position(0) > 0;
            assert_eq!(bypassed, taken, "{options:?}\n{document}");
        }
        // References count against the value limit on the token path too.
        let past_limit = events(referenced(20).as_bytes(), &lenient().max_value_bytes(40));
        assert!(
            past_limit
                .iter()
                .any(|event| event.contains("ValueTooLong")),
            "{past_limit:?}"
        );
        // An element without a prefix after an extension, and an element
        // with more attributes than a flat one may have, are not flat.
        let scanned = |entry: &str| scan(entry.as_bytes(), DocumentKind::UrlSet, 2048).is_some();
        let flat = "<url><image:image><image:loc>x</image:loc></image:image>";
        assert!(scanned(&format!("{flat}</url>")));
        assert!(!scanned(&format!("{flat}<a>b c=\"1\"/></url>")));
        let link = |attributes: usize| {
            let attributes: String = (0..attributes).map(|i| format!(" a{i}=\"\"")).collect();
            format!("<url><xhtml:link{attributes}/></url>")
        };
        assert!(scanned(&link(MAX_FLAT_ATTRIBUTES)));
        assert!(!scanned(&link(MAX_FLAT_ATTRIBUTES + 1)));
    }

    #[test]
    fn buffered_entries_with_flat_extensions_skip_the_parser() {
        let document = &extension_documents()[0];
        let first = document.find("<url>").unwrap();
        let second = first + document[first..].find("</url>").unwrap() + "</url>".len();
        let entry = &document[first..second];
        let many = document.replacen(entry, &format!("{entry}\n").repeat(2000), 1);
        let mut reader = SitemapReader::new(many.as_bytes(), ReadOptions::strict());
        let urls: Vec<_> = reader
            .by_ref()
            .filter_map(|event| match event {
                ReadEvent::Url(url) => Some(url),
                _ => None,
            })
            .collect();
        let typed = urls
            .iter()
            .filter(|url| {
                (
                    url.images().len(),
                    url.videos().len(),
                    url.alternates().len(),
                ) == (2, 1, 2)
            })
            .count();
        assert_eq!(typed, 2000);
        let bypassed = reader.engine.source().position(0);
        assert!(bypassed > many.len() as u64 * 8 / 10, "{bypassed}");
    }

    #[test]
    fn buffered_entries_in_the_plain_shape_skip_the_parser() {
        let document = &documents()[1];
        let is_url = |event: &ReadEvent| matches!(event, ReadEvent::Url(_));
        let mut reader = SitemapReader::new(document.as_bytes(), ReadOptions::strict());
        assert_eq!(reader.by_ref().filter(is_url).count(), 3000);
        let bypassed = reader.engine.source().position(0);
        // All but the first entry, and those split by a buffer refill.
        assert!(bypassed > document.len() as u64 * 9 / 10, "{bypassed}");
        let mut slow = SitemapReader::new(ByteByByte(document.as_bytes()), ReadOptions::strict());
        assert_eq!(slow.by_ref().filter(is_url).count(), 3000);
        // Byte by byte, only entries within the head read at once (to see
        // the document's encoding) can be taken from the buffer.
        let head = super::super::transcode::HEAD as u64;
        assert!(slow.engine.source().position(0) <= head);
    }
}
