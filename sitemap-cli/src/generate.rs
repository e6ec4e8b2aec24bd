//! `sitemap generate`: a site's sitemaps from URL lists, through the site
//! writer (split at the protocol's limits, indexed, published whole).
//!
//! A list is a text sitemap (one URL a line), NDJSON or JSON in the serde
//! shape (`{"loc": …, "lastmod": …}` a line), any other document the reader
//! reads, or CSV with a header naming `loc` and optionally `lastmod`,
//! `changefreq`, `priority` and `fingerprint`: told by content.
//!
//! With `--incremental` (or `--lastmod content`) the folder is regenerated
//! over its last set: files keep their ranges of URLs, unchanged files are
//! not rewritten, and a ledger is published with the set.

use crate::inputs;
use crate::run::{Failure, Progress, parse_base, whole_input};
use std::fs::File;
use std::io::{self, BufRead, BufReader};

use sitemap_core::read::{ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Loc, Priority, Url};

use crate::finding::Finding;
use crate::inputs::Input;

/// A line that made no URL (or one kept with a warning): where, and why.
#[derive(Debug)]
pub(crate) struct BadLine {
    pub(crate) line: u64,
    pub(crate) message: String,
    /// Whether the line's URL was lost.
    pub(crate) lost: bool,
}

/// A row's columns beside the URL's own values.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Columns<'a> {
    /// The page's content fingerprint (`--lastmod content`).
    pub(crate) fingerprint: Option<&'a str>,
    /// The files the page is built from, `;`-separated (`--lastmod git`).
    pub(crate) source: Option<&'a str>,
}

/// What a list's content says it is: CSV, or anything the reader reads.
enum Kind {
    Read,
    Csv,
}

/// Calls `each` with every URL of the list at `input`, and `bad` with every
/// line that makes none.
///
/// # Errors
///
/// When the file cannot be read, or `each` fails.
pub(crate) fn urls(
    input: &Input,
    base: Option<&Loc>,
    each: &mut dyn FnMut(Url, Columns<'_>) -> io::Result<()>,
    bad: &mut dyn FnMut(BadLine),
) -> io::Result<()> {
    // One open, one buffer: the kind is told from the buffered head, and
    // the same reader then reads the list from its start.
    let mut file = BufReader::with_capacity(64 * 1024, File::open(input.path())?);
    let kind = {
        // The first line of the first bytes, whatever they are: gzip or
        // UTF-16 input is no CSV, and is told by the reader.
        let head = file.fill_buf()?;
        let line = head.split(|&b| b == b'\n').next().unwrap_or_default();
        let first = String::from_utf8_lossy(line);
        let first = first.trim_start_matches('\u{feff}').trim();
        if !first.starts_with(['{', '[', '<']) && first.split(',').any(|name| name.trim() == "loc")
        {
            Kind::Csv
        } else {
            Kind::Read
        }
    };
    match kind {
        Kind::Read => {
            // Text, NDJSON, JSON or even a sitemap or feed: the reader's own
            // rules and positions.
            let mut options = whole_input(ReadOptions::lenient());
            if let Some(base) = base {
                options = options.published_at(base.clone());
            }
            let reader = SitemapReader::new(file, options);
            for event in reader {
                match event {
                    ReadEvent::Url(url) => each(url, Columns::default())?,
                    ReadEvent::Diagnostic(d) => {
                        let finding = Finding::from(&d);
                        // A list is no sitemap file: its length is judged by
                        // the files written from it, never by the limits of
                        // one.
                        if matches!(finding.rule, "entries.count" | "size.protocol") {
                            continue;
                        }
                        let message = match base {
                            Some(_) => finding.message.replace(
                                "resolved against the file's URL",
                                "resolved against --base",
                            ),
                            None => finding.message,
                        };
                        bad(BadLine {
                            line: finding.line,
                            message: format!("{}: {message}", finding.rule),
                            lost: finding.severity == Severity::Error,
                        });
                    }
                    _ => {}
                }
            }
        }
        Kind::Csv => {
            let mut lines = Lines::new(file, ReadOptions::DEFAULT_MAX_VALUE_BYTES);
            let header = match lines.next_line()? {
                Some((_, Ok(line))) => fields(line.trim_start_matches('\u{feff}')),
                Some((number, Err(message))) => {
                    bad(BadLine {
                        line: number,
                        message: format!("the header {message}"),
                        lost: true,
                    });
                    return Ok(());
                }
                None => return Ok(()),
            };
            let column = |name: &str| header.iter().position(|h| h.trim() == name);
            let columns = [
                column("loc"),
                column("lastmod"),
                column("changefreq"),
                column("priority"),
                column("fingerprint"),
                column("source"),
            ];
            while let Some((number, line)) = lines.next_line()? {
                let line = match line {
                    Ok(line) => line,
                    Err(message) => {
                        bad(BadLine {
                            line: number,
                            message,
                            lost: true,
                        });
                        continue;
                    }
                };
                if line.trim().is_empty() {
                    continue;
                }
                let row = fields(&line);
                let get = |i: Option<usize>| {
                    i.and_then(|i| row.get(i))
                        .map(|v| v.trim())
                        .filter(|v| !v.is_empty())
                };
                let loc = get(columns[0]).map(|loc| match base {
                    Some(base) if loc.starts_with('/') && !loc.starts_with("//") => {
                        let origin = BaseUrl::site_of(base);
                        std::borrow::Cow::Owned(format!("{}{loc}", origin.origin()))
                    }
                    _ => std::borrow::Cow::Borrowed(loc),
                });
                match csv_url(
                    loc.as_deref(),
                    get(columns[1]),
                    get(columns[2]),
                    get(columns[3]),
                ) {
                    Ok(url) => each(
                        url,
                        Columns {
                            fingerprint: get(columns[4]),
                            source: get(columns[5]),
                        },
                    )?,
                    Err(message) => bad(BadLine {
                        line: number,
                        message,
                        lost: true,
                    }),
                }
            }
        }
    }
    Ok(())
}

/// A list's lines, each at most `cap` bytes kept: a longer line, or one
/// that is not UTF-8, is a message for its number, and the next is read.
struct Lines<R> {
    reader: R,
    cap: usize,
    number: u64,
    buffer: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    fn new(reader: R, cap: usize) -> Lines<R> {
        Lines {
            reader,
            cap,
            number: 0,
            buffer: Vec::new(),
        }
    }

    /// The next line's number and text (without its break), or why it
    /// makes none; `None` at the end.
    fn next_line(&mut self) -> io::Result<Option<(u64, Result<String, String>)>> {
        self.buffer.clear();
        let mut read = 0usize;
        loop {
            let available = self.reader.fill_buf()?;
            if available.is_empty() {
                if read == 0 {
                    return Ok(None);
                }
                break;
            }
            let (take, done) = match available.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (available.len(), false),
            };
            let room = self.cap.saturating_sub(self.buffer.len()).min(take);
            self.buffer.extend_from_slice(&available[..room]);
            self.reader.consume(take);
            read += take;
            if done {
                break;
            }
        }
        self.number += 1;
        if self.buffer.len() < read {
            return Ok(Some((
                self.number,
                Err(format!(
                    "line.length: the line has {read} bytes, more than the limit of {}; it is skipped",
                    self.cap
                )),
            )));
        }
        let text = match std::str::from_utf8(&self.buffer) {
            Ok(text) => Ok(text.trim_end_matches(['\n', '\r']).to_owned()),
            Err(error) => Err(format!(
                "text.encoding: the line is not UTF-8 (byte {} is not); it is skipped, save the file as UTF-8",
                error.valid_up_to() + 1
            )),
        };
        Ok(Some((self.number, text)))
    }
}

/// A URL from a CSV row's values.
fn csv_url(
    loc: Option<&str>,
    lastmod: Option<&str>,
    changefreq: Option<&str>,
    priority: Option<&str>,
) -> Result<Url, String> {
    let loc = loc.ok_or("no loc in this row")?;
    let mut url = Url::new(Loc::parse(loc).map_err(|e| e.to_string())?);
    if let Some(value) = lastmod {
        url.set_lastmod(Some(LastMod::parse(value).map_err(|e| e.to_string())?));
    }
    if let Some(value) = changefreq {
        url.set_changefreq(Some(ChangeFreq::parse(value).map_err(|e| e.to_string())?));
    }
    if let Some(value) = priority {
        url.set_priority(Some(Priority::parse(value).map_err(|e| e.to_string())?));
    }
    Ok(url)
}

/// The fields of one CSV line (RFC 4180 quoting; a quoted field does not
/// span lines here).
fn fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.trim_end_matches(['\r', '\n']).chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', true) => quoted = false,
            ('"', false) if field.is_empty() => quoted = true,
            (',', false) => fields.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Where the files will be served (the index lists them there).
    #[arg(long, value_name = "URL", value_parser = parse_base)]
    pub(crate) base: sitemap_core::BaseUrl,

    /// Gzip each sitemap file (`.xml.gz`).
    #[arg(long)]
    pub(crate) gzip: bool,

    /// Write text sitemaps (one URL a line, `sitemap-N.txt`) instead of XML;
    /// the index stays XML.
    #[arg(long)]
    pub(crate) text: bool,

    /// Leave out the extension tags Google stopped reading in 2022 (image
    /// caption, title, geo_location, license; video category, gallery_loc,
    /// price, tvshow, and the player's allow_embed and autoplay). Without
    /// it, every value a list holds is written.
    #[arg(long)]
    pub(crate) drop_deprecated: bool,

    /// Regenerate the folder over its last set: a URL stays in its file,
    /// a file whose URLs did not change is not rewritten (name, bytes and
    /// modification time stay), and a ledger (`sitemap.ledger-N.tsv`) is
    /// published with the set. Implied by `--lastmod content`.
    #[arg(long)]
    pub(crate) incremental: bool,

    /// How each URL's lastmod is chosen: `given` (as the list says);
    /// `content` (the time its `fingerprint` column last changed, carried
    /// over from the ledger while it holds; the first run keeps the list's);
    /// or `git` (the commit date of the last commit touching the files in
    /// its `source` column, `;`-separated paths from the current folder; an
    /// untracked file, or one last changed before a shallow clone's
    /// history, gets no lastmod and a warning).
    #[arg(long, value_name = "POLICY", default_value = "given", value_parser = ["given", "content", "git"])]
    pub(crate) lastmod: String,

    /// The folder to publish into.
    #[arg(long, value_name = "DIR", default_value = "sitemaps")]
    pub(crate) out: std::path::PathBuf,

    /// URL lists: files, folders, or `-` for standard input.
    #[arg(required = true, value_name = "INPUT")]
    pub(crate) inputs: Vec<String>,
}

/// Where the URLs go: a new set, or a regeneration over the last one.
enum Writer {
    Site(Box<sitemap_core::SiteWriter<sitemap_core::site::DirTarget>>),
    Regeneration(Box<sitemap_core::site::Regeneration>),
}

impl Writer {
    fn write(&mut self, url: &Url) -> Result<(), sitemap_core::site::SiteError> {
        match self {
            Writer::Site(writer) => writer.write(url),
            Writer::Regeneration(writer) => writer.write(url),
        }
    }
}

/// Generates the site; `Ok(true)` when every line made a URL.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    use sitemap_core::site::{DirTarget, LastmodPolicy, Regeneration, SiteOptions};
    let inputs = inputs::expand(&args.inputs).map_err(Failure::Input)?;
    let options = SiteOptions::new(args.base.clone())
        .gzip(args.gzip)
        .text(args.text)
        .deprecated_tags(!args.drop_deprecated);
    crate::interrupt::track_site(args.out.clone(), options.clone());
    let content = args.lastmod == "content";
    let git = if args.lastmod == "git" {
        let cwd = std::env::current_dir()
            .map_err(|e| Failure::Input(format!("the current folder: {e}")))?;
        let dates = crate::git::GitDates::load(&cwd).map_err(Failure::Input)?;
        if dates.is_shallow() && !crate::run::quiet() {
            eprintln!(
                "sitemap: warning: a shallow clone: files last changed before its history get no \
                 lastmod"
            );
        }
        Some((dates, cwd))
    } else {
        None
    };
    let mut writer = if args.incremental || content {
        let policy = if content {
            LastmodPolicy::Content
        } else {
            LastmodPolicy::Given
        };
        let regeneration = Regeneration::new(&args.out, options)
            .map_err(|e| Failure::Input(format!("{}: {e}", args.out.display())))?
            .lastmod_policy(policy);
        Writer::Regeneration(Box::new(regeneration))
    } else {
        let target = DirTarget::new(&args.out)
            .map_err(|e| Failure::Input(format!("{}: {e}", args.out.display())))?;
        Writer::Site(Box::new(sitemap_core::SiteWriter::new(target, options)))
    };
    // A `/relative` line is resolved against --base, as if the list were
    // served there.
    let base = Loc::parse(&format!(
        "{}{}/",
        args.base.origin(),
        args.base.path_prefix()
    ))
    .map_err(|e| Failure::Input(format!("--base: {e}")))?;
    let mut clean = true;
    let progress = Progress::new("generating");
    for input in &inputs {
        let mut refused = None;
        urls(
            input,
            Some(&base),
            &mut |mut url, columns| {
                if crate::interrupt::interrupted() {
                    return Err(io::Error::other("interrupted"));
                }
                progress.entry();
                if let Some((dates, cwd)) = &git {
                    let dated = match columns.source {
                        Some(source) => dates.date_of(cwd, source).map_err(|e| e.to_string()),
                        None => Err("no `source` column to date it by: no lastmod".to_owned()),
                    };
                    match dated {
                        Ok(date) => {
                            url.set_lastmod(Some(date));
                        }
                        Err(message) => {
                            url.set_lastmod(None);
                            if !crate::run::quiet() {
                                progress.eprintln(&format!(
                                    "{}: warning: {}: {message}",
                                    input.name(),
                                    url.loc()
                                ));
                            }
                        }
                    }
                }
                if let Some(fingerprint) = columns.fingerprint {
                    url.set_fingerprint(Some(fingerprint.into()));
                }
                writer.write(&url).map_err(|e| {
                    let message = e.to_string();
                    refused = Some(message.clone());
                    io::Error::other(message)
                })
            },
            &mut |bad| {
                clean &= !bad.lost;
                let severity = if bad.lost { "error" } else { "warning" };
                if !bad.lost && crate::run::quiet() {
                    return;
                }
                progress.eprintln(&format!(
                    "{}:{}: {severity}: {}",
                    input.name(),
                    bad.line,
                    bad.message
                ));
            },
        )
        .map_err(|e| match refused.take() {
            None if crate::interrupt::interrupted() => Failure::Interrupted(format!(
                "{} holds the set published before, whole",
                args.out.display()
            )),
            // The site writer refused a URL: nothing is published.
            Some(message) => Failure::Input(format!("{}: {message}", input.name())),
            None => Failure::Input(format!("{}: cannot read: {e}", input.name())),
        })?;
    }
    crate::interrupt::check(|| {
        format!(
            "{} holds the set published before, whole",
            args.out.display()
        )
    })?;
    let failed =
        |e: sitemap_core::site::SiteError| Failure::Input(format!("{}: {e}", args.out.display()));
    match writer {
        Writer::Site(writer) => {
            let (report, _) = writer.finish().map_err(failed)?;
            if crate::run::quiet() {
                return Ok(clean);
            }
            for warning in &report.warnings {
                eprintln!("sitemap: {warning}");
            }
            if report.warnings_not_kept > 0 {
                eprintln!("sitemap: {} more warnings", report.warnings_not_kept);
            }
            eprintln!(
                "{} URLs in {} files; give search engines {}",
                report.url_count(),
                report.files.len(),
                report.entry_point()
            );
        }
        Writer::Regeneration(writer) => {
            let report = writer.finish().map_err(failed)?;
            if crate::run::quiet() {
                return Ok(clean);
            }
            for warning in &report.warnings {
                eprintln!("sitemap: {warning}");
            }
            if report.warnings_not_kept > 0 {
                eprintln!("sitemap: {} more warnings", report.warnings_not_kept);
            }
            let rewritten = report.rewritten().count();
            let sitemaps = report.files.len().saturating_sub(1);
            eprintln!(
                "{} added, {} changed, {} removed, {} unchanged; {rewritten} of {sitemaps} files rewritten{}",
                report.added,
                report.changed,
                report.removed,
                report.unchanged,
                if report.published {
                    String::new()
                } else {
                    " (nothing changed: the published set stays)".to_owned()
                }
            );
            if let Some(index) = report.files.last() {
                eprintln!("give search engines {}", index.loc);
            }
        }
    }
    Ok(clean)
}

#[cfg(test)]
mod tests {
    use super::{csv_url, fields};

    #[test]
    fn csv_rows() {
        assert_eq!(
            fields("a,\"b,c\",\"say \"\"hi\"\"\","),
            ["a", "b,c", "say \"hi\"", ""]
        );
        let url = csv_url(
            Some("https://example.com/"),
            Some("2024-05-01"),
            None,
            Some("0.5"),
        )
        .unwrap();
        assert_eq!(
            url.lastmod().map(|l| l.to_string()).as_deref(),
            Some("2024-05-01")
        );
        assert!(csv_url(None, None, None, None).is_err());
        assert!(csv_url(Some("https://example.com/"), None, Some("sometimes"), None).is_err());
    }
}
