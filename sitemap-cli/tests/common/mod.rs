//! Running the built `sitemap` binary, and its snapshots.

#![allow(dead_code, reason = "each test file uses part of it")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

pub(crate) fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Runs `sitemap ARGS` in the fixtures folder, with `stdin` piped in.
pub(crate) fn sitemap(args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sitemap"))
        .args(args)
        .current_dir(fixtures())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sitemap binary runs");
    let mut input = child.stdin.take().expect("piped");
    if let Some(bytes) = stdin {
        // A run that ends before reading its input (a usage error) closes
        // the pipe first.
        if let Err(error) = input.write_all(bytes) {
            assert_eq!(
                error.kind(),
                std::io::ErrorKind::BrokenPipe,
                "stdin: {error}"
            );
        }
    }
    drop(input);
    let output = child.wait_with_output().expect("it ends");
    Run {
        code: output.status.code().expect("an exit status"),
        stdout: String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    }
}

/// Compares `actual` with the snapshot `name`, or writes it when asked.
pub(crate) fn snapshot(name: &str, actual: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/snapshots/{name}"));
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, actual).expect("snapshot written");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!("no snapshot {name}: run with UPDATE_SNAPSHOTS=1 and review it")
    });
    assert_eq!(actual, expected, "{name} differs from its snapshot");
}

/// A runtime for a test's servers, serving while it lives (the binary
/// under test runs in a process of its own).
pub(crate) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime for the test's servers")
}

/// `sitemap generate --base https://example.com/ --out OUT -`: a site from
/// the list on standard input.
pub(crate) fn generate_from_stdin(out: &Path, list: Option<&[u8]>) -> Run {
    let out = out.to_str().expect("a UTF-8 path");
    sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--out",
            out,
            "-",
        ],
        list,
    )
}
