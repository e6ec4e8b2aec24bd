//! Sitemaps from the web, at crawl scale.
//!
//! Given a site, a [`Fetcher`] reads its robots.txt for `Sitemap:` lines,
//! probes the well-known paths when there are none, and follows every
//! index it finds, recursively, with a visited set, a depth limit and loop
//! detection. Given a sitemap URL, it starts there. Every format the
//! reader knows is read (XML plain or gzip, text, RSS, Atom, JSON), each
//! file as it arrives, so memory holds the files in flight, never a file
//! or a site.
//!
//! What it finds comes out as a stream of [`FetchEvent`]s: each URL with
//! its [`Provenance`] (the sitemap, the line, the indexes above), each
//! file's [`FileReport`], and every redirect, skip and failure, typed.
//! Politeness and budgets are [`FetchOptions`].
//!
//! A crawl stays where it is sent. A sitemap it finds on its own (an
//! index's entry, a redirect) is fetched only on the site of the file that
//! led to it (host and port, http or https, with or without `www.`), or
//! when a robots.txt vouches for it, or when its host is allowed
//! ([`FetchOptions::allow_host`]); an entry of another site is left out
//! and counted unless a robots.txt vouches for it. Every connection's
//! resolved address is checked: loopback, private, link-local and the
//! other special-purpose addresses are refused but for the seeds' own
//! host and port ([`FetchOptions::allow_private_addresses`]). Credentials
//! in URLs are never sent, and shown as `user:***@`.
//!
//! ```no_run
//! use sitemap_core::Loc;
//! use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};
//!
//! # async fn crawl() -> Result<(), Box<dyn std::error::Error>> {
//! let fetcher = Fetcher::new(FetchOptions::default().user_agent("examplebot/1.0"));
//! let mut crawl = fetcher.site(Loc::parse("https://example.com/")?);
//! while let Some(event) = crawl.next().await {
//!     match event {
//!         FetchEvent::Url { url, from } => println!("{} ({}:{})", url.loc(), from.sitemap, from.line),
//!         FetchEvent::File(file) if file.failure.is_some() => eprintln!("{}: {}", file.url, file.failure.unwrap()),
//!         FetchEvent::Done(summary) => eprintln!("{} URLs from {} files", summary.urls, summary.files_read),
//!         _ => {}
//!     }
//! }
//! # Ok(())
//! # }
//! ```

mod address;
mod cache;
mod crawl;
mod event;
mod exchange;
pub mod indexnow;
mod options;
mod policy;
mod read;
mod shared;

pub use event::{Budget, Failure, FetchEvent, FileReport, Found, Provenance, Skip, Stage, Summary};
pub use options::{FetchOptions, WELL_KNOWN_PATHS};
pub use policy::redact_text;

use sitemap_core::Loc;
use tokio::sync::mpsc;

use crawl::Start;

/// Runs crawls with one set of [`FetchOptions`].
#[derive(Debug, Clone, Default)]
pub struct Fetcher {
    options: FetchOptions,
}

/// A crawl under way: its events, the last a [`FetchEvent::Done`]. A
/// file's events come in the order they happen, its report after its
/// entries; the entries of files read at the same time come interleaved,
/// in runs of up to 64 (handed over together, and whenever a body stalls).
/// Dropping it stops the crawl.
#[derive(Debug)]
pub struct Crawl {
    events: mpsc::Receiver<Vec<FetchEvent>>,
    /// The chunk being handed out.
    chunk: std::vec::IntoIter<FetchEvent>,
    task: tokio::task::JoinHandle<()>,
}

impl Crawl {
    /// The next event; `None` once the crawl is over.
    pub async fn next(&mut self) -> Option<FetchEvent> {
        loop {
            if let Some(event) = self.chunk.next() {
                return Some(event);
            }
            self.chunk = self.events.recv().await?.into_iter();
        }
    }
}

impl Drop for Crawl {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Fetcher {
    /// A fetcher with `options`.
    pub fn new(options: FetchOptions) -> Fetcher {
        Fetcher { options }
    }

    /// Crawls a site from its root: robots.txt first, then the well-known
    /// paths if it names no sitemap. Runs on the current tokio runtime.
    pub fn site(&self, root: Loc) -> Crawl {
        self.start(vec![Start::Site(root)])
    }

    /// Crawls from sitemap (or index) URLs.
    pub fn sitemaps(&self, urls: impl IntoIterator<Item = Loc>) -> Crawl {
        self.start(urls.into_iter().map(Start::Sitemap).collect())
    }

    /// Crawls each URL as a site when it is one's root (its path is `/`
    /// and it has no query), else as a sitemap: what a command line given
    /// URLs means.
    pub fn urls(&self, urls: impl IntoIterator<Item = Loc>) -> Crawl {
        let starts = urls
            .into_iter()
            .map(|url| {
                let is_root = url
                    .as_str()
                    .split_once("://")
                    .map(|(_, rest)| rest)
                    .and_then(|rest| rest.find('/').map(|at| &rest[at..]))
                    .is_none_or(|path| path == "/");
                if is_root {
                    Start::Site(url)
                } else {
                    Start::Sitemap(url)
                }
            })
            .collect();
        self.start(starts)
    }

    fn start(&self, starts: Vec<Start>) -> Crawl {
        let (tx, rx) = mpsc::channel(crawl::EVENTS / shared::EVENTS_PER_SEND);
        let task = tokio::spawn(crawl::run(self.options.clone(), starts, tx));
        Crawl {
            events: rx,
            chunk: Vec::new().into_iter(),
            task,
        }
    }
}
