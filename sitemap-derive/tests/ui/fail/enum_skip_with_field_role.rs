use sitemap_core::{LastMod, Sitemap};

#[derive(Sitemap)]
enum Route {
    #[sitemap(path = "/")]
    Home,
    #[sitemap(skip)]
    Draft {
        #[sitemap(lastmod)]
        updated: LastMod,
    },
}

fn main() {}
