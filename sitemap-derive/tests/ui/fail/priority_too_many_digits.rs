use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 0.1234567890123456789)]
struct Page;

fn main() {}
