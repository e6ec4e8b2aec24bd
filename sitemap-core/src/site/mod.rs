//! Whole sites: as many sitemap files as the URLs need, then their index.
//!
//! [`SiteWriter`] takes an unbounded stream of URLs (or [`Sitemap`]
//! values), closes each file before it would pass the protocol's 50,000 URLs
//! or 50 MiB (or lower caps), or Google's 1,000 news entries, optionally
//! gzips each file, and finally writes a
//! sitemap index listing every file with the newest `lastmod` of its URLs.
//! Files go to a [`Target`]: a directory ([`DirTarget`], which publishes a new
//! set over the old one so that readers see one or the other, never a mix),
//! memory ([`MemoryTarget`]), or anything implementing the trait.

#[cfg(test)]
mod assemble_tests;
mod encoder;
mod error;
mod file;
mod fingerprints;
mod ledger;
#[cfg(test)]
mod ledger_tests;
#[cfg(test)]
mod publish_tests;
mod regenerate;
#[cfg(test)]
mod regenerate_tests;
#[cfg(test)]
mod scratch;
mod spill;
mod target;

use std::hash::{BuildHasher, RandomState};

pub use error::{MAX_KEPT_WARNINGS, SiteError, SiteErrorKind, SiteWarning};
pub use ledger::{Ledger, LedgerEntries, LedgerEntry, LedgerFile};
pub use regenerate::{ChangeReport, LastmodPolicy, Regeneration};
pub use target::{DirTarget, MemoryTarget, Target};

use encoder::{CountingWriter, Encoder};
use file::FileWriter;
use fingerprints::Fingerprints;

use crate::DocumentKind;
use crate::hreflang::{ClusterCheck, ClusterReport};
use crate::limits::MAX_ENTRIES;
use crate::write::Limits;
use crate::{
    BaseUrl, DocumentHead, IndexEntry, IndexWriter, LastMod, Loc, NamespaceDecl, Sitemap,
    Stylesheet, Url, WriteError,
};

/// Whether `key` is one IndexNow allows: 8 to 128 characters of `a-z`,
/// `A-Z`, `0-9` and `-`.
///
/// ```
/// use sitemap_core::site::is_indexnow_key;
///
/// assert!(is_indexnow_key("0123456789abcdef"));
/// assert!(!is_indexnow_key("short"));
/// assert!(!is_indexnow_key("no spaces allowed"));
/// ```
pub fn is_indexnow_key(key: &str) -> bool {
    (8..=128).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// The default names of XML and of text sitemap files.
const XML_NAMES: &str = "sitemap-{n}.xml";
const TEXT_NAMES: &str = "sitemap-{n}.txt";

/// Whether a one-file site gets an index too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum IndexPolicy {
    /// Always write an index, even for one file: the URL given to search
    /// engines never changes as the site grows.
    #[default]
    Always,
    /// Write an index only for two or more files; a single file takes the
    /// index's name instead.
    WhenNeeded,
}

/// What to do about a rule a URL breaks that the protocol does not make
/// fatal for the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Check {
    /// Do not check.
    Off,
    /// Write the URL and record a [`SiteWarning`].
    #[default]
    Warn,
    /// Refuse the URL with a [`SiteError`].
    Error,
}

/// How a [`SiteWriter`] names, splits and checks its files.
///
/// ```
/// use sitemap_core::BaseUrl;
/// use sitemap_core::site::{Check, IndexPolicy, SiteOptions};
///
/// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?)
///     .gzip(true)
///     .file_names("pages-{n}.xml", "sitemap.xml")?
///     .index_policy(IndexPolicy::WhenNeeded)
///     .duplicates(Check::Error);
/// assert_eq!(options.sitemap_file_name(3), "pages-3.xml.gz");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct SiteOptions {
    /// The base of the pages' URLs (`SiteWriter::write_page`).
    base: BaseUrl,
    /// Where the files are served, when not at `base`.
    files_at: Option<BaseUrl>,
    sitemap_pattern: String,
    index_name: String,
    gzip: bool,
    limits: Limits,
    index_policy: IndexPolicy,
    outside_base: Check,
    duplicates: Check,
    sitemap_root: file::SitemapRoot,
    index_stylesheet: Option<Stylesheet>,
    deprecated_tags: bool,
    hreflang_clusters: Check,
    /// Text sitemaps instead of XML.
    text: bool,
}

impl SiteOptions {
    /// Files served at the root of `base` (`https://example.com/sitemap.xml`),
    /// named `sitemap-1.xml`, `sitemap-2.xml`, … and `sitemap.xml` for the
    /// index, uncompressed, with the protocol's limits. URLs outside `base`
    /// and duplicate URLs are warnings.
    pub fn new(base: BaseUrl) -> SiteOptions {
        SiteOptions {
            base,
            files_at: None,
            sitemap_pattern: XML_NAMES.to_owned(),
            index_name: "sitemap.xml".to_owned(),
            gzip: false,
            limits: Limits::default(),
            index_policy: IndexPolicy::default(),
            outside_base: Check::Warn,
            duplicates: Check::Warn,
            sitemap_root: file::SitemapRoot::default(),
            index_stylesheet: None,
            deprecated_tags: false,
            hreflang_clusters: Check::Off,
            text: false,
        }
    }

    /// Writes text sitemaps (one URL a line, `sitemap-{n}.txt` unless
    /// [`file_names`](Self::file_names) named them otherwise) instead of
    /// XML ones; the index stays XML, as the protocol has it. A text
    /// sitemap holds the URLs alone: their `lastmod` still dates the files
    /// in the index, but nothing else of an entry is written.
    ///
    /// ```
    /// use sitemap_core::site::{MemoryTarget, SiteOptions, SiteWriter};
    /// use sitemap_core::{BaseUrl, LastMod, Url};
    ///
    /// let base = BaseUrl::parse("https://example.com/")?;
    /// let mut site = SiteWriter::new(MemoryTarget::default(), SiteOptions::new(base.clone()).text(true));
    /// let mut page = Url::new(base.join("/about")?);
    /// page.set_lastmod(Some(LastMod::parse("2024-05-01")?));
    /// site.write(&page)?;
    /// let (report, target) = site.finish()?;
    /// assert_eq!(target.file("sitemap-1.txt"), Some(&b"https://example.com/about\n"[..]));
    /// let index = String::from_utf8(target.file("sitemap.xml").unwrap().to_vec())?;
    /// assert!(index.contains("<loc>https://example.com/sitemap-1.txt</loc>"));
    /// assert!(index.contains("<lastmod>2024-05-01</lastmod>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn text(mut self, text: bool) -> SiteOptions {
        self.text = text;
        match (text, self.sitemap_pattern.as_str()) {
            (true, XML_NAMES) => TEXT_NAMES.clone_into(&mut self.sitemap_pattern),
            (false, TEXT_NAMES) => XML_NAMES.clone_into(&mut self.sitemap_pattern),
            _ => {}
        }
        self
    }

    /// Checks the hreflang clusters of the whole site when it is finished
    /// (off by default): every alternate links back, every page with
    /// alternates lists itself, and no language has two addresses in one
    /// cluster. Links to pages the site does not list are not checked. (See
    /// [`ClusterCheck`]; it keeps
    /// each address once and 12 bytes per link, not the entries). Under
    /// [`Check::Error`] a broken cluster fails [`SiteWriter::finish`] and
    /// nothing is published; under [`Check::Warn`] each problem is a
    /// warning of the report.
    ///
    /// ```
    /// use sitemap_core::hreflang::Cluster;
    /// use sitemap_core::site::{Check, MemoryTarget, SiteOptions, SiteWriter};
    /// use sitemap_core::{BaseUrl, Href, Hreflang, Url};
    ///
    /// let base = BaseUrl::parse("https://example.com/")?;
    /// let cluster = Cluster::new()
    ///     .with_version(Hreflang::parse("en")?, Href::parse("https://example.com/en/")?)?
    ///     .with_version(Hreflang::parse("de")?, Href::parse("https://example.com/de/")?)?;
    /// let options = SiteOptions::new(base).hreflang_clusters(Check::Error);
    /// let mut site = SiteWriter::new(MemoryTarget::default(), options);
    /// let urls = cluster.urls()?;
    /// site.write(&urls[0])?;
    /// // The German page lists itself but not the English one.
    /// let mut german = Url::new(urls[1].loc().clone());
    /// german.push_alternate(cluster.alternates()[1].clone());
    /// site.write(&german)?;
    /// let error = site.finish().unwrap_err();
    /// assert!(error.to_string().contains("does not list"), "{error}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hreflang_clusters(mut self, check: Check) -> SiteOptions {
        self.hreflang_clusters = check;
        self
    }

    /// Writes the extension tags Google stopped reading in 2022, which are
    /// left out by default (see
    /// [`DocumentWriter::with_deprecated_tags`](crate::write::DocumentWriter::with_deprecated_tags)).
    pub fn deprecated_tags(mut self, write: bool) -> SiteOptions {
        self.deprecated_tags = write;
        self
    }

    /// An `<?xml-stylesheet?>` instruction in every sitemap file, and one
    /// (often another) in the index, so that browsers show the files as
    /// pages, as WordPress and Yoast do.
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Stylesheet};
    /// use sitemap_core::site::SiteOptions;
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?)
    ///     .stylesheets(Some(Stylesheet::xsl("/sitemap.xsl")), Some(Stylesheet::xsl("/index.xsl")));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stylesheets(
        mut self,
        sitemaps: Option<Stylesheet>,
        index: Option<Stylesheet>,
    ) -> SiteOptions {
        let mut head = self.sitemap_root.head.clone();
        let attributes = head.attributes().to_vec();
        head = DocumentHead::default();
        if let Some(stylesheet) = sitemaps {
            head.push_stylesheet(stylesheet);
        }
        for (name, value) in attributes {
            // Set before, so a prefixed XML name.
            let _ = head.set_attribute(&name, &value);
        }
        self.sitemap_root.head = head;
        self.index_stylesheet = index;
        self
    }

    /// The head of every sitemap file as a reader found it in one: all its
    /// stylesheet instructions and root attributes (`xsi:schemaLocation`),
    /// with the `namespaces` the attributes' prefixes need; the index keeps
    /// its own stylesheet. What `sitemap convert -o DIR/` keeps of its input.
    ///
    /// ```
    /// use sitemap_core::read::{SitemapReader, ReadOptions};
    /// use sitemap_core::site::SiteOptions;
    /// use sitemap_core::BaseUrl;
    ///
    /// let xml = r#"<?xml-stylesheet type="text/xsl" href="/a.xsl"?>
    /// <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    ///   xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    ///   xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd">
    ///   <url><loc>https://example.com/</loc></url></urlset>"#;
    /// let mut reader = SitemapReader::new(xml.as_bytes(), ReadOptions::strict());
    /// let _urls: Vec<_> = reader.by_ref().collect();
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?)
    ///     .sitemap_head(reader.head().clone(), reader.namespaces().to_vec());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sitemap_head(
        mut self,
        head: DocumentHead,
        namespaces: Vec<NamespaceDecl>,
    ) -> SiteOptions {
        let namespaces = namespaces
            .into_iter()
            .filter(NamespaceDecl::is_other_prefix)
            .collect();
        self.sitemap_root = file::SitemapRoot { head, namespaces };
        self
    }

    /// Gzips every sitemap file and adds `.gz` to its name; the limits apply
    /// to the uncompressed bytes. The index stays plain, so the URL given to
    /// search engines and robots.txt is readable.
    pub fn gzip(mut self, gzip: bool) -> SiteOptions {
        self.gzip = gzip;
        self
    }

    /// File names: `sitemap_pattern` must contain `{n}` (the file's number
    /// from 1); both must be single URL path segments.
    ///
    /// # Errors
    ///
    /// When a name has no `{n}`, a `/`, or a character that would need
    /// percent-encoding in a URL.
    pub fn file_names(
        mut self,
        sitemap_pattern: &str,
        index_name: &str,
    ) -> Result<SiteOptions, SiteError> {
        if sitemap_pattern.matches("{n}").count() != 1 {
            return Err(SiteError::options(format!(
                "the sitemap file name pattern `{sitemap_pattern}` must contain `{{n}}` once, \
                 e.g. `sitemap-{{n}}.xml`"
            )));
        }
        for name in [&sitemap_pattern.replace("{n}", "1"), index_name] {
            let valid = !name.is_empty()
                && !name.contains('/')
                && sitemap_rules::__private::check_path(&format!("/{name}")).is_ok()
                && !name.contains('?');
            if !valid {
                return Err(SiteError::options(format!(
                    "the file name `{name}` must be one URL path segment without `/`, `?` or \
                     characters that need percent-encoding"
                )));
            }
        }
        self.sitemap_pattern = sitemap_pattern.to_owned();
        self.index_name = index_name.to_owned();
        if self.generation_of(index_name).is_some() {
            return Err(SiteError::options(format!(
                "the index name `{index_name}` is also a sitemap file name of the pattern \
                 `{sitemap_pattern}`; give the index a name of its own"
            )));
        }
        Ok(self)
    }

    /// Lower caps per file than the protocol's.
    ///
    /// # Errors
    ///
    /// When a cap is above the protocol's, or zero.
    pub fn limits(mut self, limits: Limits) -> Result<SiteOptions, SiteError> {
        let limits = limits
            .check()
            .map_err(|e| SiteError::options(e.to_string()))?;
        if limits.max_entries == 0 || limits.max_bytes == 0 {
            return Err(SiteError::options("limits must be above zero".to_owned()));
        }
        self.limits = limits;
        Ok(self)
    }

    /// How many URLs each file of a range of `urls` URLs is filled to when
    /// a [`Regeneration`] writes it anew (a first generation writes one
    /// range, the whole site): all in one file when they fit the limits,
    /// else files filled to nine tenths, so that the next URLs added to
    /// each fit without another split. A file also closes early when its
    /// bytes reach the limits.
    ///
    /// A job that writes a site in parts ([`Regeneration::assemble`])
    /// cuts the sorted URLs into parts of whole files with this number.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    /// use sitemap_core::site::SiteOptions;
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
    /// assert_eq!(options.urls_per_file(50_000), 50_000);
    /// assert_eq!(options.urls_per_file(50_001), 45_000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn urls_per_file(&self, urls: u64) -> usize {
        let limit = self.limits.max_entries;
        if urls <= limit as u64 {
            limit
        } else {
            (limit - limit / 10).max(1)
        }
    }

    /// Whether a one-file site gets an index.
    pub fn index_policy(mut self, policy: IndexPolicy) -> SiteOptions {
        self.index_policy = policy;
        self
    }

    /// Serves the files from `files` rather than from `base`, which stays
    /// the base of the pages' URLs: `https://example.com/sitemaps/` puts the
    /// index at `https://example.com/sitemaps/sitemap.xml` while a page's
    /// `path = "/about"` stays `https://example.com/about`.
    ///
    /// The protocol's location rule holds a sitemap to the URLs under the
    /// directory it is served from, so pages outside `files` are reported
    /// (see [`outside_base`](Self::outside_base)); serve the files from a
    /// directory above the pages, or submit them through robots.txt and turn
    /// the check off.
    ///
    /// ```
    /// use sitemap_core::site::{MemoryTarget, SiteOptions, SiteWriter};
    /// use sitemap_core::{BaseUrl, Loc, Url};
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/blog/")?)
    ///     .files_at(BaseUrl::parse("https://example.com/")?);
    /// let mut site = SiteWriter::new(MemoryTarget::default(), options);
    /// site.write(&Url::new(Loc::parse("https://example.com/blog/hello")?))?;
    /// let (report, _) = site.finish()?;
    /// assert_eq!(report.entry_point().as_str(), "https://example.com/sitemap.xml");
    /// assert!(report.warnings.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn files_at(mut self, files: BaseUrl) -> SiteOptions {
        self.files_at = Some(files);
        self
    }

    /// Where the files are served: [`files_at`](Self::files_at), or `base`.
    pub fn files_base(&self) -> &BaseUrl {
        self.files_at.as_ref().unwrap_or(&self.base)
    }

    /// The protocol's location rule: a sitemap may only list URLs on its own
    /// scheme and host, under the directory it is served from (`base`, or
    /// [`files_at`](Self::files_at) when given).
    pub fn outside_base(mut self, check: Check) -> SiteOptions {
        self.outside_base = check;
        self
    }

    /// The same `loc` twice in the site, checked through a 64-bit keyed
    /// hash of each URL, kept in 9 to 11 bytes a URL (about 10 MiB a
    /// million): a URL written twice is always found, and a URL is taken for
    /// an earlier one wrongly only when their hashes collide, which for `n`
    /// URLs has a chance below `n² / 2^65` (under 3 in a million at 10
    /// million URLs) whatever the URLs are.
    pub fn duplicates(mut self, check: Check) -> SiteOptions {
        self.duplicates = check;
        self
    }

    /// The name of sitemap file number `n` (from 1).
    pub fn sitemap_file_name(&self, n: usize) -> String {
        self.sitemap_file_name_in(0, n)
    }

    /// The name of sitemap file number `n` of a later generation: a target
    /// that publishes over an earlier set ([`Target::begin`]) has the new
    /// files written under names the published index does not list.
    /// Generation 0 is [`sitemap_file_name`](Self::sitemap_file_name);
    /// generation `g` puts `g-` before the number.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    /// use sitemap_core::site::SiteOptions;
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?).gzip(true);
    /// assert_eq!(options.sitemap_file_name_in(0, 3), "sitemap-3.xml.gz");
    /// assert_eq!(options.sitemap_file_name_in(7, 3), "sitemap-7-3.xml.gz");
    /// assert_eq!(options.generation_of("sitemap-7-3.xml.gz"), Some(7));
    /// assert_eq!(options.generation_of("sitemap-3.xml"), Some(0));
    /// assert_eq!(options.generation_of("sitemap.xml"), None);
    /// // Not a number the writer spells: someone else's file.
    /// assert_eq!(options.generation_of("sitemap-01.xml"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sitemap_file_name_in(&self, generation: u64, n: usize) -> String {
        let number = if generation == 0 {
            n.to_string()
        } else {
            format!("{generation}-{n}")
        };
        let name = self.sitemap_pattern.replace("{n}", &number);
        if self.gzip { name + ".gz" } else { name }
    }

    /// The generation of a sitemap file named by these options (with or
    /// without `.gz`, whatever [`gzip`](Self::gzip) says now, and under the
    /// default names, `sitemap-{n}.txt` for `sitemap-{n}.xml` or the other
    /// way round: the files of a run in the other mode, which
    /// [`text`](Self::text) switches between); `None` for any other name.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    /// use sitemap_core::site::SiteOptions;
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
    /// assert_eq!(options.generation_of("sitemap-2-7.xml"), Some(2));
    /// assert_eq!(options.generation_of("sitemap-3.txt.gz"), Some(0));
    /// assert_eq!(options.generation_of("sitemap-3.html"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generation_of(&self, name: &str) -> Option<u64> {
        let (prefix, suffix) = self.sitemap_pattern.split_once("{n}")?;
        // Only the default names switch with the mode: a pattern of the
        // user's own names what it names, and no sibling of it.
        let other_mode = match self.sitemap_pattern.as_str() {
            XML_NAMES => Some(".txt"),
            TEXT_NAMES => Some(".xml"),
            _ => None,
        };
        let name = match other_mode {
            Some(other) => match name.strip_suffix(".gz").unwrap_or(name).strip_suffix(other) {
                Some(stem) => std::borrow::Cow::Owned(format!("{stem}{suffix}")),
                None => std::borrow::Cow::Borrowed(name),
            },
            None => std::borrow::Cow::Borrowed(name),
        };
        let name = name.as_ref();
        // Numbers as the writer spells them: no sign, no leading zero.
        let number =
            |s: &str| !s.is_empty() && !s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit());
        let parse = |name: &str| {
            let middle = name.strip_prefix(prefix)?.strip_suffix(suffix)?;
            match middle.split_once('-') {
                None if number(middle) => Some(0),
                Some((generation, n)) if number(generation) && number(n) => generation.parse().ok(),
                _ => None,
            }
        };
        // As named now, or with `.gz` when it was written gzipped.
        parse(name).or_else(|| parse(name.strip_suffix(".gz")?))
    }

    /// Whether `name` is one these options write: a sitemap file of any
    /// generation, the index's name (with or without `.gz`, since a
    /// one-file site under [`IndexPolicy::WhenNeeded`] takes it), or a
    /// ledger ([`ledger_file_name`](Self::ledger_file_name)).
    pub fn names_own_file(&self, name: &str) -> bool {
        name == self.index_name
            || name.strip_suffix(".gz") == Some(self.index_name.as_str())
            || self.generation_of(name).is_some()
            || self.ledger_generation_of(name).is_some()
    }

    /// The name of the ledger a [`Regeneration`] publishes with generation
    /// `generation`: the index's name without its extension, then
    /// `.ledger-{generation}.tsv`.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    /// use sitemap_core::site::SiteOptions;
    ///
    /// let options = SiteOptions::new(BaseUrl::parse("https://example.com/")?);
    /// assert_eq!(options.ledger_file_name(2), "sitemap.ledger-2.tsv");
    /// assert_eq!(options.ledger_generation_of("sitemap.ledger-2.tsv"), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ledger_file_name(&self, generation: u64) -> String {
        format!("{}.ledger-{generation}.tsv", self.index_stem())
    }

    /// The generation of a ledger named by these options; `None` for any
    /// other name.
    pub fn ledger_generation_of(&self, name: &str) -> Option<u64> {
        let number = name
            .strip_prefix(self.index_stem())?
            .strip_prefix(".ledger-")?
            .strip_suffix(".tsv")?;
        let spelled = number == "0" || (!number.starts_with('0') && !number.is_empty());
        if spelled && number.bytes().all(|b| b.is_ascii_digit()) {
            number.parse().ok()
        } else {
            None
        }
    }

    fn index_stem(&self) -> &str {
        self.index_name
            .rsplit_once('.')
            .map_or(self.index_name.as_str(), |(stem, _)| stem)
    }

    /// The index's file name.
    pub fn index_file_name(&self) -> &str {
        &self.index_name
    }

    /// The base of the pages' URLs (and of the files, unless
    /// [`files_at`](Self::files_at) says otherwise).
    pub fn base(&self) -> &BaseUrl {
        &self.base
    }

    /// Where the file `name` is served.
    fn file_loc(&self, name: &str) -> Result<Loc, SiteError> {
        self.files_base()
            .join(&format!("/{name}"))
            .map_err(|e| SiteError::options(e.to_string()))
    }
}

/// One file of a finished site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenFile {
    /// The file's final name.
    pub name: String,
    /// The name it was created under by [`Target::create`] (differs from
    /// `name` when a one-file site takes the index's name).
    pub created_as: String,
    /// Sitemap or index.
    pub kind: DocumentKind,
    /// Where it is served.
    pub loc: Loc,
    /// URLs (or sitemaps, for the index) in it.
    pub entries: usize,
    /// Uncompressed size.
    pub bytes: u64,
    /// Size as stored (equal to `bytes` without gzip).
    pub stored_bytes: u64,
    /// The newest `lastmod` of its entries, when any had one.
    pub lastmod: Option<LastMod>,
    /// Already published with these bytes by an earlier generation: listed
    /// again, not written again ([`Regeneration`]).
    pub unchanged: bool,
}

/// What [`SiteWriter::finish`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteReport {
    /// Every file, sitemaps first and the index (if any) last.
    pub files: Vec<WrittenFile>,
    /// Rules broken under [`Check::Warn`]: the first
    /// [`MAX_KEPT_WARNINGS`] about single URLs.
    pub warnings: Vec<SiteWarning>,
    /// Warnings about single URLs past those, counted.
    pub warnings_not_kept: u64,
}

impl SiteReport {
    /// The URL to give search engines and robots.txt: the index's, or the
    /// only sitemap's.
    pub fn entry_point(&self) -> &Loc {
        &self
            .files
            .last()
            .expect("a report always holds at least one file")
            .loc
    }

    /// URLs written in all.
    pub fn url_count(&self) -> u64 {
        self.files
            .iter()
            .filter(|f| f.kind == DocumentKind::UrlSet)
            .map(|f| f.entries as u64)
            .sum()
    }
}

struct OpenFile<S: std::io::Write> {
    name: String,
    writer: file::SiteFile<S>,
    newest: Option<LastMod>,
    /// `<news:news>` entries written in it.
    news: usize,
}

/// Writes a whole site: sitemap files split at the limits, then the index.
///
/// ```
/// use sitemap_core::{BaseUrl, Loc, Url};
/// use sitemap_core::site::{MemoryTarget, SiteOptions, SiteWriter};
/// use sitemap_core::write::Limits;
///
/// let base = BaseUrl::parse("https://example.com/")?;
/// let options = SiteOptions::new(base.clone()).limits(Limits { max_entries: 2, ..Limits::default() })?;
/// let mut site = SiteWriter::new(MemoryTarget::default(), options);
/// for n in 0..5 {
///     site.write(&Url::new(base.join(&format!("/page/{n}"))?))?;
/// }
/// let (report, target) = site.finish()?;
/// let names: Vec<&str> = report.files.iter().map(|f| f.name.as_str()).collect();
/// assert_eq!(names, ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml", "sitemap.xml"]);
/// assert_eq!(report.entry_point().as_str(), "https://example.com/sitemap.xml");
/// let index = String::from_utf8(target.file("sitemap.xml").unwrap().to_vec())?;
/// assert!(index.contains("<loc>https://example.com/sitemap-3.xml</loc>"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct SiteWriter<T: Target> {
    target: T,
    options: SiteOptions,
    current: Option<OpenFile<T::Sink>>,
    files: Vec<WrittenFile>,
    /// The generation of names the target chose ([`Target::begin`]), once
    /// the first file is opened.
    generation: Option<u64>,
    seen: Fingerprints,
    hasher: RandomState,
    /// With [`SiteOptions::hreflang_clusters`].
    clusters: Option<ClusterCheck>,
    warnings: Vec<SiteWarning>,
    warnings_not_kept: u64,
    urls: u64,
    failed: bool,
}

impl<T: Target> SiteWriter<T> {
    /// A writer putting files into `target`.
    pub fn new(target: T, options: SiteOptions) -> SiteWriter<T> {
        let clusters = (options.hreflang_clusters != Check::Off).then(ClusterCheck::new);
        SiteWriter {
            target,
            options,
            current: None,
            files: Vec::new(),
            generation: None,
            seen: Fingerprints::default(),
            hasher: RandomState::new(),
            clusters,
            warnings: Vec::new(),
            warnings_not_kept: 0,
            urls: 0,
            failed: false,
        }
    }

    /// URLs accepted so far.
    pub fn url_count(&self) -> u64 {
        self.urls
    }

    /// Rules broken so far under [`Check::Warn`].
    pub fn warnings(&self) -> &[SiteWarning] {
        &self.warnings
    }

    /// Adds one URL, starting a new file when the current one is full.
    ///
    /// # Errors
    ///
    /// A [`SiteError`] naming the URL, its position and the file. After an
    /// error the writer is spent: nothing is committed, the target is told
    /// to discard what was written, and later calls fail.
    pub fn write(&mut self, url: &Url) -> Result<(), SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        let result = self.write_inner(url);
        if result.is_err() {
            self.fail();
        }
        result
    }

    /// Adds the entry of a [`Sitemap`] value; skipped enum variants are left
    /// out.
    ///
    /// # Errors
    ///
    /// As [`write`](Self::write), and when the value has no valid entry.
    pub fn write_page<S: Sitemap + ?Sized>(&mut self, item: &S) -> Result<(), SiteError> {
        match item.to_url(&self.options.base) {
            Ok(url) => self.write(&url),
            Err(error) if error.is_skipped() => Ok(()),
            Err(error) => {
                let error = SiteError::entry(error, self.urls + 1, self.current_name());
                self.fail();
                Err(error)
            }
        }
    }

    /// Adds every value's entry.
    ///
    /// # Errors
    ///
    /// As [`write_page`](Self::write_page), for the first that fails.
    pub fn write_pages<I>(&mut self, items: I) -> Result<(), SiteError>
    where
        I: IntoIterator,
        I::Item: Sitemap,
    {
        items
            .into_iter()
            .try_for_each(|item| self.write_page(&item))
    }

    fn current_name(&self) -> Option<String> {
        self.current.as_ref().map(|f| f.name.clone())
    }

    fn fail(&mut self) {
        self.failed = true;
        self.current = None;
        self.target.abort();
    }

    fn write_inner(&mut self, url: &Url) -> Result<(), SiteError> {
        let position = self.urls + 1;
        self.check(url, position)?;
        for attempt in 0..2 {
            if self.current.is_none() {
                self.open_next(position)?;
            }
            let file = self.current.as_mut().expect("opened above");
            let news = url.news().len();
            if news > 0
                && file.news + news > crate::limits::MAX_NEWS
                && file.writer.entry_count() > 0
            {
                self.close_current()?;
                continue;
            }
            match file.writer.write(url) {
                Ok(()) => {
                    if let Some(lastmod) = url.lastmod() {
                        file.newest = Some(newer(file.newest, lastmod));
                    }
                    file.news += news;
                    self.urls = position;
                    return Ok(());
                }
                Err(WriteError::EntryLimit { .. } | WriteError::ByteLimit { .. })
                    if attempt == 0 && file.writer.entry_count() > 0 =>
                {
                    self.close_current()?;
                }
                Err(error) => {
                    let name = file.name.clone();
                    let kind = match error {
                        WriteError::ByteLimit { limit, would_be } => SiteErrorKind::EntryTooLarge {
                            limit,
                            size: would_be,
                        },
                        other => SiteErrorKind::Write(other),
                    };
                    return Err(SiteError::at(kind, Some(url), position, Some(name)));
                }
            }
        }
        unreachable!("the second attempt writes into an empty file or fails")
    }

    fn check(&mut self, url: &Url, position: u64) -> Result<(), SiteError> {
        let loc = url.loc();
        if self.options.outside_base != Check::Off && !self.options.files_base().contains(loc) {
            let kind = SiteErrorKind::OutsideBase {
                base: self.options.files_base().to_string(),
            };
            self.report(self.options.outside_base, kind, url, position)?;
        }
        if let Some(clusters) = &mut self.clusters {
            clusters.add(url);
        }
        if self.options.duplicates != Check::Off {
            let hash = self.hasher.hash_one(loc.as_str());
            if !self.seen.insert(hash) {
                self.report(
                    self.options.duplicates,
                    SiteErrorKind::Duplicate,
                    url,
                    position,
                )?;
            }
        }
        Ok(())
    }

    fn report(
        &mut self,
        check: Check,
        kind: SiteErrorKind,
        url: &Url,
        position: u64,
    ) -> Result<(), SiteError> {
        let file = self.current_name();
        match check {
            Check::Error => Err(SiteError::at(kind, Some(url), position, file)),
            _ => {
                let warning = SiteWarning::new(kind, url, position, file);
                error::keep_warning(&mut self.warnings, &mut self.warnings_not_kept, warning);
                Ok(())
            }
        }
    }

    fn open_next(&mut self, position: u64) -> Result<(), SiteError> {
        let number = self.files.len() + 1;
        let generation = match self.generation {
            Some(generation) => generation,
            None => {
                let generation = self
                    .target
                    .begin(&self.options)
                    .map_err(|e| SiteError::at(SiteErrorKind::Io(e), None, position, None))?;
                *self.generation.insert(generation)
            }
        };
        let name = self.options.sitemap_file_name_in(generation, number);
        let sink = self
            .target
            .create(&name)
            .map_err(|e| SiteError::at(SiteErrorKind::Io(e), None, position, Some(name.clone())))?;
        let encoder = Encoder::new(CountingWriter::new(sink), self.options.gzip);
        let writer = FileWriter::new(
            encoder,
            self.options.text,
            &self.options.sitemap_root,
            self.options.deprecated_tags,
            self.options.limits,
        )
        .map_err(|e| SiteError::at(SiteErrorKind::Write(e), None, position, Some(name.clone())))?;
        self.current = Some(OpenFile {
            name,
            writer,
            newest: None,
            news: 0,
        });
        Ok(())
    }

    fn close_current(&mut self) -> Result<(), SiteError> {
        let Some(file) = self.current.take() else {
            return Ok(());
        };
        let (entries, bytes, stored_bytes) =
            file::close_file(&mut self.target, &file.name, file.writer, self.urls)?;
        let loc = self.options.file_loc(&file.name)?;
        self.files.push(WrittenFile {
            name: file.name.clone(),
            created_as: file.name,
            kind: DocumentKind::UrlSet,
            loc,
            entries,
            bytes,
            stored_bytes,
            lastmod: file.newest,
            unchanged: false,
        });
        Ok(())
    }

    /// Closes the last file, writes the index and commits the set.
    ///
    /// # Errors
    ///
    /// When nothing was written (a site without URLs has no valid sitemap),
    /// when a file or the index cannot be finished, or when the target
    /// cannot commit. Nothing is committed then.
    pub fn finish(mut self) -> Result<(SiteReport, T), SiteError> {
        if self.failed {
            return Err(SiteError::spent());
        }
        match self.finish_inner() {
            Ok(report) => Ok((report, self.target)),
            Err(error) => {
                self.fail();
                Err(error)
            }
        }
    }

    fn finish_inner(&mut self) -> Result<SiteReport, SiteError> {
        self.close_current()?;
        if self.files.is_empty() {
            return Err(SiteError::at(SiteErrorKind::Empty, None, 0, None));
        }
        if let Some(clusters) = self.clusters.take() {
            self.check_clusters(clusters.finish())?;
        }
        let single = self.files.len() == 1 && self.options.index_policy == IndexPolicy::WhenNeeded;
        if single {
            let file = &mut self.files[0];
            file.name = if self.options.gzip {
                format!("{}.gz", self.options.index_name)
            } else {
                self.options.index_name.clone()
            };
            file.loc = self.options.file_loc(&file.name)?;
        } else {
            self.write_index()?;
        }
        self.target
            .commit(&self.files)
            .map_err(|e| SiteError::at(SiteErrorKind::Io(e), None, self.urls, None))?;
        Ok(SiteReport {
            files: std::mem::take(&mut self.files),
            warnings: std::mem::take(&mut self.warnings),
            warnings_not_kept: self.warnings_not_kept,
        })
    }

    /// What the hreflang check found: an error before anything is
    /// published, or warnings.
    fn check_clusters(&mut self, report: ClusterReport) -> Result<(), SiteError> {
        let Some(first) = report.problems.first() else {
            return Ok(());
        };
        if self.options.hreflang_clusters == Check::Error {
            let kind = SiteErrorKind::Hreflang {
                first: Box::new(first.clone()),
                count: report.problem_count,
            };
            return Err(SiteError::at(kind, None, self.urls, None));
        }
        for problem in &report.problems {
            let page = problem.page().to_owned();
            self.warnings
                .push(SiteWarning::of_site(problem.to_string(), page));
        }
        let unnamed = report.problem_count - report.problems.len() as u64;
        if unnamed > 0 {
            let message = format!(
                "{unnamed} more hreflang problems (only the first {} are named)",
                report.problems.len()
            );
            self.warnings
                .push(SiteWarning::of_site(message, String::new()));
        }
        Ok(())
    }

    fn write_index(&mut self) -> Result<(), SiteError> {
        let name = self.options.index_name.clone();
        let fail = |kind| SiteError::at(kind, None, self.urls, Some(name.clone()));
        if self.files.len() > MAX_ENTRIES {
            return Err(fail(SiteErrorKind::TooManyFiles {
                files: self.files.len(),
            }));
        }
        let sink = self
            .target
            .create(&name)
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let mut writer = IndexWriter::new(CountingWriter::new(sink));
        if let Some(stylesheet) = &self.options.index_stylesheet {
            writer = writer.with_stylesheet(stylesheet.clone());
        }
        let mut newest = None;
        for file in &self.files {
            let mut entry = IndexEntry::new(file.loc.clone());
            if let Some(lastmod) = file.lastmod {
                entry = entry.with_lastmod(lastmod);
                newest = Some(newer(newest, lastmod));
            }
            writer
                .write(&entry)
                .map_err(|e| fail(SiteErrorKind::Write(e)))?;
        }
        let bytes = writer.finished_size();
        let counted = writer.finish().map_err(|e| fail(SiteErrorKind::Write(e)))?;
        let stored_bytes = counted.count();
        self.target
            .finish(&name, counted.into_inner())
            .map_err(|e| fail(SiteErrorKind::Io(e)))?;
        let loc = self.options.file_loc(&name)?;
        self.files.push(WrittenFile {
            name: name.clone(),
            created_as: name,
            kind: DocumentKind::SitemapIndex,
            loc,
            entries: self.files.len(),
            bytes,
            stored_bytes,
            lastmod: newest,
            unchanged: false,
        });
        Ok(())
    }
}

/// The later of two lastmods (by instant).
fn newer(current: Option<LastMod>, candidate: LastMod) -> LastMod {
    match current {
        Some(current)
            if current.as_datetime().instant_key() >= candidate.as_datetime().instant_key() =>
        {
            current
        }
        _ => candidate,
    }
}
