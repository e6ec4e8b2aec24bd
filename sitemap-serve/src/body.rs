//! Response bodies: whole documents (the index, prebuilt files, messages)
//! and sitemaps written entry by entry as a section produces them.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use bytes::Bytes;
use http_body::{Frame, SizeHint};
use tokio::sync::mpsc;

use crate::section::{Failures, Outcome, SectionError};
use crate::sink::Message;
use crate::stall::{Progress, Slot, Watchdog};

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
                .field("done", &streamed.done)
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

    /// A sitemap sent as its producer writes it.
    pub(crate) fn streamed(streamed: Streamed) -> SitemapBody {
        SitemapBody {
            inner: Inner::Streamed(Box::new(streamed)),
        }
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
            Inner::Streamed(streamed) => streamed.poll_frame(cx),
        }
    }

    fn is_end_stream(&self) -> bool {
        match &self.inner {
            Inner::Full(bytes) => bytes.is_none(),
            Inner::Streamed(streamed) => streamed.done,
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

/// A section's producer (its `entries` and the sink's ending).
pub(crate) type Producer = Pin<Box<dyn Future<Output = ()> + Send>>;

/// A sitemap as its producer writes it. The producer is polled by whoever
/// polls the body, the connection's own task: no task of its own, so no
/// hand-off between threads for each frame, and dropping the body (the
/// client went away) drops the producer. A client that stays but reads
/// nothing stops that polling too: then the watchdog drops what the stream
/// holds from outside, once it has sent no frame for the idle time.
pub(crate) struct Streamed {
    /// A message taken to decide the response, given back to the body.
    first: Option<Message>,
    /// What the stream holds while it runs, shared with the watchdog, which
    /// takes it to cancel the stream; `None` once the stream ended.
    live: Arc<Mutex<Option<Live>>>,
    /// When the last frame left, for the watchdog.
    progress: Arc<Progress>,
    /// Set by [`watch`](Self::watch); stops watching when dropped.
    watchdog: Option<Watchdog>,
    /// The document ended, whole, failed or cancelled.
    done: bool,
    /// Where a failure after the head is reported, and the path it served.
    failures: Failures,
    path: Arc<str>,
}

/// What a running stream holds, released at once when it ends, fails, is
/// dropped or is cancelled: dropping the receiver closes the channel, so a
/// blocking task waiting in `blocking_send` gets `Closed` at once and ends,
/// giving back its thread and its database connection.
struct Live {
    receiver: mpsc::Receiver<Message>,
    /// `None` once it returned.
    producer: Option<Producer>,
    /// The stream's place among the files produced at once.
    _slot: Slot,
    /// The task of the body's last poll that found nothing: the watchdog
    /// wakes it when it cancels the stream, since the producer and the
    /// channel it waited on are gone then.
    waker: Option<Waker>,
}

/// Locks what a stream holds. A panic while it was locked cannot leave it
/// half changed (the producer's panics are caught), so a poisoned lock is
/// used as it is.
fn lock(live: &Mutex<Option<Live>>) -> MutexGuard<'_, Option<Live>> {
    live.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Streamed {
    pub(crate) fn new(
        receiver: mpsc::Receiver<Message>,
        producer: Producer,
        slot: Slot,
        failures: Failures,
        path: &str,
    ) -> Streamed {
        Streamed {
            first: None,
            live: Arc::new(Mutex::new(Some(Live {
                receiver,
                producer: Some(producer),
                _slot: slot,
                waker: None,
            }))),
            progress: Arc::new(Progress::new()),
            watchdog: None,
            done: false,
            failures,
            path: path.into(),
        }
    }

    /// The next message, running the producer until it sends one; `None`
    /// when every sender is gone.
    pub(crate) async fn next_message(&mut self) -> Option<Message> {
        std::future::poll_fn(|cx| match lock(&self.live).as_mut() {
            Some(live) => live.poll_message(cx),
            None => Poll::Ready(None),
        })
        .await
    }

    /// Gives a message taken by [`next_message`](Self::next_message) back,
    /// to be the body's first.
    pub(crate) fn put_back(&mut self, message: Message) {
        self.first = Some(message);
    }

    /// Cancels the stream once it has sent no frame for `idle`, counted
    /// from now: the response is about to be handed to the server.
    pub(crate) fn watch(&mut self, idle: Duration) {
        self.progress.made();
        let live = Arc::downgrade(&self.live);
        let path = Arc::clone(&self.path);
        self.watchdog = Watchdog::spawn(idle, Arc::clone(&self.progress), move || {
            let Some(live) = live.upgrade() else {
                return;
            };
            // Taken under the lock, dropped after it: dropping the producer
            // runs the section's own drops.
            let Some(mut taken) = lock(&live).take() else {
                return;
            };
            let waker = taken.waker.take();
            drop(taken);
            tracing::info!(
                path = &*path,
                ?idle,
                "a sitemap response sent nothing for its idle time (its client stopped \
                 reading, or its section stalled); cancelled, its producer dropped"
            );
            // A body that waits on its producer ends now, cut off.
            if let Some(waker) = waker {
                waker.wake();
            }
        });
    }

    /// Releases what the stream holds: its document ended.
    fn end(&mut self) {
        self.done = true;
        self.watchdog = None;
        let live = lock(&self.live).take();
        drop(live);
    }

    /// Ends the body with `error`, which the server answers by cutting the
    /// response off.
    fn fail(&mut self, error: SectionError) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        self.end();
        self.failures.report(&self.path, Outcome::CutOff, &error);
        Poll::Ready(Some(Err(error)))
    }

    fn poll_frame(
        &mut self,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        loop {
            if self.done {
                return Poll::Ready(None);
            }
            let polled = match self.first.take() {
                Some(message) => Some(Poll::Ready(Some(message))),
                None => lock(&self.live).as_mut().map(|live| {
                    let polled = live.poll_message(cx);
                    if polled.is_pending() {
                        live.park(cx.waker());
                    }
                    polled
                }),
            };
            let message = match polled {
                Some(Poll::Ready(Some(message))) => message,
                Some(Poll::Ready(None)) => Message::Failed(SectionError::new(
                    "the section's producer stopped before it finished",
                )),
                Some(Poll::Pending) => return Poll::Pending,
                None => {
                    // The watchdog took what it held; logged there.
                    self.end();
                    return Poll::Ready(Some(Err(SectionError::new(
                        "the response sent nothing for its idle time and was cancelled",
                    ))));
                }
            };
            match message {
                Message::Data(bytes) if bytes.is_empty() => {}
                Message::Data(bytes) => {
                    self.progress.made();
                    return Poll::Ready(Some(Ok(Frame::data(bytes))));
                }
                Message::Failed(error) => return self.fail(error),
                Message::Finished | Message::Empty => self.end(),
            }
        }
    }
}

impl Live {
    /// Keeps `waker` for the watchdog (cloned only when the task changed).
    fn park(&mut self, waker: &Waker) {
        match &mut self.waker {
            Some(kept) if kept.will_wake(waker) => {}
            kept => *kept = Some(waker.clone()),
        }
    }

    fn poll_message(&mut self, cx: &mut Context<'_>) -> Poll<Option<Message>> {
        loop {
            if let Poll::Ready(message) = self.receiver.poll_recv(cx) {
                return Poll::Ready(message);
            }
            let Some(producer) = &mut self.producer else {
                // Clones of the sink in blocking tasks may still send.
                return Poll::Pending;
            };
            // A panicking section fails its response like an error does,
            // instead of taking the connection down.
            let polled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                producer.as_mut().poll(cx)
            }));
            match polled {
                Err(_) => {
                    self.producer = None;
                    return Poll::Ready(Some(Message::Failed(SectionError::new(
                        "the section panicked while producing entries",
                    ))));
                }
                // Its messages are in the channel.
                Ok(Poll::Ready(())) => self.producer = None,
                // It waits for room (taken above), or for a blocking task
                // or its source: both wake this task.
                Ok(Poll::Pending) => return self.receiver.poll_recv(cx),
            }
        }
    }
}
