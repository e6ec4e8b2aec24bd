//! A diagnostic as every report needs it.

use sitemap_core::read::{Diagnostic, Severity};

/// One diagnostic, as every report needs it.
#[derive(Debug, Clone)]
pub(crate) struct Finding {
    pub(crate) severity: Severity,
    pub(crate) line: u64,
    pub(crate) column: u64,
    pub(crate) rule: &'static str,
    pub(crate) message: String,
    /// The other end of a finding about two places: a file and line.
    pub(crate) related: Option<(String, u64)>,
}

impl From<&Diagnostic> for Finding {
    fn from(diagnostic: &Diagnostic) -> Finding {
        Finding {
            severity: diagnostic.severity(),
            line: diagnostic.line(),
            column: diagnostic.column(),
            rule: diagnostic.rule(),
            message: in_cli_words(diagnostic.problem().to_string()),
            related: None,
        }
    }
}

/// A message of the library as the command says it: the library names its
/// option, where the command has a flag for it.
pub(crate) fn in_cli_words(message: String) -> String {
    message
        .replace("ReadOptions::published_at", "--published-at")
        .replace(
            "`Regeneration` with `LastmodPolicy::Content`",
            "`sitemap generate --lastmod content`",
        )
}
