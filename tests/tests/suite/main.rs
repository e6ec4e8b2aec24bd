//! The integration tests, one binary: each module was a test file of its own,
//! and one link of the workspace's crates serves them all. (`memory.rs` measures
//! its own process and `derive_pedantic.rs` sets crate lints: each stays alone.)

mod beyond_schema;
mod catalogue;
mod corpus;
mod corpus_roundtrip;
mod derive;
mod derive_datetime;
mod derive_dioxus;
mod derive_typed_path;
mod extension_oracle;
mod extensions;
mod extensions_io;
mod facade;
mod fidelity;
mod hreflang;
mod location;
mod reader_paths;
mod recovery;
mod regenerate;
mod regenerate_kill;
mod regenerate_unbuilt;
mod roundtrip;
mod schema_oracle;
mod site;
mod site_kill;
mod streaming;
mod third_party;
mod values;
mod wild;
