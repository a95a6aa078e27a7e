"""Static tests of the VS Code extension: the manifest, the files it names, and its agreement with extension.js.

`vsce` is not available offline, so these checks stand in for `vsce package`'s own: required fields,
paths that exist inside the extension folder, contributions that the code uses and vice versa.
The behaviour of extension.js itself is tested with stub modules in `vscode/extension.test.js`.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
EXTENSION = ROOT / "editors" / "vscode"


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def source() -> str:
    return (EXTENSION / "extension.js").read_text(encoding="utf-8")


def test_required_fields(manifest: dict) -> None:
    for field in ("name", "displayName", "description", "version", "publisher", "engines", "main", "license"):
        assert manifest.get(field), field
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", manifest["name"]), "vsce wants a lowercase name without spaces"
    assert re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"])
    assert re.fullmatch(r"\^\d+\.\d+\.\d+", manifest["engines"]["vscode"])
    assert "Programming Languages" in manifest["categories"]
    assert manifest["activationEvents"] == ["onLanguage:tgl"]
    assert "vscode-languageclient" in manifest["dependencies"]


def test_languageclient_and_engine_versions_agree(manifest: dict) -> None:
    # vscode-languageclient 9 needs VS Code 1.82 or later.
    client_major = int(re.search(r"\d+", manifest["dependencies"]["vscode-languageclient"]).group())
    engine = tuple(int(part) for part in manifest["engines"]["vscode"].lstrip("^").split("."))
    if client_major >= 9:
        assert engine >= (1, 82, 0)


def test_contributed_language_and_grammar(manifest: dict) -> None:
    (language,) = manifest["contributes"]["languages"]
    assert language["id"] == "tgl"
    assert language["extensions"] == [".tgl"]
    (grammar,) = manifest["contributes"]["grammars"]
    assert grammar["language"] == "tgl"
    assert grammar["scopeName"] == "source.tgl"
    data = json.loads((EXTENSION / grammar["path"]).read_text(encoding="utf-8"))
    assert data["scopeName"] == "source.tgl"


def named_paths(manifest: dict) -> list[str]:
    contributes = manifest["contributes"]
    paths = [manifest["main"]]
    paths += [language["configuration"] for language in contributes["languages"]]
    paths += [grammar["path"] for grammar in contributes["grammars"]]
    if "icon" in manifest:
        paths.append(manifest["icon"])
    return paths


def test_every_named_path_exists_inside_the_extension(manifest: dict) -> None:
    for relative in named_paths(manifest):
        path = (EXTENSION / relative).resolve()
        assert path.is_file(), relative
        assert EXTENSION.resolve() in path.parents, f"{relative} is outside the extension folder"
    license_file = manifest["license"].removeprefix("SEE LICENSE IN ").strip()
    if license_file != manifest["license"]:
        assert (EXTENSION / license_file).is_file()
    for name in ("README.md", "CHANGELOG.md", ".vscodeignore"):
        assert (EXTENSION / name).is_file(), name


def test_copies_equal_their_sources() -> None:
    assert (EXTENSION / "syntaxes" / "tgl.tmLanguage.json").read_bytes() == (ROOT / "grammar" / "tgl.tmLanguage.json").read_bytes()
    assert (EXTENSION / "language-configuration.json").read_bytes() == (ROOT / "grammar" / "language-configuration.json").read_bytes()


def test_vscodeignore_keeps_what_the_package_needs(manifest: dict) -> None:
    patterns = [
        line.strip() for line in (EXTENSION / ".vscodeignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    for relative in named_paths(manifest) + ["node_modules/vscode-languageclient/node.js"]:
        relative = relative.removeprefix("./")
        for pattern in patterns:
            regex = re.escape(pattern).replace(r"\*\*/", "(.*/)?").replace(r"\*\*", ".*").replace(r"\*", "[^/]*")
            assert not re.fullmatch(regex, relative), f"{pattern} would leave {relative} out of the package"


def declared_settings(manifest: dict) -> set[str]:
    return set(manifest["contributes"]["configuration"]["properties"])


def used_settings(source: str) -> set[str]:
    sections = set(re.findall(r"getConfiguration\('([\w.]+)'\)", source))
    assert sections == {"tgl"}, "read settings through getConfiguration('tgl')"
    keys = set(re.findall(r"\.get\('([\w.]+)'\)", source))
    keys |= set(re.findall(r"affectsConfiguration\('tgl\.([\w.]+)'\)", source))
    return {f"tgl.{key}" for key in keys}


def test_settings_used_and_declared_agree(manifest: dict, source: str) -> None:
    declared = declared_settings(manifest)
    used = used_settings(source)
    # `affectsConfiguration('tgl.layout')` names a group of settings, not a setting.
    groups = {name for name in used if not name in declared and any(d.startswith(name + ".") for d in declared)}
    assert used - groups == declared
    assert declared >= {
        "tgl.server.path", "tgl.layout.canvas", "tgl.layout.scale", "tgl.layout.sizeClass",
        "tgl.layout.orientation", "tgl.layout.rtl",
    }
    for name, spec in manifest["contributes"]["configuration"]["properties"].items():
        assert "default" in spec and "type" in spec, name
        assert spec.get("description") or spec.get("markdownDescription"), name


def test_commands_registered_and_declared_agree(manifest: dict, source: str) -> None:
    declared = {command["command"] for command in manifest["contributes"]["commands"]}
    registered = set(re.findall(r"registerCommand\('([\w.]+)'", source))
    assert registered == declared == {"tgl.restartServer", "tgl.showRender", "tgl.showPreview"}
    for menu in manifest["contributes"].get("menus", {}).values():
        for item in menu:
            assert item["command"] in declared


def test_client_starts_tgl_lsp_over_stdio(source: str) -> None:
    assert "require('vscode-languageclient/node')" in source
    assert "require('./client')" in source  # without npm: the extension's own client
    assert "args: ['lsp']" in source
    assert "initializationOptions: serverSettings()" in source
    assert "DidChangeConfigurationNotification" in source
    assert "['render', input, '-o', output]" in source


def test_extension_behaviour_with_stub_modules() -> None:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("node is not installed: extension.js behaviour not tested (apt-get install nodejs)")
    test_file = HERE / "vscode" / "extension.test.js"
    result = subprocess.run([node, "--test", str(test_file)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
