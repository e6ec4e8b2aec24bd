//! `lastmod.stamped` in `sitemap validate`: a set whose `lastmod`s are the
//! build's time, not each page's.

use std::path::PathBuf;
use std::time::{Duration, UNIX_EPOCH};

use crate::common::sitemap;

/// A folder of its own for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sitemap-stamped-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `<urlset>` of `count` pages, page `n` dated `lastmod(n)`.
fn urlset(count: usize, lastmod: impl Fn(usize) -> String) -> String {
    let mut xml = String::from(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#);
    for n in 0..count {
        xml.push_str(&format!(
            "\n<url><loc>https://example.com/p/{n}</loc><lastmod>{}</lastmod></url>",
            lastmod(n)
        ));
    }
    xml + "\n</urlset>\n"
}

/// `sitemap validate --format json FILE`, with its `lastmod.stamped`
/// messages.
fn stamped(path: &std::path::Path) -> (i32, Vec<String>) {
    let run = sitemap(
        &["validate", "--format", "json", path.to_str().unwrap()],
        None,
    );
    let messages = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|finding| finding["rule"] == "lastmod.stamped")
        .map(|finding| {
            assert_eq!(finding["severity"], "warning");
            finding["message"].as_str().unwrap().to_owned()
        })
        .collect();
    (run.code, messages)
}

#[test]
fn two_hundred_urls_stamped_in_one_minute_are_flagged() {
    let dir = scratch("minute");
    let path = dir.join("sitemap.xml");
    // The seconds differ, the minute does not: a build writing its clock
    // as it goes.
    let xml = urlset(200, |n| format!("2024-05-01T10:00:{:02}+02:00", n % 60));
    std::fs::write(&path, xml).unwrap();
    let (code, messages) = stamped(&path);
    assert_eq!(code, 0, "a warning");
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].starts_with(
            "200 of the 200 URLs whose lastmod has a time share the minute of \
             `2024-05-01T10:00:00+02:00`: that is when the sitemap was built"
        ),
        "{}",
        messages[0]
    );
    assert!(
        messages[0].contains("`sitemap generate --lastmod content`"),
        "{}",
        messages[0]
    );
    // People see where: the first URL of that minute.
    let human = sitemap(&["validate", path.to_str().unwrap()], None);
    assert!(
        human.stdout.contains("warning[lastmod.stamped]"),
        "{}",
        human.stdout
    );
    assert!(human.stdout.contains("sitemap.xml:2:"), "{}", human.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn varied_times_and_dates_alone_are_not_flagged() {
    let dir = scratch("varied");
    let varied = dir.join("varied.xml");
    std::fs::write(
        &varied,
        urlset(200, |n| {
            format!(
                "2024-{:02}-{:02}T{:02}:{:02}:00Z",
                n % 12 + 1,
                n % 28 + 1,
                n % 24,
                n % 60
            )
        }),
    )
    .unwrap();
    assert_eq!(stamped(&varied), (0, Vec::new()));
    // A site dated to the day shares days honestly, and midnight to the
    // second is how many tools write a day.
    for (name, value) in [
        ("dates.xml", "2024-05-01"),
        ("midnight.xml", "2024-05-01T00:00:00Z"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, urlset(200, |_| value.to_owned())).unwrap();
        assert_eq!(stamped(&path), (0, Vec::new()), "{name}");
    }
    // 89% in one minute is under the threshold.
    let under = dir.join("under.xml");
    std::fs::write(
        &under,
        urlset(200, |n| {
            if n < 178 {
                "2024-05-01T10:00:00Z".to_owned()
            } else {
                format!("2023-01-{:02}T08:{:02}:00Z", n - 170, n - 170)
            }
        }),
    )
    .unwrap();
    assert_eq!(stamped(&under), (0, Vec::new()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_lastmod_at_the_files_own_time_is_flagged() {
    let dir = scratch("mtime");
    let path = dir.join("sitemap.xml");
    // Twenty pages, too few to show a shared minute, all dated within the
    // minute before the file was written.
    std::fs::write(
        &path,
        urlset(20, |n| format!("2024-05-01T09:59:{:02}Z", 30 + n)),
    )
    .unwrap();
    let set_time = |seconds: u64| {
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(UNIX_EPOCH + Duration::from_secs(seconds))
            .unwrap();
    };
    // 2024-05-01T10:00:05Z.
    set_time(1_714_557_605);
    let (code, messages) = stamped(&path);
    assert_eq!(code, 0);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].starts_with(
            "all 20 URLs have a lastmod within the minute before the file's own modification \
             time (`2024-05-01T09:59:30Z`)"
        ),
        "{}",
        messages[0]
    );
    // A day later, the same values are just twenty pages of one minute.
    set_time(1_714_557_605 + 86_400);
    assert_eq!(stamped(&path), (0, Vec::new()));
    // From standard input there is no file time to compare with.
    let xml = std::fs::read(&path).unwrap();
    let piped = sitemap(&["validate", "--format", "json", "-"], Some(&xml));
    assert!(
        !piped.stdout.contains("lastmod.stamped"),
        "{}",
        piped.stdout
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
