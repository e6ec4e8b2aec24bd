//! `sitemap validate https://example.com/`: a site's sitemaps fetched
//! (robots.txt, the well-known paths, the indexes' children, with the
//! crawler's origin and address policies and budgets), each file validated
//! as it is read, and the files checked together.

use std::collections::HashMap;

use sitemap_core::Loc;
use sitemap_core::read::{ReadOptions, Severity};
use sitemap_core::site_check::{FileId, SiteCheck};
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

use crate::finding::Finding;
use crate::inputs::{self, Input};
use crate::run::{Failure, Progress};

/// What validating a site URL may fetch: a validator's budgets, below a
/// crawler's, so what a hostile site can make it hold stays bounded.
#[derive(Debug, clap::Args)]
pub(crate) struct Budgets {
    /// For a site URL: files fetched in all (robots.txt and probes
    /// included); what is left is said where it is listed.
    #[arg(long, value_name = "N", default_value_t = 2_000)]
    pub(crate) max_files: u64,

    /// For a site URL: bytes received in all, as sent (`500MiB`, `8GiB`).
    #[arg(long, value_name = "SIZE", default_value = "8GiB", value_parser = crate::fetch::parse_size)]
    pub(crate) max_bytes: u64,

    /// For a site URL: URLs read in all.
    #[arg(long, value_name = "N", default_value_t = 20_000_000)]
    pub(crate) max_entries: u64,

    /// For a site URL: how long fetching may take (`90s`, `30m`, `2h`).
    #[arg(long, value_name = "TIME", default_value = "30m", value_parser = crate::fetch::parse_duration)]
    pub(crate) max_time: std::time::Duration,
}

/// The files of a crawl, each with its own findings, in the order met.
#[derive(Default)]
struct Files {
    ids: HashMap<String, (FileId, usize)>,
    names: Vec<String>,
    findings: Vec<Vec<Finding>>,
}

impl Files {
    /// The file at `url`, begun in `site` when it is new; and its place here.
    fn id(&mut self, site: &mut SiteCheck, url: &Loc) -> (FileId, usize) {
        if let Some(&known) = self.ids.get(url.as_str()) {
            return known;
        }
        let id = site.begin_file(url.as_str(), Some(url.clone()));
        let known = (id, self.names.len());
        self.ids.insert(url.as_str().to_owned(), known);
        self.names.push(url.as_str().to_owned());
        self.findings.push(Vec::new());
        known
    }

    fn push(&mut self, site: &mut SiteCheck, url: &Loc, finding: Finding) {
        let (_, at) = self.id(site, url);
        self.findings[at].push(finding);
    }
}

/// The files a crawl read (as inputs named by their URLs), the findings of
/// each, and the site check fed with their entries.
pub(crate) type Crawled = (Vec<Input>, Vec<Vec<Finding>>, SiteCheck);

/// Crawls `urls` and checks what it finds: the files, each with its
/// findings (as inputs named by their URLs), and the site check.
pub(crate) fn crawl(
    urls: &[Loc],
    options: &ReadOptions,
    budgets: &Budgets,
) -> Result<Crawled, Failure> {
    let strict = options.mode() == sitemap_core::read::Mode::Strict;
    // Every entry is checked: one on another host is the reader's finding
    // (`loc.host`), not left out as a crawl leaves it out.
    let fetcher = Fetcher::new(
        FetchOptions::default()
            .strict(strict)
            .keep_foreign_entries(true)
            .max_files(budgets.max_files)
            .max_bytes(budgets.max_bytes)
            .max_entries(budgets.max_entries)
            .max_time(budgets.max_time),
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::Input(format!("cannot start the network runtime: {e}")))?;
    let mut site = SiteCheck::new(options.clone());
    let mut files = Files::default();
    let progress = Progress::new("fetching");
    let mut found_any = false;
    // Why a site's robots.txt could not be read (no such host, a timeout):
    // the cause to give when nothing was found.
    let mut unreachable = Vec::new();
    runtime.block_on(async {
        let mut crawl = fetcher.urls(urls.to_vec());
        while let Some(event) = crawl.next().await {
            match event {
                FetchEvent::Url { url, from } => {
                    progress.entry();
                    let (id, _) = files.id(&mut site, &from.sitemap);
                    site.url(id, from.line, &url);
                }
                FetchEvent::IndexEntry { entry, from } => {
                    progress.entry();
                    let (id, _) = files.id(&mut site, &from.sitemap);
                    site.index_entry(id, from.line, &entry);
                }
                FetchEvent::Diagnostic { file, diagnostic } => {
                    files.push(&mut site, &file, Finding::from(&diagnostic));
                }
                // A listed file not fetched (the origin policy, a budget) is
                // said where it is listed, and not called missing.
                FetchEvent::Skipped {
                    url,
                    reason,
                    from: Some(from),
                } => {
                    site.not_fetched(&url);
                    let finding = Finding {
                        severity: Severity::Warning,
                        line: from.line,
                        column: from.column,
                        rule: "fetch",
                        message: format!("`{url}` was not fetched, so not checked: {reason}"),
                        related: None,
                    };
                    files.push(&mut site, &from.sitemap, finding);
                }
                FetchEvent::File(report) => {
                    found_any = true;
                    let (id, _) = files.id(&mut site, &report.final_url);
                    if report.url != report.final_url {
                        site.redirected_from(id, report.url.clone());
                    }
                    if let Some(failure) = &report.failure {
                        let finding = match failure {
                            sitemap_fetch::Failure::NotASitemap(diagnostic)
                            | sitemap_fetch::Failure::Unreadable(diagnostic) => {
                                Finding::from(diagnostic)
                            }
                            other => Finding {
                                severity: Severity::Error,
                                line: 0,
                                column: 0,
                                rule: "fetch",
                                message: format!("{other}"),
                                related: None,
                            },
                        };
                        files.push(&mut site, &report.final_url, finding);
                    }
                    site.end_file(id, report.kind, report.failure.is_none());
                }
                FetchEvent::Robots {
                    url,
                    failure: Some(failure),
                    ..
                } => unreachable.push(format!("{url} could not be read: {failure}")),
                // A `Sitemap:` line that names no sitemap is said where it
                // is, as `fetch` says it.
                FetchEvent::BadSitemapLine {
                    robots,
                    line,
                    value,
                    error,
                } => {
                    let finding = Finding {
                        severity: Severity::Warning,
                        line: line as u64,
                        column: 1,
                        rule: "robots.sitemap-line",
                        message: crate::crawl_log::bad_sitemap_line(&value, &error),
                        related: None,
                    };
                    files.push(&mut site, &robots, finding);
                }
                _ => {}
            }
        }
    });
    drop(progress);
    if !found_any {
        let urls: Vec<&str> = urls.iter().map(Loc::as_str).collect();
        let urls = urls.join(", ");
        return Err(Failure::Input(if unreachable.is_empty() {
            format!(
                "{urls}: no sitemap was found (robots.txt, /sitemap.xml and the other well-known \
                 paths were tried); give the sitemap's own URL"
            )
        } else {
            format!(
                "{urls}: no sitemap was found: {}; check the address, or give the sitemap's own URL",
                unreachable.join("; ")
            )
        }));
    }
    let inputs = files
        .names
        .iter()
        .map(|name| inputs::remote(name))
        .collect();
    Ok((inputs, files.findings, site))
}
