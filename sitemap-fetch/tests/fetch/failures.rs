//! Every failure says why: robots.txt files too large, too slow, answering
//! 500 or not at all, `Sitemap:` lines that are no URL, hosts that cannot
//! be reached or resolved, and bodies that trickle. Hostile servers on
//! 127.0.0.1, written for these tests.

use crate::hostile;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use hostile::{Reply, Slots, index, serve, serve_on_own_port, text, urlset, xml};
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, Summary};

fn options() -> FetchOptions {
    FetchOptions::default()
        .first_byte_timeout(Duration::from_secs(5))
        .retries(0, Duration::from_millis(10), Duration::from_millis(10))
        .probe_paths(["/sitemap.xml"])
}

/// The robots.txt reports of a crawl, the bad lines, the files' failures
/// and the summary.
#[derive(Debug, Default)]
struct Seen {
    robots: Vec<(Option<u16>, usize, Option<String>, String)>,
    bad_lines: Vec<(usize, String, String)>,
    files: BTreeMap<String, Option<String>>,
    probes_missed: usize,
    urls: usize,
    summary: Summary,
}

async fn crawl(fetcher: &Fetcher, url: &str) -> Seen {
    let mut crawl = fetcher.urls([Loc::parse(url).unwrap()]);
    let mut seen = Seen::default();
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Robots {
                status,
                sitemaps,
                failure,
                ..
            } => seen.robots.push((
                status,
                sitemaps,
                failure.as_ref().map(|f| f.kind()),
                failure.map(|f| f.to_string()).unwrap_or_default(),
            )),
            FetchEvent::BadSitemapLine {
                line, value, error, ..
            } => seen.bad_lines.push((line, value, error)),
            FetchEvent::File(file) => {
                let path = file.url.as_str().rsplit('/').next().unwrap().to_owned();
                seen.files.insert(path, file.failure.map(|f| f.kind()));
            }
            FetchEvent::Url { .. } => seen.urls += 1,
            FetchEvent::ProbeMissed { .. } => seen.probes_missed += 1,
            FetchEvent::Done(summary) => seen.summary = summary,
            _ => {}
        }
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_robots_txt_too_large_is_read_to_the_limit_and_said() {
    let slots = Slots::default();
    let route = slots.clone();
    let server = serve(move |path| {
        let base = route.get("base");
        match path {
            "/robots.txt" => {
                let mut robots = format!("Sitemap: {base}/first.xml\n");
                robots.push_str(&"# padding\n".repeat(60_000));
                robots.push_str(&format!("Sitemap: {base}/past-the-limit.xml\n"));
                text(robots)
            }
            _ => xml(urlset(&[format!("{base}/page")])),
        }
    })
    .await;
    slots.set("base", server.base.clone());
    let seen = crawl(&Fetcher::new(options()), &format!("{}/", server.base)).await;
    assert_eq!(seen.robots.len(), 1);
    let (status, sitemaps, kind, message) = &seen.robots[0];
    assert_eq!((*status, *sitemaps), (Some(200), 1));
    assert_eq!(kind.as_deref(), Some("too-large"));
    assert!(message.contains("512 KiB"), "{message}");
    assert_eq!(server.count("/first.xml"), 1);
    assert_eq!(server.count("/past-the-limit.xml"), 0);
    assert_eq!(seen.summary.failures.get("robots-too-large"), Some(&1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_robots_txt_that_fails_is_said_and_the_site_still_probed() {
    // A 500, then a body that never ends, each on its own server.
    for (reply, kind) in [
        (Reply::Status(500), "robots-status-500"),
        (Reply::Hang, "robots-timeout"),
    ] {
        let slots = Slots::default();
        let route = slots.clone();
        let reply_for_robots = reply.clone();
        let server = serve(move |path| match path {
            "/robots.txt" => Some(reply_for_robots.clone()),
            "/sitemap.xml" => xml(urlset(&[format!("{}/page", route.get("base"))])),
            _ => None,
        })
        .await;
        slots.set("base", server.base.clone());
        let fetcher = Fetcher::new(options().file_timeout(Duration::from_millis(400)));
        let seen = crawl(&fetcher, &format!("{}/", server.base)).await;
        assert_eq!(
            seen.summary.failures.get(kind),
            Some(&1),
            "{kind}: {seen:?}"
        );
        assert!(!seen.robots[0].3.is_empty(), "the reason is said: {seen:?}");
        // Probed anyway, as a crawler does when robots.txt says nothing.
        assert_eq!(seen.urls, 1, "{kind}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreachable_and_unknown_hosts_are_said_by_cause() {
    // A port nothing listens on.
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let seen = crawl(
        &Fetcher::new(options()),
        &format!("http://127.0.0.1:{closed}/"),
    )
    .await;
    assert_eq!(seen.robots[0].2.as_deref(), Some("connection"), "{seen:?}");
    assert!(seen.robots[0].3.contains("no connection"), "{seen:?}");
    assert_eq!(seen.summary.failures.get("robots-connection"), Some(&1));
    // The host is not probed: each probe would fail alike.
    assert_eq!((seen.files.len(), seen.probes_missed), (0, 0), "{seen:?}");

    // A name that does not resolve (the `.invalid` TLD never does).
    let seen = crawl(&Fetcher::new(options()), "http://no-such-host.invalid/").await;
    assert_eq!(seen.robots[0].2.as_deref(), Some("dns"), "{seen:?}");
    assert!(seen.robots[0].3.contains("no-such-host.invalid"));
    assert_eq!(seen.summary.failures.get("robots-dns"), Some(&1));
    assert_eq!((seen.files.len(), seen.probes_missed), (0, 0), "{seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sitemap_lines_that_are_no_url_are_said() {
    let slots = Slots::default();
    let route = slots.clone();
    let server = serve(move |path| {
        let base = route.get("base");
        match path {
            "/robots.txt" => text(format!(
                "Sitemap: ftp://example.com/sitemap.xml\nSitemap: /relative.xml\nSitemap: {base}/good.xml\n"
            )),
            _ => xml(urlset(&[format!("{base}/page")])),
        }
    })
    .await;
    slots.set("base", server.base.clone());
    let seen = crawl(&Fetcher::new(options()), &format!("{}/", server.base)).await;
    let lines: Vec<(usize, &str)> = seen
        .bad_lines
        .iter()
        .map(|(line, value, _)| (*line, value.as_str()))
        .collect();
    assert_eq!(
        lines,
        [(1, "ftp://example.com/sitemap.xml"), (2, "/relative.xml")]
    );
    assert!(seen.bad_lines[0].2.contains("ftp"), "{:?}", seen.bad_lines);
    assert_eq!(
        seen.summary.failures.get("robots-bad-sitemap-line"),
        Some(&2)
    );
    assert_eq!(seen.urls, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trickling_body_is_cut_at_the_minimum_rate_not_waited_out() {
    let server = serve(|path| match path {
        // 1,000 bytes at 20 a second: 50 s if waited out.
        "/slow.xml" => Some(Reply::Trickle {
            total: 1_000,
            every: Duration::from_millis(50),
        }),
        _ => None,
    })
    .await;
    let fetcher = Fetcher::new(options().min_transfer_rate(100, Duration::from_millis(500)));
    let started = Instant::now();
    let seen = crawl(&fetcher, &format!("{}/slow.xml", server.base)).await;
    assert_eq!(
        seen.files.get("slow.xml"),
        Some(&Some("too-slow".to_owned())),
        "{seen:?}"
    );
    // Cut at the first window's end, not after the body's 50 s.
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(seen.summary.failures.get("too-slow"), Some(&1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_response_head_past_the_read_buffer_fails_the_file_alone() {
    let server = serve_on_own_port(|path, port| {
        let url = |name: &str| format!("http://127.0.0.1:{port}/{name}");
        match path {
            "/sitemap.xml" => xml(index(&[url("long.txt"), url("fair.txt"), url("big.txt")])),
            // A head of 300 KB: well past what a connection buffers (64 KB; hyper
            // checks between reads, so a head a little past it may pass).
            "/long.txt" => Some(Reply::LongHead(300_000, format!("{}\n", url("l")))),
            // A head of 30 KB is read.
            "/fair.txt" => Some(Reply::LongHead(30_000, format!("{}\n", url("f")))),
            // A body of many buffers' worth is read whole.
            "/big.txt" => text(
                (0..60_000)
                    .map(|n| url(&format!("b/{n:05}")) + "\n")
                    .collect(),
            ),
            _ => None,
        }
    })
    .await;
    let seen = crawl(
        &Fetcher::new(options()),
        &format!("{}/sitemap.xml", server.base),
    )
    .await;
    assert!(
        matches!(seen.files.get("long.txt"), Some(Some(_))),
        "the long head is a failure: {seen:?}"
    );
    assert_eq!(seen.files.get("fair.txt"), Some(&None), "{seen:?}");
    assert_eq!(seen.files.get("big.txt"), Some(&None), "{seen:?}");
    assert_eq!(seen.urls, 60_001);
    assert_eq!(seen.summary.files_failed, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_the_reader_refuses_is_not_downloaded_to_its_end() {
    // An index lists a large web page first, then two sitemaps; the byte
    // budget holds the sitemaps and a little of the page, not all of it.
    let page = format!(
        "<!DOCTYPE html><html><body>{}</body></html>",
        "x".repeat(8 << 20)
    );
    let slots = Slots::default();
    let route = slots.clone();
    let server = serve(move |path| {
        let base = route.get("base");
        match path {
            "/index.xml" => xml(index(&[
                format!("{base}/page.html"),
                format!("{base}/a.xml"),
                format!("{base}/b.xml"),
            ])),
            "/page.html" => Some(Reply::Body("text/html", page.clone())),
            "/a.xml" | "/b.xml" => xml(urlset(&[format!("{base}{path}/page")])),
            _ => None,
        }
    })
    .await;
    slots.set("base", server.base.clone());
    let fetcher = Fetcher::new(options().concurrency(1).per_host(1).max_bytes(4 << 20));
    let seen = crawl(&fetcher, &format!("{}/index.xml", server.base)).await;
    // The page is refused for what it is, and the sitemaps after it read.
    assert_eq!(
        seen.files.get("page.html"),
        Some(&Some("not-a-sitemap".to_owned())),
        "{seen:?}"
    );
    assert_eq!(seen.urls, 2, "{seen:?}");
    assert_eq!(seen.summary.budget, None, "{seen:?}");
    assert!(seen.summary.bytes < 4 << 20, "{seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retries_and_their_waits_count_against_the_files_time() {
    // Always busy: the backoff waits (1 s, 2 s, 4 s) outlast the file's
    // 800 ms, which cuts the file as timed out, not failed with a 503
    // after seven seconds.
    let server = serve(|path| match path {
        "/sitemap.xml" => Some(Reply::Status(503)),
        _ => None,
    })
    .await;
    let fetcher = Fetcher::new(
        options()
            .retries(3, Duration::from_secs(1), Duration::from_secs(4))
            .file_timeout(Duration::from_millis(800)),
    );
    let seen = crawl(&fetcher, &format!("{}/sitemap.xml", server.base)).await;
    assert_eq!(
        seen.files.get("sitemap.xml"),
        Some(&Some("timeout".to_owned())),
        "{seen:?}"
    );
    assert!(server.count("/sitemap.xml") < 4, "not every retry was made");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_204_or_an_unasked_304_is_said_as_its_status() {
    let server = serve(|path| match path {
        "/empty.xml" => Some(Reply::Status(204)),
        "/unasked.xml" => Some(Reply::Status(304)),
        "/robots.txt" => Some(Reply::Status(204)),
        _ => None,
    })
    .await;
    let fetcher = Fetcher::new(options());
    for (path, kind) in [("empty.xml", "status-204"), ("unasked.xml", "status-304")] {
        let seen = crawl(&fetcher, &format!("{}/{path}", server.base)).await;
        assert_eq!(
            seen.files.get(path),
            Some(&Some(kind.to_owned())),
            "{seen:?}"
        );
    }
    // An empty robots.txt names no sitemap and is no failure: the site is
    // probed.
    let seen = crawl(&fetcher, &format!("{}/", server.base)).await;
    assert_eq!(seen.robots[0].2, None, "{seen:?}");
    assert_eq!(seen.probes_missed, 1, "{seen:?}");
}
