// Each module is one mistake, reported on its own line in one build:
// changefreq literals: strings, known values, suggestions for typos and case.

mod changefreq_not_string {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", changefreq = weekly)]
    struct Page;
}

mod changefreq_typo {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", changefreq = "weekley")]
    struct Page;
}

mod changefreq_unknown {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", changefreq = "fortnightly")]
    struct Page;
}

mod changefreq_wrong_case {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", changefreq = "Daily")]
    struct Page;
}

fn main() {}
