//! Text sitemaps, one URL a line, as the protocol allows beside XML.

use std::io::Write;

use super::{Limits, WriteError};
use crate::Url;

/// Writes a text sitemap: each URL's `loc` on a line of its own, UTF-8,
/// under the same caps as an XML sitemap (50,000 URLs, 50 MiB). A text
/// sitemap holds nothing but the URLs: `lastmod`, `changefreq`, `priority`
/// and extensions are not written (use [`UrlSetWriter`](super::UrlSetWriter)
/// to keep them).
///
/// ```
/// use sitemap_core::write::TextWriter;
/// use sitemap_core::{Loc, Url};
///
/// let mut writer = TextWriter::new(Vec::new());
/// for page in ["/", "/about"] {
///     writer.write(&Url::new(Loc::parse(&format!("https://example.com{page}"))?))?;
/// }
/// let text = writer.finish()?;
/// assert_eq!(text, b"https://example.com/\nhttps://example.com/about\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct TextWriter<W: Write> {
    sink: W,
    limits: Limits,
    entries: usize,
    bytes: u64,
}

impl<W: Write> TextWriter<W> {
    /// A writer into `sink`, with the protocol's caps.
    pub fn new(sink: W) -> Self {
        TextWriter {
            sink,
            limits: Limits::default(),
            entries: 0,
            bytes: 0,
        }
    }

    /// Lower caps than the protocol's.
    ///
    /// # Errors
    ///
    /// [`WriteError::LimitAboveProtocol`] for a cap above the protocol's.
    pub fn with_limits(mut self, limits: Limits) -> Result<Self, WriteError> {
        self.limits = limits.check()?;
        Ok(self)
    }

    /// Writes one URL's line.
    ///
    /// # Errors
    ///
    /// [`WriteError::EntryLimit`] and [`WriteError::ByteLimit`] for a URL
    /// over a cap (not written; the file so far can still be finished),
    /// [`WriteError::Io`] when the sink fails.
    pub fn write(&mut self, url: &Url) -> Result<(), WriteError> {
        if self.entries >= self.limits.max_entries {
            return Err(WriteError::EntryLimit {
                limit: self.limits.max_entries,
            });
        }
        let loc = url.loc().as_str();
        // A `Loc` holds no line break (it is RFC 3986 text), so one line is
        // one URL.
        let would_be = self.bytes + loc.len() as u64 + 1;
        if would_be > self.limits.max_bytes {
            return Err(WriteError::ByteLimit {
                limit: self.limits.max_bytes,
                would_be,
            });
        }
        self.sink.write_all(loc.as_bytes())?;
        self.sink.write_all(b"\n")?;
        self.bytes = would_be;
        self.entries += 1;
        Ok(())
    }

    /// The sink, to take out what was written so far; it only ever holds
    /// whole lines.
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.sink
    }

    /// URLs written so far.
    pub fn entry_count(&self) -> usize {
        self.entries
    }

    /// Bytes written so far, which is the file's size once finished.
    pub fn bytes_written(&self) -> u64 {
        self.bytes
    }

    /// Flushes and returns the sink.
    ///
    /// # Errors
    ///
    /// On a file without URLs (an empty text sitemap lists nothing), and
    /// when the sink fails.
    pub fn finish(mut self) -> Result<W, WriteError> {
        if self.entries == 0 {
            return Err(WriteError::Empty {
                root: "text sitemap",
            });
        }
        self.sink.flush()?;
        Ok(self.sink)
    }
}

#[cfg(test)]
mod tests {
    use super::TextWriter;
    use crate::read::{Format, ReadEvent, ReadOptions, SitemapReader};
    use crate::write::{Limits, WriteError};
    use crate::{LastMod, Loc, Url};

    fn url(n: usize) -> Url {
        let mut url = Url::new(Loc::parse(&format!("https://example.com/p/{n}?q=a&r=b")).unwrap());
        url.set_lastmod(Some(LastMod::parse("2024-05-01").unwrap()));
        url
    }

    #[test]
    fn what_it_writes_reads_back_as_a_text_sitemap() {
        let mut writer = TextWriter::new(Vec::new());
        for n in 0..3 {
            writer.write(&url(n)).unwrap();
        }
        let bytes = writer.bytes_written();
        let text = writer.finish().unwrap();
        assert_eq!(bytes, text.len() as u64);
        let mut reader = SitemapReader::new(text.as_slice(), ReadOptions::strict());
        assert_eq!(reader.format(), Some(Format::Text));
        let locs: Vec<String> = reader
            .map(|event| match event {
                ReadEvent::Url(url) => url.loc().to_string(),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(locs.len(), 3);
        assert_eq!(locs[2], "https://example.com/p/2?q=a&r=b");
    }

    /// A writer under `limits` given three URLs: the writer after two, and
    /// what the third got.
    fn third_url_under(limits: Limits) -> (TextWriter<Vec<u8>>, Result<(), WriteError>) {
        let mut writer = TextWriter::new(Vec::new()).with_limits(limits).unwrap();
        writer.write(&url(0)).unwrap();
        writer.write(&url(1)).unwrap();
        let third = writer.write(&url(2));
        (writer, third)
    }

    #[test]
    fn the_caps_refuse_a_line_and_leave_the_file_whole() {
        let (writer, third) = third_url_under(Limits {
            max_entries: 2,
            ..Limits::default()
        });
        assert!(matches!(third, Err(WriteError::EntryLimit { limit: 2 })));
        assert_eq!(
            writer
                .finish()
                .unwrap()
                .iter()
                .filter(|b| **b == b'\n')
                .count(),
            2
        );

        let line = url(0).loc().as_str().len() as u64 + 1;
        let (_, third) = third_url_under(Limits {
            max_bytes: line * 2 + 1,
            ..Limits::default()
        });
        assert!(matches!(third, Err(WriteError::ByteLimit { .. })));
        assert!(matches!(
            TextWriter::new(Vec::new()).finish(),
            Err(WriteError::Empty { .. })
        ));
    }
}
