//! `xmllint` (libxml2) as an outside oracle: validate XML documents against XML Schemas.
//!
//! The workspace's schemas in `schemas/` and every document the library writes are checked by
//! running the `xmllint` program (Debian/Ubuntu package `libxml2-utils`), so the verdict never
//! comes from our own code. This module wraps it with std only:
//!
//! - [`xmllint()`] finds the program. When it is missing it returns `None` after printing a
//!   loud `SKIPPED` line, so a developer without libxml2 can still run `cargo test`; when the
//!   environment variable `CI` is set it panics instead, so CI can never skip silently.
//! - [`Xmllint::validate_file`] and [`Xmllint::validate_str`] give `Ok(())` for a valid
//!   document and `Err(message)` for a rejected one. A schema that does not compile, an import
//!   that cannot be loaded, or any other failure of the tool itself panics: a broken schema must
//!   never look like a correctly rejected document.
//! - [`workspace_root`], [`schema_path`] and [`fixture_path`] locate files without depending on
//!   the current directory; [`shared_dir`] reads the opt-in `SITEMAP_SHARED_DIR`.
//! - [`TempDir`] and [`import_wrapper`] build throw-away wrapper schemas, needed because the
//!   sitemap schemas' `xsd:any namespace="##other"` wildcards use `processContents="strict"`:
//!   an extension element validates only when a schema for its namespace is loaded too.
//!
//! ```no_run
//! use sitemap_tests::xmllint::{schema_path, xmllint};
//!
//! let Some(lint) = xmllint() else { return }; // skipped (message printed)
//! let doc = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
//!   <url><loc>https://www.example.com/</loc></url>
//! </urlset>"#;
//! lint.validate_str(doc, &schema_path("sitemap.xsd")).unwrap();
//! ```

use std::env;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Environment variable that turns a missing `xmllint` from a skip into a test failure.
///
/// CI services set it (`CI=true`); any non-empty value other than `0` or `false` counts.
pub const CI_ENV: &str = "CI";

/// Environment variable naming the project's shared research folder (it holds
/// `reference-schemas/` and `corpus/`). Tests that need it are opt-in: they skip when it is
/// unset. The repository itself never needs that folder.
pub const SHARED_DIR_ENV: &str = "SITEMAP_SHARED_DIR";

/// Exit status of `xmllint` for a valid document.
const EXIT_VALID: i32 = 0;
/// Exit status when the document could not be parsed (not well-formed, unreadable).
const EXIT_NOT_WELL_FORMED: i32 = 1;
/// Exit status when the document breaks the schema.
const EXIT_INVALID: i32 = 3;
/// Exit status when the schema itself failed to compile.
const EXIT_SCHEMA_BROKEN: i32 = 5;

/// Diagnostic categories (the text before ` : ` in an xmllint message line) that blame the
/// *schema*, not the document. libxml2 only warns about an import it cannot load and then
/// skips it, which would turn every document using that namespace into an "expected"
/// rejection; so warnings count as failures too.
const SCHEMA_FAILURE_CATEGORIES: [&str; 2] = ["Schemas parser error", "Schemas parser warning"];

/// The first line of xmllint's stderr that blames the schema or the tool rather than the
/// document, if any. Only the message header is inspected, never the quoted values, so a
/// document cannot trigger this by containing the words.
fn schema_failure(stderr: &str) -> Option<&str> {
    stderr.lines().find(|line| {
        let category = line.split(" : ").next().unwrap_or_default();
        SCHEMA_FAILURE_CATEGORIES
            .iter()
            .any(|failure| category.ends_with(failure))
            || (line.starts_with("WXS schema ") && line.ends_with("failed to compile"))
            || line.ends_with("validation generated an internal error")
    })
}

/// A working `xmllint` program with XML Schema support, found by [`xmllint()`].
#[derive(Debug, Clone)]
pub struct Xmllint {
    program: PathBuf,
    version: String,
}

/// Finds `xmllint` on the `PATH` and checks that it supports XML Schemas.
///
/// Returns `None` when the program is missing or unusable and `CI` is not set, after writing
/// a loud `SKIPPED` line straight to the process's standard error (not through `eprintln!`,
/// which the test harness captures), so the skip is visible in a plain `cargo test` run.
///
/// # Panics
///
/// When the program is missing or unusable and the `CI` environment variable is set: CI must
/// run the schema checks, never skip them.
pub fn xmllint() -> Option<Xmllint> {
    static PROBE: OnceLock<Result<Xmllint, String>> = OnceLock::new();
    match PROBE.get_or_init(probe) {
        Ok(found) => Some(found.clone()),
        Err(why) if ci_is_set() => panic!(
            "xmllint is required when {CI_ENV} is set, but {why}. \
             Install libxml2 (Debian/Ubuntu: apt-get install libxml2-utils)."
        ),
        Err(why) => {
            report_skip(
                "xmllint-based tests",
                &format!(
                    "{why}; install libxml2-utils to run them (with {CI_ENV} set they fail instead)"
                ),
            );
            None
        }
    }
}

/// Runs `xmllint --version` once and checks the build supports schemas.
fn probe() -> Result<Xmllint, String> {
    let program = PathBuf::from("xmllint");
    let output = match Command::new(&program).arg("--version").output() {
        Ok(output) => output,
        Err(err) if err.kind() == io::ErrorKind::NotFound => {
            return Err("`xmllint` was not found on the PATH".to_owned());
        }
        Err(err) => return Err(format!("`xmllint --version` could not be started: {err}")),
    };
    // xmllint prints its version banner to stderr; accept stdout too.
    let mut banner = String::from_utf8_lossy(&output.stderr).into_owned();
    banner.push_str(&String::from_utf8_lossy(&output.stdout));
    if !output.status.success() {
        return Err(format!(
            "`xmllint --version` failed ({}): {}",
            output.status,
            banner.trim()
        ));
    }
    // Second line: "   compiled with: Threads Tree ... Schemas Schematron ...".
    if !banner.split_whitespace().any(|word| word == "Schemas") {
        return Err(format!(
            "this xmllint was built without XML Schema support: {}",
            banner.trim()
        ));
    }
    let version = banner.lines().next().unwrap_or_default().trim().to_owned();
    Ok(Xmllint { program, version })
}

/// Whether `CI` is set to a value that means "yes".
fn ci_is_set() -> bool {
    env::var_os(CI_ENV).is_some_and(|value| !value.is_empty() && value != "0" && value != "false")
}

impl Xmllint {
    /// The first line of `xmllint --version`, e.g. `xmllint: using libxml version 20914`.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// Validates the XML file `doc` against the XML Schema file `schema`.
    ///
    /// Returns `Ok(())` when xmllint reports the document valid, and `Err` with xmllint's
    /// diagnostics when the document is not well-formed or breaks the schema.
    ///
    /// # Panics
    ///
    /// When `doc` or `schema` is not an existing file, when the schema does not compile or an
    /// import or include inside it cannot be loaded, when validation hits an internal error,
    /// or when xmllint ends in any other unexpected way. These are faults of the test setup
    /// or of a schema; reporting them as "document rejected" would let rejection tests pass
    /// for the wrong reason.
    pub fn validate_file(&self, doc: &Path, schema: &Path) -> Result<(), String> {
        assert!(
            doc.is_file(),
            "xmllint: the document {} does not exist or is not a file",
            doc.display()
        );
        assert!(
            schema.is_file(),
            "xmllint: the schema {} does not exist or is not a file",
            schema.display()
        );
        let output = Command::new(&self.program)
            .arg("--noout")
            .arg("--nonet")
            .arg("--schema")
            .arg(operand(schema))
            .arg(operand(doc))
            .output();
        let output = match output {
            Ok(output) => output,
            Err(err) => panic!("could not run {}: {err}", self.program.display()),
        };
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let context = || {
            format!(
                "xmllint --schema {} {} ({}, {})",
                schema.display(),
                doc.display(),
                output.status,
                self.version
            )
        };
        if let Some(line) = schema_failure(&stderr) {
            panic!(
                "{}: the schema is broken or one of its imports failed (`{line}`), so no \
                 verdict about the document can be trusted:\n{}",
                context(),
                stderr.trim_end()
            );
        }
        match output.status.code() {
            Some(EXIT_VALID) => Ok(()),
            Some(EXIT_INVALID | EXIT_NOT_WELL_FORMED) => Err(stderr.trim_end().to_owned()),
            Some(EXIT_SCHEMA_BROKEN) => panic!(
                "{}: the schema failed to compile:\n{}",
                context(),
                stderr.trim_end()
            ),
            _ => panic!(
                "{}: unexpected xmllint result:\n{}",
                context(),
                stderr.trim_end()
            ),
        }
    }

    /// Validates the XML text `doc` against the XML Schema file `schema`.
    ///
    /// The text is written to a unique file in [`std::env::temp_dir`] (named after the process
    /// id and a counter), validated with [`Xmllint::validate_file`] and removed again, also
    /// when validation panics. In the `Err` message the temporary file's path is replaced by
    /// `<string>`.
    ///
    /// # Panics
    ///
    /// As [`Xmllint::validate_file`], and when the temporary file cannot be written.
    pub fn validate_str(&self, doc: &str, schema: &Path) -> Result<(), String> {
        let file = TempFile::new("doc", ".xml");
        if let Err(err) = fs::write(&file.path, doc) {
            panic!(
                "xmllint: cannot write the temporary document {}: {err}",
                file.path.display()
            );
        }
        let shown = file.path.display().to_string();
        self.validate_file(&file.path, schema)
            .map_err(|message| message.replace(&shown, "<string>"))
    }
}

/// Passes a path to xmllint so that a name starting with `-` is not taken for an option.
fn operand(path: &Path) -> OsString {
    if path.as_os_str().to_string_lossy().starts_with('-') {
        Path::new(".").join(path).into_os_string()
    } else {
        path.as_os_str().to_owned()
    }
}

/// A unique name in the system temp directory for this process: prefix, process id, counter.
fn unique_temp_path(label: &str, suffix: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    env::temp_dir().join(format!(
        "sitemap-tests-{label}-{}-{n}{suffix}",
        std::process::id()
    ))
}

/// A temporary file removed on drop (also while unwinding from a panic).
struct TempFile {
    path: PathBuf,
}

impl TempFile {
    fn new(label: &str, suffix: &str) -> Self {
        Self {
            path: unique_temp_path(label, suffix),
        }
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        // Best effort: a leftover file in the temp directory is harmless.
        let _ = fs::remove_file(&self.path);
    }
}

/// A temporary directory, unique to this process and call, removed with its contents on drop.
///
/// Use it for generated wrapper schemas and other files a test must write.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// Creates `<temp_dir>/sitemap-tests-<label>-<pid>-<n>/`.
    ///
    /// # Errors
    ///
    /// When the directory cannot be created.
    pub fn new(label: &str) -> io::Result<Self> {
        let path = unique_temp_path(label, "");
        fs::create_dir_all(&path)?;
        Ok(Self { path })
    }

    /// The directory's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `contents` to the file `name` inside the directory and returns its path.
    ///
    /// # Errors
    ///
    /// When the file cannot be written.
    pub fn write(&self, name: &str, contents: &str) -> io::Result<PathBuf> {
        let path = self.path.join(name);
        fs::write(&path, contents)?;
        Ok(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // Best effort: a leftover directory in the temp directory is harmless.
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// The text of a schema that only imports other schemas: `(namespace, schema file)` pairs.
///
/// Each file is referenced by an absolute, percent-encoded `file:` URI (see [`file_uri`]), so
/// the wrapper can live anywhere, e.g. in a [`TempDir`]. Import one schema per namespace:
/// libxml2 skips a second import of the same namespace.
pub fn import_wrapper(imports: &[(&str, &Path)]) -> String {
    let mut text = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <xsd:schema xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">\n",
    );
    for (namespace, schema) in imports {
        let _ = writeln!(
            text,
            "  <xsd:import namespace=\"{}\" schemaLocation=\"{}\"/>",
            escape_attribute(namespace),
            escape_attribute(&file_uri(schema))
        );
    }
    text.push_str("</xsd:schema>\n");
    text
}

/// The `file:` URI of a path, made absolute against the current directory when relative.
///
/// Every byte outside RFC 3986's unreserved set and `/` is percent-encoded (libxml2 silently
/// drops an import whose location contains a raw space). Backslashes become `/` and a drive
/// letter gets a leading `/`, so Windows paths work too.
pub fn file_uri(path: &Path) -> String {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        env::current_dir().map_or_else(|_| path.to_path_buf(), |dir| dir.join(path))
    };
    let text = absolute.to_string_lossy().replace('\\', "/");
    let mut uri = String::from("file://");
    if !text.starts_with('/') {
        uri.push('/');
    }
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/:".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            let _ = write!(uri, "%{byte:02X}");
        }
    }
    uri
}

/// Escapes text for a double-quoted XML attribute value.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;")
}

/// The workspace root: the parent of the `sitemap-tests` crate's directory.
pub fn workspace_root() -> PathBuf {
    let tests_crate = Path::new(env!("CARGO_MANIFEST_DIR"));
    match tests_crate.parent() {
        Some(root) => root.to_path_buf(),
        None => tests_crate.join(".."),
    }
}

/// The path of one of the workspace's schemas: `<workspace>/schemas/<name>`, e.g.
/// `schema_path("sitemap.xsd")`.
pub fn schema_path(name: &str) -> PathBuf {
    workspace_root().join("schemas").join(name)
}

/// The path of a test fixture: `<workspace>/tests/fixtures/<relative>`, e.g.
/// `fixture_path("xsd/MANIFEST.tsv")`.
pub fn fixture_path(relative: &str) -> PathBuf {
    workspace_root()
        .join("tests")
        .join("fixtures")
        .join(relative)
}

/// The shared research folder named by `SITEMAP_SHARED_DIR`, or `None` when the variable is
/// unset or empty (opt-in tests then skip; see [`report_skip`]).
///
/// # Panics
///
/// When the variable is set but does not name a directory: a CI misconfiguration must fail
/// rather than skip.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env::var_os(SHARED_DIR_ENV).filter(|value| !value.is_empty())?);
    assert!(
        dir.is_dir(),
        "{SHARED_DIR_ENV} is set to {}, which is not a directory",
        dir.display()
    );
    Some(dir)
}

/// Writes `SKIPPED <what>: <why>` straight to the process's standard error
/// (see [`to_terminal`]).
pub fn report_skip(what: &str, why: &str) {
    to_terminal(&format!(
        "\n==================== SKIPPED ====================\n\
         SKIPPED {what}: {why}\n\
         =================================================\n"
    ));
}

/// Writes `text` straight to the process's standard error.
///
/// The test harness captures `eprintln!` output of passing tests; writing to the stderr handle
/// directly keeps a skip, or a report worth reading, visible in a plain `cargo test` run.
pub fn to_terminal(text: &str) {
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

/// Validates a `<urlset>` that may use the typed extensions against our
/// schemas (sitemap, image, video, news, xhtml link) and, when the shared
/// folder is there, against the official sitemap, image, video and news
/// schemas (the xhtml link has no official schema: ours stands in).
/// `Ok` without xmllint.
///
/// # Errors
///
/// Which schema set refused the document, and xmllint's message.
pub fn validate_with_extension_schemas(xml: &str) -> Result<(), String> {
    const SITEMAP_NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";
    const VIDEO_NS: &str = "http://www.google.com/schemas/sitemap-video/1.1";
    const NEWS_NS: &str = "http://www.google.com/schemas/sitemap-news/0.9";
    const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";
    let Some(lint) = xmllint() else {
        return Ok(());
    };
    let dir = TempDir::new("extension-schemas").map_err(|e| e.to_string())?;
    let ours = vec![
        (SITEMAP_NS, schema_path("sitemap.xsd")),
        (IMAGE_NS, schema_path("sitemap-image.xsd")),
        (VIDEO_NS, schema_path("sitemap-video.xsd")),
        (NEWS_NS, schema_path("sitemap-news.xsd")),
        (XHTML_NS, schema_path("sitemap-xhtml-link.xsd")),
    ];
    let mut sets = vec![("ours", ours)];
    if let Some(shared) = shared_dir() {
        let official = |file: &str| shared.join("reference-schemas").join(file);
        sets.push((
            "official",
            vec![
                (SITEMAP_NS, official("sitemap-0.9.xsd")),
                (IMAGE_NS, official("image-1.1.xsd")),
                (VIDEO_NS, official("video-1.1.xsd")),
                (NEWS_NS, official("news-0.9.xsd")),
                (XHTML_NS, schema_path("sitemap-xhtml-link.xsd")),
            ],
        ));
    }
    for (name, set) in &sets {
        let imports: Vec<(&str, &Path)> = set.iter().map(|(ns, p)| (*ns, p.as_path())).collect();
        let wrapper = dir
            .write(&format!("wrapper-{name}.xsd"), &import_wrapper(&imports))
            .map_err(|e| e.to_string())?;
        lint.validate_str(xml, &wrapper)
            .map_err(|why| format!("the {name} schemas reject the document: {why}"))?;
    }
    Ok(())
}
