use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", changefreq = weekly)]
struct Page;

fn main() {}
