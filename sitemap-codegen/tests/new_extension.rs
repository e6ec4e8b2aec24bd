//! Adding a typed extension is one XSD: a copy of the model's crates is
//! generated with `tests/new_extension/sitemap-podcast.xsd` added to its
//! `schemas/`, and `tests/new_extension/podcast.rs` then compiles and
//! passes against it: the extension typed in the model, read and written,
//! in serde, in the flat columns every tabular output writes, and in the
//! derive. Nothing else is edited. It builds the copy in a target folder of
//! its own (about a minute cold).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The crates the model is made of, copied whole.
const CRATES: [&str; 3] = ["sitemap-rules", "sitemap-core", "sitemap-derive"];

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The workspace's manifest with only the copied crates as members and
/// dependencies.
fn workspace_manifest(root: &Path) -> String {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut out = String::new();
    let mut skipping = false;
    for line in manifest.lines() {
        if line.starts_with("members = [") || line.starts_with("default-members = [") {
            if line.starts_with("members") {
                out.push_str(&format!("members = {CRATES:?}\n"));
            }
            skipping = true;
            continue;
        }
        if skipping {
            skipping = !line.starts_with(']');
            continue;
        }
        let other_member = line.starts_with("sitemap-")
            && line.contains("path = ")
            && !CRATES.iter().any(|c| line.starts_with(&format!("{c} ")));
        if !other_member {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[test]
fn a_new_extension_schema_needs_no_hand_edit() {
    let root = sitemap_codegen::workspace_root();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/new_extension");
    let copy: PathBuf = root.join("target/new-extension");
    let _ = std::fs::remove_dir_all(&copy);
    for dir in CRATES.iter().chain(&["schemas"]) {
        copy_dir(&root.join(dir), &copy.join(dir));
    }
    std::fs::write(copy.join("Cargo.toml"), workspace_manifest(&root)).unwrap();
    std::fs::copy(root.join("Cargo.lock"), copy.join("Cargo.lock")).unwrap();

    // The one schema added, then the generator, as a contributor runs it.
    std::fs::copy(
        here.join("sitemap-podcast.xsd"),
        copy.join("schemas/sitemap-podcast.xsd"),
    )
    .unwrap();
    let files = sitemap_codegen::generate(&copy).expect("the schemas generate");
    sitemap_codegen::write_all(&copy, &files).unwrap();
    let generated =
        std::fs::read_to_string(copy.join("sitemap-core/src/generated/sitemap.rs")).unwrap();
    assert!(
        generated.contains("episodes: Vec<crate::Episode>"),
        "{generated}"
    );

    std::fs::create_dir_all(copy.join("sitemap-core/tests")).unwrap();
    std::fs::copy(
        here.join("podcast.rs"),
        copy.join("sitemap-core/tests/podcast.rs"),
    )
    .unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .args(["test", "--offline", "--quiet", "-p", "sitemap-core"])
        .args(["--features", "derive", "--test", "podcast"])
        .arg("--manifest-path")
        .arg(copy.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", root.join("target/new-extension-target"))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the copy with the new schema fails:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let _ = std::fs::remove_dir_all(&copy);
}
