//! Serve checked sitemaps from an actix-web app.
//!
//! The serving itself (sections paged from a database, by key or by
//! offset, streamed files, gzip, `ETag` and `Last-Modified`, bounded
//! producers, idle clients cut off) is [`sitemap_serve`]'s, written against
//! the `http` and tower types; this crate mounts it in an actix-web
//! [`App`](actix_web::App) and re-exports it, so an actix-web app depends on
//! this crate alone. Configure the app with [`sitemaps`]:
//!
//! ```
//! use sitemap_actix::{StaticPages, Sitemaps};
//! use sitemap_core::{BaseUrl, Sitemap};
//!
//! #[derive(Sitemap)]
//! enum Fixed {
//!     #[sitemap(path = "/")]
//!     Home,
//!     #[sitemap(path = "/about")]
//!     About,
//! }
//!
//! let service = Sitemaps::new(BaseUrl::parse("https://example.com")?)
//!     .section(StaticPages::<Fixed>::of("pages"))
//!     .robots_txt(true)
//!     .service()?;
//! let app = actix_web::App::new().configure(sitemap_actix::sitemaps(service));
//! # let _ = app;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Each request is handed to the service as an `http` request (method, URI
//! and headers; the body is never read), and its response goes back to
//! actix-web header for header, the body streamed frame by frame as the
//! section produces it: actix-web polls it only as fast as the client
//! reads, so a client that stops reading is cancelled by the service's
//! idle timeout, its producer dropped and its slot freed.

use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, MessageBody};
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use bytes::Bytes;
use http_body::Body as _;

pub use sitemap_serve::*;

/// Mounts `service` in an actix-web app: its exact paths (the index, its
/// `.gz`, `/robots.txt` when asked) and every section file under its files
/// path. Pass it to [`App::configure`](actix_web::App::configure); the
/// service is cloned into each worker.
pub fn sitemaps(service: SitemapService) -> impl FnOnce(&mut web::ServiceConfig) + Clone {
    move |config: &mut web::ServiceConfig| {
        let handler = {
            let service = service.clone();
            move |request: HttpRequest| respond(service.clone(), request)
        };
        for path in service.exact_paths() {
            config.route(&path, web::route().to(handler.clone()));
        }
        config.route(
            &format!("{}/{{file}}", service.files_path()),
            web::route().to(handler),
        );
    }
}

/// Mounts a [`Prebuilt`] set in an actix-web app: the index's path and its
/// `.gz`, and, as the app's default service, the generated files (whose
/// names change from one generation to the next); another path gets a bare
/// `404`. An app with a default service of its own mounts the index alone
/// and asks [`serves`](Prebuilt::serves) from it.
///
/// ```
/// use sitemap_actix::Prebuilt;
/// use sitemap_core::site::SiteOptions;
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let prebuilt = Prebuilt::in_memory(SiteOptions::new(BaseUrl::parse("https://example.com")?));
/// prebuilt.generate((1..=3).map(|n| {
///     Url::new(Loc::parse(&format!("https://example.com/items/{n}")).unwrap())
/// }))?;
/// let app = actix_web::App::new().configure(sitemap_actix::prebuilt(prebuilt));
/// # let _ = app;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn prebuilt(prebuilt: Prebuilt) -> impl FnOnce(&mut web::ServiceConfig) + Clone {
    move |config: &mut web::ServiceConfig| {
        let handler = {
            let prebuilt = prebuilt.clone();
            move |request: HttpRequest| respond(prebuilt.clone(), request)
        };
        let index = prebuilt.index_path();
        config.route(&index, web::route().to(handler.clone()));
        config.route(&format!("{index}.gz"), web::route().to(handler.clone()));
        config.default_service(web::to(handler));
    }
}

/// Mounts an [`IndexNowKey`] in an actix-web app, at `/{key}.txt`.
///
/// ```
/// use sitemap_actix::IndexNowKey;
///
/// let key = IndexNowKey::new("0123456789abcdef").expect("a key");
/// let app = actix_web::App::new().configure(sitemap_actix::indexnow_key(key));
/// # let _ = app;
/// ```
pub fn indexnow_key(key: IndexNowKey) -> impl FnOnce(&mut web::ServiceConfig) + Clone {
    move |config: &mut web::ServiceConfig| {
        let path = key.path();
        config.route(
            &path,
            web::route().to(move |request: HttpRequest| respond(key.clone(), request)),
        );
    }
}

/// One request through a tower service of the `http` types, as actix-web's
/// response.
async fn respond<S>(mut service: S, request: HttpRequest) -> HttpResponse
where
    S: tower_service::Service<
            http::Request<()>,
            Response = http::Response<SitemapBody>,
            Error = std::convert::Infallible,
        >,
{
    let head = request.method() == actix_web::http::Method::HEAD;
    let Some(request) = to_http(&request) else {
        return HttpResponse::BadRequest().body("The request's URI or headers are malformed.\n");
    };
    let response = match service.call(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    };
    let (parts, body) = response.into_parts();
    let status =
        StatusCode::from_u16(parts.status.as_u16()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut out = HttpResponse::build(status);
    for (name, value) in &parts.headers {
        // Same names and bytes: HTTP header syntax does not depend on the
        // crate version.
        if let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(name.as_str().as_bytes()),
            HeaderValue::from_bytes(value.as_bytes()),
        ) {
            out.append_header((name, value));
        }
    }
    // A HEAD answer says the length a GET's body would have; actix-web
    // writes it from the body's size and sends no body.
    let length = head
        .then(|| parts.headers.get(http::header::CONTENT_LENGTH))
        .flatten()
        .and_then(|value| value.to_str().ok()?.parse().ok());
    out.body(Frames {
        body: Box::pin(body),
        length,
        head,
    })
}

/// The request's method, URI and headers as an `http` request.
fn to_http(request: &HttpRequest) -> Option<http::Request<()>> {
    let mut builder = http::Request::builder()
        .method(request.method().as_str())
        .uri(request.uri().to_string());
    for (name, value) in request.headers() {
        builder = builder.header(name.as_str(), value.as_bytes());
    }
    builder.body(()).ok()
}

/// The service's body as actix-web's: its length when known (a whole body
/// already made, an empty one, or the length a `HEAD` answer announces),
/// else streamed in chunks, frame by frame as the section produces them.
struct Frames {
    body: Pin<Box<SitemapBody>>,
    length: Option<u64>,
    /// Answers a `HEAD`: its empty body says nothing of a GET's length.
    head: bool,
}

impl MessageBody for Frames {
    type Error = SectionError;

    fn size(&self) -> BodySize {
        match (self.length, self.body.size_hint().exact()) {
            (Some(length), _) => BodySize::Sized(length),
            // A streamed file's length is not known before it is made: a
            // `HEAD` answer then says none, where `0` would be false.
            (None, _) if self.head => BodySize::None,
            (None, Some(length)) => BodySize::Sized(length),
            (None, None) => BodySize::Stream,
        }
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        loop {
            return match self.body.as_mut().poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => match frame.into_data() {
                    Ok(data) => Poll::Ready(Some(Ok(data))),
                    // Trailers: none are sent.
                    Err(_) => continue,
                },
                Poll::Ready(Some(Err(error))) => Poll::Ready(Some(Err(error))),
                Poll::Ready(None) => Poll::Ready(None),
                Poll::Pending => Poll::Pending,
            };
        }
    }
}
