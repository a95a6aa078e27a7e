#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target into a directory (used by run.sh).

Text targets (parser, format, layout, analysis) start from every .tgl file under Tests/Data and examples/, and
the inputs kept in Fuzz/corpus/text.
The gen target starts from every .tgl file of Tests/Data/layout, Tests/Data/gen and examples/ alone, and from each
folder of them whose files import one another, as one program (its files joined, each after a `//# file: NAME`
line: `GenSwiftCheck.files`).
The protocol targets start from scripted LSP sessions over the examples: framed byte streams for jsonrpc and
server-bytes, one JSON body per line for server-messages (whose harness adds initialize, shutdown and exit).
Every file already in Tests/Data/fuzz-failures/TARGET is a seed too.
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEXT_TARGETS = {"parser", "format", "layout", "analysis"}
GEN_FOLDERS = [ROOT / "Tests" / "Data" / "layout", ROOT / "Tests" / "Data" / "gen", ROOT / "examples"]
PROTOCOL_TARGETS = {"jsonrpc", "server-bytes", "server-messages"}


def tgl_files():
    files = sorted((ROOT / "Tests" / "Data").rglob("*.tgl")) + sorted((ROOT / "examples").glob("*.tgl"))
    return [f for f in files if "fuzz-failures" not in f.parts and not f.name.endswith(".formatted.tgl")]


def write_gen_seeds(directory):
    """Each file alone, then each set of files joined by imports as one program (the marker of GenSwiftCheck)."""
    edges = {}
    for folder in GEN_FOLDERS:
        for source in sorted(folder.rglob("*.tgl")):
            if source.name.endswith(".formatted.tgl"):
                continue
            name = "-".join(source.relative_to(ROOT).parts[-2:])
            (directory / name).write_bytes(source.read_bytes())
            for line in source.read_text(encoding="utf-8", errors="replace").split("\n"):
                if line.startswith("import ") and line.count('"') == 2:
                    imported = (source.parent / line.split('"')[1]).resolve()
                    if imported.is_file() and imported.parent == source.parent:
                        edges.setdefault(source, set()).add(imported)
                        edges.setdefault(imported, set()).add(source)
    seen = set()
    for start in sorted(edges):
        if start in seen:
            continue
        group, stack = set(), [start]
        while stack:
            f = stack.pop()
            if f not in group:
                group.add(f)
                stack.extend(edges[f])
        seen |= group
        data = b""
        for source in sorted(group):
            data += b"//# file: " + source.name.encode() + b"\n" + source.read_bytes() + b"\n"
        name = "program-" + "-".join(start.relative_to(ROOT).parts[:-1] + (start.stem,)) + ".tgl"
        (directory / name).write_bytes(data)


def kept_corpus():
    """Inputs kept from earlier fuzz runs (Fuzz/corpus/text): mutated examples that reached new code."""
    return sorted(p for p in (ROOT / "Fuzz" / "corpus" / "text").glob("*") if p.is_file())


def positions(text, count):
    """Up to `count` (line, character) pairs spread over the text, plus one past the end."""
    lines = text.split("\n")
    out = []
    step = max(1, len(lines) // count)
    for number in range(0, len(lines), step):
        line = lines[number]
        out.append((number, len(line) // 2))
    out.append((len(lines) + 3, 1000))
    return out[: count + 1]


def session(uri, text, variant):
    """Messages that exercise every feature on one document; `variant` varies the mix."""
    messages = []
    next_id = [1]

    def request(method, params):
        messages.append({"jsonrpc": "2.0", "id": next_id[0], "method": method, "params": params})
        next_id[0] += 1

    def notify(method, params):
        messages.append({"jsonrpc": "2.0", "method": method, "params": params})

    doc = {"uri": uri}
    notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "tgl", "version": 1, "text": text}})
    if variant % 3 == 1:
        notify("workspace/didChangeConfiguration",
               {"settings": {"tgl": {"layout": {"canvas": "844,390", "scale": 3, "sizeClass": "w:regular,h:compact",
                                                "orientation": "landscape", "rtl": True}}}})
    for line, character in positions(text, 4):
        where = {"textDocument": doc, "position": {"line": line, "character": character}}
        request("textDocument/hover", where)
        request("textDocument/completion", where)
        request("textDocument/definition", where)
        if variant % 2 == 0:
            request("textDocument/references", dict(where, context={"includeDeclaration": True}))
            request("textDocument/documentHighlight", where)
            request("textDocument/prepareRename", where)
            request("textDocument/rename", dict(where, newName="Renamed"))
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": 10_000, "character": 0}}
    request("textDocument/documentSymbol", {"textDocument": doc})
    request("textDocument/foldingRange", {"textDocument": doc})
    request("textDocument/selectionRange", {"textDocument": doc, "positions": [{"line": 1, "character": 4}]})
    request("textDocument/semanticTokens/full", {"textDocument": doc})
    request("textDocument/semanticTokens/range", {"textDocument": doc, "range": whole})
    request("textDocument/inlayHint", {"textDocument": doc, "range": whole})
    request("textDocument/codeAction", {"textDocument": doc, "range": whole, "context": {"diagnostics": []}})
    request("textDocument/formatting", {"textDocument": doc, "options": {"tabSize": 4, "insertSpaces": True}})
    request("textDocument/rangeFormatting",
            {"textDocument": doc, "range": whole, "options": {"tabSize": 2, "insertSpaces": True}})
    change = {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "text": "  view Z { width: 10 }\n"}
    notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [change]})
    request("textDocument/hover", {"textDocument": doc, "position": {"line": 1, "character": 8}})
    messages.append({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": next_id[0]}})
    request("textDocument/completion", {"textDocument": doc, "position": {"line": 1, "character": 13}})
    notify("textDocument/didChange",
           {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [{"text": text[: len(text) // 2]}]})
    request("textDocument/documentSymbol", {"textDocument": doc})
    if variant % 4 == 3:
        notify("textDocument/didClose", {"textDocument": doc})
        request("textDocument/hover", {"textDocument": doc, "position": {"line": 0, "character": 0}})
    return messages


def body(message):
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def framed(messages):
    out = b""
    for message in messages:
        data = body(message)
        out += b"Content-Length: %d\r\n\r\n" % len(data) + data
    return out


def write_protocol_seeds(target, directory):
    sources = sorted((ROOT / "examples").glob("*.tgl")) + tgl_files()[:12]
    initialize = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}}}
    initialized = {"jsonrpc": "2.0", "method": "initialized", "params": {}}
    shutdown = {"jsonrpc": "2.0", "id": 99_999, "method": "shutdown"}
    exit_ = {"jsonrpc": "2.0", "method": "exit"}
    for index, source in enumerate(sources):
        text = source.read_bytes().decode("utf-8", "replace")
        messages = session("file:///" + source.name, text, index)
        if target == "server-messages":
            data = b"\n".join(body(m) for m in messages) + b"\n"
        else:
            data = framed([initialize, initialized] + messages + [shutdown, exit_])
        (directory / ("session-%02d-%s.seed" % (index, source.stem))).write_bytes(data)


def main():
    targets = TEXT_TARGETS | PROTOCOL_TARGETS | {"gen"}
    if len(sys.argv) != 3 or sys.argv[1] not in targets:
        sys.exit("usage: make-seeds.py TARGET DIRECTORY  (TARGET: %s)" % ", ".join(sorted(targets)))
    target, directory = sys.argv[1], pathlib.Path(sys.argv[2])
    directory.mkdir(parents=True, exist_ok=True)
    if target in TEXT_TARGETS:
        for source in tgl_files() + kept_corpus():
            name = "-".join(source.relative_to(ROOT).parts[-2:])
            (directory / name).write_bytes(source.read_bytes())
    elif target == "gen":
        write_gen_seeds(directory)
    else:
        write_protocol_seeds(target, directory)
    failures = ROOT / "Tests" / "Data" / "fuzz-failures" / target
    if failures.is_dir():
        for failure in sorted(failures.iterdir()):
            if failure.is_file() and failure.name != "README.md":
                (directory / ("failure-" + failure.name)).write_bytes(failure.read_bytes())


if __name__ == "__main__":
    main()
