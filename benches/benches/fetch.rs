//! Fetching a site: 1,000,000 URLs in 20 gzip sitemaps and their index,
//! named by robots.txt, served from memory by axum on 127.0.0.1, crawled
//!
//! - `sitemap-fetch`: the library, from the site's root (robots.txt, the
//!   index, the 20 files, every entry handed out and counted);
//! - `usp`: ultimate-sitemap-parser's `sitemap_tree_for_homepage` and
//!   `all_pages()` on the same server, as a Python process (the shared
//!   consumers' venv, `SITEMAP_SHARED_DIR`; left out when it is missing).
//!
//! Both in one run, so the ratio holds on a noisy machine. Peak memory is
//! measured with `/usr/bin/time -f %M` on `sitemap fetch` and on the usp
//! script, and reported in the README.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::Uri;
use axum::response::IntoResponse;
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_bench::Record;
use sitemap_core::{Loc, UrlSetWriter};
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

const FILES: u64 = 20;
const PER_FILE: u64 = 50_000;

/// The site's files by path, made once.
fn site(base: &str) -> HashMap<String, Vec<u8>> {
    let mut files = HashMap::new();
    files.insert(
        "/robots.txt".to_owned(),
        format!("User-agent: *\nSitemap: {base}/sitemap_index.xml\n").into_bytes(),
    );
    let mut index = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for file in 0..FILES {
        let name = format!("/sitemap-{}.xml.gz", file + 1);
        index.push_str(&format!("<sitemap><loc>{base}{name}</loc></sitemap>\n"));
        let mut writer = UrlSetWriter::new(GzEncoder::new(Vec::new(), Compression::default()));
        for i in file * PER_FILE..(file + 1) * PER_FILE {
            let mut url = Record::new(i).to_ours();
            // The records' own host, moved under the server's.
            let path = url
                .loc()
                .as_str()
                .split_once(".com")
                .map_or("/", |(_, p)| p)
                .to_owned();
            url.set_loc(Loc::parse(&format!("{base}{path}")).expect("a URL"));
            writer.write(&url).expect("written");
        }
        let gzip = writer
            .finish()
            .expect("finished")
            .finish()
            .expect("gzipped");
        files.insert(name, gzip);
    }
    index.push_str("</sitemapindex>\n");
    files.insert("/sitemap_index.xml".to_owned(), index.into_bytes());
    files
}

async fn serve(State(files): State<Arc<HashMap<String, Vec<u8>>>>, uri: Uri) -> impl IntoResponse {
    match files.get(uri.path()) {
        Some(bytes) => (axum::http::StatusCode::OK, bytes.clone()),
        None => (axum::http::StatusCode::NOT_FOUND, Vec::new()),
    }
}

fn usp_python() -> Option<PathBuf> {
    let python =
        PathBuf::from(std::env::var_os("SITEMAP_SHARED_DIR")?).join("consumers/.venv/bin/python");
    python.is_file().then_some(python)
}

fn fetch(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .expect("bound");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    let files = Arc::new(site(&base));
    let app = Router::new().fallback(serve).with_state(files);
    runtime.spawn(async move { axum::serve(listener, app).await });
    let root = Loc::parse(&format!("{base}/")).expect("a URL");

    let mut group = c.benchmark_group("fetch_1000000");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat);
    group.bench_function("sitemap-fetch", |b| {
        b.iter(|| {
            let urls = runtime.block_on(async {
                let mut crawl = Fetcher::new(FetchOptions::default()).site(root.clone());
                let mut urls = 0u64;
                while let Some(event) = crawl.next().await {
                    if let FetchEvent::Url { .. } = event {
                        urls += 1;
                    }
                }
                urls
            });
            assert_eq!(urls, FILES * PER_FILE);
        });
    });
    if let Some(python) = usp_python() {
        let script = std::env::temp_dir().join("sitemap-bench-usp.py");
        let mut file = std::fs::File::create(&script).expect("created");
        file.write_all(
            b"import sys\nfrom usp.tree import sitemap_tree_for_homepage\ntree = sitemap_tree_for_homepage(sys.argv[1])\nprint(sum(1 for _ in tree.all_pages()))\n",
        )
        .expect("written");
        group.bench_function("usp", |b| {
            b.iter(|| {
                let output = Command::new(&python)
                    .arg(&script)
                    .arg(root.as_str())
                    .output()
                    .expect("python runs");
                let count = String::from_utf8_lossy(&output.stdout);
                assert_eq!(
                    count.trim(),
                    (FILES * PER_FILE).to_string(),
                    "{}",
                    String::from_utf8_lossy(&output.stderr)
                );
            });
        });
    } else {
        eprintln!("usp left out: SITEMAP_SHARED_DIR names no installed consumers");
    }
    group.finish();
}

criterion_group!(benches, fetch);
criterion_main!(benches);
