//! `sitemap validate --format sarif` checked by Microsoft's SARIF
//! Multitool: the SARIF 2.1.0 JSON schema and the SARIF SDK's own rules.
//!
//! The validator is a .NET program from the npm registry; `.ci/run` installs
//! it (`.ci/sarif-multitool`) and names it in `SARIF_MULTITOOL`. Without
//! that the test says so and passes, except in CI, where it fails.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::sitemap;

/// The validator, when installed.
fn multitool() -> Option<PathBuf> {
    match std::env::var_os("SARIF_MULTITOOL") {
        Some(path) => Some(PathBuf::from(path)),
        None if std::env::var_os("CI").is_some() => {
            panic!("CI must set SARIF_MULTITOOL (see .ci/sarif-multitool)")
        }
        None => {
            eprintln!("SARIF_MULTITOOL is not set: run .ci/sarif-multitool; skipped");
            None
        }
    }
}

/// The rule ids and levels of what the validator found in `log`.
fn validate(tool: &Path, log: &Path) -> Vec<(String, String)> {
    let schema = tool.with_file_name("sarif-2.1.0.json");
    let out = log.with_extension("validation.sarif");
    let _ = std::fs::remove_file(&out);
    let run = Command::new(tool)
        .arg("validate")
        .arg(log)
        .arg("--json-schema")
        .arg(&schema)
        .arg("--output")
        .arg(&out)
        .arg("--quiet")
        .output()
        .expect("the SARIF Multitool runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stdout)
    );
    let found: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&out).expect("its report")).expect("SARIF");
    found["runs"][0]["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|result| {
            let level = result["level"].as_str().unwrap_or("warning").to_owned();
            (result["ruleId"].as_str().unwrap_or("").to_owned(), level)
        })
        .collect()
}

#[test]
fn sarif_output_passes_the_official_schema_and_sdk_rules() {
    let Some(tool) = multitool() else { return };
    let dir = std::env::temp_dir().join(format!("sitemap-sarif-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = sitemap(
        &[
            "validate",
            "--format",
            "sarif",
            "broken.xml",
            "feed.rss",
            "urls.txt",
            "site",
        ],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    let log = dir.join("ours.sarif");
    std::fs::write(&log, &run.stdout).unwrap();
    assert_eq!(validate(&tool, &log), []);

    // A site's findings too: rule metadata from the catalogue, and the
    // other end of a missing return link as a related location.
    let site = dir.join("site");
    std::fs::create_dir_all(&site).unwrap();
    let ns = r#"xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml""#;
    let link = |lang: &str| {
        format!(
            r#"<xhtml:link rel="alternate" hreflang="{lang}" href="https://example.com/{lang}/"/>"#
        )
    };
    std::fs::write(
        site.join("en.xml"),
        format!(
            "<urlset {ns}>\n<url><loc>https://example.com/en/</loc>{}{}</url>\n</urlset>\n",
            link("en"),
            link("de")
        ),
    )
    .unwrap();
    std::fs::write(
        site.join("de.xml"),
        format!(
            "<urlset {ns}>\n<url><loc>https://example.com/de/</loc>{}</url>\n</urlset>\n",
            link("de")
        ),
    )
    .unwrap();
    let run = sitemap(
        &["validate", "--format", "sarif", site.to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("relatedLocations"), "{}", run.stdout);
    assert!(run.stdout.contains("helpUri"), "{}", run.stdout);
    let log = dir.join("site.sarif");
    std::fs::write(&log, &run.stdout).unwrap();
    assert_eq!(validate(&tool, &log), []);

    // The validator is not one that passes everything: the same log with a
    // line 0 and a property SARIF does not define fails it.
    let mut broken: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
        0.into();
    broken["runs"][0]["unknown"] = true.into();
    let log = dir.join("broken.sarif");
    std::fs::write(&log, broken.to_string()).unwrap();
    let found = validate(&tool, &log);
    assert!(
        found.contains(&("JSON1005".to_owned(), "error".to_owned())),
        "{found:?}"
    );
    assert!(
        found.contains(&("JSON1008".to_owned(), "error".to_owned())),
        "{found:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
