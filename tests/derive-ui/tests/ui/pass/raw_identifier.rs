use sitemap_core::Sitemap;

#[derive(Sitemap)]
#[sitemap(path = "/kinds/{type}/{match}")]
struct Kind {
    r#type: String,
    r#match: u32,
}

#[derive(Sitemap)]
enum Route {
    #[sitemap(path = "/t/{type}")]
    Typed { r#type: &'static str },
}

fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    let kind = Kind { r#type: "post".into(), r#match: 3 };
    assert_eq!(
        kind.to_url(&base).unwrap().loc().as_str(),
        "https://example.com/kinds/post/3"
    );

    let route = Route::Typed { r#type: "page" };
    assert_eq!(
        route.to_url(&base).unwrap().loc().as_str(),
        "https://example.com/t/page"
    );
}
