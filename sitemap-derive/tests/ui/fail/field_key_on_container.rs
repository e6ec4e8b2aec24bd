use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x")]
#[sitemap(skip)]
struct Page;

fn main() {}
