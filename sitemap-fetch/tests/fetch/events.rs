//! Events reach the caller in chunks, yet a file's report still follows
//! every entry of it, and the entries found before a body stalls are not
//! held back waiting for the rest.

use crate::hostile;

use std::time::Duration;

use hostile::{Reply, serve_on_own_port, urlset, xml};
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

fn options() -> FetchOptions {
    FetchOptions::default()
        .first_byte_timeout(Duration::from_secs(5))
        .retries(0, Duration::from_millis(10), Duration::from_millis(10))
}

/// Each event of a crawl as `url <loc>` or `file <name>`, in order.
async fn order(fetcher: &Fetcher, url: &str) -> Vec<String> {
    let mut crawl = fetcher.urls([Loc::parse(url).unwrap()]);
    let mut seen = Vec::new();
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Url { url, .. } => seen.push(format!("url {}", url.loc())),
            FetchEvent::File(file) => {
                seen.push(format!(
                    "file {}",
                    file.url.as_str().rsplit('/').next().unwrap()
                ));
            }
            _ => {}
        }
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_files_report_follows_all_its_entries_however_many() {
    let server = serve_on_own_port(|path, port| {
        let count = match path {
            "/a.xml" => 100,
            "/b.xml" => 130,
            "/c.xml" => 3,
            _ => return None,
        };
        let name = path.trim_start_matches('/');
        let urls: Vec<String> = (0..count)
            .map(|n| format!("http://127.0.0.1:{port}/{name}/{n}"))
            .collect();
        xml(urlset(&urls))
    })
    .await;
    for (file, count, budget) in [
        ("a.xml", 100, None),
        ("b.xml", 70, Some(70)),
        ("c.xml", 3, None),
    ] {
        let mut options = options();
        if let Some(entries) = budget {
            options = options.max_entries(entries);
        }
        let seen = order(&Fetcher::new(options), &format!("{}/{file}", server.base)).await;
        let report = seen
            .iter()
            .position(|event| event == &format!("file {file}"));
        let report = report.unwrap_or_else(|| panic!("no report of {file}: {seen:?}"));
        let urls = seen
            .iter()
            .filter(|event| event.starts_with("url "))
            .count();
        assert_eq!(urls, count, "{file}");
        assert!(
            seen[report + 1..]
                .iter()
                .all(|event| !event.starts_with("url ")),
            "{file}'s report came before some of its entries"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entries_found_before_a_body_stalls_are_handed_out_while_it_stalls() {
    let server = serve_on_own_port(|path, port| {
        let urls: Vec<String> = (0..10)
            .map(|n| format!("http://127.0.0.1:{port}/p/{n}"))
            .collect();
        let whole = urlset(&urls);
        // Ten whole entries, then the body stops, its length still owed.
        let part = whole[..whole.len() - "</urlset>".len()].to_owned();
        let total = part.len() + 10_000;
        match path {
            "/stalls.xml" => Some(Reply::Stall {
                etag: "\"s\"",
                part,
                total,
            }),
            _ => None,
        }
    })
    .await;
    let fetcher = Fetcher::new(options().file_timeout(Duration::from_secs(30)));
    let mut crawl = fetcher.urls([Loc::parse(&format!("{}/stalls.xml", server.base)).unwrap()]);
    let mut found = 0;
    let waited = tokio::time::timeout(Duration::from_secs(5), async {
        while found < 10 {
            match crawl.next().await {
                Some(FetchEvent::Url { .. }) => found += 1,
                Some(_) => {}
                None => break,
            }
        }
    })
    .await;
    assert!(
        waited.is_ok() && found == 10,
        "{found} of the 10 entries reached the caller while the body stalled"
    );
}
