use sitemap_core::{BaseUrl, ChangeFreq, Sitemap};

#[derive(Sitemap)]
#[sitemap(path = "/always", changefreq = "always")]
struct Always;

#[derive(Sitemap)]
#[sitemap(path = "/hourly", changefreq = "hourly")]
struct Hourly;

#[derive(Sitemap)]
#[sitemap(path = "/daily", changefreq = "daily")]
struct Daily;

#[derive(Sitemap)]
#[sitemap(path = "/weekly", changefreq = "weekly")]
struct Weekly;

#[derive(Sitemap)]
#[sitemap(path = "/monthly", changefreq = "monthly")]
struct Monthly;

#[derive(Sitemap)]
#[sitemap(path = "/yearly", changefreq = "yearly")]
struct Yearly;

#[derive(Sitemap)]
#[sitemap(path = "/never", changefreq = "never")]
struct Never;

fn check<T: Sitemap>(page: T, base: &BaseUrl, text: &str, value: ChangeFreq) {
    let url = page.to_url(base).unwrap();
    assert_eq!(url.changefreq().unwrap().as_str(), text);
    assert_eq!(url.changefreq(), Some(value));
    assert_eq!(url.loc().as_str(), format!("https://example.com/{text}"));
}

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    check(Always, &base, "always", ChangeFreq::Always);
    check(Hourly, &base, "hourly", ChangeFreq::Hourly);
    check(Daily, &base, "daily", ChangeFreq::Daily);
    check(Weekly, &base, "weekly", ChangeFreq::Weekly);
    check(Monthly, &base, "monthly", ChangeFreq::Monthly);
    check(Yearly, &base, "yearly", ChangeFreq::Yearly);
    check(Never, &base, "never", ChangeFreq::Never);
}
