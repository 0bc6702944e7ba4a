"""The import-layer contract (.importlinter, docs/architecture.md "Layers") holds, and catches a breach.

lint-imports reads every import statement, function-level ones included. The negative cases run it on a
copy of the tree with one planted import, so a contract that silently stopped checking would fail here.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("coda_console", "memory", "knowledge", "wiki")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _lint_imports(cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"], cwd=cwd, capture_output=True, text=True, timeout=120
    )


def _copy_of_tree(tmp_path: Path) -> Path:
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / ".importlinter", tmp_path / ".importlinter")
    return tmp_path


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text() + text)


def test_the_tree_keeps_every_contract():
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout


@pytest.mark.parametrize(
    ("module", "planted", "contract"),
    [
        (  # core reaching up to a feature from inside a function (a hidden cycle)
            "coda_console/services.py",
            "\n\ndef _planted() -> None:\n    from wiki import tasks  # noqa: F401\n",
            "core (coda_console minus its composition modules) never imports a feature BROKEN",
        ),
        (  # one feature importing another
            "knowledge/models.py",
            "\nimport memory.models  # noqa: E402, F401\n",
            "features never import each other (directly or through core) BROKEN",
        ),
        (  # a feature importing the composition layer
            "wiki/services.py",
            "\nfrom coda_console.context import builder  # noqa: E402, F401\n",
            "features never import composition BROKEN",
        ),
        (  # core importing the composition layer
            "coda_console/selectors.py",
            "\nfrom coda_console import admin_views  # noqa: E402, F401\n",
            "composition sits above core",
        ),
        (  # a new coda_console module nobody placed in a layer
            "coda_console/unplaced.py",
            '"""A module added without deciding its layer."""\n',
            "The following modules are not listed as layers",
        ),
    ],
)
def test_a_planted_import_breaks_its_contract(tmp_path, module, planted, contract):
    tree = _copy_of_tree(tmp_path)
    target = tree / module
    if not target.exists():
        target.write_text("")
    _append(target, planted)
    result = _lint_imports(tree)
    assert result.returncode != 0
    assert contract in " ".join(result.stdout.split()), result.stdout
