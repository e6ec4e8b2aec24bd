use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap]
struct Page;

fn main() {}
