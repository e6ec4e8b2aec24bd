//! The entries of a regeneration, bucketed by the file whose `loc` range
//! holds them and sorted within each bucket, in bounded memory: a bucket
//! past its share of the budget is sorted and spilled as a run to a hidden
//! temporary directory beside the site, and read back merged.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::ledger::entry_digest;

/// Bytes of records held in memory across all buckets before the largest
/// is spilled.
const MEMORY_BUDGET: usize = 32 << 20;

/// How a spill directory's name starts; the process id follows.
const PREFIX: &str = ".sitemap-spill-";

/// Removes the spill directories in `dir` of processes that are gone (a
/// regeneration killed before it could clean up). Where it cannot be told
/// whether a process lives (no `/proc`), nothing is removed.
pub(super) fn remove_stale(dir: &Path) -> io::Result<()> {
    if !Path::new("/proc/self").exists() {
        return Ok(());
    }
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|name| name.strip_prefix(PREFIX))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            fs::remove_dir_all(entry.path())?;
        }
    }
    Ok(())
}

/// A record: `loc`, a tab, then what the regeneration keeps of the entry.
pub(super) type Record = Vec<u8>;

/// The sort key of a record: its `loc`.
fn key(record: &[u8]) -> &[u8] {
    let end = memchr::memchr(b'\t', record).unwrap_or(record.len());
    &record[..end]
}

#[derive(Default)]
struct Bucket {
    records: Vec<Record>,
    bytes: usize,
    runs: Vec<PathBuf>,
    digest: u64,
    count: u64,
}

/// Every bucket of one regeneration.
pub(super) struct Spill {
    dir: PathBuf,
    buckets: Vec<Bucket>,
    held: usize,
    runs: usize,
}

impl Spill {
    /// `buckets` empty buckets, spilling into a new hidden directory in
    /// `parent` (unique to this process and moment, removed on drop).
    pub(super) fn new(parent: &Path, buckets: usize) -> io::Result<Spill> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = parent.join(format!("{PREFIX}{}-{nanos:09}.partial", std::process::id()));
        fs::create_dir(&dir)?;
        Ok(Spill {
            dir,
            buckets: (0..buckets.max(1)).map(|_| Bucket::default()).collect(),
            held: 0,
            runs: 0,
        })
    }

    pub(super) fn push(&mut self, bucket: usize, record: Record) -> io::Result<()> {
        let size = record.len() + std::mem::size_of::<Record>();
        let target = &mut self.buckets[bucket];
        target.digest = target.digest.wrapping_add(entry_digest(&record));
        target.count += 1;
        target.bytes += size;
        target.records.push(record);
        self.held += size;
        if self.held > MEMORY_BUDGET {
            let largest = (0..self.buckets.len())
                .max_by_key(|&i| self.buckets[i].bytes)
                .unwrap_or(bucket);
            self.spill(largest)?;
        }
        Ok(())
    }

    /// A path in the spill's directory, removed with it.
    pub(super) fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Counts an entry kept as published, unbuilt: in the bucket's
    /// summary, with no record.
    pub(super) fn count_kept(&mut self, bucket: usize, digest: u64) {
        let target = &mut self.buckets[bucket];
        target.digest = target.digest.wrapping_add(digest);
        target.count += 1;
    }

    /// The digest and count of a bucket's records.
    pub(super) fn summary(&self, bucket: usize) -> (u64, u64) {
        let b = &self.buckets[bucket];
        (b.digest, b.count)
    }

    fn spill(&mut self, bucket: usize) -> io::Result<()> {
        let b = &mut self.buckets[bucket];
        // Stable: equal `loc`s stay in arrival order, so the first given is
        // the one kept.
        b.records.sort_by(|x, y| key(x).cmp(key(y)));
        self.runs += 1;
        let path = self.dir.join(format!("run-{}", self.runs));
        let mut out = BufWriter::with_capacity(64 * 1024, File::create(&path)?);
        for record in b.records.drain(..) {
            out.write_all(&record)?;
            out.write_all(b"\n")?;
        }
        out.flush()?;
        b.runs.push(path);
        self.held -= b.bytes;
        b.bytes = 0;
        Ok(())
    }

    /// Drops a bucket's records unread: its file is kept as published.
    pub(super) fn discard(&mut self, bucket: usize) -> io::Result<()> {
        let b = &mut self.buckets[bucket];
        self.held -= b.bytes;
        b.bytes = 0;
        b.records = Vec::new();
        for run in std::mem::take(&mut b.runs) {
            fs::remove_file(run)?;
        }
        Ok(())
    }

    /// A bucket's records in `loc` order (equal `loc`s in arrival order
    /// within one run), taken out of the spill.
    pub(super) fn take(&mut self, bucket: usize) -> io::Result<Sorted> {
        if self.buckets[bucket].runs.is_empty() {
            let b = &mut self.buckets[bucket];
            let mut records = std::mem::take(&mut b.records);
            self.held -= b.bytes;
            b.bytes = 0;
            records.sort_by(|x, y| key(x).cmp(key(y)));
            return Ok(Sorted::Memory(records.into_iter()));
        }
        if !self.buckets[bucket].records.is_empty() {
            self.spill(bucket)?;
        }
        let mut runs = Vec::new();
        for path in std::mem::take(&mut self.buckets[bucket].runs) {
            runs.push(BufReader::with_capacity(64 * 1024, File::open(path)?));
        }
        let mut merge = Merge {
            runs,
            heap: BinaryHeap::new(),
        };
        for run in 0..merge.runs.len() {
            merge.refill(run)?;
        }
        Ok(Sorted::Runs(merge))
    }
}

impl Drop for Spill {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// One bucket's records in order.
pub(super) enum Sorted {
    Memory(std::vec::IntoIter<Record>),
    Runs(Merge),
}

impl Sorted {
    pub(super) fn next_record(&mut self) -> io::Result<Option<Record>> {
        match self {
            Sorted::Memory(records) => Ok(records.next()),
            Sorted::Runs(merge) => merge.next_record(),
        }
    }
}

/// A merge of sorted runs: the smallest head first, the earlier run first
/// among equal `loc`s.
pub(super) struct Merge {
    runs: Vec<BufReader<File>>,
    heap: BinaryHeap<Reverse<(Vec<u8>, usize, Record)>>,
}

impl Merge {
    fn refill(&mut self, run: usize) -> io::Result<()> {
        let mut record = Vec::new();
        if self.runs[run].read_until(b'\n', &mut record)? > 0 {
            if record.last() == Some(&b'\n') {
                record.pop();
            }
            let loc = key(&record).to_vec();
            self.heap.push(Reverse((loc, run, record)));
        }
        Ok(())
    }

    fn next_record(&mut self) -> io::Result<Option<Record>> {
        let Some(Reverse((_, run, record))) = self.heap.pop() else {
            return Ok(None);
        };
        self.refill(run)?;
        Ok(Some(record))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_come_back_sorted_whether_spilled_or_not() {
        let dir = std::env::temp_dir().join(format!("sitemap-spill-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let mut spill = Spill::new(&dir, 2).unwrap();
        for n in (0..1000).rev() {
            spill
                .push(n % 2, format!("https://e.com/{n:04}\tx").into_bytes())
                .unwrap();
            if n == 500 {
                spill.spill(0).unwrap();
                spill.spill(1).unwrap();
            }
        }
        spill.spill(0).unwrap();
        for bucket in 0..2 {
            let mut sorted = spill.take(bucket).unwrap();
            let mut previous = Vec::new();
            let mut count = 0;
            while let Some(record) = sorted.next_record().unwrap() {
                assert!(key(&record) > previous.as_slice());
                previous = key(&record).to_vec();
                count += 1;
            }
            assert_eq!(count, 500);
        }
        drop(spill);
        // Nothing is left behind.
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 0);
        fs::remove_dir(&dir).unwrap();
    }
}
