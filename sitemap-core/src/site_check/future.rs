//! `lastmod.future`: a `lastmod` later than the check's own time, which no
//! page can have changed at. Google uses `lastmod` only when it is
//! consistently accurate, so a date to come (a typo'd year, a build that
//! writes a publication date ahead, a zone taken the wrong way round)
//! costs the whole file's dates their trust.
//!
//! A day of grace covers zones and clocks: `2024-05-02` is not in the
//! future at 23:00 UTC on the first, where it is the second already. Each
//! file is reported once, at its first such entry, with how many it has.

use super::{EntryPlace, SiteCheck};
use crate::LastMod;

/// Seconds past the check's own time a `lastmod` may be (a date alone
/// starts its day at midnight UTC; zones run to 14 hours ahead).
const GRACE_SECONDS: i64 = 86_400;

/// A file's `lastmod`s in the future: the first, where it is, and how many.
#[derive(Debug, Clone, Copy)]
pub(super) struct FutureDates {
    first: LastMod,
    line: u32,
    count: u64,
}

impl SiteCheck {
    /// Notes `lastmod`, of the entry at `place`, when it is to come.
    pub(super) fn note_future(&mut self, place: EntryPlace, lastmod: LastMod) {
        let (seconds, _) = lastmod.as_datetime().instant_key();
        if seconds <= self.now.saturating_add(GRACE_SECONDS) {
            return;
        }
        let record = &mut self.files[place.file as usize];
        match &mut record.future {
            Some(future) => future.count += 1,
            None => {
                record.future = Some(FutureDates {
                    first: lastmod,
                    line: place.line,
                    count: 1,
                });
            }
        }
    }

    /// Reports `file`'s `lastmod`s in the future, once.
    pub(super) fn check_future(&mut self, file: u32) {
        let Some(future) = self.files[file as usize].future.take() else {
            return;
        };
        let more = match future.count {
            1 => String::new(),
            count => format!(" (and {} more entries of this file)", count - 1),
        };
        let message = format!(
            "lastmod {} is in the future{more}: a lastmod says when the page last changed, and \
             search engines stop trusting a file's dates when some are wrong; give each page \
             the date it last changed",
            future.first
        );
        let place = EntryPlace {
            file,
            line: future.line,
        };
        self.finding("lastmod.future", place, None, message);
    }
}
