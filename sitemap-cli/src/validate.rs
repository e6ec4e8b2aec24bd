//! `sitemap validate`: findings for people, programs and code scanning.

use std::io::Write;

use clap::ValueEnum;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity};

use crate::finding::Finding;
use crate::inputs::{self, Input};
use crate::run::{Failure, Progress, Reading, open};
use crate::{report, sarif};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) reading: Reading,

    /// How findings are printed: rustc-style with the source line,
    /// one JSON object a line, or SARIF 2.1.0 for code-scanning tools.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub(crate) format: Format,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Human,
    Json,
    Sarif,
}

/// Validates every input; `Ok(true)` when no file had an error.
pub(crate) fn run(validate: &Args) -> Result<bool, Failure> {
    let inputs = inputs::expand(&validate.reading.inputs).map_err(Failure::Input)?;
    let options = validate.reading.options();
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    let mut clean = true;
    let mut tally = report::Tally::default();
    let mut sarif = sarif::Log::default();
    for input in &inputs {
        let mut findings = read(input, &options).map_err(Failure::Input)?;
        tally.add(&findings);
        if crate::run::quiet() {
            findings.retain(|f| f.severity == Severity::Error);
        }
        clean &= findings.iter().all(|f| f.severity != Severity::Error);
        match validate.format {
            Format::Human => report::human(&mut out, input, &findings)?,
            Format::Json => report::json_lines(&mut out, input, &findings)?,
            Format::Sarif => sarif.add(input, &findings),
        }
    }
    match validate.format {
        Format::Human => report::summary(&mut out, &tally)?,
        Format::Json => {}
        Format::Sarif => sarif.write(&mut out)?,
    }
    out.flush()?;
    Ok(clean)
}

/// Every diagnostic of one input, in document order.
pub(crate) fn read(input: &Input, options: &ReadOptions) -> Result<Vec<Finding>, String> {
    // Cleared before this file's report is printed.
    let progress = Progress::new("validating");
    Ok(open(input, options)?
        .filter_map(|event| match event {
            ReadEvent::Diagnostic(diagnostic) => Some(Finding::from(&diagnostic)),
            _ => {
                progress.entry();
                None
            }
        })
        .collect())
}
