use sitemap_core::{BaseUrl, Priority, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/a", priority = 0.0)]
struct ZeroPointZero;

#[derive(Sitemap)]
#[sitemap(path = "/b", priority = 1.0)]
struct OnePointZero;

#[derive(Sitemap)]
#[sitemap(path = "/c", priority = 1)]
struct One;

#[derive(Sitemap)]
#[sitemap(path = "/d", priority = 0)]
struct Zero;

#[derive(Sitemap)]
#[sitemap(path = "/e", priority = 0.123456789)]
struct ManyDigits;

#[derive(Sitemap)]
#[sitemap(path = "/f", priority = 0.123456789012345678)]
struct EighteenDigits;

#[derive(Sitemap)]
#[sitemap(path = "/g", priority = 0.50)]
struct TrailingZero;

#[derive(Sitemap)]
#[sitemap(path = "/h", priority = 0.8)]
struct PointEight;

fn written<T: Sitemap>(page: T, base: &BaseUrl) -> String {
    page.to_url(base).unwrap().priority().unwrap().to_string()
}

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    // The written form is canonical with at least one fraction digit.
    assert_eq!(written(ZeroPointZero, &base), "0.0");
    assert_eq!(written(OnePointZero, &base), "1.0");
    assert_eq!(written(One, &base), "1.0");
    assert_eq!(written(Zero, &base), "0.0");
    assert_eq!(written(ManyDigits, &base), "0.123456789");
    assert_eq!(written(EighteenDigits, &base), "0.123456789012345678");
    assert_eq!(written(TrailingZero, &base), "0.5");
    assert_eq!(written(PointEight, &base), "0.8");

    // The bounds are the type's own bounds.
    assert_eq!(Zero.to_url(&base).unwrap().priority(), Some(Priority::MIN));
    assert_eq!(One.to_url(&base).unwrap().priority(), Some(Priority::MAX));
    assert_eq!(ZeroPointZero.to_url(&base).unwrap().priority(), Some(Priority::MIN));
    assert_eq!(OnePointZero.to_url(&base).unwrap().priority(), Some(Priority::MAX));
    assert_eq!(
        PointEight.to_url(&base).unwrap().priority(),
        Some(Priority::new(0.8).unwrap())
    );
}
