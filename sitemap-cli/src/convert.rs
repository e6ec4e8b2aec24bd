//! `sitemap convert`: entries from any readable input into another format,
//! streamed one entry at a time.

use sitemap_core::export::{EntryWriter, ExportError, ExportOptions, Format};
use sitemap_core::read::{ReadEvent, ReadOptions, Severity};

use crate::formats::FormatParser;
use crate::inputs;
use crate::publish::Staged;
use crate::run::{Failure, Progress, diagnostic_line, open, parse_base, parse_loc, whole_input};
use std::io::{self, Write};
use std::path::Path;

use sitemap_core::site::{DirTarget, SiteOptions};
use sitemap_core::{BaseUrl, IndexEntry, Loc, SiteWriter, Url};

/// Where entries go, one at a time: a format's writer into a file or
/// standard output, or a split set in a folder.
pub(crate) enum Writer<'a> {
    Stream(Box<dyn EntryWriter + 'a>),
    Site(Box<SiteWriter<DirTarget>>),
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

impl From<ExportError> for ConvertError {
    fn from(error: ExportError) -> ConvertError {
        match error {
            ExportError::Io(e) => ConvertError::Io(e),
            ExportError::Refused(message) => ConvertError::Refused(message),
        }
    }
}

impl<'a> Writer<'a> {
    /// A split set of sitemaps and their index in `dir`, published whole.
    pub(crate) fn to_folder(
        dir: &Path,
        base: BaseUrl,
        keep: &ExportOptions,
    ) -> Result<Writer<'a>, ConvertError> {
        let target = DirTarget::new(dir)?;
        let options = SiteOptions::new(base)
            .deprecated_tags(keep.keeps_deprecated_tags())
            .sitemap_head(keep.document_head().clone(), keep.namespaces().to_vec());
        crate::interrupt::track_site(dir.to_path_buf(), options.clone());
        Ok(Writer::Site(Box::new(SiteWriter::new(target, options))))
    }

    pub(crate) fn url(&mut self, url: &Url) -> Result<(), ConvertError> {
        match self {
            Writer::Stream(writer) => writer.url(url, None)?,
            Writer::Site(writer) => writer
                .write(url)
                .map_err(|e| ConvertError::Refused(e.to_string()))?,
        }
        Ok(())
    }

    pub(crate) fn index_entry(&mut self, entry: &IndexEntry) -> Result<(), ConvertError> {
        match self {
            Writer::Stream(writer) => writer.index_entry(entry)?,
            Writer::Site(_) => {
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
            Writer::Stream(writer) => writer.finish()?,
            Writer::Site(writer) => {
                writer
                    .finish()
                    .map_err(|e| ConvertError::Refused(e.to_string()))?;
            }
        }
        Ok(())
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The file to convert, or `-` for standard input.
    #[arg(value_name = "INPUT")]
    pub(crate) input: String,

    /// The format to write. `xml`, `json` and `ndjson` keep everything
    /// read; `txt` writes only the URLs; `csv` and `parquet` hold the flat
    /// columns (extension values beyond their counts and keys, other
    /// extensions and the head are left out).
    #[arg(long, value_parser = FormatParser)]
    pub(crate) to: Format,

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
    let keep = ExportOptions::from_reader(&mut reader).deprecated_tags(!args.drop_deprecated);
    let index = keep.is_index();
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
        (Some(dir), Format::Xml) if !index => {
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
        (None, _) if args.to.is_binary() && args.output.is_none() => {
            return Err(refused(format!(
                "--to {} writes a file: give it with -o OUT",
                args.to
            )));
        }
        (None, format) => {
            let out: Box<dyn Write + Send> = match &args.output {
                Some(path) => {
                    // Written to a temporary of its own, then renamed:
                    // never half a file, never a file of the user's.
                    let (staged, file) = Staged::create(path).map_err(refused)?;
                    partial = Some(staged);
                    Box::new(io::BufWriter::new(file))
                }
                None => Box::new(io::BufWriter::new(io::stdout())),
            };
            let writer = format
                .writer(out, &keep)
                .map_err(|e| refused(convert_message(e.into())))?;
            Writer::Stream(writer)
        }
    };
    let mut lost = false;
    // A gzip stream that does not decompress (a checksum that does not
    // match, a broken block) may have handed out garbled bytes before it
    // failed: what was read from it is not published as a conversion.
    let mut corrupt = false;
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
                    corrupt |= diagnostic.rule() == "gzip";
                    if error || !crate::run::quiet() {
                        progress.eprintln(&diagnostic_line(input, &diagnostic));
                    }
                }
                _ => {}
            }
        }
        if corrupt && args.output.is_some() {
            return Err(ConvertError::Refused(format!(
                "the gzip stream is corrupt, so what was read before the fault may be garbled; {left}; fetch the file again"
            )));
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
