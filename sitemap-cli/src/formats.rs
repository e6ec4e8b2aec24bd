//! The output formats on the command line: `--to` and `--format` take any
//! of `sitemap_core::export::Format`'s names, listed with their summaries
//! in help; the commands hand entries to the writer the format makes.

use clap::builder::{PossibleValue, TypedValueParser};
use sitemap_core::export::Format;

/// Parses a format's name; a name this build leaves out says how to get it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct FormatParser;

impl TypedValueParser for FormatParser {
    type Value = Format;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Format, clap::Error> {
        let name = value.to_string_lossy();
        if let Some(format) = Format::from_name(&name).filter(|f| built_with(*f)) {
            return Ok(format);
        }
        if name == "parquet" {
            return Err(clap::Error::raw(
                clap::error::ErrorKind::InvalidValue,
                "this sitemap was built without Parquet: install it with \
                 `cargo install --path sitemap-cli --features parquet`\n",
            )
            .with_cmd(cmd));
        }
        let names: Vec<&str> = formats().map(|f| f.name()).collect();
        let arg = arg.map_or_else(|| "the format".to_owned(), |a| a.to_string());
        Err(clap::Error::raw(
            clap::error::ErrorKind::InvalidValue,
            format!(
                "invalid value '{name}' for '{arg}': expected one of {}\n",
                names.join(", ")
            ),
        )
        .with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            formats().map(|f| PossibleValue::new(f.name()).help(f.summary())),
        ))
    }
}

/// Whether this build of the command offers `format`: Parquet only with
/// the command's own `parquet` feature (sitemap-core's may be on for
/// another crate of the same build).
fn built_with(format: Format) -> bool {
    format.name() != "parquet" || cfg!(feature = "parquet")
}

/// The formats this build offers, in help's order.
fn formats() -> impl Iterator<Item = Format> {
    Format::ALL.iter().copied().filter(|f| built_with(*f))
}
