//! Writes the sitemap of a small sample blog: `cargo run --example blog -- <out-dir>`.
//!
//! The routes are plain data here; the `#[derive(Sitemap)]` version arrives
//! with the derive macro. Every value goes through the validated model, so a
//! typo in a change frequency or an out-of-range priority fails loudly.

use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;
use std::process::ExitCode;

use sitemap_core::{ChangeFreq, LastMod, Loc, Priority, Url, UrlSetWriter};

/// The sample site: (path, last change, how often it changes, priority).
const PAGES: &[(&str, &str, &str, &str)] = &[
    ("/", "2024-05-01", "daily", "1.0"),
    ("/about", "2023-11-20", "yearly", "0.3"),
    (
        "/posts/hello-world",
        "2024-01-15T09:30:00Z",
        "monthly",
        "0.8",
    ),
    (
        "/posts/rust-sitemaps",
        "2024-04-28T18:05:00+02:00",
        "weekly",
        "0.8",
    ),
    ("/posts/caf\u{e9}-review", "2024-03-02", "monthly", "0.6"),
    ("/search?q=rust&page=2", "2024-05", "weekly", "0.2"),
];

const BASE: &str = "https://blog.example.com";

fn build(
    path: &str,
    lastmod: &str,
    changefreq: &str,
    priority: &str,
) -> Result<Url, Box<dyn std::error::Error>> {
    Ok(Url::new(Loc::parse(&format!("{BASE}{path}"))?)
        .with_lastmod(LastMod::parse(lastmod)?)
        .with_changefreq(changefreq.parse::<ChangeFreq>()?)
        .with_priority(priority.parse::<Priority>()?))
}

fn run(out_dir: PathBuf) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(&out_dir)?;
    let target = out_dir.join("sitemap.xml");
    // Write next to the target and rename, so a failure never leaves half a file.
    let partial = out_dir.join(".sitemap.xml.partial");
    let mut writer = UrlSetWriter::new(BufWriter::new(File::create(&partial)?));
    for (path, lastmod, changefreq, priority) in PAGES {
        let url = build(path, lastmod, changefreq, priority)?;
        writer.write(&url)?;
        println!("  {}", url.loc());
    }
    let (count, bytes) = (writer.entry_count(), writer.bytes_written());
    writer
        .finish()?
        .into_inner()
        .map_err(|e| e.into_error())?
        .sync_all()?;
    std::fs::rename(&partial, &target)?;
    println!(
        "wrote {} ({count} URLs, {} bytes)",
        target.display(),
        bytes + "</urlset>\n".len() as u64
    );
    Ok(())
}

fn main() -> ExitCode {
    let Some(out_dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cargo run --example blog -- <out-dir>");
        return ExitCode::from(2);
    };
    match run(out_dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
