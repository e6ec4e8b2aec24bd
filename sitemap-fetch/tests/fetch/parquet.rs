//! The Parquet output read back by readers that are not ours, every row
//! compared with the entries the crawl handed out: the `parquet` crate's
//! own reader always, and pyarrow (Arrow's C++ implementation, what
//! Polars, pandas and Spark's Python side read with) when the shared
//! consumers are installed (`SITEMAP_SHARED_DIR`, as `.ci/run` sets it).

use crate::site;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use arrow_array::Array;
use arrow_array::cast::AsArray;
use arrow_array::types::{Int32Type, Int64Type};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use serde_json::{Value, json};
use sitemap_core::Loc;
use sitemap_core::export::parquet::ParquetSink;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

/// The rows expected, as JSON objects of the columns compared.
fn expected_row(url: &sitemap_core::Url, from: &sitemap_fetch::Provenance) -> Value {
    json!({
        "url": url.loc().as_str(),
        "url_host_name": "127.0.0.1",
        "lastmod": url.lastmod().map(|l| l.to_string()),
        "image_count": url.images().len(),
        "sitemap": from.sitemap.as_str(),
        "sitemap_line": from.line,
        "sitemap_depth": from.indexes.len(),
        "sitemap_parent": from.indexes.last().map(Loc::as_str),
    })
}

async fn crawl_into(path: &Path) -> Vec<Value> {
    let (base, _log) = site::start(true).await;
    let options = FetchOptions::default()
        .first_byte_timeout(Duration::from_millis(600))
        .retries(2, Duration::from_millis(20), Duration::from_secs(2));
    let mut crawl = Fetcher::new(options).site(Loc::parse(&format!("{base}/")).unwrap());
    let mut sink = ParquetSink::new(std::fs::File::create(path).unwrap(), true).unwrap();
    let mut expected = Vec::new();
    while let Some(event) = crawl.next().await {
        if let FetchEvent::Url { url, from } = event {
            expected.push(expected_row(&url, &from));
            sink.push(&url, Some(&from)).unwrap();
        }
    }
    sink.finish().unwrap();
    expected
}

fn read_with_the_parquet_crate(path: &Path) -> Vec<Value> {
    let file = std::fs::File::open(path).unwrap();
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .unwrap()
        .build()
        .unwrap();
    let mut rows = Vec::new();
    for batch in reader {
        let batch = batch.unwrap();
        let text = |name: &str, i: usize| {
            let column = batch.column_by_name(name).unwrap().as_string::<i32>();
            (!column.is_null(i)).then(|| column.value(i).to_owned())
        };
        let int32 = |name: &str, i: usize| {
            batch
                .column_by_name(name)
                .unwrap()
                .as_primitive::<Int32Type>()
                .value(i)
        };
        let lines = batch
            .column_by_name("sitemap_line")
            .unwrap()
            .as_primitive::<Int64Type>();
        for i in 0..batch.num_rows() {
            rows.push(json!({
                "url": text("url", i),
                "url_host_name": text("url_host_name", i),
                "lastmod": text("lastmod", i),
                "image_count": int32("image_count", i),
                "sitemap": text("sitemap", i),
                "sitemap_line": lines.value(i),
                "sitemap_depth": int32("sitemap_depth", i),
                "sitemap_parent": text("sitemap_parent", i),
            }));
        }
    }
    rows
}

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("sitemap-fetch-{}-{name}", std::process::id()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_row_reads_back_through_the_parquet_crate() {
    let path = scratch("crate.parquet");
    let expected = crawl_into(&path).await;
    assert_eq!(expected.len(), 13);
    assert_eq!(read_with_the_parquet_crate(&path), expected);
    std::fs::remove_file(&path).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_row_reads_back_through_pyarrow() {
    let python = std::env::var_os("SITEMAP_SHARED_DIR")
        .map(|shared| PathBuf::from(shared).join("consumers/.venv/bin/python"))
        .filter(|python| python.is_file());
    let Some(python) = python else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must set SITEMAP_SHARED_DIR and install the consumers (.ci/run does)"
        );
        eprintln!("SKIPPED: pyarrow (the shared consumers are not installed)");
        return;
    };
    let path = scratch("pyarrow.parquet");
    let expected = crawl_into(&path).await;
    let script = r#"
import json, sys
import pyarrow.parquet as pq
table = pq.read_table(sys.argv[1])
columns = ["url", "url_host_name", "lastmod", "image_count", "sitemap", "sitemap_line", "sitemap_depth", "sitemap_parent"]
print(json.dumps(table.select(columns).to_pylist()))
"#;
    let output = Command::new(python)
        .arg("-c")
        .arg(script)
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let rows: Vec<Value> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(rows, expected);
    std::fs::remove_file(&path).unwrap();
}
