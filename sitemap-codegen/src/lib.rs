//! Reads the project's XSDs (`schemas/*.xsd`) and writes the `@generated` Rust
//! model: simple types become validated value types in `sitemap-rules`
//! (shared with the derive macro), complex types become element structs in
//! `sitemap-core`.
//!
//! Run `cargo run -p sitemap-codegen` after changing a schema; the test
//! `generated_code_is_fresh` fails while the checked-in output is stale.

mod dom;
mod emit_elements;
mod emit_registry;
mod emit_values;
mod model;
mod pattern;
mod xsd;

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

use model::{Builtin, SimpleDef};

/// A file the generator writes, relative to the workspace root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedFile {
    /// Where it goes, relative to the workspace root.
    pub path: PathBuf,
    /// Its full contents.
    pub contents: String,
}

/// Why generation failed.
#[derive(Debug)]
pub enum CodegenError {
    /// A schema file could not be read.
    Io(PathBuf, std::io::Error),
    /// A schema is malformed or uses a construct the generator rejects.
    Schema {
        /// The schema file.
        file: String,
        /// 1-based line of the offending element.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A schema construct the generator does not map to Rust.
    Unsupported(String),
    /// The generated tokens did not parse as Rust (a generator bug).
    Emit(String),
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodegenError::Io(path, e) => write!(f, "cannot read {}: {e}", path.display()),
            CodegenError::Schema {
                file,
                line,
                message,
            } => write!(f, "schemas/{file}:{line}: {message}"),
            CodegenError::Unsupported(message) => {
                write!(f, "unsupported schema construct: {message}")
            }
            CodegenError::Emit(message) => write!(
                f,
                "generated code does not parse (generator bug): {message}"
            ),
        }
    }
}

impl std::error::Error for CodegenError {}

/// Where the value types go (relative to the workspace root).
pub const VALUES_DIR: &str = "sitemap-rules/src/generated";
/// Where the element types go (relative to the workspace root).
pub const ELEMENTS_DIR: &str = "sitemap-core/src/generated";

/// Reads every `*.xsd` in `<root>/schemas` and returns the files to write.
pub fn generate(root: &Path) -> Result<Vec<GeneratedFile>, CodegenError> {
    let dir = root.join("schemas");
    let mut sources = Vec::new();
    let entries = std::fs::read_dir(&dir).map_err(|e| CodegenError::Io(dir.clone(), e))?;
    for entry in entries {
        let path = entry.map_err(|e| CodegenError::Io(dir.clone(), e))?.path();
        if path.extension().is_some_and(|ext| ext == "xsd") {
            let text =
                std::fs::read_to_string(&path).map_err(|e| CodegenError::Io(path.clone(), e))?;
            let stem = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            sources.push((stem, text));
        }
    }
    let mut examples = BTreeSet::new();
    for crate_dir in [VALUES_DIR, ELEMENTS_DIR] {
        let docs = crate_docs_dir(root, crate_dir);
        let Ok(entries) = std::fs::read_dir(&docs) else {
            continue;
        };
        for entry in entries {
            let path = entry.map_err(|e| CodegenError::Io(docs.clone(), e))?.path();
            if path.extension().is_some_and(|ext| ext == "md") {
                let stem = path.file_stem().unwrap_or_default().to_string_lossy();
                examples.insert(format!("{crate_dir}/{stem}"));
            }
        }
    }
    generate_with_examples(&sources, &examples)
}

/// `docs/` of the crate whose generated code goes to `generated_dir`, where
/// `<Type>.md` holds a hand-written example for the type.
fn crate_docs_dir(root: &Path, generated_dir: &str) -> PathBuf {
    let crate_dir = generated_dir.split('/').next().unwrap_or_default();
    root.join(crate_dir).join("docs")
}

/// Where a generated file finds `<crate>/docs/<Type>.md`, when the set of
/// examples (`<generated dir>/<Type>`) has it.
fn example_path(
    examples: &BTreeSet<String>,
    generated_dir: &str,
    rust_name: &str,
) -> Option<String> {
    examples
        .contains(&format!("{generated_dir}/{rust_name}"))
        .then(|| format!("../../docs/{rust_name}.md"))
}

/// Generates from `(file stem, XSD text)` pairs; the output is sorted and
/// deterministic whatever order they come in.
pub fn generate_from_sources(
    sources: &[(String, String)],
) -> Result<Vec<GeneratedFile>, CodegenError> {
    generate_with_examples(sources, &BTreeSet::new())
}

fn generate_with_examples(
    sources: &[(String, String)],
    examples: &BTreeSet<String>,
) -> Result<Vec<GeneratedFile>, CodegenError> {
    let mut sources = sources.to_vec();
    sources.sort();
    let mut files = Vec::new();
    for (stem, text) in &sources {
        let root = dom::parse(&format!("{stem}.xsd"), text)?;
        files.push(xsd::SchemaFile {
            stem: stem.clone(),
            root,
        });
    }
    let mut schemas = xsd::read_all(&files)?;
    // Every type lands at the root of its crate: two of one name would be
    // one silently taking the other's place.
    let mut seen = BTreeSet::new();
    for schema in &schemas {
        let names = schema
            .simple_types
            .iter()
            .map(|t| &t.rust_name)
            .chain(schema.complex_types.iter().map(|t| &t.rust_name));
        for name in names {
            if !seen.insert(name.clone()) {
                return Err(CodegenError::Unsupported(format!(
                    "two types are named `{name}` (schemas/{}.xsd); give one another name \
                     with gen:rust",
                    schema.stem
                )));
            }
        }
    }
    bind_extensions(&mut schemas)?;
    for schema in &mut schemas {
        // A type the schema documents nowhere (a built-in type of an element
        // without annotation) still says what it holds.
        for ty in &mut schema.simple_types {
            if ty.doc.trim().is_empty() {
                ty.doc = format!("The value of `{}`.", ty.label);
            }
        }
        let in_extension = schema.prefix.is_some();
        for ty in &mut schema.complex_types {
            ty.in_extension = in_extension;
            ty.prefix.clone_from(&schema.prefix);
        }
        for ty in &mut schema.simple_types {
            ty.example = example_path(examples, VALUES_DIR, &ty.rust_name);
        }
        for ty in &mut schema.complex_types {
            ty.example = example_path(examples, ELEMENTS_DIR, &ty.rust_name);
        }
    }
    let simple_types = || schemas.iter().flat_map(|s| &s.simple_types);
    let complex_types = || schemas.iter().flat_map(|s| &s.complex_types);
    let complex_type = |name: &str| complex_types().find(|t| t.rust_name == name);
    // Extension elements bound into another element's content, without a
    // text of their own.
    let read_flat: BTreeSet<String> = complex_types()
        .flat_map(|t| &t.particles)
        .filter_map(|particle| match particle {
            model::Particle::Foreign { ty, .. } => Some(ty),
            _ => None,
        })
        .filter(|ty| complex_type(ty).is_some_and(|t| t.text.is_none()))
        .cloned()
        .collect();
    let type_facts = emit_elements::TypeFacts {
        copy: simple_types()
            .filter(|t| match &t.def {
                SimpleDef::Restriction {
                    base: Builtin::String,
                    facets,
                } => !facets.enumeration.is_empty(),
                SimpleDef::Restriction {
                    base: Builtin::AnyUri,
                    ..
                }
                | SimpleDef::List { .. } => false,
                _ => true,
            })
            .map(|t| t.rust_name.clone())
            .collect::<BTreeSet<_>>(),
        single_valued: simple_types()
            .filter(|t| {
                matches!(&t.def, SimpleDef::Restriction { facets, .. } if facets.enumeration.len() == 1)
            })
            .map(|t| t.rust_name.clone())
            .collect(),
        read_from_text: complex_types()
            .filter(|t| read_flat.contains(&t.rust_name))
            .flat_map(|t| &t.particles)
            .filter_map(|particle| match particle {
                model::Particle::Element {
                    ty: model::TypeRef::Complex(ty),
                    ..
                } => Some(ty),
                _ => None,
            })
            // Without a required attribute, which text alone cannot carry.
            .filter(|ty| {
                complex_type(ty).is_some_and(|t| {
                    t.text.is_some() && !t.attributes.iter().any(|attribute| attribute.required)
                })
            })
            .cloned()
            .collect(),
        read_flat,
    };
    let mut output = Vec::new();
    let mut value_modules = Vec::new();
    let mut element_modules = Vec::new();
    for schema in &schemas {
        let module = xsd::snake(&schema.stem);
        let header = format!(
            "// @generated from schemas/{}.xsd by `cargo run -p sitemap-codegen`. Do not edit.\n\n",
            schema.stem
        );
        if !schema.simple_types.is_empty() {
            let tokens = emit_values::emit(&schema.simple_types)?;
            output.push(GeneratedFile {
                path: Path::new(VALUES_DIR).join(format!("{module}.rs")),
                contents: with_preamble(&header, &pretty(tokens)?),
            });
            value_modules.push(module.clone());
        }
        if !schema.complex_types.is_empty() {
            let mut code = String::new();
            for chunk in emit_elements::emit(&schema.complex_types, &type_facts) {
                match chunk {
                    emit_elements::Chunk::Tokens(tokens) => code.push_str(&pretty(tokens)?),
                    emit_elements::Chunk::Text(text) => code.push_str(&text),
                }
            }
            output.push(GeneratedFile {
                path: Path::new(ELEMENTS_DIR).join(format!("{module}.rs")),
                contents: with_preamble(&header, &code),
            });
            element_modules.push(module);
        }
    }
    let mut values_index = module_index(VALUES_DIR, &value_modules, &[]);
    values_index
        .contents
        .push_str(&emit_registry::extension_fields(&schemas));
    output.push(values_index);
    // The element types' crate re-exports the value types (each with its
    // error), so that users name both from one place.
    let value_types: Vec<String> = schemas
        .iter()
        .flat_map(|schema| &schema.simple_types)
        .flat_map(|ty| [ty.rust_name.clone(), format!("{}Error", ty.rust_name)])
        .collect();
    let mut index = module_index(ELEMENTS_DIR, &element_modules, &value_types);
    index.contents.push_str(&extension_rules(&schemas));
    index.contents.push_str(&deprecated_table(&schemas)?);
    index.contents.push_str(&order_table(&schemas));
    index
        .contents
        .push_str(&emit_registry::typed_extensions(&schemas));
    index
        .contents
        .push_str(&emit_registry::extension_value_impls(&schemas));
    output.push(index);
    Ok(output)
}

/// `extension_rule`: the diagnostic rule of an error in an element of an
/// extension schema, `prefix.name` of the child or attribute it is about
/// (`image.loc`, `video.family_friendly`), or of the element itself.
fn extension_rules(schemas: &[model::Schema]) -> String {
    let mut rules = std::collections::BTreeMap::new();
    for schema in schemas {
        let Some(prefix) = &schema.prefix else {
            continue;
        };
        for ty in &schema.complex_types {
            let names = std::iter::once(ty.element.clone())
                .chain(ty.particles.iter().filter_map(|particle| match particle {
                    model::Particle::Element { name, .. } => Some(name.clone()),
                    _ => None,
                }))
                .chain(ty.attributes.iter().map(|a| a.name.clone()))
                .chain(ty.choices.iter().map(|c| c.field.clone()));
            for name in names {
                rules
                    .entry((ty.namespace.clone(), name.clone()))
                    .or_insert_with(|| format!("{prefix}.{name}"));
            }
        }
    }
    let mut out = String::from(
        "\n/// The diagnostic rule of an error in an element of an extension schema\n\
         /// (namespace `namespace`): `prefix.name` of the child or attribute it is\n\
         /// about, or of the element.\n\
         #[rustfmt::skip]\n\
         pub(crate) fn extension_rule(namespace: &str, error: &crate::ContentError) -> &'static str {\n\
         \x20   let child = error.child();\n\
         \x20   let name = match child.strip_prefix('@') {\n\
         \x20       Some(attribute) => attribute,\n\
         \x20       None if child == \"#text\" => error.element(),\n\
         \x20       None => child.rsplit(':').next().unwrap_or(child),\n\
         \x20   };\n\
         \x20   match (namespace, name) {\n",
    );
    for ((namespace, name), rule) in &rules {
        out.push_str(&format!("        ({namespace:?}, {name:?}) => {rule:?},\n"));
    }
    out.push_str("        _ => \"extension.invalid\",\n    }\n}\n");
    out.push_str(
        "\n/// Every rule `extension_rule` gives: `(rule, namespace, name)`, for the\n\
         /// rule catalogue.\n\
         #[rustfmt::skip]\n\
         pub(crate) const EXTENSION_RULES: &[(&str, &str, &str)] = &[\n",
    );
    for ((namespace, name), rule) in &rules_sorted_by_rule(&rules) {
        out.push_str(&format!("    ({rule:?}, {namespace:?}, {name:?}),\n"));
    }
    out.push_str("];\n");
    out
}

/// The rules of `extension_rules`, each once, by rule.
fn rules_sorted_by_rule(
    rules: &std::collections::BTreeMap<(String, String), String>,
) -> Vec<((String, String), String)> {
    let mut sorted: Vec<((String, String), String)> =
        rules.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    sorted.sort_by(|a, b| a.1.cmp(&b.1));
    sorted.dedup_by(|a, b| a.1 == b.1);
    sorted
}

/// `DEPRECATED`: the children of each extension element, and the attributes
/// of those children, that are marked `gen:deprecated`, for the reader to
/// report.
fn deprecated_table(schemas: &[model::Schema]) -> Result<String, CodegenError> {
    let complex: std::collections::BTreeMap<&str, &model::ComplexType> = schemas
        .iter()
        .flat_map(|schema| &schema.complex_types)
        .map(|ty| (ty.rust_name.as_str(), ty))
        .collect();
    let mut rows = Vec::new();
    // What the reader can report: an extension element's children, and
    // their attributes. A mark anywhere else would be skipped by the
    // writers without ever being reported, so it is refused.
    let mut covered: Vec<(String, String)> = Vec::new();
    for schema in schemas {
        let Some(prefix) = &schema.prefix else {
            continue;
        };
        for ty in schema
            .complex_types
            .iter()
            .filter(|ty| ty.extends.is_some())
        {
            for particle in &ty.particles {
                let model::Particle::Element {
                    name,
                    ty: child_ty,
                    deprecated,
                    ..
                } = particle
                else {
                    continue;
                };
                let rule = format!("{prefix}.deprecated");
                covered.push((ty.rust_name.clone(), name.clone()));
                if let model::TypeRef::Complex(rust) = child_ty {
                    covered.push((rust.clone(), String::new()));
                }
                if *deprecated {
                    rows.push((
                        ty.namespace.clone(),
                        ty.element.clone(),
                        name.clone(),
                        String::new(),
                        rule.clone(),
                    ));
                }
                if let model::TypeRef::Complex(rust) = child_ty
                    && let Some(child) = complex.get(rust.as_str())
                {
                    for attribute in child.attributes.iter().filter(|a| a.deprecated) {
                        rows.push((
                            ty.namespace.clone(),
                            ty.element.clone(),
                            name.clone(),
                            attribute.name.clone(),
                            rule.clone(),
                        ));
                    }
                }
            }
        }
    }
    let mut out = String::from(
        "\n/// What Google stopped reading (`gen:deprecated`), per extension element:\n\
         /// `(namespace, element, child, attribute of the child or \"\", rule)`.\n\
         #[rustfmt::skip]\n\
         pub(crate) const DEPRECATED: &[(&str, &str, &str, &str, &str)] = &[\n",
    );
    for (namespace, element, child, attribute, rule) in rows {
        out.push_str(&format!(
            "    ({namespace:?}, {element:?}, {child:?}, {attribute:?}, {rule:?}),\n"
        ));
    }
    out.push_str("];\n");
    for ty in schemas.iter().flat_map(|schema| &schema.complex_types) {
        let marked_children = ty.particles.iter().filter_map(|particle| match particle {
            model::Particle::Element {
                name,
                deprecated: true,
                ..
            } => Some(name),
            _ => None,
        });
        for name in marked_children {
            if !covered.contains(&(ty.rust_name.clone(), name.clone())) {
                return Err(CodegenError::Unsupported(format!(
                    "gen:deprecated on `{name}` of `{}`: only the children of a gen:extends \
                     element, and their attributes, can be reported when read",
                    ty.element
                )));
            }
        }
        if ty.attributes.iter().any(|a| a.deprecated)
            && !covered.contains(&(ty.rust_name.clone(), String::new()))
        {
            return Err(CodegenError::Unsupported(format!(
                "gen:deprecated on an attribute of `{}`: only the attributes of a gen:extends \
                 element's children can be reported when read",
                ty.element
            )));
        }
    }
    Ok(out)
}

/// `EXTENSION_ORDER`: the children of each element of an extension schema,
/// in schema order, for the reader to check the order they come in.
fn order_table(schemas: &[model::Schema]) -> String {
    let mut out = String::from(
        "\n/// The children of each element of an extension schema, in schema order:\n\
         /// `(namespace, element, element with the schema's prefix, children)`.\n\
         #[rustfmt::skip]\n\
         pub(crate) const EXTENSION_ORDER: &[(&str, &str, &str, &[&str])] = &[\n",
    );
    for schema in schemas {
        let Some(prefix) = &schema.prefix else {
            continue;
        };
        for ty in &schema.complex_types {
            let children: Vec<&str> = ty
                .particles
                .iter()
                .filter_map(|particle| match particle {
                    model::Particle::Element { name, .. } => Some(name.as_str()),
                    _ => None,
                })
                .collect();
            if children.len() > 1 {
                out.push_str(&format!(
                    "    ({:?}, {:?}, \"{prefix}:{}\", &{children:?}),\n",
                    ty.namespace, ty.element, ty.element
                ));
            }
        }
    }
    out.push_str("];\n");
    out
}

/// Puts each extension element (`gen:extends`) into the element it extends,
/// as a typed child before that element's wildcard.
fn bind_extensions(schemas: &mut [model::Schema]) -> Result<(), CodegenError> {
    let mut bindings = Vec::new();
    for schema in schemas.iter() {
        for ty in &schema.complex_types {
            let Some(extends) = &ty.extends else { continue };
            let prefix = schema.prefix.clone().ok_or_else(|| {
                CodegenError::Unsupported(format!(
                    "schemas/{}.xsd extends `{}` but names no gen:prefix",
                    schema.stem, extends.target
                ))
            })?;
            // Always a list, even of at most one: an extension element is
            // large, and a list keeps the host small.
            let occurs = model::Occurs::Many {
                min: 0,
                max: extends.max,
            };
            bindings.push((
                extends.target.clone(),
                model::Particle::Foreign {
                    ty: ty.rust_name.clone(),
                    local: ty.element.clone(),
                    namespace: ty.namespace.clone(),
                    prefix,
                    field: extends.field.clone(),
                    occurs,
                    when_attribute: extends.when_attribute.clone(),
                },
            ));
        }
    }
    // In the order of the schema files, which is sorted: deterministic.
    for (target, particle) in bindings {
        let host = schemas
            .iter_mut()
            .flat_map(|schema| &mut schema.complex_types)
            .find(|ty| ty.element == target && ty.extends.is_none())
            .ok_or_else(|| CodegenError::Unsupported(format!("no element `{target}` to extend")))?;
        // The field must not take the name of one the host has already.
        if let model::Particle::Foreign { field, .. } = &particle {
            let taken = host.particles.iter().any(|existing| match existing {
                model::Particle::Element { name, .. } => {
                    let own = xsd::snake(name);
                    *field == own || *field == format!("{own}s") || *field == format!("{own}es")
                }
                model::Particle::Foreign { field: other, .. } => other == field,
                model::Particle::Any { .. } => field.starts_with("extensions"),
            }) || host
                .attributes
                .iter()
                .any(|a| xsd::snake(&a.name) == *field);
            if taken {
                return Err(CodegenError::Unsupported(format!(
                    "gen:extends field `{field}` on `{target}` is already one of its fields; \
                     give the extension another field name"
                )));
            }
        }
        let at = host
            .particles
            .iter()
            .position(|p| matches!(p, model::Particle::Any { .. }))
            .unwrap_or(host.particles.len());
        host.particles.insert(at, particle);
    }
    Ok(())
}

/// The header, the `use` lines the code needs, then the code: the generated
/// files name `Result`, `Option`, `Vec` and `String` through the prelude and
/// the rest through these imports instead of spelling every path in full.
fn with_preamble(header: &str, code: &str) -> String {
    let mut out = header.to_owned();
    let uses = [
        ("Cow<", "use std::borrow::Cow;\n"),
        ("fmt::", "use std::fmt;\n"),
        ("FromStr for", "use std::str::FromStr;\n"),
    ];
    let mut any = false;
    for (needle, line) in uses {
        if code.contains(needle) {
            out.push_str(line);
            any = true;
        }
    }
    if any {
        out.push('\n');
    }
    out.push_str(code);
    out
}

fn pretty(tokens: proc_macro2::TokenStream) -> Result<String, CodegenError> {
    let file: syn::File = syn::parse2(tokens).map_err(|e| CodegenError::Emit(e.to_string()))?;
    Ok(prettyplease::unparse(&file))
}

/// `mod.rs` naming each generated module (and re-exporting `values` from
/// `sitemap-rules`); written in rustfmt's style so that `cargo fmt --check`
/// passes, while the modules themselves are skipped.
fn module_index(dir: &str, modules: &[String], values: &[String]) -> GeneratedFile {
    let mut contents =
        String::from("// @generated by `cargo run -p sitemap-codegen`. Do not edit.\n\n");
    for module in modules {
        contents.push_str(&format!("#[rustfmt::skip]\nmod {module};\n"));
    }
    if !modules.is_empty() {
        contents.push('\n');
    }
    for module in modules {
        contents.push_str(&format!("pub use {module}::*;\n"));
    }
    if !values.is_empty() {
        let mut values = values.to_vec();
        values.sort();
        contents.push_str("#[rustfmt::skip]\npub use sitemap_rules::{\n");
        for value in values {
            contents.push_str(&format!("    {value},\n"));
        }
        contents.push_str("};\n");
    }
    GeneratedFile {
        path: Path::new(dir).join("mod.rs"),
        contents,
    }
}

/// The workspace root, from this crate's manifest directory.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// Writes `files` under `root`, creating directories; returns the paths that changed.
pub fn write_all(root: &Path, files: &[GeneratedFile]) -> std::io::Result<Vec<PathBuf>> {
    let mut changed = Vec::new();
    for file in files {
        let path = root.join(&file.path);
        if std::fs::read_to_string(&path).ok().as_deref() == Some(file.contents.as_str()) {
            continue;
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, &file.contents)?;
        changed.push(file.path.clone());
    }
    Ok(changed)
}
