//! Types that know their own sitemap entry: the [`Sitemap`] trait that
//! `#[derive(Sitemap)]` implements, its error, and collecting entries.

use std::fmt;

use sitemap_rules::PathError;

use crate::{
    BaseUrl, ChangeFreq, ContentError, FacetError, LastMod, Loc, Priority, Url, UrlSet,
    UrlSetWriter, WriteError,
};

/// A value that is a page of a site and knows its sitemap entry.
///
/// Usually derived (see the `derive` feature and `#[derive(Sitemap)]`), but
/// it is an ordinary trait:
///
/// ```
/// use sitemap_core::{BaseUrl, Sitemap, ToUrlError, Url};
///
/// struct Home;
///
/// impl Sitemap for Home {
///     fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError> {
///         Ok(Url::new(base.join("/")?))
///     }
/// }
///
/// let base = BaseUrl::parse("https://example.com")?;
/// assert_eq!(Home.to_url(&base)?.loc().as_str(), "https://example.com/");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Sitemap {
    /// The entry of this page on the site at `base`.
    ///
    /// # Errors
    ///
    /// A [`ToUrlError`] when a run-time value cannot make a valid entry (an
    /// empty placeholder value, a URL over 2,048 characters, a date outside
    /// the years 0001..=9999) or the value is an enum variant marked
    /// `#[sitemap(skip)]`.
    fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError>;

    /// The pages of this type that need no values, which every site lists:
    /// a derived unit struct, or a derived enum's variants without fields
    /// that are not marked `#[sitemap(skip)]`. Empty unless derived.
    ///
    #[cfg_attr(feature = "derive", doc = "```")]
    #[cfg_attr(not(feature = "derive"), doc = "```ignore")]
    /// use sitemap_core::{BaseUrl, Sitemap, UrlSet};
    ///
    /// #[derive(Sitemap)]
    /// enum Route {
    ///     #[sitemap(path = "/")]
    ///     Home,
    ///     #[sitemap(path = "/about")]
    ///     About,
    ///     #[sitemap(path = "/posts/{slug}")]
    ///     Post { slug: String },
    ///     #[sitemap(skip)]
    ///     Admin,
    /// }
    ///
    /// let set = UrlSet::from_pages(&BaseUrl::parse("https://example.com")?, Route::static_pages())?;
    /// let locs: Vec<&str> = set.urls().iter().map(|u| u.loc().as_str()).collect();
    /// assert_eq!(locs, ["https://example.com/", "https://example.com/about"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn static_pages() -> Vec<Self>
    where
        Self: Sized,
    {
        Vec::new()
    }
}

impl<T: Sitemap + ?Sized> Sitemap for &T {
    fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError> {
        (**self).to_url(base)
    }
}

impl<T: Sitemap + ?Sized> Sitemap for Box<T> {
    fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError> {
        (**self).to_url(base)
    }
}

/// Why a value could not become a sitemap entry.
///
/// Boxed, so that `Result<Url, ToUrlError>` stays small on the success path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToUrlError(Box<ToUrlErrorInner>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct ToUrlErrorInner {
    item: &'static str,
    field: Option<&'static str>,
    kind: ToUrlErrorKind,
}

/// What went wrong in [`Sitemap::to_url`] or [`BaseUrl::join`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ToUrlErrorKind {
    /// The value is an enum variant marked `#[sitemap(skip)]`: it has no
    /// entry. [`UrlSet::from_pages`] and [`UrlSetWriter::write_pages`]
    /// leave such values out.
    Skipped,
    /// A placeholder in the path displayed as an empty string, which would
    /// change the page's path (`/posts/` for `/posts/{slug}`).
    EmptyPlaceholder,
    /// Placeholder values made a path segment `.` or `..` (or their
    /// percent-encoded forms), which URL resolution would remove.
    DotSegment {
        /// The value.
        value: String,
    },
    /// A placeholder value's `Display` implementation returned an error.
    DisplayFailed,
    /// A path given to [`BaseUrl::join`] breaks the path rule.
    Path(PathError),
    /// A value breaks its schema rule: the URL built is too long, a `loc`
    /// field is not an absolute http(s) URL, a date cannot be a lastmod.
    Value(FacetError),
    /// A field's typed extensions do not fit the entry: more than 1,000
    /// images, or a second news entry.
    Content(crate::ContentError),
}

impl ToUrlError {
    pub(crate) fn path(error: PathError) -> ToUrlError {
        ToUrlError::new("", None, ToUrlErrorKind::Path(error))
    }

    pub(crate) fn value(error: FacetError) -> ToUrlError {
        ToUrlError::new("", None, ToUrlErrorKind::Value(error))
    }

    pub(crate) fn new(
        item: &'static str,
        field: Option<&'static str>,
        kind: ToUrlErrorKind,
    ) -> ToUrlError {
        ToUrlError(Box::new(ToUrlErrorInner { item, field, kind }))
    }

    /// What went wrong.
    pub fn kind(&self) -> &ToUrlErrorKind {
        &self.0.kind
    }

    /// The type (or `Enum::Variant`) whose entry failed; empty for
    /// [`BaseUrl::join`].
    pub fn item(&self) -> &'static str {
        self.0.item
    }

    /// The field whose value failed, when one did.
    pub fn field(&self) -> Option<&'static str> {
        self.0.field
    }

    /// Whether the value simply has no entry (a skipped enum variant).
    pub fn is_skipped(&self) -> bool {
        matches!(self.0.kind, ToUrlErrorKind::Skipped)
    }
}

impl fmt::Display for ToUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ToUrlErrorInner { item, field, kind } = &*self.0;
        if !item.is_empty() {
            write!(f, "no sitemap entry for `{item}`")?;
            if let Some(field) = field {
                write!(f, " (field `{field}`)")?;
            }
            f.write_str(": ")?;
        }
        let placeholder = field.unwrap_or("?");
        match kind {
            ToUrlErrorKind::Skipped => f.write_str(
                "the variant is marked #[sitemap(skip)]; leave it out of the sitemap \
                 (UrlSet::from_pages and write_pages do)",
            ),
            ToUrlErrorKind::EmptyPlaceholder => write!(
                f,
                "the value for the placeholder `{{{placeholder}}}` is empty, which would change \
                 the page's path; give it a value or leave this item out"
            ),
            ToUrlErrorKind::DotSegment { value } => write!(
                f,
                "the placeholder `{{{placeholder}}}` makes the path segment `{value}`, which URL \
                 resolution removes; give it another value"
            ),
            ToUrlErrorKind::DisplayFailed => write!(
                f,
                "formatting the value for the placeholder `{{{placeholder}}}` failed (its Display \
                 implementation returned an error); fix that implementation"
            ),
            ToUrlErrorKind::Path(e) => e.fmt(f),
            ToUrlErrorKind::Value(e) => e.fmt(f),
            ToUrlErrorKind::Content(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ToUrlError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.0.kind {
            ToUrlErrorKind::Path(e) => Some(e),
            ToUrlErrorKind::Value(e) => Some(e),
            ToUrlErrorKind::Content(e) => Some(e),
            _ => None,
        }
    }
}

/// Why [`UrlSet::from_pages`] failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CollectError {
    /// An item's entry could not be built.
    Entry {
        /// Its position in the input (counting skipped items).
        index: usize,
        /// Why.
        error: ToUrlError,
    },
    /// The entries do not make a valid `<urlset>`: none at all, since a
    /// sitemap needs at least one URL.
    Content(ContentError),
}

impl fmt::Display for CollectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CollectError::Entry { index, error } => write!(f, "item {index}: {error}"),
            CollectError::Content(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CollectError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CollectError::Entry { error, .. } => Some(error),
            CollectError::Content(e) => Some(e),
        }
    }
}

impl UrlSet {
    /// The sitemap of every item on the site at `base`, in order. Items that
    /// are skipped enum variants are left out.
    ///
    /// # Errors
    ///
    /// The first item whose entry fails, with its index, or a
    /// [`ContentError`] when no entry is left (a `<urlset>` needs one).
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Sitemap, ToUrlError, Url, UrlSet};
    ///
    /// struct Page(&'static str);
    /// impl Sitemap for Page {
    ///     fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError> {
    ///         Ok(Url::new(base.join(self.0)?))
    ///     }
    /// }
    ///
    /// let base = BaseUrl::parse("https://example.com")?;
    /// let set = UrlSet::from_pages(&base, [Page("/"), Page("/about")])?;
    /// assert_eq!(set.urls().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_pages<I>(base: &BaseUrl, items: I) -> Result<UrlSet, CollectError>
    where
        I: IntoIterator,
        I::Item: Sitemap,
    {
        let mut urls = Vec::new();
        for (index, item) in items.into_iter().enumerate() {
            match item.to_url(base) {
                Ok(url) => urls.push(url),
                Err(error) if error.is_skipped() => {}
                Err(error) => return Err(CollectError::Entry { index, error }),
            }
        }
        UrlSet::new(urls).map_err(CollectError::Content)
    }
}

impl<W: std::io::Write> UrlSetWriter<W> {
    /// Writes the entry of every item on the site at `base`, leaving out
    /// skipped enum variants, and returns how many were written.
    ///
    /// # Errors
    ///
    /// [`WriteError::Entry`] for the first item whose entry fails (the items
    /// before it are written and the file can still be finished), or any
    /// error of [`UrlSetWriter::write`].
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Sitemap, ToUrlError, Url, UrlSetWriter};
    ///
    /// struct Page(&'static str);
    /// impl Sitemap for Page {
    ///     fn to_url(&self, base: &BaseUrl) -> Result<Url, ToUrlError> {
    ///         Ok(Url::new(base.join(self.0)?))
    ///     }
    /// }
    ///
    /// let base = BaseUrl::parse("https://example.com")?;
    /// let mut writer = UrlSetWriter::new(Vec::new());
    /// assert_eq!(writer.write_pages(&base, [Page("/"), Page("/about")])?, 2);
    /// let xml = String::from_utf8(writer.finish()?)?;
    /// assert!(xml.contains("<loc>https://example.com/about</loc>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write_pages<I>(&mut self, base: &BaseUrl, items: I) -> Result<usize, WriteError>
    where
        I: IntoIterator,
        I::Item: Sitemap,
    {
        let mut written = 0;
        for (index, item) in items.into_iter().enumerate() {
            match item.to_url(base) {
                Ok(url) => {
                    self.write(&url)?;
                    written += 1;
                }
                Err(error) if error.is_skipped() => {}
                Err(error) => return Err(WriteError::Entry { index, error }),
            }
        }
        Ok(written)
    }
}

/// The types a `#[sitemap(lastmod)]` field can have: [`LastMod`], the date
/// and time types of chrono, time and jiff behind the features of the same
/// names, and `Option` and references of those (`None` leaves `<lastmod>`
/// out).
///
/// Implement it for your own type to use it as a lastmod field.
///
/// ```
/// use sitemap_core::{FacetError, LastMod, LastModField};
///
/// struct Published { year: u16, month: u8, day: u8 }
///
/// impl LastModField for Published {
///     fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
///         let text = format!("{:04}-{:02}-{:02}", self.year, self.month, self.day);
///         LastMod::parse(&text).map(Some).map_err(Into::into)
///     }
/// }
///
/// let date = Published { year: 2024, month: 5, day: 1 }.to_lastmod()?;
/// assert_eq!(date.map(|d| d.to_string()).as_deref(), Some("2024-05-01"));
/// # Ok::<(), FacetError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a sitemap lastmod field",
    label = "a #[sitemap(lastmod)] field must be a LastMod or Option<LastMod>",
    note = "chrono, time and jiff types work with sitemap-core's features of the same names; \
            other types can implement `sitemap_core::LastModField`"
)]
pub trait LastModField {
    /// The value, or `None` to leave `<lastmod>` out.
    ///
    /// # Errors
    ///
    /// When the value cannot be written as a lastmod (a year outside
    /// 0001..=9999, an offset beyond ±14:00).
    fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError>;
}

/// The types a `#[sitemap(priority)]` field can have: [`Priority`] and
/// `Option<Priority>` (`None` leaves `<priority>` out).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a sitemap priority field",
    label = "a #[sitemap(priority)] field must be a Priority or Option<Priority>",
    note = "build one with `Priority::new(0.8)?`, which checks the 0.0..=1.0 range"
)]
pub trait PriorityField {
    /// The value, or `None` to leave `<priority>` out.
    fn to_priority(&self) -> Option<Priority>;
}

/// The types a `#[sitemap(changefreq)]` field can have: [`ChangeFreq`] and
/// `Option<ChangeFreq>` (`None` leaves `<changefreq>` out).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a sitemap changefreq field",
    label = "a #[sitemap(changefreq)] field must be a ChangeFreq or Option<ChangeFreq>",
    note = "parse a string with `ChangeFreq::parse`, which names the seven values"
)]
pub trait ChangeFreqField {
    /// The value, or `None` to leave `<changefreq>` out.
    fn to_changefreq(&self) -> Option<ChangeFreq>;
}

/// The types a `#[sitemap(loc)]` field can have: [`Loc`], and the string
/// types (`String`, `&str`, `Box<str>`, `Cow<str>`), which are checked by
/// [`Loc::parse`] when the entry is built.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a sitemap loc field",
    label = "a #[sitemap(loc)] field must be a Loc or a string holding an absolute URL",
    note = "other types can implement `sitemap_core::LocField`"
)]
pub trait LocField {
    /// The page's absolute URL.
    ///
    /// # Errors
    ///
    /// When the value is not an absolute http(s) URL of 12 to 2,048 characters.
    fn to_loc(&self) -> Result<Loc, FacetError>;
}

impl LastModField for LastMod {
    fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
        Ok(Some(*self))
    }
}

impl PriorityField for Priority {
    fn to_priority(&self) -> Option<Priority> {
        Some(*self)
    }
}

impl ChangeFreqField for ChangeFreq {
    fn to_changefreq(&self) -> Option<ChangeFreq> {
        Some(*self)
    }
}

impl LocField for Loc {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        Ok(self.clone())
    }
}

impl LocField for str {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        Loc::parse(self)
    }
}

impl LocField for String {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        self.as_str().to_loc()
    }
}

impl LocField for Box<str> {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        (**self).to_loc()
    }
}

impl LocField for std::borrow::Cow<'_, str> {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        (**self).to_loc()
    }
}

impl<T: LastModField> LastModField for Option<T> {
    fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
        self.as_ref().map_or(Ok(None), T::to_lastmod)
    }
}

impl<T: LastModField + ?Sized> LastModField for &T {
    fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
        (**self).to_lastmod()
    }
}

impl<T: PriorityField> PriorityField for Option<T> {
    fn to_priority(&self) -> Option<Priority> {
        self.as_ref().and_then(T::to_priority)
    }
}

impl<T: PriorityField + ?Sized> PriorityField for &T {
    fn to_priority(&self) -> Option<Priority> {
        (**self).to_priority()
    }
}

impl<T: ChangeFreqField> ChangeFreqField for Option<T> {
    fn to_changefreq(&self) -> Option<ChangeFreq> {
        self.as_ref().and_then(T::to_changefreq)
    }
}

impl<T: ChangeFreqField + ?Sized> ChangeFreqField for &T {
    fn to_changefreq(&self) -> Option<ChangeFreq> {
        (**self).to_changefreq()
    }
}

impl<T: LocField + ?Sized> LocField for &T {
    fn to_loc(&self) -> Result<Loc, FacetError> {
        (**self).to_loc()
    }
}
