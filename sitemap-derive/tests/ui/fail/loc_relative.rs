use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(loc = "/about")]
struct Page;

fn main() {}
