//! The on-disk cache: each file's validators and its body, so a later
//! crawl asks conditionally and, for a file that did not change, reads its
//! entries from here: a warm cache changes what is fetched, never what is
//! handed out.
//!
//! One record per URL, named by a hash of it, naming its body: a file of a
//! name of its own, stored as the server sent it when that was gzip, else
//! gzipped here. Both are written to hidden temporaries of unique names
//! and renamed, the body first: a crawl that stops, or two that run at
//! once, leave whole records or none, and a record only ever names the
//! body written with it (the body it replaces is removed after). Hidden
//! temporaries older than a day, left by a crawl that was killed, are
//! removed when the cache is opened.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use flate2::Compression;
use flate2::write::GzEncoder;
use serde::{Deserialize, Serialize};
use sitemap_core::Loc;

/// The most of a body the cache keeps, as stored: a file larger than this
/// is fetched whole every time.
pub(crate) const MAX_CACHED_BODY: u64 = 64 << 20;

/// What a conditional request sends back.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Validators {
    pub(crate) etag: Option<String>,
    pub(crate) last_modified: Option<String>,
}

impl Validators {
    pub(crate) fn is_empty(&self) -> bool {
        self.etag.is_none() && self.last_modified.is_none()
    }
}

/// One URL's record.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct Record {
    url: String,
    validators: Validators,
    /// The file holding the body, in the cache's folder (records of older
    /// versions name none; they are asked for unconditionally).
    #[serde(default)]
    body: Option<String>,
}

/// The cache folder.
#[derive(Debug, Clone)]
pub(crate) struct Cache {
    dir: PathBuf,
}

/// FNV-1a, 64 bits: the same name for the same URL in every build.
fn name(url: &Loc) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in url.as_str().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// A name no other writer uses, in this process or another.
fn unique(name: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{name}.{}-{n}-{nanos:x}", std::process::id())
}

/// The path of a body file a record names, when it is one of the cache's
/// in `dir` (a record is never trusted to name another path).
fn body_path(dir: &Path, file: &str) -> Option<PathBuf> {
    let plain = !file.is_empty()
        && !file.starts_with('.')
        && file.ends_with(".body")
        && file
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b));
    plain.then(|| dir.join(file))
}

/// A hidden temporary in `dir` no other writer uses.
fn temporary(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!(".{}.tmp", unique(name)))
}

/// Removes the hidden temporaries in `dir` older than a day: a crawl that
/// was killed left them; one that runs now has none so old.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let day = std::time::Duration::from_secs(24 * 3600);
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with('.') && name.ends_with(".tmp")) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > day);
        if old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` whole or not at all.
fn write_whole(dir: &Path, path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("record");
    let temporary = temporary(dir, name);
    let written = fs::write(&temporary, bytes).and_then(|()| fs::rename(&temporary, path));
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

impl Cache {
    /// The cache in `dir`, created if needed.
    pub(crate) fn open(dir: &Path) -> io::Result<Cache> {
        fs::create_dir_all(dir)?;
        remove_stale_temporaries(dir);
        Ok(Cache {
            dir: dir.to_path_buf(),
        })
    }

    fn record(&self, url: &Loc) -> Option<Record> {
        let bytes = fs::read(self.dir.join(format!("{}.json", name(url)))).ok()?;
        let record: Record = serde_json::from_slice(&bytes).ok()?;
        // Another URL of the same hash is no record of this one.
        (record.url == url.as_str()).then_some(record)
    }

    /// The validators kept for `url`, when its body is kept too: a
    /// conditional request is only worth asking when a `304` can be
    /// answered from here.
    pub(crate) fn validators(&self, url: &Loc) -> Option<Validators> {
        let record = self.record(url)?;
        let body = self.body_path(record.body.as_deref()?)?;
        (!record.validators.is_empty() && body.exists()).then_some(record.validators)
    }

    fn body_path(&self, file: &str) -> Option<PathBuf> {
        body_path(&self.dir, file)
    }

    /// The body kept for `url`, as stored (gzip; the reader tells), and
    /// the validators it was kept with.
    pub(crate) fn body(&self, url: &Loc) -> Option<File> {
        let record = self.record(url)?;
        File::open(self.body_path(record.body.as_deref()?)?).ok()
    }

    /// A writer for `url`'s body, as it arrives.
    pub(crate) fn body_writer(&self, url: &Loc) -> BodyWriter {
        let name = name(url);
        BodyWriter {
            dir: self.dir.clone(),
            temporary: temporary(&self.dir, &name),
            target: self.dir.join(format!("{name}.json")),
            body: format!("{}.body", unique(&name)),
            url: url.as_str().to_owned(),
            state: State::Waiting,
            stored: 0,
        }
    }
}

enum State {
    /// No byte yet: whether the body is gzip is not known.
    Waiting,
    Raw(File),
    Gzipping(GzEncoder<File>),
    /// Given up (too large, or the disk failed): nothing is kept.
    Abandoned,
}

/// One body on its way into the cache; dropped without
/// [`commit`](Self::commit), it leaves nothing behind.
pub(crate) struct BodyWriter {
    dir: PathBuf,
    temporary: PathBuf,
    target: PathBuf,
    /// The name the body is kept under, unique to this writer.
    body: String,
    url: String,
    state: State,
    stored: u64,
}

impl BodyWriter {
    /// Adds the body's next bytes.
    pub(crate) fn write(&mut self, chunk: &[u8]) {
        if chunk.is_empty() {
            return;
        }
        if matches!(self.state, State::Waiting) {
            self.state = match File::create(&self.temporary) {
                Ok(file) if chunk.starts_with(&[0x1f, 0x8b]) => State::Raw(file),
                Ok(file) => State::Gzipping(GzEncoder::new(file, Compression::fast())),
                Err(_) => State::Abandoned,
            };
        }
        let written = match &mut self.state {
            State::Raw(file) => file.write_all(chunk),
            State::Gzipping(encoder) => encoder.write_all(chunk),
            State::Waiting | State::Abandoned => return,
        };
        self.stored += chunk.len() as u64;
        if written.is_err() || self.stored > MAX_CACHED_BODY {
            self.state = State::Abandoned;
            let _ = fs::remove_file(&self.temporary);
        }
    }

    /// Keeps the body with `validators`; nothing is kept when the body was
    /// given up on or the disk fails.
    pub(crate) fn commit(mut self, validators: Validators) -> io::Result<()> {
        let file = match std::mem::replace(&mut self.state, State::Abandoned) {
            State::Raw(file) => file,
            State::Gzipping(encoder) => encoder.finish()?,
            State::Waiting | State::Abandoned => return Ok(()),
        };
        file.sync_all()?;
        drop(file);
        fs::rename(&self.temporary, self.dir.join(&self.body))?;
        // The body this one replaces, named by the record about to be
        // replaced; removed once the new record is in place.
        let replaced = fs::read(&self.target)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Record>(&bytes).ok())
            .and_then(|record| record.body);
        let record = Record {
            url: std::mem::take(&mut self.url),
            validators,
            body: Some(self.body.clone()),
        };
        let json = serde_json::to_vec(&record).map_err(io::Error::other)?;
        if let Err(error) = write_whole(&self.dir, &self.target, &json) {
            let _ = fs::remove_file(self.dir.join(&self.body));
            return Err(error);
        }
        if let Some(old) = replaced.filter(|old| *old != self.body)
            && let Some(path) = body_path(&self.dir, &old)
        {
            let _ = fs::remove_file(path);
        }
        Ok(())
    }
}

impl Drop for BodyWriter {
    fn drop(&mut self) {
        if !matches!(self.state, State::Waiting) {
            let _ = fs::remove_file(&self.temporary);
        }
    }
}
