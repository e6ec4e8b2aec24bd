use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 0.5, priority = 0.8)]
struct Page;

fn main() {}
