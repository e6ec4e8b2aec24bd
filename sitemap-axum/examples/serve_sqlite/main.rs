//! An axum app whose sitemaps page through a SQLite table by key.
//!
//! ```text
//! cargo run -p sitemap-axum --example serve_sqlite
//! curl -s http://127.0.0.1:3000/sitemap.xml
//! ```
//!
//! `SITEMAP_ROWS` sets the table's size (120,000 by default), `SITEMAP_DB`
//! its file, `SITEMAP_ADDR` the address (`127.0.0.1:0` picks a free port);
//! the first line printed says where it listens.

mod products;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use axum::Router;
use axum_extra::routing::RouterExt;
use products::{Product, Products};
use sitemap_axum::{KeyPaged, Sitemaps, SitemapsRouter};
use sitemap_core::BaseUrl;

async fn product(Product { slug }: Product) -> String {
    format!("The page of {slug}\n")
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rows = match std::env::var("SITEMAP_ROWS") {
        Ok(rows) => rows.parse()?,
        Err(_) => 120_000,
    };
    let db = std::env::var_os("SITEMAP_DB").map_or_else(
        || std::env::temp_dir().join("sitemap-axum-example.sqlite"),
        PathBuf::from,
    );
    let addr: SocketAddr = std::env::var("SITEMAP_ADDR")
        .unwrap_or_else(|_| "127.0.0.1:3000".to_owned())
        .parse()?;
    products::create(&db, rows)?;

    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    // The address search engines reach, whatever the request's Host says.
    let base = BaseUrl::parse(&format!("http://{addr}"))?;
    let app = Router::new().typed_get(product).merge(
        Sitemaps::new(base)
            .section(KeyPaged::new(Products { db }))
            .robots_txt(true)
            // At most 8 files produced at once, so at most 8 blocking
            // threads and SQLite connections for them; a client that reads
            // nothing for 30 s gives its slot back.
            .max_concurrent_files(8)
            .stream_idle_timeout(Duration::from_secs(30))
            .router()?,
    );
    println!("listening on http://{addr} (index: http://{addr}/sitemap.xml)");
    axum::serve(listener, app).await?;
    Ok(())
}
