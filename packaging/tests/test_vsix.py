"""The VS Code package that scripts/package-vsix.py builds without npm: unzipped, its manifest and content types
validated against package.json and the files, and its extension run (node, a stub `vscode`) against the real
`tgl lsp`, with a bundled tgl and with tgl found on PATH."""
from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT

VSX = "{http://schemas.microsoft.com/developer/vsx-schema/2011}"
OPC = "{http://schemas.openxmlformats.org/package/2006/content-types}"
PACKAGE = json.loads((ROOT / "editors" / "vscode" / "package.json").read_text())


def build(out: Path, *arguments: str) -> Path:
    result = subprocess.run([sys.executable, ROOT / "scripts" / "package-vsix.py", "--out", out, *arguments],
                            capture_output=True, text=True, check=True)
    return Path(result.stdout.strip())


@pytest.fixture(scope="module")
def vsix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("vsix"))


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory, tgl: Path) -> Path:
    return build(tmp_path_factory.mktemp("vsix-bundled"), "--bundle", str(tgl), "--target", "linux-x64")


def test_name_and_entries(vsix: Path) -> None:
    assert vsix.name == f"{PACKAGE['name']}-{PACKAGE['version']}.vsix"
    with zipfile.ZipFile(vsix) as archive:
        assert archive.testzip() is None
        names = archive.namelist()
    assert names[:2] == ["extension.vsixmanifest", "[Content_Types].xml"]
    for needed in ("extension/package.json", "extension/extension.js", "extension/client.js",
                   "extension/syntaxes/tgl.tmLanguage.json", "extension/language-configuration.json"):
        assert needed in names
    assert not any(name.startswith("extension/node_modules/") for name in names)


def test_manifest_matches_package_json(vsix: Path) -> None:
    with zipfile.ZipFile(vsix) as archive:
        manifest = ET.fromstring(archive.read("extension.vsixmanifest"))
        names = set(archive.namelist())
    assert manifest.tag == f"{VSX}PackageManifest" and manifest.get("Version") == "2.0.0"
    identity = manifest.find(f"{VSX}Metadata/{VSX}Identity")
    assert identity.get("Id") == PACKAGE["name"]
    assert identity.get("Version") == PACKAGE["version"]
    assert identity.get("Publisher") == PACKAGE["publisher"]
    assert identity.get("TargetPlatform") is None
    assert manifest.findtext(f"{VSX}Metadata/{VSX}DisplayName") == PACKAGE["displayName"]
    assert manifest.findtext(f"{VSX}Metadata/{VSX}Description") == PACKAGE["description"]
    properties = {p.get("Id"): p.get("Value") for p in manifest.iter(f"{VSX}Property")}
    assert properties["Microsoft.VisualStudio.Code.Engine"] == PACKAGE["engines"]["vscode"]
    assert "__ext_tgl" in manifest.findtext(f"{VSX}Metadata/{VSX}Tags").split(",")
    assert manifest.find(f"{VSX}Installation/{VSX}InstallationTarget").get("Id") == "Microsoft.VisualStudio.Code"
    assets = {a.get("Type"): a.get("Path") for a in manifest.iter(f"{VSX}Asset")}
    assert assets["Microsoft.VisualStudio.Code.Manifest"] == "extension/package.json"
    for path in assets.values():
        assert path in names, f"asset {path} is not in the package"
    assert manifest.findtext(f"{VSX}Metadata/{VSX}License") in names


def test_every_file_has_a_content_type(vsix: Path) -> None:
    with zipfile.ZipFile(vsix) as archive:
        types = ET.fromstring(archive.read("[Content_Types].xml"))
        names = [name for name in archive.namelist() if name != "[Content_Types].xml"]
    assert types.tag == f"{OPC}Types"
    defaults = {d.get("Extension") for d in types.iter(f"{OPC}Default")}
    overrides = {o.get("PartName") for o in types.iter(f"{OPC}Override")}
    for name in names:
        assert Path(name).suffix in defaults or f"/{name}" in overrides, name


def test_packaged_manifest_names_files_in_the_package(vsix: Path) -> None:
    with zipfile.ZipFile(vsix) as archive:
        packaged = json.loads(archive.read("extension/package.json"))
        names = set(archive.namelist())
    assert packaged == PACKAGE
    assert "extension/" + packaged["main"].removeprefix("./") in names
    for grammar in packaged["contributes"]["grammars"]:
        assert "extension/" + grammar["path"].removeprefix("./") in names
    for language in packaged["contributes"]["languages"]:
        assert "extension/" + language["configuration"].removeprefix("./") in names


def test_same_sources_same_package(vsix: Path, tmp_path: Path) -> None:
    assert build(tmp_path).read_bytes() == vsix.read_bytes()


def test_bundled_binary(bundled: Path, tgl: Path) -> None:
    assert bundled.name == f"{PACKAGE['name']}-linux-x64-{PACKAGE['version']}.vsix"
    with zipfile.ZipFile(bundled) as archive:
        info = archive.getinfo("extension/bin/tgl")
        manifest = ET.fromstring(archive.read("extension.vsixmanifest"))
        types = ET.fromstring(archive.read("[Content_Types].xml"))
    assert stat.S_IMODE(info.external_attr >> 16) == 0o755
    assert info.file_size == tgl.stat().st_size
    assert manifest.find(f"{VSX}Metadata/{VSX}Identity").get("TargetPlatform") == "linux-x64"
    assert "/extension/bin/tgl" in {o.get("PartName") for o in types.iter(f"{OPC}Override")}


def test_bundle_needs_a_target(tmp_path: Path, tgl: Path) -> None:
    result = subprocess.run([sys.executable, ROOT / "scripts" / "package-vsix.py", "--out", tmp_path, "--bundle", tgl],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert "--bundle and --target go together" in result.stderr


def unpack(vsix: Path, into: Path) -> Path:
    with zipfile.ZipFile(vsix) as archive:
        for info in archive.infolist():
            target = into / info.filename
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(info))
            target.chmod(stat.S_IMODE(info.external_attr >> 16) or 0o644)
    return into


def run_extension(directory: Path, environment: dict) -> None:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("node is not installed (editors/tests/install.sh installs it)")
    script = Path(__file__).with_name("vsix_extension.test.js")
    result = subprocess.run([node, "--test", script], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "VSIX_DIR": str(directory), **environment})
    assert result.returncode == 0, result.stdout + result.stderr


def test_extension_runs_the_bundled_tgl(bundled: Path, tmp_path: Path) -> None:
    directory = unpack(bundled, tmp_path / "unpacked")
    run_extension(directory, {"EXPECT_COMMAND": str(directory / "extension" / "bin" / "tgl")})


def test_extension_runs_tgl_on_path(vsix: Path, tmp_path: Path, tgl: Path) -> None:
    directory = unpack(vsix, tmp_path / "unpacked")
    on_path = tmp_path / "bin"
    on_path.mkdir()
    (on_path / "tgl").symlink_to(tgl)
    run_extension(directory, {"EXPECT_COMMAND": "tgl", "TGL_ON_PATH": str(on_path)})
