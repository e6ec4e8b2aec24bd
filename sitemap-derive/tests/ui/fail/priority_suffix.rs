use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = 0.5f32)]
struct Page;

fn main() {}
