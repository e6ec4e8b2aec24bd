use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/docs/../admin")]
struct Page;

fn main() {}
