"""Tokenizes .tgl files with the TextMate grammar and prints or compares scope listings.

The engine is babi's (`babi.highlight`, on PyPI): a line-by-line TextMate tokenizer on
Oniguruma (`onigurumacffi`) that follows vscode-textmate's rules (earliest match wins, `end`
wins ties, begin/end/while rules, captures, `\\G`), so what it shows is what VS Code shows.

A listing has one token per line: `LINE:COL<TAB>TEXT<TAB>SCOPES`, where LINE and COL count from
1 (COL in Unicode code points), TEXT is the token without surrounding blanks (tabs written \\t),
and SCOPES is the scope stack without `source.tgl`, innermost last, and without `meta.*` scopes
unless the listing starts with the line `# meta`. A token is a run of text with one scope stack;
blank runs are left out; text with no scope but `source.tgl` shows `-`.

    python3 editors/tests/tmtokens.py FILE.tgl [--meta]   # print the listing (for review)
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "grammar" / "tgl.tmLanguage.json"


class Tokenizer:
    """Loads the grammar into babi's engine once and tokenizes text with it."""

    def __init__(self, grammar_path: Path = GRAMMAR) -> None:
        from babi.highlight import Grammars  # noqa: PLC0415 (optional dependency)

        scope = json.loads(grammar_path.read_text(encoding="utf-8"))["scopeName"]
        self._directory = tempfile.mkdtemp(prefix="tgl-grammar-")
        shutil.copy(grammar_path, Path(self._directory) / f"{scope}.json")
        self._compiler = Grammars(self._directory).compiler_for_scope(scope)
        shutil.rmtree(self._directory)  # babi has read the grammar

    def regions(self, text: str) -> list[tuple[int, int, int, tuple[str, ...]]]:
        """(line, start, end, scopes) for every region the engine reports, line by line."""
        from babi.highlight import highlight_line  # noqa: PLC0415

        state = self._compiler.root_state
        result = []
        for index, line in enumerate(text.splitlines(keepends=True)):
            if not line.endswith("\n"):
                line += "\n"
            state, regions = highlight_line(self._compiler, state, line, index == 0)
            for start, end, scope in regions:
                result.append((index + 1, start, min(end, len(line.rstrip("\r\n"))), tuple(scope)))
        return result

    def listing(self, text: str, meta: bool) -> list[str]:
        """The listing lines (without the `# meta` header) for `text`."""
        return listing(text, self.regions(text), meta)


class SublimeTokenizer:
    """Tokenizes with the generated `.sublime-syntax` in syntect (Sublime Text's syntax engine in Rust)."""

    def __init__(self, folder: Path = ROOT / "editors" / "sublime") -> None:
        import syntect  # noqa: PLC0415 (optional dependency)

        builder = syntect.SyntaxSetBuilder()
        builder.add_from_folder(str(folder), True)
        self._syntect = syntect
        self._set = builder.build()
        self.name = self._set.find_syntax_by_extension("tgl").name

    def regions(self, text: str) -> list[tuple[int, int, int, tuple[str, ...]]]:
        state = self._syntect.ParseState(self.name, self._set)
        stack: list[str] = []
        result = []
        for index, line in enumerate(text.splitlines(keepends=True)):
            if not line.endswith("\n"):
                line += "\n"
            encoded = line.encode("utf-8")
            ops = state.parse_line(line, self._set).ops
            position = 0
            for byte_offset, op in list(ops) + [(len(encoded), "Noop")]:
                start = len(encoded[:position].decode("utf-8"))
                end = len(encoded[:byte_offset].decode("utf-8"))
                if end > start:
                    result.append((index + 1, start, min(end, len(line.rstrip("\r\n"))), tuple(stack)))
                position = byte_offset
                if op.startswith("Push("):
                    stack.append(op[5:-1])
                elif op.startswith("Pop("):
                    del stack[len(stack) - int(op[4:-1]):]
                elif op != "Noop":
                    raise ValueError(f"scope operation not handled: {op}")
        return result

    def listing(self, text: str, meta: bool) -> list[str]:
        return listing(text, self.regions(text), meta)


def listing(text: str, regions: list[tuple[int, int, int, tuple[str, ...]]], meta: bool) -> list[str]:
    """The listing lines (without the `# meta` header) for `text` tokenized into `regions`."""
    lines = text.splitlines()
    merged: list[list] = []
    for line, start, end, scopes in regions:
        if start >= end:
            continue
        if merged and merged[-1][0] == line and merged[-1][2] == start and merged[-1][3] == scopes:
            merged[-1][2] = end
        else:
            merged.append([line, start, end, scopes])
    out = []
    for line, start, end, scopes in merged:
        raw = lines[line - 1][start:end]
        text_part = raw.strip(" \t")
        if not text_part:
            continue
        column = start + (len(raw) - len(raw.lstrip(" \t"))) + 1
        shown = [s for s in scopes if s != "source.tgl" and (meta or not s.startswith("meta."))]
        shown_text = text_part.replace("\t", "\\t")
        out.append(f"{line}:{column}\t{shown_text}\t{' '.join(shown) or '-'}")
    return out


def read_expected(path: Path) -> tuple[bool, list[str]]:
    """The expected listing of a `.scopes` file: (meta?, lines without comments and blank lines)."""
    meta = False
    lines = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.strip() == "# meta":
            meta = True
            continue
        if not raw.strip() or raw.startswith("#"):
            continue
        # Reviewers may align columns with extra tabs or spaces; normalise to single tabs.
        position, rest = raw.split(None, 1) if "\t" in raw or " " in raw else (raw, "")
        text, _, scopes = rest.rpartition("\t")
        lines.append(f"{position}\t{text.strip()}\t{scopes.strip()}")
    return meta, lines


def main() -> int:
    parser = argparse.ArgumentParser(description="print the scope listing of a .tgl file")
    parser.add_argument("file", type=Path)
    parser.add_argument("--meta", action="store_true", help="keep meta.* scopes")
    options = parser.parse_args()
    tokenizer = Tokenizer()
    print("\n".join(tokenizer.listing(options.file.read_text(encoding="utf-8"), options.meta)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
