//! gzip streams as the wild serves them: several members one after another
//! (as `MultiGzDecoder` reads them), zero padding after the last, and what
//! is neither, noted rather than taken for a broken stream.

use std::io::{self, BufRead, Read};

use flate2::bufread::GzDecoder;

/// The first bytes of every gzip member.
pub(crate) const MAGIC: [u8; 2] = [0x1f, 0x8b];

/// The decompressed bytes of every member of a gzip stream.
pub(crate) struct Members<R: BufRead> {
    /// The member being read; `None` once the stream ended.
    decoder: Option<GzDecoder<R>>,
    /// The compressed stream once it ended, kept for `get_ref`.
    ended: Option<R>,
    /// Whether bytes that are neither a member nor padding followed the
    /// last member (they are left unread).
    trailing: bool,
}

impl<R: BufRead> Members<R> {
    pub(crate) fn new(inner: R) -> Self {
        Members {
            decoder: Some(GzDecoder::new(inner)),
            ended: None,
            trailing: false,
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

    /// After a member: starts the next one, or ends the stream (`false`).
    fn next_member(&mut self) -> io::Result<bool> {
        let Some(decoder) = self.decoder.as_mut() else {
            return Ok(false);
        };
        let inner = decoder.get_mut();
        loop {
            let rest = inner.fill_buf()?;
            let zeros = rest.iter().take_while(|&&byte| byte == 0).count();
            if zeros > 0 {
                inner.consume(zeros);
                continue;
            }
            let next = match rest {
                [] => false,
                [0x1f] | [0x1f, 0x8b, ..] => true,
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
            let read = decoder.read(out)?;
            if read > 0 || out.is_empty() || !self.next_member()? {
                return Ok(read);
            }
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
    fn a_member_cut_short_is_an_error() {
        let whole = gzip(&b"x".repeat(1000));
        assert!(read(&whole[..whole.len() - 4]).0.is_err());
    }
}
