//! Why a command stopped before its work was done, and the exit status
//! each cause gives.

use std::io;

/// Why a run stopped before judging every file.
pub(crate) enum Failure {
    /// An input that cannot be read: exit status 2.
    Input(String),
    /// The report could not be written.
    Output(io::Error),
    /// Ctrl-C: what was left as it was (exit status 130).
    Interrupted(String),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}
