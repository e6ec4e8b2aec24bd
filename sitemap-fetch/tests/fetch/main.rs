//! The fetcher's integration tests, one binary: each module was a test
//! file of its own, and one link of the workspace's crates serves them all.

#[path = "../hostile/mod.rs"]
mod hostile;
#[path = "../site/mod.rs"]
mod site;

mod address;
mod crawl;
mod events;
mod failures;
mod indexnow;
mod origin;
mod parquet;
mod redirects;
