//! The parser: a cursor over the bytes, each part checked as it is read.

use super::error::*;
use super::*;

pub(super) fn parse_value(bytes: &[u8]) -> Result<DateTime, Problem> {
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
pub(super) struct Cursor<'a> {
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
            precision: Precision::of_seconds(fraction_digits),
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
pub(super) fn fraction_unit(digits: u8) -> u32 {
    10_u32.pow(u32::from(MAX_FRACTION_DIGITS.saturating_sub(digits)))
}

pub(super) fn check_date(year: u16, month: u8, day: u8) -> Result<(), Problem> {
    check_year(year)?;
    check_month(year, month)?;
    check_day(year, month, day)
}

pub(super) fn check_year(year: u16) -> Result<(), Problem> {
    if (1..=9999).contains(&year) {
        Ok(())
    } else {
        Err(Problem::Year(year))
    }
}

pub(super) fn check_month(year: u16, month: u8) -> Result<(), Problem> {
    if (1..=12).contains(&month) {
        Ok(())
    } else {
        Err(Problem::Month { year, month })
    }
}

pub(super) fn check_day(year: u16, month: u8, day: u8) -> Result<(), Problem> {
    if (1..=days_in_month(year, month)).contains(&day) {
        Ok(())
    } else {
        Err(Problem::Day { year, month, day })
    }
}

pub(super) fn check_hour(hour: u8) -> Result<(), Problem> {
    if hour <= 23 {
        Ok(())
    } else {
        Err(Problem::Hour(hour))
    }
}

pub(super) fn check_minute(minute: u8) -> Result<(), Problem> {
    if minute <= 59 {
        Ok(())
    } else {
        Err(Problem::Minute(minute))
    }
}

pub(super) fn check_second(second: u8) -> Result<(), Problem> {
    if second <= 59 {
        Ok(())
    } else {
        Err(Problem::Second(second))
    }
}

pub(super) fn check_fraction(nanosecond: u32, digits: u8) -> Result<(), Problem> {
    if digits > MAX_FRACTION_DIGITS {
        return Err(Problem::FractionDigits(digits.into()));
    }
    if nanosecond >= 1_000_000_000 || !nanosecond.is_multiple_of(fraction_unit(digits)) {
        return Err(Problem::Nanosecond { nanosecond, digits });
    }
    Ok(())
}

pub(super) fn check_offset(east_minutes: i16) -> Result<(), Problem> {
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
