use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", changefreq = "fortnightly")]
struct Page;

fn main() {}
