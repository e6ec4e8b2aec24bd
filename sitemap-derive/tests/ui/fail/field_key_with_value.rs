use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(lastmod = "2024-05-01")]
    updated: LastMod,
}

fn main() {}
