//! The `sitemap` command.
//!
//! ```text
//! sitemap validate [--lenient] [--published-at URL] [--format human|json|sarif] FILE…
//! sitemap stats [--lenient] [--published-at URL] [--format human|json] FILE…
//! sitemap convert INPUT --to xml|json|ndjson|txt|csv|parquet [-o OUT] [--base URL] [--drop-deprecated]
//! sitemap diff OLD NEW [--format human|ndjson]
//! sitemap generate --base URL [--gzip] [--text] [--drop-deprecated] [--out DIR] INPUT…
//! sitemap [--color auto|always|never] [--quiet] …
//! sitemap fetch URL… [--format ndjson|json|csv|txt|xml|parquet] [-o OUT] [--max-depth N] …
//! sitemap tree URL…
//! ```
//!
//! Exit status: 0 when no file has errors (for `stats`, when every file
//! was read; for `diff`, when the sets are equal), 1 when any has (when
//! they differ), 2 on usage errors or input that cannot be read, 130 when
//! interrupted. Every non-zero exit says why on standard error.

mod convert;
mod crawl_log;
mod diff;
mod failure;
mod fetch;
mod finding;
mod formats;
mod generate;
mod git;
mod indexnow;
mod inputs;
mod interrupt;
mod publish;
mod report;
mod rules;
mod run;
mod sarif;
mod source;
mod stats;
mod validate;
mod validate_remote;

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::run::Failure;

/// Sitemaps 0.9 on the command line.
#[derive(Debug, Parser)]
#[command(name = "sitemap", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,

    /// When to colour the output: `auto` on a terminal unless `NO_COLOR`
    /// is set, `always`, or `never`.
    #[arg(long, global = true, value_enum, default_value_t = Color::Auto, value_name = "WHEN")]
    color: Color,

    /// Errors only: no warnings, no spinner, no closing summary on
    /// standard error (reports on standard output are unchanged, less
    /// their warnings).
    #[arg(long, short = 'q', global = true)]
    quiet: bool,
}

/// `--color`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Checks sitemaps, sitemap indexes, text sitemaps, RSS and Atom feeds
    /// and JSON sitemaps (plain or gzip) against the protocol and the
    /// search engines' rules.
    ///
    /// Exit status: 0 when no file has errors (warnings alone are fine), 1
    /// when any has, 2 on usage errors or input that cannot be read.
    Validate(validate::Args),
    /// Counts what sitemaps hold: URLs, index entries, hosts, duplicates,
    /// the lastmod range by month, changefreq and priority values,
    /// extensions, and diagnostics by rule.
    Stats(stats::Args),
    /// Converts a sitemap, an index, a text sitemap, a feed or a JSON
    /// sitemap (plain or gzip) into XML, JSON, NDJSON, text or CSV, one
    /// entry at a time. Entries the input
    /// loses are reported on standard error; the exit status is 1 then.
    Convert(convert::Args),
    /// The URLs added, removed and changed (lastmod or another value)
    /// between two versions of a site's sitemaps: files, folders or `-`.
    /// What to hand to IndexNow or a re-crawl queue.
    ///
    /// When both are folders with a ledger that matches their index
    /// (generated with `--incremental` or `--lastmod content`), their
    /// ledgers are compared, in `loc` order: a URL changed when its content
    /// fingerprint did (its lastmod, when neither side has one), whatever
    /// its other values say, since the fingerprint is the application's
    /// word on its content. Otherwise every value of each URL is compared.
    ///
    /// Exit status, as diff(1): 0 when the sets are equal, 1 when they
    /// differ, 2 when a side cannot be read whole.
    Diff(diff::Args),
    /// Builds a site's sitemaps from URL lists (text, NDJSON or JSON in the
    /// serde shape, or CSV with a `loc` column), split at the protocol's limits,
    /// with their index, published into a folder whole. Lines that make no
    /// URL are reported and skipped; the exit status is 1 then.
    Generate(generate::Args),
    /// Fetches sitemaps from the web: a site's (its robots.txt `Sitemap:`
    /// lines, else the well-known paths) or the sitemaps and indexes given,
    /// following indexes, and writes every URL with where it came from.
    /// Failures, skips and the reader's findings go to standard error, a
    /// summary last.
    ///
    /// Exit status: 0 when every file was read, 1 when some failed (each
    /// reported), 2 on usage errors.
    Fetch(fetch::Args),
    /// Prints the sitemaps a site's crawl finds as a tree: each file with
    /// what it is and how many entries it has, or why it failed.
    Tree(fetch::TreeArgs),
    /// What the last generations of a folder (generated with
    /// `--incremental` or `--lastmod content`) changed that was not
    /// announced yet: `changed URL` (added or changed) or `removed URL`, a
    /// line each.
    Changes(indexnow::ChangesArgs),
    /// Tells search engines what changed, by IndexNow: `key` creates and
    /// publishes a key, `submit` sends what `changes` lists.
    Indexnow {
        #[command(subcommand)]
        command: indexnow::Command,
    },
    /// Lists every rule a finding can name: its id, its severity in strict
    /// and lenient mode, its source (the protocol, an official schema,
    /// Google's current or retired rules, Bing, this project) and a link.
    Rules(rules::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    anstream::ColorChoice::write_global(match cli.color {
        Color::Auto => anstream::ColorChoice::Auto,
        Color::Always => anstream::ColorChoice::Always,
        Color::Never => anstream::ColorChoice::Never,
    });
    run::set_quiet(cli.quiet);
    match cli.command {
        Command::Convert(_) | Command::Generate(_) => interrupt::install(interrupt::GRACE),
        Command::Fetch(_) => interrupt::install(std::time::Duration::ZERO),
        _ => {}
    }
    let outcome = match cli.command {
        Command::Validate(args) => validate::run(&args),
        Command::Stats(args) => stats::run(&args),
        Command::Convert(args) => convert::run(&args),
        Command::Diff(args) => diff::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Fetch(args) => fetch::run(&args),
        Command::Tree(args) => fetch::tree(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Changes(args) => indexnow::changes(&args),
        Command::Indexnow { command } => indexnow::run(&command),
    };
    match outcome {
        Ok(clean) if clean => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(Failure::Input(message)) => {
            eprintln!("sitemap: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Interrupted(left)) => {
            eprintln!("sitemap: interrupted; partial files removed, {left}");
            ExitCode::from(130)
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
