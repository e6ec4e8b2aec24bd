//! One URL a line (`Format::Txt`).

use std::io::Write;

use super::{EntryWriter, ExportError, Provenance};
use crate::{IndexEntry, Url};

/// Writes each entry's `loc` on a line of its own.
pub(super) struct TextLines<'a> {
    out: Box<dyn Write + Send + 'a>,
}

impl<'a> TextLines<'a> {
    pub(super) fn new(out: Box<dyn Write + Send + 'a>) -> Self {
        TextLines { out }
    }
}

impl EntryWriter for TextLines<'_> {
    fn url(&mut self, url: &Url, _: Option<&Provenance>) -> Result<(), ExportError> {
        writeln!(self.out, "{}", url.loc())?;
        Ok(())
    }

    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError> {
        writeln!(self.out, "{}", entry.loc())?;
        Ok(())
    }

    fn finish(mut self: Box<Self>) -> Result<(), ExportError> {
        self.out.flush()?;
        Ok(())
    }
}
