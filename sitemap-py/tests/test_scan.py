"""`scan` and `scan_polars` against sites served on 127.0.0.1."""

from __future__ import annotations

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
