"""A minimal LSP client over stdio for the preview tests: `tgl lsp` in a subprocess, a reader thread that files
responses, notifications and the server's own requests (`window/showDocument`) as they arrive."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def tgl_binary() -> Path:
    configured = Path(os.environ.get("TGL", ".build/debug/tgl"))
    return configured if configured.is_absolute() else ROOT / configured


class LSPClient:
    def __init__(self, command: list[str], root: str, settings: dict | None = None):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.responses: dict[int, queue.Queue] = {}
        self.server_requests: queue.Queue = queue.Queue()
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"processId": None, "rootUri": f"file://{root}", "capabilities": {
            "window": {"showDocument": {"support": True}}}, "initializationOptions": settings or {}})
        self.notify("initialized", {})

    def _send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        with self.lock:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.process.stdin.flush()

    def _read(self) -> None:
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length))
            if "method" in message and "id" in message:
                self.server_requests.put(message)
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": {"success": True}})
            elif "id" in message:
                self.responses.setdefault(message["id"], queue.Queue()).put(message)

    def request(self, method: str, params) -> dict:
        self.next_id += 1
        identifier = self.next_id
        self.responses.setdefault(identifier, queue.Queue())
        self._send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        response = self.responses[identifier].get(timeout=30)
        if "error" in response:
            raise RuntimeError(response["error"])
        return response.get("result")

    def notify(self, method: str, params) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "tgl", "version": version,
                                                              "text": text}})

    def change(self, uri: str, version: int, text: str, start=None, end=None) -> float:
        """Sends a change (the whole text, or `text` replacing start..end); returns the time it was sent (ms)."""
        change = {"text": text}
        if start is not None:
            change["range"] = {"start": {"line": start[0], "character": start[1]},
                               "end": {"line": end[0], "character": end[1]}}
        sent = time.time() * 1000
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                               "contentChanges": [change]})
        return sent

    def wait_for_request(self, method: str, timeout: float = 10) -> dict:
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                message = self.server_requests.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                break
            if message["method"] == method:
                return message
        raise TimeoutError(f"no {method} request from the server")

    def close(self) -> int:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            return self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()
