use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(lastmod, priority)]
    updated: LastMod,
}

fn main() {}
