//! The compile-time checks of `#[derive(Sitemap)]` (`tests/ui.rs`) and the
//! macro's documented examples, built through `sitemap-core`'s `derive`
//! feature as users build them. Nothing to link against: the package exists
//! for its tests.

/// The derive's documentation (`sitemap-derive/src/derive.md`), its examples
/// compiled and run as doctests here, where `sitemap_core` is a dependency.
#[cfg(doctest)]
#[doc = include_str!("../../../sitemap-derive/src/derive.md")]
pub struct DeriveDoctests;
