//! One sitemap file of a site being written: XML or text, behind one face.

use std::io::Write;

use crate::write::{Limits, TextWriter};
use crate::{DocumentHead, NamespaceDecl, Url, UrlSetWriter, WriteError};

/// What every XML sitemap file of a site carries besides its entries: its
/// head and the namespaces the head's attributes need.
#[derive(Debug, Clone, Default)]
pub(super) struct SitemapRoot {
    pub(super) head: DocumentHead,
    pub(super) namespaces: Vec<NamespaceDecl>,
}

/// The writer of one sitemap file, in the syntax the site chose.
pub(super) enum FileWriter<W: Write> {
    Xml(Box<UrlSetWriter<W>>),
    Text(TextWriter<W>),
}

impl<W: Write> FileWriter<W> {
    /// An XML sitemap with the site's stylesheet and choice of deprecated
    /// tags, or a text sitemap; either under `limits`.
    pub(super) fn new(
        sink: W,
        text: bool,
        root: &SitemapRoot,
        deprecated_tags: bool,
        limits: Limits,
    ) -> Result<Self, WriteError> {
        if text {
            return Ok(FileWriter::Text(TextWriter::new(sink).with_limits(limits)?));
        }
        let mut writer = UrlSetWriter::new(sink).with_deprecated_tags(deprecated_tags);
        for decl in &root.namespaces {
            writer = writer.with_namespace(decl.prefix(), decl.uri());
        }
        let writer = writer.with_head(root.head.clone());
        Ok(FileWriter::Xml(Box::new(writer.with_limits(limits)?)))
    }

    pub(super) fn write(&mut self, url: &Url) -> Result<(), WriteError> {
        match self {
            FileWriter::Xml(writer) => writer.write(url),
            FileWriter::Text(writer) => writer.write(url),
        }
    }

    pub(super) fn entry_count(&self) -> usize {
        match self {
            FileWriter::Xml(writer) => writer.entry_count(),
            FileWriter::Text(writer) => writer.entry_count(),
        }
    }

    /// The file's size once finished.
    pub(super) fn finished_size(&self) -> u64 {
        match self {
            FileWriter::Xml(writer) => writer.finished_size(),
            FileWriter::Text(writer) => writer.bytes_written(),
        }
    }

    pub(super) fn finish(self) -> Result<W, WriteError> {
        match self {
            FileWriter::Xml(writer) => writer.finish(),
            FileWriter::Text(writer) => writer.finish(),
        }
    }
}

/// A sitemap file of a site as it is written: counted and, with gzip,
/// compressed on its way to the target's sink.
pub(super) type SiteFile<S> =
    FileWriter<super::encoder::Encoder<super::encoder::CountingWriter<S>>>;

/// Finishes `file` and hands it to `target` as `name`: its URL count, its
/// size and its size as stored. What fails is said with `position`.
pub(super) fn close_file<T: super::Target>(
    target: &mut T,
    name: &str,
    file: SiteFile<T::Sink>,
    position: u64,
) -> Result<(usize, u64, u64), super::SiteError> {
    use super::{SiteError, SiteErrorKind};
    let entries = file.entry_count();
    let bytes = file.finished_size();
    let fail = |kind| SiteError::at(kind, None, position, Some(name.to_owned()));
    let encoder = file.finish().map_err(|e| fail(SiteErrorKind::Write(e)))?;
    let counted = encoder.finish().map_err(|e| fail(SiteErrorKind::Io(e)))?;
    let stored_bytes = counted.count();
    target
        .finish(name, counted.into_inner())
        .map_err(|e| fail(SiteErrorKind::Io(e)))?;
    Ok((entries, bytes, stored_bytes))
}

#[cfg(test)]
mod tests {
    use crate::read::{Format, ReadEvent, ReadOptions, SitemapReader};
    use crate::site::{MemoryTarget, SiteOptions, SiteWriter};
    use crate::write::Limits;
    use crate::{BaseUrl, Url};

    #[test]
    fn a_text_site_splits_at_the_caps_gzips_and_reads_back_whole() {
        let base = BaseUrl::parse("https://example.com/").unwrap();
        let options = SiteOptions::new(base.clone())
            .text(true)
            .gzip(true)
            .limits(Limits {
                max_entries: 2,
                ..Limits::default()
            })
            .unwrap();
        let mut site = SiteWriter::new(MemoryTarget::default(), options);
        for n in 0..5 {
            site.write(&Url::new(base.join(&format!("/p/{n}")).unwrap()))
                .unwrap();
        }
        let (report, target) = site.finish().unwrap();
        let names: Vec<&str> = report.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "sitemap-1.txt.gz",
                "sitemap-2.txt.gz",
                "sitemap-3.txt.gz",
                "sitemap.xml"
            ]
        );
        let mut locs = Vec::new();
        for name in &names[..3] {
            let mut reader = SitemapReader::new(target.file(name).unwrap(), ReadOptions::strict());
            assert_eq!(reader.format(), Some(Format::Text));
            assert!(reader.is_gzip());
            for event in reader {
                match event {
                    ReadEvent::Url(url) => locs.push(url.loc().to_string()),
                    other => panic!("unexpected {other:?}"),
                }
            }
        }
        let expected: Vec<String> = (0..5)
            .map(|n| format!("https://example.com/p/{n}"))
            .collect();
        assert_eq!(locs, expected);
        // Switching back restores the XML names.
        let options = SiteOptions::new(base).text(true).text(false);
        assert_eq!(options.sitemap_file_name(1), "sitemap-1.xml");
    }
}
