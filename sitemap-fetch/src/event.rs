//! What a crawl reports, in the order it happens: every entry with where it
//! came from, every file with how it went, and every failure, skip and
//! redirect as a typed event. Nothing is dropped silently.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use sitemap_core::read::{Diagnostic, DocumentKind, Format};
use sitemap_core::{Loc, Url};

/// Where an entry (or a sitemap) came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provenance {
    /// The sitemap file it is listed in (after redirects).
    pub sitemap: Loc,
    /// The line and column (from 1) its entry starts at in that file.
    pub line: u64,
    /// See `line`.
    pub column: u64,
    /// The indexes above that file, outermost first: the chain that led
    /// here.
    pub indexes: Arc<[Loc]>,
}

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
}

impl Failure {
    /// A short, stable name of the kind of failure, for summaries:
    /// `status-404`, `timeout`, `connection`, `redirects`, `not-a-sitemap`,
    /// `unreadable`, `budget`.
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
            Failure::Budget(_) => "budget".to_owned(),
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
                "the file took longer than the file timeout; raise it for large files",
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
            Failure::Budget(budget) => write!(f, "the {budget} budget ran out"),
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
            Skip::Budget(budget) => write!(f, "the {budget} budget ran out first"),
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
    /// Unchanged since the cached validators: nothing was downloaded.
    pub not_modified: bool,
    /// Why it could not be read to its end, if so.
    pub failure: Option<Failure>,
}

/// Totals of a crawl, its last event.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Files read to their end (unchanged ones included).
    pub files_read: u64,
    /// Files that failed.
    pub files_failed: u64,
    /// Sitemaps not fetched.
    pub skipped: u64,
    /// URL entries handed out.
    pub urls: u64,
    /// Bytes received.
    pub bytes: u64,
    /// Failures by kind ([`Failure::kind`]).
    pub failures: BTreeMap<String, u64>,
    /// The first budget that ran out, when one did: the crawl is not whole.
    pub budget: Option<Budget>,
}

/// One thing a crawl reports.
#[derive(Debug)]
#[non_exhaustive]
pub enum FetchEvent {
    /// A site's robots.txt was read: the sitemaps it names follow as
    /// [`Found::Robots`] files; `status` is `None` when it could not be
    /// fetched.
    Robots {
        /// The robots.txt.
        url: Loc,
        /// Its status.
        status: Option<u16>,
        /// How many sitemaps it names.
        sitemaps: usize,
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
