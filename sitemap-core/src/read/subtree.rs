//! Elements of other namespaces, read whole with their exact names,
//! attributes and text, within the depth and size limits.

use std::io::Read;

use super::diagnostic::Problem;
use super::engine::{Engine, Fatal, Recovery, fatal, truncated};
use super::token::{Space, StartTag, Token};
use crate::extension::{Extension, ExtensionNode};

impl<R: Read> Engine<R> {
    /// An extension element and its subtree, with exact prefixes and
    /// namespaces; `None` when it had to be dropped (an undeclared prefix).
    pub(super) fn read_extension(
        &mut self,
        tag: StartTag,
        depth: usize,
    ) -> Result<Option<Extension>, Fatal> {
        let position = tag.position;
        self.xml.get_mut().hold(position);
        let read = match self.read_extension_tree(tag, depth)? {
            Ok(extension) => Some(extension),
            Err(prefix) => {
                self.report(
                    position,
                    Problem::UndeclaredPrefix { prefix },
                    Recovery::Kept,
                );
                None
            }
        };
        self.xml.get_mut().release_last_held();
        Ok(read)
    }

    /// The subtree, or the first undeclared prefix in it (read to its end
    /// either way).
    pub(super) fn read_extension_tree(
        &mut self,
        tag: StartTag,
        depth: usize,
    ) -> Result<Result<Extension, String>, Fatal> {
        let limit = self.options.depth_limit();
        if depth > limit {
            return Err(fatal(tag.position, Problem::TooDeep { limit }));
        }
        let mut undeclared = None;
        let namespace = match &tag.space {
            Space::Foreign { namespace } => namespace.clone(),
            Space::Undeclared { prefix } => {
                undeclared = Some(prefix.clone());
                String::new()
            }
            Space::Own { .. } | Space::Root { .. } => {
                self.root_namespace.clone().unwrap_or_default()
            }
        };
        let qualified = tag.qualified();
        let mut extension = Extension::new(&namespace, &tag.prefix, tag.local.as_str());
        for (key, value) in &tag.attributes {
            // Namespace declarations are not content: the element carries its
            // resolved namespace, and the writers declare what is needed.
            if key != "xmlns" && !key.starts_with("xmlns:") {
                extension = extension.with_attribute(key, value);
            }
        }
        let mut size = 0usize;
        loop {
            let (position, token) = self.next_token()?;
            match token {
                Token::Start => {
                    let child = std::mem::take(&mut self.tag);
                    match self.read_extension_tree(child, depth + 1)? {
                        Ok(child) => extension.push_node(ExtensionNode::Element(child)),
                        Err(prefix) => {
                            undeclared.get_or_insert(prefix);
                        }
                    }
                }
                Token::Text { raw_amp, .. } => {
                    if raw_amp {
                        self.report_raw_amp(position);
                    }
                    size += self.scratch.len();
                    extension.push_node(ExtensionNode::Text(self.scratch.clone()));
                }
                Token::Ref(Some(ch)) => extension.push_node(ExtensionNode::Text(ch.to_string())),
                Token::Ref(None) => {
                    let name = self.scratch.clone();
                    extension.push_node(ExtensionNode::Text(format!("&{name};")));
                    self.report(position, Problem::UnknownEntity { name }, Recovery::Kept);
                }
                Token::End => break,
                Token::Decl { .. } | Token::Ignorable => {}
                Token::DocType => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => return Err(truncated(position, &qualified, true)),
            }
            if size > self.options.value_limit() {
                let problem = Problem::ValueTooLong {
                    element: qualified,
                    limit: self.options.value_limit(),
                };
                return Err(fatal(position, problem));
            }
        }
        Ok(match undeclared {
            Some(prefix) => Err(prefix),
            None => Ok(merge_text(extension)),
        })
    }
}

/// Joins adjacent text nodes (the parser splits text at references) and
/// drops whitespace-only text between child elements.
fn merge_text(extension: Extension) -> Extension {
    let has_elements = extension.child_elements().next().is_some();
    let mut merged = Extension::new(
        extension.namespace().unwrap_or_default(),
        extension.prefix().unwrap_or_default(),
        extension.local_name(),
    );
    for (name, value) in extension.attributes() {
        merged = merged.with_attribute(name, value);
    }
    let mut pending = String::new();
    let flush = |merged: &mut Extension, pending: &mut String| {
        if !(pending.is_empty() || has_elements && pending.trim().is_empty()) {
            merged.push_node(ExtensionNode::Text(std::mem::take(pending)));
        }
        pending.clear();
    };
    for node in extension.children() {
        match node {
            ExtensionNode::Text(text) => pending.push_str(text),
            ExtensionNode::Element(child) => {
                flush(&mut merged, &mut pending);
                merged.push_node(ExtensionNode::Element(child.clone()));
            }
        }
    }
    flush(&mut merged, &mut pending);
    merged
}
