//! Well-formedness rules of XML 1.0 the parser lets through (it reads
//! comments, instructions, the declaration and text as they come): each
//! found is reported (`xml.syntax`) and the document read on as written,
//! since it costs no entry, but a parser that is not lenient (the schemas'
//! validators among them) refuses the whole file.

use sitemap_rules::__private::is_xml_whitespace;

/// What is wrong with a comment's text (between `<!--` and `-->`): XML
/// forbids `--` inside, and a `-` just before the end.
pub(super) fn comment_fault(text: &[u8]) -> Option<&'static str> {
    if memchr::memmem::find(text, b"--").is_some() {
        Some("a comment holds `--`, which XML forbids inside one; write it otherwise")
    } else if text.ends_with(b"-") {
        Some("a comment ends `--->`; XML forbids a `-` just before `-->`")
    } else {
        None
    }
}

/// What is wrong with a run of character data as written: `]]>` may only
/// end a CDATA section.
pub(super) fn text_fault(raw: &[u8]) -> Option<&'static str> {
    // A `>` is rare in text: most runs are passed on one byte search.
    memchr::memchr(b'>', raw)
        .and_then(|at| memchr::memmem::find(&raw[at.saturating_sub(2)..], b"]]>"))
        .map(|_| "`]]>` in text, where only a CDATA section may end; write `]]&gt;`")
}

/// What is wrong with a processing instruction's target: it is an XML
/// name, and no spelling of `xml` but the declaration's, which comes first.
pub(super) fn instruction_fault(target: &[u8]) -> Option<&'static str> {
    if target == b"xml" {
        return None; // the declaration, or a late one: reported as such
    }
    if target.eq_ignore_ascii_case(b"xml") {
        return Some("a processing instruction named `xml` in another case, which XML reserves");
    }
    let name = std::str::from_utf8(target).ok()?;
    let mut chars = name.chars();
    let starts = chars.next().is_some_and(is_name_start);
    if !starts || !chars.all(is_name_char) {
        return Some("a processing instruction without a valid target name after `<?`");
    }
    None
}

/// What is wrong with the XML declaration's content (after `<?xml`):
/// `version` first, then `encoding`, then `standalone`, each once, with
/// the values XML allows.
pub(super) fn declaration_fault(content: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(content).ok()?;
    let mut rest = text.trim_start_matches(is_xml_whitespace);
    let mut seen: Vec<&str> = Vec::new();
    while !rest.is_empty() {
        let name_end = rest
            .find(|c: char| c == '=' || is_xml_whitespace(c))
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        rest = rest[name_end..].trim_start_matches(is_xml_whitespace);
        let Some(after) = rest.strip_prefix('=') else {
            return Some(format!("`{name}` has no value"));
        };
        rest = after.trim_start_matches(is_xml_whitespace);
        let Some(quote) = rest.chars().next().filter(|c| matches!(c, '"' | '\'')) else {
            return Some(format!("the value of `{name}` is not quoted"));
        };
        let Some(value_end) = rest[1..].find(quote) else {
            return Some(format!("the value of `{name}` is not closed"));
        };
        let value = &rest[1..1 + value_end];
        rest = &rest[value_end + 2..];
        let spaced = rest.is_empty() || rest.starts_with(is_xml_whitespace);
        rest = rest.trim_start_matches(is_xml_whitespace);
        let valid = match name {
            "version" => value.strip_prefix("1.").is_some_and(|minor| {
                !minor.is_empty() && minor.bytes().all(|b| b.is_ascii_digit())
            }),
            "encoding" => {
                value.starts_with(|c: char| c.is_ascii_alphabetic())
                    && value
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
            }
            "standalone" => matches!(value, "yes" | "no"),
            other => return Some(format!("the declaration has no `{other}`")),
        };
        if !valid {
            return Some(format!("`{name}=\"{value}\"` is not a value XML allows"));
        }
        let order = ["version", "encoding", "standalone"];
        let rank = |n: &str| order.iter().position(|o| *o == n);
        if seen.last().is_some_and(|last| rank(last) >= rank(name))
            || seen.is_empty() && name != "version"
        {
            return Some(format!(
                "`{name}` out of place: the declaration is `version`, then `encoding`, then `standalone`"
            ));
        }
        if !spaced {
            return Some(format!("no space after the value of `{name}`"));
        }
        seen.push(name);
    }
    seen.is_empty()
        .then(|| "the declaration has no `version`".to_owned())
}

/// XML 1.0 (fifth edition) `NameStartChar`.
fn is_name_start(c: char) -> bool {
    matches!(c,
        ':' | 'A'..='Z' | '_' | 'a'..='z' | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}'
        | '\u{F8}'..='\u{2FF}' | '\u{370}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}'
        | '\u{200C}'..='\u{200D}' | '\u{2070}'..='\u{218F}' | '\u{2C00}'..='\u{2FEF}'
        | '\u{3001}'..='\u{D7FF}' | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}'
        | '\u{10000}'..='\u{EFFFF}')
}

/// XML 1.0 (fifth edition) `NameChar`.
fn is_name_char(c: char) -> bool {
    is_name_start(c)
        || matches!(c, '-' | '.' | '0'..='9' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_hold_no_double_hyphen() {
        assert_eq!(comment_fault(b" a comment - with a hyphen "), None);
        assert!(comment_fault(b" a -- b ").is_some());
        assert!(comment_fault(b" ends with -").is_some());
    }

    #[test]
    fn text_holds_no_cdata_end() {
        assert_eq!(text_fault(b"a ]] > b ]>"), None);
        assert!(text_fault(b"a]]>b").is_some());
    }

    #[test]
    fn instruction_targets_are_names() {
        for target in [&b"xml-stylesheet"[..], b"php", b"x:y", b"xml"] {
            assert_eq!(instruction_fault(target), None, "{target:?}");
        }
        for target in [&b"x/y"[..], b"", b"1abc", b"XmL"] {
            assert!(instruction_fault(target).is_some(), "{target:?}");
        }
    }

    #[test]
    fn the_declaration_is_version_encoding_standalone() {
        for good in [
            " version=\"1.0\"",
            " version='1.0' encoding='UTF-8'",
            " version=\"1.0\" encoding=\"iso-8859-1\" standalone=\"yes\"",
            " version = \"1.1\" standalone = 'no' ",
        ] {
            assert_eq!(declaration_fault(good.as_bytes()), None, "{good}");
        }
        for bad in [
            " version=\"1.0\" encoding= encoding=\"UTF-8\"",
            " encoding=\"UTF-8\"",
            " version=\"11.0\"",
            " version=\"1.0\" standalone=\"maybe\"",
            " encoding=\"UTF-8\" version=\"1.0\"",
            " version=\"1.0\"encoding=\"UTF-8\"",
            " version=\"1.0\" foo=\"bar\"",
            "",
        ] {
            assert!(declaration_fault(bad.as_bytes()).is_some(), "{bad}");
        }
    }
}
