//! `lastmod.stamped`: `lastmod`s that tell when the sitemap was built, not
//! when each page changed.
//!
//! Google uses `lastmod` only when it is "consistently and verifiably
//! accurate"; a build that writes its own time into every entry is the
//! common way to lose that. Two signs are reported, each a warning:
//!
//! - **one minute for most URLs**: at least [`MIN_TIMED`] URLs have a
//!   `lastmod` with a time, and at least [`SHARE_PERCENT`]% of them fall
//!   in one minute (instants compared in UTC, so `10:00:30+02:00` and
//!   `08:00:10Z` are one minute). Below 100 URLs a site published or
//!   edited in one sitting shares a minute honestly; at 90% a handful of
//!   hand-dated pages does not hide a stamped rest;
//! - **the file's own time**: when the file's modification time is known
//!   (a local file), every one of its URLs, at least [`MIN_AT_MTIME`], has
//!   a `lastmod` with a time within the minute up to it. A page edited
//!   just before its sitemap was written matches it too, which is why a
//!   few URLs are not enough and why every one must match.
//!
//! Dates alone (`2024-05-01`) never count, nor do date-times at midnight
//! to the second (`2024-05-01T00:00:00Z`), which is how many tools write
//! a date: a site dated to the day shares days honestly, and a day is not
//! a stamp. A first publication or a bulk import dates many pages in one
//! minute honestly as well; the warning then says so, and passes as pages
//! change one by one.
//!
//! Each file is checked alone; when no file is reported, the set as a whole
//! is checked for one shared minute, so that a stamped site split into many
//! small files is still seen.
//!
//! # Memory
//!
//! The minutes are counted with the Space-Saving algorithm (Metwally,
//! Agrawal and El Abbadi, 2005) in [`COUNTERS`] slots: a minute not in a
//! full table takes the slot of the least counted one, inheriting its count
//! as a possible overcount. Any minute of more than 1/64 of the URLs is
//! then in the table, and its count minus its overcount is a sure lower
//! bound, which is what the threshold is held to: a stamped minute that
//! enters before the table fills (the usual case: a stamp is everywhere) is
//! counted exactly; one that enters late is at most 1/64 of the URLs short,
//! so the check can miss a file just over the threshold but never reports
//! one under it. A table of every minute would grow with the URLs (a
//! million distinct minutes on an honest site); 64 slots of 64 bytes is
//! 4 KiB per file being read, and one more table for the set.

use crate::LastMod;
use crate::hreflang::EntryPlace;

/// The fewest URLs with a time that can show one shared minute.
pub(super) const MIN_TIMED: u64 = 100;

/// The share of them, in percent, in one minute that looks stamped.
pub(super) const SHARE_PERCENT: u64 = 90;

/// The fewest URLs of a file that can show its own modification time.
pub(super) const MIN_AT_MTIME: u64 = 10;

/// The slots of the minute table.
const COUNTERS: usize = 64;

/// The seconds a `lastmod` may lie before the file's modification time and
/// still be its time: a build stamps first and writes after.
const MTIME_WINDOW_SECONDS: i64 = 60;

/// One minute of the table.
#[derive(Debug, Clone, Copy)]
struct Slot {
    /// Minutes since 1970-01-01T00:00Z.
    minute: i64,
    /// URLs counted at it, overcount included.
    count: u64,
    /// What the count may hold of other minutes: the count of the slot it
    /// replaced.
    overcount: u64,
    /// Where it was counted first, and its value there.
    first: EntryPlace,
    example: LastMod,
}

/// The most counted minute: where it was first counted, its value there,
/// and how many URLs are surely at it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Shared {
    pub(super) first: EntryPlace,
    pub(super) example: LastMod,
    pub(super) at_least: u64,
    /// Whether `at_least` is exact (the minute never replaced another).
    pub(super) exact: bool,
}

/// The `lastmod`s of a file, or of the set, as far as stamping goes.
#[derive(Debug, Default)]
pub(super) struct StampTally {
    /// URLs read.
    urls: u64,
    /// URLs whose `lastmod` has a time (not midnight).
    timed: u64,
    /// Whether every timed `lastmod` has a time zone, so that its instant
    /// is known.
    unzoned: bool,
    /// The earliest and latest timed `lastmod`, in seconds since 1970.
    earliest: i64,
    latest: i64,
    slots: Vec<Slot>,
}

impl StampTally {
    /// Counts one URL read at `place`.
    pub(super) fn add(&mut self, place: EntryPlace, lastmod: Option<LastMod>) {
        self.urls += 1;
        let Some(lastmod) = lastmod.filter(has_time) else {
            return;
        };
        let datetime = lastmod.as_datetime();
        let (seconds, _) = datetime.instant_key();
        self.unzoned |= datetime.offset().is_none();
        if self.timed == 0 {
            (self.earliest, self.latest) = (seconds, seconds);
        } else {
            self.earliest = self.earliest.min(seconds);
            self.latest = self.latest.max(seconds);
        }
        self.timed += 1;
        let minute = seconds.div_euclid(60);
        if let Some(slot) = self.slots.iter_mut().find(|slot| slot.minute == minute) {
            slot.count += 1;
            return;
        }
        let fresh = |overcount: u64| Slot {
            minute,
            count: overcount + 1,
            overcount,
            first: place,
            example: lastmod,
        };
        if self.slots.len() < COUNTERS {
            self.slots.push(fresh(0));
        } else if let Some(least) = self.slots.iter_mut().min_by_key(|slot| slot.count) {
            *least = fresh(least.count);
        }
    }

    /// URLs whose `lastmod` has a time.
    pub(super) fn timed(&self) -> u64 {
        self.timed
    }

    /// The minute most URLs surely share, when at least [`SHARE_PERCENT`]%
    /// of at least [`MIN_TIMED`] timed URLs do.
    pub(super) fn shared_minute(&self) -> Option<Shared> {
        if self.timed < MIN_TIMED {
            return None;
        }
        let slot = self
            .slots
            .iter()
            .max_by_key(|slot| slot.count - slot.overcount)?;
        let at_least = slot.count - slot.overcount;
        (at_least * 100 >= self.timed * SHARE_PERCENT).then_some(Shared {
            first: slot.first,
            example: slot.example,
            at_least,
            exact: slot.overcount == 0,
        })
    }

    /// Whether every URL, at least [`MIN_AT_MTIME`], has a `lastmod` with a
    /// zone within the minute up to `modified` (seconds since 1970).
    pub(super) fn all_at(&self, modified: i64) -> bool {
        self.urls >= MIN_AT_MTIME
            && self.timed == self.urls
            && !self.unzoned
            && self.latest <= modified
            && self.earliest > modified - MTIME_WINDOW_SECONDS
    }

    /// A value of the file, to show.
    pub(super) fn example(&self) -> Option<LastMod> {
        self.slots.first().map(|slot| slot.example)
    }
}

/// Whether a `lastmod` says a time of day: not a date alone, nor midnight
/// to the second (how many tools write a date).
fn has_time(lastmod: &LastMod) -> bool {
    let datetime = lastmod.as_datetime();
    let midnight = datetime.hour() == Some(0)
        && datetime.minute() == Some(0)
        && datetime.second().unwrap_or(0) == 0
        && datetime.nanosecond().unwrap_or(0) == 0;
    datetime.precision() >= sitemap_rules::Precision::Minute && !midnight
}

#[cfg(test)]
mod tests {
    use super::{MIN_TIMED, StampTally, has_time};
    use crate::LastMod;
    use crate::hreflang::EntryPlace;

    fn at(text: &str) -> Option<LastMod> {
        Some(LastMod::parse(text).unwrap())
    }

    fn place(line: u32) -> EntryPlace {
        EntryPlace { file: 0, line }
    }

    #[test]
    fn dates_and_midnights_have_no_time() {
        assert!(!has_time(&at("2024-05-01").unwrap()));
        assert!(!has_time(&at("2024-05-01T00:00:00Z").unwrap()));
        assert!(!has_time(&at("2024-05-01T00:00:00+02:00").unwrap()));
        assert!(has_time(&at("2024-05-01T00:00:00.5Z").unwrap()));
        assert!(has_time(&at("2024-05-01T00:00:01Z").unwrap()));
        assert!(has_time(&at("2024-05-01T10:00+02:00").unwrap()));
        assert!(has_time(&at("2024-05-01T10:00:00").unwrap()));
    }

    #[test]
    fn one_minute_in_two_zones_is_one_minute() {
        let mut tally = StampTally::default();
        for n in 0..MIN_TIMED {
            let text = if n % 2 == 0 {
                format!("2024-05-01T10:00:{:02}+02:00", n % 60)
            } else {
                format!("2024-05-01T08:00:{:02}Z", n % 60)
            };
            tally.add(place(n as u32 + 2), at(&text));
        }
        let shared = tally.shared_minute().unwrap();
        assert_eq!((shared.at_least, shared.exact), (MIN_TIMED, true));
        assert_eq!(shared.first, place(2));
    }

    #[test]
    fn a_stamp_after_many_honest_minutes_is_still_found() {
        // 150 distinct minutes fill the table and churn it, then 1,850
        // stamped URLs: 92.5%, found with an overcount of at most 1/64.
        let mut tally = StampTally::default();
        for n in 0..150 {
            tally.add(
                place(n + 2),
                at(&format!(
                    "2023-{:02}-10T{:02}:{:02}:00Z",
                    n % 12 + 1,
                    n % 24,
                    n % 60
                )),
            );
        }
        for n in 0..1_850 {
            tally.add(place(n + 152), at("2024-05-01T10:00:00Z"));
        }
        let shared = tally.shared_minute().unwrap();
        assert!(!shared.exact);
        assert!(shared.at_least >= 1_850 - 2_000 / 64, "{}", shared.at_least);
        assert!(shared.at_least <= 1_850);
    }

    #[test]
    fn the_bound_never_reports_under_the_threshold() {
        // 89% at one minute, the rest all distinct: never reported,
        // whatever order they come in.
        for stamped_first in [true, false] {
            let mut tally = StampTally::default();
            let stamped = (0..890).map(|_| "2024-05-01T10:00:00Z".to_owned());
            let honest = (0..110)
                .map(|n| format!("2023-01-{:02}T{:02}:{:02}:00Z", n % 28 + 1, n % 24, n % 60));
            let values: Vec<String> = if stamped_first {
                stamped.chain(honest).collect()
            } else {
                honest.chain(stamped).collect()
            };
            for (n, value) in values.iter().enumerate() {
                tally.add(place(n as u32), at(value));
            }
            assert!(tally.shared_minute().is_none());
        }
    }

    #[test]
    fn the_files_own_time_needs_every_url() {
        let modified = 1_714_557_630; // 2024-05-01T10:00:30Z
        let mut tally = StampTally::default();
        for n in 0..10 {
            tally.add(place(n), at("2024-05-01T09:59:45Z"));
        }
        assert!(tally.all_at(modified));
        assert!(
            !tally.all_at(modified - 46),
            "a lastmod after the file's time"
        );
        assert!(!tally.all_at(modified + 60), "a minute before");
        tally.add(place(11), None);
        assert!(!tally.all_at(modified), "a URL without a lastmod");
    }
}
