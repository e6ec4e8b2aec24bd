//! A byte source that hands a document over the way real ones can: in
//! short reads, between `Interrupted` errors, failing once or for good.

use std::io::{self, Read};

/// Hands out `bytes` in reads of at most `chunk` bytes.
///
/// ```
/// use std::io::Read;
/// use sitemap_tests::source::Trickle;
///
/// let mut out = Vec::new();
/// Trickle::new(b"abcdef", 4).read_to_end(&mut out).unwrap();
/// assert_eq!(out, b"abcdef");
/// let error = Trickle::new(b"ab", 4).failing_at_end().read_to_end(&mut out);
/// assert!(error.is_err());
/// ```
pub struct Trickle<'a> {
    bytes: &'a [u8],
    read: usize,
    chunk: usize,
    interrupt: bool,
    calls: u64,
    failure: Failure,
}

enum Failure {
    Never,
    /// `other("the disk went away")` on every read after the last byte.
    AtEnd,
    /// `TimedOut("timed out once")` once, when this many bytes were read.
    OnceAt(usize),
}

impl<'a> Trickle<'a> {
    /// All of `bytes`, at most `chunk` per read.
    pub fn new(bytes: &'a [u8], chunk: usize) -> Self {
        Trickle {
            bytes,
            read: 0,
            chunk,
            interrupt: false,
            calls: 0,
            failure: Failure::Never,
        }
    }

    /// An `Interrupted` error before every other read, when `interrupt`.
    pub fn interrupting(mut self, interrupt: bool) -> Self {
        self.interrupt = interrupt;
        self
    }

    /// After the last byte, every read fails: "the disk went away".
    pub fn failing_at_end(mut self) -> Self {
        self.failure = Failure::AtEnd;
        self
    }

    /// Reads stop where the first `at` bytes end, one read fails there
    /// ("timed out once"), and the next ones go on.
    pub fn failing_once_at(mut self, at: usize) -> Self {
        self.failure = Failure::OnceAt(at);
        self
    }
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.calls += 1;
        if self.interrupt && self.calls % 2 == 1 {
            return Err(io::Error::from(io::ErrorKind::Interrupted));
        }
        let until = match self.failure {
            Failure::OnceAt(at) if self.read == at => {
                self.failure = Failure::Never;
                return Err(io::Error::new(io::ErrorKind::TimedOut, "timed out once"));
            }
            Failure::AtEnd if self.read == self.bytes.len() => {
                return Err(io::Error::other("the disk went away"));
            }
            Failure::OnceAt(at) if self.read < at => at.min(self.bytes.len()),
            _ => self.bytes.len(),
        };
        let n = buf.len().min(until - self.read).min(self.chunk);
        buf[..n].copy_from_slice(&self.bytes[self.read..self.read + n]);
        self.read += n;
        Ok(n)
    }
}
