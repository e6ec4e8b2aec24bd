//! Sections the serving tests of every framework adapter share
//! (`sitemap-axum` and `sitemap-actix`), so that each adapter is tested on
//! the same producers.

use std::io::Read;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use sitemap_core::{
    News, NewsLanguage, NewsPublication, NewsPublicationName, NewsTitle, PublicationDate, Url,
};
use sitemap_serve::{EntrySink, Section, SectionError, SectionFile, SectionKind};

/// News articles 1..=n, from memory: a news section (1,000 a file).
pub struct Articles(pub u64);

impl Section for Articles {
    fn name(&self) -> &str {
        "news"
    }
    fn kind(&self) -> SectionKind {
        SectionKind::News
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.0)
    }
    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        for id in file.offset + 1..=(file.offset + file.len).min(self.0) {
            let loc = sink
                .base()
                .join(&format!("/news/{id}"))
                .map_err(SectionError::new)?;
            let mut url = Url::new(loc);
            let news = News::new(
                NewsPublication::new(
                    NewsPublicationName::parse("Shop News").map_err(SectionError::new)?,
                    NewsLanguage::parse("en").map_err(SectionError::new)?,
                ),
                PublicationDate::parse("2024-05-01").map_err(SectionError::new)?,
                NewsTitle::parse(&format!("Article {id}")).map_err(SectionError::new)?,
            );
            url.push_news(news).map_err(SectionError::new)?;
            sink.send(url).await?;
        }
        Ok(())
    }
}

/// A section whose count works and whose entries fail after `after`
/// entries (at once for 0).
pub struct Failing {
    /// Its count.
    pub count: u64,
    /// Entries sent before the failure.
    pub after: u64,
}

impl Section for Failing {
    fn name(&self) -> &str {
        "failing"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.count)
    }
    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        for id in 0..self.after.min(file.len) {
            let loc = sink
                .base()
                .join(&format!("/f/{id}"))
                .map_err(SectionError::new)?;
            sink.send(Url::new(loc)).await?;
        }
        Err(SectionError::new("the database went away"))
    }
}

/// Sends a first frame's worth of entries, then waits forever, holding
/// what a real producer would hold; counts its drops.
pub struct Stalls(pub Arc<AtomicUsize>);

/// Counts its drops.
struct Held(Arc<AtomicUsize>);

impl Drop for Held {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

impl Section for Stalls {
    fn name(&self) -> &str {
        "stalls"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(5_000)
    }
    async fn entries(&self, _: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let _held = Held(Arc::clone(&self.0));
        for id in 0..2_000 {
            let loc = sink
                .base()
                .join(&format!("/s/{id}"))
                .map_err(SectionError::new)?;
            sink.send(Url::new(loc)).await?;
        }
        std::future::pending().await
    }
}

/// A whole gzip stream, as text.
///
/// # Panics
///
/// When the bytes are not a whole gzip stream of UTF-8.
pub fn gunzip(bytes: &[u8]) -> String {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_string(&mut text)
        .expect("a whole gzip stream");
    text
}
