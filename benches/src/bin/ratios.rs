//! Turns a criterion run into the ratio tables of `RESULTS.md`:
//! `cargo run -p sitemap-bench --bin ratios -- [<criterion-dir>]` (default
//! `target/criterion`, or `$CARGO_TARGET_DIR/criterion`).
//!
//! Each cell is a library's median time divided by the baseline's median in
//! the same group (same N, same gzip setting, same run): below 1.00 is faster
//! than the baseline. The baseline column gives its own time per URL. A `-`
//! is a library that was not run at that N.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const SIZES: [usize; 3] = [500, 50_000, 500_000];
const WRITERS: [&str; 6] = [
    "ours",
    "ours_site",
    "sitemap",
    "sitewriter",
    "sitemap-rs",
    "sitemapo",
];
const READERS: [&str; 3] = ["ours", "sitemap", "sitemapo"];

/// The median of one benchmark, in nanoseconds per iteration.
fn median(dir: &Path, group: &str, bench: &str) -> Result<Option<f64>, String> {
    let path = dir.join(group).join(bench).join("new/estimates.json");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    json["median"]["point_estimate"]
        .as_f64()
        .map(Some)
        .ok_or_else(|| format!("{}: no median.point_estimate", path.display()))
}

fn table(dir: &Path, op: &str, columns: &[&str]) -> Result<String, String> {
    let mut out = String::new();
    let _ = write!(out, "| N | gzip | baseline (ns/URL) |");
    for column in columns {
        let _ = write!(out, " {column} |");
    }
    let _ = write!(out, "\n|---:|:---:|---:|");
    for _ in columns {
        out.push_str("---:|");
    }
    out.push('\n');
    for n in SIZES {
        for mode in ["plain", "gzip"] {
            let group = format!("{op}_{mode}_{n}");
            let Some(baseline) = median(dir, &group, "baseline")? else {
                continue;
            };
            let per_url = baseline / n as f64;
            let gzip = if mode == "gzip" { "on" } else { "off" };
            let _ = write!(out, "| {n} | {gzip} | {per_url:.0} |");
            for column in columns {
                match median(dir, &group, column)? {
                    Some(time) => {
                        let _ = write!(out, " {:.2} |", time / baseline);
                    }
                    None => out.push_str(" - |"),
                }
            }
            out.push('\n');
        }
    }
    Ok(out)
}

fn main() -> ExitCode {
    let dir = std::env::args_os().nth(1).map_or_else(
        || {
            let target = std::env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into());
            PathBuf::from(target).join("criterion")
        },
        PathBuf::from,
    );
    let tables =
        table(&dir, "write", &WRITERS).and_then(|w| Ok((w, table(&dir, "read", &READERS)?)));
    match tables {
        Ok((write, read)) => {
            println!("Writers (time / baseline time):\n\n{write}");
            println!("Readers (time / baseline time):\n\n{read}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
