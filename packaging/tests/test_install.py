"""`scripts/install.sh` (what `make install` runs) into a temporary prefix: the files, the man page rendered by
man/groff, and the completion scripts loaded in real bash, zsh and fish and asked for completions."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT


def commands_and_options(tgl: Path) -> dict[str, list[str]]:
    """The commands `tgl --help` lists, each with the options `tgl help COMMAND` lists."""
    overview = subprocess.run([tgl, "--help"], capture_output=True, text=True, check=True).stdout
    block = overview.split("Commands:\n", 1)[1].split("\n\n", 1)[0]
    out = {}
    for line in block.splitlines():
        name = line.split()[0]
        if name == "help":
            out[name] = []
            continue
        text = subprocess.run([tgl, "help", name], capture_output=True, text=True, check=True).stdout
        options = text.split("Options:\n", 1)[1].split("\n\n", 1)[0]
        out[name] = [line.split()[0] for line in options.splitlines()]
    return out


def test_installs_the_binary_man_page_and_completions(prefix: Path, tgl: Path) -> None:
    for relative in ("bin/tgl", "share/man/man1/tgl.1", "share/bash-completion/completions/tgl",
                     "share/zsh/site-functions/_tgl", "share/fish/vendor_completions.d/tgl.fish"):
        assert (prefix / relative).is_file(), relative
    assert os.access(prefix / "bin" / "tgl", os.X_OK)
    version = subprocess.run([prefix / "bin" / "tgl", "--version"], capture_output=True, text=True, check=True)
    assert re.fullmatch(r"tgl \d+\.\d+\.\d+\n", version.stdout)
    # The completions are what the installed binary prints.
    for shell, relative in (("bash", "share/bash-completion/completions/tgl"), ("zsh", "share/zsh/site-functions/_tgl"),
                            ("fish", "share/fish/vendor_completions.d/tgl.fish")):
        printed = subprocess.run([tgl, "completions", shell], capture_output=True, text=True, check=True).stdout
        assert (prefix / relative).read_text() == printed


def test_install_again_replaces_the_files(prefix: Path, tgl: Path) -> None:
    (prefix / "share" / "man" / "man1" / "tgl.1").write_text("stale")
    subprocess.run([ROOT / "scripts" / "install.sh", "--prefix", prefix, "--binary", tgl], check=True,
                   capture_output=True)
    assert (prefix / "share" / "man" / "man1" / "tgl.1").read_text().startswith('.\\" tgl(1)')


def test_destdir_stages_under_the_prefix(tmp_path: Path, tgl: Path) -> None:
    subprocess.run([ROOT / "scripts" / "install.sh", "--prefix", "/opt/tgl", "--destdir", tmp_path, "--binary", tgl],
                   check=True, capture_output=True)
    assert (tmp_path / "opt" / "tgl" / "bin" / "tgl").is_file()
    assert (tmp_path / "opt" / "tgl" / "share" / "man" / "man1" / "tgl.1").is_file()


def test_make_install_runs_the_script() -> None:
    if not shutil.which("make"):
        pytest.skip("make is not installed")
    dry = subprocess.run(["make", "-n", "install", "PREFIX=/some/where", "DESTDIR=/stage"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    assert 'scripts/install.sh --prefix "/some/where" --destdir "/stage"' in dry


def test_install_rejects_an_unknown_argument() -> None:
    result = subprocess.run([ROOT / "scripts" / "install.sh", "--prefx", "/tmp"], capture_output=True, text=True)
    assert result.returncode == 2
    assert "unknown argument '--prefx'" in result.stderr


# The man page.

def rendered_man_page(prefix: Path) -> str:
    page = prefix / "share" / "man" / "man1" / "tgl.1"
    environment = {**os.environ, "MANWIDTH": "200", "MAN_KEEP_FORMATTING": "0"}
    if shutil.which("man"):
        result = subprocess.run(["man", "-l", page], capture_output=True, text=True, env=environment)
    elif shutil.which("groff"):
        result = subprocess.run(["groff", "-man", "-Tutf8", "-rLL=200n", page], capture_output=True, text=True)
    else:
        pytest.skip("neither man nor groff is installed")
    assert result.returncode == 0, result.stderr
    # Overstrike (bold, underline) out, so that the text can be searched.
    return re.sub(r".\x08", "", result.stdout)


def test_man_page_has_no_groff_warnings(prefix: Path) -> None:
    if not shutil.which("groff"):
        pytest.skip("groff is not installed")
    result = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", prefix / "share" / "man" / "man1" / "tgl.1"],
                            capture_output=True, text=True)
    assert result.returncode == 0
    assert result.stderr == ""


def test_man_page_describes_every_command_and_option(prefix: Path, tgl: Path) -> None:
    text = rendered_man_page(prefix)
    assert re.search(r"^NAME\n\s+tgl - the toolkit for \.tgl layouts", text, re.M)
    for section in ("SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "SEE ALSO"):
        assert re.search(rf"^{section}$", text, re.M), section
    for name, options in commands_and_options(tgl).items():
        assert re.search(rf"^\s+tgl {re.escape(name)}$", text, re.M), f"no subsection for {name}"
        # The subsection: from its heading to the next one.
        body = re.split(rf"^\s+tgl {re.escape(name)}$", text, maxsplit=1, flags=re.M)[1]
        body = re.split(r"^\s+tgl [a-z]+$|^EXIT STATUS$", body, maxsplit=1, flags=re.M)[0]
        for option in options:
            assert re.search(rf"(^|\s){re.escape(option)}(\s|$)", body), f"{name}: {option}"
    # The notes come along: a sentence from `tgl help check`.
    assert "Files are checked in parallel" in text


# Completions, in the shells themselves.

@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "screen.tgl").write_text("view A { width: 10; height: 10 }\n")
    (tmp_path / "notes.txt").write_text("")
    (tmp_path / "screens").mkdir()
    return tmp_path


def bash_complete(prefix: Path, line: str, cwd: Path) -> list[str]:
    words = line.split(" ")
    script = prefix / "share" / "bash-completion" / "completions" / "tgl"
    program = (f"source {script}; COMP_WORDS=({' '.join(repr(w) for w in words)}); "
               f"COMP_CWORD={len(words) - 1}; _tgl; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    result = subprocess.run(["bash", "--norc", "--noprofile", "-c", program], capture_output=True, text=True, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return [w for w in result.stdout.split("\n") if w]


def test_bash_completes_commands_options_values_and_files(prefix: Path, workspace: Path) -> None:
    assert bash_complete(prefix, "tgl ch", workspace) == ["check"]
    assert set(bash_complete(prefix, "tgl ", workspace)) >= {"check", "fmt", "lsp", "completions", "help", "--version"}
    assert bash_complete(prefix, "tgl check --fo", workspace) == ["--format"]
    assert bash_complete(prefix, "tgl check --format ", workspace) == ["text", "json", "sarif"]
    assert bash_complete(prefix, "tgl layout --orientation l", workspace) == ["landscape"]
    assert bash_complete(prefix, "tgl explain unknown-p", workspace) == ["unknown-property"]
    assert bash_complete(prefix, "tgl help f", workspace) == ["fmt"]
    assert sorted(bash_complete(prefix, "tgl check ", workspace)) == ["screen.tgl", "screens"]
    assert bash_complete(prefix, "tgl check --canvas ", workspace) == []


def test_zsh_loads_the_completion_function(prefix: Path) -> None:
    if not shutil.which("zsh"):
        pytest.skip("zsh is not installed (editors/tests/install.sh installs it)")
    functions = prefix / "share" / "zsh" / "site-functions"
    syntax = subprocess.run(["zsh", "-n", functions / "_tgl"], capture_output=True, text=True)
    assert syntax.returncode == 0, syntax.stderr
    program = (f"fpath=({functions} $fpath); autoload -Uz compinit; compinit -u -D; "
               "print -r -- ${_comps[tgl]}; autoload -Uz +X _tgl; print -r -- ${+functions[_tgl]}")
    result = subprocess.run(["zsh", "-f", "-c", program], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["_tgl", "1"]


def fish_complete(prefix: Path, line: str, cwd: Path) -> list[str]:
    script = prefix / "share" / "fish" / "vendor_completions.d" / "tgl.fish"
    result = subprocess.run(["fish", "--no-config", "-c", f"source {script}; complete -C '{line}'"],
                            capture_output=True, text=True, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return [entry.split("\t")[0] for entry in result.stdout.split("\n") if entry]


def test_fish_completes_commands_options_values_and_files(prefix: Path, workspace: Path) -> None:
    if not shutil.which("fish"):
        pytest.skip("fish is not installed (editors/tests/install.sh installs it)")
    assert fish_complete(prefix, "tgl ch", workspace) == ["check"]
    assert "--max-warnings" in fish_complete(prefix, "tgl check --", workspace)
    assert fish_complete(prefix, "tgl check --format ", workspace) == ["json", "sarif", "text"]
    assert fish_complete(prefix, "tgl explain unknown-p", workspace) == ["unknown-property"]
    assert "screen.tgl" in fish_complete(prefix, "tgl check ", workspace)
    assert "notes.txt" not in fish_complete(prefix, "tgl check ", workspace)
