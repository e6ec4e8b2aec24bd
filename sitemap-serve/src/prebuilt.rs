//! Prebuilt mode: the site writer generates the whole set of files, which
//! is then served from memory with the same headers as sections get, and
//! replaced whole by the next generation.

use std::collections::HashMap;
use std::convert::Infallible;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, RwLock};
use std::task::{Context, Poll};
use std::time::SystemTime;

use bytes::Bytes;
use http::{Method, Request, Response};
use sitemap_core::site::{DirTarget, MemoryTarget, SiteError, SiteOptions, SiteReport, Target};
use sitemap_core::{SiteWriter, Sitemap, ToUrlError, Url};

use crate::body::SitemapBody;
use crate::conditional::Validators;
use crate::response::{self, Encoding};

/// A site generated ahead of requests and served from memory.
///
/// [`generate`](Self::generate) writes the set through the site writer
/// (into memory, or into a directory it publishes atomically) and only then
/// replaces the set being served: a request sees the old set or the new
/// one, never a mix. The set before is still answered for files the new
/// one does not have, so a crawler that read the old index finds its files.
///
/// ```
/// use sitemap_serve::Prebuilt;
/// use sitemap_core::site::SiteOptions;
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let prebuilt = Prebuilt::in_memory(SiteOptions::new(BaseUrl::parse("https://example.com")?));
/// let report = prebuilt.generate((1..=3).map(|n| {
///     Url::new(Loc::parse(&format!("https://example.com/items/{n}")).unwrap())
/// }))?;
/// assert_eq!(report.url_count(), 3);
/// assert!(prebuilt.serves("/sitemap.xml"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Prebuilt {
    inner: Arc<Inner>,
}

struct Inner {
    options: SiteOptions,
    dir: Option<PathBuf>,
    sets: RwLock<Sets>,
    /// One generation at a time.
    generating: std::sync::Mutex<()>,
}

#[derive(Default)]
struct Sets {
    current: Arc<FileSet>,
    previous: Arc<FileSet>,
}

/// Files by the path the app serves them at: their URL's path without the
/// base's (a proxy that serves the app under `/shop` strips it), as
/// [`Sitemaps`](crate::Sitemaps) serves its own.
#[derive(Default)]
struct FileSet {
    files: HashMap<String, Arc<File>>,
}

struct File {
    /// XML: a file stored gzipped is kept unpacked, and both forms are
    /// ready before the set is served.
    xml: Bytes,
    gzipped: Bytes,
    /// Whether its name ends in `.gz`: then it is the gzip file itself.
    stored_gzip: bool,
    /// A hash of the XML, made a tag per encoding sent.
    hash: u64,
    /// When these bytes were first generated.
    last_modified: SystemTime,
    /// Whether it may be answered from the set before (a sitemap file of
    /// its generation), unlike the index, whose name every set reuses.
    numbered: bool,
}

impl fmt::Debug for Prebuilt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sets = self.inner.sets.read().unwrap_or_else(|e| e.into_inner());
        let mut paths: Vec<&String> = sets.current.files.keys().collect();
        paths.sort();
        f.debug_struct("Prebuilt")
            .field("dir", &self.inner.dir)
            .field("serving", &paths)
            .finish_non_exhaustive()
    }
}

impl Prebuilt {
    /// Generates into memory only.
    pub fn in_memory(options: SiteOptions) -> Prebuilt {
        Prebuilt::with_dir(options, None)
    }

    /// Generates into `dir` too, published there atomically by the site
    /// writer ([`DirTarget`]), for other servers or a CDN to read.
    pub fn in_directory(dir: impl Into<PathBuf>, options: SiteOptions) -> Prebuilt {
        Prebuilt::with_dir(options, Some(dir.into()))
    }

    fn with_dir(options: SiteOptions, dir: Option<PathBuf>) -> Prebuilt {
        Prebuilt {
            inner: Arc::new(Inner {
                options,
                dir,
                sets: RwLock::default(),
                generating: std::sync::Mutex::new(()),
            }),
        }
    }

    /// Generates the set from `urls` and serves it once it is complete.
    /// It blocks while it writes: from async code, call it inside
    /// `tokio::task::spawn_blocking`.
    ///
    /// # Errors
    ///
    /// The site writer's [`SiteError`] (a rule broken under
    /// [`Check::Error`](sitemap_core::site::Check), an I/O error in the
    /// directory), or reading the published files back; the set served
    /// before stays served.
    pub fn generate<I>(&self, urls: I) -> Result<SiteReport, PrebuiltError>
    where
        I: IntoIterator<Item = Url>,
    {
        self.generate_from(urls.into_iter().map(Ok))
    }

    /// [`generate`](Self::generate) from page values (a derived
    /// [`Sitemap`]), made into URLs on the options' base as they are
    /// written.
    ///
    /// # Errors
    ///
    /// As [`generate`](Self::generate), and a value that makes no entry.
    pub fn generate_pages<I>(&self, pages: I) -> Result<SiteReport, PrebuiltError>
    where
        I: IntoIterator,
        I::Item: Sitemap,
    {
        let base = self.inner.options.base().clone();
        self.generate_from(
            pages
                .into_iter()
                .map(|page| page.to_url(&base).map_err(PrebuiltError::page)),
        )
    }

    fn generate_from(
        &self,
        urls: impl Iterator<Item = Result<Url, PrebuiltError>>,
    ) -> Result<SiteReport, PrebuiltError> {
        let _one_at_a_time = self
            .inner
            .generating
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let options = self.inner.options.clone();
        let (report, files) = match &self.inner.dir {
            None => {
                let (report, target) = write(MemoryTarget::default(), options, urls)?;
                let files: HashMap<String, Vec<u8>> = target.into_files().into_iter().collect();
                (report, files)
            }
            Some(dir) => {
                let target = DirTarget::new(dir).map_err(PrebuiltError::io)?;
                let (report, target) = write(target, options, urls)?;
                let mut files = HashMap::new();
                for file in &report.files {
                    let bytes =
                        std::fs::read(target.dir().join(&file.name)).map_err(PrebuiltError::io)?;
                    files.insert(file.name.clone(), bytes);
                }
                (report, files)
            }
        };
        let generated = SystemTime::now();
        let previous = Arc::clone(
            &self
                .inner
                .sets
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .current,
        );
        let base_path = self.inner.options.base().path_prefix().to_owned();
        let mut set = FileSet::default();
        let mut files = files;
        for file in &report.files {
            let Some(stored) = files.remove(&file.name) else {
                return Err(PrebuiltError::io(std::io::Error::other(format!(
                    "the site writer reported `{}`, which the target does not hold",
                    file.name
                ))));
            };
            let stored_gzip = file.name.ends_with(".gz");
            let (xml, gzipped) = if stored_gzip {
                let mut xml = Vec::new();
                std::io::Read::read_to_end(
                    &mut flate2::read::GzDecoder::new(&stored[..]),
                    &mut xml,
                )
                .map_err(PrebuiltError::io)?;
                (Bytes::from(xml), Bytes::from(stored))
            } else {
                let gzipped = response::gzip(&stored);
                (Bytes::from(stored), gzipped)
            };
            let hash = crate::conditional::stable_hash(&xml[..]);
            let path = url_path(file.loc.as_str());
            let path = path
                .strip_prefix(base_path.as_str())
                .filter(|p| p.starts_with('/'))
                .unwrap_or(path);
            // Unchanged bytes keep the date they were first made.
            let last_modified = previous
                .files
                .get(path)
                .filter(|before| before.hash == hash)
                .map_or(generated, |before| before.last_modified);
            set.files.insert(
                path.to_owned(),
                Arc::new(File {
                    xml,
                    gzipped,
                    stored_gzip,
                    hash,
                    last_modified,
                    numbered: self.inner.options.generation_of(&file.name).is_some(),
                }),
            );
        }
        let mut sets = self.inner.sets.write().unwrap_or_else(|e| e.into_inner());
        sets.previous = std::mem::replace(&mut sets.current, Arc::new(set));
        Ok(report)
    }

    /// Whether `path` names a file of the set served (or, for a sitemap
    /// file, of the set before): for an app's own fallback, to hand the
    /// request to this service.
    pub fn serves(&self, path: &str) -> bool {
        self.file(path).is_some()
    }

    fn file(&self, path: &str) -> Option<Arc<File>> {
        let sets = self.inner.sets.read().unwrap_or_else(|e| e.into_inner());
        sets.current
            .files
            .get(path)
            .or_else(|| sets.previous.files.get(path).filter(|file| file.numbered))
            .cloned()
    }

    /// The path of the index (`/sitemap.xml` unless the options name
    /// another file); route it and its `.gz` here, and the generated
    /// files, whose names change from one generation to the next, from
    /// the app's fallback (or ask [`serves`](Self::serves) first).
    pub fn index_path(&self) -> String {
        format!("/{}", self.inner.options.index_file_name())
    }

    fn respond(
        &self,
        method: &Method,
        path: &str,
        request: &http::HeaderMap,
    ) -> Response<SitemapBody> {
        // The lock is held only to clone the file out.
        let Some(file) = self.file(path) else {
            return response::text(http::StatusCode::NOT_FOUND, "Not Found\n");
        };
        if method != Method::GET && method != Method::HEAD {
            return response::method_not_allowed();
        }
        let encoding = Encoding::negotiate(file.stored_gzip, request);
        // Strong tags differ between encodings of the same bytes.
        let validators = Validators::from_key((file.hash, encoding), Some(file.last_modified));
        response::full(method, request, encoding, &validators, &file.xml, || {
            file.gzipped.clone()
        })
    }
}

/// Writes the set; nothing is published when a URL fails, since the
/// writer is dropped unfinished.
fn write<T: Target>(
    target: T,
    options: SiteOptions,
    urls: impl Iterator<Item = Result<Url, PrebuiltError>>,
) -> Result<(SiteReport, T), PrebuiltError> {
    let mut writer = SiteWriter::new(target, options);
    for url in urls {
        writer.write(&url?).map_err(PrebuiltError::site)?;
    }
    writer.finish().map_err(PrebuiltError::site)
}

/// The path of an absolute URL (`/sitemap-1.xml`).
fn url_path(url: &str) -> &str {
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    after_scheme.find('/').map_or("/", |i| &after_scheme[i..])
}

/// Why a set could not be generated; the set served before stays served.
#[derive(Debug)]
pub struct PrebuiltError {
    kind: PrebuiltErrorKind,
}

#[derive(Debug)]
enum PrebuiltErrorKind {
    Site(SiteError),
    SectionFile(ToUrlError),
    Io(std::io::Error),
}

impl PrebuiltError {
    fn site(error: SiteError) -> PrebuiltError {
        PrebuiltError {
            kind: PrebuiltErrorKind::Site(error),
        }
    }
    fn page(error: ToUrlError) -> PrebuiltError {
        PrebuiltError {
            kind: PrebuiltErrorKind::SectionFile(error),
        }
    }
    fn io(error: std::io::Error) -> PrebuiltError {
        PrebuiltError {
            kind: PrebuiltErrorKind::Io(error),
        }
    }
}

impl fmt::Display for PrebuiltError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the sitemaps were not generated; the set served before is still served: ")?;
        match &self.kind {
            PrebuiltErrorKind::Site(e) => write!(f, "{e}"),
            PrebuiltErrorKind::SectionFile(e) => write!(f, "{e}"),
            PrebuiltErrorKind::Io(e) => write!(f, "reading the published files back: {e}"),
        }
    }
}

impl std::error::Error for PrebuiltError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PrebuiltErrorKind::Site(e) => Some(e),
            PrebuiltErrorKind::SectionFile(e) => Some(e),
            PrebuiltErrorKind::Io(e) => Some(e),
        }
    }
}

impl<B> tower_service::Service<Request<B>> for Prebuilt {
    type Response = Response<SitemapBody>;
    type Error = Infallible;
    type Future = response::ResponseFuture;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let response = self.respond(request.method(), request.uri().path(), request.headers());
        Box::pin(async move { Ok(response) })
    }
}

#[cfg(test)]
mod tests {
    use super::url_path;

    #[test]
    fn paths_of_urls() {
        assert_eq!(url_path("https://example.com/sitemap.xml"), "/sitemap.xml");
        assert_eq!(
            url_path("https://example.com/a/b-1.xml.gz"),
            "/a/b-1.xml.gz"
        );
        assert_eq!(url_path("https://example.com"), "/");
    }
}
