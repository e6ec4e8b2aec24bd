//! The served site: sections behind an index, as a tower service.

use std::convert::Infallible;
use std::fmt;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use http::header::HeaderMap;
use http::{Method, Request, Response, StatusCode};
use sitemap_core::{BaseUrl, IndexEntry, IndexWriter, Loc};

use crate::body::{SitemapBody, Streamed};
use crate::conditional::{Validators, system_time};
use crate::response::{self, Encoding};
use crate::section::{
    DynSection, Failures, Outcome, Section, SectionError, SectionFile, section_files,
};
use crate::sink::{EntrySink, Message};
use crate::stall::{DEFAULT_IDLE_TIMEOUT, DEFAULT_MAX_FILES, DEFAULT_QUEUE_TIMEOUT, Slot, Slots};

/// A site's sitemaps, built from [`Section`]s: the index at one path
/// (`/sitemap.xml` unless [`index_path`](Self::index_path) says otherwise),
/// each section's files at `{files_path}/{section}-{n}.xml` (and `.xml.gz`),
/// every URL made from the public base given here, never from a request's
/// `Host` header.
///
/// A site of one section that fits in one file is served at the index's
/// path as a plain sitemap.
///
/// ```
/// use sitemap_serve::{EntrySink, SectionFile, Section, SectionError, Sitemaps};
/// use sitemap_core::{BaseUrl, Sitemap};
///
/// #[derive(Sitemap)]
/// enum Route {
///     #[sitemap(path = "/")]
///     Home,
///     #[sitemap(path = "/about")]
///     About,
/// }
///
/// struct Pages;
///
/// impl Section for Pages {
///     fn name(&self) -> &str {
///         "pages"
///     }
///     async fn count(&self) -> Result<u64, SectionError> {
///         Ok(Route::static_pages().len() as u64)
///     }
///     async fn entries(&self, _file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
///         for route in Route::static_pages() {
///             sink.send_page(&route).await?;
///         }
///         Ok(())
///     }
/// }
///
/// let service = Sitemaps::new(BaseUrl::parse("https://example.com")?)
///     .section(Pages)
///     .robots_txt(true)
///     .service()?;
/// assert_eq!(service.files_path(), "/sitemaps");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Sitemaps {
    /// The site as configured, checked by [`service`](Self::service).
    site: Site,
}

impl fmt::Debug for Sitemaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sitemaps")
            .field("base", &self.site.base.to_string())
            .field("index_path", &self.site.index_path)
            .field("files_path", &self.site.files_path)
            .field(
                "sections",
                &self
                    .site
                    .sections
                    .iter()
                    .map(|s| s.name())
                    .collect::<Vec<_>>(),
            )
            .field("retry_after", &self.site.retry_after)
            .field("robots", &self.site.robots)
            .field("max_concurrent_files", &self.site.slots.max())
            .field("queue_timeout", &self.site.slots.queue_timeout())
            .field("stream_idle_timeout", &self.site.idle_timeout)
            .finish_non_exhaustive()
    }
}

impl Sitemaps {
    /// Sitemaps for the site at `base` (the public address, as search
    /// engines reach it behind any proxy).
    pub fn new(base: BaseUrl) -> Sitemaps {
        Sitemaps {
            site: Site {
                base,
                index_path: "/sitemap.xml".to_owned(),
                files_path: "/sitemaps".to_owned(),
                sections: Vec::new(),
                retry_after: Duration::from_secs(60),
                robots: false,
                host_header: false,
                failures: Failures::default(),
                slots: Slots::new(DEFAULT_MAX_FILES, DEFAULT_QUEUE_TIMEOUT),
                idle_timeout: DEFAULT_IDLE_TIMEOUT,
            },
        }
    }

    /// Adds a section; its files are listed in the index in the order the
    /// sections were added.
    pub fn section(mut self, section: impl Section) -> Sitemaps {
        self.site.sections.push(Arc::new(section));
        self
    }

    /// Where the index is served (`/sitemap.xml` by default); it ends in
    /// `.xml`, and the same path with `.gz` serves it gzipped.
    pub fn index_path(mut self, path: &str) -> Sitemaps {
        path.clone_into(&mut self.site.index_path);
        self
    }

    /// The folder the sections' files are served from (`/sitemaps` by
    /// default).
    pub fn files_path(mut self, path: &str) -> Sitemaps {
        path.trim_end_matches('/')
            .clone_into(&mut self.site.files_path);
        self
    }

    /// The `Retry-After` of a `503`, when a section fails or every file
    /// slot stays taken (60 seconds by default).
    pub fn retry_after(mut self, delay: Duration) -> Sitemaps {
        self.site.retry_after = delay;
        self
    }

    /// Also serve `/robots.txt`, allowing every crawler and naming the
    /// index (see [`robots_txt_line`](Self::robots_txt_line) to add the
    /// line to a robots.txt of your own).
    pub fn robots_txt(mut self, serve: bool) -> Sitemaps {
        self.site.robots = serve;
        self
    }

    /// Takes each request's host from its `Host` header instead of the
    /// base (keeping the base's scheme and path): only for an app that
    /// answers for several host names and sits behind nothing that lets a
    /// client choose that header. Off by default; a `Host` that is not a
    /// host name gets a `400`.
    pub fn base_from_host_header(mut self, trust: bool) -> Sitemaps {
        self.site.host_header = trust;
        self
    }

    /// Called with every section error before the client gets its `503`
    /// (or its cut-off body), to count errors or report them elsewhere.
    /// Every such error is logged without it, through
    /// [`tracing`](https://docs.rs/tracing) at error level with the path
    /// served; the app's subscriber chooses where that goes (and
    /// can turn the `sitemap_serve` target off).
    pub fn on_error(mut self, hook: impl Fn(&SectionError) + Send + Sync + 'static) -> Sitemaps {
        self.site.failures = Failures::with_hook(Arc::new(hook));
        self
    }

    /// How many files are produced at once (16 by default), so that
    /// clients cannot hold more of the server than that: each file being
    /// sent holds its section's producer, and with it a database connection
    /// and, for a synchronous driver, a blocking thread, for as long as its
    /// client reads (or until the [idle time](Self::stream_idle_timeout)).
    ///
    /// A file request takes a slot before it asks its section anything
    /// (count, newest `lastmod`, entries) and gives it back when its body
    /// ends, fails, or is dropped or cancelled. A request that finds none
    /// free waits up to the [queue timeout](Self::queue_timeout), first
    /// come first served, then gets a `503` with `Retry-After`. The index
    /// is built in memory and takes no slot (unless it is the only file of
    /// a one-file site, which is streamed).
    ///
    /// The default follows the database rather than the CPU: it fits in
    /// the connection pools apps commonly give themselves (10 to 20), and
    /// is the same on every machine. Size the pool above it, leaving room
    /// for the index's queries and the rest of the app. `0` is refused by
    /// [`service`](Self::service).
    ///
    /// ```
    /// use std::time::Duration;
    /// use sitemap_serve::Sitemaps;
    /// use sitemap_core::BaseUrl;
    ///
    /// // A pool of 12 connections: 8 for sitemap files, 4 for the rest.
    /// let sitemaps = Sitemaps::new(BaseUrl::parse("https://example.com")?)
    ///     .max_concurrent_files(8)
    ///     .queue_timeout(Duration::from_secs(1))
    ///     .stream_idle_timeout(Duration::from_secs(20));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_concurrent_files(mut self, max: usize) -> Sitemaps {
        self.site.slots = Slots::new(max, self.site.slots.queue_timeout());
        self
    }

    /// How long a file request waits for a free slot (see
    /// [`max_concurrent_files`](Self::max_concurrent_files)) before it gets
    /// a `503` with `Retry-After` (2 seconds by default): long enough to
    /// ride out a burst, short enough that a crawler hears at once that
    /// the server is busy. A waiting request holds no thread.
    pub fn queue_timeout(mut self, wait: Duration) -> Sitemaps {
        self.site.slots = Slots::new(self.site.slots.max(), wait);
        self
    }

    /// How long a streamed file may go without a frame taken by the server
    /// before it is cancelled (30 seconds by default): its producer is
    /// dropped (a blocking task's next `blocking_send` fails with
    /// [`Closed`](crate::Closed)), its slot freed, and the response cut off
    /// before its closing tag. A client that stopped reading, or a section
    /// that stalls between frames, holds a slot no longer than this. Before
    /// its first frame, a section that writes no entry for this long is
    /// cancelled the same way and answered with a `503`; one that writes
    /// entries is waited for (gzip fills a frame only after thousands).
    ///
    /// The socket itself stays with the server until the client closes it:
    /// how long a connection may live, send its request or stall is the
    /// server's own setting (a header-read timeout, `TCP_USER_TIMEOUT`, a
    /// limit on connections per client at the proxy), not this crate's.
    ///
    /// The watchdog is a task on the Tokio runtime the service is called
    /// on (as under `axum::serve`); outside one, streams are not watched.
    pub fn stream_idle_timeout(mut self, idle: Duration) -> Sitemaps {
        self.site.idle_timeout = idle;
        self
    }

    /// The `Sitemap:` line for a robots.txt, naming the index.
    ///
    /// # Errors
    ///
    /// When the index path cannot follow the base (see
    /// [`service`](Self::service)).
    ///
    /// ```
    /// use sitemap_serve::Sitemaps;
    /// use sitemap_core::BaseUrl;
    ///
    /// let sitemaps = Sitemaps::new(BaseUrl::parse("https://example.com/shop")?);
    /// assert_eq!(sitemaps.robots_txt_line()?, "Sitemap: https://example.com/shop/sitemap.xml");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn robots_txt_line(&self) -> Result<String, ConfigError> {
        Ok(format!("Sitemap: {}", self.index_loc()?.as_str()))
    }

    fn index_loc(&self) -> Result<Loc, ConfigError> {
        self.site.base.join(&self.site.index_path).map_err(|e| {
            ConfigError::new(format!("the index path `{}`: {e}", self.site.index_path))
        })
    }

    /// The tower service answering every path: route the paths it names
    /// ([`SitemapService::exact_paths`], [`SitemapService::files_path`])
    /// to it. `sitemap-axum` does this for axum.
    ///
    /// # Errors
    ///
    /// A [`ConfigError`] naming the problem: no section, a section name
    /// other than ASCII letters, digits, `-` and `_`, two sections of one
    /// name, or paths that do not start with `/` or make no valid URL on
    /// the base.
    pub fn service(self) -> Result<SitemapService, ConfigError> {
        if self.site.sections.is_empty() {
            return Err(ConfigError::new(
                "no section: add one with `Sitemaps::section`",
            ));
        }
        if self.site.slots.max() == 0 {
            return Err(ConfigError::new(
                "`max_concurrent_files(0)` would leave no file served: allow at least 1",
            ));
        }
        for (i, section) in self.site.sections.iter().enumerate() {
            let name = section.name();
            if !crate::section::is_section_name(name) {
                return Err(ConfigError::new(format!(
                    "the section name `{name}` cannot name a file: use ASCII letters, digits, `-` and `_`"
                )));
            }
            if self.site.sections[..i]
                .iter()
                .any(|other| other.name() == name)
            {
                return Err(ConfigError::new(format!(
                    "two sections are named `{name}`: give each its own name"
                )));
            }
        }
        // Plain path characters only: a router reads `{…}`, `*` and `:`.
        let plain = |path: &str| {
            path.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"/-._~".contains(&b))
        };
        if !self.site.index_path.starts_with('/')
            || !self.site.index_path.ends_with(".xml")
            || !plain(&self.site.index_path)
        {
            return Err(ConfigError::new(format!(
                "the index path `{}` should start with `/`, end in `.xml` and hold only letters, \
                 digits and `/-._~`, as `/sitemap.xml`",
                self.site.index_path
            )));
        }
        if !self.site.files_path.starts_with('/') || !plain(&self.site.files_path) {
            return Err(ConfigError::new(format!(
                "the files path `{}` should be a folder of its own, starting with `/` and holding \
                 only letters, digits and `/-._~`, as `/sitemaps`",
                self.site.files_path
            )));
        }
        self.index_loc()?;
        // Every file name this service can give must make a URL.
        let probe = format!(
            "{}/{}-1.xml.gz",
            self.site.files_path,
            self.site.sections[0].name()
        );
        self.site.base.join(&probe).map_err(|e| {
            ConfigError::new(format!("the files path `{}`: {e}", self.site.files_path))
        })?;
        Ok(SitemapService {
            site: Arc::new(self.site),
        })
    }
}

/// Sitemaps configured wrongly; the message says what to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    message: String,
}

impl ConfigError {
    fn new(message: impl Into<String>) -> ConfigError {
        ConfigError {
            message: message.into(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConfigError {}

struct Site {
    base: BaseUrl,
    index_path: String,
    files_path: String,
    sections: Vec<Arc<dyn DynSection>>,
    retry_after: Duration,
    robots: bool,
    host_header: bool,
    /// Where section errors are reported.
    failures: Failures,
    /// The slots files are produced in.
    slots: Slots,
    /// How long a stream may send nothing before it is cancelled.
    idle_timeout: Duration,
}

/// The tower service [`Sitemaps::service`] builds; cheap to clone.
#[derive(Clone)]
pub struct SitemapService {
    site: Arc<Site>,
}

impl fmt::Debug for SitemapService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SitemapService")
            .field("index_path", &self.site.index_path)
            .finish_non_exhaustive()
    }
}

impl SitemapService {
    /// The paths this service answers exactly, for the framework's router:
    /// the index, its `.gz` and, when asked, `/robots.txt`. Route
    /// `{files_path}/{file}` here too ([`files_path`](Self::files_path));
    /// any other path gets a `404`.
    ///
    /// ```
    /// # use sitemap_serve::{EntrySink, SectionFile, Section, SectionError, Sitemaps};
    /// # use sitemap_core::BaseUrl;
    /// # struct Pages;
    /// # impl Section for Pages {
    /// #     fn name(&self) -> &str { "pages" }
    /// #     async fn count(&self) -> Result<u64, SectionError> { Ok(0) }
    /// #     async fn entries(&self, _: SectionFile, _: EntrySink) -> Result<(), SectionError> { Ok(()) }
    /// # }
    /// let service = Sitemaps::new(BaseUrl::parse("https://example.com")?)
    ///     .section(Pages)
    ///     .robots_txt(true)
    ///     .service()?;
    /// assert_eq!(service.exact_paths(), ["/sitemap.xml", "/sitemap.xml.gz", "/robots.txt"]);
    /// assert_eq!(service.files_path(), "/sitemaps");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exact_paths(&self) -> Vec<String> {
        let mut paths = vec![
            self.site.index_path.clone(),
            format!("{}.gz", self.site.index_path),
        ];
        if self.site.robots {
            paths.push("/robots.txt".to_owned());
        }
        paths
    }

    /// The folder every section file is served under (`/sitemaps` unless
    /// [`Sitemaps::files_path`] says otherwise).
    pub fn files_path(&self) -> &str {
        &self.site.files_path
    }
}

impl<B> tower_service::Service<Request<B>> for SitemapService {
    type Response = Response<SitemapBody>;
    type Error = Infallible;
    type Future = response::ResponseFuture;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let site = Arc::clone(&self.site);
        let (parts, _) = request.into_parts();
        Box::pin(async move {
            // HTTP/2 carries the host in the URI's authority, not in Host.
            let authority = parts.uri.authority().map(http::uri::Authority::as_str);
            Ok(site
                .respond(&parts.method, parts.uri.path(), authority, &parts.headers)
                .await)
        })
    }
}

/// What a request asks, as the handlers of its target need it.
#[derive(Clone, Copy)]
struct Asked<'a> {
    /// The path asked for, as logged with an error.
    path: &'a str,
    /// The base of the URLs written.
    base: &'a BaseUrl,
    method: &'a Method,
    request: &'a HeaderMap,
    /// A `.xml.gz` path.
    gz: bool,
}

/// What a path names.
enum Target<'a> {
    Index {
        gz: bool,
    },
    File {
        section: &'a Arc<dyn DynSection>,
        number: u64,
        gz: bool,
    },
    Robots,
}

impl Site {
    fn target(&self, path: &str) -> Option<Target<'_>> {
        if path == self.index_path {
            return Some(Target::Index { gz: false });
        }
        if path.strip_suffix(".gz") == Some(self.index_path.as_str()) {
            return Some(Target::Index { gz: true });
        }
        if path == "/robots.txt" {
            return self.robots.then_some(Target::Robots);
        }
        let file = path
            .strip_prefix(self.files_path.as_str())?
            .strip_prefix('/')?;
        let (stem, gz) = match file.strip_suffix(".xml.gz") {
            Some(stem) => (stem, true),
            None => (file.strip_suffix(".xml")?, false),
        };
        let (name, number) = stem.rsplit_once('-')?;
        // Numbers as the index spells them: no sign, no leading zero.
        if number.starts_with('0') || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number = number.parse().ok()?;
        let section = self.sections.iter().find(|s| s.name() == name)?;
        Some(Target::File {
            section,
            number,
            gz,
        })
    }

    /// The base of this request's URLs: the configured one, or its scheme
    /// and path with the `Host` header's host when asked.
    fn base_for(
        &self,
        authority: Option<&str>,
        request: &HeaderMap,
    ) -> Option<std::borrow::Cow<'_, BaseUrl>> {
        if !self.host_header {
            return Some(std::borrow::Cow::Borrowed(&self.base));
        }
        let host = match authority {
            Some(authority) => authority,
            None => request.get(http::header::HOST)?.to_str().ok()?,
        };
        if host.is_empty() || host.contains(['/', '?', '#', '@', '\\']) {
            return None;
        }
        let scheme = self.base.origin().split("://").next().unwrap_or("https");
        let url = format!("{scheme}://{host}{}", self.base.path_prefix());
        BaseUrl::parse(&url).ok().map(std::borrow::Cow::Owned)
    }

    async fn respond(
        &self,
        method: &Method,
        path: &str,
        authority: Option<&str>,
        request: &HeaderMap,
    ) -> Response<SitemapBody> {
        if method != Method::GET && method != Method::HEAD {
            return response::method_not_allowed();
        }
        let base = match self.base_for(authority, request) {
            Some(base) => base,
            None => {
                return response::text(
                    StatusCode::BAD_REQUEST,
                    "The Host header does not name a host.\n",
                );
            }
        };
        let result = match self.target(path) {
            None => return response::not_found(),
            Some(Target::Robots) => {
                return match base.join(&self.index_path) {
                    Ok(index) => response::text(
                        StatusCode::OK,
                        format!("User-agent: *\nAllow: /\n\nSitemap: {}\n", index.as_str()),
                    ),
                    Err(_) => response::not_found(),
                };
            }
            Some(Target::Index { gz }) => {
                let asked = Asked {
                    path,
                    base: &base,
                    method,
                    request,
                    gz,
                };
                self.index(asked).await
            }
            Some(Target::File {
                section,
                number,
                gz,
            }) => {
                let asked = Asked {
                    path,
                    base: &base,
                    method,
                    request,
                    gz,
                };
                self.file(asked, section, number).await
            }
        };
        result.unwrap_or_else(|error| {
            self.failures.report(path, Outcome::Unavailable, &error);
            response::unavailable(self.retry_after)
        })
    }

    /// The index, or the only file of a one-file site.
    async fn index(&self, asked: Asked<'_>) -> Result<Response<SitemapBody>, SectionError> {
        let Asked {
            base,
            method,
            request,
            gz,
            ..
        } = asked;
        let mut counts = Vec::with_capacity(self.sections.len());
        for section in &self.sections {
            counts.push(section.count().await?);
        }
        let per_file = |section: &Arc<dyn DynSection>| section.kind().per_file();
        let files: u64 = self
            .sections
            .iter()
            .zip(&counts)
            .map(|(s, &count)| count.div_ceil(per_file(s)))
            .sum();
        if let ([section], [count]) = (self.sections.as_slice(), counts.as_slice())
            && *count <= per_file(section)
        {
            if *count == 0 {
                return Ok(response::text(
                    StatusCode::NOT_FOUND,
                    "The site has no entries yet.\n",
                ));
            }
            let file = SectionFile {
                number: 1,
                offset: 0,
                len: *count,
            };
            let Some(slot) = self.slots.acquire().await else {
                return Ok(self.busy(asked.path));
            };
            return self.serve_file(asked, section, *count, file, slot).await;
        }
        if files == 0 {
            return Ok(response::text(
                StatusCode::NOT_FOUND,
                "The site has no entries yet.\n",
            ));
        }
        if files > sitemap_core::write::MAX_ENTRIES as u64 {
            // Not a passing fault: no Retry-After.
            return Ok(response::text(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!(
                    "The sections need {files} files, more than the 50,000 one index can list.\n"
                ),
            ));
        }
        let mut writer = IndexWriter::new(Vec::new());
        let mut newest = None;
        for (section, &count) in self.sections.iter().zip(&counts) {
            for file in section_files(count, per_file(section)) {
                let path = format!("{}/{}-{}.xml", self.files_path, section.name(), file.number);
                let loc = base.join(&path).map_err(SectionError::new)?;
                let mut entry = IndexEntry::new(loc);
                if let Some(lastmod) = section.newest_lastmod(file).await? {
                    let time = system_time(&lastmod);
                    newest = newest.max(Some(time));
                    entry.set_lastmod(Some(lastmod));
                }
                writer.write(&entry).map_err(SectionError::new)?;
            }
        }
        let xml = Bytes::from(writer.finish().map_err(SectionError::new)?);
        let encoding = Encoding::negotiate(gz, request);
        let validators = Validators::from_key((&xml[..], encoding), newest);
        Ok(response::full(
            method,
            request,
            encoding,
            &validators,
            &xml,
            || response::gzip(&xml),
        ))
    }

    /// Sitemap file `number` of `section`.
    async fn file(
        &self,
        asked: Asked<'_>,
        section: &Arc<dyn DynSection>,
        number: u64,
    ) -> Result<Response<SitemapBody>, SectionError> {
        let Some(slot) = self.slots.acquire().await else {
            return Ok(self.busy(asked.path));
        };
        let count = section.count().await?;
        let Some(file) = crate::section::section_file(count, section.kind().per_file(), number)
        else {
            return Ok(response::not_found());
        };
        self.serve_file(asked, section, count, file, slot).await
    }

    /// The answer when no slot was freed in time.
    fn busy(&self, path: &str) -> Response<SitemapBody> {
        tracing::warn!(
            path,
            max_concurrent_files = self.slots.max(),
            queue_timeout = ?self.slots.queue_timeout(),
            "every sitemap file slot stayed taken; the client got a 503 with Retry-After"
        );
        response::busy(self.retry_after)
    }

    /// One file of a section, streamed as the section produces it in
    /// `slot`.
    async fn serve_file(
        &self,
        asked: Asked<'_>,
        section: &Arc<dyn DynSection>,
        count: u64,
        file: SectionFile,
        slot: Slot,
    ) -> Result<Response<SitemapBody>, SectionError> {
        let Asked {
            path,
            base,
            method,
            request,
            gz,
        } = asked;
        let encoding = Encoding::negotiate(gz, request);
        let newest = section.newest_lastmod(file).await?;
        let revision = match &newest {
            Some(_) => section.file_revision(file).await?,
            None => None,
        };
        let validators = match &newest {
            Some(lastmod) => Validators::from_key(
                (
                    section.name(),
                    file,
                    // A file's revision describes it whole: the section's
                    // count then changes nothing the file holds.
                    revision.map_or(Some(count), |_| None),
                    revision,
                    lastmod.to_string(),
                    base.to_string(),
                    encoding,
                    env!("CARGO_PKG_VERSION"),
                ),
                Some(system_time(lastmod)),
            ),
            None => Validators::default(),
        };
        let (status, headers) = response::head(request, encoding, &validators);
        if status == StatusCode::NOT_MODIFIED || method == Method::HEAD {
            return Ok(response::with_body(status, headers, SitemapBody::empty()));
        }
        let (sink, receiver) = EntrySink::new(base.clone(), file.len, encoding.is_gzip())?;
        let written = sink.written();
        let section = Arc::clone(section);
        let producer = Box::pin(async move {
            let outcome = section.entries(file, sink.clone()).await;
            sink.end(outcome).await;
        });
        let mut streamed = Streamed::new(receiver, producer, slot, self.failures.clone(), path);
        // Nothing is promised before the first frame: a section that fails
        // before it fills one gets a 503, not a 200 that cannot be finished.
        // One that writes no entry for the idle time is cancelled as it
        // would be later, its slot freed: the frame may never come (a
        // stalled query), and a framework that keeps a disconnected
        // client's handler running (actix-web) would hold the slot for good.
        // One that writes entries is waited for, since gzip fills a frame
        // only after thousands of them.
        let mut entries = 0;
        let first = loop {
            if let Some(first) =
                crate::stall::within(self.idle_timeout, streamed.next_message()).await
            {
                break first;
            }
            let now = written.load(std::sync::atomic::Ordering::Relaxed);
            if now == entries {
                return Err(SectionError::new(format!(
                    "the section wrote no entry for the stream's idle time ({} ms) before its \
                     first frame, so it was cancelled",
                    self.idle_timeout.as_millis()
                )));
            }
            entries = now;
        };
        match first {
            Some(Message::Failed(error)) => Err(error),
            None => Err(SectionError::new(
                "the section's producer stopped before it sent anything",
            )),
            Some(Message::Empty | Message::Finished) => Ok(response::text(
                StatusCode::NOT_FOUND,
                "This sitemap file has no entries now.\n",
            )),
            Some(first @ Message::Data(_)) => {
                streamed.put_back(first);
                streamed.watch(self.idle_timeout);
                let body = SitemapBody::streamed(streamed);
                Ok(response::with_body(status, headers, body))
            }
        }
    }
}
