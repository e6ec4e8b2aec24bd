//! Streams that stalled clients cannot hold: a bounded number of files
//! produced at once (a request beyond it waits a moment, then gets a
//! `503`), and a watchdog that cancels a stream which sent nothing for a
//! while, so that its producer, and the blocking thread and database
//! connection the producer holds, are released.
//!
//! A client that reads nothing stops the server polling the body, so the
//! body cannot notice by itself: the watchdog is a task of its own, one per
//! stream, and there are never more streams than slots.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::AbortHandle;
use tokio::time::Instant;

/// Files produced at once unless the app says otherwise. Each holds a
/// database connection (and, for a synchronous driver, a thread) while
/// its client reads, so the bound follows the database, not the CPU: it
/// fits in the pools apps commonly give themselves (10 to 20
/// connections) and is the same on every machine, where a multiple of
/// the cores would hand a 64-core host 128 connections.
pub(crate) const DEFAULT_MAX_FILES: usize = 16;

/// How long a file request waits for a slot by default: long enough to
/// ride out a burst (a crawler fetching several files at once), short
/// enough that a server held by stalled clients says so at once.
pub(crate) const DEFAULT_QUEUE_TIMEOUT: Duration = Duration::from_secs(2);

/// How long a stream may send nothing by default before it is cancelled:
/// a crawler reads a 32 KiB frame in far less, and a socket it stopped
/// reading holds a thread and a connection for no more than this.
pub(crate) const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// The slots files are produced in.
#[derive(Debug)]
pub(crate) struct Slots {
    semaphore: Arc<Semaphore>,
    max: usize,
    queue_timeout: Duration,
}

/// A file's place among those produced at once, given back when dropped.
#[derive(Debug)]
pub(crate) struct Slot {
    _permit: OwnedSemaphorePermit,
}

impl Slots {
    /// `max` slots (at most [`Semaphore::MAX_PERMITS`]), each waited for at
    /// most `queue_timeout`.
    pub(crate) fn new(max: usize, queue_timeout: Duration) -> Slots {
        let max = max.min(Semaphore::MAX_PERMITS);
        Slots {
            semaphore: Arc::new(Semaphore::new(max)),
            max,
            queue_timeout,
        }
    }

    pub(crate) fn max(&self) -> usize {
        self.max
    }

    pub(crate) fn queue_timeout(&self) -> Duration {
        self.queue_timeout
    }

    /// A slot, waiting for one at most the queue timeout, first come first
    /// served; `None` when none was freed in time.
    pub(crate) async fn acquire(&self) -> Option<Slot> {
        // A free slot needs no timer.
        if let Ok(permit) = Arc::clone(&self.semaphore).try_acquire_owned() {
            return Some(Slot { _permit: permit });
        }
        let waited = Arc::clone(&self.semaphore).acquire_owned();
        match tokio::time::timeout(self.queue_timeout, waited).await {
            Ok(Ok(permit)) => Some(Slot { _permit: permit }),
            // Timed out (the semaphore is never closed).
            Ok(Err(_)) | Err(_) => None,
        }
    }
}

/// `future`'s output, unless `idle` passes first (`None`); awaited to its
/// end outside a Tokio runtime, which has no timer to give up by.
pub(crate) async fn within<F: Future>(idle: Duration, future: F) -> Option<F::Output> {
    if tokio::runtime::Handle::try_current().is_err() {
        return Some(future.await);
    }
    tokio::time::timeout(idle, future).await.ok()
}

/// When a stream last sent a frame, written by the body and read by the
/// watchdog.
#[derive(Debug)]
pub(crate) struct Progress {
    start: Instant,
    /// Nanoseconds from `start` to the last frame.
    last: AtomicU64,
}

impl Progress {
    pub(crate) fn new() -> Progress {
        Progress {
            start: Instant::now(),
            last: AtomicU64::new(0),
        }
    }

    /// A frame left now.
    pub(crate) fn made(&self) {
        let nanos = u64::try_from(self.start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.last.store(nanos, Ordering::Relaxed);
    }

    fn last(&self) -> Instant {
        self.start + Duration::from_nanos(self.last.load(Ordering::Relaxed))
    }
}

/// Cancels a stream that sends no frame for a while; stops watching when
/// dropped.
#[derive(Debug)]
pub(crate) struct Watchdog {
    task: AbortHandle,
}

impl Watchdog {
    /// Calls `cancel` once `idle` passes with no frame made in `progress`.
    /// `None` outside a Tokio runtime, or for a time too long to ever pass.
    pub(crate) fn spawn(
        idle: Duration,
        progress: Arc<Progress>,
        cancel: impl FnOnce() + Send + 'static,
    ) -> Option<Watchdog> {
        let runtime = tokio::runtime::Handle::try_current().ok()?;
        Instant::now().checked_add(idle)?;
        let task = runtime.spawn(async move {
            // Wakes once per idle time at most: when the last frame is that
            // old, or when a later frame moved the deadline.
            loop {
                let Some(due) = progress.last().checked_add(idle) else {
                    return;
                };
                if Instant::now() >= due {
                    cancel();
                    return;
                }
                tokio::time::sleep_until(due).await;
            }
        });
        Some(Watchdog {
            task: task.abort_handle(),
        })
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.task.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    #[tokio::test(start_paused = true)]
    async fn the_watchdog_waits_for_a_whole_idle_time_without_progress() {
        let progress = Arc::new(Progress::new());
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancelled);
        let _watchdog =
            Watchdog::spawn(Duration::from_secs(30), Arc::clone(&progress), move || {
                flag.store(true, Ordering::SeqCst);
            })
            .expect("in a runtime");
        // A frame every 20 s keeps it alive.
        for _ in 0..5 {
            tokio::time::sleep(Duration::from_secs(20)).await;
            progress.made();
        }
        assert!(!cancelled.load(Ordering::SeqCst));
        tokio::time::sleep(Duration::from_secs(29)).await;
        assert!(!cancelled.load(Ordering::SeqCst));
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert!(cancelled.load(Ordering::SeqCst));
    }

    #[tokio::test(start_paused = true)]
    async fn a_wait_gives_up_after_the_idle_time() {
        let started = Instant::now();
        let never = within(Duration::from_secs(30), std::future::pending::<()>()).await;
        assert_eq!((never, started.elapsed()), (None, Duration::from_secs(30)));
        assert_eq!(within(Duration::MAX, async { 7 }).await, Some(7));
    }

    #[tokio::test(start_paused = true)]
    async fn a_dropped_watchdog_cancels_nothing() {
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancelled);
        let watchdog = Watchdog::spawn(
            Duration::from_secs(1),
            Arc::new(Progress::new()),
            move || {
                flag.store(true, Ordering::SeqCst);
            },
        );
        drop(watchdog);
        tokio::time::sleep(Duration::from_secs(5)).await;
        assert!(!cancelled.load(Ordering::SeqCst));
        assert!(
            Watchdog::spawn(Duration::MAX, Arc::new(Progress::new()), || {}).is_none(),
            "never fires"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_request_beyond_the_slots_waits_then_gives_up() {
        let slots = Slots::new(2, Duration::from_secs(2));
        let first = slots.acquire().await.expect("free");
        let _second = slots.acquire().await.expect("free");
        let started = Instant::now();
        assert!(slots.acquire().await.is_none());
        assert_eq!(started.elapsed(), Duration::from_secs(2));
        // A slot freed while a request waits goes to it.
        let waiting = async { slots.acquire().await.is_some() };
        let free = async {
            tokio::time::sleep(Duration::from_secs(1)).await;
            drop(first);
        };
        let (got, ()) = tokio::join!(waiting, free);
        assert!(got);
    }
}
