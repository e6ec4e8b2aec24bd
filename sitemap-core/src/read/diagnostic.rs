//! What the readers report: a problem, where it is, and how serious it is.

use std::fmt;
use std::io;

use sitemap_rules::__private::quoted;
use sitemap_rules::{FacetError, Violation};

pub use crate::catalogue::Severity;
use crate::{ContentError, ContentErrorKind, NAMESPACE};

/// One problem found while reading, with its position in the (decompressed)
/// document.
///
/// Its [`Display`](fmt::Display) form is `line:column: severity: rule: message`,
/// ready to be prefixed with a file name.
///
/// # Examples
///
/// ```
/// use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
///
/// let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
/// <url><loc>/about</loc></url>
/// <url><loc>https://example.com/</loc></url>
/// </urlset>"#;
/// let diagnostics: Vec<_> = SitemapReader::new(xml.as_bytes(), ReadOptions::lenient())
///     .filter_map(|event| match event {
///         ReadEvent::Diagnostic(d) => Some(d),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(diagnostics.len(), 1);
/// let d = &diagnostics[0];
/// // Line 2, column 6: where its `<loc>` starts.
/// assert_eq!((d.line(), d.column(), d.rule()), (2, 6, "loc.relative"));
/// assert_eq!(d.severity(), Severity::Error); // the entry is lost, even when lenient
/// assert_eq!(d.value(), Some("/about"));
/// let text = d.to_string();
/// assert!(text.starts_with("2:6: error: loc.relative: "), "{text}");
/// assert!(text.contains("ReadOptions::published_at"), "{text}"); // how to fix it
/// ```
#[derive(Debug)]
pub struct Diagnostic {
    severity: Severity,
    line: u64,
    column: u64,
    problem: Problem,
}

impl Diagnostic {
    pub(crate) fn new(severity: Severity, (line, column): (u64, u64), problem: Problem) -> Self {
        Diagnostic {
            severity,
            line,
            column,
            problem,
        }
    }

    /// Whether the document can still be trusted: see [`Severity`].
    pub fn severity(&self) -> Severity {
        self.severity
    }

    /// 1-based line of the problem.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// 1-based column of the problem, in bytes from the start of the line.
    pub fn column(&self) -> u64 {
        self.column
    }

    /// The rule that was broken, as a stable identifier such as `loc.uri`,
    /// `changefreq.enumeration`, `element.order` or `limit.bytes`.
    pub fn rule(&self) -> &'static str {
        self.problem.rule()
    }

    /// The offending value or name, when there is one.
    pub fn value(&self) -> Option<&str> {
        self.problem.value()
    }

    /// What was found, in detail.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}: {}: ",
            self.line,
            self.column,
            self.severity,
            self.rule()
        )?;
        write_one_line(f, &self.problem)
    }
}

/// Writes `value` with its control characters escaped (`\n`, `\t`), so a
/// diagnostic stays one line even when it quotes a multi-line value.
pub(crate) fn write_one_line(f: &mut fmt::Formatter<'_>, value: &dyn fmt::Display) -> fmt::Result {
    struct OneLine<'a, 'b>(&'a mut fmt::Formatter<'b>);
    impl fmt::Write for OneLine<'_, '_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            for piece in s.split_inclusive(char::is_control) {
                let mut chars = piece.chars();
                match chars.next_back() {
                    Some(c) if c.is_control() => {
                        self.0.write_str(chars.as_str())?;
                        write!(self.0, "{}", c.escape_default())?;
                    }
                    _ => self.0.write_str(piece)?,
                }
            }
            Ok(())
        }
    }
    fmt::write(&mut OneLine(f), format_args!("{value}"))
}

impl std::error::Error for Diagnostic {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.problem.source()
    }
}

/// What a reader found wrong with a document.
///
/// Every variant names the rule ([`Problem::rule`]) and, in its message, what
/// to do about it.
#[derive(Debug)]
#[non_exhaustive]
pub enum Problem {
    /// The source failed.
    Io(io::Error),
    /// The file starts like gzip but does not decompress.
    Gzip(io::Error),
    /// gzip inside gzip (compressed twice, as a server that compresses a
    /// `.gz` file again serves it); it is decompressed twice.
    NestedGzip,
    /// Bytes after the end of the gzip stream that are not gzip; they are
    /// ignored.
    GzipTrailing,
    /// Not well-formed XML before or after the root's content, where
    /// there is nothing to resume; reading stops.
    Syntax(String),
    /// Not well-formed XML among the entries (a raw `<`, bytes that are not
    /// UTF-8, a broken tag): what follows it is skipped up to the next entry
    /// (or the root's end tag), where reading resumes.
    Malformed {
        /// What is wrong.
        fault: String,
        /// The entry the fault was in, which is lost (`url` or `sitemap`).
        lost: Option<&'static str>,
    },
    /// Not well-formed XML that costs nothing where it is (`--` in a
    /// comment, `]]>` in text, a malformed declaration or instruction
    /// target): read on as written; a parser that is not lenient refuses
    /// the whole file.
    NotWellFormed {
        /// What is wrong.
        fault: String,
    },
    /// An element left without its end tag, ended by a tag that can only
    /// stand outside it (`</url>` inside `<loc>`, a `<url>` inside `<url>`).
    Unclosed {
        /// The element left open.
        element: String,
        /// The tag that ended it.
        closed_by: String,
    },
    /// An end tag that does not match the element it ends, which holds
    /// only text (`<lastmod>…</lastmd>`); it is read as that element's end.
    MismatchedEnd {
        /// The element it ends.
        expected: String,
        /// The end tag's name.
        found: String,
    },
    /// A raw `<` just before an end tag (`always<</changefreq>`); it is
    /// left out of the text.
    RawLessThan {
        /// The end tag after it.
        before: String,
    },
    /// An end tag that matches no open element; it is skipped.
    StrayEnd {
        /// The end tag's name.
        found: String,
    },
    /// A `&` that starts no entity reference, as in `?a=1&b=2`; it is read as
    /// a literal `&`.
    RawAmpersand {
        /// The text from the `&` on.
        text: String,
    },
    /// An entity XML does not predefine, such as `&nbsp;`; it is kept as written.
    UnknownEntity {
        /// The entity's name.
        name: String,
    },
    /// A character reference to a character XML does not allow, such as
    /// `&#0;` or a surrogate, left out of the text. The XML readers no longer
    /// report it: they report [`Problem::ForbiddenCharReference`].
    CharReference {
        /// The reference's name, between `&` and `;`.
        reference: String,
    },
    /// A character reference to a character XML does not allow (`&#0;`,
    /// `&#x1;`, a surrogate such as `&#xD800;`) or that names no character
    /// (`&#xZZ;`): the document is not well-formed, in either mode. Among
    /// the entries, the entry it is in is lost (never read with the
    /// character left out) and reading resumes at the next entry; anywhere
    /// else reading stops.
    ForbiddenCharReference {
        /// The reference's name, between `&` and `;`.
        reference: String,
        /// The entry the reference was in, which is lost (`url` or `sitemap`).
        lost: Option<&'static str>,
    },
    /// A prefix used without a namespace declaration; the element is skipped.
    UndeclaredPrefix {
        /// The prefix.
        prefix: String,
    },
    /// A DOCTYPE declaration: refused, so no entity is ever expanded or fetched.
    Doctype,
    /// Something (even whitespace) before the XML declaration.
    LateDeclaration,
    /// An encoding other than UTF-8 declared; the bytes are read as UTF-8.
    Encoding {
        /// The declared encoding.
        declared: String,
    },
    /// A document in another encoding than UTF-8, converted to UTF-8 as it
    /// is read: told by a UTF-16 byte order mark or pattern, or declared.
    /// Positions count bytes of the converted text.
    Converted {
        /// The encoding as the document names it: its declared label
        /// (`ISO-8859-1`), or the name of the UTF-16 form its bytes show.
        encoding: String,
        /// Whether every byte was converted; a declared single-byte encoding
        /// converts only the bytes that are not UTF-8 (many such files are
        /// UTF-8 all the same).
        every_byte: bool,
    },
    /// The document ends inside an element.
    Truncated {
        /// The innermost element left open.
        open: String,
        /// Whether an incomplete entry was dropped.
        lost_entry: bool,
    },
    /// Content after the root element (a second root, say); reading stops.
    TrailingContent,
    /// The root is neither `<urlset>` nor `<sitemapindex>`.
    NotASitemap {
        /// The root found.
        found: String,
    },
    /// An HTML page (an `<html>` root or an HTML DOCTYPE): a site's page or
    /// error page served where a sitemap was expected.
    HtmlPage,
    /// The root is not the one a typed reader reads.
    WrongRoot {
        /// The root this reader expects.
        expected: &'static str,
        /// The root found.
        found: String,
    },
    /// The root is not in the sitemap namespace; the document is read as if
    /// it were.
    Namespace {
        /// The namespace found, if any.
        found: Option<String>,
    },
    /// The legacy 0.84 namespace: read, but no longer current.
    LegacyNamespace,
    /// An attribute the schema does not allow on one of the sitemap's own
    /// elements (only namespace declarations and `xsi:` attributes are);
    /// it is ignored.
    Attribute {
        /// The element.
        element: String,
        /// The attribute's name.
        attribute: String,
    },
    /// An extension element of a type of ours (an image, a video, news,
    /// an alternate) that breaks its rules; it is left out, the entry kept.
    Extension {
        /// The element, as written (`image:image`).
        name: String,
        /// Which rule (`image.loc`, `news.language`).
        rule: &'static str,
        /// What is wrong with it.
        error: ContentError,
        /// The text the value was repaired to, when its intent was clear
        /// (`en-US` for `en_US`): the element is then kept with it.
        repaired: Option<String>,
    },
    /// An extension of ours that breaks its schema where the model keeps
    /// extensions as trees (an index's `<sitemap>`): reported, and kept as
    /// it is written.
    KeptExtension {
        /// The element, as written (`video:video`).
        name: String,
        /// Which rule (`video.duration`).
        rule: &'static str,
        /// What is wrong with it.
        error: ContentError,
    },
    /// A child of one of our extension elements standing outside it
    /// (`image:loc` directly in `<url>`), where its schema declares it
    /// nowhere: kept as it is written.
    MisplacedExtension {
        /// The element, as written (`image:loc`).
        name: String,
        /// Where its schema declares it (`image:image`).
        belongs_in: String,
    },
    /// An element of one of our extensions' namespaces its schema declares
    /// nowhere (`image:foo` in `<url>`), which the official schemas' strict
    /// wildcard refuses: kept as it is written.
    UndeclaredExtension {
        /// The element, as written (`image:foo`).
        name: String,
        /// What the schema declares in an entry (`image:image`).
        declared: String,
    },
    /// An extension tag or attribute Google stopped reading in 2022 (such
    /// as `image:caption` or `video:player_loc@autoplay`): kept, and
    /// written back only when asked for
    /// ([`DocumentWriter::with_deprecated_tags`](crate::write::DocumentWriter::with_deprecated_tags)).
    Deprecated {
        /// The tag, or the tag and attribute (`video:player_loc@autoplay`).
        name: String,
        /// Which extension (`image.deprecated`, `video.deprecated`).
        rule: &'static str,
    },
    /// An element not allowed where it stands; it is skipped.
    UnknownElement {
        /// The enclosing element.
        parent: String,
        /// The element found.
        name: String,
    },
    /// Text where only elements are allowed; it is ignored.
    UnexpectedText {
        /// The enclosing element.
        parent: String,
        /// The text, trimmed and shortened.
        text: String,
    },
    /// A child out of the order the 0.9 schema fixes (loc, lastmod,
    /// changefreq, priority, then extensions).
    Order {
        /// The enclosing element.
        parent: &'static str,
        /// The child out of place.
        name: String,
        /// The child it should have come before.
        before: String,
    },
    /// A missing, repeated or invalid child.
    Content {
        /// What the schema says.
        error: ContentError,
        /// What happened to the entry: the repaired value kept, or `None`
        /// when the value (or, for a `loc`, the whole entry) was left out.
        kept: Option<String>,
    },
    /// A `<loc>` with characters RFC 3986 does not allow raw; it is read in
    /// its percent-encoded form.
    LocCharacters {
        /// The value as written.
        written: String,
        /// The value read.
        encoded: String,
    },
    /// A relative `<loc>`: resolved against the file's URL when
    /// [`ReadOptions::published_at`](crate::read::ReadOptions::published_at)
    /// gives it, else its entry is lost.
    RelativeLoc {
        /// The value as written.
        written: String,
        /// The absolute URL it was read as, if the file's URL is known.
        resolved: Option<String>,
    },
    /// A `lastmod` valid under only one of the two grammars the protocol
    /// names, W3C Datetime and the schema's `xsd:date` or `xsd:dateTime`.
    /// It is kept. Its rule is the schema's (`lastmod.datetime`) when the
    /// schema refuses it, the protocol's (`lastmod.form`) otherwise.
    LastModForm {
        /// The value.
        value: String,
        /// Which grammar refuses it, and why.
        fault: LastModFault,
    },
    /// A `news:publication_date` with a time but no time zone: valid under
    /// the official schema, but Google asks for W3C Datetime, which requires
    /// one. The value is kept.
    NewsDateZone {
        /// The value.
        value: String,
    },
    /// A URL on another protocol or host than the first URL of the file.
    Host {
        /// The scheme and host of the file's first URL.
        expected: String,
        /// The URL.
        url: String,
    },
    /// A sitemap's URL outside the directory the sitemap is published in
    /// (the protocol's location rule; checked when
    /// [`ReadOptions::published_at`](crate::read::ReadOptions::published_at)
    /// is given).
    OutsideDirectory {
        /// The directory, ending in `/`.
        directory: String,
        /// The URL.
        url: String,
    },
    /// An index's sitemap outside the site the index is published on (the
    /// location rule for indexes).
    OutsideSite {
        /// The site's scheme, host and port, ending in `/`.
        site: String,
        /// The sitemap's URL.
        url: String,
    },
    /// An index that lists its own URL (known from
    /// [`ReadOptions::published_at`](crate::read::ReadOptions::published_at)):
    /// following it would loop.
    ListsItself {
        /// The index's URL.
        url: String,
    },
    /// A `<urlset>` or `<sitemapindex>` without entries.
    Empty {
        /// The root.
        root: &'static str,
    },
    /// A text sitemap (one URL a line) without a URL.
    TextEmpty,
    /// A line of a text sitemap that is not UTF-8, as the protocol requires
    /// of text sitemaps; the line is skipped.
    TextEncoding {
        /// The line, invalid bytes replaced.
        line: String,
    },
    /// A `#` comment line in a text sitemap, which holds URLs and nothing
    /// else; the line is ignored.
    TextComment {
        /// The line.
        line: String,
    },
    /// A feed (RSS or Atom, read as a sitemap) without items.
    FeedEmpty {
        /// The feed's root element: `rss`, `rdf:RDF` or `feed`.
        root: &'static str,
    },
    /// A feed's item (or Atom entry) without a link to list; the item is
    /// skipped.
    FeedLink {
        /// `item` or `entry`.
        item: &'static str,
    },
    /// A feed's date that is no RFC 822 date (RSS) nor W3C date (Atom,
    /// Dublin Core): the entry is kept without it, or with its day alone
    /// when only the time zone was missing.
    FeedDate {
        /// The date as written.
        written: String,
        /// The day kept as `lastmod`, when the date lacked only its zone.
        kept: Option<String>,
    },
    /// A JSON document that is not well-formed JSON; reading stops.
    JsonSyntax(String),
    /// An entry of a JSON document that does not deserialize into the
    /// serde shape; the entry is skipped.
    JsonEntry {
        /// `url` or `sitemap`.
        entry: &'static str,
        /// What serde_json said.
        message: String,
    },
    /// A JSON document without entries.
    JsonEmpty,
    /// More entries than the protocol allows in one file.
    TooManyEntries {
        /// The protocol's limit.
        limit: u64,
    },
    /// More `<news:news>` in one file than Google reads (its older cap,
    /// which the site writer keeps): stricter than the schema.
    TooManyNews {
        /// Google's cap.
        limit: u64,
    },
    /// More bytes than the protocol allows in one file.
    TooLarge {
        /// The protocol's limit, uncompressed.
        limit: u64,
    },
    /// More entries than this reader was allowed to read; reading stops.
    EntryLimit {
        /// The configured limit.
        limit: u64,
    },
    /// More decompressed bytes than this reader was allowed to read; reading stops.
    ByteLimit {
        /// The configured limit.
        limit: u64,
    },
    /// Elements nested deeper than this reader accepts; the element holding
    /// them is skipped (among the entries, up to the next entry).
    TooDeep {
        /// The configured limit.
        limit: usize,
    },
    /// More namespace declarations in scope than the parser accepts; the
    /// element declaring them is skipped, up to the next entry.
    TooManyNamespaces {
        /// The parser's limit.
        limit: usize,
    },
    /// More extension content in one entry (or directly under the root)
    /// than this reader keeps; the extension elements past the limit are
    /// skipped.
    ExtensionLimit {
        /// The configured limit on elements, attributes and texts.
        nodes: usize,
        /// The configured limit on bytes.
        bytes: usize,
    },
    /// More problems in one entry than a reader holds back; they were
    /// counted, not reported one by one.
    MoreProblems {
        /// How many.
        count: u64,
    },
    /// A value longer than this reader accepts: among the entries of XML,
    /// the entry holding it is lost and reading resumes at the next; else
    /// reading stops.
    ValueTooLong {
        /// The element holding it.
        element: String,
        /// The configured limit, in bytes.
        limit: usize,
        /// Reading resumed at the next entry (the one holding it is lost).
        resumed: bool,
    },
}

/// Why a `lastmod` is not in the protocol's form: W3C Datetime that the
/// schema's `xsd:date` or `xsd:dateTime` also takes.
///
/// ```
/// use sitemap_core::read::LastModFault;
/// use sitemap_core::DateTime;
///
/// let of = |s: &str| LastModFault::of(&DateTime::parse(s).unwrap());
/// assert_eq!(of("2024-05-01"), None);
/// assert_eq!(of("2024-05"), Some(LastModFault::Partial));
/// assert!(of("2024-05-01T10:20Z").unwrap().breaks_schema());
/// assert!(!of("2024-05-01T10:20:00").unwrap().breaks_schema());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum LastModFault {
    /// A year or a month alone: W3C Datetime, not a schema date.
    Partial,
    /// A time without seconds: W3C Datetime, not a schema `dateTime`.
    NoSeconds,
    /// A time without a time zone: the schema's, not W3C Datetime.
    NoZone,
    /// A date with a time zone: the schema's, not W3C Datetime.
    DateZone,
}

impl LastModFault {
    /// What keeps `value` from the protocol's form, or `None` when it is in it.
    pub fn of(value: &crate::DateTime) -> Option<LastModFault> {
        use crate::Precision;
        Some(match value.precision() {
            _ if value.is_protocol_form() => return None,
            Precision::Year | Precision::Month => LastModFault::Partial,
            Precision::Minute => LastModFault::NoSeconds,
            Precision::Day => LastModFault::DateZone,
            Precision::Second | Precision::Fraction => LastModFault::NoZone,
        })
    }

    /// Whether the official schema refuses the value too (else only the
    /// protocol's W3C Datetime does).
    pub fn breaks_schema(self) -> bool {
        matches!(self, LastModFault::Partial | LastModFault::NoSeconds)
    }
}

impl Problem {
    /// The rule that was broken, as a stable identifier.
    pub fn rule(&self) -> &'static str {
        match self {
            Problem::Io(_) => "io",
            Problem::Gzip(_) => "gzip",
            Problem::NestedGzip => "gzip.nested",
            Problem::GzipTrailing => "gzip.trailing",
            Problem::Syntax(_) | Problem::Malformed { .. } | Problem::NotWellFormed { .. } => {
                "xml.syntax"
            }
            Problem::Unclosed { .. } | Problem::MismatchedEnd { .. } | Problem::StrayEnd { .. } => {
                "xml.end-tag"
            }
            Problem::RawAmpersand { .. } => "xml.raw-ampersand",
            Problem::RawLessThan { .. } => "xml.raw-less-than",
            Problem::UnknownEntity { .. } => "xml.entity",
            Problem::CharReference { .. } | Problem::ForbiddenCharReference { .. } => {
                "xml.char-ref"
            }
            Problem::UndeclaredPrefix { .. } => "xml.prefix",
            Problem::Doctype => "xml.doctype",
            Problem::LateDeclaration => "xml.declaration",
            Problem::Encoding { .. } | Problem::Converted { .. } => "xml.encoding",
            Problem::Truncated { .. } => "xml.truncated",
            Problem::TrailingContent => "xml.trailing",
            Problem::NotASitemap { .. } | Problem::WrongRoot { .. } | Problem::HtmlPage => "root",
            Problem::Namespace { .. } => "namespace",
            Problem::LegacyNamespace => "namespace.legacy",
            Problem::UnknownElement { .. }
            | Problem::MisplacedExtension { .. }
            | Problem::UndeclaredExtension { .. } => "element.unknown",
            Problem::Attribute { .. } => "element.attribute",
            Problem::UnexpectedText { .. } => "element.text",
            Problem::Order { .. } => "element.order",
            Problem::Content { error, .. } => content_rule(error),
            Problem::Extension { rule, .. }
            | Problem::KeptExtension { rule, .. }
            | Problem::Deprecated { rule, .. } => rule,
            Problem::LocCharacters { .. } => "loc.characters",
            Problem::RelativeLoc { .. } => "loc.relative",
            Problem::LastModForm { fault, .. } if fault.breaks_schema() => "lastmod.datetime",
            Problem::LastModForm { .. } => "lastmod.form",
            Problem::NewsDateZone { .. } => "news.publication_date",
            Problem::Host { .. } => "loc.host",
            Problem::OutsideDirectory { .. } | Problem::OutsideSite { .. } => "loc.location",
            Problem::Empty { .. } | Problem::TextEmpty => "entries.none",
            Problem::TextEncoding { .. } => "text.encoding",
            Problem::TextComment { .. } => "text.comment",
            Problem::FeedEmpty { .. } => "entries.none",
            Problem::FeedLink { .. } => "feed.link",
            Problem::FeedDate { .. } => "feed.date",
            Problem::JsonSyntax(_) => "json.syntax",
            Problem::JsonEntry { .. } => "json.entry",
            Problem::JsonEmpty => "entries.none",
            Problem::ListsItself { .. } => "index.self",
            Problem::TooManyEntries { .. } => "entries.count",
            Problem::TooManyNews { .. } => "news.count",
            Problem::TooLarge { .. } => "size.protocol",
            Problem::EntryLimit { .. } => "limit.entries",
            Problem::ByteLimit { .. } => "limit.bytes",
            Problem::TooDeep { .. } => "limit.depth",
            Problem::TooManyNamespaces { .. } => "limit.namespaces",
            Problem::ExtensionLimit { .. } => "limit.extensions",
            Problem::ValueTooLong { .. } => "limit.value",
            Problem::MoreProblems { .. } => "limit.diagnostics",
        }
    }

    /// The offending value or name, when there is one.
    pub fn value(&self) -> Option<&str> {
        match self {
            Problem::RawAmpersand { text } | Problem::UnexpectedText { text, .. } => Some(text),
            Problem::UnknownEntity { name }
            | Problem::NotASitemap { found: name }
            | Problem::WrongRoot { found: name, .. }
            | Problem::UnknownElement { name, .. }
            | Problem::MisplacedExtension { name, .. }
            | Problem::UndeclaredExtension { name, .. }
            | Problem::Order { name, .. } => Some(name),
            Problem::UndeclaredPrefix { prefix } => Some(prefix),
            Problem::Attribute { attribute, .. } => Some(attribute),
            Problem::CharReference { reference }
            | Problem::ForbiddenCharReference { reference, .. } => Some(reference),
            Problem::Unclosed { element, .. } => Some(element),
            Problem::MismatchedEnd { found, .. } | Problem::StrayEnd { found } => Some(found),
            Problem::Encoding { declared } => Some(declared),
            Problem::Converted { encoding, .. } => Some(encoding),
            Problem::TextEncoding { line } | Problem::TextComment { line } => Some(line),
            Problem::FeedDate { written, .. } => Some(written),
            Problem::Namespace { found } => found.as_deref(),
            Problem::Deprecated { name, .. } => Some(name),
            Problem::Content { error, .. }
            | Problem::Extension { error, .. }
            | Problem::KeptExtension { error, .. } => match error.kind() {
                ContentErrorKind::Value(facet) => Some(facet.value()),
                _ => Some(error.child()),
            },
            Problem::LocCharacters { written, .. } | Problem::RelativeLoc { written, .. } => {
                Some(written)
            }
            Problem::LastModForm { value, .. } | Problem::NewsDateZone { value } => Some(value),
            Problem::Host { url, .. }
            | Problem::OutsideDirectory { url, .. }
            | Problem::OutsideSite { url, .. }
            | Problem::ListsItself { url } => Some(url),
            _ => None,
        }
    }

    /// The problem with every name it carries (element, attribute, prefix,
    /// namespace) cut to a readable length: a name in a hostile document
    /// may be as long as a whole token, and hundreds of diagnostics queue
    /// for one entry.
    pub(crate) fn shortened(mut self) -> Self {
        let cut = |name: &mut String| {
            if name.len() > 128 {
                *name = quoted(name);
            }
        };
        match &mut self {
            Problem::Unclosed { element, closed_by } => {
                cut(element);
                cut(closed_by);
            }
            Problem::MismatchedEnd { expected, found } => {
                cut(expected);
                cut(found);
            }
            Problem::StrayEnd { found }
            | Problem::RawLessThan { before: found }
            | Problem::NotASitemap { found }
            | Problem::WrongRoot { found, .. } => cut(found),
            Problem::Namespace { found: Some(found) } => cut(found),
            Problem::Attribute {
                element: first,
                attribute: second,
            }
            | Problem::UnknownElement {
                parent: first,
                name: second,
            }
            | Problem::MisplacedExtension {
                name: first,
                belongs_in: second,
            }
            | Problem::UndeclaredExtension {
                name: first,
                declared: second,
            } => {
                cut(first);
                cut(second);
            }
            Problem::Extension { name, .. }
            | Problem::KeptExtension { name, .. }
            | Problem::Deprecated { name, .. } => cut(name),
            Problem::UndeclaredPrefix { prefix } => cut(prefix),
            Problem::UnknownEntity { name } => cut(name),
            Problem::CharReference { reference }
            | Problem::ForbiddenCharReference { reference, .. } => cut(reference),
            Problem::Encoding { declared }
            | Problem::Converted {
                encoding: declared, ..
            } => cut(declared),
            Problem::Truncated { open, .. } => cut(open),
            Problem::ValueTooLong { element, .. } => cut(element),
            Problem::TextEncoding { line }
            | Problem::TextComment { line }
            | Problem::FeedDate { written: line, .. } => cut(line),
            Problem::JsonSyntax(message) | Problem::JsonEntry { message, .. } => cut(message),
            _ => {}
        }
        self
    }

    /// Whether reading resumes after this problem at the next entry, when
    /// it is found among the entries.
    pub(crate) fn is_resumable(&self) -> bool {
        matches!(
            self,
            Problem::Malformed { .. }
                | Problem::ForbiddenCharReference { .. }
                | Problem::TooDeep { .. }
                | Problem::TooManyNamespaces { .. }
                | Problem::ValueTooLong { .. }
        )
    }

    /// Whether this problem ends reading.
    pub fn is_fatal(&self) -> bool {
        matches!(
            self,
            Problem::Io(_)
                | Problem::Gzip(_)
                | Problem::Syntax(_)
                | Problem::JsonSyntax(_)
                | Problem::Doctype
                | Problem::Truncated { .. }
                | Problem::TrailingContent
                | Problem::NotASitemap { .. }
                | Problem::HtmlPage
                | Problem::WrongRoot { .. }
                | Problem::EntryLimit { .. }
                | Problem::ByteLimit { .. }
                | Problem::ValueTooLong { resumed: false, .. }
        )
    }

    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Problem::Io(e) | Problem::Gzip(e) => Some(e),
            Problem::Content { error, .. }
            | Problem::Extension { error, .. }
            | Problem::KeptExtension { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// `<child>.<check>` for a schema error, so a rule names the element it is
/// about (`priority.range`, `loc.missing`).
fn content_rule(error: &ContentError) -> &'static str {
    macro_rules! per_child {
        ($child:expr, $suffix:literal, [$($name:literal),*]) => {
            match $child {
                $($name => concat!($name, ".", $suffix),)*
                _ => concat!("value.", $suffix),
            }
        };
    }
    macro_rules! children {
        ($child:expr, $suffix:literal) => {
            per_child!(
                $child,
                $suffix,
                ["loc", "lastmod", "changefreq", "priority", "url", "sitemap"]
            )
        };
    }
    let child = error.child();
    match error.kind() {
        ContentErrorKind::Missing | ContentErrorKind::NoChoice { .. } => {
            children!(child, "missing")
        }
        ContentErrorKind::Duplicate => children!(child, "duplicate"),
        ContentErrorKind::TooFew { .. } => "entries.none",
        ContentErrorKind::TooMany { .. } => "entries.count",
        ContentErrorKind::Unexpected => "element.unknown",
        ContentErrorKind::Value(facet) => facet_rule(facet),
    }
}

/// Whether what `error` says is one of our rules beyond the official
/// schemas (Google's, the protocol's), not the schemas' own.
pub(super) fn is_beyond_the_schema(rule: &str, error: &ContentError) -> bool {
    beyond_the_schema(rule, error, "").is_some()
        || matches!(
            error.kind(),
            ContentErrorKind::Value(facet) if matches!(
                facet.violation(),
                Violation::BeyondSchema { .. } | Violation::EncodedTooLong { .. }
            )
        )
}

/// What a rule of ours asks beyond the official schemas (each listed in
/// docs/RULES.md), for the message of an error it found: `rule` is the
/// diagnostic's id, `who` the rule's source for an address (`Google
/// requires`). The rules that build their own messages (news dates, video
/// duration, counts per file, lastmod) say so there.
fn beyond_the_schema(rule: &str, error: &ContentError, who: &str) -> Option<String> {
    match (rule, error.kind()) {
        ("video.source", _) => {
            Some("Google requires a content_loc or a player_loc in every <video:video>".into())
        }
        ("news.news", ContentErrorKind::TooMany { .. } | ContentErrorKind::Duplicate) => {
            Some("Google reads one <news:news> per <url>".into())
        }
        ("image.image", ContentErrorKind::TooMany { max }) => Some(format!(
            "Google reads at most {max} <image:image> per <url>"
        )),
        ("lastmod.form", ContentErrorKind::Value(_)) => Some(format!(
            "{who} W3C Datetime, whose years have four digits and whose hours end at 23; \
             the schema's dateTime also takes other years and `24:00:00`"
        )),
        (_, ContentErrorKind::Value(facet)) => match facet.violation() {
            Violation::Uri(uri)
                if matches!(
                    uri.kind(),
                    sitemap_rules::UriErrorKind::NotAbsolute
                        | sitemap_rules::UriErrorKind::UnsupportedScheme
                ) =>
            {
                Some(format!("{who} an absolute http or https URL"))
            }
            // An extension's address (`image:loc`, `video:thumbnail_loc`)
            // is any URI to its schema, an empty one included; `<loc>`'s
            // schema type has a minimum length and says so itself.
            Violation::Uri(uri)
                if facet.element() != "loc"
                    && matches!(
                        uri.kind(),
                        sitemap_rules::UriErrorKind::Empty
                            | sitemap_rules::UriErrorKind::SurroundingWhitespace
                            | sitemap_rules::UriErrorKind::MissingHost
                            | sitemap_rules::UriErrorKind::InvalidHost
                    ) =>
            {
                Some(format!("{who} an absolute http or https URL"))
            }
            // The schema's dateTime takes `24:00:00` and other years.
            Violation::DateTime(_) if sitemap_rules::is_xsd_date_or_date_time(facet.value()) => {
                Some(format!(
                    "{who} W3C Datetime, whose years have four digits and whose hours end at 23"
                ))
            }
            _ => None,
        },
        _ => None,
    }
}

fn facet_rule(facet: &FacetError) -> &'static str {
    macro_rules! per_element {
        ($suffix:literal) => {
            match facet.element() {
                "loc" => concat!("loc.", $suffix),
                "lastmod" => concat!("lastmod.", $suffix),
                "changefreq" => concat!("changefreq.", $suffix),
                "priority" => concat!("priority.", $suffix),
                _ => concat!("value.", $suffix),
            }
        };
    }
    match facet.violation() {
        Violation::Uri(_) => per_element!("uri"),
        // The schema takes it (a year past 9999, `24:00:00`); only W3C
        // Datetime, which the protocol's text asks for, refuses it.
        Violation::DateTime(_)
            if facet.element() == "lastmod"
                && sitemap_rules::is_xsd_date_or_date_time(facet.value()) =>
        {
            "lastmod.form"
        }
        Violation::DateTime(_) => per_element!("datetime"),
        Violation::Decimal(_) => per_element!("decimal"),
        Violation::TooShort { .. } | Violation::TooLong { .. } => per_element!("length"),
        // Only `<loc>`'s type has a URL's length facets.
        Violation::EncodedTooLong { .. } => "loc.encoded-length",
        Violation::BelowMinimum { .. } | Violation::AboveMaximum { .. } => per_element!("range"),
        Violation::NotInUnion { .. } => per_element!("form"),
        Violation::NotInEnumeration { .. } => per_element!("enumeration"),
        Violation::Pattern { .. } => per_element!("pattern"),
        Violation::BeyondSchema { .. } => per_element!("stricter"),
        _ => per_element!("invalid"),
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Io(e) => write!(f, "cannot read the document: {e}"),
            Problem::Gzip(e) => write!(
                f,
                "the file starts like gzip but does not decompress ({e}); fetch it again"
            ),
            Problem::NestedGzip => f.write_str(
                "the file is gzip inside gzip (often a server compressing a .gz file again); it is read decompressed twice, serve it compressed once",
            ),
            Problem::GzipTrailing => f.write_str(
                "bytes after the end of the gzip stream are not gzip; they are ignored, remove them",
            ),
            Problem::Syntax(message) => write!(
                f,
                "not well-formed XML: {message}; entries after this point are not read"
            ),
            Problem::NotWellFormed { fault } => write!(
                f,
                "not well-formed XML: {fault}; read on as written, but parsers that are not lenient (schema validators among them) refuse the whole file"
            ),
            Problem::Malformed { fault, lost } => {
                write!(f, "not well-formed XML: {fault}; ")?;
                if let Some(entry) = lost {
                    write!(f, "the <{entry}> it is in is dropped, and ")?;
                }
                f.write_str("reading resumes at the next entry; fix the markup")
            }
            Problem::Unclosed { element, closed_by } => write!(
                f,
                "<{element}> has no end tag; `{closed_by}` ends it here, add `</{element}>` before it"
            ),
            Problem::MismatchedEnd { expected, found } => write!(
                f,
                "end tag `</{found}>` does not match <{expected}>; read as `</{expected}>`, correct the name"
            ),
            Problem::RawLessThan { before } => write!(
                f,
                "a raw `<` before `{before}` is left out of the text; write it as `&lt;`"
            ),
            Problem::StrayEnd { found } => write!(
                f,
                "end tag `</{found}>` matches no open element; it is skipped, remove it"
            ),
            Problem::RawAmpersand { text } => write!(
                f,
                "raw `&` in `{text}` read as a literal `&`; write it as `&amp;`"
            ),
            Problem::UnknownEntity { name } => write!(
                f,
                "`&{name};` is not an XML entity; kept as written, use `&amp;{name};` or the character itself"
            ),
            Problem::CharReference { reference } => write!(
                f,
                "`&{reference};` refers to a character XML does not allow; it is left out, remove it"
            ),
            Problem::ForbiddenCharReference { reference, lost } => {
                write!(
                    f,
                    "not well-formed XML: `&{reference};` refers to no character XML allows; "
                )?;
                if let Some(entry) = lost {
                    write!(f, "the <{entry}> it is in is dropped, and ")?;
                }
                f.write_str("reading resumes at the next entry; remove it or write the character itself")
            }
            Problem::UndeclaredPrefix { prefix } => write!(
                f,
                "the prefix `{prefix}` has no namespace declaration, so its element is skipped; declare xmlns:{prefix}=\"…\" on the root"
            ),
            Problem::Doctype => f.write_str(
                "DOCTYPE declarations are refused (no entity expansion, no external fetch); a sitemap has none, remove it",
            ),
            Problem::LateDeclaration => f.write_str(
                "the XML declaration must be the very first bytes of the file; remove what precedes `<?xml`",
            ),
            Problem::Encoding { declared } => write!(
                f,
                "declared encoding `{declared}`, but sitemaps are UTF-8 and are read as UTF-8; re-encode the file"
            ),
            Problem::Converted {
                encoding,
                every_byte: true,
            } => write!(
                f,
                "the file is in {encoding}, not UTF-8 as the protocol requires; it is read converted, save it as UTF-8"
            ),
            Problem::Converted {
                encoding,
                every_byte: false,
            } => write!(
                f,
                "the file declares {encoding}, not UTF-8 as the protocol requires; bytes that are not UTF-8 are read as {encoding}, save it as UTF-8 and declare that"
            ),
            Problem::Truncated { open, lost_entry } => {
                write!(f, "the document ends inside <{open}>; the file is truncated")?;
                if *lost_entry {
                    f.write_str(", and its last, incomplete entry was dropped")?;
                }
                Ok(())
            }
            Problem::TrailingContent => f.write_str(
                "content after the root element; a document has exactly one root, split it into two files",
            ),
            Problem::NotASitemap { found } => write!(
                f,
                "the root element is <{found}>, not <urlset> or <sitemapindex>; this is not a sitemap"
            ),
            Problem::HtmlPage => f.write_str(
                "this is an HTML page, not a sitemap: the URL serves a web page (often a home or error page sent with status 200); check the sitemap's URL",
            ),
            Problem::WrongRoot { expected, found } => {
                write!(f, "expected a <{expected}> document, found <{found}>")?;
                match (*expected, found.as_str()) {
                    ("urlset", "sitemapindex") => f.write_str("; read it with IndexReader"),
                    ("sitemapindex", "urlset") => f.write_str("; read it with UrlSetReader"),
                    _ => Ok(()),
                }
            }
            Problem::Namespace { found } => match found {
                Some(ns) => write!(
                    f,
                    "the root element is in namespace `{ns}`, not the sitemap namespace; declare xmlns=\"{NAMESPACE}\""
                ),
                None => write!(
                    f,
                    "the root element has no namespace; declare xmlns=\"{NAMESPACE}\""
                ),
            },
            Problem::LegacyNamespace => write!(
                f,
                "the legacy 0.84 namespace; read as 0.9, declare xmlns=\"{NAMESPACE}\" instead"
            ),
            Problem::Attribute { element, attribute } => write!(
                f,
                "<{element}> does not allow the attribute `{attribute}`, so it is ignored; remove it"
            ),
            Problem::UnknownElement { parent, name } => write!(
                f,
                "<{parent}> does not allow <{name}>, so it is skipped; remove it, or move it into an extension namespace"
            ),
            Problem::UnexpectedText { parent, text } => write!(
                f,
                "<{parent}> does not allow text (`{text}`); it is ignored, remove it"
            ),
            Problem::Order { parent, name, before } if parent.contains(':') => write!(
                f,
                "<{name}> must come before <{before}> in <{parent}> (its schema's order); it is read as meant, reorder the children"
            ),
            Problem::Order {
                parent: parent @ ("urlset" | "sitemapindex"),
                name,
                before,
            } => write!(
                f,
                "<{name}> must come before the first <{before}> in <{parent}> (the 0.9 schema takes the root's extensions first); move it up"
            ),
            Problem::Order { parent, name, before } => write!(
                f,
                "<{name}> must come before <{before}> in <{parent}> (the 0.9 order is loc, lastmod, changefreq, priority, then extensions); reorder the children"
            ),
            Problem::Extension {
                name,
                error,
                repaired: Some(repaired),
                ..
            } => write!(
                f,
                "{error}; the <{name}> is kept with `{repaired}`, write that instead"
            ),
            Problem::Extension {
                name, error, rule, ..
            } => {
                write!(f, "{error}")?;
                if let Some(source) = beyond_the_schema(rule, error, "Google requires") {
                    write!(f, " (stricter than the schema: {source})")?;
                }
                write!(f, "; the <{name}> is left out, the entry is kept")
            }
            Problem::MisplacedExtension { name, belongs_in } => write!(
                f,
                "<{name}> belongs inside <{belongs_in}>, where its schema declares it, and nowhere else; it is kept as written, move it into its <{belongs_in}>"
            ),
            Problem::UndeclaredExtension { name, declared } => write!(
                f,
                "<{name}> is not an element of its namespace's schema, which declares <{declared}> here; it is kept as written, but a reader checking the schema refuses the file: remove it or correct its name"
            ),
            Problem::KeptExtension { name, error, rule } => {
                write!(f, "{error}")?;
                if let Some(source) = beyond_the_schema(rule, error, "Google requires") {
                    write!(f, " (stricter than the schema: {source})")?;
                }
                write!(f, "; the <{name}> is kept as written, fix it")
            }
            Problem::Deprecated { name, .. } => write!(
                f,
                "Google stopped reading `{name}` in 2022; it is kept, but has no effect: remove it from what you generate"
            ),
            Problem::Content { error, kept } => {
                write!(f, "{error}")?;
                let rule = content_rule(error);
                if let Some(source) = beyond_the_schema(rule, error, "the protocol's text requires") {
                    write!(f, " (stricter than the schema: {source})")?;
                }
                let missing_loc = error.child() == "loc"
                    && matches!(
                        error.kind(),
                        ContentErrorKind::Missing | ContentErrorKind::Value(_)
                    );
                match kept {
                    Some(value) => write!(f, "; read as `{value}`"),
                    None if missing_loc => write!(f, "; the <{}> is skipped", error.element()),
                    None if matches!(error.kind(), ContentErrorKind::Duplicate) => {
                        f.write_str("; the first is kept")
                    }
                    None if matches!(error.kind(), ContentErrorKind::Value(_)) => {
                        write!(f, "; the <{}> is read without it", error.element())
                    }
                    None => Ok(()),
                }
            }
            Problem::RelativeLoc {
                written,
                resolved: Some(resolved),
            } => write!(
                f,
                "`{written}` is a relative URL; read as `{resolved}`, resolved against the file's URL, write the full URL"
            ),
            Problem::RelativeLoc {
                written,
                resolved: None,
            } => write!(
                f,
                "`{written}` is a relative URL and the file's URL is unknown, so its <url> is skipped; give the file's URL (ReadOptions::published_at) to resolve it, or write the full URL"
            ),
            Problem::LocCharacters { written, encoded } => write!(
                f,
                "`{written}` has characters a URL may not carry raw; read as `{encoded}`, write it percent-encoded"
            ),
            Problem::LastModForm {
                value,
                fault: LastModFault::NoZone,
            } => write!(
                f,
                "lastmod `{value}` has a time but no time zone: stricter than the schema, the protocol's text asks for W3C Datetime, which requires one; add `Z` or an offset like `+02:00`"
            ),
            Problem::LastModForm {
                value,
                fault: LastModFault::DateZone,
            } => write!(
                f,
                "lastmod `{value}` is a date with a time zone: stricter than the schema, the protocol's text asks for W3C Datetime, whose dates carry none; drop the zone, or give the time with it"
            ),
            Problem::LastModForm {
                value,
                fault: LastModFault::NoSeconds,
            } => write!(
                f,
                "lastmod `{value}` has no seconds, which the 0.9 schema requires (W3C Datetime allows them out); write them, like `T18:00:00`, with a time zone"
            ),
            Problem::NewsDateZone { value } => write!(
                f,
                "news:publication_date `{value}` has a time but no time zone (stricter than the schema: Google requires W3C Datetime, which requires one); it is kept, add `Z` or an offset like `+02:00`"
            ),
            Problem::LastModForm {
                value,
                fault: LastModFault::Partial,
            } => write!(
                f,
                "lastmod `{value}` is not a full date, which the 0.9 schema requires; write a date like `2024-05-01`"
            ),
            Problem::Host { expected, url } => write!(
                f,
                "`{url}` is not on {expected}, the protocol and host of the file's first URL; a sitemap lists URLs of one host only, move it to that host's sitemap"
            ),
            Problem::OutsideSite { site, url } => write!(
                f,
                "`{url}` is not on {site}, the site the index is published on; an index lists only sitemaps of its own site, list this one in its own site's index"
            ),
            Problem::OutsideDirectory { directory, url } => write!(
                f,
                "`{url}` is not under {directory}, the directory the sitemap is published in; a sitemap lists only URLs in its directory and below, publish it higher up or move this URL to another sitemap"
            ),
            Problem::ListsItself { url } => write!(
                f,
                "the index lists its own URL `{url}`; a reader following it would loop, remove the entry"
            ),
            Problem::Empty { root } => write!(
                f,
                "<{root}> has no entries; the schema requires at least one, do not publish an empty file"
            ),
            Problem::TextEmpty => f.write_str(
                "the text sitemap lists no URL; write one absolute URL a line, and do not publish an empty file",
            ),
            Problem::TextEncoding { line } => write!(
                f,
                "the line `{line}` is not UTF-8, which text sitemaps must be; it is skipped, save the file as UTF-8"
            ),
            Problem::TextComment { line } => write!(
                f,
                "`{line}` is a comment, which text sitemaps do not have (they hold one absolute URL a line and nothing else); it is ignored, remove it"
            ),
            Problem::FeedEmpty { root } => write!(
                f,
                "the feed <{root}> has no items, so it lists no page; submit a feed with items, or a sitemap"
            ),
            Problem::FeedLink { item } => write!(
                f,
                "this <{item}> has no link, so it lists no page and is skipped; give it a link to the page's absolute URL"
            ),
            Problem::FeedDate {
                written,
                kept: Some(day),
            } => write!(
                f,
                "the date `{written}` has no time zone; only its day {day} is kept as lastmod, add a zone such as `GMT` or `+0000`"
            ),
            Problem::FeedDate {
                written,
                kept: None,
            } => write!(
                f,
                "`{written}` is not a date a feed may carry; the entry is kept without lastmod, write RFC 822 dates (`Sat, 07 Sep 2002 09:42:31 GMT`) in RSS and W3C dates in Atom"
            ),
            Problem::JsonSyntax(message) => write!(
                f,
                "the JSON is not well-formed: {message}; fix the document (`sitemap convert --to json` writes the shape read here)"
            ),
            Problem::JsonEntry { entry, message } => write!(
                f,
                "this JSON <{entry}> entry is not in the serde shape and is skipped: {message}"
            ),
            Problem::JsonEmpty => f.write_str(
                "the JSON document lists no entry; give it a `url` array of entries, and do not publish an empty file",
            ),
            Problem::TooManyEntries { limit } => write!(
                f,
                "more than {limit} entries in one file: stricter than the schema, the protocol's text allows {limit}; split it and list the parts in a sitemap index"
            ),
            Problem::TooManyNews { limit } => write!(
                f,
                "more than {limit} <news:news> in one file: stricter than the schema, Google reads at most {limit} news entries per sitemap; split the news into several files"
            ),
            Problem::TooLarge { limit } => write!(
                f,
                "more than {limit} bytes uncompressed in one file: stricter than the schema, the protocol's text allows 50 MiB; split it and list the parts in a sitemap index"
            ),
            Problem::EntryLimit { limit } => write!(
                f,
                "more than {limit} entries, the reader's limit; reading stops (raise ReadOptions::max_entries to read on)"
            ),
            Problem::ByteLimit { limit } => write!(
                f,
                "more than {limit} bytes once decompressed, the reader's limit; reading stops (raise ReadOptions::max_bytes to read on)"
            ),
            Problem::TooDeep { limit } => write!(
                f,
                "elements nest deeper than {limit} levels, the reader's limit; what holds them is skipped up to the next entry (raise ReadOptions::max_depth to read them)"
            ),
            Problem::TooManyNamespaces { limit } => write!(
                f,
                "more than {limit} namespace declarations in scope, the reader's limit; the element declaring them is skipped up to the next entry"
            ),
            Problem::ExtensionLimit { nodes, bytes } => write!(
                f,
                "extensions hold more than {nodes} elements, attributes and texts or {bytes} bytes here, the reader's limit; the ones past it are skipped (raise ReadOptions::max_extension_nodes or max_extension_bytes to keep them)"
            ),
            Problem::MoreProblems { count } => write!(
                f,
                "{count} more problems in this entry were counted but not reported one by one"
            ),
            Problem::ValueTooLong {
                element,
                limit,
                resumed,
            } => {
                write!(
                    f,
                    "<{element}> holds more than {limit} bytes of text, the reader's limit (`max_value_bytes`); "
                )?;
                f.write_str(if *resumed {
                    "it is skipped up to the next entry, where reading resumes (an entry it was in is lost)"
                } else {
                    "reading stops"
                })
            }
        }
    }
}
