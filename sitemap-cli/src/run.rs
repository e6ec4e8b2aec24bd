//! What every subcommand shares: the inputs' options and readers, the
//! way a run fails, and one-line diagnostics.

use std::io::{self, IsTerminal};

use sitemap_core::read::{Diagnostic, ReadOptions, SitemapReader};
use sitemap_core::{BaseUrl, Loc};

use crate::finding::in_cli_words;
use crate::inputs::Input;

static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `--quiet`: errors only on standard error, no warnings and no spinner.
pub(crate) fn set_quiet(quiet: bool) {
    QUIET.store(quiet, std::sync::atomic::Ordering::Relaxed);
}

/// Whether `--quiet` was given.
pub(crate) fn quiet() -> bool {
    QUIET.load(std::sync::atomic::Ordering::Relaxed)
}

pub(crate) use crate::failure::Failure;

/// What to read, and how.
#[derive(Debug, clap::Args)]
pub(crate) struct Reading {
    /// Files, directories (their `.xml`, `.rss`, `.atom` and `.rdf` files
    /// and `*sitemap*.txt`, `.json` and `.ndjson` ones, each also gzipped,
    /// sorted), or `-` for standard input. What a file holds is told by its
    /// content, and gzip by its magic bytes.
    #[arg(required = true, value_name = "FILE")]
    pub(crate) inputs: Vec<String>,

    /// Read as a crawler does: only what loses an entry or stops reading
    /// is an error; the rest are warnings.
    #[arg(long)]
    pub(crate) lenient: bool,

    /// The URL the file is served from, so the protocol's location rule is
    /// checked (a sitemap lists only URLs under its own folder). For one
    /// file only: the files an index given alone lists are found beside it.
    #[arg(long, value_name = "URL", value_parser = parse_loc)]
    pub(crate) published_at: Option<Loc>,
}

impl Reading {
    /// How every input is read; the one file `--published-at` names gets
    /// its URL from [`published_at_of`](Self::published_at_of).
    pub(crate) fn options(&self) -> ReadOptions {
        if self.lenient {
            ReadOptions::lenient()
        } else {
            ReadOptions::strict()
        }
    }

    /// The URL `--published-at` gives, when `files` (the inputs once
    /// folders are expanded) is one file: it names one file's address, and
    /// held to several it would judge each by another's folder.
    pub(crate) fn published_at_of(&self, files: usize) -> Result<Option<Loc>, String> {
        match &self.published_at {
            Some(url) if files != 1 => Err(format!(
                "--published-at gives the URL of one file, and {files} files were given; \
                 check them one at a time, or give the index alone (the files it lists are \
                 found beside it), or check the site by its URL"
            )),
            published => Ok(published.clone()),
        }
    }
}

pub(crate) fn parse_base(text: &str) -> Result<BaseUrl, String> {
    BaseUrl::parse(text).map_err(|error| error.to_string())
}

pub(crate) fn parse_loc(text: &str) -> Result<Loc, String> {
    Loc::parse(text).map_err(|error| error.to_string())
}

/// Options that read an input to its end however many entries it has
/// (reading streams, so memory does not grow with them), up to 16 GiB
/// decompressed: `convert` and `stats` are asked for the whole input,
/// while `validate` keeps the reader's defaults, a little past the
/// protocol's limits. A single value or line stays capped, which stops a
/// gzip bomb early either way.
pub(crate) fn whole_input(options: ReadOptions) -> ReadOptions {
    options.max_entries(u64::MAX).max_bytes(16 << 30)
}

pub(crate) fn open(
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

/// A diagnostic as one line for standard error: `file:line:column:
/// severity: rule: message`.
pub(crate) fn diagnostic_line(input: &Input, diagnostic: &Diagnostic) -> String {
    in_cli_words(format!("{}:{diagnostic}", input.name()))
}

/// A spinner on standard error counting the entries read, drawn only when
/// standard error is a terminal: never in a pipe or a log.
pub(crate) struct Progress {
    bar: Option<indicatif::ProgressBar>,
    entries: std::cell::Cell<u64>,
}

impl Progress {
    pub(crate) fn new(doing: &'static str) -> Progress {
        let bar = (io::stderr().is_terminal() && !quiet()).then(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            if let Ok(style) =
                indicatif::ProgressStyle::with_template("{spinner} {msg}: {human_pos} entries")
            {
                bar.set_style(style);
            }
            bar.set_message(doing);
            bar.enable_steady_tick(std::time::Duration::from_millis(100));
            bar
        });
        Progress {
            bar,
            entries: std::cell::Cell::new(0),
        }
    }

    /// One more entry read.
    pub(crate) fn entry(&self) {
        let entries = self.entries.get() + 1;
        self.entries.set(entries);
        if entries.is_multiple_of(4096)
            && let Some(bar) = &self.bar
        {
            bar.set_position(entries);
        }
    }

    /// A line on standard error, without tearing the spinner.
    pub(crate) fn eprintln(&self, line: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprintln!("{line}")),
            None => eprintln!("{line}"),
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
