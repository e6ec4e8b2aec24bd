use sitemap_core::Sitemap;

struct Slug;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}")]
struct Post {
    slug: Slug,
}

fn main() {}
