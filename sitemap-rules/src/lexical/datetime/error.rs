//! What a value that is no date says: [`DateTimeError`], with a message
//! that names the part at fault and the accepted forms.

use std::fmt;

use super::*;

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
    pub(super) fn new(input: &str, problem: Problem) -> DateTimeError {
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
pub(super) const ACCEPTED_FORMS: &str = "the accepted forms are `YYYY`, `YYYY-MM`, `YYYY-MM-DD[TZD]`, \
     `YYYY-MM-DDThh:mmTZD` and `YYYY-MM-DDThh:mm:ss[.s][TZD]`, where TZD is `Z` or `±hh:mm`";

/// What went wrong, with the details the message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Problem {
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

pub(super) fn explain_unexpected(
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

pub(super) fn explain_day(
    year: u16,
    month: u8,
    day: u8,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
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

pub(super) const MONTH_NAMES: [&str; 12] = [
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
pub(super) struct Quoted<'a>(&'a str);

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
pub(super) const YEAR: &str = "a 4-digit year (0001..=9999)";
pub(super) const MONTH: &str = "a 2-digit month (01..=12)";
pub(super) const DAY: &str = "a 2-digit day (01..=31)";
pub(super) const HOUR: &str = "a 2-digit hour (00..=23)";
pub(super) const MINUTE: &str = "a 2-digit minute (00..=59)";
pub(super) const SECOND: &str = "a 2-digit second (00..=59)";
pub(super) const FRACTION: &str = "at least one digit after `.`";
pub(super) const OFFSET_HOURS: &str = "2-digit offset hours (00..=14)";
pub(super) const OFFSET_MINUTES: &str = "2-digit offset minutes (00..=59)";
pub(super) const DATE_SEPARATOR: &str = "`-` or the end of the value";
pub(super) const TIME_SEPARATOR: &str = "`:`";
pub(super) const OFFSET_SEPARATOR: &str = "`:` in the time zone offset `±hh:mm`";
pub(super) const AFTER_DAY: &str = "`T`, a time zone (`Z` or `±hh:mm`) or the end of the value";
pub(super) const AFTER_MINUTE: &str = "`:` and seconds, or a time zone (`Z` or `±hh:mm`)";
pub(super) const AFTER_SECOND: &str =
    "a fraction (`.s`), a time zone (`Z` or `±hh:mm`) or the end of the value";
pub(super) const AFTER_FRACTION: &str = "a time zone (`Z` or `±hh:mm`) or the end of the value";
pub(super) const END: &str = "the end of the value";
