//! Shared helpers for the workspace's integration tests (see `tests/tests/suite/`).

pub mod serving;
pub mod source;
pub mod xmllint;

/// The README's quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
