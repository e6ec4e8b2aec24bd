//! The checked-in generated code matches the schemas, and the generator is
//! driven by the schemas alone (not by knowledge of sitemaps).

use sitemap_codegen::{ELEMENTS_DIR, VALUES_DIR, generate, generate_from_sources, workspace_root};

#[test]
fn generated_code_is_fresh() {
    let root = workspace_root();
    let files = generate(&root).expect("the schemas generate");
    let mut stale = Vec::new();
    for file in &files {
        let on_disk = std::fs::read_to_string(root.join(&file.path)).unwrap_or_default();
        if on_disk != file.contents {
            stale.push(file.path.display().to_string());
        }
    }
    for dir in [VALUES_DIR, ELEMENTS_DIR] {
        for entry in std::fs::read_dir(root.join(dir)).expect("generated dir exists") {
            let path = entry.expect("dir entry").path();
            let relative = path.strip_prefix(&root).expect("under root").to_path_buf();
            if !files.iter().any(|f| f.path == relative) {
                stale.push(format!("{} (no schema generates it)", relative.display()));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "generated code is stale; run `cargo run -p sitemap-codegen` and commit:\n{}",
        stale.join("\n")
    );
}

const LIBRARY_XSD: &str = r#"<?xml version="1.0"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
            targetNamespace="urn:example:library" xmlns="urn:example:library"
            elementFormDefault="qualified">
  <xsd:element name="library">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="book" type="tBook" minOccurs="0" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:complexType name="tBook">
    <xsd:annotation><xsd:documentation>A book on the shelf.</xsd:documentation></xsd:annotation>
    <xsd:sequence>
      <xsd:element name="title" type="tTitle"/>
      <xsd:element name="format" type="tFormat" minOccurs="0"/>
      <xsd:element name="rating" type="tRating" minOccurs="0"/>
      <xsd:element name="isbn" minOccurs="0">
        <xsd:simpleType>
          <xsd:restriction base="xsd:string">
            <xsd:pattern value="\d{3}-\d{10}"/>
            <xsd:pattern value="\d{9}[\dX]"/>
          </xsd:restriction>
        </xsd:simpleType>
      </xsd:element>
      <xsd:element name="tag" type="tTitle" minOccurs="1" maxOccurs="5"/>
      <xsd:element name="price" minOccurs="0">
        <xsd:complexType>
          <xsd:simpleContent>
            <xsd:extension base="tRating">
              <xsd:attribute name="currency" use="required">
                <xsd:simpleType>
                  <xsd:restriction base="xsd:string">
                    <xsd:enumeration value="EUR"/><xsd:enumeration value="USD"/>
                  </xsd:restriction>
                </xsd:simpleType>
              </xsd:attribute>
            </xsd:extension>
          </xsd:simpleContent>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="link" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
          <xsd:attribute name="rel" type="xsd:string"/>
        </xsd:complexType>
      </xsd:element>
    </xsd:sequence>
    <xsd:attribute name="format" type="tFormat"/>
  </xsd:complexType>
  <xsd:simpleType name="tTitle">
    <xsd:restriction base="xsd:string"><xsd:minLength value="1"/><xsd:maxLength value="80"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tFormat">
    <xsd:restriction base="xsd:string">
      <xsd:enumeration value="hardcover"/><xsd:enumeration value="paperback"/><xsd:enumeration value="e-book"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tRating">
    <xsd:restriction base="xsd:decimal"><xsd:minInclusive value="1"/><xsd:maxInclusive value="5.0"/></xsd:restriction>
  </xsd:simpleType>
</xsd:schema>"#;

fn library_files() -> Vec<sitemap_codegen::GeneratedFile> {
    generate_from_sources(&[("library".to_owned(), LIBRARY_XSD.to_owned())])
        .expect("library schema generates")
}

fn contents(files: &[sitemap_codegen::GeneratedFile], path: &str) -> String {
    files
        .iter()
        .find(|f| f.path.to_str() == Some(path))
        .unwrap_or_else(|| {
            panic!(
                "no generated {path}; got {:?}",
                files.iter().map(|f| &f.path).collect::<Vec<_>>()
            )
        })
        .contents
        .clone()
}

#[test]
fn a_non_sitemap_schema_yields_its_own_types() {
    let files = library_files();
    let values = contents(&files, "sitemap-rules/src/generated/library.rs");
    let elements = contents(&files, "sitemap-core/src/generated/library.rs");
    assert!(values.starts_with("// @generated from schemas/library.xsd"));
    // One value type per simple type, with its facets as constants and checks.
    assert!(values.contains("pub struct Title(String);"), "{values}");
    assert!(values.contains("pub const MIN_LENGTH: usize = 1usize;"));
    assert!(values.contains("pub const MAX_LENGTH: usize = 80usize;"));
    assert!(values.contains("pub enum Format {"));
    assert!(
        values.contains("Hardcover,") && values.contains("Paperback,") && values.contains("EBook,")
    );
    assert!(values.contains(
        r#"pub const VALUES: [&'static str; 3usize] = ["hardcover", "paperback", "e-book"];"#
    ));
    assert!(values.contains("pub struct Rating(crate::Decimal);"));
    assert!(
        values.contains("Decimal::from_parts(1i64, 0u32)")
            && values.contains("Decimal::from_parts(50i64, 1u32)")
    );
    // A built-in typed element gets a type named after its parent and itself.
    assert!(values.contains("pub struct BookIsbn(String);"));
    // One struct per complex type; occurrence bounds shape the fields.
    assert!(elements.contains("pub struct Book {"));
    assert!(elements.contains("title: crate::Title,"));
    assert!(elements.contains("format: Option<crate::Format>,"));
    assert!(elements.contains("tags: Vec<crate::Title>,"));
    assert!(elements.contains("pub struct Library {"));
    assert!(elements.contains("books: Vec<crate::Book>,"));
    assert!(elements.contains(r#"pub const NAMESPACE: &'static str = "urn:example:library";"#));
    // minOccurs=1 maxOccurs=5 makes the constructor check counts.
    assert!(
        elements.contains(
            "crate::support::check_count(&tags, 1usize, Some(5usize), \"book\", \"tag\")?;"
        ),
        "{elements}"
    );
    assert!(elements.contains("pub fn new(\n        title: crate::Title,\n        tags: impl IntoIterator<Item = crate::Title>,"), "{elements}");
    // Attributes: typed fields (renamed when a child has the name), read by
    // name, written into the start tag, `@name` in serde.
    assert!(
        elements.contains("format_attribute: Option<crate::Format>,"),
        "{elements}"
    );
    assert!(
        elements.contains("self.put_attribute_format_attribute("),
        "{elements}"
    );
    assert!(
        elements.contains("writer.value_attribute(\"format\", value);"),
        "{elements}"
    );
    assert!(elements.contains("\"@format\" => {"), "{elements}");
    // Simple content: the text is `value`, of the extension's base type, and
    // a required attribute is a constructor parameter.
    assert!(
        elements
            .contains("pub fn new(value: crate::Rating, currency: crate::PriceCurrency) -> Self"),
        "{elements}"
    );
    assert!(
        elements.contains("writer.value_text(&self.value);"),
        "{elements}"
    );
    assert!(
        elements.contains("map.serialize_entry(\"$text\", &self.0.value)?;"),
        "{elements}"
    );
    assert!(values.contains("pub enum PriceCurrency {"), "{values}");
    // An element without children or text is written empty.
    assert!(
        elements.contains("crate::write::element::Content::Empty"),
        "{elements}"
    );
    assert!(values.contains("pub struct LinkHref(String);"), "{values}");
    // Patterns: parsed once, matched as a static, any of several.
    assert!(
        values.contains("static PATTERN: crate::pattern::Pattern"),
        "{values}"
    );
    assert!(
        values.contains("source: \"\\\\d{3}-\\\\d{10}|\\\\d{9}[\\\\dX]\""),
        "{values}"
    );
}

#[test]
fn generation_is_deterministic_and_order_independent() {
    let root = workspace_root();
    let mut sources: Vec<(String, String)> = ["sitemap", "siteindex", "sitemap-types"]
        .iter()
        .map(|stem| {
            let text = std::fs::read_to_string(root.join("schemas").join(format!("{stem}.xsd")))
                .expect("schema");
            (stem.to_string(), text)
        })
        .collect();
    let first = generate_from_sources(&sources).expect("generates");
    sources.reverse();
    assert_eq!(generate_from_sources(&sources).expect("generates"), first);
}

#[test]
fn unsupported_constructs_are_reported_with_file_and_line() {
    let schema = LIBRARY_XSD.replace(
        "<xsd:minLength value=\"1\"/>",
        "<xsd:totalDigits value=\"3\"/>",
    );
    let error = generate_from_sources(&[("library".to_owned(), schema)])
        .unwrap_err()
        .to_string();
    let line = 1 + LIBRARY_XSD
        .lines()
        .position(|line| line.contains("<xsd:minLength value=\"1\"/>"))
        .unwrap();
    let location = format!("schemas/library.xsd:{line}:");
    assert!(error.starts_with(&location), "{error}");
    assert!(
        error.contains("facet xsd:totalDigits is not supported"),
        "{error}"
    );
    // A pattern the matcher does not understand is refused where it is.
    let schema = LIBRARY_XSD.replace(
        "<xsd:minLength value=\"1\"/>",
        "<xsd:pattern value=\"\\w+\"/>",
    );
    let error = generate_from_sources(&[("library".to_owned(), schema)])
        .unwrap_err()
        .to_string();
    assert!(error.starts_with(&location), "{error}");
    assert!(
        error.contains("the escape `\\w` is not supported"),
        "{error}"
    );
}

/// The `MARKUP_FREE` constant of the value type called `name`, as its
/// family's macro is told it: numbers and dates always are; text and
/// enumerations say so.
fn markup_free(values: &str, name: &str) -> bool {
    let call = values
        .match_indices("crate::values::")
        .map(|(at, _)| &values[at..])
        .find(|call| {
            let args = call
                .split_once('(')
                .map_or("", |(_, rest)| rest)
                .trim_start();
            args.starts_with(&format!("{name},"))
        })
        .unwrap_or_else(|| panic!("no value macro for {name}"));
    let call = &call[..call.find(");").unwrap_or(call.len())];
    call.starts_with("crate::values::decimal_value!")
        || call.starts_with("crate::values::integer_value!")
        || call.starts_with("crate::values::datetime_value!")
        || call.contains("markup_free : true")
}

#[test]
fn only_types_whose_text_cannot_hold_markup_skip_escaping() {
    let values = contents(&library_files(), "sitemap-rules/src/generated/library.rs");
    // Free text may hold `&` or `<`; decimals, plain-word enumerations and
    // strings under patterns of digits and letters cannot.
    assert!(!markup_free(&values, "Title"));
    assert!(markup_free(&values, "BookIsbn"));
    assert!(markup_free(&values, "Rating"));
    assert!(markup_free(&values, "Format"));

    // A pattern that can match a reserved character (here through a negated
    // class) needs escaping.
    let schema = LIBRARY_XSD.replace(
        r#"<xsd:pattern value="\d{9}[\dX]"/>"#,
        r#"<xsd:pattern value="[^,]+"/>"#,
    );
    assert_ne!(schema, LIBRARY_XSD);
    let files = generate_from_sources(&[("library".to_owned(), schema)]).expect("generates");
    let values = contents(&files, "sitemap-rules/src/generated/library.rs");
    assert!(!markup_free(&values, "BookIsbn"));

    // One listed value with a reserved character is enough to need escaping.
    let schema = LIBRARY_XSD.replace(
        r#"<xsd:enumeration value="e-book"/>"#,
        r#"<xsd:enumeration value="book &amp; cd"/>"#,
    );
    let files = generate_from_sources(&[("library".to_owned(), schema)]).expect("generates");
    let values = contents(&files, "sitemap-rules/src/generated/library.rs");
    assert!(!markup_free(&values, "Format"), "{values}");

    // An anyURI enumeration is emitted as checked text, which does not hold
    // it to the listed values: it may hold `&`, so it must be escaped.
    let schema = LIBRARY_XSD.replace(
        r#"<xsd:simpleType name="tFormat">
    <xsd:restriction base="xsd:string">"#,
        r#"<xsd:simpleType name="tFormat">
    <xsd:restriction base="xsd:anyURI">"#,
    );
    assert_ne!(schema, LIBRARY_XSD, "the replacement applies");
    let files = generate_from_sources(&[("library".to_owned(), schema)]).expect("generates");
    let values = contents(&files, "sitemap-rules/src/generated/library.rs");
    assert!(!markup_free(&values, "Format"), "{values}");
}

/// The whole output for the foreign test schema, compared with the files in
/// `tests/golden/`: a change to the emitter shows up as a reviewable diff of
/// the code it generates. `UPDATE_GOLDEN=1 cargo test -p sitemap-codegen`
/// rewrites them.
#[test]
fn the_output_for_a_foreign_schema_matches_the_golden_files() {
    let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut differ = Vec::new();
    for file in library_files() {
        let name = format!("{}.golden", file.path.display()).replace('/', "__");
        let path = golden.join(&name);
        if update {
            std::fs::create_dir_all(&golden).unwrap();
            std::fs::write(&path, &file.contents).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(file.contents.as_str()) {
            differ.push(name);
        }
    }
    assert!(
        differ.is_empty(),
        "the generated code changed for {differ:?}; review it with \
         `UPDATE_GOLDEN=1 cargo test -p sitemap-codegen` and `git diff`"
    );
}

#[test]
fn an_extension_field_that_takes_a_host_field_s_name_is_refused() {
    let host = r###"<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
        targetNamespace="urn:host" xmlns="urn:host" elementFormDefault="qualified">
      <xsd:element name="page">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="title" type="xsd:string"/>
            <xsd:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:schema>"###;
    let extension = |field: &str| {
        format!(
            r#"<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:gen="urn:sitemap-codegen"
                targetNamespace="urn:notes" xmlns="urn:notes" elementFormDefault="qualified">
              <xsd:annotation><xsd:appinfo><gen:prefix name="n"/></xsd:appinfo></xsd:annotation>
              <xsd:element name="note">
                <xsd:annotation><xsd:appinfo>
                  <gen:extends name="page" field="{field}"/>
                </xsd:appinfo></xsd:annotation>
                <xsd:complexType>
                  <xsd:sequence><xsd:element name="text" type="xsd:string"/></xsd:sequence>
                </xsd:complexType>
              </xsd:element>
            </xsd:schema>"#
        )
    };
    let sources = |field: &str| {
        vec![
            ("host".to_owned(), host.to_owned()),
            ("notes".to_owned(), extension(field)),
        ]
    };
    for clash in ["title", "extensions"] {
        let error = generate_from_sources(&sources(clash))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains(&format!("gen:extends field `{clash}` on `page`")),
            "{error}"
        );
    }
    let files = generate_from_sources(&sources("notes")).expect("generates");
    let elements = contents(&files, "sitemap-core/src/generated/host.rs");
    assert!(elements.contains("notes: Vec<crate::Note>"), "{elements}");

    // A required child cannot be marked deprecated: left out when writing,
    // it would leave the element invalid.
    let mut marked = sources("notes");
    marked[1].1 = marked[1].1.replace(
        r#"<xsd:element name="text" type="xsd:string"/>"#,
        r#"<xsd:element name="text" type="xsd:string"><xsd:annotation><xsd:appinfo><gen:deprecated/></xsd:appinfo></xsd:annotation></xsd:element>"#,
    );
    let error = generate_from_sources(&marked).unwrap_err().to_string();
    assert!(
        error.contains("only an optional element can be gen:deprecated"),
        "{error}"
    );
}

#[test]
fn a_list_type_reads_its_items_through_their_own_type() {
    let schema = |item_type: &str| {
        format!(
            r#"<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
                targetNamespace="urn:shelf" xmlns="urn:shelf" elementFormDefault="qualified">
              <xsd:element name="shelf">
                <xsd:complexType>
                  <xsd:sequence><xsd:element name="codes" type="tCodes"/></xsd:sequence>
                </xsd:complexType>
              </xsd:element>
              <xsd:simpleType name="tCodes"><xsd:list itemType="{item_type}"/></xsd:simpleType>
              <xsd:simpleType name="tCode">
                <xsd:restriction base="xsd:string"><xsd:pattern value="[A-Z]{{3}}"/></xsd:restriction>
              </xsd:simpleType>
            </xsd:schema>"#
        )
    };
    let files = generate_from_sources(&[("shelf".to_owned(), schema("tCode"))]).expect("generates");
    let values = contents(&files, "sitemap-rules/src/generated/shelf.rs");
    assert!(
        values.contains("pub struct Codes(Vec<crate::Code>);"),
        "{values}"
    );
    // Read through the item's own type, and as free of markup as its
    // items (three capitals are), by the list's macro.
    assert!(
        values.contains("crate::values::list_value!(Codes, Code, \"codes\");"),
        "{values}"
    );
    assert!(markup_free(&values, "Code"));
    // Items must be a simple type of the schemas.
    let error = generate_from_sources(&[("shelf".to_owned(), schema("xsd:string"))])
        .unwrap_err()
        .to_string();
    assert!(error.contains("list item type `xsd:string`"), "{error}");
}
