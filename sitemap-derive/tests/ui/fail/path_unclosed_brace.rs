use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug")]
struct Post {
    slug: String,
}

fn main() {}
