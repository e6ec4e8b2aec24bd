//! `write_site`'s native half: rows, a column chunk at a time, into the
//! atomic site writer of the change feed (stable files, a ledger, honest
//! `lastmod`s).

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use sitemap_core::site::{ChangeReport, Check, LastmodPolicy, Regeneration, SiteOptions};
use sitemap_core::{BaseUrl, ChangeFreq, DocumentKind, Fingerprint, LastMod, Loc, Priority, Url};

/// A site being written; nothing is published until `finish`, and a writer
/// dropped before it leaves the directory as it was.
#[pyclass(module = "sitemap_core._native")]
pub(crate) struct SiteWriter {
    site: Option<Regeneration>,
    out_dir: PathBuf,
    rows: u64,
}

/// A fingerprint cell: text or bytes.
#[derive(FromPyObject)]
pub(crate) enum FingerprintCell {
    Bytes(Vec<u8>),
    Text(String),
}

/// A priority cell: a number, or its text.
#[derive(FromPyObject)]
pub(crate) enum PriorityCell {
    Number(f64),
    Text(String),
}

impl SiteWriter {
    fn site(&mut self) -> PyResult<&mut Regeneration> {
        self.site.as_mut().ok_or_else(|| {
            crate::error("this writer was finished or failed already; make a new one")
        })
    }
}

#[pymethods]
impl SiteWriter {
    /// A writer of a site in `out_dir` served at `base`; `lastmod` is
    /// `"given"` (each row's own) or `"content"` (the time its fingerprint
    /// last changed).
    #[new]
    #[pyo3(signature = (out_dir, base, *, gzip = false, lastmod = "given", changed_at = None))]
    fn new(
        out_dir: PathBuf,
        base: &str,
        gzip: bool,
        lastmod: &str,
        changed_at: Option<&str>,
    ) -> PyResult<SiteWriter> {
        let options = site_options(base, gzip)?;
        let policy = match lastmod {
            "given" => LastmodPolicy::Given,
            "content" => LastmodPolicy::Content,
            other => {
                return Err(crate::error(format!(
                    "lastmod={other:?} is no policy: give \"given\" (each row's own lastmod) or \"content\" (when its fingerprint last changed)"
                )));
            }
        };
        let mut site = Regeneration::new(&out_dir, options)
            .map_err(|e| crate::error(e.to_string()))?
            .lastmod_policy(policy);
        if let Some(at) = changed_at {
            let at = LastMod::parse(at).map_err(|e| {
                crate::error(format!("changed_at={at:?} is not a W3C date-time: {e}"))
            })?;
            site = site.changed_at(at);
        }
        Ok(SiteWriter {
            site: Some(site),
            out_dir,
            rows: 0,
        })
    }

    /// Writes one chunk of rows given as columns (`loc` required; `lastmod`,
    /// `changefreq`, `priority` and `fingerprint` optional, `None` cells
    /// allowed). A bad value raises with its row number, counted from 1
    /// across every chunk, and spends the writer: nothing is published.
    fn write_columns(&mut self, py: Python<'_>, columns: &Bound<'_, PyDict>) -> PyResult<()> {
        let column = |name: &str| -> PyResult<Option<Bound<'_, PyList>>> {
            match columns.get_item(name)? {
                Some(values) if !values.is_none() => Ok(Some(values.cast_into::<PyList>()?)),
                _ => Ok(None),
            }
        };
        let locs: Vec<Option<String>> = column("loc")?
            .ok_or_else(|| crate::error("the rows have no loc column: every row needs its URL"))?
            .extract()?;
        let texts = |name: &str| -> PyResult<Option<Vec<Option<String>>>> {
            column(name)?.map(|list| list.extract()).transpose()
        };
        let lastmods = texts("lastmod")?;
        let changefreqs = texts("changefreq")?;
        let priorities: Option<Vec<Option<PriorityCell>>> =
            column("priority")?.map(|list| list.extract()).transpose()?;
        let fingerprints: Option<Vec<Option<FingerprintCell>>> = column("fingerprint")?
            .map(|list| list.extract())
            .transpose()?;
        for (name, len) in [
            ("lastmod", lastmods.as_ref().map(Vec::len)),
            ("changefreq", changefreqs.as_ref().map(Vec::len)),
            ("priority", priorities.as_ref().map(Vec::len)),
            ("fingerprint", fingerprints.as_ref().map(Vec::len)),
        ] {
            if len.is_some_and(|len| len != locs.len()) {
                return Err(crate::error(format!(
                    "the {name} column has {} values for {} locs: give one per row",
                    len.unwrap_or(0),
                    locs.len()
                )));
            }
        }
        let first_row = self.rows + 1;
        let out_dir = self.out_dir.display().to_string();
        let site = self.site()?;
        let written = py.detach(|| {
            for (i, loc) in locs.iter().enumerate() {
                let row = first_row + i as u64;
                let url = url_of(
                    loc.as_deref(),
                    lastmods.as_ref().and_then(|c| c[i].as_deref()),
                    changefreqs.as_ref().and_then(|c| c[i].as_deref()),
                    priorities.as_ref().and_then(|c| c[i].as_ref()),
                    fingerprints.as_ref().and_then(|c| c[i].as_ref()),
                )
                .map_err(|message| format!("row {row}: {message}"))?;
                site.write(&url)
                    .map_err(|e| format!("row {row}: {out_dir}: {e}"))?;
            }
            Ok::<(), String>(())
        });
        if let Err(message) = written {
            // The rows before the bad one are written: the writer is spent,
            // so that no half chunk can be published.
            self.site = None;
            return Err(crate::error(message));
        }
        self.rows += locs.len() as u64;
        Ok(())
    }

    /// Publishes the site atomically and returns what changed: `files`
    /// (each with `name`, `kind`, `entries`, `unchanged` and `lastmod`),
    /// `added`, `changed`, `removed`, `unchanged`, `published` and
    /// `warnings`.
    fn finish<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let site = self.site.take().ok_or_else(|| {
            crate::error("this writer was finished or failed already; make a new one")
        })?;
        let out_dir = self.out_dir.display().to_string();
        let report = py
            .detach(|| site.finish())
            .map_err(|e| crate::error(format!("{out_dir}: {e}")))?;
        report_dict(py, &report)
    }
}

/// The options every site of the package is written with.
fn site_options(base: &str, gzip: bool) -> PyResult<SiteOptions> {
    let base = BaseUrl::parse(base)
        .map_err(|e| crate::error(format!("base={base:?} cannot be the site's URL: {e}")))?;
    // A URL off the site or listed twice is a mistake in the rows, not
    // something to publish with a warning.
    Ok(SiteOptions::new(base)
        .gzip(gzip)
        .outside_base(Check::Error)
        .duplicates(Check::Error))
}

/// Each `loc` as the site writer writes it (an IRI's characters
/// percent-encoded), so that a job sorting URLs sorts them as the writer does. A value that
/// is no URL raises with its position.
#[pyfunction]
pub(crate) fn normalize_locs(py: Python<'_>, locs: Vec<Option<String>>) -> PyResult<Vec<String>> {
    let normalized = py.detach(|| {
        locs.iter()
            .enumerate()
            .map(|(i, loc)| {
                let loc = loc
                    .as_deref()
                    .ok_or_else(|| format!("loc {}: no loc: every row needs its URL", i + 1))?;
                Loc::parse(loc)
                    .map(|loc| loc.as_str().to_owned())
                    .map_err(|e| format!("loc {}: {e}", i + 1))
            })
            .collect::<Result<Vec<_>, String>>()
    });
    normalized.map_err(crate::error)
}

/// How many URLs each file of a new site of `urls` URLs holds: a job that
/// writes a site in parts cuts the sorted URLs into parts of this many.
#[pyfunction]
#[pyo3(signature = (urls, *, base = "https://example.com/"))]
pub(crate) fn urls_per_file(urls: u64, base: &str) -> PyResult<usize> {
    Ok(site_options(base, false)?.urls_per_file(urls))
}

/// Publishes the sites in `parts` (each written by `write_site` with the
/// same `base` and `gzip` into a folder of its own, in `loc` order) as one
/// site in `out_dir`, atomically.
#[pyfunction]
#[pyo3(signature = (parts, out_dir, *, base, gzip = false))]
pub(crate) fn assemble_site<'py>(
    py: Python<'py>,
    parts: Vec<PathBuf>,
    out_dir: PathBuf,
    base: &str,
    gzip: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let options = site_options(base, gzip)?;
    let shown = out_dir.display().to_string();
    let report = py
        .detach(|| Regeneration::new(&out_dir, options)?.assemble(&parts))
        .map_err(|e| crate::error(format!("{shown}: {e}")))?;
    report_dict(py, &report)
}

/// A change report as a dict.
fn report_dict<'py>(py: Python<'py>, report: &ChangeReport) -> PyResult<Bound<'py, PyDict>> {
    let summary = PyDict::new(py);
    let files = PyList::empty(py);
    for file in &report.files {
        let entry = PyDict::new(py);
        entry.set_item("name", &file.name)?;
        let kind = if file.kind == DocumentKind::UrlSet {
            "sitemap"
        } else {
            "index"
        };
        entry.set_item("kind", kind)?;
        entry.set_item("entries", file.entries)?;
        entry.set_item("unchanged", file.unchanged)?;
        entry.set_item("lastmod", file.lastmod.as_ref().map(ToString::to_string))?;
        files.append(entry)?;
    }
    summary.set_item("files", files)?;
    summary.set_item("added", report.added)?;
    summary.set_item("changed", report.changed)?;
    summary.set_item("removed", report.removed)?;
    summary.set_item("unchanged", report.unchanged)?;
    summary.set_item("published", report.published)?;
    summary.set_item(
        "warnings",
        report
            .warnings
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
    )?;
    Ok(summary)
}

/// One row as a URL, or what is wrong with it.
fn url_of(
    loc: Option<&str>,
    lastmod: Option<&str>,
    changefreq: Option<&str>,
    priority: Option<&PriorityCell>,
    fingerprint: Option<&FingerprintCell>,
) -> Result<Url, String> {
    let loc = loc.ok_or("no loc: every row needs its URL")?;
    let mut url = Url::new(Loc::parse(loc).map_err(|e| e.to_string())?);
    if let Some(value) = lastmod {
        url.set_lastmod(Some(LastMod::parse(value).map_err(|e| e.to_string())?));
    }
    if let Some(value) = changefreq {
        url.set_changefreq(Some(ChangeFreq::parse(value).map_err(|e| e.to_string())?));
    }
    match priority {
        Some(PriorityCell::Number(value)) => {
            url.set_priority(Some(Priority::new(*value).map_err(|e| e.to_string())?));
        }
        Some(PriorityCell::Text(value)) => {
            url.set_priority(Some(Priority::parse(value).map_err(|e| e.to_string())?));
        }
        None => {}
    }
    match fingerprint {
        Some(FingerprintCell::Bytes(bytes)) => {
            url.set_fingerprint(Some(Fingerprint::new(bytes)));
        }
        Some(FingerprintCell::Text(text)) => {
            url.set_fingerprint(Some(text.as_str().into()));
        }
        None => {}
    }
    Ok(url)
}
