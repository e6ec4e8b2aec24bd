//! The byte pipeline of one file: optional gzip over a byte counter over the
//! target's sink.

use std::io::{self, BufWriter, Write};

use flate2::Compression;
use flate2::write::GzEncoder;

/// Counts the bytes that reach the sink (the stored, possibly compressed, size).
pub(super) struct CountingWriter<W> {
    inner: W,
    count: u64,
}

impl<W: Write> CountingWriter<W> {
    pub(super) fn new(inner: W) -> Self {
        CountingWriter { inner, count: 0 }
    }

    pub(super) fn count(&self) -> u64 {
        self.count
    }

    pub(super) fn into_inner(self) -> W {
        self.inner
    }
}

impl<W: Write> Write for CountingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(buf)?;
        self.count += written as u64;
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// What the compressor is handed at a time: flate2 runs deflate on every
/// `write`, and the URL writer writes one entry at a time, so unbuffered the
/// per-call cost of deflate was over a quarter of the site writer's time.
const GZIP_INPUT_BUFFER: usize = 64 * 1024;

/// Plain or gzip.
pub(super) enum Encoder<W: Write> {
    Plain(W),
    Gzip(BufWriter<GzEncoder<W>>),
}

impl<W: Write> Encoder<W> {
    pub(super) fn new(inner: W, gzip: bool) -> Self {
        if gzip {
            let encoder = GzEncoder::new(inner, Compression::default());
            Encoder::Gzip(BufWriter::with_capacity(GZIP_INPUT_BUFFER, encoder))
        } else {
            Encoder::Plain(inner)
        }
    }

    /// Writes the gzip trailer, flushes, and returns the inner writer.
    pub(super) fn finish(self) -> io::Result<W> {
        match self {
            Encoder::Plain(mut inner) => {
                inner.flush()?;
                Ok(inner)
            }
            Encoder::Gzip(buffered) => {
                let encoder = buffered.into_inner().map_err(|e| e.into_error())?;
                let mut inner = encoder.finish()?;
                inner.flush()?;
                Ok(inner)
            }
        }
    }
}

impl<W: Write> Write for Encoder<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Encoder::Plain(inner) => inner.write(buf),
            Encoder::Gzip(inner) => inner.write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Encoder::Plain(inner) => inner.write_all(buf),
            Encoder::Gzip(inner) => inner.write_all(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Encoder::Plain(inner) => inner.flush(),
            Encoder::Gzip(inner) => inner.flush(),
        }
    }
}
