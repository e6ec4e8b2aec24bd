"""Crawl many sites' sitemaps on Spark: the sites are spread over tasks,
each task scans its sites with `sitemap_core.scan` (budgets, origin and
address policies and politeness as on one machine) and yields Arrow
batches, and the URLs found are written as Parquet partitioned by host.

    python examples/spark/crawl.py --sites sites.txt --out urls/ \
        --master 'local[2]' --max-files 1000 --max-time 600

`sites.txt` holds one site root or sitemap URL a line. Each row written
carries the site it was found from (`site`) and the columns of `scan`.
Each site's summary is printed as a JSON line (files read and failed,
skips, the budget that ran out); a site whose scan fails outright (a bad
URL) is also reported on standard error and has no rows.
"""

from __future__ import annotations

import argparse
import json
import sys


def scan_sites(batches, options, summaries):
    """The task: every site of its batches scanned as a stream (memory
    holds a batch, whatever the site's size), in Arrow batches with the
    site each row came from; each site's summary goes to `summaries`."""
    import pyarrow as pa

    import sitemap_core

    for batch in batches:
        for site in batch.column("site").to_pylist():
            site = site.strip()
            if not site:
                continue
            try:
                reader = sitemap_core.scan_batches(site, **options)
            except sitemap_core.SitemapError as error:
                summaries.add([{"site": site, "error": str(error)}])
                continue
            # pyarrow's batches: Spark's Arrow path is pyarrow's.
            for found in pa.RecordBatchReader.from_stream(reader):
                sites = pa.array([site] * found.num_rows, pa.string())
                yield pa.RecordBatch.from_arrays(
                    list(found.columns) + [sites], names=found.schema.names + ["site"]
                )
            summaries.add([{"site": site, **(reader.summary() or {})}])


def output_schema():
    """The rows' Spark schema: `scan`'s columns, then `site`."""
    import pyarrow as pa
    from pyspark.sql.pandas.types import from_arrow_schema

    import sitemap_core

    fields = [field.with_nullable(True) for field in sitemap_core.scan_schema()]
    fields += [pa.field("site", pa.string())]
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

    from pyspark import AccumulatorParam
    from pyspark.sql import SparkSession

    class Summaries(AccumulatorParam):
        """Each site's summary, gathered from the tasks."""

        def zero(self, value):
            return []

        def addInPlace(self, total, more):  # noqa: N802 (pyspark's name)
            return total + more

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
        summaries = spark.sparkContext.accumulator([], Summaries())
        urls = sites.repartition(partitions).mapInArrow(
            lambda batches: scan_sites(batches, options, summaries), output_schema()
        )
        urls.write.mode("overwrite").partitionBy("url_host_name").parquet(args.out)
        # One line a site (a retried task may report its sites twice), then the totals.
        for found in sorted(summaries.value, key=lambda found: found["site"]):
            print(json.dumps(found))
            if "error" in found:
                print(f"crawl: {found['site']}: {found['error']}", file=sys.stderr)
        written = spark.read.parquet(args.out)
        print(json.dumps({"urls": written.count(), "sites": written.select("site").distinct().count()}))
    finally:
        spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
