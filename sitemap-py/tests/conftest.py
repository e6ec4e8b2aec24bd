"""Fixture sites served over real HTTP on 127.0.0.1."""

from __future__ import annotations

import gzip
import http.server
import threading
import time
from typing import Callable, Dict, Optional, Tuple

import pytest

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"

#: path -> (status, body, content type), or a callable giving that.
Routes = Dict[str, object]


def urlset(locs, lastmod: Optional[str] = None) -> bytes:
    entries = "".join(
        f"<url><loc>{loc}</loc>" + (f"<lastmod>{lastmod}</lastmod>" if lastmod else "") + "</url>"
        for loc in locs
    )
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">{entries}</urlset>\n'.encode()


def index(locs) -> bytes:
    entries = "".join(f"<sitemap><loc>{loc}</loc></sitemap>" for loc in locs)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{NS}">{entries}</sitemapindex>\n'.encode()


class Site:
    """A web server on 127.0.0.1 serving `routes`; counts the requests."""

    def __init__(self) -> None:
        self.routes: Routes = {}
        self.requests: list = []
        self.delay = 0.0
        site = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
                site.requests.append(self.path)
                if site.delay:
                    time.sleep(site.delay)
                route = site.routes.get(self.path)
                if callable(route):
                    route = route()
                if route is None:
                    status, body, kind = 404, b"not found", "text/plain"
                else:
                    status, body, kind = route
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.root = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return self.root + path.lstrip("/")

    def xml(self, path: str, body: bytes) -> None:
        self.routes["/" + path.lstrip("/")] = (200, body, "application/xml")

    def gz(self, path: str, body: bytes) -> None:
        self.routes["/" + path.lstrip("/")] = (200, gzip.compress(body), "application/gzip")

    def text(self, path: str, body: str) -> None:
        self.routes["/" + path.lstrip("/")] = (200, body.encode(), "text/plain")

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def site():
    served = Site()
    yield served
    served.close()


@pytest.fixture
def blog(site: Site) -> Tuple[Site, int]:
    """A site of 3 files behind robots.txt and an index: 2,500 URLs."""
    site.text("robots.txt", f"User-agent: *\nDisallow:\nSitemap: {site.url('sitemap_index.xml')}\n")
    site.xml(
        "sitemap_index.xml",
        index([site.url("posts-1.xml"), site.url("posts-2.xml.gz"), site.url("pages.txt")]),
    )
    site.xml("posts-1.xml", urlset([site.url(f"posts/{n}") for n in range(1000)], "2026-11-01"))
    site.gz("posts-2.xml.gz", urlset([site.url(f"posts/{n}") for n in range(1000, 2000)]))
    site.text("pages.txt", "".join(site.url(f"pages/{n}") + "\n" for n in range(500)))
    return site, 2500
