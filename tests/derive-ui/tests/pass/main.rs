//! The shapes `#[derive(Sitemap)]` accepts, built as an ordinary test and run:
//! each module's `main` checks the entries its types make.
//!
//! They were trybuild cases once; a single passing case makes trybuild
//! `cargo build` its whole dependency tree (axum, tokio, hyper, serde and
//! sitemap-core) where the failing cases need only `cargo check`, so they
//! live here and compile with the workspace's other tests; `.ci/run` also
//! runs them on their own (`cargo test -p sitemap-derive-ui --test pass`),
//! built as users build them, sitemap-core with its `derive` feature alone.
//! The modules are public so that `missing_docs` applies to their types as
//! it does in a user's library.

pub mod deny_warnings;
pub mod extension_fields;
pub mod shapes;

#[test]
fn every_shape_builds_the_entries_it_promises() {
    shapes::main();
}

#[test]
fn derived_impls_raise_no_warning_in_a_module_that_denies_them() {
    deny_warnings::main();
}

#[test]
fn typed_extension_fields_and_literal_alternates_reach_the_entry()
-> Result<(), Box<dyn std::error::Error>> {
    extension_fields::main()
}
