//! The `axum_blog` example end to end: its `--help`, a real server on
//! 127.0.0.1 with its own database, every sitemap file fetched and checked
//! against the schemas, its pages answering, and Ctrl-C.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{Server, TestResult, xmllint};
use http::StatusCode;
use sitemap_core::{IndexReader, Url, UrlSetReader};
use sitemap_tests::xmllint::TempDir;

/// The example's binary, built beside this test's (the workspace's test
/// command builds examples; a lone `cargo test --test serve` builds it
/// here).
fn example() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let profile_dir = exe
        .parent()
        .and_then(std::path::Path::parent)
        .expect("target/<profile>/deps");
    let binary = profile_dir.join("examples/axum_blog");
    if !binary.exists() {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status = Command::new(cargo)
            .args([
                "build",
                "-q",
                "-p",
                "sitemap-axum",
                "--example",
                "axum_blog",
            ])
            .status()
            .expect("cargo runs");
        assert!(status.success(), "the example builds");
    }
    binary
}

#[test]
fn the_blog_example_says_its_flags() {
    let output = Command::new(example()).arg("--help").output().unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for flag in ["--listen", "--posts", "--db", "--base"] {
        assert!(help.contains(flag), "{help}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_blog_example_serves_valid_sitemaps_and_stops_on_ctrl_c() -> TestResult {
    const POSTS: u64 = 60_000;
    let dir = TempDir::new("axum-blog").unwrap();
    let mut child = Command::new(example())
        .args([
            "--listen",
            "127.0.0.1:0",
            "--posts",
            &POSTS.to_string(),
            "--db",
        ])
        .arg(dir.path().join("blog.sqlite"))
        .stdout(Stdio::piped())
        .spawn()?;
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped")).read_line(&mut first)?;
    let origin = first
        .strip_prefix("listening on ")
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("the first line says where: {first:?}"))
        .to_owned();
    let server = Server::at(&origin);
    let path = |url: &str| url.strip_prefix(&origin).expect("on the base").to_owned();

    let robots = server.get("/robots.txt").await;
    assert!(
        robots
            .text()
            .contains(&format!("Sitemap: {origin}/sitemap.xml"))
    );
    let index = server.get("/sitemap.xml").await;
    assert_eq!(index.status, StatusCode::OK);
    super::validate_index(index.text());
    let files: Vec<_> = IndexReader::new(index.text().as_bytes()).collect::<Result<_, _>>()?;
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for file in &files {
        let file_path = path(file.loc().as_str());
        let answer = server.get(&file_path).await;
        assert_eq!(answer.status, StatusCode::OK, "{file_path}");
        xmllint::validate_with_extension_schemas(answer.text())?;
        let urls: Vec<Url> =
            UrlSetReader::new(answer.text().as_bytes()).collect::<Result<_, _>>()?;
        let section = file_path
            .trim_start_matches("/sitemaps/")
            .split('-')
            .next()
            .unwrap()
            .to_owned();
        *counts.entry(section).or_default() += urls.len();
        // Every listed page is served by the app.
        for url in [urls.first(), urls.last()].into_iter().flatten() {
            let page = server.get(&path(url.loc().as_str())).await;
            assert_eq!(page.status, StatusCode::OK, "{}", url.loc());
        }
    }
    let expected: std::collections::BTreeMap<String, usize> = [
        ("pages".to_owned(), 4),
        ("posts".to_owned(), POSTS as usize),
        ("tags".to_owned(), 2_000),
    ]
    .into();
    assert_eq!(counts, expected);

    // Ctrl-C: a clean exit, within a second or two.
    let interrupted = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()?;
    assert!(interrupted.success());
    let asked = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            assert!(status.success(), "{status}");
            break;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(3),
            "still running 3 s after Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(())
}
