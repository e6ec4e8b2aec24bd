//! End to end, from an application's plain values to bytes: 50,000 URLs as
//! an application holds them (a `String`, a `jiff::Timestamp`, a change
//! frequency and an `f32` priority) become one `<urlset>` in memory, through
//! sitemap-core's constructors and streaming writer and through sitemap-rs's
//! builder and writer. The `*_build` rows build the values only, so the
//! constructors' cost per URL is the row's time divided by 50,000.
//!
//! The same plain values go to both, and both write into the same reused
//! buffer; ratios are taken against `sitemap-rs` in the same run.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sitemap_bench::{CHUNK, Record};
use sitemap_core::{ChangeFreq, LastModField, Loc, Priority, Url, UrlSetWriter};

/// One URL as an application holds it.
struct Plain {
    loc: String,
    lastmod: jiff::Timestamp,
    /// Index into the seven change frequencies, in the schema's order.
    changefreq: usize,
    priority: f32,
}

impl Plain {
    fn many(n: usize) -> Vec<Plain> {
        Record::many(n)
            .into_iter()
            .enumerate()
            .map(|(i, record)| Plain {
                lastmod: record.lastmod.parse().expect("an RFC 3339 instant"),
                loc: record.loc,
                changefreq: i % 7,
                priority: record.priority.parse().expect("a number"),
            })
            .collect()
    }
}

fn ours(plain: &Plain) -> Url {
    Url::new(Loc::parse(&plain.loc).expect("valid loc"))
        .with_lastmod(
            plain
                .lastmod
                .to_lastmod()
                .expect("valid lastmod")
                .expect("a timestamp always has a lastmod"),
        )
        .with_changefreq(ChangeFreq::ALL[plain.changefreq])
        .with_priority(Priority::from_f32(plain.priority).expect("valid priority"))
}

fn sitemap_rs_url(plain: &Plain) -> sitemap_rs::url::Url {
    use sitemap_rs::url::ChangeFrequency;
    let changefreq = [
        ChangeFrequency::Always,
        ChangeFrequency::Hourly,
        ChangeFrequency::Daily,
        ChangeFrequency::Weekly,
        ChangeFrequency::Monthly,
        ChangeFrequency::Yearly,
        ChangeFrequency::Never,
    ][plain.changefreq];
    sitemap_rs::url::Url::builder(plain.loc.clone())
        .last_modified(plain.lastmod.to_zoned(jiff::tz::TimeZone::UTC))
        .change_frequency(changefreq)
        .priority(plain.priority)
        .build()
        .expect("valid URL")
}

fn end_to_end(c: &mut Criterion) {
    let plain = Plain::many(CHUNK);
    let mut buf = Vec::with_capacity(8 << 20);
    let mut group = c.benchmark_group(format!("end_to_end_{CHUNK}"));
    group
        .throughput(Throughput::Elements(CHUNK as u64))
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(6))
        .sampling_mode(SamplingMode::Flat);

    group.bench_function("sitemap-rs", |b| {
        b.iter(|| {
            buf.clear();
            let urls = plain.iter().map(sitemap_rs_url).collect();
            let set = sitemap_rs::url_set::UrlSet::new(urls).expect("at most 50,000 URLs");
            set.write(&mut buf).expect("writing into memory");
            black_box(&buf);
        });
    });
    group.bench_function("ours", |b| {
        b.iter(|| {
            buf.clear();
            let mut writer = UrlSetWriter::new(&mut buf);
            for plain in &plain {
                writer.write(&ours(plain)).expect("valid URL");
            }
            writer.finish().expect("writing into memory");
            black_box(&buf);
        });
    });
    group.bench_function("sitemap-rs_build", |b| {
        b.iter(|| black_box(plain.iter().map(sitemap_rs_url).collect::<Vec<_>>()));
    });
    group.bench_function("ours_build", |b| {
        b.iter(|| black_box(plain.iter().map(ours).collect::<Vec<_>>()));
    });
    group.finish();
}

criterion_group!(benches, end_to_end);
criterion_main!(benches);
