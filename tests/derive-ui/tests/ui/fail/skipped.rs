// Each module is one mistake, reported on its own line in one build:
// skipped fields take no other role.

mod skipped_field_as_loc {
    // The dropped `loc` mark is reported once, without a follow-on "no URL" error.
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    struct Page {
        #[sitemap(skip, loc)]
        url: String,
    }
}

mod skipped_field_with_role {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(skip, lastmod)]
        updated: LastMod,
    }
}

fn main() {}
