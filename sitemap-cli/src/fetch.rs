//! `sitemap fetch` and `sitemap tree`: a site's sitemaps from the web,
//! through sitemap-fetch, streamed out as they are read.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use sitemap_core::Loc;
use sitemap_core::export::{ExportOptions, Format as Output};
use sitemap_core::read::{DocumentKind, Format};
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, FileReport, Found, Skip, Summary};

use crate::crawl_log::CrawlLog;
use crate::formats::FormatParser;
use crate::publish::Staged;
use crate::run::{Failure, Progress, parse_loc};

/// How to crawl: the options both subcommands share. The defaults are
/// safe for an unattended run: a crawl ends within its time, bytes, files
/// and entries, a trickling server is cut, and it stays where it is sent.
#[derive(Debug, clap::Args)]
pub(crate) struct Crawling {
    /// Sites (`https://example.com/`: robots.txt, then the well-known
    /// paths) or sitemap and index URLs.
    #[arg(required = true, value_name = "URL", value_parser = parse_loc)]
    pub(crate) urls: Vec<Loc>,

    /// How deep indexes are followed.
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub(crate) max_depth: usize,

    /// Files fetched at once.
    #[arg(long, value_name = "N", default_value_t = 4)]
    pub(crate) concurrency: usize,

    /// Files fetched at once from one host.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub(crate) per_host: usize,

    /// Seconds to wait for a response to begin (a whole file gets ten
    /// times as long).
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub(crate) timeout: u64,

    /// How long the whole crawl may take (`90s`, `30m`, `2h`); what it did
    /// not reach is reported.
    #[arg(long, value_name = "TIME", default_value = "30m", value_parser = parse_duration)]
    pub(crate) max_time: Duration,

    /// Bytes received in all, as sent (`500MiB`, `2GiB`).
    #[arg(long, value_name = "SIZE", default_value = "1GiB", value_parser = parse_size)]
    pub(crate) max_bytes: u64,

    /// Files fetched in all (robots.txt and probes included).
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub(crate) max_files: u64,

    /// URLs handed out in all.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub(crate) max_entries: u64,

    /// The slowest a response may arrive, in bytes a second over each 10
    /// seconds (`1KiB`); a trickle is cut and reported. `0` waits out any
    /// server, up to the file timeout.
    #[arg(long, value_name = "SIZE", default_value = "1KiB", value_parser = parse_size)]
    pub(crate) min_rate: u64,

    /// Also fetch sitemaps on this host wherever they are listed (`cdn.example.net`,
    /// `host:port`, `*.example.net`); repeatable. By default a sitemap an
    /// index or a redirect leads to is fetched only on the same site (host
    /// and port, http or https, with or without `www.`) or when a
    /// robots.txt names it.
    #[arg(long, value_name = "HOST")]
    pub(crate) allow_host: Vec<String>,

    /// Connect to loopback, private, link-local (cloud metadata) and other
    /// special-purpose addresses too. By default only the host and port of
    /// a URL given here may be such an address.
    #[arg(long)]
    pub(crate) allow_private_addresses: bool,

    /// Answer HOST with ADDRESS instead of asking DNS (`HOST=ADDRESS`, as
    /// curl's --resolve); repeatable. The address policy still applies.
    #[arg(long, value_name = "HOST=ADDRESS", value_parser = parse_pin)]
    pub(crate) resolve: Vec<(String, std::net::IpAddr)>,

    /// The User-Agent sent.
    #[arg(long, value_name = "UA")]
    pub(crate) user_agent: Option<String>,

    /// A folder caching validators and bodies, so a later run downloads
    /// only what changed (and still writes every entry).
    #[arg(long, value_name = "DIR")]
    pub(crate) cache: Option<PathBuf>,

    /// Print at most N findings of the files read (each rule in each file
    /// is printed 3 times, then counted); `--diagnostics FILE` keeps them
    /// all.
    #[arg(long, value_name = "N", default_value_t = 200)]
    pub(crate) max_diagnostics: u64,

    /// Write every finding, failure and skip to FILE, one JSON object a
    /// line, however few are printed.
    #[arg(long, value_name = "FILE")]
    pub(crate) diagnostics: Option<PathBuf>,
}

/// A number and the unit after it (`30m`, `1 GiB`), or `None` when it
/// does not start with digits.
fn number_and_unit(text: &str) -> Option<(u64, &str)> {
    let text = text.trim();
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let n = text[..end].parse().ok()?;
    Some((n, text[end..].trim()))
}

/// A duration: seconds, or a number with `s`, `m` or `h`.
pub(crate) fn parse_duration(text: &str) -> Result<Duration, String> {
    let (n, unit) = number_and_unit(text)
        .ok_or_else(|| format!("`{text}` is no duration: write seconds, or 90s, 30m, 2h"))?;
    let seconds = match unit {
        "" | "s" => n,
        "m" | "min" => n.saturating_mul(60),
        "h" => n.saturating_mul(3600),
        other => return Err(format!("`{other}` is no unit of time: use s, m or h")),
    };
    Ok(Duration::from_secs(seconds))
}

/// A size: bytes, or a number with `KiB`, `MiB`, `GiB` (or `K`, `M`, `G`,
/// `KB`, `MB`, `GB`, read as the binary units).
pub(crate) fn parse_size(text: &str) -> Result<u64, String> {
    let (n, unit) = number_and_unit(text)
        .ok_or_else(|| format!("`{text}` is no size: write bytes, or 512KiB, 100MiB, 2GiB"))?;
    let shift = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        other => return Err(format!("`{other}` is no unit of size: use KiB, MiB or GiB")),
    };
    n.checked_mul(1 << shift)
        .ok_or_else(|| format!("`{text}` is too large"))
}

/// `HOST=ADDRESS`.
fn parse_pin(text: &str) -> Result<(String, std::net::IpAddr), String> {
    let (host, address) = text
        .split_once('=')
        .ok_or_else(|| format!("`{text}`: write HOST=ADDRESS, as example.com=203.0.113.7"))?;
    let address = address
        .trim_matches(['[', ']'])
        .parse()
        .map_err(|_| format!("`{address}` is no IP address"))?;
    Ok((host.to_owned(), address))
}

impl Crawling {
    fn options(&self) -> FetchOptions {
        let mut options = FetchOptions::default()
            .max_depth(self.max_depth)
            .concurrency(self.concurrency)
            .per_host(self.per_host)
            .first_byte_timeout(Duration::from_secs(self.timeout))
            .file_timeout(Duration::from_secs(self.timeout.saturating_mul(10)))
            .max_time(self.max_time)
            .max_bytes(self.max_bytes)
            .max_files(self.max_files)
            .max_entries(self.max_entries)
            .allow_private_addresses(self.allow_private_addresses);
        if self.min_rate > 0 {
            options = options.min_transfer_rate(self.min_rate, Duration::from_secs(10));
        }
        for host in &self.allow_host {
            options = options.allow_host(host.clone());
        }
        for (host, address) in &self.resolve {
            options = options.resolve(host, *address);
        }
        if let Some(agent) = &self.user_agent {
            options = options.user_agent(agent.clone());
        }
        if let Some(cache) = &self.cache {
            options = options.cache(cache.clone());
        }
        options
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) crawling: Crawling,

    /// What to write. In `ndjson`, `json` and `csv` each URL comes with
    /// where it was read: `sitemap`, `line` and `indexes` (the chain of
    /// indexes above), and `foreign` when kept; in `parquet` as
    /// `sitemap`, `sitemap_line`, `sitemap_depth`, `sitemap_parent`,
    /// `sitemap_root` and `foreign`. `txt` and `xml` hold the URLs alone; `xml` is one sitemap, so 50,000 URLs at most.
    #[arg(long, value_parser = FormatParser, default_value = "ndjson")]
    pub(crate) format: Output,

    /// The file to write (written whole or not at all); standard output
    /// when left out.
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub(crate) output: Option<PathBuf>,

    /// Also write the entries on another site than their sitemap that no
    /// robots.txt vouches for, marked `"foreign": true` (a `foreign`
    /// column in CSV and Parquet); by default they are left out and
    /// counted.
    #[arg(long)]
    pub(crate) keep_foreign: bool,
}

#[derive(Debug, clap::Args)]
pub(crate) struct TreeArgs {
    #[command(flatten)]
    pub(crate) crawling: Crawling,
}

fn runtime() -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::Input(format!("cannot start the network runtime: {e}")))
}

/// Fetches and writes every entry; `Ok(true)` when every file was read.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    if args.format.is_binary() && args.output.is_none() {
        return Err(Failure::Input(format!(
            "--format {} writes a file: give it with -o OUT",
            args.format
        )));
    }
    // Written to a temporary of its own beside the target, renamed into
    // place only when the crawl read something: a failed fetch never
    // publishes a header-only file, and a previous file stays.
    let staged = match &args.output {
        Some(path) => Some(Staged::create(path).map_err(Failure::Input)?),
        None => None,
    };
    let (staged, file) = match staged {
        Some((staged, file)) => (Some(staged), Some(file)),
        None => (None, None),
    };
    let (summary, whole) = fetch_into(args, file)?;
    if let Some(staged) = staged {
        if summary.files_read == 0 || !whole {
            let why = if summary.files_read == 0 {
                "no sitemap could be read"
            } else {
                "there was no URL to write"
            };
            eprintln!(
                "sitemap: {why}; {} was not written",
                staged.target().display()
            );
            drop(staged);
        } else {
            staged.publish()?;
        }
    }
    if summary.files_read + summary.files_failed + summary.skipped == 0 {
        eprintln!("sitemap: no sitemap was found");
    }
    Ok(is_whole(&summary))
}

/// Whether a crawl read every file it found: none failed, no budget ran
/// out, the origin policy skipped none, and there was one at least.
fn is_whole(summary: &Summary) -> bool {
    summary.files_failed == 0
        && summary.budget.is_none()
        && !summary.skips.contains_key("off-site")
        && summary.files_read > 0
}

/// The crawl, its entries written to `file` (or standard output); with
/// whether the output is whole and may be published (an XML sitemap of no
/// URL is no document, so it is not).
fn fetch_into(args: &Args, file: Option<std::fs::File>) -> Result<(Summary, bool), Failure> {
    let out: Box<dyn Write + Send> = match file {
        Some(file) => Box::new(io::BufWriter::new(file)),
        None => Box::new(io::BufWriter::new(io::stdout())),
    };
    let mut sink = args
        .format
        .writer(out, &ExportOptions::new().provenance(true))
        .map_err(export_failure)?;
    let progress = Progress::new("fetching");
    let crawling = &args.crawling;
    let mut log = CrawlLog::new(
        &progress,
        crate::run::quiet(),
        args.keep_foreign,
        crawling.max_diagnostics,
        crawling.diagnostics.as_deref(),
    )
    .map_err(|e| Failure::Input(format!("cannot write the diagnostics: {e}")))?;
    let fetcher = Fetcher::new(crawling.options().keep_foreign_entries(args.keep_foreign));
    let runtime = runtime()?;
    let mut written = 0u64;
    let summary: Result<Option<Summary>, Failure> = runtime.block_on(async {
        let mut crawl = fetcher.urls(crawling.urls.clone());
        let mut summary = None;
        while let Some(event) = crawl.next().await {
            match &event {
                FetchEvent::Url { url, from } => {
                    progress.entry();
                    sink.url(url, Some(from)).map_err(|error| match error {
                        // One XML file holds 50,000 URLs; fetch writes one.
                        sitemap_core::export::ExportError::Refused(_)
                            if args.format == Output::Xml && written > 0 =>
                        {
                            Failure::Input(format!(
                                "the crawl found more URLs than one XML sitemap holds ({written} \
                                 written, 50,000 entries or 50 MiB at most), and fetch writes one \
                                 file: use --format ndjson, csv, txt or parquet (`sitemap convert \
                                 FILE --to xml -o DIR/` then makes a split set of it)"
                            ))
                        }
                        error => export_failure(error),
                    })?;
                    written += 1;
                }
                FetchEvent::Done(done) => summary = Some(done.clone()),
                other => log.event(other)?,
            }
        }
        Ok(summary)
    });
    let summary = summary?
        .ok_or_else(|| Failure::Output(io::Error::other("the crawl ended without its summary")))?;
    // The summary first: it says what happened whatever the output can hold.
    log.finish(&summary)?;
    match sink.finish() {
        Ok(()) => Ok((summary, true)),
        // A format that cannot hold no entry (an XML sitemap) has nothing
        // to publish.
        Err(sitemap_core::export::ExportError::Refused(message)) if written == 0 => {
            eprintln!("sitemap: no URL to write ({message})");
            Ok((summary, false))
        }
        Err(error) => Err(export_failure(error)),
    }
}

/// A writer's failure: the output's (exit 1), or a refusal that says what
/// to do instead, such as a 50,001st URL into one XML file (exit 2).
fn export_failure(error: sitemap_core::export::ExportError) -> Failure {
    match error {
        sitemap_core::export::ExportError::Io(e) => Failure::Output(e),
        refused => Failure::Input(refused.to_string()),
    }
}

/// One file in the tree.
struct Node {
    /// Where its parent lists it (robots.txt line, index line).
    order: (u64, u64),
    line: String,
    /// The URL it was read from, whose entries are its children; `None`
    /// for a sitemap that was not fetched, which has none.
    read_from: Option<String>,
}

/// Prints the sitemaps a crawl finds as a tree, as `usp ls` does; `Ok(true)`
/// when every file was read.
pub(crate) fn tree(args: &TreeArgs) -> Result<bool, Failure> {
    let crawling = &args.crawling;
    let fetcher = Fetcher::new(crawling.options());
    let runtime = runtime()?;
    let progress = Progress::new("fetching");
    let mut log = CrawlLog::new(
        &progress,
        crate::run::quiet(),
        false,
        crawling.max_diagnostics,
        crawling.diagnostics.as_deref(),
    )
    .map_err(|e| Failure::Input(format!("cannot write the diagnostics: {e}")))?;
    // Children by the final URL of the file listing them; "" for the top.
    let mut children: HashMap<String, Vec<Node>> = HashMap::new();
    let mut roots: BTreeMap<String, Vec<Node>> = BTreeMap::new();
    // Skipped children shown, and those past `SHOWN_SKIPS` only counted,
    // by the file listing them: an index of 50,000 sitemaps past the files
    // budget would otherwise hold a line each, for every index.
    let mut skips_shown: HashMap<String, usize> = HashMap::new();
    let mut hidden: HashMap<String, u64> = HashMap::new();
    let summary = runtime.block_on(async {
        let mut crawl = fetcher.urls(crawling.urls.clone());
        let mut summary = Summary::default();
        while let Some(event) = crawl.next().await {
            // The tree says what each file is; the log says every failure
            // and skip, and keeps the record.
            if !matches!(event, FetchEvent::Url { .. } | FetchEvent::Done(_)) {
                log.event(&event)?;
            }
            match event {
                FetchEvent::Url { .. } => progress.entry(),
                FetchEvent::File(file) => {
                    let line = describe(&file);
                    // A file that failed lists nothing under it.
                    let read_from = file
                        .failure
                        .is_none()
                        .then(|| file.final_url.as_str().to_owned());
                    place(&mut children, &mut roots, file.found, line, read_from);
                }
                FetchEvent::Skipped {
                    url,
                    reason,
                    from: Some(from),
                } => {
                    let parent = from.sitemap.as_str();
                    let shown = skips_shown.entry(parent.to_owned()).or_default();
                    if *shown >= SHOWN_SKIPS {
                        *hidden.entry(parent.to_owned()).or_default() += 1;
                        continue;
                    }
                    *shown += 1;
                    let line = format!("{url} (not fetched: {})", skip_words(&reason));
                    place(&mut children, &mut roots, Found::Index(from), line, None);
                }
                FetchEvent::Done(done) => summary = done,
                _ => {}
            }
        }
        Ok::<_, io::Error>(summary)
    })?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut printed = HashSet::new();
    for (top, nodes) in &mut roots {
        writeln!(out, "{top}")?;
        nodes.sort_by_key(|node| node.order);
        for node in nodes.iter() {
            print_node(&mut out, (&children, &hidden), node, 1, &mut printed)?;
        }
    }
    out.flush()?;
    log.finish(&summary)?;
    Ok(is_whole(&summary))
}

fn skip_words(reason: &Skip) -> String {
    match reason {
        Skip::AlreadySeen => "listed again".to_owned(),
        Skip::ListsItself => "the index lists itself".to_owned(),
        Skip::Loop => "a loop to an index above".to_owned(),
        other => other.to_string(),
    }
}

/// A file's line: its URL, what it is and how many entries it has, or why
/// it failed.
fn describe(file: &FileReport) -> String {
    let what = match (file.format, file.kind) {
        (Some(Format::Rss | Format::RssRdf), _) => "feed",
        (Some(Format::Atom), _) => "feed",
        (Some(Format::Text), _) => "text sitemap",
        (_, Some(DocumentKind::SitemapIndex)) => "index",
        _ => "sitemap",
    };
    let mut line = file.url.to_string();
    if file.final_url != file.url {
        line.push_str(&format!(" -> {}", file.final_url));
    }
    match &file.failure {
        Some(failure) => line.push_str(&format!(" (failed: {})", failure.kind())),
        None if file.not_modified => line.push_str(" (unchanged)"),
        None => {
            let noun = match (file.kind, file.entries) {
                (Some(DocumentKind::SitemapIndex), 1) => "sitemap",
                (Some(DocumentKind::SitemapIndex), _) => "sitemaps",
                (_, 1) => "URL",
                _ => "URLs",
            };
            line.push_str(&format!(" ({what}, {} {noun})", file.entries));
        }
    }
    line
}

fn place(
    children: &mut HashMap<String, Vec<Node>>,
    roots: &mut BTreeMap<String, Vec<Node>>,
    found: Found,
    line: String,
    read_from: Option<String>,
) {
    let (list, order) = match found {
        Found::Index(from) => (
            children
                .entry(from.sitemap.as_str().to_owned())
                .or_default(),
            (from.line, from.column),
        ),
        Found::Robots { robots, line: at } => {
            (roots.entry(robots.to_string()).or_default(), (at as u64, 0))
        }
        Found::Given | Found::Probe => (
            roots.entry("(given or probed)".to_owned()).or_default(),
            (0, 0),
        ),
    };
    list.push(Node {
        order,
        line,
        read_from,
    });
}

/// How many children not fetched `tree` shows under one file; the rest
/// are counted (each is said on standard error).
const SHOWN_SKIPS: usize = 20;

fn print_node<'n>(
    out: &mut dyn Write,
    (children, hidden): (&'n HashMap<String, Vec<Node>>, &HashMap<String, u64>),
    node: &'n Node,
    depth: usize,
    printed: &mut HashSet<&'n str>,
) -> io::Result<()> {
    writeln!(out, "{}{}", "  ".repeat(depth), node.line)?;
    // A file's entries are printed under it once: a redirect back to an
    // index above would otherwise make a cycle.
    let Some(url) = node.read_from.as_deref() else {
        return Ok(());
    };
    if !printed.insert(url) {
        return Ok(());
    }
    if let Some(kids) = children.get(url) {
        let mut kids: Vec<&Node> = kids.iter().collect();
        kids.sort_by_key(|node| node.order);
        for kid in kids {
            print_node(out, (children, hidden), kid, depth + 1, printed)?;
        }
    }
    if let Some(more) = hidden.get(url) {
        let indent = "  ".repeat(depth + 1);
        writeln!(out, "{indent}… and {more} more not fetched")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{parse_duration, parse_pin, parse_size};

    #[test]
    fn budgets_are_written_as_people_write_them() {
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("30m"), Ok(Duration::from_secs(1800)));
        assert_eq!(parse_duration(" 2 h"), Ok(Duration::from_secs(7200)));
        assert!(parse_duration("m").unwrap_err().contains("no duration"));
        assert!(parse_duration("3d").unwrap_err().contains("use s, m or h"));
        assert_eq!(parse_size("1KiB"), Ok(1024));
        assert_eq!(parse_size("2 GB"), Ok(2 << 30));
        assert_eq!(parse_size("512"), Ok(512));
        assert!(parse_size("1TiB").unwrap_err().contains("KiB, MiB or GiB"));
        assert!(parse_size("99999999999999999999G").is_err());
        assert!(
            parse_size("99999999999G")
                .unwrap_err()
                .contains("too large")
        );
        assert_eq!(
            parse_pin("example.com=[::1]").map(|(host, ip)| (host, ip.to_string())),
            Ok(("example.com".to_owned(), "::1".to_owned()))
        );
        assert!(parse_pin("example.com").is_err());
    }
}
