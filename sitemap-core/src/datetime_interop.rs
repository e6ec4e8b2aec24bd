//! `#[sitemap(lastmod)]` fields of chrono, time and jiff types, each behind the
//! feature of the same name.
//!
//! Every conversion builds the value through the checks [`LastMod::parse`]
//! runs (`DateTime::from_parts` and `with_time`), so there is one datetime
//! rule, not one per crate; what they refuse is spelled out in W3C form and
//! parsed, so that a year outside 0001..=9999 or an offset beyond ±14:00 is
//! the same located error as in a document. Date-times without an offset (chrono's `NaiveDateTime`,
//! time's `PrimitiveDateTime`, jiff's `civil::DateTime`) are left out on
//! purpose: a sitemap time needs a zone, and guessing one would move the
//! instant. Convert them to a zoned type, or use their date.

#![cfg_attr(
    not(any(feature = "chrono", feature = "time", feature = "jiff")),
    allow(dead_code)
)]

use std::fmt::Write as _;

use crate::{DateTime, FacetError, LastMod, Offset};

/// The clock time and UTC offset of a date-time.
struct Clock {
    hour: u8,
    minute: u8,
    second: u8,
    nanosecond: u32,
    offset_seconds: i32,
}

/// A date, with a time when the value has one, as a lastmod.
fn lastmod(
    year: i32,
    month: u8,
    day: u8,
    clock: Option<Clock>,
) -> Result<Option<LastMod>, FacetError> {
    match from_parts(year, month, day, clock.as_ref()) {
        Some(value) => Ok(Some(value)),
        // Whatever the parts cannot say (a year outside 0001..=9999, an
        // offset with seconds) is spelled out and refused by the parser, so
        // that the error is the one a document with that text gets.
        None => LastMod::parse(&spelled(year, month, day, clock.as_ref())).map(Some),
    }
}

/// The value built from its parts through the checks the parser runs
/// (`DateTime::from_parts` and `with_time`), without spelling it; `None`
/// when they refuse it.
fn from_parts(year: i32, month: u8, day: u8, clock: Option<&Clock>) -> Option<LastMod> {
    let date = DateTime::from_parts(u16::try_from(year).ok()?, month, day).ok()?;
    let value = match clock {
        None => date,
        Some(clock) => {
            let offset = clock.offset_seconds;
            if offset % 60 != 0 {
                return None;
            }
            let offset = match i16::try_from(offset / 60).ok()? {
                0 => Offset::Utc,
                minutes => Offset::Minutes(minutes),
            };
            let nanosecond = clock.nanosecond.min(999_999_999);
            date.with_time(
                clock.hour,
                clock.minute,
                clock.second,
                nanosecond,
                fraction_digits(nanosecond),
                offset,
            )
            .ok()?
        }
    };
    LastMod::from_datetime(value).ok()
}

/// The fewest digits that write `nanosecond` exactly (0 for none).
fn fraction_digits(nanosecond: u32) -> u8 {
    if nanosecond == 0 {
        return 0;
    }
    let mut digits = 9;
    let mut rest = nanosecond;
    while rest.is_multiple_of(10) {
        rest /= 10;
        digits -= 1;
    }
    digits
}

/// The W3C spelling of the parts.
fn spelled(year: i32, month: u8, day: u8, clock: Option<&Clock>) -> String {
    let mut text = String::with_capacity(35);
    // A year outside 1..=9999 is written as it is and rejected by the parser.
    let _ = write!(text, "{year:04}-{month:02}-{day:02}");
    if let Some(clock) = clock {
        let _ = write!(
            text,
            "T{:02}:{:02}:{:02}",
            clock.hour, clock.minute, clock.second
        );
        // chrono stores a leap second as nanoseconds past 1e9: keep it in the
        // 59th second rather than invent a 60th.
        let nanosecond = clock.nanosecond.min(999_999_999);
        if nanosecond > 0 {
            let digits = format!("{nanosecond:09}");
            let _ = write!(text, ".{}", digits.trim_end_matches('0'));
        }
        let offset = clock.offset_seconds;
        if offset == 0 {
            text.push('Z');
        } else {
            let sign = if offset < 0 { '-' } else { '+' };
            let magnitude = offset.unsigned_abs();
            let _ = write!(
                text,
                "{sign}{:02}:{:02}",
                magnitude / 3600,
                magnitude / 60 % 60
            );
            if magnitude % 60 != 0 {
                // Offsets with seconds (local mean time) have no W3C form.
                let _ = write!(text, ":{:02}", magnitude % 60);
            }
        }
    }
    text
}

#[cfg(test)]
mod parts_tests {
    use super::*;

    /// The parts give exactly the value their spelling parses to, whenever
    /// the parser accepts the spelling, and nothing when it refuses it.
    #[test]
    fn parts_and_spelling_agree() {
        let clocks = [
            None,
            Some((0, 0, 0, 0, 0)),
            Some((23, 59, 59, 999_999_999, 14 * 3600)),
            Some((12, 30, 5, 500_000_000, -5 * 3600 - 30 * 60)),
            Some((1, 2, 3, 120, 3600)),
            Some((1, 2, 3, 0, 15 * 3600)),
            Some((1, 2, 3, 0, 3601)),
            Some((24, 0, 0, 0, 0)),
            Some((5, 60, 0, 0, 0)),
            Some((5, 0, 0, 1_500_000_000, 0)),
        ];
        for (year, month, day) in [
            (2024, 2, 29),
            (2023, 2, 29),
            (1, 1, 1),
            (9999, 12, 31),
            (0, 1, 1),
            (10_000, 1, 1),
            (-5, 1, 1),
            (2024, 13, 1),
            (2024, 4, 31),
        ] {
            for clock in clocks {
                let clock = clock.map(|(hour, minute, second, nanosecond, offset_seconds)| Clock {
                    hour,
                    minute,
                    second,
                    nanosecond,
                    offset_seconds,
                });
                let text = spelled(year, month, day, clock.as_ref());
                let parsed = LastMod::parse(&text).ok();
                let built = from_parts(year, month, day, clock.as_ref());
                if built.is_some() {
                    assert_eq!(built, parsed, "{text}");
                }
                if parsed.is_none() {
                    assert!(built.is_none(), "{text}");
                }
                let via = lastmod(year, month, day, clock);
                assert_eq!(via.ok().flatten(), parsed, "{text}");
            }
        }
    }
}

#[cfg(feature = "chrono")]
mod chrono_impls {
    use chrono::{Datelike, Offset, TimeZone, Timelike};

    use super::{Clock, lastmod};
    use crate::{FacetError, LastMod, LastModField};

    /// Local date and time with its offset: `2024-05-01T09:30:00+02:00`.
    impl<Tz: TimeZone> LastModField for chrono::DateTime<Tz> {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            let clock = Clock {
                hour: self.hour() as u8,
                minute: self.minute() as u8,
                second: self.second() as u8,
                nanosecond: self.nanosecond(),
                offset_seconds: self.offset().fix().local_minus_utc(),
            };
            lastmod(
                self.year(),
                self.month() as u8,
                self.day() as u8,
                Some(clock),
            )
        }
    }

    /// A date: `2024-05-01`.
    impl LastModField for chrono::NaiveDate {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            lastmod(self.year(), self.month() as u8, self.day() as u8, None)
        }
    }
}

#[cfg(feature = "time")]
mod time_impls {
    use super::{Clock, lastmod};
    use crate::{FacetError, LastMod, LastModField};

    /// Date and time with its offset: `2024-05-01T09:30:00+02:00`.
    impl LastModField for time::OffsetDateTime {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            let clock = Clock {
                hour: self.hour(),
                minute: self.minute(),
                second: self.second(),
                nanosecond: self.nanosecond(),
                offset_seconds: self.offset().whole_seconds(),
            };
            lastmod(self.year(), self.month().into(), self.day(), Some(clock))
        }
    }

    /// A date: `2024-05-01`.
    impl LastModField for time::Date {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            lastmod(self.year(), self.month().into(), self.day(), None)
        }
    }
}

#[cfg(feature = "jiff")]
mod jiff_impls {
    use super::{Clock, lastmod};
    use crate::{FacetError, LastMod, LastModField};

    /// Date and time in its zone's offset: `2024-05-01T09:30:00+02:00`.
    impl LastModField for jiff::Zoned {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            let clock = Clock {
                hour: self.hour() as u8,
                minute: self.minute() as u8,
                second: self.second() as u8,
                nanosecond: self.subsec_nanosecond() as u32,
                offset_seconds: self.offset().seconds(),
            };
            lastmod(
                self.year().into(),
                self.month() as u8,
                self.day() as u8,
                Some(clock),
            )
        }
    }

    /// An instant, in UTC: `2024-05-01T07:30:00Z`.
    impl LastModField for jiff::Timestamp {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            // Through the UTC offset alone: a `Zoned` in UTC costs a time
            // zone lookup per value.
            let utc = jiff::tz::Offset::UTC.to_datetime(*self);
            let clock = Clock {
                hour: utc.hour() as u8,
                minute: utc.minute() as u8,
                second: utc.second() as u8,
                nanosecond: utc.subsec_nanosecond() as u32,
                offset_seconds: 0,
            };
            lastmod(
                utc.year().into(),
                utc.month() as u8,
                utc.day() as u8,
                Some(clock),
            )
        }
    }

    /// A date: `2024-05-01`.
    impl LastModField for jiff::civil::Date {
        fn to_lastmod(&self) -> Result<Option<LastMod>, FacetError> {
            lastmod(
                self.year().into(),
                self.month() as u8,
                self.day() as u8,
                None,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(result: Result<Option<LastMod>, FacetError>) -> String {
        result.unwrap().unwrap().to_string()
    }

    #[test]
    fn writes_dates_times_fractions_and_offsets() {
        assert_eq!(text(lastmod(2024, 5, 1, None)), "2024-05-01");
        let clock = |nanosecond, offset_seconds| Clock {
            hour: 9,
            minute: 30,
            second: 5,
            nanosecond,
            offset_seconds,
        };
        assert_eq!(
            text(lastmod(2024, 5, 1, Some(clock(0, 0)))),
            "2024-05-01T09:30:05Z"
        );
        assert_eq!(
            text(lastmod(2024, 5, 1, Some(clock(120_000_000, 7200)))),
            "2024-05-01T09:30:05.12+02:00"
        );
        assert_eq!(
            text(lastmod(2024, 5, 1, Some(clock(1_500_000_000, -19_800)))),
            "2024-05-01T09:30:05.999999999-05:30"
        );
    }

    #[test]
    fn rejects_what_the_protocol_cannot_express() {
        for (year, offset) in [
            (0, 0),
            (-5, 0),
            (10_000, 0),
            (2024, 15 * 3600),
            (2024, 1050),
        ] {
            let clock = Clock {
                hour: 0,
                minute: 0,
                second: 0,
                nanosecond: 0,
                offset_seconds: offset,
            };
            assert!(lastmod(year, 1, 1, Some(clock)).is_err(), "{year} {offset}");
        }
    }
}
