"""Crawl many sites' sitemaps on Spark: the sites are spread over tasks,
each task scans its sites with `sitemap_core.scan` (budgets, origin and
address policies and politeness as on one machine) and yields Arrow
batches, and the URLs found are written as Parquet partitioned by host.

    python examples/spark/crawl.py --sites sites.txt --out urls/ \
        --master 'local[2]' --max-files 1000 --max-time 600

`sites.txt` holds one site root or sitemap URL a line. Each row written
carries the site it was found from (`site`) and the columns of `scan`.
A site whose scan fails outright (a bad URL) is reported on standard error
and has no rows; a file that fails is counted in the printed summary.
"""

from __future__ import annotations

import argparse
import json
import sys


def scan_sites(batches, options):
    """The task: every site of its batches scanned, in Arrow batches."""
    import pyarrow as pa

    import sitemap_core

    for batch in batches:
        for site in batch.column("site").to_pylist():
            site = site.strip()
            if not site:
                continue
            try:
                table = sitemap_core.scan(site, **options)
            except sitemap_core.SitemapError as error:
                print(f"crawl: {site}: {error}", file=sys.stderr)
                continue
            found = json.dumps(sitemap_core.summary(table))
            table = table.append_column("site", pa.array([site] * table.num_rows, pa.string()))
            table = table.append_column("site_summary", pa.array([found] * table.num_rows, pa.string()))
            yield from table.to_batches(max_chunksize=65_536)


def output_schema():
    """The rows' Spark schema: `scan`'s columns, then `site` and its summary."""
    import pyarrow as pa
    from pyspark.sql.pandas.types import from_arrow_schema

    import sitemap_core

    fields = [field.with_nullable(True) for field in sitemap_core.scan_schema()]
    fields += [pa.field("site", pa.string()), pa.field("site_summary", pa.string())]
    return from_arrow_schema(pa.schema(fields))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sites", required=True, help="a text file: one site or sitemap URL a line")
    parser.add_argument("--out", required=True, help="the Parquet folder to write (replaced)")
    parser.add_argument("--master", default=None, help="Spark master, e.g. local[2] (default: spark-submit's)")
    parser.add_argument("--partitions", type=int, default=None, help="tasks (default: one per site, at most 200)")
    parser.add_argument("--max-files", type=int, default=None)
    parser.add_argument("--max-bytes", type=int, default=None)
    parser.add_argument("--max-entries", type=int, default=None)
    parser.add_argument("--max-time", type=float, default=None, help="seconds per site")
    parser.add_argument("--allow-private-addresses", action="store_true")
    args = parser.parse_args(argv)

    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("sitemap-crawl")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    try:
        sites = spark.read.text(args.sites).withColumnRenamed("value", "site")
        partitions = args.partitions or max(1, min(200, sites.count()))
        options = {
            "max_files": args.max_files,
            "max_bytes": args.max_bytes,
            "max_entries": args.max_entries,
            "max_time": args.max_time,
            "allow_private_addresses": args.allow_private_addresses,
        }
        urls = sites.repartition(partitions).mapInArrow(
            lambda batches: scan_sites(batches, options), output_schema()
        )
        urls.write.mode("overwrite").partitionBy("url_host_name").parquet(args.out)
        written = spark.read.parquet(args.out)
        print(json.dumps({"urls": written.count(), "sites": written.select("site").distinct().count()}))
    finally:
        spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
