//! Serving one 50,000-entry sitemap file over HTTP on 127.0.0.1 (axum's
//! server, hyper's client reading the body frame by frame): the same bytes
//! as a static file already in memory (`static_file`, the limit: the cost
//! of the transfer alone), from a hand-written handler that runs the
//! streaming writer into a buffer and sends it whole (`handler`), and from
//! a section of sitemap-axum, generated and streamed entry by entry
//! (`section`). The handler and the section make each entry from the same
//! record as they go. Ratios are taken in the same run.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use axum::routing::get;
use bytes::Bytes;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use sitemap_axum::{EntrySink, Section, SectionError, SectionFile, Sitemaps, SitemapsRouter};
use sitemap_bench::{CHUNK, Record};
use sitemap_core::{BaseUrl, UrlSetWriter};

struct Records(Arc<Vec<Record>>);

impl Section for Records {
    fn name(&self) -> &str {
        "records"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.0.len() as u64)
    }
    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let rows = self
            .0
            .iter()
            .skip(file.offset as usize)
            .take(file.len as usize);
        for record in rows {
            sink.send(record.to_ours()).await?;
        }
        Ok(())
    }
}

/// The hand-written handler: the writer into a buffer, sent whole.
fn handwritten(records: &[Record]) -> Vec<u8> {
    let mut writer = UrlSetWriter::new(Vec::with_capacity(8 << 20));
    for record in records {
        writer.write(&record.to_ours()).expect("valid entries");
    }
    writer.finish().expect("written")
}

fn serve(c: &mut Criterion) {
    let records = Arc::new(Record::many(CHUNK));
    let file = Bytes::from(handwritten(&records));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let sitemaps = Sitemaps::new(BaseUrl::parse("https://www.example.com").expect("a base"))
        .section(Records(Arc::clone(&records)))
        .router()
        .expect("configured");
    let app = axum::Router::new()
        .route(
            "/static.xml",
            get({
                let file = file.clone();
                move || async move { file }
            }),
        )
        .route(
            "/handler.xml",
            get({
                let records = Arc::clone(&records);
                move || async move { handwritten(&records) }
            }),
        )
        .merge(sitemaps);
    let origin = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let origin = format!("http://{}", listener.local_addr().expect("bound"));
        tokio::spawn(async move { axum::serve(listener, app).await });
        origin
    });
    let client = Client::builder(TokioExecutor::new()).build_http::<Empty<Bytes>>();
    // The body's length, read frame by frame as a crawler reads it.
    let fetch = |path: &str| {
        let uri = format!("{origin}{path}").parse().expect("a URI");
        runtime.block_on(async {
            let mut body = client.get(uri).await.expect("a response").into_body();
            let mut length = 0;
            while let Some(frame) = body.frame().await {
                length += frame.expect("whole").data_ref().map_or(0, Bytes::len);
            }
            length
        })
    };
    for path in ["/static.xml", "/handler.xml", "/sitemap.xml"] {
        assert_eq!(fetch(path), file.len(), "{path} serves the same bytes");
    }

    let mut group = c.benchmark_group(format!("serve_{CHUNK}"));
    group
        .throughput(Throughput::Elements(CHUNK as u64))
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sampling_mode(SamplingMode::Flat);
    for (name, path) in [
        ("static_file", "/static.xml"),
        ("handler", "/handler.xml"),
        ("section", "/sitemap.xml"),
    ] {
        group.bench_function(name, |b| b.iter(|| black_box(fetch(path))));
    }
    group.finish();
}

criterion_group!(benches, serve);
criterion_main!(benches);
