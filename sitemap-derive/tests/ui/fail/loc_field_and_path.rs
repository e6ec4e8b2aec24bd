use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(loc)]
    url: String,
}

fn main() {}
