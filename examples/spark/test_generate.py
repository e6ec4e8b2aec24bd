"""The Spark generation on local Spark (`local[2]`): the site it publishes
is the one `write_site` makes on one machine from the same rows, byte for
byte, and it validates against the official schemas."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import sitemap_core

HERE = Path(__file__).parent
BASE = "https://example.com/"


def spark_env() -> dict:
    env = dict(os.environ)
    env["PYSPARK_PYTHON"] = sys.executable
    env["PYSPARK_DRIVER_PYTHON"] = sys.executable
    return env


def rows(count: int) -> list:
    rng = random.Random(31)
    made = []
    for n in range(count):
        row = {"loc": f"{BASE}{rng.choice(['posts', 'tags', 'ü'])}/{n:07}", "fingerprint": f"v{n}"}
        row["lastmod"] = f"2026-11-{1 + n % 28:02}T{n % 24:02}:00:00Z" if n % 3 else None
        row["priority"] = (n % 10) / 10 if n % 5 == 0 else None
        row["changefreq"] = "daily" if n % 7 == 0 else None
        made.append(row)
    rng.shuffle(made)
    return made


def files(folder: Path) -> list:
    return sorted((p.name, p.read_bytes()) for p in folder.iterdir() if not p.name.startswith("."))


def official_verdict(path: Path, schema: str) -> None:
    shared = os.environ.get("SITEMAP_SHARED_DIR")
    if not shared or not shutil.which("xmllint"):
        return
    xsd = Path(shared) / "reference-schemas" / schema
    plain = path
    if path.suffix == ".gz":
        import gzip

        plain = path.with_suffix("")
        plain.write_bytes(gzip.decompress(path.read_bytes()))
    done = subprocess.run(["xmllint", "--noout", "--schema", str(xsd), str(plain)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_spark_generation_equals_the_single_machine_site(tmp_path):
    # Past one file's 50,000, so that the parts are files of 45,000; gzip,
    # so that the files' bytes are compared compressed (the core's tests
    # cover plain files and one-file sites).
    count, gzip = 60_000, True
    given = rows(count)
    table = pa.Table.from_pylist(given)
    pq.write_table(table, tmp_path / "rows.parquet")
    out = tmp_path / "site"
    command = [
        sys.executable, str(HERE / "generate.py"), "--rows", str(tmp_path / "rows.parquet"),
        "--out", str(out), "--base", BASE, "--master", "local[2]", "--partitions", "2",
    ] + (["--gzip"] if gzip else [])
    done = subprocess.run(command, env=spark_env(), capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-4000:]
    assert not [p for p in tmp_path.iterdir() if ".parts-" in p.name], "the staging folder is removed"

    single = tmp_path / "single"
    sitemap_core.write_site(table, single, base=BASE, gzip=gzip)
    expected = files(single)
    assert [name for name, _ in files(out)] == [name for name, _ in expected]
    for (name, bytes_), (_, wanted) in zip(files(out), expected):
        assert bytes_ == wanted, f"{name} differs from the single-machine site's"

    index = sitemap_core.read(out / "sitemap.xml")
    listed = index.column("url").to_pylist()
    assert len(listed) == -(-count // sitemap_core.urls_per_file(count))
    total = 0
    for url in listed:
        path = out / url.rsplit("/", 1)[1]
        assert sitemap_core.validate(path) == [], path.name
        official_verdict(path, "sitemap-0.9.xsd")
        total += sitemap_core.read(path).num_rows
    assert total == count
    official_verdict(out / "sitemap.xml", "siteindex-0.9.xsd")

    # The next generation on one machine is incremental.
    changed = list(given)
    changed[0] = dict(changed[0], fingerprint="v-new")
    report = sitemap_core.write_site(changed, out, base=BASE, gzip=gzip, lastmod="content")
    assert (report["added"], report["changed"], report["removed"]) == (0, 1, 0)
