//! `sitemap fetch` and `sitemap tree` against the fixture site of
//! sitemap-fetch's own tests, served on 127.0.0.1 by a real HTTP server.

use crate::common;
use crate::site;

use common::{runtime, sitemap, snapshot};

/// The fixture site on a runtime of its own, serving while the runtime
/// lives.
fn serve() -> (tokio::runtime::Runtime, String) {
    let runtime = runtime();
    let (base, _log) = runtime.block_on(site::start(true));
    (runtime, base)
}

#[test]
fn fetch_writes_every_url_with_where_it_came_from_and_reports_the_failures() {
    let (_server, base) = serve();
    let run = sitemap(&["fetch", &format!("{base}/"), "--timeout", "1"], None);
    assert_eq!(run.code, 1, "some files failed: {}", run.stderr);
    let lines: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
        .collect();
    assert_eq!(lines.len(), 13, "{}", run.stdout);
    let nested = lines
        .iter()
        .find(|line| line["loc"] == format!("{base}/nested/d/1"))
        .expect("the nested sitemap's URL");
    assert_eq!(nested["sitemap"], format!("{base}/nested/d.xml"));
    assert_eq!(nested["line"], 3);
    assert_eq!(
        nested["indexes"],
        serde_json::json!([
            format!("{base}/sitemap_index.xml"),
            format!("{base}/nested/index.xml")
        ])
    );
    let stderr = run.stderr.replace(&base, "BASE");
    for expected in [
        "BASE/gone.xml: error: the server answered 404 (status 404)",
        "BASE/slow.xml: error: no response within the first-byte timeout",
        "BASE/html.xml: error: not a sitemap",
        "BASE/bomb.xml.gz: error: read stopped",
        "BASE/loop/1: error: the redirects loop back to BASE/loop/1",
        "note: BASE/sitemap_index.xml not fetched: the index lists itself",
        "10 files read, 5 failed, 4 skipped; 13 URLs",
    ] {
        assert!(stderr.contains(expected), "{expected}\n{stderr}");
    }
}

#[test]
fn fetch_writes_csv_and_parquet_files_whole() {
    let (_server, base) = serve();
    let dir = std::env::temp_dir().join(format!("sitemap-cli-fetch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("urls.csv");
    let run = sitemap(
        &[
            "fetch",
            &format!("{base}/sitemaps/a.xml.gz"),
            "--format",
            "csv",
            "-o",
            csv.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = std::fs::read_to_string(&csv)
        .unwrap()
        .replace(&base, "BASE");
    snapshot("fetch-a.csv", &text);

    let parquet = dir.join("urls.parquet");
    if !cfg!(feature = "parquet") {
        // Built without Parquet: the format is refused with how to get it.
        let run = sitemap(
            &[
                "fetch",
                &format!("{base}/"),
                "--format",
                "parquet",
                "-o",
                parquet.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(run.code, 2);
        assert!(run.stderr.contains("--features parquet"), "{}", run.stderr);
        assert!(!parquet.exists());
        std::fs::remove_dir_all(&dir).unwrap();
        return;
    }
    let run = sitemap(
        &[
            "fetch",
            &format!("{base}/sitemaps/a.xml.gz"),
            "--format",
            "parquet",
            "-o",
            parquet.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let bytes = std::fs::read(&parquet).unwrap();
    assert_eq!(
        (&bytes[..4], &bytes[bytes.len() - 4..]),
        (&b"PAR1"[..], &b"PAR1"[..])
    );
    let no_file = sitemap(&["fetch", &format!("{base}/"), "--format", "parquet"], None);
    assert_eq!(no_file.code, 2);
    assert!(no_file.stderr.contains("-o OUT"), "{}", no_file.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tree_prints_the_structure_a_crawl_finds() {
    let (_server, base) = serve();
    let run = sitemap(&["tree", &format!("{base}/"), "--timeout", "1"], None);
    assert_eq!(run.code, 1, "{}", run.stderr);
    snapshot("tree.txt", &run.stdout.replace(&base, "BASE"));
    // A crawl a budget cut short is not whole.
    let cut = sitemap(
        &[
            "fetch",
            &format!("{base}/sitemap_index.xml"),
            "--max-files",
            "2",
        ],
        None,
    );
    assert_eq!(cut.code, 1, "{}", cut.stderr);
    assert!(
        cut.stderr.contains("the files budget ran out first"),
        "{}",
        cut.stderr
    );
    let usage = sitemap(&["tree", "--no-such-flag", &format!("{base}/")], None);
    assert_eq!(usage.code, 2);
    let not_a_url = sitemap(&["fetch", "example.com"], None);
    assert_eq!(not_a_url.code, 2);
}

#[test]
fn a_failed_fetch_publishes_nothing_and_leaves_the_previous_file() {
    // A port nothing listens on: bound, then closed.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let dir = std::env::temp_dir().join(format!("sitemap-cli-fetch-failed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("urls.csv");
    std::fs::write(&csv, "yesterday's urls\n").unwrap();
    std::fs::write(dir.join("urls.partial"), "the user's own\n").unwrap();
    let run = sitemap(
        &[
            "fetch",
            &format!("http://127.0.0.1:{port}/sitemap.xml"),
            "--format",
            "csv",
            "-o",
            csv.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("was not written"), "{}", run.stderr);
    assert_eq!(std::fs::read_to_string(&csv).unwrap(), "yesterday's urls\n");
    assert_eq!(
        std::fs::read_to_string(dir.join("urls.partial")).unwrap(),
        "the user's own\n"
    );
    let mut left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    assert_eq!(left, ["urls.csv", "urls.partial"], "no temporary left");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A server on 127.0.0.1 answering every GET with `body(path, port)` as
/// XML, for as long as the test runs; its port.
fn serve_xml(body: impl Fn(&str, u16) -> String + Send + 'static) -> u16 {
    use std::io::{BufRead, BufReader, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request = String::new();
            let _ = reader.read_line(&mut request);
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                line.clear();
            }
            let path = request.split(' ').nth(1).unwrap_or("/").to_owned();
            let body = body(&path, port);
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(body.as_bytes());
        }
    });
    port
}

const NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

#[test]
fn a_crawl_past_what_one_xml_sitemap_holds_says_which_formats_take_it() {
    let port = serve_xml(|_, port| {
        let entries: String = (0..50_001)
            .map(|i| format!("<url><loc>http://127.0.0.1:{port}/p/{i}</loc></url>"))
            .collect();
        format!("<urlset xmlns=\"{NS}\">{entries}</urlset>")
    });
    let url = format!("http://127.0.0.1:{port}/sitemap.xml");
    let run = sitemap(&["fetch", "-q", "--format", "xml", &url], None);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("more URLs than one XML sitemap holds")
            && run
                .stderr
                .contains("use --format ndjson, csv, txt or parquet"),
        "{}",
        run.stderr
    );
    // The same crawl in a format without that limit writes every URL.
    let run = sitemap(&["fetch", "-q", "--format", "txt", &url], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 50_001);
}

#[test]
fn a_tree_shows_a_few_of_the_files_not_fetched_under_each_and_counts_the_rest() {
    let port = serve_xml(|path, port| {
        if path == "/index.xml" {
            let entries: String = (0..30)
                .map(|i| format!("<sitemap><loc>http://127.0.0.1:{port}/s{i}.xml</loc></sitemap>"))
                .collect();
            format!("<sitemapindex xmlns=\"{NS}\">{entries}</sitemapindex>")
        } else {
            format!(
                "<urlset xmlns=\"{NS}\"><url><loc>http://127.0.0.1:{port}/p</loc></url></urlset>"
            )
        }
    });
    let url = format!("http://127.0.0.1:{port}/index.xml");
    let run = sitemap(&["tree", "-q", "--max-files", "1", &url], None);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let not_fetched = run
        .stdout
        .lines()
        .filter(|l| l.contains("(not fetched:"))
        .count();
    assert_eq!(not_fetched, 20, "{}", run.stdout);
    assert!(
        run.stdout.contains("… and 10 more not fetched"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_diagnostics_record_keeps_ten_thousand_findings_of_a_rule_in_a_file() {
    let port = serve_xml(|_, port| {
        let junk = "<x/>".repeat(10_050);
        format!(
            "<urlset xmlns=\"{NS}\"><url><loc>http://127.0.0.1:{port}/p</loc></url>{junk}</urlset>"
        )
    });
    let record =
        std::env::temp_dir().join(format!("sitemap-cli-record-{}.ndjson", std::process::id()));
    let url = format!("http://127.0.0.1:{port}/sitemap.xml");
    let run = sitemap(
        &[
            "fetch",
            "-q",
            "--diagnostics",
            record.to_str().unwrap(),
            &url,
        ],
        None,
    );
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stderr);
    let text = std::fs::read_to_string(&record).unwrap();
    let rules: Vec<String> = text
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["rule"].to_string())
        .collect();
    assert_eq!(
        rules.iter().filter(|r| *r == "\"element.unknown\"").count(),
        10_000
    );
    assert_eq!(
        rules
            .iter()
            .filter(|r| *r == "\"limit.diagnostics\"")
            .count(),
        1,
        "{}",
        &text[text.len().saturating_sub(500)..]
    );
    std::fs::remove_file(&record).unwrap();
}

#[test]
fn a_robots_txt_past_its_limit_is_a_warning_and_its_start_is_used() {
    let port = serve_xml(|path, port| {
        if path == "/robots.txt" {
            let mut robots = format!("Sitemap: http://127.0.0.1:{port}/s.xml\n");
            robots.push_str(&"# padding\n".repeat(60_000));
            robots
        } else {
            format!(
                "<urlset xmlns=\"{NS}\"><url><loc>http://127.0.0.1:{port}/p</loc></url></urlset>"
            )
        }
    });
    let run = sitemap(&["fetch", &format!("http://127.0.0.1:{port}/")], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("/robots.txt: warning:"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("error:"), "{}", run.stderr);
}
