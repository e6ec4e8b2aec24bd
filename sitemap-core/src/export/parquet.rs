//! Entries as Arrow record batches and Parquet files, for the engines that
//! take over from one machine: DuckDB, Polars, Spark, DataFusion read the
//! files as they are.
//!
//! One row per URL entry, flat columns, named as in Common Crawl's URL
//! index where a column means the same thing:
//!
//! | column | type | what |
//! |---|---|---|
//! | `url` | string | the entry's `loc` |
//! | `url_protocol` | string | `http` or `https` |
//! | `url_host_name` | string | the host, lowercase |
//! | `url_port` | int32, null | the port when written |
//! | `url_path` | string | the path |
//! | `url_query` | string, null | the query, without `?` |
//! | `lastmod` | string, null | as written (W3C Datetime) |
//! | `lastmod_ts` | timestamp (µs, UTC), null | the same instant, when it has a zone or is a day (midnight UTC) |
//! | `changefreq` | string, null | |
//! | `priority` | float, null | |
//! | `{element}_count` | int32 | for each typed extension: `image_count`, `news_count`, `video_count`, `link_count` |
//! | `{field}` | string, null | for each typed extension whose values have a URL: `images`, `videos` (their URLs), `alternates` (`hreflang=href` pairs), space-separated |
//!
//! and, when [`ExportOptions::provenance`](super::ExportOptions::provenance)
//! asks (as `sitemap fetch` does):
//!
//! | column | type | what |
//! |---|---|---|
//! | `sitemap` | string | the file the entry is listed in |
//! | `sitemap_line` | int64 | the line its entry starts on |
//! | `sitemap_depth` | int32 | indexes above the file |
//! | `sitemap_parent` | string, null | the index listing the file |
//! | `sitemap_root` | string, null | the outermost index above it |
//! | `foreign` | boolean | on another site than its sitemap, and vouched for by no robots.txt (rows only when foreign entries are kept) |
//!
//! The extension columns are the registry's
//! ([`registry::flat_columns`]): a new
//! extension schema adds its own. Rows are buffered 8,192 at a time and
//! row groups closed at 65,536 rows, so memory stays bounded however many
//! rows are written.

use std::io::Write;
use std::sync::Arc;

use arrow_array::builder::{
    BooleanBuilder, Float32Builder, Int32Builder, Int64Builder, StringBuilder,
    TimestampMicrosecondBuilder,
};
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, Schema, SchemaRef, TimeUnit};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::errors::ParquetError;
use parquet::file::properties::WriterProperties;

use super::{EntryWriter, ExportError, ExportOptions, Provenance};
use crate::registry::{self, ColumnKind, FlatValue};
use crate::{IndexEntry, Url};

/// Rows per record batch.
const BATCH: usize = 8_192;

/// Rows per row group.
const ROW_GROUP: usize = 65_536;

/// What fills a column.
#[derive(Debug, Clone, Copy)]
enum Source {
    Url,
    Protocol,
    Host,
    Port,
    Path,
    Query,
    /// The instant of the `lastmod` flat column at this index, from the
    /// text the flat row already spelled.
    LastmodInstant(usize),
    /// The flat column at this index.
    Flat(usize),
    Sitemap,
    SitemapLine,
    SitemapDepth,
    SitemapParent,
    SitemapRoot,
    Foreign,
}

/// The columns, in order, with what fills each.
fn layout(provenance: bool) -> Vec<(Field, Source)> {
    let text = |name: &str, nullable: bool| Field::new(name, DataType::Utf8, nullable);
    let count = |name: &str| Field::new(name, DataType::Int32, false);
    let mut columns = vec![
        (text("url", false), Source::Url),
        (text("url_protocol", false), Source::Protocol),
        (text("url_host_name", false), Source::Host),
        (Field::new("url_port", DataType::Int32, true), Source::Port),
        (text("url_path", false), Source::Path),
        (text("url_query", true), Source::Query),
    ];
    for (i, column) in registry::flat_columns().iter().enumerate() {
        if column.name() == "loc" {
            continue;
        }
        let field = match column.kind() {
            ColumnKind::Text => text(column.name(), true),
            ColumnKind::Decimal => Field::new(column.name(), DataType::Float32, true),
            ColumnKind::Count => count(column.name()),
        };
        columns.push((field, Source::Flat(i)));
        if column.name() == "lastmod" {
            columns.push((
                Field::new(
                    "lastmod_ts",
                    DataType::Timestamp(TimeUnit::Microsecond, Some("UTC".into())),
                    true,
                ),
                Source::LastmodInstant(i),
            ));
        }
    }
    if provenance {
        columns.extend([
            (text("sitemap", false), Source::Sitemap),
            (
                Field::new("sitemap_line", DataType::Int64, false),
                Source::SitemapLine,
            ),
            (count("sitemap_depth"), Source::SitemapDepth),
            (text("sitemap_parent", true), Source::SitemapParent),
            (text("sitemap_root", true), Source::SitemapRoot),
            (
                Field::new("foreign", DataType::Boolean, false),
                Source::Foreign,
            ),
        ]);
    }
    columns
}

/// The Arrow schema of the rows (see the module's tables), with the
/// provenance columns or without.
pub fn schema(provenance: bool) -> SchemaRef {
    let fields: Vec<Field> = layout(provenance).into_iter().map(|(f, _)| f).collect();
    Arc::new(Schema::new(fields))
}

/// The parts of an absolute URL Common Crawl's index has columns for.
struct UrlParts<'a> {
    protocol: &'a str,
    host: &'a str,
    port: Option<i32>,
    path: &'a str,
    query: Option<&'a str>,
}

fn url_parts(url: &str) -> UrlParts<'_> {
    let (protocol, rest) = url.split_once("://").unwrap_or(("", url));
    let rest = rest.split('#').next().unwrap_or(rest);
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    // An IPv6 host is bracketed, its colons inside: the port follows `]`.
    let port_at = match authority.rfind(']') {
        Some(close) => authority[close..].find(':').map(|at| close + at),
        None => authority.rfind(':'),
    };
    let (host, port) = match port_at {
        Some(at) => (&authority[..at], authority[at + 1..].parse().ok()),
        None => (authority, None),
    };
    let (path, query) = match tail.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (tail, None),
    };
    UrlParts {
        protocol,
        host,
        port,
        path: if path.is_empty() { "/" } else { path },
        query,
    }
}

/// Days from 1970-01-01 to a proleptic Gregorian date.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// A W3C datetime as microseconds since the epoch, UTC: a day is its
/// midnight UTC; a time without a zone (which the protocol forbids) or a
/// year or month alone has no instant.
fn lastmod_micros(text: &str) -> Option<i64> {
    let (date, time) = match text.split_once('T') {
        Some((date, time)) => (date, Some(time)),
        None => (text, None),
    };
    let mut parts = date.splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: u32 = parts.next()?.parse().ok()?;
    let day: u32 = parts.next()?.parse().ok()?;
    let days = days_from_civil(year, month, day);
    let Some(time) = time else {
        return Some(days * 86_400_000_000);
    };
    let (clock, offset_seconds) = if let Some(clock) = time.strip_suffix('Z') {
        (clock, 0)
    } else {
        let at = time.rfind(['+', '-'])?;
        let (clock, zone) = time.split_at(at);
        let sign = if zone.starts_with('-') { -1 } else { 1 };
        let (hours, minutes) = zone[1..].split_once(':')?;
        let offset = hours.parse::<i64>().ok()? * 3600 + minutes.parse::<i64>().ok()? * 60;
        (clock, sign * offset)
    };
    let mut fields = clock.split(':');
    let hours: i64 = fields.next()?.parse().ok()?;
    let minutes: i64 = fields.next()?.parse().ok()?;
    let seconds: f64 = fields.next().map_or(Some(0.0), |s| s.parse().ok())?;
    let micros = (seconds * 1_000_000.0).round() as i64;
    Some((days * 86_400 + hours * 3600 + minutes * 60 - offset_seconds) * 1_000_000 + micros)
}

/// Entries as Arrow record batches in [`schema`]'s columns: rows are
/// pushed one at a time, a batch is taken when wanted.
///
/// ```
/// use std::sync::Arc;
/// use sitemap_core::export::Provenance;
/// use sitemap_core::export::parquet::Batcher;
/// use sitemap_core::{Loc, Url};
///
/// let from = Provenance {
///     sitemap: Loc::parse("https://example.com/sitemap.xml")?,
///     line: 3,
///     column: 3,
///     indexes: Arc::from(vec![]),
///     foreign: false,
/// };
/// let mut batcher = Batcher::new(true);
/// batcher.push(&Url::new(Loc::parse("https://example.com:8080/a?b=c")?), Some(&from));
/// let batch = batcher.batch()?;
/// assert_eq!((batch.num_rows(), batch.num_columns()), (1, 23));
/// assert!(batcher.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Batcher {
    schema: SchemaRef,
    sources: Vec<Source>,
    builders: Vec<Builder>,
    rows: usize,
}

/// One column being filled.
enum Builder {
    Text(StringBuilder),
    Int32(Int32Builder),
    Int64(Int64Builder),
    Float(Float32Builder),
    Bool(BooleanBuilder),
    Instant(TimestampMicrosecondBuilder),
}

impl Builder {
    fn for_type(data_type: &DataType) -> Builder {
        match data_type {
            DataType::Int32 => Builder::Int32(Int32Builder::new()),
            DataType::Int64 => Builder::Int64(Int64Builder::new()),
            DataType::Float32 => Builder::Float(Float32Builder::new()),
            DataType::Boolean => Builder::Bool(BooleanBuilder::new()),
            DataType::Timestamp(..) => {
                Builder::Instant(TimestampMicrosecondBuilder::new().with_timezone("UTC"))
            }
            _ => Builder::Text(StringBuilder::new()),
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            Builder::Text(b) => Arc::new(b.finish()),
            Builder::Int32(b) => Arc::new(b.finish()),
            Builder::Int64(b) => Arc::new(b.finish()),
            Builder::Float(b) => Arc::new(b.finish()),
            Builder::Bool(b) => Arc::new(b.finish()),
            Builder::Instant(b) => Arc::new(b.finish()),
        }
    }
}

/// A value for one cell.
enum Cell<'a> {
    Text(Option<&'a str>),
    Int(Option<i64>),
    Float(Option<f32>),
    Bool(bool),
}

impl Builder {
    fn append(&mut self, cell: Cell<'_>) {
        let int32 = |n: i64| i32::try_from(n).unwrap_or(i32::MAX);
        match (self, cell) {
            (Builder::Text(b), Cell::Text(text)) => b.append_option(text),
            (Builder::Int32(b), Cell::Int(n)) => b.append_option(n.map(int32)),
            (Builder::Int64(b), Cell::Int(n)) => b.append_option(n),
            (Builder::Instant(b), Cell::Int(n)) => b.append_option(n),
            (Builder::Float(b), Cell::Float(x)) => b.append_option(x),
            (Builder::Bool(b), Cell::Bool(x)) => b.append_value(x),
            // The layout gives each builder its cells' type.
            (Builder::Text(b), _) => b.append_null(),
            (Builder::Int32(b), _) => b.append_null(),
            (Builder::Int64(b), _) => b.append_null(),
            (Builder::Instant(b), _) => b.append_null(),
            (Builder::Float(b), _) => b.append_null(),
            (Builder::Bool(b), _) => b.append_value(false),
        }
    }
}

impl Batcher {
    /// An empty batcher, with the provenance columns or without.
    pub fn new(provenance: bool) -> Batcher {
        let layout = layout(provenance);
        let builders = layout
            .iter()
            .map(|(f, _)| Builder::for_type(f.data_type()))
            .collect();
        let sources = layout.iter().map(|(_, s)| *s).collect();
        Batcher {
            schema: schema(provenance),
            sources,
            builders,
            rows: 0,
        }
    }

    /// Adds one entry's row; without `from`, its provenance columns are
    /// empty (an empty `sitemap`, line 0).
    pub fn push(&mut self, url: &Url, from: Option<&Provenance>) {
        let loc = url.loc().as_str();
        let parts = url_parts(loc);
        let host = parts.host.to_ascii_lowercase();
        let flat = registry::flat_row(url);
        let len = |n: usize| Some(i64::try_from(n).unwrap_or(i64::MAX));
        for (source, builder) in self.sources.iter().zip(&mut self.builders) {
            let cell = match *source {
                Source::Url => Cell::Text(Some(loc)),
                Source::Protocol => Cell::Text(Some(parts.protocol)),
                Source::Host => Cell::Text(Some(&host)),
                Source::Port => Cell::Int(parts.port.map(i64::from)),
                Source::Path => Cell::Text(Some(parts.path)),
                Source::Query => Cell::Text(parts.query),
                Source::LastmodInstant(i) => Cell::Int(match &flat[i] {
                    FlatValue::Text(text) => text.as_deref().and_then(lastmod_micros),
                    _ => None,
                }),
                Source::Flat(i) => match &flat[i] {
                    FlatValue::Text(text) => Cell::Text(text.as_deref()),
                    FlatValue::Decimal(number) => {
                        Cell::Float(number.as_deref().and_then(|n| n.parse().ok()))
                    }
                    FlatValue::Count(n) => Cell::Int(len(*n)),
                },
                Source::Sitemap => Cell::Text(Some(from.map_or("", |f| f.sitemap.as_str()))),
                Source::SitemapLine => Cell::Int(Some(
                    from.map_or(0, |f| i64::try_from(f.line).unwrap_or(i64::MAX)),
                )),
                Source::SitemapDepth => Cell::Int(len(from.map_or(0, |f| f.indexes.len()))),
                Source::SitemapParent => {
                    Cell::Text(from.and_then(|f| f.indexes.last()).map(|l| l.as_str()))
                }
                Source::SitemapRoot => {
                    Cell::Text(from.and_then(|f| f.indexes.first()).map(|l| l.as_str()))
                }
                Source::Foreign => Cell::Bool(from.is_some_and(|f| f.foreign)),
            };
            builder.append(cell);
        }
        self.rows += 1;
    }

    /// The rows pushed since the last batch.
    pub fn len(&self) -> usize {
        self.rows
    }

    /// Whether no row waits.
    pub fn is_empty(&self) -> bool {
        self.rows == 0
    }

    /// The rows pushed since the last batch, as one batch; the batcher is
    /// empty after.
    ///
    /// # Errors
    ///
    /// Arrow's, which the columns' fixed types do not give.
    pub fn batch(&mut self) -> Result<RecordBatch, arrow_schema::ArrowError> {
        let columns: Vec<ArrayRef> = self.builders.iter_mut().map(Builder::finish).collect();
        self.rows = 0;
        RecordBatch::try_new(Arc::clone(&self.schema), columns)
    }
}

/// Writes entries into a Parquet file, a batch at a time.
///
/// ```
/// use std::sync::Arc;
/// use sitemap_core::export::Provenance;
/// use sitemap_core::export::parquet::ParquetSink;
/// use sitemap_core::{Loc, Url};
///
/// let mut sink = ParquetSink::new(Vec::new(), true)?;
/// let from = Provenance {
///     sitemap: Loc::parse("https://example.com/sitemap.xml")?,
///     line: 3,
///     column: 3,
///     indexes: Arc::from(vec![]),
///     foreign: false,
/// };
/// sink.push(&Url::new(Loc::parse("https://example.com/a?b=c")?), Some(&from))?;
/// let bytes = sink.finish()?;
/// assert_eq!(&bytes[..4], b"PAR1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct ParquetSink<W: Write + Send> {
    writer: ArrowWriter<W>,
    rows: Batcher,
}

impl<W: Write + Send> ParquetSink<W> {
    /// A sink writing into `out`, snappy-compressed, with the provenance
    /// columns or without.
    ///
    /// # Errors
    ///
    /// When the writer cannot be set up.
    pub fn new(out: W, provenance: bool) -> Result<ParquetSink<W>, ParquetError> {
        let rows = Batcher::new(provenance);
        let properties = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .set_max_row_group_size(ROW_GROUP)
            .set_created_by(concat!("sitemap-core ", env!("CARGO_PKG_VERSION")).to_owned())
            .build();
        let writer = ArrowWriter::try_new(out, Arc::clone(&rows.schema), Some(properties))?;
        Ok(ParquetSink { writer, rows })
    }

    /// Adds one entry's row.
    ///
    /// # Errors
    ///
    /// When a full batch cannot be written.
    pub fn push(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ParquetError> {
        self.rows.push(url, from);
        if self.rows.len() >= BATCH {
            let batch = self.rows.batch()?;
            self.writer.write(&batch)?;
        }
        Ok(())
    }

    /// Writes the last rows and the footer, and returns the output.
    ///
    /// # Errors
    ///
    /// When the output fails.
    pub fn finish(mut self) -> Result<W, ParquetError> {
        if !self.rows.is_empty() {
            let batch = self.rows.batch()?;
            self.writer.write(&batch)?;
        }
        self.writer.into_inner()
    }
}

/// The [`EntryWriter`] of `Format::Parquet`.
pub(super) struct ParquetWriter<'a> {
    sink: ParquetSink<Box<dyn Write + Send + 'a>>,
    provenance: bool,
}

impl<'a> ParquetWriter<'a> {
    pub(super) fn new(
        out: Box<dyn Write + Send + 'a>,
        options: &ExportOptions,
    ) -> Result<Self, ExportError> {
        if options.index {
            return Err(index_refused());
        }
        Ok(ParquetWriter {
            sink: ParquetSink::new(out, options.provenance).map_err(failed)?,
            provenance: options.provenance,
        })
    }
}

fn failed(error: ParquetError) -> ExportError {
    match error {
        ParquetError::External(e) => match e.downcast::<std::io::Error>() {
            Ok(io) => ExportError::Io(*io),
            Err(e) => ExportError::Io(std::io::Error::other(e)),
        },
        e => ExportError::Io(std::io::Error::other(e)),
    }
}

fn index_refused() -> ExportError {
    ExportError::Refused(
        "Parquet holds URL entries, not an index's: convert the index to ndjson or csv, \
         or its sitemaps to parquet"
            .to_owned(),
    )
}

impl EntryWriter for ParquetWriter<'_> {
    fn url(&mut self, url: &Url, from: Option<&Provenance>) -> Result<(), ExportError> {
        let from = from.filter(|_| self.provenance);
        self.sink.push(url, from).map_err(failed)
    }

    fn index_entry(&mut self, _: &IndexEntry) -> Result<(), ExportError> {
        Err(index_refused())
    }

    fn finish(self: Box<Self>) -> Result<(), ExportError> {
        let mut out = self.sink.finish().map_err(failed)?;
        out.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{lastmod_micros, url_parts};
    use crate::export::{ExportOptions, Format};
    use crate::{Alternate, Href, Hreflang, Image, ImageLoc, Loc, Url};
    use arrow_array::cast::AsArray;
    use arrow_array::types::Int32Type;
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

    #[test]
    fn the_registry_s_columns_are_written_and_read_back() {
        let mut url = Url::new(Loc::parse("https://example.com/a").unwrap());
        for n in 1..=2 {
            let image = ImageLoc::parse(&format!("https://example.com/{n}.jpg")).unwrap();
            url.push_image(Image::new(image)).unwrap();
        }
        url.push_alternate(Alternate::new(
            Hreflang::parse("de").unwrap(),
            Href::parse("https://example.de/a").unwrap(),
        ));
        let path = std::env::temp_dir().join(format!(
            "sitemap-core-export-{}.parquet",
            std::process::id()
        ));
        let file = std::fs::File::create(&path).unwrap();
        let mut writer = Format::Parquet.writer(file, &ExportOptions::new()).unwrap();
        writer.url(&url, None).unwrap();
        writer.finish().unwrap();
        let file = std::fs::File::open(&path).unwrap();
        let mut batches = ParquetRecordBatchReaderBuilder::try_new(file)
            .unwrap()
            .build()
            .unwrap();
        let batch = batches.next().unwrap().unwrap();
        std::fs::remove_file(&path).unwrap();
        let text = |name: &str| {
            batch
                .column_by_name(name)
                .unwrap()
                .as_string::<i32>()
                .value(0)
                .to_owned()
        };
        let count = |name: &str| {
            batch
                .column_by_name(name)
                .unwrap()
                .as_primitive::<Int32Type>()
                .value(0)
        };
        assert_eq!(count("image_count"), 2);
        assert_eq!(
            text("images"),
            "https://example.com/1.jpg https://example.com/2.jpg"
        );
        assert_eq!(count("link_count"), 1);
        assert_eq!(text("alternates"), "de=https://example.de/a");
        assert_eq!(text("url_host_name"), "example.com");
        // Without provenance asked, no provenance column.
        assert!(batch.column_by_name("sitemap").is_none());
    }

    #[test]
    fn urls_split_into_common_crawls_columns() {
        let parts = url_parts("https://Example.com:8443/a/b?x=1&y=2#top");
        assert_eq!(
            (
                parts.protocol,
                parts.host,
                parts.port,
                parts.path,
                parts.query
            ),
            ("https", "Example.com", Some(8443), "/a/b", Some("x=1&y=2"))
        );
        let parts = url_parts("http://example.com");
        assert_eq!((parts.port, parts.path, parts.query), (None, "/", None));
        let parts = url_parts("http://[::1]/x");
        assert_eq!((parts.host, parts.port), ("[::1]", None));
        let parts = url_parts("http://[::1]:8080/x");
        assert_eq!((parts.host, parts.port), ("[::1]", Some(8080)));
    }

    #[test]
    fn lastmods_with_a_zone_or_a_day_have_an_instant() {
        assert_eq!(lastmod_micros("1970-01-02"), Some(86_400_000_000));
        assert_eq!(lastmod_micros("1970-01-01T01:00:00+01:00"), Some(0));
        assert_eq!(lastmod_micros("1970-01-01T00:00:01.5Z"), Some(1_500_000));
        assert_eq!(
            lastmod_micros("2024-02-29T12:00:00Z"),
            Some(1_709_208_000_000_000)
        );
        assert_eq!(lastmod_micros("2024-05"), None);
    }
}
