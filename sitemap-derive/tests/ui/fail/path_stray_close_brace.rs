use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/slug}")]
struct Page;

fn main() {}
