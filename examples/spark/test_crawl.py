"""The Spark crawl on local Spark (`local[2]`) against sites on 127.0.0.1:
it finds what one process's scans find."""

from __future__ import annotations

import http.server
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import sitemap_core

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
HERE = Path(__file__).parent


class Site:
    """A site of `count` URLs in one sitemap, named by robots.txt."""

    def __init__(self, count: int) -> None:
        site = self
        self.pages = {}

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                body = site.pages.get(self.path)
                self.send_response(200 if body is not None else 404)
                body = body if body is not None else b"not found"
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.root = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.pages["/robots.txt"] = f"Sitemap: {self.root}sitemap.xml\n".encode()
        entries = "".join(f"<url><loc>{self.root}p/{n}</loc></url>" for n in range(count))
        self.pages["/sitemap.xml"] = f'<urlset xmlns="{NS}">{entries}</urlset>'.encode()
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture
def sites():
    served = [Site(count) for count in (1_500, 700, 3)]
    yield served
    for site in served:
        site.close()


def spark_env() -> dict:
    env = dict(os.environ)
    env["PYSPARK_PYTHON"] = sys.executable
    env["PYSPARK_DRIVER_PYTHON"] = sys.executable
    return env


def test_the_spark_crawl_finds_what_single_scans_find(sites, tmp_path):
    listing = tmp_path / "sites.txt"
    listing.write_text("".join(site.root + "\n" for site in sites) + "ftp://not-a-site/\n")
    out = tmp_path / "urls"
    done = subprocess.run(
        [sys.executable, str(HERE / "crawl.py"), "--sites", str(listing), "--out", str(out),
         "--master", "local[2]", "--allow-private-addresses", "--max-time", "60"],
        env=spark_env(), capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert "ftp://not-a-site/" in done.stderr
    reports = [json.loads(line) for line in done.stdout.splitlines() if line.startswith('{"site"')]
    assert [report["site"] for report in reports] == sorted(
        [site.root for site in sites] + ["ftp://not-a-site/"]
    )
    for report in reports:
        if report["site"].startswith("http"):
            assert report["files_read"] == 1 and report["budget"] is None, report

    single = [sitemap_core.scan(site.root, allow_private_addresses=True) for site in sites]
    expected = sorted(url for table in single for url in table.column("url").to_pylist())
    written = pq.read_table(out)
    assert written.num_rows == len(expected) == 2_203
    assert sorted(written.column("url").to_pylist()) == expected
    # Partitioned by host, with each row's site and provenance kept.
    assert [p.name for p in out.iterdir() if p.is_dir()] == ["url_host_name=127.0.0.1"]
    row = written.slice(0, 1).to_pylist()[0]
    assert row["sitemap"] == row["site"] + "sitemap.xml"
