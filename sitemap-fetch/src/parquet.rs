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
//! | `image_count` | int32 | `<image:image>` entries |
//! | `first_image` | string, null | the first image's `loc` |
//! | `video_count` | int32 | `<video:video>` entries |
//! | `news_count` | int32 | `<news:news>` entries |
//! | `alternates` | string, null | `hreflang=href` pairs, space-separated |
//! | `sitemap` | string | the file the entry is listed in |
//! | `sitemap_line` | int64 | the line its entry starts on |
//! | `sitemap_depth` | int32 | indexes above the file |
//! | `sitemap_parent` | string, null | the index listing the file |
//! | `sitemap_root` | string, null | the outermost index above it |
//! | `foreign` | boolean | on another site than its sitemap, and vouched for by no robots.txt (rows only when foreign entries are kept) |
//!
//! Rows are buffered 8,192 at a time and row groups closed at 65,536 rows,
//! so memory stays bounded however many rows are written.

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
use sitemap_core::Url;

use crate::Provenance;

/// Rows per record batch.
const BATCH: usize = 8_192;

/// Rows per row group.
const ROW_GROUP: usize = 65_536;

/// The Arrow schema of the rows (see the module's table).
pub fn schema() -> SchemaRef {
    let text = |name: &str, nullable: bool| Field::new(name, DataType::Utf8, nullable);
    let count = |name: &str| Field::new(name, DataType::Int32, false);
    Arc::new(Schema::new(vec![
        text("url", false),
        text("url_protocol", false),
        text("url_host_name", false),
        Field::new("url_port", DataType::Int32, true),
        text("url_path", false),
        text("url_query", true),
        text("lastmod", true),
        Field::new(
            "lastmod_ts",
            DataType::Timestamp(TimeUnit::Microsecond, Some("UTC".into())),
            true,
        ),
        text("changefreq", true),
        Field::new("priority", DataType::Float32, true),
        count("image_count"),
        text("first_image", true),
        count("video_count"),
        count("news_count"),
        text("alternates", true),
        text("sitemap", false),
        Field::new("sitemap_line", DataType::Int64, false),
        count("sitemap_depth"),
        text("sitemap_parent", true),
        text("sitemap_root", true),
        Field::new("foreign", DataType::Boolean, false),
    ]))
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
/// use sitemap_core::{Loc, Url};
/// use sitemap_fetch::Provenance;
/// use sitemap_fetch::parquet::Batcher;
///
/// let from = Provenance {
///     sitemap: Loc::parse("https://example.com/sitemap.xml")?,
///     line: 3,
///     column: 3,
///     indexes: Arc::from(vec![]),
///     foreign: false,
/// };
/// let mut batcher = Batcher::new();
/// batcher.push(&Url::new(Loc::parse("https://example.com:8080/a?b=c")?), &from);
/// let batch = batcher.batch()?;
/// assert_eq!((batch.num_rows(), batch.num_columns()), (1, 21));
/// assert!(batcher.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Batcher {
    columns: Box<Columns>,
    schema: SchemaRef,
}

impl Default for Batcher {
    fn default() -> Self {
        Batcher::new()
    }
}

impl Batcher {
    /// A batcher with no rows.
    pub fn new() -> Batcher {
        Batcher {
            columns: Box::new(Columns::new()),
            schema: schema(),
        }
    }

    /// Adds one entry's row.
    pub fn push(&mut self, url: &Url, from: &Provenance) {
        self.columns.push(url, from);
    }

    /// Rows pushed since the last batch.
    pub fn len(&self) -> usize {
        self.columns.rows
    }

    /// Whether no row was pushed since the last batch.
    pub fn is_empty(&self) -> bool {
        self.columns.rows == 0
    }

    /// The rows pushed since the last batch, as one record batch.
    ///
    /// # Errors
    ///
    /// Arrow's, which the columns' fixed types do not give.
    pub fn batch(&mut self) -> Result<RecordBatch, arrow_schema::ArrowError> {
        self.columns.batch(&self.schema)
    }
}

/// The columns being filled.
struct Columns {
    url: StringBuilder,
    protocol: StringBuilder,
    host: StringBuilder,
    port: Int32Builder,
    path: StringBuilder,
    query: StringBuilder,
    lastmod: StringBuilder,
    lastmod_ts: TimestampMicrosecondBuilder,
    changefreq: StringBuilder,
    priority: Float32Builder,
    image_count: Int32Builder,
    first_image: StringBuilder,
    video_count: Int32Builder,
    news_count: Int32Builder,
    alternates: StringBuilder,
    sitemap: StringBuilder,
    sitemap_line: Int64Builder,
    sitemap_depth: Int32Builder,
    sitemap_parent: StringBuilder,
    sitemap_root: StringBuilder,
    foreign: BooleanBuilder,
    rows: usize,
}

impl Columns {
    fn new() -> Columns {
        Columns {
            url: StringBuilder::new(),
            protocol: StringBuilder::new(),
            host: StringBuilder::new(),
            port: Int32Builder::new(),
            path: StringBuilder::new(),
            query: StringBuilder::new(),
            lastmod: StringBuilder::new(),
            lastmod_ts: TimestampMicrosecondBuilder::new().with_timezone("UTC"),
            changefreq: StringBuilder::new(),
            priority: Float32Builder::new(),
            image_count: Int32Builder::new(),
            first_image: StringBuilder::new(),
            video_count: Int32Builder::new(),
            news_count: Int32Builder::new(),
            alternates: StringBuilder::new(),
            sitemap: StringBuilder::new(),
            sitemap_line: Int64Builder::new(),
            sitemap_depth: Int32Builder::new(),
            sitemap_parent: StringBuilder::new(),
            sitemap_root: StringBuilder::new(),
            foreign: BooleanBuilder::new(),
            rows: 0,
        }
    }

    fn push(&mut self, url: &Url, from: &Provenance) {
        let loc = url.loc().as_str();
        let parts = url_parts(loc);
        self.url.append_value(loc);
        self.protocol.append_value(parts.protocol);
        self.host.append_value(parts.host.to_ascii_lowercase());
        self.port.append_option(parts.port);
        self.path.append_value(parts.path);
        self.query.append_option(parts.query);
        let lastmod = url.lastmod().map(|lastmod| lastmod.to_string());
        self.lastmod_ts
            .append_option(lastmod.as_deref().and_then(lastmod_micros));
        self.lastmod.append_option(lastmod);
        self.changefreq
            .append_option(url.changefreq().map(|c| c.to_string()));
        self.priority
            .append_option(url.priority().and_then(|p| p.to_string().parse().ok()));
        let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
        self.image_count.append_value(count(url.images().len()));
        self.first_image
            .append_option(url.images().first().map(|image| image.loc().to_string()));
        self.video_count.append_value(count(url.videos().len()));
        self.news_count.append_value(count(url.news().len()));
        let alternates: Vec<String> = url
            .alternates()
            .iter()
            .map(|a| format!("{}={}", a.hreflang(), a.href()))
            .collect();
        self.alternates
            .append_option((!alternates.is_empty()).then(|| alternates.join(" ")));
        self.sitemap.append_value(from.sitemap.as_str());
        self.sitemap_line
            .append_value(i64::try_from(from.line).unwrap_or(i64::MAX));
        self.sitemap_depth.append_value(count(from.indexes.len()));
        self.sitemap_parent
            .append_option(from.indexes.last().map(|index| index.as_str()));
        self.sitemap_root
            .append_option(from.indexes.first().map(|index| index.as_str()));
        self.foreign.append_value(from.foreign);
        self.rows += 1;
    }

    fn batch(&mut self, schema: &SchemaRef) -> Result<RecordBatch, arrow_schema::ArrowError> {
        let columns: Vec<ArrayRef> = vec![
            Arc::new(self.url.finish()),
            Arc::new(self.protocol.finish()),
            Arc::new(self.host.finish()),
            Arc::new(self.port.finish()),
            Arc::new(self.path.finish()),
            Arc::new(self.query.finish()),
            Arc::new(self.lastmod.finish()),
            Arc::new(self.lastmod_ts.finish()),
            Arc::new(self.changefreq.finish()),
            Arc::new(self.priority.finish()),
            Arc::new(self.image_count.finish()),
            Arc::new(self.first_image.finish()),
            Arc::new(self.video_count.finish()),
            Arc::new(self.news_count.finish()),
            Arc::new(self.alternates.finish()),
            Arc::new(self.sitemap.finish()),
            Arc::new(self.sitemap_line.finish()),
            Arc::new(self.sitemap_depth.finish()),
            Arc::new(self.sitemap_parent.finish()),
            Arc::new(self.sitemap_root.finish()),
            Arc::new(self.foreign.finish()),
        ];
        self.rows = 0;
        RecordBatch::try_new(Arc::clone(schema), columns)
    }
}

/// Writes entries into a Parquet file, a batch at a time.
///
/// ```
/// use std::sync::Arc;
/// use sitemap_core::{Loc, Url};
/// use sitemap_fetch::Provenance;
/// use sitemap_fetch::parquet::ParquetSink;
///
/// let mut sink = ParquetSink::new(Vec::new())?;
/// let from = Provenance {
///     sitemap: Loc::parse("https://example.com/sitemap.xml")?,
///     line: 3,
///     column: 3,
///     indexes: Arc::from(vec![]),
///     foreign: false,
/// };
/// sink.push(&Url::new(Loc::parse("https://example.com/a?b=c")?), &from)?;
/// let bytes = sink.finish()?;
/// assert_eq!(&bytes[..4], b"PAR1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct ParquetSink<W: Write + Send> {
    writer: ArrowWriter<W>,
    rows: Batcher,
}

impl<W: Write + Send> ParquetSink<W> {
    /// A sink writing into `out`, snappy-compressed.
    ///
    /// # Errors
    ///
    /// When the writer cannot be set up.
    pub fn new(out: W) -> Result<ParquetSink<W>, ParquetError> {
        let rows = Batcher::new();
        let properties = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .set_max_row_group_size(ROW_GROUP)
            .set_created_by(concat!("sitemap-fetch ", env!("CARGO_PKG_VERSION")).to_owned())
            .build();
        let writer = ArrowWriter::try_new(out, Arc::clone(&rows.schema), Some(properties))?;
        Ok(ParquetSink { writer, rows })
    }

    /// Adds one entry's row.
    ///
    /// # Errors
    ///
    /// When a full batch cannot be written.
    pub fn push(&mut self, url: &Url, from: &Provenance) -> Result<(), ParquetError> {
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

#[cfg(test)]
mod tests {
    use super::{lastmod_micros, url_parts};

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
