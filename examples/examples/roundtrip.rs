//! Reads a sitemap or sitemap index (plain or gzip) strictly through the
//! typed model, extensions included, and writes it back through the
//! document writer (`DocumentWriter::for_document`, the tags Google no
//! longer reads kept; a file holds at most 50,000 entries, so the whole
//! document fits in memory):
//! `cargo run --release --example roundtrip -- <in> <out>`.
//!
//! - `<out>` is gzipped when its name ends in `.gz`; it is written beside
//!   itself under a temporary name and renamed into place, so a failure
//!   never leaves half a file;
//! - exit status: 0 when written, 1 when `<in>` is not a valid sitemap (its
//!   diagnostics on stderr, `<file>:<line>:<column>: <severity>: <rule>:
//!   <message>`), 2 when a file cannot be opened or written or the
//!   arguments are wrong.
//!
//! One generic function does both kinds of document: the reader and the
//! writer are `DocumentReader<D, _>` and `DocumentWriter<D, _>` for
//! `D: Document`.

use std::fs::File;
use std::io::{self, BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use flate2::Compression;
use flate2::write::GzEncoder;
use sitemap_core::read::{
    DocumentKind, DocumentReader, Problem, ReadEvent, ReadOptions, SitemapReader,
};
use sitemap_core::write::DocumentWriter;
use sitemap_core::{Document, SitemapIndex, UrlSet};

const USAGE: &str = "usage: roundtrip <in> <out>   (<out> ending in .gz is gzipped)";

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = arguments.as_slice() else {
        eprintln!("roundtrip: expected two arguments\n{USAGE}");
        return ExitCode::from(2);
    };
    let (input, output) = (Path::new(input), Path::new(output));
    let kind = match check(input) {
        Ok(Some(kind)) => kind,
        Ok(None) => return ExitCode::from(1),
        Err(error) => {
            eprintln!("roundtrip: cannot read {}: {error}", input.display());
            return ExitCode::from(2);
        }
    };
    let written = match kind {
        DocumentKind::UrlSet => roundtrip::<UrlSet>(input, output),
        DocumentKind::SitemapIndex => roundtrip::<SitemapIndex>(input, output),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "roundtrip: cannot copy {} to {}: {error}",
                input.display(),
                output.display()
            );
            ExitCode::from(2)
        }
    }
}

/// Reads `input` strictly and prints every diagnostic; the kind of document
/// when nothing but deprecated tags was found, `None` otherwise.
fn check(input: &Path) -> io::Result<Option<DocumentKind>> {
    let mut reader = SitemapReader::open(input, ReadOptions::strict())?;
    let kind = reader.kind();
    let mut valid = kind.is_some();
    for event in reader {
        if let ReadEvent::Diagnostic(diagnostic) = event {
            eprintln!("{}:{diagnostic}", input.display());
            // A tag Google no longer reads is said, not fatal (it is kept);
            // anything else makes the input invalid.
            valid &= matches!(diagnostic.problem(), Problem::Deprecated { .. });
        }
    }
    Ok(kind.filter(|_| valid))
}

/// The document of kind `D` in `input`, written to `output`.
fn roundtrip<D: Document>(input: &Path, output: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let source = BufReader::new(File::open(input)?);
    let document: D = DocumentReader::new(source).into_document()?;
    let partial = partial_path(output);
    let result = write(&document, &partial, output);
    if result.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    result
}

fn write<D: Document>(
    document: &D,
    partial: &Path,
    output: &Path,
) -> Result<(), Box<dyn std::error::Error>> {
    let file = BufWriter::new(File::create(partial)?);
    let gzip = output.extension().is_some_and(|ext| ext == "gz");
    let file = if gzip {
        let encoder = GzEncoder::new(file, Compression::default());
        write_entries(DocumentWriter::for_document(encoder, document), document)?.finish()?
    } else {
        write_entries(DocumentWriter::for_document(file, document), document)?
    };
    file.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    std::fs::rename(partial, output)?;
    Ok(())
}

/// The document's entries, the tags Google no longer reads kept as they
/// were read (a round trip loses nothing).
fn write_entries<D: Document, W: io::Write>(
    writer: DocumentWriter<D, W>,
    document: &D,
) -> Result<W, sitemap_core::WriteError> {
    let mut writer = writer.with_deprecated_tags(true);
    for entry in document.entries() {
        writer.write(entry)?;
    }
    writer.finish()
}

/// `.name.partial` beside `output`.
fn partial_path(output: &Path) -> PathBuf {
    let name = output
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    output.with_file_name(format!(".{name}.partial"))
}
