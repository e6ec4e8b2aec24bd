use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", lastmod = "2023-02-29")]
struct Page;

fn main() {}
