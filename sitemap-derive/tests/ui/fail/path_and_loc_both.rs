use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", loc = "https://example.com/x")]
struct Page;

fn main() {}
