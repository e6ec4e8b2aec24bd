//! `sitemap fetch` as a crawler operator runs it unattended: the budgets'
//! defaults in `--help`, findings at crawl scale (a few in full, then a
//! count; `--quiet`, `--max-diagnostics`, `--diagnostics FILE`), a cache
//! that never changes the output, the origin policy's skips, and
//! credentials kept out of every line. Hostile servers on 127.0.0.1.

use crate::common;
use crate::hostile;
use crate::site;

use std::time::Duration;

use common::{runtime, sitemap};
use hostile::{Reply, index, serve_on_own_port, text, urlset, xml};

/// A server from `hostile` on a runtime of its own, serving while the
/// runtime lives; `route` is given each path and the server's base.
fn start(
    route: impl Fn(&str, &str) -> Option<Reply> + Send + Sync + 'static,
) -> (tokio::runtime::Runtime, hostile::Server, String) {
    let runtime = runtime();
    let server = runtime.block_on(serve_on_own_port(move |path, port| {
        route(path, &format!("http://127.0.0.1:{port}"))
    }));
    let base = server.base.clone();
    (runtime, server, base)
}

#[test]
fn help_lists_every_budget_and_policy_with_its_default() {
    let help = sitemap(&["fetch", "--help"], None);
    assert_eq!(help.code, 0);
    for expected in [
        "--max-time <TIME>",
        "[default: 30m]",
        "--max-bytes <SIZE>",
        "[default: 1GiB]",
        "--max-files <N>",
        "[default: 10000]",
        "--max-entries <N>",
        "[default: 50000000]",
        "--per-host <N>",
        "[default: 2]",
        "--min-rate <SIZE>",
        "[default: 1KiB]",
        "--allow-host <HOST>",
        "--allow-private-addresses",
        "--keep-foreign",
        "--quiet",
        "--max-diagnostics <N>",
        "[default: 200]",
    ] {
        assert!(
            help.stdout.contains(expected),
            "{expected}:\n{}",
            help.stdout
        );
    }
}

/// A sitemap in `/sub/` listing 50 pages outside it: 50 findings of one
/// rule in one file.
fn outside_its_folder(path: &str, base: &str) -> Option<Reply> {
    match path {
        "/sub/sitemap.xml" => xml(urlset(
            &(0..50)
                .map(|n| format!("{base}/other/{n}"))
                .collect::<Vec<_>>(),
        )),
        // The common layout: robots.txt names the root index, whose parts
        // sit in /sitemaps/ and list the site's pages.
        "/robots.txt" => text(format!("Sitemap: {base}/sitemap.xml\n")),
        "/sitemap.xml" => xml(index(&[format!("{base}/sitemaps/part.xml")])),
        "/sitemaps/part.xml" => xml(urlset(
            &(0..50)
                .map(|n| format!("{base}/page/{n}"))
                .collect::<Vec<_>>(),
        )),
        _ => None,
    }
}

#[test]
fn findings_at_crawl_scale_are_printed_a_few_times_then_counted_and_kept_whole_on_request() {
    let (_runtime, _server, base) = start(outside_its_folder);
    let dir = std::env::temp_dir().join(format!("sitemap-cli-findings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("findings.ndjson");
    let file = format!("{base}/sub/sitemap.xml");
    let run = sitemap(
        &["fetch", &file, "--diagnostics", record.to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 50);
    let printed = run.stderr.matches("loc.location").count();
    assert_eq!(printed, 4, "three in full, then one count:\n{}", run.stderr);
    assert!(
        run.stderr
            .contains(&format!("{file}: note: 47 more `loc.location` not shown")),
        "{}",
        run.stderr
    );
    let kept = std::fs::read_to_string(&record).unwrap();
    let rules: Vec<serde_json::Value> = kept
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(rules.len(), 50);
    assert!(rules.iter().all(|finding| finding["rule"] == "loc.location"
        && finding["file"] == file.as_str()
        && finding["line"].as_u64().is_some()));

    let quiet = sitemap(&["fetch", &file, "--quiet"], None);
    assert_eq!(quiet.code, 0);
    assert_eq!(quiet.stdout.lines().count(), 50, "the output is whole");
    assert!(!quiet.stderr.contains("loc.location"), "{}", quiet.stderr);
    assert!(quiet.stderr.contains("1 files read"), "{}", quiet.stderr);

    let capped = sitemap(&["fetch", &file, "--max-diagnostics", "1"], None);
    assert_eq!(
        capped.stderr.matches("loc.location").count(),
        1,
        "{}",
        capped.stderr
    );
    assert!(
        capped
            .stderr
            .contains("49 more findings not shown (--max-diagnostics 1"),
        "{}",
        capped.stderr
    );

    // Where the protocol allows the layout (robots.txt names the root
    // index), nothing is said at all.
    let site = sitemap(&["fetch", &format!("{base}/")], None);
    assert_eq!(site.code, 0, "{}", site.stderr);
    assert_eq!(site.stdout.lines().count(), 50);
    assert!(!site.stderr.contains("loc.location"), "{}", site.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_warm_cache_writes_the_same_entries_and_says_what_was_unchanged() {
    let runtime = runtime();
    let (base, _log) = runtime.block_on(site::start(true));
    let dir = std::env::temp_dir().join(format!("sitemap-cli-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cache = dir.join("cache");
    let out = dir.join("urls.csv");
    let fetch = || {
        sitemap(
            &[
                "fetch",
                &format!("{base}/sitemap_index.xml"),
                "--format",
                "csv",
                "-o",
                out.to_str().unwrap(),
                "--cache",
                cache.to_str().unwrap(),
                "--timeout",
                "1",
            ],
            None,
        )
    };
    let sorted = |text: String| {
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        lines.sort();
        lines
    };
    let cold = fetch();
    let cold_rows = sorted(std::fs::read_to_string(&out).unwrap());
    let warm = fetch();
    let warm_rows = sorted(std::fs::read_to_string(&out).unwrap());
    assert_eq!(cold.code, warm.code, "{}\n{}", cold.stderr, warm.stderr);
    assert!(cold_rows.len() > 5, "{cold_rows:?}");
    assert_eq!(
        warm_rows, cold_rows,
        "the cache changes what is fetched, never what is written"
    );
    assert!(!cold.stderr.contains("unchanged"), "{}", cold.stderr);
    assert!(warm.stderr.contains("(2 unchanged)"), "{}", warm.stderr);
    // No temporary is left in the cache or beside the output.
    for entry in std::fs::read_dir(&cache)
        .unwrap()
        .chain(std::fs::read_dir(&dir).unwrap())
    {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            !name.ends_with(".tmp") && !name.ends_with(".partial"),
            "{name}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn budgets_cut_the_crawl_and_say_what_they_cut() {
    let (_runtime, _server, base) = start(|path, base| match path {
        "/robots.txt" => text(format!(
            "Sitemap: {base}/big.xml\nSitemap: {base}/hang.xml\n"
        )),
        "/big.xml" => xml(urlset(
            &(0..2_000)
                .map(|n| format!("{base}/page/{n}"))
                .collect::<Vec<_>>(),
        )),
        "/hang.xml" => Some(Reply::Hang),
        _ => None,
    });
    let started = std::time::Instant::now();
    let run = sitemap(
        &[
            "fetch",
            &format!("{base}/"),
            "--max-time",
            "2s",
            "--max-bytes",
            "10KiB",
        ],
        None,
    );
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(run.code, 1, "{}", run.stderr);
    for expected in [
        "big.xml: error: the bytes budget ran out while it was read",
        "hang.xml: error: the time budget ran out while it was read",
        "budget-bytes 1",
        "budget-time 1",
        "budget ran out: the crawl is not whole",
    ] {
        assert!(run.stderr.contains(expected), "{expected}\n{}", run.stderr);
    }
}

#[test]
fn off_site_sitemaps_are_skipped_with_a_hint_and_credentials_never_shown() {
    let (_runtime, _server, base) = start(|path, base| {
        let port = base.rsplit(':').next().unwrap().to_owned();
        match path {
            "/index.xml" => xml(index(&[
                format!("http://bob:hunter2@127.0.0.1:{port}/part.xml"),
                "http://127.0.0.1:9/elsewhere.xml".to_owned(),
            ])),
            "/part.xml" => xml(urlset(&[format!("{base}/page")])),
            _ => None,
        }
    });
    let seed = base.replace("http://", "http://alice:s3cret@");
    let run = sitemap(&["fetch", &format!("{seed}/index.xml")], None);
    assert_eq!(
        run.code, 1,
        "an off-site skip leaves the crawl not whole: {}",
        run.stderr
    );
    let line: serde_json::Value = serde_json::from_str(run.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(line["loc"], format!("{base}/page"));
    assert_eq!(
        line["sitemap"],
        format!("{}/part.xml", base.replace("http://", "http://bob:***@"))
    );
    assert!(
        run.stderr
            .contains("not fetched: on another site (127.0.0.1:9)"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("--allow-host 127.0.0.1:9"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("off-site 1"), "{}", run.stderr);
    for secret in ["s3cret", "hunter2"] {
        assert!(!run.stderr.contains(secret) && !run.stdout.contains(secret));
    }
}
