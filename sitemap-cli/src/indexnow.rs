//! `sitemap indexnow` and `sitemap changes`: what the last generations of
//! a folder changed that was not announced yet, and announcing it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sitemap_core::read::IndexReader;
use sitemap_core::site::{Ledger, SiteOptions};
use sitemap_core::{BaseUrl, Loc};
use sitemap_fetch::indexnow::{self, IndexNow, Plan};

use crate::run::Failure;

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Command {
    /// Creates a key (32 characters of 0-9a-f) and publishes its key file,
    /// `KEY.txt`, in the folder, beside the sitemaps it is served with.
    /// A folder with a key keeps it.
    Key {
        /// The folder the sitemaps are published in.
        dir: PathBuf,
    },
    /// Sends the URLs added, changed and removed since the last successful
    /// submission (from the folder's ledger), as IndexNow JSON POSTs of at
    /// most 10,000 URLs of one host, each marked announced once the
    /// endpoint takes it (200 or 202). Without --endpoint, prints what it
    /// would send and sends nothing.
    ///
    /// Exit status: 0 when everything pending was sent (or, without
    /// --endpoint, printed), 1 when the endpoint refused or stayed busy (the
    /// rest is sent by the next run), 2 on usage errors.
    Submit(SubmitArgs),
}

#[derive(Debug, clap::Args)]
pub(crate) struct SubmitArgs {
    /// The folder the sitemaps are published in (generated with
    /// `--incremental` or `--lastmod content`).
    dir: PathBuf,
    /// The IndexNow endpoint, such as `https://api.indexnow.org/indexnow`.
    #[arg(long, value_name = "URL")]
    endpoint: Option<String>,
    /// How long a busy endpoint (429, 5xx) is retried before the run stops.
    /// (The endpoint given is reached wherever it is, a private address
    /// included: it is the user's own choice, as a crawl's seeds are.)
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    max_time: u64,
}

/// The site options a folder was published with: its index is
/// `sitemap.xml`, and its files are served where the index says.
pub(crate) fn site_of(dir: &Path) -> Result<(SiteOptions, BaseUrl), Failure> {
    let index = std::fs::read(dir.join("sitemap.xml")).map_err(|e| {
        Failure::Input(format!(
            "{}: no sitemap.xml to read ({e}); generate the site there first",
            dir.display()
        ))
    })?;
    let first = IndexReader::new(index.as_slice())
        .next()
        .and_then(Result::ok)
        .ok_or_else(|| Failure::Input(format!("{}/sitemap.xml lists no sitemap", dir.display())))?;
    let loc = first.loc().as_str();
    let base = &loc[..loc.rfind('/').map_or(loc.len(), |at| at + 1)];
    let base = BaseUrl::parse(base).map_err(|e| Failure::Input(format!("{base}: {e}")))?;
    Ok((SiteOptions::new(base.clone()), base))
}

pub(crate) fn run(command: &Command) -> Result<bool, Failure> {
    match command {
        Command::Key { dir } => {
            let key = match indexnow::find_key(dir).map_err(|e| io(dir, &e))? {
                Some(key) => {
                    eprintln!("{} already has a key", dir.display());
                    key
                }
                None => {
                    let key = indexnow::new_key();
                    let path = indexnow::publish_key(dir, &key).map_err(|e| io(dir, &e))?;
                    eprintln!("published {}", path.display());
                    key
                }
            };
            println!("{key}");
            Ok(true)
        }
        Command::Submit(args) => submit(args),
    }
}

/// "1 request", "3 requests".
fn requests(count: usize) -> String {
    if count == 1 {
        "1 request".to_owned()
    } else {
        format!("{count} requests")
    }
}

fn io(dir: &Path, error: &std::io::Error) -> Failure {
    Failure::Input(format!("{}: {error}", dir.display()))
}

fn submit(args: &SubmitArgs) -> Result<bool, Failure> {
    let dir = &args.dir;
    let key = indexnow::find_key(dir)
        .map_err(|e| io(dir, &e))?
        .ok_or_else(|| {
            Failure::Input(format!(
                "{} has no IndexNow key: run `sitemap indexnow key {}` first",
                dir.display(),
                dir.display()
            ))
        })?;
    let (options, base) = site_of(dir)?;
    let location = Loc::parse(&format!(
        "{}{}/{key}.txt",
        base.origin(),
        base.path_prefix()
    ))
    .map_err(|e| Failure::Input(e.to_string()))?;
    let plan = Plan::new(dir, &options, &location).map_err(|e| io(dir, &e))?;
    for url in &plan.out_of_scope {
        eprintln!("sitemap: not sent, outside the key file's scope ({location}): {url}");
    }
    let Some(endpoint) = &args.endpoint else {
        // A dry run: what would be sent.
        for batch in &plan.batches {
            println!("{}", indexnow::request_body(&key, &location, batch));
        }
        eprintln!(
            "{} URLs in {} would be sent; nothing was (give --endpoint to send)",
            plan.url_count(),
            requests(plan.batches.len())
        );
        return Ok(true);
    };
    let endpoint = Loc::parse(endpoint).map_err(|e| Failure::Input(format!("--endpoint: {e}")))?;
    let client = IndexNow::new(endpoint, &key, location)
        .map_err(|e| Failure::Input(e.to_string()))?
        .max_time(Duration::from_secs(args.max_time));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::Input(format!("cannot start the network runtime: {e}")))?;
    let done = runtime
        .block_on(client.submit(dir, &options, &plan))
        .map_err(|e| io(dir, &e))?;
    eprintln!(
        "{} URLs in {} announced; {} left",
        done.urls,
        requests(done.batches),
        done.left
    );
    match done.stop {
        None => Ok(true),
        Some(stop) => {
            eprintln!("sitemap: stopped: {stop}");
            Ok(false)
        }
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct ChangesArgs {
    /// The folder the sitemaps are published in.
    dir: PathBuf,
}

/// `sitemap changes DIR`: every URL not announced since it last changed,
/// a line each: `added-or-changed URL` or `removed URL`.
pub(crate) fn changes(args: &ChangesArgs) -> Result<bool, Failure> {
    let (options, _) = site_of(&args.dir)?;
    let pending = Ledger::pending(&args.dir, &options).map_err(|e| io(&args.dir, &e))?;
    if Ledger::current(&args.dir, &options)
        .map_err(|e| io(&args.dir, &e))?
        .is_none()
    {
        return Err(Failure::Input(format!(
            "{} has no ledger: generate it with `--incremental` or `--lastmod content`",
            args.dir.display()
        )));
    }
    for (url, removed) in &pending {
        let what = if *removed { "removed" } else { "changed" };
        println!("{what}\t{url}");
    }
    eprintln!("{} URLs not announced", pending.len());
    Ok(true)
}
