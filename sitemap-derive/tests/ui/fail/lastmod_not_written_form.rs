use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", lastmod = "2024-05")]
struct Page;

fn main() {}
