// @generated from schemas/sitemap-news.xsd by `cargo run -p sitemap-codegen`. Do not edit.

crate::element::element! {
    /// The article on the page of the enclosing url entry: who published it, in which language, when, and its title. Google reads at most 1,000 of them per sitemap file, and only articles from the last two days. It stopped reading access, genres, keywords and stock_tickers, so they are read and reported, and written only when asked for.
    News, NewsBuilder: "news" in "http://www.google.com/schemas/sitemap-news/0.9" as "news";
    children [
        "publication",
        "access",
        "genres",
        "publication_date",
        "title",
        "keywords",
        "stock_tickers",
    ];
    new(
        publication: crate::NewsPublication,
        publication_date: crate::PublicationDate,
        title: crate::NewsTitle,
    );
    read(flat: yes, text: no);
    {
        publication: required element ref crate::NewsPublication = "publication",
            [put_publication set_publication with_publication];
        /// Whether reading needs a subscription or a registration (no longer read by Google).
        access: optional value copy crate::NewsAccess = "access",
            [put_access set_access with_access];
        /// The kinds of article, separated by commas (no longer read by Google).
        genres: optional value ref crate::NewsGenres = "genres",
            [put_genres set_genres with_genres];
        publication_date: required value copy crate::PublicationDate = "publication_date",
            [put_publication_date set_publication_date with_publication_date];
        /// The article's title, as it appears on the page.
        title: required value ref crate::NewsTitle = "title", [put_title set_title with_title];
        /// Keywords, separated by commas (no longer read by Google).
        keywords: optional value ref crate::NewsKeywords = "keywords",
            [put_keywords set_keywords with_keywords];
        /// Up to five tickers such as NASDAQ:AMAT, separated by commas (no longer read by Google).
        stock_tickers: optional value ref crate::NewsStockTickers = "stock_tickers",
            [put_stock_tickers set_stock_tickers with_stock_tickers];
    }
}
crate::element::element! {
    /// The publication: its name exactly as it appears on news.google.com, and the language of its articles.
    NewsPublication, NewsPublicationBuilder: "publication"
        in "http://www.google.com/schemas/sitemap-news/0.9" as "news";
    children ["name", "language"];
    new(name: crate::NewsPublicationName, language: crate::NewsLanguage);
    read(flat: no, text: no);
    {
        name: required value ref crate::NewsPublicationName = "name", [put_name set_name with_name];
        language: required value ref crate::NewsLanguage = "language",
            [put_language set_language with_language];
    }
}
