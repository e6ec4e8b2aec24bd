use sitemap_core::{BaseUrl, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/p/{slug}")]
struct Page<T> {
    slug: T,
}

struct NotDisplay;

fn main() {
    let base = BaseUrl::parse("https://example.com").unwrap();
    let _ = Page { slug: NotDisplay }.to_url(&base);
}
