"""`scan` and `scan_polars` against sites served on 127.0.0.1."""

from __future__ import annotations

import datetime
import json
import signal
import subprocess
import sys
import threading
import time

import pyarrow as pa
import pyarrow.compute as pc
import pytest

import sitemap_core
from conftest import index, urlset


def test_a_whole_site_is_found_from_its_root(blog):
    site, count = blog
    table = sitemap_core.scan(site.root, allow_private_addresses=True)
    assert isinstance(table, pa.Table)
    assert table.num_rows == count
    assert len(set(table.column("url").to_pylist())) == count
    summary = sitemap_core.summary(table)
    assert summary["files_read"] == 4  # the index and its three files
    assert summary["files_failed"] == 0
    assert summary["budget"] is None
    # The columns of `sitemap fetch --format parquet`, provenance included.
    for column in ("url_host_name", "lastmod_ts", "sitemap", "sitemap_line", "sitemap_root"):
        assert column in table.column_names
    row = table.filter(pc.equal(table.column("url"), site.url("posts/7"))).to_pylist()[0]
    assert row["sitemap"] == site.url("posts-1.xml")
    assert row["sitemap_root"] == site.url("sitemap_index.xml")
    assert row["sitemap_depth"] == 1
    assert row["lastmod"] == "2026-11-01"
    assert row["url_host_name"] == "127.0.0.1"


def test_the_address_policy_refuses_private_addresses_past_the_start(site):
    # The crawl starts at `localhost`; its index sends it to 127.0.0.1, a
    # loopback address of another host (allowed by the origin policy here).
    start = f"http://localhost:{site.port}/sitemap.xml"
    site.xml("sitemap.xml", index([site.url("inner.xml")]))
    site.xml("inner.xml", urlset([site.url("secret")]))
    table = sitemap_core.scan(start, allow_hosts=["127.0.0.1"])
    assert table.num_rows == 0
    summary = sitemap_core.summary(table)
    assert summary["files_failed"] == 1
    assert list(summary["failures"]) == ["address-refused"]
    assert site.requests == ["/sitemap.xml"], "nothing may be sent to a refused address"

    table = sitemap_core.scan(start, allow_hosts=["127.0.0.1"], allow_private_addresses=True)
    assert table.column("url").to_pylist() == [site.url("secret")]


def test_the_origin_policy_skips_other_hosts_unless_allowed(site):
    # `localhost` is another host than `127.0.0.1`, though the same server.
    other = f"http://localhost:{site.port}/"
    site.xml("sitemap.xml", index([site.url("mine.xml"), other + "theirs.xml"]))
    site.xml("mine.xml", urlset([site.url("a")]))
    site.xml("theirs.xml", urlset([other + "b"]))
    table = sitemap_core.scan(site.url("sitemap.xml"), allow_private_addresses=True)
    assert table.column("url").to_pylist() == [site.url("a")]
    assert sitemap_core.summary(table)["skips"] == {"off-site": 1}
    assert "/theirs.xml" not in site.requests

    table = sitemap_core.scan(
        site.url("sitemap.xml"), allow_private_addresses=True, allow_hosts=["localhost"]
    )
    assert sorted(table.column("url").to_pylist()) == sorted([site.url("a"), other + "b"])


def test_budgets_stop_the_crawl_and_say_which(blog):
    site, count = blog
    table = sitemap_core.scan(site.root, allow_private_addresses=True, max_files=2)
    summary = sitemap_core.summary(table)
    assert summary["budget"] == "max_files"
    assert summary["files_read"] <= 2
    assert table.num_rows < count

    table = sitemap_core.scan(site.root, allow_private_addresses=True, max_entries=10)
    assert sitemap_core.summary(table)["budget"] == "max_entries"
    assert table.num_rows <= 10

    table = sitemap_core.scan(site.root, allow_private_addresses=True, max_bytes=2_000)
    assert sitemap_core.summary(table)["budget"] == "max_bytes"

    site.delay = 0.4
    started = time.monotonic()
    table = sitemap_core.scan(site.root, allow_private_addresses=True, max_time=0.5)
    assert time.monotonic() - started < 3
    assert sitemap_core.summary(table)["budget"] == "max_time"


def test_a_broken_file_loses_only_what_it_breaks(site):
    good = urlset([site.url(f"p/{n}") for n in range(10)])
    cut = good[: good.index(b"<url><loc>" + site.url("p/6").encode())]
    site.xml("sitemap.xml", index([site.url("cut.xml"), site.url("missing.xml")]))
    site.xml("cut.xml", cut)
    table = sitemap_core.scan(site.url("sitemap.xml"), allow_private_addresses=True)
    assert table.column("url").to_pylist() == [site.url(f"p/{n}") for n in range(6)]
    summary = sitemap_core.summary(table)
    # The cut file and the missing one: neither was read to its end.
    assert summary["files_failed"] == 2
    assert summary["files_read"] == 1
    assert summary["failures"]


def test_the_gil_is_released_while_it_works(blog):
    site, count = blog
    site.delay = 0.05
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        table = sitemap_core.scan(site.root, allow_private_addresses=True)
    finally:
        stop.set()
        ticker.join()
    assert table.num_rows == count
    # Five requests of 50 ms at least: a held GIL would leave the ticker at
    # one or two ticks.
    assert len(ticks) > 50


def test_bad_arguments_raise_with_what_to_change():
    with pytest.raises(sitemap_core.SitemapError, match="not a site or sitemap URL"):
        sitemap_core.scan("ftp://example.com/")
    with pytest.raises(sitemap_core.SitemapError, match="max_time"):
        sitemap_core.scan("https://example.com/", max_time=-1)
    with pytest.raises(OverflowError):
        sitemap_core.scan("https://example.com/", max_files=-1)


def test_polars_reads_it_lazily_with_projection_pushdown(blog):
    pl = pytest.importorskip("polars")
    site, count = blog
    lazy = sitemap_core.scan_polars(site.root, allow_private_addresses=True)
    assert isinstance(lazy, pl.LazyFrame)
    assert site.requests == [], "nothing is fetched before the frame is collected"
    frame = lazy.select("url", "sitemap").collect()
    assert frame.columns == ["url", "sitemap"]
    assert frame.height == count
    few = lazy.filter(pl.col("url").str.contains("/pages/")).select(pl.len()).collect()
    assert few.item() == 500
    head = lazy.head(5).collect()
    assert head.height == 5


def test_a_scan_streams_in_batches_and_stopping_stops_the_crawl(site):
    files = [site.url(f"part-{n}.xml") for n in range(30)]
    site.xml("sitemap.xml", index(files))
    for n, url in enumerate(files):
        site.xml(url.rsplit("/", 1)[1], urlset([site.url(f"p/{n}/{m}") for m in range(3_000)]))
    reader = sitemap_core.scan_batches(
        site.url("sitemap.xml"), allow_private_addresses=True, columns=["url", "sitemap"]
    )
    assert reader.schema.names == ["url", "sitemap"]
    first = next(iter(reader))
    assert 0 < first.num_rows <= 16_384
    assert reader.summary() is None, "no summary before the end"
    del reader, first
    time.sleep(1.0)
    asked = len(site.requests)
    time.sleep(1.0)
    assert len(site.requests) == asked, "the crawl went on after its reader was dropped"
    assert asked < 31, f"{asked} requests: the crawl did not stop early"

    reader = sitemap_core.scan_batches(site.url("sitemap.xml"), allow_private_addresses=True)
    rows = sum(batch.num_rows for batch in reader)
    assert rows == 90_000
    assert reader.summary()["files_read"] == 31


def test_polars_counts_without_any_column_and_filters_before_head(blog):
    pl = pytest.importorskip("polars")
    site, count = blog
    lazy = sitemap_core.scan_polars(site.root, allow_private_addresses=True)
    assert lazy.select(pl.len()).collect().item() == count
    posts = lazy.filter(pl.col("url").str.contains("/pages/")).head(7).collect()
    assert posts.height == 7
    assert all("/pages/" in url for url in posts["url"])


def test_dropping_a_scan_stops_a_slow_crawl_within_moments(site):
    files = [site.url(f"small-{n}.xml") for n in range(30)]
    site.xml("sitemap.xml", index(files))
    for n, url in enumerate(files):
        site.xml(url.rsplit("/", 1)[1], urlset([site.url(f"s/{n}/{m}") for m in range(10)]))
    site.delay = 0.2
    reader = sitemap_core.scan_batches(site.url("sitemap.xml"), allow_private_addresses=True)
    time.sleep(0.6)
    del reader
    time.sleep(0.6)
    asked = len(site.requests)
    time.sleep(1.2)
    assert len(site.requests) == asked, "the crawl went on after its reader was dropped"
    assert asked < 15, f"{asked} of 31 files asked for"


def priced(site):
    """A sitemap whose entries have every kind of value: text, a time, a
    priority, an image count; and one entry with none of them."""
    site.xml(
        "sitemap.xml",
        b'<?xml version="1.0" encoding="UTF-8"?>\n'
        b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
        b'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">'
        + f"<url><loc>{site.url('a')}</loc><lastmod>2026-11-01T09:30:15.25+01:00</lastmod>"
        f"<changefreq>daily</changefreq><priority>0.8</priority>"
        f"<image:image><image:loc>{site.url('a.png')}</image:loc></image:image></url>"
        f"<url><loc>{site.url('b')}</loc></url>".encode()
        + b"</urlset>",
    )
    return site.url("sitemap.xml")


def test_a_batch_gives_the_tables_values_as_python_values(site):
    start = priced(site)
    table = sitemap_core.scan(start, allow_private_addresses=True)
    batches = list(sitemap_core.scan_batches(start, allow_private_addresses=True))
    assert [type(batch).__name__ for batch in batches] == ["Batch"]
    batch = batches[0]
    assert len(batch) == batch.num_rows == 2
    assert batch.column_names == table.column_names
    # Python values equal to pyarrow's, column by column and row by row,
    # but for the float32 priority: pyarrow widens 0.8 to 0.800000011920929.
    rows = table.to_pylist()
    for row in rows:
        row.pop("priority")
    assert [{k: v for k, v in row.items() if k != "priority"} for row in batch.to_pylist()] == rows
    for name in table.column_names:
        if name != "priority":
            assert batch.column(name) == table.column(name).to_pylist(), name
    as_float32 = pa.array(batch.column("priority"), pa.float32())
    assert as_float32.equals(table.column("priority").combine_chunks())
    first, second = batch.to_pylist()
    assert first["priority"] == 0.8, "the float32 0.8 reads back as written"
    assert first["lastmod_ts"] == datetime.datetime(
        2026, 11, 1, 8, 30, 15, 250_000, tzinfo=datetime.timezone.utc
    )
    assert second["priority"] is None and second["lastmod_ts"] is None
    assert isinstance(first["sitemap_line"], int) and isinstance(first["foreign"], bool)
    # The Arrow PyCapsule array interface, and its shortcut.
    assert pa.record_batch(batch).equals(table.to_batches()[0])
    assert batch.to_pyarrow().equals(table.to_batches()[0])
    with pytest.raises(sitemap_core.SitemapError, match='no column "nope".*url'):
        batch.column("nope")


def test_a_scan_read_as_python_values_never_imports_pyarrow(site):
    start = priced(site)
    program = (
        "import json, sys, sitemap_core\n"
        f"reader = sitemap_core.scan_batches({start!r}, allow_private_addresses=True)\n"
        "urls = [url for batch in reader for url in batch.column('url')]\n"
        "rows = [row for batch in sitemap_core.scan_batches("
        f"{start!r}, allow_private_addresses=True) for row in batch.to_pylist()]\n"
        "print(json.dumps([urls, len(rows), reader.summary()['urls'], 'pyarrow' in sys.modules]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", program], check=True, capture_output=True, text=True
    ).stdout
    urls, rows, counted, imported = json.loads(out)
    assert urls == [site.url("a"), site.url("b")]
    assert rows == counted == 2
    assert imported is False, "reading a scan as Python values imported pyarrow"


def test_iteration_and_the_arrow_stream_share_one_scan(site):
    files = [site.url(f"part-{n}.xml") for n in range(3)]
    site.xml("sitemap.xml", index(files))
    for n, url in enumerate(files):
        site.xml(url.rsplit("/", 1)[1], urlset([site.url(f"p/{n}/{m}") for m in range(10_000)]))
    reader = sitemap_core.scan_batches(site.url("sitemap.xml"), allow_private_addresses=True)
    first = next(iter(reader))
    rest = pa.RecordBatchReader.from_stream(reader).read_all()
    assert first.num_rows + rest.num_rows == 30_000
    urls = set(first.column("url")) | set(rest.column("url").to_pylist())
    assert len(urls) == 30_000, "a row was read twice or lost between the two"
    assert reader.summary()["urls"] == 30_000
    with pytest.raises(sitemap_core.SitemapError, match="handed to an Arrow reader"):
        list(reader)
    with pytest.raises(sitemap_core.SitemapError, match="handed to an Arrow reader already"):
        reader.read_all()

    # Iterated to its end, the stream is gone, and says so.
    reader = sitemap_core.scan_batches(site.url("sitemap.xml"), allow_private_addresses=True)
    assert sum(len(batch) for batch in reader) == 30_000
    assert list(reader) == []
    with pytest.raises(sitemap_core.SitemapError, match="read to its end already"):
        reader.read_all()
    assert sitemap_core.scan_schema(["url", "sitemap"]).names == ["url", "sitemap"]


def test_ctrl_c_interrupts_a_scan_that_waits_on_the_network(site):
    import _thread

    files = [site.url(f"slow-{n}.xml") for n in range(5)]
    site.xml("sitemap.xml", index(files))
    for n, url in enumerate(files):
        site.xml(url.rsplit("/", 1)[1], urlset([site.url(f"s/{n}")]))
    site.delay = 3.0
    reader = sitemap_core.scan_batches(site.url("sitemap.xml"), allow_private_addresses=True)
    # A process started in the background by a non-interactive shell (CI,
    # `cmd &`) inherits SIGINT ignored, and Python then installs no handler,
    # so interrupt_main would do nothing; Ctrl-C at a terminal has one.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.3, _thread.interrupt_main)
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            for _ in reader:
                pass
    finally:
        timer.join()
        # None: a handler installed outside Python, which cannot be put back from here.
        signal.signal(signal.SIGINT, signal.SIG_DFL if previous is None else previous)
    assert time.monotonic() - started < 2.0, "Ctrl-C waited for the network"
