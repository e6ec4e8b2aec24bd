//! The budget of extension content one entry (or one extension under the
//! root, or a typed reader's root extensions) may keep: elements,
//! attributes and texts, and their bytes.

use super::options::ReadOptions;
use crate::extension::{Extension, ExtensionNode};

/// What the extensions of one entry (or one extension directly under the
/// root, or those a typed reader keeps) may still keep: every element,
/// attribute and text costs a node and its bytes.
#[derive(Debug, Clone, Copy)]
pub(super) struct Budget {
    nodes: usize,
    bytes: usize,
    /// Whether running out was reported (once per entry or root).
    pub(super) reported: bool,
}

impl Budget {
    pub(super) fn new(options: &ReadOptions) -> Self {
        Budget {
            nodes: options.extension_node_limit(),
            bytes: options.extension_byte_limit(),
            reported: false,
        }
    }

    /// Takes one node of `bytes`; `false` when the budget cannot pay it.
    pub(super) fn spend(&mut self, bytes: usize) -> bool {
        if self.nodes == 0 || self.bytes < bytes {
            self.nodes = 0;
            return false;
        }
        self.nodes -= 1;
        self.bytes -= bytes;
        true
    }

    /// Takes `nodes` nodes of `bytes` in all; `false`, taking nothing,
    /// when the budget cannot pay them.
    pub(super) fn afford(&mut self, nodes: usize, bytes: usize) -> bool {
        if self.nodes < nodes || self.bytes < bytes {
            return false;
        }
        self.nodes -= nodes;
        self.bytes -= bytes;
        true
    }

    pub(super) fn exhausted(&self) -> bool {
        self.nodes == 0
    }
}

/// Charges a kept extension tree to `budget`, as reading it did; `false`
/// when the budget cannot pay for all of it.
pub(super) fn charge(budget: &mut Budget, extension: &Extension) -> bool {
    let name = extension.prefix().map_or(0, |p| p.len() + 1) + extension.local_name().len();
    budget.spend(name + extension.namespace().map_or(0, str::len))
        && extension
            .attributes()
            .iter()
            .all(|(key, value)| budget.spend(key.len() + value.len()))
        && extension.children().iter().all(|node| match node {
            ExtensionNode::Element(child) => charge(budget, child),
            ExtensionNode::Text(text) => budget.spend(text.len()),
        })
}
