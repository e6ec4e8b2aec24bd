//! Serve checked sitemaps from an axum app.
//!
//! The serving itself (sections paged from a database, streamed files,
//! gzip, `ETag` and `Last-Modified`, bounded producers) is
//! [`sitemap_serve`]'s, written against the `http` and tower types; this
//! crate mounts it in an axum [`Router`] and re-exports it,
//! so an axum app depends on this crate alone. Bring [`SitemapsRouter`]
//! (or [`PrebuiltRouter`]) into scope and call `router()`:
//!
//! ```
//! use sitemap_axum::{EntrySink, SectionFile, Section, SectionError, Sitemaps, SitemapsRouter};
//! use sitemap_core::{BaseUrl, Sitemap};
//!
//! #[derive(Sitemap)]
//! #[sitemap(path = "/posts/{slug}")]
//! struct Post {
//!     slug: String,
//! }
//!
//! /// The posts, from wherever the app keeps them.
//! struct Posts(Vec<String>);
//!
//! impl Section for Posts {
//!     fn name(&self) -> &str {
//!         "posts"
//!     }
//!     async fn count(&self) -> Result<u64, SectionError> {
//!         Ok(self.0.len() as u64)
//!     }
//!     async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
//!         let rows = self.0.iter().skip(file.offset as usize).take(file.len as usize);
//!         for slug in rows {
//!             sink.send_page(&Post { slug: slug.clone() }).await?;
//!         }
//!         Ok(())
//!     }
//! }
//!
//! let app: axum::Router = axum::Router::new().merge(
//!     Sitemaps::new(BaseUrl::parse("https://example.com")?)
//!         .section(Posts(vec!["hello".into(), "world".into()]))
//!         .router()?,
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use sitemap_serve::*;

use axum::Router;

/// Mounts [`Sitemaps`] (or a built [`SitemapService`]) in an axum router.
pub trait SitemapsRouter {
    /// An axum router serving the index, its `.gz`, every section file and
    /// (when asked) `/robots.txt`; merge it into the app's router.
    ///
    /// # Errors
    ///
    /// As [`Sitemaps::service`]: the [`ConfigError`] says what to change.
    fn router<S: Clone + Send + Sync + 'static>(self) -> Result<Router<S>, ConfigError>;
}

impl SitemapsRouter for Sitemaps {
    fn router<S: Clone + Send + Sync + 'static>(self) -> Result<Router<S>, ConfigError> {
        self.service()?.router()
    }
}

impl SitemapsRouter for SitemapService {
    fn router<S: Clone + Send + Sync + 'static>(self) -> Result<Router<S>, ConfigError> {
        let mut router =
            Router::new().route_service(&format!("{}/{{file}}", self.files_path()), self.clone());
        for path in self.exact_paths() {
            router = router.route_service(&path, self.clone());
        }
        Ok(router)
    }
}

/// Mounts a [`Prebuilt`] set in an axum router.
///
/// ```
/// use sitemap_axum::{Prebuilt, PrebuiltRouter};
/// use sitemap_core::site::SiteOptions;
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let prebuilt = Prebuilt::in_memory(SiteOptions::new(BaseUrl::parse("https://example.com")?));
/// prebuilt.generate((1..=3).map(|n| {
///     Url::new(Loc::parse(&format!("https://example.com/items/{n}")).unwrap())
/// }))?;
/// let app: axum::Router = axum::Router::new().merge(prebuilt.router());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait PrebuiltRouter {
    /// An axum router answering the index's path and, as a fallback, the
    /// generated files, whose names change from one generation to the
    /// next. Merge it into an app without a fallback of its own (another
    /// path gets a bare `404`, whatever its method); an app with its own
    /// fallback routes the index here and asks
    /// [`serves`](Prebuilt::serves) from its fallback.
    fn router<S: Clone + Send + Sync + 'static>(&self) -> Router<S>;
}

impl PrebuiltRouter for Prebuilt {
    fn router<S: Clone + Send + Sync + 'static>(&self) -> Router<S> {
        let index_path = self.index_path();
        Router::new()
            .route_service(&index_path, self.clone())
            .route_service(&format!("{index_path}.gz"), self.clone())
            .fallback_service(self.clone())
    }
}

/// Mounts an [`IndexNowKey`] in an axum router, at `/{key}.txt`.
///
/// ```
/// use sitemap_axum::{IndexNowKey, IndexNowKeyRouter};
///
/// let key = IndexNowKey::new("0123456789abcdef").expect("a key");
/// let app: axum::Router = axum::Router::new().merge(key.router());
/// ```
pub trait IndexNowKeyRouter {
    /// An axum router answering the key file's path.
    fn router<S: Clone + Send + Sync + 'static>(&self) -> Router<S>;
}

impl IndexNowKeyRouter for IndexNowKey {
    fn router<S: Clone + Send + Sync + 'static>(&self) -> Router<S> {
        Router::new().route_service(&self.path(), self.clone())
    }
}
