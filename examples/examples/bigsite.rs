//! Writes a large synthetic site through the site writer:
//! `cargo run --release --example bigsite -- <out-dir> <url-count> [--gzip]`.
//!
//! The URLs live under `https://www.example.com/`. Every other one carries a
//! query string with `&` (escaped as `&amp;` in the files), and `lastmod`,
//! `changefreq` and `priority` are set on some of them, so the output looks
//! like a real shop's. [`SiteWriter`] splits the URLs into files of at most
//! 50,000 URLs (or 50 MiB), gzips them on request, and writes the index last;
//! nothing appears in `<out-dir>` unless the whole set succeeded.
//!
//! Each file written is printed with its URL count and size as stored, then
//! the index and a total.

use std::path::PathBuf;
use std::process::ExitCode;

use sitemap_core::DocumentKind;
use sitemap_core::site::{DirTarget, SiteOptions, SiteWriter};
use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Priority, Url};

const BASE: &str = "https://www.example.com/";
const USAGE: &str =
    "usage: cargo run --release --example bigsite -- <out-dir> <url-count> [--gzip]";

/// What the command line asked for.
struct Args {
    out_dir: PathBuf,
    count: u64,
    gzip: bool,
}

impl Args {
    /// Reads `<out-dir> <url-count> [--gzip]`, the flag in any position.
    fn parse(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Args, String> {
        let mut gzip = false;
        let mut positional = Vec::new();
        for arg in args {
            if arg == "--gzip" {
                gzip = true;
            } else if arg.to_string_lossy().starts_with("--") {
                return Err(format!("unknown option `{}`", arg.to_string_lossy()));
            } else {
                positional.push(arg);
            }
        }
        let [out_dir, count] = <[_; 2]>::try_from(positional)
            .map_err(|_| "expected exactly two arguments".to_owned())?;
        let count = count
            .to_str()
            .and_then(|s| s.parse::<u64>().ok())
            .filter(|&n| n > 0)
            .ok_or_else(|| {
                format!(
                    "<url-count> must be a whole number above zero, not `{}`",
                    count.to_string_lossy()
                )
            })?;
        Ok(Args {
            out_dir: out_dir.into(),
            count,
            gzip,
        })
    }
}

/// The `n`th URL of the synthetic site (`n` from 0).
fn url(base: &BaseUrl, n: u64) -> Result<Url, Box<dyn std::error::Error>> {
    let path = if n.is_multiple_of(2) {
        format!("/products/{n}?ref=a&b={}", n % 7)
    } else {
        format!("/articles/{}/page-{n}", n % 100)
    };
    let mut url = Url::new(base.join(&path)?);
    if !n.is_multiple_of(3) {
        let (month, day) = (n % 12 + 1, n % 28 + 1);
        let lastmod = if n.is_multiple_of(2) {
            format!("2024-{month:02}-{day:02}")
        } else {
            format!("2024-{month:02}-{day:02}T{:02}:{:02}:00Z", n % 24, n % 60)
        };
        url = url.with_lastmod(LastMod::parse(&lastmod)?);
    }
    if n.is_multiple_of(4) {
        url = url.with_changefreq(ChangeFreq::ALL[(n % 7) as usize]);
    }
    if n.is_multiple_of(5) {
        url = url.with_priority(Priority::new((n % 11) as f64 / 10.0)?);
    }
    Ok(url)
}

fn run(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let base = BaseUrl::parse(BASE)?;
    let options = SiteOptions::new(base.clone()).gzip(args.gzip);
    let target = DirTarget::new(&args.out_dir)
        .map_err(|e| format!("cannot create {}: {e}", args.out_dir.display()))?;
    let mut site = SiteWriter::new(target, options);
    for n in 0..args.count {
        site.write(&url(&base, n)?)?;
    }
    let (report, _target) = site.finish()?;

    let width = report.files.iter().map(|f| f.name.len()).max().unwrap_or(0);
    let mut total_bytes = 0;
    for file in &report.files {
        let what = match file.kind {
            DocumentKind::UrlSet => "urls",
            DocumentKind::SitemapIndex => "sitemaps",
        };
        println!(
            "{:width$}  {:>6} {what:8}  {:>10} bytes",
            file.name, file.entries, file.stored_bytes
        );
        total_bytes += file.stored_bytes;
    }
    println!(
        "{:width$}  {:>6} urls in {} files, {total_bytes} bytes in {}",
        "total",
        report.url_count(),
        report.files.len(),
        args.out_dir.display()
    );
    for warning in &report.warnings {
        eprintln!("warning: {warning}");
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = match Args::parse(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(problem) => {
            eprintln!("{problem}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
