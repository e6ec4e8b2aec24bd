"""Generate one site from a table of URLs on Spark: the rows are sorted by
`loc` and cut into parts of whole sitemap files, each task writes its parts
through the site writer (`sitemap_core.write_site`, each part a site of
its own in a staging folder), and one final step assembles the parts into
the site and publishes it atomically (`sitemap_core.assemble_site`). The
result is the site `write_site` makes from the same rows on one machine,
byte for byte, ledger included, so later generations regenerate it
incrementally.

    python examples/spark/generate.py --rows urls.parquet --out public/ \
        --base https://example.com/ --master 'local[2]' --gzip

The rows (Parquet, or CSV with a header) have a `loc` column and
optionally `lastmod`, `changefreq`, `priority` and `fingerprint`. The
staging folder (`--staging`, by default a hidden folder beside `--out`)
must be on storage every executor and the driver share; it is removed when
the job ends.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import uuid
from pathlib import Path

#: The columns a site is written from.
COLUMNS = ("loc", "lastmod", "changefreq", "priority", "fingerprint")


def normalized(batches):
    """Each row with its `loc` as the site writer writes it, so that Spark
    sorts the URLs as the writer does."""
    import pyarrow as pa

    import sitemap_core

    for batch in batches:
        at = batch.schema.get_field_index("loc")
        locs = pa.array(sitemap_core.normalize_locs(batch.column(at).to_pylist()), pa.string())
        columns = list(batch.columns)
        columns[at] = locs
        yield pa.RecordBatch.from_arrays(columns, schema=batch.schema)


def write_parts(batches, staging: str, base: str, gzip: bool):
    """The task: its rows, sorted by file then `loc`, written one part a
    file; yields each part's file number, folder and URL count."""
    import pyarrow as pa

    import sitemap_core

    def flush(file, pieces):
        table = pa.Table.from_batches(pieces).drop_columns(["_file"])
        part = os.path.join(staging, f"part-{file:09}")
        sitemap_core.write_site(table, part, base=base, gzip=gzip)
        return pa.RecordBatch.from_pylist(
            [{"file": file, "part": part, "urls": table.num_rows}],
            schema=pa.schema([("file", pa.int64()), ("part", pa.string()), ("urls", pa.int64())]),
        )

    current, pieces = None, []
    for batch in batches:
        files = batch.column("_file").to_pylist()
        start = 0
        while start < len(files):
            file = files[start]
            end = start
            while end < len(files) and files[end] == file:
                end += 1
            if file != current and pieces:
                yield flush(current, pieces)
                pieces = []
            current = file
            pieces.append(batch.slice(start, end - start))
            start = end
    if pieces:
        yield flush(current, pieces)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", required=True, help="Parquet (or .csv with a header) with a loc column")
    parser.add_argument("--out", required=True, help="the site's folder (must hold no published site yet)")
    parser.add_argument("--base", required=True, help="the site's URL, e.g. https://example.com/")
    parser.add_argument("--gzip", action="store_true", help="write .xml.gz files")
    parser.add_argument("--master", default=None, help="Spark master, e.g. local[2] (default: spark-submit's)")
    parser.add_argument("--partitions", type=int, default=None, help="tasks (default: Spark's shuffle partitions, at most one per file)")
    parser.add_argument("--staging", default=None, help="shared folder for the parts (default: hidden, beside --out)")
    args = parser.parse_args(argv)

    import sitemap_core
    from pyspark.sql import SparkSession
    from pyspark.sql.types import LongType, StructField, StructType

    out = Path(args.out).absolute()
    staging = Path(args.staging or out.parent / f".{out.name}.parts-{uuid.uuid4().hex}").absolute()
    # Timestamps reach the tasks in the session's time zone: UTC, as one
    # machine spells a timestamp column's lastmods.
    builder = SparkSession.builder.appName("sitemap-generate").config(
        "spark.sql.session.timeZone", "UTC"
    )
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    try:
        if args.rows.endswith(".csv"):
            rows = spark.read.option("header", True).csv(args.rows)
        else:
            rows = spark.read.parquet(args.rows)
        unknown = [c for c in rows.columns if c not in COLUMNS]
        if unknown or "loc" not in rows.columns:
            raise SystemExit(
                f"generate: {args.rows} has the columns {rows.columns}; give loc and optionally "
                f"{', '.join(COLUMNS[1:])} (select them first)"
            )
        rows = rows.mapInArrow(normalized, rows.schema)
        total = rows.count()
        if total == 0:
            raise SystemExit(f"generate: {args.rows} has no rows: a site needs one URL at least")
        per_file = sitemap_core.urls_per_file(total)
        files = -(-total // per_file)
        # Sorted by `loc` as the site writer sorts (Spark compares strings
        # byte by byte) and numbered; file n holds rows n*per_file onwards.
        numbered = rows.orderBy("loc").rdd.zipWithIndex().map(
            lambda pair: (*pair[0], pair[1] // per_file)
        )
        schema = StructType(list(rows.schema.fields) + [StructField("_file", LongType(), False)])
        table = spark.createDataFrame(numbered, schema)
        shuffle = int(spark.conf.get("spark.sql.shuffle.partitions", "200"))
        partitions = min(files, args.partitions or shuffle)
        staging.mkdir(parents=True, exist_ok=True)
        staging_text, base, gzip = str(staging), args.base, args.gzip
        written = (
            table.repartition(max(1, partitions), "_file")
            .sortWithinPartitions("_file", "loc")
            .mapInArrow(
                lambda batches: write_parts(batches, staging_text, base, gzip),
                "file long, part string, urls long",
            )
            .collect()
        )
        parts = [row.part for row in sorted(written, key=lambda row: row.file)]
        if [row.file for row in sorted(written, key=lambda row: row.file)] != list(range(files)):
            raise SystemExit(f"generate: expected {files} parts, the tasks wrote {len(written)}")
        report = sitemap_core.assemble_site(parts, out, base=args.base, gzip=args.gzip)
        print(json.dumps({"urls": report["added"], "files": [f["name"] for f in report["files"]]}))
    finally:
        spark.stop()
        shutil.rmtree(staging, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
