//! The `bigsite` example's contract: the files it prints are the files it
//! wrote, each a valid sitemap within the protocol's limits, with an index.

use std::path::{Path, PathBuf};
use std::process::Command;

use sitemap_core::read::{ReadEvent, ReadOptions, SitemapReader};

fn example(name: &str) -> PathBuf {
    let test_binary = std::env::current_exe().unwrap();
    let profile_dir = test_binary.parent().unwrap().parent().unwrap();
    profile_dir
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// `(entries, errors)` of one file, read strictly.
fn read(path: &Path) -> (u64, u64) {
    let mut reader = SitemapReader::open(path, ReadOptions::strict()).unwrap();
    let entries = reader
        .by_ref()
        .filter(|event| matches!(event, ReadEvent::Url(_) | ReadEvent::IndexEntry(_)))
        .count();
    (entries as u64, reader.error_count())
}

#[test]
fn a_site_past_one_file_is_split_indexed_and_printed() {
    let out = std::env::temp_dir().join(format!("sitemap-bigsite-{}", std::process::id()));
    let output = Command::new(example("bigsite"))
        .arg(&out)
        .arg("100001")
        .arg("--gzip")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}");
    // One line per file, then the total: name, count, unit, bytes.
    let lines: Vec<Vec<&str>> = stdout
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    let (files, total) = lines.split_at(lines.len() - 1);
    assert_eq!(files.len(), 4, "three sitemaps and the index:\n{stdout}");
    let mut urls = 0;
    for line in files {
        let path = out.join(line[0]);
        let printed_bytes: u64 = line[3].parse().unwrap();
        assert_eq!(
            std::fs::metadata(&path).unwrap().len(),
            printed_bytes,
            "{}",
            line[0]
        );
        let (entries, errors) = read(&path);
        assert_eq!(errors, 0, "{} reads back without errors", line[0]);
        assert_eq!(entries, line[1].parse::<u64>().unwrap(), "{}", line[0]);
        if line[2] == "urls" {
            assert!(entries <= 50_000);
            urls += entries;
        }
    }
    assert_eq!(urls, 100_001);
    assert_eq!(total[0][0], "total");
    assert_eq!(total[0][1], "100001");
    std::fs::remove_dir_all(&out).unwrap();

    let usage = Command::new(example("bigsite")).output().unwrap();
    assert_eq!(usage.status.code(), Some(2));
}
