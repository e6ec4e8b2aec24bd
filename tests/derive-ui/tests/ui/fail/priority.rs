// Each module is one mistake, reported on its own line in one build:
// priority literals: 0.0 to 1.0, one decimal digit, plain numbers.

mod priority_above_max {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = 1.5)]
    struct Page;
}

mod priority_below_min {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = -0.1)]
    struct Page;
}

mod priority_hex {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = 0x1)]
    struct Page;
}

mod priority_string {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = "0.5")]
    struct Page;
}

mod priority_suffix {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = 0.5f32)]
    struct Page;
}

mod priority_too_many_digits {
    use sitemap_core::Sitemap;

    #[derive(Sitemap)]
    #[sitemap(path = "/x", priority = 0.1234567890123456789)]
    struct Page;
}

fn main() {}
