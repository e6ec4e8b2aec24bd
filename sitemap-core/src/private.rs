//! What `#[derive(Sitemap)]` expands to calls. Not a public API: it changes
//! with the macro, which is pinned to this crate's exact version.
//!
//! Literals were already checked at compile time by the same parsers that run
//! here (the macro crate links `sitemap-rules`), so the literal helpers cannot
//! fail in practice; they still return errors instead of panicking.

use std::fmt::{self, Display, Write as _};

use sitemap_rules::__private::encode_path_segment;

use crate::page::ToUrlErrorKind;
use crate::{
    Alternate, BaseUrl, ChangeFreq, ContentError, ExtensionsField, Href, Hreflang, LastMod, Loc,
    Priority, ToUrlError, Url,
};

/// Builds the URL of a path template: base, then literals and encoded
/// placeholder values in order.
pub struct UrlBuilder {
    item: &'static str,
    url: String,
    /// Where the path after the base starts (the base itself was checked).
    path_start: usize,
    /// Where the query starts, once a literal opened it.
    query_start: Option<usize>,
    /// Each path placeholder's field and byte range, to name the field of a
    /// dot segment.
    placed: Vec<(&'static str, usize, usize)>,
}

impl UrlBuilder {
    /// Starts at the base's origin and prefix.
    pub fn new(item: &'static str, base: &BaseUrl) -> UrlBuilder {
        let url = base.stem().to_owned();
        UrlBuilder {
            item,
            path_start: url.len(),
            url,
            query_start: None,
            placed: Vec::new(),
        }
    }

    /// Appends a piece of the template, as written.
    pub fn literal(&mut self, text: &'static str) -> Result<(), ToUrlError> {
        if self.query_start.is_none()
            && let Some(at) = text.find('?')
        {
            self.query_start = Some(self.url.len() + at);
        }
        self.url.push_str(text);
        Ok(())
    }

    /// Appends a field's value, percent-encoded as one path segment. An empty
    /// value is an error in the path (it would change the page's path), not
    /// in the query.
    pub fn placeholder<T: Display + ?Sized>(
        &mut self,
        field: &'static str,
        value: &T,
    ) -> Result<(), ToUrlError> {
        let start = self.url.len();
        write!(SegmentEncoder(&mut self.url), "{value}").map_err(|fmt::Error| {
            ToUrlError::new(self.item, Some(field), ToUrlErrorKind::DisplayFailed)
        })?;
        if self.query_start.is_none() {
            if self.url.len() == start {
                return Err(ToUrlError::new(
                    self.item,
                    Some(field),
                    ToUrlErrorKind::EmptyPlaceholder,
                ));
            }
            self.placed.push((field, start, self.url.len()));
        }
        Ok(())
    }

    /// Appends a field's value for a `{*wildcard}` (axum's), each of its
    /// `/`-separated segments percent-encoded and the `/` kept; an empty
    /// value is an error, as for a placeholder.
    pub fn wildcard<T: Display + ?Sized>(
        &mut self,
        field: &'static str,
        value: &T,
    ) -> Result<(), ToUrlError> {
        let start = self.url.len();
        write!(WildcardEncoder(&mut self.url), "{value}").map_err(|fmt::Error| {
            ToUrlError::new(self.item, Some(field), ToUrlErrorKind::DisplayFailed)
        })?;
        // An empty value, or an empty segment in it (`/x`, `a//b`, `a/`),
        // would change the page's path.
        if self.url[start..].split('/').any(str::is_empty) {
            return Err(ToUrlError::new(
                self.item,
                Some(field),
                ToUrlErrorKind::EmptyPlaceholder,
            ));
        }
        if self.query_start.is_none() {
            self.placed.push((field, start, self.url.len()));
        }
        Ok(())
    }

    /// The finished URL, checked as a `<loc>` (length, form). A dot segment
    /// can only come from placeholder values (literals and the base were
    /// checked for them), so it names the field.
    pub fn finish(self) -> Result<Loc, ToUrlError> {
        let path_end = self.query_start.unwrap_or(self.url.len());
        let mut segment_start = self.path_start;
        for segment in self.url[self.path_start..path_end].split('/') {
            let segment_end = segment_start + segment.len();
            if sitemap_rules::__private::is_dot_segment(segment) {
                let field = self
                    .placed
                    .iter()
                    .find(|(_, start, end)| *start < segment_end && *end > segment_start)
                    .map(|(field, _, _)| *field);
                return Err(ToUrlError::new(
                    self.item,
                    field,
                    ToUrlErrorKind::DotSegment {
                        value: segment.to_owned(),
                    },
                ));
            }
            segment_start = segment_end + 1;
        }
        Loc::parse(&self.url)
            .map_err(|e| ToUrlError::new(self.item, None, ToUrlErrorKind::Value(e)))
    }
}

/// Percent-encodes everything written through it as one path segment.
struct SegmentEncoder<'a>(&'a mut String);

impl fmt::Write for SegmentEncoder<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        encode_path_segment(s, self.0);
        Ok(())
    }
}

/// Percent-encodes everything written through it as path segments,
/// keeping each `/` between them.
struct WildcardEncoder<'a>(&'a mut String);

impl fmt::Write for WildcardEncoder<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for (n, segment) in s.split('/').enumerate() {
            if n > 0 {
                self.0.push('/');
            }
            encode_path_segment(segment, self.0);
        }
        Ok(())
    }
}

fn value_error(
    item: &'static str,
    field: Option<&'static str>,
    error: crate::FacetError,
) -> ToUrlError {
    ToUrlError::new(item, field, ToUrlErrorKind::Value(error))
}

/// A `loc = "..."` literal.
pub fn loc_literal(item: &'static str, text: &'static str) -> Result<Loc, ToUrlError> {
    Loc::parse(text).map_err(|e| value_error(item, None, e))
}

/// A `lastmod = "..."` literal.
pub fn lastmod_literal(item: &'static str, text: &'static str) -> Result<LastMod, ToUrlError> {
    LastMod::parse(text).map_err(|e| value_error(item, None, e))
}

/// A `priority = 0.8` literal, as its decimal digits.
pub fn priority_literal(item: &'static str, text: &'static str) -> Result<Priority, ToUrlError> {
    Priority::parse(text).map_err(|e| value_error(item, None, e))
}

/// A `changefreq = "..."` literal.
pub fn changefreq_literal(
    item: &'static str,
    text: &'static str,
) -> Result<ChangeFreq, ToUrlError> {
    ChangeFreq::parse(text).map_err(|e| value_error(item, None, e))
}

/// A `#[sitemap(loc)]` field.
pub fn loc_field(
    item: &'static str,
    field: &'static str,
    value: Result<Loc, crate::FacetError>,
) -> Result<Loc, ToUrlError> {
    value.map_err(|e| value_error(item, Some(field), e))
}

/// A `#[sitemap(lastmod)]` field's value (`LastModField::to_lastmod`, called
/// where the field is, so a type without it is reported there).
pub fn lastmod_field(
    item: &'static str,
    field: &'static str,
    value: Result<Option<LastMod>, crate::FacetError>,
) -> Result<Option<LastMod>, ToUrlError> {
    value.map_err(|e| value_error(item, Some(field), e))
}

/// The error of a variant marked `#[sitemap(skip)]`.
pub fn skipped(item: &'static str) -> ToUrlError {
    ToUrlError::new(item, None, ToUrlErrorKind::Skipped)
}

/// A typed extension value an entry holds, added with the entry's checks.
pub trait ExtensionValue: Clone {
    /// Adds it to `url`.
    ///
    /// # Errors
    ///
    /// When `url` has no room for it (a 1,001st image, a second news entry).
    fn push_into(self, url: &mut Url) -> Result<(), ContentError>;
}

// Each typed extension's impl is generated from its schema
// (`generated/mod.rs`).

/// Adds the values of a `#[sitemap(images)]`, `videos`, `news` or
/// `alternates` field to the entry, with its checks; the field is turned
/// into `dyn ExtensionsField` where it is, so a type without it is reported
/// there.
pub fn extension_field<T: ExtensionValue>(
    values: &dyn ExtensionsField<T>,
    url: &mut Url,
    item: &'static str,
    field: &'static str,
) -> Result<(), ToUrlError> {
    let mut result = Ok(());
    values.each_value(&mut |value| {
        if result.is_ok() {
            result = value.clone().push_into(url);
        }
    });
    result.map_err(|e| ToUrlError::new(item, Some(field), ToUrlErrorKind::Content(e)))
}

/// An `alternate(hreflang = "...", path | href = "...")` literal: its
/// language (checked when the crate compiled) and its address (an `href`
/// literal, or the URL built from its path), checked as an href.
pub fn alternate_literal(
    item: &'static str,
    hreflang: &'static str,
    href: &str,
) -> Result<Alternate, ToUrlError> {
    let hreflang = Hreflang::parse(hreflang).map_err(|e| value_error(item, None, e))?;
    let href = Href::parse(href).map_err(|e| value_error(item, None, e))?;
    Ok(Alternate::new(hreflang, href))
}
