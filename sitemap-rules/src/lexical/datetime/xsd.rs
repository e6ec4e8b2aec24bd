//! The schema's own grammar, `xsd:date` and `xsd:dateTime` (XML Schema 1.0),
//! wider than what [`DateTime`](super::DateTime) holds: years before 0001
//! or past 9999, and `24:00:00`. W3C Datetime, which the protocol's text
//! asks for, takes neither; this tells a value only that profile refuses
//! from one the schema refuses too.

/// Whether `s` (whitespace around it aside) is a lexically valid
/// `xsd:date` or `xsd:dateTime`, by XML Schema 1.0 (as libxml2 judges).
///
/// ```
/// use sitemap_rules::is_xsd_date_or_date_time;
///
/// assert!(is_xsd_date_or_date_time("2024-05-01T24:00:00Z"));
/// assert!(is_xsd_date_or_date_time("10000-05-01"));
/// assert!(is_xsd_date_or_date_time("-0044-03-15"));
/// assert!(!is_xsd_date_or_date_time("2024-05-01T24:00:01Z"));
/// assert!(!is_xsd_date_or_date_time("2024-05"));
/// assert!(!is_xsd_date_or_date_time("0000-01-01"));
/// ```
pub fn is_xsd_date_or_date_time(s: &str) -> bool {
    let s = s.trim_matches(crate::facet::is_xml_whitespace);
    let mut cursor = Cursor(s.as_bytes());
    parse(&mut cursor).is_some() && cursor.0.is_empty()
}

struct Cursor<'a>(&'a [u8]);

impl Cursor<'_> {
    fn eat(&mut self, byte: u8) -> bool {
        let matched = self.0.first() == Some(&byte);
        if matched {
            self.0 = &self.0[1..];
        }
        matched
    }

    /// A run of digits, at least `min` of them; its value when it fits.
    fn digits(&mut self, min: usize) -> Option<(u64, usize)> {
        let count = self.0.iter().take_while(|b| b.is_ascii_digit()).count();
        if count < min || count > 18 {
            return None;
        }
        let (digits, rest) = self.0.split_at(count);
        self.0 = rest;
        let value = digits
            .iter()
            .fold(0u64, |value, digit| value * 10 + u64::from(digit - b'0'));
        Some((value, count))
    }

    fn two(&mut self) -> Option<u64> {
        let (value, count) = self.digits(2)?;
        (count == 2).then_some(value)
    }
}

fn parse(cursor: &mut Cursor<'_>) -> Option<()> {
    cursor.eat(b'-');
    let (year, width) = cursor.digits(4)?;
    // Four digits at least, no leading zero beyond four, and no year zero.
    if (width > 4 && cursor_leading_zero(year, width)) || year == 0 {
        return None;
    }
    cursor.eat(b'-').then_some(())?;
    let month = cursor.two()?;
    cursor.eat(b'-').then_some(())?;
    let day = cursor.two()?;
    // As libxml2 counts: by the digits, whatever the sign.
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    if day == 0 || day > days {
        return None;
    }
    if cursor.eat(b'T') {
        let hour = cursor.two()?;
        cursor.eat(b':').then_some(())?;
        let minute = cursor.two()?;
        cursor.eat(b':').then_some(())?;
        let second = cursor.two()?;
        let mut fraction_zero = true;
        if cursor.eat(b'.') {
            let count = cursor.0.iter().take_while(|b| b.is_ascii_digit()).count();
            if count == 0 {
                return None;
            }
            fraction_zero = cursor.0[..count].iter().all(|b| *b == b'0');
            cursor.0 = &cursor.0[count..];
        }
        let midnight = hour == 24 && minute == 0 && second == 0 && fraction_zero;
        if !(midnight || hour < 24) || minute > 59 || second > 59 {
            return None;
        }
    }
    zone(cursor)
}

/// A year of `width` digits written with a leading zero.
fn cursor_leading_zero(year: u64, width: usize) -> bool {
    year.checked_ilog10().map_or(1, |log| log as usize + 1) < width
}

fn zone(cursor: &mut Cursor<'_>) -> Option<()> {
    if cursor.eat(b'Z') || cursor.0.is_empty() {
        return Some(());
    }
    if !(cursor.eat(b'+') || cursor.eat(b'-')) {
        return None;
    }
    let hours = cursor.two()?;
    cursor.eat(b':').then_some(())?;
    let minutes = cursor.two()?;
    (hours < 14 && minutes < 60 || hours == 14 && minutes == 0).then_some(())
}
