"""`read` and `validate` on files and bytes of every syntax."""

from __future__ import annotations

import gzip
import random

import pytest

import sitemap_core
from conftest import NS, index, urlset

LOCS = [f"https://example.com/p/{n}" for n in range(3)]


def test_a_file_and_its_bytes_read_the_same(tmp_path):
    body = urlset(LOCS, "2026-11-01T10:00:00Z")
    path = tmp_path / "sitemap.xml"
    path.write_bytes(body)
    for source in (path, str(path), body, bytearray(body), memoryview(body)):
        table = sitemap_core.read(source)
        assert table.column("url").to_pylist() == LOCS
        assert table.column("lastmod").to_pylist() == ["2026-11-01T10:00:00Z"] * 3
    assert sitemap_core.summary(sitemap_core.read(body)) == {
        "kind": "urlset",
        "errors": 0,
        "warnings": 0,
    }


def test_every_syntax_is_read_by_content(tmp_path):
    text = "".join(loc + "\n" for loc in LOCS).encode()
    as_json = ("\n".join('{"loc": "%s"}' % loc for loc in LOCS)).encode()
    rss = (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>'
        + "".join(f"<item><link>{loc}</link></item>" for loc in LOCS)
        + "</channel></rss>"
    ).encode()
    atom = (
        '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>'
        + "".join(f'<entry><link href="{loc}"/></entry>' for loc in LOCS)
        + "</feed>"
    ).encode()
    for body in (urlset(LOCS), gzip.compress(urlset(LOCS)), text, as_json, rss, atom):
        assert sitemap_core.read(body).column("url").to_pylist() == LOCS, body[:40]


def test_an_index_gives_its_sitemaps():
    table = sitemap_core.read(index(["https://example.com/a.xml", "https://example.com/b.xml"]))
    assert table.column_names == ["url", "lastmod"]
    assert table.column("url").to_pylist() == ["https://example.com/a.xml", "https://example.com/b.xml"]
    assert sitemap_core.summary(table)["kind"] == "index"


def test_lenient_reading_keeps_what_a_fault_did_not_touch_and_strict_raises():
    body = (
        f'<urlset xmlns="{NS}"><url><loc>https://example.com/a</loc></url>'
        "<url><loc>https://example.com/b</loc><priority>high</priority></url>"
        "<url><loc>not a url</loc></url>"
        "<url><loc>https://example.com/c</loc></url></urlset>"
    ).encode()
    table = sitemap_core.read(body)
    assert table.column("url").to_pylist() == [
        "https://example.com/a",
        "https://example.com/b",
        "https://example.com/c",
    ]
    assert table.column("priority").to_pylist() == [None, None, None]
    counts = sitemap_core.summary(table)
    assert counts["errors"] >= 1 and counts["warnings"] >= 1
    with pytest.raises(sitemap_core.SitemapError, match=r"<bytes>:1:\d+: error: priority"):
        sitemap_core.read(body, lenient=False)


def test_published_at_resolves_relative_urls_and_adds_provenance():
    body = f'<urlset xmlns="{NS}">\n<url><loc>/a</loc></url>\n<url><loc>b</loc></url>\n</urlset>'.encode()
    table = sitemap_core.read(body, published_at="https://example.com/blog/sitemap.xml")
    assert table.column("url").to_pylist() == ["https://example.com/a", "https://example.com/blog/b"]
    assert table.column("sitemap").to_pylist() == ["https://example.com/blog/sitemap.xml"] * 2
    assert table.column("sitemap_line").to_pylist() == [2, 3]
    with pytest.raises(sitemap_core.SitemapError, match="published_at"):
        sitemap_core.read(body, published_at="not a url")


def test_validate_finds_each_problem_with_its_place_and_rule(tmp_path):
    body = b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url>\n<loc>https://example.com/a</loc>\n<changefreq>sometimes</changefreq>\n</url>\n</urlset>\n'
    path = tmp_path / "bad.xml"
    path.write_bytes(body)
    findings = sitemap_core.validate(path)
    assert len(findings) == 1
    finding = findings[0]
    assert (finding.file, finding.line, finding.severity, finding.rule) == (
        str(path),
        4,
        "error",
        "changefreq.enumeration",
    )
    assert finding.column > 0
    assert "sometimes" in finding.message
    assert str(finding).startswith(f"{path}:4:")
    assert sitemap_core.validate(urlset(LOCS)) == []
    # Lenient: what costs no entry is a warning.
    assert [f.severity for f in sitemap_core.validate(body, strict=False)] == ["warning"]


def test_missing_files_and_wrong_types_raise():
    with pytest.raises(FileNotFoundError, match="nowhere.xml"):
        sitemap_core.read("/nowhere.xml")
    with pytest.raises(TypeError, match="path or bytes"):
        sitemap_core.read(42)


def test_hostile_bytes_never_crash_the_interpreter():
    rng = random.Random(31)
    seeds = [urlset(LOCS), index(LOCS), gzip.compress(urlset(LOCS)), b"\xef\xbb\xbf<urlset"]
    for _ in range(300):
        body = bytearray(rng.choice(seeds))
        for _ in range(rng.randint(1, 8)):
            at = rng.randrange(len(body))
            body[at] = rng.randrange(256)
        sitemap_core.read(bytes(body))
        sitemap_core.validate(bytes(body))
    # A gzip bomb is cut at the reader's limit, not read into memory.
    bomb = gzip.compress(b"<" * (200 << 20))
    assert sitemap_core.read(bomb).num_rows == 0
    assert any(f.rule.startswith("limit") or f.severity == "error" for f in sitemap_core.validate(bomb))
