#!/usr/bin/env python3
"""A stand-in for `tgl lsp` that checks the editor end-to-end harnesses, not the language.

It speaks just enough LSP over stdio (initialize, didOpen/didChange, publishDiagnostics, hover,
completion, didChangeConfiguration, shutdown/exit) for the editor tests to exercise the same
requests they make of the real server. Run the editor tests against it with `TGL_E2E_FAKE=1`
(see run.sh); by default they use the real `tgl` and skip until `tgl lsp` exists.

Its one diagnostic imitates the parser's: a property name followed by a value without ':'.
Its hover shows a made-up frame; its completion lists a few property names.
"""

from __future__ import annotations

import json
import os
import re
import sys

PROPERTIES = ["left", "right", "top", "bottom", "width", "height", "padding", "margin", "vspace", "hspace"]
MISSING_COLON = re.compile(r"(?<![\w.])(" + "|".join(PROPERTIES) + r")[ \t]+(?=[\w\d])")
NAME = re.compile(r"\w+", re.UNICODE)


def read_message(stream) -> dict | None:
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.decode("ascii").strip()
        if not line:
            break
        key, _, value = line.partition(":")
        if key.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length)) if length is not None else None


def send(message: dict) -> None:
    body = json.dumps(message).encode("utf-8")
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    sys.stdout.buffer.flush()


def diagnostics(text: str) -> list[dict]:
    found = []
    for line_number, line in enumerate(text.splitlines()):
        for match in MISSING_COLON.finditer(line):
            end = match.end(1)
            found.append({
                "range": {"start": {"line": line_number, "character": end}, "end": {"line": line_number, "character": end}},
                "severity": 1,
                "code": "syntax",
                "source": "tgl",
                "message": f"expected ':' after '{match.group(1)}'",
            })
    return found


def hover(text: str, position: dict) -> dict | None:
    lines = text.splitlines()
    if position["line"] >= len(lines):
        return None
    line = lines[position["line"]]
    for match in NAME.finditer(line):
        if match.start() <= position["character"] <= match.end():
            return {"contents": {"kind": "markdown", "value": f"**{match.group()}**: (20, 0, 50, 50) in S"}}
    return None


def log(key: str, value: object) -> None:
    """Appends `{key: value}` to $TGL_FAKE_LOG (if set), so that tests can see what the editor sent."""
    path = os.environ.get("TGL_FAKE_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({key: value}) + "\n")


def main() -> int:
    if sys.argv[1:2] != ["lsp"]:
        print("fake tgl: only 'lsp' is implemented", file=sys.stderr)
        return 2
    if "--help" in sys.argv:
        print("usage: tgl lsp (fake server for the editor tests)")
        return 0
    documents: dict[str, str] = {}
    while True:
        message = read_message(sys.stdin.buffer)
        if message is None:
            return 0
        method, params = message.get("method"), message.get("params") or {}
        reply = lambda result: send({"jsonrpc": "2.0", "id": message["id"], "result": result})  # noqa: E731
        if method == "initialize":
            log("initializationOptions", params.get("initializationOptions"))
            reply({
                "capabilities": {
                    "textDocumentSync": 1,
                    "hoverProvider": True,
                    "completionProvider": {"triggerCharacters": ["."]},
                },
                "serverInfo": {"name": "fake-tgl"},
            })
        elif method in ("textDocument/didOpen", "textDocument/didChange"):
            document = params["textDocument"]
            text = document["text"] if method.endswith("didOpen") else params["contentChanges"][-1]["text"]
            documents[document["uri"]] = text
            send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                  "params": {"uri": document["uri"], "diagnostics": diagnostics(text)}})
        elif method == "textDocument/hover":
            reply(hover(documents.get(params["textDocument"]["uri"], ""), params["position"]))
        elif method == "textDocument/completion":
            reply({"isIncomplete": False, "items": [{"label": name, "kind": 10} for name in PROPERTIES]})
        elif method == "workspace/didChangeConfiguration":
            log("didChangeConfiguration", params.get("settings"))
        elif method == "shutdown":
            reply(None)
        elif method == "exit":
            return 0
        elif "id" in message and method is not None:
            send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": f"{method} not handled"}})


if __name__ == "__main__":
    sys.exit(main())
