//! `read` and `validate`: one document, from a file or from bytes, in any
//! syntax the reader takes (XML, gzip, text, JSON, RSS, Atom).

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::Arc;

use arrow_array::builder::StringBuilder;
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, Schema};
use pyo3::exceptions::{PyFileNotFoundError, PyOSError};
use pyo3::prelude::*;
use sitemap_core::Loc;
use sitemap_core::export::Provenance;
use sitemap_core::export::parquet::{Batcher, schema};
use sitemap_core::read::{Diagnostic, ReadEvent, ReadOptions, Severity, SitemapReader};

use crate::table::ArrowTable;

/// Rows per record batch handed out.
const ROWS_PER_BATCH: usize = 65_536;

/// A document given as a path or as its bytes.
#[derive(FromPyObject)]
pub(crate) enum Source {
    Bytes(Vec<u8>),
    Path(PathBuf),
}

impl Source {
    /// How findings name it: the path, or `<bytes>`.
    fn name(&self) -> String {
        match self {
            Source::Bytes(_) => "<bytes>".to_owned(),
            Source::Path(path) => path.display().to_string(),
        }
    }

    fn open(self) -> PyResult<Box<dyn Read + Send>> {
        match self {
            Source::Bytes(bytes) => Ok(Box::new(io::Cursor::new(bytes))),
            Source::Path(path) => match File::open(&path) {
                Ok(file) => Ok(Box::new(file)),
                Err(e) => {
                    let message = format!("cannot read {}: {e}", path.display());
                    Err(if e.kind() == io::ErrorKind::NotFound {
                        PyFileNotFoundError::new_err(message)
                    } else {
                        PyOSError::new_err(message)
                    })
                }
            },
        }
    }
}

/// One problem found in a document.
#[pyclass(module = "sitemap_core._native", frozen, get_all)]
pub(crate) struct Finding {
    /// The file's path, or `<bytes>`.
    file: String,
    /// 1-based line.
    line: u64,
    /// 1-based column, in bytes.
    column: u64,
    /// `error` or `warning`.
    severity: &'static str,
    /// The rule broken, a stable name such as `loc.uri`.
    rule: &'static str,
    /// What was found and what to do.
    message: String,
}

impl Finding {
    fn new(file: &str, diagnostic: &Diagnostic) -> Finding {
        Finding {
            file: file.to_owned(),
            line: diagnostic.line(),
            column: diagnostic.column(),
            severity: diagnostic.severity().as_str(),
            rule: diagnostic.rule(),
            message: diagnostic.problem().to_string(),
        }
    }
}

#[pymethods]
impl Finding {
    fn __repr__(&self) -> String {
        format!(
            "Finding({}:{}:{}: {}: {}: {})",
            self.file, self.line, self.column, self.severity, self.rule, self.message
        )
    }

    fn __str__(&self) -> String {
        format!(
            "{}:{}:{}: {}: {}: {}",
            self.file, self.line, self.column, self.severity, self.rule, self.message
        )
    }
}

/// Reads one document into a table: a sitemap's URLs in the columns of
/// `scan` (provenance included when `published_at` gives the file's URL),
/// an index's sitemaps as `url` and `lastmod`. Lenient reading keeps every
/// entry a fault did not touch and counts the findings in the schema's
/// metadata; strict reading raises at the first error.
#[pyfunction]
#[pyo3(signature = (source, *, lenient = true, published_at = None))]
pub(crate) fn read(
    py: Python<'_>,
    source: Source,
    lenient: bool,
    published_at: Option<&str>,
) -> PyResult<ArrowTable> {
    let published_at = published_at
        .map(|url| {
            Loc::parse(url.trim()).map_err(|e| {
                crate::error(format!("published_at={url:?} is not the file's URL: {e}"))
            })
        })
        .transpose()?;
    let name = source.name();
    let input = source.open()?;
    let read = py.detach(|| read_all(input, &name, lenient, published_at));
    let (batches, table_schema, metadata) = read.map_err(crate::error)?;
    ArrowTable::new(table_schema, batches, metadata).map_err(|e| crate::error(e.to_string()))
}

/// A read's batches, their schema and the schema's metadata.
type Tables = (Vec<RecordBatch>, Arc<Schema>, HashMap<String, String>);

fn read_all(
    input: Box<dyn Read + Send>,
    name: &str,
    lenient: bool,
    published_at: Option<Loc>,
) -> Result<Tables, String> {
    let mut options = if lenient {
        ReadOptions::lenient()
    } else {
        ReadOptions::strict()
    };
    if let Some(url) = &published_at {
        options = options.published_at(url.clone());
    }
    let mut reader = SitemapReader::new(input, options);
    let provenance = published_at.is_some();
    let mut urls = Batcher::new(provenance);
    let mut batches = Vec::new();
    let mut index_locs = StringBuilder::new();
    let mut index_lastmods = StringBuilder::new();
    let mut index_rows = 0usize;
    let (mut errors, mut warnings) = (0u64, 0u64);
    // One provenance for the file; each URL moves only its place in it.
    let mut from = published_at.as_ref().map(|sitemap| Provenance {
        sitemap: sitemap.clone(),
        line: 0,
        column: 0,
        indexes: Arc::from(Vec::new()),
        foreign: false,
    });
    while let Some(event) = reader.next() {
        match event {
            ReadEvent::Url(url) => {
                if let Some(from) = &mut from {
                    (from.line, from.column) = reader.last_entry_position().unwrap_or((0, 0));
                }
                urls.push(&url, from.as_ref());
                if urls.len() >= ROWS_PER_BATCH {
                    batches.push(urls.batch().map_err(|e| e.to_string())?);
                }
            }
            ReadEvent::IndexEntry(entry) => {
                index_locs.append_value(entry.loc().as_str());
                index_lastmods.append_option(entry.lastmod().map(|lastmod| lastmod.to_string()));
                index_rows += 1;
            }
            ReadEvent::Diagnostic(diagnostic) => match diagnostic.severity() {
                Severity::Error if !lenient => {
                    return Err(Finding::new(name, &diagnostic).__str__());
                }
                Severity::Error => errors += 1,
                Severity::Warning => warnings += 1,
            },
            _ => {}
        }
    }
    let mut metadata = HashMap::from([
        ("sitemap.errors".to_owned(), errors.to_string()),
        ("sitemap.warnings".to_owned(), warnings.to_string()),
    ]);
    if index_rows > 0 {
        metadata.insert("sitemap.kind".to_owned(), "index".to_owned());
        let index_schema = Arc::new(Schema::new(vec![
            Field::new("url", DataType::Utf8, false),
            Field::new("lastmod", DataType::Utf8, true),
        ]));
        let columns: Vec<ArrayRef> = vec![
            Arc::new(index_locs.finish()),
            Arc::new(index_lastmods.finish()),
        ];
        let batch =
            RecordBatch::try_new(Arc::clone(&index_schema), columns).map_err(|e| e.to_string())?;
        return Ok((vec![batch], index_schema, metadata));
    }
    metadata.insert("sitemap.kind".to_owned(), "urlset".to_owned());
    if !urls.is_empty() || batches.is_empty() {
        batches.push(urls.batch().map_err(|e| e.to_string())?);
    }
    Ok((batches, schema(provenance), metadata))
}

/// Checks one document and returns every finding: against the protocol
/// and the official schemas when `strict`, as a crawler reads when not
/// (only what loses entries is an error then).
#[pyfunction]
#[pyo3(signature = (source, *, strict = true))]
pub(crate) fn validate(py: Python<'_>, source: Source, strict: bool) -> PyResult<Vec<Finding>> {
    let name = source.name();
    let input = source.open()?;
    let findings = py.detach(|| {
        let options = if strict {
            ReadOptions::strict()
        } else {
            ReadOptions::lenient()
        };
        SitemapReader::new(input, options)
            .filter_map(|event| match event {
                ReadEvent::Diagnostic(diagnostic) => Some(Finding::new(&name, &diagnostic)),
                _ => None,
            })
            .collect()
    });
    Ok(findings)
}
