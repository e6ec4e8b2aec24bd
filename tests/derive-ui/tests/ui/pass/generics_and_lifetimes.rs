use std::fmt::Display;

use sitemap_core::{BaseUrl, LastMod, LastModField, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/p/{slug}")]
struct Page<'a, T: std::fmt::Display> {
    slug: &'a T,
}

#[derive(Sitemap)]
#[sitemap(path = "/w/{id}/{name}", changefreq = "daily")]
struct Where<'a, I, N>
where
    I: Display,
    N: Display + ?Sized,
{
    id: I,
    name: &'a N,
}

#[derive(Sitemap)]
#[sitemap(path = "/stamped/{id}")]
struct Stamped<L>
where
    L: LastModField,
{
    id: u32,
    #[sitemap(lastmod)]
    at: L,
}

#[derive(Sitemap)]
#[sitemap(path = "/chunk/{0}")]
struct Chunk<const N: usize>(usize, #[sitemap(skip)] [u8; N]);

fn loc_of<T: Sitemap>(value: &T, base: &BaseUrl) -> String {
    value.to_url(base).unwrap().loc().as_str().to_owned()
}

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    let slug = String::from("hello world");
    let page = Page { slug: &slug };
    assert_eq!(loc_of(&page, &base), "https://example.com/p/hello%20world");

    let number = 42u64;
    let page = Page { slug: &number };
    assert_eq!(loc_of(&page, &base), "https://example.com/p/42");

    let page: Where<'_, i32, str> = Where { id: -7, name: "a/b" };
    let url = page.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/w/-7/a%2Fb");
    assert_eq!(url.changefreq().unwrap().as_str(), "daily");

    let stamped = Stamped { id: 1, at: LastMod::parse("2024-05-01").unwrap() };
    let url = stamped.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/stamped/1");
    assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01");

    let stamped: Stamped<Option<LastMod>> = Stamped { id: 2, at: None };
    assert_eq!(stamped.to_url(&base).unwrap().lastmod(), None);

    let chunk = Chunk(3, [0u8; 4]);
    assert_eq!(chunk.1.len(), 4);
    assert_eq!(loc_of(&chunk, &base), "https://example.com/chunk/3");

    // Through the blanket impls for references and boxes.
    let boxed: Box<dyn Sitemap> = Box::new(Chunk::<0>(9, []));
    assert_eq!(loc_of(&boxed, &base), "https://example.com/chunk/9");
}
