//! Schema oracle for the extension schemas: `xmllint` gives each fixture the
//! expected verdict under our schema (`schemas/sitemap-image.xsd`), and, when
//! `SITEMAP_SHARED_DIR` names the shared folder, the same verdict under the
//! official schema. Each fixture is named by the rule it tests. The typed
//! model (`Image::from_extension`) is held to the same verdicts, except where
//! it is stricter on purpose (Google's rules the schemas miss), listed here.

use sitemap_core::{Image, UrlSetReader};
use sitemap_tests::xmllint::{schema_path, shared_dir, xmllint};

const IMAGE: &str = r#"xmlns:image="http://www.google.com/schemas/sitemap-image/1.1""#;

/// `(rule, children of <image:image>, valid under the schemas, valid as a typed value)`.
const IMAGE_FIXTURES: &[(&str, &str, bool, bool)] = &[
    (
        "loc-only",
        "<image:loc>https://example.com/a.jpg</image:loc>",
        true,
        true,
    ),
    (
        "every-child-in-order",
        "<image:loc>https://example.com/a.jpg</image:loc><image:caption>c</image:caption>\
         <image:geo_location>Limerick, Ireland</image:geo_location><image:title>t</image:title>\
         <image:license>https://example.com/license</image:license>",
        true,
        true,
    ),
    (
        "loc-missing",
        "<image:caption>c</image:caption>",
        false,
        false,
    ),
    (
        "loc-twice",
        "<image:loc>https://example.com/a.jpg</image:loc><image:loc>https://example.com/b.jpg</image:loc>",
        false,
        false,
    ),
    (
        "unknown-child",
        "<image:loc>https://example.com/a.jpg</image:loc><image:width>3</image:width>",
        false,
        false,
    ),
    // The schemas take any URI reference; Google needs an absolute address.
    (
        "loc-relative",
        "<image:loc>photos/a.jpg</image:loc>",
        true,
        false,
    ),
];

fn image_document(children: &str) -> String {
    format!(r#"<image:image {IMAGE}>{children}</image:image>"#)
}

#[test]
fn our_image_schema_gives_every_fixture_its_verdict() {
    let Some(lint) = xmllint() else { return };
    let ours = schema_path("sitemap-image.xsd");
    for (rule, children, valid, _) in IMAGE_FIXTURES {
        let verdict = lint.validate_str(&image_document(children), &ours);
        assert_eq!(verdict.is_ok(), *valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_official_image_schema_agrees() {
    let (Some(lint), Some(shared)) = (xmllint(), shared_dir()) else {
        return;
    };
    let official = shared.join("reference-schemas/image-1.1.xsd");
    for (rule, children, valid, _) in IMAGE_FIXTURES {
        let verdict = lint.validate_str(&image_document(children), &official);
        assert_eq!(verdict.is_ok(), *valid, "{rule}: {verdict:?}");
    }
}

#[test]
fn the_typed_image_gives_every_fixture_its_verdict() {
    for (rule, children, _, typed) in IMAGE_FIXTURES {
        let xml = format!(
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" {IMAGE}>
                 <url><loc>https://example.com/</loc><image:image>{children}</image:image></url>
               </urlset>"#
        );
        let urls: Vec<_> = UrlSetReader::new(xml.as_bytes())
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{rule}: {e}"));
        let verdict = Image::from_extension(&urls[0].extensions()[0]);
        assert_eq!(verdict.is_ok(), *typed, "{rule}: {verdict:?}");
    }
}
