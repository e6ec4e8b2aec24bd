//! hreflang clusters: the language versions of one page, which Google reads
//! only when every version lists every other version and itself.
//!
//! [`Cluster`] builds the alternates of a set of versions once, so that each
//! version's entry carries the same complete list. [`ClusterCheck`] checks
//! what was written or read: every alternate links back (return links), every
//! page lists itself, and no language is claimed by two addresses in one
//! cluster. The site writer runs it when asked
//! ([`SiteOptions::hreflang_clusters`](crate::site::SiteOptions::hreflang_clusters));
//! [`ClusterCheck::read_sitemap`] runs it over files.

use std::collections::HashMap;
use std::fmt;
use std::hash::BuildHasher;
use std::io::Read;

use crate::read::{ReadError, ReadEvent, ReadOptions, SitemapReader};
use crate::{Alternate, Href, Hreflang, Loc, Url};

/// The language versions of one page, each with its address, and optionally
/// an `x-default` for users whose language none of them is. Every version's
/// entry gets the whole list, itself included, as Google asks.
///
/// ```
/// use sitemap_core::hreflang::Cluster;
/// use sitemap_core::{Href, Hreflang, Loc, Url};
///
/// let cluster = Cluster::new()
///     .with_version(Hreflang::parse("en")?, Href::parse("https://example.com/en/")?)?
///     .with_version(Hreflang::parse("de")?, Href::parse("https://example.com/de/")?)?
///     .with_version(Hreflang::parse("x-default")?, Href::parse("https://example.com/")?)?;
/// let urls: Vec<Url> = cluster.urls()?;
/// assert_eq!(urls.len(), 3); // one entry per address
/// assert!(urls.iter().all(|url| url.alternates().len() == 3));
///
/// // The same language twice is refused.
/// let twice = cluster.with_version(Hreflang::parse("DE")?, Href::parse("https://example.com/de-2/")?);
/// assert!(twice.is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cluster {
    versions: Vec<Alternate>,
}

impl Cluster {
    /// A cluster without versions.
    pub fn new() -> Cluster {
        Cluster::default()
    }

    /// Adds a version (`x-default` included).
    ///
    /// # Errors
    ///
    /// When the language is already in the cluster (compared without case,
    /// as hreflang values are).
    pub fn with_version(mut self, hreflang: Hreflang, href: Href) -> Result<Cluster, ClusterError> {
        if let Some(earlier) = self.versions.iter().find(|v| {
            v.hreflang()
                .as_str()
                .eq_ignore_ascii_case(hreflang.as_str())
        }) {
            return Err(ClusterError {
                hreflang: hreflang.as_str().to_owned(),
                first: earlier.href().as_str().to_owned(),
                second: href.as_str().to_owned(),
            });
        }
        self.versions.push(Alternate::new(hreflang, href));
        Ok(self)
    }

    /// The versions, in the order they were added: the list every version's
    /// entry carries.
    pub fn alternates(&self) -> &[Alternate] {
        &self.versions
    }

    /// Adds every version to `url`'s alternates (the page's own included).
    pub fn apply_to(&self, url: &mut Url) {
        for version in &self.versions {
            url.push_alternate(version.clone());
        }
    }

    /// One entry per distinct address, each carrying the whole list.
    ///
    /// # Errors
    ///
    /// When an address cannot be a `<loc>` (it is checked as an href, which
    /// allows a longer URL than a loc does).
    pub fn urls(&self) -> Result<Vec<Url>, crate::FacetError> {
        let mut urls: Vec<Url> = Vec::new();
        for version in &self.versions {
            let href = version.href().as_str();
            if urls.iter().any(|url| url.loc().as_str() == href) {
                continue;
            }
            let mut url = Url::new(Loc::parse(href)?);
            self.apply_to(&mut url);
            urls.push(url);
        }
        Ok(urls)
    }
}

/// A language given twice in one [`Cluster`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClusterError {
    /// The language.
    pub hreflang: String,
    /// The address it had.
    pub first: String,
    /// The address it was given again.
    pub second: String,
}

impl fmt::Display for ClusterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "hreflang `{}` is already `{}` in this cluster, so it cannot also be `{}`; give each \
             language one address",
            self.hreflang, self.first, self.second
        )
    }
}

impl std::error::Error for ClusterError {}

/// Where a page's entry was read: the file, as the caller numbers its
/// files, and the line. Given to [`ClusterCheck::add_at`], so that each
/// problem names where to fix it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryPlace {
    /// The file's number.
    pub file: u32,
    /// The entry's 1-based line (0 when unknown).
    pub line: u32,
}

impl EntryPlace {
    /// No place: the page was added without one.
    const NONE: EntryPlace = EntryPlace {
        file: u32::MAX,
        line: 0,
    };

    fn known(self) -> Option<EntryPlace> {
        (self != EntryPlace::NONE).then_some(self)
    }
}

/// What [`ClusterCheck`] found wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ClusterProblem {
    /// A page lists alternates but not itself.
    MissingSelf {
        /// The page.
        page: String,
        /// Where its entry is.
        at: Option<EntryPlace>,
    },
    /// A page lists an alternate that does not list it back, so Google
    /// ignores the pair.
    MissingReturnLink {
        /// The page.
        page: String,
        /// The alternate it lists.
        alternate: String,
        /// The language it gives the alternate.
        hreflang: String,
        /// Where the page's entry (with the link) is.
        at: Option<EntryPlace>,
        /// Where the alternate's entry (without the return link) is.
        alternate_at: Option<EntryPlace>,
    },
    /// Two versions of one cluster (pages joined by returned links) of
    /// which neither lists the other: every version lists every other.
    MissingVersion {
        /// The page whose list misses a version.
        page: String,
        /// The first version it misses, when one was looked for (the
        /// first [`ClusterCheck::MAX_PROBLEMS`] pages).
        version: Option<String>,
        /// The language the version gives itself, when it does.
        hreflang: Option<String>,
        /// How many versions of its cluster it misses in all.
        missing: u32,
        /// Where the page's entry is.
        at: Option<EntryPlace>,
        /// Where the missed version's entry is.
        version_at: Option<EntryPlace>,
    },
    /// Two addresses claim one language in one cluster (one page's list,
    /// or the lists of pages that link to each other).
    LanguageClaimedTwice {
        /// An address of the cluster.
        page: String,
        /// The language.
        hreflang: String,
        /// The two addresses.
        hrefs: [String; 2],
        /// Where the entries with the two links are.
        at: [Option<EntryPlace>; 2],
    },
    /// A cluster of several languages names no `x-default` for users of
    /// other languages (a warning: Google recommends one). Checked only
    /// when asked ([`ClusterCheck::with_x_default`]).
    MissingXDefault {
        /// A page of the cluster.
        page: String,
        /// How many languages the cluster has.
        languages: u32,
        /// Where that page's entry is.
        at: Option<EntryPlace>,
    },
}

impl ClusterProblem {
    /// The page the problem is reported for.
    pub fn page(&self) -> &str {
        match self {
            ClusterProblem::MissingSelf { page, .. }
            | ClusterProblem::MissingReturnLink { page, .. }
            | ClusterProblem::MissingVersion { page, .. }
            | ClusterProblem::LanguageClaimedTwice { page, .. }
            | ClusterProblem::MissingXDefault { page, .. } => page,
        }
    }

    /// The rule it breaks, in the [catalogue](crate::catalogue).
    pub fn rule(&self) -> &'static str {
        match self {
            ClusterProblem::MissingSelf { .. } => "hreflang.self",
            ClusterProblem::MissingReturnLink { .. } => "hreflang.return-link",
            ClusterProblem::MissingVersion { .. } => "hreflang.all-versions",
            ClusterProblem::LanguageClaimedTwice { .. } => "hreflang.language-twice",
            ClusterProblem::MissingXDefault { .. } => "hreflang.x-default",
        }
    }

    /// Where the page's entry is, and the other end's when there is one.
    pub fn places(&self) -> (Option<EntryPlace>, Option<EntryPlace>) {
        match self {
            ClusterProblem::MissingSelf { at, .. } | ClusterProblem::MissingXDefault { at, .. } => {
                (*at, None)
            }
            ClusterProblem::MissingReturnLink {
                at, alternate_at, ..
            } => (*at, *alternate_at),
            ClusterProblem::MissingVersion { at, version_at, .. } => (*at, *version_at),
            ClusterProblem::LanguageClaimedTwice { at, .. } => (at[0], at[1]),
        }
    }
}

impl fmt::Display for ClusterProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClusterProblem::MissingSelf { page, .. } => write!(
                f,
                "`{page}` lists hreflang alternates but not itself; add its own language and \
                 address to its list"
            ),
            ClusterProblem::MissingReturnLink {
                page,
                alternate,
                hreflang,
                ..
            } => write!(
                f,
                "`{page}` lists `{alternate}` as `{hreflang}`, but `{alternate}` does not list \
                 `{page}`; Google ignores links that are not returned, so list each version on \
                 every other"
            ),
            ClusterProblem::MissingVersion {
                page,
                version,
                hreflang,
                missing,
                ..
            } => {
                write!(f, "`{page}` does not list ")?;
                match (version, hreflang) {
                    (Some(version), Some(hreflang)) => write!(f, "`{version}` (`{hreflang}`)")?,
                    (Some(version), None) => write!(f, "`{version}`")?,
                    (None, _) => write!(f, "{missing} versions")?,
                }
                match (version, missing) {
                    (Some(_), 1) => {
                        write!(f, ", a version of its cluster that does not list it either")?
                    }
                    (Some(_), _) => write!(
                        f,
                        " nor {} other versions of its cluster, which do not list it either",
                        missing - 1
                    )?,
                    (None, _) => write!(f, " of its cluster, which do not list it either")?,
                }
                write!(
                    f,
                    "; Google reads a cluster only where every version lists every other and \
                     itself, so add them to its list"
                )
            }
            ClusterProblem::LanguageClaimedTwice {
                page,
                hreflang,
                hrefs: [first, second],
                ..
            } => write!(
                f,
                "hreflang `{hreflang}` is both `{first}` and `{second}` in the cluster of \
                 `{page}`; give each language one address"
            ),
            ClusterProblem::MissingXDefault {
                page, languages, ..
            } => write!(
                f,
                "the cluster of `{page}` has {languages} languages and no `x-default`; add an \
                 `x-default` alternate (a language chooser or the default version) to every \
                 version's list, for users of other languages"
            ),
        }
    }
}

/// What [`ClusterCheck::finish`] reports.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClusterReport {
    /// Pages with alternates that were checked.
    pub pages: u64,
    /// Alternates to pages that were not among them (another site, a file
    /// not read): their return links could not be checked.
    pub unchecked_links: u64,
    /// The problems, in the order found, at most
    /// [`ClusterCheck::MAX_PROBLEMS`].
    pub problems: Vec<ClusterProblem>,
    /// How many problems there were in all.
    pub problem_count: u64,
}

/// Checks hreflang clusters across any number of pages, in memory that grows
/// with the number of distinct addresses and links but never holds a page:
/// each address is kept once, and each link as 20 bytes with where its
/// page's entry is. Pages in four languages take about 190 bytes each:
/// 186 MiB at the peak for a million (`memprobe hreflang 1000000`).
///
/// ```
/// use sitemap_core::hreflang::{ClusterCheck, ClusterProblem};
///
/// let sitemap = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
///     xmlns:xhtml="http://www.w3.org/1999/xhtml">
///   <url><loc>https://example.com/en/</loc>
///     <xhtml:link rel="alternate" hreflang="en" href="https://example.com/en/"/>
///     <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/></url>
///   <url><loc>https://example.com/de/</loc>
///     <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/></url>
/// </urlset>"#;
/// let mut check = ClusterCheck::new();
/// check.read_sitemap(sitemap.as_bytes())?;
/// let report = check.finish();
/// assert_eq!(report.problem_count, 1);
/// assert!(matches!(
///     &report.problems[0],
///     ClusterProblem::MissingReturnLink { page, .. } if page == "https://example.com/en/"
/// ));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Default)]
pub struct ClusterCheck {
    hasher: std::hash::RandomState,
    /// Address hash → id.
    ids: HashMap<u64, u32>,
    /// The addresses, end to end, and where each ends.
    names: String,
    ends: Vec<usize>,
    /// Whether each address was added as a page.
    is_page: Vec<bool>,
    languages: HashMap<String, u32>,
    language_names: Vec<String>,
    links: Vec<Link>,
    /// Where each address's entry is, once added as a page.
    places: Vec<EntryPlace>,
    x_default: bool,
    report: ClusterReport,
}

/// One alternate of one page, and where the page's entry is: 20 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Link {
    from: u32,
    to: u32,
    language: u32,
    place: EntryPlace,
}

impl ClusterCheck {
    /// The most problems a report names; the others are counted.
    pub const MAX_PROBLEMS: usize = 1_000;

    /// A check without pages.
    pub fn new() -> ClusterCheck {
        ClusterCheck::default()
    }

    /// Also reports clusters of more than one language without an
    /// `x-default` ([`ClusterProblem::MissingXDefault`]), as the site
    /// validator does.
    pub fn with_x_default(mut self) -> ClusterCheck {
        self.x_default = true;
        self
    }

    /// Adds a page with its alternates; pages without alternates take no
    /// part. A page added twice counts once, with the links of both.
    pub fn add(&mut self, url: &Url) {
        self.add_place(url, EntryPlace::NONE);
    }

    /// Adds a page as [`add`](Self::add) does, with where its entry is, so
    /// that the problems found name the file and line of both ends.
    pub fn add_at(&mut self, url: &Url, place: EntryPlace) {
        self.add_place(url, place);
    }

    fn add_place(&mut self, url: &Url, place: EntryPlace) {
        let alternates = url.alternates();
        if alternates.is_empty() {
            return;
        }
        let page = self.id(url.loc().as_str());
        if !self.is_page[page as usize] {
            self.is_page[page as usize] = true;
            self.places[page as usize] = place;
            self.report.pages += 1;
        }
        for alternate in alternates {
            let to = self.id(alternate.href().as_str());
            let language = self.language(alternate.hreflang().as_str());
            self.links.push(Link {
                from: page,
                to,
                language,
                place,
            });
        }
    }

    /// Adds every entry of a sitemap (XML, plain or gzip, read leniently:
    /// faults that cost entries are the reader's business, not this
    /// check's), and returns how many entries it had.
    ///
    /// # Errors
    ///
    /// When the document cannot be read on (not a sitemap, cut short).
    pub fn read_sitemap<R: Read>(&mut self, source: R) -> Result<u64, ReadError> {
        let mut entries = 0;
        for event in SitemapReader::new(source, ReadOptions::lenient()) {
            match event {
                ReadEvent::Url(url) => {
                    entries += 1;
                    self.add(&url);
                }
                ReadEvent::Diagnostic(diagnostic) if diagnostic.problem().is_fatal() => {
                    return Err(ReadError::from_diagnostic(diagnostic));
                }
                _ => {}
            }
        }
        Ok(entries)
    }

    /// Checks the return links and the languages of each cluster, and
    /// reports.
    pub fn finish(mut self) -> ClusterReport {
        let mut links = std::mem::take(&mut self.links);
        links.sort_unstable();
        // One link per (page, alternate, language): the first place kept.
        links.dedup_by_key(|link| (link.from, link.to, link.language));
        // Pages that list themselves, in any of the times they were added.
        let mut lists_itself = vec![false; self.ends.len()];
        for link in links.iter().filter(|link| link.from == link.to) {
            lists_itself[link.from as usize] = true;
        }
        let without_self: Vec<u32> = (0..self.ends.len() as u32)
            .filter(|&page| self.is_page[page as usize] && !lists_itself[page as usize])
            .collect();
        drop(lists_itself);
        for page in without_self {
            let at = self.places[page as usize].known();
            let page = self.name(page).to_owned();
            self.problem(ClusterProblem::MissingSelf { page, at });
        }
        // Return links: each link between two pages of the set needs its
        // reverse. Clusters are the pages joined by returned links only, so
        // one shared address (an `x-default` choice page) or one stray link
        // does not merge clusters.
        // One search per link: the returned ones join their clusters, the
        // others (none on a sound site) are kept to be reported once the
        // clusters are known.
        let mut roots: Vec<u32> = (0..self.ends.len() as u32).collect();
        let mut unreturned: Vec<usize> = Vec::new();
        for (at, link) in links.iter().enumerate() {
            if link.from == link.to {
                continue;
            }
            if !self.is_page[link.to as usize] {
                self.report.unchecked_links += 1;
                continue;
            }
            if lists(&links, link.to, link.from) {
                union(&mut roots, link.from, link.to);
            } else {
                unreturned.push(at);
            }
        }
        for id in 0..roots.len() {
            roots[id] = find(&mut roots, id as u32);
        }
        // How many versions of its own cluster list each page without being
        // listed back: each is reported as a missing return link here.
        let mut listed_by_unreturned: HashMap<u32, u32> = HashMap::new();
        let mut previous = None;
        for at in unreturned {
            let link = links[at];
            if roots[link.from as usize] == roots[link.to as usize]
                && previous != Some((link.from, link.to))
            {
                *listed_by_unreturned.entry(link.to).or_default() += 1;
            }
            previous = Some((link.from, link.to));
            let problem = ClusterProblem::MissingReturnLink {
                page: self.name(link.from).to_owned(),
                alternate: self.name(link.to).to_owned(),
                hreflang: self.language_names[link.language as usize].clone(),
                at: link.place.known(),
                alternate_at: self.places[link.to as usize].known(),
            };
            self.problem(problem);
        }
        self.check_all_versions(&links, &roots, &listed_by_unreturned);
        drop(listed_by_unreturned);
        // In each cluster a language names one address (`x-default` too).
        // The links are reused as the claims (cluster, language, address),
        // so nothing grows here.
        for link in &mut links {
            link.from = roots[link.from as usize];
        }
        drop(roots);
        links.sort_unstable_by_key(|link| (link.from, link.language, link.to, link.place));
        links.dedup_by_key(|link| (link.from, link.language, link.to));
        for pair in links.windows(2) {
            let (claim, next) = (pair[0], pair[1]);
            if (claim.from, claim.language) == (next.from, next.language) && claim.to != next.to {
                let problem = ClusterProblem::LanguageClaimedTwice {
                    page: self.name(claim.from).to_owned(),
                    hreflang: self.language_names[claim.language as usize].clone(),
                    hrefs: [
                        self.name(claim.to).to_owned(),
                        self.name(next.to).to_owned(),
                    ],
                    at: [claim.place.known(), next.place.known()],
                };
                self.problem(problem);
            }
        }
        if self.x_default {
            self.check_x_default(&links);
        }
        self.report
    }

    /// Every version of a cluster lists every other: a page that misses a
    /// version which does not list it either is reported once, with the
    /// first such version and how many it misses. A version that lists the
    /// page without being listed back is the return link's problem, so it
    /// is not counted again (`listed_by_unreturned`). The links are sorted
    /// by page and alternate; `roots` names each address's cluster.
    fn check_all_versions(
        &mut self,
        links: &[Link],
        roots: &[u32],
        listed_by_unreturned: &HashMap<u32, u32>,
    ) {
        /// The most versions of a cluster looked through to name the one a
        /// page misses; past it the page's count is reported alone.
        const MAX_LOOKED_AT: usize = 10_000;
        // How many pages each cluster has, by its root: a complete site
        // costs this table only.
        let mut sizes = vec![0u32; self.ends.len()];
        for page in 0..self.ends.len() {
            if self.is_page[page] {
                sizes[roots[page] as usize] += 1;
            }
        }
        let mut incomplete: Vec<(u32, u32)> = Vec::new();
        for own in links.chunk_by(|a, b| a.from == b.from) {
            let page = own[0].from;
            let root = roots[page as usize];
            let others = sizes[root as usize].saturating_sub(1);
            if others == 0 {
                continue;
            }
            let mut listed = 0u32;
            let mut last = None;
            for link in own {
                if link.to != page
                    && last != Some(link.to)
                    && self.is_page[link.to as usize]
                    && roots[link.to as usize] == root
                {
                    listed += 1;
                }
                last = Some(link.to);
            }
            let unreturned = listed_by_unreturned.get(&page).copied().unwrap_or(0);
            let missing = others.saturating_sub(listed + unreturned);
            if missing > 0 {
                incomplete.push((page, missing));
            }
        }
        drop(sizes);
        if incomplete.is_empty() {
            return;
        }
        // The pages of each cluster, together and in order, to name the
        // version each incomplete page misses.
        let mut members: Vec<(u32, u32)> = (0..self.ends.len() as u32)
            .filter(|&page| self.is_page[page as usize])
            .map(|page| (roots[page as usize], page))
            .collect();
        members.sort_unstable();
        for (page, missing) in incomplete {
            let root = roots[page as usize];
            // Found only for the problems a report keeps.
            let version = (self.report.problems.len() < Self::MAX_PROBLEMS)
                .then(|| {
                    let start = members.partition_point(|&(other, _)| other < root);
                    members[start..]
                        .iter()
                        .take_while(|&&(other, _)| other == root)
                        .take(MAX_LOOKED_AT)
                        .map(|&(_, other)| other)
                        .find(|&other| {
                            other != page
                                && !lists(links, page, other)
                                && !lists(links, other, page)
                        })
                })
                .flatten();
            let hreflang = version.and_then(|version| {
                let at = links.partition_point(|link| (link.from, link.to) < (version, version));
                links
                    .get(at)
                    .filter(|link| (link.from, link.to) == (version, version))
                    .map(|link| self.language_names[link.language as usize].clone())
            });
            let problem = ClusterProblem::MissingVersion {
                page: self.name(page).to_owned(),
                version: version.map(|version| self.name(version).to_owned()),
                hreflang,
                missing,
                at: self.places[page as usize].known(),
                version_at: version.and_then(|version| self.places[version as usize].known()),
            };
            self.problem(problem);
        }
    }

    /// Each cluster (the links' `from` is its root now, sorted by cluster
    /// and language) of more than one language names an `x-default`.
    fn check_x_default(&mut self, links: &[Link]) {
        let x_default = self.languages.get("x-default").copied();
        for cluster in links.chunk_by(|a, b| a.from == b.from) {
            let root = cluster[0].from;
            if !self.is_page[root as usize] {
                continue;
            }
            let mut languages = 0;
            let mut has_default = false;
            for claims in cluster.chunk_by(|a, b| a.language == b.language) {
                if Some(claims[0].language) == x_default {
                    has_default = true;
                } else {
                    languages += 1;
                }
            }
            if languages > 1 && !has_default {
                let problem = ClusterProblem::MissingXDefault {
                    page: self.name(root).to_owned(),
                    languages,
                    at: self.places[root as usize].known(),
                };
                self.problem(problem);
            }
        }
    }

    fn id(&mut self, address: &str) -> u32 {
        // Spellings of one URL are one address (`EXAMPLE.com`, `:443`,
        // `%c3`), named in that one spelling.
        let address = crate::base_url::comparable(address);
        let address = address.as_ref();
        // A hash names an address; on the rare collision the next salt is
        // tried, so two addresses never become one.
        let mut salt = 0u64;
        loop {
            let hash = self.hasher.hash_one((address, salt));
            salt = salt.wrapping_add(1);
            match self.ids.get(&hash) {
                Some(&id) if self.name(id) == address => return id,
                Some(_) => continue,
                None => {
                    let id = self.ends.len() as u32;
                    self.names.push_str(address);
                    self.ends.push(self.names.len());
                    self.is_page.push(false);
                    self.places.push(EntryPlace::NONE);
                    self.ids.insert(hash, id);
                    return id;
                }
            }
        }
    }

    fn name(&self, id: u32) -> &str {
        let end = self.ends[id as usize];
        let start = id
            .checked_sub(1)
            .map_or(0, |before| self.ends[before as usize]);
        &self.names[start..end]
    }

    fn language(&mut self, hreflang: &str) -> u32 {
        let key = hreflang.to_ascii_lowercase();
        if let Some(&id) = self.languages.get(&key) {
            return id;
        }
        let id = self.language_names.len() as u32;
        self.language_names.push(hreflang.to_owned());
        self.languages.insert(key, id);
        id
    }

    fn problem(&mut self, problem: ClusterProblem) {
        self.report.problem_count += 1;
        if self.report.problems.len() < Self::MAX_PROBLEMS {
            self.report.problems.push(problem);
        }
    }
}

/// Whether, in `links` sorted by page and alternate, page `from` lists
/// `to`.
fn lists(links: &[Link], from: u32, to: u32) -> bool {
    links
        .binary_search_by(|link| (link.from, link.to).cmp(&(from, to)))
        .is_ok()
}

fn find(roots: &mut [u32], mut id: u32) -> u32 {
    while roots[id as usize] != id {
        let parent = roots[id as usize];
        roots[id as usize] = roots[parent as usize];
        id = parent;
    }
    id
}

fn union(roots: &mut [u32], a: u32, b: u32) {
    let (a, b) = (find(roots, a), find(roots, b));
    if a != b {
        roots[a.max(b) as usize] = a.min(b);
    }
}
