//! A whole crawl of the fixture site (`site/mod.rs`), from its root: the
//! entries found, the events reported and the files requested, asserted
//! exactly.

use crate::hostile;
use crate::site;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::Ordering;
use std::time::Duration;

use sitemap_core::Loc;
use sitemap_fetch::{Failure, FetchEvent, FetchOptions, Fetcher, Found, Skip, Summary};

fn options() -> FetchOptions {
    FetchOptions::default()
        .user_agent("sitemap-fetch-tests")
        .concurrency(4)
        .per_host(2)
        .first_byte_timeout(Duration::from_millis(600))
        .retries(2, Duration::from_millis(20), Duration::from_secs(2))
}

/// Every event of a crawl, by kind.
#[derive(Default)]
struct Seen {
    urls: BTreeMap<String, (String, u64, Vec<String>)>,
    files: BTreeMap<String, (Option<String>, Option<u16>, u64, bool)>,
    skipped: Vec<(String, Skip)>,
    redirects: Vec<(String, String, u16)>,
    robots: Vec<(String, Option<u16>, usize)>,
    probes_missed: Vec<String>,
    diagnostics: Vec<(String, &'static str)>,
    summary: Option<Summary>,
}

async fn crawl(fetcher: &Fetcher, root: &str, base: &str) -> Seen {
    let strip = |url: &str| url.strip_prefix(base).unwrap_or(url).to_owned();
    let mut crawl = fetcher.site(Loc::parse(root).unwrap());
    let mut seen = Seen::default();
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Url { url, from } => {
                let indexes = from.indexes.iter().map(|i| strip(i.as_str())).collect();
                let previous = seen.urls.insert(
                    strip(url.loc().as_str()),
                    (strip(from.sitemap.as_str()), from.line, indexes),
                );
                assert!(previous.is_none(), "{} handed out twice", url.loc());
            }
            FetchEvent::File(file) => {
                let failure = file.failure.as_ref().map(Failure::kind);
                seen.files.insert(
                    strip(file.url.as_str()),
                    (failure, file.status, file.entries, file.not_modified),
                );
            }
            FetchEvent::Skipped { url, reason, .. } => {
                seen.skipped.push((strip(url.as_str()), reason))
            }
            FetchEvent::Redirect {
                from, to, status, ..
            } => seen
                .redirects
                .push((strip(from.as_str()), strip(to.as_str()), status)),
            FetchEvent::Robots {
                url,
                status,
                sitemaps,
                ..
            } => seen.robots.push((strip(url.as_str()), status, sitemaps)),
            FetchEvent::ProbeMissed { url, .. } => seen.probes_missed.push(strip(url.as_str())),
            FetchEvent::Diagnostic { file, diagnostic } => seen
                .diagnostics
                .push((strip(file.as_str()), diagnostic.rule())),
            FetchEvent::Done(summary) => seen.summary = Some(summary),
            // An index's entries, for site checks; the files they lead to
            // are the crawl's own events.
            FetchEvent::IndexEntry { .. } => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_site_is_crawled_from_its_robots_txt_with_every_fault_reported() {
    let (base, log) = site::start(true).await;
    let fetcher = Fetcher::new(options());
    let seen = crawl(&fetcher, &format!("{base}/"), &base).await;

    // Every URL of every readable file, once, with where it came from.
    let urls: BTreeSet<&str> = seen.urls.keys().map(String::as_str).collect();
    let expected: BTreeSet<&str> = [
        "/a/1",
        "/a/2",
        "/a/3",
        "/b/1",
        "/b/2",
        "/c/1",
        "/flaky/1",
        "/limited/1",
        "/nested/d/1",
        "/news/1",
        "/news/2",
        "/t/1",
        "/t/2",
    ]
    .into_iter()
    .collect();
    assert_eq!(urls, expected);
    assert_eq!(
        seen.urls["/nested/d/1"],
        (
            "/nested/d.xml".to_owned(),
            3,
            vec![
                "/sitemap_index.xml".to_owned(),
                "/nested/index.xml".to_owned()
            ]
        )
    );
    assert_eq!(seen.urls["/a/2"].1, 4);
    // Redirected: the entry names the file it was read from.
    assert_eq!(seen.urls["/c/1"].0, "/sitemaps/c.xml");
    assert_eq!(seen.urls["/t/2"], ("/urls.txt".to_owned(), 2, vec![]));
    assert_eq!(seen.urls["/news/1"].1, 3);

    assert_eq!(seen.robots, [("/robots.txt".to_owned(), Some(200), 4)]);
    assert_eq!(seen.probes_missed, Vec::<String>::new());
    // The location rule, against each file's scope: robots.txt names the
    // index at the root, so the sitemaps it lists in /sitemaps/ speak for
    // the whole site (as Google reads it) and their /a/1 and /b/1 break no
    // rule. What is left is the index that lists itself, and the bomb's
    // endless token, cut at the value limit (its file then fails at the
    // byte limit, below).
    let mut diagnostics = seen.diagnostics.clone();
    diagnostics.sort();
    assert_eq!(
        diagnostics,
        [
            ("/bomb.xml.gz".to_owned(), "limit.value"),
            ("/sitemap_index.xml".to_owned(), "index.self")
        ]
    );

    let file = |path: &str| {
        seen.files
            .get(path)
            .unwrap_or_else(|| panic!("no report of {path}"))
    };
    let failure = |path: &str| file(path).0.clone();
    for path in [
        "/sitemap_index.xml",
        "/news.rss",
        "/urls.txt",
        "/nested/index.xml",
        "/nested/d.xml",
        "/sitemaps/a.xml.gz",
        "/sitemaps/b.xml",
        "/flaky.xml",
        "/limited.xml",
        "/redirect/1",
    ] {
        assert_eq!(failure(path), None, "{path}");
    }
    assert_eq!(failure("/gone.xml").as_deref(), Some("status-404"));
    assert_eq!(failure("/slow.xml").as_deref(), Some("timeout"));
    assert_eq!(failure("/loop/1").as_deref(), Some("redirects"));
    assert_eq!(failure("/html.xml").as_deref(), Some("not-a-sitemap"));
    assert_eq!(failure("/bomb.xml.gz").as_deref(), Some("unreadable"));
    assert_eq!(file("/sitemap_index.xml").2, 13);
    assert_eq!(file("/flaky.xml").1, Some(200));
    assert_eq!(seen.files.len(), 15);

    let mut skipped = seen.skipped.clone();
    skipped.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        skipped,
        [
            ("/gone.xml".to_owned(), Skip::AlreadySeen),
            ("/sitemap_index.xml".to_owned(), Skip::ListsItself),
            ("/sitemap_index.xml".to_owned(), Skip::Loop),
            ("/sitemaps/a.xml.gz".to_owned(), Skip::AlreadySeen),
        ]
    );
    assert_eq!(
        seen.redirects,
        [
            ("/redirect/1".to_owned(), "/redirect/2".to_owned(), 301),
            ("/redirect/2".to_owned(), "/sitemaps/c.xml".to_owned(), 302),
            ("/loop/1".to_owned(), "/loop/2".to_owned(), 302),
        ]
    );

    // No file asked for twice, but for the retries; politeness kept.
    let counts = site::counts(&log);
    for (path, count) in &counts {
        let expected = match path.as_str() {
            "/flaky.xml" | "/limited.xml" => 2,
            _ => 1,
        };
        assert_eq!(*count, expected, "{path}: {:?}", log.requests());
    }
    assert_eq!(counts.len(), 19, "{:?}", log.requests());
    // robots.txt first, and every index before the files it lists.
    let requests = log.requests();
    let at = |path: &str| requests.iter().position(|p| p == path).unwrap();
    assert_eq!(at("/robots.txt"), 0);
    for child in [
        "/sitemaps/a.xml.gz",
        "/nested/index.xml",
        "/html.xml",
        "/redirect/1",
    ] {
        assert!(at("/sitemap_index.xml") < at(child), "{requests:?}");
    }
    assert!(at("/nested/index.xml") < at("/nested/d.xml"));
    assert!(at("/redirect/1") < at("/redirect/2") && at("/redirect/2") < at("/sitemaps/c.xml"));
    assert!(log.most_in_flight.load(Ordering::SeqCst) <= 2);

    let summary = seen.summary.expect("a summary last");
    assert_eq!(summary.urls, 13);
    assert_eq!(summary.files_read, 10);
    assert_eq!(summary.files_failed, 5);
    assert_eq!(summary.skipped, 4);
    assert_eq!(
        summary
            .failures
            .keys()
            .map(String::as_str)
            .collect::<Vec<_>>(),
        [
            "not-a-sitemap",
            "redirects",
            "status-404",
            "timeout",
            "unreadable"
        ]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_site_whose_robots_txt_names_none_is_probed_at_the_well_known_paths() {
    let (base, log) = site::start(false).await;
    let fetcher = Fetcher::new(options());
    let seen = crawl(&fetcher, &format!("{base}/"), &base).await;
    assert_eq!(seen.robots, [("/robots.txt".to_owned(), Some(200), 0)]);
    let urls: Vec<&str> = seen.urls.keys().map(String::as_str).collect();
    assert_eq!(urls, ["/b/1", "/b/2"]);
    // Every well-known path was asked for once; the missing ones are said.
    for path in sitemap_fetch::WELL_KNOWN_PATHS {
        assert_eq!(log.count(path), 1, "{path}");
    }
    assert_eq!(
        seen.probes_missed.len(),
        sitemap_fetch::WELL_KNOWN_PATHS.len() - 1
    );
    let (failure, _, entries, _) = &seen.files["/sitemap_index.xml"];
    assert_eq!((failure, *entries), (&None, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recrawl_with_the_cache_asks_conditionally_and_hands_out_the_same_entries() {
    let (base, log) = site::start(true).await;
    let cache = std::env::temp_dir().join(format!("sitemap-fetch-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let fetcher = Fetcher::new(options().cache(&cache));
    let index = Loc::parse(&format!("{base}/sitemap_index.xml")).unwrap();
    let first = {
        let mut crawl = fetcher.sitemaps([index.clone()]);
        let mut urls = BTreeSet::new();
        while let Some(event) = crawl.next().await {
            if let FetchEvent::Url { url, .. } = event {
                urls.insert(url.loc().as_str().strip_prefix(&base).unwrap().to_owned());
            }
        }
        urls
    };
    let bodies_fetched = log.count("/sitemaps/a.xml.gz");
    let mut crawl = fetcher.sitemaps([index]);
    let mut unchanged = BTreeSet::new();
    let mut urls = BTreeSet::new();
    let mut summary = None;
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::File(file) if file.not_modified => {
                assert_eq!(file.bytes, 0, "nothing downloaded for {}", file.url);
                unchanged.insert(file.url.as_str().strip_prefix(&base).unwrap().to_owned());
            }
            FetchEvent::Url { url, .. } => {
                let url = url.loc().as_str().strip_prefix(&base).unwrap().to_owned();
                assert!(urls.insert(url.clone()), "{url} handed out twice");
            }
            FetchEvent::Done(done) => summary = Some(done),
            _ => {}
        }
    }
    // The index and the gzip file sent ETags: both came back 304, and
    // both were read from the cache, so the warm crawl hands out exactly
    // what the cold one did.
    assert_eq!(
        unchanged.into_iter().collect::<Vec<_>>(),
        ["/sitemap_index.xml", "/sitemaps/a.xml.gz"]
    );
    assert!(urls.contains("/a/1") && urls.contains("/nested/d/1"));
    assert_eq!(urls, first);
    assert_eq!(summary.unwrap().files_unchanged, 2);
    assert_eq!(log.count("/sitemap_index.xml"), 2);
    // Asked again, but answered 304: no body came.
    assert_eq!(log.count("/sitemaps/a.xml.gz"), bodies_fetched + 1);
    std::fs::remove_dir_all(&cache).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn budgets_stop_the_crawl_and_say_what_was_left() {
    let (base, _log) = site::start(true).await;
    let fetcher = Fetcher::new(options().max_files(3));
    let seen = crawl(&fetcher, &format!("{base}/"), &base).await;
    assert_eq!(seen.robots.len(), 1);
    assert_eq!(seen.files.len(), 2, "{:?}", seen.files.keys());
    assert!(
        seen.skipped
            .iter()
            .any(|(_, reason)| *reason == Skip::Budget(sitemap_fetch::Budget::Files)),
        "{:?}",
        seen.skipped
    );
    let _ = Found::Given;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_entries_and_bytes_budgets_stop_reading_and_are_reported() {
    let (base, _log) = site::start(true).await;
    let fetcher = Fetcher::new(options().max_entries(3).concurrency(1).per_host(1));
    let seen = crawl(&fetcher, &format!("{base}/"), &base).await;
    assert_eq!(seen.urls.len(), 3, "{:?}", seen.urls.keys());
    let budget_failures = seen
        .files
        .values()
        .filter(|(failure, ..)| failure.as_deref() == Some("budget-entries"))
        .count();
    assert_eq!(budget_failures, 1, "{:?}", seen.files);
    assert!(
        seen.skipped
            .iter()
            .any(|(_, reason)| *reason == Skip::Budget(sitemap_fetch::Budget::Entries)),
        "{:?}",
        seen.skipped
    );

    let fetcher = Fetcher::new(options().max_bytes(2_000).concurrency(1).per_host(1));
    let seen = crawl(&fetcher, &format!("{base}/"), &base).await;
    let summary = seen.summary.expect("a summary");
    assert!(summary.bytes <= 2_000 + 64 * 1024, "{}", summary.bytes);
    assert!(
        seen.skipped
            .iter()
            .any(|(_, reason)| *reason == Skip::Budget(sitemap_fetch::Budget::Bytes)),
        "{:?}",
        seen.skipped
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_time_budget_stops_the_crawl_and_says_so() {
    let (base, _log) = site::start(true).await;
    // One file at a time: the slow one (3 s) outlasts the whole budget.
    let options = options()
        .concurrency(1)
        .per_host(1)
        .first_byte_timeout(Duration::from_secs(10))
        .max_time(Duration::from_millis(1500));
    let started = std::time::Instant::now();
    let seen = crawl(&Fetcher::new(options), &format!("{base}/"), &base).await;
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    let summary = seen.summary.expect("a summary");
    assert_eq!(
        summary.budget,
        Some(sitemap_fetch::Budget::Time),
        "{summary:?}"
    );
    assert!(
        seen.skipped
            .iter()
            .any(|(_, reason)| *reason == Skip::Budget(sitemap_fetch::Budget::Time)),
        "{:?}",
        seen.skipped
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_cut_off_by_a_dropped_crawl_is_not_cached() {
    // A text sitemap of which a hundred lines come, then nothing: the
    // caller stops the crawl after the first URL. To the reader, the body
    // it was given ended there like a whole text file; the cache must not
    // keep it as the file.
    let server = hostile::serve(|path| match path {
        "/s.txt" => Some(hostile::Reply::Stall {
            etag: "\"v1\"",
            part: (0..100)
                .map(|n| format!("http://127.0.0.1/{n:04}\n"))
                .collect(),
            total: 100_000,
        }),
        _ => None,
    })
    .await;
    let cache = std::env::temp_dir().join(format!("sitemap-fetch-cut-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let fetcher = Fetcher::new(options().cache(&cache).keep_foreign_entries(true));
    let mut crawl = fetcher.sitemaps([Loc::parse(&format!("{}/s.txt", server.base)).unwrap()]);
    let mut urls = 0;
    while let Some(event) = crawl.next().await {
        if let FetchEvent::Url { .. } = event {
            urls += 1;
            break;
        }
    }
    assert_eq!(urls, 1);
    drop(crawl);
    // The reader's thread ends once the pump is gone; give it a moment.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kept: Vec<String> = std::fs::read_dir(&cache)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        kept,
        Vec::<String>::new(),
        "nothing cached, no temporary left"
    );
    let _ = std::fs::remove_dir_all(&cache);
}
