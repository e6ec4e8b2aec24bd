//! The `sitemap` command.
//!
//! ```text
//! sitemap validate [--lenient] [--published-at URL] [--format human|json|sarif] FILE…
//! sitemap stats [--lenient] [--published-at URL] [--format human|json] FILE…
//! sitemap convert INPUT --to xml|ndjson|txt|csv [-o OUT] [--base URL]
//! sitemap diff OLD NEW [--format human|ndjson]
//! sitemap generate --base URL [--gzip] [--out DIR] INPUT…
//! ```
//!
//! Exit status: 0 when no file has errors (for `stats`, when every file
//! was read), 1 when any has, 2 on usage errors or input that cannot be
//! read.

mod convert;
mod diff;
mod finding;
mod generate;
mod inputs;
mod report;
mod sarif;
mod source;
mod stats;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_core::{Loc, Url};

use crate::finding::Finding;
use crate::inputs::Input;

/// Sitemaps 0.9 on the command line.
#[derive(Debug, Parser)]
#[command(name = "sitemap", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Checks sitemaps, sitemap indexes and text sitemaps (plain or gzip)
    /// against the protocol and the search engines' rules.
    ///
    /// Exit status: 0 when no file has errors (warnings alone are fine), 1
    /// when any has, 2 on usage errors or input that cannot be read.
    Validate(Validate),
    /// Counts what sitemaps hold: URLs, index entries, hosts, duplicates,
    /// the lastmod range by month, changefreq and priority values,
    /// extensions, and diagnostics by rule.
    Stats(StatsArgs),
    /// Converts a sitemap, an index or a text sitemap (plain or gzip) into
    /// XML, NDJSON, text or CSV, one entry at a time. Entries the input
    /// loses are reported on standard error; the exit status is 1 then.
    Convert(ConvertArgs),
    /// The URLs added, removed and changed (lastmod or another value)
    /// between two versions of a site's sitemaps: files, folders or `-`.
    /// What to hand to IndexNow or a re-crawl queue.
    Diff(DiffArgs),
    /// Builds a site's sitemaps from URL lists (text, NDJSON in the serde
    /// shape, or CSV with a `loc` column), split at the protocol's limits,
    /// with their index, published into a folder whole. Lines that make no
    /// URL are reported and skipped; the exit status is 1 then.
    Generate(GenerateArgs),
}

#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// Where the files will be served (the index lists them there).
    #[arg(long, value_name = "URL", value_parser = parse_base)]
    base: sitemap_core::BaseUrl,

    /// Gzip each sitemap file (`.xml.gz`).
    #[arg(long)]
    gzip: bool,

    /// The folder to publish into.
    #[arg(long, value_name = "DIR", default_value = "sitemaps")]
    out: std::path::PathBuf,

    /// URL lists: files, folders, or `-` for standard input.
    #[arg(required = true, value_name = "INPUT")]
    inputs: Vec<String>,
}

#[derive(Debug, clap::Args)]
struct DiffArgs {
    /// The old version: a file, a folder of sitemaps, or `-`.
    old: String,
    /// The new version: a file, a folder of sitemaps, or `-`.
    new: String,
    /// `+`, `-` and `~` lines for people, or one JSON object a change
    /// (`change`, `loc`, and `lastmod` when there is one).
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    format: DiffFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiffFormat {
    Human,
    Ndjson,
}

#[derive(Debug, clap::Args)]
struct ConvertArgs {
    /// The file to convert, or `-` for standard input.
    #[arg(value_name = "INPUT")]
    input: String,

    /// The format to write.
    #[arg(long, value_enum)]
    to: convert::Target,

    /// Where to write: a file (written whole or not at all), or, for
    /// `--to xml`, a folder (`DIR/`) that gets as many files as the
    /// protocol's limits need and their index. Standard output without it.
    #[arg(short, long, value_name = "OUT")]
    output: Option<std::path::PathBuf>,

    /// Where the files of a folder will be served, for their index.
    #[arg(long, value_name = "URL", value_parser = parse_base)]
    base: Option<sitemap_core::BaseUrl>,

    /// The URL the input is served from, to resolve relative URLs.
    #[arg(long, value_name = "URL", value_parser = parse_loc)]
    published_at: Option<Loc>,
}

#[derive(Debug, clap::Args)]
struct Validate {
    #[command(flatten)]
    reading: Reading,

    /// How findings are printed: rustc-style with the source line,
    /// one JSON object a line, or SARIF 2.1.0 for code-scanning tools.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

#[derive(Debug, clap::Args)]
struct StatsArgs {
    #[command(flatten)]
    reading: Reading,

    /// How the counts are printed: for people, or as one JSON object.
    #[arg(long, value_enum, default_value_t = StatsFormat::Human)]
    format: StatsFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum StatsFormat {
    Human,
    Json,
}

/// What to read, and how.
#[derive(Debug, clap::Args)]
struct Reading {
    /// Files, directories (their `.xml`, `.txt` and `.gz` files, sorted),
    /// or `-` for standard input. XML and text sitemaps are told apart by
    /// content, and gzip by its magic bytes.
    #[arg(required = true, value_name = "FILE")]
    inputs: Vec<String>,

    /// Read as a crawler does: only what loses an entry or stops reading
    /// is an error; the rest are warnings.
    #[arg(long)]
    lenient: bool,

    /// The URL the file is served from, so the protocol's location rule is
    /// checked (a sitemap lists only URLs under its own folder).
    #[arg(long, value_name = "URL", value_parser = parse_loc)]
    published_at: Option<Loc>,
}

impl Reading {
    fn options(&self) -> ReadOptions {
        let options = if self.lenient {
            ReadOptions::lenient()
        } else {
            ReadOptions::strict()
        };
        match &self.published_at {
            Some(url) => options.published_at(url.clone()),
            None => options,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
    Sarif,
}

fn parse_base(text: &str) -> Result<sitemap_core::BaseUrl, String> {
    sitemap_core::BaseUrl::parse(text).map_err(|error| error.to_string())
}

fn parse_loc(text: &str) -> Result<Loc, String> {
    Loc::parse(text).map_err(|error| error.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Validate(validate) => run_validate(&validate),
        Command::Stats(stats) => run_stats(&stats),
        Command::Convert(args) => run_convert(&args),
        Command::Diff(args) => run_diff(&args),
        Command::Generate(args) => run_generate(&args),
    };
    match outcome {
        Ok(clean) if clean => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(Failure::Input(message)) => {
            eprintln!("sitemap: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Output(error)) => {
            // Output closed early (`| head`) is not the files' fault.
            if error.kind() != io::ErrorKind::BrokenPipe {
                eprintln!("sitemap: cannot write the report: {error}");
            }
            ExitCode::from(1)
        }
    }
}

/// Why a run stopped before judging every file.
enum Failure {
    /// An input that cannot be read: exit status 2.
    Input(String),
    /// The report could not be written.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}

/// Validates every input; `Ok(true)` when no file had an error.
fn run_validate(validate: &Validate) -> Result<bool, Failure> {
    let inputs = inputs::expand(&validate.reading.inputs).map_err(Failure::Input)?;
    let options = validate.reading.options();
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let mut clean = true;
    let mut sarif = sarif::Log::default();
    for input in &inputs {
        let findings = read(input, &options).map_err(Failure::Input)?;
        clean &= findings.iter().all(|f| f.severity != Severity::Error);
        match validate.format {
            Format::Human => report::human(&mut out, input, &findings)?,
            Format::Json => report::json_lines(&mut out, input, &findings)?,
            Format::Sarif => sarif.add(input, &findings),
        }
    }
    match validate.format {
        Format::Human => report::summary(&mut out, inputs.len(), clean)?,
        Format::Json => {}
        Format::Sarif => sarif.write(&mut out)?,
    }
    out.flush()?;
    Ok(clean)
}

/// Counts every input; `Ok(true)` when every file was read to its end.
fn run_stats(args: &StatsArgs) -> Result<bool, Failure> {
    let inputs = inputs::expand(&args.reading.inputs).map_err(Failure::Input)?;
    let options = whole_input(args.reading.options());
    let mut stats = stats::Stats::default();
    let mut whole = true;
    for input in &inputs {
        let reader = open(input, &options).map_err(Failure::Input)?;
        whole &= {
            let mut stopped = false;
            stats.add(reader.inspect(|event| {
                if let ReadEvent::Diagnostic(diagnostic) = event {
                    stopped |= diagnostic.problem().is_fatal();
                }
            }));
            !stopped
        };
    }
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    match args.format {
        StatsFormat::Human => stats.write_human(&mut out)?,
        StatsFormat::Json => {
            serde_json::to_writer_pretty(&mut out, &stats.to_json()).map_err(io::Error::from)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(whole)
}

/// Converts the input; `Ok(true)` when it lost no entry.
fn run_convert(args: &ConvertArgs) -> Result<bool, Failure> {
    let inputs = inputs::expand(std::slice::from_ref(&args.input)).map_err(Failure::Input)?;
    let [input] = inputs.as_slice() else {
        return Err(Failure::Input(format!(
            "{}: convert takes one file, not a folder",
            args.input
        )));
    };
    let mut options = whole_input(ReadOptions::lenient());
    if let Some(url) = &args.published_at {
        options = options.published_at(url.clone());
    }
    let mut reader = open(input, &options).map_err(Failure::Input)?;
    let index = reader.kind() == Some(sitemap_core::read::DocumentKind::SitemapIndex);
    let folder = args
        .output
        .as_deref()
        .filter(|path| path.is_dir() || path.as_os_str().to_string_lossy().ends_with('/'));
    let refused = |message: String| Failure::Input(message);
    let mut partial = None;
    let mut writer = match (folder, args.to) {
        (Some(dir), convert::Target::Xml) if !index => {
            let Some(base) = args.base.clone() else {
                return Err(refused(format!(
                    "{}: a folder needs --base URL, where its files will be served",
                    dir.display()
                )));
            };
            convert::Writer::to_folder(dir, base).map_err(|e| refused(convert_message(e)))?
        }
        (Some(dir), _) => {
            return Err(refused(format!(
                "{}: only a sitemap converted --to xml goes into a folder; give a file",
                dir.display()
            )));
        }
        (None, target) => {
            let out: Box<dyn Write> = match &args.output {
                Some(path) => {
                    // Written beside, then renamed: never half a file.
                    let part = path.with_extension("partial");
                    let file = std::fs::File::create(&part)
                        .map_err(|e| refused(format!("{}: cannot create: {e}", part.display())))?;
                    partial = Some((part, path.clone()));
                    Box::new(io::BufWriter::new(file))
                }
                None => Box::new(io::BufWriter::new(io::stdout().lock())),
            };
            convert::Writer::to_stream(out, target, index)
                .map_err(|e| refused(convert_message(e)))?
        }
    };
    let mut lost = false;
    let outcome = (|| {
        for event in reader.by_ref() {
            match event {
                ReadEvent::Url(url) => writer.url(&url)?,
                ReadEvent::IndexEntry(entry) => writer.index_entry(&entry)?,
                ReadEvent::Diagnostic(diagnostic) => {
                    lost |= diagnostic.severity() == Severity::Error;
                    let f = Finding::from(&diagnostic);
                    eprintln!(
                        "{}:{}:{}: {}: {}: {}",
                        input.name(),
                        f.line,
                        f.column,
                        f.severity.as_str(),
                        f.rule,
                        f.message
                    );
                }
                _ => {}
            }
        }
        writer.finish()
    })();
    match outcome {
        Ok(()) => {
            if let Some((part, path)) = partial {
                std::fs::rename(&part, &path)
                    .map_err(|e| refused(format!("{}: cannot write: {e}", path.display())))?;
            }
            Ok(!lost)
        }
        Err(error) => {
            if let Some((part, _)) = partial {
                let _ = std::fs::remove_file(part);
            }
            match error {
                convert::ConvertError::Io(e) => Err(Failure::Output(e)),
                convert::ConvertError::Refused(message) => {
                    Err(refused(format!("{}: {message}", input.name())))
                }
            }
        }
    }
}

/// Options that read an input to its end however many entries it has
/// (reading streams, so memory does not grow with them), up to 16 GiB
/// decompressed: `convert` and `stats` are asked for the whole input,
/// while `validate` keeps the reader's defaults, a little past the
/// protocol's limits. A single value or line stays capped, which stops a
/// gzip bomb early either way.
fn whole_input(options: ReadOptions) -> ReadOptions {
    options.max_entries(u64::MAX).max_bytes(16 << 30)
}

/// Compares two versions; `Ok(true)` when every file was read whole.
fn run_diff(args: &DiffArgs) -> Result<bool, Failure> {
    let old = inputs::expand(std::slice::from_ref(&args.old)).map_err(Failure::Input)?;
    let new = inputs::expand(std::slice::from_ref(&args.new)).map_err(Failure::Input)?;
    let options = whole_input(ReadOptions::lenient());
    let mut whole = true;
    // Every URL of a side, its diagnostics on standard error.
    let mut urls = |inputs: &[Input], each: &mut dyn FnMut(Url) -> io::Result<()>| {
        for input in inputs {
            for event in open(input, &options).map_err(Failure::Input)? {
                match event {
                    ReadEvent::Url(url) => each(url)?,
                    ReadEvent::Diagnostic(diagnostic) => {
                        whole &= !diagnostic.problem().is_fatal();
                        let f = Finding::from(&diagnostic);
                        eprintln!(
                            "{}:{}:{}: {}: {}: {}",
                            input.name(),
                            f.line,
                            f.column,
                            f.severity.as_str(),
                            f.rule,
                            f.message
                        );
                    }
                    _ => {}
                }
            }
        }
        Ok::<(), Failure>(())
    };
    let mut table = diff::Old::default();
    urls(&old, &mut |url| {
        table.add(&url);
        Ok(())
    })?;
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let json = args.format == DiffFormat::Ndjson;
    let mut counts = diff::Counts::default();
    urls(&new, &mut |url| {
        if let Some(change) = table.compare(&url) {
            counts.count(change);
            diff::write(&mut out, json, change, &url)?;
        }
        Ok(())
    })?;
    urls(&old, &mut |url| {
        if table.removed(&url) {
            counts.count(diff::Change::Removed);
            diff::write(&mut out, json, diff::Change::Removed, &url)?;
        }
        Ok(())
    })?;
    if !json {
        writeln!(
            out,
            "{} added, {} removed, {} changed",
            counts.added, counts.removed, counts.changed
        )?;
    }
    out.flush()?;
    Ok(whole)
}

/// Generates the site; `Ok(true)` when every line made a URL.
fn run_generate(args: &GenerateArgs) -> Result<bool, Failure> {
    use sitemap_core::site::{DirTarget, SiteOptions};
    let inputs = inputs::expand(&args.inputs).map_err(Failure::Input)?;
    let target = DirTarget::new(&args.out)
        .map_err(|e| Failure::Input(format!("{}: {e}", args.out.display())))?;
    let options = SiteOptions::new(args.base.clone()).gzip(args.gzip);
    let mut writer = sitemap_core::SiteWriter::new(target, options);
    let mut clean = true;
    for input in &inputs {
        let mut refused = None;
        generate::urls(
            input,
            &mut |url| {
                writer.write(&url).map_err(|e| {
                    let message = e.to_string();
                    refused = Some(message.clone());
                    io::Error::other(message)
                })
            },
            &mut |bad| {
                clean &= !bad.lost;
                let severity = if bad.lost { "error" } else { "warning" };
                eprintln!("{}:{}: {severity}: {}", input.name(), bad.line, bad.message);
            },
        )
        .map_err(|e| match refused.take() {
            // The site writer refused a URL: nothing is published.
            Some(message) => Failure::Input(format!("{}: {message}", input.name())),
            None => Failure::Input(format!("{}: cannot read: {e}", input.name())),
        })?;
    }
    let (report, _) = writer
        .finish()
        .map_err(|e| Failure::Input(format!("{}: {e}", args.out.display())))?;
    for warning in &report.warnings {
        eprintln!("sitemap: {warning}");
    }
    eprintln!(
        "{} URLs in {} files; give search engines {}",
        report.url_count(),
        report.files.len(),
        report.entry_point()
    );
    Ok(clean)
}

fn convert_message(error: convert::ConvertError) -> String {
    match error {
        convert::ConvertError::Io(e) => e.to_string(),
        convert::ConvertError::Refused(message) => message,
    }
}

fn open(
    input: &Input,
    options: &ReadOptions,
) -> Result<SitemapReader<io::BufReader<std::fs::File>>, String> {
    let file = std::fs::File::open(input.path())
        .map_err(|error| format!("{}: cannot open: {error}", input.name()))?;
    Ok(SitemapReader::new(
        io::BufReader::new(file),
        options.clone(),
    ))
}

/// Every diagnostic of one input, in document order.
fn read(input: &Input, options: &ReadOptions) -> Result<Vec<Finding>, String> {
    Ok(open(input, options)?
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(diagnostic) => Some(Finding::from(&diagnostic)),
            _ => None,
        })
        .collect())
}
