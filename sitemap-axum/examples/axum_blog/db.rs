//! The blog's SQLite database: `posts(id, slug, updated)` paged by id, and
//! `tags(name)` paged by name, each served as a key-paged section. Every
//! query runs on a read-only connection of its own in a blocking task
//! (rusqlite is synchronous), opened there and closed when the task ends.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, ToSql};
use sitemap_axum::{Closed, EntrySink, KeyRange, KeyedSection, SectionError};
use sitemap_core::{LastMod, Sitemap};

use crate::routes::{PostPage, TagPage};

/// Tags the posts are spread over.
pub(crate) const TAGS: u64 = 2_000;

/// Creates the tables with `posts` posts and [`TAGS`] tags at `path`,
/// unless it holds them already.
///
/// # Errors
///
/// SQLite's.
pub(crate) fn create(path: &Path, posts: u64) -> rusqlite::Result<()> {
    let db = Connection::open(path)?;
    db.execute_batch(
        "PRAGMA journal_mode = WAL;
         CREATE TABLE IF NOT EXISTS posts (
             id INTEGER PRIMARY KEY, slug TEXT NOT NULL, updated TEXT NOT NULL
         );
         CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY) WITHOUT ROWID;",
    )?;
    let have: u64 = db.query_row("SELECT count(*) FROM posts", [], |row| row.get(0))?;
    if have != posts {
        db.execute_batch("BEGIN; DELETE FROM posts; DELETE FROM tags;")?;
        db.execute(
            "WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ?1)
             INSERT INTO posts
             SELECT id, 'post-' || id,
                    strftime('%Y-%m-%dT%H:%M:%SZ', '2024-01-01', '+' || (id % 40000) || ' minutes')
             FROM n",
            [posts],
        )?;
        db.execute(
            "WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ?1)
             INSERT INTO tags SELECT printf('tag-%05d', id) FROM n",
            [TAGS],
        )?;
        db.execute_batch("COMMIT;")?;
    }
    Ok(())
}

/// A read-only connection with a small page cache: a file's rows are read
/// once, in key order.
fn open(path: &Path) -> rusqlite::Result<Connection> {
    let db = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    db.pragma_update(None, "cache_size", -256)?;
    Ok(db)
}

async fn query<T: Send + 'static>(
    path: &Path,
    run: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
) -> Result<T, SectionError> {
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || run(&open(&path)?))
        .await
        .map_err(SectionError::new)?
        .map_err(SectionError::new)
}

/// A key range as SQL: a condition on `column` and its parameters.
fn condition<K: ToSql + Clone + Send + 'static>(
    column: &str,
    range: &KeyRange<K>,
) -> (String, Vec<Box<dyn ToSql + Send>>) {
    let mut sql = String::from("1");
    let mut params: Vec<Box<dyn ToSql + Send>> = Vec::new();
    if let Some(start) = &range.start {
        sql.push_str(&format!(" AND {column} >= ?{}", params.len() + 1));
        params.push(Box::new(start.clone()));
    }
    if let Some(end) = &range.end {
        sql.push_str(&format!(" AND {column} < ?{}", params.len() + 1));
        params.push(Box::new(end.clone()));
    }
    (sql, params)
}

fn refs(params: &[Box<dyn ToSql + Send>]) -> Vec<&dyn ToSql> {
    params.iter().map(|p| p.as_ref() as &dyn ToSql).collect()
}

/// Every `per_file`-th key of `table.column` within `range`, from the key's
/// index alone.
async fn first_keys<K>(
    path: &Path,
    table: &'static str,
    column: &'static str,
    range: KeyRange<K>,
    per_file: u64,
) -> Result<Vec<K>, SectionError>
where
    K: ToSql + rusqlite::types::FromSql + Clone + Send + 'static,
{
    let (condition, params) = condition(column, &range);
    query(path, move |db| {
        let mut keys = db.prepare(&format!(
            "SELECT {column} FROM (
                 SELECT {column}, row_number() OVER (ORDER BY {column}) - 1 AS n
                 FROM {table} WHERE {condition}
             ) WHERE n % {per_file} = 0"
        ))?;
        keys.query_map(refs(&params).as_slice(), |row| row.get(0))?
            .collect()
    })
    .await
}

async fn count_range<K>(
    path: &Path,
    table: &'static str,
    column: &'static str,
    range: KeyRange<K>,
) -> Result<u64, SectionError>
where
    K: ToSql + Clone + Send + 'static,
{
    let (condition, params) = condition(column, &range);
    query(path, move |db| {
        db.query_row(
            &format!("SELECT count(*) FROM {table} WHERE {condition}"),
            refs(&params).as_slice(),
            |row| row.get(0),
        )
    })
    .await
}

/// The posts, paged by id.
pub(crate) struct Posts {
    pub(crate) db: PathBuf,
}

impl KeyedSection for Posts {
    type Key = i64;

    fn name(&self) -> &str {
        "posts"
    }

    async fn first_keys(
        &self,
        range: KeyRange<i64>,
        per_file: u64,
    ) -> Result<Vec<i64>, SectionError> {
        first_keys(&self.db, "posts", "id", range, per_file).await
    }

    async fn count_range(&self, range: KeyRange<i64>) -> Result<u64, SectionError> {
        count_range(&self.db, "posts", "id", range).await
    }

    async fn newest_lastmod(&self, range: KeyRange<i64>) -> Result<Option<LastMod>, SectionError> {
        let (condition, params) = condition("id", &range);
        let newest: Option<String> = query(&self.db, move |db| {
            db.query_row(
                &format!("SELECT max(updated) FROM posts WHERE {condition}"),
                refs(&params).as_slice(),
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
        tokio::task::spawn_blocking(move || {
            if sink.is_closed() {
                return Err(Closed.into());
            }
            let db = open(&path).map_err(SectionError::new)?;
            let (condition, params) = condition("id", &range);
            let mut rows = db
                .prepare(&format!(
                    "SELECT id, updated FROM posts WHERE {condition} ORDER BY id LIMIT {}",
                    range.limit
                ))
                .map_err(SectionError::new)?;
            let rows = rows
                .query_map(refs(&params).as_slice(), |row| {
                    Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?))
                })
                .map_err(SectionError::new)?;
            for row in rows {
                let (id, updated) = row.map_err(SectionError::new)?;
                let mut url = PostPage { id }
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

/// The tags, paged by name.
pub(crate) struct Tags {
    pub(crate) db: PathBuf,
}

impl KeyedSection for Tags {
    type Key = String;

    fn name(&self) -> &str {
        "tags"
    }

    async fn first_keys(
        &self,
        range: KeyRange<String>,
        per_file: u64,
    ) -> Result<Vec<String>, SectionError> {
        first_keys(&self.db, "tags", "name", range, per_file).await
    }

    async fn count_range(&self, range: KeyRange<String>) -> Result<u64, SectionError> {
        count_range(&self.db, "tags", "name", range).await
    }

    async fn entries(&self, range: KeyRange<String>, sink: EntrySink) -> Result<(), SectionError> {
        let (condition, params) = condition("name", &range);
        let limit = range.limit;
        let names: Vec<String> = query(&self.db, move |db| {
            let mut rows = db.prepare(&format!(
                "SELECT name FROM tags WHERE {condition} ORDER BY name LIMIT {limit}"
            ))?;
            rows.query_map(refs(&params).as_slice(), |row| row.get(0))?
                .collect()
        })
        .await?;
        for name in names {
            sink.send_page(&TagPage { name }).await?;
        }
        Ok(())
    }
}
