//! The proleptic Gregorian calendar: leap years, month lengths, days
//! since the Unix epoch.

/// Leap years of the proleptic Gregorian calendar, which both specifications use.
pub(super) fn is_leap_year(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// The number of days in `month` (1..=12) of `year`.
pub(super) fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a valid date (Howard Hinnant's `days_from_civil`).
pub(super) fn days_since_epoch(year: u16, month: u8, day: u8) -> i64 {
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
