use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}", alternate(hreflang = "de_DE", path = "/de/posts/{slug}"))]
struct Post {
    slug: String,
}

fn main() {}
