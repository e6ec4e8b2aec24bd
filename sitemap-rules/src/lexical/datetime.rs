//! The `<lastmod>` grammar: [`DateTime`].

use std::fmt;

use super::ascii::{AsciiSink, display_spelled};
use std::str::FromStr;

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
            precision: if fraction_digits == 0 {
                Precision::Second
            } else {
                Precision::Fraction
            },
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

/// Which rule a rejected value broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DateTimeErrorKind {
    /// The text matches none of the accepted forms.
    Syntax,
    /// The year is 0000, signed, or longer than 4 digits.
    YearOutOfRange,
    /// The month is not `01..=12`.
    MonthOutOfRange,
    /// The day does not exist in its month.
    DayOutOfRange,
    /// The hour is not `00..=23`.
    HourOutOfRange,
    /// The minute is not `00..=59`.
    MinuteOutOfRange,
    /// The second is not `00..=59`.
    SecondOutOfRange,
    /// The fraction of a second needs more than 9 (or the requested) digits.
    FractionTooLong,
    /// The time zone offset lies outside `-14:00..=+14:00`, has minutes past
    /// 59, or is `-00:00`.
    OffsetOutOfRange,
    /// A time without seconds has no time zone.
    MissingTimeZone,
}

/// A rejected date or date-time; its message quotes the value, names the
/// rule of the grammar and says how to fix it. The element that held it is
/// named by the facet layer (`LastMod::parse` says `invalid lastmod …`).
///
/// ```
/// use sitemap_rules::{DateTime, DateTimeErrorKind};
///
/// let error = DateTime::parse("2005-13-01").unwrap_err();
/// assert_eq!(error.kind(), DateTimeErrorKind::MonthOutOfRange);
/// assert_eq!(error.input(), "2005-13-01");
/// assert_eq!(
///     error.to_string(),
///     "`2005-13-01`: month 13 is out of range 01..=12; \
///      write a W3C date such as `2005-12-01`",
/// );
/// let through_the_element = sitemap_rules::LastMod::parse("2005-13-01").unwrap_err();
/// assert!(through_the_element.to_string().starts_with("invalid lastmod `2005-13-01`: month 13"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateTimeError {
    input: String,
    problem: Problem,
}

impl DateTimeError {
    fn new(input: &str, problem: Problem) -> DateTimeError {
        DateTimeError {
            input: input.to_owned(),
            problem,
        }
    }

    /// Which rule the value broke.
    pub fn kind(&self) -> DateTimeErrorKind {
        self.problem.kind()
    }

    /// The rejected value; for [`DateTime::from_parts`] and
    /// [`DateTime::with_time`], the value as it would have been written.
    pub fn input(&self) -> &str {
        &self.input
    }
}

/// The grammar alone: which element held the value is said by the layer
/// that knows it (`FacetError`).
impl fmt::Display for DateTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: ", Quoted(&self.input))?;
        self.problem.explain(&self.input, f)
    }
}

impl std::error::Error for DateTimeError {}

/// The forms listed in syntax errors.
const ACCEPTED_FORMS: &str = "the accepted forms are `YYYY`, `YYYY-MM`, `YYYY-MM-DD[TZD]`, \
     `YYYY-MM-DDThh:mmTZD` and `YYYY-MM-DDThh:mm:ss[.s][TZD]`, where TZD is `Z` or `±hh:mm`";

/// What went wrong, with the details the message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Problem {
    Empty,
    Unexpected {
        at: usize,
        expected: &'static str,
    },
    SignedYear,
    YearDigits(usize),
    Year(u16),
    Month {
        year: u16,
        month: u8,
    },
    Day {
        year: u16,
        month: u8,
        day: u8,
    },
    Hour(u8),
    Minute(u8),
    Second(u8),
    FractionDigits(usize),
    Nanosecond {
        nanosecond: u32,
        digits: u8,
    },
    Offset {
        negative: bool,
        hours: u16,
        minutes: u16,
    },
    NegativeZeroOffset,
    MissingTimeZone,
}

impl Problem {
    fn kind(&self) -> DateTimeErrorKind {
        use DateTimeErrorKind as Kind;
        match self {
            Problem::Empty | Problem::Unexpected { .. } => Kind::Syntax,
            Problem::SignedYear | Problem::YearDigits(_) | Problem::Year(_) => Kind::YearOutOfRange,
            Problem::Month { .. } => Kind::MonthOutOfRange,
            Problem::Day { .. } => Kind::DayOutOfRange,
            Problem::Hour(_) => Kind::HourOutOfRange,
            Problem::Minute(_) => Kind::MinuteOutOfRange,
            Problem::Second(_) => Kind::SecondOutOfRange,
            Problem::FractionDigits(_) | Problem::Nanosecond { .. } => Kind::FractionTooLong,
            Problem::Offset { .. } | Problem::NegativeZeroOffset => Kind::OffsetOutOfRange,
            Problem::MissingTimeZone => Kind::MissingTimeZone,
        }
    }

    /// Writes the part of the message after the quoted input.
    fn explain(&self, input: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::Empty => {
                f.write_str("the value is empty; write a W3C date such as `2005-01-01`")
            }
            Problem::Unexpected { at, expected } => explain_unexpected(input, at, expected, f),
            Problem::SignedYear => f.write_str(
                "a year is exactly 4 digits without a sign, 0001..=9999; \
                 write a date such as `2005-01-01`",
            ),
            Problem::YearDigits(digits) => write!(
                f,
                "the year has {digits} digits, but years are exactly 4 digits, 0001..=9999; \
                 write a date such as `2005-01-01`"
            ),
            Problem::Year(year) => write!(
                f,
                "year {year:04} is out of range 0001..=9999; write a date such as `2005-01-01`"
            ),
            Problem::Month { year, month } => write!(
                f,
                "month {month:02} is out of range 01..=12; \
                 write a W3C date such as `{year:04}-{:02}-01`",
                month.clamp(1, 12)
            ),
            Problem::Day { year, month, day } => explain_day(year, month, day, f),
            Problem::Hour(hour) => {
                write!(f, "hour {hour:02} is out of range 00..=23")?;
                if hour == 24 {
                    f.write_str("; write midnight as `00:00:00` of the next day")?;
                }
                Ok(())
            }
            Problem::Minute(minute) => write!(f, "minute {minute:02} is out of range 00..=59"),
            Problem::Second(second) => {
                write!(f, "second {second:02} is out of range 00..=59")?;
                if second == 60 {
                    f.write_str("; leap seconds cannot be written, use `59`")?;
                }
                Ok(())
            }
            Problem::FractionDigits(digits) => write!(
                f,
                "the fraction of a second has {digits} digits, at most 9 (nanoseconds) are \
                 accepted; drop the extra digits"
            ),
            Problem::Nanosecond { nanosecond, digits } => write!(
                f,
                "nanosecond {nanosecond} cannot be written as a fraction of {digits} digit(s); \
                 use more fraction digits (at most 9) and a nanosecond below 1000000000"
            ),
            Problem::Offset {
                negative,
                hours,
                minutes,
            } => {
                let sign = if negative { '-' } else { '+' };
                write!(f, "the time zone offset `{sign}{hours:02}:{minutes:02}` ")?;
                if minutes > 59 {
                    write!(f, "has minutes {minutes:02} out of range 00..=59")
                } else {
                    f.write_str("is out of range -14:00..=+14:00")
                }
            }
            Problem::NegativeZeroOffset => f.write_str(
                "the time zone offset `-00:00` is not accepted because it cannot be told apart \
                 from `+00:00`; write `Z` or `+00:00`",
            ),
            Problem::MissingTimeZone => write!(
                f,
                "a time needs a time zone (`Z` or `±hh:mm`), e.g. `{}Z`",
                Quoted(input)
            ),
        }
    }
}

fn explain_unexpected(
    input: &str,
    at: usize,
    expected: &'static str,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let found = input.get(at..).and_then(|rest| rest.chars().next());
    match found {
        Some(c) => write!(
            f,
            "found `{}` at byte {at}",
            Quoted(c.encode_utf8(&mut [0; 4]))
        )?,
        None => write!(f, "the value ends at byte {at}")?,
    }
    write!(f, " where {expected} was expected")?;
    match found {
        Some('t' | 'z') => f.write_str(" (`T` and `Z` are upper case)")?,
        Some(c) if c.is_whitespace() => f.write_str(" (whitespace is not allowed)")?,
        _ => {}
    }
    write!(f, "; {ACCEPTED_FORMS}")
}

fn explain_day(year: u16, month: u8, day: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let last = days_in_month(year, month);
    if month == 2 && day == 29 {
        return write!(
            f,
            "{year:04} is not a leap year, February has 28 days; \
             write `{year:04}-02-28` or `{year:04}-03-01`"
        );
    }
    let name = month
        .checked_sub(1)
        .and_then(|index| MONTH_NAMES.get(usize::from(index)))
        .unwrap_or(&"the month");
    write!(
        f,
        "day {day:02} is out of range 01..={last} for {name} {year:04}; \
         write a date such as `{year:04}-{month:02}-{:02}`",
        day.clamp(1, last)
    )
}

const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Displays text with control characters escaped and long values shortened,
/// so a garbage value cannot flood or garble a log line.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MAX_CHARS: usize = 64;
        for (index, c) in self.0.chars().enumerate() {
            if index == MAX_CHARS {
                return f.write_str("…");
            }
            if c.is_control() {
                write!(f, "{}", c.escape_default())?;
            } else {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

// What a syntax error says was expected at the byte where parsing stopped.
const YEAR: &str = "a 4-digit year (0001..=9999)";
const MONTH: &str = "a 2-digit month (01..=12)";
const DAY: &str = "a 2-digit day (01..=31)";
const HOUR: &str = "a 2-digit hour (00..=23)";
const MINUTE: &str = "a 2-digit minute (00..=59)";
const SECOND: &str = "a 2-digit second (00..=59)";
const FRACTION: &str = "at least one digit after `.`";
const OFFSET_HOURS: &str = "2-digit offset hours (00..=14)";
const OFFSET_MINUTES: &str = "2-digit offset minutes (00..=59)";
const DATE_SEPARATOR: &str = "`-` or the end of the value";
const TIME_SEPARATOR: &str = "`:`";
const OFFSET_SEPARATOR: &str = "`:` in the time zone offset `±hh:mm`";
const AFTER_DAY: &str = "`T`, a time zone (`Z` or `±hh:mm`) or the end of the value";
const AFTER_MINUTE: &str = "`:` and seconds, or a time zone (`Z` or `±hh:mm`)";
const AFTER_SECOND: &str =
    "a fraction (`.s`), a time zone (`Z` or `±hh:mm`) or the end of the value";
const AFTER_FRACTION: &str = "a time zone (`Z` or `±hh:mm`) or the end of the value";
const END: &str = "the end of the value";

fn parse_value(bytes: &[u8]) -> Result<DateTime, Problem> {
    if bytes.is_empty() {
        return Err(Problem::Empty);
    }
    let mut cursor = Cursor { bytes, pos: 0 };
    let year = cursor.year()?;
    if cursor.at_end() {
        return Ok(DateTime {
            precision: Precision::Year,
            ..DateTime::date(year, 1, 1)
        });
    }
    cursor.expect(b'-', DATE_SEPARATOR)?;
    let month = cursor.two_digits(MONTH)?;
    check_month(year, month)?;
    if cursor.at_end() {
        return Ok(DateTime {
            precision: Precision::Month,
            ..DateTime::date(year, month, 1)
        });
    }
    cursor.expect(b'-', DATE_SEPARATOR)?;
    let day = cursor.two_digits(DAY)?;
    check_day(year, month, day)?;
    let date = DateTime::date(year, month, day);
    if cursor.eat(b'T') {
        return cursor.time(date);
    }
    let offset = cursor.offset()?;
    cursor.finish(if offset.is_some() { END } else { AFTER_DAY })?;
    Ok(DateTime { offset, ..date })
}

/// A position in the input. It only advances over ASCII bytes it matched, so
/// it always sits on a character boundary of the original `&str`.
struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    fn unexpected(&self, expected: &'static str) -> Problem {
        Problem::Unexpected {
            at: self.pos,
            expected,
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        let matched = self.peek() == Some(byte);
        if matched {
            self.pos += 1;
        }
        matched
    }

    fn expect(&mut self, byte: u8, expected: &'static str) -> Result<(), Problem> {
        if self.eat(byte) {
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn finish(&self, expected: &'static str) -> Result<(), Problem> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// Counts the ASCII digits from the current position on.
    fn digit_run(&self) -> usize {
        let rest = self.bytes.get(self.pos..).unwrap_or_default();
        rest.iter().take_while(|byte| byte.is_ascii_digit()).count()
    }

    fn digit(&mut self, expected: &'static str) -> Result<u8, Problem> {
        match self.peek() {
            Some(byte @ b'0'..=b'9') => {
                self.pos += 1;
                Ok(byte - b'0')
            }
            _ => Err(self.unexpected(expected)),
        }
    }

    fn two_digits(&mut self, expected: &'static str) -> Result<u8, Problem> {
        let tens = self.digit(expected)?;
        let ones = self.digit(expected)?;
        Ok(tens * 10 + ones)
    }

    fn year(&mut self) -> Result<u16, Problem> {
        let signed = matches!(self.peek(), Some(b'+' | b'-'))
            && self.bytes.get(self.pos + 1).is_some_and(u8::is_ascii_digit);
        if signed {
            return Err(Problem::SignedYear);
        }
        let digits = self.digit_run();
        if digits > 4 {
            return Err(Problem::YearDigits(digits));
        }
        let mut year = 0;
        for _ in 0..4 {
            year = year * 10 + u16::from(self.digit(YEAR)?);
        }
        check_year(year)?;
        Ok(year)
    }

    /// Parses `hh:mm[:ss[.s]][TZD]`, the part after `T`.
    fn time(&mut self, date: DateTime) -> Result<DateTime, Problem> {
        let hour = self.two_digits(HOUR)?;
        check_hour(hour)?;
        self.expect(b':', TIME_SEPARATOR)?;
        let minute = self.two_digits(MINUTE)?;
        check_minute(minute)?;
        let date_time = DateTime {
            hour,
            minute,
            ..date
        };
        if self.eat(b':') {
            return self.seconds(date_time);
        }
        // Without seconds only the W3C profile applies, and it requires a zone.
        match self.offset()? {
            Some(offset) => {
                self.finish(END)?;
                Ok(DateTime {
                    precision: Precision::Minute,
                    offset: Some(offset),
                    ..date_time
                })
            }
            None if self.at_end() => Err(Problem::MissingTimeZone),
            None => Err(self.unexpected(AFTER_MINUTE)),
        }
    }

    /// Parses `ss[.s][TZD]`, the part after the minute's `:`.
    fn seconds(&mut self, date_time: DateTime) -> Result<DateTime, Problem> {
        let second = self.two_digits(SECOND)?;
        check_second(second)?;
        let (nanosecond, fraction_digits) = if self.eat(b'.') {
            self.fraction()?
        } else {
            (0, 0)
        };
        let offset = self.offset()?;
        self.finish(match (offset, fraction_digits) {
            (Some(_), _) => END,
            (None, 0) => AFTER_SECOND,
            (None, _) => AFTER_FRACTION,
        })?;
        Ok(DateTime {
            second,
            nanosecond,
            fraction_digits,
            precision: if fraction_digits == 0 {
                Precision::Second
            } else {
                Precision::Fraction
            },
            offset,
            ..date_time
        })
    }

    /// Parses the digits after `.` into nanoseconds and their count.
    fn fraction(&mut self) -> Result<(u32, u8), Problem> {
        let digits = self.digit_run();
        if digits == 0 {
            return Err(self.unexpected(FRACTION));
        }
        if digits > usize::from(MAX_FRACTION_DIGITS) {
            return Err(Problem::FractionDigits(digits));
        }
        let mut value = 0;
        let mut count = 0;
        while count < MAX_FRACTION_DIGITS && self.peek().is_some_and(|byte| byte.is_ascii_digit()) {
            value = value * 10 + u32::from(self.digit(FRACTION)?);
            count += 1;
        }
        Ok((value * fraction_unit(count), count))
    }

    /// Parses an optional `Z` or `±hh:mm`.
    fn offset(&mut self) -> Result<Option<Offset>, Problem> {
        let negative = match self.peek() {
            Some(b'Z') => {
                self.pos += 1;
                return Ok(Some(Offset::Utc));
            }
            Some(b'+') => false,
            Some(b'-') => true,
            _ => return Ok(None),
        };
        self.pos += 1;
        let hours = self.two_digits(OFFSET_HOURS)?;
        self.expect(b':', OFFSET_SEPARATOR)?;
        let minutes = self.two_digits(OFFSET_MINUTES)?;
        if minutes > 59 {
            return Err(Problem::Offset {
                negative,
                hours: hours.into(),
                minutes: minutes.into(),
            });
        }
        if negative && hours == 0 && minutes == 0 {
            return Err(Problem::NegativeZeroOffset);
        }
        let magnitude = i16::from(hours) * 60 + i16::from(minutes);
        let east = if negative { -magnitude } else { magnitude };
        check_offset(east)?;
        Ok(Some(Offset::Minutes(east)))
    }
}

/// The nanoseconds one unit of the last of `digits` fraction digits is worth.
fn fraction_unit(digits: u8) -> u32 {
    10_u32.pow(u32::from(MAX_FRACTION_DIGITS.saturating_sub(digits)))
}

fn check_date(year: u16, month: u8, day: u8) -> Result<(), Problem> {
    check_year(year)?;
    check_month(year, month)?;
    check_day(year, month, day)
}

fn check_year(year: u16) -> Result<(), Problem> {
    if (1..=9999).contains(&year) {
        Ok(())
    } else {
        Err(Problem::Year(year))
    }
}

fn check_month(year: u16, month: u8) -> Result<(), Problem> {
    if (1..=12).contains(&month) {
        Ok(())
    } else {
        Err(Problem::Month { year, month })
    }
}

fn check_day(year: u16, month: u8, day: u8) -> Result<(), Problem> {
    if (1..=days_in_month(year, month)).contains(&day) {
        Ok(())
    } else {
        Err(Problem::Day { year, month, day })
    }
}

fn check_hour(hour: u8) -> Result<(), Problem> {
    if hour <= 23 {
        Ok(())
    } else {
        Err(Problem::Hour(hour))
    }
}

fn check_minute(minute: u8) -> Result<(), Problem> {
    if minute <= 59 {
        Ok(())
    } else {
        Err(Problem::Minute(minute))
    }
}

fn check_second(second: u8) -> Result<(), Problem> {
    if second <= 59 {
        Ok(())
    } else {
        Err(Problem::Second(second))
    }
}

fn check_fraction(nanosecond: u32, digits: u8) -> Result<(), Problem> {
    if digits > MAX_FRACTION_DIGITS {
        return Err(Problem::FractionDigits(digits.into()));
    }
    if nanosecond >= 1_000_000_000 || !nanosecond.is_multiple_of(fraction_unit(digits)) {
        return Err(Problem::Nanosecond { nanosecond, digits });
    }
    Ok(())
}

fn check_offset(east_minutes: i16) -> Result<(), Problem> {
    let magnitude = east_minutes.unsigned_abs();
    if magnitude <= MAX_OFFSET_MINUTES {
        Ok(())
    } else {
        Err(Problem::Offset {
            negative: east_minutes < 0,
            hours: magnitude / 60,
            minutes: magnitude % 60,
        })
    }
}

/// Leap years of the proleptic Gregorian calendar, which both specifications use.
fn is_leap_year(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// The number of days in `month` (1..=12) of `year`.
fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a valid date (Howard Hinnant's `days_from_civil`).
fn days_since_epoch(year: u16, month: u8, day: u8) -> i64 {
    // Years counted from March put the leap day last, so the days before each
    // month follow the closed form `(153 * m + 2) / 5`.
    let (year, month) = if month <= 2 {
        (i64::from(year) - 1, i64::from(month) + 9)
    } else {
        (i64::from(year), i64::from(month) - 3)
    };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let day_of_year = (153 * month + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
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
}
