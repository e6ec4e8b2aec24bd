//! The on-disk cache: each file's validators, and the bodies of indexes, so
//! a later crawl asks conditionally and, for an unchanged index, still
//! knows the sitemaps it lists.
//!
//! One record per URL, named by a hash of it; written to a temporary name
//! and renamed, so a crawl that stops leaves whole records or none.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sitemap_core::Loc;

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
    /// The file is an index, and its body is kept beside the record.
    index: bool,
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

/// Writes `bytes` to `path` whole or not at all.
fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = path.with_extension("partial");
    fs::write(&temporary, bytes)?;
    fs::rename(&temporary, path)
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

    /// The validators kept for `url`.
    pub(crate) fn validators(&self, url: &Loc) -> Option<Validators> {
        self.record(url)
            .map(|record| record.validators)
            .filter(|validators| !validators.is_empty())
    }

    /// The body kept for `url`, when it is an index.
    pub(crate) fn index_body(&self, url: &Loc) -> Option<Vec<u8>> {
        let record = self.record(url)?;
        if !record.index {
            return None;
        }
        fs::read(self.dir.join(format!("{}.body", name(url)))).ok()
    }

    /// Keeps `url`'s validators, and its body when it is an index.
    pub(crate) fn store(
        &self,
        url: &Loc,
        validators: Validators,
        index_body: Option<&[u8]>,
    ) -> io::Result<()> {
        let name = name(url);
        if let Some(body) = index_body {
            write_whole(&self.dir.join(format!("{name}.body")), body)?;
        }
        let record = Record {
            url: url.as_str().to_owned(),
            validators,
            index: index_body.is_some(),
        };
        let json = serde_json::to_vec(&record).map_err(io::Error::other)?;
        write_whole(&self.dir.join(format!("{name}.json")), &json)
    }
}
