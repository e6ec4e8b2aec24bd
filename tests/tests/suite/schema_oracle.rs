//! Schema oracle: `xmllint` checks that our XML Schemas (`schemas/sitemap.xsd`,
//! `schemas/siteindex.xsd`) accept and reject exactly what the official sitemaps.org 0.9
//! schemas accept and reject.
//!
//! The corpus is `tests/fixtures/xsd/`. Its `MANIFEST.tsv` is authoritative: one row per
//! fixture with the columns `file`, `schema` (`urlset`, `index`, `urlset+ext`, `index+ext`),
//! `expected` (`valid` or `invalid`) and `why`. The `+ext` rows are validated against the
//! wrapper schemas in `tests/fixtures/xsd/ext/`, which add a small test extension namespace,
//! because the schemas' `##other` wildcards are `processContents="strict"`.
//!
//! Always run (skipped with a loud message when xmllint is missing, failing when `CI` is set):
//! the manifest/fixture consistency check and every row against our schemas.
//!
//! Opt-in, when `SITEMAP_SHARED_DIR` names the project's shared folder: every row against the
//! official schemas in `$SITEMAP_SHARED_DIR/reference-schemas/`, and every real-world document
//! in `$SITEMAP_SHARED_DIR/corpus/real-world/` against ours and the official schemas. Nothing
//! from that folder is copied into the repository; wrappers are generated in a temp directory.

use std::collections::BTreeMap;
use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use sitemap_tests::xmllint::{
    self, SHARED_DIR_ENV, TempDir, fixture_path, import_wrapper, report_skip, schema_path,
    shared_dir,
};

/// The Sitemaps protocol 0.9 namespace (urlset and index).
const SITEMAP_NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
/// The namespace of `tests/fixtures/xsd/ext/test-ext.xsd`.
const TEST_EXT_NS: &str = "http://example.com/schemas/test-ext";
/// Google's extension namespaces and their file names in `reference-schemas/`.
const GOOGLE_EXTENSIONS: [(&str, &str); 3] = [
    (
        "http://www.google.com/schemas/sitemap-image/1.1",
        "image-1.1.xsd",
    ),
    (
        "http://www.google.com/schemas/sitemap-video/1.1",
        "video-1.1.xsd",
    ),
    (
        "http://www.google.com/schemas/sitemap-news/0.9",
        "news-0.9.xsd",
    ),
];
/// The XHTML namespace used by hreflang alternates (`<xhtml:link>`).
const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";
/// No official schema for `<xhtml:link>` exists in the shared folder, so the corpus comparison
/// uses this stand-in, written for these tests: a global `link` element with the attributes
/// sitemaps use and any others allowed.
const XHTML_LINK_STAND_IN: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<!-- Stand-in for <xhtml:link> in sitemaps (hreflang alternates); not an official schema. -->
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
            targetNamespace="http://www.w3.org/1999/xhtml"
            elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" type="xsd:string"/>
      <xsd:attribute name="hreflang" type="xsd:language"/>
      <xsd:attribute name="href" type="xsd:anyURI"/>
      <xsd:anyAttribute processContents="lax"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
"#;
/// The manifest's header line.
const MANIFEST_HEADER: &str = "file\tschema\texpected\twhy";
/// The corpus must stay at least this large.
const MIN_FIXTURES: usize = 60;

// ---------------------------------------------------------------------------------------------
// The manifest

/// Which schema a fixture is validated against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Schema {
    Urlset,
    Index,
    UrlsetExt,
    IndexExt,
}

impl Schema {
    const ALL: [Self; 4] = [Self::Urlset, Self::Index, Self::UrlsetExt, Self::IndexExt];

    fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|schema| schema.name() == text)
    }

    fn name(self) -> &'static str {
        match self {
            Self::Urlset => "urlset",
            Self::Index => "index",
            Self::UrlsetExt => "urlset+ext",
            Self::IndexExt => "index+ext",
        }
    }

    fn is_index(self) -> bool {
        matches!(self, Self::Index | Self::IndexExt)
    }

    /// The corpus folder its fixtures live in.
    fn folder(self) -> &'static str {
        if self.is_index() { "index" } else { "urlset" }
    }

    /// Our schema (or our wrapper around it) for this kind of row.
    fn ours(self) -> PathBuf {
        match self {
            Self::Urlset => schema_path("sitemap.xsd"),
            Self::Index => schema_path("siteindex.xsd"),
            Self::UrlsetExt => fixture_path("xsd/ext/urlset-with-ext.xsd"),
            Self::IndexExt => fixture_path("xsd/ext/index-with-ext.xsd"),
        }
    }
}

/// The verdict of a validation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Valid,
    Invalid,
}

impl Verdict {
    fn parse(text: &str) -> Option<Self> {
        match text {
            "valid" => Some(Self::Valid),
            "invalid" => Some(Self::Invalid),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Valid => "valid",
            Self::Invalid => "invalid",
        }
    }

    fn of(result: &Result<(), String>) -> Self {
        if result.is_ok() {
            Self::Valid
        } else {
            Self::Invalid
        }
    }
}

/// One manifest row.
#[derive(Debug)]
struct Row {
    line: usize,
    file: String,
    schema: Schema,
    expected: Verdict,
    why: String,
}

/// `tests/fixtures/xsd/`.
fn corpus_dir() -> PathBuf {
    fixture_path("xsd")
}

/// Parses `MANIFEST.tsv`, returning the rows and every problem found.
fn parse_manifest() -> (Vec<Row>, Vec<String>) {
    let path = corpus_dir().join("MANIFEST.tsv");
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            return (
                Vec::new(),
                vec![format!("cannot read {}: {err}", path.display())],
            );
        }
    };
    let mut rows = Vec::new();
    let mut problems = Vec::new();
    let mut lines = text.lines().enumerate();
    match lines.next() {
        Some((_, header)) if header.trim_end_matches('\r') == MANIFEST_HEADER => {}
        other => problems.push(format!(
            "MANIFEST.tsv:1: the header must be `{}`, found {:?}",
            MANIFEST_HEADER.replace('\t', "<TAB>"),
            other.map(|(_, line)| line)
        )),
    }
    for (index, line) in lines {
        let number = index + 1;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [file, schema, expected, why] = fields[..] else {
            problems.push(format!(
                "MANIFEST.tsv:{number}: expected 4 tab-separated columns, found {}: {line:?}",
                fields.len()
            ));
            continue;
        };
        let mut ok = true;
        if !file.ends_with(".xml") || file.starts_with('/') || file.contains('\\') {
            problems.push(format!(
                "MANIFEST.tsv:{number}: `{file}` must be a relative path with `/` ending in .xml"
            ));
            ok = false;
        }
        let schema = Schema::parse(schema).or_else(|| {
            problems.push(format!(
                "MANIFEST.tsv:{number}: unknown schema `{schema}` (urlset, index, urlset+ext, index+ext)"
            ));
            None
        });
        let expected = Verdict::parse(expected).or_else(|| {
            problems.push(format!(
                "MANIFEST.tsv:{number}: expected must be `valid` or `invalid`, found `{expected}`"
            ));
            None
        });
        if why.trim().is_empty() {
            problems.push(format!(
                "MANIFEST.tsv:{number}: the why column of `{file}` is empty"
            ));
            ok = false;
        }
        if let (true, Some(schema), Some(expected)) = (ok, schema, expected) {
            rows.push(Row {
                line: number,
                file: file.to_owned(),
                schema,
                expected,
                why: why.to_owned(),
            });
        }
    }
    (rows, problems)
}

/// The manifest rows; panics listing every problem when the manifest is malformed.
fn manifest() -> Vec<Row> {
    let (rows, problems) = parse_manifest();
    assert!(
        problems.is_empty(),
        "tests/fixtures/xsd/MANIFEST.tsv is malformed:\n  {}",
        problems.join("\n  ")
    );
    rows
}

/// Every file under `dir`, as `/`-separated paths relative to `dir`, sorted.
fn files_under(dir: &Path) -> Vec<String> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(err) => panic!("cannot list {}: {err}", dir.display()),
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let relative = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}/{name}")
            };
            if entry.path().is_dir() {
                walk(&entry.path(), &relative, out);
            } else {
                out.push(relative);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out.sort();
    out
}

// ---------------------------------------------------------------------------------------------
// Always-on tests

#[test]
fn manifest_lists_every_fixture_exactly_once() {
    let (rows, mut problems) = parse_manifest();
    let dir = corpus_dir();

    let mut listed: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for row in &rows {
        listed.entry(&row.file).or_default().push(row.line);
    }
    for (file, lines) in &listed {
        if lines.len() > 1 {
            problems.push(format!(
                "`{file}` is listed {} times (lines {lines:?})",
                lines.len()
            ));
        }
        if !dir.join(file).is_file() {
            problems.push(format!("`{file}` is listed but does not exist"));
        }
    }
    for file in files_under(&dir) {
        let support_file = file == "MANIFEST.tsv"
            || (file.starts_with("ext/") && file.ends_with(".xsd") && !file[4..].contains('/'));
        if support_file {
            continue;
        }
        if !file.ends_with(".xml") {
            problems.push(format!(
                "`{file}` is neither a fixture (.xml) nor a support file"
            ));
        } else if !listed.contains_key(file.as_str()) {
            problems.push(format!("`{file}` is not listed in MANIFEST.tsv"));
        }
    }

    // The folders only group the fixtures, but they must not contradict the manifest.
    for row in &rows {
        let folder = format!("{}/{}/", row.schema.folder(), row.expected.name());
        if !row.file.starts_with(&folder) || row.file[folder.len()..].contains('/') {
            problems.push(format!(
                "MANIFEST.tsv:{}: `{}` ({}, {}) belongs directly in `{folder}`",
                row.line,
                row.file,
                row.schema.name(),
                row.expected.name()
            ));
        }
    }

    // Coverage floor: enough fixtures, and both verdicts for every schema.
    if rows.len() < MIN_FIXTURES {
        problems.push(format!(
            "only {} fixtures; the corpus should keep at least {MIN_FIXTURES}",
            rows.len()
        ));
    }
    for schema in Schema::ALL {
        for verdict in [Verdict::Valid, Verdict::Invalid] {
            if !rows
                .iter()
                .any(|row| row.schema == schema && row.expected == verdict)
            {
                problems.push(format!(
                    "no {} fixture for the {} schema",
                    verdict.name(),
                    schema.name()
                ));
            }
        }
    }

    assert!(
        problems.is_empty(),
        "tests/fixtures/xsd/ and its MANIFEST.tsv disagree:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn our_schemas_give_every_fixture_its_expected_verdict() {
    let Some(lint) = xmllint::xmllint() else {
        return;
    };
    let rows = manifest();
    let dir = corpus_dir();
    let mut mismatches = Vec::new();
    for row in &rows {
        let result = lint.validate_file(&dir.join(&row.file), &row.schema.ours());
        if Verdict::of(&result) != row.expected {
            mismatches.push(format!(
                "{} [{}]: expected {}, our schema says {} ({})\n{}",
                row.file,
                row.schema.name(),
                row.expected.name(),
                Verdict::of(&result).name(),
                row.why,
                indent(result.err().as_deref().unwrap_or("xmllint: validates"))
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} fixtures got the wrong verdict from our schemas ({}):\n{}",
        mismatches.len(),
        rows.len(),
        lint.version(),
        mismatches.join("\n")
    );
}

#[test]
fn xmllint_helper_separates_valid_invalid_and_broken_schemas() {
    let Some(lint) = xmllint::xmllint() else {
        return;
    };
    let sitemap = schema_path("sitemap.xsd");
    let valid = format!(
        "<urlset xmlns=\"{SITEMAP_NS}\"><url><loc>https://www.example.com/</loc></url></urlset>"
    );
    assert_eq!(lint.validate_str(&valid, &sitemap), Ok(()));

    let invalid = valid.replace("</loc>", "</loc><priority>1.5</priority>");
    let message = lint
        .validate_str(&invalid, &sitemap)
        .expect_err("priority 1.5 must be rejected");
    assert!(
        message.contains("maxInclusive") && message.contains("<string>"),
        "the error should name the facet and show <string> for the temp file: {message}"
    );
    assert!(
        !message.contains(&*std::env::temp_dir().to_string_lossy()),
        "the temp file's path should be replaced: {message}"
    );
    assert!(
        lint.validate_str("<urlset", &sitemap).is_err(),
        "a document that is not well-formed is rejected, not a panic"
    );

    let tmp = TempDir::new("oracle-self-test").expect("create a temp dir");

    // A schema that does not compile must panic, never "reject" the document.
    let broken = tmp
        .write(
            "broken.xsd",
            "<xsd:schema xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">\
             <xsd:element name=\"urlset\" type=\"noSuchType\"/></xsd:schema>",
        )
        .expect("write broken.xsd");
    let message = panic_message(|| lint.validate_str(&valid, &broken));
    assert!(
        message.contains("failed to compile") || message.contains("schema is broken"),
        "a schema that fails to compile must panic, found: {message}"
    );

    // An import libxml2 cannot load only produces a warning; that must panic too.
    let missing = tmp.path().join("no-such-schema.xsd");
    let lost_import = tmp
        .write(
            "lost-import.xsd",
            &import_wrapper(&[(SITEMAP_NS, &sitemap), (TEST_EXT_NS, &missing)]),
        )
        .expect("write lost-import.xsd");
    let message = panic_message(|| lint.validate_str(&valid, &lost_import));
    assert!(
        message.contains("Skipping the import"),
        "an import that cannot be loaded must panic, found: {message}"
    );

    // Wrappers reach schemas through paths with spaces and non-ASCII characters.
    let odd = tmp.path().join("odd dir é");
    fs::create_dir_all(&odd).expect("create a directory with an odd name");
    let ext_copy = odd.join("test ext.xsd");
    fs::copy(fixture_path("xsd/ext/test-ext.xsd"), &ext_copy).expect("copy test-ext.xsd");
    let wrapper = tmp
        .write(
            "odd-paths.xsd",
            &import_wrapper(&[(SITEMAP_NS, &sitemap), (TEST_EXT_NS, &ext_copy)]),
        )
        .expect("write odd-paths.xsd");
    let with_ext = format!(
        "<urlset xmlns=\"{SITEMAP_NS}\" xmlns:ext=\"{TEST_EXT_NS}\"><url>\
         <loc>https://www.example.com/</loc><ext:tag>x</ext:tag></url></urlset>"
    );
    assert_eq!(lint.validate_str(&with_ext, &wrapper), Ok(()));
}

/// Runs `f`, which must panic, and returns the panic message (or a note that it did not panic).
fn panic_message<T>(f: impl FnOnce() -> T) -> String {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(_) => "<no panic>".to_owned(),
        Err(payload) => payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| {
                payload
                    .downcast_ref::<&str>()
                    .map(|text| (*text).to_owned())
            })
            .unwrap_or_else(|| "<non-text panic payload>".to_owned()),
    }
}

// ---------------------------------------------------------------------------------------------
// Opt-in: the official schemas ($SITEMAP_SHARED_DIR)

/// `$SITEMAP_SHARED_DIR/reference-schemas/`, with the files these tests need checked.
fn reference_schemas(shared: &Path) -> PathBuf {
    let dir = shared.join("reference-schemas");
    for name in ["sitemap-0.9.xsd", "siteindex-0.9.xsd"]
        .into_iter()
        .chain(GOOGLE_EXTENSIONS.iter().map(|(_, file)| *file))
    {
        assert!(
            dir.join(name).is_file(),
            "{SHARED_DIR_ENV} is set, but {} is missing",
            dir.join(name).display()
        );
    }
    dir
}

#[test]
fn reference_schemas_agree_on_every_fixture() {
    let Some(shared) = shared_dir() else {
        report_skip(
            "reference_schemas_agree_on_every_fixture",
            &format!(
                "{SHARED_DIR_ENV} is not set, so the official sitemaps.org schemas are not \
                 available (set it to the shared folder to compare our schemas with them)"
            ),
        );
        return;
    };
    let Some(lint) = xmllint::xmllint() else {
        return;
    };
    let refs = reference_schemas(&shared);
    let tmp = TempDir::new("reference-wrappers").expect("create a temp dir");
    let test_ext = fixture_path("xsd/ext/test-ext.xsd");
    let urlset_ref = refs.join("sitemap-0.9.xsd");
    let index_ref = refs.join("siteindex-0.9.xsd");
    let urlset_ext_ref = tmp
        .write(
            "urlset-with-ext.xsd",
            &import_wrapper(&[(SITEMAP_NS, &urlset_ref), (TEST_EXT_NS, &test_ext)]),
        )
        .expect("write the urlset wrapper");
    let index_ext_ref = tmp
        .write(
            "index-with-ext.xsd",
            &import_wrapper(&[(SITEMAP_NS, &index_ref), (TEST_EXT_NS, &test_ext)]),
        )
        .expect("write the index wrapper");
    let reference = |schema: Schema| match schema {
        Schema::Urlset => urlset_ref.clone(),
        Schema::Index => index_ref.clone(),
        Schema::UrlsetExt => urlset_ext_ref.clone(),
        Schema::IndexExt => index_ext_ref.clone(),
    };

    let rows = manifest();
    let dir = corpus_dir();
    let mut differences = Vec::new();
    for row in &rows {
        let doc = dir.join(&row.file);
        let ours = lint.validate_file(&doc, &row.schema.ours());
        let theirs = lint.validate_file(&doc, &reference(row.schema));
        let (ours_verdict, theirs_verdict) = (Verdict::of(&ours), Verdict::of(&theirs));
        if ours_verdict != theirs_verdict || theirs_verdict != row.expected {
            differences.push(format!(
                "{} [{}]: manifest {}, ours {}, reference {} ({})\n  ours:\n{}\n  reference:\n{}",
                row.file,
                row.schema.name(),
                row.expected.name(),
                ours_verdict.name(),
                theirs_verdict.name(),
                row.why,
                indent(ours.err().as_deref().unwrap_or("validates")),
                indent(theirs.err().as_deref().unwrap_or("validates"))
            ));
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {} fixtures: our schemas, the official 0.9 schemas and the manifest disagree \
         ({}):\n{}",
        differences.len(),
        rows.len(),
        lint.version(),
        differences.join("\n")
    );
    eprintln!(
        "all {} fixtures get the same verdict from our schemas and the official 0.9 schemas",
        rows.len()
    );
}

/// The local name of a document's root element, found by skipping the BOM, the XML
/// declaration, processing instructions, comments and a DOCTYPE. `None` when the text does
/// not start like XML.
fn root_element(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("<?") {
            rest = &after[after.find("?>")? + 2..];
        } else if let Some(after) = rest.strip_prefix("<!--") {
            rest = &after[after.find("-->")? + 3..];
        } else if let Some(after) = rest.strip_prefix("<!") {
            // DOCTYPE, possibly with an internal subset in brackets.
            let mut depth = 0_usize;
            let end = after.char_indices().find_map(|(at, c)| match c {
                '[' => {
                    depth += 1;
                    None
                }
                ']' => {
                    depth = depth.saturating_sub(1);
                    None
                }
                '>' if depth == 0 => Some(at),
                _ => None,
            })?;
            rest = &after[end + 1..];
        } else {
            let after = rest.strip_prefix('<')?;
            let name: String = after
                .chars()
                .take_while(|c| !c.is_whitespace() && *c != '>' && *c != '/')
                .collect();
            let local = name.rsplit(':').next().unwrap_or_default();
            return (!local.is_empty()).then(|| local.to_owned());
        }
    }
}

/// `xsd_result` per file from the corpus's `MANIFEST.tsv`: `pass…` is valid; `fail…` and
/// `not run` (not well-formed) are invalid.
fn recorded_verdicts(corpus: &Path) -> BTreeMap<String, Verdict> {
    let path = corpus.join("MANIFEST.tsv");
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => panic!("cannot read {}: {err}", path.display()),
    };
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| header.iter().position(|column| *column == name);
    let (Some(file_col), Some(result_col)) = (column("file"), column("xsd_result")) else {
        panic!("{} has no `file` and `xsd_result` columns", path.display());
    };
    let mut verdicts = BTreeMap::new();
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let (Some(file), Some(result)) = (fields.get(file_col), fields.get(result_col)) else {
            continue;
        };
        let verdict = if result.starts_with("pass") {
            Verdict::Valid
        } else if result.starts_with("fail") || result.starts_with("not run") {
            Verdict::Invalid
        } else {
            continue;
        };
        verdicts.insert((*file).to_owned(), verdict);
    }
    verdicts
}

#[test]
fn real_world_corpus_gets_the_same_verdict_from_ours_and_the_reference() {
    let Some(shared) = shared_dir() else {
        report_skip(
            "real_world_corpus_gets_the_same_verdict_from_ours_and_the_reference",
            &format!(
                "{SHARED_DIR_ENV} is not set, so neither the real-world corpus nor the official \
                 schemas are available (set it to the shared folder to run this comparison)"
            ),
        );
        return;
    };
    let Some(lint) = xmllint::xmllint() else {
        return;
    };
    let refs = reference_schemas(&shared);
    let corpus = shared.join("corpus").join("real-world");
    assert!(
        corpus.is_dir(),
        "{SHARED_DIR_ENV} is set, but {} is missing",
        corpus.display()
    );
    let recorded = recorded_verdicts(&corpus);

    // Four wrappers: {ours, reference} x {urlset, index}, each with Google's image, video and
    // news schemas and the xhtml:link stand-in, so documents with extensions compare too.
    let tmp = TempDir::new("corpus-wrappers").expect("create a temp dir");
    let xhtml = tmp
        .write("xhtml-link-stand-in.xsd", XHTML_LINK_STAND_IN)
        .expect("write the xhtml:link stand-in");
    let google: Vec<(&str, PathBuf)> = GOOGLE_EXTENSIONS
        .iter()
        .map(|(namespace, file)| (*namespace, refs.join(file)))
        .collect();
    let wrapper = |name: &str, sitemap_schema: &Path| {
        let mut imports: Vec<(&str, &Path)> = vec![(SITEMAP_NS, sitemap_schema)];
        imports.extend(
            google
                .iter()
                .map(|(namespace, path)| (*namespace, path.as_path())),
        );
        imports.push((XHTML_NS, &xhtml));
        tmp.write(name, &import_wrapper(&imports))
            .expect("write a corpus wrapper")
    };
    let ours_urlset = wrapper("ours-urlset.xsd", &schema_path("sitemap.xsd"));
    let ours_index = wrapper("ours-index.xsd", &schema_path("siteindex.xsd"));
    let ref_urlset = wrapper("reference-urlset.xsd", &refs.join("sitemap-0.9.xsd"));
    let ref_index = wrapper("reference-index.xsd", &refs.join("siteindex-0.9.xsd"));

    let mut entries: Vec<PathBuf> = match fs::read_dir(&corpus) {
        Ok(entries) => entries.flatten().map(|entry| entry.path()).collect(),
        Err(err) => panic!("cannot list {}: {err}", corpus.display()),
    };
    entries.sort();

    let mut table = Vec::new();
    let mut skipped = Vec::new();
    let mut problems = Vec::new();
    for path in entries.iter().filter(|path| path.is_file()) {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name == "README.md" || name == "MANIFEST.tsv" {
            continue;
        }
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(err) => panic!("cannot read {}: {err}", path.display()),
        };
        if bytes.starts_with(&[0x1f, 0x8b]) {
            skipped.push(format!("{name}: gzip-compressed"));
            continue;
        }
        let (ours_schema, ref_schema) = match root_element(&bytes).as_deref() {
            Some("urlset") => (&ours_urlset, &ref_urlset),
            Some("sitemapindex") => (&ours_index, &ref_index),
            Some(other) => {
                skipped.push(format!("{name}: root element <{other}>"));
                continue;
            }
            None => {
                skipped.push(format!("{name}: not XML"));
                continue;
            }
        };
        let ours = lint.validate_file(path, ours_schema);
        let theirs = lint.validate_file(path, ref_schema);
        let (ours_verdict, theirs_verdict) = (Verdict::of(&ours), Verdict::of(&theirs));
        let recorded_verdict = recorded.get(&name).copied();
        table.push(format!(
            "{:<8} {:<8} {:<8} {name}",
            ours_verdict.name(),
            theirs_verdict.name(),
            recorded_verdict.map_or("-", Verdict::name)
        ));
        if ours_verdict != theirs_verdict {
            problems.push(format!(
                "{name}: ours {}, reference {}\n  ours:\n{}\n  reference:\n{}",
                ours_verdict.name(),
                theirs_verdict.name(),
                indent(ours.err().as_deref().unwrap_or("validates")),
                indent(theirs.err().as_deref().unwrap_or("validates"))
            ));
        } else if recorded_verdict.is_some_and(|recorded| recorded != theirs_verdict) {
            // Guards the wrappers: a silently lost import would make both sides agree wrongly.
            problems.push(format!(
                "{name}: ours and reference say {}, but the corpus MANIFEST.tsv recorded the \
                 opposite xsd_result\n{}",
                theirs_verdict.name(),
                indent(theirs.err().as_deref().unwrap_or("validates"))
            ));
        }
    }

    eprintln!(
        "ours     official recorded file\n{}\nskipped:\n  {}",
        table.join("\n"),
        skipped.join("\n  ")
    );
    assert!(
        table.len() >= 10,
        "only {} corpus documents were compared; is {} the real-world corpus?",
        table.len(),
        corpus.display()
    );
    assert!(
        problems.is_empty(),
        "{} of {} real-world documents got different verdicts ({}):\n{}",
        problems.len(),
        table.len(),
        lint.version(),
        problems.join("\n")
    );
}

/// Indents every line of xmllint's output by four spaces, for failure messages.
fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("    {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}
