use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(lastmod)]
    created: LastMod,
    #[sitemap(lastmod)]
    updated: LastMod,
}

fn main() {}
