//! Repairs of invalid values whose intent is unambiguous, keyed by the rule
//! that was broken, not by the element, so a new schema type with the same
//! facet gets the same repair.
//!
//! A repair only proposes a text; the value's own parser still decides, so a
//! repaired value is as valid as any other. The reader repairs with it, and
//! `#[derive(Sitemap)]` suggests its proposal for a refused literal, so the
//! two cannot disagree.

use crate::{FacetError, Violation};

/// A text the value's parser may accept where `text` was refused, or `None`
/// when no repair is safe.
pub fn repair(error: &FacetError, text: &str) -> Option<String> {
    let trimmed = text.trim();
    let candidate = match error.violation() {
        // `Daily`, "\n\tdaily\n": the enumeration is case- and space-exact.
        Violation::NotInEnumeration { allowed, .. } => {
            let lower = trimmed.to_ascii_lowercase();
            allowed.contains(&lower.as_str()).then_some(lower)?
        }
        Violation::DateTime(_) => repair_datetime(trimmed)?,
        // `0,8`: a decimal comma.
        Violation::Decimal(_) if trimmed.matches(',').count() == 1 && !trimmed.contains('.') => {
            trimmed.replace(',', ".")
        }
        // Codes under a pattern (languages, hreflang): `en_US` for `en-US`,
        // a locale's underscore; then `EN` for `en`, when the pattern is
        // lower case; then, for a pattern that takes a language alone (a
        // news language: ISO 639, `en-US` written by the New York Times),
        // the language without its region. The parser judges each step.
        Violation::Pattern { .. } if trimmed.contains('_') => trimmed.replace('_', "-"),
        Violation::Pattern { .. }
            if trimmed.len() <= 16
                && trimmed.contains('-')
                && trimmed == trimmed.to_ascii_lowercase() =>
        {
            let language = trimmed.split('-').next().unwrap_or_default();
            let plain = (2..=3).contains(&language.len())
                && language.bytes().all(|b| b.is_ascii_lowercase());
            plain.then(|| language.to_owned())?
        }
        Violation::Pattern { .. } if trimmed.len() <= 16 => trimmed.to_ascii_lowercase(),
        // `en-UK`: the United Kingdom as ISO spells it.
        Violation::BeyondSchema { rule, .. } if *rule == crate::region::RULE => {
            crate::region::repaired(trimmed)?
        }
        _ => return None,
    };
    (candidate != text).then_some(candidate)
}

/// `2011-10-11T15:20:41+0200` (offset without a colon) and
/// `2011-10-11 15:20:41+02:00` (a space for the `T`), both common generator
/// bugs with one possible meaning.
fn repair_datetime(text: &str) -> Option<String> {
    let mut fixed = text.to_owned();
    if fixed.len() > 10 && fixed.as_bytes()[10] == b' ' {
        fixed.replace_range(10..11, "T");
    }
    let bytes = fixed.as_bytes();
    let n = bytes.len();
    if n > 16
        && fixed.contains('T')
        && matches!(bytes[n - 5], b'+' | b'-')
        && bytes[n - 4..].iter().all(u8::is_ascii_digit)
    {
        fixed.insert(n - 2, ':');
    }
    (fixed != text).then_some(fixed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SchemaValue;
    use crate::{ChangeFreq, LastMod, Priority};

    fn repaired<T: SchemaValue>(text: &str) -> Option<String> {
        let error: FacetError = T::from_document_text(text).err()?.into();
        repair(&error, text)
    }

    #[test]
    fn enumerations_are_repaired_for_case_and_space_only() {
        assert_eq!(
            repaired::<ChangeFreq>("\n\tDaily\n").as_deref(),
            Some("daily")
        );
        assert_eq!(repaired::<ChangeFreq>("weekley"), None);
    }

    #[test]
    fn datetimes_get_their_colon_and_t() {
        assert_eq!(
            repaired::<LastMod>("2011-10-11T15:20:41+0200").as_deref(),
            Some("2011-10-11T15:20:41+02:00")
        );
        assert_eq!(
            repaired::<LastMod>("2011-10-11 15:20:41Z").as_deref(),
            Some("2011-10-11T15:20:41Z")
        );
        assert_eq!(repaired::<LastMod>("2011-10-11T15:20:41"), None);
        assert_eq!(repaired::<LastMod>("yesterday"), None);
    }

    #[test]
    fn a_decimal_comma_becomes_a_point() {
        assert_eq!(repaired::<Priority>("0,8").as_deref(), Some("0.8"));
        assert_eq!(repaired::<Priority>("1,000.5"), None);
    }

    #[test]
    fn a_news_language_with_a_region_loses_it_in_steps_the_parser_judges() {
        // `en-US`: lower case first, then the language alone.
        let first = repaired::<crate::NewsLanguage>("en-US");
        assert_eq!(first.as_deref(), Some("en-us"));
        assert_eq!(
            repaired::<crate::NewsLanguage>("en-us").as_deref(),
            Some("en")
        );
        assert_eq!(
            repaired::<crate::NewsLanguage>("pt-br").as_deref(),
            Some("pt")
        );
        // What the schema lists stays: zh-cn and zh-tw are news languages.
        assert!(crate::NewsLanguage::from_document_text("zh-tw").is_ok());
        // Nothing is guessed from what is no language code.
        assert_eq!(repaired::<crate::NewsLanguage>("english-us"), None);
    }

    #[test]
    fn out_of_range_numbers_are_not_guessed() {
        assert_eq!(repaired::<Priority>("2"), None);
        assert_eq!(repaired::<Priority>("-0.1"), None);
    }
}
