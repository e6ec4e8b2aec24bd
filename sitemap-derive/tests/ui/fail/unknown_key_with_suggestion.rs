use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x", chagefreq = "daily")]
struct Page;

fn main() {}
