//! Example programs live in `examples/`; this library is empty.
