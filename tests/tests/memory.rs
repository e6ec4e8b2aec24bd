//! Memory stays bounded whatever the input: hostile documents, small when
//! gzipped, each read in a fresh process whose peak resident memory is
//! compared before and after reading.

use std::io::Write;
use std::process::Command;

use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_core::UrlSetReader;
use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};

/// Peak resident memory of this process so far, in bytes (Linux).
fn peak_rss() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Runs `case` in a fresh process (this test binary, filtered to the
/// runner below) and returns its peak resident memory; `None` where `/proc`
/// does not tell.
fn peak_of(case: &str) -> Option<usize> {
    peak_rss()?;
    let output = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "case_runner", "--nocapture", "--test-threads=1"])
        .env("SITEMAP_MEMORY_CASE", case)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{case}: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let peak = stdout.split("peak=").nth(1).and_then(|rest| {
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    });
    Some(peak.unwrap_or_else(|| panic!("{case}: {stdout}")))
}

/// The child side of `peak_of`: builds the case's input, reads it and
/// prints the process's peak.
#[test]
fn case_runner() {
    let Ok(case) = std::env::var("SITEMAP_MEMORY_CASE") else {
        return;
    };
    if case == "site" {
        site_check_of_a_million_pages();
        println!("peak={}", peak_rss().unwrap());
        return;
    }
    let (bytes, read): (Vec<u8>, fn(&[u8])) = match case.as_str() {
        "children" => (children(), read_all),
        "extensions" => (extensions(), read_all),
        "root" => (root_extensions(), read_typed),
        "deep" => (deep(), read_all),
        "attributes" => (attributes(), read_all),
        other => panic!("no case {other}"),
    };
    read(&bytes);
    println!("peak={}", peak_rss().unwrap());
}

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
/// The whole test process's peak: the test harness, the input (built
/// uncompressed, a few MiB, then gzipped) and the reader, which holds its
/// buffers, one entry with extensions at the default limits and the queued
/// diagnostics. Without the limits, each case but the last keeps 90 MiB or
/// more of extension trees.
const BOUND: usize = 64 << 20;

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

/// Reads everything through `SitemapReader`; the rules reported.
fn rules(bytes: &[u8]) -> Vec<&'static str> {
    let mut rules = Vec::new();
    for event in SitemapReader::new(bytes, ReadOptions::lenient()) {
        if let ReadEvent::Diagnostic(d) = event {
            rules.push(d.rule());
        }
    }
    rules
}

fn read_all(bytes: &[u8]) {
    rules(bytes);
}

/// A typed reader keeps root extensions up to the limit, then stops with
/// an error rather than keep more.
fn read_typed(bytes: &[u8]) {
    let mut reader = UrlSetReader::with_options(bytes, ReadOptions::lenient());
    let results: Vec<_> = reader.by_ref().collect();
    assert!(results[0].is_ok());
    let error = results[1].as_ref().unwrap_err();
    assert_eq!(error.rule(), "limit.extensions");
    assert_eq!(results.len(), 2);
    assert!(reader.root_extensions().len() < 10_000);
}

fn document(body: &str) -> Vec<u8> {
    gzip(format!("<urlset xmlns=\"{NS}\" xmlns:x=\"urn:x\">{body}</urlset>").as_bytes())
}

/// One extension element with countless children.
fn children() -> Vec<u8> {
    document(&format!(
        "<url><loc>https://example.com/</loc><x:a>{}</x:a></url>",
        "<x:b/>".repeat(400_000)
    ))
}

/// Countless extension elements in one entry.
fn extensions() -> Vec<u8> {
    document(&format!(
        "<url><loc>https://example.com/</loc>{}</url>",
        "<x:b c=\"d\">text</x:b>".repeat(300_000)
    ))
}

/// Countless extension elements under the root.
fn root_extensions() -> Vec<u8> {
    document(&format!(
        "<url><loc>https://example.com/</loc></url>{}",
        "<x:b>text</x:b>".repeat(300_000)
    ))
}

/// Elements nested far past the depth limit, never closed.
fn deep() -> Vec<u8> {
    document(&format!(
        "<url><loc>https://example.com/1</loc><other>{}</other></url><url><loc>https://example.com/2</loc></url>",
        "<a>".repeat(200_000)
    ))
}

/// One extension element with tens of thousands of attributes.
fn attributes() -> Vec<u8> {
    let attributes: String = (0..60_000).map(|i| format!(" a{i}=\"v\"")).collect();
    document(&format!(
        "<url><loc>https://example.com/</loc><x:b{attributes}/></url>"
    ))
}

#[test]
fn each_hostile_input_is_reported() {
    assert_eq!(rules(&children()), ["limit.extensions"]);
    assert_eq!(rules(&extensions()), ["limit.extensions"]);
    // The entry holding the nesting is lost; reading resumes at the next.
    assert_eq!(rules(&deep()), ["limit.depth"]);
    assert_eq!(rules(&attributes()), ["limit.extensions"]);
    read_typed(&root_extensions());
}

#[test]
fn memory_stays_bounded_on_hostile_input() {
    for case in ["children", "extensions", "root", "deep", "attributes"] {
        match peak_of(case) {
            Some(peak) => assert!(peak < BOUND, "{case}: peak of {peak} bytes"),
            None => eprintln!("SKIPPED: no /proc/self/status here to measure memory"),
        }
    }
}

/// A million pages in four languages, each listing its four versions and an
/// `x-default`, in files of 50,000, through the whole-site check.
fn site_check_of_a_million_pages() {
    use sitemap_core::hreflang::Cluster;
    use sitemap_core::site_check::SiteCheck;
    use sitemap_core::{Href, Hreflang};
    let mut check = SiteCheck::new(ReadOptions::strict());
    let mut file = check.begin_file("sitemap-0.xml", None);
    let mut written = 0u64;
    for group in 0..250_000 {
        let mut cluster = Cluster::new();
        for language in ["en", "de", "fr", "es", "x-default"] {
            let href = format!("https://www.example.com/{language}/products/{group}/item");
            cluster = cluster
                .with_version(
                    Hreflang::parse(language).unwrap(),
                    Href::parse(&href).unwrap(),
                )
                .unwrap();
        }
        for url in cluster.urls().unwrap().into_iter().take(4) {
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
    assert_eq!((report.urls, report.finding_count), (1_000_000, 0));
}

/// The whole-site check at a million pages in four languages stays within
/// what its documentation states (271 MiB, measured by `memprobe sitecheck`;
/// the test process's own harness adds a little).
#[test]
fn the_site_check_of_a_million_pages_stays_within_its_stated_memory() {
    let Some(peak) = peak_of("site") else {
        return;
    };
    assert!(peak < 280 << 20, "peak {} MiB", peak >> 20);
}
