//! `SiteWriter`: splitting at the limits, the index, gzip, targets,
//! atomic replacement, failures and checks. Every file written is read back
//! and, when xmllint is present, validated against our schemas.

use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::rc::Rc;

use sitemap_core::site::{
    Check, DirTarget, IndexPolicy, MemoryTarget, SiteErrorKind, SiteOptions, SiteReport,
    SiteWriter, Target, WrittenFile,
};
use sitemap_core::write::Limits;
use sitemap_core::{
    BaseUrl, DocumentKind, IndexReader, LastMod, Loc, Sitemap, Url, UrlSetReader, robots,
};
use sitemap_tests::xmllint::{TempDir, schema_path, xmllint};

fn base() -> BaseUrl {
    BaseUrl::parse("https://example.com/").unwrap()
}

fn url(n: usize) -> Url {
    let mut url = Url::new(Loc::parse(&format!("https://example.com/page/{n}?a=1&b=2")).unwrap());
    if !n.is_multiple_of(3) {
        let day = n % 28 + 1;
        url.set_lastmod(Some(LastMod::parse(&format!("2024-02-{day:02}")).unwrap()));
    }
    url
}

fn options() -> SiteOptions {
    SiteOptions::new(base())
}

fn limits(max_entries: usize, max_bytes: u64) -> Limits {
    Limits {
        max_entries,
        max_bytes,
    }
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .unwrap();
    out
}

fn validate(xml: &str, schema: &str) {
    let Some(lint) = xmllint() else { return };
    if let Err(why) = lint.validate_str(xml, &schema_path(schema)) {
        panic!("xmllint rejected the file: {why}");
    }
}

/// Reads every sitemap of a finished in-memory site back, checking sizes,
/// counts and schema validity; returns the URLs in order.
fn read_back(report: &SiteReport, target: &MemoryTarget, gzip: bool) -> Vec<Url> {
    let mut urls = Vec::new();
    for file in &report.files {
        let stored = target.file(&file.name).expect("every reported file exists");
        assert_eq!(stored.len() as u64, file.stored_bytes, "{}", file.name);
        let plain = if gzip && file.kind == DocumentKind::UrlSet {
            assert!(file.name.ends_with(".gz"), "{}", file.name);
            gunzip(stored)
        } else {
            stored.to_vec()
        };
        assert_eq!(plain.len() as u64, file.bytes, "{}", file.name);
        let xml = String::from_utf8(plain).unwrap();
        match file.kind {
            DocumentKind::UrlSet => {
                validate(&xml, "sitemap.xsd");
                let entries: Vec<Url> = UrlSetReader::new(xml.as_bytes())
                    .collect::<Result<_, _>>()
                    .unwrap();
                assert_eq!(entries.len(), file.entries);
                urls.extend(entries);
            }
            DocumentKind::SitemapIndex => validate(&xml, "siteindex.xsd"),
        }
    }
    urls
}

#[test]
fn splits_at_the_entry_cap_and_indexes_every_file() {
    let options = options().limits(limits(2, 1 << 20)).unwrap();
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    let input: Vec<Url> = (0..5).map(url).collect();
    for url in &input {
        site.write(url).unwrap();
    }
    let (report, target) = site.finish().unwrap();
    let summary: Vec<(&str, usize)> = report
        .files
        .iter()
        .map(|f| (f.name.as_str(), f.entries))
        .collect();
    assert_eq!(
        summary,
        [
            ("sitemap-1.xml", 2),
            ("sitemap-2.xml", 2),
            ("sitemap-3.xml", 1),
            ("sitemap.xml", 3)
        ]
    );
    assert_eq!(read_back(&report, &target, false), input);
    assert_eq!(report.url_count(), 5);

    // The index lists each file's absolute URL with the newest lastmod of its URLs.
    let index = IndexReader::new(target.file("sitemap.xml").unwrap())
        .into_document()
        .unwrap();
    let listed: Vec<(String, Option<String>)> = index
        .sitemaps()
        .iter()
        .map(|s| (s.loc().to_string(), s.lastmod().map(|l| l.to_string())))
        .collect();
    assert_eq!(
        listed,
        [
            (
                "https://example.com/sitemap-1.xml".into(),
                Some("2024-02-02".into())
            ),
            (
                "https://example.com/sitemap-2.xml".into(),
                Some("2024-02-03".into())
            ),
            (
                "https://example.com/sitemap-3.xml".into(),
                Some("2024-02-05".into())
            ),
        ]
    );
    assert_eq!(
        robots::sitemap_line(report.entry_point()),
        "Sitemap: https://example.com/sitemap.xml"
    );
}

#[test]
fn splits_before_the_byte_cap_and_never_passes_it() {
    let cap = 1_000;
    let options = options().limits(limits(50_000, cap)).unwrap();
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    let input: Vec<Url> = (0..40).map(url).collect();
    for url in &input {
        site.write(url).unwrap();
    }
    let (report, target) = site.finish().unwrap();
    let sitemaps: Vec<&WrittenFile> = report
        .files
        .iter()
        .filter(|f| f.kind == DocumentKind::UrlSet)
        .collect();
    assert!(sitemaps.len() > 3, "{}", sitemaps.len());
    for file in &sitemaps {
        assert!(file.bytes <= cap, "{} has {} bytes", file.name, file.bytes);
        assert!(file.entries > 0);
    }
    assert_eq!(read_back(&report, &target, false), input);
}

#[test]
fn the_protocol_cap_of_50000_urls_splits_the_next_one_off() {
    let mut site = SiteWriter::new(MemoryTarget::default(), options());
    for n in 0..50_001 {
        site.write(&Url::new(
            Loc::parse(&format!("https://example.com/{n}")).unwrap(),
        ))
        .unwrap();
    }
    let (report, _) = site.finish().unwrap();
    let counts: Vec<usize> = report.files.iter().map(|f| f.entries).collect();
    assert_eq!(counts, [50_000, 1, 2]);
}

#[test]
fn gzip_compresses_each_sitemap_and_caps_the_uncompressed_size() {
    let cap = 2_000;
    let options = options().gzip(true).limits(limits(50_000, cap)).unwrap();
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    let input: Vec<Url> = (0..60).map(url).collect();
    for url in &input {
        site.write(url).unwrap();
    }
    let (report, target) = site.finish().unwrap();
    assert_eq!(read_back(&report, &target, true), input);
    let index = report.files.last().unwrap();
    assert_eq!(index.name, "sitemap.xml");
    let first = &report.files[0];
    assert_eq!(first.name, "sitemap-1.xml.gz");
    assert!(first.bytes <= cap);
    assert!(first.stored_bytes < first.bytes);
}

#[test]
fn one_file_takes_the_index_name_when_asked() {
    for (gzip, expected) in [(false, "sitemap.xml"), (true, "sitemap.xml.gz")] {
        let options = options().gzip(gzip).index_policy(IndexPolicy::WhenNeeded);
        let mut site = SiteWriter::new(MemoryTarget::default(), options);
        site.write(&url(1)).unwrap();
        let (report, target) = site.finish().unwrap();
        assert_eq!(report.files.len(), 1);
        assert_eq!(report.files[0].name, expected);
        assert_eq!(
            report.entry_point().as_str(),
            format!("https://example.com/{expected}")
        );
        assert_eq!(read_back(&report, &target, gzip), [url(1)]);
    }
    // The default always writes an index, so the entry point never moves.
    let mut site = SiteWriter::new(MemoryTarget::default(), options());
    site.write(&url(1)).unwrap();
    let (report, _) = site.finish().unwrap();
    assert_eq!(report.files.len(), 2);
    assert_eq!(
        report.entry_point().as_str(),
        "https://example.com/sitemap.xml"
    );
}

#[test]
fn custom_names_and_a_base_prefix() {
    let base = BaseUrl::parse("https://example.com/shop/").unwrap();
    let options = SiteOptions::new(base)
        .file_names("products-{n}.xml", "products.xml")
        .unwrap();
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    site.write(&Url::new(
        Loc::parse("https://example.com/shop/p/1").unwrap(),
    ))
    .unwrap();
    let (report, _) = site.finish().unwrap();
    let locs: Vec<&str> = report.files.iter().map(|f| f.loc.as_str()).collect();
    assert_eq!(
        locs,
        [
            "https://example.com/shop/products-1.xml",
            "https://example.com/shop/products.xml"
        ]
    );
    assert!(report.warnings.is_empty());

    for (pattern, index) in [
        ("sitemap.xml", "index.xml"),
        ("a/{n}.xml", "index.xml"),
        ("{n}.xml", "in dex.xml"),
        ("{n}-{n}.xml", "index.xml"),
    ] {
        assert!(
            options_with(pattern, index).is_err(),
            "{pattern} {index} should be refused"
        );
    }
}

fn options_with(pattern: &str, index: &str) -> Result<SiteOptions, sitemap_core::site::SiteError> {
    options().file_names(pattern, index)
}

#[test]
fn a_site_without_urls_is_an_error_and_writes_nothing() {
    let dir = TempDir::new("site-empty").unwrap();
    let site = SiteWriter::new(DirTarget::new(dir.path()).unwrap(), options());
    let error = site.finish().err().unwrap();
    assert!(matches!(error.kind(), SiteErrorKind::Empty), "{error}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

fn dir_listing(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            (
                entry.file_name().to_string_lossy().into_owned(),
                std::fs::read(entry.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

#[test]
fn a_directory_is_replaced_only_when_the_whole_set_succeeds() {
    let dir = TempDir::new("site-atomic").unwrap();
    let small = || options().limits(limits(2, 1 << 20)).unwrap();

    let mut site = SiteWriter::new(DirTarget::new(dir.path()).unwrap(), small());
    for n in 0..3 {
        site.write(&url(n)).unwrap();
    }
    site.finish().unwrap();
    let before = dir_listing(dir.path());
    let names: Vec<&str> = before.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"]);

    // A second run fails at its fifth URL (a duplicate), after one file was
    // completed and while the second is open.
    let mut site = SiteWriter::new(
        DirTarget::new(dir.path()).unwrap(),
        small().duplicates(Check::Error),
    );
    for n in 10..14 {
        site.write(&url(n)).unwrap();
    }
    let error = site.write(&url(10)).unwrap_err();
    assert!(matches!(error.kind(), SiteErrorKind::Duplicate), "{error}");
    assert_eq!(error.position(), 5);
    assert_eq!(error.loc(), Some("https://example.com/page/10?a=1&b=2"));
    // The new set is written under names the published index does not list.
    assert_eq!(error.file(), Some("sitemap-1-2.xml"));
    assert!(error.to_string().contains("URL #5"), "{error}");
    // The writer is spent, and nothing of the second run is visible.
    assert!(site.write(&url(20)).is_err());
    assert!(site.finish().is_err());
    assert_eq!(dir_listing(dir.path()), before);

    // Dropping an unfinished writer discards its partial files too.
    let mut site = SiteWriter::new(DirTarget::new(dir.path()).unwrap(), small());
    site.write(&url(30)).unwrap();
    drop(site);
    assert_eq!(dir_listing(dir.path()), before);
}

/// What a test target saw.
#[derive(Default)]
struct Seen {
    aborted: bool,
    committed: bool,
}

/// A target whose sinks fail after a number of bytes, like a full disk, or
/// whose `finish` fails, like an fsync error.
struct FullDisk {
    budget: usize,
    fail_finish: bool,
    seen: Rc<RefCell<Seen>>,
}

impl FullDisk {
    fn new(budget: usize, fail_finish: bool) -> (FullDisk, Rc<RefCell<Seen>>) {
        let seen = Rc::new(RefCell::new(Seen::default()));
        let target = FullDisk {
            budget,
            fail_finish,
            seen: Rc::clone(&seen),
        };
        (target, seen)
    }
}

struct FailingSink {
    left: usize,
}

impl Write for FailingSink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.len() > self.left {
            return Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "no space left on device",
            ));
        }
        self.left -= buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Target for FullDisk {
    type Sink = FailingSink;

    fn create(&mut self, _name: &str) -> io::Result<FailingSink> {
        Ok(FailingSink { left: self.budget })
    }

    fn finish(&mut self, _name: &str, _sink: FailingSink) -> io::Result<()> {
        if self.fail_finish {
            return Err(io::Error::other("fsync failed"));
        }
        Ok(())
    }

    fn commit(&mut self, _files: &[WrittenFile]) -> io::Result<()> {
        self.seen.borrow_mut().committed = true;
        Ok(())
    }

    fn abort(&mut self) {
        self.seen.borrow_mut().aborted = true;
    }
}

#[test]
fn a_failing_sink_names_the_file_and_url_and_aborts() {
    let (target, seen) = FullDisk::new(300, false);
    let mut site = SiteWriter::new(target, options());
    let mut failure = None;
    for n in 0..100 {
        if let Err(error) = site.write(&url(n)) {
            failure = Some((n, error));
            break;
        }
    }
    let (n, error) = failure.expect("the sink runs out of space");
    assert!(matches!(error.kind(), SiteErrorKind::Write(_)), "{error}");
    assert_eq!(error.position(), n as u64 + 1);
    assert_eq!(error.file(), Some("sitemap-1.xml"));
    assert!(error.to_string().contains("no space left"), "{error}");
    assert!(seen.borrow().aborted);
    assert!(!seen.borrow().committed);
}

#[test]
fn a_failing_finish_aborts_instead_of_committing() {
    let (target, seen) = FullDisk::new(usize::MAX, true);
    let mut site = SiteWriter::new(target, options());
    site.write(&url(1)).unwrap();
    let error = site.finish().err().unwrap();
    assert_eq!(error.file(), Some("sitemap-1.xml"));
    assert!(error.to_string().contains("fsync failed"), "{error}");
    assert!(seen.borrow().aborted);
    assert!(!seen.borrow().committed);
}

#[test]
fn urls_outside_the_base_and_duplicates_are_warned_or_refused() {
    let outside = Url::new(Loc::parse("https://other.example/x").unwrap());
    let sibling = Url::new(Loc::parse("https://example.com/blogger").unwrap());
    let prefixed = BaseUrl::parse("https://example.com/blog/").unwrap();

    let mut site = SiteWriter::new(MemoryTarget::default(), SiteOptions::new(prefixed.clone()));
    site.write(&Url::new(Loc::parse("https://EXAMPLE.com/blog/a").unwrap()))
        .unwrap();
    site.write(&outside).unwrap();
    site.write(&sibling).unwrap();
    site.write(&outside).unwrap();
    let (report, _) = site.finish().unwrap();
    let warned: Vec<(u64, bool)> = report
        .warnings
        .iter()
        .map(|w| (w.position, w.message.contains("already written")))
        .collect();
    assert_eq!(warned, [(2, false), (3, false), (4, false), (4, true)]);
    assert!(
        report.warnings[0]
            .to_string()
            .contains("not under `https://example.com/blog/`")
    );

    let strict = SiteOptions::new(prefixed).outside_base(Check::Error);
    let mut site = SiteWriter::new(MemoryTarget::default(), strict);
    let error = site.write(&outside).unwrap_err();
    assert!(
        matches!(error.kind(), SiteErrorKind::OutsideBase { .. }),
        "{error}"
    );

    let off = options().outside_base(Check::Off).duplicates(Check::Off);
    let mut site = SiteWriter::new(MemoryTarget::default(), off);
    site.write(&outside).unwrap();
    site.write(&outside).unwrap();
    assert!(site.warnings().is_empty());
}

#[derive(Sitemap)]
enum Route {
    #[sitemap(path = "/", priority = 1.0)]
    Home,
    #[sitemap(path = "/posts/{0}", lastmod = "2024-05-01")]
    Post(u32),
    #[sitemap(skip)]
    Admin,
}

#[test]
fn sitemap_values_are_written_and_skipped_variants_left_out() {
    let mut site = SiteWriter::new(MemoryTarget::default(), options());
    site.write_pages([Route::Home, Route::Admin, Route::Post(7)])
        .unwrap();
    let (report, target) = site.finish().unwrap();
    let urls = read_back(&report, &target, false);
    let locs: Vec<&str> = urls.iter().map(|u| u.loc().as_str()).collect();
    assert_eq!(
        locs,
        ["https://example.com/", "https://example.com/posts/7"]
    );
    assert_eq!(
        report
            .files
            .last()
            .unwrap()
            .lastmod
            .map(|l| l.to_string())
            .as_deref(),
        Some("2024-05-01")
    );
}

#[test]
fn limits_above_the_protocol_are_refused() {
    assert!(options().limits(limits(50_001, 1000)).is_err());
    assert!(options().limits(limits(10, 52_428_801)).is_err());
    assert!(options().limits(limits(0, 1000)).is_err());
}

#[test]
fn every_file_can_carry_a_stylesheet_and_stays_within_its_caps() {
    use sitemap_core::Stylesheet;
    use sitemap_core::read::{ReadOptions, SitemapReader};
    let options = options()
        .limits(limits(1_000, 2_000))
        .unwrap()
        .gzip(true)
        .stylesheets(
            Some(Stylesheet::xsl("/sitemap.xsl")),
            Some(Stylesheet::xsl("/index.xsl")),
        );
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    for n in 0..60 {
        site.write(&url(n)).unwrap();
    }
    let (report, target) = site.finish().unwrap();
    assert!(report.files.len() > 2);
    // Sizes (the instruction counted against the byte cap), validity.
    assert_eq!(read_back(&report, &target, true).len(), 60);
    for file in &report.files {
        assert!(file.bytes <= 2_000, "{} {}", file.name, file.bytes);
        let stored = target.file(&file.name).unwrap();
        let mut reader = SitemapReader::new(stored, ReadOptions::strict());
        reader.kind();
        let expected = match file.kind {
            DocumentKind::UrlSet => "/sitemap.xsl",
            DocumentKind::SitemapIndex => "/index.xsl",
        };
        assert_eq!(
            reader.head().stylesheets()[0].href().as_deref(),
            Some(expected),
            "{}",
            file.name
        );
    }
}

#[test]
fn the_files_and_the_pages_have_their_own_urls() {
    #[derive(Sitemap)]
    #[sitemap(path = "/about")]
    struct About;

    // Files under /sitemaps/, pages at the root: the pages keep their paths,
    // the index lists files under /sitemaps/, and the protocol's location
    // rule reports each page outside the files' directory.
    let options = SiteOptions::new(base())
        .files_at(BaseUrl::parse("https://example.com/sitemaps/").unwrap())
        .index_policy(IndexPolicy::Always);
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    site.write_page(&About).unwrap();
    let (report, target) = site.finish().unwrap();
    assert_eq!(
        report.entry_point().as_str(),
        "https://example.com/sitemaps/sitemap.xml"
    );
    let urls = read_back(&report, &target, false);
    assert_eq!(urls[0].loc().as_str(), "https://example.com/about");
    let index = target.file("sitemap.xml").unwrap();
    let entries: Vec<_> = IndexReader::new(index).collect::<Result<_, _>>().unwrap();
    assert!(
        entries[0]
            .loc()
            .as_str()
            .starts_with("https://example.com/sitemaps/")
    );
    assert_eq!(report.warnings.len(), 1);
    assert!(
        report.warnings[0]
            .to_string()
            .contains("https://example.com/sitemaps/"),
        "{}",
        report.warnings[0]
    );
}

#[test]
fn news_sitemaps_are_split_at_1000_news_entries() {
    use sitemap_core::{
        News, NewsLanguage, NewsPublication, NewsPublicationName, NewsTitle, PublicationDate,
    };
    let news = || {
        News::new(
            NewsPublication::new(
                NewsPublicationName::parse("The Example Times").unwrap(),
                NewsLanguage::parse("en").unwrap(),
            ),
            PublicationDate::parse("2024-05-01").unwrap(),
            NewsTitle::parse("Something happened").unwrap(),
        )
    };
    let mut site = SiteWriter::new(MemoryTarget::default(), options());
    for n in 0..2_500 {
        let mut url = url(n);
        // Every other URL is an article; the others split nothing.
        if n % 2 == 0 {
            url.push_news(news()).unwrap();
        }
        site.write(&url).unwrap();
    }
    let (report, target) = site.finish().unwrap();
    let counts: Vec<(usize, usize)> = report
        .files
        .iter()
        .filter(|f| f.kind == DocumentKind::UrlSet)
        .map(|file| {
            let bytes = target.file(&file.name).unwrap();
            let urls: Vec<Url> = UrlSetReader::new(bytes).collect::<Result<_, _>>().unwrap();
            let news = urls.iter().map(|url| url.news().len()).sum();
            (urls.len(), news)
        })
        .collect();
    // 1,250 articles: 1,000 in the first file (with the URLs between and
    // after them, up to the next article), the other 250 in the second.
    assert_eq!(counts, [(2_000, 1_000), (500, 250)]);
}

#[test]
fn the_site_writer_writes_deprecated_tags_only_when_asked() {
    use sitemap_core::{Image, ImageCaption, ImageLoc};
    let mut url = url(1);
    let image = Image::new(ImageLoc::parse("https://example.com/a.jpg").unwrap())
        .with_caption(ImageCaption::parse("A cat").unwrap());
    url.push_image(image).unwrap();
    for (write, expected) in [(false, None), (true, Some("A cat"))] {
        let mut site = SiteWriter::new(MemoryTarget::default(), options().deprecated_tags(write));
        site.write(&url).unwrap();
        let (report, target) = site.finish().unwrap();
        let bytes = target.file(&report.files[0].name).unwrap();
        let urls: Vec<Url> = UrlSetReader::new(bytes).collect::<Result<_, _>>().unwrap();
        let caption = urls[0].images()[0].caption().map(|c| c.as_str().to_owned());
        assert_eq!(caption.as_deref(), expected);
    }
}
