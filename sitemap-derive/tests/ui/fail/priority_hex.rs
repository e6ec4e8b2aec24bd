use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 0x1)]
struct Page;

fn main() {}
