// The dropped `loc` mark is reported once, without a follow-on "no URL" error.
use sitemap_core::Sitemap;

#[derive(Sitemap)]
struct Page {
    #[sitemap(skip, loc)]
    url: String,
}

fn main() {}
