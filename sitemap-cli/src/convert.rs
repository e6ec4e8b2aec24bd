//! `sitemap convert`: entries from any readable input into another format,
//! streamed one entry at a time.

use sitemap_core::read::{DocumentKind, ReadEvent, ReadOptions, Severity, SitemapReader};
use sitemap_core::write::DocumentWriter;
use sitemap_core::{DocumentHead, NamespaceDecl, Stylesheet};

use crate::inputs;
use crate::publish::Staged;
use crate::run::{Failure, Progress, diagnostic_line, open, parse_base, parse_loc, whole_input};
use std::io::{self, Write};
use std::path::Path;

use sitemap_core::site::{DirTarget, SiteOptions};
use sitemap_core::{BaseUrl, IndexEntry, IndexWriter, Loc, SiteWriter, Url, UrlSetWriter};

/// The formats `convert` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Target {
    /// A sitemap (or an index, for an index), to a file or standard output;
    /// into a folder (`-o DIR/`), a split set with its index, as many files
    /// as the protocol's limits need.
    Xml,
    /// One document in the serde JSON shape, `{"@xmlns": …, "url": [ … ]}`
    /// (`"sitemap"` for an index), one entry a line; what the library's
    /// serde writes and every reader of ours reads. The head is kept: root
    /// attributes (`"@xsi:schemaLocation"`) and stylesheet instructions
    /// (`"?xml-stylesheet": ["type=\"text/xsl\" href=\"/a.xsl\""]`).
    Json,
    /// One entry a line in the serde JSON shape. When the input has a head
    /// (stylesheet instructions, root attributes such as
    /// `xsi:schemaLocation`), it is the first line, an object without `loc`
    /// (`{"@xmlns": …, "?xml-stylesheet": [ … ]}`) that every reader of
    /// ours takes back as the head. An index's first line is always its
    /// head, with an empty `"sitemap": []` that names the kind.
    Ndjson,
    /// One URL a line: a text sitemap. Only the URLs are written.
    Txt,
    /// `loc,lastmod,changefreq,priority` and flat columns for the
    /// extensions: image count and first image, video count, news count,
    /// and alternates as space-separated `hreflang=href` pairs. Left out:
    /// the values of images, videos and news beyond those, other
    /// extensions, and the document's head.
    Csv,
}

/// The CSV header, in column order.
pub(crate) const CSV_HEADER: &str =
    "loc,lastmod,changefreq,priority,images,first_image,videos,news,alternates";

/// What a conversion keeps besides the entries: the tags Google stopped
/// reading (unless `--drop-deprecated`) and the input's head (stylesheet
/// instructions, root attributes and the namespaces their prefixes need).
#[derive(Debug, Default)]
pub(crate) struct Keep {
    pub(crate) deprecated: bool,
    pub(crate) head: DocumentHead,
    /// Declarations of the input's root other than the sitemap's own.
    pub(crate) namespaces: Vec<NamespaceDecl>,
}

impl Keep {
    /// What `reader` read of its document's head (after its root).
    pub(crate) fn from_reader<R: io::Read>(reader: &SitemapReader<R>, deprecated: bool) -> Keep {
        Keep {
            deprecated,
            head: reader.head().clone(),
            namespaces: reader
                .namespaces()
                .iter()
                .filter(|d| d.is_other_prefix())
                .cloned()
                .collect(),
        }
    }

    /// The document writer over `out` with all of it.
    fn writer<D: sitemap_core::Document, W: Write>(&self, out: W) -> DocumentWriter<D, W> {
        let mut writer = DocumentWriter::new(out).with_deprecated_tags(self.deprecated);
        for decl in &self.namespaces {
            writer = writer.with_namespace(decl.prefix(), decl.uri());
        }
        writer.with_head(self.head.clone())
    }

    /// The document's head as a JSON object in the serde shape: its
    /// namespace, the declarations the root attributes need, the
    /// attributes and the stylesheet instructions.
    fn json_head_object(&self) -> String {
        // In the XML root's order (a `Map` would sort the members).
        let mut members: Vec<(String, serde_json::Value)> =
            vec![("@xmlns".to_owned(), sitemap_core::NAMESPACE.into())];
        if !self.head.attributes().is_empty() {
            for decl in &self.namespaces {
                members.push((format!("@xmlns:{}", decl.prefix()), decl.uri().into()));
            }
            for (name, value) in self.head.attributes() {
                members.push((format!("@{name}"), value.as_str().into()));
            }
        }
        if !self.head.stylesheets().is_empty() {
            let instructions = self.head.stylesheets().iter();
            members.push((
                Stylesheet::JSON_KEY.to_owned(),
                instructions.map(|s| s.instruction()).collect(),
            ));
        }
        let members: Vec<String> = members
            .iter()
            .map(|(name, value)| format!("{}:{value}", serde_json::Value::from(name.as_str())))
            .collect();
        format!("{{{}}}", members.join(","))
    }

    /// The start of a JSON document: its head without the closing brace,
    /// for the entries follow.
    fn json_head(&self) -> String {
        let text = self.json_head_object();
        text[..text.len() - 1].to_owned()
    }
}

/// Where entries go, one at a time.
pub(crate) enum Writer<'a> {
    Lines {
        out: Box<dyn Write + 'a>,
        target: Target,
    },
    UrlSet(UrlSetWriter<Box<dyn Write + 'a>>),
    Index(IndexWriter<Box<dyn Write + 'a>>),
    Site(Box<SiteWriter<DirTarget>>),
    /// A JSON document, its entries written as they come: the array's
    /// name once the first entry shows the kind.
    Json {
        out: Box<dyn Write + 'a>,
        array: Option<&'static str>,
        head: String,
    },
}

/// Why converting stopped.
#[derive(Debug)]
pub(crate) enum ConvertError {
    Io(io::Error),
    /// The entries cannot go where they were sent: the message says what to
    /// change.
    Refused(String),
    /// Ctrl-C.
    Interrupted,
}

impl From<io::Error> for ConvertError {
    fn from(error: io::Error) -> ConvertError {
        ConvertError::Io(error)
    }
}

impl<'a> Writer<'a> {
    /// A writer to `out` (a file or standard output).
    pub(crate) fn to_stream(
        out: Box<dyn Write + 'a>,
        target: Target,
        index: bool,
        keep: &Keep,
    ) -> Result<Writer<'a>, ConvertError> {
        Ok(match target {
            Target::Xml if index => Writer::Index(keep.writer(out)),
            Target::Xml => Writer::UrlSet(keep.writer(out)),
            Target::Csv => {
                let mut out = out;
                writeln!(out, "{CSV_HEADER}")?;
                Writer::Lines { out, target }
            }
            Target::Ndjson => {
                // The head, when the input had one, is the first line: an
                // object with no `loc`, which the JSON reader takes back.
                // An index's always has one, with its empty array, for an
                // index entry alone cannot be told from a URL.
                let mut out = out;
                if index {
                    let head = keep.json_head();
                    writeln!(out, "{head},\"sitemap\":[]}}")?;
                } else if !keep.head.is_empty() {
                    writeln!(out, "{}", keep.json_head_object())?;
                }
                Writer::Lines { out, target }
            }
            Target::Txt => Writer::Lines { out, target },
            Target::Json => Writer::Json {
                out,
                array: None,
                head: keep.json_head(),
            },
        })
    }

    /// A split set of sitemaps and their index in `dir`, published whole.
    pub(crate) fn to_folder(
        dir: &Path,
        base: BaseUrl,
        keep: &Keep,
    ) -> Result<Writer<'a>, ConvertError> {
        let target = DirTarget::new(dir)?;
        let options = SiteOptions::new(base)
            .deprecated_tags(keep.deprecated)
            .sitemap_head(keep.head.clone(), keep.namespaces.clone());
        crate::interrupt::track_site(dir.to_path_buf(), options.clone());
        Ok(Writer::Site(Box::new(SiteWriter::new(target, options))))
    }

    pub(crate) fn url(&mut self, url: &Url) -> Result<(), ConvertError> {
        match self {
            Writer::Lines { out, target } => line(out, *target, url)?,
            Writer::UrlSet(writer) => writer.write(url).map_err(|e| {
                ConvertError::Refused(format!(
                    "{e}; to write more than one file holds, convert into a folder: -o DIR/"
                ))
            })?,
            Writer::Site(writer) => writer
                .write(url)
                .map_err(|e| ConvertError::Refused(e.to_string()))?,
            Writer::Json { out, array, head } => json_entry(out, array, head, "url", url)?,
            Writer::Index(_) => {
                return Err(ConvertError::Refused(
                    "the input mixes sitemap and index entries".to_owned(),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ConvertError> {
        match self {
            Writer::Lines { out, target } => match target {
                Target::Ndjson => {
                    serde_json::to_writer(&mut *out, entry).map_err(io::Error::from)?;
                    out.write_all(b"\n")?;
                }
                Target::Csv => {
                    let lastmod = entry.lastmod().map(|l| l.to_string()).unwrap_or_default();
                    writeln!(
                        out,
                        "{},{},,,,,,,",
                        field(entry.loc().as_str()),
                        field(&lastmod)
                    )?;
                }
                Target::Txt | Target::Xml | Target::Json => writeln!(out, "{}", entry.loc())?,
            },
            Writer::Json { out, array, head } => json_entry(out, array, head, "sitemap", entry)?,
            Writer::Index(writer) => writer
                .write(entry)
                .map_err(|e| ConvertError::Refused(e.to_string()))?,
            Writer::UrlSet(_) | Writer::Site(_) => {
                return Err(ConvertError::Refused(
                    "an index's entries go to a file or standard output, not into a folder"
                        .to_owned(),
                ));
            }
        }
        Ok(())
    }

    /// Closes the document, or publishes the set.
    pub(crate) fn finish(self) -> Result<(), ConvertError> {
        match self {
            Writer::Lines { mut out, .. } => out.flush()?,
            Writer::Json {
                mut out,
                array,
                head,
            } => {
                match array {
                    Some(_) => out.write_all(b"\n]}\n")?,
                    None => writeln!(out, "{head},\"url\":[]}}")?,
                }
                out.flush()?;
            }
            Writer::UrlSet(writer) => {
                writer
                    .finish()
                    .map_err(|e| ConvertError::Refused(e.to_string()))?;
            }
            Writer::Index(writer) => {
                writer
                    .finish()
                    .map_err(|e| ConvertError::Refused(e.to_string()))?;
            }
            Writer::Site(writer) => {
                writer
                    .finish()
                    .map_err(|e| ConvertError::Refused(e.to_string()))?;
            }
        }
        Ok(())
    }
}

/// One entry of a JSON document: the document's start before the first,
/// a separator before the others.
fn json_entry(
    out: &mut dyn Write,
    array: &mut Option<&'static str>,
    head: &str,
    name: &'static str,
    entry: &impl serde::Serialize,
) -> Result<(), ConvertError> {
    match array {
        None => {
            writeln!(out, "{head},\"{name}\":[")?;
            *array = Some(name);
        }
        Some(open) if *open != name => {
            return Err(ConvertError::Refused(
                "the input mixes sitemap and index entries".to_owned(),
            ));
        }
        Some(_) => out.write_all(b",\n")?,
    }
    serde_json::to_writer(&mut *out, entry).map_err(io::Error::from)?;
    Ok(())
}

/// One URL as a line of `target`.
fn line(out: &mut dyn Write, target: Target, url: &Url) -> io::Result<()> {
    match target {
        Target::Ndjson => {
            serde_json::to_writer(&mut *out, url)?;
            out.write_all(b"\n")
        }
        Target::Txt | Target::Xml | Target::Json => writeln!(out, "{}", url.loc()),
        Target::Csv => writeln!(out, "{}", csv_row(url)),
    }
}

/// A URL as a CSV row (without its line break), in [`CSV_HEADER`]'s
/// columns.
pub(crate) fn csv_row(url: &Url) -> String {
    let text = |value: Option<String>| value.map(|v| field(&v)).unwrap_or_default();
    let alternates: Vec<String> = url
        .alternates()
        .iter()
        .map(|a| format!("{}={}", a.hreflang(), a.href()))
        .collect();
    format!(
        "{},{},{},{},{},{},{},{},{}",
        field(url.loc().as_str()),
        text(url.lastmod().map(|l| l.to_string())),
        text(url.changefreq().map(|c| c.to_string())),
        text(url.priority().map(|p| p.to_string())),
        url.images().len(),
        text(url.images().first().map(|i| i.loc().to_string())),
        url.videos().len(),
        url.news().len(),
        field(&alternates.join(" ")),
    )
}

/// A CSV field, quoted when it holds a comma, a quote or a line break
/// (RFC 4180).
pub(crate) fn field(value: &str) -> String {
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_owned()
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The file to convert, or `-` for standard input.
    #[arg(value_name = "INPUT")]
    pub(crate) input: String,

    /// The format to write.
    #[arg(long, value_enum)]
    pub(crate) to: Target,

    /// Where to write: a file (written whole or not at all), or, for
    /// `--to xml`, a folder (`DIR/`) that gets as many files as the
    /// protocol's limits need and their index. Standard output without it.
    #[arg(short, long, value_name = "OUT")]
    pub(crate) output: Option<std::path::PathBuf>,

    /// Where the files of a folder will be served, for their index.
    #[arg(long, value_name = "URL", value_parser = parse_base)]
    pub(crate) base: Option<sitemap_core::BaseUrl>,

    /// The URL the input is served from, to resolve relative URLs.
    #[arg(long, value_name = "URL", value_parser = parse_loc)]
    pub(crate) published_at: Option<Loc>,

    /// Leave out the extension tags Google stopped reading in 2022 (image
    /// caption, title, geo_location, license; video category,
    /// gallery_loc, price, tvshow, and the player's allow_embed and
    /// autoplay), writing only Google's current form. Without it, every
    /// value read is written (to xml, json and ndjson).
    #[arg(long)]
    pub(crate) drop_deprecated: bool,
}

/// Converts the input; `Ok(true)` when it lost no entry.
pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    let inputs = inputs::expand(std::slice::from_ref(&args.input)).map_err(Failure::Input)?;
    let [input] = inputs.as_slice() else {
        return Err(Failure::Input(format!(
            "{}: convert takes one file, not a folder",
            args.input
        )));
    };
    let mut options = whole_input(ReadOptions::lenient());
    if let Some(url) = &args.published_at {
        options = options.published_at(url.clone());
    }
    let mut reader = open(input, &options).map_err(Failure::Input)?;
    let index = reader.kind() == Some(DocumentKind::SitemapIndex);
    let keep = Keep::from_reader(&reader, !args.drop_deprecated);
    let folder = args
        .output
        .as_deref()
        .filter(|path| path.is_dir() || path.as_os_str().to_string_lossy().ends_with('/'));
    let refused = |message: String| Failure::Input(message);
    let mut partial = None;
    let left = match (&args.output, folder) {
        (Some(_), Some(dir)) => format!("{} holds the set published before, whole", dir.display()),
        (Some(path), None) => format!(
            "{} was not written (a file there before is as it was)",
            path.display()
        ),
        (None, _) => "the output written so far is incomplete".to_owned(),
    };
    let mut writer = match (folder, args.to) {
        (Some(dir), Target::Xml) if !index => {
            let Some(base) = args.base.clone() else {
                return Err(refused(format!(
                    "{}: a folder needs --base URL, where its files will be served",
                    dir.display()
                )));
            };
            Writer::to_folder(dir, base, &keep).map_err(|e| refused(convert_message(e)))?
        }
        (Some(dir), _) => {
            return Err(refused(format!(
                "{}: only a sitemap converted --to xml goes into a folder; give a file",
                dir.display()
            )));
        }
        (None, target) => {
            let out: Box<dyn Write> = match &args.output {
                Some(path) => {
                    // Written to a temporary of its own, then renamed:
                    // never half a file, never a file of the user's.
                    let (staged, file) = Staged::create(path).map_err(refused)?;
                    partial = Some(staged);
                    Box::new(io::BufWriter::new(file))
                }
                None => Box::new(io::BufWriter::new(io::stdout().lock())),
            };
            Writer::to_stream(out, target, index, &keep).map_err(|e| refused(convert_message(e)))?
        }
    };
    let mut lost = false;
    let progress = Progress::new("converting");
    let outcome = (|| {
        for event in reader.by_ref() {
            if crate::interrupt::interrupted() {
                return Err(ConvertError::Interrupted);
            }
            match event {
                ReadEvent::Url(url) => {
                    progress.entry();
                    writer.url(&url)?;
                }
                ReadEvent::IndexEntry(entry) => {
                    progress.entry();
                    writer.index_entry(&entry)?;
                }
                ReadEvent::Diagnostic(diagnostic) => {
                    let error = diagnostic.severity() == Severity::Error;
                    lost |= error;
                    if error || !crate::run::quiet() {
                        progress.eprintln(&diagnostic_line(input, &diagnostic));
                    }
                }
                _ => {}
            }
        }
        writer.finish()
    })();
    match outcome {
        Ok(()) => {
            if let Some(staged) = partial {
                staged.publish().map_err(|e| refused(e.to_string()))?;
            }
            Ok(!lost)
        }
        Err(error) => {
            // Dropping the temporary removes it; a previous file stays.
            drop(partial);
            match error {
                ConvertError::Io(e) => Err(Failure::Output(e)),
                ConvertError::Interrupted => Err(Failure::Interrupted(left)),
                ConvertError::Refused(message) => {
                    Err(refused(format!("{}: {message}", input.name())))
                }
            }
        }
    }
}

pub(crate) fn convert_message(error: ConvertError) -> String {
    match error {
        ConvertError::Io(e) => e.to_string(),
        ConvertError::Refused(message) => message,
        ConvertError::Interrupted => "interrupted".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn csv_fields_are_quoted_when_they_must_be() {
        assert_eq!(field("https://a.example/x"), "https://a.example/x");
        assert_eq!(
            field("https://a.example/?a=1,2"),
            "\"https://a.example/?a=1,2\""
        );
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
