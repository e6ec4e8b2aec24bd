//! The extension-heavy workload: every URL with three images and four
//! hreflang alternates, every tenth with a video; as plain text, as our
//! values, as the peers' values, and a hand-written formatter writing the
//! same bytes as `sitemap_core::UrlSetWriter` with the extension prefixes
//! declared on the root.

use std::io::{self, Write};

use crate::{FOOTER, Record, escape_attribute_into, escape_into};

/// The languages every page is in.
pub const LANGUAGES: [&str; 4] = ["en", "de", "fr", "es"];

const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";
const VIDEO_NS: &str = "http://www.google.com/schemas/sitemap-video/1.1";
const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";

/// The `<urlset>` opening with the three prefixes, as our writer writes it
/// after `with_namespace` for each.
pub const HEADER: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
    <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
    xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" \
    xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" \
    xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";

/// A video as plain text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoText {
    /// `thumbnail_loc`.
    pub thumbnail: String,
    /// `title`, with a character to escape.
    pub title: String,
    /// `description`.
    pub description: String,
    /// `content_loc`.
    pub content: String,
    /// `player_loc` (sitemap-rs needs both).
    pub player: String,
    /// Seconds.
    pub duration: u16,
}

/// One page of the workload as plain text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// Its `loc`, `lastmod`, `changefreq` and `priority`.
    pub record: Record,
    /// Three image addresses.
    pub images: [String; 3],
    /// `(hreflang, href)` for each of [`LANGUAGES`].
    pub alternates: [(&'static str, String); 4],
    /// Every tenth page's video.
    pub video: Option<VideoText>,
}

impl Page {
    /// Page number `i`.
    pub fn new(i: u64) -> Page {
        Page {
            record: Record::new(i),
            images: [0, 1, 2].map(|k| format!("https://cdn.example.com/images/{i}/{k}.jpg")),
            alternates: LANGUAGES.map(|language| {
                (
                    language,
                    format!("https://www.example.com/{language}/p/{i}"),
                )
            }),
            video: i.is_multiple_of(10).then(|| VideoText {
                thumbnail: format!("https://cdn.example.com/thumbs/{i}.jpg"),
                title: format!("Video {i} & friends"),
                description: format!("How product {i} is made, from start to end."),
                content: format!("https://cdn.example.com/videos/{i}.mp4"),
                player: format!("https://www.example.com/player?video={i}"),
                duration: 600,
            }),
        }
    }

    /// Pages `0..n`.
    pub fn many(n: usize) -> Vec<Page> {
        (0..n as u64).map(Page::new).collect()
    }

    /// The page as our `Url`.
    ///
    /// # Panics
    ///
    /// Never for pages made by [`Page::new`].
    pub fn to_ours(&self) -> sitemap_core::Url {
        use sitemap_core::{
            Alternate, ContentLoc, Href, Hreflang, Image, ImageLoc, PlayerUrl, ThumbnailLoc, Video,
            VideoDescription, VideoDuration, VideoPlayerLoc, VideoSource, VideoTitle,
        };
        let mut url = self.record.to_ours();
        for image in &self.images {
            url.push_image(Image::new(ImageLoc::parse(image).expect("valid")))
                .expect("fewer than 1,000");
        }
        if let Some(video) = &self.video {
            let source = VideoSource::ContentLoc {
                content_loc: ContentLoc::parse(&video.content).expect("valid"),
                player_loc: Some(VideoPlayerLoc::new(
                    PlayerUrl::parse(&video.player).expect("valid"),
                )),
            };
            url.push_video(
                Video::new(
                    ThumbnailLoc::parse(&video.thumbnail).expect("valid"),
                    VideoTitle::parse(&video.title).expect("valid"),
                    VideoDescription::parse(&video.description).expect("valid"),
                    source,
                )
                .with_duration(VideoDuration::new(video.duration.into()).expect("valid")),
            );
        }
        for (language, href) in &self.alternates {
            url.push_alternate(Alternate::new(
                Hreflang::parse(language).expect("valid"),
                Href::parse(href).expect("valid"),
            ));
        }
        url
    }
}

/// Our writer for the workload: the prefixes declared on the root.
pub fn our_writer<W: Write>(out: W) -> sitemap_core::UrlSetWriter<W> {
    sitemap_core::UrlSetWriter::new(out)
        .with_namespace("image", IMAGE_NS)
        .with_namespace("video", VIDEO_NS)
        .with_namespace("xhtml", XHTML_NS)
}

fn element(out: &mut Vec<u8>, indent: &[u8], name: &[u8], text: &str) {
    out.extend_from_slice(indent);
    out.push(b'<');
    out.extend_from_slice(name);
    out.push(b'>');
    escape_into(out, text);
    out.extend_from_slice(b"</");
    out.extend_from_slice(name);
    out.extend_from_slice(b">\n");
}

/// Appends one `<url>` of the workload, as our writer writes it.
pub fn format_page(out: &mut Vec<u8>, page: &Page) {
    let record = &page.record;
    out.extend_from_slice(b"  <url>\n");
    element(out, b"    ", b"loc", &record.loc);
    element(out, b"    ", b"lastmod", &record.lastmod);
    element(out, b"    ", b"changefreq", record.changefreq);
    element(out, b"    ", b"priority", record.priority);
    for image in &page.images {
        out.extend_from_slice(b"    <image:image>\n");
        element(out, b"      ", b"image:loc", image);
        out.extend_from_slice(b"    </image:image>\n");
    }
    if let Some(video) = &page.video {
        out.extend_from_slice(b"    <video:video>\n");
        element(out, b"      ", b"video:thumbnail_loc", &video.thumbnail);
        element(out, b"      ", b"video:title", &video.title);
        element(out, b"      ", b"video:description", &video.description);
        element(out, b"      ", b"video:content_loc", &video.content);
        element(out, b"      ", b"video:player_loc", &video.player);
        // Formatting into a Vec cannot fail.
        let _ = writeln!(
            out,
            "      <video:duration>{}</video:duration>",
            video.duration
        );
        out.extend_from_slice(b"    </video:video>\n");
    }
    for (language, href) in &page.alternates {
        out.extend_from_slice(b"    <xhtml:link rel=\"alternate\" hreflang=\"");
        escape_attribute_into(out, language);
        out.extend_from_slice(b"\" href=\"");
        escape_attribute_into(out, href);
        out.extend_from_slice(b"\"/>\n");
    }
    out.extend_from_slice(b"  </url>\n");
}

/// The writer baseline for the workload: one `<urlset>` of `pages`, each
/// formatted by [`format_page`] into a reused buffer.
///
/// # Errors
///
/// When `out` fails.
pub fn baseline_write<W: Write>(out: &mut W, pages: &[Page]) -> io::Result<()> {
    out.write_all(HEADER.as_bytes())?;
    let mut line = Vec::with_capacity(2048);
    for page in pages {
        line.clear();
        format_page(&mut line, page);
        out.write_all(&line)?;
    }
    out.write_all(FOOTER.as_bytes())?;
    out.flush()
}

/// `sitemap-rs` 0.7's values for the workload.
pub mod sitemap_rs07 {
    use jiff::Timestamp;
    use jiff::tz::TimeZone;
    use sitemap_rs::image::Image;
    use sitemap_rs::url::{ChangeFrequency, Link, Url};
    use sitemap_rs::url_set::UrlSet;
    use sitemap_rs::video::Video;

    use super::Page;

    /// The pages as one `UrlSet` (at most 50,000).
    ///
    /// # Panics
    ///
    /// Never for pages made by [`Page::new`].
    pub fn url_set(pages: &[Page]) -> UrlSet {
        let urls =
            pages
                .iter()
                .map(|page| {
                    let r = &page.record;
                    let changefreq = match r.changefreq {
                        "always" => ChangeFrequency::Always,
                        "hourly" => ChangeFrequency::Hourly,
                        "daily" => ChangeFrequency::Daily,
                        "weekly" => ChangeFrequency::Weekly,
                        "monthly" => ChangeFrequency::Monthly,
                        "yearly" => ChangeFrequency::Yearly,
                        _ => ChangeFrequency::Never,
                    };
                    let mut builder = Url::builder(r.loc.clone());
                    builder
                        .last_modified(
                            r.lastmod
                                .parse::<Timestamp>()
                                .expect("date")
                                .to_zoned(TimeZone::UTC),
                        )
                        .change_frequency(changefreq)
                        .priority(r.priority.parse().expect("number"))
                        .images(page.images.iter().map(|i| Image::new(i.clone())).collect())
                        .links(page.alternates.iter().map(|(language, href)| {
                            Link::new((*language).to_owned(), href.clone())
                        }));
                    if let Some(video) = &page.video {
                        let video = Video::builder(
                            video.thumbnail.clone(),
                            video.title.clone(),
                            video.description.clone(),
                            video.content.clone(),
                            video.player.clone(),
                        )
                        .duration(video.duration)
                        .build()
                        .expect("valid video");
                        builder.videos(vec![video]);
                    }
                    builder.build().expect("valid URL")
                })
                .collect();
        UrlSet::new(urls).expect("at most 50,000 URLs")
    }
}

/// `sitemapo` 0.3's values for the workload.
pub mod sitemapo03 {
    use std::time::Duration;

    use sitemapo::record::{Alternate, Entry, Frequency, Image, Priority, Video};

    use super::Page;

    /// The pages as `Entry` values.
    ///
    /// # Panics
    ///
    /// Never for pages made by [`Page::new`].
    pub fn entries(pages: &[Page]) -> Vec<Entry> {
        pages
            .iter()
            .map(|page| {
                let r = &page.record;
                let mut entry = Entry::new(r.loc.parse().expect("valid URL"))
                    .with_modified(r.lastmod.parse().expect("date"))
                    .with_frequency(r.changefreq.parse::<Frequency>().expect("frequency"))
                    .with_priority(
                        Priority::new(r.priority.parse().expect("number")).expect("in range"),
                    );
                for image in &page.images {
                    entry = entry.with_image(Image::new(image.parse().expect("valid URL")));
                }
                if let Some(video) = &page.video {
                    let mut value = Video::new(
                        video.thumbnail.parse().expect("valid URL"),
                        video.title.clone(),
                        video.description.clone(),
                    );
                    value.content = Some(video.content.parse().expect("valid URL"));
                    value.player = Some(video.player.parse().expect("valid URL"));
                    value.duration = Some(Duration::from_secs(video.duration.into()));
                    entry = entry.with_video(value);
                }
                for (language, href) in &page.alternates {
                    entry = entry.with_alternate(Alternate::new(
                        *language,
                        href.parse().expect("valid URL"),
                    ));
                }
                entry
            })
            .collect()
    }
}

/// One `<url>` of the workload as the read baseline collects it: every
/// element's text, and each link's language and address.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RawPage {
    /// The text of each element with text, in document order (`loc`
    /// first).
    pub texts: Vec<String>,
    /// `(hreflang, href)` of each `<xhtml:link>`.
    pub links: Vec<(String, String)>,
}

/// The read baseline for the workload: a bare quick-xml loop that unescapes
/// and collects every text and each link's two attributes, checking nothing.
///
/// # Errors
///
/// quick-xml's, and an unknown entity.
pub fn baseline_read<R: std::io::BufRead>(
    source: R,
    mut each: impl FnMut(RawPage),
) -> Result<u64, Box<dyn std::error::Error + Send + Sync>> {
    use quick_xml::Reader;
    use quick_xml::events::Event;
    let mut reader = Reader::from_reader(source);
    let mut buf = Vec::with_capacity(1024);
    let mut page = RawPage::default();
    let mut text = String::new();
    let mut count = 0;
    loop {
        match reader.read_event_into(&mut buf)? {
            Event::Start(_) => text.clear(),
            Event::Text(t) => text.push_str(&t.xml10_content()),
            Event::GeneralRef(r) => match r.resolve_char_ref()? {
                Some(ch) => text.push(ch),
                None => text.push_str(
                    quick_xml::escape::resolve_predefined_entity(&r)
                        .ok_or_else(|| format!("unknown entity &{};", &*r))?,
                ),
            },
            Event::Empty(link) if link.local_name().as_ref() == "link" => {
                let mut hreflang = String::new();
                let mut href = String::new();
                for attribute in link.attributes() {
                    let attribute = attribute?;
                    let value = attribute
                        .normalized_value(quick_xml::XmlVersion::Implicit1_0)?
                        .into_owned();
                    match attribute.key.as_ref() {
                        "hreflang" => hreflang = value,
                        "href" => href = value,
                        _ => {}
                    }
                }
                page.links.push((hreflang, href));
            }
            Event::End(end) => {
                if end.local_name().as_ref() == "url" {
                    each(std::mem::take(&mut page));
                    count += 1;
                } else if !text.trim().is_empty() {
                    page.texts.push(std::mem::take(&mut text));
                }
                text.clear();
            }
            Event::Eof => return Ok(count),
            _ => {}
        }
        buf.clear();
    }
}
