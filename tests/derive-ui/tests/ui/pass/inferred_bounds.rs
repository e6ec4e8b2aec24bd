//! Bounds are inferred from how a field is used, as serde infers them: the
//! definitions need none.

use sitemap_core::{BaseUrl, Image, ImageLoc, LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/p/{slug}/{id}")]
struct Page<T, I> {
    slug: T,
    id: I,
}

#[derive(Sitemap)]
#[sitemap(path = "/gallery/{name}")]
struct Gallery<N, P, L> {
    name: N,
    #[sitemap(images)]
    pictures: P,
    #[sitemap(lastmod)]
    updated: L,
}

#[derive(Sitemap)]
enum Route<S> {
    #[sitemap(path = "/tags/{0}")]
    Tag(S),
    #[sitemap(path = "/")]
    Home,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let base = BaseUrl::parse("https://example.com")?;
    let page = Page { slug: "a b", id: 7u8 };
    assert_eq!(page.to_url(&base)?.loc().as_str(), "https://example.com/p/a%20b/7");
    let gallery = Gallery {
        name: String::from("sea"),
        pictures: vec![Image::new(ImageLoc::parse("https://example.com/a.jpg")?)],
        updated: Some(LastMod::parse("2024-05-01")?),
    };
    let url = gallery.to_url(&base)?;
    assert_eq!(url.images().len(), 1);
    assert!(url.lastmod().is_some());
    assert_eq!(Route::Tag(3).to_url(&base)?.loc().as_str(), "https://example.com/tags/3");
    assert_eq!(Route::<u8>::static_pages().len(), 1);
    Ok(())
}
