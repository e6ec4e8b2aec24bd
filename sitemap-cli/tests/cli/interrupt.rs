//! Ctrl-C: SIGINT sent to the running binary with `kill -INT`, as a
//! terminal does. The run stops, removes its partial files, leaves what was
//! published before whole, says so, and exits with 130.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::generate_from_stdin;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-cli-int-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file under `dir` (hidden ones included) with its bytes.
fn contents(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().into_string().unwrap(),
                std::fs::read(e.path()).unwrap_or_default(),
            )
        })
        .collect();
    files.sort();
    files
}

/// A list long enough that generating it takes seconds in a debug build.
fn long_list(dir: &Path) -> PathBuf {
    let path = dir.join("long.txt");
    let list: String = (0..400_000)
        .map(|i| format!("https://example.com/long/{i}\n"))
        .collect();
    std::fs::write(&path, list).unwrap();
    path
}

/// A named pipe `name` in `dir`.
fn make_fifo(dir: &Path, name: &str) -> PathBuf {
    let fifo = dir.join(name);
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success(), "mkfifo {}", fifo.display());
    fifo
}

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sitemap"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sitemap binary runs")
}

/// Sends `start` into `fifo` and then nothing, holding the pipe open, so
/// that `child` is blocked in a read when SIGINT comes; returns the exit
/// status and stderr.
fn interrupt_while_blocked(child: Child, fifo: &Path, start: &[u8]) -> (i32, String) {
    let mut writer = std::fs::OpenOptions::new().write(true).open(fifo).unwrap();
    std::io::Write::write_all(&mut writer, start).unwrap();
    let ended = interrupt(child, Duration::from_millis(500));
    drop(writer);
    ended
}

/// Sends SIGINT after `after`, and returns the exit status and stderr.
fn interrupt(child: Child, after: Duration) -> (i32, String) {
    std::thread::sleep(after);
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().expect("an exit status, not a signal"),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn ctrl_c_during_generate_leaves_the_published_set_whole() {
    let dir = scratch("generate");
    let out = dir.join("out");
    let published = generate_from_stdin(
        &out,
        Some(b"https://example.com/a\nhttps://example.com/b\n"),
    );
    assert_eq!(published.code, 0, "{}", published.stderr);
    let before = contents(&out);
    let list = long_list(&dir);
    let child = spawn(&[
        "generate",
        "--base",
        "https://example.com/",
        "--out",
        out.to_str().unwrap(),
        list.to_str().unwrap(),
    ]);
    let (code, stderr) = interrupt(child, Duration::from_millis(700));
    assert_eq!(code, 130, "{stderr}");
    assert!(
        stderr.contains("interrupted; partial files removed") && stderr.contains("whole"),
        "{stderr}"
    );
    assert_eq!(
        contents(&out),
        before,
        "the set published before, and nothing else"
    );

    // Into a folder with convert, the same.
    let child = spawn(&[
        "convert",
        list.to_str().unwrap(),
        "--to",
        "xml",
        "-o",
        &format!("{}/", out.display()),
        "--base",
        "https://example.com/",
    ]);
    let (code, stderr) = interrupt(child, Duration::from_millis(700));
    assert_eq!(code, 130, "{stderr}");
    assert_eq!(contents(&out), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_during_convert_to_a_file_leaves_the_previous_file() {
    let dir = scratch("convert");
    let list = long_list(&dir);
    let out = dir.join("urls.csv");
    std::fs::write(&out, "yesterday's\n").unwrap();
    std::fs::write(dir.join("urls.partial"), "the user's own\n").unwrap();
    let before = contents(&dir);
    let child = spawn(&[
        "convert",
        list.to_str().unwrap(),
        "--to",
        "ndjson",
        "-o",
        out.to_str().unwrap(),
    ]);
    let (code, stderr) = interrupt(child, Duration::from_millis(700));
    assert_eq!(code, 130, "{stderr}");
    assert!(stderr.contains("was not written"), "{stderr}");
    assert_eq!(contents(&dir), before, "no temporary left, no file touched");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_while_waiting_on_a_pipe_still_ends_the_run_and_cleans_up() {
    let dir = scratch("fifo");
    let fifo = make_fifo(&dir, "list");
    let out = dir.join("out");
    let child = spawn(&[
        "generate",
        "--base",
        "https://example.com/",
        "--out",
        out.to_str().unwrap(),
        fifo.to_str().unwrap(),
    ]);
    let pid = child.id();
    let (code, stderr) = interrupt_while_blocked(child, &fifo, b"https://example.com/a\n");
    assert_eq!(code, 130, "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    // Its copy of the pipe is gone.
    let left: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with(&format!("sitemap-stdin-{pid}-")))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    assert!(!out.exists() || contents(&out).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_during_fetch_leaves_the_previous_file_and_no_temporary() {
    // A server that accepts and never answers: the crawl waits.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            held.push(stream);
        }
    });
    let dir = scratch("fetch");
    let out = dir.join("urls.csv");
    std::fs::write(&out, "yesterday's\n").unwrap();
    let record = dir.join("findings.ndjson");
    std::fs::write(&record, "yesterday's findings\n").unwrap();
    let before = contents(&dir);
    let child = spawn(&[
        "fetch",
        &format!("http://127.0.0.1:{port}/sitemap.xml"),
        "--format",
        "csv",
        "-o",
        out.to_str().unwrap(),
        "--diagnostics",
        record.to_str().unwrap(),
    ]);
    let (code, stderr) = interrupt(child, Duration::from_millis(500));
    assert_eq!(code, 130, "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert_eq!(contents(&dir), before, "no temporary left, no file touched");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_while_a_folder_waits_on_a_fifo_removes_its_partial_files() {
    let dir = scratch("fifo-folder");
    let fifo = make_fifo(&dir, "urls.xml");
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("notes.txt"), "mine").unwrap();
    let child = spawn(&[
        "convert",
        fifo.to_str().unwrap(),
        "--to",
        "xml",
        "--base",
        "https://example.com/",
        "-o",
        &format!("{}/", out.display()),
    ]);
    // The start of a sitemap, then nothing.
    let mut head = String::from(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#);
    for i in 0..2_000 {
        head.push_str(&format!("<url><loc>https://example.com/{i}</loc></url>"));
    }
    let (code, stderr) = interrupt_while_blocked(child, &fifo, head.as_bytes());
    assert_eq!(code, 130, "{stderr}");
    // The user's file stays; nothing of the run does (the lock file, if
    // any, is the folder's own and empty).
    let left: Vec<String> = contents(&out)
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| !name.starts_with(".sitemap-lock") && name != ".lock")
        .collect();
    assert_eq!(left, ["notes.txt"], "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
