//! The compact form: one `crate::element::element!` invocation per element
//! of an extension schema, naming the element, its docs and its members
//! with their rules; `sitemap-core`'s `element` module writes the struct,
//! the builder, the readers, the writer and the serde impls from it. It is
//! written as text, laid out a member a line, since a pretty-printer would
//! wrap a macro's input as if it were an expression.
//!
//! Elements it does not cover (a root, a host of typed extensions or of
//! wildcards, a repeated child that `new` must check) keep the long form.

use std::fmt::Write as _;

use super::{ChildKind, Element};
use crate::model::Occurs;

/// Whether the element can be written as one `element!` invocation.
pub(super) fn covers(element: &Element<'_>) -> bool {
    let ty = element.ty;
    if !ty.in_extension || ty.is_root || ty.prefix.is_none() {
        return false;
    }
    let plain_children = element.children.iter().all(|child| {
        child.foreign.is_none()
            && matches!(child.kind, ChildKind::Element { .. })
            // `new` would check the count and return a `Result`.
            && !matches!(child.occurs, Occurs::Many { min: 1.., .. })
    });
    // A choice's elements: optional, not deprecated, one after the other.
    let plain_choices = element.choices.iter().all(|choice| {
        let contiguous = choice.members.windows(2).all(|pair| pair[1] == pair[0] + 1);
        contiguous
            && choice.members.iter().all(|&at| {
                let child = &element.children[at];
                child.occurs == Occurs::Optional && !child.deprecated
            })
    });
    // Simple content has no children.
    let text_alone = element.text.is_none() || element.children.is_empty();
    plain_children && plain_choices && text_alone
}

/// The invocation, and the long-form code of its choices' enums.
pub(super) fn emit(element: &Element<'_>) -> String {
    let ty = element.ty;
    let tag = element.element();
    let prefix = ty.prefix.as_deref().unwrap_or_default();
    let mut out = String::from("crate::element::element! {\n");
    out.push_str(&doc_lines(&ty.doc, ty.example.as_deref(), "    "));
    let name = &element.name;
    let builder = &element.builder;
    out.push_str(&fitted(
        &format!("    {name}, {builder}: {tag:?}"),
        &format!("in {:?} as {prefix:?};", ty.namespace),
    ));
    let children: Vec<String> = element
        .child_names()
        .map(|name| format!("{name:?}"))
        .collect();
    out.push_str(&wrapped("    children [", &children, "];"));
    out.push_str(&wrapped("    new(", &new_params(element), ");"));
    let yes = |on: bool| if on { "yes" } else { "no" };
    let _ = writeln!(
        out,
        "    read(flat: {}, text: {});",
        yes(element.read_flat),
        yes(element.read_from_text)
    );
    out.push_str("    {\n");
    for (at, child) in element.children.iter().enumerate() {
        if let Some(choice_at) = child.choice {
            let choice = &element.choices[choice_at];
            if choice.members[0] != at {
                continue;
            }
            out.push_str(&doc_lines(&choice.doc, None, "        "));
            let (field, choice_ty) = (&choice.ident, &choice.ty);
            let _ = writeln!(
                out,
                "        {field}: required choice ref crate::{choice_ty} = {:?}, \
                 [put_{field} set_{field} with_{field}] {{",
                field.to_string()
            );
            for &member in &choice.members {
                out.push_str(&member_line(&element.children[member], "            "));
            }
            out.push_str("        };\n");
            continue;
        }
        out.push_str(&member_line(child, "        "));
    }
    for attribute in &element.attributes {
        out.push_str(&doc_lines(&attribute.doc, None, "        "));
        let ident = &attribute.ident;
        let card = match (attribute.required, attribute.single_valued) {
            (true, true) => "fixed",
            (true, false) => "required",
            (false, _) => "optional",
        };
        let mode = if attribute.copy { "copy" } else { "ref" };
        let flags = if attribute.deprecated {
            " deprecated"
        } else {
            ""
        };
        out.push_str(&fitted(
            &format!(
                "        {ident}: {card} attribute {mode} {} = {:?},",
                tokens(&attribute.ty),
                attribute.name
            ),
            &format!("[{} set_{ident} with_{ident}]{flags};", attribute.put()),
        ));
    }
    if let Some((text_ty, copy)) = &element.text {
        let mode = if *copy { "copy" } else { "ref" };
        out.push_str(&fitted(
            &format!(
                "        value: required text {mode} {} = \"#text\",",
                tokens(text_ty)
            ),
            "[put_value set_value with_value];",
        ));
    }
    out.push_str("    }\n}\n");
    out
}

/// One child's line, with its schema docs (a repeated child's accessors
/// have docs of their own).
fn member_line(child: &super::Child, indent: &str) -> String {
    let ChildKind::Element {
        name,
        ty,
        simple,
        from_text,
        copy,
    } = &child.kind
    else {
        unreachable!("`covers` lets no wildcard through")
    };
    let ident = &child.ident;
    let singular = &child.singular;
    let mut out = String::new();
    let in_choice = child.choice.is_some();
    if !matches!(child.occurs, Occurs::Many { .. }) {
        out.push_str(&doc_lines(&child.doc, None, indent));
    }
    let form = if *simple { "value" } else { "element" };
    let mode = if *copy { "copy" } else { "ref" };
    let ty = tokens(ty);
    let put = child.put();
    let mut flags = String::new();
    if child.deprecated {
        flags.push_str(" deprecated");
    }
    if *from_text {
        flags.push_str(" from_text");
    }
    if in_choice {
        // The enum's getter for `visit_extensions_mut`.
        let methods = if *simple {
            format!("[{put}]")
        } else {
            format!("[{put} {ident}_mut]")
        };
        out.push_str(&fitted(
            &format!("{indent}{ident}: {form} {ty} = {name:?},"),
            &format!("{methods}{flags};"),
        ));
        return out;
    }
    let (card, methods) = match child.occurs {
        Occurs::Required => (
            "required".to_owned(),
            format!("[{put} set_{ident} with_{ident}]"),
        ),
        Occurs::Optional => (
            "optional".to_owned(),
            format!("[{put} set_{ident} with_{ident}]"),
        ),
        Occurs::Many { min, max } => {
            let max = max.map_or("None".to_owned(), |max| format!("Some({max})"));
            (
                format!("(many {min}, {max})"),
                format!("[{put} push_{singular} into_{ident}]"),
            )
        }
    };
    out.push_str(&fitted(
        &format!("{indent}{ident}: {card} {form} {mode} {ty} = {name:?},"),
        &format!("{methods}{flags};"),
    ));
    out
}

/// `head` and `tail` on one line when it fits in 100 columns, otherwise
/// `tail` on the next, indented once more.
fn fitted(head: &str, tail: &str) -> String {
    if head.len() + 1 + tail.len() <= 100 {
        return format!("{head} {tail}\n");
    }
    let indent = head.len() - head.trim_start().len() + 4;
    format!("{head}\n{:indent$}{tail}\n", "")
}

/// `new`'s parameters: the required children, the choices, the required
/// attributes that are not of one value, and the text.
fn new_params(element: &Element<'_>) -> Vec<String> {
    let mut params = Vec::new();
    if let Some((ty, _)) = &element.text {
        params.push(format!("value: {}", tokens(ty)));
    }
    for child in &element.children {
        if child.choice.is_some() {
            if let Some(choice) = element.choice_starting_at(child) {
                params.push(format!("{}: crate::{}", choice.ident, choice.ty));
            }
            continue;
        }
        if let (ChildKind::Element { ty, .. }, Occurs::Required) = (&child.kind, child.occurs) {
            params.push(format!("{}: {}", child.ident, tokens(ty)));
        }
    }
    for attribute in &element.attributes {
        if attribute.required && !attribute.single_valued {
            params.push(format!("{}: {}", attribute.ident, tokens(&attribute.ty)));
        }
    }
    params
}

/// `open`, the items separated by `, `, and `close`, on one line when it
/// fits in 100 columns and otherwise an item a line.
fn wrapped(open: &str, items: &[String], close: &str) -> String {
    let line = format!("{open}{}{close}\n", items.join(", "));
    if line.len() <= 100 {
        return line;
    }
    let indent = " ".repeat(open.len() - open.trim_start().len() + 4);
    let mut out = format!("{open}\n");
    for item in items {
        let _ = writeln!(out, "{indent}{item},");
    }
    let _ = writeln!(out, "{}{close}", &indent[4..]);
    out
}

/// A type's tokens as Rust writes them (`crate::ImageLoc`).
fn tokens(ty: &proc_macro2::TokenStream) -> String {
    ty.to_string().replace(" :: ", "::").replace(":: ", "::")
}

/// Doc comments of `doc`, each line as `doc_attrs` has it, and the example.
fn doc_lines(doc: &str, example: Option<&str>, indent: &str) -> String {
    let mut out = String::new();
    for line in doc.lines() {
        if line.is_empty() {
            let _ = writeln!(out, "{indent}#[doc = \" \"]");
        } else {
            let _ = writeln!(out, "{indent}/// {line}");
        }
    }
    if let Some(path) = example {
        let _ = writeln!(out, "{indent}///\n{indent}#[doc = include_str!({path:?})]");
    }
    out
}
