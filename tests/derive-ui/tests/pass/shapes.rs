//! Each module is one shape the derive accepts; its `main` checks the
//! entries it makes.

mod enums {
    use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(changefreq = "monthly", priority = 0.5)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        #[sitemap(path = "/news", changefreq = "hourly", priority = 0.9)]
        News,
        #[sitemap(path = "/archive/{0}/{1}")]
        Archive(u16, u8),
        #[sitemap(path = "/tags/{name}/page/{page}", lastmod = "2024-05-01")]
        Tag { name: String, page: u32 },
        #[sitemap(loc = "https://docs.example.com/")]
        Docs,
        External {
            #[sitemap(loc)]
            url: String,
            #[sitemap(changefreq)]
            churn: Option<ChangeFreq>,
            #[sitemap(lastmod)]
            updated: LastMod,
        },
        #[sitemap(skip)]
        Admin,
        #[sitemap(skip)]
        Draft { id: u32 },
    }

    #[derive(Sitemap)]
    enum Empty {}

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        let url = Route::Home.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/");
        assert_eq!(url.changefreq().unwrap().as_str(), "monthly");
        assert_eq!(url.priority().unwrap().to_string(), "0.5");
        assert_eq!(url.lastmod(), None);

        // The variant's own changefreq and priority override the enum's defaults.
        let url = Route::News.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/news");
        assert_eq!(url.changefreq().unwrap().as_str(), "hourly");
        assert_eq!(url.priority().unwrap().to_string(), "0.9");

        let url = Route::Archive(2024, 5).to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/archive/2024/5");
        assert_eq!(url.changefreq().unwrap().as_str(), "monthly");

        let tag = Route::Tag {
            name: "a b/c".into(),
            page: 2,
        };
        let url = tag.to_url(&base).unwrap();
        assert_eq!(
            url.loc().as_str(),
            "https://example.com/tags/a%20b%2Fc/page/2"
        );
        assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01");

        let url = Route::Docs.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://docs.example.com/");

        // A changefreq field replaces the enum's default: None leaves it out. The
        // enum's priority still applies, as the variant gives none.
        let external = Route::External {
            url: "https://example.org/x".into(),
            churn: None,
            updated: LastMod::parse("2024-05-01T09:30:00Z").unwrap(),
        };
        let url = external.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.org/x");
        assert_eq!(url.changefreq(), None);
        assert_eq!(url.priority().unwrap().to_string(), "0.5");
        assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01T09:30:00Z");

        let external = Route::External {
            url: "https://example.org/y".into(),
            churn: Some(ChangeFreq::Never),
            updated: LastMod::parse("2024-05-01").unwrap(),
        };
        assert_eq!(
            external.to_url(&base).unwrap().changefreq(),
            Some(ChangeFreq::Never)
        );

        assert!(Route::Admin.to_url(&base).unwrap_err().is_skipped());
        let draft = Route::Draft { id: 1 };
        if let Route::Draft { id } = &draft {
            assert_eq!(*id, 1);
        }
        assert!(draft.to_url(&base).unwrap_err().is_skipped());

        let _ = |empty: &Empty, base: &BaseUrl| empty.to_url(base);
    }
}

mod every_changefreq {
    use sitemap_core::{BaseUrl, ChangeFreq, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/always", changefreq = "always")]
    struct Always;

    #[derive(Sitemap)]
    #[sitemap(path = "/hourly", changefreq = "hourly")]
    struct Hourly;

    #[derive(Sitemap)]
    #[sitemap(path = "/daily", changefreq = "daily")]
    struct Daily;

    #[derive(Sitemap)]
    #[sitemap(path = "/weekly", changefreq = "weekly")]
    struct Weekly;

    #[derive(Sitemap)]
    #[sitemap(path = "/monthly", changefreq = "monthly")]
    struct Monthly;

    #[derive(Sitemap)]
    #[sitemap(path = "/yearly", changefreq = "yearly")]
    struct Yearly;

    #[derive(Sitemap)]
    #[sitemap(path = "/never", changefreq = "never")]
    struct Never;

    fn check<T: Sitemap>(page: T, base: &BaseUrl, text: &str, value: ChangeFreq) {
        let url = page.to_url(base).unwrap();
        assert_eq!(url.changefreq().unwrap().as_str(), text);
        assert_eq!(url.changefreq(), Some(value));
        assert_eq!(url.loc().as_str(), format!("https://example.com/{text}"));
    }

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        check(Always, &base, "always", ChangeFreq::Always);
        check(Hourly, &base, "hourly", ChangeFreq::Hourly);
        check(Daily, &base, "daily", ChangeFreq::Daily);
        check(Weekly, &base, "weekly", ChangeFreq::Weekly);
        check(Monthly, &base, "monthly", ChangeFreq::Monthly);
        check(Yearly, &base, "yearly", ChangeFreq::Yearly);
        check(Never, &base, "never", ChangeFreq::Never);
    }
}

mod every_lastmod_form {
    use sitemap_core::{BaseUrl, LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/date", lastmod = "2024-05-01")]
    struct Date;

    #[derive(Sitemap)]
    #[sitemap(path = "/utc", lastmod = "2024-05-01T09:30:00Z")]
    struct Utc;

    #[derive(Sitemap)]
    #[sitemap(path = "/offset", lastmod = "2024-05-01T09:30:00+02:00")]
    struct Offset;

    #[derive(Sitemap)]
    #[sitemap(path = "/fraction", lastmod = "2024-05-01T09:30:00.5-05:30")]
    struct Fraction;

    fn check<T: Sitemap>(page: T, base: &BaseUrl, literal: &str) {
        let url = page.to_url(base).unwrap();
        // Written exactly as given: same precision and zone.
        assert_eq!(url.lastmod().unwrap().to_string(), literal);
        assert_eq!(url.lastmod(), Some(LastMod::parse(literal).unwrap()));
        assert_eq!(url.changefreq(), None);
        assert_eq!(url.priority(), None);
    }

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        check(Date, &base, "2024-05-01");
        check(Utc, &base, "2024-05-01T09:30:00Z");
        check(Offset, &base, "2024-05-01T09:30:00+02:00");
        check(Fraction, &base, "2024-05-01T09:30:00.5-05:30");
    }
}

mod generics_and_lifetimes {
    use std::fmt::Display;

    use sitemap_core::{BaseUrl, LastMod, LastModField, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/p/{slug}")]
    struct Page<'a, T: std::fmt::Display> {
        slug: &'a T,
    }

    #[derive(Sitemap)]
    #[sitemap(path = "/w/{id}/{name}", changefreq = "daily")]
    struct Where<'a, I, N>
    where
        I: Display,
        N: Display + ?Sized,
    {
        id: I,
        name: &'a N,
    }

    #[derive(Sitemap)]
    #[sitemap(path = "/stamped/{id}")]
    struct Stamped<L>
    where
        L: LastModField,
    {
        id: u32,
        #[sitemap(lastmod)]
        at: L,
    }

    #[derive(Sitemap)]
    #[sitemap(path = "/chunk/{0}")]
    struct Chunk<const N: usize>(usize, #[sitemap(skip)] [u8; N]);

    fn loc_of<T: Sitemap>(value: &T, base: &BaseUrl) -> String {
        value.to_url(base).unwrap().loc().as_str().to_owned()
    }

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        let slug = String::from("hello world");
        let page = Page { slug: &slug };
        assert_eq!(loc_of(&page, &base), "https://example.com/p/hello%20world");

        let number = 42u64;
        let page = Page { slug: &number };
        assert_eq!(loc_of(&page, &base), "https://example.com/p/42");

        let page: Where<'_, i32, str> = Where {
            id: -7,
            name: "a/b",
        };
        let url = page.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/w/-7/a%2Fb");
        assert_eq!(url.changefreq().unwrap().as_str(), "daily");

        let stamped = Stamped {
            id: 1,
            at: LastMod::parse("2024-05-01").unwrap(),
        };
        let url = stamped.to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/stamped/1");
        assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01");

        let stamped: Stamped<Option<LastMod>> = Stamped { id: 2, at: None };
        assert_eq!(stamped.to_url(&base).unwrap().lastmod(), None);

        let chunk = Chunk(3, [0u8; 4]);
        assert_eq!(chunk.1.len(), 4);
        assert_eq!(loc_of(&chunk, &base), "https://example.com/chunk/3");

        // Through the blanket impls for references and boxes.
        let boxed: Box<dyn Sitemap> = Box::new(Chunk::<0>(9, []));
        assert_eq!(loc_of(&boxed, &base), "https://example.com/chunk/9");
    }
}

mod inferred_bounds {
    //! Bounds are inferred from how a field is used, as serde infers them: the
    //! definitions need none.

    use sitemap_core::{BaseUrl, Image, ImageLoc, LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/p/{slug}/{id}")]
    struct Page<T, I> {
        slug: T,
        id: I,
    }

    #[derive(Sitemap)]
    #[sitemap(path = "/gallery/{name}")]
    struct Gallery<N, P, L> {
        name: N,
        #[sitemap(images)]
        pictures: P,
        #[sitemap(lastmod)]
        updated: L,
    }

    #[derive(Sitemap)]
    enum Route<S> {
        #[sitemap(path = "/tags/{0}")]
        Tag(S),
        #[sitemap(path = "/")]
        Home,
    }

    pub(crate) fn main() -> Result<(), Box<dyn std::error::Error>> {
        let base = BaseUrl::parse("https://example.com")?;
        let page = Page {
            slug: "a b",
            id: 7u8,
        };
        assert_eq!(
            page.to_url(&base)?.loc().as_str(),
            "https://example.com/p/a%20b/7"
        );
        let gallery = Gallery {
            name: String::from("sea"),
            pictures: vec![Image::new(ImageLoc::parse("https://example.com/a.jpg")?)],
            updated: Some(LastMod::parse("2024-05-01")?),
        };
        let url = gallery.to_url(&base)?;
        assert_eq!(url.images().len(), 1);
        assert!(url.lastmod().is_some());
        assert_eq!(
            Route::Tag(3).to_url(&base)?.loc().as_str(),
            "https://example.com/tags/3"
        );
        assert_eq!(Route::<u8>::static_pages().len(), 1);
        Ok(())
    }
}

mod priority_boundaries {
    use sitemap_core::{BaseUrl, Priority, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/a", priority = 0.0)]
    struct ZeroPointZero;

    #[derive(Sitemap)]
    #[sitemap(path = "/b", priority = 1.0)]
    struct OnePointZero;

    #[derive(Sitemap)]
    #[sitemap(path = "/c", priority = 1)]
    struct One;

    #[derive(Sitemap)]
    #[sitemap(path = "/d", priority = 0)]
    struct Zero;

    #[derive(Sitemap)]
    #[sitemap(path = "/e", priority = 0.123456789)]
    struct ManyDigits;

    #[derive(Sitemap)]
    #[sitemap(path = "/f", priority = 0.123456789012345678)]
    struct EighteenDigits;

    #[derive(Sitemap)]
    #[sitemap(path = "/g", priority = 0.50)]
    struct TrailingZero;

    #[derive(Sitemap)]
    #[sitemap(path = "/h", priority = 0.8)]
    struct PointEight;

    fn written<T: Sitemap>(page: T, base: &BaseUrl) -> String {
        page.to_url(base).unwrap().priority().unwrap().to_string()
    }

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        // The written form is canonical with at least one fraction digit.
        assert_eq!(written(ZeroPointZero, &base), "0.0");
        assert_eq!(written(OnePointZero, &base), "1.0");
        assert_eq!(written(One, &base), "1.0");
        assert_eq!(written(Zero, &base), "0.0");
        assert_eq!(written(ManyDigits, &base), "0.123456789");
        assert_eq!(written(EighteenDigits, &base), "0.123456789012345678");
        assert_eq!(written(TrailingZero, &base), "0.5");
        assert_eq!(written(PointEight, &base), "0.8");

        // The bounds are the type's own bounds.
        assert_eq!(Zero.to_url(&base).unwrap().priority(), Some(Priority::MIN));
        assert_eq!(One.to_url(&base).unwrap().priority(), Some(Priority::MAX));
        assert_eq!(
            ZeroPointZero.to_url(&base).unwrap().priority(),
            Some(Priority::MIN)
        );
        assert_eq!(
            OnePointZero.to_url(&base).unwrap().priority(),
            Some(Priority::MAX)
        );
        assert_eq!(
            PointEight.to_url(&base).unwrap().priority(),
            Some(Priority::new(0.8).unwrap())
        );
    }
}

mod raw_identifier {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/kinds/{type}/{match}")]
    struct Kind {
        r#type: String,
        r#match: u32,
    }

    #[derive(Sitemap)]
    enum Route {
        #[sitemap(path = "/t/{type}")]
        Typed { r#type: &'static str },
    }

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        let kind = Kind {
            r#type: "post".into(),
            r#match: 3,
        };
        assert_eq!(
            kind.to_url(&base).unwrap().loc().as_str(),
            "https://example.com/kinds/post/3"
        );

        let route = Route::Typed { r#type: "page" };
        assert_eq!(
            route.to_url(&base).unwrap().loc().as_str(),
            "https://example.com/t/page"
        );
    }
}

mod tuple_struct {
    use sitemap_core::{BaseUrl, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/archive/{0}/{1}")]
    struct Archive(u16, u8);

    #[derive(Sitemap)]
    #[sitemap(path = "/search?year={0}", changefreq = "daily")]
    struct Search(u16);

    pub(crate) fn main() {
        let base = sitemap_core::BaseUrl::parse("https://example.com").unwrap();

        let url = Archive(2024, 5).to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/archive/2024/5");
        assert_eq!(url.lastmod(), None);
        assert_eq!(url.changefreq(), None);
        assert_eq!(url.priority(), None);

        let prefixed = BaseUrl::parse("https://example.com/blog/").unwrap();
        let url = Archive(1999, 12).to_url(&prefixed).unwrap();
        assert_eq!(
            url.loc().as_str(),
            "https://example.com/blog/archive/1999/12"
        );

        let url = Search(2024).to_url(&base).unwrap();
        assert_eq!(url.loc().as_str(), "https://example.com/search?year=2024");
        assert_eq!(url.changefreq().unwrap().as_str(), "daily");
    }
}

/// Runs every shape's checks.
pub fn main() {
    enums::main();
    every_changefreq::main();
    every_lastmod_form::main();
    generics_and_lifetimes::main();
    inferred_bounds::main().unwrap();
    priority_boundaries::main();
    raw_identifier::main();
    tuple_struct::main();
}
