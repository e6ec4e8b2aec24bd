//! The compile-time checks of `#[derive(Sitemap)]`: every `ui/fail` case must
//! fail with exactly its reviewed `.stderr`. Regenerate snapshots with
//! `TRYBUILD=overwrite` and review the diff. The shapes the derive accepts
//! are an ordinary test (`tests/pass`): with no passing case here trybuild
//! only checks, and does not build axum, tokio and the rest a second time.
//!
//! Compiler messages change between Rust releases, so the `.stderr`
//! snapshots hold for the toolchain recorded in `ui/TOOLCHAIN` (its
//! `major.minor`). On another one the failing cases are skipped with a loud
//! line that says how to bring them up to date, as clap does with
//! `rustversion`.

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
    if current.as_deref() == Some(recorded) {
        trybuild::TestCases::new().compile_fail("tests/ui/fail/*.rs");
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
