use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", changefreq = "weekley")]
struct Page;

fn main() {}
