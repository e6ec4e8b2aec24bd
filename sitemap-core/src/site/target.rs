//! Where a site's files go.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::WrittenFile;
use crate::DocumentKind;

/// A place for a site's files: a directory, memory, an object store.
///
/// The [`SiteWriter`](super::SiteWriter) calls [`create`](Target::create)
/// and [`finish`](Target::finish) for each file, then [`commit`](Target::commit)
/// once when the whole set succeeded, or [`abort`](Target::abort) on failure.
/// A target should make nothing visible before `commit`.
pub trait Target {
    /// Receives one file's bytes.
    type Sink: Write;

    /// Starts the file `name`.
    ///
    /// # Errors
    ///
    /// When the file cannot be started.
    fn create(&mut self, name: &str) -> io::Result<Self::Sink>;

    /// The file `name` is complete (the sink was flushed).
    ///
    /// # Errors
    ///
    /// When the file cannot be made durable.
    fn finish(&mut self, name: &str, sink: Self::Sink) -> io::Result<()>;

    /// Every file succeeded: make the set visible, under each file's final
    /// name ([`WrittenFile::name`]; it was created as
    /// [`WrittenFile::created_as`]).
    ///
    /// # Errors
    ///
    /// When the set cannot be published.
    fn commit(&mut self, files: &[WrittenFile]) -> io::Result<()>;

    /// Something failed: discard what was created.
    fn abort(&mut self);
}

/// Files in a directory, written as hidden `.<name>.partial` files and
/// renamed into place by [`commit`](Target::commit): the sitemaps first, the
/// index last, so the index never lists a file that is not there yet. On
/// failure (or when dropped uncommitted) the partial files are removed and
/// the previous set is untouched.
///
/// Files of an earlier, larger set that the new index no longer lists
/// (`sitemap-9.xml` after the site shrank) are left in place.
#[derive(Debug)]
pub struct DirTarget {
    dir: PathBuf,
    pending: Vec<PathBuf>,
}

impl DirTarget {
    /// Files in `dir`, which is created when missing.
    ///
    /// # Errors
    ///
    /// When the directory cannot be created.
    pub fn new(dir: impl Into<PathBuf>) -> io::Result<DirTarget> {
        let dir = dir.into();
        fs::create_dir_all(&dir)?;
        Ok(DirTarget {
            dir,
            pending: Vec::new(),
        })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn partial_path(&self, name: &str) -> PathBuf {
        self.dir.join(format!(".{name}.partial"))
    }
}

impl Target for DirTarget {
    type Sink = BufWriter<File>;

    fn create(&mut self, name: &str) -> io::Result<BufWriter<File>> {
        let path = self.partial_path(name);
        let file = File::create(&path)?;
        self.pending.push(path);
        Ok(BufWriter::with_capacity(64 * 1024, file))
    }

    fn finish(&mut self, _name: &str, sink: BufWriter<File>) -> io::Result<()> {
        sink.into_inner().map_err(|e| e.into_error())?.sync_all()
    }

    fn commit(&mut self, files: &[WrittenFile]) -> io::Result<()> {
        let order = files
            .iter()
            .filter(|f| f.kind == DocumentKind::UrlSet)
            .chain(
                files
                    .iter()
                    .filter(|f| f.kind == DocumentKind::SitemapIndex),
            );
        for file in order {
            fs::rename(
                self.partial_path(&file.created_as),
                self.dir.join(&file.name),
            )?;
        }
        self.pending.clear();
        // Make the renames themselves durable (directory entries).
        File::open(&self.dir)
            .and_then(|dir| dir.sync_all())
            .or(Ok(()))
    }

    fn abort(&mut self) {
        for path in self.pending.drain(..) {
            let _ = fs::remove_file(path);
        }
    }
}

impl Drop for DirTarget {
    fn drop(&mut self) {
        self.abort();
    }
}

/// Files kept in memory, for a web handler or an upload: visible through
/// [`file`](MemoryTarget::file) and [`into_files`](MemoryTarget::into_files)
/// only after a successful commit.
#[derive(Debug, Default)]
pub struct MemoryTarget {
    pending: Vec<(String, Vec<u8>)>,
    files: Vec<(String, Vec<u8>)>,
}

impl MemoryTarget {
    /// The committed file `name`.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, bytes)| bytes.as_slice())
    }

    /// Every committed file with its name, in commit order (the index last).
    pub fn into_files(self) -> Vec<(String, Vec<u8>)> {
        self.files
    }
}

impl Target for MemoryTarget {
    type Sink = Vec<u8>;

    fn create(&mut self, _name: &str) -> io::Result<Vec<u8>> {
        Ok(Vec::new())
    }

    fn finish(&mut self, name: &str, sink: Vec<u8>) -> io::Result<()> {
        self.pending.push((name.to_owned(), sink));
        Ok(())
    }

    fn commit(&mut self, files: &[WrittenFile]) -> io::Result<()> {
        self.files.clear();
        for file in files {
            let index = self
                .pending
                .iter()
                .position(|(name, _)| *name == file.created_as)
                .ok_or_else(|| {
                    io::Error::other(format!("no file `{}` was written", file.created_as))
                })?;
            let (_, bytes) = self.pending.swap_remove(index);
            self.files.push((file.name.clone(), bytes));
        }
        self.pending.clear();
        Ok(())
    }

    fn abort(&mut self) {
        self.pending.clear();
    }
}
