use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(loc = "ftp://example.com/file")]
struct Page;

fn main() {}
