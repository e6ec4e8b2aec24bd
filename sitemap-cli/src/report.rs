//! Findings as people and programs read them: rustc-style with the source
//! line and a caret, or one JSON object a line.

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use sitemap_core::read::Severity;

use crate::finding::Finding;

use crate::inputs::Input;
use crate::source::SourceLines;

const ERROR: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const GUTTER: Style = AnsiColor::Blue.on_default().bold();
const BOLD: Style = Style::new().bold();

/// The longest stretch of a source line shown around the caret.
const WINDOW: usize = 100;

/// rustc-style: the finding, where it is, the source line and a caret.
pub(crate) fn human(out: &mut impl Write, input: &Input, findings: &[Finding]) -> io::Result<()> {
    let lines = SourceLines::for_findings(input.path(), findings);
    for finding in findings {
        let (label, style) = match finding.severity {
            Severity::Error => ("error", ERROR),
            Severity::Warning => ("warning", WARNING),
        };
        writeln!(
            out,
            "{style}{label}[{}]{style:#}{BOLD}: {}{BOLD:#}",
            finding.rule,
            one_line(&finding.message)
        )?;
        let number = finding.line.to_string();
        let pad = " ".repeat(number.len());
        if finding.line == 0 {
            // About the file as a whole.
            writeln!(out, "{pad}{GUTTER}-->{GUTTER:#} {}", input.name())?;
        } else {
            writeln!(
                out,
                "{pad}{GUTTER}-->{GUTTER:#} {}:{}:{}",
                input.name(),
                finding.line,
                finding.column
            )?;
        }
        if let Some(text) = lines.get(finding.line) {
            let (shown, caret) = window(text, finding.column);
            writeln!(out, "{pad} {GUTTER}|{GUTTER:#}")?;
            writeln!(out, "{GUTTER}{number} |{GUTTER:#} {shown}")?;
            writeln!(
                out,
                "{pad} {GUTTER}|{GUTTER:#} {}{style}^{style:#}",
                " ".repeat(caret)
            )?;
        }
        if let Some((file, line)) = &finding.related {
            let place = if *line > 0 {
                format!("{file}:{line}")
            } else {
                file.clone()
            };
            writeln!(out, "{pad} {GUTTER}={GUTTER:#} see also {place}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// What a run found, for its closing line.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    pub(crate) files: usize,
    pub(crate) files_with_errors: usize,
    pub(crate) errors: usize,
    pub(crate) warnings: usize,
}

impl Tally {
    /// The site check's findings of one file already counted: a file
    /// with no error of its own that has one now counts as having errors.
    pub(crate) fn add_site(&mut self, findings: &[Finding], had_no_errors: bool) {
        let errors = findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count();
        self.files_with_errors += usize::from(errors > 0 && had_no_errors);
        self.errors += errors;
        self.warnings += findings.len() - errors;
    }

    pub(crate) fn add(&mut self, findings: &[Finding]) {
        let errors = findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count();
        self.files += 1;
        self.files_with_errors += usize::from(errors > 0);
        self.errors += errors;
        self.warnings += findings.len() - errors;
    }
}

/// `n thing` or `n things`.
fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// The closing line of a human report, with counts:
/// `12 of 60 files have errors: 334 errors, 214 warnings`.
pub(crate) fn summary(out: &mut impl Write, tally: &Tally) -> io::Result<()> {
    let files = count(tally.files, "file");
    let warnings = count(tally.warnings, "warning");
    if tally.files_with_errors == 0 {
        writeln!(out, "{BOLD}{files} checked: no errors, {warnings}{BOLD:#}")
    } else {
        let have = if tally.files_with_errors == 1 {
            "has"
        } else {
            "have"
        };
        writeln!(
            out,
            "{ERROR}{} of {files} {have} errors: {}, {warnings}{ERROR:#}",
            tally.files_with_errors,
            count(tally.errors, "error")
        )
    }
}

/// One JSON object a finding, a line each.
pub(crate) fn json_lines(
    out: &mut impl Write,
    input: &Input,
    findings: &[Finding],
) -> io::Result<()> {
    for finding in findings {
        let mut object = serde_json::json!({
            "file": input.name(),
            "line": finding.line,
            "column": finding.column,
            "severity": finding.severity.as_str(),
            "rule": finding.rule,
            "message": finding.message,
        });
        if let Some((file, line)) = &finding.related {
            object["related"] = serde_json::json!({ "file": file, "line": line });
        }
        serde_json::to_writer(&mut *out, &object)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Control characters shown escaped, so a finding stays one line.
fn one_line(text: &str) -> String {
    let mut line = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            line.extend(c.escape_default());
        } else {
            line.push(c);
        }
    }
    line
}

/// The part of `text` shown (at most [`WINDOW`] characters around the
/// column, tabs as spaces) and the caret's offset in it. `column` counts
/// bytes from 1.
fn window(text: &str, column: u64) -> (String, usize) {
    let byte = usize::try_from(column.saturating_sub(1))
        .unwrap_or(usize::MAX)
        .min(text.len());
    // The character the column points into.
    let at = text
        .char_indices()
        .take_while(|(i, _)| *i < byte)
        .count()
        .saturating_sub(usize::from(!text.is_char_boundary(byte)));
    let chars: Vec<char> = text
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let start = at.saturating_sub(WINDOW / 2);
    let end = (start + WINDOW).min(chars.len());
    // Control characters (binary garbage, escape sequences) escaped, never
    // sent raw to the terminal; the caret counts what is shown.
    let mut shown = String::new();
    let mut caret = 0;
    for (i, &c) in chars[start..end].iter().enumerate() {
        if start + i == at {
            caret = shown.chars().count();
        }
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    if at >= end {
        caret = shown.chars().count();
    }
    if start > 0 {
        shown.insert(0, '…');
        caret += 1;
    }
    if end < chars.len() {
        shown.push('…');
    }
    (shown, caret)
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_caret_points_at_the_column() {
        assert_eq!(
            window("  <loc>/a</loc>", 3),
            ("  <loc>/a</loc>".to_owned(), 2)
        );
        // Bytes, not characters: `é` is two bytes.
        assert_eq!(window("é<x>", 3).1, 1);
        let long = format!("{}<x>{}", "a".repeat(500), "b".repeat(500));
        let (shown, caret) = window(&long, 501);
        assert_eq!(shown.chars().nth(caret), Some('<'));
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert_eq!(window("", 9), (String::new(), 0));
        // Control characters are escaped, and the caret still points.
        let (shown, caret) = window("\u{1b}[2J<x>", 5);
        assert_eq!(shown, "\\u{1b}[2J<x>");
        assert_eq!(shown.chars().nth(caret), Some('<'));
    }
}
