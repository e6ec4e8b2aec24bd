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
    /// Whether each typed extension prefix met so far is declared on the
    /// root, by the address of the prefix's text (a constant of the
    /// generated code), so the declarations are compared once a document.
    typed_declared: &'a mut Vec<(usize, bool)>,
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
        typed_declared: &'a mut Vec<(usize, bool)>,
        deprecated: bool,
    ) -> Self {
        ElementWriter {
            out,
            declared,
            depth: 1,
            typed_declared,
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
            3 => self.out.push_str("      "),
            depth => self.out.extend(std::iter::repeat_n(' ', depth * 2)),
        }
    }

    /// `<name>value</name>` for a schema value, written in its document form
    /// ([`SchemaValue::write_document_text`]) and entity-escaped.
    // Inlined into the generated writers, so a name's length is known
    // and its copy is a few stores.
    #[inline(always)]
    pub(crate) fn value_element<V: SchemaValue>(
        &mut self,
        name: &str,
        value: &V,
    ) -> Result<(), WriteError> {
        self.indent();
        self.open(name);
        self.out.push('>');
        write_value(self.out, value, false);
        self.close(name);
        Ok(())
    }

    /// A child element of a generated type.
    // Inlined into the generated writers, so a name's length is known
    // and its copy is a few stores.
    #[inline(always)]
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
    /// schema's), named `qualified` (`image:image`) with its schema's
    /// `prefix`, which it declares when the root did not.
    // Inlined into the generated writers, so a name's length is known
    // and its copy is a few stores.
    #[inline(always)]
    pub(crate) fn foreign_element(
        &mut self,
        prefix: &'static str,
        namespace: &str,
        qualified: &str,
        child: &dyn WriteElement,
    ) -> Result<(), WriteError> {
        self.indent();
        self.open(qualified);
        if !self.declares(prefix, namespace) {
            self.attribute(&format!("xmlns:{prefix}"), namespace);
        }
        self.element_rest(qualified, child)
    }

    /// Whether the root declares `prefix` for `namespace`, worked out once
    /// a document for each prefix constant.
    fn declares(&mut self, prefix: &'static str, namespace: &str) -> bool {
        let key = prefix.as_ptr() as usize;
        if let Some(&(_, declared)) = self.typed_declared.iter().find(|(k, _)| *k == key) {
            return declared;
        }
        let declared = self
            .declared
            .iter()
            .any(|d| d.prefix() == prefix && d.uri() == namespace);
        self.typed_declared.push((key, declared));
        declared
    }

    /// `<name`.
    #[inline(always)]
    fn open(&mut self, name: &str) {
        self.out.push('<');
        self.out.push_str(name);
    }

    /// `</name>` and a line break.
    #[inline(always)]
    fn close(&mut self, name: &str) {
        self.out.push_str("</");
        self.out.push_str(name);
        self.out.push_str(">\n");
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
    // Inlined into the generated writers, so a name's length is known
    // and its copy is a few stores.
    #[inline(always)]
    pub(crate) fn value_attribute<V: SchemaValue>(&mut self, name: &str, value: &V) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        write_value(self.out, value, true);
        self.out.push('"');
    }

    /// A simple-content element's text, in its document form and escaped.
    pub(crate) fn value_text<V: SchemaValue>(&mut self, value: &V) {
        write_value(self.out, value, false);
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
    escape_with::<false>(out, text);
}

/// [`escape_into`], and line feeds and tabs as references too: a parser
/// would turn them into spaces in an attribute value.
pub(crate) fn escape_attribute_into(out: &mut String, value: &str) {
    escape_with::<true>(out, value);
}

/// Copies `text` into `out` with each byte that needs a reference replaced
/// by it (in an attribute, line feeds and tabs too), in one pass: clean
/// stretches of 16 bytes are tested without branches and copied whole.
#[inline]
fn escape_with<const ATTRIBUTE: bool>(out: &mut String, text: &str) {
    const STRETCH: usize = 16;
    let needs = |byte: u8| {
        if ATTRIBUTE {
            reserved(byte) | u8::from(byte == b'\n') | u8::from(byte == b'\t')
        } else {
            reserved(byte)
        }
    };
    let bytes = text.as_bytes();
    // `bytes[copied..at]` is clean and not yet copied.
    let mut copied = 0;
    let mut at = 0;
    let test = |window: &[u8; STRETCH]| window.iter().fold(0, |acc, &byte| acc | needs(byte));
    while at < bytes.len() {
        let end = (at + STRETCH).min(bytes.len());
        let stretch = &bytes[at..end];
        let hit = match <&[u8; STRETCH]>::try_from(stretch) {
            Ok(full) => test(full),
            // The last stretch of a long value: the 16 bytes that end it,
            // tested at once (a hit in the overlap, already copied or
            // escaped, only sends the tail through the byte loop).
            Err(_) if bytes.len() >= STRETCH => {
                match <&[u8; STRETCH]>::try_from(&bytes[bytes.len() - STRETCH..]) {
                    Ok(last) => test(last),
                    Err(_) => 1,
                }
            }
            Err(_) => stretch.iter().fold(0, |acc, &byte| acc | needs(byte)),
        };
        if hit != 0 {
            for (i, &byte) in stretch.iter().enumerate() {
                let entity = match byte {
                    b'\n' if ATTRIBUTE => "&#10;",
                    b'\t' if ATTRIBUTE => "&#9;",
                    _ => match entity(byte) {
                        Some(entity) => entity,
                        None => continue,
                    },
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

/// A schema value in its document form, escaped as much as its type can
/// need: not at all for dates, numbers and plain words, for `&` and `'`
/// only in a normalized URL, fully otherwise (line feeds and tabs too in an
/// attribute).
#[inline(always)]
fn write_value<V: SchemaValue>(out: &mut String, value: &V, in_attribute: bool) {
    if V::MARKUP_FREE {
        // Spelled straight into the output.
        let start = out.len();
        value.write_document_text(out);
        debug_assert!(
            out.as_bytes()[start..]
                .iter()
                .all(|&byte| reserved(byte) == 0),
            "a MARKUP_FREE value spelled a character that needs escaping"
        );
    } else if V::NORMALIZED_URL {
        escape_url_into(out, &value.document_text());
    } else if in_attribute {
        escape_attribute_into(out, &value.document_text());
    } else {
        // Checked before it is copied: scanning bytes just written would
        // stall on the stores that wrote them.
        escape_into(out, &value.document_text());
    }
}

/// [`escape_into`] for a normalized URL, which can hold no character XML
/// escapes but `&` and `'`: eight bytes are tested at a time for those two.
fn escape_url_into(out: &mut String, url: &str) {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const AMPERSANDS: u64 = u64::from_ne_bytes([b'&'; 8]);
    const APOSTROPHES: u64 = u64::from_ne_bytes([b'\''; 8]);
    // Whether a word holds a zero byte (exact: no false positives).
    let has_zero = |word: u64| word.wrapping_sub(ONES) & !word & HIGHS != 0;
    let bytes = url.as_bytes();
    debug_assert!(
        !bytes
            .iter()
            .any(|&b| matches!(b, b'<' | b'>' | b'"' | b'\r' | b'\n' | b'\t')),
        "a normalized URL holds a character only escaping would make safe: {url}"
    );
    // `bytes[copied..]` is not yet copied; clean words are skipped over and
    // copied with the next reference or at the end.
    let mut copied = 0;
    let mut escape = |at: usize, byte: u8, out: &mut String| {
        let entity = match byte {
            b'&' => "&amp;",
            b'\'' => "&apos;",
            _ => return,
        };
        out.push_str(&url[copied..at]);
        out.push_str(entity);
        copied = at + 1;
    };
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let value = <[u8; 8]>::try_from(word).map_or(0, u64::from_ne_bytes);
        if has_zero(value ^ AMPERSANDS) || has_zero(value ^ APOSTROPHES) {
            for (i, &byte) in word.iter().enumerate() {
                escape(at + i, byte, out);
            }
        }
        at += 8;
    }
    for (i, &byte) in words.remainder().iter().enumerate() {
        escape(at + i, byte, out);
    }
    out.push_str(&url[copied..]);
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
