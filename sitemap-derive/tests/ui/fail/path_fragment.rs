use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/a#top")]
struct Page;

fn main() {}
