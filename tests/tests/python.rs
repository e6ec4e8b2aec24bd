//! The Python package (`sitemap-py`) and the Spark programs
//! (`examples/spark`), run by pytest from the README's one test command.
//!
//! The test makes a virtual environment under the build folder
//! (`target/python/venv`), installs the test requirements from PyPI
//! (`sitemap-py/tests/requirements.txt`), builds the extension and installs
//! it as maturin lays it out (`target/python/site`, on the environment's path
//! through a `.pth` file), and runs pytest: the package's tests and each Spark
//! program's test file as processes of their own, at once, the Spark ones
//! under `nice`, each report in `target/python/reports`. Without Python,
//! PyPI or a JDK it says so loudly and passes, except under `CI=true`, where
//! it fails.
//!
//! The extension is built by cargo in this build folder with the features
//! and profile the README's test command (`cargo test --all-features`)
//! built everything else with: `cargo build --workspace --all-targets
//! --all-features` unifies features as that command does, so only PyO3 and
//! `sitemap-py` itself are compiled (maturin, in a folder of its own,
//! compiled the whole dependency tree a second time). Run with other flags,
//! the build compiles more, and the test says how many crates. Cargo holds
//! no lock on the build folder while tests run. `pip install ./sitemap-py`
//! remains maturin's (the README's install command).

use std::path::{Path, PathBuf};
use std::process::Command;

use sitemap_tests::xmllint::{report_skip, to_terminal, workspace_root};

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
    report_skip("the Python and Spark tests", what);
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

/// Whether `command` runs and succeeds, whatever it prints.
fn succeeds(command: &mut Command) -> bool {
    command.output().is_ok_and(|out| out.status.success())
}

/// How a native library's file name ends: cargo's cdylib on each platform,
/// and the extension module maturin leaves beside the Python sources.
const NATIVE_ENDINGS: [&str; 4] = [".so", ".dylib", ".dll", ".pyd"];

/// Whether `name` is a native library's file name.
fn is_native(name: &str) -> bool {
    NATIVE_ENDINGS.iter().any(|end| name.ends_with(end))
}

/// What `command` prints, trimmed; fails the test with the command's own
/// message when it fails.
fn stdout_of(command: &mut Command) -> String {
    let output = command
        .output()
        .unwrap_or_else(|error| panic!("cannot run {command:?}: {error}"));
    assert!(
        output.status.success(),
        "{command:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).trim().to_owned()
}

/// A package's name from cargo's package id: `registry+URL#name@version`,
/// or `path+file:///…/name#version` where the folder is the name.
fn package_name(id: &str) -> &str {
    let (location, fragment) = id.rsplit_once('#').unwrap_or((id, ""));
    match fragment.split_once('@') {
        Some((name, _)) => name,
        None => location.rsplit('/').next().unwrap_or(location),
    }
}

/// Builds `sitemap-py`'s extension module in this build folder and returns
/// the library's path; cargo's own messages go to the terminal.
fn build_extension(folder: &Path, python: &Path) -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = folder
        .parent()
        .expect("target/python is in the build folder");
    let stdout = stdout_of(
        command(&cargo)
            .args([
                "build",
                "--workspace",
                "--exclude",
                "sitemap-bench",
                "--all-targets",
                "--all-features",
                "--message-format=json-render-diagnostics",
            ])
            .current_dir(workspace_root())
            .env("CARGO_TARGET_DIR", target_dir)
            // What maturin tells PyO3's build script: a module Python loads,
            // not linked to libpython; built for the environment's interpreter.
            .env("PYO3_BUILD_EXTENSION_MODULE", "1")
            .env("PYO3_PYTHON", python)
            .stderr(std::process::Stdio::inherit()),
    );
    let messages: Vec<serde_json::Value> = stdout
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .filter(|message: &serde_json::Value| message["reason"] == "compiler-artifact")
        .collect();
    // Crates other than PyO3's and the extension's compiled here mean the
    // test command ran with other features or flags than the README's.
    let recompiled = messages
        .iter()
        .filter(|message| message["fresh"] == false)
        .filter_map(|message| message["package_id"].as_str())
        .map(package_name)
        .filter(|name| {
            !name.starts_with("pyo3") && *name != "target-lexicon" && *name != "sitemap-py"
        })
        .count();
    if recompiled > 0 {
        eprintln!(
            "note: building the Python extension compiled {recompiled} more crates: the test \
             command shares its build only when run as the README says, `cargo test --all-features`"
        );
    }
    // The cdylib's path, from cargo's own account of what it built.
    messages
        .iter()
        .filter(|message| {
            message["target"]["name"] == "sitemap_py"
                && message["target"]["kind"]
                    .as_array()
                    .is_some_and(|kinds| kinds.iter().any(|kind| kind == "cdylib"))
        })
        .find_map(|message| {
            message["filenames"]
                .as_array()?
                .iter()
                .filter_map(|name| name.as_str())
                .find(|name| is_native(name))
                .map(PathBuf::from)
        })
        .expect("cargo built sitemap-py's cdylib")
}

/// One `key = "value"` line of `sitemap-py/pyproject.toml`'s
/// `[tool.maturin]` table: the layout maturin gives the package.
fn maturin_setting(pyproject: &str, key: &str) -> String {
    let table = pyproject
        .split("[tool.maturin]")
        .nth(1)
        .expect("pyproject.toml has a [tool.maturin] table");
    table
        .lines()
        .take_while(|line| !line.starts_with('['))
        .find_map(|line| {
            let (name, value) = line.split_once('=')?;
            let value = value.split('#').next().unwrap_or_default().trim();
            (name.trim() == key).then(|| value.trim_matches(['"', '\'']).to_owned())
        })
        .unwrap_or_else(|| panic!("pyproject.toml's [tool.maturin] sets {key}"))
}

/// What `python -c script` prints, trimmed.
fn python_says(python: &Path, script: &str) -> String {
    stdout_of(command(python).args(["-c", script]))
}

/// Installs the package as maturin lays it out (the Python sources of
/// `python-source`, the extension as `module-name`) into a fresh
/// `target/python/site`, put on the environment's path by a `.pth` file, and
/// checks that Python imports this build and no other.
fn install(root: &Path, folder: &Path, python: &Path, extension: &Path) {
    let pyproject = std::fs::read_to_string(root.join("sitemap-py/pyproject.toml"))
        .expect("sitemap-py/pyproject.toml");
    let source = root
        .join("sitemap-py")
        .join(maturin_setting(&pyproject, "python-source"));
    let module = maturin_setting(&pyproject, "module-name");
    let (package, native) = module
        .rsplit_once('.')
        .expect("module-name is package.module");
    // The interpreter's own suffix: abi3 where it takes abi3 modules, the
    // version's own where PyO3 builds for one (free-threaded, PyPy).
    let suffix = python_says(
        python,
        "import importlib.machinery as m; print(m.EXTENSION_SUFFIXES[0])",
    );

    // A package an earlier `maturin develop` installed would shadow this one.
    stdout_of(command(python).args(["-m", "pip", "uninstall", "--quiet", "--yes", "sitemap-core"]));
    // maturin's own build folder, from before the test built with cargo.
    let _ = std::fs::remove_dir_all(folder.join("build"));

    let site = folder.join("site");
    let staging = folder.join(format!(".site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    let target = staging.join(package);
    std::fs::create_dir_all(&target).expect("target/python is writable");
    for file in std::fs::read_dir(source.join(package)).expect("the package's Python sources") {
        let file = file.expect("the package's Python sources");
        let name = file.file_name().to_string_lossy().into_owned();
        let kind = file.file_type().expect("a source file's type");
        assert!(
            !kind.is_dir() || name == "__pycache__",
            "{}: the package's sources have a folder this test does not copy",
            file.path().display()
        );
        // Not the extension an earlier `maturin develop` left beside them.
        if kind.is_file() && !is_native(&name) {
            std::fs::copy(file.path(), target.join(&name)).expect("copied");
        }
    }
    let module_file = format!("{native}{suffix}");
    std::fs::copy(extension, target.join(&module_file)).expect("the extension is copied");
    if site.exists() {
        std::fs::remove_dir_all(&site)
            .unwrap_or_else(|error| panic!("cannot replace {}: {error}", site.display()));
    }
    std::fs::rename(&staging, &site).expect("target/python/site is replaced");

    let purelib = PathBuf::from(python_says(
        python,
        "import sysconfig; print(sysconfig.get_path('purelib'))",
    ));
    assert!(
        purelib.is_absolute() && purelib.is_dir(),
        "the environment's site-packages {purelib:?}"
    );
    std::fs::write(
        purelib.join("sitemap_core_tests.pth"),
        format!("{}\n", site.display()),
    )
    .expect("the environment is writable");

    let imported = python_says(
        python,
        &format!("import {module}; print({module}.__file__)"),
    );
    assert_eq!(
        Path::new(&imported),
        site.join(package).join(&module_file),
        "Python must import the extension this test built"
    );
}

#[test]
fn the_python_package_and_the_spark_programs_pass_their_tests() {
    let root = workspace_root();
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let version_ok =
        succeeds(command(&python).args(["-c", "import sys; sys.exit(sys.version_info < (3, 9))"]));
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
    let extension = build_extension(&folder, &bin.join("python"));
    install(&root, &folder, &bin.join("python"), &extension);
    let has_java = succeeds(command("java").arg("-version"));
    let mut groups = vec![Group {
        path: PathBuf::from("sitemap-py/tests"),
        yields: false,
    }];
    if has_java {
        groups.extend(
            spark_tests(&root)
                .into_iter()
                .map(|path| Group { path, yields: true }),
        );
    } else {
        unavailable(
            "no JDK (`java`) for the Spark programs (on Debian: apt-get install default-jdk-headless)",
        );
    }
    // `nice` where there is one: the package's tests bound wall-clock times
    // (a dropped scan stops within moments, Ctrl-C within 2 s) and must not
    // queue behind two JVMs starting.
    let has_nice = succeeds(command("nice").arg("true"));
    let pytest = |group: &Group| {
        let mut pytest = if group.yields && has_nice {
            let mut nice = command("nice");
            nice.args(["-n", "10"]).arg(bin.join("python"));
            nice
        } else {
            command(bin.join("python"))
        };
        pytest
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
            .arg(&group.path)
            .current_dir(&root)
            .env("VIRTUAL_ENV", &venv)
            .env("PATH", &path);
        pytest
    };
    let failed = run_together(&groups, &folder.join("reports"), pytest);
    assert!(
        failed.is_empty(),
        "pytest failed for {failed:?}: the reports are above"
    );
}

/// What one pytest process runs, and whether it yields the CPU to the others.
struct Group {
    path: PathBuf,
    yields: bool,
}

/// Each Spark program's test file: one pytest process each, as each starts
/// a Spark of its own.
fn spark_tests(root: &Path) -> Vec<PathBuf> {
    let folder = Path::new("examples/spark");
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(folder))
        .expect("examples/spark")
        .map(|entry| entry.expect("an entry of examples/spark").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| name.starts_with("test_") && name.ends_with(".py"))
        .map(|name| folder.join(name))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "examples/spark has its tests");
    files
}

/// Runs one pytest process per group, all at once, each writing its report
/// to a file in `reports` (there to read while it runs), and prints each
/// report whole when it ends; returns the groups that failed. Most of the
/// Spark tests' time is a JVM starting and local Spark waiting on its tasks,
/// and the package's tests wait on their fixture servers, so the groups
/// overlap on two cores instead of queueing behind each other.
fn run_together(
    groups: &[Group],
    reports: &Path,
    pytest: impl Fn(&Group) -> Command + Sync,
) -> Vec<PathBuf> {
    std::fs::create_dir_all(reports).expect("target/python is writable");
    std::thread::scope(|scope| {
        let running: Vec<_> = groups
            .iter()
            .map(|group| {
                let name = group.path.to_string_lossy().replace(['/', '\\', '.'], "-");
                let report = reports.join(format!("{name}.log"));
                to_terminal(&format!(
                    "pytest {}: running, its report in {}\n",
                    group.path.display(),
                    report.display()
                ));
                let pytest = &pytest;
                scope.spawn(move || {
                    let file = std::fs::File::create(&report)?;
                    let status = pytest(group)
                        .stdout(file.try_clone()?)
                        .stderr(file)
                        .status()?;
                    let text = std::fs::read(&report)?;
                    std::io::Result::Ok((status, text))
                })
            })
            .collect();
        let mut failed = Vec::new();
        for (group, handle) in groups.iter().zip(running) {
            let outcome = handle.join().expect("a pytest runner thread");
            to_terminal(&format!("==== pytest {} ====\n", group.path.display()));
            match outcome {
                Ok((status, text)) => {
                    to_terminal(&String::from_utf8_lossy(&text));
                    if !status.success() {
                        failed.push(group.path.clone());
                    }
                }
                Err(error) => {
                    to_terminal(&format!("cannot run pytest on it: {error}\n"));
                    failed.push(group.path.clone());
                }
            }
        }
        failed
    })
}
