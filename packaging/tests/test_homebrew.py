"""The Homebrew formula as a release writes it: scripts/release.sh on a commit of this repository makes the
tarball, its SHA-256 and dist/VERSION/tgl.rb from packaging/homebrew/tgl.rb.in. The formula is read (and, where
Ruby is installed, parsed), and its test block's layout is checked with the tgl under test."""
from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from conftest import ROOT

REPOSITORY = "https://example.org/someone/tgl"


def source_version() -> str:
    text = (ROOT / "Sources" / "TGLCommandLine" / "TGL.swift").read_text()
    return re.search(r'static let version = "([^"]+)"', text).group(1)


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("dist")
    version = source_version()
    result = subprocess.run([ROOT / "scripts" / "release.sh", version, "--ref", "HEAD", "--repository", REPOSITORY,
                             "--out", out], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return out, version


@pytest.fixture(scope="module")
def formula(release: tuple[Path, str]) -> str:
    return (release[0] / "tgl.rb").read_text()


def test_tarball_and_checksum(release: tuple[Path, str], formula: str) -> None:
    out, version = release
    tarball = out / f"tgl-{version}.tar.gz"
    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    assert (out / f"tgl-{version}.tar.gz.sha256").read_text() == f"{digest}  tgl-{version}.tar.gz\n"
    assert f'sha256 "{digest}"' in formula
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    for needed in ("Package.swift", "Sources/tgl/main.swift", "scripts/manpage.py", "scripts/install.sh"):
        assert f"tgl-{version}/{needed}" in names, needed


def test_the_same_commit_gives_the_same_tarball(release: tuple[Path, str], tmp_path: Path) -> None:
    out, version = release
    subprocess.run([ROOT / "scripts" / "release.sh", version, "--ref", "HEAD", "--repository", REPOSITORY,
                    "--out", tmp_path], check=True, capture_output=True, cwd=ROOT)
    name = f"tgl-{version}.tar.gz"
    assert (tmp_path / name).read_bytes() == (out / name).read_bytes()


def test_formula_structure(formula: str, release: tuple[Path, str]) -> None:
    version = release[1]
    assert not re.search(r"@[A-Z0-9]+@", formula), "a placeholder is left"
    assert re.search(r"^class Tgl < Formula$", formula, re.M)
    assert re.search(r'^  desc "[^"]+"$', formula, re.M)
    assert f'  homepage "{REPOSITORY}"' in formula
    assert f'  url "{REPOSITORY}/releases/download/v{version}/tgl-{version}.tar.gz"' in formula
    assert re.search(r'^  sha256 "[0-9a-f]{64}"$', formula, re.M)
    assert f'  head "{REPOSITORY}.git", branch: "main"' in formula
    assert 'depends_on xcode: ["16.0", :build]' in formula  # swift-tools-version 6.0
    assert 'uses_from_macos "swift" => :build' in formula


def test_formula_install_lines(formula: str) -> None:
    install = formula.split("  def install\n", 1)[1].split("\n  end\n", 1)[0]
    assert '"swift", "build", *args' in install
    assert '"--product", "tgl"' in install and '"--configuration", "release"' in install
    assert '"--disable-sandbox"' in install  # Homebrew's sandbox forbids SwiftPM's own
    assert 'args += ["-Xswiftc", "-cross-module-optimization"]' in install  # as scripts/install.sh builds it
    assert 'args += ["--static-swift-stdlib", "-Xlinker", "--no-export-dynamic"] if OS.linux?' in install
    assert 'bin.install ".build/release/tgl"' in install
    assert 'generate_completions_from_executable(bin/"tgl", "completions")' in install
    assert '(man1/"tgl.1").write Utils.safe_popen_read("python3", "scripts/manpage.py", bin/"tgl")' in install


def test_formula_test_block_passes_with_this_tgl(formula: str, tgl: Path, tmp_path: Path) -> None:
    block = formula.split("  test do\n", 1)[1].split("\n  end\n", 1)[0]
    assert 'assert_equal "tgl #{version}\\n", shell_output("#{bin}/tgl --version")' in block
    layout = re.search(r"<<~TGL\n(.*?)\n\s*TGL\n", block, re.S).group(1)
    # Ruby's <<~ removes the common indentation.
    lines = layout.split("\n")
    indent = min(len(line) - len(line.lstrip()) for line in lines if line.strip())
    screen = tmp_path / "screen.tgl"
    screen.write_text("\n".join(line[indent:] for line in lines) + "\n")
    assert 'system bin/"tgl", "check", "--max-warnings", "0", testpath/"screen.tgl"' in block
    subprocess.run([tgl, "check", "--max-warnings", "0", screen], check=True, capture_output=True)
    assert 'system bin/"tgl", "fmt", "--check", testpath/"screen.tgl"' in block
    subprocess.run([tgl, "fmt", "--check", screen], check=True, capture_output=True)
    assert 'shell_output("#{bin}/tgl layout --format json #{testpath}/screen.tgl")' in block
    assert '"frame"' in subprocess.run([tgl, "layout", "--format", "json", screen], check=True, capture_output=True,
                                       text=True).stdout
    assert subprocess.run([tgl, "--version"], capture_output=True, text=True).stdout == f"tgl {source_version()}\n"


def test_formula_parses_as_ruby(release: tuple[Path, str]) -> None:
    if not shutil.which("ruby"):
        pytest.skip("ruby is not installed")
    result = subprocess.run(["ruby", "-c", release[0] / "tgl.rb"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_release_refuses_a_version_the_sources_do_not_print(tmp_path: Path) -> None:
    result = subprocess.run([ROOT / "scripts" / "release.sh", "9.9.9", "--ref", "HEAD", "--repository", REPOSITORY,
                             "--out", tmp_path], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 1
    assert "TGL.version is" in result.stderr
    assert not (tmp_path / "tgl.rb").exists()
