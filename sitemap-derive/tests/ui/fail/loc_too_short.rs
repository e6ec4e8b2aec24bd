use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(loc = "http://a.b/")]
struct Page;

fn main() {}
