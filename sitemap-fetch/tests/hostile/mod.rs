#![allow(
    dead_code,
    reason = "each test binary uses a part of the hostile server"
)]
//! A hostile HTTP/1.1 server on 127.0.0.1, written on raw sockets so a test
//! controls every byte and every pause: redirects anywhere, bodies that
//! trickle or never end, robots.txt files too large or too slow, and a log
//! of every request exactly as it arrived (request line and headers), so a
//! test can tell what the crawler sent.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// What a path answers.
#[derive(Debug, Clone)]
pub(crate) enum Reply {
    /// `200` with this body.
    Body(&'static str, String),
    /// A redirect with this status to this `Location`.
    Redirect(u16, String),
    /// This status and an empty body.
    Status(u16),
    /// `200` with `Content-Length: total`, then one byte every `every`.
    Trickle { total: usize, every: Duration },
    /// The headers of a `200`, then nothing, ever.
    Hang,
    /// A `200` whose head carries a header of this many bytes, and a body.
    LongHead(usize, String),
    /// A `200` with an `ETag` and a `Content-Length` of `total`, then only
    /// `part` of the body, then nothing, ever.
    Stall {
        etag: &'static str,
        part: String,
        total: usize,
    },
}

/// One request as it arrived.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    pub(crate) line: String,
    pub(crate) headers: Vec<String>,
}

impl Request {
    pub(crate) fn path(&self) -> &str {
        self.line.split(' ').nth(1).unwrap_or_default()
    }
}

pub(crate) struct Server {
    pub(crate) base: String,
    pub(crate) port: u16,
    log: Arc<Mutex<Vec<Request>>>,
}

impl Server {
    pub(crate) fn requests(&self) -> Vec<Request> {
        self.log.lock().unwrap().clone()
    }

    pub(crate) fn paths(&self) -> Vec<String> {
        self.requests()
            .iter()
            .map(|r| r.path().to_owned())
            .collect()
    }

    pub(crate) fn count(&self, path: &str) -> usize {
        self.paths().iter().filter(|p| *p == path).count()
    }
}

/// Starts a server answering each path with `route(path)`; `None` is a 404.
pub(crate) async fn serve(route: impl Fn(&str) -> Option<Reply> + Send + Sync + 'static) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let log: Arc<Mutex<Vec<Request>>> = Arc::default();
    let route = Arc::new(route);
    let server_log = Arc::clone(&log);
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else {
                return;
            };
            let route = Arc::clone(&route);
            let log = Arc::clone(&server_log);
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read);
                loop {
                    let mut line = String::new();
                    if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                        return;
                    }
                    let mut headers = Vec::new();
                    loop {
                        let mut header = String::new();
                        if lines.read_line(&mut header).await.unwrap_or(0) == 0 {
                            return;
                        }
                        let header = header.trim_end().to_owned();
                        if header.is_empty() {
                            break;
                        }
                        headers.push(header);
                    }
                    let request = Request {
                        line: line.trim_end().to_owned(),
                        headers,
                    };
                    let path = request.path().to_owned();
                    log.lock().unwrap().push(request);
                    if answer(&mut write, route(&path)).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    Server {
        base: format!("http://127.0.0.1:{port}"),
        port,
        log,
    }
}

async fn answer(
    write: &mut tokio::net::tcp::OwnedWriteHalf,
    reply: Option<Reply>,
) -> std::io::Result<()> {
    let head = |status: u16, extra: &str, length: usize| {
        format!("HTTP/1.1 {status} X\r\n{extra}Content-Length: {length}\r\n\r\n")
    };
    match reply {
        None => write.write_all(head(404, "", 0).as_bytes()).await,
        Some(Reply::Status(status)) => write.write_all(head(status, "", 0).as_bytes()).await,
        Some(Reply::Body(kind, body)) => {
            let extra = format!("Content-Type: {kind}\r\n");
            write
                .write_all(head(200, &extra, body.len()).as_bytes())
                .await?;
            write.write_all(body.as_bytes()).await
        }
        Some(Reply::Redirect(status, to)) => {
            let extra = format!("Location: {to}\r\n");
            write.write_all(head(status, &extra, 0).as_bytes()).await
        }
        Some(Reply::Trickle { total, every }) => {
            write
                .write_all(head(200, "Content-Type: application/xml\r\n", total).as_bytes())
                .await?;
            for _ in 0..total {
                write.write_all(b" ").await?;
                tokio::time::sleep(every).await;
            }
            Ok(())
        }
        Some(Reply::Stall { etag, part, total }) => {
            let extra = format!("Content-Type: text/plain\r\nETag: {etag}\r\n");
            write.write_all(head(200, &extra, total).as_bytes()).await?;
            write.write_all(part.as_bytes()).await?;
            tokio::time::sleep(Duration::from_secs(3600)).await;
            Ok(())
        }
        Some(Reply::LongHead(size, body)) => {
            let extra = format!(
                "Content-Type: text/plain\r\nX-Padding: {}\r\n",
                "p".repeat(size)
            );
            write
                .write_all(head(200, &extra, body.len()).as_bytes())
                .await?;
            write.write_all(body.as_bytes()).await
        }
        Some(Reply::Hang) => {
            write
                .write_all(head(200, "Content-Type: text/plain\r\n", 100).as_bytes())
                .await?;
            tokio::time::sleep(Duration::from_secs(3600)).await;
            Ok(())
        }
    }
}

/// [`serve`], with each path's route also given the server's own port
/// (a route that names its own URLs needs it).
pub(crate) async fn serve_on_own_port(
    route: impl Fn(&str, &str) -> Option<Reply> + Send + Sync + 'static,
) -> Server {
    let slots = Slots::default();
    let route_slots = slots.clone();
    let server = serve(move |path| route(path, &route_slots.get("port"))).await;
    slots.set("port", server.port.to_string());
    server
}

pub(crate) fn xml(body: String) -> Option<Reply> {
    Some(Reply::Body("application/xml", body))
}

pub(crate) fn text(body: String) -> Option<Reply> {
    Some(Reply::Body("text/plain", body))
}

pub(crate) fn urlset(urls: &[String]) -> String {
    let entries: String = urls
        .iter()
        .map(|url| format!("<url><loc>{url}</loc></url>"))
        .collect();
    format!("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{entries}</urlset>")
}

pub(crate) fn index(sitemaps: &[String]) -> String {
    let entries: String = sitemaps
        .iter()
        .map(|url| format!("<sitemap><loc>{url}</loc></sitemap>"))
        .collect();
    format!(
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{entries}</sitemapindex>"
    )
}

/// Late-bound values a route needs (another server's base, its own port).
#[derive(Clone, Default)]
pub(crate) struct Slots(Arc<Mutex<HashMap<&'static str, String>>>);

impl Slots {
    pub(crate) fn set(&self, name: &'static str, value: impl Into<String>) {
        self.0.lock().unwrap().insert(name, value.into());
    }

    pub(crate) fn get(&self, name: &str) -> String {
        self.0
            .lock()
            .unwrap()
            .get(name)
            .cloned()
            .unwrap_or_default()
    }
}
