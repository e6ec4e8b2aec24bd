use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority)]
struct Page;

fn main() {}
