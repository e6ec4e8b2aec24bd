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
//! - the same URL in more than one file.
//!
//! Each finding names the file and line of both ends where there are two.
//! Memory holds no entry: each URL is kept as a 64-bit hash with where it
//! was first seen (16 bytes in a table that doubles as it grows: 54 MiB at
//! the peak for a million URLs, `memprobe sitecheck-plain 1000000`), the
//! hreflang links as [`ClusterCheck`] keeps them (262 MiB in all for a
//! million pages in four languages with an `x-default`, `memprobe
//! sitecheck 1000000`), and the index entries themselves (at most 50,000
//! per index).
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

use std::collections::HashMap;
use std::hash::BuildHasher;
use std::io::Read;

use crate::hreflang::{ClusterCheck, EntryPlace};
use crate::read::{Diagnostic, DocumentKind, ReadEvent, ReadOptions, Severity, SitemapReader};
use crate::{IndexEntry, LastMod, Loc, Url};

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
    report: SiteReport,
}

#[derive(Debug)]
struct FileRecord {
    name: String,
    url: Option<Loc>,
    /// Addresses it was asked for at and redirected from.
    asked_at: Vec<Loc>,
    kind: Option<DocumentKind>,
    readable: bool,
    listed: bool,
    /// The newest lastmod of its entries, and its line.
    newest: Option<(LastMod, u32)>,
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
            report: SiteReport::default(),
        }
    }

    /// Starts a file: `name` as findings name it (a path, relative to the
    /// folder checked, matches an index's entries by its last segments when
    /// the file's `url` is unknown).
    pub fn begin_file(&mut self, name: &str, url: Option<Loc>) -> FileId {
        let id = FileId(u32::try_from(self.files.len()).unwrap_or(u32::MAX));
        self.files.push(FileRecord {
            name: name.to_owned(),
            url,
            asked_at: Vec::new(),
            kind: None,
            readable: true,
            listed: false,
            newest: None,
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
        if let Some(lastmod) = lastmod
            && record
                .newest
                .is_none_or(|(newest, _)| later(lastmod, newest))
        {
            record.newest = Some((lastmod, place.line));
        }
        let loc = url.loc().as_str();
        let key = self.hasher.hash_one(loc);
        let now = Seen::new(place, lastmod);
        match self.seen.get(&key) {
            None => {
                self.seen.insert(key, now);
            }
            // Twice in one file is the file's own finding, not the site's.
            Some(first) if first.place().file == file.0 => {}
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
        self.listings.push(Listing {
            index: file.0,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            entry: entry.clone(),
        });
    }

    /// Ends `file`: its kind when known, and whether it was read to its end.
    pub fn end_file(&mut self, file: FileId, kind: Option<DocumentKind>, readable: bool) {
        let record = &mut self.files[file.0 as usize];
        record.kind = kind.or(record.kind);
        record.readable = readable;
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
        self.report.findings.sort_by_key(|finding| {
            (
                self.files.iter().position(|f| f.name == finding.file),
                finding.line,
            )
        });
        self.report
    }

    fn check_indexes(&mut self) {
        let listings = std::mem::take(&mut self.listings);
        let indexes: Vec<u32> = {
            let mut indexes: Vec<u32> = listings.iter().map(|l| l.index).collect();
            indexes.dedup();
            indexes
        };
        for &index in &indexes {
            let own: Vec<&Listing> = listings.iter().filter(|l| l.index == index).collect();
            self.learn_urls(index, &own);
            let index_url = self.files[index as usize].url.clone();
            // An index checked without any of its files (given alone) is
            // checked as a file: its files cannot be missed.
            let with_its_files = own.iter().any(|l| self.file_at(l.entry.loc()).is_some());
            for listing in own {
                let place = EntryPlace {
                    file: index,
                    line: listing.line,
                };
                let loc = listing.entry.loc();
                if let Some(index_url) = &index_url
                    && !in_scope(index_url, loc)
                    && self.file_at(loc).is_none()
                {
                    let message = format!(
                        "`{loc}` is outside the index's folder `{}`: an index lists only \
                         sitemaps on its own site, in its folder or below; move the file or the \
                         index",
                        folder(index_url)
                    );
                    self.finding("index.scope", place, None, message);
                    // Not expected among the site's files either.
                    continue;
                }
                let Some(file) = self.file_at(loc) else {
                    if !with_its_files {
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
        if indexes.is_empty() {
            return;
        }
        for file in 0..self.files.len() {
            let record = &self.files[file];
            if record.listed || record.kind != Some(DocumentKind::UrlSet) {
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

    /// Gives the files without a URL the address `index` lists them at,
    /// matched by their path relative to the index's folder, and the index
    /// its own address beside them when it had none.
    fn learn_urls(&mut self, index: u32, listings: &[&Listing]) {
        let index_name = self.files[index as usize].name.clone();
        let (dir, index_file) = match index_name.rsplit_once('/') {
            Some((dir, file)) => (format!("{dir}/"), file.to_owned()),
            None => (String::new(), index_name.clone()),
        };
        for listing in listings {
            let loc = listing.entry.loc().as_str();
            if self.file_at(listing.entry.loc()).is_some() {
                continue;
            }
            let path_end = loc.split(['?', '#']).next().unwrap_or(loc);
            let found = self.files.iter().position(|record| {
                record.url.is_none()
                    && record
                        .name
                        .strip_prefix(&dir)
                        .is_some_and(|relative| ends_with_segments(path_end, relative))
            });
            let Some(file) = found else { continue };
            let relative = self.files[file].name[dir.len()..].to_owned();
            let folder_url = &path_end[..path_end.len() - relative.len()];
            self.files[file].url = Loc::parse(loc).ok();
            if self.files[index as usize].url.is_none() {
                self.files[index as usize].url =
                    Loc::parse(&format!("{folder_url}{index_file}")).ok();
            }
        }
    }

    /// The file whose address is `loc`.
    fn file_at(&self, loc: &Loc) -> Option<usize> {
        self.files
            .iter()
            .position(|record| record.url.as_ref() == Some(loc) || record.asked_at.contains(loc))
    }

    fn finding(
        &mut self,
        rule: &'static str,
        at: EntryPlace,
        other: Option<EntryPlace>,
        message: String,
    ) {
        self.report.finding_count += 1;
        if self.report.findings.len() >= Self::MAX_FINDINGS {
            return;
        }
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
        self.report.findings.push(finding);
    }
}

/// Whether `a` is a later instant than `b`; a date alone stands for its
/// whole day, so `2024-05-01` is not older than `2024-05-01T10:00:00Z`.
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

/// The folder of `url`: up to its last `/`.
fn folder(url: &Loc) -> &str {
    let text = url.as_str();
    let path = text.split(['?', '#']).next().unwrap_or(text);
    &path[..path.rfind('/').map_or(path.len(), |at| at + 1)]
}

/// Whether `loc` is on the site of the index at `index`, in its folder or
/// below (scheme, host and port alike; `www.` is another host, as the
/// protocol says).
fn in_scope(index: &Loc, loc: &Loc) -> bool {
    loc.as_str().starts_with(folder(index))
}

/// Whether the path `path` ends with the `/`-separated `relative`, at a
/// segment boundary.
fn ends_with_segments(path: &str, relative: &str) -> bool {
    path.strip_suffix(relative)
        .is_some_and(|before| before.ends_with('/'))
}

#[cfg(test)]
mod tests {
    use super::{ends_with_segments, folder, later};
    use crate::{LastMod, Loc};

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
    fn folders_and_segments() {
        let loc = Loc::parse("https://example.com/maps/index.xml?v=1").unwrap();
        assert_eq!(folder(&loc), "https://example.com/maps/");
        assert!(ends_with_segments("https://e.com/a/b.xml", "b.xml"));
        assert!(ends_with_segments("https://e.com/a/b.xml", "a/b.xml"));
        assert!(!ends_with_segments("https://e.com/ab.xml", "b.xml"));
    }
}
