//! `sitemap generate`, run as a user runs it (see `validate.rs`).

use crate::common;

use common::{generate_from_stdin, sitemap, snapshot};

#[test]
fn lists_of_every_kind_become_a_published_site() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-generate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let run = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--gzip",
            "--out",
            folder,
            "urls.txt",
            "pages.csv",
            "pages.ndjson",
        ],
        None,
    );
    assert_eq!(run.code, 1, "lines were lost: {}", run.stderr);
    snapshot("generate.stderr.txt", &run.stderr);
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["sitemap-1.xml.gz", "sitemap.xml"]);
    let stats = sitemap(&["stats", "--format", "json", folder], None);
    let stats: serde_json::Value = serde_json::from_str(&stats.stdout).unwrap();
    // `/relative` resolved against --base.
    assert_eq!(stats["urls"], 8);
    assert_eq!(stats["lastmod"]["by_month"]["2024-05"], 2);
    let valid = sitemap(&["validate", folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);

    let clean = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--out",
            folder,
            "-",
        ],
        Some(b"https://example.com/x\n"),
    );
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    let no_base = sitemap(&["generate", "--out", folder, "urls.txt"], None);
    assert_eq!(no_base.code, 2);
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn text_sitemaps_are_written_and_listed_by_an_xml_index() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-text-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let run = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--text",
            "--out",
            folder,
            "-",
        ],
        Some(b"{\"loc\":\"https://example.com/a\",\"lastmod\":\"2024-05-02\"}\n{\"loc\":\"https://example.com/b\"}\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["sitemap-1.txt", "sitemap.xml"]);
    let text = std::fs::read_to_string(out.join("sitemap-1.txt")).unwrap();
    assert_eq!(text, "https://example.com/a\nhttps://example.com/b\n");
    let index = std::fs::read_to_string(out.join("sitemap.xml")).unwrap();
    assert!(
        index.contains("<loc>https://example.com/sitemap-1.txt</loc>"),
        "{index}"
    );
    assert!(index.contains("<lastmod>2024-05-02</lastmod>"), "{index}");
    let valid = sitemap(&["validate", folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn a_run_in_another_mode_leaves_no_file_of_the_one_before() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-modes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let mut published = Vec::new();
    for mode in [
        Some("--gzip"),
        Some("--text"),
        None,
        Some("--text"),
        Some("--gzip"),
    ] {
        let mut args = vec![
            "generate",
            "--base",
            "https://example.com/",
            "--out",
            folder,
        ];
        args.extend(mode);
        args.push("urls.txt");
        let run = sitemap(&args, None);
        assert!(run.code <= 1, "{mode:?}: {}", run.stderr);
        let mut files: Vec<String> = std::fs::read_dir(&out)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        // The index and the one sitemap it lists: nothing of the run before.
        assert_eq!(files.len(), 2, "{mode:?}: {files:?}");
        let valid = sitemap(&["validate", folder], None);
        assert_eq!(valid.code, 0, "{mode:?}: {}{}", valid.stdout, valid.stderr);
        let said = format!("{}{}", valid.stdout, valid.stderr);
        assert!(said.contains("no errors, 0 warnings"), "{mode:?}: {said}");
        published.push(files);
    }
    assert!(published[1][0].ends_with(".txt"), "{published:?}");
    std::fs::remove_dir_all(&out).unwrap();
}

/// A named pipe at `path`, made by `mkfifo(1)`, and a thread writing
/// `bytes` into it once a reader opens it.
fn fifo(path: &std::path::Path, bytes: Vec<u8>) -> std::thread::JoinHandle<()> {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        use std::io::Write;
        let mut pipe = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        // The reader may stop early; what it read is what the test checks.
        let _ = pipe.write_all(&bytes);
    })
}

#[test]
fn a_list_from_a_fifo_is_read_once_from_its_start() {
    let dir = std::env::temp_dir().join(format!("sitemap-cli-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out");
    // Text, CSV and a short list: each through a pipe that can be read once.
    let text: String = (0..5_000)
        .map(|i| format!("https://example.com/t/{i}\n"))
        .collect();
    let csv: String = std::iter::once("loc,lastmod\n".to_owned())
        .chain((0..3_000).map(|i| format!("https://example.com/c/{i},2024-05-01\n")))
        .collect();
    let writers = [
        fifo(&dir.join("text"), text.into_bytes()),
        fifo(&dir.join("csv"), csv.into_bytes()),
        fifo(&dir.join("short"), b"https://example.com/s\n".to_vec()),
    ];
    let run = sitemap(
        &[
            "generate",
            "--base",
            "https://example.com/",
            "--out",
            out.to_str().unwrap(),
            dir.join("text").to_str().unwrap(),
            dir.join("csv").to_str().unwrap(),
            dir.join("short").to_str().unwrap(),
        ],
        None,
    );
    for writer in writers {
        writer.join().unwrap();
    }
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.starts_with("8001 URLs in "), "{}", run.stderr);
    // `convert` and `validate` read a FIFO once too, and quote its lines.
    let bad = fifo(
        &dir.join("bad"),
        b"https://example.com/\n/relative\n".to_vec(),
    );
    let run = sitemap(&["validate", dir.join("bad").to_str().unwrap()], None);
    bad.join().unwrap();
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("/relative"), "{}", run.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_csv_or_text_line_is_reported_with_its_number_and_skipped() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-badlines-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let mut csv = b"loc,lastmod\nhttps://example.com/a,2024-05-01\n".to_vec();
    csv.extend_from_slice(b"https://example.com/\xff,2024-05-01\n");
    // Longer than a value may be (1 MiB): skipped, not held.
    csv.extend_from_slice(format!("https://example.com/{}\n", "x".repeat(2 << 20)).as_bytes());
    csv.extend_from_slice(b"https://example.com/b,\n");
    let run = generate_from_stdin(&out, Some(&csv));
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("<stdin>:3: error: text.encoding"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("<stdin>:4: error: line.length"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("2 URLs in"), "{}", run.stderr);

    // A text list whose first lines are a comment, a `javascript:` link and
    // a control character stays a list: each bad line said, the rest read.
    let text =
        b"# our pages\njavascript:void(0)\nhttps://example.com/\x01\nhttps://example.com/c\n";
    let run = generate_from_stdin(&out, Some(text));
    assert_eq!(run.code, 1, "{}", run.stderr);
    // The comment loses nothing: a warning.
    assert!(
        run.stderr.contains("<stdin>:1: warning: text.comment"),
        "{}",
        run.stderr
    );
    for line in 2..=3 {
        assert!(
            run.stderr.contains(&format!("<stdin>:{line}: error:")),
            "{}",
            run.stderr
        );
    }
    assert!(run.stderr.contains("1 URLs in"), "{}", run.stderr);
    let convert = sitemap(&["convert", "-", "--to", "txt"], Some(text));
    assert_eq!(
        convert.stdout, "https://example.com/c\n",
        "{}",
        convert.stderr
    );
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn relative_lines_resolve_against_base_and_a_long_list_is_no_long_sitemap() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-relative-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let mut list: String = (0..50_001)
        .map(|i| format!("https://example.com/p/{i}\n"))
        .collect();
    list.push_str("/relative\n");
    let run = generate_from_stdin(&out, Some(list.as_bytes()));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stderr.contains("entries.count"), "{}", run.stderr);
    assert!(!run.stderr.contains("--published-at"), "{}", run.stderr);
    assert!(
        run.stderr.contains("resolved against --base"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("50002 URLs in"), "{}", run.stderr);
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names.len(), 3, "two sitemaps and their index: {names:?}");
    let written: String = names
        .iter()
        .map(|name| std::fs::read_to_string(out.join(name)).unwrap())
        .collect();
    assert!(
        written.contains("<loc>https://example.com/relative</loc>"),
        "{names:?}"
    );
    // In CSV too.
    let csv = generate_from_stdin(&out, Some(b"loc\n/from-csv\n"));
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let written: String = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(
        written.contains("https://example.com/from-csv"),
        "{written}"
    );
    std::fs::remove_dir_all(&out).unwrap();
}

/// `--lastmod content` regenerates over the last set: only the file holding
/// a changed row is rewritten, and its lastmod is the time of the change.
#[test]
fn content_lastmod_rewrites_only_what_changed() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-content-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let csv = |changed: &str| {
        let mut csv = String::from("loc,lastmod,fingerprint\n");
        for n in 0..120 {
            let fingerprint = if n == 7 { changed } else { "v1" };
            csv.push_str(&format!(
                "https://example.com/p/{n:03},2024-01-01,{fingerprint}\n"
            ));
        }
        csv
    };
    let generate = |csv: String| {
        sitemap(
            &[
                "generate",
                "--base",
                "https://example.com/",
                "--lastmod",
                "content",
                "--out",
                folder,
                "-",
            ],
            Some(csv.as_bytes()),
        )
    };
    let first = generate(csv("v1"));
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(
        first.stderr.contains("120 added, 0 changed"),
        "{}",
        first.stderr
    );
    let listing = || {
        let mut files: Vec<String> = std::fs::read_dir(&out)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        files
    };
    assert_eq!(
        listing(),
        ["sitemap-1.xml", "sitemap.ledger-0.tsv", "sitemap.xml"]
    );
    let second = generate(csv("v2"));
    assert_eq!(second.code, 0, "{}", second.stderr);
    assert!(
        second
            .stderr
            .contains("0 added, 1 changed, 0 removed, 119 unchanged; 1 of 1 files rewritten"),
        "{}",
        second.stderr
    );
    let page = std::fs::read_to_string(out.join("sitemap-1-1.xml")).unwrap();
    // The changed page is dated now, to the second; the others keep theirs.
    assert_eq!(page.matches("<lastmod>2024-01-01</lastmod>").count(), 119);
    let dated = page
        .split("<lastmod>")
        .skip(1)
        .filter(|l| !l.starts_with("2024-01-01"))
        .collect::<Vec<_>>();
    assert_eq!(dated.len(), 1, "{page}");
    assert!(dated[0].len() > "2024-01-01T00:00:00Z".len() && dated[0].as_bytes()[10] == b'T');
    let third = generate(csv("v2"));
    assert!(third.stderr.contains("nothing changed"), "{}", third.stderr);
    let valid = sitemap(&["validate", folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);
    std::fs::remove_dir_all(&out).unwrap();
}

/// A one-connection-at-a-time HTTP endpoint on 127.0.0.1 answering every
/// request 200, recording each body.
fn endpoint() -> (String, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/indexnow", listener.local_addr().unwrap());
    let bodies = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let recorded = bodies.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            loop {
                let mut length = 0;
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 {
                    break;
                }
                loop {
                    line.clear();
                    reader.read_line(&mut line).unwrap();
                    if line == "\r\n" {
                        break;
                    }
                    if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                        length = value.trim().parse().unwrap();
                    }
                }
                let mut body = vec![0; length];
                reader.read_exact(&mut body).unwrap();
                recorded
                    .lock()
                    .unwrap()
                    .push(String::from_utf8(body).unwrap());
                stream
                    .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")
                    .unwrap();
            }
        }
    });
    (url, bodies)
}

/// The loop of the README's "Telling search engines what changed":
/// generate, see what changed, submit, regenerate, submit again.
#[test]
fn changes_and_indexnow_announce_each_change_once() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-indexnow-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let generate = |csv: &str| {
        let run = sitemap(
            &[
                "generate",
                "--base",
                "https://example.com/",
                "--lastmod",
                "content",
                "--out",
                folder,
                "-",
            ],
            Some(csv.as_bytes()),
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
    };
    generate("loc,fingerprint\nhttps://example.com/a,1\nhttps://example.com/b,1\n");
    let changes = sitemap(&["changes", folder], None);
    assert_eq!(changes.code, 0, "{}", changes.stderr);
    assert_eq!(
        changes.stdout,
        "changed\thttps://example.com/a\nchanged\thttps://example.com/b\n"
    );
    let no_key = sitemap(&["indexnow", "submit", folder], None);
    assert_eq!(no_key.code, 2);
    assert!(
        no_key.stderr.contains("sitemap indexnow key"),
        "{}",
        no_key.stderr
    );
    let key = sitemap(&["indexnow", "key", folder], None);
    assert_eq!(key.code, 0, "{}", key.stderr);
    let key = key.stdout.trim().to_owned();
    assert_eq!(
        std::fs::read_to_string(out.join(format!("{key}.txt"))).unwrap(),
        key
    );

    // A dry run prints the request and sends nothing.
    let dry = sitemap(&["indexnow", "submit", folder], None);
    assert_eq!(dry.code, 0, "{}", dry.stderr);
    let body: serde_json::Value = serde_json::from_str(dry.stdout.trim()).unwrap();
    assert_eq!(body["host"], "example.com");
    assert_eq!(
        body["keyLocation"],
        format!("https://example.com/{key}.txt")
    );
    assert_eq!(body["urlList"].as_array().unwrap().len(), 2);

    let (url, bodies) = endpoint();
    let submit = || sitemap(&["indexnow", "submit", folder, "--endpoint", &url], None);
    let sent = submit();
    assert_eq!(sent.code, 0, "{}", sent.stderr);
    assert_eq!(bodies.lock().unwrap().len(), 1);
    // Sent once: a rerun sends nothing.
    let again = submit();
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(bodies.lock().unwrap().len(), 1);
    assert_eq!(sitemap(&["changes", folder], None).stdout, "");

    // `b` changes, `a` goes: both are announced, nothing else.
    generate("loc,fingerprint\nhttps://example.com/b,2\nhttps://example.com/c,1\n");
    assert_eq!(
        sitemap(&["changes", folder], None).stdout,
        "removed\thttps://example.com/a\nchanged\thttps://example.com/b\nchanged\thttps://example.com/c\n"
    );
    let sent = submit();
    assert_eq!(sent.code, 0, "{}", sent.stderr);
    let last: serde_json::Value =
        serde_json::from_str(bodies.lock().unwrap().last().unwrap()).unwrap();
    assert_eq!(
        last["urlList"],
        serde_json::json!([
            "https://example.com/a",
            "https://example.com/b",
            "https://example.com/c"
        ])
    );
    // The key file stays with the set.
    assert!(out.join(format!("{key}.txt")).exists());
    std::fs::remove_dir_all(&out).unwrap();
}

/// NDJSON input gives each line's `fingerprint` key: a page whose
/// fingerprint holds is unchanged whatever else its line says, and one whose
/// fingerprint moved is changed.
#[test]
fn ndjson_fingerprint_keys_tell_what_changed() {
    let out = std::env::temp_dir().join(format!("sitemap-cli-ndjson-fp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let folder = out.to_str().unwrap();
    let ndjson = |b: &str| {
        format!(
            "{{\"loc\":\"https://example.com/a\",\"fingerprint\":1}}\n\
             {{\"loc\":\"https://example.com/b\",\"fingerprint\":\"{b}\"}}\n\
             {{\"loc\":\"https://example.com/c\",\"fingerprint\":\"c1\"}}\n"
        )
    };
    let generate = |input: String| {
        sitemap(
            &[
                "generate",
                "--base",
                "https://example.com/",
                "--lastmod",
                "content",
                "--out",
                folder,
                "-",
            ],
            Some(input.as_bytes()),
        )
    };
    let first = generate(ndjson("b1"));
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(
        first.stderr.contains("3 added, 0 changed"),
        "{}",
        first.stderr
    );
    let same = generate(ndjson("b1"));
    assert!(same.stderr.contains("nothing changed"), "{}", same.stderr);
    let moved = generate(ndjson("b2"));
    assert_eq!(moved.code, 0, "{}", moved.stderr);
    assert!(
        moved
            .stderr
            .contains("0 added, 1 changed, 0 removed, 2 unchanged"),
        "{}",
        moved.stderr
    );
    let changes = sitemap(&["changes", folder], None);
    assert!(
        changes.stdout.contains("https://example.com/b"),
        "{}",
        changes.stdout
    );
    std::fs::remove_dir_all(&out).unwrap();
}
