//! Reads a sitemap or sitemap index, plain or gzip, and reports what is in it:
//! `cargo run --release --example inspect -- [--lenient] [--published-at <url>] <file>`.
//!
//! - stdout: one JSON line per entry, in the model's serde shape;
//! - stderr: one line per diagnostic,
//!   `<file>:<line>:<column>: <error|warning>: <rule>: <message>`;
//! - exit status: 0 when there was no error (warnings alone are fine), 1
//!   otherwise, 2 when the file cannot be opened or the arguments are wrong.
//!
//! Strict mode (the default) reports every departure from the protocol as an
//! error; `--lenient` reads like a crawler and reports only lost entries and
//! the end of reading as errors. `--published-at` gives the URL the file is
//! served from, so the protocol's location rule is checked (`loc.location`).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use sitemap_core::Loc;
use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};

const USAGE: &str = "usage: inspect [--lenient] [--published-at <url>] <file>";

fn main() -> ExitCode {
    let mut lenient = false;
    let mut published_at = None;
    let mut path = None;
    let mut arguments = std::env::args().skip(1);
    while let Some(argument) = arguments.next() {
        match argument.as_str() {
            "--lenient" => lenient = true,
            "--published-at" => match arguments.next().as_deref().map(Loc::parse) {
                Some(Ok(url)) => published_at = Some(url),
                Some(Err(error)) => {
                    eprintln!("inspect: --published-at: {error}\n{USAGE}");
                    return ExitCode::from(2);
                }
                None => {
                    eprintln!("inspect: --published-at needs the file's URL\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            flag if flag.starts_with("--") => {
                eprintln!("inspect: unknown option `{flag}`\n{USAGE}");
                return ExitCode::from(2);
            }
            _ if path.is_some() => {
                eprintln!("inspect: one file at a time\n{USAGE}");
                return ExitCode::from(2);
            }
            _ => path = Some(argument),
        }
    }
    let Some(path) = path else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let mut options = if lenient {
        ReadOptions::lenient()
    } else {
        ReadOptions::strict()
    };
    if let Some(url) = published_at {
        options = options.published_at(url);
    }
    let reader = match SitemapReader::open(&path, options) {
        Ok(reader) => reader,
        Err(error) => {
            eprintln!("{path}: cannot open: {error}");
            return ExitCode::from(2);
        }
    };
    match inspect(&path, reader) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            // stdout closed early (`| head`) is not the file's fault.
            if error.kind() != io::ErrorKind::BrokenPipe {
                eprintln!("inspect: cannot write the output: {error}");
            }
            ExitCode::from(1)
        }
    }
}

/// Prints every entry and diagnostic; `Ok(true)` when there was no error.
fn inspect(path: &str, reader: SitemapReader<std::fs::File>) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut clean = true;
    for event in reader {
        match event {
            ReadEvent::Url(url) => json_line(&mut out, &url)?,
            ReadEvent::IndexEntry(entry) => json_line(&mut out, &entry)?,
            ReadEvent::Diagnostic(diagnostic) => {
                clean &= diagnostic.severity() != Severity::Error;
                // Keep the two streams in document order when both go to a terminal.
                out.flush()?;
                eprintln!("{path}:{diagnostic}");
            }
            // Elements of other namespaces directly under the root are not entries.
            _ => {}
        }
    }
    out.flush()?;
    Ok(clean)
}

fn json_line<T: serde::Serialize>(out: &mut impl Write, value: &T) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}
