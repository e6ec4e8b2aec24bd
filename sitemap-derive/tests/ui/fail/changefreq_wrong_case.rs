use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", changefreq = "Daily")]
struct Page;

fn main() {}
