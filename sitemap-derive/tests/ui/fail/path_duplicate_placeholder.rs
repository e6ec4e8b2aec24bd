use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/{slug}/{slug}")]
struct Post {
    slug: String,
}

fn main() {}
