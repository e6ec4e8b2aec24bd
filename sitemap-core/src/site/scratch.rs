//! A fresh folder per test, removed when dropped: the site writer's tests
//! publish into real directories.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder under the system's temporary directory, unique to this process
/// and call, removed when dropped.
pub(super) struct Scratch(pub(super) PathBuf);

impl Scratch {
    pub(super) fn new(name: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("sitemap-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        Scratch(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
