use axum_extra::routing::TypedPath;
use serde::Deserialize;
use sitemap_core::Sitemap;

#[derive(Sitemap, TypedPath, Deserialize)]
#[typed_path("/users/{id}")]
#[sitemap(path = "/users/{id}")]
struct User {
    id: u32,
}

fn main() {}
