//! The native half of the Python package `sitemap_core`: each function does
//! a whole unit of work (a site scanned, a file read or checked, a site
//! written) with the GIL released, and hands back Arrow tables through the
//! Arrow C stream interface rather than one Python object per element.
//!
//! The Python half (`python/sitemap_core/`) gives these functions their
//! documented signatures, turns frames and iterables into columns, and
//! reads the tables with pyarrow or Polars.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod batch;
mod read;
mod scan;
mod table;
mod write;

create_exception!(
    _native,
    SitemapError,
    PyValueError,
    "A sitemap, a URL or an option the package cannot take; the message says \
     where and what to change."
);

/// The module `sitemap_core._native`.
#[pymodule]
#[pyo3(name = "_native")]
fn native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("SitemapError", module.py().get_type::<SitemapError>())?;
    module.add_class::<table::ArrowTable>()?;
    module.add_class::<scan::ScanStream>()?;
    module.add_class::<batch::Batch>()?;
    module.add_class::<read::Finding>()?;
    module.add_class::<write::SiteWriter>()?;
    module.add_function(wrap_pyfunction!(scan::scan, module)?)?;
    module.add_function(wrap_pyfunction!(scan::scan_schema, module)?)?;
    module.add_function(wrap_pyfunction!(read::read, module)?)?;
    module.add_function(wrap_pyfunction!(read::validate, module)?)?;
    module.add_function(wrap_pyfunction!(write::urls_per_file, module)?)?;
    module.add_function(wrap_pyfunction!(write::normalize_locs, module)?)?;
    module.add_function(wrap_pyfunction!(write::assemble_site, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

/// A `SitemapError` with `message`.
fn error(message: impl Into<String>) -> PyErr {
    SitemapError::new_err(message.into())
}
