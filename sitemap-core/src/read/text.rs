//! Text sitemaps: one absolute URL a line, UTF-8, which the protocol allows
//! beside XML. Told by content: a document whose first character (after a
//! byte order mark and whitespace) cannot start XML or JSON. Each line goes
//! through the same `<loc>` rules, limits and location checks as an XML
//! entry, so its diagnostics are the same.

use std::io::{self, BufRead, Read};

use super::checks::{EntryBuilder, EntryChecks, EntryRules};
use super::context::{Located, ReadContext, SyntaxReader};
use super::diagnostic::Problem;
use super::event::{DocumentKind, Format};
use super::fault::{Fatal, fatal};
use super::report::{Place, Recovery};
use super::source::Source;
use crate::ContentError;
use sitemap_rules::{FacetError, Violation};

const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// How many first bytes decide whether a document is a text sitemap: the
/// head the source reads first.
const DETECT: usize = super::transcode::HEAD;

/// Whether a document starting with `start` (its first buffered bytes) is a
/// text sitemap; `None` while only a byte order mark and whitespace were
/// seen. Text means: it cannot start XML or JSON (`<`, `{`, `[` first,
/// NULs as UTF-16 has them, or an XML sitemap in the start: a PHP notice before `<?xml`
/// still makes an XML sitemap, read past the notice), and one of its lines
/// looks like a URL (`…://…` or a path). The first line need not: a
/// `# comment`, a `javascript:` link or a line with a control character
/// is a bad line of a list, reported with its number, and the rest is
/// read.
fn is_text(start: &[u8]) -> Option<bool> {
    let start = start.strip_prefix(UTF8_BOM).unwrap_or(start);
    let from = start.iter().position(|b| !b.is_ascii_whitespace())?;
    let rest = &start[from..];
    let xml = |needle: &[u8]| start.windows(needle.len()).any(|w| w == needle);
    let url_like = |line: &[u8]| {
        let line = line.trim_ascii();
        line.windows(3).any(|w| w == b"://") || line.first() == Some(&b'/')
    };
    Some(
        !matches!(rest[0], b'<' | b'{' | b'[')
            && !looks_binary(rest)
            && !xml(b"<urlset")
            && !xml(b"<sitemapindex")
            && !xml(b"<?xml")
            && rest.split(|&b| b == b'\n' || b == b'\r').any(url_like),
    )
}

/// Whether NULs in the bytes make them UTF-16 or binary rather than text
/// with a stray NUL, which costs its line only: more than a few, or any in
/// bytes that are not UTF-8 (an image whose metadata quotes a URL).
fn looks_binary(bytes: &[u8]) -> bool {
    let nuls = memchr::memchr_iter(0, bytes).count();
    // A head may end inside a character.
    let utf8 = std::str::from_utf8(bytes).map_or_else(|e| e.error_len().is_none(), |_| true);
    nuls > 0 && (nuls > 8 || !utf8)
}

/// One line into `line`, its break included: a line feed, a carriage
/// return and line feed (read as a carriage return, then an empty line), or
/// a carriage return alone, as old Mac files and some generators end lines.
/// At most `cap` bytes are kept: the rest of a longer line is read and
/// dropped (a line is no token: the token cap is moved past it as it
/// goes), so a line costs no more memory than a value. The number of bytes
/// read (0 at the end of the input), and whether the line was cut.
fn read_line<R: Read>(
    source: &mut Source<R>,
    line: &mut Vec<u8>,
    cap: usize,
) -> io::Result<(usize, bool)> {
    let mut read = 0;
    loop {
        let buffer = source.fill_buf()?;
        if buffer.is_empty() {
            return Ok((read, line.len() < read));
        }
        let (take, done) = match memchr::memchr2(b'\n', b'\r', buffer) {
            Some(at) => (at + 1, true),
            None => (buffer.len(), false),
        };
        let room = cap.saturating_sub(line.len()).min(take);
        line.extend_from_slice(&buffer[..room]);
        source.consume(take);
        read += take;
        if done {
            return Ok((read, line.len() < read));
        }
        if line.len() >= cap {
            // Dropped bytes are in no token.
            let at = source.consumed_position();
            source.start_token(at);
        }
    }
}

/// Whether the document `source` holds is a text sitemap, told from its
/// head (see [`is_text`]) before anything is read: a head of blank lines
/// longer than the head is passed over (counted, so positions stay right)
/// and the decision made on what follows them.
pub(super) fn is_text_document<R: Read>(source: &mut Source<R>) -> Result<bool, Fatal> {
    loop {
        let start = source.peek();
        match is_text(&start[..start.len().min(DETECT)]) {
            Some(true) => return Ok(true),
            Some(false) => return Ok(false),
            None if start.len() >= DETECT => {
                if !source
                    .bypass_blank_head(DETECT)
                    .map_err(|e| fatal(0, Problem::Gzip(e)))?
                {
                    return Ok(false);
                }
            }
            None => return Ok(false),
        }
    }
}

/// The reader of a text sitemap, a line at a time.
pub(super) struct TextReader<R: Read> {
    cx: ReadContext,
    source: Source<R>,
    /// The line being read, its buffer kept for the next.
    line: Vec<u8>,
    opened: bool,
}

impl<R: Read> TextReader<R> {
    /// A reader of the document `source` holds, told by its head to be a
    /// text sitemap (see [`is_text_document`]).
    pub(super) fn new(cx: ReadContext, source: Source<R>) -> Self {
        TextReader {
            cx,
            source,
            line: Vec::new(),
            opened: false,
        }
    }
}

impl<R: Read> SyntaxReader for TextReader<R> {
    type Input = R;

    fn step(&mut self) -> Result<(), Fatal> {
        if self.opened {
            self.read_text_line()
        } else {
            self.opened = true;
            self.open()
        }
    }

    fn context(&self) -> &ReadContext {
        &self.cx
    }

    fn context_mut(&mut self) -> &mut ReadContext {
        &mut self.cx
    }

    fn source(&self) -> &Source<R> {
        &self.source
    }

    fn source_mut(&mut self) -> &mut Source<R> {
        &mut self.source
    }
}

impl<R: Read> TextReader<R> {
    /// The document's start: a byte order mark passed over, and the kind a
    /// typed reader expects checked.
    fn open(&mut self) -> Result<(), Fatal> {
        if self.source.peek().starts_with(UTF8_BOM) {
            self.source.consume(UTF8_BOM.len());
        }
        if let Some(expected) = self.cx.expect
            && expected != DocumentKind::UrlSet
        {
            let problem = Problem::WrongRoot {
                expected: expected.root(),
                found: "a text sitemap".to_owned(),
            };
            return Err(fatal(0, problem));
        }
        self.cx.kind = Some(DocumentKind::UrlSet);
        self.cx.format = Some(Format::Text);
        self.report_decoding();
        Ok(())
    }

    /// Reads one line: an entry, a diagnostic, nothing for a blank line, or
    /// the end of the document.
    fn read_text_line(&mut self) -> Result<(), Fatal> {
        let position = self.source.consumed_position();
        // A line is a token: a line past the size cap stops reading.
        self.source.start_token(position);
        let mut line = std::mem::take(&mut self.line);
        line.clear();
        let cap = self.cx.options.value_limit();
        let result = match read_line(&mut self.source, &mut line, cap) {
            Ok((0, _)) => self.end_text(position),
            Ok((read, true)) => {
                // Longer than a value may be: lost with its line's number
                // (never kept cut short), and the next line is read.
                let start = String::from_utf8_lossy(&line[..line.len().min(64)]).into_owned();
                let facet = FacetError::new(
                    "loc",
                    start,
                    Violation::TooLong {
                        max: cap,
                        length: read,
                    },
                );
                let problem = Problem::Content {
                    error: ContentError::value("url", "loc", facet),
                    kept: None,
                };
                self.report_in(Place::At(position), problem, Recovery::Lost);
                Ok(())
            }
            Ok((_, false)) => self.text_entry(position, &line),
            Err(e) => {
                // The input ending in the middle of a read is a gzip stream
                // cut short: the file is not whole.
                let cut = io::Error::new(e.kind(), e.to_string());
                let problem = self
                    .source
                    .read_problem(e, "a line", cap)
                    .unwrap_or(Problem::Gzip(cut));
                Err(fatal(position, problem))
            }
        };
        // Kept for the next line.
        self.line = line;
        result
    }

    /// The entry of one line, through the `<loc>` rules.
    fn text_entry(&mut self, position: u64, line: &[u8]) -> Result<(), Fatal> {
        let start = line
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(line.len());
        let end = line
            .iter()
            .rposition(|b| !b.is_ascii_whitespace())
            .map_or(start, |last| last + 1);
        if start == end {
            return Ok(());
        }
        let place = Place::At(position + start as u64);
        let Ok(text) = std::str::from_utf8(&line[start..end]) else {
            let problem = Problem::TextEncoding {
                line: String::from_utf8_lossy(&line[start..end]).into_owned(),
            };
            self.report_in(place, problem, Recovery::Lost);
            return Ok(());
        };
        if text.starts_with('#') {
            // A comment, which text sitemaps do not have: never resolved
            // as a fragment against the file's URL.
            let problem = Problem::TextComment {
                line: text.chars().take(64).collect(),
            };
            self.report_in(place, problem, Recovery::Kept);
            return Ok(());
        }
        let mut builder = EntryBuilder::new(DocumentKind::UrlSet);
        let mut checks = EntryChecks::default();
        self.apply(&mut builder, "loc", text, place, &mut checks);
        self.finish_entry(builder, place, &checks)
    }

    /// The end of a text sitemap: its size and whether it listed anything.
    fn end_text(&mut self, position: u64) -> Result<(), Fatal> {
        let at = self.mark(position);
        self.check_size_at(at);
        if self.cx.entries == 0 && self.cx.entries_lost == 0 {
            self.report(position, Problem::TextEmpty, Recovery::Kept);
        }
        self.end_document(position);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use crate::read::{DocumentKind, ReadEvent, ReadOptions, SitemapReader};
    use crate::{IndexReader, Loc, UrlSetReader};

    /// The URLs and the `(line, column, rule)` of each diagnostic.
    fn read(bytes: &[u8], options: ReadOptions) -> (Vec<String>, Vec<(u64, u64, &'static str)>) {
        let mut urls = Vec::new();
        let mut found = Vec::new();
        for event in SitemapReader::new(bytes, options) {
            match event {
                ReadEvent::Url(url) => urls.push(url.loc().to_string()),
                ReadEvent::Diagnostic(d) => found.push((d.line(), d.column(), d.rule())),
                other => panic!("unexpected {other:?}"),
            }
        }
        (urls, found)
    }

    #[test]
    fn a_carriage_return_alone_ends_a_line_and_keeps_the_line_numbers() {
        let text =
            b"https://example.com/a\rhttps://example.com/b\r\r  /relative\rhttps://example.com/c";
        let (urls, found) = read(text, ReadOptions::lenient());
        assert_eq!(
            urls,
            [
                "https://example.com/a",
                "https://example.com/b",
                "https://example.com/c"
            ]
        );
        assert_eq!(found, [(4, 3, "loc.relative")]);
    }

    #[test]
    fn one_url_a_line_with_a_bom_blank_lines_and_crlf() {
        let text = b"\xef\xbb\xbfhttps://example.com/\r\n\r\n  https://example.com/a  \n\t\nhttps://example.com/b";
        let (urls, found) = read(text, ReadOptions::strict());
        assert_eq!(
            urls,
            [
                "https://example.com/",
                "https://example.com/a",
                "https://example.com/b"
            ]
        );
        assert_eq!(found, []);
        let mut reader = SitemapReader::new(&text[..], ReadOptions::strict());
        assert_eq!(reader.kind(), Some(DocumentKind::UrlSet));
    }

    #[test]
    fn each_bad_line_is_located_and_costs_only_itself() {
        let text = "https://example.com/\n  /relative\nhttps://example.com/caf\u{e9}\nftp://example.com/x\nhttps://other.example/\n";
        let mut bytes = text.as_bytes().to_vec();
        bytes.extend_from_slice(b"https://example.com/\xff\n");
        let (urls, found) = read(&bytes, ReadOptions::strict());
        assert_eq!(
            urls,
            [
                "https://example.com/",
                "https://example.com/caf%C3%A9",
                "https://other.example/"
            ]
        );
        let rules: Vec<_> = found
            .iter()
            .map(|&(line, column, rule)| (line, column, rule))
            .collect();
        assert!(rules.contains(&(2, 3, "loc.relative")), "{rules:?}");
        assert!(rules.contains(&(3, 1, "loc.characters")), "{rules:?}");
        assert!(rules.iter().any(|&(line, _, _)| line == 4), "{rules:?}");
        assert!(rules.contains(&(5, 1, "loc.host")), "{rules:?}");
        assert!(rules.contains(&(6, 1, "text.encoding")), "{rules:?}");
    }

    #[test]
    fn the_files_url_resolves_and_bounds_its_lines() {
        let published = Loc::parse("https://example.com/blog/sitemap.txt").unwrap();
        let options = ReadOptions::lenient().published_at(published);
        let (urls, found) = read(b"/blog/a\nhttps://example.com/shop/b\n", options);
        assert_eq!(
            urls,
            ["https://example.com/blog/a", "https://example.com/shop/b"]
        );
        let rules: Vec<_> = found.iter().map(|f| f.2).collect();
        assert_eq!(rules, ["loc.relative", "loc.location"]);
    }

    #[test]
    fn limits_hold_as_for_xml() {
        let mut text = String::new();
        for i in 0..50_001 {
            text.push_str(&format!("https://example.com/{i}\n"));
        }
        let (urls, found) = read(text.as_bytes(), ReadOptions::lenient());
        assert_eq!(urls.len(), 50_001);
        assert_eq!(
            found.iter().map(|f| f.2).collect::<Vec<_>>(),
            ["entries.count"]
        );
        assert_eq!(found[0].0, 50_001, "reported at the line past the limit");

        let long = format!(
            "https://example.com/{}\nhttps://example.com/next\n",
            "a".repeat(300_000)
        );
        let (urls, found) = read(
            long.as_bytes(),
            ReadOptions::lenient().max_value_bytes(1_000),
        );
        // The long line is lost for its length, and only it.
        assert_eq!(urls, ["https://example.com/next"]);
        assert_eq!(
            found.iter().map(|f| (f.0, f.2)).collect::<Vec<_>>(),
            [(1, "loc.length")],
            "{found:?}"
        );

        let (urls, found) = read(
            b"https://example.com/1\nhttps://example.com/2\n",
            ReadOptions::strict().max_entries(1),
        );
        assert_eq!(urls.len(), 1);
        assert_eq!(found.last().map(|f| f.2), Some("limit.entries"));
    }

    /// Hands out one byte a read.
    struct ByteByByte<'a>(&'a [u8]);

    impl std::io::Read for ByteByByte<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let Some((&first, rest)) = self.0.split_first() else {
                return Ok(0);
            };
            if out.is_empty() {
                return Ok(0);
            }
            out[0] = first;
            self.0 = rest;
            Ok(1)
        }
    }

    #[test]
    fn the_decision_does_not_depend_on_how_the_input_arrives() {
        // Found by the fuzzer: a first line whose URL shows only after the
        // first read.
        for input in [
            &b"&lt;lset xmlns=\"http://example.com\">\n<url><loc>https://example.com/</loc></url>"[..],
            b"  \n\n   https://example.com/a\nhttps://example.com/b\n",
            b"Notice: x\n<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"/>",
        ] {
            let events = |source: &mut dyn std::io::Read| -> Vec<String> {
                SitemapReader::new(source, ReadOptions::strict())
                    .map(|event| format!("{event:?}"))
                    .collect()
            };
            assert_eq!(events(&mut &input[..]), events(&mut ByteByByte(input)), "{input:?}");
        }
    }

    #[test]
    fn a_gzip_text_cut_short_is_not_whole() {
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        for i in 0..2_000 {
            writeln!(gzip, "https://example.com/{i}").unwrap();
        }
        let gzip = gzip.finish().unwrap();
        let (urls, found) = read(&gzip[..gzip.len() / 2], ReadOptions::lenient());
        assert!(urls.len() < 2_000);
        assert_eq!(found.last().map(|f| f.2), Some("gzip"), "{found:?}");
        let (_, found) = read(
            &[gzip.clone(), b"junk".to_vec()].concat(),
            ReadOptions::lenient(),
        );
        assert_eq!(
            found.iter().map(|f| f.2).collect::<Vec<_>>(),
            ["gzip.trailing"]
        );
    }

    #[test]
    fn gzip_text_and_the_typed_readers() {
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gzip.write_all(b"https://example.com/a\nhttps://example.com/b\n")
            .unwrap();
        let gzip = gzip.finish().unwrap();
        let urls: Vec<_> = UrlSetReader::new(&gzip[..])
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(urls.len(), 2);
        let error = IndexReader::new(&b"https://example.com/a\n"[..])
            .next()
            .unwrap()
            .unwrap_err();
        assert!(error.to_string().contains("a text sitemap"), "{error}");
    }

    #[test]
    fn a_list_with_bad_first_lines_stays_a_list_and_says_which() {
        let mut text = b"# my URLs\njavascript:alert(1)\nhttps://a.example/\x01x\n".to_vec();
        text.extend_from_slice(b"https://a.example/1\n");
        let (urls, found) = read(&text, ReadOptions::lenient());
        assert_eq!(urls, ["https://a.example/1"], "{found:?}");
        let lines: Vec<u64> = found.iter().map(|f| f.0).collect();
        assert_eq!(lines, [1, 2, 3], "{found:?}");
        // With the file's URL known, a comment is still no URL (it would
        // resolve as a fragment).
        let base = crate::Loc::parse("https://a.example/list.txt").unwrap();
        let (urls, found) = read(&text, ReadOptions::lenient().published_at(base));
        assert_eq!(urls, ["https://a.example/1"], "{found:?}");
        assert_eq!(found[0].2, "text.comment", "{found:?}");
        // A long run of blank lines first: passed over, lines counted.
        let mut text = "\n".repeat(5_000).into_bytes();
        text.extend_from_slice(b"https://a.example/2\n/relative\n");
        let (urls, found) = read(&text, ReadOptions::lenient());
        assert_eq!(urls, ["https://a.example/2"], "{found:?}");
        assert_eq!(found.iter().map(|f| f.0).collect::<Vec<_>>(), [5_002]);
        // However it arrives.
        let events = |source: &mut dyn std::io::Read| -> Vec<String> {
            SitemapReader::new(source, ReadOptions::lenient())
                .map(|event| format!("{event:?}"))
                .collect()
        };
        assert_eq!(events(&mut &text[..]), events(&mut ByteByByte(&text)));
        // Blank lines and then an XML sitemap: still XML.
        let mut xml = " \n".repeat(1_000).into_bytes();
        xml.extend_from_slice(
            b"<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://a.example/3</loc></url></urlset>",
        );
        let (urls, _) = read(&xml, ReadOptions::lenient());
        assert_eq!(urls, ["https://a.example/3"]);
    }

    #[test]
    fn a_line_longer_than_a_value_costs_only_itself() {
        let options = ReadOptions::lenient().max_value_bytes(1_000);
        let mut text = b"https://a.example/1\nhttps://a.example/".to_vec();
        // Cut inside a character, and far past the token cap.
        text.extend("é".repeat(200_000).bytes());
        text.extend_from_slice(b"\nhttps://a.example/\xff\nhttps://a.example/2\n");
        let (urls, found) = read(&text, options);
        assert_eq!(urls, ["https://a.example/1", "https://a.example/2"]);
        assert_eq!(
            found.iter().map(|f| (f.0, f.2)).collect::<Vec<_>>(),
            [(2, "loc.length"), (3, "text.encoding")],
            "{found:?}"
        );
    }

    #[test]
    fn only_content_that_cannot_be_xml_or_json_is_text() {
        for (start, text) in [
            (&b"https://a"[..], Some(true)),
            (b"\xef\xbb\xbf  \nhttp://a", Some(true)),
            (b"/relative\nhttps://a", Some(true)),
            (
                b"Notice: undefined index\n<?xml version=\"1.0\"?><urlset",
                Some(false),
            ),
            (b"Not Found", Some(false)),
            (b"\n\0<\0u\0", Some(false)),
            // A stray NUL costs its line only; NULs every few bytes are
            // UTF-16 or binary.
            (b"https://a\0b\nhttps://c", Some(true)),
            (b"h\0t\0t\0p\0s\0:\0/\0/\0a\0", Some(false)),
            (
                b"\xff\xd8\xff\xe0\0\x10JFIF\0http://ns.adobe.com/xap/1.0/\n",
                Some(false),
            ),
            (b"# my URLs\nhttps://a", Some(true)),
            (b"javascript:alert(1)\nhttps://a", Some(true)),
            (b"https://a\x01b\nhttps://c", Some(true)),
            (b"Not Found\n\n", Some(false)),
            (b"  <?xml", Some(false)),
            (b"\xef\xbb\xbf<urlset", Some(false)),
            (b"{\"loc\"", Some(false)),
            (b"[", Some(false)),
            (b" \n\t", None),
            (b"", None),
        ] {
            assert_eq!(super::is_text(start), text, "{start:?}");
        }
        let (urls, found) = read(b"", ReadOptions::strict());
        assert!(urls.is_empty());
        assert_eq!(
            found.iter().map(|f| f.2).collect::<Vec<_>>(),
            ["xml.syntax"]
        );
        // Text that is no URL list is no sitemap: the XML path says so once.
        let (_, found) = read(b"   \n# only a comment\n", ReadOptions::strict());
        assert_eq!(
            found.iter().map(|f| f.2).collect::<Vec<_>>(),
            ["element.text", "xml.syntax"],
            "{found:?}"
        );
    }
}
