//! Ctrl-C (SIGINT) and SIGTERM: the work stops at the next entry, its
//! partial files are removed, the published files are left as they were,
//! and the run says so and exits with 130.
//!
//! The handler only raises a flag, which the commands' loops poll between
//! entries; they return [`Failure::Interrupted`], and unwinding drops every
//! temporary and aborts the site writer (which removes its partial files).
//! A run blocked in a read (a pipe that sends nothing) cannot poll: after a
//! grace period the handler removes the temporaries it knows and exits.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::failure::Failure;

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Files to remove when the run is stopped without unwinding.
static TRACKED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A site's partial files to remove then: its folder and options.
type SiteCleanup = (PathBuf, sitemap_core::site::SiteOptions);

/// The sites being written, whose partial files the handler removes.
static SITES: Mutex<Vec<SiteCleanup>> = Mutex::new(Vec::new());

/// How long a run that polls has to stop by itself before the handler ends
/// it.
pub(crate) const GRACE: Duration = Duration::from_secs(3);

/// Installs the handler (once, at start): a run that polls gets `grace`
/// to stop by itself; one that does not (`fetch`) passes `Duration::ZERO`
/// and is ended at once, its temporaries removed. Commands that write no
/// file install none, and Ctrl-C stops them at once.
pub(crate) fn install(grace: Duration) {
    // Without a handler (another already installed), the default action
    // stops the run; the core's writer still never publishes half a set.
    let _ = ctrlc::set_handler(move || {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            return;
        }
        std::thread::spawn(move || {
            std::thread::sleep(grace);
            for path in lock().drain(..) {
                let _ = std::fs::remove_file(path);
            }
            let sites = SITES
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            for (dir, options) in sites.iter() {
                let _ = sitemap_core::site::DirTarget::remove_partial_files(dir, options);
            }
            eprintln!("sitemap: interrupted; partial files removed, nothing was published");
            std::process::exit(130);
        });
    });
}

/// `Err` once the run was interrupted: `what` says what was left as it was.
pub(crate) fn check(what: impl FnOnce() -> String) -> Result<(), Failure> {
    if INTERRUPTED.load(Ordering::Relaxed) {
        Err(Failure::Interrupted(what()))
    } else {
        Ok(())
    }
}

/// Whether the run was interrupted.
pub(crate) fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// Removes `path` if the run is ended by the handler.
pub(crate) fn track(path: PathBuf) {
    lock().push(path);
}

/// Removes the partial files of the site written into `dir` with
/// `options` if the run is ended by the handler; the files it published
/// before are left as they were.
pub(crate) fn track_site(dir: PathBuf, options: sitemap_core::site::SiteOptions) {
    SITES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .push((dir, options));
}

/// `path` is no longer the handler's to remove.
pub(crate) fn untrack(path: &std::path::Path) {
    lock().retain(|p| p != path);
}

fn lock() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    TRACKED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
