//! Sections paged by key: file n holds the entries whose keys fall between
//! the first key of file n and the first key of file n + 1, so a database
//! serves any file with an index range scan (`WHERE id >= ? AND id < ?`)
//! instead of reading and discarding every row before it (`OFFSET`).
//!
//! The first keys (the layout) are found once, with an index-only query,
//! and kept: a file's contents then move only where rows were added to or
//! removed from its range (a range split or dropped renumbers the files
//! after it; their contents stay). The layout is checked again when a file is
//! served and its range holds more than a file may, and for every file on
//! the schedule the section sets ([`KeyedSection::refresh_after`]): a range
//! that grew past the limit is split where the limit falls, an emptied one
//! is dropped, and every other keeps its first key.

use std::fmt;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sitemap_core::LastMod;

use crate::section::{Section, SectionError, SectionFile, SectionKind};
use crate::sink::EntrySink;

/// The keys one file covers: from `start` (inclusive; `None` for the first
/// file, which also takes any key below the others) to `end` (exclusive;
/// `None` for the last file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyRange<K> {
    /// The file, as the service names it.
    pub file: SectionFile,
    /// Its first key, inclusive; `None` for the first file.
    pub start: Option<K>,
    /// The next file's first key, exclusive; `None` for the last file.
    pub end: Option<K>,
    /// Most entries the file may hold: send at most this many, in key order
    /// (`LIMIT`), until the layout is refreshed.
    pub limit: u64,
}

impl<K> KeyRange<K> {
    /// Whether `key` is in the range.
    pub fn contains(&self, key: &K) -> bool
    where
        K: PartialOrd,
    {
        self.start.as_ref().is_none_or(|start| key >= start)
            && self.end.as_ref().is_none_or(|end| key < end)
    }
}

/// A part of a site paged by a key (a primary key, a unique slug): what a
/// table with an index needs to serve any of its files in the time of one
/// file. Serve it with [`KeyPaged`].
///
/// ```
/// use sitemap_serve::{EntrySink, KeyPaged, KeyRange, KeyedSection, SectionError, Sitemaps};
/// use sitemap_core::{BaseUrl, Sitemap};
///
/// #[derive(Sitemap)]
/// #[sitemap(path = "/posts/{id}")]
/// struct Post {
///     id: u64,
/// }
///
/// /// Post ids, as a table's primary key index holds them.
/// struct Posts(Vec<u64>);
///
/// impl KeyedSection for Posts {
///     type Key = u64;
///     fn name(&self) -> &str {
///         "posts"
///     }
///     // SELECT id FROM posts WHERE id >= ?start AND id < ?end ORDER BY id,
///     // keeping every `per_file`-th.
///     async fn first_keys(&self, range: KeyRange<u64>, per_file: u64) -> Result<Vec<u64>, SectionError> {
///         Ok(self.0.iter().filter(|id| range.contains(id)).step_by(per_file as usize).copied().collect())
///     }
///     // SELECT count(*) FROM posts WHERE id >= ?start AND id < ?end
///     async fn count_range(&self, range: KeyRange<u64>) -> Result<u64, SectionError> {
///         Ok(self.0.iter().filter(|id| range.contains(id)).count() as u64)
///     }
///     // SELECT id FROM posts WHERE id >= ?start AND id < ?end ORDER BY id LIMIT ?limit
///     async fn entries(&self, range: KeyRange<u64>, sink: EntrySink) -> Result<(), SectionError> {
///         let ids = self.0.iter().filter(|id| range.contains(id)).take(range.limit as usize);
///         for &id in ids {
///             sink.send_page(&Post { id }).await?;
///         }
///         Ok(())
///     }
/// }
///
/// let service = Sitemaps::new(BaseUrl::parse("https://example.com")?)
///     .section(KeyPaged::new(Posts((1..=10).collect())))
///     .service()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait KeyedSection: Send + Sync + 'static {
    /// The key entries are ordered and paged by.
    type Key: Clone + PartialOrd + fmt::Debug + Send + Sync + 'static;

    /// The name the section's files are served under (`{name}-{n}.xml`).
    fn name(&self) -> &str;

    /// What the section holds; news sections get 1,000 entries a file.
    fn kind(&self) -> SectionKind {
        SectionKind::Pages
    }

    /// How long the layout is trusted before every file's range is counted
    /// again (by default, five minutes). A file served whose range
    /// overflows is split at once, whatever the schedule.
    fn refresh_after(&self) -> Duration {
        Duration::from_secs(300)
    }

    /// The keys at positions 0, `per_file`, 2 × `per_file`, … of `range`
    /// in key order (its `limit` is not used): one index-only query, such
    /// as `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n
    /// FROM posts WHERE …) WHERE (n - 1) % ?per_file = 0`.
    fn first_keys(
        &self,
        range: KeyRange<Self::Key>,
        per_file: u64,
    ) -> impl Future<Output = Result<Vec<Self::Key>, SectionError>> + Send;

    /// How many entries have keys in `range`: an index-only count.
    fn count_range(
        &self,
        range: KeyRange<Self::Key>,
    ) -> impl Future<Output = Result<u64, SectionError>> + Send;

    /// The newest `lastmod` in `range`, when the section can say without
    /// producing the entries (`SELECT max(updated) … WHERE id >= ? AND id <
    /// ?`). With it, responses carry `Last-Modified` and an `ETag` (which
    /// also holds the range's count, so a deleted row changes it), and the
    /// index lists the file's `lastmod`.
    fn newest_lastmod(
        &self,
        range: KeyRange<Self::Key>,
    ) -> impl Future<Output = Result<Option<LastMod>, SectionError>> + Send {
        let _ = range;
        async { Ok(None) }
    }

    /// Sends the entries of `range` into `sink` in key order, at most
    /// `range.limit` of them, as [`Section::entries`] does.
    fn entries(
        &self,
        range: KeyRange<Self::Key>,
        sink: EntrySink,
    ) -> impl Future<Output = Result<(), SectionError>> + Send;
}

/// The first keys of files 2, 3, … (file 1 starts below every key), and
/// when every range was last counted.
struct Layout<K> {
    starts: Vec<K>,
    checked: Instant,
}

/// A [`KeyedSection`] served as a [`Section`]: it keeps the layout of its
/// files and maps each file to its key range.
pub struct KeyPaged<S: KeyedSection> {
    section: S,
    layout: Mutex<Option<Arc<Layout<S::Key>>>>,
    /// One refresh at a time; the others wait for its layout.
    refreshing: tokio::sync::Mutex<()>,
}

impl<S: KeyedSection> fmt::Debug for KeyPaged<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyPaged")
            .field("name", &self.section.name())
            .finish_non_exhaustive()
    }
}

impl<S: KeyedSection> KeyPaged<S> {
    /// Serves `section` paged by its key.
    pub fn new(section: S) -> KeyPaged<S> {
        KeyPaged {
            section,
            layout: Mutex::new(None),
            refreshing: tokio::sync::Mutex::new(()),
        }
    }

    /// The section served.
    pub fn section(&self) -> &S {
        &self.section
    }

    fn per_file(&self) -> u64 {
        self.section.kind().per_file()
    }

    fn current(&self) -> Option<Arc<Layout<S::Key>>> {
        self.layout
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// The layout, made or refreshed when it is missing or stale (or
    /// `force`d, for a file found overflowing).
    async fn layout(&self, force: bool) -> Result<Arc<Layout<S::Key>>, SectionError> {
        let fresh =
            |layout: &Layout<S::Key>| layout.checked.elapsed() < self.section.refresh_after();
        if !force
            && let Some(layout) = self.current()
            && fresh(&layout)
        {
            return Ok(layout);
        }
        let seen = self.current().map(|layout| layout.checked);
        let _guard = self.refreshing.lock().await;
        // Another request may have refreshed it while this one waited.
        if let Some(layout) = self.current()
            && Some(layout.checked) != seen
        {
            return Ok(layout);
        }
        let layout = Arc::new(match self.current() {
            None => self.first_layout().await?,
            Some(old) => self.refreshed(&old).await?,
        });
        *self
            .layout
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Arc::clone(&layout));
        Ok(layout)
    }

    async fn first_layout(&self) -> Result<Layout<S::Key>, SectionError> {
        let whole = KeyRange {
            file: SectionFile {
                number: 1,
                offset: 0,
                len: 0,
            },
            start: None,
            end: None,
            limit: u64::MAX,
        };
        let keys = self.section.first_keys(whole, self.per_file()).await?;
        Ok(Layout {
            starts: keys.into_iter().skip(1).collect(),
            checked: Instant::now(),
        })
    }

    /// Every range counted: an emptied one dropped, one past the limit
    /// split where the limit falls, the others kept as they are.
    async fn refreshed(&self, old: &Layout<S::Key>) -> Result<Layout<S::Key>, SectionError> {
        let per_file = self.per_file();
        let mut starts: Vec<Option<S::Key>> = Vec::new();
        for number in 1..=old.starts.len() as u64 + 1 {
            let range = range_of(&old.starts, number, per_file);
            let count = self.section.count_range(range.clone()).await?;
            if count == 0 {
                continue;
            }
            let keys = if count > per_file {
                self.section.first_keys(range.clone(), per_file).await?
            } else {
                Vec::new()
            };
            starts.push(range.start);
            starts.extend(keys.into_iter().skip(1).map(Some));
        }
        // The first file starts below every key.
        Ok(Layout {
            starts: starts.into_iter().skip(1).flatten().collect(),
            checked: Instant::now(),
        })
    }

    /// An error for a file numbered by a layout refreshed since: the client
    /// gets a 503 with Retry-After, and the index anew.
    fn still_there(&self, layout: &Layout<S::Key>, file: SectionFile) -> Result<(), SectionError> {
        if file.number > layout.starts.len() as u64 + 1 {
            return Err(SectionError::new(format!(
                "file {} of `{}` is gone: the section's layout was refreshed to {} files",
                file.number,
                self.section.name(),
                layout.starts.len() + 1
            )));
        }
        Ok(())
    }

    /// The range of `file`, the layout refreshed first when it overflows.
    async fn range(&self, file: SectionFile) -> Result<(KeyRange<S::Key>, u64), SectionError> {
        let layout = self.layout(false).await?;
        self.still_there(&layout, file)?;
        let range = range_of(&layout.starts, file.number, self.per_file());
        let count = self.section.count_range(range.clone()).await?;
        if count <= self.per_file() {
            return Ok((range, count));
        }
        let layout = self.layout(true).await?;
        self.still_there(&layout, file)?;
        let range = range_of(&layout.starts, file.number, self.per_file());
        let count = self.section.count_range(range.clone()).await?;
        Ok((range, count))
    }
}

/// The range of file `number` (from 1) in a layout.
fn range_of<K: Clone>(starts: &[K], number: u64, per_file: u64) -> KeyRange<K> {
    let index = usize::try_from(number.saturating_sub(1)).unwrap_or(usize::MAX);
    KeyRange {
        file: SectionFile {
            number,
            offset: number.saturating_sub(1).saturating_mul(per_file),
            len: per_file,
        },
        start: index.checked_sub(1).and_then(|i| starts.get(i).cloned()),
        end: starts.get(index).cloned(),
        limit: per_file,
    }
}

impl<S: KeyedSection> Section for KeyPaged<S> {
    fn name(&self) -> &str {
        self.section.name()
    }

    fn kind(&self) -> SectionKind {
        self.section.kind()
    }

    /// As many entries as fill every file of the layout: the service
    /// numbers the files from it. An empty section has none.
    async fn count(&self) -> Result<u64, SectionError> {
        let per_file = self.per_file();
        let mut layout = self.layout(false).await?;
        if layout.starts.is_empty() {
            // One file: its own count, so a small section is served as one
            // file and an empty one as none; past the limit, it is split.
            let count = self.section.count_range(range_of(&[], 1, per_file)).await?;
            if count == 0 {
                return Ok(0);
            }
            // A whole file's worth, so a row added before its entries are
            // sent still fits in it.
            if count <= per_file {
                return Ok(per_file);
            }
            layout = self.layout(true).await?;
            if layout.starts.is_empty() {
                return Ok(per_file);
            }
        }
        Ok((layout.starts.len() as u64 + 1).saturating_mul(per_file))
    }

    async fn newest_lastmod(&self, file: SectionFile) -> Result<Option<LastMod>, SectionError> {
        let (range, _) = self.range(file).await?;
        self.section.newest_lastmod(range).await
    }

    async fn file_revision(&self, file: SectionFile) -> Result<Option<u64>, SectionError> {
        let (range, count) = self.range(file).await?;
        // The range's bounds and count: a row deleted, or a bound moved,
        // changes the ETag even when the newest `lastmod` holds.
        Ok(Some(crate::conditional::stable_hash((
            format!("{:?}", range.start),
            format!("{:?}", range.end),
            count,
        ))))
    }

    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let (range, _) = self.range(file).await?;
        self.section.entries(range, sink).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// Keys in memory, trusted for no time, so every call refreshes.
    struct Keys(Mutex<Vec<u64>>);

    impl Keys {
        fn in_range(&self, range: &KeyRange<u64>) -> Vec<u64> {
            let keys = self.0.lock().unwrap();
            keys.iter().copied().filter(|k| range.contains(k)).collect()
        }
    }

    impl KeyedSection for Keys {
        type Key = u64;
        fn name(&self) -> &str {
            "keys"
        }
        fn refresh_after(&self) -> Duration {
            Duration::ZERO
        }
        async fn first_keys(
            &self,
            range: KeyRange<u64>,
            per_file: u64,
        ) -> Result<Vec<u64>, SectionError> {
            let keys = self.in_range(&range);
            Ok(keys.into_iter().step_by(per_file as usize).collect())
        }
        async fn count_range(&self, range: KeyRange<u64>) -> Result<u64, SectionError> {
            Ok(self.in_range(&range).len() as u64)
        }
        async fn entries(&self, _: KeyRange<u64>, _: EntrySink) -> Result<(), SectionError> {
            Ok(())
        }
    }

    fn file(number: u64) -> SectionFile {
        SectionFile {
            number,
            offset: 0,
            len: 0,
        }
    }

    #[tokio::test]
    async fn ranges_keep_their_first_keys_split_when_full_and_go_when_empty() {
        let paged = KeyPaged::new(Keys(Mutex::new((1..=120_000).collect())));
        assert_eq!(paged.count().await.unwrap(), 150_000, "three files");
        let (second, count) = paged.range(file(2)).await.unwrap();
        assert_eq!(
            (second.start, second.end, count),
            (Some(50_001), Some(100_001), 50_000)
        );

        // Rows removed from file 1 move nothing else; an emptied file 2 goes,
        // and file 3's range becomes file 2 as it was.
        paged
            .section()
            .0
            .lock()
            .unwrap()
            .retain(|k| !(10..20).contains(k));
        paged
            .section()
            .0
            .lock()
            .unwrap()
            .retain(|k| !(50_001..100_001).contains(k));
        assert_eq!(paged.count().await.unwrap(), 100_000, "two files");
        let (first, count) = paged.range(file(1)).await.unwrap();
        assert_eq!(
            (first.start, first.end, count),
            (None, Some(100_001), 49_990)
        );
        let (last, count) = paged.range(file(2)).await.unwrap();
        assert_eq!((last.start, last.end, count), (Some(100_001), None, 20_000));
        assert!(
            paged.range(file(3)).await.is_err(),
            "numbered by an older layout"
        );

        // Keys below the first file's go to it; past the limit, it splits.
        paged.section().0.lock().unwrap().extend(0..=0);
        paged.section().0.lock().unwrap().extend(200_000..200_100);
        paged.section().0.lock().unwrap().sort_unstable();
        let (first, count) = paged.range(file(1)).await.unwrap();
        assert_eq!((first.start, count), (None, 49_991));
        paged.section().0.lock().unwrap().extend(300_000..340_000);
        assert_eq!(
            paged.count().await.unwrap(),
            150_000,
            "the last range split"
        );
        let (last, count) = paged.range(file(3)).await.unwrap();
        // The 50,001st key of the range: past 20,000 + 100 keys, 29,900 into
        // the new ones.
        assert_eq!((last.start, count), (Some(329_900), 10_100));
    }
}
