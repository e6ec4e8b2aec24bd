//! `#[derive(Sitemap)]` on axum-extra `TypedPath` routes: the path is the one
//! in `#[typed_path]`, written once, checked and filled as `path = ...` is,
//! with values percent-encoded where axum-extra's `to_uri` leaves `[`, `|`
//! and `^` as they are.

use axum_extra::routing::TypedPath;
use serde::Deserialize;
use sitemap_core::{BaseUrl, Sitemap};

#[derive(Sitemap, TypedPath, Deserialize)]
#[typed_path("/users/{id}/posts/{slug}")]
#[sitemap(changefreq = "weekly")]
struct UserPost {
    id: u32,
    slug: String,
}

#[derive(Sitemap, TypedPath, Deserialize)]
#[typed_path("/files/{*path}")]
struct File {
    path: String,
}

/// A tuple struct: the captures fill the fields in order, whatever their
/// names, as TypedPath fills them.
#[derive(Sitemap, TypedPath, Deserialize)]
#[typed_path("/archive/{year}/{month}")]
struct Month(u16, u8);

#[derive(Sitemap, TypedPath)]
#[typed_path("/about")]
struct About;

fn base() -> BaseUrl {
    BaseUrl::parse("https://example.com").unwrap()
}

#[test]
fn the_route_s_path_is_the_entry_s_path() {
    let post = UserPost {
        id: 7,
        slug: "hello world".into(),
    };
    let url = post.to_url(&base()).unwrap();
    assert_eq!(
        url.loc().as_str(),
        "https://example.com/users/7/posts/hello%20world"
    );
    assert_eq!(url.changefreq().map(|c| c.as_str()), Some("weekly"));
    // The same path as axum-extra's, where axum-extra's is a valid URL.
    assert_eq!(post.to_uri().path(), "/users/7/posts/hello%20world");

    assert_eq!(
        Month(2024, 5).to_url(&base()).unwrap().loc().as_str(),
        "https://example.com/archive/2024/5"
    );
    assert_eq!(
        About.to_url(&base()).unwrap().loc().as_str(),
        "https://example.com/about"
    );
}

#[test]
fn values_are_encoded_where_to_uri_leaves_them_raw() {
    let post = UserPost {
        id: 1,
        slug: "a[b]|c^d/é".into(),
    };
    let url = post.to_url(&base()).unwrap();
    assert_eq!(
        url.loc().as_str(),
        "https://example.com/users/1/posts/a%5Bb%5D%7Cc%5Ed%2F%C3%A9"
    );
}

#[test]
fn a_wildcard_keeps_its_slashes() {
    let file = File {
        path: "docs/read me.txt".into(),
    };
    assert_eq!(
        file.to_url(&base()).unwrap().loc().as_str(),
        "https://example.com/files/docs/read%20me.txt"
    );
    // A segment of the value cannot climb out of the route, nor be empty
    // (`//` would change the path).
    for path in ["docs/../secret", "/etc", "a//b", "a/", ""] {
        let file = File { path: path.into() };
        let error = file.to_url(&base()).unwrap_err();
        assert_eq!(error.field(), Some("path"), "{path}: {error}");
    }
}
