//! The example server's peak memory while it streams a 1,000,000-row
//! section (20 files of 50,000), against its size once warmed up: the
//! server holds a few entries at a time, never a file.
#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use sitemap_tests::xmllint::TempDir;

const ROWS: u64 = 1_000_000;

/// The example binary: `cargo test` builds it beside the tests; `cargo
/// test --test memory` does not, so it is built here when missing.
fn example() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let profile = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>");
    let binary = profile.join("examples").join("serve_sqlite");
    if binary.exists() {
        return binary;
    }
    let mut build = Command::new(env!("CARGO"));
    build.args([
        "build",
        "--quiet",
        "-p",
        "sitemap-axum",
        "--example",
        "serve_sqlite",
    ]);
    if profile.file_name().is_some_and(|name| name == "release") {
        build.arg("--release");
    }
    let status = build.status().expect("cargo runs");
    assert!(status.success(), "building the serve_sqlite example failed");
    binary
}

/// Kills the server however the test ends.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `VmRSS` or `VmHWM` of `pid`, in KiB.
fn status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    status
        .lines()
        .find_map(|line| line.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|rest| rest.trim().strip_suffix("kB"))
        .and_then(|kib| kib.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

/// GETs `path` over HTTP/1.0 (the server closes the connection at the
/// end), reading the body in pieces; returns the `<url>` elements counted
/// in it.
fn fetch(addr: &str, path: &str) -> u64 {
    let mut stream = TcpStream::connect(addr).expect("connect");
    write!(stream, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").expect("request");
    let mut count = 0;
    let mut carry = Vec::new();
    let mut buf = vec![0; 64 * 1024];
    let mut head_done = false;
    loop {
        let n = stream.read(&mut buf).expect("read");
        if n == 0 {
            break;
        }
        carry.extend_from_slice(&buf[..n]);
        if !head_done {
            let Some(end) = carry.windows(4).position(|w| w == b"\r\n\r\n") else {
                continue;
            };
            assert!(carry.starts_with(b"HTTP/1.0 200") || carry.starts_with(b"HTTP/1.1 200"));
            carry.drain(..end + 4);
            head_done = true;
        }
        // Count whole `<url>` tags, keeping a possible partial one.
        let text = &carry[..];
        count += text.windows(5).filter(|w| *w == b"<url>").count() as u64;
        let keep = carry.len().saturating_sub(4);
        carry.drain(..keep);
    }
    count
}

#[test]
fn streaming_a_million_rows_stays_within_a_few_mib_of_idle() {
    let db = TempDir::new("memory").expect("a temporary directory");
    let mut child = Command::new(example())
        .env("SITEMAP_ROWS", ROWS.to_string())
        .env("SITEMAP_DB", db.path().join("products.sqlite"))
        .env("SITEMAP_ADDR", "127.0.0.1:0")
        // One glibc arena: otherwise each thread the blocking pool happens
        // to start gets an arena of its own, and the peak measures how
        // many threads ran rather than what the server holds.
        .env("MALLOC_ARENA_MAX", "1")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the serve_sqlite example, built by `cargo test`");
    let stdout = child.stdout.take().expect("piped");
    let server = Server(child);
    let pid = server.0.id();
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the address line");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("listening on http://…")
        .to_owned();

    // Warmed up on the index (its queries run on the blocking pool, on
    // SQLite), before any file is served: a server that built a file in
    // memory would pass its 5 MiB here.
    fetch(&addr, "/sitemap.xml");
    let idle = status_kib(pid, "VmRSS");
    // Resets the peak to the current size, so the peak is this test's.
    std::fs::write(format!("/proc/{pid}/clear_refs"), "5").expect("clear_refs");

    // After the first few files the peak must stay flat.
    let files = ROWS.div_ceil(50_000);
    let mut total = 0;
    let mut halfway = 0;
    for n in 1..=files {
        total += fetch(&addr, &format!("/sitemaps/products-{n}.xml"));
        if n == files / 2 {
            halfway = status_kib(pid, "VmHWM");
        }
    }
    let peak = status_kib(pid, "VmHWM");
    assert_eq!(total, ROWS);
    let above = peak.saturating_sub(idle);
    eprintln!(
        "idle {idle} KiB; peak {halfway} KiB halfway, {peak} KiB after {ROWS} rows: \
         {above} KiB above idle"
    );
    // Each file is over 5 MiB: holding one would show, and so would
    // anything kept per entry over the second half.
    assert!(above < 2 * 1024, "{above} KiB above idle");
    assert!(
        peak - halfway < 512,
        "grew {} KiB over the second half",
        peak - halfway
    );
}
