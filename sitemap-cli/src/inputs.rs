//! The command's inputs: files, the sitemaps of directories, and standard
//! input, pipes and FIFOs (each read once into a temporary file, so the
//! report can quote its lines).

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

    /// Whether it is a copy of a stream (standard input, a pipe, a FIFO)
    /// in a temporary file, with no folder of its own.
    pub(crate) fn is_copy(&self) -> bool {
        self.temporary
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        if self.temporary {
            let _ = fs::remove_file(&self.path);
            crate::interrupt::untrack(&self.path);
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
    let name = name.to_ascii_lowercase();
    let name = name.strip_suffix(".gz").unwrap_or(&name);
    // A folder's other text and JSON files (robots.txt, package.json) are
    // no URL lists.
    !name.starts_with('.')
        && (name.ends_with(".xml")
            || name.ends_with(".rss")
            || name.ends_with(".atom")
            || name.ends_with(".rdf")
            || ((name.ends_with(".txt") || name.ends_with(".json") || name.ends_with(".ndjson"))
                && name.contains("sitemap")))
}

/// The inputs the arguments name, in order.
///
/// # Errors
///
/// A missing file, a directory without sitemaps, or standard input that
/// cannot be read, as a message naming it.
pub(crate) fn expand(arguments: &[String]) -> Result<Vec<Input>, String> {
    let mut inputs = Vec::new();
    if arguments.iter().filter(|a| *a == "-").count() > 1 {
        return Err("`-` (standard input) can be given once".to_owned());
    }
    for argument in arguments {
        if argument == "-" {
            inputs.push(stdin()?);
            continue;
        }
        let path = Path::new(argument);
        let metadata =
            fs::metadata(path).map_err(|error| format!("{argument}: cannot open: {error}"))?;
        if !metadata.is_dir() && !metadata.is_file() {
            // A pipe, a FIFO, `<(…)` or a device: read once, from its
            // start, into a temporary, since a second open (to quote a
            // line, to tell its format) would find it emptied or block.
            inputs.push(copied(
                argument,
                &mut fs::File::open(path)
                    .map_err(|error| format!("{argument}: cannot open: {error}"))?,
            )?);
            continue;
        }
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
                "{argument}: no sitemap in this directory (files ending in .xml, .rss, .atom \
                 or .rdf, or named *sitemap*.txt, *sitemap*.json or *sitemap*.ndjson, each \
                 also gzipped)"
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

/// A file named by an index beside it, read as the index's site.
pub(crate) fn listed_file(path: PathBuf) -> Input {
    Input {
        name: path.display().to_string(),
        path,
        temporary: false,
    }
}

/// A file of a site being fetched, named by its URL: its findings are
/// reported without quoting its lines.
pub(crate) fn remote(url: &str) -> Input {
    Input {
        name: url.to_owned(),
        path: PathBuf::new(),
        temporary: false,
    }
}

/// Standard input, copied to a new temporary file as it is read.
fn stdin() -> Result<Input, String> {
    copied("<stdin>", &mut io::stdin().lock())
}

/// A stream named `name`, copied to a new temporary file as it is read.
fn copied(name: &str, stream: &mut impl io::Read) -> Result<Input, String> {
    let (path, mut file) = temporary_file().map_err(|error| format!("{name}: {error}"))?;
    // Removed when dropped, whatever happens next.
    crate::interrupt::track(path.clone());
    let input = Input {
        name: name.to_owned(),
        path,
        temporary: true,
    };
    io::copy(stream, &mut file).map_err(|error| format!("{name}: cannot read: {error}"))?;
    Ok(input)
}

/// A file of our own in the temporary folder: created new (never another's
/// file or a link followed), under a name no other run picks.
fn temporary_file() -> io::Result<(PathBuf, fs::File)> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    for attempt in 0..100u32 {
        let name = format!("sitemap-stdin-{}-{nanos:09}-{attempt}", std::process::id());
        let path = std::env::temp_dir().join(name);
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        match options.open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::other("cannot create a temporary file for it"))
}

#[cfg(test)]
mod tests {
    use super::looks_like_sitemap;
    use std::path::Path;

    #[test]
    fn a_folders_sitemaps_are_told_from_its_other_files_by_name() {
        for name in [
            "sitemap.xml",
            "pages-2.xml.gz",
            "news.rss",
            "blog.atom.gz",
            "feed.rdf",
            "sitemap-urls.txt",
            "Sitemap.TXT.gz",
            "sitemap-1.json",
            "sitemap.ndjson.gz",
        ] {
            assert!(looks_like_sitemap(Path::new(name)), "{name}");
        }
        for name in [
            "robots.txt",
            "package.json",
            "urls.ndjson",
            ".sitemap.xml",
            "sitemap.xml.bak",
            "index.html",
        ] {
            assert!(!looks_like_sitemap(Path::new(name)), "{name}");
        }
    }
}
