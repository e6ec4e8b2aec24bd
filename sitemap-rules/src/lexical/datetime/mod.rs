//! The `<lastmod>` grammar: [`DateTime`].

use std::fmt;

use super::ascii::{AsciiSink, display_spelled};
use std::str::FromStr;

mod calendar;
mod error;
mod parse;
#[cfg(test)]
mod tests;
mod xsd;

use calendar::*;
use error::*;
pub use error::{DateTimeError, DateTimeErrorKind};
use parse::*;
pub use xsd::is_xsd_date_or_date_time;

/// The largest offset from UTC, in minutes, that XML Schema allows (`±14:00`).
const MAX_OFFSET_MINUTES: u16 = 14 * 60;

/// The most fraction digits kept: a nanosecond is the finest unit stored.
const MAX_FRACTION_DIGITS: u8 = 9;

/// How much of a date and time a value spells out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Precision {
    /// `YYYY`.
    Year,
    /// `YYYY-MM`.
    Month,
    /// `YYYY-MM-DD`, with or without a time zone.
    Day,
    /// `YYYY-MM-DDThh:mm` with a time zone.
    Minute,
    /// `YYYY-MM-DDThh:mm:ss`, with or without a time zone.
    Second,
    /// `YYYY-MM-DDThh:mm:ss.s`, with or without a time zone.
    Fraction,
}

impl Precision {
    /// The precision of a time with seconds and `fraction_digits` digits
    /// after them.
    fn of_seconds(fraction_digits: u8) -> Precision {
        if fraction_digits == 0 {
            Precision::Second
        } else {
            Precision::Fraction
        }
    }
}

/// A time zone designator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Offset {
    /// UTC written as `Z`.
    Utc,
    /// Minutes east of UTC written as `±hh:mm`; `Minutes(0)` is written `+00:00`.
    Minutes(i16),
}

impl Offset {
    fn east_minutes(self) -> i16 {
        match self {
            Offset::Utc => 0,
            Offset::Minutes(minutes) => minutes,
        }
    }
}

/// Writes `Z` or `±hh:mm`.
impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_spelled(f, |text| self.spell(text))
    }
}

impl Offset {
    fn spell(self, out: &mut impl AsciiSink) {
        match self {
            Offset::Utc => out.push_ascii(b'Z'),
            Offset::Minutes(minutes) => {
                out.push_ascii(if minutes < 0 { b'-' } else { b'+' });
                let magnitude = minutes.unsigned_abs();
                match u8::try_from(magnitude / 60) {
                    Ok(hours) => out.push_two(hours),
                    Err(_) => out.push_padded(u64::from(magnitude / 60), 2),
                }
                out.push_ascii(b':');
                // Below 60, so the cast keeps it.
                out.push_two((magnitude % 60) as u8);
            }
        }
    }
}

/// A `<lastmod>` value: W3C Datetime ∪ `xsd:date` ∪ `xsd:dateTime`.
///
/// The Sitemaps protocol says `<lastmod>` is a [W3C Datetime] value, while its
/// XML schema types the element as `xsd:date` or `xsd:dateTime`. Real sitemaps
/// use all three, so [`DateTime::parse`] accepts their union:
///
/// | Form                             | Example                  | W3C | `xsd:date` | `xsd:dateTime` |
/// |----------------------------------|--------------------------|-----|------------|----------------|
/// | `YYYY`                           | `2005`                   | yes |            |                |
/// | `YYYY-MM`                        | `2005-07`                | yes |            |                |
/// | `YYYY-MM-DD`                     | `2005-07-01`             | yes | yes        |                |
/// | `YYYY-MM-DD` + zone              | `2005-07-01Z`            |     | yes        |                |
/// | `YYYY-MM-DDThh:mm` + zone        | `2004-12-23T18:00+01:00` | yes |            |                |
/// | `YYYY-MM-DDThh:mm:ss[.s]`        | `2004-12-23T18:00:00`    |     |            | yes            |
/// | `YYYY-MM-DDThh:mm:ss[.s]` + zone | `2004-12-23T18:00:00.5Z` | yes |            | yes            |
///
/// A zone (TZD) is `Z` or `±hh:mm`. Values valid under both the W3C profile and
/// one of the XSD types are the *protocol forms* ([`DateTime::is_protocol_form`]);
/// [`DateTime::protocol_form`] maps every accepted value to one.
///
/// Both grammars allow more than any sitemap needs, so this module is stricter
/// than either:
///
/// - years are exactly 4 digits, `0001..=9999`: no sign, no 5-digit years;
/// - every other numeric field has exactly its fixed number of digits;
/// - month `01..=12`, day valid for its month (proleptic Gregorian leap years);
/// - hour `00..=23` (XSD 1.0's `24:00:00` is rejected), minute and second
///   `00..=59` (no leap second);
/// - a fraction of a second has 1 to 9 digits (nanosecond resolution);
/// - offsets lie within `-14:00..=+14:00`, and `-00:00` is rejected because it
///   could not be written back distinctly from `+00:00`;
/// - `T` and `Z` are upper case, and nothing (not even whitespace) may precede
///   or follow the value.
///
/// Every accepted value is written back exactly as it was read, so
/// `DateTime::parse(s)?.to_string() == s`.
///
/// ```
/// use sitemap_rules::{DateTime, Precision};
///
/// let lastmod = DateTime::parse("2004-12-23T18:00+01:00")?;
/// assert_eq!(lastmod.precision(), Precision::Minute);
/// assert!(lastmod.is_w3c() && !lastmod.is_xsd_date_time());
/// assert_eq!(lastmod.protocol_form().to_string(), "2004-12-23T18:00:00+01:00");
/// # Ok::<(), sitemap_rules::DateTimeError>(())
/// ```
///
/// [W3C Datetime]: https://www.w3.org/TR/NOTE-datetime
///
/// A `<lastmod>` value: a W3C Datetime, `xsd:date` or `xsd:dateTime`.
///
/// It remembers how it was written (precision, `Z` versus `+00:00`, number of
/// fraction digits), so [`Display`](fmt::Display) reproduces the input exactly.
/// Equality compares that written form; to compare instants use
/// [`instant_key`](DateTime::instant_key).
///
/// ```
/// use sitemap_rules::{DateTime, Offset};
///
/// let lastmod: DateTime = "2004-12-23T18:00:00.50-05:00".parse()?;
/// assert_eq!(lastmod.day(), Some(23));
/// assert_eq!(lastmod.nanosecond(), Some(500_000_000));
/// assert_eq!(lastmod.offset(), Some(Offset::Minutes(-300)));
/// assert_eq!(lastmod.to_string(), "2004-12-23T18:00:00.50-05:00");
/// # Ok::<(), sitemap_rules::DateTimeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DateTime {
    // Parts beyond `precision` hold their earliest value (month and day 1, time
    // 0), so each written form has exactly one representation and the derived
    // traits agree with it.
    year: u16,
    month: u8,
    day: u8,
    hour: u8,
    minute: u8,
    second: u8,
    nanosecond: u32,
    fraction_digits: u8,
    precision: Precision,
    offset: Option<Offset>,
}

impl DateTime {
    /// Parses a `<lastmod>` value in any of the accepted forms (see
    /// [`DateTime`]).
    ///
    /// ```
    /// use sitemap_rules::{DateTime, DateTimeErrorKind};
    ///
    /// assert_eq!(DateTime::parse("2005-01-01Z")?.to_string(), "2005-01-01Z");
    /// let error = DateTime::parse("2005-02-29").unwrap_err();
    /// assert_eq!(error.kind(), DateTimeErrorKind::DayOutOfRange);
    /// # Ok::<(), sitemap_rules::DateTimeError>(())
    /// ```
    pub fn parse(s: &str) -> Result<DateTime, DateTimeError> {
        parse_value(s.as_bytes()).map_err(|problem| DateTimeError::new(s, problem))
    }

    /// A date of [`Precision::Day`] without a time zone.
    ///
    /// ```
    /// use sitemap_rules::{DateTime, DateTimeErrorKind};
    ///
    /// assert_eq!(DateTime::from_parts(2024, 2, 29)?.to_string(), "2024-02-29");
    /// let error = DateTime::from_parts(2023, 2, 29).unwrap_err();
    /// assert_eq!(error.kind(), DateTimeErrorKind::DayOutOfRange);
    /// # Ok::<(), sitemap_rules::DateTimeError>(())
    /// ```
    pub fn from_parts(year: u16, month: u8, day: u8) -> Result<DateTime, DateTimeError> {
        check_date(year, month, day)
            .map(|()| DateTime::date(year, month, day))
            .map_err(|problem| {
                DateTimeError::new(&format!("{year:04}-{month:02}-{day:02}"), problem)
            })
    }

    /// This value's date (a missing month or day counts as 01) at the given
    /// time and offset; any time and offset `self` had are replaced.
    ///
    /// `fraction_digits` 0 gives [`Precision::Second`] and needs `nanosecond`
    /// 0; 1 to 9 gives [`Precision::Fraction`] and needs `nanosecond` to be
    /// written exactly in that many digits (500 000 000 in 2 digits is `.50`).
    /// A fraction that does not fit is a [`DateTimeErrorKind::FractionTooLong`].
    ///
    /// ```
    /// use sitemap_rules::{DateTime, Offset};
    ///
    /// let noon = DateTime::from_parts(2005, 7, 1)?.with_time(12, 0, 0, 0, 0, Offset::Utc)?;
    /// assert_eq!(noon.to_string(), "2005-07-01T12:00:00Z");
    /// let late = noon.with_time(23, 59, 59, 500_000_000, 1, Offset::Minutes(-330))?;
    /// assert_eq!(late.to_string(), "2005-07-01T23:59:59.5-05:30");
    /// # Ok::<(), sitemap_rules::DateTimeError>(())
    /// ```
    pub fn with_time(
        self,
        hour: u8,
        minute: u8,
        second: u8,
        nanosecond: u32,
        fraction_digits: u8,
        offset: Offset,
    ) -> Result<DateTime, DateTimeError> {
        let candidate = DateTime {
            hour,
            minute,
            second,
            nanosecond,
            fraction_digits,
            precision: Precision::of_seconds(fraction_digits),
            offset: Some(offset),
            ..self.date_part()
        };
        candidate
            .check_time()
            .map(|()| candidate)
            .map_err(|problem| DateTimeError::new(&candidate.describe_unchecked(), problem))
    }

    /// The year, `1..=9999`.
    pub fn year(&self) -> u16 {
        self.year
    }

    /// The month, `1..=12`, unless only a year was written.
    pub fn month(&self) -> Option<u8> {
        self.has(Precision::Month).then_some(self.month)
    }

    /// The day of the month, if a full date was written.
    pub fn day(&self) -> Option<u8> {
        self.has(Precision::Day).then_some(self.day)
    }

    /// The hour, `0..=23`, if a time was written.
    pub fn hour(&self) -> Option<u8> {
        self.has(Precision::Minute).then_some(self.hour)
    }

    /// The minute, `0..=59`, if a time was written.
    pub fn minute(&self) -> Option<u8> {
        self.has(Precision::Minute).then_some(self.minute)
    }

    /// The second, `0..=59`, if seconds were written.
    pub fn second(&self) -> Option<u8> {
        self.has(Precision::Second).then_some(self.second)
    }

    /// The fraction of the second in nanoseconds, only for [`Precision::Fraction`].
    pub fn nanosecond(&self) -> Option<u32> {
        self.has(Precision::Fraction).then_some(self.nanosecond)
    }

    /// How many fraction digits were written: 1 to 9 for
    /// [`Precision::Fraction`], otherwise 0.
    pub fn fraction_digits(&self) -> u8 {
        self.fraction_digits
    }

    /// The time zone, if one was written.
    pub fn offset(&self) -> Option<Offset> {
        self.offset
    }

    /// How much of the date and time was written.
    pub fn precision(&self) -> Precision {
        self.precision
    }

    /// Whether the value is a lexically valid `xsd:date`: a full date with an
    /// optional time zone.
    pub fn is_xsd_date(&self) -> bool {
        self.precision == Precision::Day
    }

    /// Whether the value is a lexically valid `xsd:dateTime`: a date and time
    /// with seconds and an optional time zone.
    pub fn is_xsd_date_time(&self) -> bool {
        matches!(self.precision, Precision::Second | Precision::Fraction)
    }

    /// Whether the value is in the W3C Datetime profile: dates without a time
    /// zone, times with one.
    pub fn is_w3c(&self) -> bool {
        match self.precision {
            Precision::Year | Precision::Month | Precision::Day => self.offset.is_none(),
            Precision::Minute | Precision::Second | Precision::Fraction => self.offset.is_some(),
        }
    }

    /// Whether the value is valid under both the W3C profile and `xsd:date` or
    /// `xsd:dateTime`: `YYYY-MM-DD`, or `YYYY-MM-DDThh:mm:ss[.s]` with a zone.
    pub fn is_protocol_form(&self) -> bool {
        (self.is_xsd_date() || self.is_xsd_date_time()) && self.is_w3c()
    }

    /// The closest value that [`is_protocol_form`](DateTime::is_protocol_form);
    /// this is what a sitemap writer emits.
    ///
    /// - A year or month becomes the first day it covers: `2005` →
    ///   `2005-01-01`, `2005-07` → `2005-07-01`.
    /// - A date with a zone loses the zone, since W3C dates carry none:
    ///   `2005-01-01Z` → `2005-01-01`.
    /// - A time without seconds gains `:00`, keeping its zone:
    ///   `2004-12-23T18:00+01:00` → `2004-12-23T18:00:00+01:00`.
    /// - A date and time without a zone keeps only its date, since the instant
    ///   is unknown: `2004-12-23T18:00:00` → `2004-12-23`.
    /// - Anything else already is a protocol form and is returned unchanged.
    ///
    /// The mapping is idempotent.
    ///
    /// ```
    /// use sitemap_rules::DateTime;
    ///
    /// let written = DateTime::parse("2005-07")?.protocol_form();
    /// assert_eq!(written.to_string(), "2005-07-01");
    /// assert!(written.is_protocol_form());
    /// # Ok::<(), sitemap_rules::DateTimeError>(())
    /// ```
    pub fn protocol_form(&self) -> DateTime {
        match (self.precision, self.offset) {
            (Precision::Year | Precision::Month | Precision::Day, _) => self.date_part(),
            (Precision::Minute, _) => DateTime {
                precision: Precision::Second,
                ..*self
            },
            (Precision::Second | Precision::Fraction, None) => self.date_part(),
            (Precision::Second | Precision::Fraction, Some(_)) => *self,
        }
    }

    /// A key ordering values by the instant they denote: seconds since
    /// 1970-01-01T00:00:00Z (negative before it) and nanoseconds.
    ///
    /// Missing parts count as their earliest value (month and day 1, time
    /// 00:00:00) and a missing time zone as UTC, so `2005` and
    /// `2005-01-01T00:00:00Z` have the same key.
    ///
    /// ```
    /// use sitemap_rules::DateTime;
    ///
    /// let a = DateTime::parse("2000-01-01T00:00:00Z")?;
    /// let b = DateTime::parse("2000-01-01T01:00:00+01:00")?;
    /// assert_eq!(a.instant_key(), (946_684_800, 0));
    /// assert_eq!(a.instant_key(), b.instant_key());
    ///
    /// let newest = ["2004-12-23", "2005-01-01T00:30:00+01:00", "2004-12-31T23:45:00Z"]
    ///     .into_iter()
    ///     .map(DateTime::parse)
    ///     .collect::<Result<Vec<_>, _>>()?
    ///     .into_iter()
    ///     .max_by_key(DateTime::instant_key);
    /// assert_eq!(newest.map(|d| d.to_string()).as_deref(), Some("2004-12-31T23:45:00Z"));
    /// # Ok::<(), sitemap_rules::DateTimeError>(())
    /// ```
    pub fn instant_key(&self) -> (i64, u32) {
        let days = days_since_epoch(self.year, self.month, self.day);
        let local = days * 86_400
            + i64::from(self.hour) * 3_600
            + i64::from(self.minute) * 60
            + i64::from(self.second);
        let offset = self.offset.map_or(0, Offset::east_minutes);
        (local - i64::from(offset) * 60, self.nanosecond)
    }

    fn date(year: u16, month: u8, day: u8) -> DateTime {
        DateTime {
            year,
            month,
            day,
            hour: 0,
            minute: 0,
            second: 0,
            nanosecond: 0,
            fraction_digits: 0,
            precision: Precision::Day,
            offset: None,
        }
    }

    fn date_part(&self) -> DateTime {
        DateTime::date(self.year, self.month, self.day)
    }

    fn has(&self, precision: Precision) -> bool {
        self.precision >= precision
    }

    fn check_time(&self) -> Result<(), Problem> {
        check_hour(self.hour)?;
        check_minute(self.minute)?;
        check_second(self.second)?;
        check_fraction(self.nanosecond, self.fraction_digits)?;
        check_offset(self.offset.map_or(0, Offset::east_minutes))
    }

    /// Writes a value that failed validation, for the error's `input`.
    fn describe_unchecked(&self) -> String {
        if check_fraction(self.nanosecond, self.fraction_digits).is_ok() {
            return self.to_string();
        }
        // The fraction cannot be written in the requested digits, so show all
        // nine the nanosecond needs instead of silently rounding it.
        let mut text = DateTime {
            precision: Precision::Second,
            ..*self
        }
        .to_string();
        let at = text.len() - self.offset.map_or(0, |offset| offset.to_string().len());
        text.insert_str(at, &format!(".{:09}", self.nanosecond));
        text
    }
}

/// Writes the value exactly in the form it was parsed from.
impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_spelled(f, |text| self.spell(text))
    }
}

impl DateTime {
    /// Appends what [`Display`](fmt::Display) writes, without `core::fmt`
    /// and straight into `out`: the writers call this for every URL.
    pub(crate) fn push_to(&self, out: &mut String) {
        // The longest form is 35 bytes; one reservation keeps every push on
        // its fast path.
        out.reserve(40);
        self.spell(out);
    }

    fn spell(&self, out: &mut impl AsciiSink) {
        out.push_four(self.year);
        if self.has(Precision::Month) {
            out.push_ascii(b'-');
            out.push_two(self.month);
        }
        if self.has(Precision::Day) {
            out.push_ascii(b'-');
            out.push_two(self.day);
        }
        if self.has(Precision::Minute) {
            out.push_ascii(b'T');
            out.push_two(self.hour);
            out.push_ascii(b':');
            out.push_two(self.minute);
        }
        if self.has(Precision::Second) {
            out.push_ascii(b':');
            out.push_two(self.second);
        }
        if self.has(Precision::Fraction) {
            let digits = self.fraction_digits.min(MAX_FRACTION_DIGITS);
            out.push_ascii(b'.');
            out.push_padded(
                u64::from(self.nanosecond / fraction_unit(digits)),
                usize::from(digits),
            );
        }
        if let Some(offset) = self.offset {
            offset.spell(out);
        }
    }
}

/// Same as [`DateTime::parse`].
impl FromStr for DateTime {
    type Err = DateTimeError;

    fn from_str(s: &str) -> Result<DateTime, DateTimeError> {
        DateTime::parse(s)
    }
}
