use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", lastmod = "yesterday")]
struct Page;

fn main() {}
