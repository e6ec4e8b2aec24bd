//! `sitemap convert`, run as a user runs it (see `validate.rs`).

use crate::common;

use std::path::PathBuf;

use common::{fixtures, generate_from_stdin, sitemap, snapshot};

/// A fresh folder for one test's output.
/// A list of one URL more than one sitemap file holds.
fn over_one_file() -> String {
    (0..50_001)
        .map(|i| format!("https://example.com/p/{i}\n"))
        .collect()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_format_from_xml_text_and_an_index() {
    let ndjson = sitemap(&["convert", "valid.xml", "--to", "ndjson"], None);
    assert_eq!(ndjson.code, 0, "{}", ndjson.stderr);
    snapshot("valid.ndjson", &ndjson.stdout);

    let csv = sitemap(&["convert", "urls.txt", "--to", "csv"], None);
    assert_eq!(csv.code, 1, "a line was lost");
    assert!(
        csv.stderr.contains("urls.txt:4:1: error: loc.relative"),
        "{}",
        csv.stderr
    );
    assert!(csv.stderr.contains("--published-at"), "{}", csv.stderr);
    snapshot("urls.csv", &csv.stdout);

    let txt = sitemap(&["convert", "valid.xml", "--to", "txt"], None);
    assert_eq!(
        txt.stdout,
        "https://example.com/\nhttps://example.com/about\n"
    );

    let xml = sitemap(&["convert", "urls.txt", "--to", "xml"], None);
    snapshot("urls.xml", &xml.stdout);
    // And back: the same entries.
    let again = sitemap(
        &["convert", "-", "--to", "txt"],
        Some(xml.stdout.as_bytes()),
    );
    assert_eq!(
        again.stdout,
        "https://example.com/\nhttps://example.com/about\nhttps://example.com/caf%C3%A9\n"
    );

    let index = sitemap(&["convert", "index.xml", "--to", "xml"], None);
    assert_eq!(index.code, 0, "{}", index.stderr);
    assert!(index.stdout.contains("<sitemapindex"), "{}", index.stdout);
    let index_csv = sitemap(&["convert", "index.xml", "--to", "csv"], None);
    snapshot("index.csv", &index_csv.stdout);
}

#[test]
fn files_are_written_whole_or_not_at_all() {
    let dir = scratch("files");
    let out = dir.join("urls.txt");
    let run = sitemap(
        &[
            "convert",
            "valid.xml",
            "--to",
            "txt",
            "-o",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "https://example.com/\nhttps://example.com/about\n"
    );

    // More than one file holds, into one file: refused, and nothing left.
    let list = over_one_file();
    let one = dir.join("one.xml");
    let refused = sitemap(
        &["convert", "-", "--to", "xml", "-o", one.to_str().unwrap()],
        Some(list.as_bytes()),
    );
    assert_eq!(refused.code, 2);
    assert!(
        refused
            .stderr
            .contains("write a split set and its index (`-o DIR/`"),
        "{}",
        refused.stderr
    );
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["urls.txt"], "no half-written file");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_corrupt_gzip_stream_gave_is_not_published() {
    use std::io::Write;
    let xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://example.com/a</loc></url></urlset>";
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gzip.write_all(xml.as_bytes()).unwrap();
    let mut gzip = gzip.finish().unwrap();
    // The checksum no longer matches: the bytes before it cannot be trusted.
    let crc = gzip.len() - 8;
    gzip[crc] ^= 0xff;
    let dir = scratch("corrupt");
    for out in [dir.join("urls.txt"), dir.join("set/")] {
        let mut args = vec!["convert", "-", "--to"];
        args.push(if out.ends_with("set") { "xml" } else { "txt" });
        args.extend([
            "--base",
            "https://example.com/",
            "-o",
            out.to_str().unwrap(),
        ]);
        let run = sitemap(&args, Some(&gzip));
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr.contains("gzip stream is corrupt"),
            "{}",
            run.stderr
        );
    }
    // Nothing written: no file, and the set's folder (made when the
    // conversion started) holds none either.
    assert!(!dir.join("urls.txt").exists());
    let set: Vec<_> = std::fs::read_dir(dir.join("set")).unwrap().collect();
    assert!(set.is_empty(), "nothing written: {set:?}");
    // To standard output it is already written: the fault is an error.
    let run = sitemap(&["convert", "-", "--to", "txt"], Some(&gzip));
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("error: gzip"), "{}", run.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_long_list_becomes_a_split_set_with_its_index() {
    let dir = scratch("split");
    let list: String = (0..120_001)
        .map(|i| format!("https://example.com/p/{i}\n"))
        .collect();
    let folder = format!("{}/", dir.join("out").display());
    let run = sitemap(
        &[
            "convert",
            "-",
            "--to",
            "xml",
            "-o",
            &folder,
            "--base",
            "https://example.com/",
        ],
        Some(list.as_bytes()),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            "sitemap-1.xml",
            "sitemap-2.xml",
            "sitemap-3.xml",
            "sitemap.xml"
        ]
    );
    let valid = sitemap(&["validate", "--format", "json", &folder], None);
    assert_eq!(valid.code, 0, "{}", valid.stdout);
    let stats = sitemap(&["stats", "--format", "json", &folder], None);
    let stats: serde_json::Value = serde_json::from_str(&stats.stdout).unwrap();
    assert_eq!(
        (stats["urls"].as_u64(), stats["index_entries"].as_u64()),
        (Some(120_001), Some(3))
    );

    let no_base = sitemap(
        &["convert", "valid.xml", "--to", "xml", "-o", &folder],
        None,
    );
    assert_eq!(no_base.code, 2);
    assert!(
        no_base.stderr.contains("needs --base"),
        "{}",
        no_base.stderr
    );
    let not_xml = sitemap(
        &["convert", "valid.xml", "--to", "csv", "-o", &folder],
        None,
    );
    assert_eq!(not_xml.code, 2);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(fixtures().join("valid.xml").exists());
}

#[test]
fn feeds_convert_to_their_links_and_dates() {
    let run = sitemap(&["convert", "feed.atom", "--to", "ndjson"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    snapshot("feed-atom.ndjson", &run.stdout);
    let run = sitemap(&["convert", "feed.rss", "--to", "txt"], None);
    assert_eq!(run.code, 1, "the item without a link is an error");
    assert_eq!(
        run.stdout,
        "https://example.com/news/launch\nhttps://example.com/news/recap\n"
    );
}

#[test]
fn json_documents_and_ndjson_are_read_back_as_what_they_were_written_from() {
    let json = sitemap(&["convert", "valid.xml", "--to", "json"], None);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let document: serde_json::Value =
        serde_json::from_str(&json.stdout).expect("one JSON document");
    assert_eq!(
        document["@xmlns"],
        "http://www.sitemaps.org/schemas/sitemap/0.9"
    );
    let ndjson = sitemap(&["convert", "valid.xml", "--to", "ndjson"], None);
    // The document's entries are the NDJSON's lines.
    let lines: Vec<serde_json::Value> = ndjson
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(document["url"].as_array().unwrap(), &lines);
    // Both read back, from standard input, to the same entries.
    for written in [&json.stdout, &ndjson.stdout] {
        let back = sitemap(
            &["convert", "-", "--to", "ndjson"],
            Some(written.as_bytes()),
        );
        assert_eq!(back.code, 0, "{}", back.stderr);
        assert_eq!(back.stdout, ndjson.stdout);
    }
    let index = sitemap(&["convert", "index.xml", "--to", "json"], None);
    assert!(
        index.stdout.starts_with(
            "{\"@xmlns\":\"http://www.sitemaps.org/schemas/sitemap/0.9\",\"sitemap\":["
        ),
        "{}",
        index.stdout
    );
    let back = sitemap(&["validate", "-"], Some(index.stdout.as_bytes()));
    assert_eq!(back.code, 0, "{}", back.stdout);
}

#[test]
fn a_bad_json_entry_is_a_located_finding() {
    let ndjson = b"{\"loc\":\"https://example.com/a\"}\n{\"loc\":\"https://example.com/b\",\"priority\":7}\n";
    let run = sitemap(&["validate", "--format", "json", "-"], Some(ndjson));
    assert_eq!(run.code, 1);
    let finding: serde_json::Value =
        serde_json::from_str(run.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(finding["rule"], "json.entry");
    assert_eq!(finding["line"], 2);
}

/// The names in `dir`, sorted.
fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn an_output_file_goes_through_a_hidden_temporary_of_its_own() {
    let dir = scratch("temporaries");
    // The user's files named like the temporaries of earlier versions and
    // of this one: none is touched.
    let own = [
        ("a.partial", "mine\n"),
        (".a.csv.1-0.tmp", "mine too\n"),
        ("a.csv", "the previous a.csv\n"),
    ];
    for (name, text) in own {
        std::fs::write(dir.join(name), text).unwrap();
    }
    for (to, name) in [("csv", "a.csv"), ("ndjson", "a.ndjson")] {
        let out = dir.join(name);
        let run = sitemap(
            &[
                "convert",
                "valid.xml",
                "--to",
                to,
                "-o",
                out.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
    assert!(
        std::fs::read_to_string(dir.join("a.csv"))
            .unwrap()
            .starts_with("loc,lastmod")
    );
    assert!(
        std::fs::read_to_string(dir.join("a.ndjson"))
            .unwrap()
            .starts_with("{\"loc\"")
    );
    for (name, text) in &own[..2] {
        assert_eq!(&std::fs::read_to_string(dir.join(name)).unwrap(), text);
    }
    assert_eq!(
        names(&dir),
        [".a.csv.1-0.tmp", "a.csv", "a.ndjson", "a.partial"],
        "no temporary left"
    );

    // A refused conversion leaves the previous file as it was.
    let list = over_one_file();
    let out = dir.join("a.csv");
    let refused = sitemap(
        &["convert", "-", "--to", "xml", "-o", out.to_str().unwrap()],
        Some(list.as_bytes()),
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .starts_with("loc,lastmod"),
        "the previous file stays"
    );
    assert_eq!(
        names(&dir),
        [".a.csv.1-0.tmp", "a.csv", "a.ndjson", "a.partial"]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A sitemap with a stylesheet, `xsi:schemaLocation` and a tag Google
/// stopped reading.
const WITH_HEAD: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd">
  <url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/a.jpg</image:loc><image:caption>A cat</image:caption></image:image></url>
</urlset>
"#;

#[test]
fn conversion_keeps_deprecated_tags_and_the_head_unless_told() {
    let input = Some(WITH_HEAD.as_bytes());
    let xml = sitemap(&["convert", "-", "--to", "xml"], input);
    assert_eq!(xml.code, 0, "{}", xml.stderr);
    for kept in [
        "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>",
        "xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd\"",
        "<image:caption>A cat</image:caption>",
    ] {
        assert!(xml.stdout.contains(kept), "{kept}: {}", xml.stdout);
    }
    let json = sitemap(&["convert", "-", "--to", "json"], input);
    let document: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        document["@xsi:schemaLocation"],
        "http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd"
    );
    assert_eq!(
        document["url"][0]["image:image"][0]["image:caption"],
        "A cat"
    );
    assert_eq!(
        document["?xml-stylesheet"][0],
        "type=\"text/xsl\" href=\"/sitemap.xsl\""
    );
    let ndjson = sitemap(&["convert", "-", "--to", "ndjson"], input);
    assert!(
        ndjson.stdout.contains("\"image:caption\":\"A cat\""),
        "{}",
        ndjson.stdout
    );
    // The head is NDJSON's first line, and both JSON shapes give it back.
    let head: serde_json::Value =
        serde_json::from_str(ndjson.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(head["?xml-stylesheet"], document["?xml-stylesheet"]);
    assert_eq!(head["@xsi:schemaLocation"], document["@xsi:schemaLocation"]);
    for lines in [&json.stdout, &ndjson.stdout] {
        let back = sitemap(&["convert", "-", "--to", "xml"], Some(lines.as_bytes()));
        assert_eq!(back.code, 0, "{}", back.stderr);
        assert_eq!(back.stdout, xml.stdout, "from {lines}");
    }

    // Google's current form only, when asked.
    let dropped = sitemap(&["convert", "-", "--to", "xml", "--drop-deprecated"], input);
    assert_eq!(dropped.code, 0, "{}", dropped.stderr);
    assert!(!dropped.stdout.contains("caption"), "{}", dropped.stdout);
    assert!(dropped.stdout.contains("<image:loc>"), "{}", dropped.stdout);

    // Into a folder: the tags and the whole head in each sitemap file
    // (two stylesheets here).
    let two = WITH_HEAD.replace(
        "?>\n<urlset",
        "?>\n<?xml-stylesheet type=\"text/css\" href=\"/s.css\"?>\n<urlset",
    );
    let input = Some(two.as_bytes());
    let folder = scratch("head-folder");
    let run = sitemap(
        &[
            "convert",
            "-",
            "--to",
            "xml",
            "-o",
            &format!("{}/", folder.display()),
            "--base",
            "https://example.com/",
        ],
        input,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stderr.contains("stylesheet"), "{}", run.stderr);
    let sitemap_file = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .find(|file| file.contains("<urlset"))
        .unwrap();
    for kept in [
        "<image:caption>A cat</image:caption>",
        "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>",
        "<?xml-stylesheet type=\"text/css\" href=\"/s.css\"?>",
        " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"",
        " xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd\"",
    ] {
        assert!(sitemap_file.contains(kept), "{kept}: {sitemap_file}");
    }
    std::fs::remove_dir_all(&folder).unwrap();

    // generate keeps them too.
    let out = scratch("generate-deprecated");
    let run = generate_from_stdin(&out, input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = std::fs::read_to_string(out.join("sitemap-1.xml")).unwrap();
    assert!(
        written.contains("<image:caption>A cat</image:caption>"),
        "{written}"
    );
    std::fs::remove_dir_all(&out).unwrap();
}
