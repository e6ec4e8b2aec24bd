//! The origin policy on real servers: two sites on 127.0.0.1 (two ports are
//! two sites), indexes and redirects that point from one to the other,
//! robots.txt files that vouch or do not, and the user's allowance.

use crate::hostile;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use hostile::{Reply, Server, Slots, index, serve, text, urlset, xml};
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher, Skip, Summary};

/// Both sites are on 127.0.0.1, which the address policy refuses but for
/// the seeds' own ports: these tests are about origins, so it is allowed.
fn options() -> FetchOptions {
    FetchOptions::default()
        .allow_private_addresses(true)
        .first_byte_timeout(Duration::from_secs(5))
        .retries(0, Duration::from_millis(10), Duration::from_millis(10))
}

/// What a crawl handed out and said.
#[derive(Default, Debug)]
struct Seen {
    urls: Vec<(String, String, bool)>,
    files: Vec<(String, Option<String>, u64, u64)>,
    skipped: Vec<(String, Skip)>,
    redirects: Vec<(String, String, bool)>,
    diagnostics: Vec<(String, &'static str)>,
    summary: Summary,
}

async fn crawl(fetcher: &Fetcher, urls: &[String]) -> Seen {
    let mut crawl = fetcher.urls(urls.iter().map(|u| Loc::parse(u).unwrap()));
    let mut seen = Seen::default();
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Url { url, from } => seen.urls.push((
                url.loc().to_string(),
                from.sitemap.to_string(),
                from.foreign,
            )),
            FetchEvent::File(file) => seen.files.push((
                file.url.to_string(),
                file.failure.as_ref().map(|f| f.kind()),
                file.entries,
                file.foreign,
            )),
            FetchEvent::Skipped { url, reason, .. } => seen.skipped.push((url.to_string(), reason)),
            FetchEvent::Redirect {
                from,
                to,
                leaves_site,
                ..
            } => seen
                .redirects
                .push((from.to_string(), to.to_string(), leaves_site)),
            FetchEvent::Diagnostic { file, diagnostic } => {
                seen.diagnostics.push((file.to_string(), diagnostic.rule()))
            }
            FetchEvent::Done(summary) => seen.summary = summary,
            _ => {}
        }
    }
    seen.urls.sort();
    seen
}

/// Site A and site B, each knowing the other's base.
///
/// - A's robots.txt names `B/for-a.xml`; A has `/index.xml` (its own
///   `/own.xml`, then B's `/vouched.xml` and `/other.xml`) and `/moved.xml`,
///   a redirect to `B/unnamed.xml`.
/// - B's robots.txt names only `B/vouched.xml`; `for-a.xml`, `unnamed.xml`
///   and `other.xml` list A's pages, `vouched.xml` lists B's.
async fn two_sites() -> (Server, Server) {
    let slots = Slots::default();
    let a_slots = slots.clone();
    let a = serve(move |path| {
        let (a, b) = (a_slots.get("a"), a_slots.get("b"));
        match path {
            "/robots.txt" => text(format!("User-agent: *\nSitemap: {b}/for-a.xml\n")),
            "/index.xml" => xml(index(&[
                format!("{a}/own.xml"),
                format!("{b}/vouched.xml"),
                format!("{b}/other.xml"),
            ])),
            "/own.xml" => xml(urlset(&[format!("{a}/own/1")])),
            "/moved.xml" => Some(Reply::Redirect(301, format!("{b}/unnamed.xml"))),
            _ => None,
        }
    })
    .await;
    let b_slots = slots.clone();
    let b = serve(move |path| {
        let (a, b) = (b_slots.get("a"), b_slots.get("b"));
        match path {
            "/robots.txt" => text(format!("Sitemap: {b}/vouched.xml\n")),
            "/for-a.xml" | "/unnamed.xml" | "/other.xml" => {
                xml(urlset(&[format!("{a}/page/1"), format!("{a}/page/2")]))
            }
            "/vouched.xml" => xml(urlset(&[format!("{b}/b-page")])),
            _ => None,
        }
    })
    .await;
    slots.set("a", a.base.clone());
    slots.set("b", b.base.clone());
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cross_submission_lets_a_file_elsewhere_list_a_sites_urls_and_other_entries_are_left_out() {
    let (a, b) = two_sites().await;
    let starts = [format!("{}/", a.base), format!("{}/unnamed.xml", b.base)];
    let seen = crawl(&Fetcher::new(options()), &starts).await;
    // A's robots.txt names B/for-a.xml: its entries are A's to give. The
    // same entries in B/unnamed.xml, which nobody named, are foreign.
    assert_eq!(
        seen.urls,
        [
            (
                format!("{}/page/1", a.base),
                format!("{}/for-a.xml", b.base),
                false
            ),
            (
                format!("{}/page/2", a.base),
                format!("{}/for-a.xml", b.base),
                false
            ),
        ]
    );
    let unnamed = seen
        .files
        .iter()
        .find(|file| file.0.ends_with("/unnamed.xml"))
        .unwrap();
    assert_eq!(
        (unnamed.2, unnamed.3),
        (0, 2),
        "no entry handed out, two foreign"
    );
    assert_eq!(seen.summary.foreign, 2);
    assert_eq!(seen.diagnostics, Vec::<(String, &str)>::new());

    // Kept when asked, and marked.
    let keep = Fetcher::new(options().keep_foreign_entries(true));
    let seen = crawl(&keep, &starts).await;
    let foreign: Vec<_> = seen.urls.iter().filter(|url| url.2).collect();
    assert_eq!(seen.urls.len(), 4);
    assert_eq!(foreign.len(), 2);
    assert!(foreign.iter().all(|url| url.1.ends_with("/unnamed.xml")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_index_follows_its_own_site_and_what_a_robots_txt_vouches_for() {
    let (a, b) = two_sites().await;
    let seen = crawl(&Fetcher::new(options()), &[format!("{}/index.xml", a.base)]).await;
    let urls: std::collections::BTreeSet<&str> =
        seen.urls.iter().map(|url| url.0.as_str()).collect();
    let own = format!("{}/own/1", a.base);
    let vouched = format!("{}/b-page", b.base);
    assert_eq!(urls, [own.as_str(), vouched.as_str()].into());
    let host = b.base.strip_prefix("http://").unwrap().to_owned();
    assert_eq!(
        seen.skipped,
        [(format!("{}/other.xml", b.base), Skip::OffSite { host })]
    );
    // B was asked for its robots.txt once, and for the sitemap it vouches
    // for; never for the other.
    assert_eq!(b.paths(), ["/robots.txt", "/vouched.xml"]);
    assert!(seen.skipped[0].1.to_string().contains("--allow-host"));
    assert_eq!(seen.summary.skips.get("off-site"), Some(&1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redirect_to_another_site_obeys_the_same_policy_and_the_users_allowance() {
    let (a, b) = two_sites().await;
    let moved = [format!("{}/moved.xml", a.base)];
    let seen = crawl(&Fetcher::new(options()), &moved).await;
    assert_eq!(
        seen.redirects,
        [(moved[0].clone(), format!("{}/unnamed.xml", b.base), true)]
    );
    assert_eq!(seen.urls, Vec::new());
    assert!(
        matches!(&seen.skipped[..], [(url, Skip::OffSite { .. })] if url.ends_with("/unnamed.xml"))
    );
    assert_eq!(b.count("/unnamed.xml"), 0);

    // Allowed by the user: followed, and a file on an allowed host may
    // list the crawled site's pages.
    let host = b.base.strip_prefix("http://").unwrap();
    let allowed = Fetcher::new(options().allow_host(host));
    let seen = crawl(&allowed, &moved).await;
    assert_eq!(seen.urls.len(), 2, "{seen:?}");
    assert!(seen.urls.iter().all(|url| !url.2));
    assert_eq!(b.count("/unnamed.xml"), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn www_and_either_scheme_are_one_site() {
    let slots = Slots::default();
    let route_slots = slots.clone();
    let server = serve(move |path| {
        let port = route_slots.get("port");
        match path {
            "/index.xml" => xml(index(&[format!("http://www.site.test:{port}/part.xml")])),
            "/part.xml" => xml(urlset(&[format!("http://site.test:{port}/page")])),
            _ => None,
        }
    })
    .await;
    slots.set("port", server.port.to_string());
    let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let options = options()
        .resolve("site.test", loopback)
        .resolve("www.site.test", loopback);
    let seen = crawl(
        &Fetcher::new(options),
        &[format!("http://site.test:{}/index.xml", server.port)],
    )
    .await;
    assert_eq!(seen.skipped, Vec::new());
    assert_eq!(seen.urls.len(), 1);
    assert!(!seen.urls[0].2, "not foreign");
    assert_eq!(seen.summary.foreign, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sitemap_waiting_for_a_robots_txt_the_crawl_reads_anyway_is_decided_by_it() {
    // B is given as a site, and its robots.txt is slow; meanwhile an index
    // of A lists a sitemap on B. It waits for that same robots.txt, which
    // names nothing, and is then skipped and said: never lost.
    let slots = Slots::default();
    let a_slots = slots.clone();
    let a = serve(move |path| match path {
        "/index.xml" => xml(index(&[format!("{}/x.xml", a_slots.get("b"))])),
        _ => None,
    })
    .await;
    let b = serve(|path| match path {
        "/robots.txt" => Some(Reply::Trickle {
            total: 3,
            every: Duration::from_millis(150),
        }),
        _ => None,
    })
    .await;
    slots.set("b", b.base.clone());
    let seen = crawl(
        &Fetcher::new(options()),
        &[format!("{}/", b.base), format!("{}/index.xml", a.base)],
    )
    .await;
    assert!(
        matches!(&seen.skipped[..], [(url, Skip::OffSite { .. })] if url.ends_with("/x.xml")),
        "{seen:?}"
    );
    assert_eq!(b.count("/robots.txt"), 1);
    assert_eq!(b.count("/x.xml"), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sitemap_waiting_for_a_robots_txt_a_budget_skipped_is_skipped_for_that_budget() {
    // X is given as a site, but the bytes budget runs out on A's index
    // first: X's robots.txt is never fetched, and the sitemap on X the
    // index listed, waiting for it, is skipped for the same budget.
    let slots = Slots::default();
    let a_slots = slots.clone();
    let a = serve(move |path| match path {
        "/index.xml" => xml(index(&[format!("{}/a.xml", a_slots.get("x"))])),
        _ => None,
    })
    .await;
    let x = serve(|_| None).await;
    slots.set("x", x.base.clone());
    let index_len = index(&[format!("{}/a.xml", x.base)]).len() as u64;
    let fetcher = Fetcher::new(options().concurrency(1).max_bytes(index_len));
    let seen = crawl(
        &fetcher,
        &[format!("{}/index.xml", a.base), format!("{}/", x.base)],
    )
    .await;
    let skipped: Vec<(&str, String)> = seen
        .skipped
        .iter()
        .map(|(url, reason)| (url.rsplit('/').next().unwrap(), reason.kind()))
        .collect();
    assert!(
        skipped.contains(&("a.xml", "budget-bytes".to_owned())),
        "{seen:?}"
    );
    assert_eq!(x.paths(), Vec::<String>::new());
}
