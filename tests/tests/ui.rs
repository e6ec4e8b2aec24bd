//! The compile-time checks of `#[derive(Sitemap)]`: every `ui/fail` case must
//! fail with exactly its reviewed `.stderr`, every `ui/pass` case must build
//! and run. Regenerate snapshots with `TRYBUILD=overwrite` and review the
//! diff; they are specific to the toolchain in `rust-toolchain`-less CI, which
//! is this machine's stable toolchain.

#[test]
fn derive_ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("ui/pass/*.rs");
    cases.compile_fail("ui/fail/*.rs");
}
