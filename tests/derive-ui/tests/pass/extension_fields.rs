#![deny(warnings, missing_docs)]
//! Typed extension fields and literal alternates: an `Option`, a single
//! value, a `Vec` and an array; alternates by path (with the entry's
//! placeholders) and by absolute address.

use sitemap_core::{
    Alternate, BaseUrl, ContentLoc, Image, ImageLoc, News, NewsLanguage, NewsPublication,
    NewsPublicationName, NewsTitle, PublicationDate, Sitemap, ThumbnailLoc, Video,
    VideoDescription, VideoTitle,
};

/// An article with everything.
#[derive(Sitemap)]
#[sitemap(path = "/en/posts/{slug}")]
#[sitemap(alternate(hreflang = "en", path = "/en/posts/{slug}"))]
#[sitemap(alternate(hreflang = "de-DE", path = "/de/posts/{slug}"))]
#[sitemap(alternate(hreflang = "x-default", href = "https://example.com/choose"))]
pub struct Article {
    /// The placeholder.
    pub slug: String,
    /// Its pictures.
    #[sitemap(images)]
    pub images: Vec<Image>,
    /// Its film, when it has one.
    #[sitemap(videos)]
    pub video: Option<Video>,
    /// The news entry.
    #[sitemap(news)]
    pub news: News,
    /// More alternates, computed.
    #[sitemap(alternates)]
    pub more: [Alternate; 0],
}

/// Routes with extensions per variant.
#[derive(Sitemap)]
pub enum Route {
    /// A gallery.
    #[sitemap(
        path = "/gallery/{id}",
        alternate(hreflang = "fr", path = "/fr/galerie/{id}")
    )]
    Gallery {
        /// Which.
        id: u32,
        /// Its pictures.
        #[sitemap(images)]
        pictures: Box<[Image]>,
    },
}

/// Checks the extensions and alternates each entry carries.
pub fn main() -> Result<(), Box<dyn std::error::Error>> {
    let base = BaseUrl::parse("https://example.com")?;
    let video = Video::new(
        ThumbnailLoc::parse("https://example.com/t.jpg")?,
        VideoTitle::parse("T")?,
        VideoDescription::parse("D")?,
        ContentLoc::parse("https://example.com/v.mp4")?.into(),
    );
    let article = Article {
        slug: "hello".into(),
        images: vec![Image::new(ImageLoc::parse("https://example.com/a.jpg")?)],
        video: Some(video),
        news: News::new(
            NewsPublication::new(NewsPublicationName::parse("N")?, NewsLanguage::parse("en")?),
            PublicationDate::parse("2024-05-01")?,
            NewsTitle::parse("T")?,
        ),
        more: [],
    };
    let url = article.to_url(&base)?;
    assert_eq!(
        (url.images().len(), url.videos().len(), url.news().len()),
        (1, 1, 1)
    );
    let alternates: Vec<(&str, &str)> = url
        .alternates()
        .iter()
        .map(|a| (a.hreflang().as_str(), a.href().as_str()))
        .collect();
    assert_eq!(
        alternates,
        [
            ("en", "https://example.com/en/posts/hello"),
            ("de-DE", "https://example.com/de/posts/hello"),
            ("x-default", "https://example.com/choose"),
        ]
    );
    let gallery = Route::Gallery {
        id: 7,
        pictures: Box::new([]),
    };
    let url = gallery.to_url(&base)?;
    assert_eq!(
        url.alternates()[0].href().as_str(),
        "https://example.com/fr/galerie/7"
    );
    Ok(())
}
