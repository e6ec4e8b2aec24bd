//! A section of a fixed list of pages: the home page, "about", the legal
//! pages, served without an `impl Section` of their own.

use sitemap_core::Sitemap;

use crate::section::{Section, SectionError, SectionFile};
use crate::sink::EntrySink;

/// A section serving a fixed list of pages, such as the unit variants of a
/// route enum, which the derive lists as
/// [`static_pages()`](sitemap_core::Sitemap::static_pages) (variants marked
/// `skip` left out).
///
/// ```
/// use sitemap_serve::{Sitemaps, StaticPages};
/// use sitemap_core::{BaseUrl, Sitemap};
///
/// #[derive(Sitemap)]
/// enum Route {
///     #[sitemap(path = "/")]
///     Home,
///     #[sitemap(path = "/about")]
///     About,
///     #[sitemap(path = "/posts/{id}")]
///     Post { id: u64 },
///     #[sitemap(skip)]
///     Admin,
/// }
///
/// // `/` and `/about`: the variants without fields that are not skipped.
/// let pages = StaticPages::<Route>::of("pages");
/// assert_eq!(pages.len(), 2);
/// let service = Sitemaps::new(BaseUrl::parse("https://example.com")?)
///     .section(pages)
///     .service()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct StaticPages<P> {
    name: String,
    pages: Vec<P>,
}

impl<P: Sitemap + Send + Sync + 'static> StaticPages<P> {
    /// The pages given, served as the section `name`.
    pub fn new(name: impl Into<String>, pages: impl IntoIterator<Item = P>) -> StaticPages<P> {
        StaticPages {
            name: name.into(),
            pages: pages.into_iter().collect(),
        }
    }

    /// Every page of `P` that needs no value: for a route enum, its unit
    /// variants not marked `skip`.
    pub fn of(name: impl Into<String>) -> StaticPages<P>
    where
        P: Sized,
    {
        StaticPages::new(name, P::static_pages())
    }

    /// How many pages it serves.
    pub fn len(&self) -> usize {
        self.pages.len()
    }

    /// Whether it serves none.
    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }
}

impl<P: Sitemap + Send + Sync + 'static> Section for StaticPages<P> {
    fn name(&self) -> &str {
        &self.name
    }

    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.pages.len() as u64)
    }

    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let start = usize::try_from(file.offset).unwrap_or(usize::MAX);
        let len = usize::try_from(file.len).unwrap_or(usize::MAX);
        for page in self.pages.iter().skip(start).take(len) {
            sink.send_page(page).await?;
        }
        Ok(())
    }
}
