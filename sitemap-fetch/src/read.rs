//! A response body read as it arrives: the async side pumps its chunks
//! into a bounded channel, the reader runs on a blocking thread over them,
//! and its entries go out as events. Memory holds a few chunks and one
//! entry, whatever the file's size.

use std::io::{self, Read};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use bytes::{Buf, Bytes};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use sitemap_core::Loc;
use sitemap_core::read::{DocumentKind, Format, Problem, ReadEvent, ReadOptions, SitemapReader};
use tokio::sync::mpsc;

use crate::event::{Budget, Failure, FetchEvent, Provenance, Stage};
use crate::shared::Shared;

/// Chunks in flight between the body and the reader.
const CHUNKS: usize = 8;

/// The most of a body kept to cache an index.
const MAX_CACHED_BODY: usize = 16 << 20;

/// What reading one file gave.
#[derive(Debug, Default)]
pub(crate) struct FileRead {
    pub(crate) format: Option<Format>,
    pub(crate) kind: Option<DocumentKind>,
    /// Entries handed out.
    pub(crate) entries: u64,
    /// The sitemaps an index lists, with where.
    pub(crate) children: Vec<(Loc, Provenance)>,
    pub(crate) failure: Option<Failure>,
    /// Bytes received.
    pub(crate) bytes: u64,
    /// The body, when it is wanted for the cache and small enough.
    pub(crate) body: Option<Vec<u8>>,
}

/// The chunks the body sends, as a `Read` for the reader.
struct Chunks {
    rx: mpsc::Receiver<io::Result<Bytes>>,
    current: Bytes,
}

impl Read for Chunks {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        while self.current.is_empty() {
            match self.rx.blocking_recv() {
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

/// Reads `body`, the file at `file` (after redirects), listed under
/// `indexes`, until `deadline`.
pub(crate) async fn read_body(
    shared: &Arc<Shared>,
    file: Loc,
    indexes: Arc<[Loc]>,
    mut body: Incoming,
    deadline: Instant,
    keep_body: bool,
) -> FileRead {
    let (tx, rx) = mpsc::channel::<io::Result<Bytes>>(CHUNKS);
    let reader_shared = Arc::clone(shared);
    let reading = tokio::task::spawn_blocking(move || {
        read_chunks(
            &reader_shared,
            file,
            indexes,
            Chunks {
                rx,
                current: Bytes::new(),
            },
        )
    });
    let mut bytes = 0u64;
    let mut kept = keep_body.then(Vec::new);
    let mut pump_failure = None;
    loop {
        let frame = match tokio::time::timeout_at(deadline.into(), body.frame()).await {
            Err(_) => {
                // The file's deadline is the crawl's when that comes first.
                let crawl_over = shared
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline);
                pump_failure = Some(if crawl_over {
                    Failure::Budget(Budget::Time)
                } else {
                    Failure::Timeout(Stage::File)
                });
                break;
            }
            Ok(None) => break,
            Ok(Some(Err(error))) => {
                pump_failure = Some(Failure::Connection(error.to_string()));
                break;
            }
            Ok(Some(Ok(frame))) => frame,
        };
        let Ok(chunk) = frame.into_data() else {
            continue;
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
        if let Some(body) = &mut kept {
            if body.len() + chunk.len() <= MAX_CACHED_BODY {
                body.extend_from_slice(&chunk);
            } else {
                kept = None;
            }
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
    read.body = kept;
    read
}

/// Reads bytes already in memory (a cached index).
pub(crate) fn read_cached(
    shared: &Arc<Shared>,
    file: Loc,
    indexes: Arc<[Loc]>,
    body: Vec<u8>,
) -> FileRead {
    let (tx, rx) = mpsc::channel(1);
    // A channel of one chunk, sent before reading starts.
    let _ = tx.try_send(Ok(Bytes::from(body)));
    drop(tx);
    read_chunks(
        shared,
        file,
        indexes,
        Chunks {
            rx,
            current: Bytes::new(),
        },
    )
}

/// The reader over `chunks`, on a blocking thread: URLs out as events,
/// an index's entries kept for the crawl to follow.
fn read_chunks(shared: &Arc<Shared>, file: Loc, indexes: Arc<[Loc]>, chunks: Chunks) -> FileRead {
    let options = ReadOptions::lenient().published_at(file.clone());
    let mut reader = SitemapReader::new(chunks, options);
    let mut read = FileRead {
        format: reader.format(),
        kind: reader.kind(),
        ..FileRead::default()
    };
    let send = |event: FetchEvent| shared.events.blocking_send(event).is_ok();
    while let Some(event) = reader.next() {
        match event {
            ReadEvent::Url(url) => {
                let (line, column) = reader.last_entry_position().unwrap_or((0, 0));
                let from = Provenance {
                    sitemap: file.clone(),
                    line,
                    column,
                    indexes: Arc::clone(&indexes),
                };
                if shared.entries.fetch_add(1, Ordering::Relaxed) >= shared.options.max_entries {
                    read.failure = Some(Failure::Budget(Budget::Entries));
                    break;
                }
                read.entries += 1;
                if !send(FetchEvent::Url { url, from }) {
                    break;
                }
            }
            ReadEvent::IndexEntry(entry) => {
                let (line, column) = reader.last_entry_position().unwrap_or((0, 0));
                read.entries += 1;
                read.children.push((
                    entry.loc().clone(),
                    Provenance {
                        sitemap: file.clone(),
                        line,
                        column,
                        indexes: Arc::clone(&indexes),
                    },
                ));
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
                if shared.cross_submitted(&file, diagnostic.problem()) {
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
    read.format = read.format.or(reader.format());
    read.kind = read.kind.or(reader.kind());
    read
}
