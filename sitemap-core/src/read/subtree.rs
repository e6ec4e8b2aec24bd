//! Elements of other namespaces, read whole with their exact names,
//! attributes and text, within the depth and size limits.

use std::borrow::Cow;

use super::budget::Budget;
use super::diagnostic::Problem;
use super::event::DocumentKind;
use super::fault::{Fatal, fatal, truncated};
use super::markup::MarkupReader;
use super::report::Recovery;
use super::token::{Local, Space, StartTag, Token};
use crate::extension::{Extension, ExtensionNode};

/// Why an extension subtree was not kept.
pub(super) enum Dropped {
    /// A prefix without a declaration (the first found).
    Undeclared(String),
    /// The budget ran out.
    OverBudget,
}

/// Extension subtrees, read by a markup reader wherever the schema allows
/// elements of other namespaces.
pub(super) trait ExtensionTrees: MarkupReader {
    /// An extension element and its subtree, with exact prefixes and
    /// namespaces; `None` when it had to be dropped: an undeclared prefix,
    /// or more than `budget` can keep (reported once per budget).
    fn read_extension(
        &mut self,
        tag: StartTag,
        depth: usize,
        budget: &mut Budget,
    ) -> Result<Option<Extension>, Fatal> {
        // Reported where it starts, however long it runs.
        let at = self.mark(tag.position);
        if depth == 1 {
            self.markup().extension_starts.clear();
        }
        let read = if budget.exhausted() {
            // Nothing more is kept: skipped without a cost in memory.
            self.skip_subtree(&tag.qualified(), None)?;
            Err(Dropped::OverBudget)
        } else {
            self.read_extension_tree(tag, depth, budget)?
        };
        let read = match read {
            Ok(extension) => Some(extension),
            Err(Dropped::Undeclared(prefix)) => {
                let problem = Problem::UndeclaredPrefix { prefix };
                self.context_mut()
                    .reporter
                    .report(at, problem, Recovery::Kept);
                None
            }
            Err(Dropped::OverBudget) => {
                if !budget.reported {
                    budget.reported = true;
                    let problem = Problem::ExtensionLimit {
                        nodes: self.context().options.extension_node_limit(),
                        bytes: self.context().options.extension_byte_limit(),
                    };
                    self.context_mut()
                        .reporter
                        .report(at, problem, Recovery::Kept);
                }
                None
            }
        };
        Ok(read)
    }

    /// The subtree, or why it is dropped (read to its end either way).
    fn read_extension_tree(
        &mut self,
        tag: StartTag,
        depth: usize,
        budget: &mut Budget,
    ) -> Result<Result<Extension, Dropped>, Fatal> {
        let limit = self.context().options.depth_limit();
        if depth > limit {
            return Err(fatal(tag.position, Problem::TooDeep { limit }));
        }
        self.markup().extension_starts.push(tag.position);
        // Afforded before anything is copied; the name is spelled only if
        // the subtree is skipped.
        let namespace_len = match &tag.space {
            Space::Foreign { namespace } => namespace.len(),
            Space::Undeclared { .. } => 0,
            Space::Own { .. } | Space::Root { .. } => self
                .markup_ref()
                .tokens
                .root_namespace()
                .map_or(0, str::len),
        };
        let affordable = budget.spend(tag.qualified_len() + namespace_len)
            && tag
                .attributes
                .iter()
                .all(|(key, value)| budget.spend(key.len() + value.len()));
        if !affordable {
            self.skip_subtree(&tag.qualified(), None)?;
            return Ok(Err(Dropped::OverBudget));
        }
        let mut dropped = None;
        let StartTag {
            local,
            prefix,
            space,
            mut attributes,
            ..
        } = tag;
        let namespace = match space {
            Space::Foreign { namespace } => namespace,
            Space::Undeclared { prefix } => {
                dropped = Some(Dropped::Undeclared(prefix));
                Cow::Borrowed("")
            }
            Space::Own { .. } | Space::Root { .. } => Cow::Owned(
                self.markup_ref()
                    .tokens
                    .root_namespace()
                    .unwrap_or_default()
                    .to_owned(),
            ),
        };
        // Namespace declarations are not content: the element carries its
        // resolved namespace, and the writers declare what is needed.
        attributes.retain(|(key, _)| key != "xmlns" && !key.starts_with("xmlns:"));
        let local = match local {
            Local::Other(name) => Cow::Owned(name),
            Local::Known(known) => Cow::Borrowed(known),
        };
        let mut extension = Extension::from_parts(namespace, prefix, local, attributes);
        let mut size = 0usize;
        let entry = self.context().kind.map(DocumentKind::entry);
        loop {
            // The next entry started inside a child: this element ends too.
            if self.markup_ref().pushed_back.is_some() {
                break;
            }
            let (position, token) = self.next_token()?;
            let cost = match token {
                // The next entry, inside this element: it was left open,
                // and so were those around it, up to the entry.
                Token::Start
                    if entry.is_some_and(|entry| self.markup_ref().tokens.tag().is_own(entry)) =>
                {
                    self.close_before(position, depth);
                    break;
                }
                Token::Start => {
                    let child = self.markup().tokens.take_tag();
                    match self.read_extension_tree(child, depth + 1, budget)? {
                        Ok(child) => extension.push_node(ExtensionNode::Element(child)),
                        Err(Dropped::OverBudget) => {
                            self.skip_subtree(&extension.qualified_name(), None)?;
                            return Ok(Err(Dropped::OverBudget));
                        }
                        Err(undeclared) => {
                            dropped.get_or_insert(undeclared);
                        }
                    }
                    0
                }
                Token::Text { raw_amp, .. } => {
                    if raw_amp {
                        self.report_raw_amp(position);
                    }
                    let text = self.markup_ref().tokens.text();
                    size += text.len();
                    extension.push_node(ExtensionNode::Text(text.to_owned()));
                    text.len()
                }
                // A reference is part of the text, under the value limit
                // as the text around it is (and as in a value of ours).
                Token::Ref(Some(ch)) => {
                    size += ch.len_utf8();
                    extension.push_node(ExtensionNode::Text(ch.to_string()));
                    ch.len_utf8()
                }
                Token::Ref(None) => match self.unresolved_reference(position) {
                    Some(kept) => {
                        let cost = kept.len();
                        size += cost;
                        extension.push_node(ExtensionNode::Text(kept));
                        cost
                    }
                    None => 0,
                },
                Token::End => break,
                Token::Decl { .. } | Token::Ignorable { .. } => 0,
                Token::DocType { .. } => return Err(fatal(position, Problem::Doctype)),
                Token::Eof => {
                    return Err(truncated(position, &extension.qualified_name(), true));
                }
            };
            if cost > 0 && !budget.spend(cost) {
                self.skip_subtree(&extension.qualified_name(), None)?;
                return Ok(Err(Dropped::OverBudget));
            }
            if size > self.context().options.value_limit() {
                let problem = Problem::ValueTooLong {
                    element: extension.qualified_name().into_owned(),
                    limit: self.context().options.value_limit(),
                    resumed: false,
                };
                return Err(fatal(position, problem));
            }
        }
        Ok(match dropped {
            Some(dropped) => Err(dropped),
            None => {
                extension.merge_text();
                Ok(extension)
            }
        })
    }
}

impl<T: MarkupReader + ?Sized> ExtensionTrees for T {}
