//! What a response says about its content (validators, encoding) and what
//! a request asks of it (`If-None-Match`, `If-Modified-Since`,
//! `Accept-Encoding`), as RFC 9110 has them.

use std::hash::{Hash, Hasher};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use http::header::{self, HeaderMap, HeaderValue};
use sitemap_core::LastMod;

/// The validators of one representation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Validators {
    /// A strong entity tag, quoted.
    pub(crate) etag: Option<HeaderValue>,
    /// Whole seconds, as HTTP dates have them.
    pub(crate) last_modified: Option<SystemTime>,
}

impl Validators {
    /// Validators from a hash of what determines the bytes.
    pub(crate) fn from_key(key: impl Hash, last_modified: Option<SystemTime>) -> Validators {
        // Quoted hex digits are always a valid header value.
        let etag = HeaderValue::from_str(&format!("\"{:016x}\"", stable_hash(key))).ok();
        Validators {
            etag,
            last_modified,
        }
    }

    /// Whether the client's copy is current: `If-None-Match` when sent
    /// (weak comparison, as RFC 9110 §13.1.2 says for GET and HEAD), else
    /// `If-Modified-Since`.
    pub(crate) fn not_modified(&self, request: &HeaderMap) -> bool {
        let mut lines = request.get_all(header::IF_NONE_MATCH).iter().peekable();
        if lines.peek().is_some() {
            let ours = self.etag.as_ref().and_then(|e| e.to_str().ok());
            return lines
                .filter_map(|line| line.to_str().ok())
                .flat_map(|line| line.split(','))
                .map(str::trim)
                .any(|tag| {
                    // `*`: the representation exists, as it does here.
                    tag == "*" || Some(tag.strip_prefix("W/").unwrap_or(tag)) == ours
                });
        }
        match (self.last_modified, request.get(header::IF_MODIFIED_SINCE)) {
            (Some(modified), Some(since)) => since
                .to_str()
                .ok()
                .and_then(|since| httpdate::parse_http_date(since).ok())
                .is_some_and(|since| modified <= since),
            _ => false,
        }
    }

    /// Adds the validators to a response's headers.
    pub(crate) fn write(&self, headers: &mut HeaderMap) {
        if let Some(etag) = &self.etag {
            headers.insert(header::ETAG, etag.clone());
        }
        if let Some(modified) = self.last_modified
            && let Ok(value) = HeaderValue::from_str(&httpdate::fmt_http_date(modified))
        {
            headers.insert(header::LAST_MODIFIED, value);
        }
    }
}

/// A `lastmod` as an HTTP date's instant: whole seconds, dates at midnight
/// UTC, nothing before 1970, and nothing after now (RFC 9110 §8.8.2.1: a
/// server never sends a `Last-Modified` in the future).
pub(crate) fn system_time(lastmod: &LastMod) -> SystemTime {
    let seconds = lastmod.as_datetime().instant_key().0;
    let time = UNIX_EPOCH + Duration::from_secs(u64::try_from(seconds).unwrap_or(0));
    time.min(SystemTime::now())
}

/// A 64-bit hash that is the same in every build (FNV-1a): entity tags
/// must not change with the toolchain or differ across a fleet of servers.
pub(crate) fn stable_hash(key: impl Hash) -> u64 {
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    key.hash(&mut hasher);
    hasher.finish()
}

struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Whether the client takes gzip: `gzip` (or `x-gzip`) in
/// `Accept-Encoding` with a non-zero weight, or, when neither is named,
/// `*` with one (RFC 9110 §12.5.3: `*` covers the codings not listed).
pub(crate) fn accepts_gzip(request: &HeaderMap) -> bool {
    let mut named = None;
    let mut any = None;
    let codings = request
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','));
    for coding in codings {
        let mut parts = coding.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let weight = parts
            .filter_map(|param| param.split_once('='))
            .find(|(key, _)| key.trim().eq_ignore_ascii_case("q"))
            .map_or(1.0, |(_, q)| q.trim().parse::<f32>().unwrap_or(0.0));
        if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
            named = Some(named.unwrap_or(0.0_f32).max(weight));
        } else if name == "*" {
            any = Some(weight);
        }
    }
    named.or(any).is_some_and(|weight| weight > 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn gzip_is_taken_unless_weighted_zero() {
        for yes in [
            "gzip",
            "br, gzip;q=0.5",
            "GZIP",
            "*",
            "x-gzip",
            "deflate, gzip ; q=1",
        ] {
            assert!(
                accepts_gzip(&headers(&[(header::ACCEPT_ENCODING, yes)])),
                "{yes}"
            );
        }
        for no in [
            "identity",
            "gzip;q=0",
            "br",
            "gzip;q=0.0",
            "gzip;Q=0",
            "gzip;q=0, *",
            "*;q=0",
        ] {
            assert!(
                !accepts_gzip(&headers(&[(header::ACCEPT_ENCODING, no)])),
                "{no}"
            );
        }
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn etag_wins_over_the_date() {
        let modified = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let ours = Validators::from_key("page", Some(modified));
        let tag = ours.etag.clone().unwrap();
        let tag = tag.to_str().unwrap();
        let later = httpdate::fmt_http_date(modified + Duration::from_secs(60));
        let earlier = httpdate::fmt_http_date(modified - Duration::from_secs(60));
        assert!(ours.not_modified(&headers(&[(header::IF_NONE_MATCH, tag)])));
        assert!(ours.not_modified(&headers(&[(
            header::IF_NONE_MATCH,
            &format!("\"x\", W/{tag}")
        )])));
        assert!(ours.not_modified(&headers(&[(header::IF_NONE_MATCH, "*")])));
        // Every line of the header counts.
        assert!(ours.not_modified(&headers(&[
            (header::IF_NONE_MATCH, "\"x\""),
            (header::IF_NONE_MATCH, tag),
        ])));
        // A different tag is modified, whatever the date says.
        assert!(!ours.not_modified(&headers(&[
            (header::IF_NONE_MATCH, "\"other\""),
            (header::IF_MODIFIED_SINCE, &later),
        ])));
        assert!(ours.not_modified(&headers(&[(header::IF_MODIFIED_SINCE, &later)])));
        assert!(!ours.not_modified(&headers(&[(header::IF_MODIFIED_SINCE, &earlier)])));
        assert!(!ours.not_modified(&headers(&[(header::IF_MODIFIED_SINCE, "yesterday")])));
        assert!(
            !Validators::default().not_modified(&headers(&[(header::IF_MODIFIED_SINCE, &later)]))
        );
    }

    #[test]
    fn dates_become_midnight_utc() {
        let day = LastMod::parse("2024-05-06").unwrap();
        assert_eq!(
            httpdate::fmt_http_date(system_time(&day)),
            "Mon, 06 May 2024 00:00:00 GMT"
        );
        // After year 9999 in UTC, and in the future: sent as now.
        let last = LastMod::parse("9999-12-31T23:00:00-05:00").unwrap();
        assert!(system_time(&last) <= SystemTime::now());
        let _ = httpdate::fmt_http_date(system_time(&last));
        let zoned = LastMod::parse("2024-05-06T10:00:00+02:00").unwrap();
        assert_eq!(
            httpdate::fmt_http_date(system_time(&zoned)),
            "Mon, 06 May 2024 08:00:00 GMT"
        );
    }
}
