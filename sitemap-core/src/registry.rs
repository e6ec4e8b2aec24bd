//! The typed extensions, as the schemas declare them (`gen:extends`), and
//! the flat columns every tabular output writes a URL as.
//!
//! The generator writes the list from `schemas/`; everything that iterates
//! extensions (interned names, CSV and Parquet columns, counts) reads it
//! here, so a new extension schema needs no hand edit elsewhere.
//!
//! ```
//! use sitemap_core::registry::{self, FlatValue};
//! use sitemap_core::{Image, ImageLoc, Loc, Url};
//!
//! let fields: Vec<&str> = registry::typed_extensions().iter().map(|e| e.field()).collect();
//! assert_eq!(fields, ["images", "news", "videos", "alternates"]);
//!
//! let mut url = Url::new(Loc::parse("https://example.com/")?);
//! url.push_image(Image::new(ImageLoc::parse("https://example.com/a.jpg")?));
//! let columns = registry::flat_columns();
//! let row = registry::flat_row(&url);
//! let images = columns.iter().position(|c| c.name() == "images").unwrap();
//! assert_eq!(row[images], FlatValue::Text(Some("https://example.com/a.jpg".into())));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::borrow::Cow;

use crate::Url;

/// One typed extension: an element of another namespace the model keeps in
/// a field of [`Url`].
#[derive(Debug)]
pub struct TypedExtension {
    pub(crate) element: &'static str,
    pub(crate) namespace: &'static str,
    pub(crate) prefix: &'static str,
    pub(crate) field: &'static str,
    pub(crate) max: Option<u32>,
    pub(crate) count: fn(&Url) -> usize,
    /// Appends each value's key to the buffer, space-separated.
    pub(crate) keys: Option<fn(&Url, &mut String)>,
    /// The attribute an element must carry to be this extension
    /// (`xhtml:link` is an alternate with `hreflang` only).
    pub(crate) when_attribute: Option<&'static str>,
    /// Reads an element as this extension, with every check of its type.
    pub(crate) check: fn(&crate::Extension) -> Result<(), crate::ContentError>,
    /// The names of the elements its schema declares inside it, at any
    /// depth (`news:name` inside `news:publication`), and nowhere else.
    pub(crate) children: &'static [&'static str],
    /// What an element of this type holds that its schema does not declare
    /// and its typed reading passes over.
    pub(crate) undeclared: fn(&crate::Extension) -> Option<crate::support::Undeclared>,
    /// Whether its schema declares every element of its namespace an entry
    /// may hold (not XHTML's, which declares `link` only): another element
    /// of the namespace there is then undeclared.
    pub(crate) whole_namespace: bool,
}

impl TypedExtension {
    /// Whether `extension` is an element of this type (its namespace, name
    /// and, where it takes one, attribute).
    pub(crate) fn is_one(&self, extension: &crate::Extension) -> bool {
        extension.namespace() == Some(self.namespace)
            && extension.local_name() == self.element
            && self.when_attribute.is_none_or(|wanted| {
                extension
                    .attributes()
                    .iter()
                    .any(|(name, _)| name == wanted)
            })
    }

    /// Whether `extension` is one of this type's own children standing
    /// outside it (`image:loc` directly in `<url>`), where its schema has
    /// no declaration of it.
    pub(crate) fn is_own_child(&self, extension: &crate::Extension) -> bool {
        extension.namespace() == Some(self.namespace)
            && self.children.contains(&extension.local_name())
    }

    /// Whether `extension`, which is not of this type, is an element of
    /// its namespace its schema declares nowhere (`image:foo` in `<url>`).
    pub(crate) fn is_undeclared_of(&self, extension: &crate::Extension) -> bool {
        self.whole_namespace
            && extension.namespace() == Some(self.namespace)
            && extension.local_name() != self.element
            && !self.children.contains(&extension.local_name())
    }

    /// The element's local name (`image`).
    pub fn element(&self) -> &'static str {
        self.element
    }

    /// Its namespace URI.
    pub fn namespace(&self) -> &'static str {
        self.namespace
    }

    /// The prefix it is written with (`image`).
    pub fn prefix(&self) -> &'static str {
        self.prefix
    }

    /// The [`Url`] field holding its values (`images`), also the name of
    /// its column of keys and of its count in statistics.
    pub fn field(&self) -> &'static str {
        self.field
    }

    /// The most a URL may have, when the protocol caps it.
    pub fn max(&self) -> Option<u32> {
        self.max
    }

    /// How many values `url` has.
    pub fn count(&self, url: &Url) -> usize {
        (self.count)(url)
    }

    /// Whether a value has a key for a flat column: its first required
    /// URL (`image:loc`, `video:thumbnail_loc`), with the attribute that
    /// makes it typed (`hreflang=href` for alternates).
    pub fn has_keys(&self) -> bool {
        self.keys.is_some()
    }

    /// The keys of `url`'s values, space-separated (empty without any).
    pub fn keys(&self, url: &Url) -> String {
        let mut out = String::new();
        if let Some(keys) = self.keys {
            keys(url, &mut out);
        }
        out
    }
}

/// Every typed extension, in the schemas' order.
pub fn typed_extensions() -> &'static [TypedExtension] {
    crate::generated::TYPED_EXTENSIONS
}

/// What a flat column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnKind {
    /// Text, empty or null when absent.
    Text,
    /// A decimal number as written (`priority`), null when absent.
    Decimal,
    /// A count, never absent.
    Count,
}

/// A column of the flat shape of a URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlatColumn {
    name: Cow<'static, str>,
    kind: ColumnKind,
}

impl FlatColumn {
    /// Its name (`loc`, `image_count`, `images`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// What it holds.
    pub fn kind(&self) -> ColumnKind {
        self.kind
    }
}

/// One cell of a flat row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FlatValue<'a> {
    /// A text, `None` when absent.
    Text(Option<Cow<'a, str>>),
    /// A decimal as written, `None` when absent.
    Decimal(Option<String>),
    /// A count.
    Count(usize),
}

/// The flat columns of a URL, in order: `loc`, `lastmod`, `changefreq`,
/// `priority`, then for each typed extension `{element}_count` and, when
/// its values have keys, `{field}` (the keys, space-separated).
pub fn flat_columns() -> Vec<FlatColumn> {
    let column = |name: Cow<'static, str>, kind| FlatColumn { name, kind };
    let mut columns = vec![
        column("loc".into(), ColumnKind::Text),
        column("lastmod".into(), ColumnKind::Text),
        column("changefreq".into(), ColumnKind::Text),
        column("priority".into(), ColumnKind::Decimal),
    ];
    for extension in typed_extensions() {
        columns.push(column(
            format!("{}_count", extension.element).into(),
            ColumnKind::Count,
        ));
        if extension.has_keys() {
            columns.push(column(extension.field.into(), ColumnKind::Text));
        }
    }
    columns
}

/// `url` in [`flat_columns`]' order.
pub fn flat_row(url: &Url) -> Vec<FlatValue<'_>> {
    let mut row = vec![
        FlatValue::Text(Some(url.loc().as_str().into())),
        FlatValue::Text(url.lastmod().map(|l| l.to_string().into())),
        FlatValue::Text(url.changefreq().map(|c| c.to_string().into())),
        FlatValue::Decimal(url.priority().map(|p| p.to_string())),
    ];
    for extension in typed_extensions() {
        row.push(FlatValue::Count(extension.count(url)));
        if extension.has_keys() {
            let keys = extension.keys(url);
            row.push(FlatValue::Text((!keys.is_empty()).then_some(keys.into())));
        }
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Alternate, Href, Hreflang, Loc, Url};

    #[test]
    fn columns_and_rows_line_up_and_keys_carry_their_attribute() {
        let mut url = Url::new(Loc::parse("https://example.com/a").unwrap());
        for (lang, href) in [
            ("en", "https://example.com/a"),
            ("de", "https://example.de/a"),
        ] {
            url.push_alternate(Alternate::new(
                Hreflang::parse(lang).unwrap(),
                Href::parse(href).unwrap(),
            ));
        }
        let columns = flat_columns();
        let row = flat_row(&url);
        assert_eq!(columns.len(), row.len());
        let at = |name: &str| &row[columns.iter().position(|c| c.name() == name).unwrap()];
        assert_eq!(at("link_count"), &FlatValue::Count(2));
        assert_eq!(
            at("alternates"),
            &FlatValue::Text(Some(
                "en=https://example.com/a de=https://example.de/a".into()
            ))
        );
        assert_eq!(at("image_count"), &FlatValue::Count(0));
        assert_eq!(at("images"), &FlatValue::Text(None));
        // News has no URL of its own: a count, no keys.
        assert!(columns.iter().any(|c| c.name() == "news_count"));
        assert!(!columns.iter().any(|c| c.name() == "news"));
    }
}
