//! The byte stream under the XML parser: gzip detected by its magic bytes,
//! decompressed bytes counted against a cap, and line starts remembered for
//! error positions, all in constant memory.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read};

use super::diagnostic::Problem;
use super::gzip::{Deferred, MAGIC as GZIP_MAGIC, Members};

use super::transcode::{self, Transcoder};
use crate::limits::MAX_BYTES;

/// Buffer size of each stage: large enough that the parser rarely waits,
/// small enough to be irrelevant next to the 32 MiB budget.
const BUFFER: usize = 64 * 1024;
/// How many recent line starts are remembered for error positions: the
/// buffered lookahead (scanned before it is parsed, at most one newline per
/// byte) plus the few thousand lines an error may lie behind the parser.
const LINE_WINDOW: usize = BUFFER + 4096;
const UTF8_BOM: [u8; 3] = [0xef, 0xbb, 0xbf];

/// The sniffed head of a gzip stream, then the rest of it, decompressed.
type GzipStream<R> = Members<BufReader<io::Chain<io::Cursor<Vec<u8>>, R>>>;

enum Decoded<R: Read> {
    /// Not sniffed yet: sniffing needs I/O, which only reading may do.
    Unknown(Option<R>),
    Plain(R),
    /// The sniffed bytes go back in front of the rest of the stream. Boxed:
    /// the decoder's state is large next to a plain reader.
    Gzip(Box<GzipStream<R>>),
    /// gzip inside gzip, as a server that compresses a `.gz` file again
    /// serves it.
    NestedGzip(Box<GzipStream<Deferred<Box<GzipStream<R>>>>>),
}

/// The decompressed document as the parser sees it.
pub(crate) struct Source<R: Read> {
    decoded: Decoded<R>,
    /// Decoded bytes not yet handed on are `buffer[start..end]`.
    buffer: Box<[u8]>,
    start: usize,
    end: usize,
    /// Where in `buffer` the bytes checked by the last full `fill_buf` end:
    /// within the byte cap and scanned for line breaks. Until the buffer is
    /// refilled, the parser's many `fill_buf` calls per token hand out
    /// `buffer[start..checked]` with no other work.
    checked: usize,
    /// The parser position past which its current token is too long.
    token_deadline: u64,
    consumed: u64,
    max_bytes: u64,
    byte_limit_hit: bool,
    gzip_failed: bool,
    /// Where the parser's current token began, and how long one may grow:
    /// the parser buffers a whole token, so this bounds its memory.
    token_start: u64,
    max_token: u64,
    token_limit_hit: bool,
    /// The parser skips a UTF-8 byte order mark without counting it.
    bom: u64,
    /// Bytes handed past the parser (entries the XML reader read straight from
    /// the buffer): the parser's positions lag the document's by these.
    bypassed: u64,
    /// Bytes already scanned for line breaks (at or past `consumed` once
    /// `fill_buf_checked` has run).
    scanned: u64,
    lines: LineIndex,
    /// The conversion to UTF-8 of a document in another encoding.
    transcoder: Option<Box<Transcoder>>,
    /// An error met while reading ahead, reported once the bytes before
    /// it are handed on.
    deferred: Option<io::Error>,
    /// Whether passing the protocol's size was reported: once a document,
    /// whichever syntax reader reads it.
    size_noted: bool,
}

impl<R: Read> Source<R> {
    pub(crate) fn new(inner: R, max_bytes: u64, max_token: u64) -> Self {
        Source {
            decoded: Decoded::Unknown(Some(inner)),
            buffer: vec![0; BUFFER].into_boxed_slice(),
            token_deadline: max_token,
            max_bytes,
            max_token,
            ..Source::detached()
        }
    }

    /// A source with nothing to read, to stand in while a parser is
    /// replaced (see `restart`).
    pub(crate) fn detached() -> Self {
        Source {
            decoded: Decoded::Unknown(None),
            buffer: Box::default(),
            start: 0,
            end: 0,
            checked: 0,
            token_deadline: 0,
            consumed: 0,
            max_bytes: 0,
            byte_limit_hit: false,
            gzip_failed: false,
            token_start: 0,
            max_token: 0,
            token_limit_hit: false,
            bom: 0,
            bypassed: 0,
            scanned: 0,
            lines: LineIndex::default(),
            transcoder: None,
            deferred: None,
            size_noted: false,
        }
    }

    /// Prepares the source for a new parser, which counts its positions
    /// from zero where this source stands.
    pub(crate) fn restart(&mut self) {
        self.bypassed = self.consumed - self.bom;
        self.token_start = self.consumed;
        self.token_deadline = self.token_start.saturating_add(self.max_token);
    }

    /// The reader position of the next byte to be read.
    pub(crate) fn consumed_position(&self) -> u64 {
        self.consumed - self.bom
    }

    /// Skips bytes up to the next start tag named `entry` or end tag named
    /// `root`, whatever their prefix, and leaves that tag unread (see
    /// [`Skipped`]). The bytes skipped are counted and scanned for line
    /// breaks like any others.
    pub(crate) fn skip_to_resume(&mut self, entry: &[u8], root: &[u8]) -> io::Result<Skipped> {
        let mut skipped = Skipped::default();
        // A token over the cap is what may have stopped the parser: what
        // follows is read afresh.
        self.token_limit_hit = false;
        loop {
            // Skipped bytes are in no token: the token cap does not apply.
            self.token_start = self.consumed;
            self.token_deadline = self.token_start.saturating_add(self.max_token);
            let available = self.fill_buf()?;
            if available.is_empty() {
                return Ok(skipped);
            }
            let Some(at) = memchr::memchr(b'<', available) else {
                let all = available.len();
                self.consume(all);
                continue;
            };
            self.consume(at);
            loop {
                match resumes_at(self.peek(), entry, root) {
                    Some(Tag::Resume) => {
                        skipped.found = true;
                        return Ok(skipped);
                    }
                    Some(Tag::EntryEnd) => {
                        skipped.entry_ends += 1;
                        break;
                    }
                    Some(Tag::Other) => break,
                    None if self.fill_more()? => {}
                    None => break,
                }
            }
            self.consume(1);
        }
    }

    /// Reads more bytes behind those buffered (moved to the front for
    /// room); `false` when the input has no more.
    fn fill_more(&mut self) -> io::Result<bool> {
        let (start, end) = (self.start, self.end);
        if end - start == self.buffer.len() {
            return Ok(false);
        }
        self.buffer.copy_within(start..end, 0);
        self.checked = self.checked.saturating_sub(start);
        self.start = 0;
        self.end = end - start;
        let checked = self.checked;
        self.read_decoded(self.end + 1)?;
        self.fill_buf_checked()?;
        Ok(self.checked > checked)
    }

    /// The reader's position of a parser position: past the bytes the
    /// parser did not see, except a byte order mark. Every position the
    /// engine reports is one of these.
    pub(crate) fn position(&self, parser_position: u64) -> u64 {
        parser_position + self.bypassed
    }

    /// The bytes buffered and checked (see `checked`), without reading:
    /// reading is left to the parser, which reports what goes wrong. (A
    /// failed read does not always fail again: a gzip checksum error, for
    /// one, comes once, then the end of the stream.)
    pub(crate) fn peek(&self) -> &[u8] {
        &self.buffer[self.start..self.checked.max(self.start)]
    }

    /// Consumes the first `amount` bytes of `peek` without the parser.
    pub(crate) fn bypass(&mut self, amount: usize) {
        self.consume(amount);
        self.bypassed += amount as u64;
        // Those bytes are in no token of the parser's: its next one starts
        // after them, or a run of bypassed entries would count as one token
        // against the token cap.
        self.token_start = self.consumed;
        self.token_deadline = self.token_start.saturating_add(self.max_token);
    }

    /// Passes over the blank head buffered (whitespace, and a byte order
    /// mark, bypassed so positions stay right), then reads until `wanted`
    /// bytes are buffered or the input ends; `false` when it ended with
    /// nothing but whitespace.
    pub(crate) fn bypass_blank_head(&mut self, wanted: usize) -> io::Result<bool> {
        let blank = self
            .peek()
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(self.peek().len());
        if blank == 0 {
            // A byte order mark before the blanks: left to the XML path.
            return Ok(false);
        }
        self.bypass(blank);
        if self.fill_buf()?.is_empty() {
            return Ok(false);
        }
        while self.peek().len() < wanted && self.fill_more()? {}
        Ok(true)
    }

    /// Marks where the parser starts its next token (a reader position).
    pub(crate) fn start_token(&mut self, position: u64) {
        self.token_start = position + self.bom;
        self.token_deadline = self.token_start.saturating_add(self.max_token);
    }

    /// Whether the stream turned out to be gzip (known once reading began).
    pub(crate) fn is_gzip(&self) -> bool {
        matches!(self.decoded, Decoded::Gzip(_) | Decoded::NestedGzip(_))
    }

    /// Whether the stream is gzip inside gzip.
    pub(crate) fn is_nested_gzip(&self) -> bool {
        matches!(self.decoded, Decoded::NestedGzip(_))
    }

    /// Whether the gzip stream was followed by bytes that are not gzip.
    pub(crate) fn gzip_trailing_bytes(&self) -> bool {
        match &self.decoded {
            Decoded::Gzip(stream) => stream.has_trailing_bytes(),
            Decoded::NestedGzip(stream) => {
                stream.has_trailing_bytes()
                    || Self::outer(stream).is_some_and(|outer| outer.has_trailing_bytes())
            }
            _ => false,
        }
    }

    /// Whether a gzip member's header was read whole (see
    /// `Members::has_header`).
    pub(crate) fn gzip_header_read(&self) -> bool {
        match &self.decoded {
            Decoded::Gzip(stream) => stream.has_header(),
            Decoded::NestedGzip(stream) => {
                Self::outer(stream).is_some_and(|outer| outer.has_header())
            }
            _ => false,
        }
    }

    /// The outer stream of gzip inside gzip.
    fn outer(stream: &GzipStream<Deferred<Box<GzipStream<R>>>>) -> Option<&GzipStream<R>> {
        stream
            .get_ref()
            .map(|buffered| buffered.get_ref().get_ref().1.get_ref().as_ref())
    }

    /// Decompressed bytes handed to the parser so far.
    pub(crate) fn consumed(&self) -> u64 {
        self.consumed
    }

    /// Whether the document just passed the protocol's size, once: the
    /// first time this is asked after it did.
    pub(crate) fn passes_protocol_size(&mut self) -> bool {
        let passes = !self.size_noted && self.consumed > MAX_BYTES;
        self.size_noted |= passes;
        passes
    }

    /// Whether passing the protocol's size was already reported.
    pub(crate) fn size_noted(&self) -> bool {
        self.size_noted
    }

    /// The problem behind an error reading the source, or `None` when the
    /// input simply ended; a piece (a token, a line, a JSON value) over
    /// `value_limit` is reported as a `piece` too long.
    pub(crate) fn read_problem(
        &self,
        e: io::Error,
        piece: &str,
        value_limit: usize,
    ) -> Option<Problem> {
        if self.byte_limit_hit {
            Some(Problem::ByteLimit {
                limit: self.max_bytes,
            })
        } else if self.token_limit_hit {
            Some(Problem::ValueTooLong {
                element: piece.into(),
                limit: value_limit,
                resumed: false,
            })
        } else if e.kind() == io::ErrorKind::UnexpectedEof {
            None
        } else if self.gzip_failed {
            Some(Problem::Gzip(e))
        } else {
            Some(Problem::Io(e))
        }
    }

    /// Line and column of a reader position (see `position`).
    pub(crate) fn line_column(&mut self, position: u64) -> (u64, u64) {
        self.lines.line_column(position + self.bom)
    }

    /// Line and column of the next byte to be read.
    pub(crate) fn line_column_now(&self) -> (u64, u64) {
        self.lines.search(self.consumed)
    }

    /// The encoding the document is converted from, when it is not UTF-8.
    pub(crate) fn converted_from(&self) -> Option<(String, bool)> {
        let transcoder = self.transcoder.as_ref()?;
        Some((
            transcoder.label().to_owned(),
            transcoder.converts_every_byte(),
        ))
    }

    /// Reads the first bytes, enough to tell gzip's magic bytes and a byte
    /// order mark however the source splits them, and picks the decoding;
    /// then, from the first decoded bytes, the conversion to UTF-8.
    fn sniff(&mut self) -> io::Result<()> {
        let Decoded::Unknown(slot) = &mut self.decoded else {
            return Ok(());
        };
        let Some(reader) = slot.as_mut() else {
            return Err(io::Error::other("source lost"));
        };
        // What was read stays in `buffer[..end]`, so an error here loses
        // nothing if reading is tried again.
        read_at_least(reader, &mut self.buffer, &mut self.end, UTF8_BOM.len())?;
        let Some(reader) = slot.take() else {
            return Err(io::Error::other("source lost"));
        };
        self.decoded = if self.buffer[..self.end].starts_with(&GZIP_MAGIC) {
            let head = self.buffer[..self.end].to_vec();
            self.end = 0;
            Decoded::Gzip(Box::new(Members::new(BufReader::with_capacity(
                BUFFER,
                io::Cursor::new(head).chain(reader),
            ))))
        } else {
            // The sniffed bytes are the first to hand on; after them the
            // source is read straight into this buffer.
            Decoded::Plain(reader)
        };
        // Enough of the document to see its declaration, then the
        // converter it asks for, which takes those bytes over.
        self.read_head()?;
        // gzip inside gzip is decompressed once more.
        if self.buffer[..self.end].starts_with(&GZIP_MAGIC)
            && let Decoded::Gzip(outer) =
                std::mem::replace(&mut self.decoded, Decoded::Unknown(None))
        {
            // An error met after the head comes after the head's bytes.
            let head = self.buffer[..self.end].to_vec();
            self.end = 0;
            let outer = Deferred::new(outer, self.deferred.take());
            self.decoded = Decoded::NestedGzip(Box::new(Members::new(BufReader::with_capacity(
                BUFFER,
                io::Cursor::new(head).chain(outer),
            ))));
            self.read_head()?;
        }
        if let Some(mut transcoder) = Transcoder::for_head(&self.buffer[..self.end]) {
            // Likewise, after the bytes the converter takes over.
            transcoder.defer(self.deferred.take());
            self.transcoder = Some(Box::new(transcoder));
            self.end = 0;
        }
        Ok(())
    }

    /// Reads the document's first bytes, for what they tell of it. A read
    /// that fails keeps what it read: the error waits for those bytes to be
    /// handed on (an error need not come twice).
    fn read_head(&mut self) -> io::Result<()> {
        if let Err(error) = self.read_decoded(transcode::HEAD) {
            if self.end == 0 {
                return Err(error);
            }
            self.deferred = Some(error);
        }
        Ok(())
    }

    /// Reads the next decoded bytes into the (fully consumed) buffer.
    fn refill(&mut self) -> io::Result<()> {
        if matches!(self.decoded, Decoded::Unknown(_)) {
            self.sniff()?;
            if self.start < self.end {
                return Ok(());
            }
        }
        self.start = 0;
        self.end = 0;
        self.checked = 0;
        // At the start of the document, enough bytes to see a whole byte
        // order mark, however the decoder splits them.
        let wanted = if self.consumed == 0 {
            UTF8_BOM.len()
        } else {
            1
        };
        self.read_decoded(wanted)
    }

    /// Reads decoded bytes into `buffer[end..]` until `end` reaches `wanted`
    /// or the stream ends.
    fn read_decoded(&mut self, wanted: usize) -> io::Result<()> {
        if let Some(error) = self.deferred.take() {
            return Err(error);
        }
        let read = match (&mut self.decoded, &mut self.transcoder) {
            (Decoded::Plain(reader), None) => {
                read_at_least(reader, &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::Gzip(reader), None) => {
                read_at_least(reader, &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::Plain(reader), Some(transcoder)) => {
                transcoder.fill(reader, &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::Gzip(reader), Some(transcoder)) => {
                transcoder.fill(reader.as_mut(), &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::NestedGzip(reader), None) => {
                read_at_least(reader, &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::NestedGzip(reader), Some(transcoder)) => {
                transcoder.fill(reader.as_mut(), &mut self.buffer, &mut self.end, wanted)
            }
            (Decoded::Unknown(_), _) => Ok(()),
        };
        read.inspect_err(|e| {
            // Flag the decoder, not the source, when the compressed stream
            // itself is broken; a truncated gzip file ends mid-stream.
            if self.is_gzip() && e.kind() != io::ErrorKind::UnexpectedEof {
                self.gzip_failed = true;
            }
        })
    }

    /// `fill_buf` with every check: the byte and token caps, the byte order
    /// mark, line breaks in bytes not seen before. Kept out of line, so the
    /// fast path in `fill_buf` stays a few instructions.
    #[inline(never)]
    fn fill_buf_checked(&mut self) -> io::Result<&[u8]> {
        // Only read here, so brought up to the consumed bytes here rather
        // than on every consume.
        self.scanned = self.scanned.max(self.consumed);
        if self.start == self.end {
            self.refill()?;
        }
        let remaining = self.max_bytes.saturating_sub(self.consumed);
        let token_length = self.consumed.saturating_sub(self.token_start);
        let available = &self.buffer[self.start..self.end];
        if remaining == 0 && !available.is_empty() {
            self.byte_limit_hit = true;
            return Err(io::Error::other("the decompressed byte limit was reached"));
        }
        if token_length > self.max_token && !available.is_empty() {
            self.token_limit_hit = true;
            return Err(io::Error::other("the token size limit was reached"));
        }
        if self.consumed == 0 && available.starts_with(&UTF8_BOM) {
            self.bom = 3;
        }
        let keep = usize::try_from(remaining)
            .unwrap_or(usize::MAX)
            .min(available.len());
        let buf = &available[..keep];
        // Unconsumed bytes stay put between calls, so each byte is scanned
        // for line breaks once, the first time it is offered.
        let fresh = usize::try_from(self.scanned - self.consumed).unwrap_or(keep);
        if let Some(unscanned) = buf.get(fresh..).filter(|rest| !rest.is_empty()) {
            self.lines.record(self.scanned, unscanned);
            self.scanned = self.consumed + keep as u64;
        }
        self.checked = self.start + keep;
        Ok(&self.buffer[self.start..self.checked])
    }
}

/// Longest prefixed name `resumes_at` looks at before it gives up on a tag.
const RESUME_NAME: usize = 256;

/// What [`Source::skip_to_resume`] passed over and found.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Skipped {
    /// A tag to resume at was found (else the input ended first).
    pub(crate) found: bool,
    /// Entries' end tags skipped: what was skipped held entries (whose
    /// start tags were broken), and those entries were lost.
    pub(crate) entry_ends: u64,
}

/// A tag at a `<`, for [`Source::skip_to_resume`].
enum Tag {
    /// A start tag of an entry, or the root's end tag.
    Resume,
    /// An entry's end tag.
    EntryEnd,
    Other,
}

/// Which [`Tag`] the bytes at a `<` start; `None` when they end before
/// that shows.
fn resumes_at(bytes: &[u8], entry: &[u8], root: &[u8]) -> Option<Tag> {
    let (closing, name_at) = match bytes.get(1)? {
        b'/' => (true, 2),
        _ => (false, 1),
    };
    let rest = bytes.get(name_at..)?;
    let is_name_byte =
        |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b':') || *b >= 0x80;
    let Some(length) = rest.iter().position(|b| !is_name_byte(b)) else {
        return (rest.len() > RESUME_NAME).then_some(Tag::Other);
    };
    let name = &rest[..length];
    let local = match memchr::memrchr(b':', name) {
        Some(colon) => &name[colon + 1..],
        None => name,
    };
    Some(match closing {
        true if local == root => Tag::Resume,
        true if local == entry => Tag::EntryEnd,
        false if local == entry => Tag::Resume,
        _ => Tag::Other,
    })
}

/// Reads into `buffer[*end..]` until `*end` reaches `wanted` or the stream
/// ends, retrying `Interrupted` as the `Read` contract asks. Each read's
/// bytes are counted in `*end` at once, so an error keeps them.
fn read_at_least(
    reader: &mut impl Read,
    buffer: &mut [u8],
    end: &mut usize,
    wanted: usize,
) -> io::Result<()> {
    while *end < wanted {
        let free = buffer.len() - *end;
        match reader.read(&mut buffer[*end..]) {
            Ok(0) => break,
            // A reader claiming more than it was given breaks the `Read`
            // contract; believing it would be a slice panic.
            Ok(n) => *end += n.min(free),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

impl<R: Read> Read for Source<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: Read> BufRead for Source<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        // Between refills, nothing but the token cap can change the answer
        // of the full check for bytes it already passed.
        if self.start < self.checked && self.consumed <= self.token_deadline {
            return Ok(&self.buffer[self.start..self.checked]);
        }
        self.fill_buf_checked()
    }

    fn consume(&mut self, amount: usize) {
        self.start = (self.start + amount).min(self.end);
        self.consumed += amount as u64;
    }
}

/// Offsets of recent line breaks: positions cost no memory growth however
/// long the file.
#[derive(Default)]
struct LineIndex {
    lines_before_window: u64,
    /// Offsets of the line breaks in the window: each line feed, and each
    /// carriage return not followed by one.
    newlines: VecDeque<u64>,
    /// Whether the last break recorded is a carriage return that ended the
    /// bytes recorded, so a line feed may still join it.
    last_was_cr: bool,
    /// The last position asked for, and how many breaks of the window come
    /// before it (see `line_column`).
    cursor: (u64, usize),
}

impl LineIndex {
    /// Records the line breaks in `bytes`, which start at `offset`: as XML
    /// counts them, a line feed, a carriage return and line feed together,
    /// or a carriage return alone.
    fn record(&mut self, offset: u64, bytes: &[u8]) {
        for i in memchr::memchr2_iter(b'\n', b'\r', bytes) {
            let at = offset + i as u64;
            if bytes[i] == b'\r' {
                if bytes.get(i + 1) == Some(&b'\n') {
                    // The line feed after it is the break.
                    continue;
                }
            } else if i == 0 && self.last_was_cr && self.newlines.back() == Some(&(at - 1)) {
                // The second half of a pair split between two reads: the
                // break moves from the carriage return to it, and a cursor
                // standing on it no longer has it before.
                self.last_was_cr = false;
                if let Some(last) = self.newlines.back_mut() {
                    *last = at;
                }
                if self.cursor.0 == at && self.cursor.1 == self.newlines.len() {
                    self.cursor.1 -= 1;
                }
                continue;
            }
            self.last_was_cr = bytes[i] == b'\r';
            if self.newlines.len() == LINE_WINDOW {
                self.newlines.pop_front();
                self.lines_before_window += 1;
                // The cursor counts the breaks in the window before it.
                self.cursor.1 = self.cursor.1.saturating_sub(1);
            }
            self.newlines.push_back(at);
        }
    }

    /// Line and column of a position whose line starts within the window:
    /// any position the parser has just passed (the window holds the breaks
    /// of the buffered lookahead and thousands of lines behind it).
    ///
    /// Positions asked for mostly move forward, so a cursor remembers how
    /// many breaks came before the last one: the next is found by stepping
    /// on from there, not by searching the whole window again.
    fn line_column(&mut self, position: u64) -> (u64, u64) {
        let (cursor, mut index) = self.cursor;
        if position < cursor || index > self.newlines.len() {
            return self.search(position);
        }
        while self.newlines.get(index).is_some_and(|&nl| nl < position) {
            index += 1;
        }
        self.cursor = (position, index);
        self.line_column_after(position, index)
    }

    /// Line and column of a position, searched for in the window, leaving
    /// the cursor where it is.
    fn search(&self, position: u64) -> (u64, u64) {
        let before = self.newlines.partition_point(|&nl| nl < position);
        self.line_column_after(position, before)
    }

    /// Line and column of a position with `before` breaks of the window
    /// before it.
    fn line_column_after(&self, position: u64, before: usize) -> (u64, u64) {
        let line_start = match before {
            0 if self.lines_before_window == 0 => 0,
            0 => position,
            n => self.newlines[n - 1] + 1,
        };
        (
            self.lines_before_window + before as u64 + 1,
            position.saturating_sub(line_start) + 1,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(source: &mut Source<&[u8]>) -> io::Result<Vec<u8>> {
        let mut out = Vec::new();
        source.read_to_end(&mut out)?;
        Ok(out)
    }

    #[test]
    fn positions_count_lines_and_bytes() {
        let mut source = Source::new(&b"ab\ncd\n\nef"[..], u64::MAX, u64::MAX);
        read_all(&mut source).unwrap();
        assert_eq!(source.line_column(0), (1, 1));
        assert_eq!(source.line_column(1), (1, 2));
        assert_eq!(source.line_column(3), (2, 1));
        assert_eq!(source.line_column(7), (4, 1));
        assert_eq!(source.line_column(8), (4, 2));
    }

    #[test]
    fn a_lone_carriage_return_breaks_a_line_and_a_pair_breaks_one() {
        let text = b"a\rb\r\nc\r\rd";
        let mut source = Source::new(&text[..], u64::MAX, u64::MAX);
        read_all(&mut source).unwrap();
        assert_eq!(source.line_column(2), (2, 1));
        assert_eq!(source.line_column(5), (3, 1));
        assert_eq!(source.line_column(8), (5, 1));
        // A pair split between two reads is still one break.
        let mut lines = LineIndex::default();
        lines.record(0, b"ab\r");
        lines.record(3, b"\ncd\r");
        lines.record(7, b"e");
        assert_eq!(lines.line_column(4), (2, 1));
        assert_eq!(lines.line_column(7), (3, 1));
    }

    #[test]
    fn the_cursor_follows_a_pair_split_between_reads() {
        let mut lines = LineIndex::default();
        lines.record(0, b"ab\r");
        // Asked for where the line feed will be, before it is read.
        assert_eq!(lines.line_column(3), (2, 1));
        lines.record(3, b"\ncd");
        assert_eq!(lines.line_column(3), (1, 4));
        assert_eq!(lines.line_column(4), (2, 1));
        // Behind the cursor: searched, and the same.
        assert_eq!(lines.line_column(1), (1, 2));
        assert_eq!(lines.search(5), (2, 2));
    }

    #[test]
    fn positions_stay_right_past_the_window() {
        let text = "x\n".repeat(LINE_WINDOW * 3);
        let mut source = Source::new(text.as_bytes(), u64::MAX, u64::MAX);
        read_all(&mut source).unwrap();
        let last_line_start = (text.len() - 2) as u64;
        assert_eq!(
            source.line_column(last_line_start + 1),
            (LINE_WINDOW as u64 * 3, 2)
        );
    }

    #[test]
    fn positions_behind_a_scanned_lookahead_stay_right() {
        // The parser is still at the start while a whole buffer of blank
        // lines has been scanned ahead of it.
        let text = format!("a\nb{}c", "\n".repeat(10_000));
        let mut source = Source::new(text.as_bytes(), u64::MAX, u64::MAX);
        assert!(!source.fill_buf().unwrap().is_empty());
        assert_eq!(source.line_column(2), (2, 1));
        assert_eq!(source.line_column(3), (2, 2));
    }

    #[test]
    fn gzip_is_detected_by_its_magic_bytes() {
        use std::io::Write;
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder.write_all(b"<urlset/>").unwrap();
        let compressed = encoder.finish().unwrap();
        let mut source = Source::new(&compressed[..], u64::MAX, u64::MAX);
        assert_eq!(read_all(&mut source).unwrap(), b"<urlset/>");
        assert!(source.is_gzip());
        let mut plain = Source::new(&b"<urlset/>"[..], u64::MAX, u64::MAX);
        assert_eq!(read_all(&mut plain).unwrap(), b"<urlset/>");
        assert!(!plain.is_gzip());
    }

    #[test]
    fn the_byte_cap_stops_reading() {
        let mut source = Source::new(&b"0123456789"[..], 4, u64::MAX);
        let error = read_all(&mut source).unwrap_err();
        assert!(source.byte_limit_hit, "{error}");
        assert_eq!(source.consumed(), 4);
        let mut exact = Source::new(&b"0123"[..], 4, u64::MAX);
        assert_eq!(read_all(&mut exact).unwrap(), b"0123");
        assert!(!exact.byte_limit_hit);
    }

    #[test]
    fn one_token_cannot_outgrow_its_cap() {
        let text = vec![b' '; 100_000];
        let mut source = Source::new(&text[..], u64::MAX, 1_000);
        source.start_token(0);
        assert!(read_all(&mut source).is_err());
        assert!(source.token_limit_hit);
        assert!(source.consumed() < 100_000);
    }
}
