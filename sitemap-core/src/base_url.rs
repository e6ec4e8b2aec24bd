//! The site a sitemap describes: the URL that entry paths are relative to.

use std::fmt;

use sitemap_rules::__private::{
    check_path, is_dot_segment, is_parent_segment, normalize_http_url, split_http_url,
};
use sitemap_rules::UriError;

use crate::{Loc, ToUrlError};

/// Scheme and host, with an optional port and path prefix: the URL that
/// `#[sitemap(path = "...")]` paths and [`BaseUrl::join`] are relative to.
///
/// The prefix is a directory, whether or not it ends with `/`:
/// `https://example.com/blog` and `https://example.com/blog/` both join `/posts/1`
/// into `https://example.com/blog/posts/1`. (This is deliberately not RFC 3986
/// reference resolution, which would drop `blog` in the first case: a site
/// mounted under a prefix wants every page under it.) Joining never produces
/// `//`.
///
/// ```
/// use sitemap_core::BaseUrl;
///
/// let base = BaseUrl::parse("https://example.com/blog/")?;
/// assert_eq!(base.join("/posts/1")?.as_str(), "https://example.com/blog/posts/1");
/// assert_eq!(base.join("/")?.as_str(), "https://example.com/blog/");
///
/// let root = BaseUrl::parse("https://example.com")?;
/// assert_eq!(root.join("/")?.as_str(), "https://example.com/");
/// assert_eq!(root.to_string(), "https://example.com/");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BaseUrl {
    /// `scheme://host[:port]` followed by the prefix without its final `/`,
    /// so that appending a path that starts with `/` is always right.
    stem: String,
    origin_len: usize,
}

impl BaseUrl {
    /// Parses an absolute `http` or `https` URL with no query, fragment or
    /// user info. Non-ASCII hosts and paths are converted to their RFC 3986
    /// form, as [`Loc::parse`] does.
    ///
    /// # Errors
    ///
    /// A [`BaseUrlError`] saying what to remove or fix.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    ///
    /// assert!(BaseUrl::parse("https://example.com:8443/docs").is_ok());
    /// let error = BaseUrl::parse("https://example.com/?lang=en").unwrap_err();
    /// assert!(error.to_string().contains("query"));
    /// ```
    pub fn parse(url: &str) -> Result<BaseUrl, BaseUrlError> {
        let fail = |problem| BaseUrlError {
            input: url.to_owned(),
            problem,
        };
        let normalized =
            normalize_http_url(url).map_err(|e| fail(BaseUrlProblem::NotHttpUrl(e)))?;
        let parts = split_http_url(&normalized).map_err(|e| fail(BaseUrlProblem::NotHttpUrl(e)))?;
        if parts.userinfo.is_some() {
            return Err(fail(BaseUrlProblem::UserInfo));
        }
        if parts.query.is_some() {
            return Err(fail(BaseUrlProblem::Query));
        }
        if parts.fragment.is_some() {
            return Err(fail(BaseUrlProblem::Fragment));
        }
        if !parts.path.is_empty() {
            check_path(parts.path).map_err(|_| fail(BaseUrlProblem::Prefix))?;
        }
        let prefix = parts.path.strip_suffix('/').unwrap_or(parts.path);
        let origin_len = normalized.len() - parts.path.len();
        // Scheme and host are case-insensitive (RFC 3986 6.2.2.1): one spelling
        // makes equal bases equal and every generated loc consistent.
        let stem = format!("{}{prefix}", normalized[..origin_len].to_ascii_lowercase());
        Ok(BaseUrl { stem, origin_len })
    }

    /// The root of the site `loc` is on: its scheme, host and port, with no
    /// prefix. The protocol's one-host rule is `site_of(first).contains(loc)`
    /// for every other URL of a file.
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Loc};
    ///
    /// let site = BaseUrl::site_of(&Loc::parse("https://Example.com:8443/a?b#c")?);
    /// assert_eq!(site.origin(), "https://example.com:8443");
    /// assert!(site.contains(&Loc::parse("https://example.com:8443#top")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn site_of(loc: &Loc) -> BaseUrl {
        let (origin, _) = split_origin(loc.as_str());
        BaseUrl {
            stem: origin.to_ascii_lowercase(),
            origin_len: origin.len(),
        }
    }

    /// The directory `loc` is in: its site and its path up to the last `/`
    /// (query and fragment dropped). The protocol's location rule is
    /// `directory_of(sitemap_url).contains(loc)` for every URL a sitemap
    /// lists.
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Loc};
    ///
    /// let sitemap = Loc::parse("https://Example.com/catalog/sitemap.xml?v=2")?;
    /// let directory = BaseUrl::directory_of(&sitemap);
    /// assert_eq!(directory.to_string(), "https://example.com/catalog/");
    /// assert!(directory.contains(&Loc::parse("https://example.com/catalog/shoes")?));
    /// assert!(!directory.contains(&Loc::parse("https://example.com/about")?));
    /// // A last segment `..` climbs: `/catalog/..` is the site's root.
    /// let up = Loc::parse("https://example.com/catalog/..")?;
    /// assert_eq!(BaseUrl::directory_of(&up).to_string(), "https://example.com/");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn directory_of(loc: &Loc) -> BaseUrl {
        let site = BaseUrl::site_of(loc);
        let path = split_http_url(loc.as_str()).map_or("", |parts| parts.path);
        // Up to the last `/`, unless the last segment is `.` or `..`: then
        // the URL resolves higher (`/a/..` is `/`), so the directory is the
        // deepest one the rest of the path stays below.
        let mut end = path.len();
        let directory = loop {
            let Some(slash) = path[..end].rfind('/') else {
                break "";
            };
            if stays_below(&path[slash + 1..]) {
                break &path[..slash];
            }
            end = slash;
        };
        BaseUrl {
            stem: format!("{}{directory}", site.stem),
            origin_len: site.origin_len,
        }
    }

    /// `scheme://host[:port]`, without a path.
    pub fn origin(&self) -> &str {
        &self.stem[..self.origin_len]
    }

    /// The path prefix without its final `/`: `""` for a site at the root,
    /// `"/blog"` for `https://example.com/blog/`.
    pub fn path_prefix(&self) -> &str {
        &self.stem[self.origin_len..]
    }

    /// The origin and prefix without a final `/`, ready for a path to be
    /// appended.
    pub(crate) fn stem(&self) -> &str {
        &self.stem
    }

    /// Whether `loc` is on this site, under its prefix: the protocol's rule
    /// for which URLs a sitemap served from here may list (same scheme, host
    /// and port; a path under the prefix's directory).
    ///
    /// ```
    /// use sitemap_core::{BaseUrl, Loc};
    ///
    /// let base = BaseUrl::parse("https://example.com/blog/")?;
    /// assert!(base.contains(&Loc::parse("https://EXAMPLE.com/blog/post")?));
    /// assert!(!base.contains(&Loc::parse("https://example.com/blogger")?));
    /// assert!(!base.contains(&Loc::parse("https://example.com:8443/blog/post")?));
    /// assert!(!base.contains(&Loc::parse("https://example.com/blog?page=2")?));
    /// assert!(!base.contains(&Loc::parse("https://example.com/blog/../admin")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, loc: &Loc) -> bool {
        // `Loc` keeps a URL as written (a search engine's canonical URL), so
        // spellings of one place are equated here: scheme and host in any
        // case, a default port or none, user info or none, `%xx` escapes in
        // either case.
        let loc = loc.as_str();
        let origin = self.origin();
        // Mostly the URL spells the origin exactly as the base does; only
        // when it does not are both taken apart and compared.
        let rest = match loc
            .strip_prefix(origin)
            .filter(|rest| rest.is_empty() || rest.starts_with(['/', '?', '#']))
        {
            Some(rest) => rest,
            None => {
                let (loc_origin, rest) = split_origin(loc);
                if !same_origin(loc_origin, origin) {
                    return false;
                }
                rest
            }
        };
        let prefix = self.path_prefix();
        if prefix.is_empty() {
            return true;
        }
        // Under the prefix's directory: `/blog/…`, not `/blog?…` or `/blogger`,
        // nor `/blog/../admin`, which resolves outside it.
        strip_path_prefix(rest, prefix)
            .and_then(|after| after.strip_prefix('/'))
            .is_some_and(stays_below)
    }

    /// The URL of `path` on this site. `path` follows the same rule as
    /// `#[sitemap(path = "...")]` (starts with `/`, already percent-encoded,
    /// no `//`, dot segments or fragment), checked by the same code.
    ///
    /// # Errors
    ///
    /// A [`ToUrlError`] when the path breaks the rule or the URL is longer
    /// than 2,048 characters.
    ///
    /// ```
    /// use sitemap_core::BaseUrl;
    ///
    /// let base = BaseUrl::parse("https://example.com")?;
    /// assert_eq!(
    ///     base.join("/search?q=rust")?.as_str(),
    ///     "https://example.com/search?q=rust",
    /// );
    /// let error = base.join("/caf\u{e9}").unwrap_err();
    /// assert!(error.to_string().contains("write `/caf%C3%A9`"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn join(&self, path: &str) -> Result<Loc, ToUrlError> {
        check_path(path).map_err(ToUrlError::path)?;
        let mut url = String::with_capacity(self.stem.len() + path.len());
        url.push_str(&self.stem);
        url.push_str(path);
        Loc::parse(&url).map_err(ToUrlError::value)
    }
}

/// The scheme, the authority and the rest (path, query, fragment) of a
/// checked absolute URL, `scheme://authority/rest`.
///
/// `contains` runs for every URL a site writer or reader checks, and
/// `split_http_url` (which re-checks every component) cost more than the
/// rest of the site writer's work per URL, so the one split needed here is
/// made by hand, with byte searches, on URLs already checked.
fn split_authority(url: &str) -> (&str, &str, &str) {
    let (scheme, hierarchy) = match url.bytes().position(|byte| byte == b':') {
        Some(colon) => (&url[..colon], &url[colon + 1..]),
        None => ("", url),
    };
    let after_slashes = hierarchy.strip_prefix("//").unwrap_or(hierarchy);
    // The delimiters are ASCII, so the position is a character boundary.
    let end = after_slashes
        .bytes()
        .position(|byte| matches!(byte, b'/' | b'?' | b'#'))
        .unwrap_or(after_slashes.len());
    let (authority, rest) = after_slashes.split_at(end);
    (scheme, authority, rest)
}

/// One spelling for the spellings of a checked absolute URL that name one
/// resource (RFC 3986, 6.2.2 and 6.2.3), so that a site's files compare
/// URLs as a crawler does: scheme and host lower-cased, user info and the
/// scheme's default port dropped (as [`BaseUrl::contains`] does), an empty
/// path written `/`, the hex digits of `%xx` escapes upper-cased,
/// escapes of unreserved characters (`%7E`) decoded, and the fragment
/// dropped. Dot segments are not removed (a sitemap's URLs are its pages'
/// canonical ones, rarely written with any). The URL itself when it is
/// that spelling already, as most are.
pub(crate) fn comparable(url: &str) -> std::borrow::Cow<'_, str> {
    // A fragment names a place in the page, not another page.
    let url = url.split_once('#').map_or(url, |(before, _)| before);
    let (scheme, authority, rest) = split_authority(url);
    let host_port = host_and_port(scheme, authority);
    let upper = |text: &str| text.bytes().any(|byte| byte.is_ascii_uppercase());
    let empty_path = rest.is_empty() || rest.starts_with('?');
    let escapes = || {
        rest.match_indices('%')
            .map(|(at, _)| (at, respelled(rest, at)))
    };
    if !upper(scheme)
        && !upper(host_port)
        && host_port.len() == authority.len()
        && !empty_path
        && escapes().all(|(_, respelled)| respelled.is_none())
    {
        return std::borrow::Cow::Borrowed(url);
    }
    let mut out = String::with_capacity(url.len() + 1);
    out.push_str(&scheme.to_ascii_lowercase());
    out.push_str("://");
    out.push_str(&host_port.to_ascii_lowercase());
    if empty_path {
        out.push('/');
    }
    // Unchanged runs are copied whole; `%` is ASCII, so every cut is a
    // character boundary.
    let mut copied = 0;
    for (at, respelled) in escapes() {
        let Some(respelled) = respelled else {
            continue;
        };
        out.push_str(&rest[copied..at]);
        match respelled {
            Respelled::Decoded(byte) => out.push(char::from(byte)),
            Respelled::Upper => out.push_str(&rest[at..at + 3].to_ascii_uppercase()),
        }
        copied = at + 3;
    }
    out.push_str(&rest[copied..]);
    std::borrow::Cow::Owned(out)
}

/// How [`comparable`] spells a `%xx` escape otherwise.
enum Respelled {
    /// An unreserved character, written as itself (`%7E` is `~`).
    Decoded(u8),
    /// Its hex digits upper-cased (`%c3` is `%C3`).
    Upper,
}

/// How the escape at `at` (a `%`) is spelled otherwise, if it is; a `%`
/// without two hex digits after it is kept as written.
fn respelled(text: &str, at: usize) -> Option<Respelled> {
    let digits = text.as_bytes().get(at + 1..at + 3)?;
    let hex = |byte: u8| char::from(byte).to_digit(16);
    let value = u8::try_from(hex(digits[0])? * 16 + hex(digits[1])?).ok()?;
    if value.is_ascii_alphanumeric() || matches!(value, b'-' | b'.' | b'_' | b'~') {
        Some(Respelled::Decoded(value))
    } else if digits.iter().any(u8::is_ascii_lowercase) {
        Some(Respelled::Upper)
    } else {
        None
    }
}

/// An authority's host and port as origins compare them: user info and
/// the scheme's default port dropped.
fn host_and_port<'a>(scheme: &str, authority: &'a str) -> &'a str {
    let host_port = authority
        .bytes()
        .rposition(|byte| byte == b'@')
        .map_or(authority, |at| &authority[at + 1..]);
    let default_port = if scheme.eq_ignore_ascii_case("https") {
        ":443"
    } else {
        ":80"
    };
    host_port.strip_suffix(default_port).unwrap_or(host_port)
}

/// `scheme://authority` and the rest of a checked absolute URL.
fn split_origin(url: &str) -> (&str, &str) {
    let (_, _, rest) = split_authority(url);
    url.split_at(url.len() - rest.len())
}

/// Whether two `scheme://authority` strings name one origin: scheme and host
/// without regard to case, user info ignored, and the scheme's default port
/// the same as no port.
fn same_origin(a: &str, b: &str) -> bool {
    fn canonical(origin: &str) -> (&str, &str) {
        let (scheme, authority, _) = split_authority(origin);
        (scheme, host_and_port(scheme, authority))
    }
    let (a_scheme, a_host) = canonical(a);
    let (b_scheme, b_host) = canonical(b);
    a_scheme.eq_ignore_ascii_case(b_scheme) && a_host.eq_ignore_ascii_case(b_host)
}

/// `path` after `prefix`, when it starts with it: byte for byte, but for the
/// two hex digits of a `%xx` escape, which may differ in case.
fn strip_path_prefix<'a>(path: &'a str, prefix: &str) -> Option<&'a str> {
    let head = path.as_bytes().get(..prefix.len())?;
    let mut escape_digits = 0;
    for (&written, &wanted) in head.iter().zip(prefix.as_bytes()) {
        let same = if escape_digits > 0 {
            escape_digits -= 1;
            written.eq_ignore_ascii_case(&wanted)
        } else {
            if wanted == b'%' {
                escape_digits = 2;
            }
            written == wanted
        };
        if !same {
            return None;
        }
    }
    // Only ASCII was compared loosely, so this is a character boundary
    // whenever the prefix ended on one, which a `str` always does.
    path.get(prefix.len()..)
}

/// Whether the relative path at the start of `rest` (up to a query or
/// fragment) stays inside its directory once its `.` and `..` segments are
/// resolved (RFC 3986 section 5.2.4): `a/../b` does, `../x` and `a/../../x`
/// do not.
fn stays_below(rest: &str) -> bool {
    let path = rest.find(['?', '#']).map_or(rest, |end| &rest[..end]);
    let mut depth = 0usize;
    for segment in path.split('/') {
        if is_parent_segment(segment) {
            let Some(up) = depth.checked_sub(1) else {
                return false;
            };
            depth = up;
        } else if !is_dot_segment(segment) {
            depth += 1;
        }
    }
    true
}

/// Shows the base with a final `/`: `https://example.com/blog/`.
impl fmt::Display for BaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/", self.stem)
    }
}

impl std::str::FromStr for BaseUrl {
    type Err = BaseUrlError;

    fn from_str(s: &str) -> Result<BaseUrl, BaseUrlError> {
        BaseUrl::parse(s)
    }
}

/// A URL that cannot be a [`BaseUrl`]; the message says what to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseUrlError {
    input: String,
    problem: BaseUrlProblem,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum BaseUrlProblem {
    NotHttpUrl(UriError),
    UserInfo,
    Query,
    Fragment,
    Prefix,
}

impl BaseUrlError {
    /// The rejected value.
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for BaseUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match &self.problem {
            BaseUrlProblem::NotHttpUrl(e) => return write!(f, "invalid base URL: {e}"),
            BaseUrlProblem::UserInfo => "it has user info (`user@`); remove it",
            BaseUrlProblem::Query => {
                "it has a query (`?…`); a base URL is a site and an optional path prefix, remove the query"
            }
            BaseUrlProblem::Fragment => "it has a fragment (`#…`); remove it",
            BaseUrlProblem::Prefix => {
                "its path prefix has an empty (`//`) or dot (`/./`, `/../`) segment; remove it"
            }
        };
        write!(f, "invalid base URL `{}`: {what}", self.input)
    }
}

impl std::error::Error for BaseUrlError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.problem {
            BaseUrlProblem::NotHttpUrl(e) => Some(e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::comparable;

    #[test]
    fn spellings_of_one_url_compare_alike() {
        let one = "https://example.com/caf%C3%A9/a~b?q=1";
        assert!(matches!(comparable(one), Cow::Borrowed(_)));
        for spelling in [
            "HTTPS://EXAMPLE.com/caf%c3%a9/a%7Eb?q=1",
            "https://example.com:443/caf%C3%A9/a~b?q=1",
            "https://user@Example.COM/caf%C3%a9/a%7eb?q=1",
        ] {
            assert_eq!(comparable(spelling), one, "{spelling}");
        }
        assert_eq!(comparable("https://example.com"), "https://example.com/");
        assert_eq!(
            comparable("https://example.com/a#top"),
            "https://example.com/a"
        );
        assert_eq!(
            comparable("http://example.com:80?x"),
            "http://example.com/?x"
        );
        // Another port, the path's case and reserved escapes stay apart.
        assert_eq!(
            comparable("http://example.com:8080/A"),
            "http://example.com:8080/A"
        );
        assert_eq!(
            comparable("http://example.com/a%2fb"),
            "http://example.com/a%2Fb"
        );
        // A stray `%` is kept as written.
        assert_eq!(
            comparable("http://example.com/100%"),
            "http://example.com/100%"
        );
    }
}
