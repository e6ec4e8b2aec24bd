//! The `sitemap` command against the tools a user would otherwise run, as
//! whole processes, ratios in one run:
//!
//! - `validate_50000`: `sitemap validate --format json` on a 50,000-URL
//!   sitemap against `xmllint --noout --schema` with the official sitemap
//!   XSD (ours when `SITEMAP_SHARED_DIR` is not set) on the same file;
//! - `convert_1000000`: `sitemap convert --to ndjson` of a 1,000,000-URL
//!   sitemap against the library floor: the reader and serde_json in a
//!   loop in this process, what the `inspect` example does, with no limit
//!   on entries.
//!
//! The command is the release build of `sitemap-cli` (built here when
//! missing). Peak memory is reported in the README, measured with
//! `/usr/bin/time -f %M`.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::hint::black_box;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use sitemap_bench::Record;
use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The release `sitemap` binary.
fn sitemap() -> PathBuf {
    let binary = workspace().join("target/release/sitemap");
    if !binary.exists() {
        let status = Command::new(env!("CARGO"))
            .args(["build", "--release", "-p", "sitemap-cli"])
            .status()
            .expect("cargo runs");
        assert!(status.success(), "building sitemap-cli failed");
    }
    binary
}

/// A sitemap of `n` synthetic URLs, in the bytes our writer writes (past
/// the protocol's count when asked: the reader reads on, and so does
/// `convert`).
fn document(n: usize) -> PathBuf {
    let path = workspace().join(format!("target/bench-cli-{n}.xml"));
    if path.exists() {
        return path;
    }
    let mut out = BufWriter::new(std::fs::File::create(&path).expect("created"));
    out.write_all(sitemap_bench::HEADER.as_bytes())
        .expect("written");
    let mut line = Vec::new();
    for i in 0..n as u64 {
        line.clear();
        sitemap_bench::format_url(&mut line, &Record::new(i));
        out.write_all(&line).expect("written");
    }
    out.write_all(sitemap_bench::FOOTER.as_bytes())
        .expect("written");
    out.flush().expect("written");
    path
}

fn schema() -> PathBuf {
    match std::env::var_os("SITEMAP_SHARED_DIR").filter(|v| !v.is_empty()) {
        Some(shared) => PathBuf::from(shared).join("reference-schemas/sitemap-0.9.xsd"),
        None => workspace().join("schemas/sitemap.xsd"),
    }
}

fn run(command: &mut Command) {
    let status = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("the program runs");
    black_box(status);
}

fn cli(c: &mut Criterion) {
    let sitemap = sitemap();
    let small = document(50_000);
    let large = document(1_000_000);

    let mut group = c.benchmark_group("validate_50000");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat);
    group.bench_function("xmllint", |b| {
        b.iter(|| {
            run(Command::new("xmllint")
                .arg("--noout")
                .arg("--schema")
                .arg(schema())
                .arg(&small));
        });
    });
    group.bench_function("sitemap", |b| {
        b.iter(|| {
            run(Command::new(&sitemap)
                .args(["validate", "--format", "json"])
                .arg(&small))
        });
    });
    group.finish();

    let mut group = c.benchmark_group("convert_1000000");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(20))
        .sampling_mode(SamplingMode::Flat);
    group.bench_function("library", |b| {
        b.iter(|| {
            let options = ReadOptions::lenient()
                .max_entries(u64::MAX)
                .max_bytes(u64::MAX);
            let file = io::BufReader::new(std::fs::File::open(&large).unwrap());
            let mut out = BufWriter::new(io::sink());
            for event in SitemapReader::new(file, options) {
                if let ReadEvent::Url(url) = event {
                    serde_json::to_writer(&mut out, &url).unwrap();
                    out.write_all(b"\n").unwrap();
                }
            }
            out.flush().unwrap();
        });
    });
    group.bench_function("sitemap", |b| {
        b.iter(|| {
            run(Command::new(&sitemap)
                .arg("convert")
                .arg(&large)
                .args(["--to", "ndjson"]))
        });
    });
    group.finish();
}

criterion_group!(benches, cli);
criterion_main!(benches);
