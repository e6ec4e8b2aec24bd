//! Single-file outputs, published whole or not at all.
//!
//! A file given with `-o` is written to a hidden temporary of its own
//! beside the target (`.{name}.{pid}-{n}.tmp`, created new: never a file of
//! the user's, never one another run or output uses), then renamed into
//! place. Dropped unpublished (an error, a refusal, Ctrl-C), the temporary
//! is removed and the previous file, if any, is left as it was.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The `n` of the next temporary's name.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// A file being written for `target`, under a temporary name.
#[derive(Debug)]
pub(crate) struct Staged {
    temporary: PathBuf,
    target: PathBuf,
    published: bool,
}

impl Staged {
    /// A new temporary for `target`, in its directory, and the file to write.
    ///
    /// # Errors
    ///
    /// When no file can be created there, as a message naming the target.
    pub(crate) fn create(given: &Path) -> Result<(Staged, File), String> {
        // A symbolic link is followed: the file it names is replaced, and
        // the link stays a link.
        let target = &followed(given);
        let name = target
            .file_name()
            .ok_or_else(|| format!("{}: not a file name", target.display()))?
            .to_string_lossy()
            .into_owned();
        let dir = match target.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        };
        loop {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let temporary = dir.join(format!(".{name}.{}-{n}.tmp", std::process::id()));
            match File::options()
                .write(true)
                .create_new(true)
                .open(&temporary)
            {
                Ok(file) => {
                    crate::interrupt::track(temporary.clone());
                    // The file replaced keeps its permissions.
                    if let Ok(previous) = fs::metadata(target) {
                        let _ = file.set_permissions(previous.permissions());
                    }
                    let staged = Staged {
                        temporary,
                        target: target.to_path_buf(),
                        published: false,
                    };
                    return Ok((staged, file));
                }
                // Another's file under that name (a previous run's, with
                // this pid): never touched, the next name is tried.
                Err(error) if error.kind() == io::ErrorKind::AlreadyExists && n < 1_000_000 => {}
                Err(error) => {
                    return Err(format!("{}: cannot create: {error}", target.display()));
                }
            }
        }
    }

    /// Renames the temporary into place.
    ///
    /// # Errors
    ///
    /// When it cannot be renamed (the temporary is removed then).
    pub(crate) fn publish(mut self) -> io::Result<()> {
        fs::rename(&self.temporary, &self.target).map_err(|error| {
            io::Error::new(
                error.kind(),
                format!("{}: cannot write: {error}", self.target.display()),
            )
        })?;
        self.published = true;
        Ok(())
    }

    /// The file this will become.
    pub(crate) fn target(&self) -> &Path {
        &self.target
    }
}

/// `path` with its symbolic links followed (at most 40, as Linux does),
/// including one whose file does not exist yet; else `path` itself.
fn followed(path: &Path) -> PathBuf {
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        let Ok(link) = fs::read_link(&path) else {
            break;
        };
        path = match path.parent() {
            Some(dir) if link.is_relative() => dir.join(link),
            _ => link,
        };
    }
    path
}

impl Drop for Staged {
    fn drop(&mut self) {
        if !self.published {
            let _ = fs::remove_file(&self.temporary);
        }
        crate::interrupt::untrack(&self.temporary);
    }
}

#[cfg(test)]
mod tests {
    use super::{NEXT, Staged};
    use std::sync::atomic::Ordering;

    #[test]
    fn temporaries_are_unique_and_never_a_file_already_there() {
        let dir = std::env::temp_dir().join(format!("sitemap-publish-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // The next names this process would pick, taken already.
        let next = NEXT.load(Ordering::Relaxed);
        let pid = std::process::id();
        let taken: Vec<_> = (next..next + 3)
            .map(|n| dir.join(format!(".a.csv.{pid}-{n}.tmp")))
            .collect();
        for path in &taken {
            std::fs::write(path, "someone's").unwrap();
        }
        let (csv, _) = Staged::create(&dir.join("a.csv")).unwrap();
        let (ndjson, _) = Staged::create(&dir.join("a.ndjson")).unwrap();
        assert!(!taken.contains(&csv.temporary), "{csv:?}");
        assert_ne!(csv.temporary, ndjson.temporary);
        assert!(csv.temporary.exists() && ndjson.temporary.exists());
        let (csv_path, ndjson_path) = (csv.temporary.clone(), ndjson.temporary.clone());
        drop(csv);
        ndjson.publish().unwrap();
        assert!(!csv_path.exists() && !ndjson_path.exists());
        assert!(dir.join("a.ndjson").exists() && !dir.join("a.csv").exists());
        for path in &taken {
            assert_eq!(std::fs::read_to_string(path).unwrap(), "someone's");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_stays_a_link_and_a_file_keeps_its_permissions() {
        use std::os::unix::fs::{PermissionsExt, symlink};
        let dir = std::env::temp_dir().join(format!("sitemap-publish-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("real")).unwrap();
        let file = dir.join("real/urls.csv");
        std::fs::write(&file, "old").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
        symlink("real/urls.csv", dir.join("urls.csv")).unwrap();
        // A dangling link names the file to make.
        symlink("real/new.csv", dir.join("new.csv")).unwrap();
        for link in ["urls.csv", "new.csv"] {
            let (staged, mut out) = Staged::create(&dir.join(link)).unwrap();
            std::io::Write::write_all(&mut out, b"new").unwrap();
            staged.publish().unwrap();
            assert!(
                std::fs::symlink_metadata(dir.join(link))
                    .unwrap()
                    .is_symlink()
            );
            assert_eq!(std::fs::read_to_string(dir.join(link)).unwrap(), "new");
        }
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
