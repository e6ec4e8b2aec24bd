//! SARIF 2.1.0 (OASIS), the format code-scanning tools and CI systems
//! show: one run, the rules met, a result per finding.

use std::collections::BTreeSet;
use std::io::{self, Write};

use serde_json::{Value, json};
use sitemap_core::read::Severity;

use crate::finding::Finding;
use crate::inputs::Input;
use crate::source::SourceLines;

/// The 1-based code point column of the 1-based byte column `column`.
fn code_point_column(text: &str, column: u64) -> u64 {
    let byte = usize::try_from(column.saturating_sub(1)).unwrap_or(usize::MAX);
    let before = text.char_indices().take_while(|(i, _)| *i < byte).count();
    before as u64 + 1
}

/// The log being built, written whole at the end.
#[derive(Debug, Default)]
pub(crate) struct Log {
    rules: BTreeSet<&'static str>,
    results: Vec<Value>,
}

impl Log {
    pub(crate) fn add(&mut self, input: &Input, findings: &[Finding]) {
        // SARIF counts columns in code points; the reader counts bytes.
        let lines = SourceLines::for_findings(input.path(), findings);
        for finding in findings {
            let column = lines.get(finding.line).map_or(finding.column, |text| {
                code_point_column(text, finding.column)
            });
            self.rules.insert(finding.rule);
            let mut location = json!({
                "physicalLocation": {
                    "artifactLocation": { "uri": artifact_uri(input.name()) },
                }
            });
            // SARIF lines and columns start at 1; a finding about the whole
            // file has no region.
            if finding.line > 0 {
                location["physicalLocation"]["region"] = json!({
                    "startLine": finding.line,
                    "startColumn": column.max(1),
                });
            }
            let mut result = json!({
                "ruleId": finding.rule,
                "level": match finding.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                },
                "message": { "text": finding.message },
                "locations": [location],
            });
            // The other end of a site finding (a link and its missing
            // return, an index entry and its file).
            if let Some((file, line)) = &finding.related {
                let mut related = json!({
                    "id": 0,
                    "physicalLocation": {
                        "artifactLocation": { "uri": artifact_uri(file) },
                    },
                    "message": { "text": "the other end" },
                });
                if *line > 0 {
                    related["physicalLocation"]["region"] = json!({ "startLine": line });
                }
                result["relatedLocations"] = json!([related]);
            }
            self.results.push(result);
        }
    }

    pub(crate) fn write(self, out: &mut impl Write) -> io::Result<()> {
        let rules: Vec<Value> = self.rules.iter().map(|id| rule_metadata(id)).collect();
        let log = json!({
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [{
                "tool": {
                    "driver": {
                        "name": "sitemap",
                        "version": env!("CARGO_PKG_VERSION"),
                        "informationUri": env!("CARGO_PKG_REPOSITORY"),
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": self.results,
            }],
        });
        serde_json::to_writer_pretty(&mut *out, &log)?;
        out.write_all(b"\n")
    }
}

/// A rule's metadata from the catalogue: what it asks, its source and a
/// link to it, and its severity in a strict read.
fn rule_metadata(id: &str) -> Value {
    let mut rule = json!({ "id": id, "name": rule_name(id) });
    if let Some(known) = sitemap_core::catalogue::find(id) {
        let source = known.source.name();
        rule["shortDescription"] = json!({ "text": known.summary });
        rule["fullDescription"] =
            json!({ "text": format!("{} (source: {source})", known.summary) });
        let help = match known.link() {
            Some(link) => format!(
                "{}. Source: {source}, {link}. `sitemap rules {id}` says more.",
                known.summary
            ),
            None => format!(
                "{}. Source: {source}. `sitemap rules {id}` says more.",
                known.summary
            ),
        };
        rule["help"] = json!({ "text": help });
        if let Some(link) = known.link() {
            rule["helpUri"] = json!(link);
        }
        rule["defaultConfiguration"] = json!({
            "level": match known.strict {
                Severity::Error => "error",
                Severity::Warning => "warning",
            }
        });
        rule["properties"] = json!({
            "source": source,
            "lenient": known.lenient.as_str(),
        });
    }
    rule
}

/// A rule's readable name, which SARIF wants distinct from its stable id:
/// `loc.relative` is `LocRelative`.
fn rule_name(rule: &str) -> String {
    rule.split(['.', '-'])
        .flat_map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase())
                .into_iter()
                .chain(chars)
        })
        .collect()
}

/// A file name as a URI: `file://` for an absolute path, else a relative
/// reference; `/` separators, and the bytes a URI path cannot hold
/// (a `:`, which would read as a scheme, among them) percent-encoded.
fn artifact_uri(name: &str) -> String {
    let name = name.replace('\\', "/");
    let mut uri = String::with_capacity(name.len() + 8);
    let bytes = name.as_bytes();
    let windows_drive =
        bytes.len() > 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':' && bytes[2] == b'/';
    let path = if name.starts_with('/') {
        uri.push_str("file://");
        name.as_str()
    } else if windows_drive {
        uri.push_str("file:///");
        uri.push_str(&name[..2]);
        &name[2..]
    } else {
        name.as_str()
    };
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri
}

#[cfg(test)]
mod tests {
    use super::{artifact_uri, code_point_column};

    #[test]
    fn columns_count_code_points() {
        assert_eq!(code_point_column("<loc>", 1), 1);
        assert_eq!(code_point_column("éé<loc>", 5), 3);
    }

    #[test]
    fn names_become_uri_references() {
        assert_eq!(artifact_uri("out/sitemap-1.xml"), "out/sitemap-1.xml");
        assert_eq!(artifact_uri("my site/é.xml"), "my%20site/%C3%A9.xml");
        assert_eq!(artifact_uri("<stdin>"), "%3Cstdin%3E");
        assert_eq!(artifact_uri("/srv/site/a.xml"), "file:///srv/site/a.xml");
        assert_eq!(artifact_uri("C:\\site\\a.xml"), "file:///C:/site/a.xml");
        assert_eq!(artifact_uri("a:b.xml"), "a%3Ab.xml");
    }
}
