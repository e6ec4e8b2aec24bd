//! `sitemap validate`, run as a user runs it: the built binary on files,
//! directories and standard input, its output compared with the checked-in
//! snapshots in `tests/snapshots/` (`UPDATE_SNAPSHOTS=1` rewrites them after
//! a deliberate change; review the diff).

use crate::common;

use std::io::Write;

use common::{fixtures, sitemap, snapshot};

#[test]
fn a_valid_file_exits_0() {
    let run = sitemap(&["validate", "valid.xml"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    snapshot("valid.human.txt", &run.stdout);
}

#[test]
fn findings_quote_the_source_line_with_a_caret() {
    let run = sitemap(&["validate", "broken.xml"], None);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("error[loc.relative]"), "{}", run.stdout);
    assert!(run.stdout.contains("--> broken.xml:4:"), "{}", run.stdout);
    snapshot("broken.human.txt", &run.stdout);
}

#[test]
fn json_is_one_object_a_line_with_the_six_keys() {
    let run = sitemap(&["validate", "--format", "json", "broken.xml"], None);
    assert_eq!(run.code, 1);
    let lines: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON object a line"))
        .collect();
    assert!(lines.len() >= 3, "{}", run.stdout);
    for line in &lines {
        let keys: Vec<&str> = line
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["column", "file", "line", "message", "rule", "severity"]
        );
        assert!(["error", "warning"].contains(&line["severity"].as_str().unwrap()));
    }
    snapshot("broken.json.txt", &run.stdout);
}

#[test]
fn sarif_holds_every_finding_with_its_region() {
    let json = sitemap(
        &["validate", "--format", "json", "broken.xml", "site"],
        None,
    );
    let run = sitemap(
        &["validate", "--format", "sarif", "broken.xml", "site"],
        None,
    );
    assert_eq!(run.code, 1);
    let log: serde_json::Value = serde_json::from_str(&run.stdout).expect("one JSON document");
    assert_eq!(log["version"], "2.1.0");
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), json.stdout.lines().count());
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .expect("rules");
    for result in results {
        assert!(["error", "warning"].contains(&result["level"].as_str().unwrap()));
        assert!(rules.iter().any(|rule| rule["id"] == result["ruleId"]));
        let region = &result["locations"][0]["physicalLocation"]["region"];
        assert!(region["startLine"].as_u64().unwrap() >= 1);
        assert!(region["startColumn"].as_u64().unwrap() >= 1);
    }
    // `café` is five code points in six bytes: columns after it differ.
    snapshot("broken-and-site.sarif.json", &run.stdout);
}

#[test]
fn lenient_reads_as_a_crawler() {
    let strict = sitemap(&["validate", "site/sitemap-2.xml"], None);
    let lenient = sitemap(&["validate", "--lenient", "site/sitemap-2.xml"], None);
    assert_eq!(strict.code, 1, "{}", strict.stdout);
    assert_eq!(lenient.code, 0, "{}", lenient.stdout);
    assert!(lenient.stdout.contains("warning["), "{}", lenient.stdout);
    snapshot("site-2.lenient.human.txt", &lenient.stdout);
}

#[test]
fn directories_give_their_sitemaps_in_order() {
    let run = sitemap(&["validate", "--format", "json", "site"], None);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout
            .lines()
            .all(|line| line.contains("\"file\":\"site/sitemap-2.xml\""))
    );
    let human = sitemap(&["validate", "site"], None);
    assert!(
        human
            .stdout
            .ends_with("1 of 2 files has errors: 1 error, 0 warnings\n"),
        "{}",
        human.stdout
    );
}

#[test]
fn text_sitemaps_are_told_by_content() {
    let run = sitemap(&["validate", "urls.txt"], None);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("--> urls.txt:4:1"), "{}", run.stdout);
    snapshot("urls.human.txt", &run.stdout);
    // The same lines under another name, and from stdin: content decides.
    let text = std::fs::read(fixtures().join("urls.txt")).unwrap();
    let piped = sitemap(&["validate", "-"], Some(&text));
    assert_eq!(piped.stdout, run.stdout.replace("urls.txt", "<stdin>"));
}

#[test]
fn standard_input_is_read_with_a_dash() {
    let broken = std::fs::read(fixtures().join("broken.xml")).unwrap();
    let run = sitemap(&["validate", "-"], Some(&broken));
    assert_eq!(run.code, 1);
    let from_file = sitemap(&["validate", "broken.xml"], None);
    assert_eq!(
        run.stdout,
        from_file.stdout.replace("broken.xml", "<stdin>")
    );
}

#[test]
fn the_location_rule_needs_the_files_url() {
    let run = sitemap(
        &[
            "validate",
            "--published-at",
            "https://example.com/blog/sitemap.xml",
            "valid.xml",
        ],
        None,
    );
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("error[loc.location]"), "{}", run.stdout);

    // It names one file's address: held to several, each would be judged
    // by another's folder, so it is refused, as is a site's URL.
    for (inputs, said) in [
        (&["valid.xml", "broken.xml"][..], "2 files were given"),
        (&["http://127.0.0.1:9/"][..], "a site checked by its URL"),
    ] {
        for command in ["validate", "stats"] {
            if command == "stats" && inputs[0].starts_with("http") {
                continue;
            }
            let mut args = vec![
                command,
                "--published-at",
                "https://example.com/blog/sitemap.xml",
            ];
            args.extend(inputs);
            let run = sitemap(&args, None);
            assert_eq!(run.code, 2, "{command}: {}", run.stderr);
            assert!(run.stderr.contains(said), "{command}: {}", run.stderr);
            assert!(run.stdout.is_empty(), "{}", run.stdout);
        }
    }
}

#[test]
fn bad_input_exits_2_and_says_why() {
    let missing = sitemap(&["validate", "valid.xml", "missing.xml"], None);
    assert_eq!(missing.code, 2);
    assert!(
        missing
            .stderr
            .starts_with("sitemap: missing.xml: cannot open:"),
        "{}",
        missing.stderr
    );
    assert!(
        missing.stdout.is_empty(),
        "nothing judged before the inputs are known"
    );

    let empty = sitemap(&["validate", "empty"], None);
    assert_eq!(empty.code, 2);
    assert!(
        empty.stderr.contains("empty: no sitemap in this directory"),
        "{}",
        empty.stderr
    );

    let flag = sitemap(&["validate", "--strictest", "valid.xml"], None);
    assert_eq!(flag.code, 2);
    assert!(
        flag.stderr.contains("unexpected argument '--strictest'"),
        "{}",
        flag.stderr
    );

    let url = sitemap(
        &["validate", "--published-at", "/relative", "valid.xml"],
        None,
    );
    assert_eq!(url.code, 2);

    let nothing = sitemap(&["validate"], None);
    assert_eq!(nothing.code, 2);

    let twice = sitemap(&["validate", "-", "-"], Some(b"https://example.com/\n"));
    assert_eq!(twice.code, 2);
    assert!(
        twice.stderr.contains("can be given once"),
        "{}",
        twice.stderr
    );
}

#[test]
fn a_gzip_bomb_stops_at_the_limit() {
    use flate2::Compression;
    use flate2::write::GzEncoder;
    // 2 GiB of zeros after a sitemap's start: 32 gzip members of 64 MiB,
    // each a few kilobytes.
    let mut member = GzEncoder::new(Vec::new(), Compression::best());
    member
        .write_all(b"<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>")
        .unwrap();
    let zeros = vec![b'0'; 1 << 20];
    for _ in 0..64 {
        member.write_all(&zeros).unwrap();
    }
    let first = member.finish().unwrap();
    let mut rest = GzEncoder::new(Vec::new(), Compression::best());
    for _ in 0..64 {
        rest.write_all(&zeros).unwrap();
    }
    let rest = rest.finish().unwrap();
    let dir = std::env::temp_dir().join(format!("sitemap-cli-bomb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bomb = dir.join("bomb.xml.gz");
    let mut file = std::fs::File::create(&bomb).unwrap();
    file.write_all(&first).unwrap();
    for _ in 1..32 {
        file.write_all(&rest).unwrap();
    }
    drop(file);
    // Quoting the source reads no further than the reader did.
    let human = sitemap(&["validate", bomb.to_str().unwrap()], None);
    assert_eq!(human.code, 1);
    let run = sitemap(
        &["validate", "--format", "json", bomb.to_str().unwrap()],
        None,
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout.contains("\"severity\":\"error\""),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("limit."),
        "stopped by a limit: {}",
        run.stdout
    );
}

#[test]
fn feeds_are_read_as_sitemaps_with_their_own_findings() {
    let run = sitemap(&["validate", "feed.atom"], None);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let run = sitemap(&["validate", "--format", "json", "feed.rss"], None);
    assert_eq!(run.code, 1);
    snapshot("feed-rss.json.txt", &run.stdout);
}

#[test]
fn color_and_quiet_as_in_cargo_and_ripgrep() {
    // NO_COLOR is set by the helper: `always` overrides it, `never` and
    // `auto` (not a terminal) write none.
    let always = sitemap(&["validate", "--color", "always", "broken.xml"], None);
    assert!(always.stdout.contains("\u{1b}["), "{}", always.stdout);
    for when in ["never", "auto"] {
        let plain = sitemap(&["validate", "--color", when, "broken.xml"], None);
        assert!(!plain.stdout.contains('\u{1b}'), "{}", plain.stdout);
    }
    // Warnings left out, errors and counts kept; the flag goes anywhere.
    let loud = sitemap(&["validate", "--lenient", "site"], None);
    assert!(loud.stdout.contains("warning["), "{}", loud.stdout);
    let quiet = sitemap(&["--quiet", "validate", "--lenient", "site"], None);
    assert!(!quiet.stdout.contains("warning["), "{}", quiet.stdout);
    assert!(
        quiet
            .stdout
            .ends_with("2 files checked: no errors, 1 warning\n"),
        "{}",
        quiet.stdout
    );
    let converted = sitemap(&["convert", "-q", "urls.txt", "--to", "txt"], None);
    assert_eq!(converted.code, 1);
    assert!(converted.stderr.contains("error"), "{}", converted.stderr);
    assert!(
        !converted.stderr.contains("warning"),
        "{}",
        converted.stderr
    );
}
