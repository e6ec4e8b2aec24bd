//! gzip streams as the wild serves them: several members one after another
//! (as `MultiGzDecoder` reads them), zero padding after the last, and what
//! is neither, noted rather than taken for a broken stream.

use std::io::{self, BufRead, Read};

use flate2::bufread::GzDecoder;

/// The first bytes of every gzip member.
pub(crate) const MAGIC: [u8; 2] = [0x1f, 0x8b];

/// Zero bytes of padding skipped at most: past this they count as bytes
/// that are not gzip. Inside gzip, a little compressed input could
/// otherwise make endless padding to skip, counted against no limit.
const MAX_PADDING: u64 = 1 << 20;
/// Members in a row that give out nothing, at most, for the same reason.
const MAX_EMPTY_MEMBERS: u32 = 64;

/// The decompressed bytes of every member of a gzip stream.
pub(crate) struct Members<R: BufRead> {
    /// The member being read; `None` once the stream ended.
    decoder: Option<GzDecoder<R>>,
    /// The compressed stream once it ended, kept for `get_ref`.
    ended: Option<R>,
    /// Whether bytes that are neither a member nor padding followed the
    /// last member (they are left unread).
    trailing: bool,
    /// Members read to their end, and whether the current one gave out
    /// anything.
    members: u64,
    member_output: bool,
    empty_members: u32,
    padding: u64,
}

impl<R: BufRead> Members<R> {
    pub(crate) fn new(inner: R) -> Self {
        Members {
            decoder: Some(GzDecoder::new(inner)),
            ended: None,
            trailing: false,
            members: 0,
            member_output: false,
            empty_members: 0,
            padding: 0,
        }
    }

    /// The compressed stream.
    pub(crate) fn get_ref(&self) -> Option<&R> {
        self.decoder
            .as_ref()
            .map(GzDecoder::get_ref)
            .or(self.ended.as_ref())
    }

    /// Whether the stream ended in bytes that are not gzip.
    pub(crate) fn has_trailing_bytes(&self) -> bool {
        self.trailing
    }

    /// Whether a member's header was read whole: a stream without one was
    /// cut short before it (an empty member has one).
    pub(crate) fn has_header(&self) -> bool {
        self.members > 0 || self.decoder.as_ref().is_some_and(|d| d.header().is_some())
    }

    /// After a member: starts the next one, or ends the stream (`false`).
    fn next_member(&mut self) -> io::Result<bool> {
        let Some(decoder) = self.decoder.as_mut() else {
            return Ok(false);
        };
        self.members += 1;
        if self.member_output {
            self.empty_members = 0;
        } else {
            self.empty_members += 1;
        }
        self.member_output = false;
        let inner = decoder.get_mut();
        loop {
            let rest = inner.fill_buf()?;
            let zeros = rest.iter().take_while(|&&byte| byte == 0).count();
            let allowed = usize::try_from(MAX_PADDING - self.padding).unwrap_or(usize::MAX);
            let skipped = zeros.min(allowed);
            if skipped > 0 {
                self.padding += skipped as u64;
                inner.consume(skipped);
                continue;
            }
            let next = match rest {
                [] => false,
                // A first byte alone is taken for a member: a header that
                // then turns out wrong is trailing bytes too (see `read`).
                [0x1f] | [0x1f, 0x8b, ..] if self.empty_members < MAX_EMPTY_MEMBERS => true,
                _ => {
                    self.trailing = true;
                    false
                }
            };
            if let Some(decoder) = self.decoder.take() {
                let inner = decoder.into_inner();
                if next {
                    self.decoder = Some(GzDecoder::new(inner));
                } else {
                    self.ended = Some(inner);
                }
            }
            return Ok(next);
        }
    }
}

impl<R: BufRead> Read for Members<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        loop {
            let Some(decoder) = self.decoder.as_mut() else {
                return Ok(0);
            };
            let read = match decoder.read(out) {
                Ok(read) => read,
                // A later member that breaks before giving out anything was
                // bytes that are not gzip after the stream.
                Err(_) if self.members > 0 && !self.member_output => {
                    self.trailing = true;
                    self.ended = self.decoder.take().map(GzDecoder::into_inner);
                    return Ok(0);
                }
                Err(error) => return Err(error),
            };
            self.member_output |= read > 0;
            if read > 0 || out.is_empty() || !self.next_member()? {
                return Ok(read);
            }
        }
    }
}

/// A reader that fails once with an error met earlier, then reads on: the
/// error comes after the bytes read before it, wherever they went.
pub(crate) struct Deferred<R> {
    error: Option<io::Error>,
    inner: R,
}

impl<R> Deferred<R> {
    pub(crate) fn new(inner: R, error: Option<io::Error>) -> Self {
        Deferred { error, inner }
    }

    pub(crate) fn get_ref(&self) -> &R {
        &self.inner
    }
}

impl<R: Read> Read for Deferred<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        match self.error.take() {
            Some(error) => Err(error),
            None => self.inner.read(out),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use flate2::Compression;
    use flate2::write::GzEncoder;

    use super::*;

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
        encoder.write_all(bytes).unwrap();
        encoder.finish().unwrap()
    }

    fn read(stream: &[u8]) -> (io::Result<Vec<u8>>, bool) {
        let mut members = Members::new(stream);
        let mut out = Vec::new();
        let result = members.read_to_end(&mut out).map(|_| out);
        (result, members.has_trailing_bytes())
    }

    #[test]
    fn members_padding_and_trailing_bytes() {
        let two = [gzip(b"ab"), gzip(b"cd")].concat();
        assert_eq!(read(&two).0.unwrap(), b"abcd");
        let padded = [gzip(b"ab"), vec![0; 100]].concat();
        assert_eq!(read(&padded).0.unwrap(), b"ab");
        let (text, trailing) = read(&[gzip(b"ab"), b"<html>".to_vec()].concat());
        assert_eq!((text.unwrap(), trailing), (b"ab".to_vec(), true));
        assert!(!read(&two).1);
    }

    #[test]
    fn what_follows_the_stream_is_judged_the_same_however_it_arrives() {
        // `1f 00`: the first byte of a member, then not a header.
        let tail = [gzip(b"ab"), vec![0x1f, 0x00, 0x41]].concat();
        let (text, trailing) = read(&tail);
        assert_eq!((text.unwrap(), trailing), (b"ab".to_vec(), true));
        let lone = [gzip(b"ab"), vec![0x1f]].concat();
        assert_eq!(read(&lone).0.unwrap(), b"ab");
        // Endless padding and endless empty members stop being skipped.
        let padded = [gzip(b"ab"), vec![0; 3 << 20]].concat();
        let (text, trailing) = read(&padded);
        assert_eq!((text.unwrap(), trailing), (b"ab".to_vec(), true));
        let empties = [gzip(b"ab"), gzip(b"").repeat(200)].concat();
        let (text, trailing) = read(&empties);
        assert_eq!((text.unwrap(), trailing), (b"ab".to_vec(), true));
        let empty = gzip(b"");
        let mut members = Members::new(&empty[..]);
        assert_eq!(members.read_to_end(&mut Vec::new()).unwrap(), 0);
        assert!(members.has_header());
        let cut = gzip(b"ab");
        let mut members = Members::new(&cut[..4]);
        let _ = members.read_to_end(&mut Vec::new());
        assert!(!members.has_header());
    }

    #[test]
    fn a_member_cut_short_is_an_error() {
        let whole = gzip(&b"x".repeat(1000));
        assert!(read(&whole[..whole.len() - 4]).0.is_err());
    }
}
