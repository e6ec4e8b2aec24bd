#![allow(dead_code, reason = "each test binary uses a part of the fixture site")]
//! A fixture site on a real HTTP server bound to 127.0.0.1:0: robots.txt,
//! nested indexes, gzip files and gzip transfer encoding, a self-listing
//! index, an index loop, 404s, a 500 then a success, a 429 with
//! `Retry-After`, a response slower than the timeout, a redirect chain and
//! a redirect loop, an HTML page served with 200, a gzip bomb, a text
//! sitemap and an RSS feed. It logs every request and the most requests it
//! ever had in flight at once.

use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use flate2::Compression;
use flate2::write::GzEncoder;

/// What the server saw.
#[derive(Default)]
pub(crate) struct Log {
    /// Paths in the order asked.
    pub(crate) requests: Mutex<Vec<String>>,
    in_flight: AtomicUsize,
    /// The most requests in flight at once.
    pub(crate) most_in_flight: AtomicUsize,
    /// Whether robots.txt names sitemaps (else the crawler must probe).
    pub(crate) robots_names_sitemaps: bool,
    bomb: Vec<u8>,
    base: Mutex<String>,
}

impl Log {
    pub(crate) fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }

    pub(crate) fn count(&self, path: &str) -> usize {
        self.requests().iter().filter(|p| *p == path).count()
    }
}

pub(crate) fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn urlset(base: &str, paths: &[&str]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in paths {
        xml.push_str(&format!("  <url><loc>{base}{path}</loc></url>\n"));
    }
    xml.push_str("</urlset>\n");
    xml
}

fn index(base: &str, paths: &[&str]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in paths {
        xml.push_str(&format!("  <sitemap><loc>{base}{path}</loc></sitemap>\n"));
    }
    xml.push_str("</sitemapindex>\n");
    xml
}

fn xml(body: impl Into<Body>) -> Response {
    ([(header::CONTENT_TYPE, "application/xml")], body.into()).into_response()
}

/// Answers with `body` and an `ETag`, or 304 when the request holds it.
fn with_etag(headers: &HeaderMap, tag: &str, body: impl Into<Body>) -> Response {
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|value| value.as_bytes() == tag.as_bytes())
    {
        return StatusCode::NOT_MODIFIED.into_response();
    }
    (
        [
            (header::CONTENT_TYPE, "application/xml"),
            (header::ETAG, tag),
        ],
        body.into(),
    )
        .into_response()
}

async fn count_in_flight(State(log): State<Arc<Log>>, request: Request, next: Next) -> Response {
    log.requests
        .lock()
        .unwrap()
        .push(request.uri().path().to_owned());
    let now = log.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
    log.most_in_flight.fetch_max(now, Ordering::SeqCst);
    let response = next.run(request).await;
    log.in_flight.fetch_sub(1, Ordering::SeqCst);
    response
}

async fn serve(State(log): State<Arc<Log>>, headers: HeaderMap, request: Request) -> Response {
    let base = log.base.lock().unwrap().clone();
    let path = request.uri().path().to_owned();
    let times = log.count(&path);
    match path.as_str() {
        "/robots.txt" if log.robots_names_sitemaps => format!(
            "User-agent: *\nDisallow: /private/\n\nSitemap: {base}/sitemap_index.xml\nSitemap: {base}/news.rss # the feed\nsitemap:{base}/urls.txt\nSitemap: {base}/gone.xml\n"
        )
        .into_response(),
        "/robots.txt" => "User-agent: *\nDisallow:\n".into_response(),
        "/sitemap_index.xml" if log.robots_names_sitemaps => with_etag(
            &headers,
            "\"index-1\"",
            index(
                &base,
                &[
                    "/sitemaps/a.xml.gz",
                    "/sitemaps/b.xml",
                    "/sitemap_index.xml",
                    "/nested/index.xml",
                    "/flaky.xml",
                    "/limited.xml",
                    "/slow.xml",
                    "/redirect/1",
                    "/loop/1",
                    "/html.xml",
                    "/bomb.xml.gz",
                    "/gone.xml",
                    "/sitemaps/a.xml.gz",
                ],
            ),
        ),
        // The probed site: its index is found at a well-known path.
        "/sitemap_index.xml" => xml(index(&base, &["/sitemaps/b.xml"])),
        "/nested/index.xml" => xml(index(&base, &["/sitemap_index.xml", "/nested/d.xml"])),
        "/nested/d.xml" => xml(urlset(&base, &["/nested/d/1"])),
        "/sitemaps/a.xml.gz" => with_etag(
            &headers,
            "\"a-1\"",
            gzip(urlset(&base, &["/a/1", "/a/2", "/a/3"]).as_bytes()),
        ),
        // gzip as the transfer's encoding, not the file's.
        "/sitemaps/b.xml" => (
            [
                (header::CONTENT_TYPE, "application/xml"),
                (header::CONTENT_ENCODING, "gzip"),
            ],
            gzip(urlset(&base, &["/b/1", "/b/2"]).as_bytes()),
        )
            .into_response(),
        "/sitemaps/c.xml" => xml(urlset(&base, &["/c/1"])),
        "/flaky.xml" if times <= 1 => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        "/flaky.xml" => xml(urlset(&base, &["/flaky/1"])),
        "/limited.xml" if times <= 1 => (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, "1")],
        )
            .into_response(),
        "/limited.xml" => xml(urlset(&base, &["/limited/1"])),
        "/slow.xml" => {
            tokio::time::sleep(Duration::from_secs(3)).await;
            xml(urlset(&base, &["/slow/1"]))
        }
        "/redirect/1" => redirect(StatusCode::MOVED_PERMANENTLY, "/redirect/2"),
        "/redirect/2" => redirect(StatusCode::FOUND, &format!("{base}/sitemaps/c.xml")),
        "/loop/1" => redirect(StatusCode::FOUND, "/loop/2"),
        "/loop/2" => redirect(StatusCode::TEMPORARY_REDIRECT, "/loop/1"),
        "/html.xml" => (
            [(header::CONTENT_TYPE, "text/html")],
            "<!DOCTYPE html>\n<html><head><title>Not found</title></head><body>Sorry</body></html>\n",
        )
            .into_response(),
        "/bomb.xml.gz" => xml(log.bomb.clone()),
        "/news.rss" => (
            [(header::CONTENT_TYPE, "application/rss+xml")],
            format!(
                "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>News</title>\n<item><link>{base}/news/1</link><pubDate>Tue, 05 Mar 2024 09:30:00 GMT</pubDate></item>\n<item><link>{base}/news/2</link></item>\n</channel></rss>\n"
            ),
        )
            .into_response(),
        "/urls.txt" => format!("{base}/t/1\n{base}/t/2\n").into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

fn redirect(status: StatusCode, to: &str) -> Response {
    (status, [(header::LOCATION, to.to_owned())]).into_response()
}

/// The site, serving until the test ends; its base URL and its log.
pub(crate) async fn start(robots_names_sitemaps: bool) -> (String, Arc<Log>) {
    // A urlset start, then 100 MiB of whitespace: about 100 KiB gzipped,
    // past the reader's cap on decompressed bytes.
    let mut bomb = GzEncoder::new(Vec::new(), Compression::fast());
    bomb.write_all(b"<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">")
        .unwrap();
    let spaces = vec![b' '; 1 << 20];
    for _ in 0..100 {
        bomb.write_all(&spaces).unwrap();
    }
    let log = Arc::new(Log {
        robots_names_sitemaps,
        bomb: bomb.finish().unwrap(),
        ..Log::default()
    });
    let app = Router::new()
        .fallback(serve)
        .layer(middleware::from_fn_with_state(
            Arc::clone(&log),
            count_in_flight,
        ))
        .with_state(Arc::clone(&log));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    *log.base.lock().unwrap() = base.clone();
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    (base, log)
}

/// Requests per path.
pub(crate) fn counts(log: &Log) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for path in log.requests() {
        *counts.entry(path).or_default() += 1;
    }
    counts
}
