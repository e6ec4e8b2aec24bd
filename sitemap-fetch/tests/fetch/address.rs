//! The address policy on a real server on 127.0.0.1: a public-looking seed
//! (a name pinned to 127.0.0.1, as a hosts entry would) whose robots.txt
//! names loopback, private and metadata addresses in every spelling, and
//! names that resolve to loopback; none is connected to unless the user
//! allows it. Credentials in URLs are never sent, printed or handed out.

use crate::hostile;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use hostile::{index, serve_on_own_port, text, urlset, xml};
use sitemap_core::Loc;
use sitemap_fetch::{FetchEvent, FetchOptions, Fetcher};

fn options() -> FetchOptions {
    FetchOptions::default()
        .first_byte_timeout(Duration::from_secs(5))
        .connect_timeout(Duration::from_secs(2))
        .retries(0, Duration::from_millis(10), Duration::from_millis(10))
        .resolve("public.test", IpAddr::V4(Ipv4Addr::LOCALHOST))
        .resolve("rebind.test", IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// The loopback spellings of the server's port, each with its own path.
fn loopback_spellings(port: &str) -> Vec<String> {
    [
        "127.0.0.1",
        "2130706433",
        "0x7f.1",
        "0177.0.0.1",
        "localhost",
        "rebind.test",
        "[::ffff:127.0.0.1]",
    ]
    .iter()
    .enumerate()
    .map(|(n, host)| format!("http://{host}:{port}/loop-{n}.xml"))
    .collect()
}

fn hostile_robots(port: &str) -> String {
    let mut lines: Vec<String> = loopback_spellings(port);
    lines.extend([
        format!("http://[::1]:{port}/v6.xml"),
        "http://10.0.0.1/private.xml".to_owned(),
        "http://192.168.1.1/router.xml".to_owned(),
        "http://169.254.169.254/latest/meta-data/".to_owned(),
        "http://[fd00:ec2::254]/latest/meta-data/".to_owned(),
    ]);
    lines
        .iter()
        .map(|url| format!("Sitemap: {url}\n"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_looking_seed_cannot_send_the_crawler_to_special_addresses() {
    let server = serve_on_own_port(move |path, port| match path {
        "/robots.txt" => text(hostile_robots(port)),
        _ => xml(urlset(&[format!("http://public.test:{port}/page")])),
    })
    .await;
    let port = server.port.to_string();
    let fetcher = Fetcher::new(options());
    let mut crawl = fetcher.site(Loc::parse(&format!("http://public.test:{port}/")).unwrap());
    let mut refused = Vec::new();
    let mut urls = 0;
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::File(file) => {
                let failure = file.failure.expect("every file is refused");
                assert_eq!(failure.kind(), "address-refused", "{}: {failure}", file.url);
                refused.push((file.url.to_string(), failure.to_string()));
            }
            FetchEvent::Url { .. } => urls += 1,
            _ => {}
        }
    }
    assert_eq!(urls, 0);
    assert_eq!(refused.len(), 12, "{refused:#?}");
    // Nothing but the seed's robots.txt reached the server.
    assert_eq!(server.paths(), ["/robots.txt"]);
    let says = |host: &str| {
        refused
            .iter()
            .find(|(url, _)| url.contains(host))
            .map(|(_, message)| message.clone())
            .unwrap()
    };
    assert!(
        says("2130706433").contains("127.0.0.1 is a loopback"),
        "{}",
        says("2130706433")
    );
    assert!(says("rebind.test").contains("rebind.test resolves to 127.0.0.1"));
    assert!(says("localhost").contains("loopback"));
    assert!(says("169.254.169.254").contains("link-local"));
    assert!(says("fd00:ec2").contains("unique-local"));
    assert!(says("10.0.0.1").contains("private"));
    assert!(says("2130706433").contains("--allow-private-addresses"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_user_may_allow_special_addresses() {
    let server = serve_on_own_port(move |path, port| match path {
        "/robots.txt" => text(
            loopback_spellings(port)
                .iter()
                .map(|url| format!("Sitemap: {url}\n"))
                .collect(),
        ),
        _ => xml(urlset(&[format!("http://public.test:{port}/page")])),
    })
    .await;
    let port = server.port.to_string();
    let fetcher = Fetcher::new(
        options()
            .allow_private_addresses(true)
            .keep_foreign_entries(true),
    );
    let mut crawl = fetcher.site(Loc::parse(&format!("http://public.test:{port}/")).unwrap());
    let mut read = 0;
    while let Some(event) = crawl.next().await {
        if let FetchEvent::File(file) = event {
            assert!(file.failure.is_none(), "{}: {:?}", file.url, file.failure);
            read += 1;
        }
    }
    assert_eq!(read, loopback_spellings(&port).len());
    for n in 0..read {
        assert_eq!(server.count(&format!("/loop-{n}.xml")), 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seed_on_a_special_address_is_the_users_to_ask_for_but_not_its_other_ports() {
    let server = serve_on_own_port(move |path, port| {
        match path {
            // The robots.txt of the seed names another port of its host.
            "/robots.txt" => text("Sitemap: http://127.0.0.1:9/x.xml\n".to_owned()),
            _ => xml(urlset(&[format!("http://127.0.0.1:{port}/page")])),
        }
    })
    .await;
    let fetcher = Fetcher::new(options());
    let mut crawl = fetcher.urls([
        Loc::parse(&format!("{}/", server.base)).unwrap(),
        Loc::parse(&format!("{}/sitemap.xml", server.base)).unwrap(),
    ]);
    let mut failures = Vec::new();
    let mut urls = 0;
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::File(file) => {
                failures.push((file.url.to_string(), file.failure.map(|f| f.kind())))
            }
            FetchEvent::Url { .. } => urls += 1,
            _ => {}
        }
    }
    failures.sort();
    assert_eq!(
        failures,
        [
            (format!("{}/sitemap.xml", server.base), None),
            (
                "http://127.0.0.1:9/x.xml".to_owned(),
                Some("address-refused".to_owned())
            ),
        ]
    );
    assert_eq!(urls, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_are_never_sent_printed_or_handed_out() {
    let server = serve_on_own_port(move |path, port| match path {
        "/index.xml" => xml(index(&[format!(
            "http://bob:hunter2@public.test:{port}/part.xml"
        )])),
        "/part.xml" => xml(format!(
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
             xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" \
             xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\
             <url><loc>http://carol:pw42@public.test:{port}/page</loc>\
             <image:image><image:loc>http://dave:imgpw@public.test:{port}/a.png</image:loc></image:image>\
             <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"http://erin:altpw@public.test:{port}/de\"/>\
             </url></urlset>"
        )),
        _ => None,
    })
    .await;
    let port = server.port.to_string();
    let seed = Loc::parse(&format!("http://alice:s3cret@public.test:{port}/index.xml")).unwrap();
    let fetcher = Fetcher::new(options());
    let mut crawl = fetcher.sitemaps([seed]);
    let mut printed = String::new();
    let mut urls = Vec::new();
    while let Some(event) = crawl.next().await {
        printed.push_str(&format!("{event:?}\n"));
        if let FetchEvent::Url { url, from } = &event {
            urls.push((url.loc().to_string(), from.sitemap.to_string()));
        }
        if let FetchEvent::File(file) = &event {
            printed.push_str(&format!("{} {}\n", file.url, file.final_url));
        }
    }
    assert_eq!(
        urls,
        [(
            format!("http://carol:***@public.test:{port}/page"),
            format!("http://bob:***@public.test:{port}/part.xml")
        )]
    );
    assert!(printed.contains(&format!("http://alice:***@public.test:{port}/index.xml")));
    for secret in ["s3cret", "hunter2", "pw42", "imgpw", "altpw"] {
        assert!(!printed.contains(secret), "{secret} in:\n{printed}");
    }
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    for request in requests {
        let all = format!("{} {}", request.line, request.headers.join(" ")).to_lowercase();
        for secret in ["s3cret", "hunter2", "alice", "bob", "authorization"] {
            assert!(!all.contains(secret), "{secret} sent: {all}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_index_listing_special_addresses_reaches_none_of_them() {
    // The index lists every spelling as a sitemap: each is another site,
    // so the crawl asks its robots.txt whether it vouches for it, and the
    // address policy refuses that too. Nothing but the index is fetched.
    let server = serve_on_own_port(move |path, port| match path {
        "/index.xml" => {
            let mut listed = loopback_spellings(port);
            listed.push(format!("http://[::1]:{port}/v6.xml"));
            listed.push("http://169.254.169.254/latest/meta-data/".to_owned());
            xml(index(&listed))
        }
        _ => xml(urlset(&[format!("http://public.test:{port}/page")])),
    })
    .await;
    let port = server.port.to_string();
    let fetcher = Fetcher::new(options());
    let mut crawl =
        fetcher.sitemaps([Loc::parse(&format!("http://public.test:{port}/index.xml")).unwrap()]);
    let (mut skipped, mut robots_refused, mut read) = (0, 0, 0);
    while let Some(event) = crawl.next().await {
        match event {
            FetchEvent::Skipped { reason, .. } => {
                // Skipped for what happened to the robots.txt that could
                // have vouched for it.
                assert_eq!(reason.kind(), "off-site");
                assert!(reason.to_string().contains("not connected"), "{reason}");
                skipped += 1;
            }
            FetchEvent::Robots { failure, .. } => {
                assert_eq!(
                    failure.map(|f| f.kind()).as_deref(),
                    Some("address-refused")
                );
                robots_refused += 1;
            }
            FetchEvent::File(file) => {
                assert!(file.failure.is_none());
                read += 1;
            }
            _ => {}
        }
    }
    assert_eq!(read, 1);
    assert_eq!(skipped, 9);
    // One robots.txt asked for each site; 127.0.0.1, 2130706433, 0x7f.1,
    // 0177.0.0.1 and ::ffff:127.0.0.1 are one site (the same address and
    // port), localhost, rebind.test, [::1] and the metadata address four
    // more.
    assert_eq!(robots_refused, 5);
    assert_eq!(server.paths(), ["/index.xml"]);
}
