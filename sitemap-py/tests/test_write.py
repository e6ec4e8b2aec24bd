"""`write_site`: rows of every shape into one atomically published site."""

from __future__ import annotations

import datetime as dt
import pyarrow as pa
import pytest

import sitemap_core

BASE = "https://example.com/"


def rows(count, fingerprint="v1"):
    return [
        {"loc": f"{BASE}p/{n:06}", "lastmod": "2026-11-01", "fingerprint": f"{fingerprint}-{n}"}
        for n in range(count)
    ]


def site_urls(out_dir):
    """Every URL the published site lists, read back through its index."""
    index = sitemap_core.read(out_dir / "sitemap.xml")
    if sitemap_core.summary(index)["kind"] == "urlset":
        return index.column("url").to_pylist()
    found = []
    for url in index.column("url").to_pylist():
        found += sitemap_core.read(out_dir / url.rsplit("/", 1)[1]).column("url").to_pylist()
    return found


def test_every_shape_of_rows_writes_the_same_site(tmp_path):
    given = rows(120)
    table = pa.Table.from_pylist(given)
    shapes = {"dicts": given, "generator": iter(given), "table": table, "batch": table.to_batches()[0]}
    try:
        import pandas as pd
    except ImportError:
        pd = None
    if pd is not None:
        shapes["pandas"] = pd.DataFrame(given)
    try:
        import polars as pl

        shapes["polars"] = pl.DataFrame(given)
        shapes["polars lazy"] = pl.DataFrame(given).lazy()
    except ImportError:
        pass
    written = {}
    for name, shape in shapes.items():
        out = tmp_path / name.replace(" ", "-")
        report = sitemap_core.write_site(shape, out, base=BASE)
        assert report["published"] and report["added"] == 120, name
        assert site_urls(out) == [row["loc"] for row in given], name
        written[name] = sorted(
            (p.name, p.read_bytes()) for p in out.iterdir() if not p.name.startswith(".")
        )
    first = next(iter(written.values()))
    for name, files in written.items():
        assert files == first, f"{name} wrote another site"


def test_a_site_past_one_file_gets_an_index_and_validates(tmp_path):
    report = sitemap_core.write_site(rows(120_000), tmp_path, base=BASE, gzip=True)
    sitemaps = [f for f in report["files"] if f["kind"] == "sitemap"]
    assert len(sitemaps) == 3
    assert sum(f["entries"] for f in sitemaps) == 120_000
    assert [f for f in report["files"] if f["kind"] == "index"]
    index = sitemap_core.read(tmp_path / "sitemap.xml")
    assert index.num_rows == 3
    for url in index.column("url").to_pylist():
        path = tmp_path / url.rsplit("/", 1)[1]
        assert path.read_bytes()[:2] == b"\x1f\x8b"
        assert sitemap_core.validate(path) == []


def test_regeneration_rewrites_only_what_changed(tmp_path):
    sitemap_core.write_site(
        rows(120_000), tmp_path, base=BASE, lastmod="content", changed_at="2026-11-01T00:00:00Z"
    )
    files = {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.xml")}
    changed = rows(120_000)
    changed[5]["fingerprint"] = "v2"
    report = sitemap_core.write_site(
        changed, tmp_path, base=BASE, lastmod="content", changed_at="2026-11-28T12:00:00Z"
    )
    assert (report["added"], report["changed"], report["removed"]) == (0, 1, 0)
    kept = [f["name"] for f in report["files"] if f["unchanged"]]
    assert len(kept) == 2
    for name in kept:
        assert (tmp_path / name).stat().st_mtime_ns == files[name]
    table = sitemap_core.read(tmp_path / [f["name"] for f in report["files"] if f["kind"] == "sitemap" and not f["unchanged"]][0])
    lastmods = dict(zip(table.column("url").to_pylist(), table.column("lastmod").to_pylist()))
    assert lastmods[f"{BASE}p/000005"] == "2026-11-28T12:00:00Z"
    assert lastmods[f"{BASE}p/000006"] == "2026-11-01"
    again = sitemap_core.write_site(changed, tmp_path, base=BASE, lastmod="content")
    assert again["published"] is False


def test_a_bad_row_publishes_nothing_and_says_which(tmp_path):
    sitemap_core.write_site(rows(10), tmp_path, base=BASE)
    before = sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir())
    bad = rows(200)
    bad[150]["lastmod"] = "yesterday"
    with pytest.raises(sitemap_core.SitemapError, match=r"row 151: .*yesterday"):
        sitemap_core.write_site(bad, tmp_path, base=BASE)
    outside = rows(3) + [{"loc": "https://elsewhere.example/x"}]
    with pytest.raises(sitemap_core.SitemapError, match="row 4"):
        sitemap_core.write_site(outside, tmp_path, base=BASE)
    assert sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir()) == before


def test_values_are_taken_in_their_python_types(tmp_path):
    given = [
        {"loc": f"{BASE}a", "lastmod": dt.date(2026, 11, 1), "priority": 0.8, "changefreq": "daily"},
        {"loc": f"{BASE}b", "lastmod": dt.datetime(2026, 11, 2, 9, 30, tzinfo=dt.timezone.utc)},
        {"loc": f"{BASE}c", "fingerprint": b"\x00\x01"},
    ]
    report = sitemap_core.write_site(given, tmp_path, base=BASE)
    (name,) = [f["name"] for f in report["files"] if f["kind"] == "sitemap"]
    table = sitemap_core.read(tmp_path / name)
    assert table.column("lastmod").to_pylist() == ["2026-11-01", "2026-11-02T09:30:00+00:00", None]
    assert table.column("priority").to_pylist()[0] == pytest.approx(0.8)
    assert table.column("changefreq").to_pylist() == ["daily", None, None]
    with pytest.raises(sitemap_core.SitemapError, match="time zone"):
        sitemap_core.write_site([{"loc": f"{BASE}a", "lastmod": dt.datetime(2026, 1, 1)}], tmp_path / "n", base=BASE)
    with pytest.raises(sitemap_core.SitemapError, match="'title' is not one of them"):
        sitemap_core.write_site([{"loc": f"{BASE}a", "title": "A"}], tmp_path / "n", base=BASE)
    with pytest.raises(sitemap_core.SitemapError, match="no loc column"):
        sitemap_core.write_site([{"lastmod": "2026-01-01"}], tmp_path / "n", base=BASE)
    with pytest.raises(sitemap_core.SitemapError, match="base="):
        sitemap_core.write_site(rows(1), tmp_path / "n", base="example.com")
    assert not (tmp_path / "n").exists() or not any((tmp_path / "n").glob("*.xml"))


def test_a_site_written_in_parts_is_assembled_into_the_one_site(tmp_path):
    given = rows(120_000)
    single = tmp_path / "single"
    sitemap_core.write_site(given, single, base=BASE)
    per_file = sitemap_core.urls_per_file(len(given))
    assert per_file == 45_000
    ordered = sorted(given, key=lambda row: row["loc"])
    parts = []
    for n, start in enumerate(range(0, len(ordered), per_file)):
        part = tmp_path / f"part-{n}"
        sitemap_core.write_site(ordered[start : start + per_file], part, base=BASE)
        parts.append(part)
    report = sitemap_core.assemble_site(parts, tmp_path / "site", base=BASE)
    assert report["added"] == 120_000 and report["published"]
    visible = lambda folder: sorted(  # noqa: E731
        (p.name, p.read_bytes()) for p in folder.iterdir() if not p.name.startswith(".")
    )
    assert visible(tmp_path / "site") == visible(single)
    with pytest.raises(sitemap_core.SitemapError, match="not after the previous part"):
        sitemap_core.assemble_site(list(reversed(parts)), tmp_path / "other", base=BASE)
    with pytest.raises(sitemap_core.SitemapError, match="already holds a published set"):
        sitemap_core.assemble_site(parts, tmp_path / "site", base=BASE)


def test_locs_are_normalized_as_the_writer_writes_them():
    assert sitemap_core.normalize_locs(["https://Example.com/ü", "https://example.com/a"]) == [
        "https://Example.com/%C3%BC",
        "https://example.com/a",
    ]
    with pytest.raises(sitemap_core.SitemapError, match="loc 2: "):
        sitemap_core.normalize_locs(["https://example.com/a", "not a url"])


def test_a_duplicate_loc_is_refused_by_name(tmp_path):
    given = rows(3) + [{"loc": f"{BASE}p/000001"}]
    with pytest.raises(sitemap_core.SitemapError, match=r"https://example.com/p/000001"):
        sitemap_core.write_site(given, tmp_path, base=BASE)
    assert not list(tmp_path.glob("*.xml"))


def test_typed_columns_keep_their_meaning(tmp_path):
    table = pa.table(
        {
            "loc": [f"{BASE}a", f"{BASE}b", f"{BASE}c"],
            "priority": pa.array([0.8, None, 0.1], pa.float32()),
            "lastmod": pa.array(
                [dt.datetime(2026, 11, 2, 9, 30, tzinfo=dt.timezone.utc), None, None],
                pa.timestamp("s", tz="UTC"),
            ),
            "fingerprint": pa.array([7.0, None, 9.5], pa.float64()),
        }
    )
    # A stream of batches is read a batch at a time, as a table is.
    reader = pa.RecordBatchReader.from_batches(table.schema, table.to_batches(max_chunksize=1))
    report = sitemap_core.write_site(reader, tmp_path / "site", base=BASE)
    (name,) = [f["name"] for f in report["files"] if f["kind"] == "sitemap"]
    text = (tmp_path / "site" / name).read_text()
    assert "<priority>0.8</priority>" in text and "<priority>0.1</priority>" in text
    assert "<lastmod>2026-11-02T09:30:00+00:00</lastmod>" in text
    # 7.0 and 7 are one fingerprint: a regeneration with ints changes nothing.
    again = sitemap_core.write_site(
        [
            {"loc": f"{BASE}a", "priority": "0.8", "lastmod": "2026-11-02T09:30:00+00:00", "fingerprint": 7},
            {"loc": f"{BASE}b"},
            {"loc": f"{BASE}c", "priority": "0.1", "fingerprint": "9.5"},
        ],
        tmp_path / "site",
        base=BASE,
        lastmod="content",
    )
    assert again["published"] is False, again


def test_after_a_bad_chunk_nothing_can_be_published(tmp_path):
    writer = sitemap_core._native.SiteWriter(str(tmp_path), BASE)
    with pytest.raises(sitemap_core.SitemapError, match="row 2"):
        writer.write_columns({"loc": [f"{BASE}a", "not a url", f"{BASE}c"]})
    with pytest.raises(sitemap_core.SitemapError, match="finished or failed already"):
        writer.finish()
    assert not list(tmp_path.glob("*.xml"))
