//! Reads the XSD subset the sitemap schemas use into the [`crate::model`].
//!
//! Supported: global and local `element` (by `type`, by `ref`, or with an
//! anonymous type), `complexType` with `sequence` or `all`, `any`,
//! `simpleType` restrictions of string, anyURI, decimal, date and dateTime with
//! the facets enumeration, minLength, maxLength, length, minInclusive and
//! maxInclusive, unions of built-in types, `include`, and the `gen:` appinfo
//! annotations (`gen:rust name`, `gen:rule name`). Anything else is reported as
//! unsupported rather than silently ignored.

use std::collections::BTreeMap;

use crate::CodegenError;
use crate::dom::Node;
use crate::model::{
    Attribute, Builtin, Choice, ComplexType, Extends, Facets, Occurs, Particle, Schema, SimpleDef,
    SimpleType, TypeRef,
};

pub(crate) const XSD_NS: &str = "http://www.w3.org/2001/XMLSchema";
pub(crate) const GEN_NS: &str = "urn:sitemap-codegen";

/// One parsed schema file.
pub(crate) struct SchemaFile {
    pub stem: String,
    pub root: Node,
}

impl SchemaFile {
    fn file_name(&self) -> String {
        format!("{}.xsd", self.stem)
    }

    fn target_namespace(&self) -> String {
        self.root
            .attr("targetNamespace")
            .unwrap_or_default()
            .to_owned()
    }

    /// Resolves a QName written in this file (only root-level declarations count).
    fn resolve(&self, qname: &str) -> (String, String) {
        let (prefix, local) = qname.split_once(':').unwrap_or(("", qname));
        let key = if prefix.is_empty() {
            "xmlns".to_owned()
        } else {
            format!("xmlns:{prefix}")
        };
        let namespace = self.root.attr(&key).unwrap_or_default().to_owned();
        (namespace, local.to_owned())
    }

    fn error(&self, node: &Node, message: impl Into<String>) -> CodegenError {
        CodegenError::Schema {
            file: self.file_name(),
            line: node.line,
            message: message.into(),
        }
    }
}

/// The Rust name of every named type in the whole set, keyed by namespace and name.
struct Names {
    simple: BTreeMap<(String, String), String>,
    complex: BTreeMap<(String, String), String>,
    global_elements: BTreeMap<(String, String), String>,
}

pub(crate) fn read_all(files: &[SchemaFile]) -> Result<Vec<Schema>, CodegenError> {
    let names = collect_names(files)?;
    let mut schemas = Vec::new();
    for file in files {
        schemas.push(read_schema(file, &names)?);
    }
    assign_labels(&mut schemas);
    Ok(schemas)
}

fn collect_names(files: &[SchemaFile]) -> Result<Names, CodegenError> {
    let mut names = Names {
        simple: BTreeMap::new(),
        complex: BTreeMap::new(),
        global_elements: BTreeMap::new(),
    };
    for file in files {
        let ns = file.target_namespace();
        for child in &file.root.children {
            if child.namespace != XSD_NS {
                continue;
            }
            let Some(name) = child.attr("name") else {
                continue;
            };
            let key = (ns.clone(), name.to_owned());
            match child.name.as_str() {
                "simpleType" => {
                    names.simple.insert(key, rust_name(child, name));
                }
                "complexType" => {
                    names.complex.insert(key, rust_name(child, name));
                }
                "element" => {
                    let ty = match child.attr("type") {
                        Some(ty) => {
                            let resolved = file.resolve(ty);
                            names
                                .complex
                                .get(&resolved)
                                .cloned()
                                .unwrap_or_else(|| rust_name(child, name))
                        }
                        None => rust_name(child, name),
                    };
                    names.global_elements.insert(key, ty);
                }
                _ => {}
            }
        }
    }
    // Types declared after their first use are resolved in a second look.
    for file in files {
        let ns = file.target_namespace();
        for child in file.root.children_named(XSD_NS, "element") {
            if let (Some(name), Some(ty)) = (child.attr("name"), child.attr("type"))
                && let Some(rust) = names.complex.get(&file.resolve(ty))
            {
                names
                    .global_elements
                    .insert((ns.clone(), name.to_owned()), rust.clone());
            }
        }
    }
    Ok(names)
}

fn read_schema(file: &SchemaFile, names: &Names) -> Result<Schema, CodegenError> {
    if !file.root.is(XSD_NS, "schema") {
        return Err(file.error(&file.root, "the root element is not xsd:schema"));
    }
    let mut schema = Schema {
        stem: file.stem.clone(),
        prefix: appinfo(&file.root, "prefix").into_iter().next(),
        partial_namespace: has_appinfo(&file.root, "partial-namespace"),
        simple_types: Vec::new(),
        complex_types: Vec::new(),
    };
    let ns = file.target_namespace();
    for child in &file.root.children {
        if child.namespace != XSD_NS {
            continue;
        }
        match child.name.as_str() {
            "annotation" | "include" => {}
            "simpleType" => {
                let name = child.attr("name").unwrap_or_default();
                let rust = names.simple[&(ns.clone(), name.to_owned())].clone();
                let simple = read_simple_type(file, names, child, rust)?;
                schema.simple_types.push(simple);
            }
            "complexType" => {
                let name = child.attr("name").unwrap_or_default();
                let rust = names.complex[&(ns.clone(), name.to_owned())].clone();
                let complex =
                    read_complex_type(file, names, &mut schema, child, rust, String::new(), false)?;
                schema.complex_types.push(complex);
            }
            "element" => read_global_element(file, names, &mut schema, child)?,
            other => {
                return Err(file.error(
                    child,
                    format!("xsd:{other} is not supported by the generator"),
                ));
            }
        }
    }
    Ok(schema)
}

fn read_global_element(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    element: &Node,
) -> Result<(), CodegenError> {
    let name = required_attr(file, element, "name")?;
    if let Some(ty) = element.attr("type") {
        // A global element of a named type: mark that type as a document root.
        let (_, local) = file.resolve(ty);
        let rust = names.global_elements[&(file.target_namespace(), name.to_owned())].clone();
        schema
            .complex_types
            .iter_mut()
            .filter(|c| c.rust_name == rust)
            .for_each(|c| c.is_root = true);
        let _ = local;
        return Ok(());
    }
    let complex = element
        .children_named(XSD_NS, "complexType")
        .next()
        .ok_or_else(|| {
            file.error(
                element,
                format!("global element `{name}` needs a complex type"),
            )
        })?;
    let rust = rust_name(element, name);
    let doc = documentation(element);
    // An element that extends another schema's element (`gen:extends`) is
    // written inside it, never as a document of its own.
    let extends = read_extends(file, element)?;
    let is_root = extends.is_none();
    let mut ty = read_complex_type(file, names, schema, complex, rust, doc, is_root)?;
    ty.extends = extends;
    ty.element = name.to_owned();
    schema.complex_types.push(ty);
    Ok(())
}

fn read_complex_type(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    node: &Node,
    rust_name: String,
    outer_doc: String,
    is_root: bool,
) -> Result<ComplexType, CodegenError> {
    let mut particles = Vec::new();
    let mut choices = Vec::new();
    let mut attributes = Vec::new();
    let mut text = None;
    let doc = if outer_doc.is_empty() {
        documentation(node)
    } else {
        outer_doc
    };
    for child in &node.children {
        match (child.namespace.as_str(), child.name.as_str()) {
            (XSD_NS, "annotation") => {}
            (XSD_NS, "attribute") => {
                attributes.push(read_attribute(file, names, schema, &rust_name, child)?);
            }
            (XSD_NS, "simpleContent") => {
                let extension = child
                    .children_named(XSD_NS, "extension")
                    .next()
                    .ok_or_else(|| {
                        file.error(child, "simpleContent is supported as an xsd:extension")
                    })?;
                let base = required_attr(file, extension, "base")?;
                let value = format!("{rust_name}Value");
                let label = snake(&value);
                text = Some(simple_type_named(
                    file, names, schema, extension, base, value, &label,
                )?);
                for attribute in extension.children_named(XSD_NS, "attribute") {
                    attributes.push(read_attribute(file, names, schema, &rust_name, attribute)?);
                }
            }
            (XSD_NS, "sequence" | "all") => {
                for particle in &child.children {
                    if particle.is(XSD_NS, "annotation") {
                        continue;
                    }
                    if particle.is(XSD_NS, "choice") {
                        let choice =
                            read_choice(file, names, schema, &rust_name, particle, &mut particles)?;
                        choices.push(choice);
                        continue;
                    }
                    particles.push(read_particle(file, names, schema, &rust_name, particle)?);
                }
            }
            (_, other) => {
                return Err(file.error(
                    child,
                    format!("xsd:{other} in a complex type is not supported by the generator"),
                ));
            }
        }
    }
    Ok(ComplexType {
        example: None,
        rust_name,
        element: String::new(),
        namespace: file.target_namespace(),
        doc,
        particles,
        choices,
        attributes,
        text,
        is_root,
        fingerprinted: has_appinfo(node, "fingerprint"),
        in_extension: false,
        extends: None,
        prefix: None,
    })
}

/// An attribute: its simple type by `type`, inline, or (with neither) a
/// string.
fn read_attribute(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    parent: &str,
    node: &Node,
) -> Result<Attribute, CodegenError> {
    let name = required_attr(file, node, "name")?.to_owned();
    let rust = format!("{parent}{}", upper_camel(&name));
    let ty = if let Some(simple) = node.children_named(XSD_NS, "simpleType").next() {
        let mut ty = read_simple_type(file, names, simple, rust.clone())?;
        ty.label = name.clone();
        if ty.doc.is_empty() {
            ty.doc = documentation(node);
        }
        schema.simple_types.push(ty);
        rust
    } else {
        let reference = node.attr("type").unwrap_or("xsd:string");
        simple_type_named(file, names, schema, node, reference, rust, &name)?
    };
    let required = match node.attr("use") {
        None | Some("optional") => false,
        Some("required") => true,
        Some(other) => {
            return Err(file.error(node, format!("use=\"{other}\" is not supported")));
        }
    };
    let deprecated = has_appinfo(node, "deprecated");
    if deprecated && required {
        return Err(file.error(node, "only an optional attribute can be gen:deprecated"));
    }
    Ok(Attribute {
        name,
        ty,
        required,
        doc: documentation(node),
        deprecated,
    })
}

/// The simple type a `type` or `base` names: a schema's own, or a built-in
/// one, which gets a type of its own named `rust` (its facets may differ by
/// use).
fn simple_type_named(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    node: &Node,
    reference: &str,
    rust: String,
    label: &str,
) -> Result<String, CodegenError> {
    let key = file.resolve(reference);
    if key.0 != XSD_NS {
        return names
            .simple
            .get(&key)
            .cloned()
            .ok_or_else(|| file.error(node, format!("unknown simple type `{reference}`")));
    }
    let base = Builtin::from_local_name(&key.1).ok_or_else(|| {
        file.error(
            node,
            format!("built-in type `{reference}` is not supported by the generator"),
        )
    })?;
    schema.simple_types.push(SimpleType {
        example: None,
        rust_name: rust.clone(),
        label: label.to_owned(),
        doc: documentation(node),
        rules: Vec::new(),
        def: SimpleDef::Restriction {
            base,
            facets: Facets::default(),
        },
    });
    Ok(rust)
}

fn read_particle(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    parent: &str,
    node: &Node,
) -> Result<Particle, CodegenError> {
    let occurs = occurs(file, node)?;
    if node.is(XSD_NS, "any") {
        let namespace = node.attr("namespace").unwrap_or("##any");
        if namespace != "##other" {
            return Err(file.error(
                node,
                format!("xsd:any namespace=\"{namespace}\" is not supported; use ##other"),
            ));
        }
        return Ok(Particle::Any { occurs });
    }
    if !node.is(XSD_NS, "element") {
        return Err(file.error(
            node,
            format!(
                "xsd:{} inside a sequence is not supported by the generator",
                node.name
            ),
        ));
    }
    let ns = file.target_namespace();
    let deprecated = has_appinfo(node, "deprecated");
    if deprecated && !matches!(occurs, Occurs::Optional | Occurs::Many { min: 0, .. }) {
        // Left out when writing, it would leave the element invalid.
        return Err(file.error(node, "only an optional element can be gen:deprecated"));
    }
    if let Some(reference) = node.attr("ref") {
        let key = file.resolve(reference);
        let rust = names
            .global_elements
            .get(&key)
            .ok_or_else(|| file.error(node, format!("no global element `{reference}`")))?;
        return Ok(Particle::Element {
            name: key.1,
            ty: TypeRef::Complex(rust.clone()),
            occurs,
            doc: documentation(node),
            deprecated,
        });
    }
    let name = required_attr(file, node, "name")?.to_owned();
    let ty = if let Some(ty) = node.attr("type") {
        match names.complex.get(&file.resolve(ty)) {
            Some(rust) => TypeRef::Complex(rust.clone()),
            None => {
                let rust = format!("{parent}{}", upper_camel(&name));
                TypeRef::Simple(simple_type_named(
                    file, names, schema, node, ty, rust, &name,
                )?)
            }
        }
    } else if let Some(simple) = node.children_named(XSD_NS, "simpleType").next() {
        let rust = format!("{parent}{}", upper_camel(&name));
        let mut ty = read_simple_type(file, names, simple, rust.clone())?;
        ty.label = name.clone();
        if ty.doc.is_empty() {
            ty.doc = documentation(node);
        }
        schema.simple_types.push(ty);
        TypeRef::Simple(rust)
    } else if let Some(complex) = node.children_named(XSD_NS, "complexType").next() {
        let rust = rust_name(node, &name);
        let mut ty = read_complex_type(
            file,
            names,
            schema,
            complex,
            rust.clone(),
            documentation(node),
            false,
        )?;
        ty.element = name.clone();
        schema.complex_types.push(ty);
        TypeRef::Complex(rust)
    } else {
        return Err(file.error(node, format!("element `{name}` has no type")));
    };
    let _ = ns;
    Ok(Particle::Element {
        name,
        ty,
        occurs,
        doc: documentation(node),
        deprecated,
    })
}

/// An `xsd:choice` whose branches are elements or sequences of elements,
/// each at most once. Its elements go into `particles` as optional
/// children, each once (a name in two branches must have one type, as XML
/// Schema's Element Declarations Consistent rule also asks).
fn read_choice(
    file: &SchemaFile,
    names: &Names,
    schema: &mut Schema,
    parent: &str,
    node: &Node,
    particles: &mut Vec<Particle>,
) -> Result<Choice, CodegenError> {
    if occurs(file, node)? != Occurs::Required {
        return Err(file.error(node, "a choice must occur exactly once"));
    }
    let rust_name = appinfo(node, "rust")
        .into_iter()
        .next()
        .ok_or_else(|| file.error(node, "a choice needs <gen:rust name=\"…\"/> for its enum"))?;
    let field = appinfo(node, "field")
        .into_iter()
        .next()
        .ok_or_else(|| file.error(node, "a choice needs <gen:field name=\"…\"/> for its field"))?;
    let mut branches = Vec::new();
    for branch in &node.children {
        let elements: Vec<&Node> = if branch.is(XSD_NS, "annotation") {
            continue;
        } else if branch.is(XSD_NS, "sequence") {
            branch
                .children
                .iter()
                .filter(|n| !n.is(XSD_NS, "annotation"))
                .collect()
        } else {
            vec![branch]
        };
        let mut members = Vec::new();
        for element in elements {
            let particle = read_particle(file, names, schema, parent, element)?;
            let Particle::Element {
                name, ty, occurs, ..
            } = &particle
            else {
                return Err(file.error(element, "a choice may hold only elements"));
            };
            let required = match occurs {
                Occurs::Required => true,
                Occurs::Optional => false,
                Occurs::Many { .. } => {
                    return Err(
                        file.error(element, "an element in a choice may occur at most once")
                    );
                }
            };
            members.push((name.clone(), required));
            let earlier = particles.iter().find_map(|p| match p {
                Particle::Element { name: n, ty: t, .. } if n == name => Some(t),
                _ => None,
            });
            match earlier {
                Some(earlier) if earlier != ty => {
                    return Err(file.error(
                        element,
                        format!("`{name}` has two types in one choice; give both one named type"),
                    ));
                }
                Some(_) => {}
                None => particles.push(match particle {
                    Particle::Element {
                        name,
                        ty,
                        doc,
                        deprecated,
                        ..
                    } => Particle::Element {
                        name,
                        ty,
                        occurs: Occurs::Optional,
                        doc,
                        deprecated,
                    },
                    other => other,
                }),
            }
        }
        if members.is_empty() {
            return Err(file.error(branch, "an empty branch in a choice is not supported"));
        }
        branches.push(members);
    }
    Ok(Choice {
        rust_name,
        field,
        doc: documentation(node),
        branches,
    })
}

/// Whether `node` carries `<gen:{kind}/>` in its appinfo.
fn has_appinfo(node: &Node, kind: &str) -> bool {
    node.children_named(XSD_NS, "annotation")
        .flat_map(|a| a.children_named(XSD_NS, "appinfo"))
        .any(|info| info.children_named(GEN_NS, kind).next().is_some())
}

fn occurs(file: &SchemaFile, node: &Node) -> Result<Occurs, CodegenError> {
    let parse = |attr: &str, default: u32| -> Result<Option<u32>, CodegenError> {
        match node.attr(attr) {
            None => Ok(Some(default)),
            Some("unbounded") => Ok(None),
            Some(value) => value
                .parse()
                .map(Some)
                .map_err(|_| file.error(node, format!("{attr}=\"{value}\" is not a count"))),
        }
    };
    let min =
        parse("minOccurs", 1)?.ok_or_else(|| file.error(node, "minOccurs cannot be unbounded"))?;
    let max = parse("maxOccurs", 1)?;
    Ok(Occurs::from_bounds(min, max))
}

fn read_simple_type(
    file: &SchemaFile,
    names: &Names,
    node: &Node,
    rust_name: String,
) -> Result<SimpleType, CodegenError> {
    let rules = appinfo(node, "rule");
    let doc = documentation(node);
    let label = rust_name.to_ascii_lowercase();
    if let Some(restriction) = node.children_named(XSD_NS, "restriction").next() {
        let base = builtin_base(file, restriction)?;
        let facets = read_facets(file, restriction)?;
        return Ok(SimpleType {
            example: None,
            rust_name,
            label,
            doc,
            rules,
            def: SimpleDef::Restriction { base, facets },
        });
    }
    if let Some(union) = node.children_named(XSD_NS, "union").next() {
        let mut members = Vec::new();
        for qname in union
            .attr("memberTypes")
            .unwrap_or_default()
            .split_whitespace()
        {
            let (ns, local) = file.resolve(qname);
            match Builtin::from_local_name(&local).filter(|_| ns == XSD_NS) {
                Some(builtin) => members.push(builtin),
                None => {
                    return Err(file.error(
                        union,
                        format!("union member `{qname}` must be a built-in type"),
                    ));
                }
            }
        }
        for member in union.children_named(XSD_NS, "simpleType") {
            let restriction = member
                .children_named(XSD_NS, "restriction")
                .next()
                .ok_or_else(|| file.error(member, "a union member must be a restriction"))?;
            if read_facets(file, restriction)? != Facets::default() {
                return Err(file.error(
                    member,
                    "facets on union members are not supported by the generator",
                ));
            }
            members.push(builtin_base(file, restriction)?);
        }
        if members
            .iter()
            .any(|m| !matches!(m, Builtin::Date | Builtin::DateTime))
        {
            return Err(file.error(
                union,
                "only unions of xsd:date and xsd:dateTime are supported by the generator",
            ));
        }
        return Ok(SimpleType {
            example: None,
            rust_name,
            label,
            doc,
            rules,
            def: SimpleDef::Union { members },
        });
    }
    if let Some(list) = node.children_named(XSD_NS, "list").next() {
        let item_type = required_attr(file, list, "itemType")?;
        let item = names
            .simple
            .get(&file.resolve(item_type))
            .cloned()
            .ok_or_else(|| {
                file.error(
                    list,
                    format!(
                        "list item type `{item_type}` must be a named simple type of the schemas"
                    ),
                )
            })?;
        return Ok(SimpleType {
            example: None,
            rust_name,
            label,
            doc,
            rules,
            def: SimpleDef::List { item },
        });
    }
    Err(file.error(
        node,
        "a simple type must be a restriction, a union or a list",
    ))
}

fn builtin_base(file: &SchemaFile, restriction: &Node) -> Result<Builtin, CodegenError> {
    let base = required_attr(file, restriction, "base")?;
    let (ns, local) = file.resolve(base);
    Builtin::from_local_name(&local)
        .filter(|_| ns == XSD_NS)
        .ok_or_else(|| {
            file.error(
                restriction,
                format!("restriction base `{base}` is not supported by the generator"),
            )
        })
}

fn read_facets(file: &SchemaFile, restriction: &Node) -> Result<Facets, CodegenError> {
    let mut facets = Facets::default();
    for facet in &restriction.children {
        if facet.namespace != XSD_NS || facet.name == "annotation" {
            continue;
        }
        let value = required_attr(file, facet, "value")?;
        let count = || {
            value
                .parse::<usize>()
                .map_err(|_| file.error(facet, format!("`{value}` is not a length")))
        };
        match facet.name.as_str() {
            "enumeration" => facets.enumeration.push(value.to_owned()),
            "minLength" => facets.min_length = Some(count()?),
            "maxLength" => facets.max_length = Some(count()?),
            "length" => {
                facets.min_length = Some(count()?);
                facets.max_length = Some(count()?);
            }
            "minInclusive" => facets.min_inclusive = Some(value.to_owned()),
            "maxInclusive" => facets.max_inclusive = Some(value.to_owned()),
            "pattern" => {
                crate::pattern::parse(value).map_err(|e| file.error(facet, e))?;
                facets.patterns.push(value.to_owned());
            }
            other => {
                return Err(file.error(
                    facet,
                    format!("facet xsd:{other} is not supported by the generator"),
                ));
            }
        }
    }
    Ok(facets)
}

fn required_attr<'a>(
    file: &SchemaFile,
    node: &'a Node,
    name: &str,
) -> Result<&'a str, CodegenError> {
    node.attr(name).ok_or_else(|| {
        file.error(
            node,
            format!("xsd:{} needs a `{name}` attribute", node.name),
        )
    })
}

/// The text of `xsd:annotation/xsd:documentation`, with each paragraph on one line.
fn documentation(node: &Node) -> String {
    let Some(annotation) = node.children_named(XSD_NS, "annotation").next() else {
        return String::new();
    };
    let text: Vec<String> = annotation
        .children_named(XSD_NS, "documentation")
        .map(|doc| doc.text.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    text.join("\n\n")
}

/// `name` attributes of `xsd:annotation/xsd:appinfo/gen:<kind>`.
/// `<gen:extends name="url" field="images" max="1000"/>`: the element goes
/// into `url`, in the field `images` (the element's name by default), at
/// most `max` times.
fn read_extends(file: &SchemaFile, element: &Node) -> Result<Option<Extends>, CodegenError> {
    let Some(node) = element
        .children_named(XSD_NS, "annotation")
        .flat_map(|a| a.children_named(XSD_NS, "appinfo"))
        .flat_map(|info| info.children_named(GEN_NS, "extends"))
        .next()
    else {
        return Ok(None);
    };
    let target = required_attr(file, node, "name")?.to_owned();
    let field = match node.attr("field") {
        Some(field) => field.to_owned(),
        None => snake(required_attr(file, element, "name")?),
    };
    let max = match node.attr("max") {
        None | Some("unbounded") => None,
        Some(max) => Some(
            max.parse()
                .map_err(|_| file.error(node, format!("max=\"{max}\" is not a count")))?,
        ),
    };
    let when_attribute = node.attr("when-attribute").map(str::to_owned);
    Ok(Some(Extends {
        target,
        field,
        max,
        when_attribute,
    }))
}

fn appinfo(node: &Node, kind: &str) -> Vec<String> {
    node.children_named(XSD_NS, "annotation")
        .flat_map(|a| a.children_named(XSD_NS, "appinfo"))
        .flat_map(|info| info.children_named(GEN_NS, kind))
        .filter_map(|n| n.attr("name").map(str::to_owned))
        .collect()
}

/// The `gen:rust` name override, or the schema name in UpperCamelCase with a
/// `t` type prefix (`tUrl`) dropped.
fn rust_name(node: &Node, xsd_name: &str) -> String {
    if let Some(name) = appinfo(node, "rust").into_iter().next() {
        return name;
    }
    let mut chars = xsd_name.chars();
    let stripped = match (chars.next(), chars.next()) {
        (Some('t'), Some(second)) if second.is_ascii_uppercase() => &xsd_name[1..],
        _ => xsd_name,
    };
    upper_camel(stripped)
}

/// `video_content-loc` → `VideoContentLoc`; existing capitals are kept.
pub(crate) fn upper_camel(name: &str) -> String {
    name.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// `snake_case` field names from element names (`changefreq`, `content_loc`).
pub(crate) fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out
}

/// Names messages use for a simple type: the element that uses it, when only
/// one element name does; complex types are named after their first element.
fn assign_labels(schemas: &mut [Schema]) {
    let mut uses: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut complex_uses: BTreeMap<String, String> = BTreeMap::new();
    for schema in schemas.iter() {
        // Elements of an extension are named with its prefix (`image:loc`).
        let qualified = |name: &str| match &schema.prefix {
            Some(prefix) => format!("{prefix}:{name}"),
            None => name.to_owned(),
        };
        for complex in &schema.complex_types {
            for attribute in &complex.attributes {
                let names = uses.entry(attribute.ty.clone()).or_default();
                if !names.contains(&attribute.name) {
                    names.push(attribute.name.clone());
                }
            }
            for particle in &complex.particles {
                if let Particle::Element { name, ty, .. } = particle {
                    // A complex type is named as written in its own
                    // namespace (`publication`), as inline ones are.
                    let local = name;
                    let name = &qualified(name);
                    match ty {
                        TypeRef::Simple(rust) => {
                            let names = uses.entry(rust.clone()).or_default();
                            if !names.contains(name) {
                                names.push(name.clone());
                            }
                        }
                        TypeRef::Complex(rust) => {
                            complex_uses
                                .entry(rust.clone())
                                .or_insert_with(|| local.clone());
                        }
                    }
                }
            }
        }
    }
    for schema in schemas.iter_mut() {
        for simple in &mut schema.simple_types {
            // A type several elements share is named by all of them, as
            // users write them, never by its own (internal) name.
            match uses.get(&simple.rust_name).map(Vec::as_slice) {
                Some([only]) => simple.label = only.clone(),
                Some([several @ .., last]) => {
                    simple.label = format!("{} or {last}", several.join(", "));
                }
                _ => {}
            }
        }
        for complex in &mut schema.complex_types {
            if complex.element.is_empty() {
                complex.element = complex_uses
                    .get(&complex.rust_name)
                    .cloned()
                    .unwrap_or_else(|| snake(&complex.rust_name));
            }
        }
    }
    // The text of a simple-content element is named after the element.
    let texts: BTreeMap<String, String> = schemas
        .iter()
        .flat_map(|schema| &schema.complex_types)
        .filter_map(|complex| Some((complex.text.clone()?, complex.element.clone())))
        .collect();
    for schema in schemas.iter_mut() {
        for simple in &mut schema.simple_types {
            if let Some(element) = texts.get(&simple.rust_name)
                && !uses.contains_key(&simple.rust_name)
            {
                simple.label = element.clone();
            }
        }
    }
    // An item of a list is named after the list's element.
    let lists: BTreeMap<String, String> = schemas
        .iter()
        .flat_map(|schema| &schema.simple_types)
        .filter_map(|simple| match &simple.def {
            SimpleDef::List { item } => Some((item.clone(), simple.label.clone())),
            _ => None,
        })
        .collect();
    for schema in schemas.iter_mut() {
        for simple in &mut schema.simple_types {
            if let Some(list) = lists.get(&simple.rust_name)
                && !uses.contains_key(&simple.rust_name)
            {
                simple.label = list.clone();
            }
        }
    }
}
