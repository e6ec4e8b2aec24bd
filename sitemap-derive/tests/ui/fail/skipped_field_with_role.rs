use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(skip, lastmod)]
    updated: LastMod,
}

fn main() {}
