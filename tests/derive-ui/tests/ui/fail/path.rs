// Each module is one mistake, reported on its own line in one build:
// path templates: segments, escapes, placeholders that name fields.

mod path_dot_segment {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/docs/../admin")]
    struct Page;
}

mod path_duplicate_placeholder {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/{slug}/{slug}")]
    struct Post {
        slug: String,
    }
}

mod path_empty_segment {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/a//b")]
    struct Page;
}

mod path_fragment {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/a#top")]
    struct Page;
}

mod path_invalid_percent {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/100%")]
    struct Page;
}

mod path_missing_slash {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "posts/{slug}")]
    struct Post {
        slug: String,
    }
}

mod path_needs_escape {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/café")]
    struct Page;
}

mod path_needs_escape_space {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/a b")]
    struct Page;
}

mod path_not_a_string {
    // `path = 5` is reported once, without a follow-on "no URL" error.
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = 5)]
    struct Page;
}

mod path_placeholder_on_unit_struct {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x/{slug}")]
    struct Page;
}

mod path_skipped_field_placeholder {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug}/{draft}")]
    struct Post {
        slug: String,
        #[sitemap(skip)]
        draft: String,
    }
}

mod path_stray_close_brace {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/slug}")]
    struct Page;
}

mod path_tuple_index_out_of_range {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/a/{1}")]
    struct Page(u32);
}

mod path_unclosed_brace {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slug")]
    struct Post {
        slug: String,
    }
}

mod path_unknown_placeholder {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/posts/{slg}")]
    struct Post {
        slug: String,
    }
}

fn main() {}
