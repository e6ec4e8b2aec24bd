//! How a reader judges a document and how much of it it will read.

use crate::Loc;
use crate::limits::{MAX_BYTES, MAX_ENTRIES};

/// How departures from the protocol are reported.
///
/// Both modes recover the same way and yield the same entries; the mode only
/// decides how a departure the reader could repair is reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Everything the 0.9 schemas reject and everything the protocol text
    /// forbids is an [`Error`](crate::read::Severity::Error): for validators
    /// and for checking your own output.
    #[default]
    Strict,
    /// What crawlers need: departures that cost no entry (a missing namespace,
    /// an unknown element, a bad `priority` left out of its entry, a raw `&`) are [`Warning`](crate::read::Severity::Warning)s. Lost entries and
    /// the end of reading are still errors.
    Lenient,
}

/// Settings of a [`SitemapReader`](crate::read::SitemapReader).
///
/// The limits are safety limits, separate from the protocol's own (50,000
/// entries, 50 MiB), which are reported as diagnostics but do not stop
/// reading. By default they are the protocol's limits plus a quarter, so a
/// slightly oversized file from the wild is still read while a gzip bomb or
/// an endless stream is cut off.
///
/// ```
/// use sitemap_core::read::{Mode, ReadOptions};
///
/// let options = ReadOptions::lenient().max_entries(1_000_000).max_bytes(1 << 30);
/// assert_eq!(options.mode(), Mode::Lenient);
/// assert_eq!(options.entry_limit(), 1_000_000);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOptions {
    mode: Mode,
    max_bytes: u64,
    max_entries: u64,
    max_depth: usize,
    max_value_bytes: usize,
    max_extension_nodes: usize,
    max_extension_bytes: usize,
    one_host: bool,
    published_at: Option<Loc>,
}

impl ReadOptions {
    /// Default cap on decompressed bytes: the protocol's 52,428,800 plus a quarter.
    pub const DEFAULT_MAX_BYTES: u64 = MAX_BYTES + MAX_BYTES / 4;
    /// Default cap on entries: the protocol's 50,000 plus a quarter.
    pub const DEFAULT_MAX_ENTRIES: u64 = MAX_ENTRIES as u64 + MAX_ENTRIES as u64 / 4;
    /// Default cap on element nesting, far beyond any published extension.
    pub const DEFAULT_MAX_DEPTH: usize = 64;
    /// Default cap on the text of one value or extension element, in bytes.
    pub const DEFAULT_MAX_VALUE_BYTES: usize = 1 << 20;
    /// Default cap on the elements, attributes and texts kept in the
    /// extensions of one entry: room for Google's 1,000 images per URL
    /// several times over.
    pub const DEFAULT_MAX_EXTENSION_NODES: usize = 10_000;
    /// Default cap on the bytes (names, namespaces, attributes and text)
    /// kept in the extensions of one entry.
    pub const DEFAULT_MAX_EXTENSION_BYTES: usize = 1 << 20;

    /// Strict mode with the default limits.
    pub fn strict() -> Self {
        ReadOptions {
            mode: Mode::Strict,
            max_bytes: Self::DEFAULT_MAX_BYTES,
            max_entries: Self::DEFAULT_MAX_ENTRIES,
            max_depth: Self::DEFAULT_MAX_DEPTH,
            max_value_bytes: Self::DEFAULT_MAX_VALUE_BYTES,
            max_extension_nodes: Self::DEFAULT_MAX_EXTENSION_NODES,
            max_extension_bytes: Self::DEFAULT_MAX_EXTENSION_BYTES,
            one_host: true,
            published_at: None,
        }
    }

    /// Lenient mode with the default limits.
    pub fn lenient() -> Self {
        ReadOptions {
            mode: Mode::Lenient,
            ..Self::strict()
        }
    }

    /// Stops reading after this many decompressed bytes.
    pub fn max_bytes(mut self, limit: u64) -> Self {
        self.max_bytes = limit;
        self
    }

    /// Stops reading after this many entries.
    pub fn max_entries(mut self, limit: u64) -> Self {
        self.max_entries = limit;
        self
    }

    /// Caps how deep elements nest. Past it, among the entries of an XML
    /// sitemap, index or feed, the entry it is in is lost and reading
    /// resumes at the next; elsewhere (JSON, the prolog) reading stops.
    pub fn max_depth(mut self, limit: usize) -> Self {
        self.max_depth = limit;
        self
    }

    /// Caps the text of one value, token or extension element. Past it,
    /// among the entries of an XML sitemap, index or feed, the entry it is
    /// in is lost, the rest passed over without being buffered, and reading
    /// resumes at the next; elsewhere (a text line is cut, JSON stops).
    pub fn max_value_bytes(mut self, limit: usize) -> Self {
        self.max_value_bytes = limit;
        self
    }

    /// Keeps at most this many elements, attributes and texts in the
    /// extensions of one entry, and as many in those directly under the
    /// root; extension elements past it are skipped and reported once
    /// (`limit.extensions`), the entry itself is kept.
    ///
    /// ```
    /// use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
    ///
    /// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
    ///     xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
    ///   <url><loc>https://example.com/</loc>
    ///     <image:image><image:loc>https://example.com/1.jpg</image:loc></image:image>
    ///     <image:image><image:loc>https://example.com/2.jpg</image:loc></image:image>
    ///   </url>
    /// </urlset>"#;
    /// let options = ReadOptions::lenient().max_extension_nodes(3);
    /// let mut kept = 0;
    /// let mut rules = Vec::new();
    /// for event in SitemapReader::new(xml.as_bytes(), options) {
    ///     match event {
    ///         ReadEvent::Url(url) => kept = url.images().len(),
    ///         ReadEvent::Diagnostic(d) => rules.push(d.rule()),
    ///         _ => {}
    ///     }
    /// }
    /// assert_eq!((kept, rules.as_slice()), (1, &["limit.extensions"][..]));
    /// ```
    pub fn max_extension_nodes(mut self, limit: usize) -> Self {
        self.max_extension_nodes = limit;
        self
    }

    /// Keeps at most this many bytes (names, namespaces, attributes and
    /// text) in the extensions of one entry, and as many in those directly
    /// under the root; see [`max_extension_nodes`](Self::max_extension_nodes).
    pub fn max_extension_bytes(mut self, limit: usize) -> Self {
        self.max_extension_bytes = limit;
        self
    }

    /// Whether to check the protocol's one-host rule: every URL of a file on
    /// the scheme and host of its first URL (on by default).
    ///
    /// The rule is about where a file is published, which a document alone
    /// does not show, so the typed readers, like the writers, leave it off.
    /// When [`published_at`](Self::published_at) gives the file's URL, the
    /// location rule is checked instead, whatever this says.
    pub fn one_host(mut self, check: bool) -> Self {
        self.one_host = check;
        self
    }

    /// The URL the file is published at, so the protocol's location rule
    /// can be checked: a sitemap lists only URLs in its own directory and
    /// below (`https://example.com/catalog/sitemap.xml` only URLs under
    /// `https://example.com/catalog/`), an index only sitemaps on its own
    /// scheme, host and port. Each URL outside is reported (`loc.location`)
    /// and still yielded.
    ///
    /// Unknown by default: a document alone does not show where it is
    /// served. When given, it replaces the one-host rule, which it implies.
    ///
    /// ```
    /// use sitemap_core::Loc;
    /// use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};
    ///
    /// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
    ///   <url><loc>https://example.com/catalog/shoes</loc></url>
    ///   <url><loc>https://example.com/about</loc></url>
    /// </urlset>"#;
    /// let options = ReadOptions::strict()
    ///     .published_at(Loc::parse("https://example.com/catalog/sitemap.xml")?);
    /// let rules: Vec<_> = SitemapReader::new(xml.as_bytes(), options)
    ///     .filter_map(|event| match event {
    ///         ReadEvent::Diagnostic(d) => Some((d.line(), d.rule())),
    ///         _ => None,
    ///     })
    ///     .collect();
    /// assert_eq!(rules, [(3, "loc.location")]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn published_at(mut self, url: Loc) -> Self {
        self.published_at = Some(url);
        self
    }

    /// The URL the file is published at, when known.
    pub fn publication_url(&self) -> Option<&Loc> {
        self.published_at.as_ref()
    }

    /// Whether the one-host rule is checked: asked for, and not replaced by
    /// the location rule.
    pub fn checks_one_host(&self) -> bool {
        self.one_host && self.published_at.is_none()
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The cap on decompressed bytes.
    pub fn byte_limit(&self) -> u64 {
        self.max_bytes
    }

    /// The cap on entries.
    pub fn entry_limit(&self) -> u64 {
        self.max_entries
    }

    /// The cap on nesting.
    pub fn depth_limit(&self) -> usize {
        self.max_depth
    }

    /// The cap on nodes kept in one entry's extensions.
    pub fn extension_node_limit(&self) -> usize {
        self.max_extension_nodes
    }

    /// The cap on bytes kept in one entry's extensions.
    pub fn extension_byte_limit(&self) -> usize {
        self.max_extension_bytes
    }

    /// The cap on one value's text.
    pub fn value_limit(&self) -> usize {
        self.max_value_bytes
    }
}

impl Default for ReadOptions {
    fn default() -> Self {
        Self::strict()
    }
}
