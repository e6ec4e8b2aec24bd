//! `sitemap rules`: the catalogue of every rule a finding can name, with
//! its source and its severity in each mode.

use std::io::Write;

use sitemap_core::catalogue;

use crate::run::Failure;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// How the catalogue is printed: a line a rule, one JSON object a
    /// line, or a Markdown table.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub(crate) format: Format,

    /// Only the rule with this id (`loc.uri`, `hreflang.return-link`).
    #[arg(value_name = "ID")]
    pub(crate) id: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Human,
    Json,
    Markdown,
}

pub(crate) fn run(args: &Args) -> Result<bool, Failure> {
    let rules: Vec<&catalogue::Rule> = match &args.id {
        Some(id) => vec![catalogue::find(id).ok_or_else(|| {
            Failure::Input(format!("no rule `{id}`; `sitemap rules` lists them all"))
        })?],
        None => catalogue::rules().iter().collect(),
    };
    let stdout = anstream::stdout();
    let mut out = stdout.lock();
    match args.format {
        Format::Markdown if args.id.is_none() => out.write_all(catalogue::markdown().as_bytes())?,
        Format::Human | Format::Markdown => {
            for rule in rules {
                writeln!(
                    out,
                    "{:<28} {:<7} {:<7} {}: {}{}",
                    rule.id,
                    rule.strict.as_str(),
                    rule.lenient.as_str(),
                    rule.source,
                    rule.summary,
                    rule.link().map(|l| format!(" <{l}>")).unwrap_or_default()
                )?;
            }
        }
        Format::Json => {
            for rule in rules {
                let object = serde_json::json!({
                    "id": rule.id,
                    "summary": rule.summary,
                    "source": rule.source.name(),
                    "link": rule.link(),
                    "strict": rule.strict.as_str(),
                    "lenient": rule.lenient.as_str(),
                });
                serde_json::to_writer(&mut out, &object).map_err(std::io::Error::from)?;
                out.write_all(b"\n")?;
            }
        }
    }
    out.flush()?;
    Ok(true)
}
