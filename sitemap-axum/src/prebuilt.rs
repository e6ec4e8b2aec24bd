//! Prebuilt mode: the site writer generates the whole set of files, which
//! is then served from memory with the same headers as sections get, and
//! replaced whole by the next generation.

use std::collections::HashMap;
use std::convert::Infallible;
use std::fmt;
use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::{Arc, OnceLock, RwLock};
use std::task::{Context, Poll};
use std::time::SystemTime;

use bytes::Bytes;
use http::{Method, Request, Response};
use sitemap_core::site::{DirTarget, MemoryTarget, SiteError, SiteOptions, SiteReport, Target};
use sitemap_core::{SiteWriter, Sitemap, ToUrlError, Url};

use crate::body::SitemapBody;
use crate::conditional::{Validators, system_time};
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
/// use sitemap_axum::Prebuilt;
/// use sitemap_core::site::SiteOptions;
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let prebuilt = Prebuilt::in_memory(SiteOptions::new(BaseUrl::parse("https://example.com")?));
/// let report = prebuilt.generate((1..=3).map(|n| {
///     Url::new(Loc::parse(&format!("https://example.com/items/{n}")).unwrap())
/// }))?;
/// assert_eq!(report.url_count(), 3);
/// let app: axum::Router = axum::Router::new().merge(prebuilt.router());
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

/// Files by the path they are served at.
#[derive(Default)]
struct FileSet {
    files: HashMap<String, File>,
}

struct File {
    /// As stored: XML, or gzip for a `.gz` name.
    bytes: Bytes,
    stored_gzip: bool,
    /// The stored bytes' hash, made a tag per encoding sent.
    hash: u64,
    last_modified: SystemTime,
    /// The XML gzipped, made at the first request that accepts it.
    gzipped: OnceLock<Bytes>,
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
        let mut set = FileSet::default();
        for file in &report.files {
            let Some(bytes) = files.get(&file.name) else {
                return Err(PrebuiltError::io(std::io::Error::other(format!(
                    "the site writer reported `{}`, which the target does not hold",
                    file.name
                ))));
            };
            let bytes = Bytes::copy_from_slice(bytes);
            let last_modified = file.lastmod.as_ref().map_or(generated, system_time);
            set.files.insert(
                url_path(file.loc.as_str()).to_owned(),
                File {
                    hash: {
                        let mut hasher = std::hash::DefaultHasher::new();
                        std::hash::Hash::hash(&bytes[..], &mut hasher);
                        std::hash::Hasher::finish(&hasher)
                    },
                    last_modified,
                    stored_gzip: file.name.ends_with(".gz"),
                    bytes,
                    gzipped: OnceLock::new(),
                },
            );
        }
        let mut sets = self.inner.sets.write().unwrap_or_else(|e| e.into_inner());
        sets.previous = std::mem::replace(&mut sets.current, Arc::new(set));
        Ok(report)
    }

    /// The tower service answering the paths of the files generated.
    pub fn service(&self) -> Prebuilt {
        self.clone()
    }

    /// An axum router answering the index's path and, as a fallback, the
    /// generated files (their names change from one generation to the
    /// next); merge it into an app without a fallback of its own, or call
    /// the [`service`](Self::service) from that fallback.
    pub fn router<S: Clone + Send + Sync + 'static>(&self) -> axum::Router<S> {
        let index = format!("/{}", self.inner.options.index_file_name());
        let index_path = url_path(
            self.inner
                .options
                .files_base()
                .join(&index)
                .map(|l| l.as_str().to_owned())
                .unwrap_or(index)
                .as_str(),
        )
        .to_owned();
        axum::Router::new()
            .route_service(&index_path, self.clone())
            .fallback_service(self.clone())
    }

    fn respond(
        &self,
        method: &Method,
        path: &str,
        request: &http::HeaderMap,
    ) -> Response<SitemapBody> {
        if method != Method::GET && method != Method::HEAD {
            return response::method_not_allowed();
        }
        let sets = self.inner.sets.read().unwrap_or_else(|e| e.into_inner());
        let Some(file) = sets
            .current
            .files
            .get(path)
            .or_else(|| sets.previous.files.get(path))
        else {
            return response::not_found();
        };
        let encoding = Encoding::negotiate(file.stored_gzip, request);
        // Strong tags differ between encodings of the same bytes.
        let validators = Validators::from_key((file.hash, encoding), Some(file.last_modified));
        response::full(method, request, encoding, &validators, &file.bytes, || {
            if file.stored_gzip {
                file.bytes.clone()
            } else {
                file.gzipped
                    .get_or_init(|| response::gzip(&file.bytes))
                    .clone()
            }
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
    Page(ToUrlError),
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
            kind: PrebuiltErrorKind::Page(error),
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
            PrebuiltErrorKind::Page(e) => write!(f, "{e}"),
            PrebuiltErrorKind::Io(e) => write!(f, "reading the published files back: {e}"),
        }
    }
}

impl std::error::Error for PrebuiltError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PrebuiltErrorKind::Site(e) => Some(e),
            PrebuiltErrorKind::Page(e) => Some(e),
            PrebuiltErrorKind::Io(e) => Some(e),
        }
    }
}

impl<B> tower_service::Service<Request<B>> for Prebuilt {
    type Response = Response<SitemapBody>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<SitemapBody>, Infallible>> + Send>>;

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
