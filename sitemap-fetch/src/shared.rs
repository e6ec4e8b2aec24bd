//! What every task of a crawl shares: the options, the HTTP client, the
//! event channel, the counters the budgets read, the per-host limits and
//! the sitemaps each robots.txt names.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sitemap_core::Loc;
use sitemap_core::read::Problem;
use tokio::sync::{Semaphore, mpsc};

use crate::cache::Cache;
use crate::event::FetchEvent;
use crate::exchange::{HttpClient, origin};
use crate::options::FetchOptions;

/// What every task of a crawl shares.
pub(crate) struct Shared {
    pub(crate) options: FetchOptions,
    pub(crate) client: HttpClient,
    pub(crate) events: mpsc::Sender<FetchEvent>,
    pub(crate) bytes: AtomicU64,
    pub(crate) entries: AtomicU64,
    pub(crate) hosts: Mutex<HashMap<String, Arc<Semaphore>>>,
    /// The sitemaps each origin's robots.txt names: they may list that
    /// origin's URLs wherever they are hosted (cross-submission).
    pub(crate) robots: Mutex<HashMap<String, HashSet<String>>>,
    /// Every URL a body was read from (after redirects), so a redirect to
    /// a file read already, or about to be, does not read it twice.
    pub(crate) read: Mutex<HashSet<String>>,
    pub(crate) cache: Option<Cache>,
    pub(crate) deadline: Option<Instant>,
}

impl Shared {
    /// Whether a location problem of `file` is answered by robots.txt: the
    /// origin it names lists `file` as one of its sitemaps.
    pub(crate) fn cross_submitted(&self, file: &Loc, problem: &Problem) -> bool {
        let Some(target) = outside_origin(problem) else {
            return false;
        };
        self.robots
            .lock()
            .map(|robots| {
                robots
                    .get(&target)
                    .is_some_and(|named| named.contains(file.as_str()))
            })
            .unwrap_or(false)
    }

    pub(crate) fn host_permits(&self, url: &Loc) -> Arc<Semaphore> {
        let mut hosts = self
            .hosts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        Arc::clone(
            hosts
                .entry(origin(url))
                .or_insert_with(|| Arc::new(Semaphore::new(self.options.per_host))),
        )
    }

    /// Claims `url` for reading; `false` when it was read (or claimed)
    /// already.
    pub(crate) fn claim(&self, url: &Loc) -> bool {
        self.read
            .lock()
            .map(|mut read| read.insert(url.as_str().to_owned()))
            .unwrap_or(true)
    }

    /// Gives up the claim on `url` (its read failed).
    pub(crate) fn release(&self, url: &Loc) {
        if let Ok(mut read) = self.read.lock() {
            read.remove(url.as_str());
        }
    }

    pub(crate) async fn emit(&self, event: FetchEvent) {
        let _ = self.events.send(event).await;
    }
}

/// The origin a location problem names, when it names a URL.
fn outside_origin(problem: &Problem) -> Option<String> {
    let url = match problem {
        Problem::OutsideDirectory { url, .. } | Problem::OutsideSite { url, .. } => url,
        _ => return None,
    };
    Loc::parse(url).ok().map(|loc| origin(&loc))
}
