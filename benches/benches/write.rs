//! Writer benchmarks: N URLs into memory, plain and gzip, for sitemap-core's
//! streaming `UrlSetWriter`, the hand-written baseline, the peer crates, and
//! sitemap-core's whole-site `SiteWriter` as an extra row.
//!
//! Every writer gets the same URLs as its own values, built before timing
//! (and only when a benchmark that needs them runs), and starts a new
//! document every 50,000 URLs (the protocol's cap, which sitemap-core,
//! sitemap-rs and sitemapo enforce). With gzip each document is its own gzip
//! member at `Compression::default()`, written through the same buffered
//! sink for everyone (see `write_all`); `ours_site` uses the site writer's
//! own pipeline at the same level.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::cell::OnceCell;
use std::hint::black_box;
use std::io::{BufWriter, Write};
use std::time::Duration;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_bench::{CHUNK, Record, baseline_write, peers};
use sitemap_core::site::{MemoryTarget, SiteOptions, SiteWriter};
use sitemap_core::{BaseUrl, Url, UrlSetWriter};

const SIZES: [usize; 3] = [500, 50_000, 500_000];
/// The largest N the peers are run at (each of their iterations stays under
/// two seconds up to here).
const PEERS_UP_TO: usize = 500_000;

/// A library's way of writing document number `index` of a site into a sink.
trait Documents {
    /// How many documents the URLs take.
    fn count(&self) -> usize;
    /// Writes document `index` into `out`.
    fn write<W: Write>(&mut self, index: usize, out: W);
}

/// Writes every document into `buf`, each gzipped on request. The gzip
/// sink is a 64 KiB `BufWriter` over the `GzEncoder`, as for a file: flate2
/// runs the compressor on every `write` call, so without it the writers that
/// make many small writes per URL would mostly measure that overhead.
fn write_all<D: Documents>(docs: &mut D, buf: &mut Vec<u8>, gzip: bool) {
    buf.clear();
    for index in 0..docs.count() {
        if gzip {
            let encoder = GzEncoder::new(&mut *buf, Compression::default());
            let mut sink = BufWriter::with_capacity(64 * 1024, encoder);
            docs.write(index, &mut sink);
            let encoder = sink.into_inner().map_err(|e| e.into_error());
            encoder
                .and_then(GzEncoder::finish)
                .expect("writing into memory");
        } else {
            docs.write(index, &mut *buf);
        }
    }
    black_box(&buf);
}

fn chunk_count<T>(items: &[T]) -> usize {
    items.len().div_ceil(CHUNK)
}

fn chunk<T>(items: &[T], index: usize) -> &[T] {
    &items[index * CHUNK..items.len().min((index + 1) * CHUNK)]
}

struct Ours<'a>(&'a [Url]);

impl Documents for Ours<'_> {
    fn count(&self) -> usize {
        chunk_count(self.0)
    }

    fn write<W: Write>(&mut self, index: usize, out: W) {
        let mut writer = UrlSetWriter::new(out);
        for url in chunk(self.0, index) {
            writer.write(url).expect("valid URL");
        }
        writer.finish().expect("writing into memory");
    }
}

struct Baseline<'a>(&'a [Record]);

impl Documents for Baseline<'_> {
    fn count(&self) -> usize {
        chunk_count(self.0)
    }

    fn write<W: Write>(&mut self, index: usize, mut out: W) {
        baseline_write(&mut out, chunk(self.0, index)).expect("writing into memory");
    }
}

/// sitemap 0.4 takes each entry by value: the documents' entries are cloned
/// before timing, once per iteration.
struct Sitemap04(Vec<Vec<sitemap::structs::UrlEntry>>);

impl Documents for Sitemap04 {
    fn count(&self) -> usize {
        self.0.len()
    }

    fn write<W: Write>(&mut self, index: usize, out: W) {
        let entries = std::mem::take(&mut self.0[index]);
        peers::sitemap04::write(out, entries).expect("writing into memory");
    }
}

struct Sitewriter<'a>(&'a [sitewriter::UrlEntry]);

impl Documents for Sitewriter<'_> {
    fn count(&self) -> usize {
        chunk_count(self.0)
    }

    fn write<W: Write>(&mut self, index: usize, out: W) {
        peers::sitewriter1::write(out, chunk(self.0, index)).expect("writing into memory");
    }
}

struct SitemapRs<'a>(&'a [sitemap_rs::url_set::UrlSet]);

impl Documents for SitemapRs<'_> {
    fn count(&self) -> usize {
        self.0.len()
    }

    fn write<W: Write>(&mut self, index: usize, out: W) {
        peers::sitemap_rs07::write(out, &self.0[index]).expect("writing into memory");
    }
}

struct Sitemapo<'a>(&'a [sitemapo::record::Entry]);

impl Documents for Sitemapo<'_> {
    fn count(&self) -> usize {
        chunk_count(self.0)
    }

    fn write<W: Write>(&mut self, index: usize, out: W) {
        peers::sitemapo03::write(out, chunk(self.0, index)).expect("writing into memory");
    }
}

fn writers(c: &mut Criterion) {
    let base = BaseUrl::parse("https://www.example.com/").expect("valid base");
    for n in SIZES {
        // Each library's values are built on first use, so a filtered run
        // (`cargo bench -- write_plain_500/ours`) builds only what it needs.
        let records = OnceCell::new();
        let records = || records.get_or_init(|| Record::many(n));
        let ours = OnceCell::new();
        let ours =
            || ours.get_or_init(|| records().iter().map(Record::to_ours).collect::<Vec<_>>());
        let sitemap04 = OnceCell::new();
        let sitewriter = OnceCell::new();
        let sitemap_rs = OnceCell::new();
        let sitemapo = OnceCell::new();
        let mut buf = Vec::new();

        for gzip in [false, true] {
            let mode = if gzip { "gzip" } else { "plain" };
            let mut group = c.benchmark_group(format!("write_{mode}_{n}"));
            group
                .throughput(Throughput::Elements(n as u64))
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(if n > CHUNK { 8 } else { 3 }));
            if n >= CHUNK {
                group.sampling_mode(SamplingMode::Flat);
            }

            group.bench_function("baseline", |b| {
                let records = records();
                b.iter(|| write_all(&mut Baseline(records), &mut buf, gzip));
            });
            group.bench_function("ours", |b| {
                let ours = ours();
                b.iter(|| write_all(&mut Ours(ours), &mut buf, gzip));
            });
            group.bench_function("ours_site", |b| {
                let ours = ours();
                let options = SiteOptions::new(base.clone()).gzip(gzip);
                b.iter(|| {
                    let mut site = SiteWriter::new(MemoryTarget::default(), options.clone());
                    for url in ours {
                        site.write(url).expect("valid URL");
                    }
                    black_box(site.finish().expect("writing into memory"))
                });
            });
            if n > PEERS_UP_TO {
                group.finish();
                continue;
            }
            group.bench_function("sitemap", |b| {
                let entries = sitemap04.get_or_init(|| peers::sitemap04::entries(records()));
                b.iter_batched(
                    || Sitemap04(entries.chunks(CHUNK).map(<[_]>::to_vec).collect()),
                    |mut docs| write_all(&mut docs, &mut buf, gzip),
                    BatchSize::PerIteration,
                );
            });
            group.bench_function("sitewriter", |b| {
                let entries = sitewriter.get_or_init(|| peers::sitewriter1::entries(records()));
                b.iter(|| write_all(&mut Sitewriter(entries), &mut buf, gzip));
            });
            group.bench_function("sitemap-rs", |b| {
                let sets = sitemap_rs.get_or_init(|| peers::sitemap_rs07::url_sets(records()));
                b.iter(|| write_all(&mut SitemapRs(sets), &mut buf, gzip));
            });
            group.bench_function("sitemapo", |b| {
                let entries = sitemapo.get_or_init(|| peers::sitemapo03::entries(records()));
                b.iter(|| write_all(&mut Sitemapo(entries), &mut buf, gzip));
            });
            group.finish();
        }
    }
}

criterion_group!(benches, writers);
criterion_main!(benches);
