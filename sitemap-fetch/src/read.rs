//! A response body read as it arrives: the async side pumps its chunks
//! into a bounded channel, the reader runs on a blocking thread over them,
//! and its entries go out as events. Memory holds a few chunks and one
//! entry, whatever the file's size.
//!
//! Each entry passes the origin policy here (see `policy`): an entry of
//! another site is left out and counted, or marked; the reader's location
//! findings are kept only where the file's scope does not cover the entry.

use std::io::{self, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::{Buf, Bytes};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use sitemap_core::read::{DocumentKind, Format, Problem, ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::{BaseUrl, Loc};
use tokio::sync::mpsc;

use crate::cache::{BodyWriter, Validators};
use crate::event::{Budget, Failure, FetchEvent, Provenance, Stage};
use crate::policy::{redact, redact_entry, site_key};
use crate::shared::{EVENTS_PER_SEND, Shared};

/// Chunks in flight between the body and the reader.
const CHUNKS: usize = 8;

/// What reading one file gave.
#[derive(Debug, Default)]
pub(crate) struct FileRead {
    pub(crate) format: Option<Format>,
    pub(crate) kind: Option<DocumentKind>,
    /// Entries handed out.
    pub(crate) entries: u64,
    /// Entries of another site.
    pub(crate) foreign: u64,
    /// The sitemaps an index lists, with where.
    pub(crate) children: Vec<(Loc, Provenance)>,
    pub(crate) failure: Option<Failure>,
    /// Bytes received.
    pub(crate) bytes: u64,
}

/// The file a body is read as.
#[derive(Debug, Clone)]
pub(crate) struct FileContext {
    /// The URL asked for.
    pub(crate) asked: Loc,
    /// The URL read, after redirects.
    pub(crate) file: Loc,
    /// The indexes above it.
    pub(crate) indexes: Arc<[Loc]>,
    /// The site being crawled ([`site_key`](crate::policy::site_key)).
    pub(crate) site: Arc<str>,
    /// What the location rule checks its entries against.
    pub(crate) scope: BaseUrl,
}

/// One file's events not yet handed to the caller: they go in chunks of
/// [`EVENTS_PER_SEND`](crate::shared::EVENTS_PER_SEND), and whenever the
/// body stalls (the reader is about to wait for the network), so that no
/// URL found waits on a slow server. The reader and its body share one
/// thread; the lock only makes the outbox shareable between them.
struct Outbox {
    shared: Arc<Shared>,
    pending: Mutex<Vec<FetchEvent>>,
}

impl Outbox {
    fn new(shared: &Arc<Shared>) -> Outbox {
        Outbox {
            shared: Arc::clone(shared),
            pending: Mutex::new(Vec::with_capacity(EVENTS_PER_SEND)),
        }
    }

    fn pending(&self) -> std::sync::MutexGuard<'_, Vec<FetchEvent>> {
        self.pending
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Adds an event; `false` when the caller is gone.
    fn push(&self, event: FetchEvent) -> bool {
        let mut pending = self.pending();
        pending.push(event);
        if pending.len() < EVENTS_PER_SEND {
            return true;
        }
        let chunk = std::mem::replace(&mut *pending, Vec::with_capacity(EVENTS_PER_SEND));
        drop(pending);
        self.shared.events.blocking_send(chunk).is_ok()
    }

    /// Hands over whatever waits; `false` when the caller is gone.
    fn flush(&self) -> bool {
        let chunk = std::mem::take(&mut *self.pending());
        chunk.is_empty() || self.shared.events.blocking_send(chunk).is_ok()
    }
}

/// The chunks the body sends, as a `Read` for the reader, each copied into
/// the cache on its way when the file is to be kept.
struct Chunks {
    rx: mpsc::Receiver<io::Result<Bytes>>,
    /// Flushed before waiting for the network.
    outbox: Arc<Outbox>,
    current: Bytes,
    tee: Option<BodyWriter>,
    /// Set by the pump when the body ended as the server ended it; a
    /// channel closed otherwise (the crawl was dropped) is no whole body.
    whole: Arc<AtomicBool>,
}

impl Chunks {
    fn next_chunk(&mut self) -> Option<io::Result<Bytes>> {
        let chunk = match self.rx.try_recv() {
            Ok(chunk) => chunk,
            Err(mpsc::error::TryRecvError::Disconnected) => return None,
            Err(mpsc::error::TryRecvError::Empty) => {
                self.outbox.flush();
                self.rx.blocking_recv()?
            }
        };
        if let (Ok(bytes), Some(tee)) = (&chunk, &mut self.tee) {
            tee.write(bytes);
        }
        Some(chunk)
    }

    /// Takes the rest of the body (what the reader did not need), so the
    /// copy in the cache is whole; `false` when it broke off.
    fn drain(&mut self) -> bool {
        while let Some(chunk) = self.next_chunk() {
            if chunk.is_err() {
                return false;
            }
        }
        self.whole.load(Ordering::Acquire)
    }
}

impl Read for Chunks {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        while self.current.is_empty() {
            match self.next_chunk() {
                Some(Ok(chunk)) => self.current = chunk,
                Some(Err(error)) => return Err(error),
                None => return Ok(0),
            }
        }
        let n = out.len().min(self.current.len());
        out[..n].copy_from_slice(&self.current[..n]);
        self.current.advance(n);
        Ok(n)
    }
}

/// How fast a body must arrive: at least `rate` bytes a second over each
/// window.
pub(crate) struct Pace {
    rate: u64,
    window: Duration,
    window_start: Instant,
    in_window: u64,
}

impl Pace {
    fn new(options: Option<(u64, Duration)>) -> Option<Pace> {
        let (rate, window) = options?;
        Some(Pace {
            rate,
            window,
            window_start: Instant::now(),
            in_window: 0,
        })
    }

    /// When the current window ends.
    fn check_at(&self) -> Instant {
        self.window_start + self.window
    }

    /// Counts `bytes`; at a window's end, the failure when it fell short.
    fn tick(&mut self, bytes: u64, now: Instant) -> Option<Failure> {
        self.in_window += bytes;
        if now < self.check_at() {
            return None;
        }
        let elapsed = now
            .duration_since(self.window_start)
            .as_secs_f64()
            .max(0.001);
        let achieved = (self.in_window as f64 / elapsed) as u64;
        if achieved < self.rate {
            return Some(Failure::TooSlow {
                bytes_per_second: achieved,
                minimum: self.rate,
            });
        }
        self.window_start = now;
        self.in_window = 0;
        None
    }
}

/// Waits for the next frame of `body` until `deadline`, cutting a body
/// slower than `pace`. `Err` names why the bytes stopped.
pub(crate) async fn next_frame(
    shared: &Shared,
    body: &mut Incoming,
    deadline: Instant,
    pace: &mut Option<Pace>,
) -> Result<Option<Bytes>, Failure> {
    loop {
        let until = pace
            .as_ref()
            .map_or(deadline, |pace| pace.check_at().min(deadline));
        // A caller that dropped its crawl wants nothing more: the body is
        // let go at once, not at its timeout.
        let frame = tokio::select! {
            frame = tokio::time::timeout_at(until.into(), body.frame()) => frame,
            () = shared.events.closed() => {
                return Err(Failure::Connection("the crawl was stopped".to_owned()));
            }
        };
        match frame {
            Err(_) if Instant::now() >= deadline => {
                // The file's deadline is the crawl's when that comes first.
                let crawl_over = shared
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline);
                return Err(if crawl_over {
                    Failure::Budget(Budget::Time)
                } else {
                    Failure::Timeout(Stage::File)
                });
            }
            Err(_) => {
                if let Some(failure) = pace.as_mut().and_then(|p| p.tick(0, Instant::now())) {
                    return Err(failure);
                }
            }
            Ok(None) => return Ok(None),
            Ok(Some(Err(error))) => return Err(Failure::Connection(error.to_string())),
            Ok(Some(Ok(frame))) => {
                let Ok(chunk) = frame.into_data() else {
                    continue;
                };
                if let Some(failure) = pace
                    .as_mut()
                    .and_then(|p| p.tick(chunk.len() as u64, Instant::now()))
                {
                    return Err(failure);
                }
                return Ok(Some(chunk));
            }
        }
    }
}

/// A new pace for a response of this crawl.
pub(crate) fn pace(shared: &Shared) -> Option<Pace> {
    Pace::new(shared.options.min_rate)
}

/// Reads `body`, the file of `context`, until `deadline`; with `keep`, the
/// body goes into the cache with those validators when read whole.
pub(crate) async fn read_body(
    shared: &Arc<Shared>,
    context: FileContext,
    mut body: Incoming,
    deadline: Instant,
    keep: Option<Validators>,
) -> FileRead {
    let (tx, rx) = mpsc::channel::<io::Result<Bytes>>(CHUNKS);
    let reader_shared = Arc::clone(shared);
    let tee = match (&keep, &shared.cache) {
        (Some(_), Some(cache)) => Some(cache.body_writer(&context.asked)),
        _ => None,
    };
    let whole = Arc::new(AtomicBool::new(false));
    let ended = Arc::clone(&whole);
    let reading = tokio::task::spawn_blocking(move || {
        let outbox = Arc::new(Outbox::new(&reader_shared));
        let mut chunks = Chunks {
            rx,
            outbox: Arc::clone(&outbox),
            current: Bytes::new(),
            tee,
            whole,
        };
        let read = read_entries(&reader_shared, &context, &mut chunks, &outbox);
        // Only a body read whole, without a failure, is kept: the rest of
        // it is taken for the cache then, and only then. A reader that
        // stopped (not a sitemap, a limit) drops the body here, which stops
        // the download: a rejected file costs no more of the byte budget.
        // Drained with the cache's writer still in place, so that it takes
        // the rest of the body too.
        if chunks.tee.is_some()
            && keep.is_some()
            && read.failure.is_none()
            && chunks.drain()
            && let (Some(tee), Some(validators)) = (chunks.tee.take(), keep)
        {
            let _ = tee.commit(validators);
        }
        read
    });
    let mut bytes = 0u64;
    let mut pump_failure = None;
    let mut pace = pace(shared);
    loop {
        let chunk = match next_frame(shared, &mut body, deadline, &mut pace).await {
            Ok(Some(chunk)) => chunk,
            Ok(None) => {
                ended.store(true, Ordering::Release);
                break;
            }
            Err(failure) => {
                pump_failure = Some(failure);
                break;
            }
        };
        bytes += chunk.len() as u64;
        let total = shared
            .bytes
            .fetch_add(chunk.len() as u64, Ordering::Relaxed)
            + chunk.len() as u64;
        if total > shared.options.max_bytes {
            pump_failure = Some(Failure::Budget(Budget::Bytes));
            break;
        }
        if tx.send(Ok(chunk)).await.is_err() {
            // The reader stopped: what it found says why.
            break;
        }
    }
    if let Some(failure) = &pump_failure {
        let _ = tx.send(Err(io::Error::other(failure.to_string()))).await;
    }
    drop(tx);
    let mut read = reading.await.unwrap_or_else(|error| FileRead {
        failure: Some(Failure::Connection(format!("the reader failed: {error}"))),
        ..FileRead::default()
    });
    // The pump knows why the bytes stopped; the reader saw only that they
    // did.
    if pump_failure.is_some() {
        read.failure = pump_failure;
    }
    read.bytes = bytes;
    read
}

/// Reads a body kept by the cache (the server said it did not change).
pub(crate) fn read_cached(
    shared: &Arc<Shared>,
    context: &FileContext,
    body: std::fs::File,
) -> FileRead {
    let mut read = read_entries(shared, context, body, &Outbox::new(shared));
    read.bytes = 0;
    read
}

/// The reader over `source`, on a blocking thread: URLs out as events, an
/// index's entries kept for the crawl to follow.
fn read_entries(
    shared: &Arc<Shared>,
    context: &FileContext,
    source: impl Read,
    outbox: &Outbox,
) -> FileRead {
    let FileContext {
        asked,
        file,
        indexes,
        site,
        scope,
    } = context;
    let files = [asked, file];
    let file_sites = [site_key(asked), site_key(file)];
    let mode = if shared.options.strict {
        ReadOptions::strict()
    } else {
        ReadOptions::lenient()
    };
    let options = mode.published_at(file.clone());
    let mut reader = SitemapReader::new(source, options);
    let mut read = FileRead {
        format: reader.format(),
        kind: reader.kind(),
        ..FileRead::default()
    };
    // Events go out through the outbox; whatever waits is handed over
    // before the function returns, so the file's report still follows its
    // entries.
    let send = |event: FetchEvent| outbox.push(event);
    let provenance = |line, column, foreign| Provenance {
        sitemap: file.clone(),
        line,
        column,
        indexes: Arc::clone(indexes),
        foreign,
    };
    while let Some(event) = reader.next() {
        match event {
            ReadEvent::Url(mut url) => {
                let (line, column) = reader.last_entry_position().unwrap_or((0, 0));
                let foreign = !shared.belongs(url.loc(), &files, &file_sites, site);
                if foreign {
                    read.foreign += 1;
                    if !shared.options.keep_foreign {
                        continue;
                    }
                }
                // Credentials in an entry are not handed on either.
                redact_entry(&mut url);
                if shared.entries.fetch_add(1, Ordering::Relaxed) >= shared.options.max_entries {
                    read.failure = Some(Failure::Budget(Budget::Entries));
                    break;
                }
                read.entries += 1;
                let from = provenance(line, column, foreign);
                if !send(FetchEvent::Url { url, from }) {
                    break;
                }
            }
            ReadEvent::IndexEntry(entry) => {
                let (line, column) = reader.last_entry_position().unwrap_or((0, 0));
                read.entries += 1;
                let from = provenance(line, column, false);
                let loc = redact(entry.loc());
                read.children.push((loc.clone(), from.clone()));
                // Credentials in an entry are not handed on.
                let mut listed = sitemap_core::IndexEntry::new(loc);
                if let Some(lastmod) = entry.lastmod() {
                    listed = listed.with_lastmod(lastmod);
                }
                if !send(FetchEvent::IndexEntry {
                    entry: listed,
                    from,
                }) {
                    break;
                }
            }
            ReadEvent::Diagnostic(diagnostic) => {
                if diagnostic.problem().is_fatal() {
                    let not_a_sitemap = matches!(
                        diagnostic.problem(),
                        Problem::NotASitemap { .. } | Problem::HtmlPage | Problem::WrongRoot { .. }
                    );
                    read.failure = Some(if not_a_sitemap {
                        Failure::NotASitemap(diagnostic)
                    } else {
                        Failure::Unreadable(diagnostic)
                    });
                    continue;
                }
                if !location_finding_stands(diagnostic.problem(), &file_sites, scope) {
                    continue;
                }
                if !send(FetchEvent::Diagnostic {
                    file: file.clone(),
                    diagnostic,
                }) {
                    break;
                }
            }
            _ => {}
        }
    }
    outbox.flush();
    read.format = read.format.or(reader.format());
    read.kind = read.kind.or(reader.kind());
    read
}

/// Whether a finding is to be reported: every finding but the location
/// rule's, and those only for an entry of the file's own site outside its
/// scope. An index's sitemap on another site is the crawl's to report (as
/// a skip), an entry of another site is foreign or cross-submitted, and an
/// entry inside the scope breaks no rule.
fn location_finding_stands(problem: &Problem, file_sites: &[String], scope: &BaseUrl) -> bool {
    match problem {
        Problem::OutsideSite { .. } => false,
        Problem::OutsideDirectory { url, .. } => match Loc::parse(url) {
            Ok(entry) => !scope.contains(&entry) && file_sites.contains(&site_key(&entry)),
            Err(_) => true,
        },
        _ => true,
    }
}
