use sitemap_core::Sitemap;

#[derive(Sitemap)]
struct Page {
    #[sitemap(loc)]
    url: String,
    #[sitemap(loc)]
    mirror: String,
}

fn main() {}
