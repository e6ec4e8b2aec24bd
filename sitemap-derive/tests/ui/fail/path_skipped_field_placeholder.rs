use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}/{draft}")]
struct Post {
    slug: String,
    #[sitemap(skip)]
    draft: String,
}

fn main() {}
