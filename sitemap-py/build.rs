//! The extension module's link arguments (on macOS, Python's symbols are
//! resolved when the interpreter loads the module). maturin adds them too;
//! the Python test (`tests/tests/python.rs`) builds with plain cargo.

fn main() {
    pyo3_build_config::add_extension_module_link_args();
}
