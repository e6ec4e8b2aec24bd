use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/x", lastmod = "2024-05-01")]
struct Post {
    #[sitemap(lastmod)]
    updated: LastMod,
}

fn main() {}
