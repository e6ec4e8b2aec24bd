//! Streams that idle clients cannot hold: 600 clients ask for a section
//! file and never read, against a server in this process whose section
//! reads SQLite in blocking tasks and sends with `blocking_send` (the
//! README's pattern). Before the file slots and the idle watchdog, each
//! such client held a blocking thread and a connection with no end: 600 of
//! them made 515 threads, 1,121 open files and 546 MB, and the index took
//! 21.7 s instead of 0.02 s.
//!
//! The clients run in a process of their own (this binary again, see
//! [`clients_process`]): their 600 sockets count against their own
//! open-file limit, and what is measured here is the server's alone.
#![cfg(target_os = "linux")]

#[path = "../examples/serve_sqlite/products.rs"]
#[allow(dead_code, reason = "the example's module; the test uses part of it")]
mod products;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{Request, StatusCode, header};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use products::Product;
use rusqlite::{Connection, OpenFlags};
use sitemap_axum::{EntrySink, Section, SectionError, SectionFile, Sitemaps, SitemapsRouter};
use sitemap_core::BaseUrl;
use sitemap_tests::xmllint::TempDir;

const CLIENTS: usize = 600;
/// Files produced at once.
const SLOTS: usize = 8;
/// Long against the queue time: the stall must be seen with every producer
/// still alive, after the queued request has had its answer, and at 1 s a
/// loaded machine's first producers were cancelled before the check could
/// look (seen in `cargo test`: "no stall").
const IDLE: Duration = Duration::from_secs(3);
const QUEUE: Duration = Duration::from_millis(500);
/// A file of 50,000 entries, and one of 1,000.
const ROWS: u64 = 51_000;
/// Makes each URL about 300 bytes, and the first file 15 MB: more than
/// the kernel buffers for a socket (`tcp_wmem` allows 4 MiB by default)
/// and hyper for a response, so a producer whose client reads nothing
/// stalls in `blocking_send` instead of finishing.
const PADDING: usize = 260;
/// What the idle clients ask for.
const FILE: &str = "/sitemaps/products-1.xml";
/// A file none of them asks for.
const FRESH: &str = "/sitemaps/products-2.xml";
/// Set to the server's address, this binary runs [`clients_process`].
const CLIENTS_OF: &str = "SITEMAP_AXUM_IDLE_CLIENTS_OF";
/// Starts the lines the clients' process prints for the test.
const SAYS: &str = "idle-clients:";

/// Producers running now, the most that ever ran at once, how many
/// started, and the entries they sent.
#[derive(Default)]
struct Gauge {
    live: AtomicUsize,
    peak: AtomicUsize,
    started: AtomicUsize,
    sent: AtomicUsize,
}

/// One producer running, for as long as it lives.
struct Running(Arc<Gauge>);

impl Running {
    fn new(gauge: &Arc<Gauge>) -> Running {
        let live = gauge.live.fetch_add(1, Ordering::SeqCst) + 1;
        gauge.peak.fetch_max(live, Ordering::SeqCst);
        gauge.started.fetch_add(1, Ordering::SeqCst);
        Running(Arc::clone(gauge))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.0.live.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The products, each query on a connection opened in a blocking task.
struct Watched {
    db: PathBuf,
    gauge: Arc<Gauge>,
}

fn open(db: &std::path::Path) -> Result<Connection, SectionError> {
    Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(SectionError::new)
}

impl Section for Watched {
    fn name(&self) -> &str {
        "products"
    }

    async fn count(&self) -> Result<u64, SectionError> {
        let db = self.db.clone();
        tokio::task::spawn_blocking(move || {
            open(&db)?
                .query_row("SELECT count(*) FROM products", [], |row| row.get(0))
                .map_err(SectionError::new)
        })
        .await
        .map_err(SectionError::new)?
    }

    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let db = self.db.clone();
        let gauge = Arc::clone(&self.gauge);
        tokio::task::spawn_blocking(move || {
            let _running = Running::new(&gauge);
            let db = open(&db)?;
            let mut rows = db
                .prepare("SELECT slug FROM products ORDER BY id LIMIT ?1 OFFSET ?2")
                .map_err(SectionError::new)?;
            let slugs = rows
                .query_map([file.len, file.offset], |row| row.get::<_, String>(0))
                .map_err(SectionError::new)?;
            let padding = "-".repeat(PADDING);
            for slug in slugs {
                let slug = slug.map_err(SectionError::new)? + &padding;
                sink.blocking_send_page(&Product { slug })?;
                gauge.sent.fetch_add(1, Ordering::SeqCst);
            }
            Ok(())
        })
        .await
        .map_err(SectionError::new)?
    }
}

/// This process's threads, open files and resident KiB.
#[derive(Debug, Clone, Copy, Default)]
struct Usage {
    threads: u64,
    files: u64,
    rss_kib: u64,
}

impl Usage {
    fn now() -> Usage {
        let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
        let field = |name: &str| -> u64 {
            status
                .lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix(':'))
                .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
                .unwrap_or_else(|| panic!("no {name} in /proc/self/status"))
        };
        Usage {
            threads: field("Threads"),
            files: std::fs::read_dir("/proc/self/fd")
                .expect("/proc/self/fd")
                .count() as u64,
            rss_kib: field("VmRSS"),
        }
    }

    fn max(self, other: Usage) -> Usage {
        Usage {
            threads: self.threads.max(other.threads),
            files: self.files.max(other.files),
            rss_kib: self.rss_kib.max(other.rss_kib),
        }
    }
}

/// The most of each [`Usage`] while it runs, sampled every 10 ms on a
/// thread of its own (started before the baseline, so counted in it).
struct Sampler {
    stop: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<Usage>,
}

impl Sampler {
    fn start() -> Sampler {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let mut most = Usage::default();
            while !stopped.load(Ordering::SeqCst) {
                most = most.max(Usage::now());
                std::thread::sleep(Duration::from_millis(10));
            }
            most
        });
        Sampler { stop, thread }
    }

    fn finish(self) -> Usage {
        self.stop.store(true, Ordering::SeqCst);
        self.thread.join().expect("the sampler")
    }
}

/// The clients' process; killed however the test ends.
struct Clients {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Clients {
    /// Starts this binary as the clients of `addr`, once they all sent
    /// their request.
    fn start(addr: SocketAddr) -> Clients {
        let mut child = Command::new(std::env::current_exe().expect("the test binary"))
            .args([
                "clients_process",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CLIENTS_OF, addr.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the clients' process");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            // The harness may have begun the line (`test clients_process ... `).
            for line in stdout.lines().map_while(Result::ok) {
                if let Some((_, said)) = line.split_once(SAYS) {
                    let _ = send.send(said.trim().to_owned());
                }
            }
        });
        let clients = Clients {
            child,
            stdin,
            lines,
        };
        assert_eq!(clients.next_line(), "ready");
        clients
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(30))
            .expect("a line from the clients' process")
    }

    /// Whether the process, and so its sockets, are still there.
    fn alive(&mut self) -> bool {
        self.child
            .try_wait()
            .expect("the clients' status")
            .is_none()
    }

    /// What the clients got, read from the first bytes each received.
    fn tally(&mut self) -> String {
        let stdin = self.stdin.as_mut().expect("open");
        stdin.write_all(b"tally\n").expect("to the clients");
        stdin.flush().expect("to the clients");
        self.next_line()
    }
}

impl Drop for Clients {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Not a test: the clients of
/// [`idle_clients_hold_no_more_than_the_file_slots`], when that test runs
/// this binary with [`CLIENTS_OF`] set (and a no-op otherwise). Each
/// connects with a small receive buffer, sends a GET for [`FILE`] and
/// reads nothing; on `tally` from the test, it reads the head of each
/// answer and says how many were which.
#[test]
fn clients_process() {
    let Ok(addr) = std::env::var(CLIENTS_OF) else {
        return;
    };
    let addr: SocketAddr = addr.parse().expect("an address");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut streams: Vec<std::net::TcpStream> = runtime.block_on(async {
        let mut streams = Vec::with_capacity(CLIENTS);
        for _ in 0..CLIENTS {
            let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
            // Before connecting, so the window it offers is small too: the
            // server's writes stall after a few KiB.
            socket.set_recv_buffer_size(4096).expect("SO_RCVBUF");
            let stream = socket.connect(addr).await.expect("connect");
            let mut stream = stream.into_std().expect("a std stream");
            stream.set_nonblocking(false).expect("blocking");
            write!(stream, "GET {FILE} HTTP/1.1\r\nHost: {addr}\r\n\r\n").expect("the request");
            streams.push(stream);
        }
        streams
    });
    println!("{SAYS} ready");
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).expect("a command");
    let (mut ok, mut busy, mut retry_after, mut other) = (0, 0, 0, 0);
    for stream in &mut streams {
        stream
            .set_read_timeout(Some(Duration::from_secs(2)))
            .expect("a timeout");
        let mut head = Vec::new();
        let mut buf = [0; 1024];
        while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 4096 {
            match stream.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => head.extend_from_slice(&buf[..n]),
            }
        }
        let head = String::from_utf8_lossy(&head).to_ascii_lowercase();
        if head.starts_with("http/1.1 200 ") {
            ok += 1;
        } else if head.starts_with("http/1.1 503 ") {
            busy += 1;
            if head.contains("\r\nretry-after: ") {
                retry_after += 1;
            }
        } else {
            other += 1;
        }
    }
    println!("{SAYS} 200={ok} 503={busy} retry-after={retry_after} other={other}");
    // Holds the sockets until the test lets go.
    let _ = std::io::stdin().read_line(&mut line);
}

/// GETs `path` and reads the whole body: status, `Retry-After`, body and
/// how long it took.
async fn get(
    client: &Client<HttpConnector, Empty<Bytes>>,
    addr: SocketAddr,
    path: &str,
) -> (StatusCode, Option<String>, Bytes, Duration) {
    let started = Instant::now();
    let request = Request::get(format!("http://{addr}{path}"))
        .body(Empty::new())
        .expect("a request");
    let response = client.request(request).await.expect("a response");
    let status = response.status();
    let retry_after = response
        .headers()
        .get(header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body = response
        .into_body()
        .collect()
        .await
        .expect("a whole body")
        .to_bytes();
    (status, retry_after, body, started.elapsed())
}

/// Waits up to `limit` for `done`, checking every 10 ms.
async fn wait_for(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let started = Instant::now();
    while !done() {
        if started.elapsed() > limit {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_clients_hold_no_more_than_the_file_slots() {
    let dir = TempDir::new("idle").expect("a temporary directory");
    let db = dir.path().join("products.sqlite");
    let created = db.clone();
    tokio::task::spawn_blocking(move || products::create(&created, ROWS))
        .await
        .expect("the table")
        .expect("the table");
    let gauge = Arc::new(Gauge::default());
    let router: axum::Router = Sitemaps::new(BaseUrl::parse("https://shop.example").unwrap())
        .section(Watched {
            db,
            gauge: Arc::clone(&gauge),
        })
        .max_concurrent_files(SLOTS)
        .queue_timeout(QUEUE)
        .stream_idle_timeout(IDLE)
        .router()
        .expect("a router");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    let client = Client::builder(TokioExecutor::new()).build_http();

    // Warmed up: the index, and a whole file (its blocking thread started).
    let (status, _, _, _) = get(&client, addr, "/sitemap.xml").await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, whole, file_before) = get(&client, addr, FRESH).await;
    assert_eq!(status, StatusCode::OK);
    let (_, _, _, index_before) = get(&client, addr, "/sitemap.xml").await;
    let sampler = Sampler::start();
    std::thread::sleep(Duration::from_millis(50));
    let before = Usage::now();

    let mut clients = Clients::start(addr);
    let loaded = Instant::now();
    // Every slot is taken by a client that reads nothing.
    assert!(
        wait_for(Duration::from_secs(10), || gauge
            .live
            .load(Ordering::SeqCst)
            == SLOTS)
        .await,
        "{} producers running, expected {SLOTS}",
        gauge.live.load(Ordering::SeqCst)
    );
    // The index is built in memory and needs no slot: it answers at once.
    let (status, _, _, index_loaded) = get(&client, addr, "/sitemap.xml").await;
    assert_eq!(status, StatusCode::OK);
    // A file asked beyond the slots waits its turn, then hears to retry.
    let (status, retry_after, _, waited) = get(&client, addr, FRESH).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(retry_after.as_deref(), Some("60"));
    assert!(waited >= QUEUE, "answered after {waited:?}");
    // Past the idle time, the producers could be cancelled before the stall
    // below is seen: a machine that slow fails here, saying so.
    assert!(
        waited < IDLE,
        "the queued request was answered after {waited:?}, past the idle time {IDLE:?}"
    );

    // The producers fill what the kernel and hyper buffer, then stall in
    // `blocking_send`: each holds its thread and its connection. Stalled
    // means no progress with every producer started: on a busy machine the
    // first ones can pause before the last has begun.
    let mut sent = gauge.sent.load(Ordering::SeqCst);
    let stalled = loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = gauge.sent.load(Ordering::SeqCst);
        let live = gauge.live.load(Ordering::SeqCst);
        if now == sent && live == SLOTS {
            break loaded.elapsed();
        }
        assert!(
            loaded.elapsed() < Duration::from_secs(30),
            "no stall: {live} producers alive, {now} entries sent, {sent} 100 ms before"
        );
        sent = now;
    };
    assert_eq!(gauge.live.load(Ordering::SeqCst), SLOTS, "all stalled");
    // After the idle time every producer is cancelled, while the sockets
    // are still open (the clients' process holds them). The deadline is
    // generous: a stall seen early on a busy machine moves the idle time.
    assert!(
        wait_for(Duration::from_secs(15), || gauge
            .live
            .load(Ordering::SeqCst)
            == 0)
        .await,
        "{} producers still running {:?} after they stalled",
        gauge.live.load(Ordering::SeqCst),
        loaded.elapsed() - stalled
    );
    let drained = loaded.elapsed();
    assert!(clients.alive());
    let holding = Usage::now();
    assert!(
        holding.files >= before.files + CLIENTS as u64,
        "the server still holds the {CLIENTS} sockets: {holding:?}"
    );
    let most = sampler.finish();
    // And a fresh file is served whole.
    let (status, _, fresh, file_loaded) = get(&client, addr, FRESH).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(fresh, whole);
    let tally = clients.tally();
    drop(clients);

    eprintln!(
        "before: {before:?}; most under {CLIENTS} idle clients: {most:?}; \
         index {index_before:?} before, {index_loaded:?} under load; \
         fresh file {file_before:?} before, {file_loaded:?} after the idle time; \
         producers: {} started, at most {} at once, stalled {stalled:?} and none left \
         {drained:?} after the load began; \
         the clients got {tally}",
        gauge.started.load(Ordering::SeqCst),
        gauge.peak.load(Ordering::SeqCst),
    );
    assert!(gauge.peak.load(Ordering::SeqCst) <= SLOTS);
    // A blocking thread a slot at most, one for the index's query, the
    // thread reading the clients' output, and spares for threads the
    // blocking pool starts while others, done, wait out their keep-alive
    // (seen: one more than 4 spares on a loaded CI machine). Unbounded,
    // the same load took 512 threads.
    assert!(
        most.threads <= before.threads + SLOTS as u64 + 8,
        "threads: {before:?} before, {most:?} at most"
    );
    // A socket a client, and a database file a slot.
    assert!(
        most.files <= before.files + CLIENTS as u64 + 2 * SLOTS as u64 + 8,
        "open files: {before:?} before, {most:?} at most"
    );
    // Connections that hold nothing but their buffers, and a few stalled
    // files' frames: tens of MiB where 600 producers took 546 MB.
    assert!(
        most.rss_kib <= before.rss_kib + 48 * 1024,
        "resident: {before:?} before, {most:?} at most"
    );
    // Generous bounds: 2 shared cores; the broken server took 21.7 s.
    assert!(index_loaded < Duration::from_secs(2), "{index_loaded:?}");
    assert!(
        file_loaded < file_before * 4 + Duration::from_secs(1),
        "{file_loaded:?} against {file_before:?}"
    );
    // Every client had its answer: the first into the slots a 200 (cut off
    // after the idle time), the rest a 503 with Retry-After once they had
    // waited.
    let count = |key: &str| -> usize {
        tally
            .split_whitespace()
            .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{key} in {tally}"))
    };
    assert_eq!(count("200") + count("503"), CLIENTS, "{tally}");
    assert!((SLOTS..=3 * SLOTS).contains(&count("200")), "{tally}");
    assert_eq!(count("retry-after"), count("503"), "{tally}");
}
