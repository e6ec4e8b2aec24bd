use sitemap_core::Sitemap;

#[derive(Sitemap)]
struct Page;

fn main() {}
