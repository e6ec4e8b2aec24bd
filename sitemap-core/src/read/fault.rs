//! What ends a reading step: a problem at a place, which the engine turns
//! into the last diagnostic of the document, or resumes after among the
//! entries.

use super::diagnostic::Problem;
use super::report::Place;

/// A problem that ends a reading step, at its place; boxed, so that the result
/// every token passes through stays two words.
pub(super) type Fatal = Box<(Place, Problem)>;

pub(super) fn fatal(position: u64, problem: Problem) -> Fatal {
    Box::new((Place::At(position), problem))
}

/// A fatal problem at a place worked out before.
pub(super) fn fatal_at(place: Place, problem: Problem) -> Fatal {
    Box::new((place, problem))
}

/// The end of input inside `open`: what every reading loop reports at `Eof`.
pub(super) fn truncated(position: u64, open: &str, lost_entry: bool) -> Fatal {
    let open = open.to_owned();
    fatal(position, Problem::Truncated { open, lost_entry })
}
