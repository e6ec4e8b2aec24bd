"""Sitemaps at scale: whole sites scanned, files read and validated, sites
written, with Arrow tables out.

Each function does one whole unit of work in Rust with the GIL released
(a site fetched with every budget and policy, a file read, a site written)
and returns columns, not one Python object per element::

    import sitemap_core

    table = sitemap_core.scan("https://example.com/", max_files=100, max_time=60)
    table.to_pandas()                          # or polars.from_arrow(table)
    sitemap_core.summary(table)["files_read"]

The tables come through the Arrow C stream interface, so pyarrow, Polars
and DuckDB take them without a copy. pyarrow is imported when a table is
first asked for, not before: a streamed scan (:func:`scan_batches`) read
as Python values, :func:`validate` and :func:`write_site` from dicts run
without it.
"""

from __future__ import annotations

import datetime as _datetime
import decimal as _decimal
import json as _json
import os as _os
import sys as _sys
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping, Optional, Sequence, Union

from . import _native
from ._native import Batch, Finding, SitemapError, __version__

if TYPE_CHECKING:
    import pyarrow as _pa

__all__ = [
    "Batch",
    "Finding",
    "SitemapError",
    "assemble_site",
    "read",
    "ScanReader",
    "scan",
    "scan_batches",
    "scan_polars",
    "normalize_locs",
    "scan_schema",
    "summary",
    "urls_per_file",
    "validate",
    "write_site",
    "__version__",
]

_PathOrBytes = Union[str, "_os.PathLike[str]", bytes, bytearray, memoryview]

#: The columns `write_site` takes; `loc` is required.
SITE_COLUMNS = ("loc", "lastmod", "changefreq", "priority", "fingerprint")

#: Rows handed to the native writer at a time.
_CHUNK_ROWS = 65_536


def _pyarrow() -> Any:
    """pyarrow, imported on first use: its import alone holds more memory
    than a streamed scan of a million URLs."""
    import pyarrow

    return pyarrow


def _imported_pyarrow() -> Any:
    """pyarrow when something has imported it already, else ``None``: rows
    that are pyarrow objects mean it is."""
    return _sys.modules.get("pyarrow")


def _table(native: Any) -> _pa.Table:
    return _pyarrow().RecordBatchReader.from_stream(native).read_all()


def _source(path_or_bytes: _PathOrBytes) -> Union[str, bytes]:
    if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
        return bytes(path_or_bytes)
    if isinstance(path_or_bytes, str) or hasattr(path_or_bytes, "__fspath__"):
        return _os.fspath(path_or_bytes)
    raise TypeError(
        f"expected a path or bytes, got {type(path_or_bytes).__name__}: "
        "give a file's path or its bytes"
    )


class ScanReader:
    """The URL entries of a scan under way, as record batches in the
    columns of :func:`scan`: memory holds a couple of batches, whatever
    the size of the site.

    Iterating it gives :class:`Batch` objects, read without pyarrow
    (``batch.column("url")``, ``batch.to_pylist()``) or handed to an Arrow
    library (``batch.to_pyarrow()``, or anything that takes the Arrow
    PyCapsule array interface). The reader itself is an Arrow stream:
    ``pyarrow.RecordBatchReader.from_stream(reader)`` gives pyarrow's
    batches, and DuckDB and Polars take it; ``read_all()`` gives one table.
    It is read once (the stream takes what iteration has not); stopping
    early stops the crawl. :meth:`summary` is the crawl's summary once the
    stream has ended.
    """

    def __init__(self, native: Any, schema: Any) -> None:
        self._native = native
        self._schema = schema

    @property
    def schema(self) -> _pa.Schema:
        """The columns, as a pyarrow schema (imports pyarrow)."""
        return _table(self._schema).schema


    def __iter__(self) -> Iterator[Batch]:
        return iter(self._native)

    def __arrow_c_stream__(self, requested_schema: Any = None) -> Any:
        return self._native.__arrow_c_stream__(requested_schema)

    def read_all(self) -> _pa.Table:
        """The rest of the scan as one table, with the summary in its
        schema's metadata (:func:`summary` reads it)."""
        table = _pyarrow().RecordBatchReader.from_stream(self._native).read_all()
        found = self._native.summary()
        if found is None:
            return table
        return table.replace_schema_metadata({b"sitemap.summary": found.encode()})

    def summary(self) -> Optional[dict]:
        """What the crawl read, what failed and which budget ran out (see
        :func:`summary`); ``None`` until the stream has ended."""
        found = self._native.summary()
        return None if found is None else _json.loads(found)


def _scan_options(
    max_files: Optional[int],
    max_bytes: Optional[int],
    max_entries: Optional[int],
    max_time: Optional[float],
    allow_hosts: Sequence[str],
    allow_private_addresses: bool,
    cache: Any,
    user_agent: Optional[str],
    keep_foreign: bool,
) -> dict:
    if isinstance(allow_hosts, str):
        allow_hosts = (allow_hosts,)
    return {
        "max_files": max_files,
        "max_bytes": max_bytes,
        "max_entries": max_entries,
        "max_time": max_time,
        "allow_hosts": list(allow_hosts),
        "allow_private_addresses": allow_private_addresses,
        "cache": _os.fspath(cache) if cache is not None else None,
        "user_agent": user_agent,
        "keep_foreign": keep_foreign,
    }


def scan_batches(
    site_or_url: str,
    *,
    max_files: Optional[int] = None,
    max_bytes: Optional[int] = None,
    max_entries: Optional[int] = None,
    max_time: Optional[float] = None,
    allow_hosts: Sequence[str] = (),
    allow_private_addresses: bool = False,
    cache: Optional[Union[str, "_os.PathLike[str]"]] = None,
    user_agent: Optional[str] = None,
    keep_foreign: bool = False,
    columns: Optional[Sequence[str]] = None,
) -> ScanReader:
    """:func:`scan` as a stream of record batches (a :class:`ScanReader`),
    for sites too large to hold as one table: write them to Parquet, count
    them or filter them as they come. ``columns`` hands over only those
    columns (every row is still read whole). Takes :func:`scan`'s options.
    """
    options = _scan_options(
        max_files, max_bytes, max_entries, max_time, allow_hosts,
        allow_private_addresses, cache, user_agent, keep_foreign,
    )
    chosen = list(columns) if columns is not None else None
    native = _native.scan(str(site_or_url), columns=chosen, **options)
    return ScanReader(native, _native.scan_schema(columns=chosen))


def scan(
    site_or_url: str,
    *,
    max_files: Optional[int] = None,
    max_bytes: Optional[int] = None,
    max_entries: Optional[int] = None,
    max_time: Optional[float] = None,
    allow_hosts: Sequence[str] = (),
    allow_private_addresses: bool = False,
    cache: Optional[Union[str, "_os.PathLike[str]"]] = None,
    user_agent: Optional[str] = None,
    keep_foreign: bool = False,
) -> _pa.Table:
    """Every URL a site's sitemaps list, with where each was found.

    ``site_or_url`` is a site's root (``https://example.com/``: robots.txt
    first, then the well-known paths) or a sitemap or index URL. The crawl
    follows indexes, obeys robots.txt's sitemaps, the origin policy (only
    the site's own hosts and ``allow_hosts``) and the address policy (no
    private, loopback or link-local address past the starting host unless
    ``allow_private_addresses``), and stops at the first budget that runs
    out: ``max_files``, ``max_bytes`` (received), ``max_entries``,
    ``max_time`` (seconds). ``cache`` is a directory of HTTP validators and
    bodies kept between scans. The GIL is released while it works.

    The columns are those of ``sitemap fetch --format parquet``: ``url``
    and its parts, ``lastmod`` (text and ``lastmod_ts``), ``changefreq``,
    ``priority``, the extensions' counts and URLs, and the provenance
    (``sitemap``, ``sitemap_line``, ``sitemap_depth``, ``sitemap_parent``,
    ``sitemap_root``, ``foreign``). :func:`summary` tells what the crawl
    read, what failed and which budget ran out. For sites too large to
    hold as one table, :func:`scan_batches` streams the same rows.

    Raises :class:`SitemapError` when ``site_or_url`` is no http(s) URL or
    an option is out of range; a file that fails is counted in the
    summary, not raised.
    """
    return scan_batches(
        site_or_url,
        max_files=max_files,
        max_bytes=max_bytes,
        max_entries=max_entries,
        max_time=max_time,
        allow_hosts=allow_hosts,
        allow_private_addresses=allow_private_addresses,
        cache=cache,
        user_agent=user_agent,
        keep_foreign=keep_foreign,
    ).read_all()


def scan_schema(columns: Optional[Sequence[str]] = None) -> _pa.Schema:
    """The columns :func:`scan` returns (only ``columns``, when given),
    before anything is fetched: what a Spark ``mapInArrow`` or a lazy
    reader declares up front."""
    chosen = list(columns) if columns is not None else None
    return _table(_native.scan_schema(columns=chosen)).schema


def summary(table: _pa.Table) -> dict:
    """What made ``table``: for a :func:`scan`, the crawl's summary
    (``files_read``, ``files_failed``, ``skipped``, ``urls``, ``bytes``,
    ``failures`` and ``skips`` by kind, ``foreign``, and ``budget``, the
    budget that ran out or ``None``); for a :func:`read`, ``kind``
    (``urlset`` or ``index``) and the ``errors`` and ``warnings`` counted.
    """
    metadata = table.schema.metadata or {}
    if b"sitemap.summary" in metadata:
        return _json.loads(metadata[b"sitemap.summary"])
    found = {}
    for key in (b"sitemap.kind", b"sitemap.errors", b"sitemap.warnings"):
        if key in metadata:
            value = metadata[key].decode()
            found[key.decode().split(".", 1)[1]] = int(value) if value.isdigit() else value
    if not found:
        raise SitemapError("this table was not made by sitemap_core.scan or sitemap_core.read")
    return found


def read(
    path_or_bytes: _PathOrBytes,
    *,
    lenient: bool = True,
    published_at: Optional[str] = None,
) -> _pa.Table:
    """One document's entries, from a file or from bytes, in any syntax the
    reader takes: XML (gzipped or not, any declared encoding), text, the
    JSON shape, RSS and Atom.

    A sitemap gives the columns of :func:`scan` (with the provenance
    columns when ``published_at``, the file's URL, is given; it also
    resolves relative URLs and checks the protocol's location rule); an
    index gives ``url`` and ``lastmod``.

    Lenient reading keeps every entry a fault did not touch and counts the
    findings (:func:`summary`); use :func:`validate` to see them. With
    ``lenient=False`` the first error raises :class:`SitemapError` with its
    line, column and rule.
    """
    return _table(
        _native.read(_source(path_or_bytes), lenient=lenient, published_at=published_at)
    )


def validate(path_or_bytes: _PathOrBytes, *, strict: bool = True) -> list:
    """Every finding in one document, as :class:`Finding` objects with
    ``file``, ``line``, ``column``, ``severity`` (``error`` or
    ``warning``), ``rule`` and ``message``. ``strict`` judges as the
    official schemas and the protocol do; ``strict=False`` as a crawler
    reads, where only what loses entries is an error.
    """
    return _native.validate(_source(path_or_bytes), strict=strict)


def _cell(column: str, value: Any) -> Any:
    """A cell as the native writer takes it."""
    if value is None:
        return None
    if column == "lastmod":
        if isinstance(value, _datetime.datetime):
            if value.tzinfo is None:
                raise SitemapError(
                    f"lastmod {value!r} has no time zone: a sitemap's times need one "
                    "(localize it, e.g. to UTC, or give a date)"
                )
            return value.isoformat()
        if isinstance(value, _datetime.date):
            return value.isoformat()
        return str(value)
    if column == "priority":
        if isinstance(value, (int, float, _decimal.Decimal)):
            return float(value)
        return str(value)
    if column == "fingerprint":
        if isinstance(value, (bytes, bytearray, memoryview)):
            return bytes(value)
        # A whole number is spelled as one whatever column held it: an
        # integer column that gained a null in pandas is float64, and 7.0
        # must not read as another fingerprint than 7.
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return str(value)
    return str(value)


def _check_columns(names: Iterable[str]) -> list:
    names = list(names)
    unknown = [name for name in names if name not in SITE_COLUMNS]
    if unknown:
        raise SitemapError(
            f"write_site takes the columns {', '.join(SITE_COLUMNS)}; "
            f"{', '.join(map(repr, unknown))} is not one of them: select the columns to write first"
        )
    if "loc" not in names:
        raise SitemapError("the rows have no loc column: every row needs its URL")
    return names


def _chunks_of_table(table: Any) -> Iterator[dict]:
    """Column chunks of a table or of a stream of batches (read a batch at
    a time)."""
    pa = _pyarrow()
    names = _check_columns(table.schema.names)
    # A float32 priority widened to a Python float is 0.800000011920929:
    # Arrow's shortest spelling of the float32 is what was meant.
    floats32 = [
        name for name in names if name == "priority" and pa.types.is_float32(table.schema.field(name).type)
    ]
    batches = table.to_batches(max_chunksize=_CHUNK_ROWS) if isinstance(table, pa.Table) else table
    for batch in batches:
        for name in floats32:
            at = batch.schema.get_field_index(name)
            columns = list(batch.columns)
            columns[at] = columns[at].cast(pa.string())
            batch = pa.RecordBatch.from_arrays(columns, names=batch.schema.names)
        yield {name: _cells(name, batch.column(name)) for name in names}


def _cells(name: str, column: Any) -> list:
    """One Arrow column as the native writer takes it: a column already of
    the writer's type (text; a double priority; bytes for a fingerprint)
    as it is, any other cell by cell."""
    types = _pyarrow().types
    values = column.to_pylist()
    kind = column.type
    taken_as_is = (
        name == "loc"
        or types.is_string(kind)
        or types.is_large_string(kind)
        or (name == "priority" and types.is_float64(kind))
        or (name == "fingerprint" and (types.is_binary(kind) or types.is_large_binary(kind)))
    )
    return values if taken_as_is else [_cell(name, value) for value in values]


def _chunks_of_dicts(rows: Iterable[Mapping[str, Any]]) -> Iterator[dict]:
    chunk: list = []
    for row in rows:
        if not isinstance(row, Mapping):
            raise SitemapError(
                f"write_site takes rows as dicts, got {type(row).__name__}: "
                "give a table, a data frame or dicts with a loc key"
            )
        chunk.append(row)
        if len(chunk) == _CHUNK_ROWS:
            yield _columns_of(chunk)
            chunk = []
    if chunk:
        yield _columns_of(chunk)


def _columns_of(rows: list) -> dict:
    names = _check_columns(dict.fromkeys(key for row in rows for key in row))
    return {
        name: [_cell(name, row.get(name)) if name != "loc" else row.get(name) for row in rows]
        for name in names
    }


def _as_chunks(rows: Any) -> Iterator[dict]:
    pa = _imported_pyarrow()
    if pa is not None and isinstance(rows, pa.RecordBatch):
        rows = pa.Table.from_batches([rows])
    if pa is not None and isinstance(rows, pa.Table):
        return _chunks_of_table(rows)
    module = type(rows).__module__.split(".", 1)[0]
    if module == "polars" and hasattr(rows, "collect") and not hasattr(rows, "to_arrow"):
        rows = rows.collect()  # a LazyFrame
    if module == "polars" and hasattr(rows, "to_arrow"):
        return _chunks_of_table(rows.to_arrow())
    if module == "pandas" and hasattr(rows, "columns"):
        return _chunks_of_table(_pyarrow().Table.from_pandas(rows, preserve_index=False))
    if hasattr(rows, "__arrow_c_stream__"):
        return _chunks_of_table(_pyarrow().RecordBatchReader.from_stream(rows))
    if isinstance(rows, Batch) or hasattr(rows, "__arrow_c_array__"):
        pa = _pyarrow()
        return _chunks_of_table(pa.Table.from_batches([pa.record_batch(rows)]))
    if isinstance(rows, Mapping):
        raise SitemapError(
            "write_site takes rows, not one dict: give a list of dicts, a table or a data frame"
        )
    return _chunks_of_dicts(rows)


def write_site(
    rows: Any,
    out_dir: Union[str, "_os.PathLike[str]"],
    *,
    base: str,
    gzip: bool = False,
    lastmod: str = "given",
    changed_at: Optional[str] = None,
) -> dict:
    """Writes a site (sitemap files and their index) into ``out_dir`` and
    publishes it atomically: a reader of the directory sees the previous
    set or this one, never a mix, and nothing is published if a row is
    bad.

    ``rows`` is a pyarrow table, a pandas or Polars frame, or an iterable
    of dicts, with a ``loc`` column and optionally ``lastmod`` (text,
    date or time-zoned datetime), ``changefreq``, ``priority`` and
    ``fingerprint`` (any text or bytes that change when the page's content
    does). ``base`` is the site's URL; every ``loc`` must be under it, and
    listed once.

    The set is the change feed's (``sitemap generate``): files hold
    contiguous ranges of ``loc`` and keep them from one call to the next,
    a file whose entries did not change is not rewritten, and a ledger
    beside the files records each URL. With ``lastmod="content"`` each
    URL's ``lastmod`` is the time its fingerprint last changed
    (``changed_at``, a W3C date-time, for this call; now by default).

    Returns what changed: ``files`` (each with ``name``, ``kind``,
    ``entries``, ``unchanged``, ``lastmod``), ``added``, ``changed``,
    ``removed``, ``unchanged``, ``published`` and ``warnings``. A bad row
    raises :class:`SitemapError` naming its row (counted from 1).
    """
    writer = _native.SiteWriter(
        _os.fspath(out_dir), base, gzip=gzip, lastmod=lastmod, changed_at=changed_at
    )
    for chunk in _as_chunks(rows):
        writer.write_columns(chunk)
    return writer.finish()


def urls_per_file(urls: int) -> int:
    """How many URLs each sitemap file holds when :func:`write_site` writes
    a new site of ``urls`` URLs: all in one file when they fit the
    protocol's 50,000, else 45,000 a file (room for growth). A job that
    writes a site in parts (:func:`assemble_site`) cuts the URLs, sorted
    by ``loc``, into parts of this many."""
    return _native.urls_per_file(urls)


def normalize_locs(locs: Iterable[Optional[str]]) -> list:
    """Each ``loc`` as the site writer writes it (an IRI's characters
    percent-encoded): what
    a job sorts by to cut URLs into parts as :func:`write_site` does.
    Raises :class:`SitemapError` naming the first value that is no URL
    (counted from 1)."""
    return _native.normalize_locs(list(locs))


def assemble_site(
    parts: Sequence[Union[str, "_os.PathLike[str]"]],
    out_dir: Union[str, "_os.PathLike[str]"],
    *,
    base: str,
    gzip: bool = False,
) -> dict:
    """Publishes a site written in parts as one, atomically: each part a
    folder written by :func:`write_site` (same ``base`` and ``gzip``),
    given in ``loc`` order, each holding only URLs after the previous
    part's. The parts' files are copied under the site's names, with one
    index and one ledger.

    Cut the URLs, sorted by their :func:`normalize_locs` spelling (byte
    order, as Spark sorts strings),
    into parts of :func:`urls_per_file` URLs, and the site is the one
    :func:`write_site` makes from all the rows at once, byte for byte;
    later generations regenerate it incrementally with :func:`write_site`.
    ``out_dir`` must hold no published site yet. Returns what
    :func:`write_site` returns.
    """
    return _native.assemble_site(
        [_os.fspath(part) for part in parts], _os.fspath(out_dir), base=base, gzip=gzip
    )


def scan_polars(site_or_url: str, **options: Any) -> Any:
    """:func:`scan` as a Polars lazy source: a ``LazyFrame`` whose crawl
    runs when it is collected, building only the columns the query selects
    (projection pushdown: only the selected columns cross into Python) and
    stopping after ``head(n)``'s entries. Takes
    :func:`scan`'s keyword options. Needs Polars.
    """
    import polars as pl
    from polars.io.plugins import register_io_source

    unknown = set(options) - {
        "max_files",
        "max_bytes",
        "max_entries",
        "max_time",
        "allow_hosts",
        "allow_private_addresses",
        "cache",
        "user_agent",
        "keep_foreign",
    }
    if unknown:
        raise TypeError(f"scan_polars() got unexpected options: {', '.join(sorted(unknown))}")
    schema = pl.from_arrow(scan_schema().empty_table()).schema

    def source(with_columns, predicate, n_rows, batch_size):
        chosen = dict(options)
        if n_rows is not None:
            limit = chosen.get("max_entries")
            chosen["max_entries"] = n_rows if limit is None else min(limit, n_rows)
        frame = pl.from_arrow(scan_batches(site_or_url, columns=with_columns, **chosen).read_all())
        if predicate is not None:
            frame = frame.filter(predicate)
        if n_rows is not None:
            frame = frame.head(n_rows)
        yield frame

    return register_io_source(source, schema=schema)
