//! Nothing but the test in `tests/routes.rs`.
