use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 2.0, changefreq = "dayly", lastmod = "2024-13-01")]
struct Page;

fn main() {}
