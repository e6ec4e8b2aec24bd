use sitemap_core::{BaseUrl, LastMod, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/date", lastmod = "2024-05-01")]
struct Date;

#[derive(Sitemap)]
#[sitemap(path = "/utc", lastmod = "2024-05-01T09:30:00Z")]
struct Utc;

#[derive(Sitemap)]
#[sitemap(path = "/offset", lastmod = "2024-05-01T09:30:00+02:00")]
struct Offset;

#[derive(Sitemap)]
#[sitemap(path = "/fraction", lastmod = "2024-05-01T09:30:00.5-05:30")]
struct Fraction;

fn check<T: Sitemap>(page: T, base: &BaseUrl, literal: &str) {
    let url = page.to_url(base).unwrap();
    // Written exactly as given: same precision and zone.
    assert_eq!(url.lastmod().unwrap().to_string(), literal);
    assert_eq!(url.lastmod(), Some(LastMod::parse(literal).unwrap()));
    assert_eq!(url.changefreq(), None);
    assert_eq!(url.priority(), None);
}

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    check(Date, &base, "2024-05-01");
    check(Utc, &base, "2024-05-01T09:30:00Z");
    check(Offset, &base, "2024-05-01T09:30:00+02:00");
    check(Fraction, &base, "2024-05-01T09:30:00.5-05:30");
}
