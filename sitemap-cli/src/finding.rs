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
}

impl From<&Diagnostic> for Finding {
    fn from(diagnostic: &Diagnostic) -> Finding {
        Finding {
            severity: diagnostic.severity(),
            line: diagnostic.line(),
            column: diagnostic.column(),
            rule: diagnostic.rule(),
            // The library names its option; here the flag sets it.
            message: diagnostic
                .problem()
                .to_string()
                .replace("ReadOptions::published_at", "--published-at"),
        }
    }
}
