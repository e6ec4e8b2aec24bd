use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 1.5)]
struct Page;

fn main() {}
