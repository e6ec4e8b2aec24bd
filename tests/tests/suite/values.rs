//! The generated value types (`Loc`, `LastMod`, `ChangeFreq`, `Priority`) through the public
//! API of `sitemap_core`: their facets, display forms, error messages and serde behaviour.

use std::error::Error;

use sitemap_core::{
    ChangeFreq, ChangeFreqError, Decimal, FacetError, LastMod, LastModError, Loc, LocError,
    Priority, PriorityError, Url, Violation,
};

/// `https://` plus `host` padded with `a`s to exactly `len` characters.
fn url_of_len(len: usize) -> String {
    let base = "https://example.com/";
    assert!(len >= base.len());
    format!("{base}{}", "a".repeat(len - base.len()))
}

fn loc_violation(input: &str) -> Violation {
    Loc::parse(input)
        .expect_err("the URL should be rejected")
        .violation()
        .clone()
}

// ---------------------------------------------------------------- Loc

#[test]
fn loc_of_exactly_12_chars_is_accepted() {
    let loc = Loc::parse("http://a.com").expect("12 characters is the minimum");
    assert_eq!(loc.as_str().chars().count(), 12);
    assert_eq!(Loc::MIN_LENGTH, 12);
}

#[test]
fn loc_of_11_chars_is_too_short() {
    let err = Loc::parse("http://a.co").unwrap_err();
    assert_eq!(
        err.violation(),
        &Violation::TooShort {
            min: 12,
            length: 11
        }
    );
    assert!(err.to_string().contains("http://a.co"), "{err}");
    assert!(err.to_string().contains("minimum of 12"), "{err}");
}

#[test]
fn loc_of_exactly_2048_chars_is_accepted() {
    let input = url_of_len(2048);
    let loc = Loc::parse(&input).expect("2048 characters is the maximum");
    assert_eq!(loc.as_str(), input);
    assert_eq!(Loc::MAX_LENGTH, 2048);
}

#[test]
fn loc_of_2049_chars_is_too_long() {
    let err = Loc::parse(&url_of_len(2049)).unwrap_err();
    assert_eq!(
        err.violation(),
        &Violation::TooLong {
            max: 2048,
            length: 2049
        }
    );
    assert!(err.to_string().contains("maximum of 2048"), "{err}");
}

#[test]
fn loc_length_is_counted_after_percent_encoding() {
    // 20 + 700 raw characters = 720 < 2048, but each `é` becomes `%C3%A9` (6 chars):
    // 20 + 4200 = 4220 > 2048.
    // The schema counts the characters as written, so this is the
    // protocol's rule, beyond the schema.
    let input = format!("https://example.com/{}", "é".repeat(700));
    assert!(input.chars().count() < 2048);
    match loc_violation(&input) {
        Violation::EncodedTooLong { max, length } => {
            assert_eq!(max, 2048);
            assert_eq!(length, 20 + 700 * 6);
        }
        other => panic!("expected EncodedTooLong, got {other:?}"),
    }
    let message = Loc::parse(&input).unwrap_err().to_string();
    assert!(message.contains("stricter than the schema"), "{message}");
    // Past the maximum as written, it is the schema's own length facet,
    // counted as written.
    let input = format!("https://example.com/{}", "é".repeat(2100));
    assert_eq!(
        loc_violation(&input),
        Violation::TooLong {
            max: 2048,
            length: 2120
        }
    );
    // So is the minimum: `http://a/é` has 10 characters as written.
    assert_eq!(
        loc_violation("http://a/é"),
        Violation::TooShort {
            min: 12,
            length: 10
        }
    );
}

#[test]
fn loc_just_fitting_after_percent_encoding_is_accepted() {
    // 20 + 338 * 6 = 2048 exactly.
    let input = format!("https://example.com/{}", "é".repeat(338));
    let loc = Loc::parse(&input).expect("exactly 2048 once encoded");
    assert_eq!(loc.as_str().len(), 2048);
}

#[test]
fn loc_relative_url_is_rejected_with_a_message_about_absolute_urls() {
    let err = Loc::parse("/posts/hello-world").unwrap_err();
    let message = err.to_string();
    assert!(matches!(err.violation(), Violation::Uri(_)), "{message}");
    assert!(message.contains("/posts/hello-world"), "{message}");
    assert!(message.to_lowercase().contains("absolute"), "{message}");
}

#[test]
fn loc_ftp_scheme_is_rejected_naming_http() {
    let err = Loc::parse("ftp://example.com/file.txt").unwrap_err();
    let message = err.to_string();
    assert!(matches!(err.violation(), Violation::Uri(_)), "{message}");
    assert!(message.contains("ftp://example.com/file.txt"), "{message}");
    assert!(message.contains("http"), "{message}");
}

#[test]
fn loc_surrounding_whitespace_is_rejected() {
    for input in [
        " https://example.com/",
        "https://example.com/ ",
        "\thttps://example.com/\n",
    ] {
        let err = Loc::parse(input).unwrap_err();
        let message = err.to_string();
        assert!(
            matches!(err.violation(), Violation::Uri(_)),
            "{input:?}: {message}"
        );
        assert!(message.contains("whitespace"), "{input:?}: {message}");
    }
}

#[test]
fn loc_iri_is_percent_encoded_as_utf8() {
    let loc = Loc::parse("https://example.com/café").unwrap();
    assert_eq!(loc.as_str(), "https://example.com/caf%C3%A9");
    assert_eq!(loc.to_string(), "https://example.com/caf%C3%A9");
}

#[test]
fn loc_keeps_ampersand_raw_in_the_value() {
    let loc = Loc::parse("https://example.com/?a=1&b=2").unwrap();
    assert_eq!(loc.as_str(), "https://example.com/?a=1&b=2");
}

// ---------------------------------------------------------------- LastMod

const W3C_AND_XSD_FORMS: [&str; 8] = [
    "2005",
    "2005-07",
    "2005-07-16",
    "2005-07-16T19:20+01:00",
    "2005-07-16T19:20:30+01:00",
    "2005-07-16T19:20:30.45Z",
    "2005-01-01Z",
    "2004-12-23T18:00:00",
];

#[test]
fn lastmod_parses_every_form_and_displays_it_unchanged() {
    for input in W3C_AND_XSD_FORMS {
        let lastmod = LastMod::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(lastmod.to_string(), input);
    }
}

#[test]
fn lastmod_document_string_is_the_protocol_form() {
    let cases = [
        ("2005", "2005-01-01"),
        ("2005-07", "2005-07-01"),
        ("2005-07-16", "2005-07-16"),
        ("2005-01-01Z", "2005-01-01"),
        ("2005-07-16T19:20+01:00", "2005-07-16T19:20:00+01:00"),
        ("2005-07-16T19:20:30+01:00", "2005-07-16T19:20:30+01:00"),
        ("2005-07-16T19:20:30.45Z", "2005-07-16T19:20:30.45Z"),
        ("2004-12-23T18:00:00", "2004-12-23"),
    ];
    for (input, expected) in cases {
        let lastmod = LastMod::parse(input).unwrap();
        assert_eq!(lastmod.to_document_string(), expected, "for {input}");
    }
}

#[test]
fn lastmod_impossible_dates_are_rejected() {
    for input in [
        "2005-13-01",
        "2005-02-30",
        "2005-07-16T24:00:00Z",
        "2005-07-16T19:20:30+14:30",
    ] {
        let err = LastMod::parse(input).expect_err(input);
        assert!(err.to_string().contains(input), "{input}: {err}");
        assert_eq!(err.element(), "lastmod");
    }
}

// ---------------------------------------------------------------- Priority

#[test]
fn priority_accepts_bounds_and_short_forms() {
    for input in ["0.0", "1.0", "1", ".5", "0.25"] {
        Priority::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
    }
    assert_eq!(Priority::parse("1").unwrap(), Priority::MAX);
    assert_eq!(Priority::parse("0.0").unwrap(), Priority::MIN);
    assert_eq!(Priority::parse(".5").unwrap().to_f64(), 0.5);
}

#[test]
fn priority_display_forms() {
    assert_eq!(Priority::new(1.0).unwrap().to_string(), "1.0");
    assert_eq!(Priority::parse("0.25").unwrap().to_string(), "0.25");
    assert_eq!(Priority::parse("0.50").unwrap().to_string(), "0.5");
}

#[test]
fn priority_min_and_max_constants() {
    assert_eq!(Priority::MIN.to_f64(), 0.0);
    assert_eq!(Priority::MAX.to_f64(), 1.0);
    assert_eq!(Priority::MIN, Priority::new(0.0).unwrap());
    assert_eq!(Priority::MAX, Priority::new(1.0).unwrap());
}

#[test]
fn priority_out_of_range_is_rejected_with_a_range_message() {
    for (value, shown) in [(1.5, "1.5"), (-0.1, "-0.1")] {
        let err = Priority::new(value).expect_err(shown);
        let message = err.to_string();
        assert!(message.contains("between 0.0 and 1.0"), "{message}");
        assert!(message.contains(shown), "{message}");
    }
    let err = Priority::parse("1.5").unwrap_err();
    assert!(matches!(err.violation(), Violation::AboveMaximum { .. }));
    let err = Priority::parse("-0.1").unwrap_err();
    assert!(matches!(err.violation(), Violation::BelowMinimum { .. }));
}

#[test]
fn priority_nan_and_infinity_are_rejected() {
    for value in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        let err = Priority::new(value).expect_err("non-finite");
        assert_eq!(err.element(), "priority");
        assert!(matches!(err.violation(), Violation::Decimal(_)));
        let message = err.to_string();
        assert!(
            message.contains("not a finite number"),
            "{value}: {message}"
        );
        assert!(
            message.contains(&format!("`{value}`")),
            "{value}: {message}"
        );
    }
}

// ---------------------------------------------------------------- ChangeFreq

#[test]
fn changefreq_all_seven_parse_and_display() {
    let names = [
        "always", "hourly", "daily", "weekly", "monthly", "yearly", "never",
    ];
    assert_eq!(ChangeFreq::ALL.len(), 7);
    for name in names {
        let value: ChangeFreq = name.parse().unwrap();
        assert_eq!(value.to_string(), name);
        assert!(ChangeFreq::ALL.contains(&value));
    }
}

#[test]
fn changefreq_typo_gets_a_suggestion() {
    let err = "weekley".parse::<ChangeFreq>().unwrap_err();
    assert!(err.to_string().contains("did you mean `weekly`?"), "{err}");
    match err.violation() {
        Violation::NotInEnumeration { suggestion, .. } => assert_eq!(*suggestion, Some("weekly")),
        other => panic!("expected NotInEnumeration, got {other:?}"),
    }
}

#[test]
fn changefreq_wrong_case_suggests_lowercase() {
    let err = "Daily".parse::<ChangeFreq>().unwrap_err();
    assert!(err.to_string().contains("`daily`"), "{err}");
}

#[test]
fn changefreq_unrelated_word_lists_allowed_values_without_suggestion() {
    let err = "sometimes".parse::<ChangeFreq>().unwrap_err();
    let message = err.to_string();
    assert!(!message.contains("did you mean"), "{message}");
    for name in ChangeFreq::VALUES {
        assert!(message.contains(name), "{message} lacks {name}");
    }
    match err.violation() {
        Violation::NotInEnumeration { suggestion, .. } => assert_eq!(*suggestion, None),
        other => panic!("expected NotInEnumeration, got {other:?}"),
    }
}

// ---------------------------------------------------------------- errors

fn assert_error_quotes<E: Error>(err: E, value: &str) {
    assert!(err.to_string().contains(value), "`{err}` lacks `{value}`");
}

#[test]
fn every_error_type_implements_error_and_quotes_the_value() {
    let loc: LocError = Loc::parse("not a url at all").unwrap_err();
    assert_error_quotes(loc, "not a url at all");
    let lastmod: LastModError = LastMod::parse("2005-13-45").unwrap_err();
    assert_error_quotes(lastmod, "2005-13-45");
    let changefreq: ChangeFreqError = "fortnightly".parse::<ChangeFreq>().unwrap_err();
    assert_error_quotes(changefreq, "fortnightly");
    let priority: PriorityError = Priority::parse("2.5").unwrap_err();
    assert_error_quotes(priority.clone(), "2.5");
    // Every value type's error is the one `FacetError`, with element and value.
    let facet: FacetError = priority;
    assert_eq!((facet.element(), facet.value()), ("priority", "2.5"));
}

// ---------------------------------------------------------------- serde_json

const JSON_URL: &str = r#"{"loc":"https://example.com/a?x=1&y=2","lastmod":"2024-05-01","changefreq":"weekly","priority":0.8}"#;

#[test]
fn json_url_round_trips_exactly() {
    let url: Url = serde_json::from_str(JSON_URL).unwrap();
    assert_eq!(url.loc().as_str(), "https://example.com/a?x=1&y=2");
    assert_eq!(url.lastmod().unwrap().to_string(), "2024-05-01");
    assert_eq!(url.changefreq(), Some(ChangeFreq::Weekly));
    assert_eq!(url.priority(), Some(Priority::new(0.8).unwrap()));
    assert_eq!(serde_json::to_string(&url).unwrap(), JSON_URL);
}

#[test]
fn json_invalid_values_fail_with_the_validation_message() {
    let cases = [
        (
            r#"{"loc":"https://example.com/","priority":2}"#,
            "between 0.0 and 1.0",
        ),
        (
            r#"{"loc":"https://example.com/","changefreq":"dayly"}"#,
            "did you mean `daily`?",
        ),
        (r#"{"loc":"/relative"}"#, "/relative"),
    ];
    for (json, fragment) in cases {
        let err = serde_json::from_str::<Url>(json).expect_err(json);
        assert!(err.to_string().contains(fragment), "{json}: {err}");
    }
    let err = serde_json::from_str::<Url>(r#"{"loc":"/relative"}"#).unwrap_err();
    let direct = Loc::parse("/relative").unwrap_err().to_string();
    assert!(err.to_string().contains(&direct), "{err} vs {direct}");
}

// ------------------------------------------------- spelling without fmt

mod spelling {
    //! Dates and decimals are spelled by a hand-written digit formatter (the
    //! writers call it for every URL); `format!` is the reference it must
    //! match, for every precision, fraction width and offset.

    use proptest::prelude::*;
    use sitemap_core::{ChangeFreq, Decimal, LastMod, Loc, Priority, SchemaValue};

    /// What XML reserves; `MARKUP_FREE` types promise never to spell it.
    const RESERVED: [char; 5] = ['&', '<', '>', '"', '\''];

    #[test]
    fn only_loc_may_need_escaping() {
        const { assert!(!Loc::MARKUP_FREE && ChangeFreq::MARKUP_FREE) };
        for value in ChangeFreq::ALL {
            assert!(!value.document_text().contains(RESERVED), "{value}");
        }
    }

    /// A lastmod as written, and its document form as the protocol text
    /// describes it, both spelled by `format!`.
    fn lastmod_text() -> impl Strategy<Value = (String, String)> {
        let offset = prop_oneof![
            Just(String::new()),
            Just("Z".to_owned()),
            (0u16..=14 * 60, prop::bool::ANY).prop_map(|(minutes, east)| format!(
                "{}{:02}:{:02}",
                if east { '+' } else { '-' },
                minutes / 60,
                minutes % 60
            )),
        ];
        (
            (1u16..=9999, 1u8..=12, 1u8..=28),
            (0u8..24, 0u8..60, 0u8..60),
            (1usize..=9, 0u32..1_000_000_000),
            offset,
            0u8..6,
        )
            .prop_map(|((y, mo, d), (h, mi, s), (width, nanos), zone, form)| {
                let fraction = format!("{nanos:09}")[..width].to_owned();
                let date = format!("{y:04}-{mo:02}-{d:02}");
                // A time without a zone is no instant: only its date is kept.
                let timed = |text: String| if zone.is_empty() { date.clone() } else { text };
                match form {
                    0 => (format!("{y:04}"), format!("{y:04}-01-01")),
                    1 => (format!("{y:04}-{mo:02}"), format!("{y:04}-{mo:02}-01")),
                    2 => (format!("{date}{zone}"), date.clone()),
                    3 => (
                        format!("{date}T{h:02}:{mi:02}{zone}"),
                        timed(format!("{date}T{h:02}:{mi:02}:00{zone}")),
                    ),
                    4 => {
                        let text = format!("{date}T{h:02}:{mi:02}:{s:02}{zone}");
                        (text.clone(), timed(text))
                    }
                    _ => {
                        let text = format!("{date}T{h:02}:{mi:02}:{s:02}.{fraction}{zone}");
                        (text.clone(), timed(text))
                    }
                }
            })
            .prop_filter("times without a zone are not W3C forms", |(text, _)| {
                LastMod::parse(text).is_ok()
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn a_lastmod_displays_exactly_as_written_and_spells_its_document_form(
            (text, document) in lastmod_text()
        ) {
            let value = LastMod::parse(&text).expect("filtered to valid values");
            prop_assert_eq!(value.to_string(), text);
            let mut spelled = String::from("kept|");
            value.write_document_text(&mut spelled);
            prop_assert_eq!(&spelled, &format!("kept|{document}"));
            const { assert!(LastMod::MARKUP_FREE) };
            prop_assert!(!spelled.contains(RESERVED));
        }

        #[test]
        fn a_decimal_displays_like_format_of_its_parts(mantissa in any::<i64>(), scale in 0u32..=18) {
            let Some(decimal) = Decimal::from_parts(mantissa, scale) else {
                return Err(TestCaseError::fail("scale within MAX_DIGITS"));
            };
            let (mantissa, scale) = (decimal.mantissa(), decimal.scale());
            let divisor = 10u64.pow(scale);
            let magnitude = mantissa.unsigned_abs();
            let sign = if mantissa < 0 { "-" } else { "" };
            let expected = format!(
                "{sign}{}.{:0width$}",
                magnitude / divisor,
                magnitude % divisor,
                width = scale.max(1) as usize
            );
            prop_assert_eq!(decimal.to_string(), expected);
        }

        #[test]
        fn a_priority_spells_its_document_text(thousandths in 0i64..=1000) {
            let value = Priority::from_decimal(Decimal::from_parts(thousandths, 3).expect("scale 3"))
                .expect("0.0..=1.0");
            let mut spelled = String::new();
            value.write_document_text(&mut spelled);
            const { assert!(Priority::MARKUP_FREE) };
            prop_assert!(!spelled.contains(RESERVED));
            prop_assert_eq!(spelled.parse::<f64>().ok(), Some(thousandths as f64 / 1000.0));
        }
    }
}

#[test]
fn priority_from_f32_keeps_the_number_written() {
    for (written, text) in [
        (0.1f32, "0.1"),
        (0.8, "0.8"),
        (0.25, "0.25"),
        (1.0, "1.0"),
        (0.0, "0.0"),
    ] {
        assert_eq!(Priority::from_f32(written).unwrap().to_string(), text);
    }
    // Through f64 the same number would carry the float's binary error.
    assert_eq!(
        Priority::new(f64::from(0.1f32)).unwrap().to_string(),
        "0.10000000149011612"
    );
    assert!(Priority::from_f32(1.5).is_err());
    assert!(Priority::from_f32(f32::NAN).is_err());
}

proptest::proptest! {
    /// The fast conversion of floats agrees with reading back Rust's own
    /// shortest spelling, for every float and every kind of value.
    #[test]
    fn decimals_from_floats_match_their_shortest_spelling(value in proptest::num::f64::ANY) {
        let fast = Decimal::from_f64(value);
        let spelled = if value.is_finite() { value.to_string().parse::<Decimal>().ok() } else { None };
        proptest::prop_assert_eq!(fast.ok(), spelled);
    }

    #[test]
    fn decimals_from_short_floats_match_their_shortest_spelling(
        mantissa in -1_000_000_000i64..1_000_000_000,
        scale in 0u32..7,
    ) {
        let value = mantissa as f64 / 10f64.powi(scale as i32);
        proptest::prop_assert_eq!(
            Decimal::from_f64(value).ok(),
            value.to_string().parse::<Decimal>().ok()
        );
    }

    #[test]
    fn decimals_from_f32_match_their_shortest_spelling(value in proptest::num::f32::ANY) {
        let fast = Decimal::from_f32(value);
        let spelled = if value.is_finite() { value.to_string().parse::<Decimal>().ok() } else { None };
        proptest::prop_assert_eq!(fast.ok(), spelled);
    }

    #[test]
    fn decimals_from_short_f32_match_their_shortest_spelling(
        mantissa in -20_000_000i32..20_000_000,
        scale in 0u32..8,
    ) {
        let value = mantissa as f32 / 10f32.powi(scale as i32);
        proptest::prop_assert_eq!(
            Decimal::from_f32(value).ok(),
            value.to_string().parse::<Decimal>().ok()
        );
    }
}

/// `f32` priorities across the range (every 4,099th of the 1.07 billion
/// floats in 0..=1; all of them agreed once, in 326 s) and each `n / 1000`
/// with its two neighbours convert as their own spelling reads.
#[test]
fn f32_priorities_match_their_spelling() {
    let check = |value: f32| {
        let spelled = value.to_string().parse::<Decimal>().ok();
        assert_eq!(Decimal::from_f32(value).ok(), spelled, "{value}");
    };
    let mut bits = 0u32;
    while f32::from_bits(bits) <= 1.0 {
        check(f32::from_bits(bits));
        bits += 4099;
    }
    for n in 0..=1000u32 {
        let value = n as f32 / 1000.0;
        for neighbour in [
            value.to_bits().saturating_sub(1),
            value.to_bits(),
            value.to_bits() + 1,
        ] {
            check(f32::from_bits(neighbour));
        }
    }
}

#[test]
fn an_hreflang_region_is_an_iso_code_and_x_default_is_read_in_any_case() {
    use sitemap_core::Hreflang;
    for good in [
        "de",
        "de-CH",
        "EN-gb",
        "zh-Hant-TW",
        "es-419",
        "x-default",
        "X-Default",
    ] {
        assert!(Hreflang::parse(good).is_ok(), "{good}");
    }
    // The pattern takes any two letters; Google reads ISO 3166-1 codes.
    let error = Hreflang::parse("en-UK").unwrap_err();
    assert!(
        matches!(error.violation(), Violation::BeyondSchema { .. }),
        "{error}"
    );
    assert!(error.to_string().contains("write en-GB"), "{error}");
    let error = Hreflang::parse("de-XX").unwrap_err();
    assert!(error.to_string().contains("ISO 3166-1"), "{error}");
}
