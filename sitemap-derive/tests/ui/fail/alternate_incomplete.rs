use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/", alternate(hreflang = "de"))]
struct Home;

#[derive(Sitemap)]
#[sitemap(path = "/", alternate(path = "/de/", hreflang = "de", hreflnag = "x"))]
struct Start;

#[derive(Sitemap)]
#[sitemap(path = "/", alternate(hreflang = "de", href = "/de/"))]
struct Relative;

fn main() {}
