use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x")]
struct Post {
    #[sitemap(priority)]
    rank: f64,
}

fn main() {}
