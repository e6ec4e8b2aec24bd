import os
from typing import Any, Iterable, Iterator, Mapping, Optional, Sequence, Union

import pyarrow

from ._native import Batch as Batch, Finding as Finding, SitemapError as SitemapError, __version__ as __version__

_PathOrBytes = Union[str, os.PathLike[str], bytes, bytearray, memoryview]

SITE_COLUMNS: tuple[str, ...]

class ScanReader:
    @property
    def schema(self) -> pyarrow.Schema: ...
    def __iter__(self) -> Iterator[Batch]: ...
    def __arrow_c_stream__(self, requested_schema: Optional[object] = None) -> object: ...
    def read_all(self) -> pyarrow.Table: ...
    def summary(self) -> Optional[dict[str, Any]]: ...

def scan_batches(
    site_or_url: str,
    *,
    max_files: Optional[int] = None,
    max_bytes: Optional[int] = None,
    max_entries: Optional[int] = None,
    max_time: Optional[float] = None,
    allow_hosts: Sequence[str] = (),
    allow_private_addresses: bool = False,
    cache: Optional[Union[str, os.PathLike[str]]] = None,
    user_agent: Optional[str] = None,
    keep_foreign: bool = False,
    columns: Optional[Sequence[str]] = None,
) -> ScanReader: ...
def scan(
    site_or_url: str,
    *,
    max_files: Optional[int] = None,
    max_bytes: Optional[int] = None,
    max_entries: Optional[int] = None,
    max_time: Optional[float] = None,
    allow_hosts: Sequence[str] = (),
    allow_private_addresses: bool = False,
    cache: Optional[Union[str, os.PathLike[str]]] = None,
    user_agent: Optional[str] = None,
    keep_foreign: bool = False,
) -> pyarrow.Table: ...
def scan_schema(columns: Optional[Sequence[str]] = None) -> pyarrow.Schema: ...
def summary(table: pyarrow.Table) -> dict[str, Any]: ...
def read(
    path_or_bytes: _PathOrBytes, *, lenient: bool = True, published_at: Optional[str] = None
) -> pyarrow.Table: ...
def validate(path_or_bytes: _PathOrBytes, *, strict: bool = True) -> list[Finding]: ...
def write_site(
    rows: Union[pyarrow.Table, pyarrow.RecordBatch, Iterable[Mapping[str, Any]], Any],
    out_dir: Union[str, os.PathLike[str]],
    *,
    base: str,
    gzip: bool = False,
    lastmod: str = "given",
    changed_at: Optional[str] = None,
) -> dict[str, Any]: ...
def urls_per_file(urls: int) -> int: ...
def normalize_locs(locs: Iterable[Optional[str]]) -> list[str]: ...
def assemble_site(
    parts: Sequence[Union[str, os.PathLike[str]]],
    out_dir: Union[str, os.PathLike[str]],
    *,
    base: str,
    gzip: bool = False,
) -> dict[str, Any]: ...
def scan_polars(
    site_or_url: str,
    *,
    max_files: Optional[int] = ...,
    max_bytes: Optional[int] = ...,
    max_entries: Optional[int] = ...,
    max_time: Optional[float] = ...,
    allow_hosts: Sequence[str] = ...,
    allow_private_addresses: bool = ...,
    cache: Optional[Union[str, os.PathLike[str]]] = ...,
    user_agent: Optional[str] = ...,
    keep_foreign: bool = ...,
) -> Any: ...
