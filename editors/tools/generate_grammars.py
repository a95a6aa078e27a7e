#!/usr/bin/env python3
"""Generates the editor grammars of .tgl from one description.

Writes `grammar/tgl.tmLanguage.json` (the TextMate grammar: VS Code, TextMate, other TextMate
engines), its copy in `editors/vscode/syntaxes/`, `editors/sublime/TGL.sublime-syntax`, and copies
the hand-written `grammar/language-configuration.json` into `editors/vscode/` and the Vim runtime
files of `editors/nvim/` into `editors/vim/`.
Run it after changing this file or `vocabulary.py`; `editors/tests/test_grammar.py` fails when
the committed files differ from what this script writes.

    python3 editors/tools/generate_grammars.py          # rewrite the files
    python3 editors/tools/generate_grammars.py --check  # exit 1 if a file is stale
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import vocabulary as vocab  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TM_GRAMMAR = ROOT / "grammar" / "tgl.tmLanguage.json"
VSCODE_GRAMMAR = ROOT / "editors" / "vscode" / "syntaxes" / "tgl.tmLanguage.json"
SUBLIME_SYNTAX = ROOT / "editors" / "sublime" / "TGL.sublime-syntax"
LANGUAGE_CONFIG = ROOT / "grammar" / "language-configuration.json"
VSCODE_LANGUAGE_CONFIG = ROOT / "editors" / "vscode" / "language-configuration.json"
VIM_RUNTIME_FILES = ["ftdetect/tgl.vim", "syntax/tgl.vim", "ftplugin/tgl.vim", "indent/tgl.vim", "autoload/tgl.vim"]

# A character of a name: Unicode letters, marks, digits, '_', emoji with their joiners and
# variation selectors (the lexer's `isIdentifierScalar`). A name does not start with an ASCII digit.
NAME_CHAR = (
    r"[\p{L}\p{M}\p{N}\p{Pc}\p{Extended_Pictographic}\p{Emoji_Modifier}"
    r"\x{200D}\x{FE00}-\x{FE0F}\x{1F1E6}-\x{1F1FF}]"
)
NAME = rf"(?![0-9]){NAME_CHAR}+"
NOT_AFTER_NAME = rf"(?<!{NAME_CHAR})"
NOT_BEFORE_NAME = rf"(?!{NAME_CHAR})"
DECIMAL = r"(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)"

# Where a property's (or directive's) value ends: ';', before the block's '}', or at the end of
# a line that does not end with an operator, ',' or an opening bracket (the value goes on then).
# A '\r' before the end of the line (CRLF files in engines that keep it) counts as a blank.
VALUE_END = r"(;)|(?=\})|(?<=\*/)[ \t\r]*$|(?<![,+\-*/(\[\s])[ \t\r]*$"


def words(items: list[str]) -> str:
    """An alternation of whole words, longest first so that no word shadows a longer one."""
    return "|".join(sorted(items, key=lambda word: (-len(word), word)))


def keyword(items: list[str]) -> str:
    return rf"{NOT_AFTER_NAME}(?:{words(items)}){NOT_BEFORE_NAME}"


def tm_grammar() -> dict:
    """The TextMate grammar as a JSON-ready dictionary."""
    repository = {
        "comments": {
            "patterns": [
                {"include": "#doc-comment"},
                {"include": "#line-comment"},
                {"include": "#block-comment"},
            ]
        },
        "doc-comment": {
            "comment": "/// documents the element that follows (shown in hover); //// is a plain comment.",
            "match": r"(///)(?!/).*",
            "name": "comment.line.documentation.tgl",
            "captures": {"1": {"name": "punctuation.definition.comment.tgl"}},
        },
        "line-comment": {
            "match": r"(//).*",
            "name": "comment.line.double-slash.tgl",
            "captures": {"1": {"name": "punctuation.definition.comment.tgl"}},
        },
        "block-comment": {
            "comment": "Block comments nest: /* a /* b */ still a */.",
            "begin": r"/\*",
            "end": r"\*/",
            "name": "comment.block.tgl",
            "beginCaptures": {"0": {"name": "punctuation.definition.comment.begin.tgl"}},
            "endCaptures": {"0": {"name": "punctuation.definition.comment.end.tgl"}},
            "patterns": [{"include": "#block-comment"}],
        },
        "members": {
            "comment": "What a file or a block holds: elements, properties, size-class variants.",
            "patterns": [
                {"include": "#comments"},
                {"include": "#directive"},
                {"include": "#variant"},
                {"include": "#property"},
                {"include": "#constraint"},
                {"include": "#element"},
                {"include": "#block"},
                {"match": ";", "name": "punctuation.terminator.tgl"},
                {"include": "#values"},
            ]
        },
        "directive": {
            "begin": rf"(@)({NAME})?",
            "beginCaptures": {
                "0": {"name": "keyword.other.directive.tgl"},
                "1": {"name": "punctuation.definition.directive.tgl"},
            },
            "end": VALUE_END,
            "endCaptures": {"1": {"name": "punctuation.terminator.tgl"}},
            "name": "meta.directive.tgl",
            # `@target tangramkit`: the two library names are constants (no other directive takes a bare word).
            "patterns": [
                {"match": r"\b(tangramkit|mylayout)\b", "name": "constant.language.target.tgl"},
                {"include": "#values"},
            ],
        },
        "variant": {
            "comment": "when landscape { ... }, when width: compact, height: regular { ... }",
            "begin": rf"{NOT_AFTER_NAME}(when){NOT_BEFORE_NAME}(?![ \t]*:)",
            "beginCaptures": {"1": {"name": "keyword.control.when.tgl"}},
            "end": r"(?=[{};])|(?<![,:\s])[ \t\r]*$",
            "name": "meta.variant.tgl",
            "patterns": [
                {"include": "#comments"},
                {
                    "match": rf"({NAME})[ \t]*(:)",
                    "captures": {
                        "1": {"name": "support.type.property-name.tgl"},
                        "2": {"name": "punctuation.separator.key-value.tgl"},
                    },
                },
                {"include": "#constants"},
                {"match": ",", "name": "punctuation.separator.comma.tgl"},
            ],
        },
        "property": {
            "begin": rf"({NAME})[ \t]*(:)",
            "beginCaptures": {
                "1": {"name": "support.type.property-name.tgl"},
                "2": {"name": "punctuation.separator.key-value.tgl"},
            },
            "end": VALUE_END,
            "endCaptures": {"1": {"name": "punctuation.terminator.tgl"}},
            "name": "meta.property.tgl",
            "patterns": [{"include": "#values"}],
        },
        "constraint": {
            "comment": "A member of a constraints container: title.leading == avatar.trailing + 12 @750.",
            "begin": rf"(?={NAME}[ \t]*\.[ \t]*{NAME}[ \t]*(?:==|<=|>=))",
            "end": VALUE_END,
            "endCaptures": {"1": {"name": "punctuation.terminator.tgl"}},
            "name": "meta.constraint.tgl",
            "patterns": [
                {"match": "==|<=|>=", "name": "keyword.operator.relation.tgl"},
                {"include": "#priority"},
                {"include": "#values"},
            ],
        },
        "priority": {
            "comment": "@750, @high: a constraint's priority.",
            "match": rf"(@)[ \t]*(?:({words(vocab.PRIORITY_NAMES)}){NOT_BEFORE_NAME}|([0-9]+))",
            "name": "meta.priority.tgl",
            "captures": {
                "1": {"name": "punctuation.definition.priority.tgl"},
                "2": {"name": "constant.language.priority.tgl"},
                "3": {"name": "constant.numeric.priority.tgl"},
            },
        },
        "element": {
            "comment": "An element header: kind, optional name, optional arguments; the block follows.",
            "begin": (
                rf"{NOT_AFTER_NAME}(?:({words(vocab.CONTAINER_KINDS)})|({words(vocab.LEAF_KINDS)})|({NAME}))"
                rf"{NOT_BEFORE_NAME}(?![ \t]*[.:])(?:[ \t]+({NAME}))?"
            ),
            "beginCaptures": {
                "1": {"name": "entity.name.type.container.tgl"},
                "2": {"name": "entity.name.type.leaf.tgl"},
                "3": {"name": "entity.name.type.tgl"},
                "4": {"name": "entity.name.tag.tgl"},
            },
            "end": r"(?=[{};])|$",
            "name": "meta.element.header.tgl",
            "patterns": [
                {"include": "#comments"},
                {
                    "begin": r"\(",
                    "beginCaptures": {"0": {"name": "punctuation.section.arguments.begin.tgl"}},
                    "end": r"(\))|(?=[{};])",
                    "endCaptures": {"1": {"name": "punctuation.section.arguments.end.tgl"}},
                    "name": "meta.arguments.tgl",
                    "patterns": [{"include": "#values"}],
                },
            ],
        },
        "block": {
            "begin": r"\{",
            "beginCaptures": {"0": {"name": "punctuation.section.block.begin.tgl"}},
            "end": r"\}",
            "endCaptures": {"0": {"name": "punctuation.section.block.end.tgl"}},
            "name": "meta.block.tgl",
            "patterns": [{"include": "#members"}],
        },
        "values": {
            "patterns": [
                {"include": "#comments"},
                {"include": "#string"},
                {"include": "#color"},
                {"include": "#numbers"},
                {"include": "#array"},
                {"include": "#group"},
                {"include": "#bound"},
                {"include": "#call"},
                {"include": "#gravity"},
                {"include": "#reference"},
                {"include": "#constants"},
                {"match": NAME, "name": "variable.other.reference.tgl"},
                {
                    "match": rf"(\.)[ \t]*({NAME})",
                    "captures": {
                        "1": {"name": "punctuation.accessor.tgl"},
                        "2": {"name": "variable.other.member.tgl"},
                    },
                },
                {"match": r"[+\-*/]", "name": "keyword.operator.tgl"},
                {"match": ",", "name": "punctuation.separator.comma.tgl"},
            ]
        },
        "string": {
            "begin": '"',
            "beginCaptures": {"0": {"name": "punctuation.definition.string.begin.tgl"}},
            "end": r'(")|$',
            "endCaptures": {"1": {"name": "punctuation.definition.string.end.tgl"}},
            "name": "string.quoted.double.tgl",
            "patterns": [
                {"match": r'\\(?:["\\nt]|u\{[0-9A-Fa-f]{1,8}\})', "name": "constant.character.escape.tgl"},
                {"match": r"\\.?", "name": "invalid.illegal.escape.tgl"},
            ],
        },
        "color": {
            "patterns": [
                {
                    "match": r"(#)(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{3,4})(?![A-Za-z0-9_])",
                    "name": "constant.other.color.tgl",
                    "captures": {"1": {"name": "punctuation.definition.constant.tgl"}},
                },
                {"match": r"#[A-Za-z0-9_]*", "name": "invalid.illegal.color.tgl"},
            ]
        },
        "numbers": {
            "patterns": [
                {
                    "comment": "A number glued to letters or a second fraction (12px, 1.2.3) is one bad number.",
                    "match": rf"(?>{DECIMAL})(?:[A-Za-z_]|\.[0-9])(?:[A-Za-z_0-9]|\.[0-9])*%?",
                    "name": "invalid.illegal.numeric.tgl",
                },
                {
                    "match": rf"{DECIMAL}(%)",
                    "name": "constant.numeric.weight.tgl",
                    "captures": {"1": {"name": "keyword.other.unit.percentage.tgl"}},
                },
                {"match": DECIMAL, "name": "constant.numeric.tgl"},
            ]
        },
        "array": {
            "begin": r"\[",
            "beginCaptures": {"0": {"name": "punctuation.section.brackets.begin.tgl"}},
            "end": r"(\])|(?=[{};])",
            "endCaptures": {"1": {"name": "punctuation.section.brackets.end.tgl"}},
            "name": "meta.array.tgl",
            "patterns": [{"include": "#values"}],
        },
        "group": {
            "begin": r"\(",
            "beginCaptures": {"0": {"name": "punctuation.section.parens.begin.tgl"}},
            "end": r"(\))|(?=[{};])",
            "endCaptures": {"1": {"name": "punctuation.section.parens.end.tgl"}},
            "name": "meta.group.tgl",
            "patterns": [{"include": "#values"}],
        },
        "bound": {
            "comment": "min and max bound a value, unless they name a view (min.width) or a call (max(...)).",
            "match": rf"{keyword(vocab.BOUND_KEYWORDS)}(?![ \t]*[.:(])",
            "name": "keyword.operator.bound.tgl",
        },
        "call": {
            "begin": rf"{NOT_AFTER_NAME}(?:({words(vocab.FUNCTIONS)})|({NAME}))[ \t]*(\()",
            "beginCaptures": {
                "1": {"name": "support.function.tgl"},
                "2": {"name": "entity.name.function.tgl"},
                "3": {"name": "punctuation.section.arguments.begin.tgl"},
            },
            "end": r"(\))|(?=[{};])",
            "endCaptures": {"1": {"name": "punctuation.section.arguments.end.tgl"}},
            "name": "meta.function-call.tgl",
            "patterns": [{"include": "#values"}],
        },
        "gravity": {
            "comment": "vert.center, horz.fill: one axis of a gravity.",
            "match": rf"{NOT_AFTER_NAME}(vert|horz)[ \t]*(\.)[ \t]*({NAME})",
            "captures": {
                "1": {"name": "constant.language.tgl"},
                "2": {"name": "punctuation.accessor.tgl"},
                "3": {"name": "constant.language.tgl"},
            },
        },
        "reference": {
            "comment": "B.width, parent.left, self.height: an attribute of a view.",
            "match": rf"({NAME})[ \t]*(\.)[ \t]*({NAME})",
            "captures": {
                "1": {"name": "variable.other.reference.tgl"},
                "2": {"name": "punctuation.accessor.tgl"},
                "3": {"name": "variable.other.member.tgl"},
            },
        },
        "constants": {
            "match": keyword(vocab.VALUE_KEYWORDS),
            "name": "constant.language.tgl",
        },
    }
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "TGL",
        "scopeName": "source.tgl",
        "fileTypes": ["tgl"],
        "comment": "Generated by editors/tools/generate_grammars.py; edit that file, not this one.",
        "patterns": [
            {"include": "#members"},
            {"match": r"\}", "name": "invalid.illegal.stray-brace.tgl"},
        ],
        "repository": repository,
    }


def tm_json() -> str:
    return json.dumps(tm_grammar(), indent=2, ensure_ascii=False) + "\n"


def outputs() -> dict[Path, str]:
    from sublime_syntax import sublime_syntax  # noqa: PLC0415 (kept beside this file)

    text = tm_json()
    return {
        TM_GRAMMAR: text,
        VSCODE_GRAMMAR: text,
        SUBLIME_SYNTAX: sublime_syntax(),
        # The extension folder must hold its own copy: `vsce package` takes nothing from outside it.
        VSCODE_LANGUAGE_CONFIG: LANGUAGE_CONFIG.read_text(encoding="utf-8"),
        # Vim gets the Neovim plugin's runtime files (the Lua part is Neovim's alone).
        **{ROOT / "editors" / "vim" / relative: (ROOT / "editors" / "nvim" / relative).read_text(encoding="utf-8")
           for relative in VIM_RUNTIME_FILES},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a generated file is stale")
    options = parser.parse_args()
    stale = []
    for path, text in outputs().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not options.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        verb = "stale" if options.check else "wrote"
        print(f"{verb}: {path.relative_to(ROOT)}")
    return 1 if options.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
