//! What every task of a crawl shares: the options, the HTTP client, the
//! event channel, the counters the budgets read, the per-host limits and
//! the sitemaps each robots.txt names.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sitemap_core::Loc;
use tokio::sync::{Semaphore, mpsc};

use crate::cache::Cache;
use crate::event::FetchEvent;
use crate::exchange::{HttpClient, origin};
use crate::options::FetchOptions;
use crate::policy::{AllowedHosts, site_key};

/// Events a file's reader hands over at a time: one wake-up of the caller
/// per chunk, not per URL (a million URLs would otherwise cost a million
/// thread wake-ups, most of the crawl's time on a fast network).
pub(crate) const EVENTS_PER_SEND: usize = 64;

/// What every task of a crawl shares.
pub(crate) struct Shared {
    pub(crate) options: FetchOptions,
    pub(crate) client: HttpClient,
    /// Events to the caller, in chunks of [`EVENTS_PER_SEND`].
    pub(crate) events: mpsc::Sender<Vec<FetchEvent>>,
    pub(crate) bytes: AtomicU64,
    pub(crate) entries: AtomicU64,
    pub(crate) hosts: Mutex<HashMap<String, Arc<Semaphore>>>,
    /// The sitemaps each site's robots.txt names, by site
    /// ([`site_key`]): they may list that site's URLs wherever they are
    /// hosted (cross-submission). A site whose robots.txt was asked for
    /// and could not be read names none.
    pub(crate) robots: Mutex<HashMap<String, HashSet<String>>>,
    /// Every URL a body was read from (after redirects), so a redirect to
    /// a file read already, or about to be, does not read it twice.
    pub(crate) read: Mutex<HashSet<String>>,
    pub(crate) allowed: AllowedHosts,
    pub(crate) cache: Option<Cache>,
    pub(crate) deadline: Option<Instant>,
}

impl Shared {
    /// Whether the robots.txt of `site` (a [`site_key`]) names any of
    /// `files`; `None` while it has not been read.
    pub(crate) fn robots_names(&self, site: &str, files: &[&Loc]) -> Option<bool> {
        let robots = self
            .robots
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        robots
            .get(site)
            .map(|named| files.iter().any(|file| named.contains(file.as_str())))
    }

    /// Whether `entry` may be listed by the file read at `files` (the URL
    /// asked for and the one read, after redirects), whose sites are
    /// `file_sites`: on the same site, or cross-submitted by the entry's
    /// site's robots.txt, or on the crawled `site` when the user allowed
    /// the file's host.
    pub(crate) fn belongs(
        &self,
        entry: &Loc,
        files: &[&Loc],
        file_sites: &[String],
        site: &str,
    ) -> bool {
        let key = site_key(entry);
        if file_sites.contains(&key) {
            return true;
        }
        if self.robots_names(&key, files) == Some(true) {
            return true;
        }
        key == site && files.iter().any(|file| self.allowed.allows(file))
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
        let _ = self.events.send(vec![event]).await;
    }
}
