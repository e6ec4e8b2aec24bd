use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", lastmod = "2024-05-01T10:00:00")]
struct Page;

fn main() {}
