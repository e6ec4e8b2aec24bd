use sitemap_core::Sitemap;

#[derive(Sitemap)]
enum Route {
    #[sitemap(path = "/")]
    Home,
    Admin,
}

fn main() {}
