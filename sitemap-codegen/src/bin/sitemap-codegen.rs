//! `cargo run -p sitemap-codegen`: regenerates the model from `schemas/`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let root = sitemap_codegen::workspace_root();
    let files = match sitemap_codegen::generate(&root) {
        Ok(files) => files,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    match sitemap_codegen::write_all(&root, &files) {
        Ok(changed) if changed.is_empty() => {
            println!("generated code is up to date ({} files)", files.len())
        }
        Ok(changed) => changed
            .iter()
            .for_each(|path| println!("wrote {}", path.display())),
        Err(error) => {
            eprintln!("error: cannot write generated code: {error}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
