//! Peak-memory probe for sitemap-core's streaming writer and reader; run it
//! under `/usr/bin/time -v` and read "Maximum resident set size".
//!
//! * `memprobe write <n> [--gzip]`: URLs `0..n` through `UrlSetWriter` into
//!   `io::sink()`, a new document every 50,000 URLs (the protocol's cap).
//! * `memprobe site <n> [--gzip]`: the same URLs through the whole-site
//!   `SiteWriter` (splitting, duplicate check, index) into sinks.
//! * `memprobe read <n>`: a `<urlset>` of `n` URLs generated lazily by a
//!   `Read` impl (never in memory as a whole) through `UrlSetReader`.
//! * `memprobe hreflang <n>`: `n` pages in four languages, each listing its
//!   four versions, through the hreflang `ClusterCheck`.
//! * `memprobe sitecheck <n>`: the same pages, in files of 50,000, through
//!   the whole-site `SiteCheck` (clusters with their places, duplicates
//!   across files, the x-default check); `sitecheck-plain` without the
//!   alternates, so only the duplicates table grows.
//!
//! * `memprobe regenerate <n> [--gzip]`: the same URLs with fingerprints
//!   through a `Regeneration` into `target/memprobe-regenerate`, twice: the
//!   first run publishes the set and its ledger (not measured apart), the
//!   second regenerates it with every hundredth URL changed. Run
//!   `memprobe regenerate-again <n>` after it to measure the second alone;
//!   both print the ledger's size per URL.
//!
//! The URLs are made one at a time, so nothing but the library's own state
//! grows with `n`.

use std::io::{self, BufReader, Write};
use std::process::ExitCode;

use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_bench::{CHUNK, LazyDocument, Record};
use sitemap_core::read::ReadOptions;
use sitemap_core::site::{SiteOptions, SiteWriter, Target, WrittenFile};
use sitemap_core::{BaseUrl, UrlSetReader, UrlSetWriter};

const USAGE: &str = "usage: memprobe write <n> [--gzip] | memprobe site <n> [--gzip] | memprobe read <n> | memprobe hreflang <n> | memprobe sitecheck <n> | memprobe sitecheck-plain <n> | memprobe regenerate <n> [--gzip] | memprobe regenerate-again <n> [--gzip]";

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// A site target that throws every byte away.
struct SinkTarget;

impl Target for SinkTarget {
    type Sink = io::Sink;

    fn create(&mut self, _name: &str) -> io::Result<io::Sink> {
        Ok(io::sink())
    }

    fn finish(&mut self, _name: &str, _sink: io::Sink) -> io::Result<()> {
        Ok(())
    }

    fn commit(&mut self, _files: &[WrittenFile]) -> io::Result<()> {
        Ok(())
    }

    fn abort(&mut self) {}
}

/// One document of URLs `range` into `sink`.
fn write_document<W: Write>(sink: W, range: std::ops::Range<u64>) -> Result<W> {
    let mut writer = UrlSetWriter::new(sink);
    for i in range {
        writer.write(&Record::new(i).to_ours())?;
    }
    Ok(writer.finish()?)
}

fn write(n: u64, gzip: bool) -> Result<String> {
    let mut documents = 0;
    for start in (0..n).step_by(CHUNK) {
        let range = start..n.min(start + CHUNK as u64);
        if gzip {
            write_document(GzEncoder::new(io::sink(), Compression::default()), range)?.finish()?;
        } else {
            write_document(io::sink(), range)?;
        }
        documents += 1;
    }
    Ok(format!("wrote {n} URLs in {documents} documents"))
}

fn site(n: u64, gzip: bool) -> Result<String> {
    let options = SiteOptions::new(BaseUrl::parse("https://www.example.com/")?).gzip(gzip);
    let mut site = SiteWriter::new(SinkTarget, options);
    for i in 0..n {
        site.write(&Record::new(i).to_ours())?;
    }
    let (report, _) = site.finish()?;
    Ok(format!(
        "wrote {} URLs in {} files",
        report.url_count(),
        report.files.len()
    ))
}

fn read(n: u64) -> Result<String> {
    let source = BufReader::with_capacity(64 * 1024, LazyDocument::new(n));
    let mut count = 0u64;
    // One document far past the protocol's 50,000 URLs: lenient, so the
    // protocol limits are warnings, and the reader's safety caps lifted.
    let options = ReadOptions::lenient()
        .one_host(false)
        .max_entries(u64::MAX)
        .max_bytes(u64::MAX);
    for url in UrlSetReader::with_options(source, options) {
        std::hint::black_box(url?);
        count += 1;
    }
    if count != n {
        return Err(format!("read {count} URLs, expected {n}").into());
    }
    Ok(format!("read {count} URLs"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let gzip = args.iter().any(|a| a == "--gzip");
    let positional: Vec<&str> = args
        .iter()
        .filter(|a| *a != "--gzip")
        .map(String::as_str)
        .collect();
    let (mode, n) = match positional.as_slice() {
        [mode, n] => match n.replace('_', "").parse::<u64>() {
            Ok(n) => (*mode, n),
            Err(_) => {
                eprintln!("<n> must be a whole number\n{USAGE}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let result = match mode {
        "write" => write(n, gzip),
        "site" => site(n, gzip),
        "read" if !gzip => read(n),
        "hreflang" if !gzip => hreflang(n),
        "sitecheck" if !gzip => sitecheck(n, true),
        "sitecheck-plain" if !gzip => sitecheck(n, false),
        "regenerate" => regenerate(n, gzip, true),
        "regenerate-again" => regenerate(n, gzip, false),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(summary) => {
            println!("{summary}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A regeneration of `n` URLs (see the module's documentation); `first`
/// starts from an empty folder.
fn regenerate(n: u64, gzip: bool, first: bool) -> Result<String> {
    use sitemap_core::site::{LastmodPolicy, Regeneration};
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/memprobe-regenerate");
    let options = SiteOptions::new(BaseUrl::parse("https://www.example.com/")?).gzip(gzip);
    let run = |changed: &dyn Fn(u64) -> bool| -> Result<String> {
        let mut site =
            Regeneration::new(&dir, options.clone())?.lastmod_policy(LastmodPolicy::Content);
        for i in 0..n {
            let fingerprint: &[u8] = if changed(i) { b"v2" } else { b"v1" };
            site.write(&Record::new(i).to_ours().with_fingerprint(fingerprint))?;
        }
        let report = site.finish()?;
        Ok(format!(
            "{} added, {} changed, {} removed, {} unchanged, {} files rewritten",
            report.added,
            report.changed,
            report.removed,
            report.unchanged,
            report.rewritten().count()
        ))
    };
    if first {
        let _ = std::fs::remove_dir_all(&dir);
        run(&|_| false)?;
    }
    // Every hundredth URL changed, or `MEMPROBE_EVERY` (0: none).
    let every: u64 = std::env::var("MEMPROBE_EVERY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let summary = run(&|i| every != 0 && i % every == 0)?;
    let ledger: u64 = std::fs::read_dir(&dir)?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().contains(".ledger-"))
        .map(|entry| entry.metadata().map(|m| m.len()).unwrap_or(0))
        .sum();
    Ok(format!(
        "regenerated {n} URLs ({summary}); the ledger holds {ledger} bytes, {:.1} a URL",
        ledger as f64 / n as f64
    ))
}

fn sitecheck(n: u64, alternates: bool) -> Result<String> {
    use sitemap_core::hreflang::Cluster;
    use sitemap_core::site_check::SiteCheck;
    use sitemap_core::{Href, Hreflang};
    const LANGUAGES: [&str; 4] = ["en", "de", "fr", "es"];
    let mut check = SiteCheck::new(ReadOptions::strict());
    let mut file = check.begin_file("sitemap-0.xml", None);
    let mut written = 0u64;
    for group in 0..n.div_ceil(4) {
        let mut cluster = Cluster::new();
        for language in LANGUAGES {
            let href = format!("https://www.example.com/{language}/products/{group}/item");
            cluster = cluster.with_version(Hreflang::parse(language)?, Href::parse(&href)?)?;
        }
        let x_default = format!("https://www.example.com/products/{group}/item");
        cluster = cluster.with_version(Hreflang::parse("x-default")?, Href::parse(&x_default)?)?;
        for mut url in cluster.urls()?.into_iter().take(4) {
            if !alternates {
                url = sitemap_core::Url::new(url.loc().clone());
            }
            if written > 0 && written.is_multiple_of(50_000) {
                check.end_file(file, None, true);
                file = check.begin_file(&format!("sitemap-{}.xml", written / 50_000), None);
            }
            written += 1;
            check.url(file, written % 50_000 + 2, &url);
        }
    }
    check.end_file(file, None, true);
    let report = check.finish();
    if report.finding_count != 0 {
        return Err(format!("{:?} in a clean site", report.findings.first()).into());
    }
    Ok(format!("checked {} URLs", report.urls))
}

fn hreflang(n: u64) -> Result<String> {
    use sitemap_core::hreflang::{Cluster, ClusterCheck};
    use sitemap_core::{Href, Hreflang};
    const LANGUAGES: [&str; 4] = ["en", "de", "fr", "es"];
    let mut check = ClusterCheck::new();
    for group in 0..n.div_ceil(4) {
        let mut cluster = Cluster::new();
        for language in LANGUAGES {
            let href = format!("https://www.example.com/{language}/products/{group}/item");
            cluster = cluster.with_version(Hreflang::parse(language)?, Href::parse(&href)?)?;
        }
        for url in cluster.urls()? {
            check.add(&url);
        }
    }
    let report = check.finish();
    if report.problem_count != 0 {
        return Err(format!("{} problems in a clean site", report.problem_count).into());
    }
    Ok(format!("checked {} pages", report.pages))
}
