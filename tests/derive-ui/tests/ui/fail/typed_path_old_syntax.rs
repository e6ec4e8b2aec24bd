use axum_extra::routing::TypedPath;
use serde::Deserialize;
use sitemap_core::Sitemap;

// axum 0.7's capture syntax: axum-extra 0.12 keeps it as literal text, so
// every entry would get the same URL.
#[derive(Sitemap, TypedPath, Deserialize)]
#[typed_path("/users/:id/files/*rest")]
struct UserFile {
    id: u32,
    rest: String,
}

fn main() {}
