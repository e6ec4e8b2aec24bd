//! The flat columns as CSV (`Format::Csv`), quoted as RFC 4180 says.

use std::io::Write;

use super::{EntryWriter, ExportError, ExportOptions, Provenance};
use crate::registry::{self, FlatValue};
use crate::{IndexEntry, Url};

/// The columns `provenance` adds after the flat ones.
const PROVENANCE_COLUMNS: [&str; 4] = ["sitemap", "line", "indexes", "foreign"];

/// Rows of [`registry::flat_columns`], then the provenance columns when
/// asked.
pub(super) struct CsvWriter<'a> {
    out: Box<dyn Write + Send + 'a>,
    columns: usize,
    provenance: bool,
    row: String,
}

impl<'a> CsvWriter<'a> {
    /// Writes the header.
    pub(super) fn new(
        mut out: Box<dyn Write + Send + 'a>,
        options: &ExportOptions,
    ) -> Result<Self, ExportError> {
        let columns = registry::flat_columns();
        let mut header: Vec<&str> = columns.iter().map(|c| c.name()).collect();
        if options.provenance {
            header.extend(PROVENANCE_COLUMNS);
        }
        writeln!(out, "{}", header.join(","))?;
        Ok(CsvWriter {
            out,
            columns: columns.len(),
            provenance: options.provenance,
            row: String::new(),
        })
    }

    fn provenance(&mut self, from: Option<&Provenance>) {
        if !self.provenance {
            return;
        }
        match from {
            Some(from) => {
                let indexes: Vec<&str> = from.indexes.iter().map(crate::Loc::as_str).collect();
                self.row.push(',');
                push_field(&mut self.row, from.sitemap.as_str());
                self.row.push_str(&format!(",{},", from.line));
                push_field(&mut self.row, &indexes.join(" "));
                self.row.push_str(&format!(",{}", from.foreign));
            }
            None => self.row.push_str(&",".repeat(PROVENANCE_COLUMNS.len())),
        }
    }

    fn end_row(&mut self) -> Result<(), ExportError> {
        self.row.push('\n');
        self.out.write_all(self.row.as_bytes())?;
        self.row.clear();
        Ok(())
    }
}

impl EntryWriter for CsvWriter<'_> {
    fn url(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ExportError> {
        for (i, value) in registry::flat_row(url).iter().enumerate() {
            if i > 0 {
                self.row.push(',');
            }
            match value {
                FlatValue::Text(text) => push_field(&mut self.row, text.as_deref().unwrap_or("")),
                FlatValue::Decimal(number) => self.row.push_str(number.as_deref().unwrap_or("")),
                FlatValue::Count(count) => self.row.push_str(&count.to_string()),
            }
        }
        self.provenance(from);
        self.end_row()
    }

    /// An index entry fills `loc` and `lastmod`; its other columns are
    /// empty.
    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError> {
        push_field(&mut self.row, entry.loc().as_str());
        self.row.push(',');
        if let Some(lastmod) = entry.lastmod() {
            push_field(&mut self.row, &lastmod.to_string());
        }
        self.row.push_str(&",".repeat(self.columns - 2));
        self.provenance(None);
        self.end_row()
    }

    fn finish(mut self: Box<Self>) -> Result<(), ExportError> {
        self.out.flush()?;
        Ok(())
    }
}

/// Appends a CSV field, quoted when it holds a comma, a quote or a line
/// break (RFC 4180).
fn push_field(row: &mut String, value: &str) {
    if value.contains([',', '"', '\n', '\r']) {
        row.push('"');
        row.push_str(&value.replace('"', "\"\""));
        row.push('"');
    } else {
        row.push_str(value);
    }
}

#[cfg(test)]
mod tests {
    use super::push_field;

    #[test]
    fn fields_are_quoted_when_they_must_be() {
        let quoted = |value: &str| {
            let mut row = String::new();
            push_field(&mut row, value);
            row
        };
        assert_eq!(quoted("https://a.example/x"), "https://a.example/x");
        assert_eq!(
            quoted("https://a.example/?a=1,2"),
            "\"https://a.example/?a=1,2\""
        );
        assert_eq!(quoted("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
