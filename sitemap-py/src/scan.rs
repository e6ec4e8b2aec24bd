//! `scan`: a whole site crawled by the fetcher, with its budgets and
//! policies, into the columns of its Parquet output, as a stream of record
//! batches: memory holds the batches the caller has not taken yet (two at
//! most), whatever the size of the site.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use arrow_array::{RecordBatch, RecordBatchReader};
use arrow_schema::{ArrowError, SchemaRef};
use pyo3::prelude::*;
use pyo3::types::PyCapsule;
use sitemap_core::Loc;
use sitemap_core::export::parquet::{Batcher, schema};
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, Summary};

use crate::batch::Batch;
use crate::table::ArrowTable;

/// Rows per record batch handed out: small enough that a consumer that
/// writes or counts them holds little, large enough that Arrow's per-batch
/// costs vanish.
const ROWS_PER_BATCH: usize = 4_096;

/// Batches waiting for the caller before the crawl waits for it.
const BATCHES_IN_FLIGHT: usize = 1;

/// How often a crawl waiting on the network looks whether its reader is
/// gone.
const STOP_CHECK: Duration = Duration::from_millis(100);

/// A crawl under way, read as an Arrow stream once; its summary is there
/// when the stream has ended. Dropping it unread, or dropping the stream
/// taken from it, stops the crawl.
#[pyclass(module = "sitemap_core._native")]
pub(crate) struct ScanStream {
    schema: SchemaRef,
    stop: Arc<AtomicBool>,
    /// Behind a lock only because Python may share the object between
    /// threads.
    batches: Mutex<Stream>,
    summary: Arc<Mutex<Option<String>>>,
}

/// Where a scan's stream is.
enum Stream {
    /// Being read by iteration, or not yet read.
    Open(Receiver<Result<RecordBatch, String>>),
    /// Handed to an Arrow reader through `__arrow_c_stream__`.
    Handed,
    /// Read to its end.
    Ended,
}

/// The batches of a crawl, as Arrow's reader of a stream takes them.
struct Batches {
    schema: SchemaRef,
    batches: Receiver<Result<RecordBatch, String>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Batches {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
    }
}

impl Drop for ScanStream {
    fn drop(&mut self) {
        let unread = self
            .batches
            .lock()
            .map_or(true, |slot| matches!(*slot, Stream::Open(_)));
        if unread {
            self.stop.store(true, Ordering::Release);
        }
    }
}

impl Iterator for Batches {
    type Item = Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        // The crawl's thread ends the stream by hanging up.
        let next = self.batches.recv().ok()?;
        Some(next.map_err(|message| ArrowError::ExternalError(message.into())))
    }
}

impl RecordBatchReader for Batches {
    fn schema(&self) -> SchemaRef {
        Arc::clone(&self.schema)
    }
}

#[pymethods]
impl ScanStream {
    /// The Arrow PyCapsule interface: the batches as they are crawled.
    #[pyo3(signature = (requested_schema = None))]
    fn __arrow_c_stream__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyCapsule>> {
        // A hint the producer may ignore (the interface's own words).
        let _ = requested_schema;
        let mut slot = self
            .batches
            .lock()
            .map_err(|_| crate::error("this scan failed while another thread read it"))?;
        let batches = match std::mem::replace(&mut *slot, Stream::Handed) {
            Stream::Open(batches) => batches,
            Stream::Handed => {
                return Err(crate::error(
                    "this scan was handed to an Arrow reader already; read it there, or call \
                     scan again for another",
                ));
            }
            Stream::Ended => {
                *slot = Stream::Ended;
                return Err(crate::error(
                    "this scan was read to its end already; call scan again for another",
                ));
            }
        };
        let reader = Batches {
            schema: Arc::clone(&self.schema),
            batches,
            stop: Arc::clone(&self.stop),
        };
        crate::table::stream_capsule(py, Box::new(reader))
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next batch as it is crawled, the GIL released while the crawl
    /// finds it (and taken back every [`STOP_CHECK`] for Ctrl-C); `None`
    /// (the end of iteration) once the crawl has ended. Iteration and
    /// `__arrow_c_stream__` share one stream: the capsule takes what
    /// iteration has not.
    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Batch>> {
        loop {
            let next = py.detach(|| {
                let mut slot = self
                    .batches
                    .lock()
                    .map_err(|_| "this scan failed while another thread read it".to_owned())?;
                let batches = match &*slot {
                    Stream::Open(batches) => batches,
                    Stream::Ended => return Ok(Some(None)),
                    Stream::Handed => {
                        return Err("this scan was handed to an Arrow reader; read it there, \
                                    or call scan again to iterate"
                            .to_owned());
                    }
                };
                match batches.recv_timeout(STOP_CHECK) {
                    Ok(batch) => batch.map(|batch| Some(Some(batch))),
                    Err(RecvTimeoutError::Timeout) => Ok(None),
                    // The crawl's thread ends the stream by hanging up.
                    Err(RecvTimeoutError::Disconnected) => {
                        *slot = Stream::Ended;
                        Ok(Some(None))
                    }
                }
            });
            match next.map_err(crate::error)? {
                Some(batch) => return Ok(batch.map(Batch::new)),
                // Nothing yet: a Ctrl-C raises here, and stops the crawl
                // (the batches it sent stay readable).
                None => {
                    if let Err(interrupted) = py.check_signals() {
                        self.stop.store(true, Ordering::Release);
                        return Err(interrupted);
                    }
                }
            }
        }
    }

    /// The crawl's summary as JSON: counts, failures and skips by kind, and
    /// the budget that ran out (`null` when none did); `None` until the
    /// stream has ended.
    fn summary(&self) -> Option<String> {
        self.summary.lock().ok().and_then(|summary| summary.clone())
    }
}

/// Starts crawling `start` (a site's root, or a sitemap or index URL) on a
/// thread of its own and returns its URL entries as a stream, with their
/// provenance.
#[pyfunction]
#[pyo3(signature = (
    start,
    *,
    max_files = None,
    max_bytes = None,
    max_entries = None,
    max_time = None,
    allow_hosts = Vec::new(),
    allow_private_addresses = false,
    cache = None,
    user_agent = None,
    keep_foreign = false,
    columns = None,
))]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments, one each.
pub(crate) fn scan(
    start: &str,
    max_files: Option<u64>,
    max_bytes: Option<u64>,
    max_entries: Option<u64>,
    max_time: Option<f64>,
    allow_hosts: Vec<String>,
    allow_private_addresses: bool,
    cache: Option<std::path::PathBuf>,
    user_agent: Option<String>,
    keep_foreign: bool,
    columns: Option<Vec<String>>,
) -> PyResult<ScanStream> {
    let start = Loc::parse(start.trim()).map_err(|e| {
        crate::error(format!(
            "{start:?} is not a site or sitemap URL to scan: {e}"
        ))
    })?;
    let mut options = FetchOptions::default()
        .allow_private_addresses(allow_private_addresses)
        .keep_foreign_entries(keep_foreign);
    if let Some(files) = max_files {
        options = options.max_files(files);
    }
    if let Some(bytes) = max_bytes {
        options = options.max_bytes(bytes);
    }
    if let Some(entries) = max_entries {
        options = options.max_entries(entries);
    }
    if let Some(seconds) = max_time {
        let time = Duration::try_from_secs_f64(seconds).map_err(|_| {
            crate::error(format!(
                "max_time={seconds} is not a time: give seconds, a positive number"
            ))
        })?;
        options = options.max_time(time);
    }
    for host in allow_hosts {
        options = options.allow_host(host);
    }
    if let Some(dir) = cache {
        options = options.cache(dir);
    }
    if let Some(agent) = user_agent {
        options = options.user_agent(agent);
    }
    let (projection, stream_schema) = projected(columns.as_deref())?;
    let (sender, receiver) = sync_channel(BATCHES_IN_FLIGHT);
    let summary = Arc::new(Mutex::new(None));
    let written = Arc::clone(&summary);
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    std::thread::Builder::new()
        .name("sitemap-scan".to_owned())
        .spawn(move || {
            let result = crawl(options, start, projection.as_deref(), &sender, &stopped);
            match result {
                Ok(done) => {
                    if let Ok(mut slot) = written.lock() {
                        *slot = Some(summary_json(&done));
                    }
                }
                Err(message) => {
                    let _ = sender.send(Err(message));
                }
            }
            // Hanging up ends the stream, after the summary is set.
            drop(sender);
        })
        .map_err(|e| crate::error(format!("cannot start the scan's thread: {e}")))?;
    Ok(ScanStream {
        schema: stream_schema,
        stop,
        batches: Mutex::new(Stream::Open(receiver)),
        summary,
    })
}

/// The places of `columns` among `scan`'s, and the schema they make;
/// every column when `None`.
fn projected(columns: Option<&[String]>) -> PyResult<(Option<Vec<usize>>, SchemaRef)> {
    let full = schema(true);
    let Some(names) = columns else {
        return Ok((None, full));
    };
    let indices = names
        .iter()
        .map(|name| {
            full.index_of(name).map_err(|_| {
                let known: Vec<&str> = full.fields().iter().map(|f| f.name().as_str()).collect();
                crate::error(format!(
                    "scan has no column {name:?}; its columns are {}",
                    known.join(", ")
                ))
            })
        })
        .collect::<PyResult<Vec<usize>>>()?;
    let projected = full
        .project(&indices)
        .map_err(|e| crate::error(e.to_string()))?;
    Ok((Some(indices), Arc::new(projected)))
}

/// The columns `scan` returns (only `columns`, when given), as a table of
/// no rows: what a lazy reader (Polars) or a Spark `mapInArrow` declares
/// before anything is fetched.
#[pyfunction]
#[pyo3(signature = (*, columns = None))]
pub(crate) fn scan_schema(columns: Option<Vec<String>>) -> PyResult<ArrowTable> {
    let (_, schema) = projected(columns.as_deref())?;
    ArrowTable::new(schema, Vec::new(), HashMap::new()).map_err(|e| crate::error(e.to_string()))
}

/// The crawl, on a runtime of its own: its rows sent in batches (only the
/// `projection`'s columns, when given) as they are found; its summary.
/// A caller that stops reading (`stop`) stops the crawl, within
/// [`STOP_CHECK`] even while it waits on the network.
fn crawl(
    options: FetchOptions,
    start: Loc,
    projection: Option<&[usize]>,
    out: &SyncSender<Result<RecordBatch, String>>,
    stop: &AtomicBool,
) -> Result<Summary, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the network runtime: {e}"))?;
    let fetcher = Fetcher::new(options);
    let mut batcher = Batcher::new(true);
    // Whether the batch went out: `false` when the caller stopped reading.
    let send = |batcher: &mut Batcher| -> Result<bool, String> {
        let batch = batcher.batch().map_err(|e| e.to_string())?;
        let batch = match projection {
            Some(indices) => batch.project(indices).map_err(|e| e.to_string())?,
            None => batch,
        };
        Ok(out.send(Ok(batch)).is_ok())
    };
    runtime.block_on(async {
        let mut crawl = fetcher.urls([start]);
        let mut summary = None;
        loop {
            if stop.load(Ordering::Acquire) {
                return Err("the caller stopped reading".to_owned());
            }
            // `Crawl::next` may be cancelled: the event waits for the next call.
            let event = tokio::select! {
                event = crawl.next() => event,
                () = tokio::time::sleep(STOP_CHECK) => continue,
            };
            let Some(event) = event else { break };
            match event {
                FetchEvent::Url { url, from } => {
                    batcher.push(&url, Some(&from));
                    if batcher.len() >= ROWS_PER_BATCH && !send(&mut batcher)? {
                        return Err("the caller stopped reading".to_owned());
                    }
                }
                FetchEvent::Done(done) => summary = Some(done),
                _ => {}
            }
        }
        if !batcher.is_empty() {
            send(&mut batcher)?;
        }
        summary.ok_or_else(|| "the crawl ended without its summary".to_owned())
    })
}

/// The summary as one JSON object: counts, failures and skips by kind,
/// and the budget that ran out (`null` when none did).
fn summary_json(summary: &Summary) -> String {
    serde_json::json!({
        "files_read": summary.files_read,
        "files_unchanged": summary.files_unchanged,
        "files_failed": summary.files_failed,
        "skipped": summary.skipped,
        "urls": summary.urls,
        "bytes": summary.bytes,
        "failures": summary.failures,
        "skips": summary.skips,
        "foreign": summary.foreign,
        // Named as the keyword argument that set it: `max_files`.
        "budget": summary.budget.as_ref().map(|budget| format!("max_{budget}")),
    })
    .to_string()
}
