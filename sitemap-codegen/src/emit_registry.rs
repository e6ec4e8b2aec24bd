//! `TYPED_EXTENSIONS`: one row per `gen:extends` element, the list every
//! consumer of extensions iterates (interned names, flat columns, counts)
//! instead of naming image, video, news and alternates by hand.

use crate::model::{Builtin, Occurs, Particle, Schema, SimpleDef};
use crate::xsd::snake;

/// The table, as Rust source for the elements' `mod.rs`.
pub(crate) fn typed_extensions(schemas: &[Schema]) -> String {
    let mut out = String::from(
        "\n/// Every typed extension (`gen:extends`), in schema order.\n\
         #[rustfmt::skip]\n\
         pub(crate) const TYPED_EXTENSIONS: &[crate::registry::TypedExtension] = &[\n",
    );
    for schema in schemas {
        let Some(prefix) = &schema.prefix else {
            continue;
        };
        for ty in &schema.complex_types {
            let Some(extends) = &ty.extends else { continue };
            let host = snake(&extends.target);
            let field = &extends.field;
            let max = match extends.max {
                Some(max) => format!("Some({max})"),
                None => "None".to_owned(),
            };
            let key = match key_accessor(schemas, ty) {
                Some(accessor) => {
                    let label = match &extends.when_attribute {
                        Some(attribute) => format!(
                            "out.push_str(value.{}().as_str()); out.push('='); ",
                            snake(attribute)
                        ),
                        None => String::new(),
                    };
                    format!(
                        "Some(|{host}, out| for value in {host}.{field}() {{ \
                         if !out.is_empty() {{ out.push(' '); }} {label}\
                         out.push_str(value.{accessor}().as_str()); }})"
                    )
                }
                None => "None".to_owned(),
            };
            let when = match &extends.when_attribute {
                Some(attribute) => format!("Some({attribute:?})"),
                None => "None".to_owned(),
            };
            out.push_str(&format!(
                "    crate::registry::TypedExtension {{\n\
                 \x20       element: {element:?},\n\
                 \x20       namespace: {namespace:?},\n\
                 \x20       prefix: {prefix:?},\n\
                 \x20       field: {field:?},\n\
                 \x20       max: {max},\n\
                 \x20       count: |{host}| {host}.{field}().len(),\n\
                 \x20       keys: {key},\n\
                 \x20       when_attribute: {when},\n\
                 \x20       check: |extension| crate::{ty_name}::from_extension(extension).map(drop),\n\
                 \x20       children: &[{declared}],\n\
                 \x20       undeclared: crate::{ty_name}::undeclared,\n\
                 \x20       whole_namespace: {whole},\n\
                 \x20   }},\n",
                element = ty.element,
                namespace = ty.namespace,
                ty_name = ty.rust_name,
                whole = !schema.partial_namespace,
                declared = declared_inside(schemas, ty)
                    .iter()
                    .map(|name| format!("{name:?}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            ));
        }
    }
    out.push_str("];\n");
    out
}

/// Every element `ty` declares inside it, at any depth (`news:name` is
/// inside `news:publication`), each once, in schema order: those its
/// schema declares nowhere else.
fn declared_inside(schemas: &[Schema], ty: &crate::model::ComplexType) -> Vec<String> {
    fn walk(schemas: &[Schema], ty: &crate::model::ComplexType, out: &mut Vec<String>) {
        for particle in &ty.particles {
            let Particle::Element {
                name, ty: inner, ..
            } = particle
            else {
                continue;
            };
            if out.contains(name) {
                continue;
            }
            out.push(name.clone());
            if let crate::model::TypeRef::Complex(inner) = inner
                && let Some(inner) = schemas
                    .iter()
                    .flat_map(|schema| &schema.complex_types)
                    .find(|complex| complex.rust_name == *inner)
            {
                walk(schemas, inner, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(schemas, ty, &mut out);
    out
}

/// The accessor of what identifies one value in a flat column: its first
/// required child or attribute that is a URL (`image:loc`,
/// `video:thumbnail_loc`, `xhtml:link`'s `href`), if it has one.
fn key_accessor(schemas: &[Schema], ty: &crate::model::ComplexType) -> Option<String> {
    let is_url = |name: &str| {
        schemas
            .iter()
            .flat_map(|schema| &schema.simple_types)
            .find(|simple| simple.rust_name == name)
            .is_some_and(|simple| {
                matches!(
                    simple.def,
                    SimpleDef::Restriction {
                        base: Builtin::AnyUri,
                        ..
                    }
                )
            })
    };
    let child = ty.particles.iter().find_map(|particle| match particle {
        Particle::Element {
            name,
            ty: crate::model::TypeRef::Simple(simple),
            occurs: Occurs::Required,
            ..
        } if is_url(simple) => Some(snake(name)),
        _ => None,
    });
    child.or_else(|| {
        ty.attributes
            .iter()
            .find(|attribute| attribute.required && is_url(&attribute.ty))
            .map(|attribute| snake(&attribute.name))
    })
}

/// `images` holds `image`s, `alternates` holds `alternate`s; `news` holds
/// `news`: the name of one value of an extension's field, as its `push_`
/// method spells it.
pub(crate) fn singular<'a>(field: &'a str, local: &str) -> &'a str {
    if field != local {
        field.strip_suffix('s').unwrap_or(field)
    } else {
        field
    }
}

/// `EXTENSION_FIELDS` for `sitemap-rules`, which the derive reads: each
/// typed extension's field on its host and its value type.
pub(crate) fn extension_fields(schemas: &[Schema]) -> String {
    let mut out = String::from(
        "\n/// The typed extensions' fields (`gen:extends`), which a field of a\n\
         /// `#[derive(Sitemap)]` type can supply (`#[sitemap(images)]`):\n\
         /// `(field, value type)`, in schema order.\n\
         #[rustfmt::skip]\n\
         pub const EXTENSION_FIELDS: &[(&str, &str)] = &[\n",
    );
    for (field, ty) in extensions(schemas).map(|(_, ty, extends)| (&extends.field, &ty.rust_name)) {
        out.push_str(&format!("    ({field:?}, {ty:?}),\n"));
    }
    out.push_str("];\n");
    out
}

/// The impls that let a derived type give each extension's values:
/// `ExtensionsField<T> for T` and `ExtensionValue for T`.
pub(crate) fn extension_value_impls(schemas: &[Schema]) -> String {
    let mut out = String::from(
        "\n// A value of each typed extension, given by a `#[derive(Sitemap)]` field.\n",
    );
    for (_, ty, extends) in extensions(schemas) {
        let name = &ty.rust_name;
        let push = format!("push_{}", singular(&extends.field, &ty.element));
        let pushed = match extends.max {
            Some(_) => format!("url.{push}(self).map(drop)"),
            None => format!("url.{push}(self);\n        Ok(())"),
        };
        out.push_str(&format!(
            "\nimpl crate::ExtensionsField<crate::{name}> for crate::{name} {{\n\
             \x20   fn each_value(&self, visit: &mut dyn FnMut(&crate::{name})) {{\n\
             \x20       visit(self);\n\
             \x20   }}\n\
             }}\n\
             \n\
             impl crate::__private::ExtensionValue for crate::{name} {{\n\
             \x20   fn push_into(self, url: &mut crate::Url) -> Result<(), crate::ContentError> {{\n\
             \x20       {pushed}\n\
             \x20   }}\n\
             }}\n"
        ));
    }
    out
}

/// Every `gen:extends` element with its schema.
fn extensions(
    schemas: &[Schema],
) -> impl Iterator<Item = (&Schema, &crate::model::ComplexType, &crate::model::Extends)> {
    schemas.iter().flat_map(|schema| {
        schema
            .complex_types
            .iter()
            .filter_map(move |ty| Some((schema, ty, ty.extends.as_ref()?)))
    })
}
