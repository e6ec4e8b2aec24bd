use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/a//b")]
struct Page;

fn main() {}
