//! Responses as the best static file servers give them: content type,
//! encoding, validators, `304`, `HEAD`, and the errors.

use std::time::Duration;

use bytes::Bytes;
use http::header::{self, HeaderMap, HeaderValue};
use http::{Method, Response, StatusCode};

use crate::body::SitemapBody;
use crate::conditional::{Validators, accepts_gzip};

/// What the tower services of this crate return: never an error, every
/// failure is a response.
pub(crate) type ResponseFuture = std::pin::Pin<
    Box<
        dyn std::future::Future<Output = Result<Response<SitemapBody>, std::convert::Infallible>>
            + Send,
    >,
>;

/// The media type of every sitemap and index.
pub(crate) const XML: &str = "application/xml; charset=utf-8";
/// The media type of a `.xml.gz` file: the file is the gzip stream.
pub(crate) const GZIP_FILE: &str = "application/gzip";

/// How a representation's bytes are sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Encoding {
    /// XML as it is.
    Identity,
    /// XML with `Content-Encoding: gzip`, because the client accepts it.
    Gzip,
    /// A `.xml.gz` path: the gzip file itself.
    GzipFile,
}

impl Encoding {
    /// For a request of a path ending in `.gz` or not.
    pub(crate) fn negotiate(gz_path: bool, request: &HeaderMap) -> Encoding {
        if gz_path {
            Encoding::GzipFile
        } else if accepts_gzip(request) {
            Encoding::Gzip
        } else {
            Encoding::Identity
        }
    }

    pub(crate) fn is_gzip(self) -> bool {
        self != Encoding::Identity
    }

    fn headers(self, headers: &mut HeaderMap) {
        let content_type = match self {
            Encoding::GzipFile => GZIP_FILE,
            Encoding::Identity | Encoding::Gzip => XML,
        };
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
        if self == Encoding::Gzip {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        }
        if self != Encoding::GzipFile {
            // The same path answers differently by Accept-Encoding.
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
    }
}

/// The response's head for a representation: `304` when the client's copy
/// is current, else `200` with the body to come.
pub(crate) fn head(
    request: &HeaderMap,
    encoding: Encoding,
    validators: &Validators,
) -> (StatusCode, HeaderMap) {
    let mut headers = HeaderMap::new();
    encoding.headers(&mut headers);
    validators.write(&mut headers);
    // Stored, but checked with us before each use: a 304 is cheap, and
    // without it caches would guess a freshness from Last-Modified.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    let status = if validators.not_modified(request) {
        headers.remove(header::CONTENT_TYPE);
        headers.remove(header::CONTENT_ENCODING);
        StatusCode::NOT_MODIFIED
    } else {
        StatusCode::OK
    };
    (status, headers)
}

pub(crate) fn with_body(
    status: StatusCode,
    headers: HeaderMap,
    body: SitemapBody,
) -> Response<SitemapBody> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

/// A whole document (an index, a prebuilt file), gzipped when asked,
/// `304` or without a body when the request says so.
pub(crate) fn full(
    method: &Method,
    request: &HeaderMap,
    encoding: Encoding,
    validators: &Validators,
    xml: &Bytes,
    gzipped: impl FnOnce() -> Bytes,
) -> Response<SitemapBody> {
    let (status, mut headers) = head(request, encoding, validators);
    if status == StatusCode::NOT_MODIFIED {
        return with_body(status, headers, SitemapBody::empty());
    }
    let bytes = if encoding.is_gzip() {
        gzipped()
    } else {
        xml.clone()
    };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    let body = if method == Method::HEAD {
        SitemapBody::empty()
    } else {
        SitemapBody::full(bytes)
    };
    with_body(status, headers, body)
}

/// gzip of a whole document.
pub(crate) fn gzip(bytes: &[u8]) -> Bytes {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    // Writing into memory cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default().into()
}

/// A plain-text answer: an error, or robots.txt.
pub(crate) fn text(status: StatusCode, message: impl Into<String>) -> Response<SitemapBody> {
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    with_body(status, headers, SitemapBody::full(message.into()))
}

/// `503` with `Retry-After`: a section failed before anything was sent.
pub(crate) fn unavailable(retry_after: Duration) -> Response<SitemapBody> {
    let mut response = text(
        StatusCode::SERVICE_UNAVAILABLE,
        "The sitemap is temporarily unavailable; retry later.\n",
    );
    response.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from(retry_after.as_secs().max(1)),
    );
    response
}

/// `503` with `Retry-After`: every slot for producing files stayed taken
/// while the request waited.
pub(crate) fn busy(retry_after: Duration) -> Response<SitemapBody> {
    let mut response = unavailable(retry_after);
    *response.body_mut() = SitemapBody::full(
        "The server is sending as many sitemap files as it allows at once; retry later.\n",
    );
    response
}

/// `405` for anything but GET and HEAD.
pub(crate) fn method_not_allowed() -> Response<SitemapBody> {
    let mut response = text(
        StatusCode::METHOD_NOT_ALLOWED,
        "Sitemaps are read with GET or HEAD.\n",
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    response
}

pub(crate) fn not_found() -> Response<SitemapBody> {
    text(StatusCode::NOT_FOUND, "No sitemap at this path.\n")
}
