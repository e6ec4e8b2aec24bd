// Each module is one mistake, reported on its own line in one build:
// alternate(...) keys: hreflang values, complete pairs, known placeholders.

mod alternate_hreflang_underscore {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}", alternate(hreflang = "de_DE", path = "/de/posts/{slug}"))]
    struct Post {
        slug: String,
    }
}

mod alternate_hreflang_region {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}", alternate(hreflang = "en-UK", path = "/uk/posts/{slug}"))]
    struct Post {
        slug: String,
    }
}

mod alternate_incomplete {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/", alternate(hreflang = "de"))]
    struct Home;

    #[derive(Sitemap)]
    #[sitemap(path = "/", alternate(path = "/de/", hreflang = "de", hreflnag = "x"))]
    struct Start;

    #[derive(Sitemap)]
    #[sitemap(path = "/", alternate(hreflang = "de", href = "/de/"))]
    struct Relative;
}

mod alternate_unknown_placeholder {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}", alternate(hreflang = "de", path = "/de/posts/{slugg}"))]
    struct Post {
        slug: String,
    }
}

fn main() {}
