#![deny(warnings, missing_docs)]
//! The derived impls compile without a single warning, in every shape, in a
//! module that denies warnings and requires documentation.

use std::fmt::Display;

use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Loc, Priority, Sitemap};

/// A unit struct.
#[derive(Sitemap)]
#[sitemap(
    path = "/",
    changefreq = "daily",
    priority = 1.0,
    lastmod = "2024-05-01"
)]
pub struct Home;

/// A named struct with optional value fields and a skipped field.
#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}")]
pub struct Post {
    /// The placeholder.
    pub slug: String,
    /// When it last changed.
    #[sitemap(lastmod)]
    pub updated: Option<LastMod>,
    /// How it ranks.
    #[sitemap(priority)]
    pub rank: Option<Priority>,
    /// How often it changes.
    #[sitemap(changefreq)]
    pub churn: Option<ChangeFreq>,
    /// Not part of the entry.
    #[sitemap(skip)]
    pub body: String,
}

/// A tuple struct.
#[derive(Sitemap)]
#[sitemap(path = "/archive/{0}/{1}", changefreq = "never")]
pub struct Archive(pub u16, pub u8);

/// An enum with every kind of variant.
#[derive(Sitemap)]
#[sitemap(changefreq = "monthly")]
pub enum Route {
    /// A unit variant.
    #[sitemap(path = "/about")]
    About,
    /// A tuple variant.
    #[sitemap(path = "/users/{0}", changefreq = "weekly")]
    User(u64),
    /// A named variant.
    #[sitemap(path = "/tags/{name}", priority = 0.3)]
    Tag {
        /// The tag.
        name: String,
    },
    /// A skipped unit variant.
    #[sitemap(skip)]
    Admin,
    /// A skipped variant with a field.
    #[sitemap(skip)]
    Draft {
        /// The draft's id.
        id: u32,
    },
}

/// A generic struct with a lifetime.
#[derive(Sitemap)]
#[sitemap(path = "/p/{slug}")]
pub struct Page<'a, T: Display> {
    /// The placeholder, borrowed.
    pub slug: &'a T,
}

/// A generic struct with a where clause.
#[derive(Sitemap)]
#[sitemap(path = "/w/{id}")]
pub struct Wrapped<I>
where
    I: Display,
{
    /// The placeholder.
    pub id: I,
}

/// A page whose URL comes from a `Loc` field.
#[derive(Sitemap)]
pub struct External {
    /// The whole URL.
    #[sitemap(loc)]
    pub url: Loc,
    /// When it last changed.
    #[sitemap(lastmod)]
    pub updated: LastMod,
    /// How it ranks.
    #[sitemap(priority)]
    pub rank: Priority,
    /// How often it changes.
    #[sitemap(changefreq)]
    pub churn: ChangeFreq,
}

/// A page whose URL comes from a borrowed string field.
#[derive(Sitemap)]
pub struct Borrowed<'a> {
    /// The whole URL.
    #[sitemap(loc)]
    pub url: &'a str,
}

/// A page whose URL is a literal.
#[derive(Sitemap)]
#[sitemap(loc = "https://docs.example.com/")]
pub struct Docs;

fn loc_of<T: Sitemap>(value: T, base: &BaseUrl) -> String {
    value.to_url(base).unwrap().loc().as_str().to_owned()
}

/// Checks the entries each type makes.
pub fn main() {
    let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

    let url = Home.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Daily));
    assert_eq!(url.priority(), Some(Priority::MAX));
    assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01");

    let post = Post {
        slug: "hello".into(),
        updated: Some(LastMod::parse("2024-05-01T09:30:00+02:00").unwrap()),
        rank: Some(Priority::new(0.8).unwrap()),
        churn: None,
        body: "text".into(),
    };
    assert_eq!(post.body, "text");
    let url = post.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/posts/hello");
    assert_eq!(
        url.lastmod().unwrap().to_string(),
        "2024-05-01T09:30:00+02:00"
    );
    assert_eq!(url.priority().unwrap().to_string(), "0.8");
    assert_eq!(url.changefreq(), None);

    assert_eq!(
        loc_of(Archive(2024, 5), &base),
        "https://example.com/archive/2024/5"
    );

    assert_eq!(loc_of(Route::About, &base), "https://example.com/about");
    let url = Route::User(7).to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/users/7");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Weekly));
    let url = Route::Tag {
        name: "rust".into(),
    }
    .to_url(&base)
    .unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/tags/rust");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Monthly));
    assert!(Route::Admin.to_url(&base).unwrap_err().is_skipped());
    let draft = Route::Draft { id: 1 };
    if let Route::Draft { id } = &draft {
        assert_eq!(*id, 1);
    }
    assert!(draft.to_url(&base).unwrap_err().is_skipped());

    let slug = 42;
    assert_eq!(
        loc_of(Page { slug: &slug }, &base),
        "https://example.com/p/42"
    );
    assert_eq!(
        loc_of(Wrapped { id: "x" }, &base),
        "https://example.com/w/x"
    );

    let external = External {
        url: Loc::parse("https://example.org/x").unwrap(),
        updated: LastMod::parse("2024-05-01").unwrap(),
        rank: Priority::MIN,
        churn: ChangeFreq::Yearly,
    };
    let url = external.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.org/x");
    assert_eq!(url.priority(), Some(Priority::MIN));
    assert_eq!(url.changefreq(), Some(ChangeFreq::Yearly));

    let text = String::from("https://example.org/y");
    assert_eq!(
        loc_of(Borrowed { url: &text }, &base),
        "https://example.org/y"
    );
    assert_eq!(loc_of(Docs, &base), "https://docs.example.com/");
}
