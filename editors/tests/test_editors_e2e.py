"""End-to-end tests: real editors, headless, talk to `tgl lsp` about a file with an error.

Each editor opens a copy of `e2e/example_error.tgl`, waits for the server's diagnostics, and (Neovim,
Emacs) asks for hover and completion; a driver script writes what arrived to a JSON file that the
test checks. The server is `$TGL` (default `.build/debug/tgl`); the tests skip, saying why, while
`tgl lsp --help` fails (the server has not landed) or an editor is not installed.

`TGL_E2E_FAKE=1` runs them against `e2e/fake_tgl.py` instead, a minimal LSP server that checks the
harnesses themselves (and the settings each editor sends) before the real server exists.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
E2E = HERE / "e2e"
EXAMPLE = E2E / "example_error.tgl"

# Every wait inside an editor is bounded by this; the whole editor run by a few times it.
STEP_TIMEOUT_MS = 20000
RUN_TIMEOUT_S = 90

# LSP positions (0-based) in example_error.tgl.
HOVER = (6, 9)  # the name A in `view A { ... }`
COMPLETION = (5, 4)  # the blank line inside `linear S`, after its indentation
ERROR_LINE = 7  # `view B { width 40; ... }`: width lacks its ':'

# A frame as hover shows it: (x, y, width, height), or a size such as 100 x 200.
FRAME = re.compile(r"\(\s*-?[\d.]+\s*,\s*-?[\d.]+\s*,\s*-?[\d.]+\s*,\s*-?[\d.]+\s*\)|\d+(\.\d+)?\s*[x×]\s*\d+")
SETTINGS = {"layout": {"canvas": "390,844", "scale": 3, "sizeClass": "w:compact,h:regular",
                       "orientation": "portrait", "rtl": False}}

FAKE = os.environ.get("TGL_E2E_FAKE") == "1"


def tgl_binary() -> Path:
    if FAKE:
        return E2E / "fake_tgl.py"
    configured = Path(os.environ.get("TGL", ".build/debug/tgl"))
    return configured if configured.is_absolute() else (ROOT / configured)


@pytest.fixture(scope="module")
def tgl() -> Path:
    binary = tgl_binary()
    if not binary.exists():
        pytest.skip(f"tgl lsp is not available yet: {binary} does not exist (build with `swift build` or set TGL)")
    try:
        probe = subprocess.run([str(binary), "lsp", "--help"], capture_output=True, timeout=20, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        pytest.skip(f"tgl lsp is not available yet: `{binary} lsp --help` failed to run ({error})")
    if probe.returncode != 0:
        pytest.skip(f"tgl lsp is not available yet: `{binary} lsp --help` exited {probe.returncode}")
    return binary


def need(program: str, package: str) -> str:
    path = shutil.which(program)
    if path is None:
        pytest.skip(f"{program} is not installed (apt-get install {package}); see editors/tests/install.sh")
    return path


def environment(tgl: Path, work: Path, out: Path) -> dict[str, str]:
    return {
        **os.environ,
        "TGL_BIN": str(tgl),
        "TGL_E2E_FILE": str(work / "example_error.tgl"),
        "TGL_E2E_OUT": str(out),
        "TGL_E2E_TIMEOUT_MS": str(STEP_TIMEOUT_MS),
        "TGL_E2E_HOVER_LINE": str(HOVER[0]),
        "TGL_E2E_HOVER_CHARACTER": str(HOVER[1]),
        "TGL_E2E_COMPLETION_LINE": str(COMPLETION[0]),
        "TGL_E2E_COMPLETION_CHARACTER": str(COMPLETION[1]),
        "TGL_FAKE_LOG": str(work / "fake.log"),
        "TGL_E2E_FORMAT_FILE": str(work / "format.tgl"),
    }


def workspace(tmp_path: Path) -> Path:
    """A copy of the example in a directory of its own (a project root for the editors)."""
    work = tmp_path / "project"
    work.mkdir()
    (work / ".tgl-root").write_text("")
    shutil.copy(EXAMPLE, work / "example_error.tgl")
    (work / "format.tgl").write_text("linear S {\nview A {width:10}\n}\n", encoding="utf-8")
    return work


FORMATTED = ["linear S {", "    view A { width: 10 }", "}"]


def run_editor(command: list[str], env: dict[str, str], out: Path, cwd: Path, keep_stdin_open: bool = False) -> dict:
    """Runs an editor until it quits (its driver quits it) and returns the JSON its driver wrote.

    Vim quits when its input ends, so for Vim the input is a pipe kept open until Vim is done.
    """
    log = out.with_suffix(".log")
    with log.open("wb") as output:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT,
                                   stdin=subprocess.PIPE if keep_stdin_open else subprocess.DEVNULL)
        try:
            process.wait(timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            pytest.fail(f"{command[0]} did not finish in {RUN_TIMEOUT_S} s:\n{tail(log)}")
        finally:
            if process.stdin:
                process.stdin.close()
    assert out.exists(), f"{command[0]} wrote no result (exit {process.returncode}):\n{tail(log)}"
    return json.loads(out.read_text(encoding="utf-8"))


def tail(path: Path) -> str:
    return path.read_bytes()[-2000:].decode(errors="replace")


def check_diagnostics(diagnostics: list[dict], line_key: str, line_base: int) -> None:
    assert diagnostics, "no diagnostic arrived"
    on_line = [d for d in diagnostics if d[line_key] == ERROR_LINE + line_base]
    assert on_line, f"no diagnostic on line {ERROR_LINE + line_base}: {diagnostics}"
    assert any("expected ':'" in d["message"] for d in on_line), on_line


def check_settings_reached_the_fake(work: Path) -> None:
    """With the fake server, the settings arrived as initializationOptions and under `tgl`."""
    if not FAKE:
        return
    entries = [json.loads(line) for line in (work / "fake.log").read_text().splitlines()]
    assert {"initializationOptions": SETTINGS} in entries, entries
    assert {"didChangeConfiguration": {"tgl": SETTINGS}} in entries, entries


def test_neovim(tgl: Path, tmp_path: Path) -> None:
    nvim = need("nvim", "neovim")
    work, out = workspace(tmp_path), tmp_path / "nvim.json"
    env = {**environment(tgl, work, out), "TGL_E2E_PLUGIN": str(ROOT / "editors" / "nvim")}
    result = run_editor([nvim, "--headless", "--clean", "-u", str(E2E / "nvim_driver.lua")], env, out, work)
    assert not result.get("timed_out"), result
    assert all(step["ok"] for step in result["steps"]), result["steps"]
    assert result["filetype"] == "tgl"
    assert result["attached"], "the client did not attach to the buffer"
    check_diagnostics(result["diagnostics"], "line", 0)
    assert any(FRAME.search(text) for text in result["hover"]), f"no frame in the hover: {result['hover']}"
    assert result["completion"], "no completion items arrived"
    assert result["lsp_entry"] == {"cmd": ["tgl", "lsp"], "filetypes": ["tgl"],
                                   "root_markers": [".tgl-root", "Package.swift", ".git"]}
    if not FAKE:
        assert result["formatted"] == FORMATTED, "TglFormat"
        assert result["formatted_gq"] == FORMATTED, "gq"
    check_settings_reached_the_fake(work)


def test_emacs_eglot(tgl: Path, tmp_path: Path) -> None:
    emacs = need("emacs", "emacs-nox")
    work, out = workspace(tmp_path), tmp_path / "emacs.json"
    env = environment(tgl, work, out)
    command = [emacs, "--batch", "-Q", "-L", str(ROOT / "editors" / "emacs"), "-l", str(E2E / "emacs_driver.el")]
    result = run_editor(command, env, out, work)
    if "skip" in result:
        pytest.skip(result["skip"])
    assert "error" not in result, result["error"]
    assert not result.get("timed_out"), result
    assert result["major_mode"] == "tgl-mode"
    assert result["connected"], result
    assert '"lsp"' in result["contact"], result["contact"]
    check_diagnostics(result["diagnostics"], "line", 0)
    assert any(FRAME.search(text) for text in result["hover"]), f"no frame in the hover: {result['hover']}"
    assert result["completion"], "no completion items arrived"
    check_settings_reached_the_fake(work)


def test_emacs_lsp_mode_registration() -> None:
    """With lsp-mode loaded, tgl-mode buffers have a `tgl` client over stdio with the same settings as Eglot's."""
    emacs = need("emacs", "emacs-nox")
    command = [emacs, "--batch", "-Q", "-L", str(ROOT / "editors" / "emacs"), "-l", str(E2E / "emacs_lsp_mode_check.el")]
    run = subprocess.run(command, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr[-2000:]
    result = json.loads(run.stdout)
    if "skip" in result:
        pytest.skip(result["skip"])
    assert result == {"registered": True, "languageId": "tgl", "activates": True, "stdio": True,
                      "initializationOptions": SETTINGS}


@pytest.mark.parametrize("client", ["lsp-mode", "eglot"])
def test_emacs_preview(tgl: Path, tmp_path: Path, client: str) -> None:
    """`M-x tgl-preview` under lsp-mode (it said "No language server manages this buffer" when only Eglot was
    asked) and Eglot: the page and, with a prefix argument, the gallery of the buffer, served by the session's
    preview; the address goes to the kill ring (a terminal Emacs opens no browser)."""
    if FAKE:
        pytest.skip("the fake server has no preview")
    emacs = need("emacs", "emacs-nox")
    work, out = workspace(tmp_path), tmp_path / f"emacs-{client}.json"
    (work / ".git").mkdir()  # the project root, guessed without asking
    command = [emacs, "--batch", "-Q", "-L", str(ROOT / "editors" / "emacs"), "-l", str(E2E / "emacs_preview.el")]
    result = run_editor(command, {**environment(tgl, work, out), "TGL_E2E_CLIENT": client}, out, work)
    if "skip" in result:
        pytest.skip(result["skip"])
    assert "error" not in result, result["error"]
    assert not result.get("timed_out"), result
    assert result["connected"] is True
    page, gallery = result["page"], result["gallery"]
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/view\?doc=example_error\.tgl&token=[0-9a-f]{32}", page), page
    assert gallery == page.replace("/view?doc=example_error.tgl&", "/gallery?doc=example_error.tgl&devices="
                                   "iPhone%20SE%2CiPhone%2015%2CiPhone%2015%20Pro%20Max%2CiPad&"), gallery
    assert result["kill_ring"] == gallery
    assert result["cursor_hook"] is True and result["cursor_sent"] is True


VIM_ALE_PACK = Path("/usr/share/vim/vimfiles/pack/dist-bundle/opt/ale")


def documented_vimrc(tgl: Path) -> str:
    """The ~/.vimrc of docs/editors.md, pointed at this checkout and at the server under test."""
    docs = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    section = docs[docs.index("\n## Vim\n"):]
    block = re.search(r"```vim\n(.*?)```", section, re.S)
    assert block, "docs/editors.md has no vim block under ## Vim"
    vimrc = block.group(1).replace("/path/to/tgl", str(ROOT))
    return vimrc + f"let g:ale_tgl_executable = '{tgl}'\n"


def test_vim_ale(tgl: Path, tmp_path: Path) -> None:
    """Vim as docs/editors.md sets it up, on a fresh ~/.vimrc: the file type, ALE's diagnostics from the server,
    the project root (the folder holding `.tgl-root`), the fixer and `gq`."""
    vim = need("vim", "vim")
    if not (VIM_ALE_PACK / "plugin" / "ale.vim").exists():
        pytest.skip(f"ALE is not installed at {VIM_ALE_PACK} (apt-get install vim-ale)")
    work, out = workspace(tmp_path), tmp_path / "vim.json"
    home = tmp_path / "home"
    home.mkdir()
    (home / ".vimrc").write_text(documented_vimrc(tgl), encoding="utf-8")
    env = {**environment(tgl, work, out), "HOME": str(home)}
    command = [vim, "-i", "NONE", "--not-a-term", "-S", str(E2E / "vim_ale_driver.vim"), str(work / "example_error.tgl")]
    result = run_editor(command, env, out, work, keep_stdin_open=True)
    assert result["filetype"] == "tgl"
    assert result["linters"] == ["tgl"], result
    assert not result["timed_out"], f"no diagnostic within {STEP_TIMEOUT_MS} ms: {result}"
    check_diagnostics(result["diagnostics"], "line", 1)
    assert result["root"] == str(work), result["root"]
    assert result["fixer"] == "ale#fixers#tgl#Fix"
    assert result["fix_command"]["command"].endswith(" fmt -")
    if not FAKE:
        assert result["formatted"] == FORMATTED
    check_settings_reached_the_fake(work)
