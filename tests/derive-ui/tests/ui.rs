//! The compile-time checks of `#[derive(Sitemap)]`: every `ui/fail` case must
//! fail with exactly its reviewed `.stderr`, every `ui/pass` case must build
//! and run. Regenerate snapshots with `TRYBUILD=overwrite` and review the
//! diff.
//!
//! Compiler messages change between Rust releases, so the `.stderr`
//! snapshots hold for the toolchain recorded in `ui/TOOLCHAIN` (its
//! `major.minor`). On another one the failing cases are skipped with a loud
//! line that says how to bring them up to date, as clap does with
//! `rustversion`, while the passing cases still run.

use std::process::Command;

/// `major.minor` of the `rustc` that builds the cases.
fn toolchain() -> Option<String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let output = Command::new(rustc).arg("--version").output().ok()?;
    let version = String::from_utf8(output.stdout).ok()?;
    let number = version.split_whitespace().nth(1)?;
    let mut parts = number.split('.');
    Some(format!("{}.{}", parts.next()?, parts.next()?))
}

#[test]
fn derive_ui() {
    let recorded = include_str!("ui/TOOLCHAIN").trim();
    let current = toolchain();
    let cases = trybuild::TestCases::new();
    cases.pass("tests/ui/pass/*.rs");
    if current.as_deref() == Some(recorded) {
        cases.compile_fail("tests/ui/fail/*.rs");
        return;
    }
    let found = current.as_deref().unwrap_or("an unknown toolchain");
    eprintln!(
        "==================== SKIPPED ====================\n\
         SKIPPED ui/fail: its snapshots are for Rust {recorded}, this is {found}; on {found}, \
         regenerate them with TRYBUILD=overwrite, review the diff and update tests/ui/TOOLCHAIN\n\
         ================================================="
    );
}
