//! The on-disk cache: each file's validators and its body, so a later
//! crawl asks conditionally and, for a file that did not change, reads its
//! entries from here: a warm cache changes what is fetched, never what is
//! handed out.
//!
//! One record per URL, named by a hash of it, and its body beside it,
//! stored as the server sent it when that was gzip, else gzipped here.
//! Both are written to hidden temporaries of unique names and renamed, the
//! body first: a crawl that stops, or two that run at once, leave whole
//! records or none, and a record never names a body that is not there.

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
    /// The body is kept beside the record (records of older versions kept
    /// an index's body only; they are asked for unconditionally).
    #[serde(default)]
    body: bool,
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

/// A hidden name in `dir` no other writer uses, in this process or another.
fn temporary(dir: &Path, name: &str) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.{}-{n}.tmp", std::process::id()))
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
        self.record(url)
            .filter(|record| record.body && !record.validators.is_empty())
            .filter(|_| self.body_path(url).exists())
            .map(|record| record.validators)
    }

    fn body_path(&self, url: &Loc) -> PathBuf {
        self.dir.join(format!("{}.body", name(url)))
    }

    /// The body kept for `url`, as stored (gzip; the reader tells).
    pub(crate) fn body(&self, url: &Loc) -> Option<File> {
        self.record(url).filter(|record| record.body)?;
        File::open(self.body_path(url)).ok()
    }

    /// A writer for `url`'s body, as it arrives.
    pub(crate) fn body_writer(&self, url: &Loc) -> BodyWriter {
        let name = name(url);
        BodyWriter {
            dir: self.dir.clone(),
            temporary: temporary(&self.dir, &name),
            target: self.dir.join(format!("{name}.json")),
            body: self.body_path(url),
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
    body: PathBuf,
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
        // The old record goes first: it must never describe the new body.
        let _ = fs::remove_file(&self.target);
        fs::rename(&self.temporary, &self.body)?;
        let record = Record {
            url: std::mem::take(&mut self.url),
            validators,
            body: true,
        };
        let json = serde_json::to_vec(&record).map_err(io::Error::other)?;
        write_whole(&self.dir, &self.target, &json)
    }
}

impl Drop for BodyWriter {
    fn drop(&mut self) {
        if !matches!(self.state, State::Waiting) {
            let _ = fs::remove_file(&self.temporary);
        }
    }
}
