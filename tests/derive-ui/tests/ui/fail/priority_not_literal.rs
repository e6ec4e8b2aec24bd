use sitemap_core::Sitemap;

const HIGH: f64 = 0.9;

#[derive(Sitemap)]
#[sitemap(path = "/x", priority = HIGH)]
struct Page;

fn main() {
    let _ = HIGH;
}
