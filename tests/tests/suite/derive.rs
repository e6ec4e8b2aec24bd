//! Run-time behaviour of `#[derive(Sitemap)]`: every shape, placeholder
//! escaping, base prefixes, field sources, errors and the collect helpers.

use sitemap_core::{
    BaseUrl, ChangeFreq, CollectError, LastMod, Loc, Priority, Sitemap, ToUrlErrorKind, Url,
    UrlSet, UrlSetWriter, WriteError,
};

fn base(url: &str) -> BaseUrl {
    BaseUrl::parse(url).unwrap()
}

fn loc(item: &impl Sitemap, base_url: &str) -> String {
    item.to_url(&base(base_url))
        .unwrap()
        .loc()
        .as_str()
        .to_owned()
}

#[derive(Sitemap)]
#[sitemap(path = "/", changefreq = "daily", priority = 1.0)]
struct Home;

#[derive(Sitemap)]
#[sitemap(path = "/posts/{slug}", changefreq = "weekly", priority = 0.8)]
struct Post {
    slug: String,
    #[sitemap(lastmod)]
    updated: LastMod,
    #[sitemap(skip)]
    #[allow(dead_code)]
    body: String,
}

#[derive(Sitemap)]
#[sitemap(changefreq = "monthly")]
enum Route {
    #[sitemap(path = "/about", lastmod = "2024-05-01")]
    About,
    #[sitemap(path = "/tags/{name}/page/{page}", priority = 0.3)]
    Tag { name: String, page: u32 },
    #[sitemap(path = "/users/{0}", changefreq = "never")]
    User(u64),
    #[sitemap(loc = "https://status.example.org/")]
    Status,
    #[sitemap(skip)]
    Admin,
}

#[derive(Sitemap)]
#[sitemap(path = "/archive/{0}/{1}")]
struct Archive(u16, u8);

#[derive(Sitemap)]
#[sitemap(path = "/p/{slug}")]
struct Generic<'a, T: std::fmt::Display + ?Sized> {
    slug: &'a T,
}

#[derive(Sitemap)]
struct External {
    #[sitemap(loc)]
    url: String,
    #[sitemap(priority)]
    priority: Option<Priority>,
    #[sitemap(changefreq)]
    changefreq: Option<ChangeFreq>,
    #[sitemap(lastmod)]
    lastmod: Option<LastMod>,
}

#[derive(Sitemap)]
#[sitemap(path = "/search?q={term}&page=2")]
struct Search {
    term: String,
}

#[derive(Sitemap)]
#[sitemap(path = "/kinds/{type}")]
struct Raw {
    r#type: &'static str,
}

#[derive(Sitemap)]
#[sitemap(path = "/files/{name}.txt")]
struct File {
    name: &'static str,
}

#[test]
fn unit_struct_gets_its_literals() {
    let url = Home.to_url(&base("https://example.com")).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Daily));
    assert_eq!(url.priority().unwrap().to_string(), "1.0");
    assert_eq!(url.lastmod(), None);
}

#[test]
fn named_struct_fills_placeholders_and_field_values() {
    let post = Post {
        slug: "hello-world".into(),
        updated: LastMod::parse("2024-05-01T09:30:00+02:00").unwrap(),
        body: "ignored".into(),
    };
    let url = post.to_url(&base("https://example.com")).unwrap();
    let expected = Url::new(Loc::parse("https://example.com/posts/hello-world").unwrap())
        .with_lastmod(LastMod::parse("2024-05-01T09:30:00+02:00").unwrap())
        .with_changefreq(ChangeFreq::Weekly)
        .with_priority(Priority::new(0.8).unwrap());
    assert_eq!(url, expected);
}

#[test]
fn placeholder_values_are_encoded_as_one_segment() {
    let cases = [
        ("a b/c", "a%20b%2Fc"),
        ("caf\u{e9}", "caf%C3%A9"),
        ("100%", "100%25"),
        ("?x=1#top", "%3Fx%3D1%23top"),
        ("..x", "..x"),
        ("a.b_c~d-e", "a.b_c~d-e"),
    ];
    for (slug, encoded) in cases {
        let post = Post {
            slug: slug.into(),
            updated: LastMod::parse("2024-01-01").unwrap(),
            body: String::new(),
        };
        assert_eq!(
            loc(&post, "https://example.com"),
            format!("https://example.com/posts/{encoded}"),
            "{slug}"
        );
    }
}

#[test]
fn base_prefixes_are_kept_without_double_slashes() {
    for base_url in [
        "https://example.com/blog",
        "https://example.com/blog/",
        "HTTPS://EXAMPLE.com/blog/",
    ] {
        assert_eq!(
            loc(&Home, base_url).to_lowercase(),
            "https://example.com/blog/"
        );
        assert_eq!(
            loc(&Archive(2024, 5), base_url).to_lowercase(),
            "https://example.com/blog/archive/2024/5"
        );
    }
    assert_eq!(
        loc(&Archive(2024, 5), "http://localhost:8080/a/b"),
        "http://localhost:8080/a/b/archive/2024/5"
    );
    assert_eq!(loc(&Home, "https://example.com"), "https://example.com/");
    assert_eq!(
        loc(&Home, "https://b\u{fc}cher.example/caf\u{e9}"),
        "https://xn--bcher-kva.example/caf%C3%A9/"
    );
}

#[test]
fn enum_variants_of_every_shape() {
    let base = base("https://example.com");
    let about = Route::About.to_url(&base).unwrap();
    assert_eq!(about.loc().as_str(), "https://example.com/about");
    assert_eq!(about.lastmod().unwrap().to_string(), "2024-05-01");
    // The enum's changefreq is the default...
    assert_eq!(about.changefreq(), Some(ChangeFreq::Monthly));
    // ...which a variant's own replaces.
    let user = Route::User(42).to_url(&base).unwrap();
    assert_eq!(user.loc().as_str(), "https://example.com/users/42");
    assert_eq!(user.changefreq(), Some(ChangeFreq::Never));

    let tag = Route::Tag {
        name: "rust lang".into(),
        page: 3,
    };
    let tag = tag.to_url(&base).unwrap();
    assert_eq!(
        tag.loc().as_str(),
        "https://example.com/tags/rust%20lang/page/3"
    );
    assert_eq!(tag.priority().unwrap().to_string(), "0.3");

    let status = Route::Status.to_url(&base).unwrap();
    assert_eq!(status.loc().as_str(), "https://status.example.org/");

    let error = Route::Admin.to_url(&base).unwrap_err();
    assert!(error.is_skipped());
    assert_eq!(error.item(), "Route::Admin");
    assert!(error.to_string().contains("`Route::Admin`"), "{error}");
}

#[test]
fn generics_lifetimes_tuples_queries_and_raw_identifiers() {
    assert_eq!(
        loc(&Generic { slug: "x y" }, "https://example.com"),
        "https://example.com/p/x%20y"
    );
    assert_eq!(
        loc(&Generic { slug: &7_u8 }, "https://example.com"),
        "https://example.com/p/7"
    );
    assert_eq!(
        loc(
            &Search {
                term: "a&b=c".into()
            },
            "https://example.com"
        ),
        "https://example.com/search?q=a%26b%3Dc&page=2"
    );
    assert_eq!(
        loc(&Raw { r#type: "tea" }, "https://example.com"),
        "https://example.com/kinds/tea"
    );
}

#[test]
fn fields_supply_loc_and_optional_values() {
    let base = base("https://example.com");
    let mut page = External {
        url: "https://other.example/caf\u{e9}".into(),
        priority: None,
        changefreq: None,
        lastmod: None,
    };
    let url = page.to_url(&base).unwrap();
    assert_eq!(url.loc().as_str(), "https://other.example/caf%C3%A9");
    assert_eq!(
        (url.priority(), url.changefreq(), url.lastmod()),
        (None, None, None)
    );

    page.priority = Some(Priority::new(0.25).unwrap());
    page.changefreq = Some(ChangeFreq::Hourly);
    page.lastmod = Some(LastMod::parse("2020-02-29").unwrap());
    let url = page.to_url(&base).unwrap();
    assert_eq!(url.priority().unwrap().to_string(), "0.25");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Hourly));
    assert_eq!(url.lastmod().unwrap().to_string(), "2020-02-29");

    page.url = "/relative".into();
    let error = page.to_url(&base).unwrap_err();
    assert_eq!(error.field(), Some("url"));
    assert!(matches!(error.kind(), ToUrlErrorKind::Value(_)), "{error}");
    assert!(error.to_string().contains("absolute"), "{error}");
}

#[test]
fn run_time_values_that_cannot_make_an_entry_are_errors() {
    let base = base("https://example.com");
    let tag = |name: &str| Route::Tag {
        name: name.into(),
        page: 1,
    };

    let error = tag("").to_url(&base).unwrap_err();
    assert_eq!(error.kind(), &ToUrlErrorKind::EmptyPlaceholder);
    assert_eq!(error.field(), Some("name"));
    assert!(error.to_string().contains("`{name}`"), "{error}");

    for dots in [".", ".."] {
        let error = tag(dots).to_url(&base).unwrap_err();
        assert_eq!(
            error.kind(),
            &ToUrlErrorKind::DotSegment {
                value: dots.to_owned()
            }
        );
    }
    // A dot value that does not fill a whole segment is an ordinary value.
    assert_eq!(
        loc(&File { name: ".." }, "https://example.com"),
        "https://example.com/files/...txt"
    );

    // 2,048 characters is the most a loc may have, after encoding.
    let room = 2048 - "https://example.com/p/".len();
    let longest = "a".repeat(room);
    assert_eq!(
        loc(&Generic { slug: &longest }, "https://example.com").len(),
        2048
    );
    let too_long = "a".repeat(room + 1);
    let error = Generic { slug: &too_long }.to_url(&base).unwrap_err();
    assert!(error.to_string().contains("2048"), "{error}");
    // Encoding counts: one `é` is six characters once encoded.
    let encoded_too_long = format!("{}\u{e9}", "a".repeat(room - 5));
    assert!(
        Generic {
            slug: &encoded_too_long
        }
        .to_url(&base)
        .is_err()
    );
}

#[derive(Sitemap)]
#[sitemap(path = "/{a}{b}/x-{c}?q={d}")]
struct Mixed {
    a: &'static str,
    b: &'static str,
    c: &'static str,
    d: &'static str,
}

#[test]
fn dot_segments_and_empty_values_are_judged_on_the_built_path() {
    let mixed = |a, b, c, d| Mixed { a, b, c, d };
    let base = base("https://example.com");
    // Two placeholders that together spell `..`: the first one is named.
    let error = mixed(".", ".", "c", "d").to_url(&base).unwrap_err();
    assert_eq!(
        error.kind(),
        &ToUrlErrorKind::DotSegment { value: "..".into() }
    );
    assert_eq!(error.field(), Some("a"));
    // A dot next to other text is an ordinary segment.
    assert_eq!(
        loc(&mixed(".", "x", ".", "d"), "https://example.com"),
        "https://example.com/.x/x-.?q=d"
    );
    // An empty value changes the path, but not the query.
    let error = mixed("a", "b", "", "d").to_url(&base).unwrap_err();
    assert_eq!(error.kind(), &ToUrlErrorKind::EmptyPlaceholder);
    assert_eq!(error.field(), Some("c"));
    assert_eq!(
        loc(&mixed("a", "b", "c", ""), "https://example.com"),
        "https://example.com/ab/x-c?q="
    );
}

/// The generated code works when the type comes out of a `macro_rules!`
/// macro (its field types carry that macro's hygiene), and its locals do not
/// capture the user's locals of the same names.
mod hygiene {
    use sitemap_core::{BaseUrl, LastMod, Sitemap};

    macro_rules! page {
        ($name:ident, $slug:ty, $updated:ty) => {
            #[derive(Sitemap)]
            #[sitemap(path = "/m/{slug}", priority = 0.5)]
            pub(crate) struct $name {
                pub slug: $slug,
                #[sitemap(lastmod)]
                pub updated: $updated,
            }
        };
    }

    page!(MacroPage, String, Option<LastMod>);

    #[test]
    fn locals_do_not_clash_with_user_items() {
        let page = MacroPage {
            slug: "x".into(),
            updated: None,
        };
        let base = BaseUrl::parse("https://example.com").unwrap();
        let sitemap_url = page.to_url(&base).unwrap();
        assert_eq!(sitemap_url.loc().as_str(), "https://example.com/m/x");
    }
}

#[test]
fn base_urls_reject_what_is_not_a_site() {
    for bad in [
        "https://example.com//",
        "https://example.com/blog//",
        "https://example.com/%2e%2e/x",
        "example.com",
        "ftp://example.com",
        "https://example.com/?q=1",
        "https://example.com/#top",
        "https://user@example.com/",
        "https://example.com//blog",
        "https://example.com/a/../b",
    ] {
        let error = BaseUrl::parse(bad).unwrap_err();
        assert!(error.to_string().contains("base URL"), "{bad}: {error}");
    }
    // Scheme and host are case-insensitive: one spelling, so equal sites are equal.
    let shouting = base("HTTPS://EXAMPLE.com/Blog/");
    assert_eq!(shouting, base("https://example.com/Blog"));
    assert_eq!(
        loc(&Home, "HTTPS://EXAMPLE.com/Blog/"),
        "https://example.com/Blog/"
    );
    let ipv6 = base("http://[::1]:8080/app");
    assert_eq!(ipv6.origin(), "http://[::1]:8080");
    assert_eq!(
        loc(&Archive(1, 2), "http://[::1]:8080/app"),
        "http://[::1]:8080/app/archive/1/2"
    );

    let base = base("https://example.com:8443/docs/");
    assert_eq!(base.origin(), "https://example.com:8443");
    assert_eq!(base.path_prefix(), "/docs");
    assert_eq!(base.to_string(), "https://example.com:8443/docs/");
}

#[test]
fn join_uses_the_path_rule_of_the_macro() {
    let base = base("https://example.com/blog");
    assert_eq!(
        base.join("/a/b?c=d").unwrap().as_str(),
        "https://example.com/blog/a/b?c=d"
    );
    for bad in ["a", "/a b", "/a//b", "/a/../b", "/a#b", "/{x}", "/100%"] {
        let error = base.join(bad).unwrap_err();
        assert!(
            matches!(error.kind(), ToUrlErrorKind::Path(_)),
            "{bad}: {error}"
        );
    }
}

#[test]
fn collecting_leaves_out_skipped_variants() {
    let base = base("https://example.com");
    let routes = [
        Route::About,
        Route::Admin,
        Route::User(1),
        Route::Admin,
        Route::Status,
    ];
    let set = UrlSet::from_pages(&base, &routes).unwrap();
    let locs: Vec<&str> = set.urls().iter().map(|u| u.loc().as_str()).collect();
    assert_eq!(
        locs,
        [
            "https://example.com/about",
            "https://example.com/users/1",
            "https://status.example.org/"
        ]
    );

    let error = UrlSet::from_pages(&base, [Route::Admin]).unwrap_err();
    assert!(matches!(error, CollectError::Content(_)), "{error}");

    let error =
        UrlSet::from_pages(&base, [Route::About, Route::User(1), tag_with("")]).unwrap_err();
    match error {
        CollectError::Entry { index, error } => {
            assert_eq!(index, 2);
            assert_eq!(error.kind(), &ToUrlErrorKind::EmptyPlaceholder);
        }
        other => panic!("unexpected {other}"),
    }
}

fn tag_with(name: &str) -> Route {
    Route::Tag {
        name: name.into(),
        page: 1,
    }
}

#[test]
fn streaming_writes_the_same_entries_as_collecting() {
    let base = base("https://example.com");
    let routes = vec![Route::About, Route::Admin, tag_with("rust"), Route::User(9)];
    let mut writer = UrlSetWriter::new(Vec::new());
    assert_eq!(writer.write_pages(&base, &routes).unwrap(), 3);
    let streamed = String::from_utf8(writer.finish().unwrap()).unwrap();
    let collected = UrlSet::from_pages(&base, &routes).unwrap();
    assert_eq!(streamed, sitemap_core::to_xml_string(&collected).unwrap());

    let mut writer = UrlSetWriter::new(Vec::new());
    let error = writer
        .write_pages(&base, [Route::About, tag_with(".")])
        .unwrap_err();
    assert!(
        matches!(error, WriteError::Entry { index: 1, .. }),
        "{error}"
    );
    // What was written before the failure can still be finished.
    assert_eq!(writer.entry_count(), 1);
    let partial = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert!(partial.contains("https://example.com/about"));
}

#[test]
fn boxed_and_borrowed_values_are_sitemaps_too() {
    let items: Vec<Box<dyn Sitemap>> = vec![Box::new(Home), Box::new(Archive(2000, 1))];
    let set = UrlSet::from_pages(&base("https://example.com"), &items).unwrap();
    assert_eq!(set.urls().len(), 2);
}

#[test]
fn extension_fields_keep_the_entry_s_limits() {
    use sitemap_core::{Image, ImageLoc, ToUrlErrorKind};

    #[derive(Sitemap)]
    #[sitemap(path = "/gallery")]
    struct Gallery {
        #[sitemap(images)]
        pictures: Vec<Image>,
    }
    let image = Image::new(ImageLoc::parse("https://example.com/a.jpg").unwrap());
    let base = BaseUrl::parse("https://example.com").unwrap();
    let gallery = Gallery {
        pictures: vec![image.clone(); 1_000],
    };
    assert_eq!(gallery.to_url(&base).unwrap().images().len(), 1_000);
    let gallery = Gallery {
        pictures: vec![image; 1_001],
    };
    let error = gallery.to_url(&base).unwrap_err();
    assert!(
        matches!(error.kind(), ToUrlErrorKind::Content(_)),
        "{error}"
    );
    assert_eq!(error.field(), Some("pictures"));
    let message = error.to_string();
    assert!(message.contains("more than 1000"), "{message}");
}

#[test]
fn static_pages_are_the_values_without_fields() {
    #[derive(Sitemap, Debug, PartialEq)]
    #[sitemap(path = "/")]
    struct Home;

    #[derive(Sitemap, Debug, PartialEq)]
    #[sitemap(path = "/posts/{slug}")]
    struct Post {
        slug: String,
    }

    #[derive(Sitemap, Debug, PartialEq)]
    enum Route {
        #[sitemap(path = "/about")]
        About,
        #[sitemap(path = "/tags/{0}")]
        Tag(String),
        #[sitemap(skip)]
        Admin,
        #[sitemap(path = "/contact")]
        Contact {},
    }

    assert_eq!(Home::static_pages(), [Home]);
    assert_eq!(Post::static_pages(), []);
    assert_eq!(Route::static_pages(), [Route::About, Route::Contact {}]);
    // The others need their values, or have no entry.
    let base_url = BaseUrl::parse("https://example.com").unwrap();
    assert!(Route::Tag("a".into()).to_url(&base_url).is_ok());
    assert!(Route::Admin.to_url(&base_url).unwrap_err().is_skipped());
    let base = BaseUrl::parse("https://example.com").unwrap();
    let set = sitemap_core::UrlSet::from_pages(&base, Route::static_pages()).unwrap();
    assert_eq!(set.urls().len(), 2);
}

#[derive(Sitemap)]
#[sitemap(path = "/docs/{slug}")]
struct Doc<'a> {
    slug: &'a str,
    #[sitemap(fingerprint)]
    revision: Option<u64>,
}

#[derive(Sitemap)]
#[sitemap(path = "/notes/{slug}")]
struct Note<T: std::fmt::Display> {
    slug: T,
    #[sitemap(fingerprint)]
    body_hash: T,
}

#[test]
fn a_fingerprint_field_gives_the_entry_its_fingerprint_and_none_gives_none() {
    use sitemap_core::Fingerprint;
    let site = base("https://example.com");
    let revised = Doc {
        slug: "intro",
        revision: Some(42),
    }
    .to_url(&site)
    .unwrap();
    assert_eq!(revised.fingerprint(), Some(&Fingerprint::new("42")));
    let unrevised = Doc {
        slug: "intro",
        revision: None,
    }
    .to_url(&site)
    .unwrap();
    assert_eq!(unrevised.fingerprint(), None);
    // A generic field gets its `ToFingerprint` bound from its use.
    let note = Note {
        slug: "a".to_owned(),
        body_hash: "9f2c".to_owned(),
    }
    .to_url(&site)
    .unwrap();
    assert_eq!(note.fingerprint(), Some(&Fingerprint::new("9f2c")));
    // Never written in the document.
    let mut writer = UrlSetWriter::new(Vec::new());
    writer.write(&note).unwrap();
    let xml = String::from_utf8(writer.finish().unwrap()).unwrap();
    assert!(!xml.contains("9f2c"), "{xml}");
}
