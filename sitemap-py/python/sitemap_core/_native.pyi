from typing import Any, Optional, Sequence, Union

__version__: str

class SitemapError(ValueError):
    """A sitemap, a URL or an option the package cannot take; the message
    says where and what to change."""

class Finding:
    """One problem found in a document."""

    file: str
    line: int
    column: int
    severity: str
    rule: str
    message: str

class ArrowTable:
    def __arrow_c_stream__(self, requested_schema: Optional[object] = None) -> object: ...
    def __len__(self) -> int: ...

class ScanStream:
    def __arrow_c_stream__(self, requested_schema: Optional[object] = None) -> object: ...
    def summary(self) -> Optional[str]: ...

class SiteWriter:
    def __init__(
        self,
        out_dir: str,
        base: str,
        *,
        gzip: bool = False,
        lastmod: str = "given",
        changed_at: Optional[str] = None,
    ) -> None: ...
    def write_columns(self, columns: dict[str, list[Any]]) -> None: ...
    def finish(self) -> dict[str, Any]: ...

def scan(
    start: str,
    *,
    max_files: Optional[int] = None,
    max_bytes: Optional[int] = None,
    max_entries: Optional[int] = None,
    max_time: Optional[float] = None,
    allow_hosts: Sequence[str] = ...,
    allow_private_addresses: bool = False,
    cache: Optional[str] = None,
    user_agent: Optional[str] = None,
    keep_foreign: bool = False,
    columns: Optional[Sequence[str]] = None,
) -> ScanStream: ...
def scan_schema() -> ArrowTable: ...
def read(
    source: Union[str, bytes], *, lenient: bool = True, published_at: Optional[str] = None
) -> ArrowTable: ...
def validate(source: Union[str, bytes], *, strict: bool = True) -> list[Finding]: ...
def urls_per_file(urls: int, *, base: str = ...) -> int: ...
def assemble_site(
    parts: Sequence[str], out_dir: str, *, base: str, gzip: bool = False
) -> dict[str, Any]: ...
def normalize_locs(locs: list[Optional[str]]) -> list[str]: ...
