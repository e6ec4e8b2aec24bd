//! Writing an extension-heavy sitemap: 50,000 URLs, each with three images
//! and four hreflang alternates, every tenth with a video, from values
//! built beforehand, into a reused buffer. Rows: a hand-written formatter
//! writing the same bytes as ours (`baseline`), our streaming writer
//! (`ours`), and the Rust peers that write these extensions (`sitemap-rs`,
//! `sitemapo`). Ratios are taken in the same run. The `read_` rows read the
//! same document back: a bare quick-xml loop collecting every text and link
//! (`baseline`), our strict reader typing and checking every extension
//! (`ours`), and sitemapo's parser.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sitemap_bench::heavy::{self, Page};
use sitemap_bench::{CHUNK, peers};
use sitemap_core::UrlSetReader;

fn extensions(c: &mut Criterion) {
    let pages = Page::many(CHUNK);
    let ours: Vec<_> = pages.iter().map(Page::to_ours).collect();
    let sitemap_rs = heavy::sitemap_rs07::url_set(&pages);
    let sitemapo = heavy::sitemapo03::entries(&pages);
    let mut buf: Vec<u8> = Vec::new();

    let mut group = c.benchmark_group(format!("write_extensions_{CHUNK}"));
    group
        .throughput(Throughput::Elements(CHUNK as u64))
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sampling_mode(SamplingMode::Flat);
    group.bench_function("baseline", |b| {
        b.iter(|| {
            buf.clear();
            heavy::baseline_write(&mut buf, &pages).expect("writing into memory");
            black_box(&buf);
        });
    });
    group.bench_function("ours", |b| {
        b.iter(|| {
            buf.clear();
            let mut writer = heavy::our_writer(&mut buf);
            for url in &ours {
                writer.write(url).expect("valid URL");
            }
            writer.finish().expect("writing into memory");
            black_box(&buf);
        });
    });
    group.bench_function("sitemap-rs", |b| {
        b.iter(|| {
            buf.clear();
            peers::sitemap_rs07::write(&mut buf, &sitemap_rs).expect("writing into memory");
            black_box(&buf);
        });
    });
    group.bench_function("sitemapo", |b| {
        b.iter(|| {
            buf.clear();
            peers::sitemapo03::write(&mut buf, &sitemapo).expect("writing into memory");
            black_box(&buf);
        });
    });
    group.finish();

    // Reading the same document back.
    let mut document = Vec::new();
    heavy::baseline_write(&mut document, &pages).expect("writing into memory");
    let mut group = c.benchmark_group(format!("read_extensions_{CHUNK}"));
    group
        .throughput(Throughput::Elements(CHUNK as u64))
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sampling_mode(SamplingMode::Flat);
    group.bench_function("baseline", |b| {
        b.iter(|| {
            let count = heavy::baseline_read(document.as_slice(), |page| {
                black_box(page);
            })
            .expect("reads");
            assert_eq!(count, CHUNK as u64);
        });
    });
    group.bench_function("ours", |b| {
        b.iter(|| {
            let mut count = 0;
            for url in UrlSetReader::new(document.as_slice()) {
                black_box(url.expect("valid"));
                count += 1;
            }
            assert_eq!(count, CHUNK);
        });
    });
    group.bench_function("sitemapo", |b| {
        b.iter(|| {
            let count = peers::sitemapo03::read(document.as_slice()).expect("reads");
            assert_eq!(count, CHUNK as u64);
        });
    });
    group.finish();
}

criterion_group!(benches, extensions);
criterion_main!(benches);
