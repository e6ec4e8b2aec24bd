use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/x")]
enum Route {
    #[sitemap(path = "/")]
    Home,
}

fn main() {}
