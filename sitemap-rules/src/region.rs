//! The regions an hreflang value may name: ISO 3166-1 alpha-2 codes, as
//! Google reads them (`en-GB`, not `en-UK`), or UN M.49 areas of three
//! digits (`es-419`), which the pattern lets through. `XK` (Kosovo) is
//! taken too: ISO leaves it to users, and the locale data every browser
//! and CLDR uses names Kosovo by it (`sq-XK`).

/// What the rule asks, and who asks it, for its message.
pub(crate) const RULE: &str = "Google reads a region as an ISO 3166-1 alpha-2 code";

/// Every officially assigned ISO 3166-1 alpha-2 code, sorted.
const ISO_3166_ALPHA_2: [&str; 249] = [
    "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
    "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
    "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
    "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
    "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
    "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
    "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
    "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
    "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
    "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
    "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
    "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
    "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
    "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
    "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
    "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
];

/// Codes in use beside ISO's own (see the module).
const ALSO_TAKEN: [&str; 1] = ["XK"];

/// Codes written for a country that ISO spells otherwise: the code, ISO's,
/// and the fix.
const MISTAKEN: [(&str, &str, &str); 1] = [(
    "UK",
    "GB",
    "the United Kingdom's code is GB, not UK: write en-GB, cy-GB",
)];

/// The region subtag of an hreflang value the pattern took (`de-CH`,
/// `zh-Hant-TW`), when it has a two-letter one.
fn region(value: &str) -> Option<&str> {
    value
        .rsplit('-')
        .next()
        .filter(|last| last.len() == 2 && value.len() > 2)
}

/// Whether a value's two-letter region, if it has one, is an ISO 3166-1
/// code (in any case, as hreflang values are read); else how to fix a
/// known mistake.
pub(crate) fn check(value: &str) -> Result<(), Option<&'static str>> {
    let Some(region) = region(value) else {
        return Ok(());
    };
    // Two ASCII letters (the pattern's), upper-cased without allocating:
    // every hreflang read passes here.
    let bytes = region.as_bytes();
    let upper = [bytes[0].to_ascii_uppercase(), bytes[1].to_ascii_uppercase()];
    let upper = std::str::from_utf8(&upper).unwrap_or_default();
    if ISO_3166_ALPHA_2.binary_search(&upper).is_ok() || ALSO_TAKEN.contains(&upper) {
        return Ok(());
    }
    Err(MISTAKEN
        .iter()
        .find(|(written, ..)| *written == upper)
        .map(|(.., fix)| *fix))
}

/// `value` with a mistaken region spelled as ISO spells it (`en-UK` →
/// `en-GB`): the one meaning it can have, for the reader's repair and the
/// derive's suggestion.
pub(crate) fn repaired(value: &str) -> Option<String> {
    let region = region(value)?;
    let (_, iso, _) = MISTAKEN
        .iter()
        .find(|(written, ..)| written.eq_ignore_ascii_case(region))?;
    Some(format!("{}{iso}", &value[..value.len() - region.len()]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_codes_are_sorted_and_distinct() {
        assert!(ISO_3166_ALPHA_2.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn regions_are_iso_codes_in_any_case() {
        for good in [
            "de",
            "de-CH",
            "en-gb",
            "zh-Hant-TW",
            "es-419",
            "zh-Hant",
            "x-default",
        ] {
            assert_eq!(check(good), Ok(()), "{good}");
        }
        assert!(check("en-UK").unwrap_err().unwrap().contains("en-GB"));
        assert!(check("en-uk").unwrap_err().is_some());
        assert_eq!(check("de-XX"), Err(None));
        assert_eq!(check("sq-XK"), Ok(()));
        assert_eq!(repaired("cy-UK").as_deref(), Some("cy-GB"));
        assert_eq!(repaired("zh-Hant-uk").as_deref(), Some("zh-Hant-GB"));
        assert_eq!(repaired("de-XX"), None);
    }
}
