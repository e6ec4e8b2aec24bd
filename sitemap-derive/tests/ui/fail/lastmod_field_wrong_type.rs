use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(lastmod)]
    updated: String,
}

fn main() {}
