//! The served sitemaps, through a real server on 127.0.0.1 and hyper's
//! client: a 120,000-row SQLite section, a news section, failing sections,
//! the prebuilt mode, and the `axum_blog` example run as a process.

#[path = "../examples/serve_sqlite/products.rs"]
#[allow(dead_code, reason = "the example's module; the test uses part of it")]
mod products;

#[path = "support/blog.rs"]
mod blog;

use std::error::Error;
use std::io::Read;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bytes::Bytes;
use http::header::{self, HeaderMap};
use http::{Method, Request, StatusCode};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use products::Products;
use sitemap_axum::{
    EntrySink, KeyPaged, Prebuilt, PrebuiltRouter, Section, SectionError, SectionFile, Sitemaps,
    SitemapsRouter,
};
use sitemap_core::site::{Check, SiteOptions};
use sitemap_core::{BaseUrl, IndexReader, Loc, Url, UrlSetReader};
use sitemap_tests::serving::{Articles, Failing, Stalls, gunzip};
use sitemap_tests::xmllint::{self, TempDir};

type TestResult = Result<(), Box<dyn Error + Send + Sync>>;

const BASE: &str = "https://shop.example";
const ROWS: u64 = 120_000;
const NEWS: u64 = 2_500;

/// A section whose count fails.
struct Down;

impl Section for Down {
    fn name(&self) -> &str {
        "down"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Err(SectionError::new("connection refused"))
    }
    async fn entries(&self, _: SectionFile, _: EntrySink) -> Result<(), SectionError> {
        unreachable!("never asked: its count fails")
    }
}

/// A few fixed pages.
struct Fixed(Vec<&'static str>);

impl Section for Fixed {
    fn name(&self) -> &str {
        "pages"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.0.len() as u64)
    }
    async fn entries(&self, _: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        for path in &self.0 {
            sink.send(Url::new(sink.base().join(path).map_err(SectionError::new)?))
                .await?;
        }
        Ok(())
    }
}

/// Writes an entry every 20 ms, 100 in all: slow, but never idle for long.
struct Trickles;

impl Section for Trickles {
    fn name(&self) -> &str {
        "trickles"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(100)
    }
    async fn entries(&self, _: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        for id in 0..100 {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            let loc = sink
                .base()
                .join(&format!("/t/{id}"))
                .map_err(SectionError::new)?;
            sink.send(Url::new(loc)).await?;
        }
        Ok(())
    }
}

/// A server on 127.0.0.1 and a client for it.
struct Server {
    client: Client<HttpConnector, Empty<Bytes>>,
    origin: String,
    _db: Option<TempDir>,
}

struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

impl Answer {
    fn header(&self, name: header::HeaderName) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
    fn text(&self) -> &str {
        std::str::from_utf8(&self.body).expect("UTF-8")
    }
}

impl Server {
    async fn start(router: axum::Router, db: Option<TempDir>) -> Server {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, router).await });
        Server {
            client: Client::builder(TokioExecutor::new()).build_http(),
            origin,
            _db: db,
        }
    }

    /// A client of a server already running at `origin`.
    fn at(origin: &str) -> Server {
        Server {
            client: Client::builder(TokioExecutor::new()).build_http(),
            origin: origin.to_owned(),
            _db: None,
        }
    }

    /// The shop: products from SQLite, news, and a failing section when
    /// asked.
    async fn shop(extra: impl FnOnce(Sitemaps) -> Sitemaps) -> Server {
        let dir = TempDir::new("serve").unwrap();
        let db = dir.path().join("shop.sqlite");
        let created = db.clone();
        tokio::task::spawn_blocking(move || products::create(&created, ROWS))
            .await
            .unwrap()
            .unwrap();
        let sitemaps = Sitemaps::new(BaseUrl::parse(BASE).unwrap())
            .section(KeyPaged::new(Products { db }))
            .section(Articles(NEWS));
        Server::start(extra(sitemaps).router().unwrap(), Some(dir)).await
    }

    async fn request(
        &self,
        method: Method,
        path: &str,
        headers: &[(header::HeaderName, &str)],
    ) -> Result<Answer, Box<dyn Error + Send + Sync>> {
        let mut request = Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.origin));
        for (name, value) in headers {
            request = request.header(name, *value);
        }
        let response = self.client.request(request.body(Empty::new())?).await?;
        let (parts, body) = response.into_parts();
        let body = body.collect().await?.to_bytes();
        Ok(Answer {
            status: parts.status,
            headers: parts.headers,
            body,
        })
    }

    async fn get(&self, path: &str) -> Answer {
        self.request(Method::GET, path, &[]).await.unwrap()
    }
}

/// The path of a URL on the test base.
fn path_of(loc: &Loc) -> &str {
    loc.as_str().strip_prefix(BASE).expect("on the public base")
}

fn validate_index(xml: &str) {
    let Some(lint) = xmllint::xmllint() else {
        return;
    };
    lint.validate_str(xml, &xmllint::schema_path("siteindex.xsd"))
        .expect("valid under our index schema");
    if let Some(shared) = xmllint::shared_dir() {
        lint.validate_str(xml, &shared.join("reference-schemas/siteindex-0.9.xsd"))
            .expect("valid under the official index schema");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_index_lists_every_file_and_every_file_is_valid() -> TestResult {
    let server = Server::shop(|s| s).await;
    let index = server.get("/sitemap.xml").await;
    assert_eq!(index.status, StatusCode::OK);
    validate_index(index.text());
    let files: Vec<_> = IndexReader::new(index.text().as_bytes()).collect::<Result<_, _>>()?;
    let paths: Vec<&str> = files.iter().map(|f| path_of(f.loc())).collect();
    assert_eq!(
        paths,
        [
            "/sitemaps/products-1.xml",
            "/sitemaps/products-2.xml",
            "/sitemaps/products-3.xml",
            "/sitemaps/news-1.xml",
            "/sitemaps/news-2.xml",
            "/sitemaps/news-3.xml",
        ]
    );
    // Products carry their newest lastmod; the news section gives none.
    assert!(files[..3].iter().all(|f| f.lastmod().is_some()));
    assert!(files[3..].iter().all(|f| f.lastmod().is_none()));

    let (mut products, mut news) = (0u64, 0u64);
    let mut seen = std::collections::HashSet::new();
    for file in &files {
        let answer = server.get(path_of(file.loc())).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", file.loc());
        let urls: Vec<Url> =
            UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
        xmllint::validate_with_extension_schemas(answer.text())?;
        if path_of(file.loc()).contains("news") {
            assert!(urls.len() <= 1_000, "news files hold 1,000 entries at most");
            assert!(urls.iter().all(|u| u.news().len() == 1));
            news += urls.len() as u64;
        } else {
            assert!(urls.len() <= 50_000);
            // The index's lastmod is the newest of the file's entries.
            let newest = urls
                .iter()
                .filter_map(Url::lastmod)
                .map(|l| l.to_string())
                .max();
            assert_eq!(newest, file.lastmod().map(|l| l.to_string()));
            products += urls.len() as u64;
        }
        for url in urls {
            assert!(
                seen.insert(url.loc().as_str().to_owned()),
                "{} twice",
                url.loc()
            );
        }
    }
    assert_eq!((products, news), (ROWS, NEWS));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn validators_give_304_and_head_has_no_body() -> TestResult {
    let server = Server::shop(|s| s).await;
    for path in ["/sitemap.xml", "/sitemaps/products-2.xml"] {
        let full = server.get(path).await;
        assert_eq!(full.status, StatusCode::OK);
        assert_eq!(
            full.header(header::CONTENT_TYPE),
            Some("application/xml; charset=utf-8")
        );
        let etag = full.header(header::ETAG).expect("an ETag").to_owned();
        assert!(
            etag.starts_with('"') && !etag.starts_with("W/"),
            "strong: {etag}"
        );
        let modified = full
            .header(header::LAST_MODIFIED)
            .expect("Last-Modified")
            .to_owned();

        // The same tag again: the content did not change.
        assert_eq!(
            server.get(path).await.header(header::ETAG),
            Some(etag.as_str())
        );

        let cached = server
            .request(Method::GET, path, &[(header::IF_NONE_MATCH, &etag)])
            .await?;
        assert_eq!(cached.status, StatusCode::NOT_MODIFIED);
        assert!(cached.body.is_empty());
        assert_eq!(cached.header(header::ETAG), Some(etag.as_str()));

        let since = server
            .request(Method::GET, path, &[(header::IF_MODIFIED_SINCE, &modified)])
            .await?;
        assert_eq!(since.status, StatusCode::NOT_MODIFIED);
        let old = server
            .request(
                Method::GET,
                path,
                &[(header::IF_MODIFIED_SINCE, "Mon, 01 Jan 2024 00:00:00 GMT")],
            )
            .await?;
        assert_eq!(old.status, StatusCode::OK);
        assert_eq!(old.body, full.body);
        let other = server
            .request(
                Method::GET,
                path,
                &[(header::IF_NONE_MATCH, "\"something-else\"")],
            )
            .await?;
        assert_eq!(other.status, StatusCode::OK);

        let head = server.request(Method::HEAD, path, &[]).await?;
        assert_eq!(head.status, StatusCode::OK);
        assert!(head.body.is_empty());
        assert_eq!(head.header(header::ETAG), Some(etag.as_str()));
        assert_eq!(
            head.header(header::CONTENT_TYPE),
            Some("application/xml; charset=utf-8")
        );
    }
    let post = server.request(Method::POST, "/sitemap.xml", &[]).await?;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(post.header(header::ALLOW), Some("GET, HEAD"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gzip_when_accepted_and_for_gz_paths() -> TestResult {
    let server = Server::shop(|s| s).await;
    for path in [
        "/sitemap.xml",
        "/sitemaps/news-2.xml",
        "/sitemaps/products-3.xml",
    ] {
        let plain = server.get(path).await;
        assert_eq!(plain.header(header::VARY), Some("accept-encoding"));
        assert_eq!(plain.header(header::CONTENT_ENCODING), None);

        let gzipped = server
            .request(
                Method::GET,
                path,
                &[(header::ACCEPT_ENCODING, "br;q=1, gzip;q=0.8")],
            )
            .await?;
        assert_eq!(gzipped.header(header::CONTENT_ENCODING), Some("gzip"));
        assert_eq!(
            gzipped.header(header::CONTENT_TYPE),
            Some("application/xml; charset=utf-8")
        );
        assert_eq!(gunzip(&gzipped.body), plain.text());
        assert!(gzipped.body.len() < plain.body.len(), "compressed");
        // Another representation, another tag.
        if let Some(etag) = plain.header(header::ETAG) {
            assert_ne!(gzipped.header(header::ETAG), Some(etag));
        }

        let refused = server
            .request(Method::GET, path, &[(header::ACCEPT_ENCODING, "gzip;q=0")])
            .await?;
        assert_eq!(refused.header(header::CONTENT_ENCODING), None);

        let file = server.get(&format!("{path}.gz")).await;
        assert_eq!(file.status, StatusCode::OK);
        assert_eq!(file.header(header::CONTENT_TYPE), Some("application/gzip"));
        assert_eq!(file.header(header::CONTENT_ENCODING), None);
        assert_eq!(gunzip(&file.body), plain.text());
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn section_errors_are_503_never_a_short_200() -> TestResult {
    let errors = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&errors);
    let server = Server::shop(move |s| {
        s.section(Failing {
            count: 120_000,
            after: 0,
        })
        .retry_after(std::time::Duration::from_secs(120))
        .on_error(move |_| {
            counted.fetch_add(1, Ordering::SeqCst);
        })
    })
    .await;
    let failed = server.get("/sitemaps/failing-1.xml").await;
    assert_eq!(failed.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(failed.header(header::RETRY_AFTER), Some("120"));
    assert!(
        !failed.text().contains("database"),
        "no internals: {}",
        failed.text()
    );
    assert_eq!(errors.load(Ordering::SeqCst), 1);
    // The others still answer.
    assert_eq!(
        server.get("/sitemaps/products-1.xml").await.status,
        StatusCode::OK
    );

    // Failing after 1,000 entries: the body is cut off, and the client
    // sees an error, not a document.
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Failing {
                count: 5_000,
                after: 1_000,
            })
            .router()?,
        None,
    )
    .await;
    let cut = server.request(Method::GET, "/sitemap.xml", &[]).await;
    assert!(
        cut.is_err(),
        "a truncated response must not read as a whole one"
    );

    // A count that fails: the index is a 503 too.
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Fixed(vec!["/"]))
            .section(Down)
            .router()?,
        None,
    )
    .await;
    let index = server.get("/sitemap.xml").await;
    assert_eq!(index.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(index.header(header::RETRY_AFTER), Some("60"));
    Ok(())
}

/// Every event logged in this test binary, as `LEVEL target: fields`.
static LOGGED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// A `tracing` subscriber that keeps every event in [`LOGGED`]: what an
/// app's subscriber would be given.
struct Capture;

impl tracing::Subscriber for Capture {
    fn enabled(&self, _: &tracing::Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        struct Fields(String);
        impl tracing::field::Visit for Fields {
            fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
                self.0 += &format!(" {}={value:?}", field.name());
            }
        }
        let metadata = event.metadata();
        let mut fields = Fields(format!("{} {}:", metadata.level(), metadata.target()));
        event.record(&mut fields);
        LOGGED.lock().unwrap().push(fields.0);
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

/// The events logged so far that mention `needle`.
fn logged(needle: &str) -> Vec<String> {
    let logged = LOGGED.lock().unwrap();
    logged
        .iter()
        .filter(|e| e.contains(needle))
        .cloned()
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_section_failure_is_logged_without_a_hook() -> TestResult {
    // Other tests of this binary fail sections too: these paths are this
    // test's own.
    let _ = tracing::subscriber::set_global_default(Capture);
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Fixed(vec!["/"]))
            .section(Failing {
                count: 10,
                after: 0,
            })
            .files_path("/logged")
            .router()?,
        None,
    )
    .await;
    let failed = server.get("/logged/failing-1.xml").await;
    assert_eq!(failed.status, StatusCode::SERVICE_UNAVAILABLE);
    let events = logged("/logged/failing-1.xml");
    assert_eq!(events.len(), 1, "{events:?}");
    assert!(events[0].starts_with("ERROR sitemap_serve"), "{events:?}");
    assert!(events[0].contains("the database went away"), "{events:?}");
    assert!(events[0].contains("503"), "{events:?}");

    // Cut off after its first frames: logged as such, and the hook, when
    // there is one, is told as well.
    let hooked = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&hooked);
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Failing {
                count: 5_000,
                after: 1_000,
            })
            .index_path("/logged-cut.xml")
            .on_error(move |_| {
                counted.fetch_add(1, Ordering::SeqCst);
            })
            .router()?,
        None,
    )
    .await;
    assert!(
        server
            .request(Method::GET, "/logged-cut.xml", &[])
            .await
            .is_err()
    );
    // The server reports once the body's error is polled, which may come
    // just after the client saw the connection end.
    for _ in 0..100 {
        if !logged("/logged-cut.xml").is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let events = logged("/logged-cut.xml");
    assert_eq!(events.len(), 1, "{events:?}");
    assert!(events[0].starts_with("ERROR sitemap_serve"), "{events:?}");
    assert!(events[0].contains("cut off"), "{events:?}");
    assert_eq!(hooked.load(Ordering::SeqCst), 1);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_section_that_stalls_is_cancelled_after_the_idle_time() -> TestResult {
    use std::time::{Duration, Instant};

    let _ = tracing::subscriber::set_global_default(Capture);
    let dropped = Arc::new(AtomicUsize::new(0));
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Stalls(Arc::clone(&dropped)))
            .index_path("/stalled.xml")
            .stream_idle_timeout(Duration::from_millis(300))
            .router()?,
        None,
    )
    .await;
    let started = Instant::now();
    let cut = server.request(Method::GET, "/stalled.xml", &[]).await;
    assert!(cut.is_err(), "cut off, not a whole sitemap");
    assert!(started.elapsed() >= Duration::from_millis(300));
    assert_eq!(
        dropped.load(Ordering::SeqCst),
        1,
        "the producer was dropped"
    );
    let events = logged("/stalled.xml");
    assert_eq!(events.len(), 1, "{events:?}");
    assert!(events[0].starts_with("INFO sitemap_serve"), "{events:?}");
    assert!(events[0].contains("idle"), "{events:?}");

    // Gzipped, what it sends before it stalls fills no frame: nothing is
    // promised, so the answer is a 503 once the idle time has passed, and
    // the producer is dropped.
    let started = Instant::now();
    let gzip = [(header::ACCEPT_ENCODING, "gzip")];
    let answer = server.request(Method::GET, "/stalled.xml", &gzip).await?;
    assert_eq!(answer.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(started.elapsed() >= Duration::from_millis(300));
    assert_eq!(dropped.load(Ordering::SeqCst), 2);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_section_that_keeps_writing_is_waited_for_under_gzip() -> TestResult {
    use std::time::Duration;

    // Two seconds of entries that, gzipped, fill no frame before the end:
    // waited for past the 300 ms idle time, since entries keep coming.
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Trickles)
            .stream_idle_timeout(Duration::from_millis(300))
            .router()?,
        None,
    )
    .await;
    let gzip = [(header::ACCEPT_ENCODING, "gzip")];
    let answer = server.request(Method::GET, "/sitemap.xml", &gzip).await?;
    assert_eq!(answer.status, StatusCode::OK);
    let text = gunzip(&answer.body);
    let urls: Vec<Url> = UrlSetReader::new(text.as_bytes()).collect::<Result<_, _>>()?;
    assert_eq!(urls.len(), 100);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn skipped_pages_sent_to_a_sink_are_left_out() -> TestResult {
    #[derive(sitemap_core::Sitemap)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        #[sitemap(skip)]
        Admin,
        #[sitemap(path = "/about")]
        About,
    }

    /// Sends every route, skipped or not, async and from a blocking task.
    struct Routes;

    impl Section for Routes {
        fn name(&self) -> &str {
            "routes"
        }
        async fn count(&self) -> Result<u64, SectionError> {
            Ok(6)
        }
        async fn entries(&self, _: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
            for route in [Route::Home, Route::Admin, Route::About] {
                sink.send_page(&route).await?;
            }
            let blocking = sink.clone();
            tokio::task::spawn_blocking(move || {
                for route in [Route::Admin, Route::About, Route::Admin] {
                    blocking.blocking_send_page(&route)?;
                }
                Ok::<_, SectionError>(())
            })
            .await
            .map_err(SectionError::new)?
        }
    }

    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Routes)
            .router()?,
        None,
    )
    .await;
    let answer = server.get("/sitemap.xml").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let urls: Vec<Url> = UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
    let paths: Vec<&str> = urls.iter().map(|u| path_of(u.loc())).collect();
    assert_eq!(paths, ["/", "/about", "/about"]);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_slot_is_given_back_however_the_response_ends() -> TestResult {
    use std::io::Write;
    use std::time::Duration;

    // One slot: a response that kept it would turn every later file
    // request into a 503 after a second.
    let server = Server::shop(|s| {
        s.section(Failing {
            count: 10,
            after: 0,
        })
        .max_concurrent_files(1)
        .queue_timeout(Duration::from_secs(1))
    })
    .await;
    let ok = |answer: Answer| {
        assert!(
            answer.status == StatusCode::OK || answer.status == StatusCode::NOT_MODIFIED,
            "{} {}",
            answer.status,
            answer.text()
        );
        answer
    };
    // Whole bodies, plain and gzipped.
    let whole = ok(server.get("/sitemaps/products-1.xml").await);
    ok(server.get("/sitemaps/news-3.xml.gz").await);
    // A 304 and a HEAD, which produce nothing.
    let etag = whole.header(header::ETAG).expect("an ETag");
    let cached = server
        .request(
            Method::GET,
            "/sitemaps/products-1.xml",
            &[(header::IF_NONE_MATCH, etag)],
        )
        .await?;
    assert_eq!(ok(cached).status, StatusCode::NOT_MODIFIED);
    ok(server
        .request(Method::HEAD, "/sitemaps/products-2.xml", &[])
        .await?);
    // A file past the end, and a section that fails.
    assert_eq!(
        server.get("/sitemaps/products-9.xml").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        server.get("/sitemaps/failing-1.xml").await.status,
        StatusCode::SERVICE_UNAVAILABLE
    );
    // A client that leaves after the first bytes.
    let addr = server.origin.trim_start_matches("http://").to_owned();
    let mut leaving = std::net::TcpStream::connect(&addr)?;
    write!(
        leaving,
        "GET /sitemaps/products-3.xml HTTP/1.1\r\nHost: {addr}\r\n\r\n"
    )?;
    leaving.read_exact(&mut [0; 1024])?;
    drop(leaving);
    // Every slot came back.
    ok(server.get("/sitemaps/products-2.xml").await);
    // The index takes none.
    assert_eq!(server.get("/sitemap.xml").await.status, StatusCode::OK);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_small_section_is_a_plain_sitemap_on_the_public_base() -> TestResult {
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse(BASE)?)
            .section(Fixed(vec!["/", "/about", "/contact"]))
            .robots_txt(true)
            .router()?,
        None,
    )
    .await;
    // The Host header is the client's to choose: URLs never come from it.
    let answer = server
        .request(
            Method::GET,
            "/sitemap.xml",
            &[(header::HOST, "evil.example")],
        )
        .await?;
    let urls: Vec<Url> = UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
    let locs: Vec<&str> = urls.iter().map(|u| u.loc().as_str()).collect();
    assert_eq!(
        locs,
        [
            "https://shop.example/",
            "https://shop.example/about",
            "https://shop.example/contact"
        ]
    );
    // A section without `newest` gets no validators.
    assert_eq!(answer.header(header::ETAG), None);
    assert_eq!(answer.header(header::LAST_MODIFIED), None);

    let robots = server.get("/robots.txt").await;
    assert_eq!(robots.status, StatusCode::OK);
    assert!(
        robots
            .text()
            .contains("\nSitemap: https://shop.example/sitemap.xml\n")
    );

    for missing in [
        "/sitemaps/pages-0.xml",
        "/sitemaps/pages-01.xml",
        "/sitemaps/pages-2.xml",
        "/sitemaps/other-1.xml",
        "/sitemaps/pages-1.txt",
    ] {
        assert_eq!(
            server.get(missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
    assert_eq!(server.get("/sitemaps/pages-1.xml").await.body, answer.body);

    // Unless asked: then the host comes from the header, the scheme and
    // path from the base, and a Host that names no host is refused.
    let server = Server::start(
        Sitemaps::new(BaseUrl::parse("https://shop.example/store")?)
            .section(Fixed(vec!["/", "/about"]))
            .base_from_host_header(true)
            .robots_txt(true)
            .router()?,
        None,
    )
    .await;
    let answer = server
        .request(
            Method::GET,
            "/sitemap.xml",
            &[(header::HOST, "Other.Example:8443")],
        )
        .await?;
    let urls: Vec<Url> = UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
    assert_eq!(
        urls[1].loc().as_str(),
        "https://other.example:8443/store/about"
    );
    let robots = server
        .request(
            Method::GET,
            "/robots.txt",
            &[(header::HOST, "other.example")],
        )
        .await?;
    assert!(
        robots
            .text()
            .contains("Sitemap: https://other.example/store/sitemap.xml")
    );
    for bad in ["a/b", "user@host", "exa mple"] {
        let refused = server
            .request(Method::GET, "/sitemap.xml", &[(header::HOST, bad)])
            .await?;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}");
    }
    Ok(())
}

#[test]
fn configuration_mistakes_are_named() {
    let base = || BaseUrl::parse(BASE).unwrap();
    let error = |sitemaps: Sitemaps| sitemaps.service().unwrap_err().to_string();
    assert!(error(Sitemaps::new(base())).contains("no section"));
    struct Named(&'static str);
    impl Section for Named {
        fn name(&self) -> &str {
            self.0
        }
        async fn count(&self) -> Result<u64, SectionError> {
            Ok(0)
        }
        async fn entries(&self, _: SectionFile, _: EntrySink) -> Result<(), SectionError> {
            Ok(())
        }
    }
    assert!(
        error(Sitemaps::new(base()).section(Named("a/b"))).contains("`a/b` cannot name a file")
    );
    assert!(
        error(
            Sitemaps::new(base())
                .section(Named("a"))
                .section(Named("a"))
        )
        .contains("two sections are named `a`")
    );
    assert!(
        error(
            Sitemaps::new(base())
                .section(Named("a"))
                .index_path("sitemap")
        )
        .contains("should start with `/`, end in `.xml`")
    );
    assert!(
        error(
            Sitemaps::new(base())
                .section(Named("a"))
                .max_concurrent_files(0)
        )
        .contains("allow at least 1")
    );
    for files in ["/", "/{x}", "sitemaps"] {
        let sitemaps = Sitemaps::new(base()).section(Named("a")).files_path(files);
        assert!(
            error(sitemaps).contains("should be a folder of its own"),
            "{files}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn prebuilt_sets_are_served_whole_and_replaced_whole() -> TestResult {
    let dir = TempDir::new("prebuilt")?;
    let base = BaseUrl::parse(BASE)?;
    let options = SiteOptions::new(base.clone())
        .limits(sitemap_core::write::Limits {
            max_entries: 1_000,
            ..Default::default()
        })?
        .duplicates(Check::Error);
    let prebuilt = Prebuilt::in_directory(dir.path(), options);
    let urls = |n: u64, tag: &'static str| {
        let base = base.clone();
        (1..=n).map(move |i| Url::new(base.join(&format!("/{tag}/{i}")).unwrap()))
    };
    let report = tokio::task::spawn_blocking({
        let prebuilt = prebuilt.clone();
        let first = urls(2_500, "first");
        move || prebuilt.generate(first)
    })
    .await??;
    assert_eq!(report.files.len(), 4, "three sitemaps and the index");
    let server = Server::start(prebuilt.router(), None).await;

    let index = server.get("/sitemap.xml").await;
    assert_eq!(index.status, StatusCode::OK);
    assert_eq!(
        index.header(header::CONTENT_TYPE),
        Some("application/xml; charset=utf-8")
    );
    validate_index(index.text());
    let etag = index.header(header::ETAG).expect("an ETag").to_owned();
    let cached = server
        .request(
            Method::GET,
            "/sitemap.xml",
            &[(header::IF_NONE_MATCH, &etag)],
        )
        .await?;
    assert_eq!(cached.status, StatusCode::NOT_MODIFIED);
    let files: Vec<_> = IndexReader::new(index.text().as_bytes()).collect::<Result<_, _>>()?;
    let first_files: Vec<String> = files.iter().map(|f| path_of(f.loc()).to_owned()).collect();
    let mut total = 0;
    for path in &first_files {
        let gz = server
            .request(Method::GET, path, &[(header::ACCEPT_ENCODING, "gzip")])
            .await?;
        assert_eq!(gz.header(header::CONTENT_ENCODING), Some("gzip"));
        let xml = gunzip(&gz.body);
        let plain = server.get(path).await;
        assert_eq!(xml, plain.text());
        assert!(plain.header(header::ETAG).is_some());
        assert_ne!(
            plain.header(header::ETAG),
            gz.header(header::ETAG),
            "one tag per encoding"
        );
        xmllint::validate_with_extension_schemas(&xml)?;
        total += UrlSetReader::new(xml.as_bytes()).count();
        assert!(gz.header(header::LAST_MODIFIED).is_some());
    }
    assert_eq!(total, 2_500);

    // A generation that fails (a duplicate under Check::Error) changes nothing.
    let failed = tokio::task::spawn_blocking({
        let prebuilt = prebuilt.clone();
        let twice = urls(10, "dup").chain(urls(1, "dup"));
        move || prebuilt.generate(twice)
    })
    .await?;
    assert!(failed.unwrap_err().to_string().contains("still served"));
    assert_eq!(server.get("/sitemap.xml").await.body, index.body);

    // Regenerating while a reader reads the index: every answer is a whole
    // index. And the files an index listed are still served after the next
    // generation (from the set before), whole.
    let reader = {
        let client = server.client.clone();
        let origin = server.origin.clone();
        tokio::spawn(async move {
            let server = Server {
                client,
                origin,
                _db: None,
            };
            let mut seen = std::collections::HashSet::new();
            for _ in 0..200 {
                let index = server.get("/sitemap.xml").await;
                assert_eq!(index.status, StatusCode::OK);
                let files: Vec<_> = IndexReader::new(index.text().as_bytes())
                    .collect::<Result<_, _>>()
                    .expect("a whole index");
                seen.insert(files.len());
            }
            seen
        })
    };
    for round in 0..3u64 {
        let listed = server.get("/sitemap.xml").await;
        let before: Vec<_> =
            IndexReader::new(listed.text().as_bytes()).collect::<Result<_, _>>()?;
        let prebuilt = prebuilt.clone();
        let tag = ["second", "third", "fourth"][round as usize];
        let next = urls(1_500 + round * 1_000, tag);
        tokio::task::spawn_blocking(move || prebuilt.generate(next)).await??;
        for file in &before {
            let answer = server.get(path_of(file.loc())).await;
            assert_eq!(answer.status, StatusCode::OK, "{} was listed", file.loc());
            assert!(UrlSetReader::new(answer.text().as_bytes()).all(|u| u.is_ok()));
        }
        let now = server.get("/sitemap.xml").await;
        let files: Vec<_> = IndexReader::new(now.text().as_bytes()).collect::<Result<_, _>>()?;
        assert_eq!(files.len() as u64, (1_500 + round * 1_000).div_ceil(1_000));
        let first = server.get(path_of(files[0].loc())).await;
        assert!(
            first
                .text()
                .contains(&format!("https://shop.example/{tag}/1<"))
        );
    }
    let sizes = reader.await?;
    assert!(sizes.iter().all(|&n| (2..=4).contains(&n)), "{sizes:?}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_indexnow_key_file_is_served_at_its_path() {
    use sitemap_axum::{IndexNowKey, IndexNowKeyRouter};
    let key = IndexNowKey::new("0123456789abcdef-KEY").unwrap();
    let server = Server::start(axum::Router::new().merge(key.router()), None).await;
    let answer = server.get("/0123456789abcdef-KEY.txt").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.text(), "0123456789abcdef-KEY");
    assert_eq!(
        answer.header(header::CONTENT_TYPE),
        Some("text/plain; charset=utf-8")
    );
    let head = server
        .request(Method::HEAD, "/0123456789abcdef-KEY.txt", &[])
        .await
        .unwrap();
    assert_eq!((head.status, head.body.len()), (StatusCode::OK, 0));
    let post = server
        .request(Method::POST, "/0123456789abcdef-KEY.txt", &[])
        .await
        .unwrap();
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(server.get("/other.txt").await.status, StatusCode::NOT_FOUND);
}

/// Products paged by key: deleting rows changes their own file (its `ETag`
/// too, though its newest `lastmod` holds) and no other; a file whose range
/// outgrows the limit is split where the limit falls when it is served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn key_paged_files_move_only_where_rows_changed() -> TestResult {
    let server = Server::shop(|s| s).await;
    let db = server
        ._db
        .as_ref()
        .expect("a database")
        .path()
        .join("shop.sqlite");
    let fetch = |path: &'static str| {
        let server = &server;
        async move {
            let answer = server.get(path).await;
            assert_eq!(answer.status, StatusCode::OK, "{path}");
            let etag = answer.header(header::ETAG).map(str::to_owned);
            (answer.text().to_owned(), etag.expect("an ETag"))
        }
    };
    let before: Vec<_> = [
        fetch("/sitemaps/products-1.xml").await,
        fetch("/sitemaps/products-2.xml").await,
        fetch("/sitemaps/products-3.xml").await,
    ]
    .into();

    let edit = |sql: &'static str| {
        let db = db.clone();
        tokio::task::spawn_blocking(move || {
            rusqlite::Connection::open(db)
                .and_then(|db| db.execute_batch(sql))
                .expect("edited")
        })
    };
    edit("DELETE FROM products WHERE id BETWEEN 10 AND 20").await?;
    let after_delete = [
        fetch("/sitemaps/products-1.xml").await,
        fetch("/sitemaps/products-2.xml").await,
        fetch("/sitemaps/products-3.xml").await,
    ];
    assert_ne!(
        after_delete[0].1, before[0].1,
        "file 1 lost rows: a new ETag"
    );
    assert!(!after_delete[0].0.contains("/products/product-15<"));
    assert_eq!(after_delete[1], before[1], "file 2 did not move");
    assert_eq!(after_delete[2], before[2], "file 3 did not move");

    // 40,000 rows past the last: file 3's range holds 60,000.
    edit(
        "WITH RECURSIVE n(id) AS (SELECT 120001 UNION ALL SELECT id + 1 FROM n WHERE id < 160000)
         INSERT INTO products SELECT id, 'product-' || id, '2024-06-01' FROM n",
    )
    .await?;
    let third = server.get("/sitemaps/products-3.xml").await;
    let urls: Vec<Url> = UrlSetReader::new(third.text().as_bytes()).collect::<Result<_, _>>()?;
    assert_eq!(urls.len(), 50_000);
    assert_eq!(path_of(urls[0].loc()), "/products/product-100001");
    let index = server.get("/sitemap.xml").await;
    let files: Vec<_> = IndexReader::new(index.text().as_bytes()).collect::<Result<_, _>>()?;
    let products: Vec<&str> = files
        .iter()
        .map(|f| path_of(f.loc()))
        .filter(|p| p.contains("products"))
        .collect();
    assert_eq!(products.len(), 4, "{products:?}");
    let fourth = server.get("/sitemaps/products-4.xml").await;
    let urls: Vec<Url> = UrlSetReader::new(fourth.text().as_bytes()).collect::<Result<_, _>>()?;
    assert_eq!(urls.len(), 10_000);
    assert_eq!(path_of(urls[0].loc()), "/products/product-150001");
    assert_eq!(fetch("/sitemaps/products-2.xml").await, before[1]);
    Ok(())
}

/// A route enum's pages without values, served by `StaticPages` beside a
/// key-paged section: skipped variants and variants with fields left out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn static_pages_serve_the_unit_variants_of_a_route_enum() -> TestResult {
    #[derive(sitemap_core::Sitemap)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        #[sitemap(path = "/about", lastmod = "2024-05-01")]
        About,
        #[sitemap(path = "/products/{0}")]
        #[allow(dead_code, reason = "a page with a value: not static")]
        Product(u64),
        #[sitemap(skip)]
        Admin,
    }
    let _ = Route::Admin;
    let server = Server::shop(|s| s.section(sitemap_axum::StaticPages::<Route>::of("pages"))).await;
    let index = server.get("/sitemap.xml").await;
    let files: Vec<_> = IndexReader::new(index.text().as_bytes()).collect::<Result<_, _>>()?;
    let last = files.last().expect("files");
    assert_eq!(path_of(last.loc()), "/sitemaps/pages-1.xml");
    let answer = server.get("/sitemaps/pages-1.xml").await;
    xmllint::validate_with_extension_schemas(answer.text())?;
    let urls: Vec<Url> = UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
    let pages: Vec<(&str, Option<String>)> = urls
        .iter()
        .map(|u| (path_of(u.loc()), u.lastmod().map(|l| l.to_string())))
        .collect();
    assert_eq!(
        pages,
        [("/", None), ("/about", Some("2024-05-01".to_owned()))]
    );
    Ok(())
}
