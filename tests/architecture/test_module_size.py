"""Product modules stay readable in one sitting: a module over the limit is split by what it does
(docs/architecture.md, "The `wiki/` package, by part")."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("coda_console", "memory", "knowledge", "wiki", "clientdata")
MAX_LINES = 500


def product_modules() -> list[Path]:
    return [
        path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts
    ]


def test_every_product_module_is_under_the_size_limit():
    too_long = {
        str(path.relative_to(ROOT)): lines
        for path in product_modules()
        if (lines := len(path.read_text().splitlines())) > MAX_LINES
    }
    assert too_long == {}, f"split these modules (over {MAX_LINES} lines): {too_long}"


def test_the_size_check_sees_the_wiki_subpackages():
    names = {str(path.relative_to(ROOT)) for path in product_modules()}
    assert {"wiki/tree/commit.py", "wiki/ingest/pipeline.py", "wiki/web/views_pages.py"} <= names
