//! The blog's pages. Each path is written once: in `#[typed_path]` for the
//! pages with values (the derive reads it), and in `#[sitemap(path)]` for
//! the fixed pages, which the router mounts from the same enum.

use axum_extra::routing::TypedPath;
use sitemap_core::Sitemap;

/// A post: `/posts/{id}`.
#[derive(TypedPath, Sitemap, serde::Deserialize)]
#[typed_path("/posts/{id}")]
pub(crate) struct PostPage {
    pub(crate) id: i64,
}

/// A tag's list of posts: `/tags/{name}`.
#[derive(TypedPath, Sitemap, serde::Deserialize)]
#[typed_path("/tags/{name}")]
pub(crate) struct TagPage {
    pub(crate) name: String,
}

/// The fixed pages: the unit variants are the sitemap's `pages` section
/// (`StaticPages`) and the router's fixed routes; `Admin` is left out of
/// both.
#[derive(Sitemap, Clone, Copy, Debug)]
pub(crate) enum Fixed {
    #[sitemap(path = "/", changefreq = "daily", priority = 1.0)]
    Home,
    #[sitemap(path = "/about", lastmod = "2024-05-01")]
    About,
    #[sitemap(path = "/archive")]
    Archive,
    #[sitemap(path = "/contact")]
    Contact,
    /// Behind a login elsewhere: never listed, never mounted here.
    #[sitemap(skip)]
    #[allow(dead_code, reason = "shows a page the sitemap skips")]
    Admin,
}

impl Fixed {
    /// The page's path, from its sitemap entry: what the router mounts.
    pub(crate) fn path(self) -> Option<String> {
        let base = sitemap_core::BaseUrl::parse("http://localhost").expect("a base");
        let url = self.to_url(&base).ok()?;
        Some(url.loc().as_str()["http://localhost".len()..].to_owned())
    }
}
