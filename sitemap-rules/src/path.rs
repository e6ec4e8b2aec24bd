//! The rule for a page's path relative to its site, as written in code.
//!
//! `#[sitemap(path = "/posts/{slug}")]` is checked at compile time by
//! [`parse_template`], and `BaseUrl::join("/about")` in `sitemap-core` checks
//! its argument at run time with [`check_path`]: one rule for both, so a path
//! the macro accepts is exactly a path the runtime accepts.
//!
//! A path is strict where a `<loc>` is lenient. `Loc::parse` repairs what
//! people paste from a browser (it percent-encodes `é` or a space); a path in
//! source code is written once by a developer, so it has to be in its final
//! RFC 3986 form already, and the error shows that form:
//!
//! - it starts with `/` (it is relative to the site's base URL);
//! - it has no empty (`//`) or dot (`/./`, `/../`) segments;
//! - outside `%XX` escapes it only uses the characters RFC 3986 allows raw in a
//!   path (letters, digits, `-._~!$&'()*+,;=:@/`), plus `?` to start a query;
//! - it has no fragment (`#…`), which crawlers drop;
//! - in a template, `{name}` or `{0}` is a placeholder for a field.

use std::fmt::{self, Write as _};

/// One piece of a path template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part<'a> {
    /// Text copied into the URL as written (already in RFC 3986 form).
    Literal(&'a str),
    /// `{name}` or `{0}`: the field whose value fills this place, encoded.
    Placeholder(&'a str),
    /// `{*name}`: a field whose value fills the rest of the path, each of
    /// its `/`-separated segments encoded, the `/` kept (axum's wildcard).
    Wildcard(&'a str),
}

/// Parses a path template such as `/tags/{name}/page/{page}` into literal
/// text and placeholders, checking the path rule (see the module
/// documentation).
///
/// Placeholder names are field names (`slug`, `r#type` written as `{type}`)
/// or tuple indices (`0`); which fields exist is for the caller to check.
///
/// # Errors
///
/// A [`PathError`] naming the rule broken, the offending piece and the fix.
///
/// # Examples
///
/// ```
/// use sitemap_rules::PathErrorKind;
/// use sitemap_rules::__private::{Part, parse_template};
///
/// let parts = parse_template("/posts/{slug}.html")?;
/// assert_eq!(
///     parts,
///     [Part::Literal("/posts/"), Part::Placeholder("slug"), Part::Literal(".html")],
/// );
/// // axum's wildcard, which keeps the `/` of its value.
/// assert_eq!(parse_template("/files/{*rest}")?, [Part::Literal("/files/"), Part::Wildcard("rest")]);
///
/// let error = parse_template("/caf\u{e9}/{id}").unwrap_err();
/// assert_eq!(error.kind(), PathErrorKind::MustBeEscaped);
/// assert!(error.to_string().contains("write `/caf%C3%A9/{id}`"));
/// # Ok::<(), sitemap_rules::PathError>(())
/// ```
pub fn parse_template(template: &str) -> Result<Vec<Part<'_>>, PathError> {
    scan(template, true)
}

/// Checks a path without placeholders (`{` and `}` have to be escaped).
///
/// # Errors
///
/// A [`PathError`] naming the rule broken, the offending piece and the fix.
///
/// # Examples
///
/// ```
/// use sitemap_rules::__private::check_path;
///
/// assert!(check_path("/search?q=rust&page=2").is_ok());
/// let error = check_path("posts/1").unwrap_err();
/// assert!(error.to_string().contains("must start with `/`"));
/// ```
pub fn check_path(path: &str) -> Result<(), PathError> {
    scan(path, false).map(|_| ())
}

/// Whether a character may appear raw in a path (RFC 3986 `pchar` and `/`,
/// escapes aside).
fn allowed_in_path(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/".contains(c)
}

fn scan(template: &str, placeholders: bool) -> Result<Vec<Part<'_>>, PathError> {
    let fail = |kind, piece: &str| Err(PathError::new(kind, template, piece, placeholders));
    if !template.starts_with('/') {
        return fail(PathErrorKind::MissingLeadingSlash, template);
    }
    let mut parts = Vec::new();
    let mut literal_start = 0;
    let mut in_query = false;
    let mut chars = template.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '{' if placeholders => {
                let rest = &template[at + 1..];
                let Some(close) = rest
                    .find(['{', '}'])
                    .filter(|&i| rest[i..].starts_with('}'))
                else {
                    return fail(PathErrorKind::UnclosedPlaceholder, &template[at..]);
                };
                let name = &rest[..close];
                if name.is_empty() {
                    return fail(PathErrorKind::EmptyPlaceholder, "{}");
                }
                let (wildcard, name) = match name.strip_prefix('*') {
                    Some(name) => (true, name),
                    None => (false, name),
                };
                if !is_placeholder_name(name) {
                    return fail(
                        PathErrorKind::InvalidPlaceholder,
                        &template[at..at + close + 2],
                    );
                }
                let after = &template[at + close + 2..];
                if wildcard
                    && (in_query
                        || !template[..at].ends_with('/')
                        || !(after.is_empty() || after.starts_with('?')))
                {
                    return fail(
                        PathErrorKind::MisplacedWildcard,
                        &template[at..at + close + 2],
                    );
                }
                if literal_start < at {
                    parts.push(Part::Literal(&template[literal_start..at]));
                }
                parts.push(if wildcard {
                    Part::Wildcard(name)
                } else {
                    Part::Placeholder(name)
                });
                literal_start = at + close + 2;
                while chars.peek().is_some_and(|&(i, _)| i < literal_start) {
                    chars.next();
                }
            }
            '}' if placeholders => return fail(PathErrorKind::UnopenedBrace, "}"),
            '%' => {
                let bytes = template.as_bytes();
                let hex = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_hexdigit);
                if !(hex(at + 1) && hex(at + 2)) {
                    // Quote `%` and up to two whole characters after it.
                    let end = template[at + 1..]
                        .char_indices()
                        .nth(2)
                        .map_or(template.len(), |(i, _)| at + 1 + i);
                    return fail(PathErrorKind::InvalidPercentEscape, &template[at..end]);
                }
            }
            '#' => return fail(PathErrorKind::Fragment, &template[at..]),
            '?' => in_query = true,
            '/' if !in_query => {
                let segment_end = template[at + 1..]
                    .find(['/', '?', '#'])
                    .map_or(template.len(), |i| at + 1 + i);
                let segment = &template[at + 1..segment_end];
                let next = template[segment_end..].chars().next();
                if segment.is_empty() && next == Some('/') {
                    return fail(PathErrorKind::EmptySegment, "//");
                }
                if is_dot_segment(segment) {
                    return fail(PathErrorKind::DotSegment, segment);
                }
            }
            c if allowed_in_path(c) => {}
            c => {
                let mut piece = [0; 4];
                return fail(PathErrorKind::MustBeEscaped, c.encode_utf8(&mut piece));
            }
        }
    }
    if literal_start < template.len() {
        parts.push(Part::Literal(&template[literal_start..]));
    }
    Ok(parts)
}

/// Whether a path segment is `.` or `..`, also percent-encoded (`%2e`,
/// `.%2E`, …), which URL resolution removes (WHATWG URL treats the encoded
/// forms as dots too).
///
/// ```
/// use sitemap_rules::__private::is_dot_segment;
///
/// assert!(is_dot_segment(".."));
/// assert!(is_dot_segment("%2e%2E"));
/// assert!(!is_dot_segment("..."));
/// assert!(!is_dot_segment(".x"));
/// ```
pub fn is_dot_segment(segment: &str) -> bool {
    // Called for every segment of every URL a derive builds: no allocation.
    [".", "%2e"]
        .iter()
        .any(|dot| segment.eq_ignore_ascii_case(dot))
        || is_parent_segment(segment)
}

/// Whether a path segment is `..`, written plainly or percent-encoded: the
/// segment that climbs to the parent directory when a URL is resolved.
///
/// ```
/// use sitemap_rules::__private::is_parent_segment;
///
/// assert!(is_parent_segment(".."));
/// assert!(is_parent_segment(".%2E"));
/// assert!(!is_parent_segment("."));
/// ```
pub fn is_parent_segment(segment: &str) -> bool {
    ["..", ".%2e", "%2e.", "%2e%2e"]
        .iter()
        .any(|dots| segment.eq_ignore_ascii_case(dots))
}

/// A field name (an identifier, without `r#`) or a tuple index.
fn is_placeholder_name(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_ascii_digit() => {
            name.bytes().all(|b| b.is_ascii_digit()) && (name == "0" || !name.starts_with('0'))
        }
        Some(c) if c == '_' || c.is_alphabetic() => chars.all(|c| c == '_' || c.is_alphanumeric()),
        _ => false,
    }
}

/// `template` with every character that must be escaped percent-encoded and
/// placeholders kept: the fix shown in [`PathErrorKind::MustBeEscaped`] errors.
fn escaped(template: &str, placeholders: bool) -> String {
    let mut out = String::with_capacity(template.len() + 8);
    let mut in_placeholder = false;
    for c in template.chars() {
        match c {
            '{' if placeholders => in_placeholder = true,
            '}' if placeholders => in_placeholder = false,
            _ => {}
        }
        let keep = in_placeholder
            || (placeholders && c == '}')
            || allowed_in_path(c)
            || matches!(c, '%' | '?' | '#');
        if keep {
            out.push(c);
        } else {
            let mut buffer = [0; 4];
            for byte in c.encode_utf8(&mut buffer).bytes() {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

/// A path that breaks the path rule; its message quotes the path, names the
/// rule and shows the fix.
///
/// ```
/// use sitemap_rules::PathErrorKind;
/// use sitemap_rules::__private::parse_template;
///
/// let error = parse_template("/posts/{slug").unwrap_err();
/// assert_eq!(error.kind(), PathErrorKind::UnclosedPlaceholder);
/// assert_eq!(error.path(), "/posts/{slug");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathError {
    kind: PathErrorKind,
    path: String,
    piece: String,
    fix: Option<String>,
}

/// Which part of the path rule a path breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum PathErrorKind {
    /// It does not start with `/`.
    MissingLeadingSlash,
    /// It has `//`, an empty segment.
    EmptySegment,
    /// It has a `.` or `..` segment.
    DotSegment,
    /// A character RFC 3986 does not allow raw in a path.
    MustBeEscaped,
    /// A `%` not followed by two hex digits.
    InvalidPercentEscape,
    /// A `#` fragment.
    Fragment,
    /// A `{` without its `}`.
    UnclosedPlaceholder,
    /// A `}` without its `{`.
    UnopenedBrace,
    /// `{}`.
    EmptyPlaceholder,
    /// `{…}` whose content is neither a field name nor a tuple index.
    InvalidPlaceholder,
    /// `{*rest}` that is not the whole last segment of the path, the only
    /// place axum allows a wildcard.
    MisplacedWildcard,
}

impl PathError {
    fn new(kind: PathErrorKind, path: &str, piece: &str, placeholders: bool) -> PathError {
        let fix = match kind {
            PathErrorKind::MustBeEscaped => Some(escaped(path, placeholders)),
            PathErrorKind::MissingLeadingSlash if !path.contains("://") => Some(format!("/{path}")),
            _ => None,
        };
        PathError {
            kind,
            path: path.to_owned(),
            piece: piece.to_owned(),
            fix,
        }
    }

    /// Which rule the path breaks.
    pub fn kind(&self) -> PathErrorKind {
        self.kind
    }

    /// The rejected path, in full.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The offending piece of the path (a character, `//`, `{slug`, …).
    pub fn piece(&self) -> &str {
        &self.piece
    }
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piece = &self.piece;
        write!(f, "invalid path `{}`: ", self.path)?;
        match self.kind {
            PathErrorKind::MissingLeadingSlash => match &self.fix {
                Some(fix) => write!(
                    f,
                    "a path is relative to the site's base URL and must start with `/`; write `{fix}`"
                ),
                None => f.write_str(
                    "a path is relative to the site's base URL and must start with `/`; \
                     give an absolute URL as `loc` instead",
                ),
            },
            PathErrorKind::EmptySegment => {
                f.write_str("`//` makes an empty path segment; remove one `/`")
            }
            PathErrorKind::DotSegment => write!(
                f,
                "the segment `{piece}` is removed when the URL is resolved, so it never reaches \
                 the page; write the path without it"
            ),
            PathErrorKind::MustBeEscaped => write!(
                f,
                "`{piece}` must be percent-encoded in a URL path; write `{}`",
                self.fix.as_deref().unwrap_or_default()
            ),
            PathErrorKind::InvalidPercentEscape => write!(
                f,
                "`{piece}` is not a percent escape (`%` and two hex digits); write `%25` for a \
                 literal `%`"
            ),
            PathErrorKind::Fragment => write!(
                f,
                "the fragment `{piece}` is not part of the page's address (crawlers drop it); \
                 remove it"
            ),
            PathErrorKind::UnclosedPlaceholder => write!(
                f,
                "the placeholder `{piece}` is not closed; write `{{field}}`, or `%7B` for a \
                 literal `{{`"
            ),
            PathErrorKind::UnopenedBrace => f.write_str(
                "this `}` closes no placeholder; write `{field}`, or `%7D` for a literal `}`",
            ),
            PathErrorKind::EmptyPlaceholder => f.write_str(
                "the placeholder `{}` names no field; write `{field}`, or `{0}` for a tuple field",
            ),
            PathErrorKind::InvalidPlaceholder => write!(
                f,
                "the placeholder `{piece}` is not a field name; write `{{field}}` or `{{0}}` \
                 with nothing else between the braces"
            ),
            PathErrorKind::MisplacedWildcard => write!(
                f,
                "the wildcard `{piece}` must be the whole last segment of the path, as in \
                 `/files/{piece}`; move it there or use a placeholder `{{name}}`"
            ),
        }
    }
}

impl std::error::Error for PathError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(template: &str) -> PathErrorKind {
        parse_template(template).unwrap_err().kind()
    }

    #[test]
    fn splits_literals_and_placeholders() {
        assert_eq!(parse_template("/").unwrap(), [Part::Literal("/")]);
        assert_eq!(
            parse_template("/tags/{name}/page/{page}").unwrap(),
            [
                Part::Literal("/tags/"),
                Part::Placeholder("name"),
                Part::Literal("/page/"),
                Part::Placeholder("page"),
            ]
        );
        assert_eq!(
            parse_template("/{0}-{1}").unwrap(),
            [
                Part::Literal("/"),
                Part::Placeholder("0"),
                Part::Literal("-"),
                Part::Placeholder("1"),
            ]
        );
        assert_eq!(
            parse_template("/search?q={term}&page=2").unwrap(),
            [
                Part::Literal("/search?q="),
                Part::Placeholder("term"),
                Part::Literal("&page=2"),
            ]
        );
    }

    #[test]
    fn accepts_every_raw_path_character_and_escapes() {
        let path = "/a-b._~!$&'()*+,;=:@/%C3%A9/x?y=/?z";
        assert_eq!(parse_template(path).unwrap(), [Part::Literal(path)]);
        assert!(check_path(path).is_ok());
    }

    #[test]
    fn names_each_broken_rule() {
        assert_eq!(kind("posts"), PathErrorKind::MissingLeadingSlash);
        assert_eq!(kind(""), PathErrorKind::MissingLeadingSlash);
        assert_eq!(kind("/a//b"), PathErrorKind::EmptySegment);
        assert_eq!(kind("//"), PathErrorKind::EmptySegment);
        assert_eq!(kind("/a/../b"), PathErrorKind::DotSegment);
        assert_eq!(kind("/."), PathErrorKind::DotSegment);
        assert_eq!(kind("/a b"), PathErrorKind::MustBeEscaped);
        assert_eq!(kind("/café"), PathErrorKind::MustBeEscaped);
        assert_eq!(kind("/a|b"), PathErrorKind::MustBeEscaped);
        assert_eq!(kind("/100%"), PathErrorKind::InvalidPercentEscape);
        assert_eq!(kind("/%zz"), PathErrorKind::InvalidPercentEscape);
        assert_eq!(kind("/%\u{20ac}"), PathErrorKind::InvalidPercentEscape);
        assert_eq!(kind("/%a\u{20ac}"), PathErrorKind::InvalidPercentEscape);
        assert_eq!(kind("/%\u{e9}"), PathErrorKind::InvalidPercentEscape);
        assert_eq!(kind("/a/%2e%2E/b"), PathErrorKind::DotSegment);
        assert_eq!(kind("/%2e"), PathErrorKind::DotSegment);
        assert_eq!(kind("/a#top"), PathErrorKind::Fragment);
        assert_eq!(kind("/posts/{slug"), PathErrorKind::UnclosedPlaceholder);
        assert_eq!(kind("/posts/{a{b}"), PathErrorKind::UnclosedPlaceholder);
        assert_eq!(kind("/posts/slug}"), PathErrorKind::UnopenedBrace);
        assert_eq!(kind("/posts/{}"), PathErrorKind::EmptyPlaceholder);
        assert_eq!(kind("/posts/{a b}"), PathErrorKind::InvalidPlaceholder);
        assert_eq!(kind("/posts/{01}"), PathErrorKind::InvalidPlaceholder);
        assert_eq!(kind("/posts/{a-b}"), PathErrorKind::InvalidPlaceholder);
        // A wildcard only as the whole last segment, as axum has it.
        assert_eq!(kind("/files/{*rest}/x"), PathErrorKind::MisplacedWildcard);
        assert_eq!(kind("/files/a{*rest}"), PathErrorKind::MisplacedWildcard);
        assert_eq!(kind("/files?q={*rest}"), PathErrorKind::MisplacedWildcard);
        assert!(parse_template("/files/{*rest}").is_ok());
        assert!(parse_template("/files/{*rest}?page=1").is_ok());
    }

    #[test]
    fn runtime_paths_treat_braces_as_characters_to_escape() {
        let error = check_path("/posts/{slug}").unwrap_err();
        assert_eq!(error.kind(), PathErrorKind::MustBeEscaped);
        assert!(
            error.to_string().contains("write `/posts/%7Bslug%7D`"),
            "{error}"
        );
    }

    #[test]
    fn messages_show_the_fix() {
        let message = |t: &str| parse_template(t).unwrap_err().to_string();
        assert_eq!(
            message("posts/{id}"),
            "invalid path `posts/{id}`: a path is relative to the site's base URL and must \
             start with `/`; write `/posts/{id}`"
        );
        assert!(message("https://example.com/").contains("as `loc` instead"));
        assert!(message("/a b/{x y}").contains("write `/a%20b/{x y}`"));
        assert!(message("/100%").contains("`%25`"));
    }

    #[test]
    fn placeholder_names_are_identifiers_or_indices() {
        for good in ["slug", "_x", "r2d2", "0", "10", "été"] {
            assert!(is_placeholder_name(good), "{good}");
        }
        for bad in ["", "01", "a b", "a-b", "1a", "r#type"] {
            assert!(!is_placeholder_name(bad), "{bad}");
        }
    }
}
