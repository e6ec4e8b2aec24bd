//! Redirects to a file read already: its entries are handed out once, and
//! the redirect that reached it again is a skip, said.

use axum::Router;
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, Skip};

async fn serve(uri: Uri) -> Response {
    let urlset = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>BASE/</loc></url></urlset>";
    match uri.path() {
        "/index.xml" => "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap><loc>BASE/a.xml</loc></sitemap><sitemap><loc>BASE/to-a</loc></sitemap><sitemap><loc>BASE/to-index</loc></sitemap></sitemapindex>".into_response(),
        "/a.xml" => urlset.into_response(),
        "/to-a" => (StatusCode::FOUND, [(header::LOCATION, "/a.xml")]).into_response(),
        "/to-index" => (StatusCode::FOUND, [(header::LOCATION, "/index.xml")]).into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redirect_to_a_file_read_already_reads_nothing_twice() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let app = Router::new().fallback({
        let base = base.clone();
        move |uri: Uri| {
            let base = base.clone();
            async move {
                let response = serve(uri).await;
                let (parts, body) = response.into_parts();
                let bytes = axum::body::to_bytes(body, 1 << 20).await.unwrap();
                let text = String::from_utf8_lossy(&bytes).replace("BASE", &base);
                Response::from_parts(parts, axum::body::Body::from(text))
            }
        }
    });
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let mut crawl = Fetcher::new(FetchOptions::default().concurrency(1).per_host(1))
        .sitemaps([Loc::parse(&format!("{base}/index.xml")).unwrap()]);
    let (mut urls, mut files, mut skipped) = (0, Vec::new(), Vec::new());
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Url { .. } => urls += 1,
            FetchEvent::File(file) => files.push(file.url.as_str().replace(&base, "")),
            FetchEvent::Skipped { url, reason, .. } => {
                skipped.push((url.as_str().replace(&base, ""), reason))
            }
            _ => {}
        }
    }
    assert_eq!(urls, 1);
    assert_eq!(files, ["/index.xml", "/a.xml"]);
    assert_eq!(
        skipped,
        [
            ("/to-a".to_owned(), Skip::AlreadySeen),
            ("/to-index".to_owned(), Skip::AlreadySeen)
        ]
    );
}

/// A site that sends every unknown path to its home page.
async fn home_for_everything(uri: Uri) -> Response {
    match uri.path() {
        "/robots.txt" => "User-agent: *\nDisallow:\n".into_response(),
        "/" => "<!DOCTYPE html><html><body>Home</body></html>".into_response(),
        _ => (StatusCode::FOUND, [(header::LOCATION, "/")]).into_response(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn probes_sent_to_the_home_page_are_each_a_miss_not_a_skip() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let app = Router::new().fallback(home_for_everything);
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let mut crawl =
        Fetcher::new(FetchOptions::default()).site(Loc::parse(&format!("{base}/")).unwrap());
    let (mut missed, mut other) = (0, Vec::new());
    let mut summary = None;
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::ProbeMissed { .. } => missed += 1,
            FetchEvent::Redirect { .. } | FetchEvent::Robots { .. } => {}
            FetchEvent::Done(done) => summary = Some(done),
            event => other.push(format!("{event:?}")),
        }
    }
    assert_eq!(missed, sitemap_fetch::WELL_KNOWN_PATHS.len());
    assert_eq!(other, Vec::<String>::new());
    let summary = summary.unwrap();
    assert_eq!((summary.files_read, summary.skipped), (0, 0));
}
