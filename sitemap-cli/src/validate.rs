//! `sitemap validate`: findings for people, programs and code scanning,
//! for each file and for the files together (a site's hreflang clusters,
//! its index's promises, URLs listed twice).

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use sitemap_core::IndexEntry;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity};
use sitemap_core::site_check::{SiteCheck, SiteFinding};

use crate::finding::Finding;
use crate::inputs::{self, Input};
use crate::run::{Failure, Progress, Reading, open};
use crate::{report, sarif};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) reading: Reading,

    /// How findings are printed: rustc-style with the source line,
    /// one JSON object a line, or SARIF 2.1.0 for code-scanning tools.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub(crate) format: Format,

    #[command(flatten)]
    pub(crate) budgets: crate::validate_remote::Budgets,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Human,
    Json,
    Sarif,
}

/// Validates every input, then the inputs together; `Ok(true)` when
/// nothing had an error.
pub(crate) fn run(validate: &Args) -> Result<bool, Failure> {
    let options = validate.reading.options();
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let mut tally = report::Tally::default();
    let mut sarif = sarif::Log::default();
    let mut with_errors = Vec::new();
    let given = &validate.reading.inputs;
    let sites: Vec<&String> = given.iter().filter(|i| is_site_url(i)).collect();
    let (inputs, site) = if sites.is_empty() {
        let mut inputs = inputs::expand(given).map_err(Failure::Input)?;
        let mut site = SiteCheck::new(options.clone());
        // A file given twice (a folder and one of its files, a link) is
        // read once: else each of its URLs would be its own duplicate.
        let mut seen: HashSet<PathBuf> = HashSet::new();
        inputs.retain(|input| canonical(input).is_none_or(|path| seen.insert(path)));
        let mut published = validate
            .reading
            .published_at_of(inputs.len())
            .map_err(Failure::Input)?;
        let mut next = 0;
        // Files an index lists that lie beside it join the inputs as they
        // are found, so that an index given alone is checked with its site.
        while next < inputs.len() {
            let input = &inputs[next];
            // The one file given, never those its index lists.
            let url = published.take();
            let options = match &url {
                Some(url) => options.clone().published_at(url.clone()),
                None => options.clone(),
            };
            let (mut findings, listed) =
                read(input, &options, &mut site, url).map_err(Failure::Input)?;
            tally.add(&findings);
            with_errors.push(findings.iter().any(|f| f.severity == Severity::Error));
            print(&mut out, validate.format, &mut sarif, input, &mut findings)?;
            let beside: Vec<PathBuf> = listed
                .iter()
                .filter_map(|entry| local_file(input, entry))
                .collect();
            for path in beside {
                if canonical_path(&path).is_some_and(|c| seen.insert(c)) {
                    inputs.push(inputs::listed_file(path));
                }
            }
            next += 1;
        }
        (inputs, site)
    } else {
        if sites.len() != given.len() {
            return Err(Failure::Input(
                "give either files and folders or site URLs, not both".to_owned(),
            ));
        }
        if validate.reading.published_at.is_some() {
            return Err(Failure::Input(
                "--published-at is for a file checked on this machine; a site checked by its \
                 URL gives each file its own"
                    .to_owned(),
            ));
        }
        let urls = sites
            .iter()
            .map(|url| {
                crate::run::parse_loc(url).map_err(|e| Failure::Input(format!("{url}: {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let (inputs, findings, site) =
            crate::validate_remote::crawl(&urls, &options, &validate.budgets)?;
        for (input, mut findings) in inputs.iter().zip(findings) {
            tally.add(&findings);
            with_errors.push(findings.iter().any(|f| f.severity == Severity::Error));
            print(&mut out, validate.format, &mut sarif, input, &mut findings)?;
        }
        (inputs, site)
    };
    let report = site.finish();
    if report.finding_count > report.findings.len() as u64 && !crate::run::quiet() {
        eprintln!(
            "sitemap: {} site findings in all, {} shown (errors first)",
            report.finding_count,
            report.findings.len()
        );
    }
    if report.listings_not_checked > 0 {
        eprintln!(
            "sitemap: {} index entries past the first million were not checked against their files",
            report.listings_not_checked
        );
    }
    let mut by_file: Vec<Vec<Finding>> = inputs.iter().map(|_| Vec::new()).collect();
    for finding in &report.findings {
        let at = inputs
            .iter()
            .position(|input| input.name() == finding.file)
            .unwrap_or(0);
        by_file[at].push(site_finding(finding));
    }
    for (at, mut findings) in by_file.into_iter().enumerate() {
        if findings.is_empty() {
            continue;
        }
        tally.add_site(&findings, !with_errors[at]);
        with_errors[at] |= findings.iter().any(|f| f.severity == Severity::Error);
        print(
            &mut out,
            validate.format,
            &mut sarif,
            &inputs[at],
            &mut findings,
        )?;
    }
    match validate.format {
        Format::Human => report::summary(&mut out, &tally)?,
        Format::Json => {}
        Format::Sarif => sarif.write(&mut out)?,
    }
    out.flush()?;
    // Errors over the site check's cap count too.
    Ok(!with_errors.contains(&true) && report.error_count == 0)
}

/// Whether an input is a site (or a sitemap) to fetch.
fn is_site_url(input: &str) -> bool {
    input.starts_with("http://") || input.starts_with("https://")
}

/// Prints one file's findings in `format`.
fn print(
    out: &mut impl Write,
    format: Format,
    sarif: &mut sarif::Log,
    input: &Input,
    findings: &mut Vec<Finding>,
) -> Result<(), Failure> {
    if crate::run::quiet() {
        findings.retain(|f| f.severity == Severity::Error);
    }
    match format {
        Format::Human => report::human(out, input, findings)?,
        Format::Json => report::json_lines(out, input, findings)?,
        Format::Sarif => sarif.add(input, findings),
    }
    Ok(())
}

/// A finding of the site check as the reports print it.
fn site_finding(finding: &SiteFinding) -> Finding {
    Finding {
        severity: finding.severity,
        line: finding.line,
        column: u64::from(finding.line > 0),
        rule: finding.rule,
        message: crate::finding::in_cli_words(finding.message.clone()),
        related: finding.related.clone(),
    }
}

/// Every diagnostic of one input, in document order, with its entries
/// given to `site`; and the entries of an index.
pub(crate) fn read(
    input: &Input,
    options: &ReadOptions,
    site: &mut SiteCheck,
    url: Option<sitemap_core::Loc>,
) -> Result<(Vec<Finding>, Vec<IndexEntry>), String> {
    // Cleared before this file's report is printed.
    let progress = Progress::new("validating");
    let mut reader = open(input, options)?;
    let file = site.begin_file(input.name(), url);
    // A local file's own time, against which a stamped set shows; a copy
    // of standard input has only the time it was copied.
    if !input.is_copy()
        && let Ok(modified) = std::fs::metadata(input.path()).and_then(|m| m.modified())
    {
        site.modified_at(file, modified);
    }
    let mut findings = Vec::new();
    let mut listed = Vec::new();
    let mut readable = true;
    while let Some(event) = reader.next() {
        let line = reader.last_entry_position().map_or(0, |(line, _)| line);
        match event {
            ReadEvent::Diagnostic(diagnostic) => {
                readable &= !diagnostic.problem().is_fatal();
                findings.push(Finding::from(&diagnostic));
            }
            ReadEvent::Url(url) => {
                progress.entry();
                site.url(file, line, &url);
            }
            ReadEvent::IndexEntry(entry) => {
                progress.entry();
                site.index_entry(file, line, &entry);
                listed.push(entry);
            }
            _ => progress.entry(),
        }
    }
    let kind = reader.kind();
    site.end_file(file, kind, readable);
    Ok((findings, listed))
}

/// The file beside the index `input` that `entry` names: the longest end
/// of the entry's path (its segments percent-decoded) that is a file below
/// the index's folder.
fn local_file(input: &Input, entry: &IndexEntry) -> Option<PathBuf> {
    // A stream's copy lies in the temporary folder, which is not its site.
    if input.is_copy() {
        return None;
    }
    let dir = input.path().parent().unwrap_or(Path::new("."));
    let segments = sitemap_core::site_check::path_segments(entry.loc());
    (1..=segments.len()).rev().find_map(|k| {
        let relative = &segments[segments.len() - k..];
        let unsafe_segment =
            |s: &String| s.is_empty() || s == "." || s == ".." || s.contains(['/', '\\', '\0']);
        if relative.iter().any(unsafe_segment) {
            return None;
        }
        let candidate = relative.iter().fold(dir.to_path_buf(), |p, s| p.join(s));
        candidate.is_file().then_some(candidate)
    })
}

fn canonical(input: &Input) -> Option<PathBuf> {
    (!input.is_copy())
        .then(|| canonical_path(input.path()))
        .flatten()
}

fn canonical_path(path: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(path).ok()
}
