//! A section paged by key from a SQLite table: the first ids of the files,
//! a range's count and newest `lastmod`, and a range's rows, each one query
//! on a connection of its own in a blocking task (rusqlite is synchronous).
//!
//! The connection is opened inside the blocking task and closed when the
//! task returns, so there are never more of them than tasks: at most
//! `max_concurrent_files` for the files (the server gives no more slots),
//! plus the short queries of the index. A file whose client goes away or
//! stops reading is closed: `blocking_send` fails with `Closed`, the `?`
//! returns, and the thread and the connection are given back. With a pool
//! (r2d2 and the like) the pattern is the same: check out inside the task,
//! from a pool of more connections than `max_concurrent_files`.

use std::path::{Path, PathBuf};

use axum_extra::routing::TypedPath;
use rusqlite::{Connection, OptionalExtension};
use sitemap_axum::{Closed, EntrySink, KeyRange, KeyedSection, SectionError};
use sitemap_core::{LastMod, Sitemap};

/// A product page; the path is written once, in `#[typed_path]`, and the
/// derive reads it.
#[derive(TypedPath, Sitemap, serde::Deserialize)]
#[typed_path("/products/{slug}")]
pub(crate) struct Product {
    pub(crate) slug: String,
}

/// Creates `products(id, slug, updated)` with `rows` rows at `path`, unless
/// it holds them already.
///
/// # Errors
///
/// SQLite's.
pub(crate) fn create(path: &Path, rows: u64) -> rusqlite::Result<()> {
    let db = Connection::open(path)?;
    db.execute_batch(
        "CREATE TABLE IF NOT EXISTS products (
             id INTEGER PRIMARY KEY, slug TEXT NOT NULL, updated TEXT NOT NULL
         );",
    )?;
    let have: u64 = db.query_row("SELECT count(*) FROM products", [], |row| row.get(0))?;
    if have != rows {
        db.execute_batch("DELETE FROM products")?;
        db.execute(
            "WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ?1)
             INSERT INTO products
             SELECT id, 'product-' || id, date('2024-01-01', '+' || (id % 366) || ' days') FROM n",
            [rows],
        )?;
    }
    Ok(())
}

/// A read-only connection with a small page cache: a page is read once, in
/// key order, so SQLite's default 2 MiB cache would only hold pages no one
/// reads again.
fn open(path: &Path) -> rusqlite::Result<Connection> {
    let db = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    db.pragma_update(None, "cache_size", -256)?;
    Ok(db)
}

/// The products in id order, a file at a time, paged by id: a file is the
/// rows between its first id and the next file's, read with the primary
/// key's range (`WHERE id >= ? AND id < ?`), so the last file of ten million
/// rows costs what the first does, and deleting a row moves the contents of
/// its own file only. Serve it as `KeyPaged::new(Products { db })`.
pub(crate) struct Products {
    pub(crate) db: PathBuf,
}

impl Products {
    async fn query<T: Send + 'static>(
        &self,
        run: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, SectionError> {
        let path = self.db.clone();
        tokio::task::spawn_blocking(move || run(&open(&path)?))
            .await
            .map_err(SectionError::new)?
            .map_err(SectionError::new)
    }
}

/// A range's bounds as SQL parameters: below and above every id when open.
fn bounds(range: &KeyRange<i64>) -> (i64, i64) {
    (
        range.start.unwrap_or(i64::MIN),
        range.end.unwrap_or(i64::MAX),
    )
}

impl KeyedSection for Products {
    type Key = i64;

    fn name(&self) -> &str {
        "products"
    }

    async fn first_keys(
        &self,
        range: KeyRange<i64>,
        per_file: u64,
    ) -> Result<Vec<i64>, SectionError> {
        let (start, end) = bounds(&range);
        self.query(move |db| {
            // Every per_file-th id, from the primary key alone.
            let mut keys = db.prepare(
                "SELECT id FROM (
                     SELECT id, row_number() OVER (ORDER BY id) - 1 AS n
                     FROM products WHERE id >= ?1 AND id < ?2
                 ) WHERE n % ?3 = 0",
            )?;
            keys.query_map(rusqlite::params![start, end, per_file], |row| row.get(0))?
                .collect()
        })
        .await
    }

    async fn count_range(&self, range: KeyRange<i64>) -> Result<u64, SectionError> {
        let (start, end) = bounds(&range);
        self.query(move |db| {
            db.query_row(
                "SELECT count(*) FROM products WHERE id >= ?1 AND id < ?2",
                [start, end],
                |row| row.get(0),
            )
        })
        .await
    }

    async fn newest_lastmod(&self, range: KeyRange<i64>) -> Result<Option<LastMod>, SectionError> {
        let (start, end) = bounds(&range);
        let newest: Option<String> = self
            .query(move |db| {
                db.query_row(
                    "SELECT max(updated) FROM products WHERE id >= ?1 AND id < ?2",
                    [start, end],
                    |row| row.get(0),
                )
                .optional()
                .map(Option::flatten)
            })
            .await?;
        newest
            .map(|date| LastMod::parse(&date).map_err(SectionError::new))
            .transpose()
    }

    async fn entries(&self, range: KeyRange<i64>, sink: EntrySink) -> Result<(), SectionError> {
        let path = self.db.clone();
        let (start, end) = bounds(&range);
        tokio::task::spawn_blocking(move || {
            if sink.is_closed() {
                // The client left while this task waited for a thread.
                return Err(Closed.into());
            }
            // Opened here, closed when this task returns: on `Closed` too.
            let db = open(&path).map_err(SectionError::new)?;
            let mut rows = db
                .prepare(
                    "SELECT slug, updated FROM products WHERE id >= ?1 AND id < ?2
                     ORDER BY id LIMIT ?3",
                )
                .map_err(SectionError::new)?;
            let limit = i64::try_from(range.limit).unwrap_or(i64::MAX);
            let rows = rows
                .query_map([start, end, limit], |row| {
                    Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
                })
                .map_err(SectionError::new)?;
            for row in rows {
                let (slug, updated) = row.map_err(SectionError::new)?;
                let mut url = Product { slug }
                    .to_url(sink.base())
                    .map_err(SectionError::new)?;
                url.set_lastmod(Some(LastMod::parse(&updated).map_err(SectionError::new)?));
                // Fails with `Closed` once the client is gone or idle.
                sink.blocking_send(url)?;
            }
            Ok(())
        })
        .await
        .map_err(SectionError::new)?
    }
}
