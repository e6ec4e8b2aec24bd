//! `sitemap stats`: what a set of sitemaps holds, counted as it streams by.
//!
//! Memory grows with the distinct hosts, months, values and rules (a few
//! dozen each in practice) and with the duplicate check: 8 bytes of hash a
//! distinct URL (80 MB at ten million), the one count that needs to
//! remember what it saw. A repeat is always found; a false one needs a
//! 64-bit hash collision.

use clap::ValueEnum;
use sitemap_core::read::ReadEvent as Event;

use crate::inputs;
use crate::run::{Failure, Progress, Reading, diagnostic_line, open, whole_input};
use std::collections::{BTreeMap, HashSet};
use std::hash::{BuildHasher, RandomState};
use std::io::{self, Write};

use anstyle::Style;
use serde_json::{Value, json};
use sitemap_core::read::{ReadEvent, Severity};
use sitemap_core::registry::typed_extensions;
use sitemap_core::{LastMod, Url};

/// The month of a `lastmod` as written (`2024-05`), or its year alone for
/// a date of a year only: counted without spelling it for each URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Month {
    year: u16,
    month: Option<u8>,
}

impl std::fmt::Display for Month {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.month {
            Some(month) => write!(f, "{:04}-{month:02}", self.year),
            None => write!(f, "{:04}", self.year),
        }
    }
}

/// Counts over every input.
#[derive(Debug, Default)]
pub(crate) struct Stats {
    files: u64,
    urls: u64,
    index_entries: u64,
    hosts: BTreeMap<String, u64>,
    seen: HashSet<u64>,
    duplicates: u64,
    /// The first and the last `lastmod` in time.
    lastmod_range: Option<(LastMod, LastMod)>,
    without_lastmod: u64,
    months: BTreeMap<Month, u64>,
    changefreqs: BTreeMap<String, u64>,
    priorities: BTreeMap<String, u64>,
    /// Values of each typed extension, in the registry's order.
    typed_extensions: Vec<u64>,
    other_extensions: u64,
    rules: BTreeMap<(&'static str, &'static str), u64>,
    hasher: RandomState,
}

impl Stats {
    /// Counts one file's events.
    pub(crate) fn add(&mut self, events: impl Iterator<Item = ReadEvent>) {
        self.files += 1;
        for event in events {
            match event {
                ReadEvent::Url(url) => self.url(&url),
                ReadEvent::IndexEntry(entry) => {
                    self.index_entries += 1;
                    self.location(entry.loc().as_str());
                }
                ReadEvent::Diagnostic(diagnostic) => {
                    let severity = match diagnostic.severity() {
                        Severity::Error => "error",
                        Severity::Warning => "warning",
                    };
                    *self.rules.entry((diagnostic.rule(), severity)).or_default() += 1;
                }
                ReadEvent::Extension(_) => self.other_extensions += 1,
                // A kind of event added later is not counted.
                _ => {}
            }
        }
    }

    fn location(&mut self, loc: &str) {
        *self.hosts.entry(host(loc).to_owned()).or_default() += 1;
        if !self.seen.insert(self.hasher.hash_one(loc)) {
            self.duplicates += 1;
        }
    }

    fn url(&mut self, url: &Url) {
        self.urls += 1;
        self.location(url.loc().as_str());
        match url.lastmod() {
            Some(lastmod) => {
                let date = lastmod.as_datetime();
                let month = Month {
                    year: date.year(),
                    month: date.month(),
                };
                *self.months.entry(month).or_default() += 1;
                let instant = date.instant_key();
                match &mut self.lastmod_range {
                    None => self.lastmod_range = Some((lastmod, lastmod)),
                    Some((first, last)) => {
                        if instant < first.as_datetime().instant_key() {
                            *first = lastmod;
                        } else if instant > last.as_datetime().instant_key() {
                            *last = lastmod;
                        }
                    }
                }
            }
            None => self.without_lastmod += 1,
        }
        if let Some(changefreq) = url.changefreq() {
            *self.changefreqs.entry(changefreq.to_string()).or_default() += 1;
        }
        if let Some(priority) = url.priority() {
            *self.priorities.entry(priority.to_string()).or_default() += 1;
        }
        let counts = typed_extensions().iter().map(|e| e.count(url) as u64);
        if self.typed_extensions.is_empty() {
            self.typed_extensions = vec![0; typed_extensions().len()];
        }
        for (total, count) in self.typed_extensions.iter_mut().zip(counts) {
            *total += count;
        }
        self.other_extensions += url.extensions().len() as u64;
    }

    /// Each typed extension's count by its field name (`images`), then
    /// `other` for the untyped ones.
    fn extension_counts(&self) -> impl Iterator<Item = (&'static str, Value)> + '_ {
        typed_extensions()
            .iter()
            .enumerate()
            .map(|(i, extension)| {
                let count = self.typed_extensions.get(i).copied().unwrap_or_default();
                (extension.field(), Value::from(count))
            })
            .chain(std::iter::once((
                "other",
                Value::from(self.other_extensions),
            )))
    }

    /// Every count, as one JSON object.
    pub(crate) fn to_json(&self) -> Value {
        let rules: Vec<Value> = self
            .rules
            .iter()
            .map(|((rule, severity), count)| json!({"rule": rule, "severity": severity, "count": count}))
            .collect();
        json!({
            "files": self.files,
            "urls": self.urls,
            "index_entries": self.index_entries,
            "hosts": self.hosts,
            "duplicates": self.duplicates,
            "lastmod": {
                "first": self.lastmod_range.as_ref().map(|r| r.0.to_document_string()),
                "last": self.lastmod_range.as_ref().map(|r| r.1.to_document_string()),
                "missing": self.without_lastmod,
                "by_month": self
                    .months
                    .iter()
                    .map(|(month, count)| (month.to_string(), *count))
                    .collect::<BTreeMap<_, _>>(),
            },
            "changefreq": self.changefreqs,
            "priority": self.priorities,
            "extensions": self
                .extension_counts()
                .map(|(name, count)| (name.to_owned(), count))
                .collect::<serde_json::Map<_, _>>(),
            "diagnostics": rules,
        })
    }

    /// The counts for people: a section each, the empty ones left out.
    pub(crate) fn write_human(&self, out: &mut impl Write) -> io::Result<()> {
        let bold = Style::new().bold();
        let files = if self.files == 1 { "file" } else { "files" };
        writeln!(out, "{bold}{} {files}{bold:#}", self.files)?;
        writeln!(out, "  URLs            {}", self.urls)?;
        if self.index_entries > 0 {
            writeln!(out, "  index entries   {}", self.index_entries)?;
        }
        writeln!(out, "  duplicates      {}", self.duplicates)?;
        section(
            out,
            "hosts",
            self.hosts.iter().map(|(k, v)| (k.as_str(), *v)),
        )?;
        if let Some((first, last)) = &self.lastmod_range {
            writeln!(out, "{bold}lastmod{bold:#}")?;
            writeln!(out, "  first           {}", first.to_document_string())?;
            writeln!(out, "  last            {}", last.to_document_string())?;
            writeln!(out, "  missing         {}", self.without_lastmod)?;
            for (month, count) in &self.months {
                let month = month.to_string();
                writeln!(out, "  {month:<15} {count:>8}  {}", bar(*count, self.urls))?;
            }
        }
        section(
            out,
            "changefreq",
            self.changefreqs.iter().map(|(k, v)| (k.as_str(), *v)),
        )?;
        section(
            out,
            "priority",
            self.priorities.iter().map(|(k, v)| (k.as_str(), *v)),
        )?;
        let extensions: Vec<(&str, u64)> = self
            .extension_counts()
            .map(|(name, count)| (name, count.as_u64().unwrap_or_default()))
            .collect();
        section(
            out,
            "extensions",
            extensions.into_iter().filter(|(_, n)| *n > 0),
        )?;
        let rules: Vec<(String, u64)> = self
            .rules
            .iter()
            .map(|((rule, severity), count)| (format!("{rule} ({severity})"), *count))
            .collect();
        section(
            out,
            "diagnostics",
            rules.iter().map(|(k, v)| (k.as_str(), *v)),
        )
    }
}

/// A titled list of counts, names padded to the longest; nothing when it
/// is empty.
fn section<'a>(
    out: &mut impl Write,
    title: &str,
    rows: impl Iterator<Item = (&'a str, u64)>,
) -> io::Result<()> {
    let bold = Style::new().bold();
    let rows: Vec<(&str, u64)> = rows.collect();
    if rows.is_empty() {
        return Ok(());
    }
    let width = rows
        .iter()
        .map(|(name, _)| name.chars().count())
        .max()
        .unwrap_or(0)
        .max(15);
    writeln!(out, "{bold}{title}{bold:#}")?;
    for (name, count) in rows {
        writeln!(out, "  {name:<width$} {count:>8}")?;
    }
    Ok(())
}

/// A bar of up to 30 `#` for `count` of `total`.
fn bar(count: u64, total: u64) -> String {
    let width = (count * 30).checked_div(total).unwrap_or(0);
    "#".repeat(usize::try_from(width.max(1)).unwrap_or(1))
}

/// The host (and port) of an absolute URL.
fn host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    &rest[..end]
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) reading: Reading,

    /// How the counts are printed: for people, or as one JSON object.
    #[arg(long, value_enum, default_value_t = StatsFormat::Human)]
    pub(crate) format: StatsFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum StatsFormat {
    Human,
    Json,
}

/// Counts every input; `Ok(true)` when every file was read to its end.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    let inputs = inputs::expand(&args.reading.inputs).map_err(Failure::Input)?;
    let published = args
        .reading
        .published_at_of(inputs.len())
        .map_err(Failure::Input)?;
    let options = whole_input(match published {
        Some(url) => args.reading.options().published_at(url),
        None => args.reading.options(),
    });
    let mut stats = Stats::default();
    let mut whole = true;
    let progress = Progress::new("counting");
    for input in &inputs {
        let reader = open(input, &options).map_err(Failure::Input)?;
        whole &= {
            let mut stopped = None;
            stats.add(reader.inspect(|event| match event {
                Event::Diagnostic(diagnostic) if diagnostic.problem().is_fatal() => {
                    stopped = Some(diagnostic_line(input, diagnostic));
                }
                Event::Url(_) | Event::IndexEntry(_) => progress.entry(),
                _ => {}
            }));
            // The reason of a non-zero exit, said.
            if let Some(line) = &stopped {
                progress.eprintln(&format!("sitemap: not read to its end: {line}"));
            }
            stopped.is_none()
        };
    }
    drop(progress);
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    match args.format {
        StatsFormat::Human => stats.write_human(&mut out)?,
        StatsFormat::Json => {
            serde_json::to_writer_pretty(&mut out, &stats.to_json()).map_err(io::Error::from)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(whole)
}

#[cfg(test)]
mod tests {
    use super::{bar, host};

    #[test]
    fn hosts_and_bars() {
        assert_eq!(host("https://example.com/a?b"), "example.com");
        assert_eq!(host("http://example.com:8080"), "example.com:8080");
        assert_eq!(bar(10, 10), "#".repeat(30));
        assert_eq!(bar(0, 10), "#");
    }
}
