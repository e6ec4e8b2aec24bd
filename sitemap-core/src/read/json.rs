//! Sitemaps in the serde JSON shape, told by content (a document whose
//! first character is `{` or `[`):
//!
//! - a document object, as `serde_json` writes a [`UrlSet`](crate::UrlSet)
//!   or a [`SitemapIndex`](crate::SitemapIndex): `{"@xmlns": …, "url": [ … ]}`
//!   or `{… "sitemap": [ … ]}`;
//! - NDJSON (JSON Lines): one entry object after another, a line each;
//! - an array of entry objects.
//!
//! The entries are framed here one at a time and each is deserialized
//! alone, so memory holds one entry however long the document; an entry
//! that does not deserialize (a missing `loc`, a priority of 2) is lost and
//! reported where it starts, and reading goes on with the next.

use std::io::{self, BufRead, Read};

use super::checks::EntryRules;
use super::context::{Located, ReadContext, SyntaxReader};
use super::diagnostic::Problem;
use super::event::{DocumentKind, Format, ReadEvent};
use super::fault::{Fatal, fatal};
use super::report::{Place, Recovery};
use super::source::Source;
use crate::{IndexEntry, Stylesheet, Url};

const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// Whether a document starting with `start` is JSON: its first character,
/// after a byte order mark and whitespace, opens an object or an array.
pub(super) fn is_json(start: &[u8]) -> bool {
    let start = start.strip_prefix(UTF8_BOM).unwrap_or(start);
    matches!(
        start.iter().find(|b| !b.is_ascii_whitespace()),
        Some(b'{' | b'[')
    )
}

/// How one value is scanned: inside a string or not, after a backslash or
/// not, and how deep in objects and arrays.
#[derive(Default)]
struct Scan {
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl Scan {
    /// Takes one byte; `true` when it ends the value (its closing bracket).
    fn step(&mut self, byte: u8) -> Result<bool, String> {
        if self.in_string {
            match byte {
                _ if self.escaped => self.escaped = false,
                b'\\' => self.escaped = true,
                b'"' => self.in_string = false,
                _ => {}
            }
            return Ok(false);
        }
        match byte {
            b'"' => self.in_string = true,
            b'{' | b'[' => self.depth += 1,
            b'}' | b']' => {
                self.depth = self
                    .depth
                    .checked_sub(1)
                    .ok_or_else(|| format!("an unexpected `{}`", byte as char))?;
                return Ok(self.depth == 0);
            }
            _ => {}
        }
        Ok(false)
    }
}

/// Where the reader is in a JSON document.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum JsonState {
    /// The document's start, not read yet.
    #[default]
    Start,
    /// Entry objects one after another (NDJSON).
    Entries,
    /// The elements of the entries array; `in_object` when the array is a
    /// member of the document object, whose other members follow it.
    Array { in_object: bool, next: ArrayNext },
}

/// What may come next in the entries array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ArrayNext {
    /// Its first entry or its end.
    Start,
    /// A comma or its end, after an entry.
    Comma,
    /// An entry, after a comma.
    Entry,
}

/// The reader of a JSON document or NDJSON stream, an entry at a time.
pub(super) struct JsonReader<R: Read> {
    cx: ReadContext,
    source: Source<R>,
    state: JsonState,
}

impl<R: Read> JsonReader<R> {
    /// A reader of the document `source` holds, told by its head to be
    /// JSON (see [`is_json`]).
    pub(super) fn new(cx: ReadContext, source: Source<R>) -> Self {
        JsonReader {
            cx,
            source,
            state: JsonState::Start,
        }
    }
}

impl<R: Read> SyntaxReader for JsonReader<R> {
    type Input = R;

    fn step(&mut self) -> Result<(), Fatal> {
        self.read_json()
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

impl<R: Read> JsonReader<R> {
    /// The document's start: an array of entries, a document object, or
    /// the first object of a stream of entries.
    fn open(&mut self) -> Result<(), Fatal> {
        if self.source.peek().starts_with(UTF8_BOM) {
            self.source.consume(UTF8_BOM.len());
        }
        self.cx.format = Some(Format::Json);
        // Whatever the start holds, it is read once.
        self.state = JsonState::Entries;
        self.report_decoding();
        match self.next_byte()? {
            Some((_, b'[')) => {
                self.consume_byte();
                let kind = self.cx.expect.unwrap_or(DocumentKind::UrlSet);
                self.open_json_kind(kind, 0)?;
                self.state = JsonState::Array {
                    in_object: false,
                    next: ArrayNext::Start,
                };
            }
            _ => self.open_json_object()?,
        }
        Ok(())
    }

    /// The document's kind, once known: refused when the reader expects the
    /// other one.
    fn open_json_kind(&mut self, kind: DocumentKind, position: u64) -> Result<(), Fatal> {
        if let Some(expected) = self.cx.expect
            && expected != kind
        {
            let problem = Problem::WrongRoot {
                expected: expected.root(),
                found: format!("a JSON document of <{}> entries", kind.entry()),
            };
            return Err(fatal(position, problem));
        }
        self.cx.kind = Some(kind);
        Ok(())
    }

    /// A document opening with `{`: a document object, when its first
    /// member is a namespace (`@xmlns`) or the entries (`url`, `sitemap`);
    /// else the first of a stream of entry objects.
    fn open_json_object(&mut self) -> Result<(), Fatal> {
        let (start, _) = self.next_byte()?.expect("a `{`, seen by is_json");
        self.consume_byte();
        let mut entry = b"{".to_vec();
        loop {
            let Some((position, byte)) = self.next_byte()? else {
                return Err(json_syntax(start, "the document ends inside its object"));
            };
            match byte {
                b'}' => {
                    self.consume_byte();
                    self.open_json_kind(self.cx.expect.unwrap_or(DocumentKind::UrlSet), start)?;
                    // A head alone, followed by entry objects: the first
                    // line of an NDJSON stream that carries its document's
                    // head. Else an object without entries.
                    if matches!(self.next_byte()?, Some((_, b'{'))) {
                        self.state = JsonState::Entries;
                        return Ok(());
                    }
                    return self.end_json_after(position);
                }
                b',' if entry.len() == 1 => {
                    self.consume_byte();
                    continue;
                }
                b'"' => {}
                other => {
                    let message = format!("`{}` where a member's name belongs", other as char);
                    return Err(json_syntax(position, &message));
                }
            }
            let mut key = Vec::new();
            self.capture_string(&mut key)?;
            let name: String = serde_json::from_slice(&key)
                .map_err(|_| json_syntax(position, "a member name that is no JSON string"))?;
            let Some((colon, b':')) = self.next_byte()? else {
                return Err(json_syntax(position, "a member name without its `:`"));
            };
            self.consume_byte();
            let kind = match name.as_str() {
                "url" => Some(DocumentKind::UrlSet),
                "sitemap" => Some(DocumentKind::SitemapIndex),
                _ => None,
            };
            if let Some(kind) = kind
                && matches!(self.next_byte()?, Some((_, b'[')))
            {
                self.consume_byte();
                self.open_json_kind(kind, start)?;
                self.state = JsonState::Array {
                    in_object: true,
                    next: ArrayNext::Start,
                };
                return Ok(());
            }
            if name.starts_with('@') || name == Stylesheet::JSON_KEY {
                let Some((value_at, _)) = self.next_byte()? else {
                    return Err(json_syntax(colon, "the document ends inside its object"));
                };
                let mut value = Vec::new();
                self.capture_value(&mut value, value_at)?;
                self.json_head_member(&name, &value);
                continue;
            }
            // An entry's own member: the object is the first entry of a
            // stream of them.
            let kind = self.cx.expect.unwrap_or(DocumentKind::UrlSet);
            self.open_json_kind(kind, start)?;
            entry.extend_from_slice(&key);
            entry.push(b':');
            let mut scan = Scan {
                depth: 1,
                ..Scan::default()
            };
            self.capture_with(&mut scan, &mut entry, start)?;
            self.state = JsonState::Entries;
            return self.json_entry(start, &entry);
        }
    }

    /// A member of the document's head: the root's declarations and
    /// attributes of other namespaces (`@xmlns:xsi`, `@xsi:schemaLocation`)
    /// and its stylesheet instructions, kept as an XML root's are.
    fn json_head_member(&mut self, name: &str, value: &[u8]) {
        if name == Stylesheet::JSON_KEY {
            let instructions: Vec<String> = serde_json::from_slice(value).unwrap_or_default();
            for instruction in &instructions {
                self.cx.head.keep_read_stylesheet(instruction);
            }
            return;
        }
        let Some(attribute) = name.strip_prefix('@') else {
            return;
        };
        if let Ok(value) = serde_json::from_slice::<String>(value) {
            if let Some(prefix) = attribute.strip_prefix("xmlns:") {
                crate::NamespaceDecl::declare(&mut self.cx.declarations, prefix, &value);
            } else if attribute.contains(':') {
                // A name that is no prefixed XML name is no attribute a
                // root can carry: left out.
                let _ = self.cx.head.set_attribute(attribute, &value);
            }
        }
    }

    /// Reads one more entry, or the end of the document.
    fn read_json(&mut self) -> Result<(), Fatal> {
        match self.state {
            JsonState::Start => self.open(),
            JsonState::Entries => {
                let Some((position, byte)) = self.next_byte()? else {
                    return self.end_json(self.source().consumed_position());
                };
                if byte != b'{' {
                    let message = format!("`{}` where an entry object belongs", byte as char);
                    return Err(json_syntax(position, &message));
                }
                let mut entry = Vec::new();
                self.capture_value(&mut entry, position)?;
                self.json_entry(position, &entry)
            }
            JsonState::Array { in_object, next } => {
                let Some((position, byte)) = self.next_byte()? else {
                    let position = self.source().consumed_position();
                    return Err(json_syntax(
                        position,
                        "the document ends inside its entries",
                    ));
                };
                match (byte, next) {
                    (b']', ArrayNext::Start | ArrayNext::Comma) => {
                        self.consume_byte();
                        if in_object {
                            self.end_json_members(position)
                        } else {
                            self.end_json_after(position)
                        }
                    }
                    (b',', ArrayNext::Comma) => {
                        self.consume_byte();
                        self.state = JsonState::Array {
                            in_object,
                            next: ArrayNext::Entry,
                        };
                        Ok(())
                    }
                    (b'{', ArrayNext::Start | ArrayNext::Entry) => {
                        let mut entry = Vec::new();
                        self.capture_value(&mut entry, position)?;
                        self.state = JsonState::Array {
                            in_object,
                            next: ArrayNext::Comma,
                        };
                        self.json_entry(position, &entry)
                    }
                    (b'{', ArrayNext::Comma) => {
                        Err(json_syntax(position, "a missing `,` between two entries"))
                    }
                    (b']', ArrayNext::Entry) => {
                        Err(json_syntax(position, "a `,` after the last entry"))
                    }
                    (other, _) => {
                        let message = format!("`{}` where an entry object belongs", other as char);
                        Err(json_syntax(position, &message))
                    }
                }
            }
        }
    }

    /// The document object's members after its entries, read past, then its
    /// end.
    fn end_json_members(&mut self, position: u64) -> Result<(), Fatal> {
        let mut at = position;
        loop {
            let Some((position, byte)) = self.next_byte()? else {
                return Err(json_syntax(at, "the document ends inside its object"));
            };
            at = position;
            match byte {
                b'}' => {
                    self.consume_byte();
                    // A document object with no entries, followed by entry
                    // objects: the head line of an NDJSON stream, which
                    // names the stream's kind (`"sitemap": []`).
                    if self.cx.entries == 0
                        && self.cx.entries_lost == 0
                        && matches!(self.next_byte()?, Some((_, b'{')))
                    {
                        self.state = JsonState::Entries;
                        return Ok(());
                    }
                    return self.end_json_after(position);
                }
                b',' => self.consume_byte(),
                b'"' => {
                    // A member: its name, `:` and value, read past.
                    let mut skipped = Vec::new();
                    self.capture_string(&mut skipped)?;
                    let Some((colon, b':')) = self.next_byte()? else {
                        return Err(json_syntax(position, "a member name without its `:`"));
                    };
                    self.consume_byte();
                    let Some((value_at, _)) = self.next_byte()? else {
                        return Err(json_syntax(colon, "a member without its value"));
                    };
                    skipped.clear();
                    self.capture_value(&mut skipped, value_at)?;
                }
                other => {
                    let message = format!("`{}` where a member belongs", other as char);
                    return Err(json_syntax(position, &message));
                }
            }
        }
    }

    /// After the document's value: nothing but whitespace may follow.
    fn end_json_after(&mut self, position: u64) -> Result<(), Fatal> {
        if let Some((at, _)) = self.next_byte()? {
            return Err(fatal(at, Problem::TrailingContent));
        }
        self.end_json(position)
    }

    /// The end of a JSON document: its size and whether it listed anything.
    fn end_json(&mut self, position: u64) -> Result<(), Fatal> {
        let at = self.mark(position);
        self.check_size_at(at);
        if self.cx.entries == 0 && self.cx.entries_lost == 0 {
            self.report(position, Problem::JsonEmpty, Recovery::Kept);
        }
        self.end_document(position);
        Ok(())
    }

    /// One entry object: deserialized alone, then handed out as an XML
    /// entry would be.
    fn json_entry(&mut self, position: u64, bytes: &[u8]) -> Result<(), Fatal> {
        let kind = self.cx.kind.unwrap_or(DocumentKind::UrlSet);
        let event = match kind {
            DocumentKind::UrlSet => serde_json::from_slice::<Url>(bytes).map(ReadEvent::Url),
            DocumentKind::SitemapIndex => {
                serde_json::from_slice::<IndexEntry>(bytes).map(ReadEvent::IndexEntry)
            }
        };
        match event {
            Ok(event) => self.accept_entry(event, Place::At(position)),
            Err(error) => {
                let at = position + offset_of(bytes, error.line(), error.column());
                let problem = Problem::JsonEntry {
                    entry: kind.entry(),
                    message: strip_position(&error),
                };
                self.report(at, problem, Recovery::Lost);
                Ok(())
            }
        }
    }

    /// The next byte that is not whitespace, and where it is, without
    /// consuming it; `None` at the end of the input.
    fn next_byte(&mut self) -> Result<Option<(u64, u8)>, Fatal> {
        loop {
            let source = self.source_mut();
            let position = source.consumed_position();
            let buffer = match source.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) => return Err(self.json_read_error(position, e)),
            };
            if buffer.is_empty() {
                return Ok(None);
            }
            match buffer.iter().position(|b| !b.is_ascii_whitespace()) {
                Some(at) => {
                    let byte = buffer[at];
                    source.consume(at);
                    return Ok(Some((position + at as u64, byte)));
                }
                None => {
                    let all = buffer.len();
                    source.consume(all);
                }
            }
        }
    }

    /// The next byte, whitespace or not, without consuming it.
    fn next_raw_byte(&mut self) -> Result<Option<(u64, u8)>, Fatal> {
        let source = self.source_mut();
        let position = source.consumed_position();
        match source.fill_buf() {
            Ok(buffer) => Ok(buffer.first().map(|&byte| (position, byte))),
            Err(e) => Err(self.json_read_error(position, e)),
        }
    }

    fn consume_byte(&mut self) {
        self.source_mut().consume(1);
    }

    /// A string (the source at its opening quote) into `out`, quotes
    /// included.
    fn capture_string(&mut self, out: &mut Vec<u8>) -> Result<(), Fatal> {
        let Some((position, _)) = self.next_raw_byte()? else {
            return Ok(());
        };
        self.consume_byte();
        out.push(b'"');
        let mut scan = Scan {
            in_string: true,
            ..Scan::default()
        };
        while scan.in_string {
            let Some((_, byte)) = self.next_raw_byte()? else {
                return Err(json_syntax(position, "a string without its closing quote"));
            };
            self.consume_byte();
            out.push(byte);
            scan.step(byte).map_err(|m| json_syntax(position, &m))?;
        }
        Ok(())
    }

    /// One whole value (the source at its first byte) into `out`: an object
    /// or array to its closing bracket, a string to its quote, a number or
    /// literal to the next delimiter.
    fn capture_value(&mut self, out: &mut Vec<u8>, position: u64) -> Result<(), Fatal> {
        // Each value is one token against the reader's size cap.
        self.source_mut().start_token(position);
        match self.next_raw_byte()? {
            Some((_, b'{' | b'[')) => self.capture_with(&mut Scan::default(), out, position),
            Some((_, b'"')) => self.capture_string(out),
            Some(_) => loop {
                match self.next_raw_byte()? {
                    Some((_, byte))
                        if !matches!(byte, b',' | b'}' | b']') && !byte.is_ascii_whitespace() =>
                    {
                        out.push(byte);
                        self.consume_byte();
                    }
                    _ => return Ok(()),
                }
            },
            None => Err(json_syntax(
                position,
                "the document ends where a value belongs",
            )),
        }
    }

    /// Bytes into `out` until `scan` closes its outermost bracket.
    fn capture_with(
        &mut self,
        scan: &mut Scan,
        out: &mut Vec<u8>,
        position: u64,
    ) -> Result<(), Fatal> {
        let limit = self.cx.options.value_limit() + 64 * 1024;
        loop {
            let source = self.source_mut();
            let at = source.consumed_position();
            let buffer = match source.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) => return Err(self.json_read_error(at, e)),
            };
            if buffer.is_empty() {
                return Err(json_syntax(position, "the document ends inside this value"));
            }
            for (i, &byte) in buffer.iter().enumerate() {
                let closed = scan
                    .step(byte)
                    .map_err(|m| json_syntax(at + i as u64, &m))?;
                if closed {
                    out.extend_from_slice(&buffer[..=i]);
                    source.consume(i + 1);
                    return Ok(());
                }
            }
            out.extend_from_slice(buffer);
            let all = buffer.len();
            source.consume(all);
            if out.len() > limit {
                let problem = Problem::ValueTooLong {
                    element: "JSON entry".to_owned(),
                    limit: self.cx.options.value_limit(),
                    resumed: false,
                };
                return Err(fatal(position, problem));
            }
        }
    }

    /// The problem behind a failed read of the source.
    fn json_read_error(&self, position: u64, e: io::Error) -> Fatal {
        let cut = io::Error::new(e.kind(), e.to_string());
        let problem = self
            .source
            .read_problem(e, "a JSON value", self.cx.options.value_limit())
            .unwrap_or(Problem::Gzip(cut));
        fatal(position, problem)
    }
}

fn json_syntax(position: u64, message: &str) -> Fatal {
    fatal(position, Problem::JsonSyntax(message.to_owned()))
}

/// The byte offset of serde_json's `line` and `column` (both from 1) in
/// `bytes`.
fn offset_of(bytes: &[u8], line: usize, column: usize) -> u64 {
    let line_start = if line <= 1 {
        0
    } else {
        memchr::memchr_iter(b'\n', bytes)
            .nth(line - 2)
            .map_or(bytes.len(), |at| at + 1)
    };
    (line_start + column.saturating_sub(1)).min(bytes.len().saturating_sub(1)) as u64
}

/// serde_json's message without its own ` at line 1 column 17`: the
/// diagnostic carries the place in the document.
fn strip_position(error: &serde_json::Error) -> String {
    let message = error.to_string();
    match message.rfind(" at line ") {
        Some(at) => message[..at].to_owned(),
        None => message,
    }
}

#[cfg(test)]
mod tests;
