//! Documents in another encoding than UTF-8, converted to UTF-8 as they are
//! read, so that everything above sees the text the author meant.
//!
//! The encoding comes from the bytes: a UTF-16 byte order mark or the
//! pattern of `<` in UTF-16, else the XML declaration's `encoding`. A
//! declared single-byte encoding (ISO-8859-1, windows-1252, …) is applied
//! only to the bytes that are not UTF-8, since many files declare one and
//! are written in UTF-8 all the same: the text is what was meant either way.

use std::io::{self, Read};

use encoding_rs::{CoderResult, Decoder, Encoding, UTF_8, UTF_16BE, UTF_16LE};

/// Raw bytes read at a time.
const RAW: usize = 64 * 1024;
/// How far into the document the XML declaration is looked for.
const DECLARATION: usize = 512;

/// How the raw bytes become UTF-8.
enum Conversion {
    /// Every byte through the encoding's decoder.
    Whole(Box<Decoder>),
    /// UTF-8 sequences as they are, every other byte through a single-byte
    /// encoding.
    NotUtf8Only,
}

/// A converter from one encoding to UTF-8, fed from a raw byte stream.
pub(crate) struct Transcoder {
    encoding: &'static Encoding,
    /// The encoding as the document names it: its declared label, or the
    /// encoding's name when told by its bytes.
    label: String,
    conversion: Conversion,
    /// Raw bytes not converted yet are `raw[start..]`.
    raw: Vec<u8>,
    start: usize,
    /// The raw stream ended.
    ended: bool,
    /// The decoder was told so and gave out its last bytes; it may not be
    /// called again.
    finished: bool,
    /// An error met after the raw bytes taken over, reported once they are
    /// converted.
    error: Option<io::Error>,
}

impl Transcoder {
    /// The converter the head of a document asks for (its first bytes, at
    /// least [`DECLARATION`] of them unless the document is shorter), or
    /// `None` for UTF-8 and for what cannot be told.
    pub(crate) fn for_head(head: &[u8]) -> Option<Transcoder> {
        let (encoding, conversion, label) = match head {
            [0xff, 0xfe, ..] | [b'<', 0, ..] => {
                (UTF_16LE, Conversion::Whole(decoder(UTF_16LE)), None)
            }
            [0xfe, 0xff, ..] | [0, b'<', ..] => {
                (UTF_16BE, Conversion::Whole(decoder(UTF_16BE)), None)
            }
            _ => {
                let label = declared(head)?;
                let encoding = Encoding::for_label(label)?;
                // A declaration read in ASCII that names UTF-16 is wrong
                // about itself; the bytes are read as UTF-8.
                if encoding == UTF_8 || !encoding.is_ascii_compatible() {
                    return None;
                }
                let conversion = if encoding.is_single_byte() {
                    Conversion::NotUtf8Only
                } else {
                    Conversion::Whole(decoder(encoding))
                };
                (
                    encoding,
                    conversion,
                    Some(String::from_utf8_lossy(label).into_owned()),
                )
            }
        };
        Some(Transcoder {
            encoding,
            label: label.unwrap_or_else(|| encoding.name().to_owned()),
            conversion,
            raw: head.to_vec(),
            start: 0,
            ended: false,
            finished: false,
            error: None,
        })
    }

    /// An error met after the bytes this converter took over: it is
    /// returned once they are converted.
    pub(crate) fn defer(&mut self, error: Option<io::Error>) {
        self.error = error;
    }

    /// The encoding converted from.
    #[cfg(test)]
    pub(crate) fn encoding(&self) -> &'static str {
        self.encoding.name()
    }

    /// The encoding as the document names it.
    pub(crate) fn label(&self) -> &str {
        &self.label
    }

    /// Whether every byte is converted, not only those that are not UTF-8.
    pub(crate) fn converts_every_byte(&self) -> bool {
        matches!(self.conversion, Conversion::Whole(_))
    }

    /// Converts into `out[*end..]` until `*end` reaches `wanted` or the
    /// stream ends, reading raw bytes from `source` as needed.
    pub(crate) fn fill(
        &mut self,
        source: &mut dyn Read,
        out: &mut [u8],
        end: &mut usize,
        wanted: usize,
    ) -> io::Result<()> {
        while *end < wanted {
            let (read, written) = self.convert(&mut out[*end..]);
            self.start += read;
            *end += written;
            if *end >= wanted || (self.ended && self.start == self.raw.len()) {
                return Ok(());
            }
            if written == 0 && read == 0 {
                if self.ended {
                    return Ok(());
                }
                if let Some(error) = self.error.take() {
                    return Err(error);
                }
                self.read_raw(source)?;
            }
        }
        Ok(())
    }

    /// Reads more raw bytes behind those not converted yet.
    fn read_raw(&mut self, source: &mut dyn Read) -> io::Result<()> {
        self.raw.drain(..self.start);
        self.start = 0;
        let kept = self.raw.len();
        self.raw.resize(kept + RAW, 0);
        let read = loop {
            match source.read(&mut self.raw[kept..]) {
                Ok(read) => break read.min(RAW),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.raw.truncate(kept);
                    return Err(e);
                }
            }
        };
        self.raw.truncate(kept + read);
        self.ended = read == 0;
        Ok(())
    }

    /// Converts what fits: raw bytes read and UTF-8 bytes written.
    fn convert(&mut self, out: &mut [u8]) -> (usize, usize) {
        let raw = &self.raw[self.start..];
        match &mut self.conversion {
            Conversion::Whole(_) if self.finished => (0, 0),
            Conversion::Whole(decoder) => {
                let (result, read, written, _) = decoder.decode_to_utf8(raw, out, self.ended);
                self.finished = self.ended && result == CoderResult::InputEmpty;
                (read, written)
            }
            Conversion::NotUtf8Only => not_utf8_only(self.encoding, raw, out, self.ended),
        }
    }
}

fn decoder(encoding: &'static Encoding) -> Box<Decoder> {
    Box::new(encoding.new_decoder_with_bom_removal())
}

/// The encoding label of the XML declaration at the start of `head`.
fn declared(head: &[u8]) -> Option<&[u8]> {
    let head = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    // `<?xml` and a space: `<?xml-stylesheet` is another instruction.
    let declaration = head.strip_prefix(b"<?xml")?;
    if !declaration.first().is_some_and(u8::is_ascii_whitespace) {
        return None;
    }
    let declaration = &declaration[..memchr::memmem::find(declaration, b"?>")?];
    let at = memchr::memmem::find(declaration, b"encoding")?;
    let rest = &declaration[at + b"encoding".len()..];
    let rest = rest
        .trim_ascii_start()
        .strip_prefix(b"=")?
        .trim_ascii_start();
    let (&quote, rest) = rest.split_first()?;
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let label = &rest[..memchr::memchr(quote, rest)?];
    (label.len() <= 64).then_some(label)
}

/// UTF-8 sequences copied, every other byte decoded as `encoding` (single
/// byte): raw bytes read and bytes written. A sequence cut off by the end
/// of `raw` waits for the next bytes unless `last`.
fn not_utf8_only(
    encoding: &'static Encoding,
    raw: &[u8],
    out: &mut [u8],
    last: bool,
) -> (usize, usize) {
    let (mut read, mut written) = (0, 0);
    while read < raw.len() {
        let byte = raw[read];
        let width = match byte {
            0x00..=0x7f => 1,
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf4 => 4,
            _ => 0,
        };
        if width > 1 && read + width > raw.len() && !last {
            break;
        }
        let sequence = raw.get(read..read + width.max(1)).unwrap_or_default();
        if width >= 1 && sequence.len() == width && std::str::from_utf8(sequence).is_ok() {
            let Some(slot) = out.get_mut(written..written + width) else {
                break;
            };
            slot.copy_from_slice(sequence);
            read += width;
            written += width;
            continue;
        }
        let (text, _) = encoding.decode_without_bom_handling(&raw[read..=read]);
        let Some(slot) = out.get_mut(written..written + text.len()) else {
            break;
        };
        slot.copy_from_slice(text.as_bytes());
        read += 1;
        written += text.len();
    }
    (read, written)
}

/// The number of head bytes [`Transcoder::for_head`] wants to see.
pub(crate) const HEAD: usize = DECLARATION;

#[cfg(test)]
mod tests {
    use super::*;

    fn convert(bytes: &[u8], chunk: usize) -> (Option<&'static str>, String) {
        let head_length = bytes.len().min(HEAD);
        let Some(mut transcoder) = Transcoder::for_head(&bytes[..head_length]) else {
            return (None, String::from_utf8_lossy(bytes).into_owned());
        };
        struct Chunks<'a>(&'a [u8], usize);
        impl Read for Chunks<'_> {
            fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
                let n = self.0.len().min(self.1).min(out.len());
                out[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut source = Chunks(&bytes[head_length..], chunk);
        let mut out = vec![0; 16];
        let mut text = Vec::new();
        loop {
            let mut end = 0;
            transcoder.fill(&mut source, &mut out, &mut end, 1).unwrap();
            if end == 0 {
                break;
            }
            text.extend_from_slice(&out[..end]);
        }
        (
            Some(transcoder.encoding()),
            String::from_utf8(text).unwrap(),
        )
    }

    #[test]
    fn a_declared_single_byte_encoding_converts_only_what_is_not_utf8() {
        let mut latin1 = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><loc>caf".to_vec();
        latin1.push(0xe9);
        latin1.extend_from_slice("</loc><loc>déjà</loc>".as_bytes());
        for chunk in [1, 2, 5, 1000] {
            let (encoding, text) = convert(&latin1, chunk);
            assert_eq!(encoding, Some("windows-1252"));
            assert!(text.ends_with("<loc>café</loc><loc>déjà</loc>"), "{text}");
        }
    }

    #[test]
    fn utf16_is_told_by_its_mark_or_its_first_character() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><urlset>é</urlset>";
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        let with_mark = [&[0xff, 0xfe][..], &le].concat();
        for (bytes, encoding) in [
            (&le, "UTF-16LE"),
            (&be, "UTF-16BE"),
            (&with_mark, "UTF-16LE"),
        ] {
            for chunk in [1, 3, 1000] {
                assert_eq!(convert(bytes, chunk), (Some(encoding), text.to_owned()));
            }
        }
    }

    #[test]
    fn asking_again_after_the_end_gives_nothing() {
        // Found by the fuzzer: the decoder may not be called once finished.
        let text: Vec<u8> = "<a>é</a>"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let mut transcoder = Transcoder::for_head(&text).unwrap();
        let mut out = vec![0; 64];
        let mut source: &[u8] = &[];
        let mut end = 0;
        transcoder
            .fill(&mut source, &mut out, &mut end, 64)
            .unwrap();
        assert_eq!(&out[..end], "<a>é</a>".as_bytes());
        for _ in 0..3 {
            let mut more = 0;
            transcoder
                .fill(&mut source, &mut out, &mut more, 1)
                .unwrap();
            assert_eq!(more, 0);
        }
    }

    #[test]
    fn a_multibyte_legacy_encoding_is_decoded_whole() {
        let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(
            "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><loc>https://example.jp/日本</loc>",
        );
        let (encoding, text) = convert(&bytes, 7);
        assert_eq!(encoding, Some("Shift_JIS"));
        assert!(
            text.ends_with("<loc>https://example.jp/日本</loc>"),
            "{text}"
        );
    }

    #[test]
    fn utf8_and_unknown_labels_are_left_alone() {
        assert!(Transcoder::for_head(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>").is_none());
        assert!(Transcoder::for_head(b"<?xml version=\"1.0\" encoding=\"bogus\"?><a/>").is_none());
        assert!(Transcoder::for_head(b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>").is_none());
        assert!(Transcoder::for_head(b"<urlset/>").is_none());
        assert!(Transcoder::for_head(b"<?xml-stylesheet encoding=\"ISO-8859-1\"?><a/>").is_none());
    }
}
