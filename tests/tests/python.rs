//! The Python package (`sitemap-py`) and the Spark programs
//! (`examples/spark`), run by pytest from the README's one test command.
//!
//! The test makes a virtual environment under the build folder
//! (`target/python/venv`), installs the test requirements from PyPI
//! (`sitemap-py/tests/requirements.txt`), builds the extension into it with
//! maturin (in a build folder of its own, `target/python/build`, so the
//! nested cargo never waits on this one's lock), and runs pytest. Without
//! Python, PyPI or a JDK it says so loudly and passes, except under
//! `CI=true`, where it fails.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate is in the workspace")
        .to_path_buf()
}

/// The build folder (`target/`, or `CARGO_TARGET_DIR`).
fn build_folder() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the test folder is inside the build folder")
        .to_path_buf()
}

/// Skips loudly, or fails under CI, where everything must run.
fn unavailable(what: &str) {
    if std::env::var("CI").is_ok_and(|ci| ci == "true") {
        panic!("{what}; under CI=true the Python tests must run (.ci/run installs what they need)");
    }
    eprintln!("\n==== SKIPPED: the Python and Spark tests: {what} ====\n");
}

/// `command`, with the outer cargo's package variables removed so that the
/// nested build is configured as if run by hand.
fn command(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut command = Command::new(program);
    for (key, _) in std::env::vars_os() {
        let key = key.to_string_lossy().into_owned();
        if key.starts_with("CARGO_PKG_")
            || key.starts_with("CARGO_CRATE_")
            || key == "CARGO_MANIFEST_DIR"
            || key == "CARGO_MANIFEST_PATH"
            || key == "CARGO_TARGET_TMPDIR"
        {
            command.env_remove(key);
        }
    }
    command
}

/// Runs `command`, returning whether it succeeded; prints what it says.
fn run(command: &mut Command) -> bool {
    match command.status() {
        Ok(status) => status.success(),
        Err(error) => {
            eprintln!("cannot run {command:?}: {error}");
            false
        }
    }
}

#[test]
fn the_python_package_and_the_spark_programs_pass_their_tests() {
    let root = root();
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let version_ok = command(&python)
        .args(["-c", "import sys; sys.exit(sys.version_info < (3, 9))"])
        .status()
        .is_ok_and(|status| status.success());
    if !version_ok {
        unavailable(&format!(
            "no Python 3.9 or later as `{python}` (set PYTHON to use another)"
        ));
        return;
    }
    let folder = build_folder().join("python");
    let venv = folder.join("venv");
    let bin = venv.join("bin");
    if !bin.join("python").exists() && !run(command(&python).arg("-m").arg("venv").arg(&venv)) {
        unavailable("`python3 -m venv` failed (on Debian: apt-get install python3-venv)");
        return;
    }
    // The requirements are installed again only when they change.
    let requirements = root.join("sitemap-py/tests/requirements.txt");
    let wanted = std::fs::read_to_string(&requirements).expect("the test requirements");
    let stamp = venv.join("requirements.installed");
    if std::fs::read_to_string(&stamp).ok().as_deref() != Some(wanted.as_str()) {
        let installed = run(command(bin.join("python"))
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "-r",
            ])
            .arg(&requirements));
        if !installed {
            unavailable("pip could not install sitemap-py/tests/requirements.txt from PyPI");
            return;
        }
        std::fs::write(&stamp, &wanted).expect("the venv is writable");
    }
    let path = std::env::join_paths(std::iter::once(bin.clone()).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("PATH joins");
    let built = run(command(bin.join("maturin"))
        .args(["develop", "--quiet", "--manifest-path"])
        .arg(root.join("sitemap-py/Cargo.toml"))
        .env("VIRTUAL_ENV", &venv)
        .env("PATH", &path)
        .env("CARGO_TARGET_DIR", folder.join("build")));
    assert!(
        built,
        "maturin could not build sitemap-py into {}",
        venv.display()
    );
    let mut pytest = command(bin.join("python"));
    pytest
        .args([
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "sitemap-py/tests",
        ])
        .current_dir(&root)
        .env("VIRTUAL_ENV", &venv)
        .env("PATH", &path);
    let has_java = command("java")
        .arg("-version")
        .output()
        .is_ok_and(|out| out.status.success());
    if has_java {
        pytest.arg("examples/spark");
    } else {
        unavailable(
            "no JDK (`java`) for the Spark programs (on Debian: apt-get install default-jdk-headless)",
        );
    }
    assert!(run(&mut pytest), "pytest failed: its report is above");
}
