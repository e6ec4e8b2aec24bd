//! The crawl: a queue of files, the ones in flight (within the global and
//! per-host limits), the visited set, and what each file's outcome adds.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sitemap_core::Loc;
use sitemap_core::read::DocumentKind;
use tokio::sync::mpsc;
use tokio::task::JoinSet;

use crate::cache::{Cache, Validators};
use crate::event::{Budget, Failure, FetchEvent, FileReport, Found, Provenance, Skip, Summary};
use crate::exchange::{self, origin};
use crate::options::FetchOptions;
use crate::read::{FileRead, read_body, read_cached};
use crate::shared::Shared;

/// Events in flight to the caller: the crawl waits when the caller is
/// slower than the network.
pub(crate) const EVENTS: usize = 1024;

/// The longest robots.txt read.
const MAX_ROBOTS: usize = 512 << 10;

/// What a crawl starts from.
#[derive(Debug, Clone)]
pub(crate) enum Start {
    /// A site: its robots.txt, then the well-known paths.
    Site(Loc),
    /// A sitemap or index.
    Sitemap(Loc),
}

/// What a file is fetched as.
#[derive(Debug, Clone)]
enum Role {
    Robots,
    Probe,
    Sitemap(Found),
}

#[derive(Debug, Clone)]
struct Job {
    url: Loc,
    role: Role,
    depth: usize,
    indexes: Arc<[Loc]>,
}

/// What a finished task hands back to the crawl.
enum Outcome {
    /// A robots.txt and the sitemaps it names (none: probe).
    Robots {
        site: Loc,
        sitemaps: Vec<(Loc, usize)>,
        robots: Loc,
    },
    /// A file read; its index entries, to follow.
    File {
        job: Job,
        final_url: Loc,
        children: Vec<(Loc, Provenance)>,
        report: Box<FileReport>,
    },
    /// A probe that found nothing.
    Missed,
    /// A file not read after all: its redirect led to a file read already.
    Skip(Job, Skip),
}

/// Runs a crawl to its end, sending every event and the summary last.
pub(crate) async fn run(
    options: FetchOptions,
    starts: Vec<Start>,
    events: mpsc::Sender<FetchEvent>,
) {
    let cache = options
        .cache
        .as_deref()
        .and_then(|dir| Cache::open(dir).ok());
    let deadline = options.max_time.map(|time| Instant::now() + time);
    let shared = Arc::new(Shared {
        client: exchange::client(&options),
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
        files: 0,
        summary: Summary::default(),
    };
    for start in starts {
        match start {
            Start::Site(root) => {
                let robots = sitemap_core::read::resolve_reference(&root, "/robots.txt")
                    .unwrap_or_else(|_| root.clone());
                crawl.push(Job {
                    url: robots,
                    role: Role::Robots,
                    depth: 0,
                    indexes: Arc::from(Vec::new()),
                });
            }
            Start::Sitemap(url) => crawl.push_sitemap(url, Found::Given, 0, Arc::from(Vec::new())),
        }
    }
    crawl.run().await;
    crawl.summary.bytes = shared.bytes.load(Ordering::Relaxed);
    let summary = std::mem::take(&mut crawl.summary);
    shared.emit(FetchEvent::Done(summary)).await;
}

struct Crawl {
    shared: Arc<Shared>,
    queue: VecDeque<Job>,
    /// Every URL queued, so none is fetched twice.
    visited: HashSet<String>,
    files: u64,
    summary: Summary,
}

impl Crawl {
    fn push(&mut self, job: Job) {
        if self.visited.insert(job.url.as_str().to_owned()) {
            self.queue.push_back(job);
        }
    }

    fn push_sitemap(&mut self, url: Loc, found: Found, depth: usize, indexes: Arc<[Loc]>) {
        self.push(Job {
            url,
            role: Role::Sitemap(found),
            depth,
            indexes,
        });
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
        self.summary.skipped += 1;
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
            Outcome::Robots {
                site,
                sitemaps,
                robots,
            } => {
                if sitemaps.is_empty() {
                    for path in self.shared.options.probe_paths.clone() {
                        if let Ok(url) = sitemap_core::read::resolve_reference(&site, &path) {
                            self.push(Job {
                                url,
                                role: Role::Probe,
                                depth: 0,
                                indexes: Arc::from(Vec::new()),
                            });
                        }
                    }
                }
                for (url, line) in sitemaps {
                    let found = Found::Robots {
                        robots: robots.clone(),
                        line,
                    };
                    if self.visited.contains(url.as_str()) {
                        let job = Job {
                            url,
                            role: Role::Sitemap(found),
                            depth: 0,
                            indexes: Arc::from(Vec::new()),
                        };
                        self.skip(job, Skip::AlreadySeen).await;
                    } else {
                        self.push_sitemap(url, found, 0, Arc::from(Vec::new()));
                    }
                }
            }
            Outcome::File {
                job,
                final_url,
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
                }
                if report.kind == Some(DocumentKind::UrlSet) {
                    self.summary.urls += report.entries;
                }
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
                        None => self.push(listed),
                    }
                }
            }
        }
    }
}

/// One file: fetched within the per-host limit, then read.
async fn fetch(shared: Arc<Shared>, job: Job) -> Outcome {
    let permits = shared.host_permits(&job.url);
    let _permit = permits.acquire_owned().await;
    match job.role.clone() {
        Role::Robots => fetch_robots(&shared, job).await,
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
async fn ask(shared: &Shared, url: &Loc, validators: Option<&Validators>) -> exchange::Answer {
    let mut redirects = Vec::new();
    let mut report = |event| redirects.push(event);
    let get = exchange::get(
        &shared.client,
        &shared.options,
        url,
        validators,
        &mut report,
    );
    let answer = match shared.deadline {
        Some(deadline) => tokio::time::timeout_at(deadline.into(), get)
            .await
            .unwrap_or(Err((Failure::Budget(Budget::Time), None))),
        None => get.await,
    };
    for event in redirects {
        shared.emit(event).await;
    }
    answer
}

async fn fetch_robots(shared: &Arc<Shared>, job: Job) -> Outcome {
    let site = job.url.clone();
    let answer = ask(shared, &job.url, None).await;
    let (status, text) = match answer {
        Ok(got) => {
            let status = got.status;
            let deadline = file_deadline(shared);
            let text = read_small(got.body, deadline).await;
            shared.bytes.fetch_add(text.len() as u64, Ordering::Relaxed);
            (Some(status), String::from_utf8_lossy(&text).into_owned())
        }
        Err((_, status)) => (status, String::new()),
    };
    let sitemaps: Vec<(Loc, usize)> = sitemap_core::robots::sitemaps(&text)
        .into_iter()
        .filter_map(|found| Some((found.loc().ok()?, found.line)))
        .collect();
    if let Ok(mut robots) = shared.robots.lock() {
        robots
            .entry(origin(&site))
            .or_default()
            .extend(sitemaps.iter().map(|(url, _)| url.as_str().to_owned()));
    }
    shared
        .emit(FetchEvent::Robots {
            url: job.url.clone(),
            status,
            sitemaps: sitemaps.len(),
        })
        .await;
    Outcome::Robots {
        site,
        sitemaps,
        robots: job.url,
    }
}

/// At most `MAX_ROBOTS` bytes of a body.
async fn read_small(mut body: hyper::body::Incoming, deadline: Instant) -> Vec<u8> {
    use http_body_util::BodyExt;
    let mut bytes = Vec::new();
    while let Ok(Some(Ok(frame))) = tokio::time::timeout_at(deadline.into(), body.frame()).await {
        if let Ok(chunk) = frame.into_data() {
            let room = MAX_ROBOTS.saturating_sub(bytes.len());
            bytes.extend_from_slice(&chunk[..chunk.len().min(room)]);
            if bytes.len() >= MAX_ROBOTS {
                break;
            }
        }
    }
    bytes
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
    let validators = shared
        .cache
        .as_ref()
        .and_then(|cache| cache.validators(&job.url));
    let answer = ask(shared, &job.url, validators.as_ref()).await;
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
        failure: None,
    };
    let got = match answer {
        Ok(got) => got,
        Err((failure, status)) => {
            // A probe that finds nothing is no failure; one the crawl's
            // time ran out on is.
            if probe && !matches!(failure, Failure::Budget(_)) {
                return missed(shared, job.url, status).await;
            }
            report.status = status;
            report.failure = Some(failure);
            return Outcome::File {
                final_url: job.url.clone(),
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
    let file_indexes: Arc<[Loc]> = job.indexes.clone();
    let read = if got.status == 304 {
        report.not_modified = true;
        // An unchanged index still lists its sitemaps: read from the cache.
        let cached = shared
            .cache
            .as_ref()
            .and_then(|cache| cache.index_body(&job.url));
        match cached {
            Some(body) => {
                let shared = Arc::clone(shared);
                let url = got.url.clone();
                tokio::task::spawn_blocking(move || read_cached(&shared, url, file_indexes, body))
                    .await
                    .unwrap_or_default()
            }
            None => FileRead::default(),
        }
    } else {
        let validators = Validators {
            etag: header(&got.headers, ::http::header::ETAG),
            last_modified: header(&got.headers, ::http::header::LAST_MODIFIED),
        };
        let keep = shared.cache.is_some() && !validators.is_empty();
        let read = read_body(
            shared,
            got.url.clone(),
            file_indexes,
            got.body,
            file_deadline(shared),
            keep,
        )
        .await;
        let is_index = read.kind == Some(DocumentKind::SitemapIndex);
        // An index is cached with its body or not at all: a 304 without it
        // would lose the sitemaps it lists.
        if let Some(cache) = &shared.cache
            && read.failure.is_none()
            && !validators.is_empty()
            && (!is_index || read.body.is_some())
        {
            let index_body = read.body.as_deref().filter(|_| is_index);
            let _ = cache.store(&job.url, validators, index_body);
        }
        read
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
    report.failure = read.failure;
    Outcome::File {
        final_url: got.url,
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
