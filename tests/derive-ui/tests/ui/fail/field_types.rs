// Each module is one mistake, reported on its own line in one build:
// fields of the wrong type, reported on the field by the public trait's name.

mod images_field_wrong_type {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/gallery")]
    struct Gallery {
        #[sitemap(images)]
        pictures: Vec<String>,
    }
}

mod lastmod_field_wrong_type {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(lastmod)]
        updated: String,
    }
}

mod placeholder_not_display {
    use sitemap_core::Sitemap;

    struct Slug;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}")]
    struct Post {
        slug: Slug,
    }
}

mod priority_field_wrong_type {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x")]
    struct Post {
        #[sitemap(priority)]
        rank: f64,
    }
}

fn main() {}
