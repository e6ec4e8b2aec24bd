use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", weight = 3)]
struct Page;

fn main() {}
