//! Response bodies: whole documents (the index, prebuilt files, messages)
//! and sitemaps written entry by entry as a section produces them.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http_body::{Frame, SizeHint};
use tokio::sync::mpsc;

use crate::section::{Failures, Outcome, SectionError};
use crate::sink::Message;

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
/// client went away) drops the producer.
pub(crate) struct Streamed {
    /// A message taken to decide the response, given back to the body.
    first: Option<Message>,
    receiver: mpsc::Receiver<Message>,
    /// `None` once it returned.
    producer: Option<Producer>,
    /// The document ended, whole or failed.
    done: bool,
    /// Where a failure after the head is reported, and the path it served.
    failures: Failures,
    path: Box<str>,
}

impl Streamed {
    pub(crate) fn new(
        receiver: mpsc::Receiver<Message>,
        producer: Producer,
        failures: Failures,
        path: &str,
    ) -> Streamed {
        Streamed {
            first: None,
            receiver,
            producer: Some(producer),
            done: false,
            failures,
            path: path.into(),
        }
    }

    /// The next message, running the producer until it sends one; `None`
    /// when every sender is gone.
    pub(crate) async fn next_message(&mut self) -> Option<Message> {
        std::future::poll_fn(|cx| self.poll_message(cx)).await
    }

    /// Gives a message taken by [`next_message`](Self::next_message) back,
    /// to be the body's first.
    pub(crate) fn put_back(&mut self, message: Message) {
        self.first = Some(message);
    }

    fn poll_message(&mut self, cx: &mut Context<'_>) -> Poll<Option<Message>> {
        if let Some(message) = self.first.take() {
            return Poll::Ready(Some(message));
        }
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

    /// Ends the body with `error`, which the server answers by cutting the
    /// response off.
    fn fail(&mut self, error: SectionError) -> Poll<Option<Result<Frame<Bytes>, SectionError>>> {
        self.done = true;
        self.producer = None;
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
            let message = match self.poll_message(cx) {
                Poll::Ready(Some(message)) => message,
                Poll::Ready(None) => Message::Failed(SectionError::new(
                    "the section's producer stopped before it finished",
                )),
                Poll::Pending => return Poll::Pending,
            };
            match message {
                Message::Data(bytes) if bytes.is_empty() => {}
                Message::Data(bytes) => return Poll::Ready(Some(Ok(Frame::data(bytes)))),
                Message::Failed(error) => return self.fail(error),
                Message::Finished | Message::Empty => self.done = true,
            }
        }
    }
}
