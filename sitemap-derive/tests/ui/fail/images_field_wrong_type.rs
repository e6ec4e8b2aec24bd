use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/gallery")]
struct Gallery {
    #[sitemap(images)]
    pictures: Vec<String>,
}

fn main() {}
