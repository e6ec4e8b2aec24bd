//! `#[derive(Sitemap)]` on a Dioxus route enum: each variant's
//! `#[route(...)]` path is read, under the `#[nest(...)]`s open before it,
//! so a path is written once. (`route`, `nest` and `end_nest` are Dioxus's
//! `Routable` attributes; the derive reads them here without Dioxus, and
//! `dioxus_routes` in the derive's UI cases builds one with Dioxus's own
//! derive.)

use sitemap_core::{BaseUrl, Sitemap};

#[derive(Sitemap, Debug, PartialEq)]
#[allow(dead_code, reason = "routes of an app; the sitemap reads their paths")]
enum Route {
    #[route("/")]
    Home {},
    #[route("/about", About)]
    About {},
    #[nest("/blog")]
    #[route("/")]
    BlogList {},
    #[route("/:id")]
    BlogPost { id: u32 },
    #[nest("/:year")]
    #[route("/:slug")]
    Archived { year: u16, slug: String },
    #[end_nest]
    #[end_nest]
    #[route("/search?:q&:page")]
    Search { q: String, page: u32 },
    #[route("/:..segments")]
    #[sitemap(skip)]
    NotFound { segments: Vec<String> },
}

fn loc(route: &Route) -> String {
    route
        .to_url(&BaseUrl::parse("https://example.com").unwrap())
        .unwrap()
        .loc()
        .as_str()
        .to_owned()
}

#[test]
fn route_paths_are_read_under_their_nests() {
    assert_eq!(loc(&Route::Home {}), "https://example.com/");
    assert_eq!(loc(&Route::About {}), "https://example.com/about");
    assert_eq!(loc(&Route::BlogList {}), "https://example.com/blog/");
    assert_eq!(
        loc(&Route::BlogPost { id: 7 }),
        "https://example.com/blog/7"
    );
    assert_eq!(
        loc(&Route::Archived {
            year: 2024,
            slug: "caf\u{e9} & tea".to_owned()
        }),
        "https://example.com/blog/2024/caf%C3%A9%20%26%20tea"
    );
    assert_eq!(
        loc(&Route::Search {
            q: "a b&c".to_owned(),
            page: 2
        }),
        "https://example.com/search?q=a%20b%26c&page=2"
    );
    let skipped = Route::NotFound { segments: vec![] }
        .to_url(&BaseUrl::parse("https://example.com").unwrap())
        .unwrap_err();
    assert!(skipped.is_skipped());
    // The pages without values are the unit-like variants.
    assert_eq!(
        Route::static_pages(),
        [Route::Home {}, Route::About {}, Route::BlogList {}]
    );
}
