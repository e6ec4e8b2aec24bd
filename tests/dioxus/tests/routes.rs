//! `#[derive(Routable, Sitemap)]` on one enum: the derive reads each
//! variant's `#[route]` under its `#[nest]`s, and every entry's path is
//! the one Dioxus's own derive makes for the same value (its `Display`).

#![allow(non_snake_case, reason = "Dioxus components are named like types")]

use dioxus::prelude::*;
use sitemap_core::{BaseUrl, Sitemap};

#[derive(Routable, Sitemap, Clone, PartialEq, Debug)]
enum Route {
    #[route("/")]
    Home {},
    #[route("/about")]
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

#[component]
fn Home() -> Element {
    rsx! { "home" }
}
#[component]
fn About() -> Element {
    rsx! { "about" }
}
#[component]
fn BlogList() -> Element {
    rsx! { "posts" }
}
#[component]
fn BlogPost(id: u32) -> Element {
    rsx! { "post {id}" }
}
#[component]
fn Archived(year: u16, slug: String) -> Element {
    rsx! { "{year} {slug}" }
}
#[component]
fn Search(q: String, page: u32) -> Element {
    rsx! { "{q} {page}" }
}
#[component]
fn NotFound(segments: Vec<String>) -> Element {
    rsx! { "not found: {segments:?}" }
}

#[test]
fn every_entry_is_at_the_path_dioxus_routes() {
    let base = BaseUrl::parse("https://example.com").unwrap();
    let routes = [
        Route::Home {},
        Route::About {},
        Route::BlogList {},
        Route::BlogPost { id: 7 },
        Route::Archived {
            year: 2024,
            slug: "hello".to_owned(),
        },
        Route::Search {
            q: "rust".to_owned(),
            page: 2,
        },
    ];
    for route in routes {
        let loc = route.to_url(&base).unwrap().loc().as_str().to_owned();
        let path = loc.strip_prefix("https://example.com").unwrap();
        assert_eq!(path, route.to_string(), "{route:?}");
    }
    let not_found = Route::NotFound { segments: vec!["x".to_owned()] };
    assert!(not_found.to_url(&base).unwrap_err().is_skipped());
    assert_eq!(
        Route::static_pages(),
        [Route::Home {}, Route::About {}, Route::BlogList {}]
    );
}
