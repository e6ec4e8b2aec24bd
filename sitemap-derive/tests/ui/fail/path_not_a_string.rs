// `path = 5` is reported once, without a follow-on "no URL" error.
use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = 5)]
struct Page;

fn main() {}
