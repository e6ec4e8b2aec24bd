//! A sitemap or an index (`Format::Xml`), through the document writer.

use std::io::Write;

use super::{EntryWriter, ExportError, ExportOptions, Provenance, mixed_kinds};
use crate::write::DocumentWriter;
use crate::{Document, IndexEntry, SitemapIndex, Url, UrlSet};

type Out<'a> = Box<dyn Write + Send + 'a>;

/// The writer for the options' kind, with the head, the namespaces and the
/// deprecated tags they keep.
pub(super) fn writer<'a>(out: Out<'a>, options: &ExportOptions) -> Box<dyn EntryWriter + 'a> {
    if options.index {
        Box::new(Xml::<SitemapIndex>(document_writer(out, options)))
    } else {
        Box::new(Xml::<UrlSet>(document_writer(out, options)))
    }
}

fn document_writer<'a, D: Document>(
    out: Out<'a>,
    options: &ExportOptions,
) -> DocumentWriter<D, Out<'a>> {
    let mut writer = DocumentWriter::new(out).with_deprecated_tags(options.deprecated_tags);
    for decl in &options.namespaces {
        writer = writer.with_namespace(decl.prefix(), decl.uri());
    }
    writer.with_head(options.head.clone())
}

struct Xml<'a, D: Document>(DocumentWriter<D, Out<'a>>);

/// The writer's refusal; a full sitemap's says where more entries fit (an
/// index that is full has no such place).
fn refused(error: crate::WriteError, split: bool) -> ExportError {
    match error {
        crate::WriteError::Io(e) => ExportError::Io(e),
        error @ (crate::WriteError::EntryLimit { .. } | crate::WriteError::ByteLimit { .. })
            if split =>
        {
            ExportError::Refused(format!(
                "{error}; to write more than one file holds, write a split set and its index \
                 (`-o DIR/` on the command line, `SiteWriter` in the library)"
            ))
        }
        error => ExportError::Refused(error.to_string()),
    }
}

impl EntryWriter for Xml<'_, UrlSet> {
    fn url(&mut self, url: &Url, _: Option<&Provenance>) -> Result<(), ExportError> {
        self.0.write(url).map_err(|e| refused(e, true))
    }

    fn index_entry(&mut self, _: &IndexEntry) -> Result<(), ExportError> {
        Err(mixed_kinds())
    }

    fn finish(self: Box<Self>) -> Result<(), ExportError> {
        self.0.finish().map(drop).map_err(|e| refused(e, true))
    }
}

impl EntryWriter for Xml<'_, SitemapIndex> {
    fn url(&mut self, _: &Url, _: Option<&Provenance>) -> Result<(), ExportError> {
        Err(mixed_kinds())
    }

    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError> {
        self.0.write(entry).map_err(|e| refused(e, false))
    }

    fn finish(self: Box<Self>) -> Result<(), ExportError> {
        self.0.finish().map(drop).map_err(|e| refused(e, false))
    }
}
