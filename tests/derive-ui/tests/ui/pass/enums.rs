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

fn main() {
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

    let tag = Route::Tag { name: "a b/c".into(), page: 2 };
    let url = tag.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/tags/a%20b%2Fc/page/2");
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
    assert_eq!(external.to_url(&base).unwrap().changefreq(), Some(ChangeFreq::Never));

    assert!(Route::Admin.to_url(&base).unwrap_err().is_skipped());
    let draft = Route::Draft { id: 1 };
    if let Route::Draft { id } = &draft {
        assert_eq!(*id, 1);
    }
    assert!(draft.to_url(&base).unwrap_err().is_skipped());

    let _ = |empty: &Empty, base: &BaseUrl| empty.to_url(base);
}
