//! XML's references, read the one way every path reads them: the five
//! predefined entities and character references to characters XML allows.

/// The character one of XML's five predefined entities stands for, by
/// name; `None` for any other name (no DTD declares more here).
pub(crate) fn predefined_entity(name: &str) -> Option<char> {
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        _ => return None,
    })
}

/// Text with its references resolved where they are references, and every
/// other `&` kept as a literal `&`.
pub(crate) fn unescape_leniently(text: &str, out: &mut String) {
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let reference = after
            .find(';')
            .filter(|&end| end > 0 && end <= 32)
            .and_then(|end| Some((end, reference_char(&after[..end])?)));
        match reference {
            Some((end, ch)) => {
                out.push(ch);
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
}

/// The first character reference in `text` (its name, between `&` and `;`)
/// to a character XML does not allow, or to none (`&#0;`, `&#xD800;`,
/// `&#xZZ;`): such a reference makes the document not well-formed.
pub(crate) fn forbidden_char_reference(text: &str) -> Option<&str> {
    let mut rest = text;
    while let Some(at) = rest.find("&#") {
        let after = &rest[at + 1..];
        let name = match after.find(';') {
            Some(end) => &after[..end],
            None => after,
        };
        if reference_char(name).is_none() {
            return Some(name);
        }
        rest = &after[name.len()..];
    }
    None
}

/// The character a reference's name (between `&` and `;`) stands for: a
/// predefined entity, or a character reference to a character XML allows.
fn reference_char(name: &str) -> Option<char> {
    if let Some(code) = name.strip_prefix('#') {
        let value = match code.strip_prefix('x') {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => code.parse().ok()?,
        };
        return char::from_u32(value).filter(|&ch| is_xml_char(ch));
    }
    predefined_entity(name)
}

/// Whether XML 1.0 allows `ch` in a document (its `Char` production).
pub(crate) fn is_xml_char(ch: char) -> bool {
    matches!(ch, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forbidden_character_references_are_found() {
        assert_eq!(forbidden_char_reference("a&#0;b"), Some("#0"));
        assert_eq!(forbidden_char_reference("a&#x62;&#xD800;"), Some("#xD800"));
        assert_eq!(forbidden_char_reference("a&#xZZ;"), Some("#xZZ"));
        assert_eq!(forbidden_char_reference("a&#x62;&amp;&#10;"), None);
        assert_eq!(forbidden_char_reference("a&b"), None);
    }
}
