//! The serde JSON shape: a document (`Format::Json`) or one entry a line
//! (`Format::Ndjson`), the head kept and provenance as extra members.

use std::io::Write;

use super::{EntryWriter, ExportError, ExportOptions, Provenance, mixed_kinds};
use crate::{IndexEntry, Stylesheet, Url};

/// The head as a JSON object in the serde shape: the namespace, the
/// declarations the root attributes need, the attributes and the
/// stylesheet instructions, in the XML root's order.
fn head_object(options: &ExportOptions) -> String {
    let mut members: Vec<(String, serde_json::Value)> =
        vec![("@xmlns".to_owned(), crate::NAMESPACE.into())];
    if !options.head.attributes().is_empty() {
        for decl in &options.namespaces {
            members.push((format!("@xmlns:{}", decl.prefix()), decl.uri().into()));
        }
        for (name, value) in options.head.attributes() {
            members.push((format!("@{name}"), value.as_str().into()));
        }
    }
    if !options.head.stylesheets().is_empty() {
        let instructions = options.head.stylesheets().iter();
        members.push((
            Stylesheet::JSON_KEY.to_owned(),
            instructions.map(|s| s.instruction()).collect(),
        ));
    }
    let members: Vec<String> = members
        .iter()
        .map(|(name, value)| format!("{}:{value}", serde_json::Value::from(name.as_str())))
        .collect();
    format!("{{{}}}", members.join(","))
}

/// The head without its closing brace, for the entries follow.
fn head_start(options: &ExportOptions) -> String {
    let mut text = head_object(options);
    text.pop();
    text
}

/// An entry's JSON object, with `from`'s members added when given.
fn entry_object(
    entry: &impl serde::Serialize,
    from: Option<&Provenance>,
) -> Result<Vec<u8>, ExportError> {
    let mut object = serde_json::to_vec(entry).map_err(std::io::Error::from)?;
    if let Some(from) = from {
        let indexes: Vec<&str> = from.indexes.iter().map(crate::Loc::as_str).collect();
        let mut provenance = serde_json::json!({
            "sitemap": from.sitemap.as_str(),
            "line": from.line,
            "indexes": indexes,
        });
        if from.foreign {
            provenance["foreign"] = serde_json::Value::Bool(true);
        }
        let provenance = provenance.to_string();
        object.pop();
        object.push(b',');
        object.extend_from_slice(&provenance.as_bytes()[1..]);
    }
    Ok(object)
}

/// One JSON document, its entries written as they come.
pub(super) struct JsonWriter<'a> {
    out: Box<dyn Write + Send + 'a>,
    head: String,
    /// The array's name, once the first entry is written.
    array: Option<&'static str>,
    index: bool,
    provenance: bool,
}

impl<'a> JsonWriter<'a> {
    pub(super) fn new(out: Box<dyn Write + Send + 'a>, options: &ExportOptions) -> Self {
        JsonWriter {
            out,
            head: head_start(options),
            array: None,
            index: options.index,
            provenance: options.provenance,
        }
    }

    fn entry(&mut self, name: &'static str, object: &[u8]) -> Result<(), ExportError> {
        match self.array {
            None => {
                writeln!(self.out, "{},\"{name}\":[", self.head)?;
                self.array = Some(name);
            }
            Some(open) if open != name => return Err(mixed_kinds()),
            Some(_) => self.out.write_all(b",\n")?,
        }
        self.out.write_all(object)?;
        Ok(())
    }
}

impl EntryWriter for JsonWriter<'_> {
    fn url(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ExportError> {
        let object = entry_object(url, from.filter(|_| self.provenance))?;
        self.entry("url", &object)
    }

    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError> {
        let object = entry_object(entry, None)?;
        self.entry("sitemap", &object)
    }

    fn finish(mut self: Box<Self>) -> Result<(), ExportError> {
        match self.array {
            Some(_) => self.out.write_all(b"\n]}\n")?,
            None => {
                let name = if self.index { "sitemap" } else { "url" };
                writeln!(self.out, "{},\"{name}\":[]}}", self.head)?;
            }
        }
        self.out.flush()?;
        Ok(())
    }
}

/// One entry a line.
pub(super) struct NdjsonWriter<'a> {
    out: Box<dyn Write + Send + 'a>,
    provenance: bool,
}

impl<'a> NdjsonWriter<'a> {
    /// Writes the head line, when there is a head: an object with no
    /// `loc`, which the JSON reader takes back. An index's always has
    /// one, with its empty array, for an index entry alone cannot be told
    /// from a URL.
    pub(super) fn new(
        mut out: Box<dyn Write + Send + 'a>,
        options: &ExportOptions,
    ) -> Result<Self, ExportError> {
        if options.index {
            writeln!(out, "{},\"sitemap\":[]}}", head_start(options))?;
        } else if !options.head.is_empty() {
            writeln!(out, "{}", head_object(options))?;
        }
        Ok(NdjsonWriter {
            out,
            provenance: options.provenance,
        })
    }
}

impl EntryWriter for NdjsonWriter<'_> {
    fn url(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ExportError> {
        let object = entry_object(url, from.filter(|_| self.provenance))?;
        self.out.write_all(&object)?;
        self.out.write_all(b"\n")?;
        Ok(())
    }

    fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ExportError> {
        self.out.write_all(&entry_object(entry, None)?)?;
        self.out.write_all(b"\n")?;
        Ok(())
    }

    fn finish(mut self: Box<Self>) -> Result<(), ExportError> {
        self.out.flush()?;
        Ok(())
    }
}
