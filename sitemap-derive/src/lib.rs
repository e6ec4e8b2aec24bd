//! `#[derive(Sitemap)]` for [`sitemap-core`](https://docs.rs/sitemap-core).
//!
//! Depend on `sitemap-core` with its `derive` feature rather than on this crate.
