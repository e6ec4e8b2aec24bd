//! RSS dates (RFC 822, as RFC 2822 updated it) turned into the W3C form a
//! `lastmod` takes: `Sat, 07 Sep 2002 09:42:31 GMT` → `2002-09-07T09:42:31+00:00`.
//!
//! Only the form is converted here; the `lastmod` rules still judge the
//! result (a 30 February is refused there, once).

/// What an RFC 822 date converts to.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Converted {
    /// The whole date and time, with its zone.
    Whole(String),
    /// The day alone: the date had a time but no zone (or one no reader
    /// can place), so only the day is known.
    Day(String),
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// `text` as a W3C date, `None` when it is no RFC 822 date.
///
/// Read as feeds in the wild write them: the day name optional, month
/// names spelled out or abbreviated in any case, two-digit years (RFC
/// 2822's window: `49` is 2049, `50` is 1950), seconds optional, and the
/// zone as an offset (`+0200`, `+02:00`), `UT`, `GMT`, `UTC`, `Z` or a US
/// zone name, a comment such as `(CET)` after it ignored.
pub(super) fn rfc822(text: &str) -> Option<Converted> {
    let text = text.trim();
    // A comment ends the date: `… +0100 (CET)`.
    let text = text.split('(').next().unwrap_or(text);
    let text = match text.split_once(',') {
        Some((day_name, rest)) if day_name.trim().chars().all(|c| c.is_ascii_alphabetic()) => rest,
        Some(_) => return None,
        None => text,
    };
    let mut parts = text.split_whitespace().peekable();
    // A day name without its comma.
    if parts
        .peek()
        .is_some_and(|part| part.chars().all(|c| c.is_ascii_alphabetic()))
    {
        parts.next();
    }
    let day: u8 = number(parts.next()?, 1, 2)?;
    let month = parts.next()?.to_ascii_lowercase();
    let month = MONTHS
        .iter()
        .position(|name| month.len() >= 3 && month.starts_with(name))?
        + 1;
    let year = parts.next()?;
    let year: u16 = match year.len() {
        4 => number(year, 4, 4)?,
        3 => 1900 + number::<u16>(year, 3, 3)?,
        2 => match number::<u16>(year, 2, 2)? {
            short @ 0..=49 => 2000 + short,
            short => 1900 + short,
        },
        _ => return None,
    };
    let day_text = format!("{year:04}-{month:02}-{day:02}");
    let Some(time) = parts.next() else {
        // A date without a time is a day, which a `lastmod` may be.
        return Some(Converted::Whole(day_text));
    };
    let mut fields = time.split(':');
    let hour: u8 = number(fields.next()?, 2, 2)?;
    let minute: u8 = number(fields.next()?, 2, 2)?;
    let second: u8 = match fields.next() {
        Some(second) => number(second, 2, 2)?,
        None => 0,
    };
    if fields.next().is_some() || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let zone = match parts.next() {
        Some(zone) => zone,
        None => return Some(Converted::Day(day_text)),
    };
    if parts.next().is_some() {
        return None;
    }
    let Some(offset) = offset(zone) else {
        return Some(Converted::Day(day_text));
    };
    Some(Converted::Whole(format!(
        "{day_text}T{hour:02}:{minute:02}:{second:02}{offset}"
    )))
}

/// A zone as the offset a W3C date writes: `+02:00`. `None` for a zone
/// that does not say where it is (military letters, `-0000` is
/// UTC per RFC 2822 and is kept as such).
fn offset(zone: &str) -> Option<String> {
    let hours = match zone.to_ascii_uppercase().as_str() {
        "UT" | "UTC" | "GMT" | "Z" => 0,
        "EDT" => -4,
        "EST" | "CDT" => -5,
        "CST" | "MDT" => -6,
        "MST" | "PDT" => -7,
        "PST" => -8,
        _ => {
            let (sign, digits) = match zone.as_bytes().first()? {
                b'+' => ('+', &zone[1..]),
                b'-' => ('-', &zone[1..]),
                _ => return None,
            };
            let digits = digits.replacen(':', "", 1);
            if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let hours: u8 = number(&digits[..2], 2, 2)?;
            let minutes: u8 = number(&digits[2..], 2, 2)?;
            if hours > 23 || minutes > 59 {
                return None;
            }
            if hours == 0 && minutes == 0 {
                return Some("+00:00".to_owned());
            }
            return Some(format!("{sign}{hours:02}:{minutes:02}"));
        }
    };
    Some(if hours == 0 {
        "+00:00".to_owned()
    } else {
        format!("-{:02}:00", -hours)
    })
}

/// `text` as a number of `min..=max` ASCII digits.
fn number<T: std::str::FromStr>(text: &str, min: usize, max: usize) -> Option<T> {
    let digits = (min..=max).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::Converted::{Day, Whole};
    use super::rfc822;

    fn whole(text: &str) -> Option<super::Converted> {
        Some(Whole(text.to_owned()))
    }

    #[test]
    fn the_forms_feeds_write_become_w3c_dates() {
        let cases = [
            ("Sat, 07 Sep 2002 09:42:31 GMT", "2002-09-07T09:42:31+00:00"),
            (
                "Sat, 7 Sep 2002 09:42:31 +0200",
                "2002-09-07T09:42:31+02:00",
            ),
            ("Mon, 05 Feb 2024 10:00 -0530", "2024-02-05T10:00:00-05:30"),
            (
                "Monday, 05 February 2024 10:00:00 EST",
                "2024-02-05T10:00:00-05:00",
            ),
            ("05 feb 24 23:59:59 PDT", "2024-02-05T23:59:59-07:00"),
            ("Tue 01 Jan 99 00:00:00 UT", "1999-01-01T00:00:00+00:00"),
            (
                "Tue, 01 Jan 2030 00:00:00 +01:00 (CET)",
                "2030-01-01T00:00:00+01:00",
            ),
            (
                "Tue, 01 Jan 2030 00:00:00 -0000",
                "2030-01-01T00:00:00+00:00",
            ),
            ("Tue, 01 Sept 2030", "2030-09-01"),
        ];
        for (written, w3c) in cases {
            assert_eq!(rfc822(written), whole(w3c), "{written}");
        }
    }

    #[test]
    fn a_time_without_a_usable_zone_keeps_its_day() {
        assert_eq!(
            rfc822("Sat, 07 Sep 2002 09:42:31"),
            Some(Day("2002-09-07".into()))
        );
        for zone in ["J", "+020", "+2500", "CET", "+1\u{e9}2", "-\u{20ac}1"] {
            assert_eq!(
                rfc822(&format!("Sat, 07 Sep 2002 09:42:31 {zone}")),
                Some(Day("2002-09-07".into()))
            );
        }
    }

    #[test]
    fn what_is_no_rfc_822_date_is_refused() {
        for written in [
            "",
            "yesterday",
            "2002-09-07T09:42:31Z",
            "Sat, 07 Sep 2002 25:00:00 GMT",
            "Sat, 07 Sep 2002 09:61 GMT",
            "Sat, 07 Foo 2002 09:42:31 GMT",
            "Sat, 007 Sep 2002 09:42:31 GMT",
            "Sat, 07 Sep 20021 09:42:31 GMT",
            "Sat, 07 Sep 2002 09:42:31 GMT extra",
            "1, 07 Sep 2002",
        ] {
            assert_eq!(rfc822(written), None, "{written}");
        }
    }
}
