use sitemap_core::{BaseUrl, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/archive/{0}/{1}")]
struct Archive(u16, u8);

#[derive(Sitemap)]
#[sitemap(path = "/search?year={0}", changefreq = "daily")]
struct Search(u16);

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    let url = Archive(2024, 5).to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/archive/2024/5");
    assert_eq!(url.lastmod(), None);
    assert_eq!(url.changefreq(), None);
    assert_eq!(url.priority(), None);

    let prefixed = BaseUrl::parse("https://example.com/blog/").unwrap();
    let url = Archive(1999, 12).to_url(&prefixed).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/blog/archive/1999/12");

    let url = Search(2024).to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/search?year=2024");
    assert_eq!(url.changefreq().unwrap().as_str(), "daily");
}
