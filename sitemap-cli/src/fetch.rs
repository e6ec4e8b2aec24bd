//! `sitemap fetch` and `sitemap tree`: a site's sitemaps from the web,
//! through sitemap-fetch, streamed out as they are read.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use sitemap_core::Loc;
use sitemap_core::read::{DocumentKind, Format};
use sitemap_fetch::{
    FetchEvent, FetchOptions, Fetcher, FileReport, Found, Provenance, Skip, Summary,
};

use crate::convert::{CSV_HEADER, csv_row, field};
use crate::finding::in_cli_words;
use crate::run::{Failure, Progress, parse_loc};

/// What `fetch` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Output {
    /// One entry a line in the serde JSON shape, with `sitemap`, `line`
    /// and `indexes` (the chain of indexes above) added.
    Ndjson,
    /// `convert`'s CSV columns, then `sitemap`, `line` and `indexes`
    /// (space-separated).
    Csv,
    /// A Parquet file (`-o` required): the columns of
    /// `sitemap_fetch::parquet`.
    #[cfg(feature = "parquet")]
    Parquet,
}

/// How to crawl: the options both subcommands share.
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

    /// Files fetched in all.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub(crate) max_files: u64,

    /// URLs handed out in all.
    #[arg(long, value_name = "N", default_value_t = 100_000_000)]
    pub(crate) max_entries: u64,

    /// The User-Agent sent.
    #[arg(long, value_name = "UA")]
    pub(crate) user_agent: Option<String>,

    /// A folder caching validators, so a later run fetches only what
    /// changed.
    #[arg(long, value_name = "DIR")]
    pub(crate) cache: Option<PathBuf>,
}

impl Crawling {
    fn options(&self) -> FetchOptions {
        let mut options = FetchOptions::default()
            .max_depth(self.max_depth)
            .concurrency(self.concurrency)
            .per_host(self.per_host)
            .first_byte_timeout(Duration::from_secs(self.timeout))
            .file_timeout(Duration::from_secs(self.timeout.saturating_mul(10)))
            .max_files(self.max_files)
            .max_entries(self.max_entries);
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

    /// What to write.
    #[arg(long, value_enum, default_value_t = Output::Ndjson)]
    pub(crate) format: Output,

    /// The file to write (written whole or not at all); standard output
    /// when left out.
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub(crate) output: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
pub(crate) struct TreeArgs {
    #[command(flatten)]
    pub(crate) crawling: Crawling,
}

/// Where the entries go.
enum Sink {
    Lines(Box<dyn Write>, Output),
    #[cfg(feature = "parquet")]
    Parquet(Box<sitemap_fetch::parquet::ParquetSink<std::fs::File>>),
}

impl Sink {
    fn url(&mut self, url: &sitemap_core::Url, from: &Provenance) -> io::Result<()> {
        match self {
            Sink::Lines(out, Output::Ndjson) => {
                let mut entry = serde_json::to_vec(url).map_err(io::Error::from)?;
                // The entry's object, with its provenance as three more
                // members.
                entry.pop();
                out.write_all(&entry)?;
                let indexes: Vec<&str> = from.indexes.iter().map(Loc::as_str).collect();
                let provenance = serde_json::json!({
                    "sitemap": from.sitemap.as_str(),
                    "line": from.line,
                    "indexes": indexes,
                });
                let provenance = provenance.to_string();
                out.write_all(b",")?;
                out.write_all(&provenance.as_bytes()[1..])?;
                out.write_all(b"\n")
            }
            Sink::Lines(out, _) => {
                let indexes: Vec<&str> = from.indexes.iter().map(Loc::as_str).collect();
                writeln!(
                    out,
                    "{},{},{},{}",
                    csv_row(url),
                    field(from.sitemap.as_str()),
                    from.line,
                    field(&indexes.join(" "))
                )
            }
            #[cfg(feature = "parquet")]
            Sink::Parquet(sink) => sink.push(url, from).map_err(io::Error::other),
        }
    }

    fn finish(self) -> io::Result<()> {
        match self {
            Sink::Lines(mut out, _) => out.flush(),
            #[cfg(feature = "parquet")]
            Sink::Parquet(sink) => sink.finish().map(drop).map_err(io::Error::other),
        }
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::Input(format!("cannot start the network runtime: {e}")))
}

/// A line for standard error about an event that is no entry, if it is
/// worth one.
fn event_line(event: &FetchEvent) -> Option<String> {
    Some(match event {
        FetchEvent::Diagnostic { file, diagnostic } => in_cli_words(format!("{file}:{diagnostic}")),
        FetchEvent::File(FileReport {
            url,
            failure: Some(failure),
            status,
            ..
        }) => match status {
            Some(status) => format!("{url}: error: {failure} (status {status})"),
            None => format!("{url}: error: {failure}"),
        },
        FetchEvent::Skipped { url, reason, from } => match from {
            Some(from) => format!(
                "{}:{}: note: {url} not fetched: {reason}",
                from.sitemap, from.line
            ),
            None => format!("{url}: note: not fetched: {reason}"),
        },
        FetchEvent::Redirect {
            from,
            to,
            status,
            leaves_site: true,
        } => format!("{from}: warning: redirected ({status}) to another site: {to}"),
        FetchEvent::Robots {
            url, status: None, ..
        } => format!("{url}: note: no robots.txt could be read; probing the well-known paths"),
        _ => return None,
    })
}

fn summary_line(summary: &Summary) -> String {
    let mut line = format!(
        "{} files read, {} failed, {} skipped; {} URLs, {} bytes",
        summary.files_read, summary.files_failed, summary.skipped, summary.urls, summary.bytes
    );
    if !summary.failures.is_empty() {
        let kinds: Vec<String> = summary
            .failures
            .iter()
            .map(|(kind, count)| format!("{kind} {count}"))
            .collect();
        line.push_str(&format!(" (errors: {})", kinds.join(", ")));
    }
    line
}

/// Fetches and writes every entry; `Ok(true)` when every file was read.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    #[cfg(feature = "parquet")]
    if args.format == Output::Parquet && args.output.is_none() {
        return Err(Failure::Input(
            "--format parquet writes a file: give it with -o OUT".to_owned(),
        ));
    }
    let partial = args
        .output
        .as_ref()
        .map(|path| (path.with_extension("partial"), path.clone()));
    let fetched = fetch_into(args, partial.as_ref().map(|(part, _)| part.as_path()));
    // Whatever went wrong, no half-written file is left behind.
    let summary = match fetched {
        Ok(summary) => summary,
        Err(failure) => {
            if let Some((part, _)) = &partial {
                let _ = std::fs::remove_file(part);
            }
            return Err(failure);
        }
    };
    if let Some((part, path)) = &partial
        && let Err(error) = std::fs::rename(part, path)
    {
        let _ = std::fs::remove_file(part);
        return Err(Failure::Output(io::Error::new(
            error.kind(),
            format!("{}: cannot write: {error}", path.display()),
        )));
    }
    eprintln!("{}", summary_line(&summary));
    if summary.files_read + summary.files_failed + summary.skipped == 0 {
        eprintln!("sitemap: no sitemap was found");
    }
    Ok(is_whole(&summary))
}

/// Whether a crawl read every file it found: none failed, no budget ran
/// out, and there was one at least.
fn is_whole(summary: &Summary) -> bool {
    summary.files_failed == 0 && summary.budget.is_none() && summary.files_read > 0
}

/// The crawl, its entries written to `partial` (or standard output).
fn fetch_into(args: &Args, partial: Option<&std::path::Path>) -> Result<Summary, Failure> {
    let mut sink = match (partial, args.format) {
        #[cfg(feature = "parquet")]
        (Some(part), Output::Parquet) => {
            let file = std::fs::File::create(part)
                .map_err(|e| Failure::Input(format!("{}: cannot create: {e}", part.display())))?;
            let sink = sitemap_fetch::parquet::ParquetSink::new(file)
                .map_err(|e| Failure::Input(format!("{}: {e}", part.display())))?;
            Sink::Parquet(Box::new(sink))
        }
        (Some(part), format) => {
            let file = std::fs::File::create(part)
                .map_err(|e| Failure::Input(format!("{}: cannot create: {e}", part.display())))?;
            Sink::Lines(Box::new(io::BufWriter::new(file)), format)
        }
        (None, format) => Sink::Lines(Box::new(io::BufWriter::new(io::stdout())), format),
    };
    if let Sink::Lines(out, Output::Csv) = &mut sink {
        writeln!(out, "{CSV_HEADER},sitemap,line,indexes")?;
    }
    let progress = Progress::new("fetching");
    let fetcher = Fetcher::new(args.crawling.options());
    let runtime = runtime()?;
    let summary: io::Result<Option<Summary>> = runtime.block_on(async {
        let mut crawl = fetcher.urls(args.crawling.urls.clone());
        let mut summary = None;
        while let Some(event) = crawl.next().await {
            match &event {
                FetchEvent::Url { url, from } => {
                    progress.entry();
                    sink.url(url, from)?;
                }
                FetchEvent::Done(done) => summary = Some(done.clone()),
                other => {
                    if let Some(line) = event_line(other) {
                        progress.eprintln(&line);
                    }
                }
            }
        }
        Ok(summary)
    });
    let summary = summary?;
    sink.finish()?;
    summary.ok_or_else(|| Failure::Output(io::Error::other("the crawl ended without its summary")))
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
    let fetcher = Fetcher::new(args.crawling.options());
    let runtime = runtime()?;
    let progress = Progress::new("fetching");
    // Children by the final URL of the file listing them; "" for the top.
    let mut children: HashMap<String, Vec<Node>> = HashMap::new();
    let mut roots: BTreeMap<String, Vec<Node>> = BTreeMap::new();
    let summary = runtime.block_on(async {
        let mut crawl = fetcher.urls(args.crawling.urls.clone());
        let mut summary = Summary::default();
        while let Some(event) = crawl.next().await {
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
                    let line = format!("{url} (not fetched: {})", skip_words(&reason));
                    place(&mut children, &mut roots, Found::Index(from), line, None);
                }
                FetchEvent::Done(done) => summary = done,
                _ => {}
            }
        }
        summary
    });
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut printed = HashSet::new();
    for (top, nodes) in &mut roots {
        writeln!(out, "{top}")?;
        nodes.sort_by_key(|node| node.order);
        for node in nodes.iter() {
            print_node(&mut out, &children, node, 1, &mut printed)?;
        }
    }
    out.flush()?;
    progress.eprintln(&summary_line(&summary));
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

fn print_node<'n>(
    out: &mut dyn Write,
    children: &'n HashMap<String, Vec<Node>>,
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
            print_node(out, children, kid, depth + 1, printed)?;
        }
    }
    Ok(())
}
