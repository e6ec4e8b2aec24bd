//! The `roundtrip` example's contract: a valid sitemap or index comes back
//! the same through the typed model (extensions included), gzipped on
//! request; an invalid one exits 1 with its diagnostics and writes nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use sitemap_core::UrlSetReader;

fn example() -> PathBuf {
    let test_binary = std::env::current_exe().unwrap();
    let profile_dir = test_binary.parent().unwrap().parent().unwrap();
    profile_dir
        .join("examples")
        .join(format!("roundtrip{}", std::env::consts::EXE_SUFFIX))
}

fn run(input: &Path, output: &Path) -> Output {
    Command::new(example())
        .arg(input)
        .arg(output)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-roundtrip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const SITEMAP: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://example.com/?a=1&amp;b=2</loc>
    <lastmod>2024-05-01</lastmod>
    <image:image><image:loc>https://example.com/cat.jpg</image:loc><image:caption>A cat</image:caption></image:image>
    <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/>
  </url>
</urlset>"#;

#[test]
fn a_sitemap_comes_back_the_same_plain_and_gzipped() {
    let input = scratch("in.xml");
    std::fs::write(&input, SITEMAP).unwrap();
    let expected: Vec<_> = UrlSetReader::new(SITEMAP.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(expected[0].images().len(), 1);
    // A tag Google no longer reads comes back too: a round trip loses nothing.
    assert!(expected[0].images()[0].caption().is_some());
    for name in ["out.xml", "out.xml.gz"] {
        let output = scratch(name);
        let result = run(&input, &output);
        assert!(result.status.success(), "{result:?}");
        let bytes = std::fs::read(&output).unwrap();
        assert_eq!(bytes.starts_with(&[0x1f, 0x8b]), name.ends_with(".gz"));
        let back: Vec<_> = UrlSetReader::new(bytes.as_slice())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(back, expected, "{name}");
    }
}

#[test]
fn an_invalid_sitemap_exits_1_with_its_diagnostics_and_writes_nothing() {
    let input = scratch("bad.xml");
    std::fs::write(
        &input,
        SITEMAP.replace("hreflang=\"de\"", "hreflang=\"de_DE\""),
    )
    .unwrap();
    let output = scratch("never.xml");
    let result = run(&input, &output);
    assert_eq!(result.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(stderr.contains("bad.xml:9:"), "{stderr}");
    assert!(stderr.contains("xhtml.hreflang"), "{stderr}");
    assert!(!output.exists());

    let missing = run(&scratch("missing.xml"), &output);
    assert_eq!(missing.status.code(), Some(2));
    let usage = Command::new(example()).output().unwrap();
    assert_eq!(usage.status.code(), Some(2));
}
