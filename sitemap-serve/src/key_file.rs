//! The IndexNow key file: `/{key}.txt`, holding the key, which tells a
//! search engine that the site's owner sent what it received.

use std::convert::Infallible;
use std::task::{Context, Poll};

use http::{Method, Request, Response, StatusCode};

use crate::body::SitemapBody;
use crate::response;

/// Serves an IndexNow key at `/{key}.txt` (`GET` and `HEAD`).
///
/// ```
/// use sitemap_serve::IndexNowKey;
///
/// let key = IndexNowKey::new("0123456789abcdef").expect("a key the protocol allows");
/// assert_eq!(key.path(), "/0123456789abcdef.txt");
/// assert!(IndexNowKey::new("short").is_none());
/// ```
#[derive(Debug, Clone)]
pub struct IndexNowKey {
    key: String,
}

impl IndexNowKey {
    /// The key, when the protocol allows it (8 to 128 characters of `a-z`,
    /// `A-Z`, `0-9` and `-`; see
    /// [`is_indexnow_key`](sitemap_core::site::is_indexnow_key)).
    pub fn new(key: &str) -> Option<IndexNowKey> {
        sitemap_core::site::is_indexnow_key(key).then(|| IndexNowKey {
            key: key.to_owned(),
        })
    }

    /// The path it is served at.
    pub fn path(&self) -> String {
        format!("/{}.txt", self.key)
    }
}

impl<B> tower_service::Service<Request<B>> for IndexNowKey {
    type Response = Response<SitemapBody>;
    type Error = Infallible;
    type Future = response::ResponseFuture;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let response = if request.uri().path() != self.path() {
            response::text(StatusCode::NOT_FOUND, "Not Found\n")
        } else if request.method() == Method::GET || request.method() == Method::HEAD {
            let mut response = response::text(StatusCode::OK, self.key.clone());
            if request.method() == Method::HEAD {
                *response.body_mut() = SitemapBody::full(String::new());
            }
            response
        } else {
            response::method_not_allowed()
        };
        Box::pin(async move { Ok(response) })
    }
}
