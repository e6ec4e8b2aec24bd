//! A relative `<loc>` resolved against the URL the file is published at, by
//! RFC 3986 (section 5.2), as a browser or crawler would resolve a link.

use crate::Loc;

/// `reference` resolved against `base`, an absolute `http(s)` URL.
///
/// The result is text for `Loc::parse`, which still judges it.
pub(super) fn resolve(base: &Loc, reference: &str) -> String {
    let base = base.as_str();
    let reference = reference.trim();
    let scheme_end = base.find(':').unwrap_or(0);
    // Everything up to the path: `https://example.com:8080`.
    let authority_end = base[scheme_end + 3..]
        .find(['/', '?', '#'])
        .map_or(base.len(), |at| scheme_end + 3 + at);
    let (origin, base_rest) = base.split_at(authority_end);
    let (base_path, _) = split_tail(base_rest);

    if let Some(network) = reference.strip_prefix("//") {
        // A host of its own; its path still loses its dot segments.
        let path_at = network.find(['/', '?', '#']).unwrap_or(network.len());
        let (authority, rest) = network.split_at(path_at);
        let (path, tail) = split_tail(rest);
        let path = if path.is_empty() {
            String::new()
        } else {
            remove_dot_segments(path)
        };
        return format!("{}://{authority}{path}{tail}", &base[..scheme_end]);
    }
    // The empty reference is the base document itself (RFC 3986, 5.2.2),
    // less its fragment.
    if reference.is_empty() {
        return base.split('#').next().unwrap_or(base).to_owned();
    }
    if let Some(fragment) = reference.strip_prefix('#') {
        let without = base.split('#').next().unwrap_or(base);
        return format!("{without}#{fragment}");
    }
    if reference.starts_with('?') {
        return format!("{origin}{base_path}{reference}");
    }
    let (path, tail) = split_tail(reference);
    let merged = if path.starts_with('/') {
        path.to_owned()
    } else {
        // The base's directory, then the reference.
        let directory = base_path.rfind('/').map_or("/", |at| &base_path[..=at]);
        format!("{directory}{path}")
    };
    format!("{origin}{}{tail}", remove_dot_segments(&merged))
}

/// A path and what follows it (`?query`, `#fragment`).
fn split_tail(text: &str) -> (&str, &str) {
    text.split_at(text.find(['?', '#']).unwrap_or(text.len()))
}

/// The path with `.` and `..` segments applied (RFC 3986, 5.2.4).
fn remove_dot_segments(path: &str) -> String {
    let mut output: Vec<&str> = Vec::new();
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    for (index, segment) in segments.iter().enumerate() {
        let last = index + 1 == segments.len();
        match *segment {
            "." => {
                if last {
                    output.push("");
                }
            }
            ".." => {
                output.pop();
                if last {
                    output.push("");
                }
            }
            other => output.push(other),
        }
    }
    format!("/{}", output.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The examples of RFC 3986, section 5.4.1, on an http base.
    #[test]
    fn the_rfc_examples_resolve() {
        let base = Loc::parse("http://a/b/c/d;p?q").unwrap();
        for (reference, expected) in [
            ("", "http://a/b/c/d;p?q"),
            ("g", "http://a/b/c/g"),
            ("./g", "http://a/b/c/g"),
            ("g/", "http://a/b/c/g/"),
            ("/g", "http://a/g"),
            ("//g", "http://g"),
            ("//g/a/../b?q", "http://g/b?q"),
            ("?y", "http://a/b/c/d;p?y"),
            ("g?y", "http://a/b/c/g?y"),
            ("#s", "http://a/b/c/d;p?q#s"),
            ("g#s", "http://a/b/c/g#s"),
            (";x", "http://a/b/c/;x"),
            (".", "http://a/b/c/"),
            ("./", "http://a/b/c/"),
            ("..", "http://a/b/"),
            ("../", "http://a/b/"),
            ("../g", "http://a/b/g"),
            ("../..", "http://a/"),
            ("../../g", "http://a/g"),
            ("../../../g", "http://a/g"),
            ("/./g", "http://a/g"),
            ("/../g", "http://a/g"),
            ("g.", "http://a/b/c/g."),
            ("..g", "http://a/b/c/..g"),
            ("./g/.", "http://a/b/c/g/"),
            ("g/../h", "http://a/b/c/h"),
        ] {
            assert_eq!(resolve(&base, reference), expected, "{reference}");
        }
    }

    #[test]
    fn a_root_relative_loc_takes_the_files_origin() {
        let base = Loc::parse("https://example.com:8443/sitemaps/post-sitemap.xml").unwrap();
        assert_eq!(
            resolve(&base, "/2024/05/hello/"),
            "https://example.com:8443/2024/05/hello/"
        );
        assert_eq!(
            resolve(&base, "page-2.xml"),
            "https://example.com:8443/sitemaps/page-2.xml"
        );
    }
}
