//! hreflang clusters: a page's versions built once, and the check that
//! every alternate links back, every page lists itself, and no language has
//! two addresses in one cluster, on written sites and on read files.

use sitemap_core::hreflang::{Cluster, ClusterCheck, ClusterProblem};
use sitemap_core::site::{Check, DirTarget, MemoryTarget, SiteErrorKind, SiteOptions, SiteWriter};
use sitemap_core::{Alternate, BaseUrl, Href, Hreflang, Loc, Url, UrlSet, UrlSetWriter};
use sitemap_tests::xmllint::TempDir;

fn alternate(hreflang: &str, href: &str) -> Alternate {
    Alternate::new(
        Hreflang::parse(hreflang).unwrap(),
        Href::parse(href).unwrap(),
    )
}

fn page(loc: &str, alternates: &[(&str, &str)]) -> Url {
    let mut url = Url::new(Loc::parse(loc).unwrap());
    for (hreflang, href) in alternates {
        url.push_alternate(alternate(hreflang, href));
    }
    url
}

/// Three languages and an `x-default` for `group`.
fn cluster(group: u32) -> Cluster {
    let mut cluster = Cluster::new();
    for language in ["en", "de", "fr-CA", "x-default"] {
        let path = if language == "x-default" {
            ""
        } else {
            language
        };
        let href = format!("https://example.com/{path}/p/{group}").replace("//p", "/p");
        cluster = cluster
            .with_version(
                Hreflang::parse(language).unwrap(),
                Href::parse(&href).unwrap(),
            )
            .unwrap();
    }
    cluster
}

#[test]
fn a_cluster_gives_every_version_the_whole_list() {
    let one = cluster(1);
    let urls = one.urls().unwrap();
    let locs: Vec<&str> = urls.iter().map(|url| url.loc().as_str()).collect();
    assert_eq!(
        locs,
        [
            "https://example.com/en/p/1",
            "https://example.com/de/p/1",
            "https://example.com/fr-CA/p/1",
            "https://example.com/p/1",
        ]
    );
    for url in &urls {
        assert_eq!(url.alternates(), one.alternates());
    }
    // A language twice (whatever its case) is refused, naming both.
    let error = one
        .clone()
        .with_version(
            Hreflang::parse("FR-ca").unwrap(),
            Href::parse("https://example.com/fr/p/1").unwrap(),
        )
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("https://example.com/fr-CA/p/1"),
        "{message}"
    );
    assert!(message.contains("https://example.com/fr/p/1"), "{message}");

    let mut check = ClusterCheck::new();
    for group in 0..50 {
        for url in cluster(group).urls().unwrap() {
            check.add(&url);
        }
    }
    let report = check.finish();
    assert_eq!(report.pages, 200);
    assert_eq!(report.problem_count, 0, "{:?}", report.problems);
    assert_eq!(report.unchecked_links, 0);
}

#[test]
fn each_broken_rule_is_named_with_its_pages() {
    let mut check = ClusterCheck::new();
    // en lists de, de does not list en back.
    check.add(&page(
        "https://example.com/en/a",
        &[
            ("en", "https://example.com/en/a"),
            ("de", "https://example.com/de/a"),
        ],
    ));
    check.add(&page(
        "https://example.com/de/a",
        &[("de", "https://example.com/de/a")],
    ));
    // A page that does not list itself.
    check.add(&page(
        "https://example.com/en/b",
        &[("de", "https://example.com/de/b")],
    ));
    // Two pages of one cluster that disagree on where `fr` is.
    check.add(&page(
        "https://example.com/en/c",
        &[
            ("en", "https://example.com/en/c"),
            ("fr", "https://example.com/fr/c"),
            ("it", "https://example.com/it/c"),
        ],
    ));
    check.add(&page(
        "https://example.com/it/c",
        &[
            ("en", "https://example.com/en/c"),
            ("fr", "https://example.com/fr/c2"),
            ("it", "https://example.com/it/c"),
        ],
    ));
    // An alternate on another site: its return link cannot be checked.
    check.add(&page(
        "https://example.com/en/d",
        &[
            ("en", "https://example.com/en/d"),
            ("ja", "https://example.jp/d"),
        ],
    ));
    let report = check.finish();
    assert_eq!(report.pages, 6);
    assert!(
        report
            .problems
            .contains(&ClusterProblem::MissingReturnLink {
                page: "https://example.com/en/a".into(),
                alternate: "https://example.com/de/a".into(),
                hreflang: "de".into(),
                at: None,
                alternate_at: None,
            })
    );
    assert!(report.problems.contains(&ClusterProblem::MissingSelf {
        page: "https://example.com/en/b".into(),
        at: None,
    }));
    let conflict = report
        .problems
        .iter()
        .find(|p| matches!(p, ClusterProblem::LanguageClaimedTwice { .. }))
        .expect("the two addresses of fr");
    let ClusterProblem::LanguageClaimedTwice {
        hreflang, hrefs, ..
    } = conflict
    else {
        unreachable!()
    };
    assert_eq!(hreflang, "fr");
    assert_eq!(
        hrefs,
        &[
            "https://example.com/fr/c".to_owned(),
            "https://example.com/fr/c2".to_owned()
        ]
    );
    // de/b, fr/c, fr/c2 and the Japanese page are not in the set, so the
    // links to them go unchecked.
    assert_eq!(report.unchecked_links, 4, "{report:?}");
    assert_eq!(report.problem_count as usize, report.problems.len());
    assert!(
        conflict
            .to_string()
            .contains("give each language one address")
    );
}

#[test]
fn the_site_writer_warns_or_refuses_to_publish_a_broken_cluster() {
    let base = BaseUrl::parse("https://example.com/").unwrap();
    let urls = cluster(1).urls().unwrap();

    // Whole clusters: no problem.
    let options = SiteOptions::new(base.clone()).hreflang_clusters(Check::Error);
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    for url in &urls {
        site.write(url).unwrap();
    }
    let (report, _) = site.finish().unwrap();
    assert!(report.warnings.is_empty());

    // One version without alternates takes no part in the check: the links
    // to it are unchecked, not broken.
    let mut broken = urls.clone();
    broken[1] = Url::new(broken[1].loc().clone());
    let options = SiteOptions::new(base.clone()).hreflang_clusters(Check::Warn);
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    for url in &broken {
        site.write(url).unwrap();
    }
    let (report, _) = site.finish().unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);

    // A de page that lists only itself breaks three return links.
    broken[1].push_alternate(alternate("de", "https://example.com/de/p/1"));
    let options = SiteOptions::new(base.clone()).hreflang_clusters(Check::Warn);
    let mut site = SiteWriter::new(MemoryTarget::default(), options);
    for url in &broken {
        site.write(url).unwrap();
    }
    let (report, _) = site.finish().unwrap();
    assert_eq!(report.warnings.len(), 3, "{:?}", report.warnings);
    assert!(
        report.warnings[0]
            .message
            .contains("does not list `https://example.com/")
    );

    // Under Check::Error nothing is published.
    let dir = TempDir::new("hreflang-site").unwrap();
    let target = DirTarget::new(dir.path()).unwrap();
    let options = SiteOptions::new(base).hreflang_clusters(Check::Error);
    let mut site = SiteWriter::new(target, options);
    for url in &broken {
        site.write(url).unwrap();
    }
    let error = site.finish().unwrap_err();
    assert!(
        matches!(error.kind(), SiteErrorKind::Hreflang { count: 3, .. }),
        "{error}"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .filter(|name| !name.to_string_lossy().starts_with('.'))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn clusters_are_checked_across_files() {
    let write = |urls: Vec<Url>| {
        let set = UrlSet::new(urls).unwrap();
        UrlSetWriter::write_document(Vec::new(), &set).unwrap()
    };
    // The English pages in one file, the German ones in another.
    let (mut english, mut german) = (Vec::new(), Vec::new());
    for group in 0..20 {
        let mut versions = Cluster::new();
        for language in ["en", "de"] {
            let href = format!("https://example.com/{language}/{group}");
            versions = versions
                .with_version(
                    Hreflang::parse(language).unwrap(),
                    Href::parse(&href).unwrap(),
                )
                .unwrap();
        }
        let mut urls = versions.urls().unwrap();
        german.push(urls.pop().unwrap());
        english.push(urls.pop().unwrap());
    }
    // One German page forgets its English version.
    german[7] = page(
        german[7].loc().as_str(),
        &[("de", "https://example.com/de/7")],
    );
    let mut check = ClusterCheck::new();
    assert_eq!(check.read_sitemap(write(english).as_slice()).unwrap(), 20);
    assert_eq!(check.read_sitemap(write(german).as_slice()).unwrap(), 20);
    let report = check.finish();
    assert_eq!(report.pages, 40);
    assert_eq!(
        report.problems,
        [ClusterProblem::MissingReturnLink {
            page: "https://example.com/en/7".into(),
            alternate: "https://example.com/de/7".into(),
            hreflang: "de".into(),
            at: None,
            alternate_at: None,
        }]
    );

    // What is not a sitemap is an error, not an empty set.
    let mut check = ClusterCheck::new();
    assert!(
        check
            .read_sitemap(&b"<html><body>hi</body></html>"[..])
            .is_err()
    );
}

#[test]
fn a_shared_x_default_and_pages_added_twice_are_not_problems() {
    // Every post points its x-default at one language chooser, which lists
    // nothing back: the clusters stay apart.
    let mut check = ClusterCheck::new();
    for post in ["hello", "world"] {
        let en = format!("https://example.com/en/{post}");
        let de = format!("https://example.com/de/{post}");
        let versions = [
            ("en", en.as_str()),
            ("de", de.as_str()),
            ("x-default", "https://example.com/choose"),
        ];
        check.add(&page(&en, &versions));
        check.add(&page(&de, &versions));
    }
    // A page added twice, listing itself only the second time.
    check.add(&page(
        "https://example.com/fr/a",
        &[("en", "https://example.com/en/a")],
    ));
    check.add(&page(
        "https://example.com/fr/a",
        &[("fr", "https://example.com/fr/a")],
    ));
    let report = check.finish();
    assert_eq!(report.problems, [], "{report:?}");
    assert_eq!(report.pages, 5);
}

#[test]
fn versions_that_list_neither_each_other_are_named_once_each() {
    // en lists de and fr; de and fr list en back, but not each other.
    let en = "https://example.com/en/";
    let de = "https://example.com/de/";
    let fr = "https://example.com/fr/";
    let mut check = ClusterCheck::new();
    check.add(&page(en, &[("en", en), ("de", de), ("fr", fr)]));
    check.add(&page(de, &[("en", en), ("de", de)]));
    check.add(&page(fr, &[("en", en), ("fr", fr)]));
    let report = check.finish();
    let missing: Vec<_> = report
        .problems
        .iter()
        .map(|problem| match problem {
            ClusterProblem::MissingVersion {
                page,
                version,
                hreflang,
                missing,
                ..
            } => (
                page.as_str(),
                version.as_deref(),
                hreflang.as_deref(),
                *missing,
            ),
            other => panic!("{other}"),
        })
        .collect();
    assert_eq!(
        missing,
        [(de, Some(fr), Some("fr"), 1), (fr, Some(de), Some("de"), 1)]
    );
    assert_eq!(report.problems[0].rule(), "hreflang.all-versions");
    assert!(
        report.problems[0]
            .to_string()
            .contains("does not list `https://example.com/fr/` (`fr`)")
    );

    // A version that lists the page without being listed back is the
    // return link's problem, said once, not also a missing version.
    let mut check = ClusterCheck::new();
    check.add(&page(en, &[("en", en), ("de", de), ("fr", fr)]));
    check.add(&page(de, &[("en", en), ("de", de), ("fr", fr)]));
    check.add(&page(fr, &[("en", en), ("fr", fr)]));
    let report = check.finish();
    let rules: Vec<_> = report.problems.iter().map(ClusterProblem::rule).collect();
    assert_eq!(rules, ["hreflang.return-link"], "{:?}", report.problems);
}

#[test]
fn spellings_of_one_address_are_one_version() {
    // The host's case, the default port, an escape's case and an empty
    // path name the same pages (RFC 3986, 6.2.2 and 6.2.3).
    let mut check = ClusterCheck::new();
    check.add(&page(
        "https://example.com",
        &[
            ("en", "https://EXAMPLE.com/"),
            ("de", "https://example.com:443/d%c3%a9/"),
        ],
    ));
    check.add(&page(
        "https://example.com/d%C3%A9/",
        &[
            ("en", "https://example.com/"),
            ("de", "HTTPS://example.com/d%C3%A9/"),
        ],
    ));
    let report = check.finish();
    assert_eq!(report.pages, 2);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(report.unchecked_links, 0);
}

#[test]
fn a_mistaken_region_is_read_as_iso_spells_it_and_breaks_no_cluster() {
    // `en-UK` is refused by Google's rule, repaired to `en-GB` and said:
    // the link stays, so the cluster is whole.
    let sitemap = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
      <url><loc>https://example.com/uk/</loc>
        <xhtml:link rel="alternate" hreflang="en-UK" href="https://example.com/uk/"/>
        <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/></url>
      <url><loc>https://example.com/de/</loc>
        <xhtml:link rel="alternate" hreflang="en-uk" href="https://example.com/uk/"/>
        <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/"/></url>
    </urlset>"#;
    let mut check = ClusterCheck::new();
    check.read_sitemap(sitemap.as_bytes()).unwrap();
    let report = check.finish();
    assert_eq!(report.pages, 2);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let mut said = Vec::new();
    let mut languages = Vec::new();
    for event in sitemap_core::read::SitemapReader::new(
        sitemap.as_bytes(),
        sitemap_core::read::ReadOptions::strict(),
    ) {
        match event {
            sitemap_core::read::ReadEvent::Url(url) => languages.extend(
                url.alternates()
                    .iter()
                    .map(|a| a.hreflang().as_str().to_owned()),
            ),
            sitemap_core::read::ReadEvent::Diagnostic(d) => said.push((d.rule(), d.to_string())),
            _ => {}
        }
    }
    assert_eq!(languages, ["en-GB", "de", "en-GB", "de"]);
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said.iter()
            .all(|(rule, message)| *rule == "xhtml.hreflang"
                && message.contains("kept with `en-GB`"))
    );
}
