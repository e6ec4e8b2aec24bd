use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x/{slug}")]
struct Page;

fn main() {}
