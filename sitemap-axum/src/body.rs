//! Response bodies: whole documents (the index, prebuilt files, messages)
//! and sitemaps written entry by entry as a section produces them.

use std::io::{self, Write};
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use flate2::Compression;
use flate2::write::GzEncoder;
use http_body::{Frame, SizeHint};
use sitemap_core::UrlSetWriter;
use sitemap_core::write::Limits;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use crate::section::{ErrorHook, Message, SectionError};

/// Bytes gathered before they are sent as one frame: small enough to keep
/// memory flat, large enough that frames are not one entry each.
const FRAME: usize = 16 * 1024;

/// The body of every response this crate gives.
///
/// A streamed sitemap ends with an error instead of its closing tag when
/// its section fails part-way: the server then cuts the response off, so
/// no client mistakes the part for a whole sitemap.
pub struct SitemapBody {
    inner: Inner,
}

impl std::fmt::Debug for SitemapBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.inner {
            Inner::Full(bytes) => f
                .debug_tuple("Full")
                .field(&bytes.as_ref().map_or(0, Bytes::len))
                .finish(),
            Inner::Streamed(streamed) => f
                .debug_struct("Streamed")
                .field(
                    "entries_written",
                    &streamed.writer.as_ref().map(UrlSetWriter::entry_count),
                )
                .finish_non_exhaustive(),
        }
    }
}

enum Inner {
    Full(Option<Bytes>),
    Streamed(Box<Streamed>),
}

impl SitemapBody {
    pub(crate) fn empty() -> SitemapBody {
        SitemapBody {
            inner: Inner::Full(None),
        }
    }

    pub(crate) fn full(bytes: impl Into<Bytes>) -> SitemapBody {
        let bytes = bytes.into();
        SitemapBody {
            inner: Inner::Full(Some(bytes).filter(|b| !b.is_empty())),
        }
    }

    /// A sitemap written from the messages of a section's producer, the
    /// first of them already received.
    pub(crate) fn streamed(
        first: Message,
        receiver: mpsc::Receiver<Message>,
        producer: JoinHandle<()>,
        max_entries: u64,
        gzip: bool,
        on_error: Option<ErrorHook>,
    ) -> Result<SitemapBody, SectionError> {
        let output = if gzip {
            Output::Gzip(GzEncoder::new(Vec::new(), Compression::default()))
        } else {
            Output::Plain(Vec::new())
        };
        let limits = Limits {
            max_entries: usize::try_from(max_entries)
                .unwrap_or(usize::MAX)
                .min(sitemap_core::write::MAX_ENTRIES),
            ..Limits::default()
        };
        let writer = UrlSetWriter::new(output)
            .with_limits(limits)
            .map_err(SectionError::new)?;
        Ok(SitemapBody {
            inner: Inner::Streamed(Box::new(Streamed {
                first: Some(first),
                receiver,
                producer: Producer(producer),
                writer: Some(writer),
                on_error,
            })),
        })
    }
}

impl http_body::Body for SitemapBody {
    type Data = Bytes;
    type Error = SectionError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        match &mut self.get_mut().inner {
            Inner::Full(bytes) => Poll::Ready(bytes.take().map(|b| Ok(Frame::data(b)))),
            Inner::Streamed(streamed) => streamed.poll(cx),
        }
    }

    fn is_end_stream(&self) -> bool {
        match &self.inner {
            Inner::Full(bytes) => bytes.is_none(),
            Inner::Streamed(streamed) => streamed.writer.is_none(),
        }
    }

    fn size_hint(&self) -> SizeHint {
        match &self.inner {
            Inner::Full(bytes) => {
                SizeHint::with_exact(bytes.as_ref().map_or(0, |b| b.len() as u64))
            }
            Inner::Streamed(_) => SizeHint::default(),
        }
    }
}

/// The producer's task, stopped when the body is dropped (the client went
/// away), so it does not run on for nobody.
#[derive(Debug)]
struct Producer(JoinHandle<()>);

impl Drop for Producer {
    fn drop(&mut self) {
        self.0.abort();
    }
}

struct Streamed {
    first: Option<Message>,
    receiver: mpsc::Receiver<Message>,
    #[allow(dead_code, reason = "held for its Drop, which stops the producer")]
    producer: Producer,
    /// `None` once the document is closed or failed.
    writer: Option<UrlSetWriter<Output>>,
    on_error: Option<ErrorHook>,
}

impl Streamed {
    /// Ends the body with `error`, which the server answers by cutting the
    /// response off.
    fn fail(&mut self, error: SectionError) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        self.writer = None;
        if let Some(hook) = &self.on_error {
            hook(&error);
        }
        Poll::Ready(Some(Err(error)))
    }

    fn poll(&mut self, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        loop {
            let Some(writer) = &mut self.writer else {
                return Poll::Ready(None);
            };
            let message = match self.first.take() {
                Some(message) => message,
                None => match self.receiver.poll_recv(cx) {
                    Poll::Ready(Some(message)) => message,
                    Poll::Ready(None) => Message::Failed(SectionError::new(
                        "the section's producer stopped before it finished (it panicked or was cancelled)",
                    )),
                    Poll::Pending => {
                        // Send what is ready while the producer works.
                        let ready = writer.get_mut().take();
                        return if ready.is_empty() {
                            Poll::Pending
                        } else {
                            Poll::Ready(Some(Ok(Frame::data(ready.into()))))
                        };
                    }
                },
            };
            match message {
                Message::Entry(url) => {
                    if let Err(error) = writer.write(&url) {
                        return self.fail(SectionError::new(error));
                    }
                    if writer.get_mut().ready() >= FRAME {
                        let ready = writer.get_mut().take();
                        return Poll::Ready(Some(Ok(Frame::data(ready.into()))));
                    }
                }
                Message::Failed(error) => return self.fail(error),
                Message::Finished => {
                    let writer = self.writer.take().expect("checked above");
                    let rest = writer
                        .finish()
                        .map_err(SectionError::new)
                        .and_then(|output| output.finish().map_err(SectionError::new));
                    return match rest {
                        Ok(rest) => Poll::Ready(Some(Ok(Frame::data(rest.into())))),
                        Err(error) => self.fail(error),
                    };
                }
            }
        }
    }
}

/// Where the writer writes: the bytes to send, gzipped or not.
#[derive(Debug)]
enum Output {
    Plain(Vec<u8>),
    Gzip(GzEncoder<Vec<u8>>),
}

impl Output {
    /// Bytes ready to send.
    fn ready(&mut self) -> usize {
        match self {
            Output::Plain(bytes) => bytes.len(),
            Output::Gzip(encoder) => encoder.get_ref().len(),
        }
    }

    /// Takes the bytes ready to send.
    fn take(&mut self) -> Vec<u8> {
        match self {
            Output::Plain(bytes) => std::mem::take(bytes),
            Output::Gzip(encoder) => std::mem::take(encoder.get_mut()),
        }
    }

    /// The last bytes: the rest, and for gzip its trailer.
    fn finish(self) -> io::Result<Vec<u8>> {
        match self {
            Output::Plain(bytes) => Ok(bytes),
            Output::Gzip(encoder) => encoder.finish(),
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Output::Plain(bytes) => bytes.write(buf),
            Output::Gzip(encoder) => encoder.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        // A flush would end a gzip block early; `finish` ends the stream.
        Ok(())
    }
}
