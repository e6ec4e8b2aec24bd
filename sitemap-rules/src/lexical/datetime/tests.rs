//! The grammar, the calendar and the messages, held to tables of values.

use super::*;

use DateTimeErrorKind as Kind;
use Precision as P;

fn parse(s: &str) -> DateTime {
    DateTime::parse(s).unwrap_or_else(|error| panic!("{s:?} should parse: {error}"))
}

fn parse_error(s: &str) -> DateTimeError {
    match DateTime::parse(s) {
        Ok(value) => panic!("{s:?} should be rejected, got {value:?}"),
        Err(error) => error,
    }
}

/// Whether a value belongs to each grammar, as the tables below spell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Grammars {
    w3c: bool,
    xsd_date: bool,
    xsd_date_time: bool,
    protocol: bool,
}

const W3C_ONLY: Grammars = Grammars {
    w3c: true,
    xsd_date: false,
    xsd_date_time: false,
    protocol: false,
};
const XSD_DATE_ONLY: Grammars = Grammars {
    w3c: false,
    xsd_date: true,
    xsd_date_time: false,
    protocol: false,
};
const XSD_DATE_TIME_ONLY: Grammars = Grammars {
    w3c: false,
    xsd_date: false,
    xsd_date_time: true,
    protocol: false,
};
const W3C_AND_XSD_DATE: Grammars = Grammars {
    w3c: true,
    xsd_date: true,
    xsd_date_time: false,
    protocol: true,
};
const W3C_AND_XSD_DATE_TIME: Grammars = Grammars {
    w3c: true,
    xsd_date: false,
    xsd_date_time: true,
    protocol: true,
};

const ACCEPTED: &[(&str, P, Grammars)] = &[
    ("2005", P::Year, W3C_ONLY),
    ("0001", P::Year, W3C_ONLY),
    ("9999", P::Year, W3C_ONLY),
    ("2005-07", P::Month, W3C_ONLY),
    ("2005-12", P::Month, W3C_ONLY),
    ("2005-01-01", P::Day, W3C_AND_XSD_DATE),
    ("0001-01-01", P::Day, W3C_AND_XSD_DATE),
    ("9999-12-31", P::Day, W3C_AND_XSD_DATE),
    ("2000-02-29", P::Day, W3C_AND_XSD_DATE),
    ("2024-02-29", P::Day, W3C_AND_XSD_DATE),
    ("2005-01-01Z", P::Day, XSD_DATE_ONLY),
    ("2005-01-01+02:00", P::Day, XSD_DATE_ONLY),
    ("2005-01-01-05:00", P::Day, XSD_DATE_ONLY),
    ("2005-01-01+00:00", P::Day, XSD_DATE_ONLY),
    ("2004-12-23T18:00Z", P::Minute, W3C_ONLY),
    ("2004-12-23T18:00+01:00", P::Minute, W3C_ONLY),
    ("1997-07-16T19:20+01:00", P::Minute, W3C_ONLY),
    ("2004-12-23T00:00-00:30", P::Minute, W3C_ONLY),
    ("2004-12-23T18:00:00", P::Second, XSD_DATE_TIME_ONLY),
    ("2004-12-23T23:59:59", P::Second, XSD_DATE_TIME_ONLY),
    (
        "2004-12-23T18:00:00.123456789",
        P::Fraction,
        XSD_DATE_TIME_ONLY,
    ),
    ("2004-12-23T18:00:00.0", P::Fraction, XSD_DATE_TIME_ONLY),
    ("2004-12-23T18:00:00Z", P::Second, W3C_AND_XSD_DATE_TIME),
    (
        "2004-12-23T18:00:00-08:00",
        P::Second,
        W3C_AND_XSD_DATE_TIME,
    ),
    (
        "2004-12-23T18:00:00+00:00",
        P::Second,
        W3C_AND_XSD_DATE_TIME,
    ),
    (
        "1997-07-16T19:20:30+01:00",
        P::Second,
        W3C_AND_XSD_DATE_TIME,
    ),
    ("2004-12-23T18:00:00.5Z", P::Fraction, W3C_AND_XSD_DATE_TIME),
    (
        "2004-12-23T18:00:00.50Z",
        P::Fraction,
        W3C_AND_XSD_DATE_TIME,
    ),
    (
        "1997-07-16T19:20:30.45+01:00",
        P::Fraction,
        W3C_AND_XSD_DATE_TIME,
    ),
    (
        "2004-12-23T00:00:00.000000001+14:00",
        P::Fraction,
        W3C_AND_XSD_DATE_TIME,
    ),
    (
        "2004-12-23T23:59:59.999999999-14:00",
        P::Fraction,
        W3C_AND_XSD_DATE_TIME,
    ),
];

#[test]
fn accepted_forms_round_trip_exactly() {
    for &(input, _, _) in ACCEPTED {
        assert_eq!(parse(input).to_string(), input);
        assert_eq!(input.parse::<DateTime>(), Ok(parse(input)), "{input}");
    }
}

#[test]
fn accepted_forms_have_their_precision_and_grammars() {
    for &(input, precision, expected) in ACCEPTED {
        let value = parse(input);
        let actual = Grammars {
            w3c: value.is_w3c(),
            xsd_date: value.is_xsd_date(),
            xsd_date_time: value.is_xsd_date_time(),
            protocol: value.is_protocol_form(),
        };
        assert_eq!(value.precision(), precision, "{input}");
        assert_eq!(actual, expected, "{input}");
    }
}

#[test]
fn accessors_expose_written_parts_only() {
    let year = parse("2005");
    assert_eq!(year.year(), 2005);
    assert_eq!((year.month(), year.day(), year.hour()), (None, None, None));
    assert_eq!((year.offset(), year.fraction_digits()), (None, 0));

    let month = parse("2005-07");
    assert_eq!((month.month(), month.day()), (Some(7), None));

    let date = parse("2005-07-14Z");
    assert_eq!((date.day(), date.hour()), (Some(14), None));
    assert_eq!(date.offset(), Some(Offset::Utc));

    let minute = parse("2004-12-23T18:30+01:00");
    assert_eq!((minute.hour(), minute.minute()), (Some(18), Some(30)));
    assert_eq!((minute.second(), minute.nanosecond()), (None, None));
    assert_eq!(minute.offset(), Some(Offset::Minutes(60)));

    let second = parse("2004-12-23T18:30:15");
    assert_eq!((second.second(), second.nanosecond()), (Some(15), None));
    assert_eq!((second.offset(), second.fraction_digits()), (None, 0));

    let fraction = parse("2004-12-23T18:30:15.25-05:30");
    assert_eq!(fraction.year(), 2004);
    assert_eq!((fraction.month(), fraction.day()), (Some(12), Some(23)));
    assert_eq!(
        (fraction.hour(), fraction.minute(), fraction.second()),
        (Some(18), Some(30), Some(15))
    );
    assert_eq!(fraction.nanosecond(), Some(250_000_000));
    assert_eq!(fraction.fraction_digits(), 2);
    assert_eq!(fraction.offset(), Some(Offset::Minutes(-330)));
}

#[test]
fn utc_and_plus_zero_are_distinct_forms_of_one_instant() {
    let zulu = parse("2005-01-01T00:00:00Z");
    let plus_zero = parse("2005-01-01T00:00:00+00:00");
    assert_eq!(zulu.offset(), Some(Offset::Utc));
    assert_eq!(plus_zero.offset(), Some(Offset::Minutes(0)));
    assert_ne!(zulu, plus_zero);
    assert_eq!(zulu.instant_key(), plus_zero.instant_key());
}

#[test]
fn fraction_digits_are_kept() {
    let half = parse("2005-01-01T00:00:00.5Z");
    let half_padded = parse("2005-01-01T00:00:00.500Z");
    assert_eq!(half.nanosecond(), half_padded.nanosecond());
    assert_eq!(
        (half.fraction_digits(), half_padded.fraction_digits()),
        (1, 3)
    );
    assert_ne!(half, half_padded);
    assert_eq!(
        parse("2005-01-01T00:00:00.000000001Z").nanosecond(),
        Some(1)
    );
    assert_eq!(
        parse("2005-01-01T00:00:00.05Z").nanosecond(),
        Some(50_000_000)
    );
}

const REJECTED: &[(&str, Kind)] = &[
    ("", Kind::Syntax),
    ("205", Kind::Syntax),
    ("2005-", Kind::Syntax),
    ("2005-1", Kind::Syntax),
    ("2005-1-01", Kind::Syntax),
    ("2005-01-1", Kind::Syntax),
    ("2005-01-", Kind::Syntax),
    ("2005/01/01", Kind::Syntax),
    (" 2005-01-01", Kind::Syntax),
    ("2005-01-01 ", Kind::Syntax),
    ("2005-01-01\n", Kind::Syntax),
    ("2005Z", Kind::Syntax),
    ("2005-07Z", Kind::Syntax),
    ("2005-07+01:00", Kind::Syntax),
    ("2005-01-01T", Kind::Syntax),
    ("2005-01-01T18", Kind::Syntax),
    ("2005-01-01T18Z", Kind::Syntax),
    ("2005-01-01T1:00Z", Kind::Syntax),
    ("2005-01-01T18:0Z", Kind::Syntax),
    ("2005-01-01T18:00:0Z", Kind::Syntax),
    ("2005-01-01 18:00:00Z", Kind::Syntax),
    ("2005-01-01t18:00:00Z", Kind::Syntax),
    ("2005-01-01T18:00:00z", Kind::Syntax),
    ("2005-01-01T18:00z", Kind::Syntax),
    ("2005-01-01z", Kind::Syntax),
    ("2005-01-01T18:00:00.Z", Kind::Syntax),
    ("2005-01-01T18:00:00.", Kind::Syntax),
    ("2005-01-01T18:00:00,5Z", Kind::Syntax),
    ("2005-01-01T18:00:00 Z", Kind::Syntax),
    ("2005-01-01T18:00:00ZZ", Kind::Syntax),
    ("2005-01-01T18:00:00Z ", Kind::Syntax),
    ("2005-01-01T18:00:00+0100", Kind::Syntax),
    ("2005-01-01T18:00:00+01", Kind::Syntax),
    ("2005-01-01T18:00:00+1:00", Kind::Syntax),
    ("2005-01-01T18:00:00+01:0", Kind::Syntax),
    ("2005-01-01T18:00:00.5+01:00x", Kind::Syntax),
    ("2005-01-01+01:00T18:00:00", Kind::Syntax),
    ("２００５-01-01", Kind::Syntax),
    ("2005-0١-01", Kind::Syntax),
    ("2005\u{2212}01\u{2212}01", Kind::Syntax),
    ("\u{feff}2005-01-01", Kind::Syntax),
    ("-", Kind::Syntax),
    ("+", Kind::Syntax),
    ("0000", Kind::YearOutOfRange),
    ("0000-01-01", Kind::YearOutOfRange),
    ("12345", Kind::YearOutOfRange),
    ("10000-01-01", Kind::YearOutOfRange),
    ("20050101", Kind::YearOutOfRange),
    ("-2005", Kind::YearOutOfRange),
    ("-0001-01-01", Kind::YearOutOfRange),
    ("+2005-01-01", Kind::YearOutOfRange),
    ("2005-00", Kind::MonthOutOfRange),
    ("2005-13", Kind::MonthOutOfRange),
    ("2005-13-01", Kind::MonthOutOfRange),
    ("2005-99-99", Kind::MonthOutOfRange),
    ("2005-01-00", Kind::DayOutOfRange),
    ("2005-01-32", Kind::DayOutOfRange),
    ("2005-04-31", Kind::DayOutOfRange),
    ("2005-02-29", Kind::DayOutOfRange),
    ("2024-02-30", Kind::DayOutOfRange),
    ("2005-04-31T00:00:00Z", Kind::DayOutOfRange),
    ("2005-01-01T24:00:00", Kind::HourOutOfRange),
    ("2005-01-01T24:00Z", Kind::HourOutOfRange),
    ("2005-01-01T25:00:00Z", Kind::HourOutOfRange),
    ("2005-01-01T18:60Z", Kind::MinuteOutOfRange),
    ("2005-01-01T18:99:00", Kind::MinuteOutOfRange),
    ("2005-01-01T23:59:60Z", Kind::SecondOutOfRange),
    ("2005-01-01T18:00:61", Kind::SecondOutOfRange),
    ("2005-01-01T18:00:00.1234567890Z", Kind::FractionTooLong),
    ("2005-01-01T18:00:00.0000000000", Kind::FractionTooLong),
    ("2005-01-01T18:00:00+14:01", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00+14:30", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00+15:00", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00-14:01", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00+01:60", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00+99:99", Kind::OffsetOutOfRange),
    ("2005-01-01T18:00:00-00:00", Kind::OffsetOutOfRange),
    ("2005-01-01-00:00", Kind::OffsetOutOfRange),
    ("2005-01-01+15:00", Kind::OffsetOutOfRange),
    ("2004-12-23T18:00", Kind::MissingTimeZone),
    ("2005-01-01T00:00", Kind::MissingTimeZone),
];

#[test]
fn rejected_values_report_their_kind_and_input() {
    for &(input, kind) in REJECTED {
        let error = parse_error(input);
        assert_eq!(error.kind(), kind, "{input:?}: {error}");
        assert_eq!(error.input(), input);
        assert!(error.to_string().starts_with("`"), "{error}");
    }
}

#[test]
fn every_error_kind_is_produced_by_some_input() {
    let kinds = [
        Kind::Syntax,
        Kind::YearOutOfRange,
        Kind::MonthOutOfRange,
        Kind::DayOutOfRange,
        Kind::HourOutOfRange,
        Kind::MinuteOutOfRange,
        Kind::SecondOutOfRange,
        Kind::FractionTooLong,
        Kind::OffsetOutOfRange,
        Kind::MissingTimeZone,
    ];
    for kind in kinds {
        let produced = REJECTED
            .iter()
            .any(|&(input, _)| parse_error(input).kind() == kind);
        assert!(produced, "no input produces {kind:?}");
    }
}

#[test]
fn messages_name_the_rule_and_the_fix() {
    let cases = [
        (
            "2005-13-01",
            "`2005-13-01`: month 13 is out of range 01..=12; \
             write a W3C date such as `2005-12-01`",
        ),
        (
            "2005-02-29",
            "`2005-02-29`: 2005 is not a leap year, February has 28 days; \
             write `2005-02-28` or `2005-03-01`",
        ),
        (
            "2004-12-23T18:00",
            "`2004-12-23T18:00`: a time needs a time zone \
             (`Z` or `±hh:mm`), e.g. `2004-12-23T18:00Z`",
        ),
        (
            "2005-04-31",
            "`2005-04-31`: day 31 is out of range 01..=30 for April 2005; \
             write a date such as `2005-04-30`",
        ),
        (
            "12345-01-01",
            "`12345-01-01`: the year has 5 digits, but years are exactly \
             4 digits, 0001..=9999; write a date such as `2005-01-01`",
        ),
        (
            "-0044-03-15",
            "`-0044-03-15`: a year is exactly 4 digits without a sign, \
             0001..=9999; write a date such as `2005-01-01`",
        ),
        (
            "2005-01-01T24:00:00",
            "`2005-01-01T24:00:00`: hour 24 is out of range 00..=23; \
             write midnight as `00:00:00` of the next day",
        ),
        (
            "2005-01-01T00:00:00+14:30",
            "`2005-01-01T00:00:00+14:30`: the time zone offset `+14:30` \
             is out of range -14:00..=+14:00",
        ),
        (
            "2005-1-01",
            "`2005-1-01`: found `-` at byte 6 where a 2-digit month \
             (01..=12) was expected; the accepted forms are `YYYY`, `YYYY-MM`, \
             `YYYY-MM-DD[TZD]`, `YYYY-MM-DDThh:mmTZD` and `YYYY-MM-DDThh:mm:ss[.s][TZD]`, \
             where TZD is `Z` or `±hh:mm`",
        ),
    ];
    for (input, message) in cases {
        assert_eq!(parse_error(input).to_string(), message);
    }
}

#[test]
fn syntax_messages_locate_the_problem() {
    let cases = [
        (
            "2005-01-01T18:00:00.Z",
            "found `Z` at byte 20 where at least one digit",
        ),
        ("2005-01-01 ", "found ` ` at byte 10 where `T`, a time zone"),
        ("2005-01-01 ", "(whitespace is not allowed)"),
        ("2005-01-01t18:00Z", "(`T` and `Z` are upper case)"),
        (
            "2005-01-01T18",
            "the value ends at byte 13 where `:` was expected",
        ),
        (
            "2005-01-01T18:00:00+0100",
            "found `0` at byte 22 where `:` in the time zone",
        ),
        ("2005-01-01é", "found `é` at byte 10"),
        ("2005-01-01\n", "found `\\n` at byte 10"),
        ("", "the value is empty"),
    ];
    for (input, fragment) in cases {
        let message = parse_error(input).to_string();
        assert!(message.contains(fragment), "{message:?} lacks {fragment:?}");
    }
}

#[test]
fn messages_shorten_long_values() {
    let input = "9".repeat(1_000);
    let error = parse_error(&input);
    assert_eq!(error.input(), input);
    let message = error.to_string();
    assert!(
        message.contains(&format!("`{}…`", "9".repeat(64))),
        "{message}"
    );
    assert!(message.len() < 400, "{message}");
}

#[test]
fn error_is_a_std_error() {
    let error: Box<dyn std::error::Error> = Box::new(parse_error("2005-00"));
    assert!(error.to_string().contains("month 00 is out of range"));
}

#[test]
fn leap_years_follow_the_gregorian_rule() {
    for (year, leap) in [
        (2000, true),
        (2400, true),
        (2024, true),
        (4, true),
        (1900, false),
        (2100, false),
        (2023, false),
        (1, false),
    ] {
        assert_eq!(is_leap_year(year), leap, "{year}");
        let date = format!("{year:04}-02-29");
        match DateTime::parse(&date) {
            Ok(_) => assert!(leap, "{date} accepted"),
            Err(error) => {
                assert!(!leap, "{date} rejected: {error}");
                assert_eq!(error.kind(), Kind::DayOutOfRange);
            }
        }
    }
}

#[test]
fn days_exist_exactly_when_the_calendar_has_them() {
    const LENGTHS_2023: [u8; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const LENGTHS_2024: [u8; 12] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let mut accepted = 0;
    for (year, lengths) in [(2023, LENGTHS_2023), (2024, LENGTHS_2024)] {
        for (month, length) in (1..=12).zip(lengths) {
            for day in 1..=31 {
                let input = format!("{year}-{month:02}-{day:02}");
                let exists = day <= length;
                match DateTime::parse(&input) {
                    Ok(value) => {
                        assert!(exists, "{input} accepted");
                        assert_eq!(value.to_string(), input);
                        accepted += 1;
                    }
                    Err(error) => {
                        assert!(!exists, "{input} rejected: {error}");
                        assert_eq!(error.kind(), Kind::DayOutOfRange);
                    }
                }
                assert_eq!(DateTime::from_parts(year, month, day).is_ok(), exists);
            }
        }
    }
    assert_eq!(accepted, 365 + 366);
}

#[test]
fn offsets_are_bounded_by_fourteen_hours() {
    let accepted = [
        ("+14:00", 840),
        ("-14:00", -840),
        ("+05:45", 345),
        ("-09:30", -570),
        ("+00:00", 0),
    ];
    for (zone, minutes) in accepted {
        let value = parse(&format!("2005-01-01T00:00:00{zone}"));
        assert_eq!(value.offset(), Some(Offset::Minutes(minutes)), "{zone}");
        assert_eq!(Offset::Minutes(minutes).to_string(), zone);
    }
    for zone in ["+14:01", "-14:01", "+15:00", "-15:00", "+14:59", "+00:60"] {
        let error = parse_error(&format!("2005-01-01T00:00:00{zone}"));
        assert_eq!(error.kind(), Kind::OffsetOutOfRange, "{zone}");
    }
    assert_eq!(Offset::Utc.to_string(), "Z");
}

#[test]
fn protocol_form_maps_each_case() {
    let cases = [
        ("2005", "2005-01-01"),
        ("2005-07", "2005-07-01"),
        ("2005-01-01Z", "2005-01-01"),
        ("2005-01-01+02:00", "2005-01-01"),
        ("2004-12-23T18:00+01:00", "2004-12-23T18:00:00+01:00"),
        ("2004-12-23T18:00Z", "2004-12-23T18:00:00Z"),
        ("2004-12-23T18:00:00", "2004-12-23"),
        ("2004-12-23T18:00:00.5", "2004-12-23"),
        ("2005-01-01", "2005-01-01"),
        ("2004-12-23T18:00:00Z", "2004-12-23T18:00:00Z"),
        (
            "2004-12-23T18:00:00.50-05:00",
            "2004-12-23T18:00:00.50-05:00",
        ),
    ];
    for (input, expected) in cases {
        let form = parse(input).protocol_form();
        assert_eq!(form.to_string(), expected, "{input}");
        assert_eq!(form, parse(expected), "{input}");
        assert!(form.is_protocol_form(), "{input}");
    }
}

#[test]
fn protocol_form_is_idempotent_and_keeps_protocol_forms() {
    for &(input, _, grammars) in ACCEPTED {
        let value = parse(input);
        let form = value.protocol_form();
        assert!(form.is_protocol_form(), "{input}");
        assert_eq!(form.protocol_form(), form, "{input}");
        if grammars.protocol {
            assert_eq!(form, value, "{input}");
        } else {
            assert_ne!(form, value, "{input}");
        }
    }
}

#[test]
fn instant_key_counts_from_the_unix_epoch() {
    let cases = [
        ("1970-01-01T00:00:00Z", (0, 0)),
        ("1970", (0, 0)),
        ("1969-12-31T23:59:59Z", (-1, 0)),
        ("2000-01-01T00:00:00Z", (946_684_800, 0)),
        ("2000-01-01T01:00:00+01:00", (946_684_800, 0)),
        ("1999-12-31T19:00-05:00", (946_684_800, 0)),
        ("2000-01-01", (946_684_800, 0)),
        ("2000-01", (946_684_800, 0)),
        ("2000", (946_684_800, 0)),
        ("2000-01-01T00:00:00", (946_684_800, 0)),
        ("2000-01-01Z", (946_684_800, 0)),
        ("2004-12-23T18:00:00.5-05:00", (1_103_842_800, 500_000_000)),
        ("2024-02-29T12:00:00Z", (1_709_208_000, 0)),
        ("0001-01-01T00:00:00Z", (-62_135_596_800, 0)),
        (
            "9999-12-31T23:59:59.999999999Z",
            (253_402_300_799, 999_999_999),
        ),
        (
            "0001-01-01T00:00:00+14:00",
            (-62_135_596_800 - 14 * 3600, 0),
        ),
        (
            "9999-12-31T23:59:59-14:00",
            (253_402_300_799 + 14 * 3600, 0),
        ),
    ];
    for (input, key) in cases {
        assert_eq!(parse(input).instant_key(), key, "{input}");
    }
}

#[test]
fn instant_key_advances_one_day_per_calendar_day() {
    let mut previous = DateTime::from_parts(1, 1, 1).map(|d| d.instant_key().0);
    let mut days = 0;
    for year in 1..=9999 {
        for month in 1..=12 {
            for day in 2..=days_in_month(year, month) + 1 {
                // Day `last + 1` stands for the first of the next month.
                let next = if day <= days_in_month(year, month) {
                    DateTime::from_parts(year, month, day)
                } else if month < 12 {
                    DateTime::from_parts(year, month + 1, 1)
                } else if year < 9999 {
                    DateTime::from_parts(year + 1, 1, 1)
                } else {
                    continue;
                };
                let key = next.map(|d| d.instant_key().0);
                assert_eq!(key, previous.map(|p| p + 86_400), "{year}-{month}-{day}");
                previous = key;
                days += 1;
            }
        }
    }
    // 3_652_059 days span 0001-01-01..=9999-12-31.
    assert_eq!(days, 3_652_058);
    assert_eq!(previous, Ok(253_402_214_400));
}

#[test]
fn newest_value_wins_by_instant_key() {
    let values = [
        "2005",
        "2004-12-31T23:59:59.999Z",
        "2005-01-01T00:30:00+01:00",
        "2004-12-31T19:00:00.000000001-05:00",
    ];
    let newest = values
        .iter()
        .map(|s| parse(s))
        .max_by_key(DateTime::instant_key)
        .map(|d| d.to_string());
    assert_eq!(
        newest.as_deref(),
        Some("2004-12-31T19:00:00.000000001-05:00")
    );
}

#[test]
fn from_parts_builds_dates_and_rejects_impossible_ones() {
    assert_eq!(DateTime::from_parts(2005, 1, 1), Ok(parse("2005-01-01")));
    assert_eq!(DateTime::from_parts(1, 1, 1), Ok(parse("0001-01-01")));
    let cases = [
        ((0, 1, 1), Kind::YearOutOfRange, "0000-01-01"),
        ((10_000, 1, 1), Kind::YearOutOfRange, "10000-01-01"),
        ((2005, 0, 1), Kind::MonthOutOfRange, "2005-00-01"),
        ((2005, 13, 1), Kind::MonthOutOfRange, "2005-13-01"),
        ((2005, 2, 29), Kind::DayOutOfRange, "2005-02-29"),
        ((2005, 1, 0), Kind::DayOutOfRange, "2005-01-00"),
        ((2005, 255, 255), Kind::MonthOutOfRange, "2005-255-255"),
    ];
    for ((year, month, day), kind, input) in cases {
        let error = DateTime::from_parts(year, month, day).unwrap_err();
        assert_eq!((error.kind(), error.input()), (kind, input));
    }
}

#[test]
fn with_time_builds_protocol_forms() {
    let date = parse("2004-12-23");
    let cases = [
        ((18, 0, 0, 0, 0, Offset::Utc), "2004-12-23T18:00:00Z"),
        (
            (18, 0, 0, 500_000_000, 2, Offset::Utc),
            "2004-12-23T18:00:00.50Z",
        ),
        (
            (0, 0, 0, 1, 9, Offset::Minutes(0)),
            "2004-12-23T00:00:00.000000001+00:00",
        ),
        (
            (23, 59, 59, 0, 0, Offset::Minutes(-330)),
            "2004-12-23T23:59:59-05:30",
        ),
        (
            (12, 30, 0, 0, 0, Offset::Minutes(840)),
            "2004-12-23T12:30:00+14:00",
        ),
    ];
    for ((h, m, s, nanos, digits, offset), expected) in cases {
        let value = date.with_time(h, m, s, nanos, digits, offset).unwrap();
        assert_eq!(value.to_string(), expected);
        assert_eq!(value, parse(expected));
        assert!(value.is_protocol_form());
    }
    let from_year = parse("2005").with_time(1, 2, 3, 0, 0, Offset::Utc).unwrap();
    assert_eq!(from_year.to_string(), "2005-01-01T01:02:03Z");
    let replaced = parse("2004-12-23T18:00:00.5-05:00")
        .with_time(6, 0, 0, 0, 0, Offset::Utc)
        .unwrap();
    assert_eq!(replaced.to_string(), "2004-12-23T06:00:00Z");
}

#[test]
fn with_time_rejects_invalid_times() {
    let date = parse("2004-12-23");
    let cases = [
        (
            (24, 0, 0, 0, 0, Offset::Utc),
            Kind::HourOutOfRange,
            "2004-12-23T24:00:00Z",
        ),
        (
            (0, 60, 0, 0, 0, Offset::Utc),
            Kind::MinuteOutOfRange,
            "2004-12-23T00:60:00Z",
        ),
        (
            (0, 0, 60, 0, 0, Offset::Utc),
            Kind::SecondOutOfRange,
            "2004-12-23T00:00:60Z",
        ),
        (
            (0, 0, 0, 0, 10, Offset::Utc),
            Kind::FractionTooLong,
            "2004-12-23T00:00:00.000000000Z",
        ),
        (
            (0, 0, 0, 1, 0, Offset::Utc),
            Kind::FractionTooLong,
            "2004-12-23T00:00:00.000000001Z",
        ),
        (
            (0, 0, 0, 123_456_789, 3, Offset::Minutes(60)),
            Kind::FractionTooLong,
            "2004-12-23T00:00:00.123456789+01:00",
        ),
        (
            (0, 0, 0, 1_000_000_000, 9, Offset::Utc),
            Kind::FractionTooLong,
            "2004-12-23T00:00:00.1000000000Z",
        ),
        (
            (0, 0, 0, 0, 0, Offset::Minutes(841)),
            Kind::OffsetOutOfRange,
            "2004-12-23T00:00:00+14:01",
        ),
        (
            (0, 0, 0, 0, 0, Offset::Minutes(-900)),
            Kind::OffsetOutOfRange,
            "2004-12-23T00:00:00-15:00",
        ),
        (
            (0, 0, 0, 0, 0, Offset::Minutes(i16::MIN)),
            Kind::OffsetOutOfRange,
            "2004-12-23T00:00:00-546:08",
        ),
    ];
    for ((h, m, s, nanos, digits, offset), kind, input) in cases {
        let error = date.with_time(h, m, s, nanos, digits, offset).unwrap_err();
        assert_eq!((error.kind(), error.input()), (kind, input));
        assert!(!error.to_string().is_empty());
    }
}

/// A small xorshift generator, so the robustness test needs no dependencies
/// and always sees the same inputs.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % u64::try_from(bound).unwrap()).unwrap()
    }
}

fn mutated_inputs() -> Vec<String> {
    const SEEDS: [&str; 8] = [
        "2005",
        "2005-07",
        "2005-01-01",
        "2005-01-01-05:00",
        "2004-12-23T18:00+01:00",
        "2004-12-23T18:00:00",
        "2004-12-23T18:30:15.123Z",
        "2000-02-29T23:59:59.999999999-14:00",
    ];
    const PIECES: [&str; 17] = [
        "0", "9", "1", "-", ":", "T", "Z", "+", ".", "t", " ", "é", "€", "𝟙", "٣", "\u{0}", "",
    ];
    let mut inputs = Vec::new();
    for seed in SEEDS {
        assert!(
            seed.is_ascii(),
            "byte offsets below must be char boundaries"
        );
        for end in 0..=seed.len() {
            inputs.push(seed[..end].to_owned());
            inputs.push(seed[end..].to_owned());
        }
        for at in 0..seed.len() {
            for piece in PIECES {
                inputs.push(format!("{}{piece}{}", &seed[..at], &seed[at + 1..]));
                inputs.push(format!("{}{piece}{}", &seed[..at], &seed[at..]));
            }
        }
    }
    let mut random = XorShift(0x5eed_1234_abcd_ef01);
    for _ in 0..500 {
        let length = random.below(40);
        let text: String = (0..length)
            .map(|_| PIECES[random.below(PIECES.len())])
            .collect();
        inputs.push(text);
    }
    inputs.extend(
        [
            "é",
            "日本",
            "🎉2005",
            "2005-01-01🎉",
            "2005-01-01T18:00:00\u{2212}05:00",
            "ÿ",
            "\u{10ffff}",
        ]
        .map(str::to_owned),
    );
    inputs
}

#[test]
fn never_panics_and_every_accepted_value_round_trips() {
    let inputs = mutated_inputs();
    let (mut accepted, mut rejected) = (0, 0);
    for input in &inputs {
        match DateTime::parse(input) {
            Ok(value) => {
                assert_eq!(value.to_string(), *input);
                assert!(value.protocol_form().is_protocol_form(), "{input:?}");
                accepted += 1;
            }
            Err(error) => {
                assert_eq!(error.input(), input);
                assert!(error.to_string().starts_with('`'));
                rejected += 1;
            }
        }
    }
    assert!(inputs.len() > 2_000, "only {} inputs", inputs.len());
    assert!(
        accepted > 50 && rejected > 1_000,
        "{accepted} accepted, {rejected} rejected"
    );
}
