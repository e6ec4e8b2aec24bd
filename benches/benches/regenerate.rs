//! Regenerating a 1,000,000-URL site (gzip, every URL with a fingerprint)
//! against generating it whole, ratios in one run:
//!
//! - `full`: `SiteWriter` writes every file, as `sitemap generate` does
//!   without `--incremental` (the baseline);
//! - `first`: a `Regeneration` into an empty folder (sorts, writes every
//!   file and the ledger);
//! - `unchanged`: a `Regeneration` over the published set, nothing changed;
//! - `clustered_1pct`: 10,000 consecutive URLs changed (a section edited,
//!   a batch of new pages), so a few files are rewritten;
//! - `spread_1pct`: every hundredth URL changed, so every file is rewritten:
//!   the worst case for files that keep their ranges.
//!
//! The same three again with `_unbuilt`: the URLs given by `write_with`
//! (`loc` and fingerprint first, the entry built only when they are not the
//! published ones), as an application reading its rows in `loc` order does.
//!
//! Goal: `clustered_1pct` at most 0.3x of `full`. Each regeneration starts
//! from a copy of the same published set, made outside the timing.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{BatchSize, Criterion, SamplingMode, criterion_group, criterion_main};
use sitemap_core::site::{DirTarget, LastmodPolicy, Regeneration, SiteOptions, SiteWriter};
use sitemap_core::{BaseUrl, LastMod, Loc, Url};

const URLS: u64 = 1_000_000;

fn options() -> SiteOptions {
    SiteOptions::new(BaseUrl::parse("https://example.com/").expect("a base")).gzip(true)
}

fn url(n: u64) -> Url {
    Url::new(Loc::parse(&format!("https://example.com/page/{n:07}")).expect("a loc"))
        .with_lastmod(LastMod::parse("2024-05-01").expect("a date"))
}

/// The content version of page `n` in a run where `changed` says which
/// pages changed.
fn fingerprint(n: u64, changed: &dyn Fn(u64) -> bool) -> &'static [u8] {
    if changed(n) { b"v2" } else { b"v1" }
}

fn regenerate(dir: &Path, changed: &dyn Fn(u64) -> bool, unbuilt: bool) {
    let at = LastMod::parse("2026-11-28T10:00:00Z").expect("a time");
    let mut site = Regeneration::new(dir, options())
        .expect("opened")
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at);
    let mut loc = String::with_capacity(64);
    for n in 0..URLS {
        let fingerprint = fingerprint(n, changed);
        if unbuilt {
            use std::fmt::Write as _;
            loc.clear();
            write!(loc, "https://example.com/page/{n:07}").expect("formatted");
            site.write_with(&loc, fingerprint, || url(n))
        } else {
            site.write(&url(n).with_fingerprint(fingerprint))
        }
        .expect("written");
    }
    site.finish().expect("published");
}

fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../target/bench-regenerate/{name}"))
}

fn copy_dir(from: &Path, to: &Path) {
    let _ = std::fs::remove_dir_all(to);
    std::fs::create_dir_all(to).expect("created");
    for entry in std::fs::read_dir(from).expect("listed") {
        let entry = entry.expect("an entry");
        std::fs::copy(entry.path(), to.join(entry.file_name())).expect("copied");
    }
}

fn bench(c: &mut Criterion) {
    // The published set every regeneration starts from.
    let published = scratch("published");
    let _ = std::fs::remove_dir_all(&published);
    regenerate(&published, &|_| false, false);
    let work = scratch("work");

    let mut group = c.benchmark_group("regenerate_1000000");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .measurement_time(Duration::from_secs(60));
    group.bench_function("full", |b| {
        b.iter_batched(
            || {
                let _ = std::fs::remove_dir_all(&work);
            },
            |()| {
                let mut site = SiteWriter::new(DirTarget::new(&work).expect("a dir"), options());
                for n in 0..URLS {
                    site.write(&url(n)).expect("written");
                }
                site.finish().expect("published");
            },
            BatchSize::PerIteration,
        );
    });
    group.bench_function("first", |b| {
        b.iter_batched(
            || {
                let _ = std::fs::remove_dir_all(&work);
            },
            |()| regenerate(&work, &|_| false, false),
            BatchSize::PerIteration,
        );
    });
    let cases: [(&str, &dyn Fn(u64) -> bool); 3] = [
        ("unchanged", &|_| false),
        ("clustered_1pct", &|n| (500_000..510_000).contains(&n)),
        ("spread_1pct", &|n| n % 100 == 0),
    ];
    for (name, changed) in cases {
        for unbuilt in [false, true] {
            let name = if unbuilt {
                format!("{name}_unbuilt")
            } else {
                name.to_owned()
            };
            group.bench_function(name, |b| {
                b.iter_batched(
                    || copy_dir(&published, &work),
                    |()| regenerate(&work, changed, unbuilt),
                    BatchSize::PerIteration,
                );
            });
        }
    }
    group.finish();
    let _ = std::fs::remove_dir_all(scratch(""));
}

criterion_group!(benches, bench);
criterion_main!(benches);
