//! The crawl: a queue of files, the ones in flight (within the global and
//! per-host limits), the visited set, and what each file's outcome adds.
//! Every sitemap the crawl finds on its own (an index's entry, a
//! redirect's target, a robots.txt line) passes [`Crawl::admit`], the one
//! place the origin policy is enforced (see `policy`).

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sitemap_core::read::DocumentKind;
use sitemap_core::{BaseUrl, Loc};
use tokio::sync::mpsc;
use tokio::task::JoinSet;

use crate::address::{AddressPolicy, endpoint};
use crate::cache::{Cache, Validators};
use crate::event::{
    Budget, Failure, FetchEvent, FileReport, Found, Provenance, Skip, Stage, Summary,
};
use crate::exchange;
use crate::options::FetchOptions;
use crate::policy::{AllowedHosts, host_of, parts, redact, redact_text, scope_of, site_key};
use crate::read::{FileContext, FileRead, read_body, read_cached};
use crate::shared::Shared;

/// Events in flight to the caller (handed over
/// [`EVENTS_PER_SEND`](crate::shared::EVENTS_PER_SEND) at a time): the
/// crawl waits when the caller is slower than the network.
pub(crate) const EVENTS: usize = 1024;

/// The longest robots.txt read, as Google reads it (500 KiB, rounded up):
/// lines past it are ignored, and the cut is reported.
const MAX_ROBOTS: u64 = 512 << 10;

/// What a crawl starts from.
#[derive(Debug, Clone)]
pub(crate) enum Start {
    /// A site: its robots.txt, then the well-known paths.
    Site(Loc),
    /// A sitemap or index.
    Sitemap(Loc),
}

impl Start {
    fn url(&self) -> &Loc {
        match self {
            Start::Site(url) | Start::Sitemap(url) => url,
        }
    }
}

/// Why a robots.txt is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Purpose {
    /// A site given to the crawl: the sitemaps it names are fetched, the
    /// well-known paths probed when it names none.
    Discover,
    /// Another site, whose robots.txt may vouch for sitemaps waiting in
    /// `Crawl::waiting`.
    Vouch,
}

/// What a file is fetched as.
#[derive(Debug, Clone)]
enum Role {
    Robots(Purpose),
    Probe,
    Sitemap(Found),
}

#[derive(Debug, Clone)]
struct Job {
    url: Loc,
    role: Role,
    depth: usize,
    indexes: Arc<[Loc]>,
    /// The site being crawled ([`site_key`]).
    site: Arc<str>,
    /// The location rule's scope inherited from the file that listed this
    /// one; `None`: its own directory.
    scope: Option<BaseUrl>,
    /// Redirects followed to reach `url`.
    redirects: usize,
}

/// What a finished task hands back to the crawl.
enum Outcome {
    /// A robots.txt and the sitemaps it names.
    Robots {
        job: Job,
        sitemaps: Vec<(Loc, usize)>,
        /// What went wrong ([`Failure::kind`] for the summary, and what it
        /// says), and how many `Sitemap:` lines were no URL.
        failure: Option<(String, String)>,
        bad_lines: u64,
        /// No answer came at all (no such name, no connection, an address
        /// refused, TLS): the host is not probed, as each probe would fail
        /// alike after its retries.
        unreachable: bool,
    },
    /// A file read; its index entries, to follow.
    File {
        job: Job,
        final_url: Loc,
        scope: BaseUrl,
        children: Vec<(Loc, Provenance)>,
        report: Box<FileReport>,
    },
    /// A probe that found nothing.
    Missed,
    /// A file not read after all: its redirect led to a file read already.
    Skip(Job, Skip),
    /// A redirect to another site: the origin policy decides.
    Redirected { job: Job, to: Loc },
}

/// The address policy of a crawl from `starts`: their hosts and ports are
/// the user's to ask for, whatever their addresses.
fn address_policy(options: &FetchOptions, starts: &[Start]) -> AddressPolicy {
    let seeds = starts
        .iter()
        .filter_map(|start| {
            let parts = parts(start.url().as_str())?;
            let port = parts.port.and_then(|p| p.parse().ok());
            Some(endpoint(parts.scheme, parts.host, port))
        })
        .collect();
    AddressPolicy {
        allow_private: options.allow_private_addresses,
        seeds,
        pins: options.pins.clone(),
        seen: Mutex::default(),
    }
}

/// Runs a crawl to its end, sending every event and the summary last.
pub(crate) async fn run(
    options: FetchOptions,
    starts: Vec<Start>,
    events: mpsc::Sender<Vec<FetchEvent>>,
) {
    let cache = options
        .cache
        .as_deref()
        .and_then(|dir| Cache::open(dir).ok());
    let deadline = options.max_time.map(|time| Instant::now() + time);
    let starts: Vec<Start> = starts
        .into_iter()
        .map(|start| match start {
            Start::Site(url) => Start::Site(redact(&url)),
            Start::Sitemap(url) => Start::Sitemap(redact(&url)),
        })
        .collect();
    let policy = Arc::new(address_policy(&options, &starts));
    let shared = Arc::new(Shared {
        client: exchange::client(&options, policy),
        allowed: AllowedHosts::new(&options.allow_hosts),
        options,
        events,
        bytes: AtomicU64::new(0),
        entries: AtomicU64::new(0),
        hosts: Mutex::new(HashMap::new()),
        robots: Mutex::new(HashMap::new()),
        read: Mutex::new(HashSet::new()),
        cache,
        deadline,
    });
    let mut crawl = Crawl {
        shared: Arc::clone(&shared),
        queue: VecDeque::new(),
        visited: HashSet::new(),
        waiting: HashMap::new(),
        waiting_jobs: 0,
        robots_failed: HashMap::new(),
        files: 0,
        summary: Summary::default(),
    };
    for start in starts {
        let url = start.url().clone();
        let site: Arc<str> = Arc::from(site_key(&url));
        match start {
            Start::Site(root) => crawl.push(Job {
                url: robots_of(&root),
                role: Role::Robots(Purpose::Discover),
                depth: 0,
                indexes: Arc::from(Vec::new()),
                site,
                scope: None,
                redirects: 0,
            }),
            Start::Sitemap(url) => crawl.push(Job {
                url,
                role: Role::Sitemap(Found::Given),
                depth: 0,
                indexes: Arc::from(Vec::new()),
                site,
                scope: None,
                redirects: 0,
            }),
        }
    }
    crawl.run().await;
    // Nothing is left undecided: a sitemap still waiting for a robots.txt
    // (its task failed) is skipped and said.
    let sites: Vec<String> = crawl.waiting.keys().cloned().collect();
    for site in sites {
        let reason = Skip::Unvouched {
            host: site.clone(),
            why: "its robots.txt was never read".to_owned(),
        };
        crawl.vouched(&site, Some(reason)).await;
    }
    crawl.summary.bytes = shared.bytes.load(Ordering::Relaxed);
    let summary = std::mem::take(&mut crawl.summary);
    shared.emit(FetchEvent::Done(summary)).await;
}

/// The robots.txt of `url`'s site.
fn robots_of(url: &Loc) -> Loc {
    sitemap_core::read::resolve_reference(url, "/robots.txt").unwrap_or_else(|_| url.clone())
}

struct Crawl {
    shared: Arc<Shared>,
    queue: VecDeque<Job>,
    /// Every URL queued, so none is fetched twice.
    visited: HashSet<String>,
    /// Sitemaps on another site, by that site, waiting for its robots.txt
    /// to say whether it vouches for them; each with the site of the file
    /// that led to it.
    waiting: HashMap<String, Vec<Job>>,
    /// How many jobs `waiting` holds.
    waiting_jobs: usize,
    /// Why each site's robots.txt could not be read, when it could not.
    robots_failed: HashMap<String, String>,
    files: u64,
    summary: Summary,
}

impl Crawl {
    fn push(&mut self, job: Job) {
        if self.visited.insert(job.url.as_str().to_owned()) {
            self.queue.push_back(job);
        }
    }

    /// The origin policy, for a sitemap found by the file at `from` (an
    /// index, a redirect, a robots.txt of another site): fetched when on
    /// the same site, allowed by the user, or named by the robots.txt of
    /// the crawled site or of its own; skipped when that robots.txt was
    /// read and does not name it; else it waits for that robots.txt.
    async fn admit(&mut self, job: Job, from: &Loc) {
        let key = site_key(&job.url);
        let shared = &self.shared;
        let admitted = key == site_key(from)
            || shared.allowed.allows(&job.url)
            || shared.robots_names(&job.site, &[&job.url]) == Some(true);
        if admitted {
            return self.push(job);
        }
        match shared.robots_names(&key, &[&job.url]) {
            Some(true) => self.push(job),
            Some(false) => {
                let host = host_of(&job.url);
                let reason = match self.robots_failed.get(&key) {
                    Some(why) => Skip::Unvouched {
                        host,
                        why: why.clone(),
                    },
                    None => Skip::OffSite { host },
                };
                self.skip(job, reason).await;
            }
            None => {
                // Waiting jobs count against the files budget like queued
                // ones: an index of a million foreign sitemaps parks no
                // more than the crawl could fetch.
                if self.files + (self.queue.len() + self.waiting_jobs) as u64
                    >= self.shared.options.max_files
                {
                    return self.skip(job, Skip::Budget(Budget::Files)).await;
                }
                self.waiting_jobs += 1;
                let first = !self.waiting.contains_key(&key);
                let robots = Job {
                    url: robots_of(&job.url),
                    role: Role::Robots(Purpose::Vouch),
                    depth: job.depth,
                    indexes: Arc::from(Vec::new()),
                    site: Arc::from(key.as_str()),
                    scope: None,
                    redirects: 0,
                };
                self.waiting.entry(key).or_default().push(job);
                if first {
                    self.push(robots);
                }
            }
        }
    }

    /// Decides the sitemaps waiting for `site`'s robots.txt, now read (or
    /// given up on: `skip` says why).
    async fn vouched(&mut self, site: &str, skip: Option<Skip>) {
        let Some(jobs) = self.waiting.remove(site) else {
            return;
        };
        self.waiting_jobs -= jobs.len();
        let unread = self.robots_failed.get(site).cloned();
        for job in jobs {
            match &skip {
                Some(reason) => self.skip(job, reason.clone()).await,
                None => {
                    let named = self.shared.robots_names(site, &[&job.url]) == Some(true);
                    let host = host_of(&job.url);
                    match (named, &unread) {
                        (true, _) => self.push(job),
                        (false, Some(why)) => {
                            let why = why.clone();
                            self.skip(job, Skip::Unvouched { host, why }).await;
                        }
                        (false, None) => self.skip(job, Skip::OffSite { host }).await,
                    }
                }
            }
        }
    }

    /// The budget that is spent, if any.
    fn spent(&self) -> Option<Budget> {
        let shared = &self.shared;
        if self.files >= shared.options.max_files {
            Some(Budget::Files)
        } else if shared.bytes.load(Ordering::Relaxed) >= shared.options.max_bytes {
            Some(Budget::Bytes)
        } else if shared.entries.load(Ordering::Relaxed) >= shared.options.max_entries {
            Some(Budget::Entries)
        } else if shared
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            Some(Budget::Time)
        } else {
            None
        }
    }

    async fn run(&mut self) {
        let mut running = JoinSet::new();
        loop {
            while running.len() < self.shared.options.concurrency {
                let Some(job) = self.queue.pop_front() else {
                    break;
                };
                if let Some(budget) = self.spent() {
                    self.skip(job, Skip::Budget(budget)).await;
                    continue;
                }
                self.files += 1;
                running.spawn(fetch(Arc::clone(&self.shared), job));
            }
            let Some(done) = running.join_next().await else {
                break;
            };
            match done {
                Ok(outcome) => self.take(outcome).await,
                Err(error) => {
                    // A task that panicked is a bug; the crawl goes on.
                    self.summary.files_failed += 1;
                    *self
                        .summary
                        .failures
                        .entry("internal".to_owned())
                        .or_default() += 1;
                    let _ = error;
                }
            }
        }
    }

    async fn skip(&mut self, job: Job, reason: Skip) {
        if let Role::Robots(purpose) = job.role {
            // Not read: the sitemaps waiting for it are skipped alike, for
            // the same reason.
            let site = site_key(&job.url);
            Box::pin(self.vouched(&site, Some(reason.clone()))).await;
            if purpose == Purpose::Vouch {
                return;
            }
        }
        self.summary.skipped += 1;
        *self.summary.skips.entry(reason.kind()).or_default() += 1;
        if let Skip::Budget(budget) = reason {
            self.summary.budget.get_or_insert(budget);
        }
        let from = match job.role {
            Role::Sitemap(Found::Index(from)) => Some(from),
            _ => None,
        };
        self.shared
            .emit(FetchEvent::Skipped {
                url: job.url,
                reason,
                from,
            })
            .await;
    }

    async fn take(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Missed => {}
            Outcome::Skip(job, reason) => self.skip(job, reason).await,
            Outcome::Redirected { job, to } => {
                let from = job.url.clone();
                let next = Job {
                    url: to,
                    redirects: job.redirects + 1,
                    ..job
                };
                if self.visited.contains(next.url.as_str()) {
                    return self.skip(next, Skip::AlreadySeen).await;
                }
                self.admit(next, &from).await;
            }
            Outcome::Robots {
                job,
                sitemaps,
                failure,
                bad_lines,
                unreachable,
            } => {
                if let Some((kind, message)) = failure {
                    *self
                        .summary
                        .failures
                        .entry(format!("robots-{kind}"))
                        .or_default() += 1;
                    self.robots_failed.insert(site_key(&job.url), message);
                }
                if bad_lines > 0 {
                    *self
                        .summary
                        .failures
                        .entry("robots-bad-sitemap-line".to_owned())
                        .or_default() += bad_lines;
                }
                // Sitemaps may wait for this site's robots.txt whatever it
                // was read for: a site given to the crawl can be another's
                // cross-submission too.
                self.vouched(&site_key(&job.url), None).await;
                if job.role_is(Purpose::Vouch) {
                    return;
                }
                // Nothing named (no robots.txt, a failure on a host that
                // answers, or no `Sitemap:` line): the well-known paths are
                // probed.
                if sitemaps.is_empty() && !unreachable {
                    for path in self.shared.options.probe_paths.clone() {
                        if let Ok(url) = sitemap_core::read::resolve_reference(&job.url, &path) {
                            self.push(Job {
                                url,
                                role: Role::Probe,
                                depth: 0,
                                indexes: Arc::from(Vec::new()),
                                site: Arc::clone(&job.site),
                                scope: None,
                                redirects: 0,
                            });
                        }
                    }
                }
                for (url, line) in sitemaps {
                    let listed = Job {
                        url,
                        role: Role::Sitemap(Found::Robots {
                            robots: job.url.clone(),
                            line,
                        }),
                        depth: 0,
                        indexes: Arc::from(Vec::new()),
                        site: Arc::clone(&job.site),
                        scope: None,
                        redirects: 0,
                    };
                    if self.visited.contains(listed.url.as_str()) {
                        self.skip(listed, Skip::AlreadySeen).await;
                    } else {
                        // The crawled site's robots.txt names it: admitted
                        // wherever it is (cross-submission).
                        self.push(listed);
                    }
                }
            }
            Outcome::File {
                job,
                final_url,
                scope,
                children,
                report,
            } => {
                if let Some(failure) = &report.failure {
                    self.summary.files_failed += 1;
                    *self.summary.failures.entry(failure.kind()).or_default() += 1;
                    if let Failure::Budget(budget) = failure {
                        self.summary.budget.get_or_insert(*budget);
                    }
                } else {
                    self.summary.files_read += 1;
                    if report.not_modified {
                        self.summary.files_unchanged += 1;
                    }
                }
                if report.kind == Some(DocumentKind::UrlSet) {
                    self.summary.urls += report.entries;
                }
                self.summary.foreign += report.foreign;
                self.shared.emit(FetchEvent::File(*report)).await;
                let mut indexes: Vec<Loc> = job.indexes.to_vec();
                indexes.push(final_url.clone());
                let indexes: Arc<[Loc]> = Arc::from(indexes);
                for (child, from) in children {
                    let depth = job.depth + 1;
                    let listed = Job {
                        url: child.clone(),
                        role: Role::Sitemap(Found::Index(from)),
                        depth,
                        indexes: Arc::clone(&indexes),
                        site: Arc::clone(&job.site),
                        scope: Some(scope.clone()),
                        redirects: 0,
                    };
                    let reason = if child.as_str() == final_url.as_str()
                        || child.as_str() == job.url.as_str()
                    {
                        Some(Skip::ListsItself)
                    } else if job
                        .indexes
                        .iter()
                        .any(|above| above.as_str() == child.as_str())
                    {
                        Some(Skip::Loop)
                    } else if depth > self.shared.options.max_depth {
                        Some(Skip::TooDeep(self.shared.options.max_depth))
                    } else if self.visited.contains(child.as_str()) {
                        Some(Skip::AlreadySeen)
                    } else if self.files + self.queue.len() as u64 >= self.shared.options.max_files
                    {
                        // Not queued at all: the queue stays within the
                        // files budget, however many sitemaps an index lists.
                        Some(Skip::Budget(Budget::Files))
                    } else {
                        None
                    };
                    match reason {
                        Some(reason) => self.skip(listed, reason).await,
                        None => self.admit(listed, &final_url).await,
                    }
                }
            }
        }
    }
}

impl Job {
    fn role_is(&self, purpose: Purpose) -> bool {
        matches!(self.role, Role::Robots(p) if p == purpose)
    }

    /// The location rule's scope of this file, read at `file`.
    fn scope_at(&self, file: &Loc) -> BaseUrl {
        let by_robots = matches!(self.role, Role::Sitemap(Found::Robots { .. }));
        scope_of(by_robots, self.scope.as_ref(), file)
    }

    fn context(&self, file: &Loc) -> FileContext {
        FileContext {
            asked: self.url.clone(),
            file: file.clone(),
            indexes: Arc::clone(&self.indexes),
            site: Arc::clone(&self.site),
            scope: self.scope_at(file),
        }
    }
}

/// One file: fetched within the per-host limit, then read.
async fn fetch(shared: Arc<Shared>, job: Job) -> Outcome {
    let permits = shared.host_permits(&job.url);
    let _permit = permits.acquire_owned().await;
    match job.role.clone() {
        Role::Robots(_) => fetch_robots(&shared, job).await,
        Role::Probe => fetch_sitemap(&shared, job, true).await,
        Role::Sitemap(_) => fetch_sitemap(&shared, job, false).await,
    }
}

/// A probe that found no sitemap, said.
async fn missed(shared: &Shared, url: Loc, status: Option<u16>) -> Outcome {
    shared.emit(FetchEvent::ProbeMissed { url, status }).await;
    Outcome::Missed
}

/// Asks for `url` (see `exchange::get`), within the crawl's time budget,
/// and reports its redirects.
/// `deadline` is the file's (see `file_deadline`): retries, their waits and
/// redirects all count against it, as the body does after them.
async fn ask(
    shared: &Shared,
    url: &Loc,
    validators: Option<&Validators>,
    redirects: usize,
    deadline: Instant,
) -> exchange::Answer {
    let mut followed = Vec::new();
    let mut report = |event| followed.push(event);
    let get = exchange::get(
        &shared.client,
        &shared.options,
        url,
        validators,
        redirects,
        &mut report,
    );
    let answer = tokio::time::timeout_at(deadline.into(), get)
        .await
        .unwrap_or_else(|_| {
            let crawl_over = shared.deadline.is_some_and(|crawl| Instant::now() >= crawl);
            let failure = if crawl_over {
                Failure::Budget(Budget::Time)
            } else {
                Failure::Timeout(Stage::File)
            };
            Err((failure, None))
        });
    for event in followed {
        shared.emit(event).await;
    }
    answer
}

async fn fetch_robots(shared: &Arc<Shared>, job: Job) -> Outcome {
    let deadline = file_deadline(shared);
    let answer = ask(shared, &job.url, None, job.redirects, deadline).await;
    let (status, text, failure) = match answer {
        Ok(got) => {
            let status = got.status;
            let (text, failure) = read_robots(shared, got.body, deadline).await;
            (Some(status), text, failure)
        }
        // A site without a robots.txt (any 4xx, as Google reads it) names
        // no sitemap, and is no failure.
        // A 204 is an empty robots.txt.
        Err((Failure::Status(code), status)) if (400..500).contains(&code) || code == 204 => {
            (status, Vec::new(), None)
        }
        Err((failure, status)) => (status, Vec::new(), Some(failure)),
    };
    let text = String::from_utf8_lossy(&text);
    let mut sitemaps = Vec::new();
    let mut bad_lines = 0;
    for found in sitemap_core::robots::sitemaps(&text) {
        match found.loc() {
            Ok(url) => sitemaps.push((redact(&url), found.line)),
            Err(error) => {
                bad_lines += 1;
                shared
                    .emit(FetchEvent::BadSitemapLine {
                        robots: job.url.clone(),
                        line: found.line,
                        value: redact_text(&found.url).into_owned(),
                        error: redact_text(&error.to_string()).into_owned(),
                    })
                    .await;
            }
        }
    }
    if let Ok(mut robots) = shared.robots.lock() {
        robots
            .entry(site_key(&job.url))
            .or_default()
            .extend(sitemaps.iter().map(|(url, _)| url.as_str().to_owned()));
    }
    let kind = failure.as_ref().map(|f| (f.kind(), f.to_string()));
    let unreachable = status.is_none()
        && matches!(
            failure,
            Some(
                Failure::Dns(_)
                    | Failure::Connection(_)
                    | Failure::AddressRefused(_)
                    | Failure::Tls(_)
            )
        );
    shared
        .emit(FetchEvent::Robots {
            url: job.url.clone(),
            status,
            sitemaps: sitemaps.len(),
            failure,
        })
        .await;
    Outcome::Robots {
        job,
        sitemaps,
        failure: kind,
        bad_lines,
        unreachable,
    }
}

/// At most `MAX_ROBOTS` bytes of a robots.txt, and why it stopped early.
async fn read_robots(
    shared: &Shared,
    mut body: hyper::body::Incoming,
    deadline: Instant,
) -> (Vec<u8>, Option<Failure>) {
    let mut pace = crate::read::pace(shared);
    let mut bytes = Vec::new();
    loop {
        match crate::read::next_frame(shared, &mut body, deadline, &mut pace).await {
            Ok(Some(chunk)) => {
                shared
                    .bytes
                    .fetch_add(chunk.len() as u64, Ordering::Relaxed);
                let room = (MAX_ROBOTS as usize).saturating_sub(bytes.len());
                bytes.extend_from_slice(&chunk[..chunk.len().min(room)]);
                if chunk.len() > room {
                    return (bytes, Some(Failure::TooLarge(MAX_ROBOTS)));
                }
            }
            Ok(None) => return (bytes, None),
            Err(failure) => return (bytes, Some(failure)),
        }
    }
}

fn file_deadline(shared: &Shared) -> Instant {
    let deadline = Instant::now() + shared.options.file_timeout;
    match shared.deadline {
        Some(crawl) => deadline.min(crawl),
        None => deadline,
    }
}

async fn fetch_sitemap(shared: &Arc<Shared>, job: Job, probe: bool) -> Outcome {
    let found = match &job.role {
        Role::Sitemap(found) => found.clone(),
        _ => Found::Probe,
    };
    let cached = shared
        .cache
        .as_ref()
        .and_then(|cache| cache.validators(&job.url));
    let deadline = file_deadline(shared);
    let mut answer = ask(shared, &job.url, cached.as_ref(), job.redirects, deadline).await;
    let mut body_kept = None;
    if let (Ok(got), Some(cache)) = (&answer, &shared.cache)
        && got.status == 304
    {
        body_kept = cache.body(&job.url);
        if body_kept.is_none() {
            // The body went missing since: ask again, unconditionally.
            answer = ask(shared, &job.url, None, job.redirects, deadline).await;
        }
    }
    let mut report = FileReport {
        url: job.url.clone(),
        final_url: job.url.clone(),
        found,
        depth: job.depth,
        status: None,
        format: None,
        kind: None,
        bytes: 0,
        entries: 0,
        not_modified: false,
        foreign: 0,
        failure: None,
    };
    let got = match answer {
        Ok(got) => got,
        Err((Failure::OffSiteRedirect(to), status)) => {
            // Whether a sitemap may be followed to another site is the
            // origin policy's to say; a probe stays on its site.
            if !probe {
                return Outcome::Redirected { job, to };
            }
            if shared.allowed.allows(&to) {
                return Outcome::Redirected { job, to };
            }
            return missed(shared, job.url, status).await;
        }
        Err((failure, status)) => {
            // A probe that finds nothing is no failure; one the crawl's
            // time ran out on, or whose address was refused, is.
            let said = matches!(failure, Failure::Budget(_) | Failure::AddressRefused(_));
            if probe && !said {
                return missed(shared, job.url, status).await;
            }
            report.status = status;
            report.failure = Some(failure);
            return Outcome::File {
                final_url: job.url.clone(),
                scope: job.scope_at(&job.url),
                job,
                children: Vec::new(),
                report: Box::new(report),
            };
        }
    };
    if !shared.claim(&got.url) {
        // A redirect to a file read already (or being read): its entries
        // are not handed out twice.
        if probe {
            return missed(shared, job.url, Some(got.status)).await;
        }
        return Outcome::Skip(job, Skip::AlreadySeen);
    }
    report.status = Some(got.status);
    report.final_url = got.url.clone();
    let context = job.context(&got.url);
    let read = match body_kept {
        Some(body) if got.status == 304 => {
            report.not_modified = true;
            let shared = Arc::clone(shared);
            let context = context.clone();
            tokio::task::spawn_blocking(move || read_cached(&shared, &context, body))
                .await
                .unwrap_or_else(|error| FileRead {
                    failure: Some(Failure::Connection(format!("the reader failed: {error}"))),
                    ..FileRead::default()
                })
        }
        _ => {
            let validators = Validators {
                etag: header(&got.headers, ::http::header::ETAG),
                last_modified: header(&got.headers, ::http::header::LAST_MODIFIED),
            };
            let keep = (shared.cache.is_some() && !validators.is_empty()).then_some(validators);
            read_body(shared, context.clone(), got.body, deadline, keep).await
        }
    };
    // A file that could not be read is not held: another path to it (a
    // redirect, a later listing) may read it.
    if read.failure.is_some() {
        shared.release(&got.url);
    }
    if probe && matches!(read.failure, Some(Failure::NotASitemap(_))) {
        return missed(shared, job.url, Some(got.status)).await;
    }
    report.format = read.format;
    report.kind = read.kind;
    report.bytes = read.bytes;
    report.entries = read.entries;
    report.foreign = read.foreign;
    report.failure = read.failure;
    Outcome::File {
        final_url: got.url,
        scope: context.scope,
        job,
        children: read.children,
        report: Box::new(report),
    }
}

fn header(headers: &::http::HeaderMap, name: ::http::header::HeaderName) -> Option<String> {
    headers
        .get(name)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned)
}
