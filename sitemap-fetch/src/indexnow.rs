//! IndexNow: telling search engines which URLs of a published set were
//! added, changed or removed since they were last told, from the ledger a
//! [`Regeneration`](sitemap_core::site::Regeneration) publishes.
//!
//! The protocol (<https://www.indexnow.org/documentation>): a JSON `POST`
//! of `host`, `key`, `keyLocation` and `urlList` (at most 10,000 URLs, all
//! of one host, each within the directory of the key file), answered 200
//! or 202 when taken, 400 (bad request), 403 (the key file does not hold
//! the key), 422 (URLs not of the host, or not within the key's scope) and
//! 429 (too many requests).
//!
//! [`IndexNow::submit`] sends each batch and marks it announced in the ledger as soon
//! as it is taken, so a run that stops at any batch leaves exactly the
//! rest for the next; a run after a complete one sends nothing.

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{Request, header};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use sitemap_core::Loc;
use sitemap_core::site::{Ledger, SiteOptions};

use crate::address::AddressPolicy;
use crate::exchange::connector;
use crate::options::FetchOptions;

/// The protocol's cap on URLs per request.
pub const MAX_URLS_PER_REQUEST: usize = 10_000;

pub use sitemap_core::site::is_indexnow_key as is_valid_key;

/// A new key: 32 hexadecimal digits from the system's randomness (the
/// standard library's per-process hash keys, drawn twice).
pub fn new_key() -> String {
    use std::hash::{BuildHasher, RandomState};
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let a = RandomState::new().hash_one(nanos);
    let b = RandomState::new().hash_one((nanos, std::process::id()));
    format!("{a:016x}{b:016x}")
}

/// The key published in `dir`: the file `{key}.txt` holding its own name.
///
/// # Errors
///
/// When `dir` cannot be read.
pub fn find_key(dir: &Path) -> io::Result<Option<String>> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(key) = name.to_str().and_then(|n| n.strip_suffix(".txt")) else {
            continue;
        };
        // A key file holds its key and nothing else: a text sitemap of the
        // same folder is never read whole.
        let small = entry.metadata().is_ok_and(|m| m.len() <= 256);
        if is_valid_key(key)
            && small
            && std::fs::read(entry.path()).is_ok_and(|bytes| bytes.trim_ascii() == key.as_bytes())
        {
            return Ok(Some(key.to_owned()));
        }
    }
    Ok(None)
}

/// Publishes `key` in `dir` as `{key}.txt`, written whole under a hidden
/// name first; the file the key's location names.
///
/// # Errors
///
/// When the key is not one the protocol allows, or the file cannot be
/// written.
pub fn publish_key(dir: &Path, key: &str) -> io::Result<PathBuf> {
    if !is_valid_key(key) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("`{key}` is no IndexNow key: use 8 to 128 of a-z, A-Z, 0-9 and -"),
        ));
    }
    let path = dir.join(format!("{key}.txt"));
    let partial = dir.join(format!(".{key}.txt.partial"));
    std::fs::write(&partial, key)?;
    std::fs::File::open(&partial)?.sync_all()?;
    std::fs::rename(&partial, &path)?;
    Ok(path)
}

/// The JSON body of one request: `host`, `key`, `keyLocation`, `urlList`.
pub fn request_body(key: &str, key_location: &Loc, batch: &Batch) -> String {
    serde_json::json!({
        "host": batch.host,
        "key": key,
        "keyLocation": key_location.as_str(),
        "urlList": batch.urls,
    })
    .to_string()
}

/// One request's worth: a host and its URLs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Batch {
    /// The host every URL is on.
    pub host: String,
    /// At most [`MAX_URLS_PER_REQUEST`] URLs.
    pub urls: Vec<String>,
}

/// What would be sent, and what cannot be.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Plan {
    /// The batches, by host.
    pub batches: Vec<Batch>,
    /// Pending URLs outside the key's scope (another host, or outside the
    /// key file's directory), left pending.
    pub out_of_scope: Vec<String>,
}

impl Plan {
    /// The pending URLs of the set published in `dir` within the scope of
    /// `key_location`, in batches of one host and at most
    /// [`MAX_URLS_PER_REQUEST`] URLs.
    ///
    /// # Errors
    ///
    /// When the directory or its ledger cannot be read.
    pub fn new(dir: &Path, options: &SiteOptions, key_location: &Loc) -> io::Result<Plan> {
        let scope = match key_location.as_str().rfind('/') {
            Some(at) => &key_location.as_str()[..=at],
            None => key_location.as_str(),
        };
        let mut by_host: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut out_of_scope = Vec::new();
        for (url, _removed) in Ledger::pending(dir, options)? {
            if !url.starts_with(scope) {
                out_of_scope.push(url);
                continue;
            }
            let host = host_of(&url).to_owned();
            by_host.entry(host).or_default().push(url);
        }
        let mut batches = Vec::new();
        for (host, urls) in by_host {
            for chunk in urls.chunks(MAX_URLS_PER_REQUEST) {
                batches.push(Batch {
                    host: host.clone(),
                    urls: chunk.to_vec(),
                });
            }
        }
        Ok(Plan {
            batches,
            out_of_scope,
        })
    }

    /// URLs in all batches.
    pub fn url_count(&self) -> usize {
        self.batches.iter().map(|b| b.urls.len()).sum()
    }
}

/// The host (and port) of a URL.
fn host_of(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host)
}

/// Why a submission stopped before its last batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// The endpoint refused a batch for what it is (400, 403, 422, or
    /// another 4xx): sending the rest would be refused the same way.
    Refused {
        /// The status.
        status: u16,
        /// What it means, and what to do.
        reason: String,
    },
    /// The endpoint stayed busy (429 or 5xx) past the time budget; the rest
    /// waits for the next run.
    Busy {
        /// The last status.
        status: u16,
    },
    /// The endpoint could not be reached.
    Unreachable(String),
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Refused { status, reason } => write!(f, "refused with {status}: {reason}"),
            Stop::Busy { status } => write!(
                f,
                "the endpoint answered {status} until the time budget ran out; \
                 the rest is sent by the next run"
            ),
            Stop::Unreachable(error) => write!(
                f,
                "the endpoint could not be reached ({error}); the rest is sent by the next run"
            ),
        }
    }
}

/// What a submission did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submitted {
    /// Batches the endpoint took, marked announced in the ledger.
    pub batches: usize,
    /// URLs in them.
    pub urls: usize,
    /// URLs still pending in scope.
    pub left: usize,
    /// Why it stopped early, if it did.
    pub stop: Option<Stop>,
}

/// Where and how to submit.
#[derive(Debug, Clone)]
pub struct IndexNow {
    endpoint: Loc,
    key: String,
    key_location: Loc,
    max_time: Duration,
    options: FetchOptions,
}

impl IndexNow {
    /// Submits to `endpoint` (such as `https://api.indexnow.org/indexnow`)
    /// with `key`, published at `key_location`; at most a minute of
    /// retrying a busy endpoint.
    ///
    /// # Errors
    ///
    /// When `key` is not one the protocol allows.
    pub fn new(endpoint: Loc, key: &str, key_location: Loc) -> io::Result<IndexNow> {
        if !is_valid_key(key) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("`{key}` is no IndexNow key: use 8 to 128 of a-z, A-Z, 0-9 and -"),
            ));
        }
        Ok(IndexNow {
            endpoint,
            key: key.to_owned(),
            key_location,
            max_time: Duration::from_secs(60),
            options: FetchOptions::default(),
        })
    }

    /// How long a busy endpoint (429, 5xx) is retried, with backoff, before
    /// the run stops and leaves the rest.
    #[must_use]
    pub fn max_time(mut self, max_time: Duration) -> IndexNow {
        self.max_time = max_time;
        self
    }

    /// Timeouts and the address policy (the endpoint's own host and port
    /// are allowed whatever their address, as a crawl's seeds are).
    #[must_use]
    pub fn fetch_options(mut self, options: FetchOptions) -> IndexNow {
        self.options = options;
        self
    }

    /// The JSON body of one batch.
    pub fn body(&self, batch: &Batch) -> String {
        request_body(&self.key, &self.key_location, batch)
    }

    /// Sends `plan`'s batches in order, marking each one taken as announced
    /// in the ledger of `dir` before the next is sent.
    ///
    /// # Errors
    ///
    /// When the ledger cannot be marked (the batch was taken: the next run
    /// sends it again, never loses it).
    pub async fn submit(
        &self,
        dir: &Path,
        options: &SiteOptions,
        plan: &Plan,
    ) -> io::Result<Submitted> {
        let policy = AddressPolicy {
            allow_private: self.options.allow_private_addresses,
            seeds: seed_of(&self.endpoint).into_iter().collect(),
            pins: self.options.pins.clone(),
            seen: Mutex::default(),
        };
        let client: Client<_, Full<Bytes>> =
            Client::builder(TokioExecutor::new()).build(connector(&self.options, Arc::new(policy)));
        let deadline = Instant::now() + self.max_time;
        let mut done = Submitted {
            batches: 0,
            urls: 0,
            left: plan.url_count(),
            stop: None,
        };
        for batch in &plan.batches {
            let mut wait = Duration::from_millis(500);
            let outcome = loop {
                match self.post(&client, batch).await {
                    Ok(200 | 202) => break Ok(()),
                    Ok(status @ (429 | 500..=599)) => {
                        let now = Instant::now();
                        if now + wait > deadline {
                            break Err(Stop::Busy { status });
                        }
                        tokio::time::sleep(wait).await;
                        wait = (wait * 2).min(Duration::from_secs(30));
                    }
                    Ok(status) => {
                        break Err(Stop::Refused {
                            status,
                            reason: reason(status).to_owned(),
                        });
                    }
                    Err(error) => break Err(Stop::Unreachable(error)),
                }
            };
            if let Err(stop) = outcome {
                done.stop = Some(stop);
                break;
            }
            let urls: HashSet<String> = batch.urls.iter().cloned().collect();
            let dir = dir.to_owned();
            let options = options.clone();
            tokio::task::spawn_blocking(move || Ledger::mark_announced(&dir, &options, &urls))
                .await
                .map_err(io::Error::other)??;
            done.batches += 1;
            done.urls += batch.urls.len();
            done.left -= batch.urls.len();
        }
        Ok(done)
    }

    /// One `POST`: its status, or why there was none.
    async fn post(
        &self,
        client: &Client<crate::exchange::Connector, Full<Bytes>>,
        batch: &Batch,
    ) -> Result<u16, String> {
        let request = Request::post(self.endpoint.as_str())
            .header(header::CONTENT_TYPE, "application/json; charset=utf-8")
            .header(header::USER_AGENT, &self.options.user_agent)
            .body(Full::new(Bytes::from(self.body(batch))))
            .map_err(|e| e.to_string())?;
        let timeout = self.options.file_timeout;
        let response = tokio::time::timeout(timeout, client.request(request))
            .await
            .map_err(|_| format!("no answer within {timeout:?}"))?
            .map_err(|e| e.to_string())?;
        let status = response.status().as_u16();
        // At most 64 KiB of the answer is read, so the connection can be
        // reused; whatever it says beyond its status is not needed.
        let body = http_body_util::Limited::new(response.into_body(), 64 * 1024);
        let _ = tokio::time::timeout(timeout, body.collect()).await;
        Ok(status)
    }
}

/// The endpoint's host and port, allowed whatever its address.
fn seed_of(endpoint: &Loc) -> Option<(String, u16)> {
    let uri: http::Uri = endpoint.as_str().parse().ok()?;
    let host = uri.host()?.trim_matches(['[', ']']).to_ascii_lowercase();
    let port = uri
        .port_u16()
        .unwrap_or(if uri.scheme_str() == Some("https") {
            443
        } else {
            80
        });
    Some((host, port))
}

/// What a refusal means, and what to do.
fn reason(status: u16) -> &'static str {
    match status {
        400 => "the request was malformed (the endpoint said 400); nothing was marked announced",
        403 => {
            "the key is not valid for this host: the key file was not found at keyLocation or \
             does not hold the key; publish it with `sitemap indexnow key` and serve it"
        }
        422 => {
            "some URLs are not of the host or not within the key file's directory, or the key \
             does not match its file"
        }
        _ => "the endpoint refused the request",
    }
}
