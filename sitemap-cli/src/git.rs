//! `generate --lastmod git`: each URL dated by the last commit that touched
//! the files its page is built from.
//!
//! One `git log` pass over the history gives every path's last commit (the
//! first time a path is named, newest first), so a site of a million pages
//! costs one process, not one per page. The commit date is the committer's
//! (when the change landed on the branch), not the author's (when it was
//! first written, which a rebase or cherry-pick keeps). A path git cannot
//! date truthfully gets no `lastmod` and a warning, never the build time or
//! the tip's date: an untracked or missing file, or, in a shallow clone, a
//! file whose last commit is at the clone's boundary (where git shows every
//! file as added).

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use sitemap_core::LastMod;

/// The last commit date of every path in a repository's history.
pub(crate) struct GitDates {
    root: PathBuf,
    /// Path (from the root) to its last commit's date, or `None` when that
    /// commit is a shallow clone's boundary.
    dates: HashMap<String, Option<LastMod>>,
    shallow: bool,
}

/// Why a page got no date.
pub(crate) enum Undated {
    /// The file is not in the history (untracked, ignored or missing).
    Untracked(String),
    /// Its last commit is beyond a shallow clone's history.
    Shallow(String),
}

impl std::fmt::Display for Undated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Undated::Untracked(path) => write!(
                f,
                "`{path}` is not in the git history (untracked or missing): no lastmod; commit it \
                 or leave it out of the list"
            ),
            Undated::Shallow(path) => write!(
                f,
                "`{path}` was last changed before this shallow clone's history: no lastmod; \
                 fetch the whole history (`git fetch --unshallow`, or `fetch-depth: 0` in CI)"
            ),
        }
    }
}

fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let output = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run git ({e}): `--lastmod git` needs git on the PATH"))?;
    if !output.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

impl GitDates {
    /// The dates of the repository holding `dir`.
    pub(crate) fn load(dir: &Path) -> Result<GitDates, String> {
        let root = PathBuf::from(git(dir, &["rev-parse", "--show-toplevel"])?);
        let root = root
            .canonicalize()
            .map_err(|e| format!("{}: {e}", root.display()))?;
        let shallow = git(dir, &["rev-parse", "--is-shallow-repository"])? == "true";
        let mut boundary = HashSet::new();
        if shallow {
            let file = git(dir, &["rev-parse", "--git-path", "shallow"])?;
            let file = if Path::new(&file).is_absolute() {
                PathBuf::from(file)
            } else {
                dir.join(file)
            };
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            boundary.extend(text.lines().map(str::to_owned));
        }
        let mut child = Command::new("git")
            .arg("-C")
            .arg(&root)
            .args([
                "-c",
                "core.quotePath=false",
                "log",
                "--no-renames",
                "--name-only",
                // NUL-separated: every path as it is, quotes, tabs and
                // bytes that are not UTF-8 included.
                "-z",
                "--format=%x01%H %cI",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run git ({e}): `--lastmod git` needs git on the PATH"))?;
        let stdout = child.stdout.take().ok_or("git's output")?;
        let mut dates = HashMap::new();
        let mut current: Option<Option<LastMod>> = None;
        let mut reader = BufReader::new(stdout);
        let mut token = Vec::new();
        loop {
            token.clear();
            let read = reader
                .read_until(b'\0', &mut token)
                .map_err(|e| format!("reading git log: {e}"))?;
            if read == 0 {
                break;
            }
            if token.last() == Some(&b'\0') {
                token.pop();
            }
            // A commit's header is followed by a line break before its
            // first path.
            let token = token.strip_prefix(b"\n").unwrap_or(&token);
            if let Some(commit) = token.strip_prefix(b"\x01") {
                let commit = String::from_utf8_lossy(commit);
                let (hash, date) = commit.split_once(' ').unwrap_or((&commit, ""));
                current = Some(if boundary.contains(hash) {
                    None
                } else {
                    LastMod::parse(date.trim()).ok()
                });
            } else if !token.is_empty()
                && let Some(date) = &current
            {
                let path = String::from_utf8_lossy(token).into_owned();
                dates.entry(path).or_insert(*date);
            }
        }
        let status = child.wait().map_err(|e| format!("git log: {e}"))?;
        if !status.success() {
            // A repository without commits has no history to date by.
            if dates.is_empty() {
                return Ok(GitDates {
                    root,
                    dates,
                    shallow,
                });
            }
            return Err(format!("git log failed ({status})"));
        }
        Ok(GitDates {
            root,
            dates,
            shallow,
        })
    }

    /// Whether the repository is a shallow clone.
    pub(crate) fn is_shallow(&self) -> bool {
        self.shallow
    }

    /// The newest last-commit date of `sources` (paths from `cwd`,
    /// separated by `;`), or why there is none.
    pub(crate) fn date_of(&self, cwd: &Path, sources: &str) -> Result<LastMod, Undated> {
        let mut newest: Option<LastMod> = None;
        for source in sources.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let untracked = || Undated::Untracked(source.to_owned());
            let path = cwd.join(source).canonicalize().map_err(|_| untracked())?;
            let relative = path.strip_prefix(&self.root).map_err(|_| untracked())?;
            let key = relative.to_string_lossy().replace('\\', "/");
            let date = match self.dates.get(&key) {
                None => return Err(untracked()),
                Some(None) => return Err(Undated::Shallow(source.to_owned())),
                Some(Some(date)) => *date,
            };
            let later = newest
                .is_none_or(|n| date.as_datetime().instant_key() > n.as_datetime().instant_key());
            if later {
                newest = Some(date);
            }
        }
        newest.ok_or_else(|| Undated::Untracked(sources.to_owned()))
    }
}
