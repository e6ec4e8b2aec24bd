// Each module is one mistake, reported on its own line in one build:
// lastmod literals: W3C Datetime forms, real dates, zones; one lastmod source.

mod lastmod_impossible_date {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", lastmod = "2023-02-29")]
    struct Page;
}

mod lastmod_invalid_syntax {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", lastmod = "yesterday")]
    struct Page;
}

mod lastmod_literal_and_field {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/x", lastmod = "2024-05-01")]
    struct Post {
        #[sitemap(lastmod)]
        updated: LastMod,
    }
}

mod lastmod_not_written_form {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", lastmod = "2024-05")]
    struct Page;
}

mod lastmod_time_without_zone {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", lastmod = "2024-05-01T10:00:00")]
    struct Page;
}

mod two_lastmod_fields {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(lastmod)]
        created: LastMod,
        #[sitemap(lastmod)]
        updated: LastMod,
    }
}

fn main() {}
