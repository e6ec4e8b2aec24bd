//! Site-level validation against file-by-file validation, ratios in one
//! run: a 1,000,000-URL site in 20 files of 50,000, every page in four
//! languages listing its four versions (the heaviest case for the hreflang
//! check), read from disk.
//!
//! - `file_by_file`: each file read alone in strict mode, its diagnostics
//!   collected: what `sitemap validate` did before it checked sites;
//! - `site`: the same files through `SiteCheck::read_file` (the same reads,
//!   plus clusters, duplicates and the index's promises), then `finish`.
//!
//! Goal: `site` within 1.5x of `file_by_file`.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
use sitemap_core::site_check::SiteCheck;
use sitemap_core::{Alternate, Href, Hreflang, Loc, Url, UrlSetWriter};

const FILES: usize = 20;
const PER_FILE: usize = 50_000;
const LANGUAGES: [&str; 4] = ["en", "de", "fr", "ja"];

/// The site's files, written once into `target/`.
fn site() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-site-check");
    std::fs::create_dir_all(&dir).expect("created");
    (0..FILES)
        .map(|file| {
            let path = dir.join(format!("sitemap-{file}.xml"));
            if !path.exists() {
                let mut writer = UrlSetWriter::new(Vec::new());
                for n in 0..PER_FILE {
                    // Page `page` in language `language`: the four versions
                    // of a page are four consecutive URLs.
                    let i = file * PER_FILE + n;
                    let (page, language) = (i / 4, LANGUAGES[i % 4]);
                    let loc = format!("https://example.com/{language}/page/{page}");
                    let mut url = Url::new(Loc::parse(&loc).expect("a loc"));
                    for version in LANGUAGES {
                        url.push_alternate(Alternate::new(
                            Hreflang::parse(version).expect("a language"),
                            Href::parse(&format!("https://example.com/{version}/page/{page}"))
                                .expect("an href"),
                        ));
                    }
                    writer.write(&url).expect("written");
                }
                std::fs::write(&path, writer.finish().expect("finished")).expect("written");
            }
            path
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let files = site();
    let mut group = c.benchmark_group("validate_site_1000000");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .measurement_time(Duration::from_secs(60));
    group.bench_function("file_by_file", |b| {
        b.iter(|| {
            let mut diagnostics = 0usize;
            for path in &files {
                let file = std::fs::File::open(path).expect("opened");
                let reader =
                    SitemapReader::new(std::io::BufReader::new(file), ReadOptions::strict());
                for event in reader {
                    if let ReadEvent::Diagnostic(d) = event {
                        diagnostics += black_box(d).line() as usize;
                    }
                }
            }
            black_box(diagnostics)
        });
    });
    group.bench_function("site", |b| {
        b.iter(|| {
            let mut check = SiteCheck::new(ReadOptions::strict());
            for path in &files {
                let file = std::fs::File::open(path).expect("opened");
                let name = path.display().to_string();
                black_box(check.read_file(&name, None, std::io::BufReader::new(file)));
            }
            black_box(check.finish())
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
