"""Static checks of the Helix, Zed and Sublime Text files, and of docs/editors.md.

These editors cannot run here; the checks make sure the files parse and start `tgl lsp` with the
same settings as the other clients.
"""

from __future__ import annotations

import json
import plistlib
import re
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
EDITORS = ROOT / "editors"
LAYOUT_KEYS = {"canvas", "scale", "sizeClass", "orientation", "rtl"}


def test_helix_languages() -> None:
    config = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text(encoding="utf-8"))
    server = config["language-server"]["tgl"]
    assert [server["command"], *server["args"]] == ["tgl", "lsp"]
    assert set(server["config"]["layout"]) == LAYOUT_KEYS
    (language,) = config["language"]
    assert language["name"] == "tgl"
    assert language["scope"] == "source.tgl"
    assert language["file-types"] == ["tgl"]
    assert language["language-servers"] == ["tgl"]
    assert language["comment-token"] == "//"


# The first Helix release that reads each key of languages.toml (Helix rejects keys it does not know).
HELIX_KEYS = {"language-servers": (23, 10), "language-server": (23, 10), "block-comment-tokens": (24, 3),
              "comment-tokens": (24, 3), "comment-token": (22, 12), "roots": (22, 12), "indent": (22, 12)}


def test_helix_version_claimed_is_the_one_its_keys_need() -> None:
    text = (EDITORS / "helix" / "languages.toml").read_text(encoding="utf-8")
    config = tomllib.loads(text)
    used = set(config["language"][0]) | set(config)
    needed = max(version for key, version in HELIX_KEYS.items() if key in used)
    claimed = {tuple(int(part) for part in found) for found in re.findall(r"Helix (\d+)\.(\d+) or later", text)}
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    claimed |= {tuple(int(part) for part in found) for found in re.findall(r"Helix (\d+)\.(\d+) or later", docs)}
    readme = (EDITORS / "helix" / "README.md").read_text(encoding="utf-8")
    claimed |= {tuple(int(part) for part in found) for found in re.findall(r"Helix (\d+)\.(\d+) or later", readme)}
    assert claimed == {needed}, f"claimed {claimed}, the keys need {needed}"


def test_zed_extension() -> None:
    extension = tomllib.loads((EDITORS / "zed" / "extension.toml").read_text(encoding="utf-8"))
    assert extension["id"] == "tgl"
    assert extension["language_servers"]["tgl"]["languages"] == ["TGL"]
    language = tomllib.loads((EDITORS / "zed" / "languages" / "tgl" / "config.toml").read_text(encoding="utf-8"))
    assert language["name"] == "TGL"
    assert language["path_suffixes"] == ["tgl"]
    cargo = tomllib.loads((EDITORS / "zed" / "Cargo.toml").read_text(encoding="utf-8"))
    assert cargo["lib"]["crate-type"] == ["cdylib"]
    source = (EDITORS / "zed" / "src" / "lib.rs").read_text(encoding="utf-8")
    assert 'args: vec!["lsp".into()]' in source
    assert "register_extension!(TglExtension)" in source
    assert all(key in source for key in LAYOUT_KEYS)


def strip_json_comments(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def test_sublime_lsp_client() -> None:
    settings = json.loads(strip_json_comments((EDITORS / "sublime" / "LSP-tgl.sublime-settings").read_text()))
    client = settings["clients"]["tgl"]
    assert client["command"] == ["tgl", "lsp"]
    assert client["selector"] == "source.tgl"
    assert set(client["initializationOptions"]["layout"]) == LAYOUT_KEYS
    assert client["settings"] == {"tgl": client["initializationOptions"]}


def test_sublime_preferences() -> None:
    comments = plistlib.loads((EDITORS / "sublime" / "Comments.tmPreferences").read_bytes())
    variables = {item["name"]: item["value"] for item in comments["settings"]["shellVariables"]}
    assert variables["TM_COMMENT_START"] == "// "
    assert (variables["TM_COMMENT_START_2"], variables["TM_COMMENT_END_2"]) == ("/*", "*/")
    indentation = plistlib.loads((EDITORS / "sublime" / "Indentation Rules.tmPreferences").read_bytes())
    language = json.loads((ROOT / "grammar" / "language-configuration.json").read_text())
    assert indentation["settings"]["increaseIndentPattern"] == language["indentationRules"]["increaseIndentPattern"]
    assert indentation["settings"]["decreaseIndentPattern"] == language["indentationRules"]["decreaseIndentPattern"]


def test_docs_cover_every_editor_and_name_existing_paths() -> None:
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    for heading in ("VS Code", "Neovim", "Vim", "Emacs", "Helix", "Sublime Text", "Zed"):
        assert re.search(rf"^## {re.escape(heading)}\b", docs, re.M), heading
    for path in set(re.findall(r"`((?:editors|grammar|docs)/[^`\s]*)`", docs)):
        if "*" in path:
            assert list(ROOT.glob(path)), path
        else:
            assert (ROOT / path.rstrip("/")).exists(), path
