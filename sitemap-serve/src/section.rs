//! Sections: the parts of a site that know their size and produce one file
//! of entries at a time, so a site of ten million rows serves its index and
//! file N without reading the rest.

use std::error::Error;
use std::fmt;
use std::future::Future;
use std::pin::Pin;

use sitemap_core::LastMod;

pub use crate::sink::{Closed, EntrySink};

/// One file of a section: the entries at positions `offset .. offset + len`
/// in the section's own order (`ORDER BY id LIMIT len OFFSET offset`, or
/// the key range those positions cover).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SectionFile {
    /// The file's number in its section, from 1 (as in its name).
    pub number: u64,
    /// How many entries come before this file, in the section's order (a
    /// position, not a key: a section paging by key maps it to one).
    pub offset: u64,
    /// Most entries in this file (the last file may have fewer).
    pub len: u64,
}

/// What a section holds, which sets how many entries go in one file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SectionKind {
    /// Pages: 50,000 entries a file, the protocol's limit.
    #[default]
    Pages,
    /// News articles: 1,000 entries a file, Google's limit for news
    /// sitemaps.
    News,
}

impl SectionKind {
    /// Entries in one file of this kind.
    pub fn per_file(self) -> u64 {
        match self {
            SectionKind::Pages => sitemap_core::write::MAX_ENTRIES as u64,
            SectionKind::News => 1_000,
        }
    }
}

/// A part of a site served as one or more sitemap files.
///
/// Implement [`count`](Self::count) and [`entries`](Self::entries); give
/// [`newest_lastmod`](Self::newest_lastmod) too, and responses carry `Last-Modified` and an
/// `ETag`, so crawlers that already have a file get a `304 Not Modified`.
///
/// ```
/// use sitemap_serve::{EntrySink, SectionFile, Section, SectionError};
/// use sitemap_core::Sitemap;
///
/// #[derive(Sitemap)]
/// #[sitemap(path = "/items/{id}")]
/// struct Item {
///     id: u64,
/// }
///
/// /// Items 1 to `self.0`, as a table of that many rows would give them.
/// struct Items(u64);
///
/// impl Section for Items {
///     fn name(&self) -> &str {
///         "items"
///     }
///     async fn count(&self) -> Result<u64, SectionError> {
///         Ok(self.0)
///     }
///     async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
///         let last = (file.offset + file.len).min(self.0);
///         for id in file.offset + 1..=last {
///             sink.send_page(&Item { id }).await?;
///         }
///         Ok(())
///     }
/// }
/// ```
pub trait Section: Send + Sync + 'static {
    /// The name the section's files are served under (`{name}-{n}.xml`):
    /// ASCII letters, digits, `-` and `_`.
    fn name(&self) -> &str;

    /// What the section holds; news sections get 1,000 entries a file.
    fn kind(&self) -> SectionKind {
        SectionKind::Pages
    }

    /// How many entries the section has now.
    fn count(&self) -> impl Future<Output = Result<u64, SectionError>> + Send;

    /// The newest `lastmod` of the entries in `file`, when the section can
    /// say without producing them (`SELECT max(updated_at) …`). It becomes
    /// the file's `Last-Modified`, part of its `ETag` and its `lastmod` in
    /// the index. Without it (the default), responses carry neither.
    ///
    /// The `ETag` is made from the file's place, the section's count and
    /// this value, and `If-Modified-Since` compares with this value: they
    /// are right when every change to the file's entries moves its newest
    /// `lastmod` forward or changes the count. A section whose entries can
    /// change otherwise (an edit that keeps `lastmod`, a delete offset by an
    /// insert) should leave this method out.
    fn newest_lastmod(
        &self,
        file: SectionFile,
    ) -> impl Future<Output = Result<Option<LastMod>, SectionError>> + Send {
        let _ = file;
        async { Ok(None) }
    }

    /// A number that changes whenever the entries of `file` change in a
    /// way its newest `lastmod` does not show (a row deleted, a range
    /// moved): a key-paged section gives its range's bounds and count.
    /// With [`newest_lastmod`](Self::newest_lastmod), it is part of the
    /// file's `ETag`. By default, none.
    fn file_revision(
        &self,
        file: SectionFile,
    ) -> impl Future<Output = Result<Option<u64>, SectionError>> + Send {
        let _ = file;
        async { Ok(None) }
    }

    /// Sends the entries of `file` into `sink`, in order. Returning early
    /// with an error fails the response: a `503` with `Retry-After` when
    /// nothing was sent yet, else a body cut off before its closing tag,
    /// which no reader takes for a whole sitemap.
    ///
    /// At most [`max_concurrent_files`](crate::Sitemaps::max_concurrent_files)
    /// calls run at once, and one whose client goes away or stops reading is
    /// dropped, its sink closed. A synchronous driver runs in a blocking
    /// task that checks its connection out itself and returns when a send
    /// fails with [`Closed`]: then no more threads and connections are held
    /// than files are produced (see [`EntrySink`]).
    fn entries(
        &self,
        file: SectionFile,
        sink: EntrySink,
    ) -> impl Future<Output = Result<(), SectionError>> + Send;
}

/// Why a section could not answer (a database error, a timeout). The
/// client gets a `503 Service Unavailable` with `Retry-After`; check the
/// source for the cause.
#[derive(Debug)]
pub struct SectionError {
    source: Box<dyn Error + Send + Sync>,
}

impl SectionError {
    /// Wraps the cause.
    ///
    /// ```
    /// use sitemap_serve::SectionError;
    ///
    /// let error = SectionError::new("the database is down");
    /// assert_eq!(error.to_string(), "a sitemap section failed: the database is down");
    /// ```
    pub fn new(source: impl Into<Box<dyn Error + Send + Sync>>) -> SectionError {
        SectionError {
            source: source.into(),
        }
    }
}

impl fmt::Display for SectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a sitemap section failed: {}", self.source)
    }
}

impl Error for SectionError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&*self.source)
    }
}

/// Told of every section error (see `Sitemaps::on_error`).
pub(crate) type ErrorHook = std::sync::Arc<dyn Fn(&SectionError) + Send + Sync>;

/// Where section errors go: always to the log, through `tracing` at error
/// level (the app's subscriber decides where that ends up, and can turn
/// the `sitemap_serve` target off), then to the app's hook, if it gave one.
#[derive(Clone, Default)]
pub(crate) struct Failures {
    hook: Option<ErrorHook>,
}

/// What the client got when a section failed.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Outcome {
    /// A `503` with `Retry-After`: nothing had been sent.
    Unavailable,
    /// A response cut off before its closing tag.
    CutOff,
}

impl Failures {
    pub(crate) fn with_hook(hook: ErrorHook) -> Failures {
        Failures { hook: Some(hook) }
    }

    /// Logs `error`, met serving `path`, and tells the hook.
    pub(crate) fn report(&self, path: &str, outcome: Outcome, error: &SectionError) {
        let cause = &error.source;
        match outcome {
            Outcome::Unavailable => tracing::error!(
                path,
                error = %cause,
                "a sitemap section failed; the client got a 503 with Retry-After"
            ),
            Outcome::CutOff => tracing::error!(
                path,
                error = %cause,
                "a sitemap section failed after its response began; the response was cut off \
                 before its closing tag"
            ),
        }
        if let Some(hook) = &self.hook {
            hook(error);
        }
    }
}

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// [`Section`] behind a pointer: the service holds sections of different
/// types in one list.
pub(crate) trait DynSection: Send + Sync + 'static {
    fn name(&self) -> &str;
    fn kind(&self) -> SectionKind;
    fn count(&self) -> BoxFuture<'_, Result<u64, SectionError>>;
    fn newest_lastmod(
        &self,
        file: SectionFile,
    ) -> BoxFuture<'_, Result<Option<LastMod>, SectionError>>;
    fn file_revision(&self, file: SectionFile) -> BoxFuture<'_, Result<Option<u64>, SectionError>>;
    fn entries(
        &self,
        file: SectionFile,
        sink: EntrySink,
    ) -> BoxFuture<'_, Result<(), SectionError>>;
}

impl<S: Section> DynSection for S {
    fn name(&self) -> &str {
        Section::name(self)
    }
    fn kind(&self) -> SectionKind {
        Section::kind(self)
    }
    fn count(&self) -> BoxFuture<'_, Result<u64, SectionError>> {
        Box::pin(Section::count(self))
    }
    fn newest_lastmod(
        &self,
        file: SectionFile,
    ) -> BoxFuture<'_, Result<Option<LastMod>, SectionError>> {
        Box::pin(Section::newest_lastmod(self, file))
    }
    fn file_revision(&self, file: SectionFile) -> BoxFuture<'_, Result<Option<u64>, SectionError>> {
        Box::pin(Section::file_revision(self, file))
    }
    fn entries(
        &self,
        file: SectionFile,
        sink: EntrySink,
    ) -> BoxFuture<'_, Result<(), SectionError>> {
        Box::pin(Section::entries(self, file, sink))
    }
}

/// The files of a section of `count` entries.
pub(crate) fn section_files(count: u64, per_file: u64) -> impl Iterator<Item = SectionFile> {
    (1..).map_while(move |number| section_file(count, per_file, number))
}

/// File `number` (from 1) of a section of `count` entries, if it has one.
pub(crate) fn section_file(count: u64, per_file: u64, number: u64) -> Option<SectionFile> {
    let offset = number.checked_sub(1)?.checked_mul(per_file)?;
    (offset < count).then(|| SectionFile {
        number,
        offset,
        len: per_file.min(count - offset),
    })
}

/// Whether `name` can name a section's files.
pub(crate) fn is_section_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_cover_the_count_without_overlap() {
        let all: Vec<SectionFile> = section_files(120_000, 50_000).collect();
        assert_eq!(
            all.iter()
                .map(|p| (p.number, p.offset, p.len))
                .collect::<Vec<_>>(),
            [(1, 0, 50_000), (2, 50_000, 50_000), (3, 100_000, 20_000)]
        );
        assert_eq!(section_files(0, 1_000).count(), 0);
        assert_eq!(section_files(1_000, 1_000).count(), 1);
        assert_eq!(section_files(1_001, 1_000).last().map(|p| p.len), Some(1));
        for count in [0, 1, 999, 1_000, 1_001, 2_500] {
            let listed: Vec<SectionFile> = section_files(count, 1_000).collect();
            let asked: Vec<SectionFile> = (1..=listed.len() as u64 + 1)
                .filter_map(|n| section_file(count, 1_000, n))
                .collect();
            assert_eq!(listed, asked, "{count}");
        }
        assert_eq!(section_file(10, 5, 0), None);
        assert_eq!(section_file(10, 5, u64::MAX), None);
    }

    #[test]
    fn section_names_are_path_safe() {
        assert!(is_section_name("posts_2024-archive"));
        for bad in ["", "a/b", "a.b", "ü", "a b", ".."] {
            assert!(!is_section_name(bad), "{bad:?}");
        }
    }
}
