//! The command's inputs: files, the sitemaps of directories, and standard
//! input (kept in a temporary file, so the report can quote its lines).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One file to read.
#[derive(Debug)]
pub(crate) struct Input {
    /// As the report names it: the path given, or `<stdin>`.
    name: String,
    path: PathBuf,
    /// Removed when the input is dropped.
    temporary: bool,
}

impl Input {
    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        if self.temporary {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Whether a file in a directory is taken for a sitemap: by its name, since
/// a directory also holds other files.
fn looks_like_sitemap(path: &Path) -> bool {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    !name.starts_with('.')
        && (name.ends_with(".xml") || name.ends_with(".gz") || name.ends_with(".txt"))
}

/// The inputs the arguments name, in order.
///
/// # Errors
///
/// A missing file, a directory without sitemaps, or standard input that
/// cannot be read, as a message naming it.
pub(crate) fn expand(arguments: &[String]) -> Result<Vec<Input>, String> {
    let mut inputs = Vec::new();
    for argument in arguments {
        if argument == "-" {
            inputs.push(stdin()?);
            continue;
        }
        let path = Path::new(argument);
        let metadata =
            fs::metadata(path).map_err(|error| format!("{argument}: cannot open: {error}"))?;
        if !metadata.is_dir() {
            inputs.push(Input {
                name: argument.clone(),
                path: path.to_path_buf(),
                temporary: false,
            });
            continue;
        }
        let mut found: Vec<PathBuf> = fs::read_dir(path)
            .map_err(|error| format!("{argument}: cannot list: {error}"))?
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.is_file() && looks_like_sitemap(path))
            .collect();
        if found.is_empty() {
            return Err(format!(
                "{argument}: no sitemap in this directory (files ending in .xml, .txt or .gz)"
            ));
        }
        found.sort();
        inputs.extend(found.into_iter().map(|path| Input {
            name: path.display().to_string(),
            path,
            temporary: false,
        }));
    }
    Ok(inputs)
}

/// Standard input, copied to a temporary file as it is read.
fn stdin() -> Result<Input, String> {
    let path = std::env::temp_dir().join(format!("sitemap-stdin-{}", std::process::id()));
    let copy = || -> io::Result<()> {
        let mut file = fs::File::create(&path)?;
        io::copy(&mut io::stdin().lock(), &mut file)?;
        Ok(())
    };
    let input = Input {
        name: "<stdin>".to_owned(),
        path: path.clone(),
        temporary: true,
    };
    copy().map_err(|error| format!("<stdin>: cannot read: {error}"))?;
    Ok(input)
}
