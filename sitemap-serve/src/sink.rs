//! Where a section's entries go: written into XML (gzipped when asked) as
//! they are sent, and handed to the response body a frame at a time.

use std::error::Error;
use std::fmt;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bytes::Bytes;
use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_core::write::Limits;
use sitemap_core::{BaseUrl, Sitemap, Url, UrlSetWriter};
use tokio::sync::{Mutex, mpsc};

use crate::section::SectionError;

/// Bytes gathered before they go to the body as one frame: small enough to
/// keep memory flat, large enough that the producer and the connection
/// meet once in a few hundred entries, not at each one.
const FRAME: usize = 32 * 1024;

/// Frames in flight between the producer and the connection.
const FRAMES_IN_FLIGHT: usize = 4;

/// What flows from a section's producer to the response body.
#[derive(Debug)]
pub(crate) enum Message {
    /// The document's next bytes.
    Data(Bytes),
    /// The producer returned an error (or sent more than a file holds).
    Failed(SectionError),
    /// The producer returned and the document is closed: every byte sent.
    Finished,
    /// The producer returned without sending an entry.
    Empty,
}

/// Where a section sends the entries of a file. Each entry is written as it
/// is sent and goes to the client with the next frame; the server holds a
/// frame or a few, never a file.
///
/// Clone it into a blocking task (a synchronous database driver) and use
/// the `blocking_` methods there; clones write into the same document, in
/// the order their sends happen.
///
/// # Closed streams
///
/// When the client goes away, or reads nothing for the
/// [idle time](crate::Sitemaps::stream_idle_timeout), the stream is closed:
/// every send from then on fails with an error wrapping [`Closed`]. Return
/// it (the `?` does): an async producer is dropped anyway, and a blocking
/// task ends, giving back its thread and whatever it checked out.
///
/// That is how a blocking producer's database connection stays bounded:
/// check the connection out *inside* the blocking task, from a pool of
/// more connections than
/// [`max_concurrent_files`](crate::Sitemaps::max_concurrent_files) (or open
/// one there), so it lives as long as the task, and at most that many
/// tasks run at once.
///
/// ```
/// use std::sync::Arc;
/// use sitemap_serve::{Closed, EntrySink, SectionFile, Section, SectionError};
/// use sitemap_core::Sitemap;
/// # struct Pool;
/// # struct Connection;
/// # impl Pool {
/// #     fn get(&self) -> Result<Connection, std::io::Error> { Ok(Connection) }
/// # }
/// # impl Connection {
/// #     fn slugs(&self, offset: u64, len: u64) -> impl Iterator<Item = String> {
/// #         (offset..offset + len).map(|id| format!("product-{id}"))
/// #     }
/// # }
///
/// #[derive(Sitemap)]
/// #[sitemap(path = "/products/{slug}")]
/// struct Product {
///     slug: String,
/// }
///
/// struct Products {
///     /// A synchronous pool (r2d2's, say) of more connections than
///     /// `max_concurrent_files`.
///     pool: Arc<Pool>,
/// }
///
/// impl Section for Products {
///     fn name(&self) -> &str {
///         "products"
///     }
///     async fn count(&self) -> Result<u64, SectionError> {
///         Ok(3)
///     }
///     async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
///         let pool = Arc::clone(&self.pool);
///         tokio::task::spawn_blocking(move || {
///             if sink.is_closed() {
///                 return Err(Closed.into()); // gone while the task waited for a thread
///             }
///             // Checked out here: back in the pool when this task returns.
///             let db = pool.get().map_err(SectionError::new)?;
///             for slug in db.slugs(file.offset, file.len) {
///                 // Fails with `Closed` once the client is gone or idle.
///                 sink.blocking_send_page(&Product { slug })?;
///             }
///             Ok(())
///         })
///         .await
///         .map_err(SectionError::new)?
///     }
/// }
/// ```
#[derive(Debug, Clone)]
pub struct EntrySink {
    document: Arc<Mutex<Document>>,
    sender: mpsc::Sender<Message>,
    base: BaseUrl,
    /// Entries written so far: the progress of a section whose first frame
    /// is slow to fill (gzip).
    written: Arc<AtomicU64>,
}

#[derive(Debug)]
struct Document {
    /// `None` once the document is finished or failed.
    writer: Option<UrlSetWriter<Output>>,
}

impl EntrySink {
    /// A sink for a file of at most `max_entries` entries.
    pub(crate) fn new(
        base: BaseUrl,
        max_entries: u64,
        gzip: bool,
    ) -> Result<(EntrySink, mpsc::Receiver<Message>), SectionError> {
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
        let (sender, receiver) = mpsc::channel(FRAMES_IN_FLIGHT);
        let document = Arc::new(Mutex::new(Document {
            writer: Some(writer),
        }));
        Ok((
            EntrySink {
                document,
                sender,
                base,
                written: Arc::new(AtomicU64::new(0)),
            },
            receiver,
        ))
    }

    /// The public base the site's URLs are made from.
    pub fn base(&self) -> &BaseUrl {
        &self.base
    }

    /// How many entries every clone of this sink has written so far.
    pub(crate) fn written(&self) -> Arc<AtomicU64> {
        Arc::clone(&self.written)
    }

    /// Writes `url` into the locked `document`, counted; the frame it
    /// completes, when it does.
    fn write(&self, document: &mut Document, url: &Url) -> Result<Option<Bytes>, SectionError> {
        let frame = document.write(url)?;
        self.written.fetch_add(1, Ordering::Relaxed);
        Ok(frame)
    }

    /// Whether the stream is closed (the client went away, or read
    /// nothing for the idle time): every send would fail with [`Closed`].
    /// Check it before work that is worth skipping, such as checking out a
    /// database connection in a blocking task that waited for a thread.
    pub fn is_closed(&self) -> bool {
        self.sender.is_closed()
    }

    /// Sends one entry, waiting while the client catches up.
    ///
    /// # Errors
    ///
    /// When the file would pass its limits (more entries than the
    /// [`SectionFile`](crate::SectionFile) holds, or 50 MiB). When the client goes away, the producer is
    /// dropped at its next `.await` (so `entries` must leave nothing half
    /// done across an await), and a blocking task's `blocking_send` gets
    /// an error wrapping [`Closed`].
    pub async fn send(&self, url: Url) -> Result<(), SectionError> {
        if self.is_closed() {
            return Err(Closed.into());
        }
        // Uncontended in the usual case (one producer): one atomic step,
        // not a waiting future.
        let mut document = match self.document.try_lock() {
            Ok(document) => document,
            Err(_) => self.document.lock().await,
        };
        if let Some(frame) = self.write(&mut document, &url)? {
            // Sent under the lock, so frames leave in the order written.
            self.sender
                .send(Message::Data(frame))
                .await
                .map_err(|_| Closed)?;
        }
        Ok(())
    }

    /// Sends the entry of a web page's type (a derived [`Sitemap`]) on the public
    /// base. A value that has no entry (an enum variant marked
    /// `#[sitemap(skip)]`) is left out, as
    /// [`UrlSetWriter::write_pages`](sitemap_core::UrlSetWriter::write_pages)
    /// leaves it out: the file then holds fewer entries than its
    /// [`SectionFile::len`](crate::SectionFile::len).
    ///
    /// # Errors
    ///
    /// When the value cannot make an entry ([`sitemap_core::ToUrlError`]:
    /// an empty placeholder, a URL too long), and as [`send`](Self::send).
    pub async fn send_page<S: Sitemap + ?Sized>(&self, page: &S) -> Result<(), SectionError> {
        match entry_of(page, &self.base)? {
            Some(url) => self.send(url).await,
            None => Ok(()),
        }
    }

    /// [`send`](Self::send) from a blocking task (never from async code:
    /// it would block the runtime).
    ///
    /// # Errors
    ///
    /// As [`send`](Self::send).
    pub fn blocking_send(&self, url: Url) -> Result<(), SectionError> {
        if self.is_closed() {
            return Err(Closed.into());
        }
        let mut document = self.document.blocking_lock();
        if let Some(frame) = self.write(&mut document, &url)? {
            self.sender
                .blocking_send(Message::Data(frame))
                .map_err(|_| Closed)?;
        }
        Ok(())
    }

    /// [`send_page`](Self::send_page) from a blocking task.
    ///
    /// # Errors
    ///
    /// As [`send_page`](Self::send_page).
    pub fn blocking_send_page<S: Sitemap + ?Sized>(&self, page: &S) -> Result<(), SectionError> {
        match entry_of(page, &self.base)? {
            Some(url) => self.blocking_send(url),
            None => Ok(()),
        }
    }

    /// Closes the document when the producer succeeded, and tells the body
    /// how it ended.
    pub(crate) async fn end(self, outcome: Result<(), SectionError>) {
        // A clone still alive (a blocking task not awaited) may still send:
        // closing now could drop its entries from a document that looks
        // whole.
        let outstanding = Arc::strong_count(&self.document) > 1;
        let mut document = self.document.lock().await;
        let writer = document.writer.take();
        let messages = match (outcome, writer) {
            (Err(error), _) => vec![Message::Failed(error)],
            (Ok(()), _) if outstanding => vec![Message::Failed(SectionError::new(
                "`entries` returned while a clone of its sink was still alive: \
                 await the tasks it was given to before returning",
            ))],
            (Ok(()), None) => vec![Message::Failed(SectionError::new(
                "the document was already closed",
            ))],
            (Ok(()), Some(writer)) if writer.entry_count() == 0 => vec![Message::Empty],
            (Ok(()), Some(writer)) => match writer
                .finish()
                .map_err(SectionError::new)
                .and_then(|output| output.finish().map_err(SectionError::new))
            {
                Ok(rest) => vec![Message::Data(rest.into()), Message::Finished],
                Err(error) => vec![Message::Failed(error)],
            },
        };
        for message in messages {
            // The client may be gone already: nothing to tell then.
            if self.sender.send(message).await.is_err() {
                break;
            }
        }
    }
}

/// The entry of `page`, or `None` for a value that has none (a skipped
/// variant).
fn entry_of<S: Sitemap + ?Sized>(page: &S, base: &BaseUrl) -> Result<Option<Url>, SectionError> {
    match page.to_url(base) {
        Ok(url) => Ok(Some(url)),
        Err(error) if error.is_skipped() => Ok(None),
        Err(error) => Err(SectionError::new(error)),
    }
}

impl Document {
    /// Writes `url`; the bytes ready to send once they make a frame.
    fn write(&mut self, url: &Url) -> Result<Option<Bytes>, SectionError> {
        let Some(writer) = &mut self.writer else {
            return Err(SectionError::new(
                "an entry was sent after the section's producer returned",
            ));
        };
        writer.write(url).map_err(SectionError::new)?;
        let output = writer.get_mut();
        Ok((output.ready() >= FRAME).then(|| output.take().into()))
    }
}

/// The stream is closed: its client went away, or read nothing for the
/// [idle time](crate::Sitemaps::stream_idle_timeout). The producer should
/// stop, and give back what it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closed;

impl fmt::Display for Closed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the client stopped reading the sitemap; stop producing entries")
    }
}

impl Error for Closed {}

impl From<Closed> for SectionError {
    fn from(closed: Closed) -> SectionError {
        SectionError::new(closed)
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
    fn ready(&self) -> usize {
        match self {
            Output::Plain(bytes) => bytes.len(),
            Output::Gzip(encoder) => encoder.get_ref().len(),
        }
    }

    /// Takes the bytes ready to send.
    fn take(&mut self) -> Vec<u8> {
        match self {
            Output::Plain(bytes) => std::mem::replace(bytes, Vec::with_capacity(FRAME + 1024)),
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
