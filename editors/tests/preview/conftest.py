"""Fixtures of the preview's browser tests: `tgl lsp` ($TGL) driven over stdio, and Debian's chromium through
chromedriver and selenium (installed by editors/tests/install.sh). The tests skip, saying why, when any is missing."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lspdriver import tgl_binary  # noqa: E402

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
except ImportError as error:  # pragma: no cover - depends on the environment
    pytest.skip(f"selenium is not installed ({error}); run editors/tests/install.sh", allow_module_level=True)


def find(*names: str) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


CHROMIUM = find("chromium", "chromium-browser", "google-chrome")
DRIVER = find("chromedriver")
if not tgl_binary().exists():
    pytest.skip(f"{tgl_binary()} does not exist (swift build --product tgl)", allow_module_level=True)
if subprocess.run([str(tgl_binary()), "preview", "--help"], capture_output=True).returncode != 0:
    pytest.skip("this tgl has no preview command", allow_module_level=True)
if CHROMIUM is None or DRIVER is None:
    pytest.skip("chromium or chromedriver is missing; run editors/tests/install.sh", allow_module_level=True)


@pytest.fixture(scope="session")
def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1000",
                     "--hide-scrollbars", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    yield driver
    driver.quit()
