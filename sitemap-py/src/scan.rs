//! `scan`: a whole site crawled by the fetcher, with its budgets and
//! policies, into the columns of its Parquet output.

use std::collections::HashMap;
use std::time::Duration;

use arrow_array::RecordBatch;
use pyo3::prelude::*;
use sitemap_core::Loc;
use sitemap_core::export::parquet::{Batcher, schema};
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, Summary};

use crate::table::ArrowTable;

/// Rows per record batch handed out: the Parquet export's row group.
const ROWS_PER_BATCH: usize = 65_536;

/// Crawls `start` (a site's root, or a sitemap or index URL) with the GIL
/// released, and returns every URL entry found with its provenance; the
/// crawl's summary is the schema's `sitemap.summary` metadata (JSON).
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
    py: Python<'_>,
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
) -> PyResult<ArrowTable> {
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
    let full = schema(true);
    let projection = match &columns {
        Some(names) => Some(
            names
                .iter()
                .map(|name| {
                    full.index_of(name).map_err(|_| {
                        crate::error(format!(
                            "scan has no column {name:?}; its columns are {}",
                            full.fields()
                                .iter()
                                .map(|f| f.name().as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    })
                })
                .collect::<PyResult<Vec<usize>>>()?,
        ),
        None => None,
    };
    let crawled = py.detach(|| crawl(options, start, projection.as_deref()));
    let (batches, summary) = crawled.map_err(crate::error)?;
    let table_schema = match &projection {
        Some(indices) => std::sync::Arc::new(
            full.project(indices)
                .map_err(|e| crate::error(e.to_string()))?,
        ),
        None => full,
    };
    let metadata = HashMap::from([("sitemap.summary".to_owned(), summary_json(&summary))]);
    ArrowTable::new(table_schema, batches, metadata).map_err(|e| crate::error(e.to_string()))
}

/// The columns `scan` returns, as a table of no rows: what a lazy reader
/// (Polars) needs before anything is fetched.
#[pyfunction]
pub(crate) fn scan_schema() -> PyResult<ArrowTable> {
    ArrowTable::new(schema(true), Vec::new(), HashMap::new())
        .map_err(|e| crate::error(e.to_string()))
}

/// The crawl, on a runtime of its own: its rows in batches (only the
/// `projection`'s columns, when given) and its summary.
fn crawl(
    options: FetchOptions,
    start: Loc,
    projection: Option<&[usize]>,
) -> Result<(Vec<RecordBatch>, Summary), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the network runtime: {e}"))?;
    let fetcher = Fetcher::new(options);
    let mut batcher = Batcher::new(true);
    let mut batches = Vec::new();
    let cut = |batcher: &mut Batcher, batches: &mut Vec<RecordBatch>| {
        let batch = batcher.batch().map_err(|e| e.to_string())?;
        let batch = match projection {
            Some(indices) => batch.project(indices).map_err(|e| e.to_string())?,
            None => batch,
        };
        batches.push(batch);
        Ok::<(), String>(())
    };
    let summary = runtime.block_on(async {
        let mut crawl = fetcher.urls([start]);
        let mut summary = None;
        while let Some(event) = crawl.next().await {
            match event {
                FetchEvent::Url { url, from } => {
                    batcher.push(&url, Some(&from));
                    if batcher.len() >= ROWS_PER_BATCH {
                        cut(&mut batcher, &mut batches)?;
                    }
                }
                FetchEvent::Done(done) => summary = Some(done),
                _ => {}
            }
        }
        summary.ok_or_else(|| "the crawl ended without its summary".to_owned())
    })?;
    if !batcher.is_empty() || batches.is_empty() {
        cut(&mut batcher, &mut batches)?;
    }
    Ok((batches, summary))
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
