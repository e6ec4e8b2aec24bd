//! Reader benchmarks: one N-URL `<urlset>` read back from memory, plain and
//! gzip (decompressed while read), by sitemap-core's `UrlSetReader`, the bare
//! quick-xml baseline, and the peers that have a reader.
//!
//! The document is the baseline writer's (byte for byte what sitemap-core
//! writes), made once per N, before timing and only when a benchmark that
//! needs it runs. Every reader gets a `BufRead`: the bytes themselves, or a
//! 64 KiB `BufReader` over a `GzDecoder`. Before timing, each reader is run
//! once and must find all N URLs.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::cell::OnceCell;
use std::hint::black_box;
use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use sitemap_bench::{CHUNK, Record, baseline_read, baseline_write, peers};
use sitemap_core::UrlSetReader;
use sitemap_core::read::ReadOptions;

const SIZES: [usize; 3] = [500, 50_000, 500_000];
/// The largest N the sitemap 0.4 reader is run at (it takes over six
/// seconds per iteration at 500,000).
const SITEMAP04_UP_TO: usize = CHUNK;
/// sitemapo's parser stops past 50,000 records (the protocol's cap).
const SITEMAPO_UP_TO: usize = CHUNK;

/// A library's way of reading every URL of a document.
trait ReadAll {
    /// Reads `source` to the end and returns how many URLs it held.
    fn read<R: BufRead>(&self, source: R) -> u64;
}

/// sitemap-core's reader as `UrlSetReader::new` makes it (strict, default
/// limits) up to the protocol's 50,000 URLs. Past them strict mode stops by
/// design, so the 500,000-URL document is read in lenient mode (the same
/// work; the count becomes a warning) with the safety caps lifted.
struct Ours {
    past_protocol_limits: bool,
}

impl ReadAll for Ours {
    fn read<R: BufRead>(&self, source: R) -> u64 {
        let reader = if self.past_protocol_limits {
            let options = ReadOptions::lenient()
                .one_host(false)
                .max_entries(u64::MAX)
                .max_bytes(u64::MAX);
            UrlSetReader::with_options(source, options)
        } else {
            UrlSetReader::new(source)
        };
        let mut count = 0;
        for url in reader {
            black_box(url.expect("valid document"));
            count += 1;
        }
        count
    }
}

struct Baseline;

impl ReadAll for Baseline {
    fn read<R: BufRead>(&self, source: R) -> u64 {
        baseline_read(source, |url| {
            black_box(url);
        })
        .expect("valid document")
    }
}

struct Sitemap04;

impl ReadAll for Sitemap04 {
    fn read<R: BufRead>(&self, source: R) -> u64 {
        peers::sitemap04::read(source).expect("valid document")
    }
}

struct Sitemapo;

impl ReadAll for Sitemapo {
    fn read<R: BufRead>(&self, source: R) -> u64 {
        peers::sitemapo03::read(source).expect("valid document")
    }
}

/// The N-URL document, plain and gzipped, each made on first use.
struct Document {
    n: usize,
    plain: OnceCell<Vec<u8>>,
    gzip: OnceCell<Vec<u8>>,
}

impl Document {
    fn plain(&self) -> &[u8] {
        self.plain.get_or_init(|| {
            let mut doc = Vec::new();
            baseline_write(&mut doc, &Record::many(self.n)).expect("writing into memory");
            doc
        })
    }

    fn gzip(&self) -> &[u8] {
        self.gzip.get_or_init(|| {
            let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
            encoder
                .write_all(self.plain())
                .expect("writing into memory");
            encoder.finish().expect("writing into memory")
        })
    }

    /// Reads the plain or gzipped document with `reader`.
    fn read_with<L: ReadAll>(&self, gzip: bool, reader: &L) -> u64 {
        if gzip {
            let decoder = GzDecoder::new(self.gzip());
            reader.read(BufReader::with_capacity(64 * 1024, decoder))
        } else {
            reader.read(self.plain())
        }
    }
}

fn bench_reader<L: ReadAll>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    reader: L,
    document: &Document,
    gzip: bool,
) {
    group.bench_function(name, |b| {
        let urls = document.read_with(gzip, &reader);
        assert_eq!(urls, document.n as u64, "{name} misread the document");
        b.iter(|| black_box(document.read_with(gzip, &reader)));
    });
}

fn readers(c: &mut Criterion) {
    for n in SIZES {
        let document = Document {
            n,
            plain: OnceCell::new(),
            gzip: OnceCell::new(),
        };
        for gzip in [false, true] {
            let mode = if gzip { "gzip" } else { "plain" };
            let mut group = c.benchmark_group(format!("read_{mode}_{n}"));
            group
                .throughput(Throughput::Elements(n as u64))
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(if n > CHUNK { 8 } else { 3 }));
            if n >= CHUNK {
                group.sampling_mode(SamplingMode::Flat);
            }
            bench_reader(&mut group, "baseline", Baseline, &document, gzip);
            let ours = Ours {
                past_protocol_limits: n > CHUNK,
            };
            bench_reader(&mut group, "ours", ours, &document, gzip);
            if n <= SITEMAP04_UP_TO {
                bench_reader(&mut group, "sitemap", Sitemap04, &document, gzip);
            }
            if n <= SITEMAPO_UP_TO {
                bench_reader(&mut group, "sitemapo", Sitemapo, &document, gzip);
            }
            group.finish();
        }
    }
}

/// One entry in this many of the broken document has a fault.
const FAULT_EVERY: usize = 50;

/// The N-URL document with a fault in every [`FAULT_EVERY`]th entry, taking
/// turns between a misspelled end tag (the entry is kept) and a raw `<` in
/// its `loc` (the entry is lost): what lenient reading of the wild costs.
fn broken(plain: &[u8]) -> (Vec<u8>, u64) {
    let text = std::str::from_utf8(plain).expect("the baseline writes UTF-8");
    let mut out = String::with_capacity(text.len() + text.len() / 20);
    let mut lost = 0;
    for (index, piece) in text.split_inclusive("</url>").enumerate() {
        let faulty = index % FAULT_EVERY == FAULT_EVERY - 1 && piece.contains("<url>");
        match (faulty, (index / FAULT_EVERY) % 2) {
            (false, _) => out.push_str(piece),
            (true, 0) => out.push_str(&piece.replacen("</loc>", "</lco>", 1)),
            (true, _) => {
                lost += 1;
                out.push_str(&piece.replacen("</loc>", "<x</loc>", 1));
            }
        }
    }
    (out.into_bytes(), lost)
}

/// Lenient reading of a broken document against the baseline on the clean
/// one: the price of recovery.
fn broken_readers(c: &mut Criterion) {
    for n in [500, CHUNK] {
        let document = Document {
            n,
            plain: OnceCell::new(),
            gzip: OnceCell::new(),
        };
        let (bytes, lost) = broken(document.plain());
        let mut group = c.benchmark_group(format!("read_broken_{n}"));
        group
            .throughput(Throughput::Elements(n as u64))
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(3));
        bench_reader(&mut group, "baseline", Baseline, &document, false);
        group.bench_function("ours", |b| {
            let read = || {
                let reader =
                    sitemap_core::SitemapReader::new(bytes.as_slice(), ReadOptions::lenient());
                reader
                    .filter(|event| matches!(event, sitemap_core::read::ReadEvent::Url(_)))
                    .count() as u64
            };
            assert_eq!(read(), n as u64 - lost, "ours misread the broken document");
            b.iter(|| black_box(read()));
        });
        group.finish();
    }
}

criterion_group!(benches, readers, broken_readers);
criterion_main!(benches);
