use crate::Loc;
use crate::read::{DocumentKind, Format, ReadEvent, ReadOptions, SitemapReader};
use crate::{IndexReader, UrlSetReader};

/// `(loc, lastmod)` of each entry and `(line, rule)` of each diagnostic.
type Read = (Vec<(String, Option<String>)>, Vec<(u64, &'static str)>);

fn read(feed: &str, options: ReadOptions) -> Read {
    let mut entries = Vec::new();
    let mut found = Vec::new();
    let mut reader = SitemapReader::new(feed.as_bytes(), options);
    for event in &mut reader {
        match event {
            ReadEvent::Url(url) => entries.push((
                url.loc().to_string(),
                url.lastmod().map(|lastmod| lastmod.to_string()),
            )),
            ReadEvent::Diagnostic(d) => found.push((d.line(), d.rule())),
            other => panic!("unexpected {other:?}"),
        }
    }
    (entries, found)
}

fn entry(loc: &str, lastmod: Option<&str>) -> (String, Option<String>) {
    (loc.to_owned(), lastmod.map(str::to_owned))
}

const RSS: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Example &amp; news</title>
    <link>https://example.com/</link>
    <atom:link href="https://example.com/feed" rel="self"/>
    <image><url>https://example.com/logo.png</url><link>https://example.com/</link></image>
    <item>
      <title>First</title>
      <link>https://example.com/first?a=1&amp;b=2</link>
      <pubDate>Sat, 07 Sep 2002 09:42:31 GMT</pubDate>
      <description><![CDATA[<p>HTML <a href="https://example.com/x">inside</a></p>]]></description>
    </item>
    <item>
      <guid isPermaLink="true">https://example.com/second</guid>
      <dc:date>2024-02-05T10:00:00+01:00</dc:date>
    </item>
    <item>
      <guid isPermaLink="false">tag:example.com,2024:3</guid>
      <title>No link</title>
    </item>
    <item>
      <link>https://example.com/fourth</link>
      <pubDate>the fifth of May</pubDate>
    </item>
    <item>
      <link>https://example.com/fifth</link>
      <pubDate>Mon, 05 Feb 2024 10:00:00</pubDate>
    </item>
  </channel>
</rss>"#;

#[test]
fn rss_items_become_entries_with_their_links_and_dates() {
    let mut reader = SitemapReader::new(RSS.as_bytes(), ReadOptions::strict());
    assert_eq!(reader.format(), Some(Format::Rss));
    assert_eq!(reader.kind(), Some(DocumentKind::UrlSet));
    let (entries, found) = read(RSS, ReadOptions::lenient());
    assert_eq!(
        entries,
        [
            entry(
                "https://example.com/first?a=1&b=2",
                Some("2002-09-07T09:42:31+00:00")
            ),
            entry(
                "https://example.com/second",
                Some("2024-02-05T10:00:00+01:00")
            ),
            entry("https://example.com/fourth", None),
            entry("https://example.com/fifth", Some("2024-02-05")),
        ]
    );
    // The item without a link, the date that is none, the date without a
    // zone: each where it stands.
    assert_eq!(
        found,
        [(18, "feed.link"), (24, "feed.date"), (28, "feed.date")]
    );
}

#[test]
fn a_feed_is_valid_in_strict_mode_and_only_its_faults_are_errors() {
    let clean = r#"<rss version="2.0"><channel>
<item><link>https://example.com/a</link><pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item>
</channel></rss>"#;
    let mut reader = SitemapReader::new(clean.as_bytes(), ReadOptions::strict());
    assert_eq!(reader.by_ref().count(), 1);
    assert_eq!((reader.error_count(), reader.warning_count()), (0, 0));

    let mut reader = SitemapReader::new(RSS.as_bytes(), ReadOptions::strict());
    let _ = reader.by_ref().count();
    assert_eq!(reader.error_count(), 3);
}

#[test]
fn rss_1_items_take_their_link_or_about_and_their_dublin_core_date() {
    let rdf = r#"<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
         xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://example.com/feed.rdf">
    <title>Example</title>
    <link>https://example.com/</link>
    <items><rdf:Seq><rdf:li resource="https://example.com/a"/></rdf:Seq></items>
  </channel>
  <item rdf:about="https://example.com/a">
    <title>A</title>
    <link>https://example.com/a.html</link>
    <dc:date>2003-06-10T04:00:00Z</dc:date>
  </item>
  <item rdf:about="https://example.com/b">
    <title>B</title>
  </item>
</rdf:RDF>"#;
    let mut reader = SitemapReader::new(rdf.as_bytes(), ReadOptions::strict());
    assert_eq!(reader.format(), Some(Format::RssRdf));
    let (entries, found) = read(rdf, ReadOptions::strict());
    assert_eq!(
        entries,
        [
            entry("https://example.com/a.html", Some("2003-06-10T04:00:00Z")),
            entry("https://example.com/b", None),
        ]
    );
    assert_eq!(found, []);
}

const ATOM: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/blog/">
  <title>Example</title>
  <link href="https://example.com/blog/"/>
  <link rel="self" href="https://example.com/blog/feed.atom"/>
  <updated>2024-03-01T12:00:00Z</updated>
  <entry>
    <title>Relative</title>
    <link rel="self" href="https://example.com/api/1"/>
    <link rel="alternate" type="text/html" href="posts/one"/>
    <published>2024-01-01T00:00:00Z</published>
    <updated>2024-02-01T00:00:00Z</updated>
  </entry>
  <entry xml:base="https://other.example.com/">
    <link href="two"/>
    <published>2024-01-02</published>
  </entry>
  <entry>
    <link rel="enclosure" href="https://example.com/audio.mp3"/>
    <updated>2024-01-03T00:00:00Z</updated>
  </entry>
</feed>"#;

#[test]
fn atom_entries_take_their_alternate_link_resolved_against_the_base() {
    let mut reader = SitemapReader::new(ATOM.as_bytes(), ReadOptions::strict());
    assert_eq!(reader.format(), Some(Format::Atom));
    let (entries, found) = read(ATOM, ReadOptions::lenient());
    assert_eq!(
        entries,
        [
            entry(
                "https://example.com/blog/posts/one",
                Some("2024-02-01T00:00:00Z")
            ),
            entry("https://other.example.com/two", Some("2024-01-02")),
        ]
    );
    // The second entry is on another host, which one sitemap may not list.
    assert_eq!(found, [(14, "loc.host"), (18, "feed.link")]);
}

#[test]
fn relative_links_resolve_against_the_feeds_url_when_it_is_known() {
    let atom = r#"<feed xmlns="http://www.w3.org/2005/Atom">
<entry><link href="/post/1"/></entry>
</feed>"#;
    let (entries, found) = read(atom, ReadOptions::strict());
    assert_eq!(entries, []);
    assert_eq!(found, [(2, "loc.relative")]);
    // With a link of its own, the feed's site is known.
    let linked = r#"<feed xmlns="http://www.w3.org/2005/Atom">
<link rel="self" href="https://feeds.example.net/x.atom"/>
<link href="https://example.org/blog/"/>
<entry><link href="post/1"/></entry>
</feed>"#;
    let (entries, found) = read(linked, ReadOptions::lenient());
    assert_eq!(entries, [entry("https://example.org/blog/post/1", None)]);
    assert_eq!(found, [(4, "loc.relative")]);
    let published =
        ReadOptions::strict().published_at(Loc::parse("https://example.com/feed.atom").unwrap());
    let (entries, found) = read(atom, published);
    assert_eq!(entries, [entry("https://example.com/post/1", None)]);
    assert_eq!(found, []);

    // RSS links are absolute by its specification: a relative one is
    // resolved, and reported.
    let rss = "<rss><channel><item><link>/post/1</link></item></channel></rss>";
    let published =
        ReadOptions::lenient().published_at(Loc::parse("https://example.com/rss").unwrap());
    let (entries, found) = read(rss, published);
    assert_eq!(entries, [entry("https://example.com/post/1", None)]);
    assert_eq!(found, [(1, "loc.relative")]);

    // Without the feed's URL, against the channel's own link, and said;
    // the feed's URL still comes first when it is given.
    let rss = "<rss version=\"2.0\"><channel><title>t</title>\n\
               <link>https://blog.example.org/home/</link>\n\
               <item><link>post/2</link></item>\n\
               <item><link>https://blog.example.org/abs</link></item></channel></rss>";
    let (entries, found) = read(rss, ReadOptions::lenient());
    assert_eq!(
        entries,
        [
            entry("https://blog.example.org/home/post/2", None),
            entry("https://blog.example.org/abs", None)
        ]
    );
    assert_eq!(found, [(3, "loc.relative")]);
    let published =
        ReadOptions::lenient().published_at(Loc::parse("https://example.com/feeds/rss").unwrap());
    let (entries, _) = read(rss, published);
    assert_eq!(entries[0], entry("https://example.com/feeds/post/2", None));
    // A channel without a link of its own: the entry is lost, and said.
    let rss = "<rss version=\"2.0\"><channel><item><link>post/2</link></item></channel></rss>";
    let (entries, found) = read(rss, ReadOptions::lenient());
    assert_eq!(entries, []);
    assert_eq!(found, [(1, "loc.relative")]);
}

#[test]
fn a_feed_without_items_lists_nothing_and_says_so() {
    for (feed, format) in [
        (
            "<rss version=\"2.0\"><channel><title>t</title></channel></rss>",
            Format::Rss,
        ),
        (
            "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title></feed>",
            Format::Atom,
        ),
    ] {
        let mut reader = SitemapReader::new(feed.as_bytes(), ReadOptions::lenient());
        assert_eq!(reader.format(), Some(format));
        let (entries, found) = read(feed, ReadOptions::lenient());
        assert_eq!(entries, []);
        assert_eq!(found, [(1, "entries.none")]);
    }
}

#[test]
fn a_feed_is_a_sitemap_of_urls_never_an_index() {
    let mut urls = UrlSetReader::new(RSS.as_bytes());
    assert!(urls.next().is_some_and(|url| url.is_ok()));
    let mut index = IndexReader::new(RSS.as_bytes());
    let error = index
        .next()
        .expect("an error")
        .expect_err("a feed is no index");
    assert_eq!(error.rule(), "root");
    assert!(error.to_string().contains("a feed (<rss>)"), "{error}");
}

#[test]
fn a_fault_inside_an_item_costs_that_item_alone_in_lenient_mode() {
    let rss = r#"<rss version="2.0"><channel>
<item><link>https://example.com/a</link></item>
<item><link>https://example.com/b</link><title a="1" a="2">x</title></item>
<item><link>https://example.com/c</link></item>
</channel></rss>"#;
    let (entries, found) = read(rss, ReadOptions::lenient());
    let locs: Vec<_> = entries.iter().map(|(loc, _)| loc.as_str()).collect();
    assert_eq!(locs, ["https://example.com/a", "https://example.com/c"]);
    assert!(found.contains(&(3, "xml.syntax")), "{found:?}");
    // Strict mode reads on as well: the fault is an error there.
    let (entries, found) = read(rss, ReadOptions::strict());
    assert_eq!(entries.len(), 2);
    assert_eq!(found, [(3, "xml.syntax")]);
}

#[test]
fn other_roots_are_still_no_sitemap() {
    for document in [
        "<feed><entry><link href=\"https://example.com/\"/></entry></feed>",
        "<RDF><item><link>https://example.com/</link></item></RDF>",
        "<channel><item><link>https://example.com/</link></item></channel>",
    ] {
        let (entries, found) = read(document, ReadOptions::lenient());
        assert_eq!(entries, [], "{document}");
        assert_eq!(found, [(1, "root")], "{document}");
    }
}

#[test]
fn a_link_with_a_scheme_of_its_own_is_never_resolved() {
    let atom = r#"<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/">
<entry><link href="mailto:someone@example.com"/></entry>
<entry><link href="ftp://example.com/file"/></entry>
<entry><link href="posts/1"/></entry>
</feed>"#;
    let (entries, found) = read(atom, ReadOptions::lenient());
    assert_eq!(entries, [entry("https://example.com/posts/1", None)]);
    let rules: Vec<&str> = found.iter().map(|(_, rule)| *rule).collect();
    assert_eq!(rules.len(), 2, "{found:?}");
    assert!(
        rules.iter().all(|rule| rule.starts_with("loc.")),
        "{found:?}"
    );
}

#[test]
fn a_links_own_base_resolves_against_the_feeds() {
    let atom = r#"<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/blog/">
<entry><link xml:base="sub/" href="post"/></entry>
</feed>"#;
    let (entries, found) = read(atom, ReadOptions::strict());
    assert_eq!(entries, [entry("https://example.com/blog/sub/post", None)]);
    assert_eq!(found, []);
}

/// Each fault in `faults` between or inside items of a five-item feed:
/// the items it does not touch are all read.
fn items_around(fault: &str, atom: bool) -> Read {
    let item = |n: usize| {
        if atom {
            format!("<entry><title>{n}</title><link href=\"https://example.com/{n}\"/></entry>\n")
        } else {
            format!("<item><title>{n}</title><link>https://example.com/{n}</link></item>\n")
        }
    };
    let mut body: String = (0..2).map(item).collect();
    body.push_str(fault);
    body.extend((2..5).map(item));
    let feed = if atom {
        format!("<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title>\n{body}</feed>")
    } else {
        format!("<rss version=\"2.0\"><channel><title>t</title>\n{body}</channel></rss>")
    };
    read(&feed, ReadOptions::lenient())
}

#[test]
fn an_unclosed_element_among_items_costs_no_item() {
    for atom in [false, true] {
        let item = if atom { "entry" } else { "item" };
        for fault in [
            "<br>\n".to_owned(),
            format!("<{item}><title>open</title>\n"),
            format!("<{item}><title>unclosed\n"),
            format!("<{item}><category>a<b>deep\n"),
            "<wrong><deeper>\n".to_owned(),
        ] {
            let (entries, found) = items_around(&fault, atom);
            let locs: Vec<&str> = entries.iter().map(|(loc, _)| loc.as_str()).collect();
            assert_eq!(
                locs,
                (0..5)
                    .map(|n| format!("https://example.com/{n}"))
                    .collect::<Vec<_>>(),
                "{fault:?} in {}: {found:?}",
                if atom { "Atom" } else { "RSS" },
            );
            // Each fault is reported on its line (4), or where the next
            // item ends what it left open (5); never silently.
            assert!(!found.is_empty(), "{fault:?}");
            assert!(
                found.iter().all(|(line, _)| (4..=5).contains(line)),
                "{fault:?}: {found:?}"
            );
        }
    }
}

#[test]
fn an_entry_quoted_inside_an_element_of_another_namespace_is_its_content() {
    // GData's `gd:entryLink` holds a whole Atom entry: it is no next entry.
    let feed = r#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
<entry><link href="https://example.com/1"/><gd:entryLink><entry><link href="https://example.com/quoted"/></entry></gd:entryLink></entry>
<entry><link href="https://example.com/2"/></entry>
</feed>"#;
    let (entries, found) = read(feed, ReadOptions::strict());
    let locs: Vec<&str> = entries.iter().map(|(loc, _)| loc.as_str()).collect();
    assert_eq!(locs, ["https://example.com/1", "https://example.com/2"]);
    assert_eq!(found, []);
}
