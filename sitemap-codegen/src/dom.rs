//! A tiny namespace-resolved element tree: XSD files are small, and walking a
//! tree is far clearer than interpreting schema constructs from raw events.

use quick_xml::events::Event;
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;

use crate::CodegenError;

/// One element with its resolved namespace, attributes and children.
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub namespace: String,
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Node>,
    pub text: String,
    /// 1-based line of the start tag, for error messages.
    pub line: usize,
}

impl Node {
    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    pub(crate) fn is(&self, namespace: &str, name: &str) -> bool {
        self.namespace == namespace && self.name == name
    }

    pub(crate) fn children_named<'a>(
        &'a self,
        namespace: &'a str,
        name: &'a str,
    ) -> impl Iterator<Item = &'a Node> + 'a {
        self.children.iter().filter(move |c| c.is(namespace, name))
    }
}

pub(crate) fn parse(file: &str, source: &str) -> Result<Node, CodegenError> {
    let mut reader = NsReader::from_str(source);
    let mut stack: Vec<Node> = Vec::new();
    let line_of = |offset: u64| source[..offset as usize].matches('\n').count() + 1;
    let error = |offset: u64, message: String| CodegenError::Schema {
        file: file.to_owned(),
        line: line_of(offset),
        message,
    };
    loop {
        let offset = reader.buffer_position();
        let event = reader
            .read_resolved_event()
            .map_err(|e| error(offset, e.to_string()))?;
        let is_empty = matches!(event.1, Event::Empty(_));
        match event {
            (resolved, Event::Start(start)) | (resolved, Event::Empty(start)) => {
                let namespace = match resolved {
                    ResolveResult::Bound(ns) => ns.as_ref().to_owned(),
                    _ => String::new(),
                };
                let mut attributes = Vec::new();
                for attribute in start.attributes() {
                    let attribute = attribute.map_err(|e| error(offset, e.to_string()))?;
                    let key = attribute.key.as_ref().to_owned();
                    let value = attribute
                        .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                        .map_err(|e| error(offset, e.to_string()))?
                        .into_owned();
                    attributes.push((key, value));
                }
                let node = Node {
                    namespace,
                    name: start.local_name().as_ref().to_owned(),
                    attributes,
                    children: Vec::new(),
                    text: String::new(),
                    line: line_of(offset),
                };
                if is_empty && stack.is_empty() {
                    return Ok(node);
                } else if is_empty {
                    attach(&mut stack, node);
                } else {
                    stack.push(node);
                }
            }
            (_, Event::End(_)) => {
                let node = stack
                    .pop()
                    .ok_or_else(|| error(offset, "unbalanced end tag".into()))?;
                if stack.is_empty() {
                    return Ok(node);
                }
                attach(&mut stack, node);
            }
            (_, Event::Text(text)) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&text.xml10_content());
                }
            }
            (_, Event::GeneralRef(reference)) => {
                if let Some(top) = stack.last_mut() {
                    if let Some(ch) = reference
                        .resolve_char_ref()
                        .map_err(|e| error(offset, e.to_string()))?
                    {
                        top.text.push(ch);
                        continue;
                    }
                    top.text.push_str(match &*reference {
                        "amp" => "&",
                        "lt" => "<",
                        "gt" => ">",
                        "quot" => "\"",
                        "apos" => "'",
                        other => return Err(error(offset, format!("unknown entity &{other};"))),
                    });
                }
            }
            (_, Event::Eof) => return Err(error(offset, "the schema has no root element".into())),
            _ => {}
        }
    }
}

fn attach(stack: &mut [Node], node: Node) {
    if let Some(parent) = stack.last_mut() {
        parent.children.push(node);
    }
}
