//! A site's files checked together: what no file shows alone.
//!
//! [`SiteCheck`] takes the entries of every file of a site as they are read
//! and, at the end, reports:
//!
//! - hreflang clusters across all files: missing return links, pages that do
//!   not list themselves, a language claimed twice, and clusters of several
//!   languages without an `x-default` (a warning);
//! - the index's promises: every listed file present (when the check has
//!   any of the index's files: an index alone is checked as a file),
//!   readable and a sitemap (not another index), on the index's own site in its folder or
//!   below, with a `lastmod` no older than the newest `lastmod` inside it;
//!   and the files no index lists;
//! - the same URL in more than one file;
//! - `lastmod`s that look stamped by the build rather than dated by each
//!   page's change (see *Stamped lastmods* below).
//!
//! Each finding names the file and line of both ends where there are two.
//! Memory holds no entry: each URL is kept as a 64-bit hash with where it
//! was first seen (16 bytes in a table that doubles as it grows: 54 MiB at
//! the peak for a million URLs, `memprobe sitecheck-plain 1000000`), the
//! hreflang links as [`ClusterCheck`] keeps them (271 MiB in all for a
//! million pages in four languages with an `x-default`, `memprobe
//! sitecheck 1000000`), and the index entries themselves (at most 50,000
//! per index).
//!
//! # Stamped lastmods
//!
//! A file is reported (`lastmod.stamped`, a warning) when at least 100 of
//! its URLs have a `lastmod` with a time and at least 90% of them share one
//! minute, or when its modification time is known
//! ([`SiteCheck::modified_at`]) and every one of its URLs, at least 10, has
//! a `lastmod` within the minute up to it; when no file is, the set as a
//! whole is checked for one shared minute. Dates alone, and date-times at
//! midnight to the second, never count: a site dated to the day shares
//! days honestly. The minutes are counted in a table of 64 slots per file
//! being read (Space-Saving), so memory does not grow with the URLs.
//!
//! ```
//! use sitemap_core::read::ReadOptions;
//! use sitemap_core::site_check::SiteCheck;
//! use sitemap_core::Loc;
//!
//! let index = r#"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
//!   <sitemap><loc>https://example.com/a.xml</loc><lastmod>2024-01-01</lastmod></sitemap>
//!   <sitemap><loc>https://example.com/gone.xml</loc></sitemap>
//! </sitemapindex>"#;
//! let a = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
//!   <url><loc>https://example.com/</loc><lastmod>2024-06-01</lastmod></url>
//! </urlset>"#;
//! let mut check = SiteCheck::new(ReadOptions::strict());
//! let at = |path: &str| Loc::parse(&format!("https://example.com/{path}")).ok();
//! check.read_file("sitemap.xml", at("sitemap.xml"), index.as_bytes());
//! check.read_file("a.xml", at("a.xml"), a.as_bytes());
//! let report = check.finish();
//! let rules: Vec<&str> = report.findings.iter().map(|f| f.rule).collect();
//! assert_eq!(rules, ["index.lastmod", "index.missing"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasher;
use std::io::Read;

use crate::base_url::comparable;
use crate::hreflang::{ClusterCheck, EntryPlace};
use crate::read::{Diagnostic, DocumentKind, ReadEvent, ReadOptions, Severity, SitemapReader};
use crate::{IndexEntry, LastMod, Loc, Url};

mod future;
mod stamped;

use stamped::StampTally;

/// A file of the check, as [`SiteCheck::begin_file`] numbers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileId(u32);

/// One thing wrong with the site, at a file and line, and at the other end
/// when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SiteFinding {
    /// The rule, in the [catalogue](crate::catalogue).
    pub rule: &'static str,
    /// Its severity in the check's mode.
    pub severity: Severity,
    /// The file, as it was named to the check.
    pub file: String,
    /// The 1-based line (0: the file as a whole).
    pub line: u64,
    /// The other end: a file and line.
    pub related: Option<(String, u64)>,
    /// What is wrong and what to do.
    pub message: String,
}

/// What [`SiteCheck::finish`] found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct SiteReport {
    /// Files checked.
    pub files: usize,
    /// URLs read, in all files.
    pub urls: u64,
    /// The findings, files in the order given, at most
    /// [`SiteCheck::MAX_FINDINGS`].
    pub findings: Vec<SiteFinding>,
    /// How many findings there were in all.
    pub finding_count: u64,
    /// How many of them were errors (those over the cap included: an
    /// error is kept before a warning).
    pub error_count: u64,
    /// Index entries past the most the check keeps (a million), whose
    /// promises were not checked.
    pub listings_not_checked: u64,
}

/// Checks a site's files together; see the [module](self).
#[derive(Debug)]
pub struct SiteCheck {
    strict: bool,
    files: Vec<FileRecord>,
    clusters: ClusterCheck,
    hasher: std::hash::RandomState,
    /// Each URL's 64-bit hash (the site writer's duplicate check trusts
    /// one as well): where it was first seen and its lastmod, packed.
    seen: HashMap<u64, Seen>,
    listings: Vec<Listing>,
    /// Listed files that were not fetched (a policy or a budget), which
    /// cannot be missed either.
    not_fetched: std::collections::HashSet<String>,
    /// The `lastmod`s of every file together, for a stamp spread over
    /// files too small to show it alone.
    stamps: StampTally,
    /// Files whose `lastmod`s have times, and files reported as stamped.
    timed_files: u64,
    stamped_files: u64,
    /// When the check runs, in seconds since 1970: a `lastmod` after it
    /// (and a day of grace) is in the future.
    now: i64,
    report: SiteReport,
}

/// The most index entries kept for the index checks; the rest are counted.
const MAX_LISTINGS: usize = 1_000_000;

#[derive(Debug)]
struct FileRecord {
    name: String,
    url: Option<Loc>,
    /// Addresses it was asked for at and redirected from.
    asked_at: Vec<Loc>,
    kind: Option<DocumentKind>,
    readable: bool,
    listed: bool,
    /// Given without its address (a file of a folder): one no index lists
    /// is reported.
    local: bool,
    /// The newest lastmod of its entries, and its line.
    newest: Option<(LastMod, u32)>,
    /// Its `lastmod`s as far as stamping goes, while it is read.
    stamps: Option<Box<StampTally>>,
    /// Its modification time, in seconds since 1970, when known.
    modified: Option<i64>,
    /// Its `lastmod`s in the future, once one is seen.
    future: Option<future::FutureDates>,
}

/// Where a URL was first seen and a 16-bit tag of its lastmod, in 8 bytes:
/// the file in 20 bits (a million files), the line in 28 (a 50 MiB file has
/// fewer), the tag in 16 (0: no lastmod). Two lastmods with one tag are
/// taken for one, which only leaves a remark out of a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seen(u64);

impl Seen {
    fn new(place: EntryPlace, lastmod: Option<LastMod>) -> Seen {
        let file = u64::from(place.file.min((1 << 20) - 1));
        let line = u64::from(place.line.min((1 << 28) - 1));
        let tag = lastmod.map_or(0, |l| {
            let (seconds, nanos) = l.as_datetime().instant_key();
            let mixed = (seconds as u64 ^ u64::from(nanos)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (mixed >> 48).max(1)
        });
        Seen(file << 44 | line << 16 | tag)
    }

    fn place(self) -> EntryPlace {
        EntryPlace {
            file: (self.0 >> 44) as u32,
            line: ((self.0 >> 16) & ((1 << 28) - 1)) as u32,
        }
    }

    fn lastmod_tag(self) -> u64 {
        self.0 & 0xFFFF
    }
}

#[derive(Debug)]
struct Listing {
    index: u32,
    line: u32,
    entry: IndexEntry,
}

impl SiteCheck {
    /// The most findings a report names; the others are counted.
    pub const MAX_FINDINGS: usize = 1_000;

    /// A check that reports as `options` reads: a strict read's errors, or a
    /// lenient read's warnings (see the [catalogue](crate::catalogue)).
    pub fn new(options: ReadOptions) -> SiteCheck {
        SiteCheck {
            strict: options.mode() == crate::read::Mode::Strict,
            files: Vec::new(),
            clusters: ClusterCheck::new().with_x_default(),
            hasher: Default::default(),
            seen: HashMap::new(),
            listings: Vec::new(),
            not_fetched: Default::default(),
            stamps: StampTally::default(),
            timed_files: 0,
            stamped_files: 0,
            now: unix_seconds(std::time::SystemTime::now()),
            report: SiteReport::default(),
        }
    }

    /// Starts a file: `name` as findings name it (a path, relative to the
    /// folder checked, matches an index's entries by its last segments when
    /// the file's `url` is unknown).
    pub fn begin_file(&mut self, name: &str, url: Option<Loc>) -> FileId {
        let id = FileId(u32::try_from(self.files.len()).unwrap_or(u32::MAX));
        let local = url.is_none();
        self.files.push(FileRecord {
            name: name.to_owned(),
            url,
            asked_at: Vec::new(),
            kind: None,
            readable: true,
            listed: false,
            local,
            newest: None,
            stamps: None,
            modified: None,
            future: None,
        });
        id
    }

    /// `file` was asked for at `url` and redirected to where it was read:
    /// an index that lists `url` lists it.
    pub fn redirected_from(&mut self, file: FileId, url: Loc) {
        self.files[file.0 as usize].asked_at.push(url);
    }

    /// A URL of `file`, read at `line`.
    pub fn url(&mut self, file: FileId, line: u64, url: &Url) {
        self.report.urls += 1;
        let place = EntryPlace {
            file: file.0,
            line: u32::try_from(line).unwrap_or(u32::MAX),
        };
        self.clusters.add_at(url, place);
        let record = &mut self.files[file.0 as usize];
        record.kind = Some(DocumentKind::UrlSet);
        let lastmod = url.lastmod();
        record
            .stamps
            .get_or_insert_with(Default::default)
            .add(place, lastmod);
        self.stamps.add(place, lastmod);
        if let Some(lastmod) = lastmod
            && record
                .newest
                .is_none_or(|(newest, _)| starts_after(lastmod, newest))
        {
            record.newest = Some((lastmod, place.line));
        }
        if let Some(lastmod) = lastmod {
            self.note_future(place, lastmod);
        }
        let loc = url.loc().as_str();
        // Spellings of one URL are one URL (`EXAMPLE.com`, `:443`).
        let key = self.hasher.hash_one(comparable(loc).as_ref());
        let now = Seen::new(place, lastmod);
        match self.seen.get(&key) {
            None => {
                self.seen.insert(key, now);
            }
            Some(&first) if first.place().file == file.0 => {
                let message = format!(
                    "`{loc}` is listed twice in this file, first on line {}; list each URL \
                     once",
                    first.place().line
                );
                self.finding("site.duplicate", place, Some(first.place()), message);
            }
            Some(&first) => {
                let dates = if first.lastmod_tag() == now.lastmod_tag() {
                    String::new()
                } else {
                    " and with another lastmod, so crawlers cannot tell which is true".to_owned()
                };
                let message = format!(
                    "`{loc}` is listed in {} too{dates}; list each URL in one file of the site",
                    self.files[first.place().file as usize].name
                );
                self.finding("site.duplicate", place, Some(first.place()), message);
            }
        }
    }

    /// An entry of the index `file`, read at `line`.
    pub fn index_entry(&mut self, file: FileId, line: u64, entry: &IndexEntry) {
        self.files[file.0 as usize].kind = Some(DocumentKind::SitemapIndex);
        if let Some(lastmod) = entry.lastmod() {
            let place = EntryPlace {
                file: file.0,
                line: u32::try_from(line).unwrap_or(u32::MAX),
            };
            self.note_future(place, lastmod);
        }
        if self.listings.len() >= MAX_LISTINGS {
            self.report.listings_not_checked += 1;
            return;
        }
        self.listings.push(Listing {
            index: file.0,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            entry: entry.clone(),
        });
    }

    /// `url`, listed by an index, was not fetched (an origin policy, a
    /// budget): not reported missing, for nothing says it is.
    pub fn not_fetched(&mut self, url: &Loc) {
        self.not_fetched
            .insert(comparable(url.as_str()).into_owned());
    }

    /// `file` is a local file last modified at `time`: a file whose every
    /// `lastmod` is that time is reported as stamped (see the
    /// [module](self#stamped-lastmods)). Given before [`end_file`](Self::end_file),
    /// which checks it.
    pub fn modified_at(&mut self, file: FileId, time: std::time::SystemTime) {
        self.files[file.0 as usize].modified = Some(unix_seconds(time));
    }

    /// Ends `file`: its kind when known, and whether it was read to its end.
    pub fn end_file(&mut self, file: FileId, kind: Option<DocumentKind>, readable: bool) {
        let record = &mut self.files[file.0 as usize];
        record.kind = kind.or(record.kind);
        record.readable = readable;
        self.check_stamps(file.0);
        self.check_future(file.0);
    }

    /// Reads a whole file into the check, and returns its own diagnostics
    /// (what [`SitemapReader`] reports of it alone).
    pub fn read_file<R: Read>(
        &mut self,
        name: &str,
        url: Option<Loc>,
        source: R,
    ) -> Vec<Diagnostic> {
        let options = if self.strict {
            ReadOptions::strict()
        } else {
            ReadOptions::lenient()
        };
        let options = match &url {
            Some(url) => options.published_at(url.clone()),
            None => options,
        };
        let file = self.begin_file(name, url);
        let mut reader = SitemapReader::new(source, options);
        let mut diagnostics = Vec::new();
        let mut readable = true;
        while let Some(event) = reader.next() {
            match event {
                ReadEvent::Url(url) => {
                    let line = reader.last_entry_position().map_or(0, |(line, _)| line);
                    self.url(file, line, &url);
                }
                ReadEvent::IndexEntry(entry) => {
                    let line = reader.last_entry_position().map_or(0, |(line, _)| line);
                    self.index_entry(file, line, &entry);
                }
                ReadEvent::Diagnostic(diagnostic) => {
                    readable &= !diagnostic.problem().is_fatal();
                    diagnostics.push(diagnostic);
                }
                _ => {}
            }
        }
        let kind = reader.kind();
        self.end_file(file, kind, readable);
        diagnostics
    }

    /// Checks what needs every file, and reports.
    pub fn finish(mut self) -> SiteReport {
        self.report.files = self.files.len();
        // Files never ended are checked as they are.
        for file in 0..self.files.len() {
            self.check_stamps(file as u32);
            self.check_future(file as u32);
        }
        self.check_set_stamps();
        let clusters = std::mem::take(&mut self.clusters).finish();
        for problem in &clusters.problems {
            let (at, other) = problem.places();
            let at = at.unwrap_or(EntryPlace { file: 0, line: 0 });
            self.finding(problem.rule(), at, other, problem.to_string());
        }
        self.report.finding_count += clusters
            .problem_count
            .saturating_sub(clusters.problems.len() as u64);
        self.check_indexes();
        // Files in the order given, then lines.
        let order: HashMap<&str, usize> = self
            .files
            .iter()
            .enumerate()
            .map(|(at, record)| (record.name.as_str(), at))
            .collect();
        let mut findings = std::mem::take(&mut self.report.findings);
        findings.sort_by_cached_key(|finding| {
            (order.get(finding.file.as_str()).copied(), finding.line)
        });
        self.report.findings = findings;
        self.report
    }

    fn check_indexes(&mut self) {
        let mut listings = std::mem::take(&mut self.listings);
        // The entries of indexes read at once arrive interleaved: each
        // index's together, in the order read.
        listings.sort_by_key(|listing| listing.index);
        let mut addresses = self.addresses();
        let mut any_index = false;
        for own in listings.chunk_by(|a, b| a.index == b.index) {
            any_index = true;
            let index = own[0].index;
            // The reader says an index lists itself when it knows its URL.
            let url_given = self.files[index as usize].url.is_some();
            // Each entry's URL in its one spelling, made once.
            let keys: Vec<Cow<'_, str>> = own
                .iter()
                .map(|listing| comparable(listing.entry.loc().as_str()))
                .collect();
            self.learn_urls(index, own, &keys, &mut addresses);
            let index_url = self.files[index as usize].url.clone();
            // An index checked without any of its files (given alone) is
            // checked as a file: its files cannot be missed.
            let with_its_files = keys.iter().any(|key| addresses.contains_key(key.as_ref()));
            for (listing, key) in own.iter().zip(&keys) {
                let place = EntryPlace {
                    file: index,
                    line: listing.line,
                };
                let loc = listing.entry.loc();
                let file = addresses.get(key.as_ref()).copied();
                if let Some(index_url) = &index_url
                    && !crate::BaseUrl::directory_of(index_url).contains(loc)
                {
                    let message = format!(
                        "`{loc}` is outside the index's folder `{}`: an index lists only \
                         sitemaps on its own site (the protocol), in its folder or below \
                         (Google); move the file or the index",
                        crate::BaseUrl::directory_of(index_url)
                    );
                    self.finding("index.scope", place, None, message);
                    if file.is_none() {
                        // Not expected among the site's files either.
                        continue;
                    }
                }
                if file == Some(index as usize) {
                    // The reader says it of an entry that spells the URL it
                    // was given; an address the index was redirected from
                    // is said here.
                    let said_by_reader = url_given
                        && self.files[index as usize]
                            .url
                            .as_ref()
                            .is_some_and(|url| comparable(url.as_str()) == *key);
                    if !said_by_reader {
                        // Said as the reader says it.
                        let problem = crate::read::Problem::ListsItself {
                            url: loc.to_string(),
                        };
                        self.finding(problem.rule(), place, None, problem.to_string());
                    }
                    continue;
                }
                let Some(file) = file else {
                    if !with_its_files || self.not_fetched.contains(key.as_ref()) {
                        continue;
                    }
                    let message = format!(
                        "`{loc}` is listed, but no file checked is it; publish it with the index, \
                         or remove the entry"
                    );
                    self.finding("index.missing", place, None, message);
                    continue;
                };
                self.files[file].listed = true;
                let there = EntryPlace {
                    file: file as u32,
                    line: 0,
                };
                let record = &self.files[file];
                if !record.readable {
                    let message = format!(
                        "`{loc}` is listed, but {} cannot be read to its end (see its own \
                         findings); fix or remove it",
                        record.name
                    );
                    self.finding("index.missing", place, Some(there), message);
                } else if record.kind == Some(DocumentKind::SitemapIndex) {
                    let message = format!(
                        "`{loc}` is another index; an index lists sitemaps only, so list its \
                         sitemaps here instead"
                    );
                    self.finding("index.nested", place, Some(there), message);
                } else if let (Some(listed), Some((newest, line))) =
                    (listing.entry.lastmod(), record.newest)
                    && later(newest, listed)
                {
                    let message = format!(
                        "the index gives `{loc}` lastmod {listed}, older than {newest} inside it: \
                         crawlers may not fetch the changed file; give the index the newest \
                         lastmod of each file"
                    );
                    let there = EntryPlace {
                        file: file as u32,
                        line,
                    };
                    self.finding("index.lastmod", place, Some(there), message);
                }
            }
        }
        if !any_index {
            return;
        }
        for file in 0..self.files.len() {
            let record = &self.files[file];
            if record.listed || !record.local || record.kind != Some(DocumentKind::UrlSet) {
                continue;
            }
            let message = format!(
                "{} is a sitemap no index lists, so crawlers that start from the index never \
                 read it; list it in the index",
                record.name
            );
            let place = EntryPlace {
                file: file as u32,
                line: 0,
            };
            self.finding("index.unlisted", place, None, message);
        }
    }

    /// Reports `file` when its `lastmod`s look stamped, and lets its tally
    /// go.
    fn check_stamps(&mut self, file: u32) {
        let record = &mut self.files[file as usize];
        let Some(stamps) = record.stamps.take() else {
            return;
        };
        if stamps.timed() == 0 {
            return;
        }
        self.timed_files += 1;
        let at_mtime = record.modified.is_some_and(|at| stamps.all_at(at));
        let whole_file = EntryPlace { file, line: 0 };
        let (place, seen) = match stamps.shared_minute() {
            Some(shared) => {
                let own_time = if at_mtime {
                    ", the file's own modification time"
                } else {
                    ""
                };
                let seen = format!(
                    "{} of the {} URLs whose lastmod has a time share the minute of `{}`{own_time}",
                    at_least(shared.at_least, shared.exact),
                    stamps.timed(),
                    shared.example
                );
                (shared.first, seen)
            }
            None if at_mtime => {
                let example = stamps
                    .example()
                    .map(|e| format!(" (`{e}`)"))
                    .unwrap_or_default();
                let seen = format!(
                    "all {} URLs have a lastmod within the minute before the file's own \
                     modification time{example}",
                    stamps.timed()
                );
                (whole_file, seen)
            }
            None => return,
        };
        self.stamped_files += 1;
        self.finding("lastmod.stamped", place, None, format!("{seen}{STAMPED}"));
    }

    /// Reports the set when no file was, but its files together share a
    /// minute.
    fn check_set_stamps(&mut self) {
        if self.stamped_files > 0 || self.timed_files < 2 {
            return;
        }
        let Some(shared) = self.stamps.shared_minute() else {
            return;
        };
        let message = format!(
            "{} of the {} URLs of the set's {} files whose lastmod has a time share the \
             minute of `{}`{STAMPED}",
            at_least(shared.at_least, shared.exact),
            self.stamps.timed(),
            self.timed_files,
            shared.example
        );
        self.finding("lastmod.stamped", shared.first, None, message);
    }

    /// Every file's addresses (where it was read, where it was asked for).
    fn addresses(&self) -> HashMap<String, usize> {
        let mut addresses = HashMap::new();
        for (file, record) in self.files.iter().enumerate() {
            for url in record.url.iter().chain(&record.asked_at) {
                addresses
                    .entry(comparable(url.as_str()).into_owned())
                    .or_insert(file);
            }
        }
        addresses
    }

    /// Gives the files without a URL the address `index` lists them at,
    /// matched by their path relative to the index's folder, and the index
    /// its own address beside them when it had none.
    ///
    /// The folder's address is one for the whole index: the one most of its
    /// entries agree on (a file `pages.xml` beside the index is not
    /// `/blog/pages.xml` when another entry names it `/pages.xml`), or the
    /// one its own address gives. The index itself is never one of its
    /// files.
    fn learn_urls(
        &mut self,
        index: u32,
        listings: &[Listing],
        keys: &[Cow<'_, str>],
        addresses: &mut HashMap<String, usize>,
    ) {
        let index_name = self.files[index as usize].name.clone();
        let (dir, index_file) = match index_name.rsplit_once('/') {
            Some((dir, file)) => (format!("{dir}/"), file.to_owned()),
            None => (String::new(), index_name.clone()),
        };
        // The files without an address below the index's folder, by their
        // last segment: an entry is compared with those of its own name.
        let mut unaddressed: HashMap<String, Vec<(usize, Vec<String>)>> = HashMap::new();
        for (file, record) in self.files.iter().enumerate() {
            if record.url.is_some() || file == index as usize {
                continue;
            }
            let Some(relative) = record.name.strip_prefix(&dir) else {
                continue;
            };
            let relative: Vec<String> = relative.split('/').map(str::to_owned).collect();
            let last = relative.last().cloned().unwrap_or_default();
            unaddressed.entry(last).or_default().push((file, relative));
        }
        // Each file an entry may name, with the folder's address that makes
        // it so: the entry's without the file's path below the index's
        // folder (segments decoded), in the one spelling of its URL.
        let mut candidates: Vec<(usize, usize, String)> = Vec::new();
        for (at, listing) in listings.iter().enumerate() {
            if addresses.contains_key(keys[at].as_ref()) {
                continue;
            }
            let loc = listing.entry.loc().as_str();
            let path_end = loc.split(['?', '#']).next().unwrap_or(loc);
            let segments = path_segments(listing.entry.loc());
            let Some(named) = segments.last().and_then(|last| unaddressed.get(last)) else {
                continue;
            };
            for (file, relative) in named {
                let k = relative.len();
                if k > segments.len() || segments[segments.len() - k..] != relative[..] {
                    continue;
                }
                let cut = path_end
                    .rmatch_indices('/')
                    .nth(k - 1)
                    .map_or(path_end.len(), |(at, _)| at + 1);
                candidates.push((at, *file, comparable(&path_end[..cut]).into_owned()));
            }
        }
        let given = self.files[index as usize]
            .url
            .as_ref()
            .map(|url| comparable(&crate::BaseUrl::directory_of(url).to_string()).into_owned());
        let folder = given.or_else(|| best_folder(&candidates, keys));
        let Some(folder) = folder else {
            return;
        };
        for (at, file, candidate) in &candidates {
            let key = keys[*at].as_ref();
            if *candidate != folder
                || self.files[*file].url.is_some()
                || addresses.contains_key(key)
            {
                continue;
            }
            self.files[*file].url = Some(listings[*at].entry.loc().clone());
            addresses.insert(key.to_owned(), *file);
        }
        if self.files[index as usize].url.is_none() {
            let url = Loc::parse(&format!("{folder}{index_file}")).ok();
            if let Some(url) = &url {
                addresses.insert(comparable(url.as_str()).into_owned(), index as usize);
            }
            self.files[index as usize].url = url;
        }
    }

    fn finding(
        &mut self,
        rule: &'static str,
        at: EntryPlace,
        other: Option<EntryPlace>,
        message: String,
    ) {
        self.report.finding_count += 1;
        debug_assert!(
            crate::catalogue::find(rule).is_some(),
            "rule `{rule}` is not in the catalogue"
        );
        let severity = crate::catalogue::find(rule).map_or(Severity::Error, |rule| {
            if self.strict {
                rule.strict
            } else {
                rule.lenient
            }
        });
        let name = |place: EntryPlace| {
            self.files
                .get(place.file as usize)
                .map_or_else(String::new, |record| record.name.clone())
        };
        let finding = SiteFinding {
            rule,
            severity,
            file: name(at),
            line: u64::from(at.line),
            related: other.map(|place| (name(place), u64::from(place.line))),
            message,
        };
        if severity == Severity::Error {
            self.report.error_count += 1;
        }
        if self.report.findings.len() < Self::MAX_FINDINGS {
            self.report.findings.push(finding);
        } else if severity == Severity::Error
            && let Some(warning) = self
                .report
                .findings
                .iter()
                .rposition(|f| f.severity == Severity::Warning)
        {
            // Over the cap, an error is kept before a warning.
            self.report.findings[warning] = finding;
        }
    }
}

/// What a stamped set is, and what to do, after what was seen.
const STAMPED: &str = ": that is when the sitemap was built, not when each page changed, and \
    search engines ignore lastmods they find inaccurate; date each URL by when its content last \
    changed (`Regeneration` with `LastmodPolicy::Content` does, from a fingerprint of each \
    page) or leave lastmod out. A first publication or a bulk import shares a minute honestly: \
    then this passes as pages change";

/// `n`, or `at least n` when it is a lower bound.
fn at_least(n: u64, exact: bool) -> String {
    if exact {
        n.to_string()
    } else {
        format!("at least {n}")
    }
}

/// Whether `a` starts after `b` starts.
fn starts_after(a: LastMod, b: LastMod) -> bool {
    a.as_datetime().instant_key() > b.as_datetime().instant_key()
}

/// Whether `a` is a later instant than the index's `b`; a date alone in the
/// index stands for its whole day, so `2024-05-01` is not older than
/// `2024-05-01T10:00:00Z`.
fn later(a: LastMod, b: LastMod) -> bool {
    let (start, _) = a.as_datetime().instant_key();
    let (other, _) = b.as_datetime().instant_key();
    let whole_day = |l: LastMod, key: i64| match l.as_datetime().precision() {
        sitemap_rules::Precision::Year
        | sitemap_rules::Precision::Month
        | sitemap_rules::Precision::Day => key + 86_399,
        _ => key,
    };
    start > whole_day(b, other)
}

/// `time` in seconds since 1970, negative before it.
fn unix_seconds(time: std::time::SystemTime) -> i64 {
    match time.duration_since(std::time::UNIX_EPOCH) {
        Ok(after) => i64::try_from(after.as_secs()).unwrap_or(i64::MAX),
        Err(before) => -i64::try_from(before.duration().as_secs()).unwrap_or(i64::MAX),
    }
}

/// The folder address most `candidates` agree on (each a listing, a file
/// and the folder that makes the file that listing); on a tie, the one
/// most of the index's entries stand in, where an index's files belong;
/// then the shortest, then the first in order. Counted in one pass, and
/// entries in a folder by binary search: an index of 50,000 entries in as
/// many folders stays fast.
fn best_folder(candidates: &[(usize, usize, String)], keys: &[Cow<'_, str>]) -> Option<String> {
    let mut matched: HashMap<&str, usize> = HashMap::new();
    for (.., folder) in candidates {
        *matched.entry(folder.as_str()).or_default() += 1;
    }
    let top = matched.values().copied().max()?;
    let mut tied: Vec<&str> = matched
        .into_iter()
        .filter(|&(_, count)| count == top)
        .map(|(folder, _)| folder)
        .collect();
    tied.sort_unstable();
    if tied.len() == 1 {
        return tied.pop().map(str::to_owned);
    }
    let mut locs: Vec<&str> = keys.iter().map(AsRef::as_ref).collect();
    locs.sort_unstable();
    let inside = |folder: &str| {
        let start = locs.partition_point(|loc| *loc < folder);
        locs[start..].partition_point(|loc| loc.starts_with(folder))
    };
    tied.into_iter()
        .rev()
        .max_by_key(|folder| (inside(folder), std::cmp::Reverse(folder.len())))
        .map(str::to_owned)
}

/// The segments of `loc`'s path, `%xx` escapes decoded (lossily, as
/// UTF-8): `https://e.com/maps/a%20b.xml?v=1` is `["maps", "a b.xml"]`.
/// What a file of a folder is matched by.
///
/// ```
/// use sitemap_core::Loc;
/// use sitemap_core::site_check::path_segments;
///
/// let loc = Loc::parse("https://example.com/maps/a%20b.xml?v=1")?;
/// assert_eq!(path_segments(&loc), ["maps", "a b.xml"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn path_segments(loc: &Loc) -> Vec<String> {
    let text = loc.as_str();
    let text = text.split(['?', '#']).next().unwrap_or(text);
    let path = text.split_once("://").map_or(text, |(_, rest)| rest);
    path.split('/').skip(1).map(percent_decoded).collect()
}

/// A path segment with its `%xx` escapes decoded.
fn percent_decoded(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(high), Some(low)) = (
                bytes.get(i + 1).and_then(|&b| hex(b)),
                bytes.get(i + 2).and_then(|&b| hex(b)),
            )
        {
            out.push((high * 16 + low) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::{later, path_segments, starts_after};
    use crate::LastMod;

    #[test]
    fn a_date_alone_is_its_whole_day() {
        let at = |text: &str| LastMod::parse(text).unwrap();
        assert!(!later(at("2024-05-01T10:00:00Z"), at("2024-05-01")));
        assert!(later(at("2024-05-02T00:00:00Z"), at("2024-05-01")));
        assert!(later(
            at("2024-05-01T10:00:01Z"),
            at("2024-05-01T10:00:00Z")
        ));
        assert!(!later(at("2024-05-01"), at("2024-05-01")));
        // Within a file, the newest is the one that starts last.
        assert!(starts_after(at("2024-05-01T23:00:00Z"), at("2024-05-01")));
    }

    use super::SiteCheck;
    use crate::read::{ReadOptions, Severity};
    use crate::{IndexEntry, Loc, Url};

    fn loc(text: &str) -> Loc {
        Loc::parse(text).unwrap()
    }

    #[test]
    fn interleaved_indexes_are_each_checked_once() {
        let mut check = SiteCheck::new(ReadOptions::strict());
        let a = check.begin_file("a-index.xml", Some(loc("https://e.com/a-index.xml")));
        let b = check.begin_file("b-index.xml", Some(loc("https://e.com/b-index.xml")));
        let file = check.begin_file("s.xml", Some(loc("https://e.com/s.xml")));
        check.url(file, 2, &Url::new(loc("https://e.com/page")));
        check.end_file(file, None, true);
        for n in 0..3 {
            for (index, name) in [(a, "a"), (b, "b")] {
                let listed = if n == 0 { "s" } else { name };
                let entry = IndexEntry::new(loc(&format!("https://e.com/{listed}{n}.xml")));
                let entry = if n == 0 {
                    IndexEntry::new(loc("https://e.com/s.xml"))
                } else {
                    entry
                };
                check.index_entry(index, n + 2, &entry);
            }
        }
        let report = check.finish();
        let missing: Vec<(&str, u64)> = report
            .findings
            .iter()
            .filter(|f| f.rule == "index.missing")
            .map(|f| (f.file.as_str(), f.line))
            .collect();
        assert_eq!(
            missing,
            [
                ("a-index.xml", 3),
                ("a-index.xml", 4),
                ("b-index.xml", 3),
                ("b-index.xml", 4)
            ]
        );
    }

    #[test]
    fn a_url_twice_in_one_file_or_spelled_otherwise_is_a_duplicate() {
        let mut check = SiteCheck::new(ReadOptions::strict());
        let a = check.begin_file("a.xml", Some(loc("https://e.com/a.xml")));
        let b = check.begin_file("b.xml", Some(loc("https://e.com/b.xml")));
        check.url(a, 2, &Url::new(loc("https://e.com/x")));
        check.url(a, 3, &Url::new(loc("https://e.com/y")));
        check.url(a, 4, &Url::new(loc("https://e.com/x")));
        check.end_file(a, None, true);
        check.url(b, 2, &Url::new(loc("https://E.COM:443/y")));
        check.url(b, 3, &Url::new(loc("https://e.com/z")));
        check.end_file(b, None, true);
        let report = check.finish();
        let found: Vec<(&str, &str, u64, Option<u64>)> = report
            .findings
            .iter()
            .map(|f| {
                let related = f.related.as_ref().map(|r| r.1);
                (f.rule, f.file.as_str(), f.line, related)
            })
            .collect();
        assert_eq!(
            found,
            [
                ("site.duplicate", "a.xml", 4, Some(2)),
                ("site.duplicate", "b.xml", 2, Some(3)),
            ]
        );
        assert!(report.findings[0].message.contains("twice in this file"));
    }

    /// The rules and lines of `report`'s findings.
    fn rules_and_lines(report: &super::SiteReport) -> Vec<(&'static str, u64)> {
        report.findings.iter().map(|f| (f.rule, f.line)).collect()
    }

    #[test]
    fn an_index_matches_its_files_under_one_folder_in_any_spelling() {
        // Its URL given: an entry spelled with another case is its file.
        let mut check = SiteCheck::new(ReadOptions::strict());
        let index = check.begin_file("sitemap.xml", Some(loc("https://e.com/sitemap.xml")));
        let a = check.begin_file("a.xml", None);
        check.url(a, 2, &Url::new(loc("https://e.com/p")));
        check.end_file(a, None, true);
        check.index_entry(index, 2, &IndexEntry::new(loc("https://E.COM/a.xml")));
        check.end_file(index, None, true);
        assert_eq!(rules_and_lines(&check.finish()), []);

        // Its URL unknown, each of three entries names `x.xml` in its own
        // folder: the folder most entries stand in is the index's.
        let mut check = SiteCheck::new(ReadOptions::strict());
        let index = check.begin_file("sitemap.xml", None);
        let x = check.begin_file("x.xml", None);
        check.url(x, 2, &Url::new(loc("https://e.com/m/p")));
        check.end_file(x, None, true);
        for (line, listed) in [
            "https://e.com/m/a/x.xml",
            "https://e.com/m/x.xml",
            "https://e.com/n/x.xml",
            "https://e.com/m/b.xml",
        ]
        .into_iter()
        .enumerate()
        {
            check.index_entry(index, line as u64 + 2, &IndexEntry::new(loc(listed)));
        }
        check.end_file(index, None, true);
        let report = check.finish();
        // `/m/` holds three entries, `/m/a/` and `/n/` one each: `x.xml` is
        // `/m/x.xml`, and the others are missing or outside the folder.
        assert_eq!(
            rules_and_lines(&report),
            [
                ("index.missing", 2),
                ("index.scope", 4),
                ("index.missing", 5)
            ]
        );
    }

    #[test]
    fn an_index_listing_an_address_it_was_redirected_from_lists_itself() {
        let mut check = SiteCheck::new(ReadOptions::strict());
        let index = check.begin_file("sitemap.xml", Some(loc("https://e.com/sitemap.xml")));
        check.redirected_from(index, loc("https://e.com/old-sitemap.xml"));
        // The reader says the first (it knows the URL); the site check the
        // second, which only it knows.
        check.index_entry(
            index,
            2,
            &IndexEntry::new(loc("https://e.com:443/sitemap.xml")),
        );
        check.index_entry(
            index,
            3,
            &IndexEntry::new(loc("https://E.com/old-sitemap.xml")),
        );
        check.end_file(index, None, true);
        assert_eq!(rules_and_lines(&check.finish()), [("index.self", 3)]);
    }

    #[test]
    fn lastmods_in_the_future_are_said_once_a_file() {
        let mut check = SiteCheck::new(ReadOptions::strict());
        let a = check.begin_file("a.xml", Some(loc("https://e.com/a.xml")));
        let dated = |n: usize, lastmod: &str| {
            let mut url = Url::new(loc(&format!("https://e.com/{n}")));
            url.set_lastmod(Some(LastMod::parse(lastmod).unwrap()));
            url
        };
        check.url(a, 2, &dated(1, "2024-05-01"));
        check.url(a, 3, &dated(2, "2999-01-01"));
        check.url(a, 4, &dated(3, "2999-06-01T10:00:00Z"));
        check.url(a, 5, &dated(4, "2999-01-01"));
        check.end_file(a, None, true);
        let index = check.begin_file("sitemap.xml", Some(loc("https://e.com/sitemap.xml")));
        let mut entry = IndexEntry::new(loc("https://e.com/a.xml"));
        entry.set_lastmod(Some(LastMod::parse("2999-01-01").unwrap()));
        check.index_entry(index, 2, &entry);
        check.end_file(index, None, true);
        let report = check.finish();
        let future: Vec<(&str, u64, &str)> = report
            .findings
            .iter()
            .filter(|f| f.rule == "lastmod.future")
            .map(|f| (f.file.as_str(), f.line, f.message.as_str()))
            .collect();
        assert_eq!(future.len(), 2, "{future:?}");
        assert_eq!((future[0].0, future[0].1), ("a.xml", 3));
        assert!(
            future[0]
                .2
                .contains("2999-01-01 is in the future (and 2 more")
        );
        assert_eq!((future[1].0, future[1].1), ("sitemap.xml", 2));
    }

    #[test]
    fn over_the_cap_errors_are_kept_before_warnings() {
        let mut check = SiteCheck::new(ReadOptions::strict());
        let index = check.begin_file("sitemap.xml", Some(loc("https://e.com/sitemap.xml")));
        let files = [
            check.begin_file("a.xml", Some(loc("https://e.com/a.xml"))),
            check.begin_file("b.xml", Some(loc("https://e.com/b.xml"))),
        ];
        for (line, file) in files.iter().enumerate() {
            for n in 0..SiteCheck::MAX_FINDINGS + 10 {
                check.url(
                    *file,
                    n as u64 + 2,
                    &Url::new(loc(&format!("https://e.com/{n}"))),
                );
            }
            let entry = IndexEntry::new(loc(&format!("https://e.com/{}.xml", ["a", "b"][line])));
            check.index_entry(index, line as u64 + 2, &entry);
        }
        check.index_entry(index, 9, &IndexEntry::new(loc("https://e.com/gone.xml")));
        let report = check.finish();
        assert_eq!(report.findings.len(), SiteCheck::MAX_FINDINGS);
        assert_eq!(report.finding_count, SiteCheck::MAX_FINDINGS as u64 + 11);
        assert_eq!(report.error_count, 1);
        assert!(
            report
                .findings
                .iter()
                .any(|f| f.rule == "index.missing" && f.severity == Severity::Error)
        );
    }

    #[test]
    fn a_place_and_a_lastmod_pack_into_eight_bytes() {
        use super::{EntryPlace, Seen};
        let place = EntryPlace {
            file: 49_999,
            line: 52_000_000,
        };
        let at = |text: &str| Some(LastMod::parse(text).unwrap());
        let seen = Seen::new(place, at("2024-05-01"));
        assert_eq!(seen.place(), place);
        assert_eq!(
            seen.lastmod_tag(),
            Seen::new(place, at("2024-05-01")).lastmod_tag()
        );
        assert_ne!(
            seen.lastmod_tag(),
            Seen::new(place, at("2024-05-02")).lastmod_tag()
        );
        assert_eq!(Seen::new(place, None).lastmod_tag(), 0);
        assert_ne!(seen.lastmod_tag(), 0);
    }

    #[test]
    fn a_stamp_over_small_files_is_the_sets_and_a_stamped_file_its_own() {
        use crate::LastMod;
        let stamp = LastMod::parse("2024-05-01T10:00:00Z").unwrap();
        let stamped = |check: &mut SiteCheck, name: &str, count: usize, honest: bool| {
            let file = check.begin_file(name, None);
            for n in 0..count {
                let lastmod = if honest {
                    LastMod::parse(&format!("2023-02-{:02}T11:{:02}:00Z", n % 28 + 1, n % 60))
                        .unwrap()
                } else {
                    stamp
                };
                let url = Url::new(loc(&format!("https://e.com/{name}/{n}"))).with_lastmod(lastmod);
                check.url(file, n as u64 + 2, &url);
            }
            check.end_file(file, None, true);
        };
        let rules = |check: SiteCheck| -> Vec<(String, u64)> {
            let report = check.finish();
            report
                .findings
                .iter()
                .filter(|f| f.rule == "lastmod.stamped")
                .map(|f| (f.file.clone(), f.line))
                .collect()
        };
        // Three files of 50: none shows it alone, the set does, at the
        // first stamped URL.
        let mut check = SiteCheck::new(ReadOptions::strict());
        for name in ["a.xml", "b.xml", "c.xml"] {
            stamped(&mut check, name, 50, false);
        }
        assert_eq!(rules(check), [("a.xml".to_owned(), 2)]);
        // One stamped file of 150 beside an honest one of 150: the file,
        // not the set (which is at 50%).
        let mut check = SiteCheck::new(ReadOptions::strict());
        stamped(&mut check, "honest.xml", 150, true);
        stamped(&mut check, "stamped.xml", 150, false);
        assert_eq!(rules(check), [("stamped.xml".to_owned(), 2)]);
        // A file never ended is checked at the end.
        let mut check = SiteCheck::new(ReadOptions::strict());
        let file = check.begin_file("open.xml", None);
        for n in 0..100 {
            check.url(
                file,
                n + 2,
                &Url::new(loc(&format!("https://e.com/{n}"))).with_lastmod(stamp),
            );
        }
        assert_eq!(rules(check), [("open.xml".to_owned(), 2)]);
    }

    #[test]
    fn folders_and_segments() {
        assert_eq!(path_segments(&loc("https://e.com/a/b.xml")), ["a", "b.xml"]);
        assert_eq!(
            path_segments(&loc("https://e.com/%E2%82%AC.xml#x")),
            ["€.xml"]
        );
        assert_eq!(path_segments(&loc("https://e.com")), Vec::<String>::new());
    }
}
