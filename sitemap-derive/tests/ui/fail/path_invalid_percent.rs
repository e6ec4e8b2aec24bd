use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/100%")]
struct Page;

fn main() {}
