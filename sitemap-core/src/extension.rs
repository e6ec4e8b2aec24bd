//! Elements of other namespaces (image, video, news, hreflang links, …), kept
//! as a small tree so a document round-trips without loss before those
//! extensions have typed models.

use std::borrow::Cow;

/// `namespace`, borrowed when it is a typed extension's (no copy for each
/// element read), owned otherwise.
pub(crate) fn interned(namespace: &str) -> Cow<'static, str> {
    match crate::registry::typed_extensions()
        .iter()
        .find(|extension| extension.namespace == namespace)
    {
        Some(extension) => Cow::Borrowed(extension.namespace),
        None => Cow::Owned(namespace.to_owned()),
    }
}

/// `prefix`, borrowed when a typed extension is written with it, owned
/// otherwise.
pub(crate) fn interned_prefix(prefix: &str) -> Cow<'static, str> {
    match crate::registry::typed_extensions()
        .iter()
        .find(|extension| extension.prefix == prefix)
    {
        Some(extension) => Cow::Borrowed(extension.prefix),
        None => Cow::Owned(prefix.to_owned()),
    }
}

/// The element name an extension schema defines that `name` is, as the
/// generated tables spell it, so reading it costs no allocation.
pub(crate) fn schema_name(name: &str) -> Option<&'static str> {
    crate::generated::EXTENSION_ORDER
        .iter()
        .flat_map(|(_, element, _, children)| {
            std::iter::once(*element).chain(children.iter().copied())
        })
        .chain(std::iter::once("link"))
        .find(|known| *known == name)
}

/// `name`, borrowed when an extension schema defines it, owned otherwise.
pub(crate) fn interned_name(name: &str) -> Cow<'static, str> {
    match schema_name(name) {
        Some(known) => Cow::Borrowed(known),
        None => Cow::Owned(name.to_owned()),
    }
}

/// A namespace prefix declared on a document's root (`xmlns:image="…"`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NamespaceDecl {
    prefix: String,
    uri: String,
}

impl NamespaceDecl {
    /// Declares `prefix` for `uri`.
    pub fn new(prefix: impl Into<String>, uri: impl Into<String>) -> Self {
        NamespaceDecl {
            prefix: prefix.into(),
            uri: uri.into(),
        }
    }

    /// The prefix (`image`).
    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// The namespace URI.
    pub fn uri(&self) -> &str {
        &self.uri
    }

    /// Whether it declares a prefix for a namespace other than the
    /// sitemap's own: one a root carries for its extensions and attributes
    /// (`xmlns:image`, `xmlns:xsi`), as opposed to the default namespace.
    ///
    /// ```
    /// use sitemap_core::{NAMESPACE, NamespaceDecl};
    ///
    /// assert!(NamespaceDecl::new("xsi", "http://www.w3.org/2001/XMLSchema-instance").is_other_prefix());
    /// assert!(!NamespaceDecl::new("", NAMESPACE).is_other_prefix());
    /// assert!(!NamespaceDecl::new("sm", NAMESPACE).is_other_prefix());
    /// ```
    pub fn is_other_prefix(&self) -> bool {
        !self.prefix.is_empty() && self.uri != crate::NAMESPACE
    }

    pub(crate) fn declare(list: &mut Vec<NamespaceDecl>, prefix: &str, uri: &str) {
        match list.iter_mut().find(|d| d.prefix == prefix) {
            Some(existing) => existing.uri = uri.to_owned(),
            None => list.push(NamespaceDecl::new(prefix, uri)),
        }
    }

    /// Declares `prefix` for `uri` unless the prefix is declared already.
    pub(crate) fn declare_missing(all: &mut Vec<NamespaceDecl>, prefix: &str, uri: &str) {
        if !all.iter().any(|decl| decl.prefix == prefix) {
            all.push(NamespaceDecl::new(prefix, uri));
        }
    }

    /// The declarations a document root needs: the recorded ones, plus one for
    /// every prefixed extension namespace used below the root and not declared.
    pub(crate) fn for_document(
        declared: &[NamespaceDecl],
        visit: impl FnOnce(&mut dyn FnMut(&Extension)),
    ) -> Vec<NamespaceDecl> {
        let mut all = declared.to_vec();
        visit(&mut |extension| extension.collect_declarations(&mut all));
        all
    }
}

/// An element of another namespace, with its attributes and content.
///
/// ```
/// use sitemap_core::Extension;
///
/// let image = Extension::new("http://www.google.com/schemas/sitemap-image/1.1", "image", "image")
///     .with_child(
///         Extension::new("http://www.google.com/schemas/sitemap-image/1.1", "image", "loc")
///             .with_text("https://example.com/cat.jpg"),
///     );
/// assert_eq!(image.qualified_name(), "image:image");
/// assert_eq!(image.children().len(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extension {
    /// The well-known extension namespaces, their usual prefixes and their
    /// schemas' names are borrowed, not copied, for each element read.
    prefix: Option<Cow<'static, str>>,
    name: Cow<'static, str>,
    namespace: Option<Cow<'static, str>>,
    attributes: Vec<(String, String)>,
    children: Vec<ExtensionNode>,
}

/// Content of an [`Extension`]: text or a child element, in document order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExtensionNode {
    /// Character data (entities already resolved).
    Text(String),
    /// A child element.
    Element(Extension),
}

impl ExtensionNode {
    /// The element, when the node is one.
    pub fn as_element(&self) -> Option<&Extension> {
        match self {
            ExtensionNode::Element(element) => Some(element),
            ExtensionNode::Text(_) => None,
        }
    }
}

impl Extension {
    /// An element `prefix:name` in namespace `namespace`.
    pub fn new(namespace: &str, prefix: &str, name: &str) -> Self {
        Extension {
            prefix: Some(interned_prefix(prefix)).filter(|p| !p.is_empty()),
            name: interned_name(name),
            namespace: Some(interned(namespace)),
            attributes: Vec::new(),
            children: Vec::new(),
        }
    }

    /// An element whose namespace is not known yet (read through serde's XML
    /// path, which reports local names only). `qualified` may carry a prefix.
    pub(crate) fn unresolved(qualified: &str) -> Self {
        let (prefix, name) = match qualified.split_once(':') {
            Some((prefix, name)) => (Some(interned_prefix(prefix)), name),
            None => (None, qualified),
        };
        Extension {
            prefix,
            name: interned_name(name),
            namespace: None,
            attributes: Vec::new(),
            children: Vec::new(),
        }
    }

    /// Adds an attribute (`name` may be prefixed).
    pub fn with_attribute(mut self, name: &str, value: &str) -> Self {
        self.attributes.push((name.to_owned(), value.to_owned()));
        self
    }

    /// Appends text content.
    pub fn with_text(mut self, text: &str) -> Self {
        self.children.push(ExtensionNode::Text(text.to_owned()));
        self
    }

    /// Appends a child element.
    pub fn with_child(mut self, child: Extension) -> Self {
        self.children.push(ExtensionNode::Element(child));
        self
    }

    pub(crate) fn push_attribute(&mut self, name: String, value: String) {
        self.attributes.push((name, value));
    }

    /// An element from the parts the reader owns, moved, not copied.
    pub(crate) fn from_parts(
        namespace: Cow<'static, str>,
        prefix: Cow<'static, str>,
        name: Cow<'static, str>,
        attributes: Vec<(String, String)>,
    ) -> Self {
        Extension {
            prefix: Some(prefix).filter(|p| !p.is_empty()),
            name,
            namespace: Some(namespace),
            attributes,
            children: Vec::new(),
        }
    }

    /// Joins adjacent text nodes (the parser splits text at references) and
    /// drops whitespace-only text between child elements, in place.
    pub(crate) fn merge_text(&mut self) {
        let has_elements = self.child_elements().next().is_some();
        let keep = |text: &String| !(text.is_empty() || has_elements && text.trim().is_empty());
        // Most elements read have one text or only elements: left as they
        // are, without rebuilding the list.
        let is_text = |node: &ExtensionNode| matches!(node, ExtensionNode::Text(_));
        let settled = self.children.iter().all(|node| match node {
            ExtensionNode::Text(text) => keep(text),
            ExtensionNode::Element(_) => true,
        }) && !self
            .children
            .windows(2)
            .any(|pair| is_text(&pair[0]) && is_text(&pair[1]));
        if settled {
            return;
        }
        let mut pending: Option<String> = None;
        for node in std::mem::take(&mut self.children) {
            match node {
                ExtensionNode::Text(text) => match &mut pending {
                    Some(joined) => joined.push_str(&text),
                    None => pending = Some(text),
                },
                element @ ExtensionNode::Element(_) => {
                    if let Some(text) = pending.take().filter(keep) {
                        self.children.push(ExtensionNode::Text(text));
                    }
                    self.children.push(element);
                }
            }
        }
        if let Some(text) = pending.filter(keep) {
            self.children.push(ExtensionNode::Text(text));
        }
    }

    pub(crate) fn push_node(&mut self, node: ExtensionNode) {
        self.children.push(node);
    }

    /// The namespace URI, when known.
    pub fn namespace(&self) -> Option<&str> {
        self.namespace.as_deref()
    }

    /// The prefix written in documents, when known.
    pub fn prefix(&self) -> Option<&str> {
        self.prefix.as_deref()
    }

    /// The local name (`image`).
    pub fn local_name(&self) -> &str {
        &self.name
    }

    /// `prefix:name`, or the local name when there is no prefix.
    pub fn qualified_name(&self) -> Cow<'_, str> {
        match &self.prefix {
            Some(prefix) => Cow::Owned(format!("{prefix}:{}", self.name)),
            None => Cow::Borrowed(&self.name),
        }
    }

    /// Attributes as `(qualified name, value)`, in document order.
    pub fn attributes(&self) -> &[(String, String)] {
        &self.attributes
    }

    /// Text and child elements, in document order.
    pub fn children(&self) -> &[ExtensionNode] {
        &self.children
    }

    /// The element's own text (its text nodes joined, children excluded).
    pub fn text(&self) -> String {
        self.children
            .iter()
            .filter_map(|node| match node {
                ExtensionNode::Text(text) => Some(text.as_str()),
                ExtensionNode::Element(_) => None,
            })
            .collect()
    }

    /// Replaces the value `from` of `child` (a child element's text,
    /// `@name` for an attribute, `#text` for the element's own text) in the
    /// first element named `element` at or below this one that has it, with
    /// `to`. Whether it was found.
    pub(crate) fn replace_value(
        &mut self,
        element: &str,
        child: &str,
        from: &str,
        to: &str,
    ) -> bool {
        let namespace = self.namespace.clone();
        self.replace_value_in(namespace.as_deref(), element, child, from, to)
    }

    /// [`replace_value`](Self::replace_value) among the elements of
    /// `namespace` (the typed element's own), not a foreign child that
    /// happens to share a name.
    fn replace_value_in(
        &mut self,
        namespace: Option<&str>,
        element: &str,
        child: &str,
        from: &str,
        to: &str,
    ) -> bool {
        if self.namespace.as_deref() != namespace {
            return false;
        }
        if self.name == element {
            if let Some(attribute) = child.strip_prefix('@') {
                if let Some((_, value)) = self
                    .attributes
                    .iter_mut()
                    .find(|(name, value)| name == attribute && value.trim() == from.trim())
                {
                    *value = to.to_owned();
                    return true;
                }
            } else if child == "#text" {
                if self.text().trim() == from.trim() {
                    self.set_text(to);
                    return true;
                }
            } else if let Some(found) = self.children.iter_mut().find_map(|node| match node {
                ExtensionNode::Element(found)
                    if found.name == child
                        && found.namespace.as_deref() == namespace
                        && found.text().trim() == from.trim() =>
                {
                    Some(found)
                }
                _ => None,
            }) {
                found.set_text(to);
                return true;
            }
        }
        self.children.iter_mut().any(|node| match node {
            ExtensionNode::Element(inner) => {
                inner.replace_value_in(namespace, element, child, from, to)
            }
            ExtensionNode::Text(_) => false,
        })
    }

    /// The document-order index (this element is 0) of what a content
    /// error of one of our types is about: the child `child` of the first
    /// element named `element`, or that element itself for its attribute
    /// (`@name`), its text (`#text`) or a child it lacks.
    pub(crate) fn locate(&self, element: &str, child: &str) -> Option<usize> {
        let mut next = 0;
        self.locate_from(element, child, &mut next)
    }

    fn locate_from(&self, element: &str, child: &str, next: &mut usize) -> Option<usize> {
        let own = *next;
        *next += 1;
        if self.name == element {
            let mut at = own + 1;
            for inner in self.child_elements() {
                if inner.name == child {
                    return Some(at);
                }
                at += inner.element_count();
            }
            return Some(own);
        }
        self.child_elements()
            .find_map(|inner| inner.locate_from(element, child, next))
    }

    /// This element and all below it.
    pub(crate) fn element_count(&self) -> usize {
        1 + self
            .child_elements()
            .map(Extension::element_count)
            .sum::<usize>()
    }

    /// Replaces the text nodes with one holding `text`, children kept.
    fn set_text(&mut self, text: &str) {
        self.children
            .retain(|node| matches!(node, ExtensionNode::Element(_)));
        self.children
            .insert(0, ExtensionNode::Text(text.to_owned()));
    }

    /// The child elements.
    pub fn child_elements(&self) -> impl Iterator<Item = &Extension> {
        self.children.iter().filter_map(|node| match node {
            ExtensionNode::Element(child) => Some(child),
            ExtensionNode::Text(_) => None,
        })
    }

    /// Whether the element has only text (or nothing) and no attributes, so
    /// formats like JSON can show it as a plain string.
    pub(crate) fn is_text_only(&self) -> bool {
        self.attributes.is_empty() && self.child_elements().next().is_none()
    }

    fn collect_declarations(&self, declared: &mut Vec<NamespaceDecl>) {
        if let (Some(prefix), Some(namespace)) = (&self.prefix, &self.namespace) {
            let declared_here = self
                .attributes
                .iter()
                .any(|(name, _)| name.strip_prefix("xmlns:") == Some(prefix));
            if !declared_here && !declared.iter().any(|d| &d.prefix == prefix) {
                declared.push(NamespaceDecl::new(prefix.clone(), namespace.to_string()));
            }
        }
        for child in self.child_elements() {
            child.collect_declarations(declared);
        }
    }

    /// Recovers the namespace (and prefix) of an element read through serde's
    /// XML path, which reports local names only: by its prefix when known, by
    /// a declaration of a well-known extension namespace, by a declared prefix
    /// equal to its name, or by the only declared namespace besides the
    /// well-known extensions'. Children without
    /// a prefix inherit the parent's, as in every published extension.
    pub fn resolve_namespace(&mut self, declared: &[NamespaceDecl]) {
        // The element's own declarations are in scope for it and for its
        // children, as in XML.
        let mut scope: Vec<NamespaceDecl> = declared.to_vec();
        for (name, value) in &self.attributes {
            if let Some(prefix) = name.strip_prefix("xmlns:") {
                NamespaceDecl::declare(&mut scope, prefix, value);
            }
        }
        if self.namespace.is_none() {
            let found = match &self.prefix {
                Some(prefix) => scope.iter().find(|d| &d.prefix == prefix),
                None => crate::registry::typed_extensions()
                    .iter()
                    .filter(|extension| extension.element == self.name)
                    .find_map(|extension| scope.iter().find(|d| d.uri == extension.namespace))
                    .or_else(|| scope.iter().find(|d| d.prefix == self.name))
                    .or_else(|| {
                        // The well-known extensions' elements are read by
                        // name above, so another element belongs to the only
                        // other namespace, when there is one.
                        let mut others = scope.iter().filter(|d| {
                            crate::registry::typed_extensions()
                                .iter()
                                .all(|extension| d.uri != extension.namespace)
                        });
                        match (others.next(), others.next()) {
                            (Some(only), None) => Some(only),
                            _ => None,
                        }
                    }),
            };
            if let Some(decl) = found {
                self.prefix = Some(interned_prefix(&decl.prefix));
                self.namespace = Some(interned(&decl.uri));
            }
        }
        // Declarations are not content once resolved; writers declare what is needed.
        self.attributes
            .retain(|(name, _)| name != "xmlns" && !name.starts_with("xmlns:"));
        let (prefix, namespace) = (self.prefix.clone(), self.namespace.clone());
        for node in &mut self.children {
            if let ExtensionNode::Element(child) = node {
                if child.prefix.is_none() && child.namespace.is_none() {
                    child.prefix.clone_from(&prefix);
                    child.namespace.clone_from(&namespace);
                }
                child.resolve_namespace(&scope);
            }
        }
    }
}
