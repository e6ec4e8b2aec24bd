//! Cross-submission: a sitemap hosted on one site may list another site's
//! URLs when that other site's robots.txt names it (as crawler-commons and
//! the search engines allow); otherwise each such URL is reported under the
//! location rule. Two real servers on 127.0.0.1, two origins.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::State;
use axum::http::Uri;
use axum::response::IntoResponse;
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

type Bases = Arc<Mutex<(String, String)>>;

async fn start(router: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    base
}

fn urlset(urls: &[String]) -> String {
    let entries: String = urls
        .iter()
        .map(|url| format!("<url><loc>{url}</loc></url>"))
        .collect();
    format!("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{entries}</urlset>")
}

/// Site A: its robots.txt names a sitemap hosted on B.
async fn site_a(State(bases): State<Bases>, uri: Uri) -> axum::response::Response {
    let (_, b) = bases.lock().unwrap().clone();
    match uri.path() {
        "/robots.txt" => format!("User-agent: *\nSitemap: {b}/for-a.xml\n"),
        "/moved.xml" => {
            return (
                axum::http::StatusCode::MOVED_PERMANENTLY,
                [(axum::http::header::LOCATION, format!("{b}/unnamed.xml"))],
            )
                .into_response();
        }
        _ => String::new(),
    }
    .into_response()
}

/// Site B: hosts a sitemap of A's pages (named by A's robots.txt) and
/// another that nobody named.
async fn site_b(State(bases): State<Bases>, uri: Uri) -> impl IntoResponse {
    let (a, _) = bases.lock().unwrap().clone();
    match uri.path() {
        "/for-a.xml" | "/unnamed.xml" => urlset(&[format!("{a}/page/1"), format!("{a}/page/2")]),
        _ => String::new(),
    }
}

/// Sites A and B, each knowing the other's base.
async fn two_sites() -> (String, String) {
    let bases: Bases = Arc::default();
    let a = start(
        Router::new()
            .fallback(site_a)
            .with_state(Arc::clone(&bases)),
    )
    .await;
    let b = start(
        Router::new()
            .fallback(site_b)
            .with_state(Arc::clone(&bases)),
    )
    .await;
    *bases.lock().unwrap() = (a.clone(), b.clone());
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn robots_txt_on_the_target_host_allows_a_sitemap_hosted_elsewhere() {
    let (a, b) = two_sites().await;

    let fetcher = Fetcher::new(FetchOptions::default());
    let mut crawl = fetcher.urls([
        Loc::parse(&format!("{a}/")).unwrap(),
        Loc::parse(&format!("{b}/unnamed.xml")).unwrap(),
    ]);
    let mut urls = Vec::new();
    let mut location = Vec::new();
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Url { url, from } => {
                urls.push((url.loc().to_string(), from.sitemap.to_string()));
            }
            FetchEvent::Diagnostic { file, diagnostic } => {
                location.push((file.to_string(), diagnostic.rule()));
            }
            _ => {}
        }
    }
    urls.sort();
    assert_eq!(urls.len(), 4, "{urls:?}");
    // The named one lists A's pages without a word; the other is reported
    // for each.
    assert_eq!(
        location,
        [
            (format!("{b}/unnamed.xml"), "loc.location"),
            (format!("{b}/unnamed.xml"), "loc.location"),
        ]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redirect_to_another_site_is_followed_and_said() {
    let (a, b) = two_sites().await;
    let mut crawl = Fetcher::new(FetchOptions::default())
        .sitemaps([Loc::parse(&format!("{a}/moved.xml")).unwrap()]);
    let mut redirects = Vec::new();
    let mut urls = 0;
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Redirect {
                from,
                to,
                status,
                leaves_site,
            } => redirects.push((from.to_string(), to.to_string(), status, leaves_site)),
            FetchEvent::Url { from, .. } => {
                assert_eq!(from.sitemap.as_str(), format!("{b}/unnamed.xml"));
                urls += 1;
            }
            _ => {}
        }
    }
    assert_eq!(
        redirects,
        [(
            format!("{a}/moved.xml"),
            format!("{b}/unnamed.xml"),
            301,
            true
        )]
    );
    assert_eq!(urls, 2);
}
