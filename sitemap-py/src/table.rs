//! Record batches handed to Python as one Arrow stream: any reader of the
//! Arrow PyCapsule interface (pyarrow, Polars, DuckDB) takes them without a
//! copy.

use std::collections::HashMap;
use std::sync::Arc;

use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_array::{RecordBatch, RecordBatchIterator, RecordBatchReader};
use arrow_schema::{ArrowError, Schema, SchemaRef};
use pyo3::prelude::*;
use pyo3::types::PyCapsule;

/// `reader` as the Arrow PyCapsule interface's stream: the capsule owns
/// it, and frees it unless a consumer moved it out.
pub(crate) fn stream_capsule<'py>(
    py: Python<'py>,
    reader: Box<dyn RecordBatchReader + Send>,
) -> PyResult<Bound<'py, PyCapsule>> {
    PyCapsule::new_with_value(py, FFI_ArrowArrayStream::new(reader), c"arrow_array_stream")
}

/// Batches of one schema, read once through `__arrow_c_stream__`.
#[pyclass(module = "sitemap_core._native")]
pub(crate) struct ArrowTable {
    schema: SchemaRef,
    batches: Option<Vec<RecordBatch>>,
}

impl ArrowTable {
    /// The batches, with `metadata` added to their schema (what the work
    /// found besides rows: a crawl's summary, a read's counts).
    pub(crate) fn new(
        schema: SchemaRef,
        batches: Vec<RecordBatch>,
        metadata: HashMap<String, String>,
    ) -> Result<ArrowTable, ArrowError> {
        let mut all = schema.metadata().clone();
        all.extend(metadata);
        let schema = Arc::new(Schema::new_with_metadata(schema.fields().clone(), all));
        let batches = batches
            .into_iter()
            .map(|batch| batch.with_schema(Arc::clone(&schema)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ArrowTable {
            schema,
            batches: Some(batches),
        })
    }
}

#[pymethods]
impl ArrowTable {
    /// The Arrow PyCapsule interface: the batches as an
    /// `ArrowArrayStream`. The batches move into the stream, so a table is
    /// read once; the Python side reads it at once.
    #[pyo3(signature = (requested_schema = None))]
    fn __arrow_c_stream__<'py>(
        &mut self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyCapsule>> {
        // A requested schema is a hint the producer may ignore (the
        // interface's own words); the columns are what they are.
        let _ = requested_schema;
        let batches = self.batches.take().ok_or_else(|| {
            crate::error("this table was read already; call the function again for another")
        })?;
        let reader =
            RecordBatchIterator::new(batches.into_iter().map(Ok), Arc::clone(&self.schema));
        stream_capsule(py, Box::new(reader))
    }

    /// The number of rows.
    fn __len__(&self) -> usize {
        self.batches
            .as_ref()
            .map_or(0, |batches| batches.iter().map(RecordBatch::num_rows).sum())
    }
}
