//! Errors and warnings of a [`SiteWriter`](super::SiteWriter), located
//! by URL position, `loc` and file.

use std::fmt;
use std::io;

use crate::hreflang::ClusterProblem;
use crate::{ToUrlError, Url, WriteError};

/// Why a site could not be written. Nothing was committed: the previous files
/// at the target are intact.
#[derive(Debug)]
pub struct SiteError {
    kind: SiteErrorKind,
    position: u64,
    loc: Option<String>,
    file: Option<String>,
}

/// What went wrong.
#[derive(Debug)]
#[non_exhaustive]
pub enum SiteErrorKind {
    /// The target failed (a full disk, a closed connection).
    Io(io::Error),
    /// The single-file writer refused (see [`WriteError`]).
    Write(WriteError),
    /// A value could not become an entry.
    Entry(ToUrlError),
    /// One URL entry is larger than a whole file may be.
    EntryTooLarge {
        /// The byte cap per file.
        limit: u64,
        /// The size an otherwise empty file would reach with it.
        size: u64,
    },
    /// The URL is not under the base (the protocol's location rule).
    OutsideBase {
        /// The base the files are served under.
        base: String,
    },
    /// The URL was written before.
    Duplicate,
    /// hreflang clusters are broken
    /// ([`SiteOptions::hreflang_clusters`](super::SiteOptions::hreflang_clusters)):
    /// the first problem, and how many there are.
    Hreflang {
        /// The first problem found.
        first: Box<ClusterProblem>,
        /// How many problems there are in all.
        count: u64,
    },
    /// No URL was written; a sitemap needs at least one.
    Empty,
    /// More sitemap files than one index may list (50,000).
    TooManyFiles {
        /// How many there are.
        files: usize,
    },
    /// The options are invalid.
    Options(String),
    /// The writer already failed; start a new one.
    Spent,
}

impl SiteError {
    pub(crate) fn at(
        kind: SiteErrorKind,
        url: Option<&Url>,
        position: u64,
        file: Option<String>,
    ) -> Self {
        SiteError {
            kind,
            position,
            loc: url.map(|u| u.loc().as_str().to_owned()),
            file,
        }
    }

    pub(crate) fn entry(error: ToUrlError, position: u64, file: Option<String>) -> Self {
        SiteError::at(SiteErrorKind::Entry(error), None, position, file)
    }

    pub(crate) fn options(message: String) -> Self {
        SiteError::at(SiteErrorKind::Options(message), None, 0, None)
    }

    pub(crate) fn spent() -> Self {
        SiteError::at(SiteErrorKind::Spent, None, 0, None)
    }

    /// What went wrong.
    pub fn kind(&self) -> &SiteErrorKind {
        &self.kind
    }

    /// The file being written, when there was one.
    pub fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }

    /// The `loc` of the URL that failed, when a URL did.
    pub fn loc(&self) -> Option<&str> {
        self.loc.as_deref()
    }

    /// The 1-based position of the URL in the input (0 when none).
    pub fn position(&self) -> u64 {
        self.position
    }
}

impl fmt::Display for SiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot write the site's sitemaps")?;
        if let Some(file) = &self.file {
            write!(f, " (file `{file}`")?;
            if self.position > 0 {
                write!(f, ", URL #{}", self.position)?;
            }
            if let Some(loc) = &self.loc {
                write!(f, " `{loc}`")?;
            }
            f.write_str(")")?;
        } else {
            match (self.position, &self.loc) {
                (0, Some(loc)) => write!(f, " (`{loc}`)")?,
                (0, None) => {}
                (position, Some(loc)) => write!(f, " (URL #{position} `{loc}`)")?,
                (position, None) => write!(f, " (URL #{position})")?,
            }
        }
        f.write_str(": ")?;
        KindMessage(&self.kind).fmt(f)
    }
}

/// The rule part of a message, shared by errors and warnings.
struct KindMessage<'a>(&'a SiteErrorKind);

impl fmt::Display for KindMessage<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            SiteErrorKind::Io(e) => write!(f, "{e}; the previous files were left as they were"),
            SiteErrorKind::Write(e) => e.fmt(f),
            SiteErrorKind::Entry(e) => e.fmt(f),
            SiteErrorKind::EntryTooLarge { limit, size } => write!(
                f,
                "this URL entry alone makes a file of {size} bytes, over the cap of {limit}; \
                 raise the cap or shrink the entry's extensions"
            ),
            SiteErrorKind::OutsideBase { base } => write!(
                f,
                "the URL is not under `{base}`, where the sitemaps are served, so search engines \
                 ignore it (protocol: sitemap file location); serve the sitemaps from a common \
                 ancestor or leave the URL out"
            ),
            SiteErrorKind::Duplicate => {
                f.write_str("the URL was already written; list each page once")
            }
            SiteErrorKind::Hreflang { first, count } => {
                write!(f, "{first}")?;
                if *count > 1 {
                    write!(f, " ({} more hreflang problems)", count - 1)?;
                }
                Ok(())
            }
            SiteErrorKind::Empty => {
                f.write_str("no URL was written, and a sitemap needs at least one")
            }
            SiteErrorKind::TooManyFiles { files } => write!(
                f,
                "{files} sitemap files are more than one index may list (50,000)"
            ),
            SiteErrorKind::Options(message) => f.write_str(message),
            SiteErrorKind::Spent => f.write_str(
                "this writer already failed and discarded its files; start a new SiteWriter",
            ),
        }
    }
}

impl std::error::Error for SiteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            SiteErrorKind::Io(e) => Some(e),
            SiteErrorKind::Write(e) => Some(e),
            SiteErrorKind::Entry(e) => Some(e),
            _ => None,
        }
    }
}

/// A rule broken under [`Check::Warn`](super::Check::Warn): the URL was
/// written anyway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteWarning {
    /// Which rule, as the error it would have been under `Check::Error`.
    pub message: String,
    /// The URL's 1-based position in the input.
    pub position: u64,
    /// Its `loc`.
    pub loc: String,
    /// The file it went to, when one was open.
    pub file: Option<String>,
}

impl SiteWarning {
    pub(crate) fn new(kind: SiteErrorKind, url: &Url, position: u64, file: Option<String>) -> Self {
        SiteWarning {
            message: KindMessage(&kind).to_string(),
            position,
            loc: url.loc().as_str().to_owned(),
            file,
        }
    }
}

impl SiteWarning {
    /// A problem of the whole site, found when it was finished: `position`
    /// is 0 and `loc` the page it concerns.
    pub(crate) fn of_site(message: String, loc: String) -> Self {
        SiteWarning {
            message,
            position: 0,
            loc,
            file: None,
        }
    }
}

impl fmt::Display for SiteWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "URL #{} `{}`: {}", self.position, self.loc, self.message)
    }
}

/// How many warnings about single URLs a writer keeps: past it they are
/// counted, not kept, so that a list whose every URL breaks a rule does not
/// hold a warning per URL in memory.
pub const MAX_KEPT_WARNINGS: usize = 1_000;

/// Keeps `warning` in `kept` while there is room, else counts it.
pub(crate) fn keep_warning(kept: &mut Vec<SiteWarning>, not_kept: &mut u64, warning: SiteWarning) {
    if kept.len() < MAX_KEPT_WARNINGS {
        kept.push(warning);
    } else {
        *not_kept += 1;
    }
}
