//! The `anyURI` rule of a sitemap's `<loc>`: an absolute `http` or `https` URL,
//! percent-encoded the way RFC 3986 asks.
//!
//! [`normalize_http_url`] accepts what people actually paste into sitemaps (IRIs
//! with non-ASCII paths, internationalized host names, stray spaces or braces in
//! a path) and returns the RFC 3986 form, borrowing the input when it already is
//! in that form. What cannot be repaired without guessing (a missing scheme, a
//! lone `%`, a control character) is an error whose message says how to fix it.
//!
//! Only what RFC 3986 forbids is rewritten. Dot segments, the case of existing
//! escapes, default ports and an empty path are left as written, because search
//! engines treat `<loc>` as the page's canonical URL and it has to stay equal to
//! the URL the site itself links to.
//!
//! The 12..=2048 character length facet is checked by the caller: as the
//! schema counts, on the value as written, and as the protocol counts, on the
//! normalized value, which percent-encoding makes longer.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

/// Returns the URL in RFC 3986 form: borrowed when the input already is, owned
/// when something had to be percent-encoded.
///
/// Non-ASCII characters and the ASCII characters RFC 3986 never allows raw
/// (space, `"`, `<`, `>`, `[`, `\`, `]`, `^`, `` ` ``, `{`, `|`, `}`) are
/// percent-encoded as UTF-8 with uppercase hex; a host with non-ASCII
/// characters is lowercased and converted to its Punycode (`xn--`) form.
/// Existing `%XX` escapes are kept as written.
///
/// # Errors
///
/// Returns a [`UriError`] when the value is empty, has surrounding whitespace
/// or control characters, is not an absolute `http`/`https` URL, or has a
/// malformed host, port or percent escape; [`UriError::kind`] tells which.
///
/// # Examples
///
/// ```
/// use std::borrow::Cow;
/// use sitemap_rules::UriErrorKind;
/// use sitemap_rules::__private::normalize_http_url;
///
/// let url = "https://example.com/posts/1?a=1&b=2";
/// assert_eq!(normalize_http_url(url), Ok(Cow::Borrowed(url)));
///
/// let iri = normalize_http_url("https://münchen.de/café menu").unwrap();
/// assert_eq!(iri, "https://xn--mnchen-3ya.de/caf%C3%A9%20menu");
///
/// let err = normalize_http_url("/posts/1").unwrap_err();
/// assert_eq!(err.kind(), UriErrorKind::NotAbsolute);
/// ```
pub fn normalize_http_url(input: &str) -> Result<Cow<'_, str>, UriError> {
    normalize(input).map_err(|fault| fault.into_error(input))
}

/// True when `s` is already exactly what [`normalize_http_url`] would return
/// unchanged.
#[cfg(test)]
fn is_normalized_http_url(s: &str) -> bool {
    matches!(normalize(s), Ok(Cow::Borrowed(_)))
}

/// The parts of an `http`/`https` URL, as slices of the string that was split
/// (used for same-host and under-path checks).
///
/// Delimiters are not included: `port` is the text after `:`, `query` the text
/// after `?`, `fragment` the text after `#`. The path keeps its leading `/` and
/// is empty for `https://example.com`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HttpUrlParts<'a> {
    /// `http` or `https`, in the case it was written.
    pub scheme: &'a str,
    /// The text before `@` in the authority, if there is one.
    pub userinfo: Option<&'a str>,
    /// A registered name, or an IP literal including its brackets.
    pub host: &'a str,
    /// The port digits, if the authority has a `:port`.
    pub port: Option<&'a str>,
    /// The path, starting with `/` unless it is empty.
    pub path: &'a str,
    /// The query, if the URL has a `?`.
    pub query: Option<&'a str>,
    /// The fragment, if the URL has a `#`.
    pub fragment: Option<&'a str>,
}

/// Splits a URL into its parts, running the same checks as
/// [`normalize_http_url`].
///
/// The parts are slices of `s` as written, so pass a normalized URL (the output
/// of [`normalize_http_url`]) when comparing hosts or paths.
///
/// # Errors
///
/// Returns the [`UriError`] that [`normalize_http_url`] would return for `s`.
///
/// # Examples
///
/// ```
/// use sitemap_rules::__private::split_http_url;
///
/// let parts = split_http_url("https://example.com:8443/docs/?page=2#top").unwrap();
/// assert_eq!(parts.host, "example.com");
/// assert_eq!(parts.port, Some("8443"));
/// assert_eq!(parts.path, "/docs/");
/// assert_eq!(parts.query, Some("page=2"));
/// assert_eq!(parts.fragment, Some("top"));
/// ```
pub fn split_http_url(s: &str) -> Result<HttpUrlParts<'_>, UriError> {
    parse(s)
        .and_then(|parts| normalize_parts(s, &parts).map(|_| parts))
        .map_err(|fault| fault.into_error(s))
}

/// Percent-encodes `value` as one path segment and appends it to `out`.
///
/// Everything except the RFC 3986 unreserved characters (ASCII letters, digits,
/// `-`, `.`, `_`, `~`) is written as `%XX` of its UTF-8 bytes with uppercase
/// hex, so `/`, `%`, `?` and `#` in `value` cannot change the URL's structure.
///
/// # Examples
///
/// ```
/// use sitemap_rules::__private::encode_path_segment;
///
/// let mut url = String::from("https://example.com/tags/");
/// encode_path_segment("a b/c", &mut url);
/// assert_eq!(url, "https://example.com/tags/a%20b%2Fc");
/// ```
pub fn encode_path_segment(value: &str, out: &mut String) {
    for byte in value.bytes() {
        let c = char::from(byte);
        if is_unreserved(c) {
            out.push(c);
        } else {
            push_percent_encoded(byte, out);
        }
    }
}

/// Why a value is not an acceptable sitemap URL.
///
/// Its `Display` names the rule, quotes the value and says how to fix it, e.g.
/// ``invalid loc `/posts/1`: a sitemap URL must be absolute and start with
/// http:// or https://, e.g. `https://example.com/posts/1` ``.
///
/// # Examples
///
/// ```
/// use sitemap_rules::UriErrorKind;
/// use sitemap_rules::__private::normalize_http_url;
///
/// let err = normalize_http_url("https://example.com/100%").unwrap_err();
/// assert_eq!(err.kind(), UriErrorKind::InvalidPercentEscape);
/// assert_eq!(err.input(), "https://example.com/100%");
/// assert!(err.to_string().contains("%25"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UriError {
    kind: UriErrorKind,
    input: String,
    message: String,
}

impl UriError {
    /// Which rule the value breaks.
    pub fn kind(&self) -> UriErrorKind {
        self.kind
    }

    /// The rejected value, in full.
    pub fn input(&self) -> &str {
        &self.input
    }
}

/// The grammar alone: which element held the value is said by the layer
/// that knows it (`FacetError`).
impl fmt::Display for UriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.input.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "`{}`: {}", Quoted(&self.input), self.message)
        }
    }
}

impl UriError {
    /// What is wrong and what to do, without the value.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl std::error::Error for UriError {}

/// The rule a rejected URL breaks.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UriErrorKind {
    /// The value is empty.
    Empty,
    /// The value starts or ends with whitespace.
    SurroundingWhitespace,
    /// The value has no scheme, e.g. `/posts/1` or `example.com/x`.
    NotAbsolute,
    /// The scheme is neither `http` nor `https`, e.g. `ftp:` or `mailto:`.
    UnsupportedScheme,
    /// The scheme is not followed by `//` and a non-empty host.
    MissingHost,
    /// The host has characters a host name cannot have, or a malformed IP literal.
    InvalidHost,
    /// The port is empty, not a number, or above 65535.
    InvalidPort,
    /// A `%` is not followed by two hex digits.
    InvalidPercentEscape,
    /// The value contains an ASCII control character (U+0000..=U+001F, U+007F).
    ControlCharacter,
}

/// The shared rule text of the errors about a missing or wrong scheme.
const ABSOLUTE_RULE: &str = "a sitemap URL must be absolute and start with http:// or https://";

/// Longest stretch of a value quoted in an error message, in characters: enough
/// to recognize the value, short enough to keep a log line readable.
const MAX_QUOTED_CHARS: usize = 200;

/// What went wrong, as slices of the input, so that the checks themselves never
/// allocate; [`Fault::into_error`] renders the message only on the error path.
#[derive(Debug, Clone, Copy)]
enum Fault<'a> {
    Empty,
    SurroundingWhitespace,
    NotAbsolute,
    UnsupportedScheme(&'a str),
    MissingHost { scheme: &'a str, has_slashes: bool },
    InvalidHost { host: &'a str, problem: HostProblem },
    InvalidPort(&'a str),
    InvalidPercentEscape(&'a str),
    ControlCharacter(char),
}

#[derive(Debug, Clone, Copy)]
enum HostProblem {
    Character(char),
    UnclosedBracket,
    BadIpLiteral,
    TextAfterBracket,
    UnbracketedIpv6,
    NonLdhInIdnLabel(char),
    TooLongForPunycode,
}

impl Fault<'_> {
    fn into_error(self, input: &str) -> UriError {
        UriError {
            kind: self.kind(),
            input: input.to_owned(),
            message: self.message(input),
        }
    }

    fn kind(self) -> UriErrorKind {
        match self {
            Fault::Empty => UriErrorKind::Empty,
            Fault::SurroundingWhitespace => UriErrorKind::SurroundingWhitespace,
            Fault::NotAbsolute => UriErrorKind::NotAbsolute,
            Fault::UnsupportedScheme(_) => UriErrorKind::UnsupportedScheme,
            Fault::MissingHost { .. } => UriErrorKind::MissingHost,
            Fault::InvalidHost { .. } => UriErrorKind::InvalidHost,
            Fault::InvalidPort(_) => UriErrorKind::InvalidPort,
            Fault::InvalidPercentEscape(_) => UriErrorKind::InvalidPercentEscape,
            Fault::ControlCharacter(_) => UriErrorKind::ControlCharacter,
        }
    }

    fn message(self, input: &str) -> String {
        match self {
            Fault::Empty => {
                format!("the value is empty; {ABSOLUTE_RULE}, e.g. `https://example.com/`")
            }
            Fault::SurroundingWhitespace => {
                "the value has leading or trailing whitespace; trim it".to_owned()
            }
            Fault::NotAbsolute => format!(
                "{ABSOLUTE_RULE}, e.g. `{}`",
                Quoted(&absolute_suggestion(input))
            ),
            Fault::UnsupportedScheme(scheme) => format!(
                "the scheme `{}:` is not allowed; {ABSOLUTE_RULE}",
                Quoted(scheme)
            ),
            Fault::MissingHost {
                scheme,
                has_slashes: false,
            } => format!(
                "`{scheme}:` must be followed by `//` and the host name, \
                 e.g. `{scheme}://example.com/`"
            ),
            Fault::MissingHost {
                scheme,
                has_slashes: true,
            } => format!(
                "the URL has no host; write the host name after `{scheme}://`, \
                 e.g. `{scheme}://example.com/`"
            ),
            Fault::InvalidHost { host, problem } => problem.message(host),
            Fault::InvalidPort("") => "the port after `:` is empty; write a port number \
                 such as `8080` or remove the `:`"
                .to_owned(),
            Fault::InvalidPort(port) => format!(
                "the port `{}` is not a number from 0 to 65535; write digits only, e.g. `8080`",
                Quoted(port)
            ),
            Fault::InvalidPercentEscape(escape) => format!(
                "`{}` is not a valid percent escape: `%` must be followed by two hex digits \
                 (write %25 for a literal percent sign)",
                Quoted(escape)
            ),
            Fault::ControlCharacter(c) => format!(
                "the value contains the control character U+{:04X}; remove it \
                 (it usually is a line break or tab pasted in by accident)",
                u32::from(c)
            ),
        }
    }
}

impl HostProblem {
    fn message(self, host: &str) -> String {
        let host = Quoted(host);
        match self {
            HostProblem::Character('\\') => {
                format!("the host `{host}` contains `\\`; separate the host from the path with `/`")
            }
            HostProblem::Character(c) => format!(
                "the host `{host}` contains {}, which a host name cannot have; \
                 use letters, digits, `-` and `.` only",
                CharName(c)
            ),
            HostProblem::UnclosedBracket => {
                format!("the IP literal in host `{host}` has no closing `]`")
            }
            HostProblem::BadIpLiteral => format!(
                "the IP literal `{host}` may contain only hex digits, `:` and `.`, \
                 e.g. `[2001:db8::1]`"
            ),
            HostProblem::TextAfterBracket => format!(
                "the host `{host}` has text after `]`; only `:port` may follow an IP literal"
            ),
            HostProblem::UnbracketedIpv6 => format!(
                "the IPv6 address `{host}` must be written in brackets, e.g. `[2001:db8::1]`"
            ),
            HostProblem::NonLdhInIdnLabel(c) => format!(
                "the internationalized host `{host}` contains {} in a label with non-ASCII \
                 letters; such a label may only add ASCII letters, digits and `-`",
                CharName(c)
            ),
            HostProblem::TooLongForPunycode => format!(
                "the host `{host}` is too long to convert to its ASCII (Punycode) form; \
                 shorten it"
            ),
        }
    }
}

/// Guesses the absolute URL a relative or scheme-less value was meant to be,
/// for the `NotAbsolute` message.
fn absolute_suggestion(input: &str) -> String {
    if input.starts_with("//") {
        format!("https:{input}")
    } else if input.starts_with('/') {
        format!("https://example.com{input}")
    } else if looks_like_host(input) {
        format!("https://{input}")
    } else {
        format!("https://example.com/{input}")
    }
}

/// Whether the value's first segment reads as a host, as in `example.com/x`
/// or `localhost:8080`, and not as a file name (`post-sitemap.xml`, whose
/// last label is a file extension no top-level domain has).
fn looks_like_host(input: &str) -> bool {
    const FILE_EXTENSIONS: &[&str] = &[
        "xml", "gz", "html", "htm", "php", "asp", "aspx", "jsp", "txt", "json", "cgi", "shtml",
        "rss", "atom", "pdf", "jpg", "jpeg", "png", "gif",
    ];
    let first = until_path(input);
    let name = first.split(':').next().unwrap_or(first);
    let last_label = name.rsplit('.').next().unwrap_or(name);
    let file_name = name.contains('.')
        && FILE_EXTENSIONS
            .iter()
            .any(|extension| last_label.eq_ignore_ascii_case(extension));
    !name.is_empty() && !file_name && (name.contains('.') || name.eq_ignore_ascii_case("localhost"))
}

/// A value in an error message: truncated after [`MAX_QUOTED_CHARS`] characters
/// and with control characters escaped, so the message stays on one line.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (count, c) in self.0.chars().enumerate() {
            if count == MAX_QUOTED_CHARS {
                return f.write_char('…');
            }
            if c.is_control() {
                write!(f, "{}", c.escape_default())?;
            } else {
                f.write_char(c)?;
            }
        }
        Ok(())
    }
}

/// A character named for a message; whitespace is otherwise invisible there.
struct CharName(char);

impl fmt::Display for CharName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            ' ' => f.write_str("a space"),
            c if c.is_whitespace() || c.is_control() => {
                write!(f, "the character U+{:04X}", u32::from(c))
            }
            c => write!(f, "`{c}`"),
        }
    }
}

fn normalize(input: &str) -> Result<Cow<'_, str>, Fault<'_>> {
    if is_plain(input) {
        return Ok(Cow::Borrowed(input));
    }
    let parts = parse(input)?;
    normalize_parts(input, &parts)
}

/// Whether `input` is a URL in the form nearly every generator writes and
/// normalizing leaves alone, told by one scan: `http://` or `https://`, a
/// lowercase host of letters, digits, `-` and `.` (no port, no userinfo),
/// then a path (and query) of unreserved characters, `/`, `?`, `&` and `=`,
/// with no dot segment. Anything else takes the full parse, which decides
/// the same for these (a property test holds the two together).
fn is_plain(input: &str) -> bool {
    let bytes = input.as_bytes();
    let rest = match bytes {
        [b'h', b't', b't', b'p', b's', b':', b'/', b'/', rest @ ..] => rest,
        [b'h', b't', b't', b'p', b':', b'/', b'/', rest @ ..] => rest,
        _ => return false,
    };
    // The host, label by label: lowercase letters, digits and inner hyphens,
    // 1 to 63 bytes, no `xn--` (IDNA) label, and a last label that starts
    // with a letter, so that it is a name and never an IPv4 address, which
    // the full parse reads.
    let plain_label = |label: &[u8]| {
        !label.is_empty()
            && label.len() <= 63
            && label[label.len() - 1] != b'-'
            && !label.starts_with(b"xn--")
    };
    let mut label_start = 0;
    let mut host_end = rest.len();
    for (at, &byte) in rest.iter().enumerate() {
        match byte {
            b'a'..=b'z' | b'0'..=b'9' => {}
            b'-' if at > label_start => {}
            b'.' => {
                if !plain_label(&rest[label_start..at]) {
                    return false;
                }
                label_start = at + 1;
            }
            b'/' => {
                host_end = at;
                break;
            }
            _ => return false,
        }
    }
    let last_label = &rest[label_start..host_end];
    if host_end > 253 || !plain_label(last_label) || !last_label[0].is_ascii_lowercase() {
        return false;
    }
    // The path and query: unreserved characters, `/`, `?`, `&` and `=`,
    // with no dot segment.
    let path = &rest[host_end..];
    let mut previous = 0;
    for &byte in path {
        if !PLAIN_PATH[usize::from(byte)] || (previous == b'/' && byte == b'.') {
            return false;
        }
        previous = byte;
    }
    !path.is_empty()
}

/// The bytes [`is_plain`] lets through in a path and query.
static PLAIN_PATH: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric()
            || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/' | b'?' | b'&' | b'=');
        byte += 1;
    }
    table
};

/// Splits `input` into its parts, checking everything except the contents of
/// the userinfo, host, path, query and fragment.
fn parse(input: &str) -> Result<HttpUrlParts<'_>, Fault<'_>> {
    if input.is_empty() {
        return Err(Fault::Empty);
    }
    // Checked before control characters: a trailing newline is whitespace to trim.
    if input.starts_with(char::is_whitespace) || input.ends_with(char::is_whitespace) {
        return Err(Fault::SurroundingWhitespace);
    }
    // Bytewise: ASCII control characters are single bytes in UTF-8, and
    // decoding every character cost more than the rest of the parse.
    if let Some(byte) = input.bytes().find(u8::is_ascii_control) {
        return Err(Fault::ControlCharacter(char::from(byte)));
    }
    let (scheme, after_scheme) = split_scheme(input)?;
    let Some(hierarchy) = after_scheme.strip_prefix("//") else {
        return Err(Fault::MissingHost {
            scheme,
            has_slashes: false,
        });
    };
    let authority = until_path(hierarchy);
    let rest = &hierarchy[authority.len()..];
    let (userinfo, host, port) = split_authority(authority, scheme)?;
    let (rest, fragment) = split_off(rest, '#');
    let (path, query) = split_off(rest, '?');
    Ok(HttpUrlParts {
        scheme,
        userinfo,
        host,
        port,
        path,
        query,
        fragment,
    })
}

/// The part of `s` before the first `/`, `?` or `#`.
fn until_path(s: &str) -> &str {
    // The delimiters are ASCII, so their byte position is a char boundary.
    s.bytes()
        .position(|b| matches!(b, b'/' | b'?' | b'#'))
        .map_or(s, |end| &s[..end])
}

fn split_off(s: &str, delimiter: char) -> (&str, Option<&str>) {
    match s.split_once(delimiter) {
        Some((before, after)) => (before, Some(after)),
        None => (s, None),
    }
}

/// Splits off an `http`/`https` scheme (RFC 3986 `scheme ":"`), returning the
/// scheme and what follows the colon.
fn split_scheme(input: &str) -> Result<(&str, &str), Fault<'_>> {
    let end = input
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')))
        .unwrap_or(input.len());
    let (scheme, rest) = input.split_at(end);
    let Some(rest) = rest.strip_prefix(':') else {
        return Err(Fault::NotAbsolute);
    };
    if !scheme.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err(Fault::NotAbsolute);
    }
    if scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https") {
        return Ok((scheme, rest));
    }
    // `localhost:8080/x` parses as scheme `localhost`, but it is a host and port
    // without a scheme, and "unsupported scheme" would mislead.
    let port = until_path(rest);
    if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Fault::NotAbsolute);
    }
    Err(Fault::UnsupportedScheme(scheme))
}

type Authority<'a> = (Option<&'a str>, &'a str, Option<&'a str>);

/// Splits `[userinfo@]host[:port]`, checking the IP literal and port syntax.
fn split_authority<'a>(authority: &'a str, scheme: &'a str) -> Result<Authority<'a>, Fault<'a>> {
    // The last `@` ends the userinfo, as in browsers; an earlier `@` is then
    // part of the userinfo and gets percent-encoded.
    let (userinfo, host_port) = match authority.rsplit_once('@') {
        Some((userinfo, host_port)) => (Some(userinfo), host_port),
        None => (None, authority),
    };
    let (host, port) = if host_port.starts_with('[') {
        split_ip_literal(host_port)?
    } else {
        split_reg_name(host_port)?
    };
    if host.is_empty() {
        return Err(Fault::MissingHost {
            scheme,
            has_slashes: true,
        });
    }
    if let Some(port) = port {
        check_port(port)?;
    }
    Ok((userinfo, host, port))
}

fn split_ip_literal(host_port: &str) -> Result<(&str, Option<&str>), Fault<'_>> {
    let invalid = |host, problem| Fault::InvalidHost { host, problem };
    let Some(close) = host_port.find(']') else {
        return Err(invalid(host_port, HostProblem::UnclosedBracket));
    };
    let (host, after) = host_port.split_at(close + 1);
    let address = &host[1..close];
    if address.is_empty() || !address.chars().all(is_ip_literal_char) {
        return Err(invalid(host, HostProblem::BadIpLiteral));
    }
    if after.is_empty() {
        return Ok((host, None));
    }
    match after.strip_prefix(':') {
        Some(port) => Ok((host, Some(port))),
        None => Err(invalid(host_port, HostProblem::TextAfterBracket)),
    }
}

fn split_reg_name(host_port: &str) -> Result<(&str, Option<&str>), Fault<'_>> {
    if host_port.matches(':').count() > 1 && host_port.chars().all(is_ip_literal_char) {
        return Err(Fault::InvalidHost {
            host: host_port,
            problem: HostProblem::UnbracketedIpv6,
        });
    }
    Ok(split_off(host_port, ':'))
}

fn is_ip_literal_char(c: char) -> bool {
    c.is_ascii_hexdigit() || c == ':' || c == '.'
}

fn check_port(port: &str) -> Result<(), Fault<'_>> {
    let valid = (1..=5).contains(&port.len())
        && port.bytes().all(|b| b.is_ascii_digit())
        && port.parse::<u32>().is_ok_and(|n| n <= 65_535);
    if valid {
        Ok(())
    } else {
        Err(Fault::InvalidPort(port))
    }
}

/// Percent-encodes the components of `parts`, reassembling the URL only when
/// one of them changed.
fn normalize_parts<'a>(
    input: &'a str,
    parts: &HttpUrlParts<'a>,
) -> Result<Cow<'a, str>, Fault<'a>> {
    let encode = |component: Option<&'a str>, kind| {
        component
            .map(|text| encode_component(text, kind))
            .transpose()
    };
    let userinfo = encode(parts.userinfo, Component::UserInfo)?;
    let host = normalize_host(parts.host)?;
    let path = encode_component(parts.path, Component::Path)?;
    let query = encode(parts.query, Component::Query)?;
    let fragment = encode(parts.fragment, Component::Fragment)?;

    let is_borrowed = |text: &Cow<'_, str>| matches!(text, Cow::Borrowed(_));
    let unchanged = is_borrowed(&host)
        && is_borrowed(&path)
        && [&userinfo, &query, &fragment]
            .into_iter()
            .flatten()
            .all(is_borrowed);
    if unchanged {
        return Ok(Cow::Borrowed(input));
    }

    let mut out = String::with_capacity(input.len() + 16);
    out.push_str(parts.scheme);
    out.push_str("://");
    if let Some(userinfo) = userinfo {
        out.push_str(&userinfo);
        out.push('@');
    }
    out.push_str(&host);
    if let Some(port) = parts.port {
        out.push(':');
        out.push_str(port);
    }
    out.push_str(&path);
    if let Some(query) = query {
        out.push('?');
        out.push_str(&query);
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(&fragment);
    }
    Ok(Cow::Owned(out))
}

/// The URL components whose characters are percent-encoded; each allows a
/// different set of ASCII characters raw (RFC 3986 section 3).
#[derive(Debug, Clone, Copy)]
enum Component {
    UserInfo,
    Path,
    Query,
    Fragment,
}

impl Component {
    /// Whether RFC 3986 allows `c` unencoded in this component. Delimiters that
    /// end a component (`?` in a path, `#` in a query) never reach this test; a
    /// second `#` does, inside a fragment, and is encoded.
    const fn allows(self, c: char) -> bool {
        let shared = is_unreserved(c) || is_sub_delim(c) || c == ':';
        shared
            || match self {
                Component::UserInfo => false,
                Component::Path => matches!(c, '@' | '/'),
                Component::Query | Component::Fragment => matches!(c, '@' | '/' | '?'),
            }
    }

    /// Whether every byte of `text` is an ASCII character this component
    /// allows raw (`%` excluded, since an escape needs checking): then the
    /// text is already in normal form. One table lookup a byte, which is
    /// what reading a sitemap asks of almost every URL.
    fn allows_all_raw(self, text: &str) -> bool {
        const fn table(component: Component) -> [bool; 128] {
            let mut table = [false; 128];
            let mut byte = 0;
            while byte < table.len() {
                // `byte` is below 128, so it is an ASCII character.
                table[byte] = component.allows(byte as u8 as char);
                byte += 1;
            }
            table
        }
        const USER_INFO: [bool; 128] = table(Component::UserInfo);
        const PATH: [bool; 128] = table(Component::Path);
        const QUERY: [bool; 128] = table(Component::Query);
        const FRAGMENT: [bool; 128] = table(Component::Fragment);
        let allowed = match self {
            Component::UserInfo => &USER_INFO,
            Component::Path => &PATH,
            Component::Query => &QUERY,
            Component::Fragment => &FRAGMENT,
        };
        text.bytes()
            .all(|byte| allowed.get(usize::from(byte)).copied().unwrap_or(false))
    }
}

/// Percent-encodes what `component` does not allow raw, keeping valid escapes;
/// borrows `text` when nothing needed encoding.
fn encode_component(text: &str, component: Component) -> Result<Cow<'_, str>, Fault<'_>> {
    if component.allows_all_raw(text) {
        return Ok(Cow::Borrowed(text));
    }
    let mut out: Option<String> = None;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '%' {
            check_escape(text, i)?;
            // The two hex digits are ASCII, so `i + 3` is a char boundary.
            chars.nth(1);
            if let Some(out) = &mut out {
                out.push_str(&text[i..i + 3]);
            }
        } else if component.allows(c) {
            if let Some(out) = &mut out {
                out.push(c);
            }
        } else {
            let out = out.get_or_insert_with(|| {
                let mut owned = String::with_capacity(text.len() + 16);
                owned.push_str(&text[..i]);
                owned
            });
            let mut utf8 = [0; 4];
            for &byte in c.encode_utf8(&mut utf8).as_bytes() {
                push_percent_encoded(byte, out);
            }
        }
    }
    Ok(out.map_or(Cow::Borrowed(text), Cow::Owned))
}

/// Checks that the `%` at byte `i` of `text` starts a `%XX` escape.
fn check_escape(text: &str, i: usize) -> Result<(), Fault<'_>> {
    let bytes = text.as_bytes();
    let is_hex = |offset| bytes.get(i + offset).is_some_and(u8::is_ascii_hexdigit);
    if is_hex(1) && is_hex(2) {
        return Ok(());
    }
    // Quote the `%` and up to two following characters, whole characters only.
    let rest = &text[i..];
    let end = rest
        .char_indices()
        .nth(3)
        .map_or(rest.len(), |(end, _)| end);
    Err(Fault::InvalidPercentEscape(&rest[..end]))
}

fn push_percent_encoded(byte: u8, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(byte >> 4)]));
    out.push(char::from(HEX[usize::from(byte & 0x0F)]));
}

const fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~')
}

const fn is_sub_delim(c: char) -> bool {
    matches!(
        c,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | ';' | '='
    )
}

/// Checks a host and converts an internationalized one to its ASCII form.
/// IP literals were checked when the authority was split.
fn normalize_host(host: &str) -> Result<Cow<'_, str>, Fault<'_>> {
    if host.starts_with('[') {
        return Ok(Cow::Borrowed(host));
    }
    let mut has_non_ascii = false;
    let mut chars = host.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '%' => {
                check_escape(host, i)?;
                chars.nth(1);
            }
            c if is_unreserved(c) || is_sub_delim(c) => {}
            // Non-ASCII whitespace is as wrong in a host as a space, and would
            // otherwise be hidden inside Punycode.
            c if !c.is_ascii() && !c.is_whitespace() => has_non_ascii = true,
            c => {
                return Err(Fault::InvalidHost {
                    host,
                    problem: HostProblem::Character(c),
                });
            }
        }
    }
    if has_non_ascii {
        idna_to_ascii(host).map(Cow::Owned)
    } else {
        Ok(Cow::Borrowed(host))
    }
}

/// The IDNA ASCII form of a host: lowercased, with every label that has
/// non-ASCII characters Punycode-encoded behind `xn--`.
fn idna_to_ascii(host: &str) -> Result<String, Fault<'_>> {
    let invalid = |problem| Fault::InvalidHost { host, problem };
    let lower: String = host.chars().flat_map(char::to_lowercase).collect();
    let mut out = String::with_capacity(lower.len() + 16);
    for (index, label) in lower.split('.').enumerate() {
        if index > 0 {
            out.push('.');
        }
        if label.is_ascii() {
            out.push_str(label);
            continue;
        }
        // Punycode copies ASCII characters verbatim, and DNS labels are letters,
        // digits and hyphens; anything else would make an unusable `xn--` label.
        if let Some(c) = label
            .chars()
            .find(|&c| c.is_ascii() && !(c.is_ascii_alphanumeric() || c == '-'))
        {
            return Err(invalid(HostProblem::NonLdhInIdnLabel(c)));
        }
        out.push_str("xn--");
        punycode_encode(label, &mut out).ok_or(invalid(HostProblem::TooLongForPunycode))?;
    }
    Ok(out)
}

// Bootstring parameters for Punycode (RFC 3492 section 5).
const BASE: u32 = 36;
const T_MIN: u32 = 1;
const T_MAX: u32 = 26;
const SKEW: u32 = 38;
const DAMP: u32 = 700;
const INITIAL_BIAS: u32 = 72;
const INITIAL_N: u32 = 128;

/// Appends the Punycode encoding of `label` (RFC 3492 section 6.3) to `out`;
/// `None` when the arithmetic would overflow, which only absurdly long labels do.
fn punycode_encode(label: &str, out: &mut String) -> Option<()> {
    let code_points: Vec<u32> = label.chars().map(u32::from).collect();
    let total = u32::try_from(code_points.len()).ok()?;
    out.extend(label.chars().filter(char::is_ascii));
    let basic = u32::try_from(label.chars().filter(char::is_ascii).count()).ok()?;
    if basic > 0 {
        out.push('-');
    }
    let mut n = INITIAL_N;
    let mut delta: u32 = 0;
    let mut bias = INITIAL_BIAS;
    let mut handled = basic;
    while handled < total {
        let next = code_points.iter().copied().filter(|&c| c >= n).min()?;
        delta = delta.checked_add((next - n).checked_mul(handled + 1)?)?;
        n = next;
        for &c in &code_points {
            if c < n {
                delta = delta.checked_add(1)?;
            }
            if c == n {
                push_variable_length_integer(delta, bias, out);
                bias = adapt_bias(delta, handled + 1, handled == basic);
                delta = 0;
                handled += 1;
            }
        }
        delta = delta.checked_add(1)?;
        n = n.checked_add(1)?;
    }
    Some(())
}

/// Writes `q` as a generalized variable-length integer (RFC 3492 section 3.3).
fn push_variable_length_integer(mut q: u32, bias: u32, out: &mut String) {
    let mut k = BASE;
    loop {
        let threshold = k.saturating_sub(bias).clamp(T_MIN, T_MAX);
        if q < threshold {
            break;
        }
        out.push(punycode_digit(
            threshold + (q - threshold) % (BASE - threshold),
        ));
        q = (q - threshold) / (BASE - threshold);
        k += BASE;
    }
    out.push(punycode_digit(q));
}

/// The bias adaptation function (RFC 3492 section 6.1).
fn adapt_bias(delta: u32, num_points: u32, first_time: bool) -> u32 {
    let mut delta = if first_time { delta / DAMP } else { delta / 2 };
    delta += delta / num_points;
    let mut k = 0;
    while delta > ((BASE - T_MIN) * T_MAX) / 2 {
        delta /= BASE - T_MIN;
        k += BASE;
    }
    k + (BASE - T_MIN + 1) * delta / (delta + SKEW)
}

/// The Punycode digit for `value`, which the callers keep below [`BASE`].
fn punycode_digit(value: u32) -> char {
    const DIGITS: &[u8; BASE as usize] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    char::from(DIGITS[value as usize])
}

#[cfg(test)]
mod plain_tests {
    use super::*;
    use proptest::prelude::*;

    fn full(input: &str) -> Result<Cow<'_, str>, Fault<'_>> {
        let parts = parse(input)?;
        normalize_parts(input, &parts)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

        /// Every URL the one-scan check lets through is one the full parse
        /// leaves exactly as it is.
        #[test]
        fn plain_urls_are_what_the_full_parse_leaves_alone(
            scheme in prop::sample::select(vec!["http://", "https://"]),
            host in "([a-z0-9-]{1,70}\\.){0,3}[a-z0-9-]{1,70}",
            path in "(/[a-zA-Z0-9._~?&=-]{0,8}){1,4}",
        ) {
            let url = format!("{scheme}{host}{path}");
            if is_plain(&url) {
                prop_assert_eq!(full(&url).ok(), Some(Cow::Borrowed(url.as_str())), "{}", url);
            }
        }
    }

    #[test]
    fn plain_urls_are_recognized() {
        assert!(is_plain(
            "https://www.example.com/blog/posts/1/a-title?ref=home&page=2"
        ));
        assert!(is_plain("http://example.com/"));
        for other in [
            "https://Example.com/",
            "https://example.com",
            "https://example.com:443/",
            "https://example.com/a b",
            "https://example.com/%7e",
            "https://example.com/./a",
            "https://127.0.0.1/",
            "https://xn--caf-dma.example/",
            "ftp://example.com/",
        ] {
            assert!(!is_plain(other), "{other}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_raw_byte_tables_are_the_character_rule() {
        let components = [
            Component::UserInfo,
            Component::Path,
            Component::Query,
            Component::Fragment,
        ];
        for component in components {
            for byte in 0u8..=255 {
                let c = char::from(byte);
                let text = format!("a{c}b");
                let expected = byte.is_ascii() && byte != b'%' && component.allows(c);
                assert_eq!(
                    component.allows_all_raw(&text),
                    expected,
                    "{component:?} {byte:#04x}"
                );
                // Whatever the shortcut says, the result is the full rule's.
                match encode_component(&text, component) {
                    Ok(Cow::Borrowed(_)) => assert!(expected || byte == b'%'),
                    Ok(Cow::Owned(encoded)) => {
                        assert!(!expected, "{component:?} {byte:#04x}");
                        assert!(
                            encoded.starts_with("a%") && encoded.ends_with('b'),
                            "{encoded}"
                        );
                    }
                    Err(_) => assert_eq!(byte, b'%', "{component:?}"),
                }
            }
        }
    }

    fn kind_of(input: &str) -> UriErrorKind {
        match normalize_http_url(input) {
            Ok(out) => panic!("{input:?} was accepted as {out:?}"),
            Err(err) => err.kind(),
        }
    }

    #[test]
    fn accepts_normalized_urls_unchanged_and_borrowed() {
        let urls = [
            "https://example.com/",
            "https://example.com",
            "http://example.com/posts/1?a=1&b=2",
            "https://example.com/page#section-2",
            "https://example.com:8443/x",
            "https://example.com:65535/",
            "https://user:pa%20ss@example.com/",
            "https://@example.com/",
            "http://[2001:db8::1]:8080/index.html",
            "http://[::ffff:192.0.2.1]/",
            "http://127.0.0.1/",
            "https://example.com/a%20b",
            "https://example.com/caf%c3%a9",
            "https://example.com/caf%C3%A9",
            "HTTPS://Example.COM/A",
            "hTTp://example.com/",
            "https://example.com/a:b@c!$&'()*+,;=~-._",
            "https://example.com/search?q=a/b?c:d@e",
            "https://example.com/#/route?x=1",
            "https://xn--mnchen-3ya.de/",
            "https://example.com/?",
            "https://example.com/#",
            "https://example.com?q",
            "https://ex%41mple.com/",
            "https://my_host~1.example./a/../b",
        ];
        for url in urls {
            assert_eq!(normalize_http_url(url), Ok(Cow::Borrowed(url)), "{url}");
            assert!(is_normalized_http_url(url), "{url}");
        }
    }

    #[test]
    fn percent_encodes_iris_and_forbidden_ascii() {
        let cases = [
            ("https://example.com/café", "https://example.com/caf%C3%A9"),
            (
                "https://例え.jp/パス",
                "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9",
            ),
            ("https://münchen.de/", "https://xn--mnchen-3ya.de/"),
            ("https://Bücher.Example/", "https://xn--bcher-kva.example/"),
            ("https://example.com/a b", "https://example.com/a%20b"),
            (
                "https://example.com/{x}|y",
                "https://example.com/%7Bx%7D%7Cy",
            ),
            (
                "https://example.com/q?x=\"<>\"",
                "https://example.com/q?x=%22%3C%3E%22",
            ),
            (
                "https://example.com/a\\b^`",
                "https://example.com/a%5Cb%5E%60",
            ),
            ("https://example.com/[x]", "https://example.com/%5Bx%5D"),
            ("https://example.com/p#a#b", "https://example.com/p#a%23b"),
            ("https://us er@example.com/", "https://us%20er@example.com/"),
            ("https://a@b@example.com/", "https://a%40b@example.com/"),
            (
                "https://example.com/?q=ü#ü",
                "https://example.com/?q=%C3%BC#%C3%BC",
            ),
            (
                "https://example.com/a\u{a0}b",
                "https://example.com/a%C2%A0b",
            ),
            (
                "https://example.com/%41é%4a",
                "https://example.com/%41%C3%A9%4a",
            ),
            ("https://example.com/😀", "https://example.com/%F0%9F%98%80"),
        ];
        for (input, expected) in cases {
            let out = normalize_http_url(input);
            assert_eq!(out.as_deref(), Ok(expected), "{input}");
            assert!(matches!(out, Ok(Cow::Owned(_))), "{input}");
            assert!(!is_normalized_http_url(input), "{input}");
        }
    }

    #[test]
    fn idna_converts_only_labels_with_non_ascii() {
        let cases = [
            ("münchen.de", "xn--mnchen-3ya.de"),
            ("bücher.example", "xn--bcher-kva.example"),
            ("www.Bücher.DE", "www.xn--bcher-kva.de"),
            ("例え.テスト", "xn--r8jz45g.xn--zckzah"),
        ];
        for (host, expected) in cases {
            assert_eq!(normalize_host(host).unwrap(), expected, "{host}");
        }
        assert!(matches!(
            normalize_host("Example.COM"),
            Ok(Cow::Borrowed("Example.COM"))
        ));
    }

    #[test]
    fn punycode_matches_rfc_3492_samples() {
        let cases = [
            ("münchen", "mnchen-3ya"),
            ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
            ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
            (
                "почемужеонинеговорятпорусски",
                "b1abfaaepdrnnbgefbadotcwatmq2g4l",
            ),
        ];
        for (label, expected) in cases {
            let mut out = String::new();
            assert_eq!(punycode_encode(label, &mut out), Some(()));
            assert_eq!(out, expected, "{label}");
        }
    }

    #[test]
    fn rejects_each_error_kind() {
        use UriErrorKind::*;
        let long_label = "ü".repeat(40_000) + "😀";
        let long_host = format!("https://{long_label}.de/");
        let cases: &[(&str, UriErrorKind)] = &[
            ("", Empty),
            (" https://example.com/", SurroundingWhitespace),
            ("https://example.com/\n", SurroundingWhitespace),
            ("https://example.com/\u{3000}", SurroundingWhitespace),
            ("/posts/1", NotAbsolute),
            ("example.com/x", NotAbsolute),
            ("//example.com/", NotAbsolute),
            ("localhost:8080/x", NotAbsolute),
            ("127.0.0.1:80/", NotAbsolute),
            ("?q=1", NotAbsolute),
            (":foo", NotAbsolute),
            ("https//example.com", NotAbsolute),
            ("ftp://example.com/", UnsupportedScheme),
            ("mailto:someone@example.com", UnsupportedScheme),
            ("javascript:alert(1)", UnsupportedScheme),
            ("https://", MissingHost),
            ("https:///x", MissingHost),
            ("https://user@/", MissingHost),
            ("https://:80/", MissingHost),
            ("http:example.com", MissingHost),
            ("https:/example.com", MissingHost),
            ("https:\\\\example.com", MissingHost),
            ("https://exa mple.com/", InvalidHost),
            ("https://example.com\\path", InvalidHost),
            ("https://exa<mple.com/", InvalidHost),
            ("https://[::1/", InvalidHost),
            ("https://[zz]/", InvalidHost),
            ("https://[]/", InvalidHost),
            ("https://[::1]x/", InvalidHost),
            ("https://::1/", InvalidHost),
            ("https://bü_cher.de/", InvalidHost),
            ("https://a\u{a0}b.com/", InvalidHost),
            (&long_host, InvalidHost),
            ("https://example.com:/", InvalidPort),
            ("https://example.com:abc/", InvalidPort),
            ("https://example.com:65536/", InvalidPort),
            ("https://example.com:123456/", InvalidPort),
            ("https://example.com:80:90/", InvalidPort),
            ("https://example.com:+80/", InvalidPort),
            ("https://[::1]:/", InvalidPort),
            ("https://example.com/100%", InvalidPercentEscape),
            ("https://example.com/%zz", InvalidPercentEscape),
            ("https://example.com/%4", InvalidPercentEscape),
            ("https://example.com/%é", InvalidPercentEscape),
            ("https://example.com/?a=%", InvalidPercentEscape),
            ("https://example.com/#%g0", InvalidPercentEscape),
            ("https://u%@example.com/", InvalidPercentEscape),
            ("https://ex%g1.com/", InvalidPercentEscape),
            ("https://example.com/a\tb", ControlCharacter),
            ("https://exa\u{7f}mple.com/", ControlCharacter),
            ("https://example.com/\0", ControlCharacter),
            ("ftp://example.com/\r", SurroundingWhitespace),
            ("ftp://exa\rmple.com", ControlCharacter),
        ];
        for &(input, expected) in cases {
            assert_eq!(kind_of(input), expected, "{input:?}");
            assert!(!is_normalized_http_url(input), "{input:?}");
            let err = split_http_url(input).unwrap_err();
            assert_eq!(err.kind(), expected, "{input:?}");
            assert_eq!(err.input(), input);
        }
    }

    #[test]
    fn error_messages_name_the_rule_quote_the_value_and_advise() {
        let message = |input: &str| normalize_http_url(input).unwrap_err().to_string();
        assert_eq!(
            message("/posts/1"),
            "`/posts/1`: a sitemap URL must be absolute and start with \
             http:// or https://, e.g. `https://example.com/posts/1`"
        );
        assert!(message("example.com/x").ends_with("e.g. `https://example.com/x`"));
        assert!(message("//example.com/").ends_with("e.g. `https://example.com/`"));
        assert!(message("posts/1").ends_with("e.g. `https://example.com/posts/1`"));
        // A file name is not a host.
        assert!(
            message("post-sitemap.xml").ends_with("e.g. `https://example.com/post-sitemap.xml`")
        );
        assert!(message("shop.example").ends_with("e.g. `https://shop.example`"));
        assert!(message("localhost:8080").ends_with("e.g. `https://localhost:8080`"));
        assert!(message("").starts_with("the value is empty"));
        assert!(message(" https://example.com/").contains("trim it"));
        assert!(message("https://example.com/50%").contains("write %25"));
        assert!(message("https://example.com/50%").contains("`%`"));
        assert!(message("ftp://x.org/").contains("the scheme `ftp:` is not allowed"));
        assert!(message("http:x.org").contains("`http:` must be followed by `//`"));
        assert!(message("https://exa mple.com/").contains("contains a space"));
        assert!(message("https://x.org\\y").contains("separate the host from the path"));
        assert!(message("https://x.org:99999/").contains("`99999`"));
        assert!(message("https://x.org:/").contains("port after `:` is empty"));
        let control = message("https://example.com/a\nb");
        assert!(
            control.contains("U+000A") && !control.contains('\n'),
            "{control}"
        );
    }

    #[test]
    fn error_messages_truncate_long_values() {
        let input = format!("/{}", "é".repeat(500));
        let err = normalize_http_url(&input).unwrap_err();
        assert_eq!(err.input(), input);
        let message = err.to_string();
        assert!(message.contains('…'));
        assert!(message.chars().count() < 600, "{message}");
        let short = "/".to_owned() + &"a".repeat(MAX_QUOTED_CHARS - 1);
        let message = normalize_http_url(&short).unwrap_err().to_string();
        assert!(message.starts_with(&format!("`{short}`: ")), "{message}");
    }

    #[test]
    fn normalizing_is_idempotent() {
        let inputs = [
            "https://example.com/café?q=ü#ä",
            "https://例え.jp/パス",
            "HTTP://Bücher.example:8080/a b/{c}",
            "https://us er@münchen.de/%41é",
            "https://a@b@example.com/p#a#b",
            "http://[::1]/[x]",
            "https://example.com/",
        ];
        for input in inputs {
            let once = normalize_http_url(input).unwrap();
            let twice = normalize_http_url(&once).unwrap();
            assert!(matches!(twice, Cow::Borrowed(_)), "{input}");
            assert_eq!(twice, once, "{input}");
            assert!(is_normalized_http_url(&once), "{input}");
        }
    }

    #[test]
    fn splits_urls_into_parts() {
        let parts = split_http_url("HTTPS://user:pw@Example.com:8443/a/b?x=1&y#frag").unwrap();
        assert_eq!(
            parts,
            HttpUrlParts {
                scheme: "HTTPS",
                userinfo: Some("user:pw"),
                host: "Example.com",
                port: Some("8443"),
                path: "/a/b",
                query: Some("x=1&y"),
                fragment: Some("frag"),
            }
        );
        let parts = split_http_url("http://[2001:db8::1]").unwrap();
        assert_eq!(parts.host, "[2001:db8::1]");
        assert_eq!((parts.port, parts.path), (None, ""));
        assert_eq!((parts.query, parts.fragment), (None, None));
        let parts = split_http_url("https://example.com#a?b").unwrap();
        assert_eq!(
            (parts.path, parts.query, parts.fragment),
            ("", None, Some("a?b"))
        );
        let parts = split_http_url("https://example.com/?#").unwrap();
        assert_eq!((parts.query, parts.fragment), (Some(""), Some("")));
        // Parts are of the value as written; normalize first to compare hosts.
        assert_eq!(
            split_http_url("https://münchen.de/").unwrap().host,
            "münchen.de"
        );
    }

    #[test]
    fn encodes_path_segments() {
        let cases = [
            ("a b/c", "a%20b%2Fc"),
            ("ü", "%C3%BC"),
            ("~._-", "~._-"),
            ("", ""),
            ("100%?#&", "100%25%3F%23%26"),
        ];
        for (value, expected) in cases {
            let mut out = String::from("x");
            encode_path_segment(value, &mut out);
            assert_eq!(out, format!("x{expected}"), "{value:?}");
        }
    }

    /// Prefixes, suffixes, substitutions and insertions of valid URLs, plus
    /// pseudo-random strings over URL-ish characters.
    fn mutated_inputs() -> Vec<String> {
        const SEEDS: &[&str] = &[
            "https://user:pw@example.com:8080/a/b?c=d&e#f",
            "http://[2001:db8::1]:80/x%20y",
            "https://münchen.de/straße?q=ü#frag",
            "HTTPS://例え.jp/パス",
        ];
        const INSERTS: &[char] = &[
            '%', ' ', '/', ':', '@', '[', ']', '#', '?', '\\', '.', 'é', '例', '\n', '\u{7f}',
            '\u{3000}', 'A', '0', '😀',
        ];
        let mut inputs = Vec::new();
        for seed in SEEDS {
            let boundaries = seed.char_indices().map(|(i, _)| i).chain([seed.len()]);
            for i in boundaries {
                inputs.push(seed[..i].to_owned());
                inputs.push(seed[i..].to_owned());
            }
            for (i, c) in seed.char_indices() {
                for insert in INSERTS {
                    let rest = &seed[i + c.len_utf8()..];
                    inputs.push(format!("{}{insert}{rest}", &seed[..i]));
                    inputs.push(format!("{}{insert}{}", &seed[..i], &seed[i..]));
                }
            }
        }
        let alphabet: Vec<char> = "https:/[]@%0aF.?#é例 ü\u{a0}-".chars().collect();
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..500 {
            let len = next() % 24;
            let mut s = String::from(if next() % 2 == 0 { "https://" } else { "" });
            for _ in 0..len {
                s.push(alphabet[(next() % alphabet.len() as u64) as usize]);
            }
            inputs.push(s);
        }
        inputs.extend(
            [
                "例え",
                "ü",
                "\u{feff}https://example.com/",
                "…",
                "%",
                "https://%",
            ]
            .map(String::from),
        );
        inputs
    }

    /// Writers escape only `&` and `'` in a normalized URL
    /// (`SchemaValue::NORMALIZED_URL`): every other character XML escapes,
    /// and whitespace, comes out percent-encoded, wherever it stood.
    #[test]
    fn normalized_urls_hold_no_markup_but_ampersands_and_apostrophes() {
        let mut inputs = mutated_inputs();
        for c in (0u8..=127).map(char::from).chain(['é', '\u{a0}', '«']) {
            for template in [
                "https://u{c}ser@example.com/p{c}th?q{c}=v{c}#f{c}",
                "https://example.com/{c}",
                "https://example.com/?{c}",
                "https://example.com/#{c}",
            ] {
                inputs.push(template.replace("{c}", &c.to_string()));
            }
        }
        let mut accepted = 0;
        for input in &inputs {
            if let Ok(out) = normalize_http_url(input) {
                accepted += 1;
                assert!(
                    !out.contains(['<', '>', '"', '\r', '\n', '\t', ' ']),
                    "{input:?} -> {out:?}"
                );
            }
        }
        assert!(accepted > 300, "{accepted}");
    }

    #[test]
    fn never_panics_and_outputs_are_fixed_points() {
        let inputs = mutated_inputs();
        assert!(inputs.len() > 300);
        for input in &inputs {
            let result = normalize_http_url(input);
            assert_eq!(
                is_normalized_http_url(input),
                matches!(result, Ok(Cow::Borrowed(_))),
                "{input:?}"
            );
            assert_eq!(split_http_url(input).is_ok(), result.is_ok(), "{input:?}");
            match result {
                Ok(Cow::Borrowed(out)) => assert_eq!(out, input),
                Ok(Cow::Owned(out)) => {
                    assert_eq!(normalize_http_url(&out), Ok(Cow::Borrowed(out.as_str())));
                    assert!(out.is_ascii(), "{out:?}");
                }
                Err(err) => {
                    assert_eq!(err.input(), input);
                    // The value quoted (when there is one), no element named.
                    let message = err.to_string();
                    assert!(message.starts_with('`') || input.is_empty(), "{message}");
                    assert!(!message.contains("invalid loc"), "{message}");
                }
            }
        }
    }
}
