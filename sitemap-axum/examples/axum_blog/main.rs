//! A blog served by axum, its sitemaps from its own SQLite database.
//!
//! ```text
//! cargo run --release --example axum_blog -- --listen 127.0.0.1:8080 --posts 120000
//! curl -s http://127.0.0.1:8080/sitemap.xml
//! ```
//!
//! At start it creates its database (a file, `--db`) with `--posts` posts
//! and 2,000 tags, unless the file holds them already. It serves:
//!
//! - the pages: `/`, `/about`, `/archive`, `/contact`, `/posts/{id}` and
//!   `/tags/{name}`, every path written once (in `#[typed_path]` or
//!   `#[sitemap(path)]`);
//! - the sitemaps: the index at `/sitemap.xml`, the sections `posts` (paged
//!   by id), `tags` (paged by name) and `pages` (the fixed pages, from the
//!   route enum's unit variants), and `/robots.txt` naming the index.
//!
//! Ctrl-C stops it: it stops accepting, gives open responses a second, and
//! exits 0.

mod db;
mod routes;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use axum::Router;
use axum::routing::get;
use axum_extra::routing::RouterExt;
use clap::Parser;
use routes::{Fixed, PostPage, TagPage};
use sitemap_axum::{KeyPaged, Sitemaps, SitemapsRouter, StaticPages};
use sitemap_core::{BaseUrl, Sitemap};

/// A blog whose sitemaps are served from its SQLite database, paged by key.
#[derive(Parser, Debug)]
#[command(name = "axum_blog")]
struct Args {
    /// The address to listen on (`127.0.0.1:0` picks a free port; the first
    /// line printed says which).
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR")]
    listen: SocketAddr,

    /// How many posts the database holds (created at start when it holds
    /// another number).
    #[arg(long, default_value_t = 120_000, value_name = "N")]
    posts: u64,

    /// The database file [default: axum-blog.sqlite in the temporary
    /// directory].
    #[arg(long, value_name = "PATH")]
    db: Option<PathBuf>,

    /// The public address the sitemaps name [default: http://ADDR, the
    /// address listened on].
    #[arg(long, value_name = "URL")]
    base: Option<String>,
}

async fn post(PostPage { id }: PostPage) -> String {
    format!("Post {id}\n")
}

async fn tag(TagPage { name }: TagPage) -> String {
    format!("Posts tagged {name}\n")
}

/// The router: the pages, and the sitemaps beside them.
fn app(base: BaseUrl, db: PathBuf) -> Result<Router, Box<dyn std::error::Error>> {
    let mut app = Router::new().typed_get(post).typed_get(tag);
    for page in Fixed::static_pages() {
        if let Some(path) = page.path() {
            app = app.route(&path, get(move || async move { format!("{page:?}\n") }));
        }
    }
    let sitemaps = Sitemaps::new(base)
        .section(StaticPages::<Fixed>::of("pages"))
        .section(KeyPaged::new(db::Posts { db: db.clone() }))
        .section(KeyPaged::new(db::Tags { db }))
        .robots_txt(true)
        // At most 8 files produced at once: at most 8 blocking threads and
        // SQLite connections for them.
        .max_concurrent_files(8)
        .stream_idle_timeout(Duration::from_secs(30));
    Ok(app.merge(sitemaps.router()?))
}

async fn run(args: Args) -> Result<(), Box<dyn std::error::Error>> {
    let db = args
        .db
        .unwrap_or_else(|| std::env::temp_dir().join("axum-blog.sqlite"));
    let created = db.clone();
    let posts = args.posts;
    tokio::task::spawn_blocking(move || db::create(&created, posts))
        .await?
        .map_err(|e| format!("{}: {e}", db.display()))?;
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .map_err(|e| format!("--listen {}: {e}", args.listen))?;
    let addr = listener.local_addr()?;
    let base = match &args.base {
        Some(base) => BaseUrl::parse(base).map_err(|e| format!("--base: {e}"))?,
        None => BaseUrl::parse(&format!("http://{addr}"))?,
    };
    println!("listening on http://{addr} (index: {base}sitemap.xml)");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = axum::serve(listener, app(base, db)?).with_graceful_shutdown(async {
        let _ = stopped.await;
    });
    let mut server = tokio::spawn(async move { server.await });
    tokio::select! {
        served = &mut server => return Ok(served??),
        signal = tokio::signal::ctrl_c() => signal?,
    }
    let _ = stop.send(());
    // Open responses get a second to finish; a stream still going is cut.
    let _ = tokio::time::timeout(Duration::from_secs(1), server).await;
    eprintln!("stopped");
    Ok(())
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("axum_blog: {error}");
            ExitCode::FAILURE
        }
    }
}
