//! robots.txt: finding a site's sitemaps and announcing ours.
//!
//! ```
//! use sitemap_core::robots;
//!
//! let text = "User-agent: *\nDisallow: /admin\n\nsitemap: https://example.com/sitemap.xml # main\nSITEMAP:https://example.com/news.xml\n";
//! let found = robots::sitemaps(text);
//! let urls: Vec<&str> = found.iter().map(|s| s.url.as_str()).collect();
//! assert_eq!(urls, ["https://example.com/sitemap.xml", "https://example.com/news.xml"]);
//! assert_eq!(found[1].line, 5);
//! ```

use crate::{Loc, LocError};

/// A `Sitemap:` line of a robots.txt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RobotsSitemap {
    /// Its 1-based line number.
    pub line: usize,
    /// The URL as written (comment and surrounding whitespace removed).
    pub url: String,
}

impl RobotsSitemap {
    /// The URL as a checked [`Loc`].
    ///
    /// # Errors
    ///
    /// When it is not an absolute http(s) URL (robots.txt requires one).
    pub fn loc(&self) -> Result<Loc, LocError> {
        Loc::parse(&self.url)
    }
}

/// Every `Sitemap:` line, in order: the field name in any case, anywhere in
/// the file (it belongs to no user-agent group), repeated or not. Comments
/// (`# …`) and a leading byte order mark are ignored, as are lines with an
/// empty value.
pub fn sitemaps(robots_txt: &str) -> Vec<RobotsSitemap> {
    let text = robots_txt.strip_prefix('\u{feff}').unwrap_or(robots_txt);
    text.split('\n')
        .enumerate()
        .filter_map(|(index, line)| {
            let line = line.split_once('#').map_or(line, |(before, _)| before);
            let (field, value) = line.split_once(':')?;
            if !field.trim().eq_ignore_ascii_case("sitemap") {
                return None;
            }
            let value = value.trim();
            (!value.is_empty()).then(|| RobotsSitemap {
                line: index + 1,
                url: value.to_owned(),
            })
        })
        .collect()
}

/// The robots.txt line that announces a sitemap or index:
/// `Sitemap: https://example.com/sitemap.xml`.
///
/// ```
/// use sitemap_core::{Loc, robots};
///
/// let loc = Loc::parse("https://example.com/sitemap.xml")?;
/// assert_eq!(robots::sitemap_line(&loc), "Sitemap: https://example.com/sitemap.xml");
/// # Ok::<(), sitemap_core::LocError>(())
/// ```
pub fn sitemap_line(loc: &Loc) -> String {
    format!("Sitemap: {}", loc.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_lines_in_any_case_position_and_spacing() {
        let text = "\u{feff}Sitemap: https://a.example/1.xml\r\n\
                    User-agent: *\r\n\
                    \tsItEmAp :   https://a.example/2.xml   \r\n\
                    # Sitemap: https://a.example/commented.xml\r\n\
                    Disallow: /sitemap: no\r\n\
                    Sitemap:\r\n\
                    Sitemaps: https://a.example/wrong-field.xml\r\n\
                    sitemap:https://a.example/3.xml#frag";
        let found = sitemaps(text);
        let got: Vec<(usize, &str)> = found.iter().map(|s| (s.line, s.url.as_str())).collect();
        assert_eq!(
            got,
            [
                (1, "https://a.example/1.xml"),
                (3, "https://a.example/2.xml"),
                (8, "https://a.example/3.xml"),
            ]
        );
        assert!(found.iter().all(|s| s.loc().is_ok()));
    }

    #[test]
    fn relative_urls_are_found_but_rejected_as_locs() {
        let found = sitemaps("Sitemap: /sitemap.xml");
        assert_eq!(found.len(), 1);
        assert!(found[0].loc().is_err());
    }
}
