use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slg}")]
struct Post {
    slug: String,
}

fn main() {}
