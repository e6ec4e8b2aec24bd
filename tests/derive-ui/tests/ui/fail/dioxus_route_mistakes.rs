// Dioxus routes the sitemap cannot list, each reported on its route literal.
use sitemap_core::Sitemap;

#[derive(Sitemap)]
enum CatchAll {
    #[route("/docs/:..rest")]
    Docs { rest: Vec<String> },
}

#[derive(Sitemap)]
enum QuerySpread {
    #[route("/search?:..query")]
    Search { query: String },
}

#[derive(Sitemap)]
enum Fragment {
    #[route("/guide#:section")]
    Guide { section: String },
}

#[derive(Sitemap)]
enum NoSuchField {
    #[route("/users/:id")]
    User { user_id: u32 },
}

#[derive(Sitemap)]
enum SkippedField {
    #[route("/posts/:slug")]
    Post {
        #[sitemap(skip)]
        slug: String,
    },
}

#[derive(Sitemap)]
enum Twice {
    #[route("/about")]
    #[sitemap(path = "/about")]
    About {},
}

fn main() {}
