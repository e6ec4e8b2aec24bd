// Each module is one mistake, reported on its own line in one build:
// enums: path on the variants, skip without other roles, a loc for each variant.

mod enum_path_on_enum {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    enum Route {
        #[sitemap(path = "/")]
        Home,
    }
}

mod enum_skip_with_field_role {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        #[sitemap(skip)]
        Draft {
            #[sitemap(lastmod)]
            updated: LastMod,
        },
    }
}

mod enum_skip_with_path {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        #[sitemap(skip, path = "/x")]
        Admin,
    }
}

mod enum_variant_without_loc {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    enum Route {
        #[sitemap(path = "/")]
        Home,
        Admin,
    }
}

fn main() {}
