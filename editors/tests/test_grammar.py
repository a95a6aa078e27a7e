"""Tests of the TextMate grammar: fixtures tokenized by a TextMate engine against hand-written scopes.

Each `grammar-fixtures/NAME.tgl` has a `NAME.tgl.scopes` listing written and reviewed by hand
(format in `tmtokens.py`). On a mismatch the test prints a unified diff of expected and actual.
"""

from __future__ import annotations

import difflib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "editors" / "tools"))

import vocabulary as vocab  # noqa: E402
from tmtokens import GRAMMAR, SublimeTokenizer, Tokenizer, read_expected  # noqa: E402

FIXTURES = sorted((HERE / "grammar-fixtures").glob("*.tgl"))

# Every scope the grammar promises to editors and themes (the issue "Editors and grammars").
REQUIRED_SCOPES = {
    "comment.line.double-slash.tgl",
    "comment.line.documentation.tgl",
    "comment.block.tgl",
    "string.quoted.double.tgl",
    "constant.character.escape.tgl",
    "constant.numeric.tgl",
    "constant.numeric.weight.tgl",
    "constant.other.color.tgl",
    "keyword.control.when.tgl",
    "keyword.other.directive.tgl",
    "entity.name.type.container.tgl",
    "entity.name.type.leaf.tgl",
    "entity.name.tag.tgl",
    "support.type.property-name.tgl",
    "constant.language.tgl",
    "variable.other.reference.tgl",
    "variable.other.member.tgl",
    "keyword.operator.tgl",
    "keyword.operator.bound.tgl",
    "punctuation.section.block.begin.tgl",
    "punctuation.section.block.end.tgl",
    "punctuation.separator.key-value.tgl",
    "punctuation.terminator.tgl",
    "punctuation.separator.comma.tgl",
    "punctuation.accessor.tgl",
}


@pytest.fixture(scope="module")
def tokenizer() -> Tokenizer:
    pytest.importorskip("babi.highlight", reason="the TextMate engine (pip install babi) is missing")
    return Tokenizer()


@pytest.mark.parametrize("fixture", FIXTURES, ids=[path.name for path in FIXTURES])
def test_fixture_scopes(tokenizer: Tokenizer, fixture: Path) -> None:
    expected_path = fixture.with_name(fixture.name + ".scopes")
    assert expected_path.exists(), f"{expected_path.name} is missing; write it by hand"
    meta, expected = read_expected(expected_path)
    actual = tokenizer.listing(fixture.read_bytes().decode("utf-8"), meta)
    if actual != expected:
        diff = "\n".join(difflib.unified_diff(expected, actual, "expected", "actual", lineterm=""))
        pytest.fail(f"{fixture.name}: scopes differ\n{diff}")


@pytest.fixture(scope="module")
def sublime_tokenizer() -> SublimeTokenizer:
    pytest.importorskip("syntect", reason="syntect (pip install syntect-py) is missing")
    return SublimeTokenizer()


@pytest.mark.parametrize("fixture", FIXTURES, ids=[path.name for path in FIXTURES])
def test_fixture_scopes_in_sublime_syntax(sublime_tokenizer: SublimeTokenizer, fixture: Path) -> None:
    """The generated .sublime-syntax, run by syntect (Sublime's engine), gives the same scopes."""
    meta, expected = read_expected(fixture.with_name(fixture.name + ".scopes"))
    actual = sublime_tokenizer.listing(fixture.read_bytes().decode("utf-8"), meta)
    if actual != expected:
        diff = "\n".join(difflib.unified_diff(expected, actual, "expected", "actual", lineterm=""))
        pytest.fail(f"{fixture.name}: scopes differ in the Sublime syntax\n{diff}")


def test_fixtures_cover_every_required_scope() -> None:
    seen = set()
    for path in HERE.glob("grammar-fixtures/*.scopes"):
        for line in read_expected(path)[1]:
            seen.update(line.rsplit("\t", 1)[-1].split())
    assert not REQUIRED_SCOPES - seen
    assert len(FIXTURES) >= 8


def test_every_scope_in_the_grammar_ends_in_tgl() -> None:
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    names = re.findall(r'"name": "([^"]+)"', json.dumps(grammar["repository"]))
    assert names
    for name in names:
        for scope in name.split():
            assert scope.endswith(".tgl"), scope


def test_every_regex_compiles_with_oniguruma() -> None:
    onig = pytest.importorskip("onigurumacffi")
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key in ("match", "begin", "end"):
                if key in node:
                    onig.compile(node[key])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(grammar)


def test_every_include_resolves() -> None:
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    text = json.dumps(grammar)
    for name in re.findall(r'"include": "#([^"]+)"', text):
        assert name in grammar["repository"], name


def test_generated_files_are_current() -> None:
    script = ROOT / "editors" / "tools" / "generate_grammars.py"
    result = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, "run editors/tools/generate_grammars.py:\n" + result.stdout


def test_vscode_grammar_copy_is_identical() -> None:
    copy = ROOT / "editors" / "vscode" / "syntaxes" / "tgl.tmLanguage.json"
    assert copy.read_bytes() == GRAMMAR.read_bytes()


def test_kinds_match_the_parser_vocabulary() -> None:
    swift = (ROOT / "Sources" / "TGLSyntax" / "Vocabulary.swift").read_text(encoding="utf-8")

    def swift_set(name: str) -> set[str]:
        match = re.search(rf"static let {name}: Set<String> = \[(.*?)\]", swift, re.S)
        assert match, f"{name} not found in Vocabulary.swift"
        return set(re.findall(r'"([^"]+)"', match.group(1)))

    assert set(vocab.CONTAINER_KINDS) == swift_set("containerKinds")
    assert set(vocab.LEAF_KINDS) == swift_set("leafKinds")
    assert set(vocab.BOUND_KEYWORDS) == swift_set("boundKeywords")
    assert f'variantKeyword = "{vocab.VARIANT_KEYWORD}"' in swift
    assert set(vocab.DECLARATION_KEYWORDS) == swift_set("declarationKeywords")
    types = re.search(r"static let parameterTypes: \[String\] = \[(.*?)\]", swift, re.S)
    assert types, "parameterTypes not found in Vocabulary.swift"
    assert vocab.PARAMETER_TYPES == re.findall(r'"([^"]+)"', types.group(1))


def test_language_configuration() -> None:
    config = json.loads((ROOT / "grammar" / "language-configuration.json").read_text(encoding="utf-8"))
    assert config["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert ["{", "}"] in config["brackets"]
    closing = {tuple(pair) if isinstance(pair, list) else (pair["open"], pair["close"]) for pair in config["autoClosingPairs"]}
    assert {("{", "}"), ("(", ")"), ("[", "]"), ('"', '"')} <= closing
    for key in ("increaseIndentPattern", "decreaseIndentPattern"):
        re.compile(config["indentationRules"][key])
    increase = re.compile(config["indentationRules"]["increaseIndentPattern"])
    decrease = re.compile(config["indentationRules"]["decreaseIndentPattern"])
    assert increase.search("linear S (vert) {")
    assert increase.search("    view A {  // comment")
    assert not increase.search("    view A { width: 10 }")
    assert decrease.search("    }")
    assert not decrease.search("    width: 10")
    markers = config["folding"]["markers"]
    assert re.search(markers["start"], "    // region header")
    assert re.search(markers["end"], "    // endregion")
