//! The origin policy: which sitemaps a crawl fetches on its own, and which
//! entries belong to the file that lists them. Credentials in URLs are kept
//! out of every request, event and row here too.
//!
//! - **A site** is a host and port, over http or https alike, with a `www.`
//!   prefix added or removed counting as the same site: sites that moved to
//!   https or to `www.` list their files that way.
//! - **A sitemap the crawl finds** (an index's entry, a redirect's target,
//!   a robots.txt `Sitemap:` line) is fetched when it is on the site of the
//!   file that led to it, when the robots.txt of the site being crawled
//!   names it, when the robots.txt of its own site names it
//!   (cross-submission, as sitemaps.org describes it), or when the user
//!   allows its host. Otherwise it is skipped, with its host and the reason.
//! - **An entry** belongs to its file when it is on the file's site, when
//!   the robots.txt of the entry's site names the file (cross-submission),
//!   or when the file's host was allowed by the user and the entry is on
//!   the site being crawled. Other entries are foreign: left out and
//!   counted, or kept and marked when asked.
//! - **The location rule** (a sitemap lists only URLs in its directory) is
//!   checked against the file's scope: a file named by robots.txt speaks
//!   for its whole site, as Google reads it (robots.txt at the root proves
//!   control of the site); a file an index lists has the index's scope; a
//!   file fetched on its own, its directory.

use std::collections::HashSet;

use sitemap_core::{BaseUrl, Loc, Url};

use crate::address::{host_key, numeric_host};

/// The parts of a URL the policies read (a `Loc` is already normalized).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Parts<'a> {
    pub(crate) scheme: &'a str,
    /// `user[:password]`, when the URL carries one.
    pub(crate) userinfo: Option<&'a str>,
    /// The host as written (lowercase in a `Loc`), IPv6 in brackets.
    pub(crate) host: &'a str,
    pub(crate) port: Option<&'a str>,
    /// Everything from the path on.
    pub(crate) rest: &'a str,
}

/// Splits a URL into the parts above; `None` when it has no `//`.
pub(crate) fn parts(url: &str) -> Option<Parts<'_>> {
    let (scheme, after) = url.split_once("://")?;
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let (authority, rest) = after.split_at(end);
    let (userinfo, host_port) = match authority.rsplit_once('@') {
        Some((userinfo, host_port)) => (Some(userinfo), host_port),
        None => (None, authority),
    };
    let (host, port) = if host_port.starts_with('[') {
        match host_port.find(']') {
            Some(close) => {
                let (host, after) = host_port.split_at(close + 1);
                (host, after.strip_prefix(':'))
            }
            None => (host_port, None),
        }
    } else {
        match host_port.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (host_port, None),
        }
    };
    Some(Parts {
        scheme,
        userinfo,
        host,
        port: port.filter(|p| !p.is_empty()),
        rest,
    })
}

/// The site a URL is on: its host (numeric spellings read as the address
/// they are, `www.` dropped) and its port when it is not the scheme's
/// default, so `http://example.com` and `https://www.example.com` are one
/// site and `http://example.com:8080` another.
pub(crate) fn site_key(url: &Loc) -> String {
    let Some(parts) = parts(url.as_str()) else {
        return url.as_str().to_owned();
    };
    let host = host_key(parts.host);
    let host = match numeric_host(&host) {
        Some(std::net::IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => format!("[{v6}]"),
        },
        Some(v4) => v4.to_string(),
        None => host.strip_prefix("www.").unwrap_or(&host).to_owned(),
    };
    let default = match parts.scheme.to_ascii_lowercase().as_str() {
        "https" => "443",
        _ => "80",
    };
    match parts.port {
        Some(port) if port.trim_start_matches('0') != default => {
            format!("{host}:{}", port.trim_start_matches('0'))
        }
        _ => host,
    }
}

/// The host of a URL, as reports name it.
pub(crate) fn host_of(url: &Loc) -> String {
    parts(url.as_str()).map_or_else(
        || url.as_str().to_owned(),
        |parts| match parts.port {
            Some(port) => format!("{}:{port}", parts.host),
            None => parts.host.to_owned(),
        },
    )
}

/// `url` with its password (or, without one, its user name) replaced by
/// `***`, or `url` itself when it carries no credentials.
pub(crate) fn redact(url: &Loc) -> Loc {
    let Some(parts) = parts(url.as_str()) else {
        return url.clone();
    };
    let Some(userinfo) = parts.userinfo else {
        return url.clone();
    };
    let masked = match userinfo.split_once(':') {
        Some((user, _)) => format!("{user}:***"),
        None => "***".to_owned(),
    };
    if masked == userinfo {
        return url.clone();
    }
    let authority = match parts.port {
        Some(port) => format!("{masked}@{}:{port}", parts.host),
        None => format!("{masked}@{}", parts.host),
    };
    Loc::parse(&format!("{}://{authority}{}", parts.scheme, parts.rest))
        .unwrap_or_else(|_| url.clone())
}

/// `text` with the credentials of every URL in it masked (`scheme://` then
/// `user:password@` or `token@` before the host): for messages that quote
/// what a file or a server wrote. The crawl's own events carry URLs masked
/// already; a reader's [`Diagnostic`](sitemap_core::read::Diagnostic)
/// quotes the file as written, so print it through this.
///
/// ```
/// use sitemap_fetch::redact_text;
///
/// let said = "invalid loc `https://alice:s3cret@example.com/a%zz`";
/// assert_eq!(redact_text(said), "invalid loc `https://alice:***@example.com/a%zz`");
/// ```
pub fn redact_text(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('@') || !text.contains("://") {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (before, after) = rest.split_at(at + 3);
        out.push_str(before);
        // The authority ends where a path, query, fragment, space or quote
        // begins.
        let end = after
            .find(|c: char| "/?#\\ \t\r\n\"'`<>".contains(c))
            .unwrap_or(after.len());
        let authority = &after[..end];
        match authority.rsplit_once('@') {
            Some((userinfo, host)) => {
                match userinfo.split_once(':') {
                    Some((user, _)) => out.push_str(&format!("{user}:***@")),
                    None => out.push_str("***@"),
                }
                out.push_str(host);
            }
            None => out.push_str(authority),
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// Whether `url` carries a user or password.
fn has_credentials(url: &str) -> bool {
    parts(url).is_some_and(|parts| parts.userinfo.is_some_and(|u| !u.ends_with("***")))
}

/// `entry` with the credentials of every URL it holds masked: its `loc`,
/// its images', alternates', videos' and news' addresses, and the text of
/// its other extensions.
pub(crate) fn redact_entry(entry: &mut Url) {
    if has_credentials(entry.loc().as_str()) {
        let loc = redact(entry.loc());
        entry.set_loc(loc);
    }
    // The typed fields most entries have are checked directly; the rest
    // through the serde shape, and only when it holds an `@` at all.
    let nested = entry
        .images()
        .iter()
        .any(|image| has_credentials(image.loc().as_str()))
        || entry
            .alternates()
            .iter()
            .any(|alternate| has_credentials(alternate.href().as_str()));
    let other =
        !entry.videos().is_empty() || !entry.news().is_empty() || !entry.extensions().is_empty();
    if !nested && !other {
        return;
    }
    let Ok(mut value) = serde_json::to_value(&*entry) else {
        return;
    };
    if mask_strings(&mut value)
        && let Ok(masked) = serde_json::from_value::<Url>(value)
    {
        *entry = masked;
    }
}

/// Masks credentials in every string of `value`; whether any was.
fn mask_strings(value: &mut serde_json::Value) -> bool {
    match value {
        serde_json::Value::String(text) => match redact_text(text) {
            std::borrow::Cow::Owned(masked) if masked != *text => {
                *text = masked;
                true
            }
            _ => false,
        },
        // Every string is masked: no short circuit.
        serde_json::Value::Array(items) => {
            let mut masked = false;
            for item in items {
                masked |= mask_strings(item);
            }
            masked
        }
        serde_json::Value::Object(members) => {
            let mut masked = false;
            for member in members.values_mut() {
                masked |= mask_strings(member);
            }
            masked
        }
        _ => false,
    }
}

/// `url` without credentials: what is asked for on the wire.
pub(crate) fn without_credentials(url: &str) -> String {
    match parts(url) {
        Some(parts) if parts.userinfo.is_some() => {
            let authority = match parts.port {
                Some(port) => format!("{}:{port}", parts.host),
                None => parts.host.to_owned(),
            };
            format!("{}://{authority}{}", parts.scheme, parts.rest)
        }
        _ => url.to_owned(),
    }
}

/// The hosts a user allows, as `--allow-host` gives them.
#[derive(Debug, Clone, Default)]
pub(crate) struct AllowedHosts {
    hosts: HashSet<String>,
}

impl AllowedHosts {
    pub(crate) fn new<'a>(hosts: impl IntoIterator<Item = &'a String>) -> AllowedHosts {
        AllowedHosts {
            hosts: hosts.into_iter().map(|h| host_key(h)).collect(),
        }
    }

    /// Whether `url`'s host (with or without its port) is allowed; a
    /// `*.example.com` entry allows every subdomain of example.com.
    pub(crate) fn allows(&self, url: &Loc) -> bool {
        let Some(parts) = parts(url.as_str()) else {
            return false;
        };
        let host = host_key(parts.host);
        let with_port = parts.port.map(|port| format!("{host}:{port}"));
        if self.hosts.contains(&host)
            || with_port.is_some_and(|with_port| self.hosts.contains(&with_port))
        {
            return true;
        }
        self.hosts.iter().any(|allowed| {
            allowed
                .strip_prefix("*.")
                .is_some_and(|domain| host.ends_with(&format!(".{domain}")))
        })
    }
}

/// The scope a file's entries are checked against for the location rule.
pub(crate) fn scope_of(found_by_robots: bool, inherited: Option<&BaseUrl>, file: &Loc) -> BaseUrl {
    if found_by_robots {
        return BaseUrl::site_of(file);
    }
    match inherited {
        // A scope speaks for its own site only: a file elsewhere (vouched
        // for by its own robots.txt, or allowed) keeps its directory.
        Some(scope) if scope.origin() == BaseUrl::site_of(file).origin() => scope.clone(),
        _ => BaseUrl::directory_of(file),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(url: &str) -> Loc {
        Loc::parse(url).unwrap()
    }

    #[test]
    fn a_site_is_its_host_and_port_over_either_scheme_with_or_without_www() {
        let key = |url| site_key(&loc(url));
        assert_eq!(key("https://example.com/a"), "example.com");
        assert_eq!(key("http://www.example.com/b"), "example.com");
        assert_eq!(key("https://EXAMPLE.com:443/"), "example.com");
        assert_eq!(key("http://example.com:80/"), "example.com");
        assert_eq!(key("http://example.com:8080/"), "example.com:8080");
        assert_eq!(key("https://example.com:8080/"), "example.com:8080");
        assert_ne!(
            key("https://shop.example.com/"),
            key("https://example.com/")
        );
        assert_eq!(key("http://2130706433:81/"), "127.0.0.1:81");
        assert_eq!(key("http://0x7f.1:81/"), "127.0.0.1:81");
        assert_eq!(key("http://[::1]:81/"), "[::1]:81");
    }

    #[test]
    fn credentials_are_masked_in_reports_and_dropped_on_the_wire() {
        let secret = loc("https://alice:s3cret@example.com:8443/sitemap.xml?x=1");
        assert_eq!(
            redact(&secret).as_str(),
            "https://alice:***@example.com:8443/sitemap.xml?x=1"
        );
        assert_eq!(
            without_credentials(secret.as_str()),
            "https://example.com:8443/sitemap.xml?x=1"
        );
        let user = loc("https://token@example.com/s.xml");
        assert_eq!(redact(&user).as_str(), "https://***@example.com/s.xml");
        let plain = loc("https://example.com/s.xml");
        assert_eq!(redact(&plain), plain);
        assert_eq!(without_credentials(plain.as_str()), plain.as_str());
        // Masking is idempotent.
        assert_eq!(redact(&redact(&secret)), redact(&secret));
    }

    #[test]
    fn credentials_are_masked_in_free_text_too() {
        assert_eq!(
            redact_text(
                "invalid loc `https://alice:s3cret@example.com/a%zz` at 'http://tok@x.org'"
            ),
            "invalid loc `https://alice:***@example.com/a%zz` at 'http://***@x.org'"
        );
        assert_eq!(redact_text("mail me@example.com"), "mail me@example.com");
        assert_eq!(
            redact_text("https://example.com/@home"),
            "https://example.com/@home"
        );
        assert_eq!(redact_text("https://a@b"), "https://***@b");
    }

    #[test]
    fn allowed_hosts_match_a_host_a_host_and_port_or_a_wildcard() {
        let allowed = AllowedHosts::new(&[
            "cdn.example.net".to_owned(),
            "127.0.0.1:9000".to_owned(),
            "*.static.example".to_owned(),
        ]);
        assert!(allowed.allows(&loc("https://cdn.example.net/s.xml")));
        assert!(allowed.allows(&loc("http://127.0.0.1:9000/s.xml")));
        assert!(!allowed.allows(&loc("http://127.0.0.1:9001/s.xml")));
        assert!(allowed.allows(&loc("https://a.static.example/s.xml")));
        assert!(!allowed.allows(&loc("https://static.example.evil/s.xml")));
        assert!(!allowed.allows(&loc("https://example.net/s.xml")));
    }

    proptest::proptest! {
        /// Whatever a stranger writes in a URL, the policies neither panic
        /// nor let a password through.
        #[test]
        fn hostile_urls_never_panic_and_never_keep_a_password(
            user in "[a-z%0-9]{0,6}",
            password in "[A-Za-z0-9%!$&'()*+,;=]{1,12}",
            host in "(\\[[0-9a-f:.]{2,20}\\]|[a-z0-9.-]{1,20}|0x[0-9a-f]{1,8}|[0-9]{1,12})",
            port in proptest::option::of(0u32..70000),
            path in "[/a-z0-9@:%?#.-]{0,20}",
        ) {
            let port = port.map(|p| format!(":{p}")).unwrap_or_default();
            let url = format!("http://{user}:{password}@{host}{port}/{path}");
            if let Ok(loc) = Loc::parse(&url) {
                let shown = redact(&loc);
                proptest::prop_assert_eq!(redact(&shown), shown.clone());
                let userinfo = parts(shown.as_str()).and_then(|p| p.userinfo);
                proptest::prop_assert!(userinfo.is_none_or(|u| u.ends_with("***")), "{}", shown);
                let sent = without_credentials(loc.as_str());
                proptest::prop_assert!(parts(&sent).is_some_and(|p| p.userinfo.is_none()), "{}", sent);
                let _ = (site_key(&loc), host_of(&loc), site_key(&shown));
            }
        }

        /// A dotted quad reads as the standard library reads it.
        #[test]
        fn dotted_quads_read_as_the_standard_library_reads_them(a: u8, b: u8, c: u8, d: u8) {
            let text = format!("{a}.{b}.{c}.{d}");
            proptest::prop_assert_eq!(
                crate::address::numeric_host(&text),
                text.parse::<std::net::IpAddr>().ok()
            );
        }

        /// Any text is a host or not, without a panic.
        #[test]
        fn any_host_text_is_read_without_a_panic(text in "\\PC{0,40}") {
            let _ = crate::address::numeric_host(&text);
            let _ = parts(&text);
            let _ = without_credentials(&text);
        }
    }
}
