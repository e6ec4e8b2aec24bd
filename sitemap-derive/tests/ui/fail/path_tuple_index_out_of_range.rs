use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/a/{1}")]
struct Page(u32);

fn main() {}
