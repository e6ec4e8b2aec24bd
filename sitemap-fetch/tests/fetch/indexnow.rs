//! IndexNow against an endpoint written for the tests on 127.0.0.1, which
//! answers each request with the next status of its script and records
//! every body: batches of at most 10,000 URLs of one host, nothing sent
//! twice across reruns, nothing lost when any batch fails.

use std::collections::{BTreeSet, VecDeque};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::http::StatusCode;
use serde_json::Value;
use sitemap_core::site::{LastmodPolicy, Regeneration, SiteOptions};
use sitemap_core::{BaseUrl, LastMod, Loc, Url};
use sitemap_fetch::FetchOptions;
use sitemap_fetch::indexnow::{self, IndexNow, Plan, Stop};

const SITE: &str = "https://example.com/";

/// The endpoint: the statuses it answers with, in order (200 once they
/// run out), and the bodies it received.
#[derive(Clone, Default)]
struct Endpoint {
    script: Arc<Mutex<VecDeque<u16>>>,
    received: Arc<Mutex<Vec<Value>>>,
}

impl Endpoint {
    async fn start(&self) -> Loc {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/indexnow", listener.local_addr().unwrap());
        let endpoint = self.clone();
        let app = Router::new().route(
            "/indexnow",
            axum::routing::post(move |body: String| {
                let endpoint = endpoint.clone();
                async move {
                    let json: Value = serde_json::from_str(&body).expect("a JSON body");
                    endpoint.received.lock().unwrap().push(json);
                    let status = endpoint.script.lock().unwrap().pop_front().unwrap_or(200);
                    StatusCode::from_u16(status).unwrap()
                }
            }),
        );
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Loc::parse(&url).unwrap()
    }

    fn script(&self, statuses: &[u16]) {
        *self.script.lock().unwrap() = statuses.iter().copied().collect();
    }

    /// The URLs received so far, and clears them.
    fn take(&self) -> Vec<Value> {
        std::mem::take(&mut *self.received.lock().unwrap())
    }
}

struct Dir(PathBuf);

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn options() -> SiteOptions {
    SiteOptions::new(BaseUrl::parse(SITE).unwrap())
}

/// A site of `count` pages, each with `content`.
fn generate(dir: &std::path::Path, count: usize, content: &str, day: u8) {
    let at = LastMod::parse(&format!("2026-11-{day:02}T10:00:00Z")).unwrap();
    let mut site = Regeneration::new(dir, options())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at);
    for n in 0..count {
        let url = Url::new(Loc::parse(&format!("{SITE}p/{n:05}")).unwrap());
        site.write(&url.with_fingerprint(content)).unwrap();
    }
    site.finish().unwrap();
}

fn client(endpoint: Loc, key: &str) -> IndexNow {
    let location = Loc::parse(&format!("{SITE}{key}.txt")).unwrap();
    IndexNow::new(endpoint, key, location)
        .unwrap()
        .max_time(Duration::from_millis(800))
        .fetch_options(FetchOptions::default().file_timeout(Duration::from_secs(10)))
}

fn urls_of(bodies: &[Value]) -> Vec<String> {
    bodies
        .iter()
        .flat_map(|body| body["urlList"].as_array().unwrap().clone())
        .map(|url| url.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batches_are_sent_once_and_a_failure_at_any_batch_loses_nothing() {
    let dir = Dir(std::env::temp_dir().join(format!("sitemap-indexnow-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&dir.0);
    std::fs::create_dir_all(&dir.0).unwrap();
    let key = indexnow::new_key();
    indexnow::publish_key(&dir.0, &key).unwrap();
    assert_eq!(
        indexnow::find_key(&dir.0).unwrap().as_deref(),
        Some(key.as_str())
    );
    generate(&dir.0, 25_000, "v1", 1);

    let endpoint = Endpoint::default();
    let url = endpoint.start().await;
    let client = client(url, &key);
    let location = Loc::parse(&format!("{SITE}{key}.txt")).unwrap();

    // A dry run is a plan: nothing is sent.
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    assert_eq!(plan.url_count(), 25_000);
    let sizes: Vec<usize> = plan.batches.iter().map(|b| b.urls.len()).collect();
    assert_eq!(sizes, [10_000, 10_000, 5_000]);
    assert!(endpoint.take().is_empty());

    // The second batch is refused: the first is announced, the rest is not.
    endpoint.script(&[200, 403]);
    let done = client.submit(&dir.0, &options(), &plan).await.unwrap();
    assert_eq!((done.batches, done.urls, done.left), (1, 10_000, 15_000));
    assert!(matches!(done.stop, Some(Stop::Refused { status: 403, .. })));
    let first = endpoint.take();
    assert_eq!(first.len(), 2);
    for body in &first {
        assert_eq!(body["host"], "example.com");
        assert_eq!(body["key"], key.as_str());
        assert_eq!(body["keyLocation"], location.as_str());
    }
    let announced: BTreeSet<String> = urls_of(&first[..1]).into_iter().collect();

    // Busy past the time budget: stops, marks nothing more.
    endpoint.script(&[429, 429, 429, 429, 429, 429]);
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    assert_eq!(plan.url_count(), 15_000);
    let done = client.submit(&dir.0, &options(), &plan).await.unwrap();
    assert_eq!(done.batches, 0);
    assert!(
        matches!(done.stop, Some(Stop::Busy { status: 429 })),
        "{:?}",
        done.stop
    );
    endpoint.take();

    // A rerun sends exactly what was not taken, 202 being taken too.
    endpoint.script(&[202, 200]);
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    let done = client.submit(&dir.0, &options(), &plan).await.unwrap();
    assert_eq!((done.batches, done.urls, done.left), (2, 15_000, 0));
    assert_eq!(done.stop, None);
    let rest: BTreeSet<String> = urls_of(&endpoint.take()).into_iter().collect();
    assert_eq!(rest.len(), 15_000);
    assert!(rest.is_disjoint(&announced));
    assert_eq!(rest.len() + announced.len(), 25_000);

    // After success, a rerun sends nothing.
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    assert_eq!(plan.url_count(), 0);

    // A regeneration changing three pages and removing one makes those
    // four pending, and only those.
    let at = LastMod::parse("2026-11-02T10:00:00Z").unwrap();
    let mut site = Regeneration::new(&dir.0, options())
        .unwrap()
        .lastmod_policy(LastmodPolicy::Content)
        .changed_at(at);
    for n in 0..24_999 {
        let content = if n < 3 { "v2" } else { "v1" };
        let url = Url::new(Loc::parse(&format!("{SITE}p/{n:05}")).unwrap());
        site.write(&url.with_fingerprint(content)).unwrap();
    }
    site.finish().unwrap();
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    let sent = client.submit(&dir.0, &options(), &plan).await.unwrap();
    assert_eq!(sent.urls, 4);
    let urls = urls_of(&endpoint.take());
    let expected: Vec<String> = ["p/00000", "p/00001", "p/00002", "p/24999"]
        .iter()
        .map(|path| format!("{SITE}{path}"))
        .collect();
    assert_eq!(urls, expected);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn urls_outside_the_keys_scope_are_never_sent() {
    let dir =
        Dir(std::env::temp_dir().join(format!("sitemap-indexnow-scope-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&dir.0);
    let mut site = Regeneration::new(&dir.0, options()).unwrap();
    for url in [
        "https://example.com/a",
        "https://example.com/blog/b",
        "https://other.example/c",
    ] {
        site.write(&Url::new(Loc::parse(url).unwrap())).unwrap();
    }
    site.finish().unwrap();
    // A key file under /blog/ covers /blog/ only.
    let location = Loc::parse("https://example.com/blog/0123456789abcdef.txt").unwrap();
    let plan = Plan::new(&dir.0, &options(), &location).unwrap();
    assert_eq!(plan.batches.len(), 1);
    assert_eq!(plan.batches[0].urls, ["https://example.com/blog/b"]);
    assert_eq!(
        plan.out_of_scope,
        ["https://example.com/a", "https://other.example/c"]
    );
    let endpoint = Endpoint::default();
    let url = endpoint.start().await;
    endpoint.script(&[422]);
    let done = client(url, "0123456789abcdef")
        .submit(&dir.0, &options(), &plan)
        .await
        .unwrap();
    assert!(matches!(done.stop, Some(Stop::Refused { status: 422, .. })));
    // Nothing was marked: all three are still pending.
    let root = Loc::parse("https://example.com/0123456789abcdef.txt").unwrap();
    let plan = Plan::new(&dir.0, &options(), &root).unwrap();
    assert_eq!(plan.url_count() + plan.out_of_scope.len(), 3);
}
