//! `#[sitemap(lastmod)]` fields of chrono, time and jiff types (the
//! `chrono`, `time` and `jiff` features of sitemap-core).

use sitemap_core::{BaseUrl, LastModField, Sitemap};

fn lastmod_text(item: &impl Sitemap) -> Option<String> {
    let base = BaseUrl::parse("https://example.com").unwrap();
    item.to_url(&base)
        .unwrap()
        .lastmod()
        .map(|lastmod| lastmod.to_string())
}

#[derive(Sitemap)]
#[sitemap(path = "/chrono")]
struct ChronoPage<Tz: chrono::TimeZone> {
    #[sitemap(lastmod)]
    updated: chrono::DateTime<Tz>,
}

#[derive(Sitemap)]
#[sitemap(path = "/chrono-date")]
struct ChronoDay {
    #[sitemap(lastmod)]
    day: Option<chrono::NaiveDate>,
}

#[test]
fn chrono_values_keep_their_offset_and_precision() {
    use chrono::{FixedOffset, NaiveDate, TimeZone, Utc};

    let utc = Utc.with_ymd_and_hms(2024, 5, 1, 7, 30, 0).unwrap();
    assert_eq!(
        lastmod_text(&ChronoPage { updated: utc }).as_deref(),
        Some("2024-05-01T07:30:00Z")
    );
    let paris = FixedOffset::east_opt(2 * 3600).unwrap();
    let local =
        paris.with_ymd_and_hms(2024, 5, 1, 9, 30, 0).unwrap() + chrono::Duration::milliseconds(250);
    assert_eq!(
        lastmod_text(&ChronoPage { updated: local }).as_deref(),
        Some("2024-05-01T09:30:00.25+02:00")
    );
    let west = FixedOffset::west_opt(5 * 3600 + 30 * 60).unwrap();
    let local = west.with_ymd_and_hms(1999, 12, 31, 23, 59, 59).unwrap();
    assert_eq!(
        lastmod_text(&ChronoPage { updated: local }).as_deref(),
        Some("1999-12-31T23:59:59-05:30")
    );

    let day = NaiveDate::from_ymd_opt(2024, 2, 29);
    assert_eq!(
        lastmod_text(&ChronoDay { day }).as_deref(),
        Some("2024-02-29")
    );
    assert_eq!(lastmod_text(&ChronoDay { day: None }), None);
}

#[test]
fn chrono_values_the_protocol_cannot_hold_are_errors() {
    use chrono::{FixedOffset, NaiveDate, TimeZone};

    let far = FixedOffset::east_opt(20 * 3600).unwrap();
    let value = far.with_ymd_and_hms(2024, 5, 1, 0, 0, 0).unwrap();
    let error = value.to_lastmod().unwrap_err();
    assert!(error.to_string().contains("lastmod"), "{error}");

    let ancient = NaiveDate::from_ymd_opt(-44, 3, 15).unwrap();
    assert!(ancient.to_lastmod().is_err());
    let page = ChronoDay { day: Some(ancient) };
    let base = BaseUrl::parse("https://example.com").unwrap();
    let error = page.to_url(&base).unwrap_err();
    assert_eq!(error.field(), Some("day"));
}

#[derive(Sitemap)]
#[sitemap(path = "/time")]
struct TimePage {
    #[sitemap(lastmod)]
    updated: time::OffsetDateTime,
}

#[derive(Sitemap)]
#[sitemap(path = "/time-date")]
struct TimeDay {
    #[sitemap(lastmod)]
    day: time::Date,
}

#[test]
fn time_values_keep_their_offset_and_precision() {
    use time::{Date, Month, OffsetDateTime, Time, UtcOffset};

    let date = Date::from_calendar_date(2024, Month::May, 1).unwrap();
    let clock = Time::from_hms_nano(9, 30, 0, 5_000).unwrap();
    let offset = UtcOffset::from_hms(-3, 0, 0).unwrap();
    let updated = OffsetDateTime::new_in_offset(date, clock, offset);
    assert_eq!(
        lastmod_text(&TimePage { updated }).as_deref(),
        Some("2024-05-01T09:30:00.000005-03:00")
    );
    let updated = OffsetDateTime::new_utc(date, Time::MIDNIGHT);
    assert_eq!(
        lastmod_text(&TimePage { updated }).as_deref(),
        Some("2024-05-01T00:00:00Z")
    );
    assert_eq!(
        lastmod_text(&TimeDay { day: date }).as_deref(),
        Some("2024-05-01")
    );
}

#[derive(Sitemap)]
#[sitemap(path = "/jiff")]
struct JiffPage {
    #[sitemap(lastmod)]
    zoned: jiff::Zoned,
}

#[derive(Sitemap)]
#[sitemap(path = "/jiff-instant")]
struct JiffInstant {
    #[sitemap(lastmod)]
    at: jiff::Timestamp,
    #[sitemap(skip)]
    #[allow(dead_code)]
    day: jiff::civil::Date,
}

#[test]
fn jiff_values_keep_their_offset_and_precision() {
    use jiff::tz::{Offset, TimeZone};

    let at = jiff::Timestamp::from_second(1_714_548_600).unwrap();
    let day = jiff::civil::date(2024, 5, 1);
    assert_eq!(
        lastmod_text(&JiffInstant { at, day }).as_deref(),
        Some("2024-05-01T07:30:00Z")
    );
    let zoned = at.to_zoned(TimeZone::fixed(Offset::constant(2)));
    assert_eq!(
        lastmod_text(&JiffPage { zoned }).as_deref(),
        Some("2024-05-01T09:30:00+02:00")
    );
    assert_eq!(
        day.to_lastmod().unwrap().map(|d| d.to_string()).as_deref(),
        Some("2024-05-01")
    );
}
