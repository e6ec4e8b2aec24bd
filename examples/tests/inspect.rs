//! The `inspect` example's contract: JSON lines on stdout, located
//! diagnostics on stderr, exit status 0, 1 or 2.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use flate2::Compression;
use flate2::write::GzEncoder;

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

/// `cargo test` builds the examples next to the test binaries' `deps` folder.
fn inspect_binary() -> PathBuf {
    let test_binary = std::env::current_exe().unwrap();
    let profile_dir = test_binary.parent().unwrap().parent().unwrap();
    let binary = profile_dir
        .join("examples")
        .join(format!("inspect{}", std::env::consts::EXE_SUFFIX));
    assert!(binary.exists(), "{} was not built", binary.display());
    binary
}

fn run(args: &[&str], file: &Path) -> Output {
    Command::new(inspect_binary())
        .args(args)
        .arg(file)
        .output()
        .unwrap()
}

/// A file in a fresh temporary folder, removed with the guard.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let dir =
            std::env::temp_dir().join(format!("sitemap-inspect-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(self.0.parent().unwrap());
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn a_valid_gzip_index_prints_json_lines_and_exits_0() {
    let xml = format!(
        "<sitemapindex xmlns=\"{NS}\"><sitemap><loc>https://example.com/s1.xml</loc><lastmod>2024-05-01</lastmod></sitemap>\
         <sitemap><loc>https://example.com/s2.xml</loc></sitemap></sitemapindex>"
    );
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(xml.as_bytes()).unwrap();
    // The name does not say gzip; the magic bytes do.
    let file = TempFile::new("index.xml", &encoder.finish().unwrap());
    let output = run(&[], &file.0);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "{\"loc\":\"https://example.com/s1.xml\",\"lastmod\":\"2024-05-01\"}\n\
         {\"loc\":\"https://example.com/s2.xml\"}\n"
    );
    assert!(output.stderr.is_empty());
}

#[test]
fn warnings_alone_exit_0_and_errors_exit_1() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/?a=1&b=2</loc><priority>high</priority></url>\n</urlset>\n"
    );
    let file = TempFile::new("wild.xml", xml.as_bytes());
    let name = file.0.display().to_string();

    let lenient = run(&["--lenient"], &file.0);
    assert_eq!(lenient.status.code(), Some(0));
    assert_eq!(
        text(&lenient.stdout),
        "{\"loc\":\"https://example.com/?a=1&b=2\"}\n"
    );
    let stderr = text(&lenient.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].starts_with(&format!("{name}:2:35: warning: xml.raw-ampersand: ")),
        "{stderr}"
    );
    assert!(
        lines[1].starts_with(&format!("{name}:2:45: warning: priority.decimal: ")),
        "{stderr}"
    );

    let strict = run(&[], &file.0);
    assert_eq!(strict.status.code(), Some(1));
    assert_eq!(
        strict.stdout, lenient.stdout,
        "both modes yield the same entries"
    );
    assert!(text(&strict.stderr).contains(": error: priority.decimal: "));
}

#[test]
fn a_missing_file_or_bad_arguments_exit_2() {
    let missing = run(&[], Path::new("/nonexistent/sitemap.xml"));
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("/nonexistent/sitemap.xml: cannot open"));
    let bad = run(&["--frobnicate"], Path::new("x.xml"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("usage"));
}

#[test]
fn published_at_checks_the_location_rule_and_a_bad_url_exits_2() {
    let xml = format!(
        "<urlset xmlns=\"{NS}\">\n<url><loc>https://example.com/shop/a</loc></url>\n\
         <url><loc>https://example.com/blog/b</loc></url>\n</urlset>"
    );
    let file = TempFile::new("located.xml", xml.as_bytes());
    let path = file.0.to_str().unwrap();

    // Without the file's URL the location rule cannot be known: all clean.
    let output = run(&[], &file.0);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));

    let output = run(
        &["--published-at", "https://example.com/shop/sitemap.xml"],
        &file.0,
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stdout).lines().count(),
        2,
        "entries still printed"
    );
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with(&format!("{path}:3:1: error: loc.location: `https://example.com/blog/b` is not under https://example.com/shop/")),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");

    let output = run(
        &[
            "--lenient",
            "--published-at",
            "https://example.com/shop/sitemap.xml",
        ],
        &file.0,
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stderr).contains(": warning: loc.location: "));

    for bad in [
        &["--published-at"][..],
        &["--published-at", "/relative"][..],
    ] {
        let output = run(bad, &file.0);
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert!(text(&output.stderr).contains("--published-at"), "{bad:?}");
    }
}

#[test]
fn typed_extensions_print_in_one_shape_and_their_faults_by_rule() {
    let xml = format!(
        r#"<urlset xmlns="{NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/a</loc>
<image:image><image:loc>https://example.com/a.jpg</image:loc><image:caption>A cat</image:caption></image:image>
<xhtml:link rel="alternate" hreflang="en_GB" href="https://example.com/a"/>
</url>
<url><loc>https://example.com/b</loc>
<image:image><image:loc>b.jpg</image:loc></image:image>
</url>
</urlset>"#
    );
    let file = TempFile::new("extensions.xml", xml.as_bytes());
    let output = run(&["--lenient"], &file.0);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let lines: Vec<serde_json::Value> = text(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    // Lists are arrays whatever their length; the repaired language is kept.
    assert_eq!(
        lines[0]["image:image"][0]["image:loc"],
        "https://example.com/a.jpg"
    );
    assert_eq!(lines[0]["xhtml:link"][0]["@hreflang"], "en-GB");
    assert!(lines[1].get("image:image").is_none(), "{}", lines[1]);
    let stderr = text(&output.stderr);
    let rules: Vec<&str> = stderr
        .lines()
        .map(|line| line.split(": ").nth(2).unwrap_or(line))
        .collect();
    assert_eq!(
        rules,
        ["image.deprecated", "xhtml.hreflang", "image.loc"],
        "{stderr}"
    );
    // Strict: the repair and the invalid image are errors.
    assert_eq!(run(&[], &file.0).status.code(), Some(1));
}
