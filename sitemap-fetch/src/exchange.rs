//! One file's HTTP exchange: the request (conditional when validators are
//! cached), retries with backoff for 5xx, 429 and failed connections,
//! redirects with a limit and loop detection, and a timeout per stage.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http::header::{self, HeaderMap, HeaderValue};
use http::{Request, StatusCode};
use http_body_util::Empty;
use hyper::body::Incoming;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use sitemap_core::BaseUrl;
use sitemap_core::Loc;

use crate::address::{AddressPolicy, Guard, Refused, Unresolved};
use crate::cache::Validators;
use crate::event::{Failure, FetchEvent, Stage};
use crate::options::FetchOptions;
use crate::policy::{site_key, without_credentials};

#[cfg(feature = "rustls")]
pub(crate) type Connector = hyper_rustls::HttpsConnector<Guard>;
#[cfg(not(feature = "rustls"))]
pub(crate) type Connector = Guard;

/// The HTTP client every file of a crawl shares (its connections pooled).
pub(crate) type HttpClient = Client<Connector, Empty<Bytes>>;

/// The most a connection buffers as it reads: a response's head must fit
/// in it. A body's chunks each keep their buffer alive until the reader
/// takes them, so a file read holds up to its chunks in flight times this
/// (hyper's default, about 400 KB, made that 3 MB a file).
const READ_BUFFER: usize = 64 * 1024;

/// The client, with the connect timeout of `options`; every address it
/// connects to passes `policy` first.
pub(crate) fn client(options: &FetchOptions, policy: Arc<AddressPolicy>) -> HttpClient {
    Client::builder(TokioExecutor::new())
        .http1_max_buf_size(READ_BUFFER)
        .build(connector(options, policy))
}

/// The connector every client of ours uses: TCP with the connect timeout
/// of `options`, each address checked by `policy`, TLS where built in.
pub(crate) fn connector(options: &FetchOptions, policy: Arc<AddressPolicy>) -> Connector {
    let mut tcp = HttpConnector::new();
    tcp.set_connect_timeout(Some(options.connect_timeout));
    tcp.enforce_http(false);
    let http = Guard::new(tcp, policy);
    #[cfg(feature = "rustls")]
    let connector = hyper_rustls::HttpsConnectorBuilder::new()
        .with_webpki_roots()
        .https_or_http()
        .enable_http1()
        .wrap_connector(http);
    #[cfg(not(feature = "rustls"))]
    let connector = http;
    connector
}

/// A response ready to be read.
pub(crate) struct Got {
    /// The URL it answers, after redirects.
    pub(crate) url: Loc,
    pub(crate) status: u16,
    pub(crate) headers: HeaderMap,
    pub(crate) body: Incoming,
}

/// What asking for a file gave: a response (a 2xx other than 204, or a 304
/// when asked conditionally), or a failure with the last status seen.
pub(crate) type Answer = Result<Got, (Failure, Option<u16>)>;

/// The origin of a URL: where its redirects may lead without leaving it.
pub(crate) fn origin(url: &Loc) -> String {
    BaseUrl::site_of(url).origin().to_owned()
}

/// How long a `Retry-After` header asks to wait: seconds, or an HTTP date.
fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get(header::RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(
        when.duration_since(std::time::SystemTime::now())
            .unwrap_or_default(),
    )
}

/// Asks for `url`, following redirects on its site and retrying as
/// `options` say; each redirect is reported through `report`. A redirect
/// to another site ends the exchange with [`Failure::OffSiteRedirect`]:
/// whether to follow it is the origin policy's to say. `redirects` were
/// followed already to reach `url`.
pub(crate) async fn get(
    client: &HttpClient,
    options: &FetchOptions,
    url: &Loc,
    validators: Option<&Validators>,
    redirects: usize,
    report: &mut (dyn FnMut(FetchEvent) + Send),
) -> Answer {
    let mut current = url.clone();
    let mut chain = vec![url.clone()];
    loop {
        // The validators are the asked URL's: a redirect target is asked
        // unconditionally.
        let conditional = validators.filter(|_| chain.len() == 1);
        let response = get_once(client, options, &current, conditional).await?;
        let status = response.status();
        if status.is_redirection() && status != StatusCode::NOT_MODIFIED {
            let Some(location) = response
                .headers()
                .get(header::LOCATION)
                .and_then(|l| l.to_str().ok())
            else {
                return Err((Failure::Status(status.as_u16()), Some(status.as_u16())));
            };
            let to = sitemap_core::read::resolve_reference(&current, location).map_err(|_| {
                (
                    Failure::BadRedirect(location.to_owned()),
                    Some(status.as_u16()),
                )
            })?;
            let to = crate::policy::redact(&to);
            if chain.len() + redirects > options.max_redirects {
                let failure = Failure::TooManyRedirects(options.max_redirects);
                return Err((failure, Some(status.as_u16())));
            }
            if chain.iter().any(|seen| seen.as_str() == to.as_str()) {
                return Err((Failure::RedirectLoop(to), Some(status.as_u16())));
            }
            let leaves_site = site_key(&to) != site_key(&current);
            report(FetchEvent::Redirect {
                from: current.clone(),
                to: to.clone(),
                status: status.as_u16(),
                leaves_site,
            });
            if leaves_site {
                return Err((Failure::OffSiteRedirect(to), Some(status.as_u16())));
            }
            chain.push(to.clone());
            current = to;
            continue;
        }
        // A 304 answers a conditional request only, and a 204 has no body
        // to read: either otherwise is the server's failure, said as its
        // status rather than as an empty document.
        let not_modified = status == StatusCode::NOT_MODIFIED && conditional.is_some();
        if (status.is_success() && status != StatusCode::NO_CONTENT) || not_modified {
            let (parts, body) = response.into_parts();
            return Ok(Got {
                url: current,
                status: status.as_u16(),
                headers: parts.headers,
                body,
            });
        }
        return Err((Failure::Status(status.as_u16()), Some(status.as_u16())));
    }
}

/// One URL, retried after a 5xx, a 429 or a failed connection.
async fn get_once(
    client: &HttpClient,
    options: &FetchOptions,
    url: &Loc,
    validators: Option<&Validators>,
) -> Result<hyper::Response<Incoming>, (Failure, Option<u16>)> {
    let mut attempt = 0u32;
    loop {
        let request = request(options, url, validators);
        let answer =
            tokio::time::timeout(options.first_byte_timeout, client.request(request)).await;
        let wait = match answer {
            Err(_) => return Err((Failure::Timeout(Stage::FirstByte), None)),
            Ok(Err(error)) => {
                let failure = classify(&error);
                // A refused address or a name that does not resolve is no
                // passing fault: no retry.
                let passing = matches!(failure, Failure::Connection(_));
                if error.is_connect() && passing && attempt < options.retries {
                    backoff(options, attempt)
                } else {
                    return Err((failure, None));
                }
            }
            Ok(Ok(response)) => {
                let status = response.status();
                let retryable = status == StatusCode::TOO_MANY_REQUESTS || status.is_server_error();
                if !retryable || attempt >= options.retries {
                    return Ok(response);
                }
                match retry_after(response.headers()) {
                    Some(wait) if wait > options.max_retry_wait => return Ok(response),
                    Some(wait) => wait,
                    None => backoff(options, attempt),
                }
            }
        };
        attempt += 1;
        tokio::time::sleep(wait).await;
    }
}

/// What a client error means: the address policy's refusal, a name that
/// did not resolve, a TLS failure, or another connection failure, with
/// its causes.
fn classify(error: &hyper_util::client::legacy::Error) -> Failure {
    let mut causes = Vec::new();
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(cause) = source {
        // An `io::Error`'s own `source` skips the error it wraps: look
        // inside it too.
        let inner = cause
            .downcast_ref::<std::io::Error>()
            .and_then(|io| io.get_ref())
            .map(|inner| inner as &(dyn std::error::Error + 'static));
        for candidate in [Some(cause), inner].into_iter().flatten() {
            if let Some(refused) = candidate.downcast_ref::<Refused>() {
                return Failure::AddressRefused(refused.to_string());
            }
            if let Some(unresolved) = candidate.downcast_ref::<Unresolved>() {
                return Failure::Dns(unresolved.to_string());
            }
            #[cfg(feature = "rustls")]
            if let Some(tls) = candidate.downcast_ref::<rustls::Error>() {
                return Failure::Tls(tls.to_string());
            }
        }
        let text = cause.to_string();
        if causes.last() != Some(&text) {
            causes.push(text);
        }
        source = cause.source();
    }
    Failure::Connection(causes.join(": "))
}

/// The wait before retry `attempt + 1`: doubling from `backoff`, never
/// longer than `max_retry_wait`.
fn backoff(options: &FetchOptions, attempt: u32) -> Duration {
    options
        .backoff
        .saturating_mul(2u32.saturating_pow(attempt))
        .min(options.max_retry_wait)
}

fn request(
    options: &FetchOptions,
    url: &Loc,
    validators: Option<&Validators>,
) -> Request<Empty<Bytes>> {
    // Credentials never leave the crawl: not in the request line, not as
    // a header.
    let mut request = Request::get(without_credentials(url.as_str()))
        .body(Empty::new())
        .unwrap_or_else(|_| Request::new(Empty::new()));
    let headers = request.headers_mut();
    if let Ok(agent) = HeaderValue::from_str(&options.user_agent) {
        headers.insert(header::USER_AGENT, agent);
    }
    headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip"));
    headers.insert(
        header::ACCEPT,
        HeaderValue::from_static(
            "application/xml, text/xml;q=0.9, application/rss+xml;q=0.9, application/atom+xml;q=0.9, text/plain;q=0.8, application/json;q=0.5, */*;q=0.1",
        ),
    );
    if let Some(validators) = validators {
        if let Some(etag) = validators
            .etag
            .as_deref()
            .and_then(|v| HeaderValue::from_str(v).ok())
        {
            headers.insert(header::IF_NONE_MATCH, etag);
        }
        if let Some(date) = validators
            .last_modified
            .as_deref()
            .and_then(|v| HeaderValue::from_str(v).ok())
        {
            headers.insert(header::IF_MODIFIED_SINCE, date);
        }
    }
    request
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::backoff;
    use crate::FetchOptions;

    #[test]
    fn backoff_doubles_and_never_waits_longer_than_the_cap() {
        let options =
            FetchOptions::default().retries(40, Duration::from_secs(1), Duration::from_secs(60));
        let waits: Vec<u64> = (0..8).map(|n| backoff(&options, n).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60]);
        assert_eq!(backoff(&options, 39), Duration::from_secs(60));
    }
}
