use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}", alternate(hreflang = "de", path = "/de/posts/{slugg}"))]
struct Post {
    slug: String,
}

fn main() {}
