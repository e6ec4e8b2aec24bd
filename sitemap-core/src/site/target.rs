//! Where a site's files go.

use std::fs::{self, File, TryLockError};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::{SiteOptions, WrittenFile};

/// A place for a site's files: a directory, memory, an object store.
///
/// The [`SiteWriter`](super::SiteWriter) calls [`create`](Target::create)
/// and [`finish`](Target::finish) for each file, then [`commit`](Target::commit)
/// once when the whole set succeeded, or [`abort`](Target::abort) on failure.
/// A target should make nothing visible before `commit`.
pub trait Target {
    /// Receives one file's bytes.
    type Sink: Write;

    /// Called once, before the first file: prepares the place (a directory
    /// is locked here) and returns the generation of names the new sitemap
    /// files take ([`SiteOptions::sitemap_file_name_in`]). A target that
    /// publishes over an earlier set returns one that no file of that set
    /// has, so that writing the new set never touches what readers see.
    /// The default, for targets that replace the whole set at once, is 0.
    ///
    /// # Errors
    ///
    /// When the place cannot be prepared.
    fn begin(&mut self, options: &SiteOptions) -> io::Result<u64> {
        let _ = options;
        Ok(0)
    }

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
    /// [`WrittenFile::created_as`]). The last file is the entry point (the
    /// index, or a one-file site's only sitemap); the others are listed by
    /// it, so they should be visible first.
    ///
    /// # Errors
    ///
    /// When the set cannot be published.
    fn commit(&mut self, files: &[WrittenFile]) -> io::Result<()>;

    /// Something failed: discard what was created.
    fn abort(&mut self);
}

/// Files in a directory, published so that a reader following the entry
/// point (the index, or a one-file site's only sitemap) sees the previous set
/// or the new one, never a mix, wherever the writer fails or the process dies:
///
/// 1. [`begin`](Target::begin) locks the directory (a second writer gets an
///    error saying so), removes what a killed run left (`.<name>.partial`
///    files of the site's names), and picks a generation of names that no
///    file in the directory has, so that the new sitemap files never replace
///    one the published index lists (see
///    [`SiteOptions::sitemap_file_name_in`]);
/// 2. each file is written as a hidden `.<name>.partial` and synced to disk;
/// 3. [`commit`](Target::commit) renames the sitemap files into place (names
///    nothing lists yet), syncs the directory, and then replaces the entry
///    point with one atomic rename;
/// 4. last, the files of the earlier generation are removed.
///
/// Until the last rename of step 3, nothing a reader can reach has changed;
/// on failure, or when dropped uncommitted, everything of the new set is
/// removed. A run killed before it could clean up leaves files no index
/// lists, which the next run removes. The lock is the operating system's
/// (`flock` on the directory, or on a `.sitemap-writer.lock` file in it
/// where directories cannot be locked, as on NFS), so a killed writer never
/// leaves it held; it is released when the set is committed.
///
/// What it does not promise: a crawler that fetched the old index just
/// before the switch and asks for its files after step 4 gets 404s (it
/// fetches the new index on its next visit); and where directories cannot be
/// synced (outside Unix), a power loss may undo the last renames.
///
/// The files named as the site's sitemaps (`sitemap-3.xml`,
/// `sitemap-1-3.xml.gz`) or its index belong to the writer; other files in
/// the directory are never touched.
///
/// ```
/// use sitemap_core::site::{DirTarget, SiteOptions, SiteWriter};
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let dir = std::env::temp_dir().join(format!("sitemap-doc-{}", std::process::id()));
/// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
/// for run in 0..2 {
///     let mut site = SiteWriter::new(DirTarget::new(&dir)?, options.clone());
///     site.write(&Url::new(Loc::parse(&format!("https://example.com/run-{run}"))?))?;
///     let (report, _) = site.finish()?;
///     // The second run's sitemap takes a name the first run's index did not list.
///     let expected = ["sitemap-1.xml", "sitemap-1-1.xml"][run];
///     assert_eq!(report.files[0].name, expected);
/// }
/// let mut names: Vec<String> = std::fs::read_dir(&dir)?
///     .map(|entry| entry.map(|e| e.file_name().to_string_lossy().into_owned()))
///     .collect::<Result<_, _>>()?;
/// names.sort();
/// assert_eq!(names, ["sitemap-1-1.xml", "sitemap.xml"]);
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct DirTarget {
    dir: PathBuf,
    /// The locked handle, from `begin` until the set is committed or
    /// aborted.
    lock: Option<File>,
    /// The names of the set being written, from `begin`.
    naming: Option<SiteOptions>,
    /// Partial files created and not yet renamed.
    partial: Vec<PathBuf>,
    /// New files renamed into place before the entry point was switched.
    renamed: Vec<PathBuf>,
    #[cfg(test)]
    pub(super) faults: faults::Faults,
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
            lock: None,
            naming: None,
            partial: Vec::new(),
            renamed: Vec::new(),
            #[cfg(test)]
            faults: faults::Faults::default(),
        })
    }

    /// Removes the hidden partial files (`.<name>.partial`) a run with
    /// `options` left in `dir` when it was stopped without unwinding (a
    /// process ended by a signal handler), as the next run would; files of
    /// other names are never touched. Returns how many were removed.
    ///
    /// # Errors
    ///
    /// When `dir` cannot be listed or a partial file cannot be removed.
    pub fn remove_partial_files(dir: &Path, options: &SiteOptions) -> io::Result<usize> {
        let mut removed = 0;
        for entry in fs::read_dir(dir)? {
            let entry = entry?;
            if entry
                .file_name()
                .to_str()
                .is_some_and(|name| is_partial_file(name, options))
            {
                fs::remove_file(entry.path())?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn partial_path(&self, name: &str) -> PathBuf {
        self.dir.join(format!(".{name}.partial"))
    }

    /// One step of publishing; tests make any of them fail.
    fn step(&mut self) -> io::Result<()> {
        #[cfg(test)]
        self.faults.step()?;
        Ok(())
    }

    /// Makes renames and removals in the directory durable.
    fn sync_dir(&mut self) -> io::Result<()> {
        self.step()?;
        // Directories cannot be opened as files everywhere; where they can,
        // syncing one makes its entries durable.
        if cfg!(unix) {
            File::open(&self.dir)?.sync_all()?;
        }
        Ok(())
    }

    /// Removes every file of the site's names that the new set does not
    /// have: the earlier generation, and what killed runs left. An entry
    /// point under another name (a one-file site's `sitemap.xml.gz` that an
    /// index replaced) goes first, and durably, so that no index is left
    /// listing files that are gone.
    fn remove_earlier(&mut self, files: &[WrittenFile]) -> io::Result<()> {
        let Some(naming) = self.naming.take() else {
            return Ok(());
        };
        let mut earlier = Vec::new();
        for entry in fs::read_dir(&self.dir)? {
            let entry = entry?;
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if naming.names_own_file(name) && !files.iter().any(|f| f.name == name) {
                let entry_point = naming.generation_of(name).is_none();
                earlier.push((!entry_point, entry.path()));
            }
        }
        earlier.sort();
        let entry_points = earlier.iter().filter(|(sitemap, _)| !sitemap).count();
        for (done, (_, path)) in earlier.iter().enumerate() {
            self.step()?;
            fs::remove_file(path)?;
            if done + 1 == entry_points {
                self.sync_dir()?;
            }
        }
        self.sync_dir()
    }
}

impl DirTarget {
    /// Nothing new to publish: removes what earlier runs left that the
    /// published set (`files`) does not have, and releases the directory.
    pub(super) fn tidy(&mut self, files: &[WrittenFile]) -> io::Result<()> {
        let result = self.remove_earlier(files);
        self.lock = None;
        result
    }
}

/// How often, and how far apart, a busy lock is tried (a second in all).
const LOCK_ATTEMPTS: usize = 50;
const LOCK_PAUSE: std::time::Duration = std::time::Duration::from_millis(20);

/// Takes the directory's lock, or says who holds it: `flock` on the
/// directory itself where it can be opened and locked, else on a
/// `.sitemap-writer.lock` file in it (which then stays).
pub(super) fn lock_dir(dir: &Path) -> io::Result<File> {
    if cfg!(unix) {
        let handle = File::open(dir)?;
        match lock_patiently(&handle) {
            Ok(true) => return Ok(handle),
            Ok(false) => return Err(busy(dir)),
            // Some file systems (NFS) and platforms do not lock directories.
            Err(_) => {}
        }
    }
    let handle = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(".sitemap-writer.lock"))?;
    match lock_patiently(&handle) {
        Ok(true) => Ok(handle),
        Ok(false) => Err(busy(dir)),
        Err(error) => Err(io::Error::new(
            error.kind(),
            format!(
                "cannot lock `{}` against a second writer: {error}",
                dir.display()
            ),
        )),
    }
}

/// Locks `handle`: `Ok(false)` when another holds the lock. A process
/// forked by this one (to run a program) holds a copy of every descriptor
/// until it executes it, locks included, so a lock just released can look
/// held for that instant: a busy lock is tried again for a moment before it
/// is taken as another writer's.
fn lock_patiently(handle: &File) -> io::Result<bool> {
    for attempt in 1..=LOCK_ATTEMPTS {
        match handle.try_lock() {
            Ok(()) => return Ok(true),
            Err(TryLockError::WouldBlock) if attempt < LOCK_ATTEMPTS => {
                std::thread::sleep(LOCK_PAUSE);
            }
            Err(TryLockError::WouldBlock) => return Ok(false),
            Err(TryLockError::Error(error)) => return Err(error),
        }
    }
    Ok(false)
}

/// The error of a directory another writer holds.
fn busy(dir: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::WouldBlock,
        format!(
            "another writer is publishing sitemaps into `{}`; wait for it to finish, \
             or write the site to another directory",
            dir.display()
        ),
    )
}

impl Target for DirTarget {
    type Sink = BufWriter<File>;

    fn begin(&mut self, options: &SiteOptions) -> io::Result<u64> {
        if self.lock.is_none() {
            self.lock = Some(lock_dir(&self.dir)?);
        }
        let mut taken = Vec::new();
        for entry in fs::read_dir(&self.dir)? {
            let entry = entry?;
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if is_partial_file(name, options) {
                self.step()?;
                fs::remove_file(entry.path())?;
            } else if let Some(generation) = options
                .generation_of(name)
                .or_else(|| options.ledger_generation_of(name))
            {
                taken.push(generation);
            }
        }
        self.naming = Some(options.clone());
        // The lowest free generation: after a finished run the directory
        // holds one, so the names alternate between two and stay short.
        Ok((0..).find(|g| !taken.contains(g)).unwrap_or(0))
    }

    fn create(&mut self, name: &str) -> io::Result<BufWriter<File>> {
        self.step()?;
        let path = self.partial_path(name);
        let file = File::create(&path)?;
        self.partial.push(path);
        Ok(BufWriter::with_capacity(64 * 1024, file))
    }

    fn finish(&mut self, _name: &str, sink: BufWriter<File>) -> io::Result<()> {
        self.step()?;
        sink.into_inner().map_err(|e| e.into_error())?.sync_all()
    }

    fn commit(&mut self, files: &[WrittenFile]) -> io::Result<()> {
        let Some((entry_point, sitemaps)) = files.split_last() else {
            return Err(io::Error::other("a site has at least one file to publish"));
        };
        // Files an earlier generation published with these bytes are in
        // place already.
        for file in sitemaps.iter().filter(|file| !file.unchanged) {
            self.step()?;
            let to = self.dir.join(&file.name);
            fs::rename(self.partial_path(&file.created_as), &to)?;
            self.renamed.push(to);
        }
        // The sitemaps must be on disk before an index that lists them.
        self.sync_dir()?;
        self.step()?;
        fs::rename(
            self.partial_path(&entry_point.created_as),
            self.dir.join(&entry_point.name),
        )?;
        // Published. What follows only tidies: a failure there leaves files
        // no index lists, which the next run removes, so it is not an error
        // of this one. The switch is made durable before anything it
        // replaced is removed; when it cannot be, nothing is removed.
        self.partial.clear();
        self.renamed.clear();
        if self.sync_dir().is_ok() {
            let _ = self.remove_earlier(files);
        }
        self.lock = None;
        Ok(())
    }

    fn abort(&mut self) {
        #[cfg(test)]
        if self.faults.died() {
            return;
        }
        for path in self.partial.drain(..).chain(self.renamed.drain(..)) {
            let _ = fs::remove_file(path);
        }
        self.lock = None;
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
///
/// # Examples
///
/// ```
/// use sitemap_core::site::{MemoryTarget, SiteOptions, SiteWriter};
/// use sitemap_core::{BaseUrl, Loc, Url};
///
/// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
/// let mut site = SiteWriter::new(MemoryTarget::default(), options);
/// site.write(&Url::new(Loc::parse("https://example.com/about")?))?;
/// let (_report, target) = site.finish()?;
///
/// let sitemap = std::str::from_utf8(target.file("sitemap-1.xml").expect("written"))?;
/// assert!(sitemap.contains("<loc>https://example.com/about</loc>"));
/// assert!(target.file("sitemap-2.xml").is_none());
/// // Every file with its bytes, the index last: ready to serve or upload.
/// let files = target.into_files();
/// let names: Vec<_> = files.iter().map(|(name, _)| name.as_str()).collect();
/// assert_eq!(names, ["sitemap-1.xml", "sitemap.xml"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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

/// Whether `name` is the hidden partial file of one of `options`' files.
fn is_partial_file(name: &str, options: &SiteOptions) -> bool {
    name.strip_prefix('.')
        .and_then(|inner| inner.strip_suffix(".partial"))
        .is_some_and(|inner| options.names_own_file(inner))
}

#[cfg(test)]
pub(super) mod faults {
    use std::io;

    /// Where publishing stops, for tests: every step of a [`DirTarget`]
    /// counts, and step `at` fails as a full disk would or, with `die`, as a
    /// killed process would (nothing runs after it, not even the cleanup).
    ///
    /// [`DirTarget`]: super::DirTarget
    #[derive(Debug, Default)]
    pub(crate) struct Faults {
        at: Option<usize>,
        die: bool,
        steps: usize,
        died: bool,
    }

    impl Faults {
        /// Step `at` fails, or kills the writer when `die`.
        pub(crate) fn at(at: usize, die: bool) -> Faults {
            Faults {
                at: Some(at),
                die,
                ..Faults::default()
            }
        }

        pub(crate) fn step(&mut self) -> io::Result<()> {
            if self.died {
                return Err(io::Error::other("the writer was killed"));
            }
            self.steps += 1;
            if self.at == Some(self.steps) {
                self.died = self.die;
                return Err(io::Error::other(format!(
                    "failure injected at step {}",
                    self.steps
                )));
            }
            Ok(())
        }

        pub(crate) fn died(&self) -> bool {
            self.died
        }

        pub(crate) fn steps(&self) -> usize {
            self.steps
        }
    }
}
