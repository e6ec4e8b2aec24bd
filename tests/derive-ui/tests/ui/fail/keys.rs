// Each module is one mistake, reported on its own line in one build:
// attribute keys: known, in their place, each once, with or without a value as they need; unions.

mod attribute_without_arguments {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap]
    struct Page;
}

mod container_key_on_field {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}")]
    struct Post {
        slug: String,
        #[sitemap(path = "/x")]
        other: String,
    }
}

mod container_key_without_value {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority)]
    struct Page;
}

mod duplicate_key {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = 0.5, priority = 0.8)]
    struct Page;
}

mod field_key_on_container {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    #[sitemap(skip)]
    struct Page;
}

mod field_key_with_value {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(lastmod = "2024-05-01")]
        updated: LastMod,
    }
}

mod field_two_roles {
    use sitemap_core::{LastMod, Sitemap};

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(lastmod, priority)]
        updated: LastMod,
    }
}

mod unknown_key {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", weight = 3)]
    struct Page;
}

mod unknown_key_with_suggestion {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", chagefreq = "daily")]
    struct Page;
}

mod union_rejected {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    union U {
        a: u32,
    }
}

fn main() {}
