use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/café")]
struct Page;

fn main() {}
