//! How a crawl is run: its politeness, its timeouts, its limits.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

/// The paths probed on a site whose robots.txt names no sitemap, in order:
/// the names sitemap generators and CMSs use (WordPress, Yoast, Rank Math,
/// Shopify, the protocol's own example), as crawlers probe them.
pub const WELL_KNOWN_PATHS: &[&str] = &[
    "/sitemap.xml",
    "/sitemap_index.xml",
    "/sitemap-index.xml",
    "/sitemap.xml.gz",
    "/sitemap_index.xml.gz",
    "/wp-sitemap.xml",
    "/sitemap.txt",
];

/// How a [`Fetcher`](crate::Fetcher) crawls.
///
/// ```
/// use std::time::Duration;
/// use sitemap_fetch::FetchOptions;
///
/// let options = FetchOptions::default()
///     .user_agent("examplebot/1.0 (+https://example.com/bot)")
///     .concurrency(8)
///     .per_host(2)
///     .first_byte_timeout(Duration::from_secs(10))
///     .max_depth(3)
///     .max_entries(1_000_000);
/// assert_eq!(options.per_host_limit(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct FetchOptions {
    pub(crate) user_agent: String,
    pub(crate) concurrency: usize,
    pub(crate) per_host: usize,
    pub(crate) connect_timeout: Duration,
    pub(crate) first_byte_timeout: Duration,
    pub(crate) file_timeout: Duration,
    pub(crate) retries: u32,
    pub(crate) backoff: Duration,
    pub(crate) max_retry_wait: Duration,
    pub(crate) max_redirects: usize,
    pub(crate) max_depth: usize,
    pub(crate) max_files: u64,
    pub(crate) max_bytes: u64,
    pub(crate) max_entries: u64,
    pub(crate) max_time: Option<Duration>,
    pub(crate) cache: Option<PathBuf>,
    pub(crate) probe_paths: Vec<String>,
    pub(crate) min_rate: Option<(u64, Duration)>,
    pub(crate) allow_hosts: Vec<String>,
    pub(crate) allow_private_addresses: bool,
    pub(crate) keep_foreign: bool,
    /// Files are read in strict mode (a validator's), not lenient.
    pub(crate) strict: bool,
    pub(crate) pins: HashMap<String, Vec<IpAddr>>,
}

impl Default for FetchOptions {
    /// A polite crawler: 4 files at once, 2 per host, 10 s to connect, 30 s
    /// to the first byte, 5 minutes a file, 3 retries from 1 s (waiting at
    /// most a minute for `Retry-After`), 5 redirects, indexes 5 deep, 10,000
    /// files, 10 GiB, 100 million entries, no time limit, no minimum
    /// transfer rate, no cache; only the origin and address policies'
    /// defaults (see [`allow_host`](Self::allow_host) and
    /// [`allow_private_addresses`](Self::allow_private_addresses)), foreign
    /// entries left out.
    fn default() -> Self {
        FetchOptions {
            user_agent: concat!(
                "sitemap-fetch/",
                env!("CARGO_PKG_VERSION"),
                " (+https://github.com/sitemap-rs/sitemap)"
            )
            .to_owned(),
            concurrency: 4,
            per_host: 2,
            connect_timeout: Duration::from_secs(10),
            first_byte_timeout: Duration::from_secs(30),
            file_timeout: Duration::from_secs(300),
            retries: 3,
            backoff: Duration::from_secs(1),
            max_retry_wait: Duration::from_secs(60),
            max_redirects: 5,
            max_depth: 5,
            max_files: 10_000,
            max_bytes: 10 << 30,
            max_entries: 100_000_000,
            max_time: None,
            cache: None,
            probe_paths: WELL_KNOWN_PATHS.iter().map(|p| (*p).to_owned()).collect(),
            min_rate: None,
            allow_hosts: Vec::new(),
            allow_private_addresses: false,
            keep_foreign: false,
            strict: false,
            pins: HashMap::new(),
        }
    }
}

impl FetchOptions {
    /// The `User-Agent` sent: name your crawler and where to learn about it.
    pub fn user_agent(mut self, user_agent: impl Into<String>) -> Self {
        self.user_agent = user_agent.into();
        self
    }

    /// Files fetched at once, in all (at least 1).
    pub fn concurrency(mut self, files: usize) -> Self {
        self.concurrency = files.max(1);
        self
    }

    /// Files fetched at once from one host (scheme, host and port; at
    /// least 1).
    pub fn per_host(mut self, files: usize) -> Self {
        self.per_host = files.max(1);
        self
    }

    /// The per-host limit in force.
    pub fn per_host_limit(&self) -> usize {
        self.per_host
    }

    /// How long connecting may take.
    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout;
        self
    }

    /// How long a response's status and headers may take, once asked for.
    pub fn first_byte_timeout(mut self, timeout: Duration) -> Self {
        self.first_byte_timeout = timeout;
        self
    }

    /// How long a whole file may take, body included.
    pub fn file_timeout(mut self, timeout: Duration) -> Self {
        self.file_timeout = timeout;
        self
    }

    /// Retries after a 5xx, a 429 or a failed connection, the first after
    /// `backoff`, each next one after twice as long; a `Retry-After` header
    /// is honoured instead, up to `max_wait` (a longer one gives up).
    pub fn retries(mut self, retries: u32, backoff: Duration, max_wait: Duration) -> Self {
        self.retries = retries;
        self.backoff = backoff;
        self.max_retry_wait = max_wait;
        self
    }

    /// Redirects followed for one file.
    pub fn max_redirects(mut self, redirects: usize) -> Self {
        self.max_redirects = redirects;
        self
    }

    /// How deep indexes are followed: the files a crawl starts from are at
    /// depth 0, what an index lists one deeper.
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = depth;
        self
    }

    /// Files fetched in all (probes and robots.txt included).
    pub fn max_files(mut self, files: u64) -> Self {
        self.max_files = files;
        self
    }

    /// Bytes received in all, as sent (compressed).
    pub fn max_bytes(mut self, bytes: u64) -> Self {
        self.max_bytes = bytes;
        self
    }

    /// Entries handed out in all.
    pub fn max_entries(mut self, entries: u64) -> Self {
        self.max_entries = entries;
        self
    }

    /// How long the whole crawl may take.
    pub fn max_time(mut self, time: Duration) -> Self {
        self.max_time = Some(time);
        self
    }

    /// A folder for the validators (`ETag`, `Last-Modified`) and the body
    /// of every file (up to 64 MiB each, compressed), so a later crawl asks
    /// conditionally, downloads only what changed, and reads what did not
    /// from here: it hands out the same entries as a crawl without it.
    pub fn cache(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cache = Some(dir.into());
        self
    }

    /// The paths probed when robots.txt names no sitemap (default:
    /// [`WELL_KNOWN_PATHS`]).
    pub fn probe_paths<I, S>(mut self, paths: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.probe_paths = paths.into_iter().map(Into::into).collect();
        self
    }

    /// The slowest a response may arrive: at least `bytes_per_second` on
    /// average over each `window` from its headers on. A trickle is cut
    /// (`Failure::TooSlow`) instead of waited out. Off by default.
    ///
    /// ```
    /// use std::time::Duration;
    /// use sitemap_fetch::FetchOptions;
    ///
    /// let options = FetchOptions::default().min_transfer_rate(1024, Duration::from_secs(10));
    /// # let _ = options;
    /// ```
    pub fn min_transfer_rate(mut self, bytes_per_second: u64, window: Duration) -> Self {
        self.min_rate = Some((bytes_per_second, window.max(Duration::from_millis(100))));
        self
    }

    /// Fetches sitemaps on `host` wherever they are listed, as if it were
    /// the site of every index: `cdn.example.net`, `cdn.example.net:8443`,
    /// or `*.example.net` for its subdomains. A file fetched this way may
    /// also list URLs of the site being crawled. The address policy still
    /// applies.
    ///
    /// By default, a crawl fetches a sitemap it finds only when it is on
    /// the site of the file that led to it (host and port, http or https,
    /// with or without `www.`) or a robots.txt names it (the crawled
    /// site's, or the sitemap's own: cross-submission).
    ///
    /// ```
    /// use sitemap_fetch::FetchOptions;
    ///
    /// // The site's parts live on a CDN that its robots.txt does not name.
    /// let options = FetchOptions::default()
    ///     .allow_host("cdn.example.net")
    ///     .allow_host("*.static.example.net");
    /// # let _ = options;
    /// ```
    pub fn allow_host(mut self, host: impl Into<String>) -> Self {
        self.allow_hosts.push(host.into());
        self
    }

    /// Connects to loopback, private, link-local (cloud metadata) and the
    /// other special-purpose addresses too. By default only the host and
    /// port of a URL the crawl starts from may have such an address: the
    /// rest are refused (`Failure::AddressRefused`), however the URL spells
    /// the address (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`) and
    /// whatever a name resolves to when connecting.
    ///
    /// ```
    /// use sitemap_fetch::FetchOptions;
    ///
    /// // A crawl of an intranet, run by its owner.
    /// let options = FetchOptions::default().allow_private_addresses(true);
    /// # let _ = options;
    /// ```
    pub fn allow_private_addresses(mut self, allow: bool) -> Self {
        self.allow_private_addresses = allow;
        self
    }

    /// Hands out entries on another site than their file's (and not
    /// cross-submitted) with [`Provenance::foreign`](crate::Provenance)
    /// set, instead of leaving them out. Either way each file's report
    /// counts them.
    ///
    /// ```
    /// use sitemap_fetch::FetchOptions;
    ///
    /// let options = FetchOptions::default().keep_foreign_entries(true);
    /// # let _ = options;
    /// ```
    pub fn keep_foreign_entries(mut self, keep: bool) -> Self {
        self.keep_foreign = keep;
        self
    }

    /// Reads the files in strict mode, as a validator does: every departure
    /// from the protocol is an error diagnostic. By default they are read
    /// leniently, as a crawler reads them; the entries are the same.
    ///
    /// ```
    /// use sitemap_fetch::FetchOptions;
    ///
    /// let options = FetchOptions::default().strict(true);
    /// # let _ = options;
    /// ```
    pub fn strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }

    /// Resolves `host` to `address` without asking DNS, as curl's
    /// `--resolve` does: a staging site, or a test. The address policy
    /// judges the address as it would a looked-up one.
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv4Addr};
    /// use sitemap_fetch::FetchOptions;
    ///
    /// let staging = IpAddr::V4(Ipv4Addr::new(203, 0, 113, 7));
    /// let options = FetchOptions::default().resolve("www.example.com", staging);
    /// # let _ = options;
    /// ```
    pub fn resolve(mut self, host: &str, address: IpAddr) -> Self {
        self.pins
            .entry(crate::address::host_key(host))
            .or_default()
            .push(address);
        self
    }
}
