//! Shared parts of the benchmarks: the synthetic URLs, the two baselines
//! every measurement is divided by, and adapters to the peer crates.
//!
//! * [`Record::new`] makes URL number `i`: every optional field set, and a
//!   query with `&` in every other `loc`, so escaping is always exercised.
//! * [`baseline_write`] is the floor for writers: `write!` into a reused line
//!   buffer with a minimal XML escape of `loc`, one `write_all` per URL.
//!   It writes the same bytes as `sitemap_core::UrlSetWriter` for these URLs.
//! * [`baseline_read`] is the floor for readers: a bare quick-xml event loop
//!   that collects the four strings of each `<url>`, entities resolved.
//! * [`peers`] turns records into each peer crate's own values and runs the
//!   peers' writers and readers.

use std::error::Error;
use std::io::{self, BufRead, Read, Write};

use quick_xml::events::Event;
use quick_xml::reader::Reader;

/// URLs per sitemap file: the protocol's cap, and where every writer starts
/// a new document when asked for more.
pub const CHUNK: usize = 50_000;

/// The `<urlset>` opening, byte for byte as `sitemap_core::UrlSetWriter`
/// writes it.
pub const HEADER: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
    <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
/// The closing tag.
pub const FOOTER: &str = "</urlset>\n";

const CHANGEFREQS: [&str; 7] = [
    "always", "hourly", "daily", "weekly", "monthly", "yearly", "never",
];
const PRIORITIES: [&str; 11] = [
    "0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0",
];

/// One synthetic URL as plain text, the form the baselines use and every
/// library's values are built from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The URL, unescaped (`?a=1&b=2` on even numbers).
    pub loc: String,
    /// A W3C datetime with seconds and a `+00:00` offset.
    pub lastmod: String,
    /// One of the seven change frequencies.
    pub changefreq: &'static str,
    /// `0.0` to `1.0` in tenths.
    pub priority: &'static str,
}

impl Record {
    /// URL number `i`.
    pub fn new(i: u64) -> Record {
        let loc = if i.is_multiple_of(2) {
            format!("https://www.example.com/products/{i}?a=1&b=2")
        } else {
            format!("https://www.example.com/articles/{}/page-{i}", i % 97)
        };
        let lastmod = format!(
            "2024-{:02}-{:02}T{:02}:{:02}:{:02}+00:00",
            i % 12 + 1,
            i % 28 + 1,
            i % 24,
            i % 60,
            (i / 60) % 60
        );
        Record {
            loc,
            lastmod,
            changefreq: CHANGEFREQS[(i % 7) as usize],
            priority: PRIORITIES[(i % 11) as usize],
        }
    }

    /// URLs `0..n`.
    pub fn many(n: usize) -> Vec<Record> {
        (0..n as u64).map(Record::new).collect()
    }

    /// The same URL as a `sitemap_core::Url`.
    ///
    /// # Panics
    ///
    /// Never for records made by [`Record::new`].
    pub fn to_ours(&self) -> sitemap_core::Url {
        use sitemap_core::{ChangeFreq, LastMod, Loc, Priority, SchemaValue};
        sitemap_core::Url::new(Loc::parse(&self.loc).expect("valid loc"))
            .with_lastmod(LastMod::parse(&self.lastmod).expect("valid lastmod"))
            .with_changefreq(ChangeFreq::from_document_text(self.changefreq).expect("valid"))
            .with_priority(Priority::from_document_text(self.priority).expect("valid"))
    }
}

/// Appends `text` to `out` with `&`, `<` and `>` escaped: all that element
/// text needs.
pub fn escape_into(out: &mut Vec<u8>, text: &str) {
    escape_bytes(out, text, false);
}

/// [`escape_into`], and `"` too: all that a double-quoted attribute value
/// needs.
pub fn escape_attribute_into(out: &mut Vec<u8>, text: &str) {
    escape_bytes(out, text, true);
}

fn escape_bytes(out: &mut Vec<u8>, text: &str, attribute: bool) {
    let bytes = text.as_bytes();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let entity: &[u8] = match b {
            b'&' => b"&amp;",
            b'<' => b"&lt;",
            b'>' => b"&gt;",
            b'"' if attribute => b"&quot;",
            _ => continue,
        };
        out.extend_from_slice(&bytes[start..i]);
        out.extend_from_slice(entity);
        start = i + 1;
    }
    out.extend_from_slice(&bytes[start..]);
}

/// Appends one `<url>` element to `out`, indented as `sitemap_core` writes
/// it: `write!` for the fixed parts, [`escape_into`] for `loc`.
pub fn format_url(out: &mut Vec<u8>, record: &Record) {
    out.extend_from_slice(b"  <url>\n    <loc>");
    escape_into(out, &record.loc);
    // Formatting into a Vec cannot fail.
    let _ = write!(
        out,
        "</loc>\n    <lastmod>{}</lastmod>\n    <changefreq>{}</changefreq>\n    \
         <priority>{}</priority>\n  </url>\n",
        record.lastmod, record.changefreq, record.priority
    );
}

/// The writer baseline: one `<urlset>` of `records` into `out`, each URL
/// formatted by [`format_url`] into a reused line buffer that goes out in
/// one `write_all`.
///
/// # Errors
///
/// When `out` fails.
pub fn baseline_write<W: Write>(out: &mut W, records: &[Record]) -> io::Result<()> {
    out.write_all(HEADER.as_bytes())?;
    let mut line = Vec::with_capacity(512);
    for record in records {
        line.clear();
        format_url(&mut line, record);
        out.write_all(&line)?;
    }
    out.write_all(FOOTER.as_bytes())?;
    out.flush()
}

/// `records` as one document per [`CHUNK`] URLs, each written by `write_one`
/// into `out`: how every writer is driven, so a writer that refuses more than
/// the protocol's 50,000 URLs per file can still be given 500,000.
///
/// # Errors
///
/// The first error of `write_one`.
pub fn chunked<T, E>(
    items: &[T],
    mut write_one: impl FnMut(&[T]) -> Result<(), E>,
) -> Result<(), E> {
    items.chunks(CHUNK).try_for_each(&mut write_one)
}

/// The four strings of one `<url>`, as the reader baseline collects them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RawUrl {
    /// `<loc>`, unescaped.
    pub loc: String,
    /// `<lastmod>`.
    pub lastmod: Option<String>,
    /// `<changefreq>`.
    pub changefreq: Option<String>,
    /// `<priority>`.
    pub priority: Option<String>,
}

#[derive(Clone, Copy)]
enum Field {
    Loc,
    LastMod,
    ChangeFreq,
    Priority,
}

/// The reader baseline: a bare quick-xml loop over `source` that hands each
/// `<url>`'s four strings to `each` and returns how many there were. It
/// checks nothing beyond what quick-xml checks (no namespace, no schema).
///
/// # Errors
///
/// Malformed XML or an unknown entity.
pub fn baseline_read<R: BufRead>(
    source: R,
    mut each: impl FnMut(RawUrl),
) -> Result<u64, Box<dyn Error + Send + Sync>> {
    let mut reader = Reader::from_reader(source);
    let mut buf = Vec::with_capacity(1024);
    let mut url = RawUrl::default();
    let mut field = None;
    let mut text = String::new();
    let mut count = 0;
    loop {
        match reader.read_event_into(&mut buf)? {
            Event::Start(start) => {
                field = match start.local_name().as_ref() {
                    "loc" => Some(Field::Loc),
                    "lastmod" => Some(Field::LastMod),
                    "changefreq" => Some(Field::ChangeFreq),
                    "priority" => Some(Field::Priority),
                    _ => None,
                };
                text.clear();
            }
            Event::Text(t) if field.is_some() => text.push_str(&t.xml10_content()),
            Event::CData(c) if field.is_some() => text.push_str(&c),
            Event::GeneralRef(r) if field.is_some() => match r.resolve_char_ref()? {
                Some(ch) => text.push(ch),
                None => text.push_str(
                    quick_xml::escape::resolve_predefined_entity(&r)
                        .ok_or_else(|| format!("unknown entity &{};", &*r))?,
                ),
            },
            Event::End(end) => {
                let value = std::mem::take(&mut text);
                match field.take() {
                    Some(Field::Loc) => url.loc = value,
                    Some(Field::LastMod) => url.lastmod = Some(value),
                    Some(Field::ChangeFreq) => url.changefreq = Some(value),
                    Some(Field::Priority) => url.priority = Some(value),
                    None if end.local_name().as_ref() == "url" => {
                        each(std::mem::take(&mut url));
                        count += 1;
                    }
                    None => {}
                }
            }
            Event::Eof => return Ok(count),
            _ => {}
        }
        buf.clear();
    }
}

/// A `<urlset>` of URLs `0..n` produced on the fly, so that even a huge
/// document never sits in memory: each URL is formatted when the reader
/// gets to it.
#[derive(Debug)]
pub struct LazyDocument {
    next: u64,
    end: u64,
    pending: Vec<u8>,
    offset: usize,
    footer_done: bool,
}

impl LazyDocument {
    /// The document of URLs `0..n`.
    pub fn new(n: u64) -> LazyDocument {
        LazyDocument {
            next: 0,
            end: n,
            pending: HEADER.as_bytes().to_vec(),
            offset: 0,
            footer_done: false,
        }
    }

    /// Refills `pending` with the next URL (or the footer); false at the end.
    fn refill(&mut self) -> bool {
        self.pending.clear();
        self.offset = 0;
        if self.next < self.end {
            let record = Record::new(self.next);
            self.next += 1;
            format_url(&mut self.pending, &record);
            true
        } else if !self.footer_done {
            self.footer_done = true;
            self.pending.extend_from_slice(FOOTER.as_bytes());
            true
        } else {
            false
        }
    }
}

impl Read for LazyDocument {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.offset == self.pending.len() && !self.refill() {
            return Ok(0);
        }
        let available = &self.pending[self.offset..];
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.offset += n;
        Ok(n)
    }
}

pub mod heavy;

pub mod peers {
    //! The peer crates, driven the way their documentation shows, on values
    //! built once from the same [`Record`]s.

    use std::io::{self, BufRead, Read, Write};

    use super::Record;

    /// `sitemap` 0.4 (xml-rs): values, writer, reader.
    pub mod sitemap04 {
        use super::*;
        use sitemap::structs::{ChangeFreq, UrlEntry};

        /// The records as `sitemap::structs::UrlEntry` values.
        ///
        /// # Panics
        ///
        /// Never for records made by [`Record::new`].
        pub fn entries(records: &[Record]) -> Vec<UrlEntry> {
            records
                .iter()
                .map(|r| {
                    let lastmod = chrono::DateTime::parse_from_rfc3339(&r.lastmod).expect("date");
                    UrlEntry::builder()
                        .loc(r.loc.as_str())
                        .lastmod(lastmod)
                        .changefreq(ChangeFreq::from(r.changefreq.to_owned()))
                        .priority(r.priority.parse().expect("number"))
                        .build()
                        .expect("valid entry")
                })
                .collect()
        }

        /// Writes one `<urlset>`. Its writer takes each entry by value.
        ///
        /// # Errors
        ///
        /// The writer's.
        pub fn write<W: Write>(out: W, entries: Vec<UrlEntry>) -> Result<(), sitemap::Error> {
            let mut urls = sitemap::writer::SiteMapWriter::new(out).start_urlset()?;
            for entry in entries {
                urls.url(entry)?;
            }
            urls.end()?;
            Ok(())
        }

        /// Reads every `<url>` and returns how many there were.
        ///
        /// # Errors
        ///
        /// The first XML error it reports.
        pub fn read<R: Read>(source: R) -> Result<u64, String> {
            use sitemap::reader::{SiteMapEntity, SiteMapReader};
            let mut count = 0;
            for entity in SiteMapReader::new(source) {
                match entity {
                    SiteMapEntity::Url(url) => {
                        std::hint::black_box(url);
                        count += 1;
                    }
                    SiteMapEntity::SiteMap(_) => {}
                    SiteMapEntity::Err(e) => return Err(e.to_string()),
                }
            }
            Ok(count)
        }
    }

    /// `sitewriter` 1 (quick-xml 0.31): values and writer; it has no reader.
    pub mod sitewriter1 {
        use super::*;
        use sitewriter::{ChangeFreq, UrlEntry};

        /// The records as `sitewriter::UrlEntry` values.
        ///
        /// # Panics
        ///
        /// Never for records made by [`Record::new`].
        pub fn entries(records: &[Record]) -> Vec<UrlEntry> {
            records
                .iter()
                .map(|r| {
                    let lastmod = chrono::DateTime::parse_from_rfc3339(&r.lastmod)
                        .expect("date")
                        .with_timezone(&chrono::Utc);
                    let changefreq = match r.changefreq {
                        "always" => ChangeFreq::Always,
                        "hourly" => ChangeFreq::Hourly,
                        "daily" => ChangeFreq::Daily,
                        "weekly" => ChangeFreq::Weekly,
                        "monthly" => ChangeFreq::Monthly,
                        "yearly" => ChangeFreq::Yearly,
                        _ => ChangeFreq::Never,
                    };
                    UrlEntry::new(
                        r.loc.parse().expect("valid URL"),
                        Some(lastmod),
                        Some(changefreq),
                        Some(r.priority.parse().expect("number")),
                    )
                })
                .collect()
        }

        /// Writes one `<urlset>`.
        ///
        /// # Errors
        ///
        /// The writer's.
        pub fn write<W: Write>(out: W, entries: &[UrlEntry]) -> sitewriter::Result<()> {
            sitewriter::generate(out, entries).map(drop)
        }
    }

    /// `sitemap-rs` 0.7 (quick-xml 0.42, jiff): values and writer; it has no
    /// reader.
    pub mod sitemap_rs07 {
        use super::*;
        use sitemap_rs::jiff::Timestamp;
        use sitemap_rs::jiff::tz::TimeZone;
        use sitemap_rs::url::{ChangeFrequency, Url};
        use sitemap_rs::url_set::UrlSet;

        /// The records as `sitemap_rs::url_set::UrlSet`s of at most
        /// 50,000 URLs (the most it accepts).
        ///
        /// # Panics
        ///
        /// Never for records made by [`Record::new`].
        pub fn url_sets(records: &[Record]) -> Vec<UrlSet> {
            records
                .chunks(super::super::CHUNK)
                .map(|chunk| {
                    let urls = chunk
                        .iter()
                        .map(|r| {
                            let lastmod = r
                                .lastmod
                                .parse::<Timestamp>()
                                .expect("date")
                                .to_zoned(TimeZone::UTC);
                            let changefreq = match r.changefreq {
                                "always" => ChangeFrequency::Always,
                                "hourly" => ChangeFrequency::Hourly,
                                "daily" => ChangeFrequency::Daily,
                                "weekly" => ChangeFrequency::Weekly,
                                "monthly" => ChangeFrequency::Monthly,
                                "yearly" => ChangeFrequency::Yearly,
                                _ => ChangeFrequency::Never,
                            };
                            Url::builder(r.loc.clone())
                                .last_modified(lastmod)
                                .change_frequency(changefreq)
                                .priority(r.priority.parse().expect("number"))
                                .build()
                                .expect("valid URL")
                        })
                        .collect();
                    UrlSet::new(urls).expect("at most 50,000 URLs")
                })
                .collect()
        }

        /// Writes one `<urlset>`.
        ///
        /// # Errors
        ///
        /// The writer's.
        pub fn write<W: Write>(out: W, set: &UrlSet) -> io::Result<()> {
            set.write(out)
        }
    }

    /// `sitemapo` 0.3 (quick-xml 0.42, jiff): values, writer, parser.
    pub mod sitemapo03 {
        use super::*;
        use sitemapo::record::{Entry, Frequency, Priority};
        use sitemapo::{EntryBuilder, Parser, Record as SitemapoRecord};

        /// The records as `sitemapo::record::Entry` values.
        ///
        /// # Panics
        ///
        /// Never for records made by [`Record::new`].
        pub fn entries(records: &[Record]) -> Vec<Entry> {
            records
                .iter()
                .map(|r| {
                    Entry::new(r.loc.parse().expect("valid URL"))
                        .with_modified(r.lastmod.parse().expect("date"))
                        .with_frequency(r.changefreq.parse::<Frequency>().expect("frequency"))
                        .with_priority(
                            Priority::new(r.priority.parse().expect("number")).expect("in range"),
                        )
                })
                .collect()
        }

        /// Writes one `<urlset>`.
        ///
        /// # Errors
        ///
        /// The builder's.
        pub fn write<W: Write>(out: W, entries: &[Entry]) -> sitemapo::Result<()> {
            let mut builder = EntryBuilder::new(out);
            for entry in entries {
                builder.write(entry)?;
            }
            builder.finish().map(drop)
        }

        /// Parses every record and returns how many there were. It stops
        /// with an error past 50,000 records or 50 MiB.
        ///
        /// # Errors
        ///
        /// The parser's.
        pub fn read<R: BufRead>(source: R) -> sitemapo::Result<u64> {
            let mut count = 0;
            for record in Parser::new(source) {
                if let SitemapoRecord::Entry(entry) = record? {
                    let _ = std::hint::black_box(entry);
                    count += 1;
                }
            }
            Ok(count)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ours(records: &[Record]) -> Vec<u8> {
        let mut writer = sitemap_core::UrlSetWriter::new(Vec::new());
        for record in records {
            writer.write(&record.to_ours()).unwrap();
        }
        writer.finish().unwrap()
    }

    #[test]
    fn baseline_writes_the_same_bytes_as_ours() {
        let records = Record::many(500);
        let mut baseline = Vec::new();
        baseline_write(&mut baseline, &records).unwrap();
        assert_eq!(
            String::from_utf8(baseline).unwrap(),
            String::from_utf8(ours(&records)).unwrap()
        );
    }

    #[test]
    fn lazy_document_is_the_baseline_document() {
        let records = Record::many(1234);
        let mut baseline = Vec::new();
        baseline_write(&mut baseline, &records).unwrap();
        let mut lazy = Vec::new();
        LazyDocument::new(1234).read_to_end(&mut lazy).unwrap();
        assert_eq!(lazy, baseline);
    }

    #[test]
    fn every_reader_reads_every_url_back() {
        let records = Record::many(500);
        let mut doc = Vec::new();
        baseline_write(&mut doc, &records).unwrap();

        let mut raw = Vec::new();
        assert_eq!(baseline_read(&doc[..], |u| raw.push(u)).unwrap(), 500);
        assert_eq!(raw[0].loc, "https://www.example.com/products/0?a=1&b=2");
        assert_eq!(raw[7].lastmod.as_deref(), Some(records[7].lastmod.as_str()));

        let ours: Vec<_> = sitemap_core::UrlSetReader::new(&doc[..])
            .collect::<Result<_, _>>()
            .unwrap();
        let expected: Vec<_> = records.iter().map(Record::to_ours).collect();
        assert_eq!(ours, expected);

        assert_eq!(peers::sitemap04::read(&doc[..]).unwrap(), 500);
        assert_eq!(peers::sitemapo03::read(&doc[..]).unwrap(), 500);
    }

    #[test]
    fn the_extension_baseline_writes_the_same_bytes_as_ours_and_the_peers_as_much() {
        let pages = heavy::Page::many(200);
        let mut baseline = Vec::new();
        heavy::baseline_write(&mut baseline, &pages).unwrap();
        let mut writer = heavy::our_writer(Vec::new());
        for page in &pages {
            writer.write(&page.to_ours()).unwrap();
        }
        let ours = writer.finish().unwrap();
        assert_eq!(
            String::from_utf8(baseline).unwrap(),
            String::from_utf8(ours.clone()).unwrap()
        );
        // Every value of the workload is in each peer's document: we read
        // them back and compare with ours.
        let read = |doc: &[u8]| -> Vec<sitemap_core::Url> {
            sitemap_core::UrlSetReader::new(doc)
                .collect::<Result<Vec<_>, _>>()
                .unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(doc)))
        };
        let expected = read(&ours);
        let mut doc = Vec::new();
        peers::sitemapo03::write(&mut doc, &heavy::sitemapo03::entries(&pages)).unwrap();
        let theirs = read(&doc);
        let counts = |urls: &[sitemap_core::Url]| -> (usize, usize, usize) {
            urls.iter().fold((0, 0, 0), |(i, v, a), url| {
                (
                    i + url.images().len(),
                    v + url.videos().len(),
                    a + url.alternates().len(),
                )
            })
        };
        assert_eq!(counts(&theirs), counts(&expected));
        // sitemap-rs writes the alternates before <lastmod>, against the
        // schema's order: read leniently, which keeps every value.
        let mut doc = Vec::new();
        peers::sitemap_rs07::write(&mut doc, &heavy::sitemap_rs07::url_set(&pages)).unwrap();
        let lenient = sitemap_core::read::ReadOptions::lenient();
        let theirs: Vec<sitemap_core::Url> =
            sitemap_core::read::SitemapReader::new(&doc[..], lenient)
                .filter_map(|event| match event {
                    sitemap_core::read::ReadEvent::Url(url) => Some(url),
                    _ => None,
                })
                .collect();
        assert_eq!(theirs.len(), 200);
        assert_eq!(counts(&theirs), counts(&expected));
        assert_eq!(counts(&expected), (600, 20, 800));

        // The read baseline finds every value.
        let mut raw = Vec::new();
        assert_eq!(
            heavy::baseline_read(&ours[..], |page| raw.push(page)).unwrap(),
            200
        );
        assert_eq!(raw[0].links.len(), 4);
        assert_eq!(
            raw[0].links[1],
            ("de".to_owned(), "https://www.example.com/de/p/0".to_owned())
        );
        assert_eq!(
            raw[0].texts[0],
            "https://www.example.com/products/0?a=1&b=2"
        );
        // loc, lastmod, changefreq, priority, three images, six video texts.
        assert_eq!(raw[0].texts.len(), 4 + 3 + 6);
        assert_eq!(peers::sitemapo03::read(&ours[..]).unwrap(), 200);
    }

    #[test]
    fn every_peer_writes_a_document_we_read_back() {
        let records = Record::many(300);
        let read = |doc: &[u8]| {
            sitemap_core::UrlSetReader::new(doc)
                .collect::<Result<Vec<_>, _>>()
                .unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(doc)))
                .len()
        };

        let mut doc = Vec::new();
        peers::sitemap04::write(&mut doc, peers::sitemap04::entries(&records)).unwrap();
        assert_eq!(read(&doc), 300);

        let mut doc = Vec::new();
        peers::sitemapo03::write(&mut doc, &peers::sitemapo03::entries(&records)).unwrap();
        assert_eq!(read(&doc), 300);

        let mut doc = Vec::new();
        peers::sitemap_rs07::write(&mut doc, &peers::sitemap_rs07::url_sets(&records)[0]).unwrap();
        assert_eq!(read(&doc), 300);

        // sitewriter writes <priority> before <changefreq>, against the
        // schema's order, so a validating reader refuses it; check the bytes.
        let mut doc = Vec::new();
        peers::sitewriter1::write(&mut doc, &peers::sitewriter1::entries(&records)).unwrap();
        let text = String::from_utf8(doc).unwrap();
        assert_eq!(text.matches("<url>").count(), 300);
        assert!(text.contains("products/0?a=1&amp;b=2"));
    }
}
