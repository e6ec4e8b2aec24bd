//! What a crawl reports, in the order it happens: every entry with where it
//! came from, every file with how it went, and every failure, skip and
//! redirect as a typed event. Nothing is dropped silently.

use std::collections::BTreeMap;
use std::fmt;

use sitemap_core::read::{Diagnostic, DocumentKind, Format};
use sitemap_core::{Loc, Url};

/// Where an entry (or a sitemap) came from: defined with the output
/// formats, which write it beside each entry.
pub use sitemap_core::export::Provenance;

/// How a sitemap to fetch was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// Given to the crawl.
    Given,
    /// A `Sitemap:` line of a robots.txt.
    Robots {
        /// The robots.txt.
        robots: Loc,
        /// Its line.
        line: usize,
    },
    /// A well-known path that answered with a sitemap.
    Probe,
    /// An entry of an index.
    Index(Provenance),
}

/// One stage of an HTTP exchange, for timeouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the status and headers.
    FirstByte,
    /// Reading the whole file.
    File,
}

/// Which budget ran out (see [`FetchOptions`](crate::FetchOptions)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Budget {
    /// `max_files`.
    Files,
    /// `max_bytes`.
    Bytes,
    /// `max_entries`.
    Entries,
    /// `max_time`.
    Time,
}

/// Why a file could not be read (to its end).
#[derive(Debug)]
#[non_exhaustive]
pub enum Failure {
    /// The server answered with this status (after the retries a 5xx or
    /// 429 gets).
    Status(u16),
    /// A stage took longer than its timeout.
    Timeout(Stage),
    /// No connection (after the retries), or the exchange broke off.
    Connection(String),
    /// More redirects than allowed.
    TooManyRedirects(usize),
    /// A redirect led back to a URL of the same chain.
    RedirectLoop(Loc),
    /// A redirect to something that is no http(s) URL.
    BadRedirect(String),
    /// The response is no sitemap: an HTML page (a soft 404, a login page)
    /// or another document, as the reader named it.
    NotASitemap(Diagnostic),
    /// The reader stopped before the end: a limit (a gzip bomb), a
    /// truncated or broken file. What it read before is kept.
    Unreadable(Diagnostic),
    /// A budget ran out while the file was read.
    Budget(Budget),
    /// The address policy refused the connection (the message names the
    /// host, the address and its range).
    AddressRefused(String),
    /// The host's name did not resolve.
    Dns(String),
    /// The TLS handshake failed (a certificate the roots do not trust, a
    /// name it does not cover, no common protocol).
    Tls(String),
    /// The body arrived slower than the minimum transfer rate.
    TooSlow {
        /// Bytes a second over the last window.
        bytes_per_second: u64,
        /// The minimum.
        minimum: u64,
    },
    /// A redirect to another site that the origin policy does not let the
    /// crawl follow (robots.txt and probes follow redirects on their own
    /// site only, or to an allowed host).
    OffSiteRedirect(Loc),
    /// Larger than the crawl reads (robots.txt: 512 KiB, as Google reads
    /// it); what came before the limit was used.
    TooLarge(u64),
}

impl Failure {
    /// A short, stable name of the kind of failure, for summaries:
    /// `status-404`, `timeout`, `connection`, `dns`, `tls`,
    /// `address-refused`, `redirects`, `off-site-redirect`,
    /// `not-a-sitemap`, `unreadable`, `too-slow`, `too-large`, and
    /// `budget-time` (`-bytes`, `-files`, `-entries`).
    pub fn kind(&self) -> String {
        match self {
            Failure::Status(code) => format!("status-{code}"),
            Failure::Timeout(_) => "timeout".to_owned(),
            Failure::Connection(_) => "connection".to_owned(),
            Failure::TooManyRedirects(_) | Failure::RedirectLoop(_) | Failure::BadRedirect(_) => {
                "redirects".to_owned()
            }
            Failure::NotASitemap(_) => "not-a-sitemap".to_owned(),
            Failure::Unreadable(_) => "unreadable".to_owned(),
            Failure::Budget(budget) => format!("budget-{budget}"),
            Failure::AddressRefused(_) => "address-refused".to_owned(),
            Failure::Dns(_) => "dns".to_owned(),
            Failure::Tls(_) => "tls".to_owned(),
            Failure::TooSlow { .. } => "too-slow".to_owned(),
            Failure::OffSiteRedirect(_) => "off-site-redirect".to_owned(),
            Failure::TooLarge(_) => "too-large".to_owned(),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Status(code) => write!(f, "the server answered {code}"),
            Failure::Timeout(Stage::FirstByte) => f.write_str(
                "no response within the first-byte timeout; the server is slow or down, raise the timeout or try later",
            ),
            Failure::Timeout(Stage::File) => f.write_str(
                "the file took longer than the file timeout, its retries, their waits and its redirects included; raise it for large files or slow servers",
            ),
            Failure::Connection(message) => write!(f, "no connection: {message}"),
            Failure::TooManyRedirects(limit) => {
                write!(f, "more than {limit} redirects; give the final URL")
            }
            Failure::RedirectLoop(to) => write!(f, "the redirects loop back to {to}"),
            Failure::BadRedirect(location) => {
                write!(f, "a redirect to `{location}`, which is no http(s) URL")
            }
            Failure::NotASitemap(diagnostic) => write!(f, "not a sitemap: {diagnostic}"),
            Failure::Unreadable(diagnostic) => write!(f, "read stopped: {diagnostic}"),
            Failure::Budget(budget) => write!(
                f,
                "the {budget} budget ran out while it was read (what came before is kept); raise it with --max-{budget}"
            ),
            Failure::AddressRefused(message) => write!(f, "not connected: {message}"),
            Failure::Dns(message) => write!(f, "no such host: {message}"),
            Failure::Tls(message) => write!(f, "TLS failed: {message}"),
            Failure::TooSlow {
                bytes_per_second,
                minimum,
            } => write!(
                f,
                "cut: the body arrived at {bytes_per_second} bytes/s, under the minimum of {minimum}; lower --min-rate to wait for slow servers"
            ),
            Failure::OffSiteRedirect(to) => write!(
                f,
                "redirected to another site ({to}), which the origin policy does not follow; allow its host with --allow-host"
            ),
            Failure::TooLarge(limit) => write!(
                f,
                "larger than {} KiB; only the first {} KiB were read",
                limit >> 10,
                limit >> 10
            ),
        }
    }
}

impl std::error::Error for Failure {}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Budget::Files => "files",
            Budget::Bytes => "bytes",
            Budget::Entries => "entries",
            Budget::Time => "time",
        })
    }
}

/// Why a sitemap an index (or robots.txt) listed was not fetched.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Skip {
    /// Listed again in this crawl (twice, by two indexes, or reached again
    /// through a redirect): it is fetched once.
    AlreadySeen,
    /// An index listing its own URL.
    ListsItself,
    /// An index listing one of the indexes above it: a loop.
    Loop,
    /// Deeper than `max_depth`.
    TooDeep(usize),
    /// A budget ran out first.
    Budget(Budget),
    /// On another site than the file that led to it, and neither a
    /// robots.txt nor the user allows it (see
    /// [`FetchOptions::allow_host`](crate::FetchOptions::allow_host)).
    OffSite {
        /// Its host (and port).
        host: String,
    },
    /// On another site than the file that led to it, and the robots.txt
    /// of its own site, which could have vouched for it, could not be read
    /// (or was skipped).
    Unvouched {
        /// Its host (and port).
        host: String,
        /// Why that robots.txt was not read.
        why: String,
    },
}

impl Skip {
    /// A short, stable name of the reason, for summaries: `already-seen`,
    /// `lists-itself`, `loop`, `too-deep`, `off-site`, `budget-time`
    /// (`-bytes`, `-files`, `-entries`).
    pub fn kind(&self) -> String {
        match self {
            Skip::AlreadySeen => "already-seen".to_owned(),
            Skip::ListsItself => "lists-itself".to_owned(),
            Skip::Loop => "loop".to_owned(),
            Skip::TooDeep(_) => "too-deep".to_owned(),
            Skip::Budget(budget) => format!("budget-{budget}"),
            Skip::OffSite { .. } | Skip::Unvouched { .. } => "off-site".to_owned(),
        }
    }
}

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Skip::AlreadySeen => f.write_str("listed again in this crawl; it is read once"),
            Skip::ListsItself => f.write_str("the index lists itself; the entry is not followed"),
            Skip::Loop => f.write_str(
                "the index lists an index above it, which would loop; the entry is not followed",
            ),
            Skip::TooDeep(depth) => {
                write!(
                    f,
                    "deeper than the depth limit of {depth}; raise it to follow"
                )
            }
            Skip::Budget(budget) => write!(
                f,
                "the {budget} budget ran out first; raise it with --max-{budget}"
            ),
            Skip::OffSite { host } => write!(
                f,
                "on another site ({host}) than the file that led to it, and no robots.txt names it; allow the host with --allow-host {host}"
            ),
            Skip::Unvouched { host, why } => write!(
                f,
                "on another site ({host}) than the file that led to it, whose robots.txt could not say whether it vouches for it ({why}); allow the host with --allow-host {host}"
            ),
        }
    }
}

/// How one file went.
#[derive(Debug)]
pub struct FileReport {
    /// The URL asked for.
    pub url: Loc,
    /// The URL read, after redirects.
    pub final_url: Loc,
    /// How it was found.
    pub found: Found,
    /// 0 for the files a crawl starts from, one more per index above.
    pub depth: usize,
    /// The HTTP status of the last response, when one came.
    pub status: Option<u16>,
    /// Its syntax, once read.
    pub format: Option<Format>,
    /// A sitemap or an index, once read.
    pub kind: Option<DocumentKind>,
    /// Bytes received, as sent.
    pub bytes: u64,
    /// Entries handed out (URLs for a sitemap, sitemaps for an index).
    pub entries: u64,
    /// Unchanged since the cached validators: nothing was downloaded, and
    /// the entries were read from the cache.
    pub not_modified: bool,
    /// Entries on another site than the file's, not vouched for by a
    /// robots.txt: left out, or handed out marked when asked.
    pub foreign: u64,
    /// Why it could not be read to its end, if so.
    pub failure: Option<Failure>,
}

/// Totals of a crawl, its last event.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Files read to their end (unchanged ones included).
    pub files_read: u64,
    /// Of those, files unchanged since the cache's validators, read from
    /// the cache.
    pub files_unchanged: u64,
    /// Files that failed.
    pub files_failed: u64,
    /// Sitemaps not fetched.
    pub skipped: u64,
    /// URL entries handed out.
    pub urls: u64,
    /// Bytes received.
    pub bytes: u64,
    /// Failures by kind ([`Failure::kind`]), robots.txt files' included
    /// (prefixed `robots-`).
    pub failures: BTreeMap<String, u64>,
    /// Sitemaps not fetched, by reason ([`Skip::kind`]).
    pub skips: BTreeMap<String, u64>,
    /// Entries on another site than their file's
    /// ([`FileReport::foreign`]).
    pub foreign: u64,
    /// The first budget that ran out, when one did: the crawl is not whole.
    pub budget: Option<Budget>,
}

/// One thing a crawl reports.
#[derive(Debug)]
#[non_exhaustive]
pub enum FetchEvent {
    /// A site's robots.txt was asked for: the sitemaps it names follow as
    /// [`Found::Robots`] files; `status` is `None` when no response came.
    Robots {
        /// The robots.txt.
        url: Loc,
        /// Its status.
        status: Option<u16>,
        /// How many sitemaps it names.
        sitemaps: usize,
        /// Why it could not be read (a 404 is none: the site has no
        /// robots.txt), or was read in part ([`Failure::TooLarge`]).
        failure: Option<Failure>,
    },
    /// A `Sitemap:` line of a robots.txt whose value is no http(s) URL.
    BadSitemapLine {
        /// The robots.txt.
        robots: Loc,
        /// The line.
        line: usize,
        /// The value as written.
        value: String,
        /// Why it is no sitemap URL.
        error: String,
    },
    /// A well-known path was probed and held no sitemap (a 404, or a page
    /// that is none); a probe that found one is a [`FileReport`].
    ProbeMissed {
        /// The path probed.
        url: Loc,
        /// Its status, when one came.
        status: Option<u16>,
    },
    /// A URL of a sitemap.
    Url {
        /// The entry, as read.
        url: Url,
        /// Where it came from.
        from: Provenance,
    },
    /// An entry of an index, as read (the crawl follows it as a
    /// [`Found::Index`] file): for checks of the site as a whole, such as
    /// an index `lastmod` older than its file's entries.
    IndexEntry {
        /// The entry.
        entry: sitemap_core::IndexEntry,
        /// Where it is listed.
        from: Provenance,
    },
    /// A problem the reader found in a file, located in it.
    Diagnostic {
        /// The file.
        file: Loc,
        /// The problem.
        diagnostic: Diagnostic,
    },
    /// A redirect followed.
    Redirect {
        /// The URL asked for.
        from: Loc,
        /// Where it led.
        to: Loc,
        /// The status (301, 302, 303, 307, 308).
        status: u16,
        /// Whether it leads to another site (scheme, host or port) than
        /// the URL the file was listed at.
        leaves_site: bool,
    },
    /// A sitemap that was not fetched, and why.
    Skipped {
        /// Its URL.
        url: Loc,
        /// Why.
        reason: Skip,
        /// Where it was listed, for an index entry.
        from: Option<Provenance>,
    },
    /// A file was fetched and read, or failed.
    File(FileReport),
    /// The crawl is over: the last event.
    Done(Summary),
}
