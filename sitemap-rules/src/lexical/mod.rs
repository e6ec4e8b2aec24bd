//! Lexical grammars of the XML Schema base types the sitemap schemas restrict.
//!
//! The generated value types call into these; nothing here knows about sitemaps
//! beyond the rules named in the schemas' `gen:rule` annotations.

mod ascii;
pub(crate) mod datetime;
pub(crate) mod decimal;
pub(crate) mod integer;
pub(crate) mod uri;
