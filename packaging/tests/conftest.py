"""Shared fixtures of the packaging tests: the repository, the `tgl` under test, and one install into a temporary
prefix (scripts/install.sh with the already built binary, so that no release build runs here)."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def tgl() -> Path:
    path = Path(os.environ.get("TGL", ROOT / ".build" / "debug" / "tgl")).resolve()
    if not os.access(path, os.X_OK):
        pytest.fail(f"no tgl at {path}: run `swift build` first or set TGL")
    return path


@pytest.fixture(scope="session")
def prefix(tmp_path_factory: pytest.TempPathFactory, tgl: Path) -> Path:
    """A temporary PREFIX with tgl, its man page and its completions installed by scripts/install.sh."""
    prefix = tmp_path_factory.mktemp("prefix")
    result = subprocess.run([ROOT / "scripts" / "install.sh", "--prefix", prefix, "--binary", tgl],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return prefix
