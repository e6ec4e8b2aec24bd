//! Writes the sitemap of a small sample blog: `cargo run -p sitemap-examples --example blog -- <out-dir>`.
//!
//! The blog's pages are ordinary Rust types that derive `Sitemap`. Their
//! literals (`changefreq = "weekly"`, `priority = 0.8`, the paths) were
//! checked when this example compiled: write `"weekley"` and the build fails
//! with "did you mean `weekly`?" on that literal. Values that only exist at
//! run time (a post's slug and date) are checked when the entry is built.

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use sitemap_core::{BaseUrl, LastMod, Sitemap, UrlSetWriter};

/// The fixed pages of the site.
#[derive(Sitemap)]
#[sitemap(changefreq = "monthly")]
enum Page {
    #[sitemap(path = "/", changefreq = "daily", priority = 1.0)]
    Home,
    #[sitemap(path = "/about", lastmod = "2023-11-20", priority = 0.3)]
    About,
    #[sitemap(path = "/tags/{name}/page/{page}", priority = 0.2)]
    Tag { name: &'static str, page: u32 },
    /// Behind a login: never in the sitemap.
    #[sitemap(skip)]
    Admin,
}

/// A blog post, as it would come from the database.
#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}", changefreq = "weekly", priority = 0.8)]
struct Post {
    slug: &'static str,
    #[sitemap(lastmod)]
    updated: LastMod,
    #[sitemap(skip)]
    title: &'static str,
}

const BASE: &str = "https://blog.example.com/";

/// The sample posts: slug, last change, title. `café-review` shows that slugs
/// are percent-encoded for the URL.
const POSTS: &[(&str, &str, &str)] = &[
    ("hello-world", "2024-01-15T09:30:00Z", "Hello, world"),
    (
        "rust-sitemaps",
        "2024-04-28T18:05:00+02:00",
        "Sitemaps checked by the compiler",
    ),
    ("caf\u{e9}-review", "2024-03-02", "A caf\u{e9} review"),
];

fn posts() -> Result<Vec<Post>, Box<dyn std::error::Error>> {
    POSTS
        .iter()
        .map(|&(slug, updated, title)| {
            Ok(Post {
                slug,
                updated: LastMod::parse(updated)?,
                title,
            })
        })
        .collect()
}

fn run(out_dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let base = BaseUrl::parse(BASE)?;
    let pages = [
        Page::Home,
        Page::About,
        Page::Admin,
        Page::Tag {
            name: "rust",
            page: 2,
        },
    ];
    let posts = posts()?;
    for post in &posts {
        println!("  {} ({})", post.to_url(&base)?.loc(), post.title);
    }

    std::fs::create_dir_all(out_dir)?;
    let target = out_dir.join("sitemap.xml");
    // Write next to the target and rename, so a failure never leaves half a file.
    let partial = out_dir.join(".sitemap.xml.partial");
    let mut writer = UrlSetWriter::new(BufWriter::new(File::create(&partial)?));
    // `Page::Admin` is marked skip, so it is left out.
    writer.write_pages(&base, &pages)?;
    writer.write_pages(&base, &posts)?;
    let (count, bytes) = (writer.entry_count(), writer.finished_size());
    writer
        .finish()?
        .into_inner()
        .map_err(|e| e.into_error())?
        .sync_all()?;
    std::fs::rename(&partial, &target)?;
    println!("wrote {} ({count} URLs, {} bytes)", target.display(), bytes);
    Ok(())
}

fn main() -> ExitCode {
    let Some(out_dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cargo run -p sitemap-examples --example blog -- <out-dir>");
        return ExitCode::from(2);
    };
    match run(&out_dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
