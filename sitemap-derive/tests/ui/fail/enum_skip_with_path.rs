use sitemap_core::Sitemap;

#[derive(Sitemap)]
enum Route {
    #[sitemap(path = "/")]
    Home,
    #[sitemap(skip, path = "/x")]
    Admin,
}

fn main() {}
