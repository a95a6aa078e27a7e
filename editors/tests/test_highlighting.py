"""The Vim/Neovim syntax file and Emacs's font-lock agree with the TextMate grammar's classes.

The hand-written `grammar-fixtures/*.scopes` say which class each token has; here each editor
opens the same fixture (headless) and the highlight group or face at the token's first character
must be the one that stands for that class. Punctuation and a few classes that an editor leaves
plain (marked None) are not checked.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

from tmtokens import read_expected  # noqa: E402

FIXTURES = sorted((HERE / "grammar-fixtures").glob("*.tgl"))
COMMENT_FACES = {"font-lock-comment-face", "font-lock-comment-delimiter-face"}

# scope -> (Emacs faces, Vim groups); None: that editor does not distinguish this class.
CLASSES: dict[str, tuple[set[str] | None, set[str] | None]] = {
    "invalid.illegal.escape.tgl": ({"tgl-invalid-face"}, {"tglBadEscape"}),
    "invalid.illegal.numeric.tgl": ({"tgl-invalid-face"}, None),
    "invalid.illegal.color.tgl": ({"tgl-invalid-face"}, None),
    "invalid.illegal.stray-brace.tgl": (None, None),
    "constant.character.escape.tgl": ({"tgl-escape-face"}, {"tglEscape"}),
    "comment.line.documentation.tgl": ({"font-lock-doc-face"}, {"tglDocComment"}),
    "comment.line.double-slash.tgl": (COMMENT_FACES, {"tglLineComment"}),
    "comment.block.tgl": (COMMENT_FACES, {"tglBlockComment"}),
    "string.quoted.double.tgl": ({"font-lock-string-face"}, {"tglString"}),
    "constant.numeric.weight.tgl": ({"tgl-weight-face"}, {"tglWeight"}),
    "constant.numeric.tgl": ({"tgl-number-face"}, {"tglNumber"}),
    "constant.other.color.tgl": ({"tgl-color-face"}, {"tglColor"}),
    "keyword.control.when.tgl": ({"tgl-when-face"}, {"tglWhen"}),
    "keyword.other.directive.tgl": ({"tgl-directive-face"}, {"tglDirective"}),
    "entity.name.type.container.tgl": ({"tgl-container-kind-face"}, {"tglContainerKind"}),
    "entity.name.type.leaf.tgl": ({"tgl-leaf-kind-face"}, {"tglLeafKind"}),
    "entity.name.type.tgl": ({"font-lock-type-face"}, {"tglOtherKind"}),
    "entity.name.tag.tgl": ({"tgl-element-name-face"}, {"tglElementName", "tglChildName"}),
    "support.type.property-name.tgl": ({"tgl-property-face"}, {"tglProperty"}),
    "constant.language.tgl": ({"tgl-constant-face"}, {"tglConstant", "tglGravityAxis", "tglGravityValue"}),
    "variable.other.member.tgl": ({"tgl-property-face"}, {"tglMember"}),
    # Vim highlights a name only before '.'; a bare reference stays plain there.
    "variable.other.reference.tgl": ({"tgl-reference-face"}, {"tglReference", "-"}),
    "keyword.operator.bound.tgl": ({"tgl-bound-face"}, {"tglBound"}),
    "keyword.operator.tgl": ({"tgl-operator-face"}, {"tglOperator"}),
    "support.function.tgl": ({"tgl-function-face"}, {"tglFunction"}),
    # Declarations (issue 29).
    "keyword.control.import.tgl": ({"tgl-declaration-face"}, {"tglDeclaration", "tglImportFrom"}),
    "storage.type.let.tgl": ({"tgl-declaration-face"}, {"tglDeclaration"}),
    "storage.type.style.tgl": ({"tgl-declaration-face"}, {"tglDeclaration"}),
    "storage.type.component.tgl": ({"tgl-declaration-face"}, {"tglDeclaration"}),
    "entity.name.imported.tgl": ({"tgl-declared-name-face"}, {"tglImportedName"}),
    "variable.other.constant.tgl": ({"tgl-declared-name-face"}, {"tglDeclaredName"}),
    "entity.name.type.style.tgl": ({"tgl-declared-name-face"}, {"tglDeclaredName"}),
    # A component's name where it is declared, and in kind position where it is used (`Cell bob (...)`).
    "entity.name.type.component.tgl": ({"tgl-declared-name-face", "font-lock-type-face"}, {"tglDeclaredName", "tglOtherKind"}),
    # A parameter where it is declared, and a named argument of a use: both read as a property name does.
    "variable.parameter.tgl": ({"tgl-property-face"}, {"tglProperty"}),
    "support.type.primitive.tgl": (None, None),
    "keyword.operator.assignment.tgl": ({"tgl-operator-face"}, {"tglOperator"}),
}


def expectations(fixture: Path, editor: int) -> list[tuple[int, int, str, set[str]]]:
    """(line, code-point column, token, allowed names) for the tokens this editor must highlight."""
    result = []
    for entry in read_expected(fixture.with_name(fixture.name + ".scopes"))[1]:
        position, text, scopes = entry.split("\t")
        line, column = (int(part) for part in position.split(":"))
        for scope in reversed([s for s in scopes.split() if not s.startswith("meta.")]):
            if scope in CLASSES:
                allowed = CLASSES[scope][editor]
                if allowed is not None:
                    result.append((line, column, text, allowed))
                break
    return result


def compare(fixture: Path, editor: int, dump: dict[tuple[int, int], str], byte_columns: bool) -> None:
    lines = fixture.read_text(encoding="utf-8").splitlines()
    problems = []
    for line, column, text, allowed in expectations(fixture, editor):
        key_column = len(lines[line - 1][: column - 1].encode("utf-8")) + 1 if byte_columns else column
        actual = dump.get((line, key_column), "-")
        if actual not in allowed:
            problems.append(f"{line}:{column} {text!r}: {actual}, expected one of {sorted(allowed)}")
    assert not problems, f"{fixture.name}:\n" + "\n".join(problems)


def read_dump(path: Path) -> dict[tuple[int, int], str]:
    dump = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line, column, name = raw.split(" ", 2)
        dump[(int(line), int(column))] = name
    return dump


@pytest.mark.parametrize("fixture", FIXTURES, ids=[path.name for path in FIXTURES])
def test_emacs_font_lock(fixture: Path, tmp_path: Path) -> None:
    emacs = shutil.which("emacs")
    if emacs is None:
        pytest.skip("emacs is not installed (apt-get install emacs-nox)")
    out = tmp_path / "faces.txt"
    subprocess.run(
        [emacs, "--batch", "-Q", "-L", str(ROOT / "editors" / "emacs"), "-l", str(HERE / "highlight" / "emacs_faces.el"),
         str(fixture), str(out)],
        check=True, capture_output=True, timeout=60,
    )
    compare(fixture, 0, read_dump(out), byte_columns=False)


@pytest.mark.parametrize("program", ["vim", "nvim"])
@pytest.mark.parametrize("fixture", FIXTURES, ids=[path.name for path in FIXTURES])
def test_vim_syntax(fixture: Path, program: str, tmp_path: Path) -> None:
    executable = shutil.which(program)
    if executable is None:
        pytest.skip(f"{program} is not installed (apt-get install {'neovim' if program == 'nvim' else 'vim'})")
    out = tmp_path / "syntax.txt"
    runtime = ROOT / "editors" / ("nvim" if program == "nvim" else "vim")
    command = [executable, "-Nu", "NONE", "-i", "NONE", "-es", "--cmd", "set encoding=utf-8"]
    if program == "nvim":
        command = [executable, "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-es"]
    command += ["--cmd", f"set rtp^={runtime}", "-S", str(HERE / "highlight" / "vim_syntax.vim"), str(fixture)]
    subprocess.run(command, check=False, capture_output=True, timeout=60,
                   env={**os.environ, "TGL_SYNTAX_OUT": str(out)}, stdin=subprocess.DEVNULL)
    assert out.exists(), f"{program} wrote nothing"
    assert not out.read_text().startswith("filetype"), out.read_text()
    compare(fixture, 1, read_dump(out), byte_columns=True)


def test_vim_and_neovim_runtime_files_are_identical() -> None:
    for relative in ("ftdetect/tgl.vim", "syntax/tgl.vim", "ftplugin/tgl.vim", "indent/tgl.vim"):
        assert (ROOT / "editors" / "vim" / relative).read_bytes() == (ROOT / "editors" / "nvim" / relative).read_bytes(), relative


def test_emacs_and_grammar_vocabulary_agree() -> None:
    sys.path.insert(0, str(ROOT / "editors" / "tools"))
    import re

    import vocabulary as vocab

    elisp = (ROOT / "editors" / "emacs" / "tgl-mode.el").read_text(encoding="utf-8")

    def words(name: str) -> list[str]:
        match = re.search(rf"\(defconst {name}\s*'\((.*?)\)\)", elisp, re.S)
        assert match, name
        return re.findall(r'"([^"]+)"', match.group(1))

    assert words("tgl-container-kinds") == vocab.CONTAINER_KINDS
    assert words("tgl-leaf-kinds") == vocab.LEAF_KINDS
    assert words("tgl-value-keywords") == vocab.VALUE_KEYWORDS
    assert words("tgl-functions") == vocab.FUNCTIONS
    assert words("tgl-declaration-keywords") == vocab.DECLARATION_KEYWORDS
    syntax = (ROOT / "editors" / "nvim" / "syntax" / "tgl.vim").read_text(encoding="utf-8")
    for word in vocab.CONTAINER_KINDS + vocab.LEAF_KINDS + vocab.VALUE_KEYWORDS:
        # An alternative of a Vim pattern: \%(a\|word\|b\).
        assert re.search(r"(?:\\%\(|\\\|)" + word + r"(?:\\\||\\\))", syntax), word


# Fixtures indented by brace depth alone (no value continued on a second line).
INDENT_FIXTURES = [HERE / "grammar-fixtures" / name for name in (
    "01_readme_usage.tgl", "04_directives_and_when.tgl", "05_references_and_bounds.tgl",
    "07_contextual_keywords.tgl", "08_path_flow_gravity.tgl", "06_cjk_names.tgl",
)]


def flattened(path: Path, tmp_path: Path) -> Path:
    """A copy of `path` with every line's indentation removed."""
    copy = tmp_path / path.name
    copy.write_text("\n".join(line.lstrip() for line in path.read_text(encoding="utf-8").splitlines()) + "\n",
                    encoding="utf-8")
    return copy


@pytest.mark.parametrize("fixture", INDENT_FIXTURES, ids=[path.name for path in INDENT_FIXTURES])
def test_emacs_indents_by_brace_depth(fixture: Path, tmp_path: Path) -> None:
    emacs = shutil.which("emacs")
    if emacs is None:
        pytest.skip("emacs is not installed (apt-get install emacs-nox)")
    copy = flattened(fixture, tmp_path)
    subprocess.run(
        [emacs, "--batch", "-Q", "-L", str(ROOT / "editors" / "emacs"), "--eval",
         f"(progn (require 'tgl-mode) (find-file {json.dumps(str(copy))}) (indent-region (point-min) (point-max))"
         " (save-buffer))"],
        check=True, capture_output=True, timeout=60,
    )
    assert copy.read_text(encoding="utf-8") == fixture.read_text(encoding="utf-8")


@pytest.mark.parametrize("program", ["vim", "nvim"])
@pytest.mark.parametrize("fixture", INDENT_FIXTURES, ids=[path.name for path in INDENT_FIXTURES])
def test_vim_indents_by_brace_depth(fixture: Path, program: str, tmp_path: Path) -> None:
    executable = shutil.which(program)
    if executable is None:
        pytest.skip(f"{program} is not installed")
    copy = flattened(fixture, tmp_path)
    runtime = ROOT / "editors" / ("nvim" if program == "nvim" else "vim")
    command = [executable, "-Nu", "NONE", "-i", "NONE", "-es", "--cmd", "set encoding=utf-8"]
    if program == "nvim":
        command = [executable, "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-es"]
    command += ["--cmd", f"set rtp^={runtime}", "-c", "filetype plugin indent on", "-c", "filetype detect",
                "-c", "normal! gg=G", "-c", "wq", str(copy)]
    subprocess.run(command, check=False, capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert copy.read_text(encoding="utf-8") == fixture.read_text(encoding="utf-8")
