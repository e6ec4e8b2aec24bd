//! `#[derive(Sitemap)]` for [`sitemap-core`](https://docs.rs/sitemap-core).
//!
//! Depend on `sitemap-core` with its `derive` feature rather than on this
//! crate; the macro's documentation is on [`Sitemap`](derive@Sitemap).

mod ast;
mod attr;
mod bounds;
mod check;
mod ctxt;
mod expand;

use proc_macro::TokenStream;

// Its examples need sitemap-core, which depends on this crate: they run as
// doctests in tests/derive-ui, where the include is repeated.
#[cfg_attr(not(doctest), doc = include_str!("derive.md"))]
#[proc_macro_derive(Sitemap, attributes(sitemap, route, nest, end_nest))]
pub fn derive_sitemap(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    expand::derive(&input).into()
}
