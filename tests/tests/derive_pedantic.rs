//! The derived code in a user crate that denies warnings, missing docs and
//! clippy's pedantic group. `.ci/run` lints this file with
//! `cargo clippy --all-targets -- -D warnings`, so a lint in the generated
//! code fails CI; the test itself checks that the shapes work.
#![deny(warnings, missing_docs, clippy::pedantic)]

use std::borrow::Cow;
use std::fmt::Display;

use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Priority, Sitemap, UrlSet};

/// Every struct shape.
mod shapes {
    use super::{ChangeFreq, Cow, Display, LastMod, Priority, Sitemap};

    /// A unit struct with every literal.
    #[derive(Sitemap)]
    #[sitemap(path = "/", changefreq = "daily", priority = 1, lastmod = "2024-05-01")]
    pub(crate) struct Home;

    /// A named struct with field values.
    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}/{id}")]
    pub(crate) struct Post<'a> {
        /// Placeholder.
        pub slug: Cow<'a, str>,
        /// Placeholder.
        pub id: u64,
        /// Field value.
        #[sitemap(lastmod)]
        pub updated: Option<LastMod>,
        /// Field value.
        #[sitemap(priority)]
        pub rank: Priority,
        /// Field value.
        #[sitemap(changefreq)]
        pub churn: Option<ChangeFreq>,
        /// Left out.
        #[sitemap(skip)]
        pub draft: bool,
    }

    /// A generic tuple struct.
    #[derive(Sitemap)]
    #[sitemap(path = "/t/{0}", priority = 0.5)]
    pub(crate) struct Tagged<T: Display>(pub T);

    /// An enum of every variant shape, with an empty-field skipped variant.
    #[derive(Sitemap)]
    #[sitemap(changefreq = "weekly")]
    pub(crate) enum Route {
        /// Unit.
        #[sitemap(loc = "https://example.org/")]
        Elsewhere,
        /// Tuple.
        #[sitemap(path = "/u/{0}")]
        User(u32),
        /// Named, with a URL field.
        Mirror {
            /// The URL.
            #[sitemap(loc)]
            url: String,
        },
        /// Left out.
        #[sitemap(skip)]
        Hidden(u8),
    }

    /// An empty enum has no values, hence no entries.
    #[derive(Sitemap)]
    pub(crate) enum Never {}
}

#[test]
fn pedantic_shapes_build_entries() {
    use shapes::{Home, Post, Route, Tagged};

    let base = BaseUrl::parse("https://example.com/").unwrap();
    let post = Post {
        slug: Cow::Borrowed("a/b"),
        id: 3,
        updated: None,
        rank: Priority::MIN,
        churn: Some(ChangeFreq::Always),
        draft: false,
    };
    assert!(!post.draft);
    let urls = [
        Home.to_url(&base).unwrap(),
        post.to_url(&base).unwrap(),
        Tagged('x').to_url(&base).unwrap(),
        Route::Elsewhere.to_url(&base).unwrap(),
        Route::User(5).to_url(&base).unwrap(),
        Route::Mirror {
            url: "https://mirror.example/".to_owned(),
        }
        .to_url(&base)
        .unwrap(),
    ];
    let locs: Vec<&str> = urls.iter().map(|u| u.loc().as_str()).collect();
    assert_eq!(
        locs,
        [
            "https://example.com/",
            "https://example.com/posts/a%2Fb/3",
            "https://example.com/t/x",
            "https://example.org/",
            "https://example.com/u/5",
            "https://mirror.example/",
        ]
    );
    let hidden = Route::Hidden(1);
    if let Route::Hidden(code) = &hidden {
        assert_eq!(*code, 1);
    }
    assert!(hidden.to_url(&base).unwrap_err().is_skipped());
    let none: [shapes::Never; 0] = [];
    assert!(UrlSet::from_pages(&base, &none).is_err());
    assert_eq!(UrlSet::new(urls).unwrap().urls().len(), 6);
}
