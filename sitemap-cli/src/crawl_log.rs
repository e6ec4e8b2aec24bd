//! What `fetch` and `tree` say on standard error while a crawl runs, at
//! crawl scale: each finding or skip of one kind in one place is printed in
//! full a few times, then counted and said once; `--quiet` keeps only
//! errors and the summary, `--max-diagnostics` caps the findings printed;
//! `--diagnostics FILE` keeps every one as JSON Lines whatever is printed
//! (up to `RECORDED_PER_RULE` of one rule in one file).

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use sitemap_fetch::{FetchEvent, FileReport, Summary};

use sitemap_fetch::redact_text;

use crate::finding::in_cli_words;
use crate::publish::Staged;
use crate::run::Progress;

/// How often one kind of line in one place is printed before it is only
/// counted.
const IN_FULL: u64 = 3;

/// How many findings of one rule in one file `--diagnostics FILE` keeps;
/// past it, one `limit.diagnostics` note says the rest were left out, so a
/// hostile file (60 KB of gzip, a finding every few bytes once inflated)
/// cannot fill the disk.
const RECORDED_PER_RULE: u64 = 10_000;

/// The crawl's voice on standard error, and its JSON Lines record.
pub(crate) struct CrawlLog<'p> {
    progress: &'p Progress,
    quiet: bool,
    keep_foreign: bool,
    max_findings: u64,
    findings_printed: u64,
    findings_held_back: u64,
    /// Lines of each kind and place seen so far: (place, kind) -> count.
    seen: BTreeMap<(String, String), u64>,
    /// `--diagnostics FILE`, written through a temporary of its own and
    /// published when the crawl ends.
    record: Option<(BufWriter<File>, Staged)>,
    /// Findings recorded of each rule in each file not done yet.
    recorded: BTreeMap<String, BTreeMap<&'static str, u64>>,
}

impl<'p> CrawlLog<'p> {
    pub(crate) fn new(
        progress: &'p Progress,
        quiet: bool,
        keep_foreign: bool,
        max_findings: u64,
        record: Option<&Path>,
    ) -> io::Result<CrawlLog<'p>> {
        let record = match record {
            Some(path) => {
                let (staged, file) = Staged::create(path).map_err(io::Error::other)?;
                Some((BufWriter::new(file), staged))
            }
            None => None,
        };
        Ok(CrawlLog {
            progress,
            quiet,
            keep_foreign,
            max_findings,
            findings_printed: 0,
            findings_held_back: 0,
            seen: BTreeMap::new(),
            record,
            recorded: BTreeMap::new(),
        })
    }

    fn record(
        &mut self,
        file: &str,
        (line, column): (u64, u64),
        severity: &str,
        rule: &str,
        message: &str,
    ) -> io::Result<()> {
        if let Some((out, _)) = &mut self.record {
            let object = serde_json::json!({
                "file": file,
                "line": line,
                "column": column,
                "severity": severity,
                "rule": rule,
                "message": redact_text(message),
            });
            serde_json::to_writer(&mut *out, &object)?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    /// Prints `line` unless its kind in its place was printed in full
    /// already; `true` when printed.
    fn say(&mut self, place: &str, kind: &str, line: &str) -> bool {
        let count = self
            .seen
            .entry((place.to_owned(), kind.to_owned()))
            .or_default();
        *count += 1;
        if *count > IN_FULL {
            return false;
        }
        // A finding quotes the file as written: credentials in it are
        // masked like those of the URLs the crawl reports.
        self.progress.eprintln(&redact_text(line));
        true
    }

    /// The counts of `place`'s lines held back, said once each.
    fn held_back(&mut self, place: &str) {
        let keys: Vec<(String, String)> = self
            .seen
            .range((place.to_owned(), String::new())..)
            .take_while(|((p, _), _)| p == place)
            .map(|(key, _)| key.clone())
            .collect();
        for key in keys {
            let count = self.seen.remove(&key).unwrap_or(0);
            if count > IN_FULL && !self.quiet {
                self.progress.eprintln(&format!(
                    "{}: note: {} more `{}` not shown",
                    key.0,
                    count - IN_FULL,
                    key.1
                ));
            }
        }
    }

    /// Says what `event` means, if anything (entries and the summary are
    /// the caller's).
    pub(crate) fn event(&mut self, event: &FetchEvent) -> io::Result<()> {
        match event {
            FetchEvent::Diagnostic { file, diagnostic } => {
                let message = in_cli_words(diagnostic.problem().to_string());
                let severity = diagnostic.severity().as_str();
                let at = (diagnostic.line(), diagnostic.column());
                let rule = diagnostic.rule();
                // The file's name is copied once, not once a finding.
                let per_rule = match self.recorded.get_mut(file.as_str()) {
                    Some(per_rule) => per_rule,
                    None => self.recorded.entry(file.to_string()).or_default(),
                };
                let recorded = per_rule.entry(rule).or_default();
                *recorded += 1;
                match *recorded {
                    n if n <= RECORDED_PER_RULE => {
                        self.record(file.as_str(), at, severity, rule, &message)?;
                    }
                    n if n == RECORDED_PER_RULE + 1 => {
                        let note = format!(
                            "more than {RECORDED_PER_RULE} findings of `{rule}` in this file: \
                             the rest are not recorded"
                        );
                        self.record(file.as_str(), at, "note", "limit.diagnostics", &note)?;
                    }
                    _ => {}
                }
                if self.quiet {
                    return Ok(());
                }
                if self.findings_printed >= self.max_findings {
                    self.findings_held_back += 1;
                    return Ok(());
                }
                let line = in_cli_words(format!("{file}:{diagnostic}"));
                if self.say(file.as_str(), diagnostic.rule(), &line) {
                    self.findings_printed += 1;
                }
            }
            FetchEvent::File(report) => self.file(report)?,
            FetchEvent::Skipped { url, reason, from } => {
                let message = format!("{url} not fetched: {reason}");
                let (place, at) = match from {
                    Some(from) => (from.sitemap.to_string(), (from.line, from.column)),
                    None => (url.to_string(), (0, 0)),
                };
                let rule = format!("fetch.skip.{}", reason.kind());
                self.record(&place, at, "note", &rule, &message)?;
                if !self.quiet {
                    let line = match from {
                        Some(from) => format!("{}:{}: note: {message}", from.sitemap, from.line),
                        None => format!("{url}: note: not fetched: {reason}"),
                    };
                    // Skips of one reason are counted crawl-wide: a budget
                    // that ran out skips every file left.
                    self.say("the crawl", &rule, &line);
                }
            }
            FetchEvent::Redirect {
                from,
                to,
                status,
                leaves_site: true,
            } => {
                let message = format!("redirected ({status}) to another site: {to}");
                self.record(
                    from.as_str(),
                    (0, 0),
                    "warning",
                    "fetch.redirect.off-site",
                    &message,
                )?;
                if !self.quiet {
                    self.say(
                        "the crawl",
                        "fetch.redirect.off-site",
                        &format!("{from}: warning: {message}"),
                    );
                }
            }
            FetchEvent::Robots {
                url,
                status,
                failure: Some(failure),
                ..
            } => {
                let rule = format!("robots.{}", failure.kind());
                let message = match status {
                    Some(status) => format!("robots.txt: {failure} (status {status})"),
                    None => format!("robots.txt could not be read: {failure}"),
                };
                // One read to its limit is used, as Google uses it: a
                // warning, as the exit status says.
                let severity = match failure {
                    sitemap_fetch::Failure::TooLarge(_) => "warning",
                    _ => "error",
                };
                self.record(url.as_str(), (0, 0), severity, &rule, &message)?;
                // Errors are printed even with --quiet, but an index
                // naming ten thousand dead hosts is counted crawl-wide
                // after a few.
                if severity == "error" || !self.quiet {
                    self.say("the crawl", &rule, &format!("{url}: {severity}: {message}"));
                }
            }
            FetchEvent::BadSitemapLine {
                robots,
                line,
                value,
                error,
            } => {
                let message = bad_sitemap_line(value, error);
                let at = (*line as u64, 1);
                self.record(
                    robots.as_str(),
                    at,
                    "warning",
                    "robots.sitemap-line",
                    &message,
                )?;
                if !self.quiet {
                    let text = format!("{robots}:{line}: warning: {message}");
                    self.say(robots.as_str(), "robots.sitemap-line", &text);
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn file(&mut self, report: &FileReport) -> io::Result<()> {
        let url = report.url.as_str();
        if let Some(failure) = &report.failure {
            let message = match report.status {
                Some(status) => format!("{failure} (status {status})"),
                None => failure.to_string(),
            };
            let rule = format!("fetch.{}", failure.kind());
            self.record(url, (0, 0), "error", &rule, &message)?;
            self.say("the crawl", &rule, &format!("{url}: error: {message}"));
        }
        if report.foreign > 0 {
            let what = if self.keep_foreign {
                "kept, marked foreign"
            } else {
                "left out (--keep-foreign keeps them, marked)"
            };
            let message = format!(
                "{} entries on another site than the file's, vouched for by no robots.txt: {what}",
                report.foreign
            );
            self.record(url, (0, 0), "warning", "fetch.foreign", &message)?;
            if !self.quiet {
                let text = format!("{url}: warning: {message}");
                self.say("the crawl", "fetch.foreign", &text);
            }
        }
        // The file is done: what was held back of it is said now.
        let read_at = report.final_url.to_string();
        self.held_back(&read_at);
        self.recorded.remove(&read_at);
        Ok(())
    }

    /// The last lines: what was held back crawl-wide, and the summary.
    pub(crate) fn finish(mut self, summary: &Summary) -> io::Result<()> {
        self.held_back("the crawl");
        let places: Vec<String> = self.seen.keys().map(|(place, _)| place.clone()).collect();
        for place in places {
            self.held_back(&place);
        }
        if self.findings_held_back > 0 && !self.quiet {
            self.progress.eprintln(&format!(
                "sitemap: {} more findings not shown (--max-diagnostics {}; --diagnostics FILE keeps them all)",
                self.findings_held_back, self.max_findings
            ));
        }
        self.progress.eprintln(&summary_line(summary));
        if let Some((mut out, staged)) = self.record.take() {
            out.flush()?;
            drop(out);
            staged.publish()?;
        }
        Ok(())
    }
}

/// The summary: files, entries, bytes, then every failure and skip by
/// cause, and the budget that cut the crawl short.
pub(crate) fn summary_line(summary: &Summary) -> String {
    let unchanged = if summary.files_unchanged > 0 {
        format!(" ({} unchanged)", summary.files_unchanged)
    } else {
        String::new()
    };
    let mut line = format!(
        "{} files read{unchanged}, {} failed, {} skipped; {} URLs, {} bytes",
        summary.files_read, summary.files_failed, summary.skipped, summary.urls, summary.bytes
    );
    if summary.foreign > 0 {
        line.push_str(&format!("; {} foreign entries", summary.foreign));
    }
    let by_kind = |counts: &BTreeMap<String, u64>| {
        counts
            .iter()
            .map(|(kind, count)| format!("{kind} {count}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !summary.failures.is_empty() {
        line.push_str(&format!(" (errors: {})", by_kind(&summary.failures)));
    }
    if !summary.skips.is_empty() {
        line.push_str(&format!(" (skipped: {})", by_kind(&summary.skips)));
    }
    if let Some(budget) = summary.budget {
        line.push_str(&format!(
            "; the {budget} budget ran out: the crawl is not whole"
        ));
    }
    line
}

/// What is said of a robots.txt `Sitemap:` line that names no sitemap.
pub(crate) fn bad_sitemap_line(value: &str, error: &str) -> String {
    format!("`Sitemap: {value}` is no sitemap URL: {error}")
}
