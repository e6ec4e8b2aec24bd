use sitemap_core::Sitemap;

#[derive(Sitemap)]
union U {
    a: u32,
}

fn main() {}
