//! Entries and their children as text: the generated element types write
//! themselves through [`ElementWriter`], escaping as XML asks.

use super::WriteError;
use crate::SchemaValue;
use crate::extension::{Extension, ExtensionNode, NamespaceDecl};

/// An element that writes its own children (implemented by the generated
/// element types).
pub(crate) trait WriteElement {
    /// What the element holds between its tags.
    fn content(&self) -> Content {
        Content::Children
    }

    /// Writes the attributes into the start tag
    /// ([`ElementWriter::value_attribute`]).
    fn write_attributes(&self, writer: &mut ElementWriter<'_>) {
        let _ = writer;
    }

    /// Writes the children, in schema order, or the text
    /// ([`ElementWriter::value_text`]), into `writer`.
    fn write_children(&self, writer: &mut ElementWriter<'_>) -> Result<(), WriteError>;
}

/// What an element holds between its tags.
pub(crate) enum Content {
    /// Child elements, each on its own line.
    Children,
    /// Text, on the same line as the tags.
    Text,
    /// Nothing: written as `<name …/>`.
    Empty,
}

/// Where an element's children are written: an in-memory buffer, so an entry
/// that breaks a limit is dropped whole instead of half-written.
pub(crate) struct ElementWriter<'a> {
    out: &'a mut String,
    declared: &'a [NamespaceDecl],
    depth: usize,
    /// The prefix of the extension element being written, `""` for ours.
    prefix: &'static str,
    /// Whether tags Google no longer reads are written
    /// ([`DocumentWriter::with_deprecated_tags`](super::DocumentWriter::with_deprecated_tags)).
    deprecated: bool,
}

impl<'a> ElementWriter<'a> {
    /// Children of the root, written into `out`; `declared` are the
    /// namespaces the root declares.
    pub(super) fn under_root(
        out: &'a mut String,
        declared: &'a [NamespaceDecl],
        deprecated: bool,
    ) -> Self {
        ElementWriter {
            out,
            declared,
            depth: 1,
            prefix: "",
            deprecated,
        }
    }

    /// Whether tags Google no longer reads (`gen:deprecated` in the
    /// schemas) are written; they are left out unless asked for.
    pub(crate) fn writes_deprecated(&self) -> bool {
        self.deprecated
    }

    fn indent(&mut self) {
        // Fixed-size copies for the depths sitemaps have, so they compile to
        // plain stores instead of a memcpy call per line.
        match self.depth {
            0 => {}
            1 => self.out.push_str("  "),
            2 => self.out.push_str("    "),
            depth => self.out.extend(std::iter::repeat_n(' ', depth * 2)),
        }
    }

    /// `<name>value</name>` for a schema value, written in its document form
    /// ([`SchemaValue::write_document_text`]) and entity-escaped.
    pub(crate) fn value_element<V: SchemaValue>(
        &mut self,
        name: &str,
        value: &V,
    ) -> Result<(), WriteError> {
        self.indent();
        self.open(name);
        self.out.push('>');
        if V::MARKUP_FREE {
            // Dates and numbers spell themselves straight into the output.
            let start = self.out.len();
            value.write_document_text(self.out);
            debug_assert!(
                self.out.as_bytes()[start..]
                    .iter()
                    .all(|&byte| reserved(byte) == 0),
                "a MARKUP_FREE value spelled a character that needs escaping"
            );
        } else {
            // Checked before it is copied: scanning bytes just written
            // would stall on the stores that wrote them.
            escape_into(self.out, &value.document_text());
        }
        self.close(name);
        Ok(())
    }

    /// A child element of a generated type.
    pub(crate) fn child_element(
        &mut self,
        name: &str,
        child: &dyn WriteElement,
    ) -> Result<(), WriteError> {
        self.indent();
        self.open(name);
        self.element_rest(name, child)
    }

    /// An element of another namespace with a type of ours (an extension
    /// schema's), its children named with `prefix`, which it declares when
    /// the root did not.
    pub(crate) fn foreign_element(
        &mut self,
        prefix: &'static str,
        namespace: &str,
        name: &str,
        child: &dyn WriteElement,
    ) -> Result<(), WriteError> {
        let outer = std::mem::replace(&mut self.prefix, prefix);
        self.indent();
        self.open(name);
        let declared = self
            .declared
            .iter()
            .any(|d| d.prefix() == prefix && d.uri() == namespace);
        if !declared {
            self.attribute(&format!("xmlns:{prefix}"), namespace);
        }
        let result = self.element_rest(name, child);
        self.prefix = outer;
        result
    }

    /// `<name` or `<prefix:name`, in the namespace being written.
    #[inline(always)]
    fn open(&mut self, name: &str) {
        self.out.push('<');
        self.qualified(name);
    }

    /// `</name>` and a line break.
    #[inline(always)]
    fn close(&mut self, name: &str) {
        self.out.push_str("</");
        self.qualified(name);
        self.out.push_str(">\n");
    }

    /// `name`, with the prefix of the extension being written.
    #[inline(always)]
    fn qualified(&mut self, name: &str) {
        if !self.prefix.is_empty() {
            self.out.push_str(self.prefix);
            self.out.push(':');
        }
        self.out.push_str(name);
    }

    /// After the start tag's name: attributes, content, end tag.
    #[inline(always)]
    fn element_rest(&mut self, name: &str, child: &dyn WriteElement) -> Result<(), WriteError> {
        child.write_attributes(self);
        match child.content() {
            Content::Children => {
                self.out.push_str(">\n");
                self.depth += 1;
                child.write_children(self)?;
                self.depth -= 1;
                self.indent();
            }
            Content::Text => {
                self.out.push('>');
                child.write_children(self)?;
            }
            Content::Empty => {
                self.out.push_str("/>\n");
                return Ok(());
            }
        }
        self.close(name);
        Ok(())
    }

    /// ` name="value"` in the start tag being written, the value in its
    /// document form and escaped for an attribute.
    pub(crate) fn value_attribute<V: SchemaValue>(&mut self, name: &str, value: &V) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_attribute_into(self.out, &value.document_text());
        self.out.push('"');
    }

    /// A simple-content element's text, in its document form and escaped.
    pub(crate) fn value_text<V: SchemaValue>(&mut self, value: &V) {
        escape_into(self.out, &value.document_text());
    }

    /// An extension element and its content, declaring its namespace on the
    /// element itself when the root did not.
    pub(crate) fn extension(&mut self, extension: &Extension) -> Result<(), WriteError> {
        self.indent();
        self.write_extension(extension, None)?;
        self.out.push('\n');
        Ok(())
    }

    fn write_extension(
        &mut self,
        extension: &Extension,
        parent_namespace: Option<&str>,
    ) -> Result<(), WriteError> {
        let name = extension.qualified_name();
        let namespace = extension
            .namespace()
            .ok_or_else(|| WriteError::UnresolvedExtension {
                name: name.to_string(),
            })?;
        write_tag(self.out, "<", &name, "");
        let declared_by_attribute =
            |attr: &str| extension.attributes().iter().any(|(n, _)| n == attr);
        match extension.prefix() {
            Some(prefix) => {
                let in_scope = self
                    .declared
                    .iter()
                    .any(|d| d.prefix() == prefix && d.uri() == namespace)
                    || parent_namespace == Some(namespace);
                if !in_scope && !declared_by_attribute(&format!("xmlns:{prefix}")) {
                    self.attribute(&format!("xmlns:{prefix}"), namespace);
                }
            }
            None if parent_namespace != Some(namespace) && !declared_by_attribute("xmlns") => {
                self.attribute("xmlns", namespace);
            }
            None => {}
        }
        for (attr, value) in extension.attributes() {
            self.attribute(attr, value);
        }
        if extension.children().is_empty() {
            self.out.push_str("/>");
            return Ok(());
        }
        self.out.push('>');
        for node in extension.children() {
            match node {
                ExtensionNode::Text(text) => escape_into(self.out, text),
                ExtensionNode::Element(child) => self.write_extension(child, Some(namespace))?,
            }
        }
        write_tag(self.out, "</", &name, ">");
        Ok(())
    }

    fn attribute(&mut self, name: &str, value: &str) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_attribute_into(self.out, value);
        self.out.push('"');
    }
}

/// Appends `text` with the five characters XML reserves escaped, as the
/// protocol asks of every value, and carriage returns as `&#13;`, which a
/// parser would otherwise turn into line feeds.
///
/// Most 16-byte stretches of a URL hold none of them, so each stretch is
/// first tested branch-free (the compiler vectorizes it) and copied whole
/// when clean; only a stretch with a hit is walked byte by byte.
fn escape_into(out: &mut String, text: &str) {
    const STRETCH: usize = 16;
    let bytes = text.as_bytes();
    // `bytes[copied..at]` is clean and not yet copied.
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        let end = (at + STRETCH).min(bytes.len());
        let stretch = &bytes[at..end];
        let hit = match <&[u8; STRETCH]>::try_from(stretch) {
            Ok(full) => full.iter().fold(0, |acc, &byte| acc | reserved(byte)),
            Err(_) => stretch.iter().fold(0, |acc, &byte| acc | reserved(byte)),
        };
        if hit != 0 {
            for (i, &byte) in stretch.iter().enumerate() {
                let Some(entity) = entity(byte) else {
                    continue;
                };
                // Reserved characters are ASCII, so these are character
                // boundaries.
                out.push_str(&text[copied..at + i]);
                out.push_str(entity);
                copied = at + i + 1;
            }
        }
        at = end;
    }
    out.push_str(&text[copied..]);
}

/// [`escape_into`], and line feeds and tabs as references too: a parser
/// would turn them into spaces in an attribute value.
pub(crate) fn escape_attribute_into(out: &mut String, value: &str) {
    let mut rest = value;
    while let Some(at) = rest.find(['\n', '\t']) {
        escape_into(out, &rest[..at]);
        out.push_str(if rest.as_bytes()[at] == b'\n' {
            "&#10;"
        } else {
            "&#9;"
        });
        rest = &rest[at + 1..];
    }
    escape_into(out, rest);
}

/// The reference a byte is written as in text and attributes, if it needs
/// one.
fn entity(byte: u8) -> Option<&'static str> {
    Some(match byte {
        b'&' => "&amp;",
        b'<' => "&lt;",
        b'>' => "&gt;",
        b'"' => "&quot;",
        b'\'' => "&apos;",
        // A raw carriage return would read back as a line feed (or a space,
        // in an attribute).
        b'\r' => "&#13;",
        _ => return None,
    })
}

/// 1 where [`entity`] has a reference, else 0, without branches (so a
/// stretch of them vectorizes): `'` is `&` + 1 and `>` is `<` + 2, so two
/// masked compares cover four of them.
fn reserved(byte: u8) -> u8 {
    u8::from(byte == b'"')
        | u8::from((byte | 1) == b'\'')
        | u8::from((byte | 2) == b'>')
        | u8::from(byte == b'\r')
}

// Inlined so the literal `open` and `close` become stores of known size.
#[inline(always)]
pub(super) fn write_tag(out: &mut String, open: &str, name: &str, close: &str) {
    out.push_str(open);
    out.push_str(name);
    out.push_str(close);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_branch_free_test_finds_exactly_the_bytes_with_a_reference() {
        for byte in 0..=u8::MAX {
            assert_eq!(reserved(byte) != 0, entity(byte).is_some(), "{byte:#04x}");
        }
    }
}
