//! `generate --lastmod git` on a real repository made here: each page dated
//! by the committer date of the last commit touching its sources (never the
//! author date), and in a shallow clone no date for what lies beyond its
//! history, never the tip's.

use std::path::Path;
use std::process::Command;

fn git(dir: &Path, args: &[&str], dates: Option<(&str, &str)>) {
    let mut command = Command::new("git");
    command
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "a")
        .env("GIT_AUTHOR_EMAIL", "a@example.com")
        .env("GIT_COMMITTER_NAME", "c")
        .env("GIT_COMMITTER_EMAIL", "c@example.com")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir);
    if let Some((author, committer)) = dates {
        command
            .env("GIT_AUTHOR_DATE", author)
            .env("GIT_COMMITTER_DATE", committer);
    }
    let output = command.output().expect("git runs");
    assert!(
        output.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Commits `file` with `content`, written by its author on `author` and
/// committed on `committer`.
fn commit(dir: &Path, file: &str, content: &str, author: &str, committer: &str) {
    std::fs::write(dir.join(file), content).unwrap();
    git(dir, &["add", file], None);
    git(
        dir,
        &["commit", "-q", "-m", file],
        Some((author, committer)),
    );
}

/// Runs `sitemap generate --lastmod git` in `dir` on `csv`; the sitemap
/// written and standard error.
fn generate(dir: &Path, csv: &str) -> (String, String) {
    std::fs::write(dir.join("pages.csv"), csv).unwrap();
    let out = dir.join("public");
    let output = Command::new(env!("CARGO_BIN_EXE_sitemap"))
        .current_dir(dir)
        .args([
            "generate",
            "--base",
            "https://example.com/",
            "--lastmod",
            "git",
            "--out",
        ])
        .arg(&out)
        .arg("pages.csv")
        .env("NO_COLOR", "1")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let sitemap = std::fs::read_to_string(out.join("sitemap-1.xml")).unwrap();
    (
        sitemap,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The lastmod of `path`'s entry, if any.
fn lastmod_of(sitemap: &str, path: &str) -> Option<String> {
    let entry = sitemap
        .split("<url>")
        .find(|entry| entry.contains(&format!("<loc>https://example.com/{path}</loc>")))
        .unwrap_or_else(|| panic!("no entry for {path} in {sitemap}"));
    let start = entry.find("<lastmod>")? + "<lastmod>".len();
    let end = entry.find("</lastmod>")?;
    Some(entry[start..end].to_owned())
}

const CSV: &str = "loc,source\n\
https://example.com/q,\"q\"\"t.md\"\n\
https://example.com/a,a.md\n\
https://example.com/b,b.md\n\
https://example.com/both,a.md;b.md\n\
https://example.com/draft,draft.md\n\
https://example.com/none,\n";

#[test]
fn pages_are_dated_by_their_sources_last_commit_and_never_by_guess() {
    let root = std::env::temp_dir().join(format!("sitemap-git-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let repo = root.join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q", "-b", "main"], None);
    // Written long before each was committed: the commit date counts.
    commit(
        &repo,
        "a.md",
        "a",
        "2020-01-01T00:00:00Z",
        "2021-02-03T04:05:06Z",
    );
    commit(
        &repo,
        "b.md",
        "b",
        "2020-01-01T00:00:00Z",
        "2022-03-04T05:06:07Z",
    );
    commit(
        &repo,
        "c.md",
        "c",
        "2020-01-01T00:00:00Z",
        "2023-04-05T06:07:08Z",
    );
    // A name git would quote in its usual output.
    commit(
        &repo,
        "q\"t.md",
        "q",
        "2020-01-01T00:00:00Z",
        "2021-06-07T08:09:10Z",
    );
    std::fs::write(repo.join("draft.md"), "not committed").unwrap();

    let (sitemap, stderr) = generate(&repo, CSV);
    assert_eq!(
        lastmod_of(&sitemap, "a").as_deref(),
        Some("2021-02-03T04:05:06Z")
    );
    assert_eq!(
        lastmod_of(&sitemap, "b").as_deref(),
        Some("2022-03-04T05:06:07Z")
    );
    assert_eq!(
        lastmod_of(&sitemap, "both").as_deref(),
        Some("2022-03-04T05:06:07Z")
    );
    assert_eq!(
        lastmod_of(&sitemap, "q").as_deref(),
        Some("2021-06-07T08:09:10Z"),
        "{stderr}"
    );
    assert_eq!(lastmod_of(&sitemap, "draft"), None);
    assert_eq!(lastmod_of(&sitemap, "none"), None);
    assert!(
        stderr.contains("`draft.md` is not in the git history"),
        "{stderr}"
    );
    assert!(stderr.contains("no `source` column"), "{stderr}");
    assert!(!sitemap.contains("2020-01-01"), "an author date was used");

    // A clone of the last three commits: `c.md` (inside its history) is
    // dated; `b.md` and `a.md` lie at or beyond its boundary, where git
    // shows every file as added: no lastmod, and never the tip's date.
    let shallow = root.join("shallow");
    let source = format!("file://{}", repo.display());
    git(
        &root,
        &[
            "clone",
            "-q",
            "--depth",
            "3",
            &source,
            shallow.to_str().unwrap(),
        ],
        None,
    );
    let csv = format!("{CSV}https://example.com/c,c.md\n");
    let (sitemap, stderr) = generate(&shallow, &csv);
    assert_eq!(
        lastmod_of(&sitemap, "c").as_deref(),
        Some("2023-04-05T06:07:08Z")
    );
    assert_eq!(lastmod_of(&sitemap, "a"), None);
    assert_eq!(lastmod_of(&sitemap, "b"), None);
    assert!(stderr.contains("a shallow clone"), "{stderr}");
    assert!(stderr.contains("git fetch --unshallow"), "{stderr}");
    std::fs::remove_dir_all(&root).unwrap();
}
