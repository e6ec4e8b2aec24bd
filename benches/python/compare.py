"""sitemap_core against the Python tools, side by side in one run.

scan: a local site of N URLs (files of 50,000 behind robots.txt and an
index, served from 127.0.0.1 by a separate process) found by
`sitemap_core.scan` (one table) and `sitemap_core.scan_batches` (streamed
and counted, as usp's `all_pages()` generator is), ultimate-sitemap-parser
and advertools; read: one
50,000-URL file parsed by `sitemap_core.read`, Scrapy's sitemap parser and
lxml's `iterparse`. Each tool runs in a fresh child process; wall time and
the child's peak resident memory are measured, and reported as ratios to
ultimate-sitemap-parser (scan) or lxml (read) from the same run.

    python3 -m venv target/bench-venv
    target/bench-venv/bin/pip install -r benches/python/requirements.txt ./sitemap-py
    target/bench-venv/bin/python benches/python/compare.py --sizes 30000 1000000
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
PER_FILE = 50_000


def write_site(folder: Path, root: str, count: int) -> None:
    names = []
    for start in range(0, count, PER_FILE):
        name = f"sitemap-{start // PER_FILE + 1}.xml"
        names.append(name)
        with open(folder / name, "w") as out:
            out.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n')
            for n in range(start, min(count, start + PER_FILE)):
                out.write(
                    f"<url><loc>{root}posts/{n}/a-title-of-some-length</loc>"
                    f"<lastmod>2026-11-{1 + n % 28:02}T10:00:00Z</lastmod></url>\n"
                )
            out.write("</urlset>\n")
    with open(folder / "sitemap_index.xml", "w") as out:
        out.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{NS}">\n')
        for name in names:
            out.write(f"<sitemap><loc>{root}{name}</loc></sitemap>\n")
        out.write("</sitemapindex>\n")
    (folder / "robots.txt").write_text(f"User-agent: *\nDisallow:\nSitemap: {root}sitemap_index.xml\n")


#: What each tool imports: its peak memory with nothing done is its
#: baseline, reported beside the peak.
IMPORTS = {
    "sitemap_core.scan": "import sitemap_core",
    "sitemap_core.scan_batches": "import sitemap_core",
    "sitemap_core.read": "import sitemap_core",
    "usp": "from usp.tree import sitemap_tree_for_homepage",
    "advertools": "import advertools",
    "scrapy": "from scrapy.utils.sitemap import Sitemap",
    "lxml.iterparse": "from lxml import etree",
}


def child(tool: str, target: str) -> int:
    """Runs one tool; returns the URLs it found."""
    if target == "imports-only":
        exec(IMPORTS[tool])
        return 0
    if tool == "sitemap_core.scan":
        import sitemap_core

        return sitemap_core.scan(target, allow_private_addresses=True, max_entries=10**9).num_rows
    if tool == "sitemap_core.scan_batches":
        import sitemap_core

        reader = sitemap_core.scan_batches(target, allow_private_addresses=True, max_entries=10**9)
        return sum(batch.num_rows for batch in reader)
    if tool == "usp":
        from usp.tree import sitemap_tree_for_homepage

        return sum(1 for _ in sitemap_tree_for_homepage(target).all_pages())
    if tool == "advertools":
        import logging

        import advertools

        logging.disable(logging.CRITICAL)
        return len(advertools.sitemap_to_df(target + "robots.txt"))
    if tool == "sitemap_core.read":
        import sitemap_core

        return sitemap_core.read(target).num_rows
    if tool == "scrapy":
        from scrapy.utils.sitemap import Sitemap

        return sum(1 for _ in Sitemap(Path(target).read_bytes()))
    if tool == "lxml.iterparse":
        from lxml import etree

        found = 0
        for _, element in etree.iterparse(target, tag=f"{{{NS}}}loc"):
            found += 1
            element.clear()
        return found
    raise SystemExit(f"no tool {tool}")


def measure(tool: str, target: str) -> tuple:
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, __file__, "--child", tool, target], stdout=subprocess.PIPE
    )
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"{tool} failed on {target}")
    return elapsed, usage.ru_maxrss / 1024, json.loads(out)["urls"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@functools.lru_cache(maxsize=None)
def imports_only(tool: str) -> float:
    """The tool's peak memory with its imports done and nothing else."""
    name = "usp" if tool == "ultimate-sitemap-parser" else tool
    return measure(name, "imports-only")[1]


def table(title: str, rows: list, baseline: str) -> None:
    base = next(row for row in rows if row[0] == baseline)
    base_above = base[2] - imports_only(baseline)
    print(f"\n{title}\n")
    print(
        f"| tool | wall time | time vs {baseline} | peak memory | memory vs {baseline} "
        f"| above its imports | that vs {baseline}'s | URLs |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for tool, seconds, mib, urls in rows:
        above = mib - imports_only(tool)
        print(
            f"| {tool} | {seconds:.2f} s | {seconds / base[1]:.3f}x | {mib:.0f} MiB | "
            f"{mib / base[2]:.3f}x | {above:.0f} MiB | {above / base_above:.3f}x | {urls:,} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", nargs=2)
    parser.add_argument("--sizes", nargs="*", type=int, default=[30_000, 1_000_000])
    parser.add_argument("--repeat", type=int, default=3, help="runs per tool below 100,000 URLs (the median is kept)")
    args = parser.parse_args()
    if args.child:
        print(json.dumps({"urls": child(*args.child)}))
        return
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        for size in args.sizes:
            folder = scratch / f"site-{size}"
            folder.mkdir()
            port = free_port()
            root = f"http://127.0.0.1:{port}/"
            write_site(folder, root, size)
            server = subprocess.Popen(
                [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(folder)],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
            try:
                time.sleep(1)
                rows = []
                for tool in ("ultimate-sitemap-parser", "advertools", "sitemap_core.scan", "sitemap_core.scan_batches"):
                    name = "usp" if tool == "ultimate-sitemap-parser" else tool
                    runs = [measure(name, root) for _ in range(args.repeat if size < 100_000 else 1)]
                    seconds = statistics.median(r[0] for r in runs)
                    mib = statistics.median(r[1] for r in runs)
                    rows.append((tool, seconds, mib, runs[0][2]))
                table(f"scan, {size:,} URLs", rows, "ultimate-sitemap-parser")
            finally:
                server.terminate()
                server.wait()
        one = scratch / "one"
        one.mkdir()
        write_site(one, "https://example.com/", PER_FILE)
        path = str(one / "sitemap-1.xml")
        rows = []
        for tool in ("lxml.iterparse", "scrapy", "sitemap_core.read"):
            runs = [measure(tool, path) for _ in range(args.repeat)]
            rows.append((tool, statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs), runs[0][2]))
        table("read, one file of 50,000 URLs", rows, "lxml.iterparse")


if __name__ == "__main__":
    main()
