//! Serving the first, middle and last file of a 10,000,000-row SQLite table
//! (200 files) over HTTP on 127.0.0.1, paged by key (`KeyPaged`: `WHERE id
//! >= ? AND id < ? ORDER BY id LIMIT ?`) against paged by offset (a
//! `Section`: `ORDER BY id LIMIT ? OFFSET ?`), in one run: time to the
//! first body frame (`ttfb_*`) and to the last (`ttlb_*`).
//!
//! Goal: with key paging, the last file within 1.5x of the first. The
//! table is made once in `target/bench-serve-keyed/` (about a minute) and
//! kept for the next runs; `SITEMAP_BENCH_ROWS` makes a smaller one.

#![allow(
    missing_docs,
    reason = "criterion_group! and criterion_main! generate undocumented public items"
)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bytes::Bytes;
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use rusqlite::Connection;
use sitemap_axum::{
    EntrySink, KeyPaged, KeyRange, KeyedSection, Section, SectionError, SectionFile, Sitemaps,
    SitemapsRouter,
};
use sitemap_core::{Loc, Url};

fn rows() -> u64 {
    std::env::var("SITEMAP_BENCH_ROWS")
        .ok()
        .and_then(|rows| rows.parse().ok())
        .unwrap_or(10_000_000)
}

fn database(rows: u64) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-serve-keyed");
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join(format!("posts-{rows}.sqlite"));
    let db = Connection::open(&path).expect("opened");
    db.execute_batch("CREATE TABLE IF NOT EXISTS posts (id INTEGER PRIMARY KEY);")
        .expect("a table");
    let have: u64 = db
        .query_row("SELECT count(*) FROM posts", [], |row| row.get(0))
        .expect("counted");
    if have != rows {
        db.execute_batch("DELETE FROM posts").expect("emptied");
        db.execute(
            "WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ?1)
             INSERT INTO posts SELECT id FROM n",
            [rows],
        )
        .expect("filled");
    }
    path
}

fn open(path: &Path) -> Result<Connection, SectionError> {
    let db = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(SectionError::new)?;
    db.pragma_update(None, "cache_size", -256)
        .map_err(SectionError::new)?;
    Ok(db)
}

fn url(id: i64) -> Result<Url, SectionError> {
    Ok(Url::new(
        Loc::parse(&format!("https://www.example.com/posts/{id}")).map_err(SectionError::new)?,
    ))
}

/// Sends the ids `sql` selects with `params`, from a blocking task.
async fn send_ids(
    path: PathBuf,
    sql: &'static str,
    params: [i64; 3],
    sink: EntrySink,
) -> Result<(), SectionError> {
    tokio::task::spawn_blocking(move || {
        let db = open(&path)?;
        let mut rows = db.prepare(sql).map_err(SectionError::new)?;
        let ids = rows
            .query_map(params, |row| row.get::<_, i64>(0))
            .map_err(SectionError::new)?;
        for id in ids {
            sink.blocking_send(url(id.map_err(SectionError::new)?)?)?;
        }
        Ok(())
    })
    .await
    .map_err(SectionError::new)?
}

/// Paged by offset: what the section's positions mean to the database.
struct ByOffset(PathBuf, u64);

impl Section for ByOffset {
    fn name(&self) -> &str {
        "offset"
    }
    async fn count(&self) -> Result<u64, SectionError> {
        Ok(self.1)
    }
    async fn entries(&self, file: SectionFile, sink: EntrySink) -> Result<(), SectionError> {
        let (len, offset) = (file.len as i64, file.offset as i64);
        send_ids(
            self.0.clone(),
            "SELECT id FROM posts WHERE ?3 = ?3 ORDER BY id LIMIT ?1 OFFSET ?2",
            [len, offset, 0],
            sink,
        )
        .await
    }
}

/// Paged by key.
struct ByKey(PathBuf);

fn bounds(range: &KeyRange<i64>) -> (i64, i64) {
    (
        range.start.unwrap_or(i64::MIN),
        range.end.unwrap_or(i64::MAX),
    )
}

impl KeyedSection for ByKey {
    type Key = i64;
    fn name(&self) -> &str {
        "key"
    }
    async fn first_keys(
        &self,
        range: KeyRange<i64>,
        per_file: u64,
    ) -> Result<Vec<i64>, SectionError> {
        let path = self.0.clone();
        let (start, end) = bounds(&range);
        tokio::task::spawn_blocking(move || {
            let db = open(&path)?;
            let mut keys = db
                .prepare(
                    "SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n
                     FROM posts WHERE id >= ?1 AND id < ?2) WHERE n % ?3 = 0",
                )
                .map_err(SectionError::new)?;
            let keys = keys
                .query_map([start, end, per_file as i64], |row| row.get(0))
                .map_err(SectionError::new)?;
            keys.collect::<Result<Vec<i64>, _>>()
                .map_err(SectionError::new)
        })
        .await
        .map_err(SectionError::new)?
    }
    async fn count_range(&self, range: KeyRange<i64>) -> Result<u64, SectionError> {
        let path = self.0.clone();
        let (start, end) = bounds(&range);
        tokio::task::spawn_blocking(move || {
            open(&path)?
                .query_row(
                    "SELECT count(*) FROM posts WHERE id >= ?1 AND id < ?2",
                    [start, end],
                    |row| row.get(0),
                )
                .map_err(SectionError::new)
        })
        .await
        .map_err(SectionError::new)?
    }
    async fn entries(&self, range: KeyRange<i64>, sink: EntrySink) -> Result<(), SectionError> {
        let (start, end) = bounds(&range);
        send_ids(
            self.0.clone(),
            "SELECT id FROM posts WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT ?3",
            [start, end, range.limit as i64],
            sink,
        )
        .await
    }
}

fn serve_keyed(c: &mut Criterion) {
    let rows = rows();
    let path = database(rows);
    let files = rows.div_ceil(50_000);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let app =
        Sitemaps::new(sitemap_core::BaseUrl::parse("https://www.example.com").expect("a base"))
            .section(ByOffset(path.clone(), rows))
            .section(KeyPaged::new(ByKey(path)))
            .router::<()>()
            .expect("configured");
    let origin = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let origin = format!("http://{}", listener.local_addr().expect("bound"));
        tokio::spawn(async move { axum::serve(listener, app).await });
        origin
    });
    let client = Client::builder(TokioExecutor::new()).build_http::<Empty<Bytes>>();
    // The time to the first frame of the body and to its end, and its length.
    let fetch = |path: &str| {
        let uri = format!("{origin}{path}").parse().expect("a URI");
        runtime.block_on(async {
            let start = Instant::now();
            let mut body = client.get(uri).await.expect("a response").into_body();
            let mut first = None;
            let mut length = 0;
            while let Some(frame) = body.frame().await {
                first.get_or_insert_with(|| start.elapsed());
                length += frame.expect("whole").data_ref().map_or(0, Bytes::len);
            }
            (first.unwrap_or_default(), start.elapsed(), length)
        })
    };
    let places = [("first", 1), ("middle", files / 2), ("last", files)];
    for (_, number) in places {
        let by_offset = fetch(&format!("/sitemaps/offset-{number}.xml"));
        let by_key = fetch(&format!("/sitemaps/key-{number}.xml"));
        assert_eq!(by_offset.2, by_key.2, "file {number}: the same bytes");
    }

    let mut group = c.benchmark_group(format!("serve_keyed_{rows}"));
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(3))
        .sampling_mode(SamplingMode::Flat);
    for paging in ["key", "offset"] {
        for (place, number) in places {
            let path = format!("/sitemaps/{paging}-{number}.xml");
            for (what, pick) in [("ttfb", 0), ("ttlb", 1)] {
                group.bench_function(format!("{what}_{paging}_{place}"), |b| {
                    b.iter_custom(|iterations| {
                        (0..iterations)
                            .map(|_| {
                                let (first, last, _) = fetch(&path);
                                if pick == 0 { first } else { last }
                            })
                            .sum()
                    });
                });
            }
        }
    }
    group.finish();
}

criterion_group!(benches, serve_keyed);
criterion_main!(benches);
