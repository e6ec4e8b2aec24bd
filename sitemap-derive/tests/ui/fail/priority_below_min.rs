use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = -0.1)]
struct Page;

fn main() {}
