//! One record batch of a scan handed to Python as it is: Python values
//! column by column for code that wants no Arrow library, and the Arrow
//! PyCapsule array interface for pyarrow, Polars or DuckDB. Iterating a
//! scan this way needs no pyarrow import, which alone holds more memory
//! than a streamed scan of a million URLs.

use arrow_array::cast::AsArray;
use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema, to_ffi};
use arrow_array::types::{Int32Type, Int64Type, TimestampMicrosecondType};
use arrow_array::{Array, ArrowPrimitiveType, RecordBatch, StructArray};
use arrow_schema::{DataType, TimeUnit};
use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;
use pyo3::types::{PyCapsule, PyDict, PyList, PyTuple};

/// A record batch of [`crate::scan::ScanStream`]'s rows.
#[pyclass(module = "sitemap_core._native", frozen)]
pub(crate) struct Batch {
    batch: RecordBatch,
}

impl Batch {
    pub(crate) fn new(batch: RecordBatch) -> Batch {
        Batch { batch }
    }

    /// The column named `name`, with its place.
    fn named(&self, name: &str) -> PyResult<&dyn Array> {
        let schema = self.batch.schema_ref();
        let at = schema.index_of(name).map_err(|_| {
            let known: Vec<&str> = schema.fields().iter().map(|f| f.name().as_str()).collect();
            crate::error(format!(
                "this batch has no column {name:?}; its columns are {}",
                known.join(", ")
            ))
        })?;
        Ok(self.batch.column(at).as_ref())
    }
}

/// The Python values of `array`: `None` for a null; a timestamp as an
/// aware `datetime` in UTC; a 32-bit float as the shortest decimal that
/// reads back as it (0.8, not 0.800000011920929), as it was written.
fn values<'py>(py: Python<'py>, array: &dyn Array) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let none = || py.None().into_bound(py);
    let each = |at: usize, value: &dyn Fn(usize) -> PyResult<Bound<'py, PyAny>>| {
        if array.is_null(at) {
            Ok(none())
        } else {
            value(at)
        }
    };
    let rows = 0..array.len();
    match array.data_type() {
        DataType::Utf8 => {
            let text = array.as_string::<i32>();
            rows.map(|at| each(at, &|at| Ok(text.value(at).into_pyobject(py)?.into_any())))
                .collect()
        }
        DataType::Int32 => integers::<Int32Type>(py, array),
        DataType::Int64 => integers::<Int64Type>(py, array),
        DataType::Float32 => {
            let numbers = array.as_primitive::<arrow_array::types::Float32Type>();
            rows.map(|at| {
                each(at, &|at| {
                    let shortest: f64 = numbers.value(at).to_string().parse().unwrap_or(f64::NAN);
                    Ok(shortest.into_pyobject(py)?.into_any())
                })
            })
            .collect()
        }
        DataType::Boolean => {
            let flags = array.as_boolean();
            rows.map(|at| {
                each(at, &|at| {
                    Ok(flags.value(at).into_pyobject(py)?.to_owned().into_any())
                })
            })
            .collect()
        }
        DataType::Timestamp(TimeUnit::Microsecond, _) => {
            let micros = array.as_primitive::<TimestampMicrosecondType>();
            let datetime = py.import("datetime")?;
            let utc = datetime.getattr("timezone")?.getattr("utc")?;
            let epoch = datetime
                .getattr("datetime")?
                .call1((1970, 1, 1, 0, 0, 0, 0, utc))?;
            let delta = datetime.getattr("timedelta")?;
            rows.map(|at| {
                each(at, &|at| {
                    let offset = delta.call1((0, 0, micros.value(at)))?;
                    epoch.add(offset)
                })
            })
            .collect()
        }
        other => Err(crate::error(format!(
            "a column of type {other} has no Python values here; read the batch with \
             pyarrow (`to_pyarrow()`)"
        ))),
    }
}

/// The Python values of an integer column.
fn integers<'py, T>(py: Python<'py>, array: &dyn Array) -> PyResult<Vec<Bound<'py, PyAny>>>
where
    T: ArrowPrimitiveType,
    T::Native: IntoPyObject<'py>,
{
    let numbers = array.as_primitive::<T>();
    (0..numbers.len())
        .map(|at| {
            if numbers.is_null(at) {
                Ok(py.None().into_bound(py))
            } else {
                numbers.value(at).into_bound_py_any(py)
            }
        })
        .collect()
}

#[pymethods]
impl Batch {
    /// The number of rows.
    #[getter]
    fn num_rows(&self) -> usize {
        self.batch.num_rows()
    }

    fn __len__(&self) -> usize {
        self.batch.num_rows()
    }

    /// The columns' names, in order.
    #[getter]
    fn column_names(&self) -> Vec<String> {
        let schema = self.batch.schema_ref();
        schema.fields().iter().map(|f| f.name().clone()).collect()
    }

    /// The column `name` as a list of Python values.
    fn column<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, values(py, self.named(name)?)?)
    }

    /// The rows as dicts, a key per column.
    fn to_pylist<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let names = self.column_names();
        let columns = self
            .batch
            .columns()
            .iter()
            .map(|column| values(py, column.as_ref()))
            .collect::<PyResult<Vec<_>>>()?;
        let rows = (0..self.batch.num_rows())
            .map(|at| {
                let row = PyDict::new(py);
                for (name, column) in names.iter().zip(&columns) {
                    row.set_item(name, &column[at])?;
                }
                Ok(row)
            })
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, rows)
    }

    /// The Arrow PyCapsule interface: the batch's schema.
    fn __arrow_c_schema__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyCapsule>> {
        let schema = FFI_ArrowSchema::try_from(self.batch.schema_ref().as_ref())
            .map_err(|e| crate::error(e.to_string()))?;
        PyCapsule::new_with_value(py, schema, c"arrow_schema")
    }

    /// The Arrow PyCapsule interface: the batch as a struct array and its
    /// schema, shared with the consumer, not copied.
    #[pyo3(signature = (requested_schema = None))]
    fn __arrow_c_array__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        // A hint the producer may ignore (the interface's own words).
        let _ = requested_schema;
        let data = StructArray::from(self.batch.clone()).into_data();
        let (array, schema): (FFI_ArrowArray, FFI_ArrowSchema) =
            to_ffi(&data).map_err(|e| crate::error(e.to_string()))?;
        let schema = PyCapsule::new_with_value(py, schema, c"arrow_schema")?;
        let array = PyCapsule::new_with_value(py, array, c"arrow_array")?;
        PyTuple::new(py, [schema.into_any(), array.into_any()])
    }

    /// The batch as a `pyarrow.RecordBatch` (imports pyarrow).
    fn to_pyarrow<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        slf.py()
            .import("pyarrow")?
            .getattr("record_batch")?
            .call1((slf,))
    }

    fn __repr__(&self) -> String {
        format!(
            "<sitemap_core.Batch: {} rows, {} columns>",
            self.batch.num_rows(),
            self.batch.num_columns()
        )
    }
}
