//! The command's integration tests, one binary: each module was a test file
//! of its own, and one link of the workspace's crates serves them all.

#[path = "../common/mod.rs"]
mod common;
#[path = "../../../sitemap-fetch/tests/hostile/mod.rs"]
mod hostile;
#[path = "../../../sitemap-fetch/tests/site/mod.rs"]
mod site;

mod convert;
mod corpus_roundtrip;
mod diff;
mod fetch;
mod fetch_policy;
mod generate;
mod git_lastmod;
mod interrupt;
mod sarif_schema;
mod stamped;
mod stats;
mod validate;
mod validate_site;
