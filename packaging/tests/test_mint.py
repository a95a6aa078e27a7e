"""Mint: it builds a SwiftPM package's executable products by name (`mint install OWNER/tgl`), reading them from
`swift package dump-package`. The package must declare the executable product `tgl` at the repository's root."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from conftest import ROOT


def test_package_declares_the_executable_product_tgl() -> None:
    if not shutil.which("swift"):
        pytest.skip("swift is not installed")
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    package = json.loads(dump.stdout)
    executables = [p["name"] for p in package["products"] if "executable" in p["type"]]
    assert executables == ["tgl"]
    (product,) = [p for p in package["products"] if p["name"] == "tgl"]
    assert product["targets"] == ["tgl"]
    # Mint builds without extra flags: the package must need no third-party dependency.
    assert package["dependencies"] == []


def test_install_docs_give_the_mint_commands() -> None:
    docs = (ROOT / "docs" / "install.md").read_text()
    assert "mint install OWNER/tgl@" in docs
    assert "mint run OWNER/tgl tgl check" in docs
