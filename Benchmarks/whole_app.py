#!/usr/bin/env python3
"""The whole-app benchmark of issue 29: a generated workspace of 300 files, and the figures measured on it.

  whole_app.py generate DIR [--seed 29]
      writes 50 shared files (10 of constants, 20 of styles, 20 of components) under DIR/shared and 250 screens
      DIR/screen_NNN.tgl, each importing 10 shared files; the same seed writes the same bytes.
  whole_app.py check --tgl T --ruff R DIR [--runs 5]
      `tgl check DIR` against `ruff check --select ALL` on as many bytes of Python (the standard library's files, as
      Benchmarks/vs_ruff.py takes them), alternating run by run: MB/s of each, median of the runs, and the ratio of
      each pair of runs (median and quartiles). T is the binary
      users install: `scripts/install.sh --build-only` builds it and prints its path (linked statically, it starts
      and runs faster than `.build/release/tgl`; Benchmarks/README.md, "A whole app").
  whole_app.py compare --tgl T --base B DIR [--runs 40]
      `tgl check DIR --format json` of two builds, T and B, alternating (B first in every other pair): the median
      wall time of each, and B's time over T's per pair (median and quartiles). A change of a few per cent is within
      how much the machine's speed drifts between two runs of `check`; only builds run side by side show it.
  whole_app.py split --tgl T DIR [--runs 11]
      where `tgl check DIR --format json` spends its time, by part of the workspace: DIR as it is; a copy with every
      component use replaced by a plain view (`view NAME { width: fill; height: 44 }`); and a copy with every
      screen reduced to its imports and one view. The instructions of each run (valgrind's callgrind, when it is
      installed: they do not vary with the machine's load) and the median wall time, then the differences: the
      uses, the screens' own elements, and what is left (the shared files, the imports, the start).
  whole_app.py lsp --tgl T DIR [--edits 40]
      `tgl lsp` with DIR as its workspace folder: opening a screen that imports 10 files (didOpen ->
      publishDiagnostics, ms), and an edit of a shared style file that 20 open screens import (didChange -> the
      diagnostics of all 20 re-published, ms; p50 and p95 over the edits). With --callgrind FILE the server runs under
      valgrind's callgrind, instrumented for the edits alone (switched on after the opens, dumped before the end): the
      instructions of the edits, whatever the machine's load (use a few edits; each takes seconds).
  whole_app.py names --tgl T DIR [--requests 20]
      references and definition of a shared style from a screen, the same request again and again: the first loads
      the workspace's program, the next ones reuse it (ms: the first, then p50).

The syntax is docs/dev/design-whole-app.md §1 (`import`, `import A, B from`, `let`, `style`, `component`, uses with
named arguments and dotted overrides). Every declared name carries its file's number, so no two imports bring the
same name. Benchmarks/README.md ("A whole app") has the figures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import select
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

TOKENS, STYLES, CELLS, SCREENS = 10, 20, 20, 250
IMPORTS_PER_SCREEN = 10
COLORS = ["#0A84FF", "#FF375F", "#30D158", "#FF9F0A", "#BF5AF2", "#64D2FF", "#1C1C1E", "#F2F2F7"]
WEIGHTS = ["regular", "medium", "semibold", "bold"]
PEOPLE = ["Alice", "Bob", "Chloé", "Dmitri", "Eun-ji", "Farah", "Gao Yan", "Hiro", "Inès", "João", "山田", "Zoë"]
DETAILS = ["Design", "Engineering", "Sales", "Support", "Research", "Legal", "設定", "Marketing"]


def tokens_file(k: int, rng: random.Random) -> str:
    gutter = 8 + rng.randrange(4) * 4
    out = [f"// Constants of the app, set {k}: spacing, colours and row heights.", ""]
    out.append(f"let gutter{k} = {gutter}")
    out.append(f"let half{k} = gutter{k} / 2")
    out.append(f"let row{k} = gutter{k} * 3")
    out.append(f"let avatar{k} = {36 + rng.randrange(4) * 4}")
    out.append(f"let brand{k} = {rng.choice(COLORS)}")
    out.append(f"let surface{k} = {rng.choice(COLORS)}")
    out.append(f"let separator{k} = #C6C6C8")
    return "\n".join(out) + "\n"


def style_names(k: int) -> list[str]:
    return [f"Title{k}", f"Body{k}", f"Caption{k}", f"Card{k}", f"Row{k}", f"Section{k}"]


def styles_file(k: int, rng: random.Random) -> tuple[str, int]:
    t = k % TOKENS
    size = 15 + rng.randrange(4)
    out = [f"// Styles of the app, set {k}: text, cards and rows.", "", f'import "tokens_{t:02d}.tgl"', ""]
    out += [
        f"style Title{k} {{",
        f"    font: {size + 2}, {rng.choice(WEIGHTS[2:])}",
        "    lines: 1",
        "",
        f"    when width: regular {{ font: {size + 5}, {rng.choice(WEIGHTS[2:])} }}",
        "}",
        "",
        f"style Body{k} {{",
        f"    font: {size}, {rng.choice(WEIGHTS[:2])}",
        f"    lines: {rng.randrange(2) + 2}",
        "}",
        "",
        f"style Caption{k} {{",
        f"    style: Body{k}",
        f"    font: {size - 3}, regular",
        "}",
        "",
        f"style Card{k} {{",
        f"    padding: gutter{t}",
        f"    background: surface{t}",
        "}",
        "",
        f"style Row{k} {{",
        "    width: fill",
        f"    height: wrap min row{t}",
        f"    padding: half{t}, gutter{t}, half{t}, gutter{t}",
        "}",
        "",
        f"style Section{k} {{",
        f"    style: Card{k}",
        f"    vspace: half{t}",
        "}",
    ]
    return "\n".join(out) + "\n", t


def component_names(k: int) -> list[str]:
    return [f"PersonCell{k}", f"SettingRow{k}", f"Banner{k}"]


def cells_file(k: int, rng: random.Random) -> str:
    s = k % STYLES
    t = s % TOKENS
    out = [f"// Cells of the app, set {k}: a person, a setting and a banner.", ""]
    out += [f'import "tokens_{t:02d}.tgl"', f'import Title{s}, Body{s}, Caption{s}, Row{s} from "styles_{s:02d}.tgl"', ""]
    out += [
        f"component PersonCell{k}(name: string, detail: string = \"\", avatarSize: number = avatar{t}) {{",
        "    linear cell (horz) {",
        f"        style: Row{s}",
        f"        hspace: gutter{t}",
        "        gravity: vert.center",
        "",
        "        image avatar { size: avatarSize, avatarSize }",
        "",
        "        linear texts (vert) {",
        "            width: fill",
        "            height: wrap",
        "",
        "            label title { style: Title" + str(s) + "; text: name; width: fill; height: wrap }",
        "            label detail { style: Caption" + str(s) + "; text: detail; width: fill; height: wrap }",
        "        }",
        "    }",
        "}",
        "",
        f"component SettingRow{k}(caption: string, value: string = \"Off\") {{",
        "    linear row (horz) {",
        f"        style: Row{s}",
        "        gravity: vert.center",
        "",
        f"        label captionLabel {{ style: Body{s}; text: caption; width: fill; height: wrap }}",
        f"        label valueLabel {{ style: Body{s}; text: value; width: wrap; height: wrap }}",
        "    }",
        "}",
        "",
        f"component Banner{k}(message: string, tint: color = brand{t}) {{",
        "    frame banner {",
        "        width: fill",
        f"        height: row{t} * 2",
        "        background: tint",
        "",
        f"        label messageLabel {{ style: Title{s}; text: message; centerX: 0; centerY: 0; width: wrap; height: wrap }}",
        "    }",
        "}",
    ]
    return "\n".join(out) + "\n"


def screen_file(i: int, rng: random.Random) -> str:
    # Ten imports: three token sets, three style sets (the screen's own number's set always among them, so that
    # each style set has a dozen importers or more), four cell sets; some whole files, some names only.
    own_style = i % STYLES
    styles = [own_style] + rng.sample([s for s in range(STYLES) if s != own_style], 2)
    cells = rng.sample(range(CELLS), 4)
    tokens = sorted({s % TOKENS for s in styles} | set(rng.sample(range(TOKENS), 3)))[:3]
    while len(tokens) < 3:
        tokens.append(next(t for t in range(TOKENS) if t not in tokens))
    tokens.sort()
    out = ["@canvas 390, 844", "@scale 3", ""]
    for t in tokens:
        out.append(f'import "shared/tokens_{t:02d}.tgl"')
    for n, s in enumerate(styles):
        if n == 0:
            out.append(f'import "shared/styles_{s:02d}.tgl"')
        else:
            out.append(f'import Body{s}, Section{s} from "shared/styles_{s:02d}.tgl"')
    for c in cells:
        out.append(f'import "shared/cells_{c:02d}.tgl"')
    t = tokens[0]
    title = styles[0]
    out += [
        "",
        f"// Screen {i}: a title, sections of cells from four cell sets, and a banner.",
        f"linear screen{i:03d} (vert) {{",
        "    width: fill",
        "    height: wrap",
        f"    padding: gutter{t}",
        f"    vspace: half{t}",
        f"    background: surface{tokens[1]}",
        "",
        "    when landscape { padding: gutter" + str(t) + " * 2 }",
        "",
        f"    label heading {{ style: Title{title}; text: \"Screen {i}\"; width: fill; height: wrap }}",
    ]
    for n, c in enumerate(cells):
        section_style = styles[n % 3]
        out += ["", f"    linear section{n} (vert) {{", f"        style: Section{section_style}",
                "        width: fill", "        height: wrap", ""]
        out.append(f"        label header{n} {{ style: Body{styles[(n + 1) % 3]}; text: \"Section {n}\"; width: fill; height: wrap }}")
        for m in range(2 + rng.randrange(3)):
            person = rng.choice(PEOPLE)
            detail = rng.choice(DETAILS)
            name = f"person{n}_{m}"
            if m % 3 == 2:
                out.append(f'        PersonCell{c} {name} (name: "{person}", detail: "{detail}", avatarSize: 56) {{ title.lines: 2; top: half{t} }}')
            else:
                out.append(f'        PersonCell{c} {name} (name: "{person}", detail: "{detail}")')
        out.append(f'        SettingRow{c} setting{n} (caption: "Notifications", value: "On")')
        out.append("    }")
    out += ["", f'    Banner{cells[0]} banner (message: "Welcome back") {{ top: gutter{t} }}', "}"]
    return "\n".join(out) + "\n"


def generate(root: Path, seed: int) -> dict:
    rng = random.Random(seed)
    if root.exists():
        shutil.rmtree(root)
    (root / "shared").mkdir(parents=True)
    files: dict[str, str] = {}
    for k in range(TOKENS):
        files[f"shared/tokens_{k:02d}.tgl"] = tokens_file(k, rng)
    for k in range(STYLES):
        files[f"shared/styles_{k:02d}.tgl"] = styles_file(k, rng)[0]
    for k in range(CELLS):
        files[f"shared/cells_{k:02d}.tgl"] = cells_file(k, rng)
    for i in range(SCREENS):
        files[f"screen_{i:03d}.tgl"] = screen_file(i, rng)
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    total = sum(len(t.encode()) for t in files.values())
    return {"files": len(files), "bytes": total}


def importers(root: Path, shared: str) -> list[Path]:
    """The screens that import `shared` (a path under shared/) directly, sorted."""
    needle = f'"{shared}"'
    return sorted(p for p in root.glob("screen_*.tgl") if needle in p.read_text(encoding="utf-8"))


# --- tgl check against ruff ------------------------------------------------------------------------------------


def python_tree(work: Path, size: int) -> Path:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    tree = work / "py-tree"
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir(parents=True)
    total = 0
    for n, source in enumerate(sorted(stdlib.glob("*.py"))):
        if total >= size:
            break
        data = source.read_bytes()
        (tree / f"m{n:04d}_{source.name}").write_bytes(data)
        total += len(data)
    return tree


def timed(command: list[str]) -> tuple[float, float, int]:
    start = time.perf_counter()
    before = os.times()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    after = os.times()
    wall = time.perf_counter() - start
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, result.returncode


def tree_bytes(root: Path, suffix: str) -> int:
    return sum(p.stat().st_size for p in root.rglob("*" + suffix))


USE_LINE = re.compile(r'^(\s+)[A-Z]\w*\d+\s+(\w+)\s*\(.*$', re.M)


def plain_uses(text: str) -> tuple[str, int]:
    """A screen with each component use (a line `Kind NAME (arguments)`, with or without a block of overrides)
    replaced by a plain view of the same name."""
    return USE_LINE.subn(r'\1view \2 { width: fill; height: 44 }', text)


def emptied(text: str) -> str:
    """A screen reduced to its directives and imports, and one view."""
    lines = text.split("\n")
    last = max(i for i, line in enumerate(lines) if line.startswith("import ") or line.startswith("@"))
    return "\n".join(lines[:last + 1]) + "\n\nview root { width: 10; height: 10 }\n"


def instructions(command: list[str]) -> int | None:
    """The instructions `command` runs (callgrind's count, threads included); None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    return int(found.group(1).replace(",", "")) if found else None


def split(args) -> None:
    root = Path(args.dir)
    work = Path(args.work)
    if work.exists():
        shutil.rmtree(work)
    variants = {"as generated": root, "uses as plain views": work / "plain-uses", "screens emptied": work / "emptied"}
    uses = 0
    for name, make in (("uses as plain views", lambda t: plain_uses(t)[0]), ("screens emptied", emptied)):
        shutil.copytree(root, variants[name])
        for screen in variants[name].glob("screen_*.tgl"):
            text = screen.read_text(encoding="utf-8")
            if name == "uses as plain views":
                uses += plain_uses(text)[1]
            screen.write_text(make(text), encoding="utf-8")
    rows = {}
    for name, folder in variants.items():
        command = [args.tgl, "check", str(folder), "--format", "json"]
        walls = sorted(timed(command)[0] for _ in range(args.runs))
        rows[name] = (instructions(command), statistics.median(walls) * 1000)
    print(f"{uses} uses replaced by plain views; {args.runs} runs each")
    print(f"{'workspace':<22}{'instructions':>16}{'wall (median)':>16}")
    for name, (count, wall) in rows.items():
        shown = f"{count / 1e6:.1f} M" if count is not None else "-"
        print(f"{name:<22}{shown:>16}{wall:>13.1f} ms")
    whole, plain, empty = (rows[n] for n in variants)
    parts = (("the uses", whole, plain), ("the screens' own", plain, empty), ("the rest", empty, None))
    for label, this, below in parts:
        wall = this[1] - (below[1] if below else 0)
        if this[0] is not None:
            count = this[0] - (below[0] if below else 0)
            print(f"{label:<22}{count / 1e6:>13.1f} M{100 * count / whole[0]:>5.0f}%{wall:>10.1f} ms")
        else:
            print(f"{label:<22}{'-':>16}{wall:>13.1f} ms")


def check(args) -> None:
    root = Path(args.dir)
    tgl_bytes = tree_bytes(root, ".tgl")
    work = Path(args.work)
    py = python_tree(work, tgl_bytes)
    py_bytes = tree_bytes(py, ".py")
    tgl_cmd = [args.tgl, "check", str(root), "--format", "json"]
    ruff_cmd = [args.ruff, "check", "--select", "ALL", "--no-cache", "--isolated", "--exit-zero", "--output-format", "json", str(py)]
    rows = {"tgl": [], "ruff": []}
    codes = set()
    # The peer's version with the figures: a newer ruff can be faster, and the ratio moves with it.
    ruff_version = subprocess.run([args.ruff, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"peer: {ruff_version}")
    print(f"load before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for _ in range(args.runs):
        wall, cpu, code = timed(tgl_cmd)
        codes.add(code)
        rows["tgl"].append((wall, cpu))
        wall, cpu, _ = timed(ruff_cmd)
        rows["ruff"].append((wall, cpu))
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    out = {}
    for name, size in (("tgl", tgl_bytes), ("ruff", py_bytes)):
        wall = statistics.median(w for w, _ in rows[name])
        cpu = statistics.median(c for _, c in rows[name])
        out[name] = {"bytes": size, "wall_s": wall, "cpu_s": cpu, "MB/s": size / 1e6 / wall, "MB/s_cpu": size / 1e6 / cpu}
        print(f"{name:5} {size / 1e6:6.2f} MB  median wall {wall * 1000:8.1f} ms ({size / 1e6 / wall:6.2f} MB/s)  "
              f"cpu {cpu * 1000:8.1f} ms ({size / 1e6 / cpu:6.2f} MB/s)")
    print(f"tgl / ruff (MB/s, wall): {out['tgl']['MB/s'] / out['ruff']['MB/s']:.2f}x; tgl exit codes {sorted(codes)}")
    # Each tgl run against the ruff run right after it: a machine whose speed drifts over the minute of the benchmark
    # moves both runs of a pair alike, where the two medians can come from different moments.
    pairs = sorted((tgl_bytes / t) / (py_bytes / r) for (t, _), (r, _) in zip(rows["tgl"], rows["ruff"]))
    out["pair_ratio"] = {"median": statistics.median(pairs), "q1": percentile(pairs, 25), "q3": percentile(pairs, 75)}
    print(f"tgl / ruff per pair of runs: median {out['pair_ratio']['median']:.2f}x "
          f"(quartiles {out['pair_ratio']['q1']:.2f}-{out['pair_ratio']['q3']:.2f}x)")
    out["peer"] = ruff_version
    if args.json:
        print(json.dumps(out))


def compare(args) -> None:
    root = Path(args.dir)
    builds = {"tgl": args.tgl, "base": args.base}
    walls = {name: [] for name in builds}
    codes = set()
    print(f"load before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for run in range(args.runs):
        order = ["tgl", "base"] if run % 2 == 0 else ["base", "tgl"]
        for name in order:
            wall, _, code = timed([builds[name], "check", str(root), "--format", "json"])
            codes.add(code)
            walls[name].append(wall)
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for name in builds:
        values = sorted(walls[name])
        print(f"{name:5} median wall {statistics.median(values) * 1000:7.1f} ms "
              f"(quartiles {percentile(values, 25) * 1000:.1f}-{percentile(values, 75) * 1000:.1f} ms)")
    pairs = sorted(b / t for t, b in zip(walls["tgl"], walls["base"]))
    print(f"base / tgl per pair of runs: median {statistics.median(pairs):.3f}x "
          f"(quartiles {percentile(pairs, 25):.3f}-{percentile(pairs, 75):.3f}x); exit codes {sorted(codes)}")


# --- the language server ---------------------------------------------------------------------------------------


class Client:
    """A minimal LSP client over the server's standard input and output, with a reader that keeps every message."""

    def __init__(self, command: list[str], root: Path):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.next_id = 0
        self.root = root

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method: str, params) -> int:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method: str, params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def read(self, timeout: float) -> dict | None:
        deadline = time.perf_counter() + timeout
        fd = self.proc.stdout.fileno()
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = 0
                for line in self.buffer[:header_end].split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":")[1])
                start = header_end + 4
                if len(self.buffer) >= start + length:
                    body = self.buffer[start:start + length]
                    self.buffer = self.buffer[start + length:]
                    return json.loads(body)
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    return None
                self.buffer += chunk

    def wait_for(self, predicate, timeout: float = 30) -> dict:
        deadline = time.perf_counter() + timeout
        while True:
            message = self.read(deadline - time.perf_counter())
            if message is None:
                raise SystemExit("whole_app.py: the server did not answer in time")
            if "id" in message and "method" in message:  # a request from the server: answer null
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if predicate(message):
                return message

    def close(self) -> None:
        self.request("shutdown", None)
        self.notify("exit", None)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def uri(path: Path) -> str:
    return path.resolve().as_uri()


def published(uris: set[str]):
    def match(message: dict) -> bool:
        if message.get("method") != "textDocument/publishDiagnostics":
            return False
        uris.discard(message["params"]["uri"])
        return not uris
    return match


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def lsp(args) -> None:
    root = Path(args.dir).resolve()
    profile = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={args.callgrind}"]
    client = Client((profile if args.callgrind else []) + [args.tgl, "lsp"], root)
    client.request("initialize", {"processId": os.getpid(), "rootUri": uri(root),
                                  "workspaceFolders": [{"uri": uri(root), "name": root.name}],
                                  "capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": False}}}})
    client.wait_for(lambda m: m.get("id") == 1, timeout=300 if args.callgrind else 30)
    client.notify("initialized", {})

    # Opening a screen that imports 10 files, each time a screen not opened before (the shared files it imports may
    # be known from the screens before it, as in an editor session).
    screens = sorted(root.glob("screen_*.tgl"))
    opens = []
    for path in screens[-args.opens:]:
        text = path.read_text(encoding="utf-8")
        start = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "tgl", "version": 1, "text": text}})
        client.wait_for(published({uri(path)}), timeout=600 if args.callgrind else 30)
        opens.append((time.perf_counter() - start) * 1000)

    # An edit of a shared style file that 20 open screens import: every edit changes a constant's use in a style.
    shared = root / "shared" / "styles_00.tgl"
    dependents = importers(root, "shared/styles_00.tgl")[:20]
    if len(dependents) < 20:
        raise SystemExit(f"whole_app.py: only {len(dependents)} screens import shared/styles_00.tgl")
    for path in dependents:
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "tgl", "version": 1,
                                                                "text": path.read_text(encoding="utf-8")}})
    client.wait_for(published({uri(p) for p in dependents}), timeout=600 if args.callgrind else 120)
    text = shared.read_text(encoding="utf-8")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(shared), "languageId": "tgl", "version": 1, "text": text}})
    client.wait_for(published({uri(shared)}), timeout=600 if args.callgrind else 30)
    if args.callgrind:
        # The server's own work after the opens (its index, preparing hovers) done before instrumenting.
        time.sleep(2)
        subprocess.run(["callgrind_control", "--instr=on", str(client.proc.pid)], stdout=subprocess.DEVNULL, check=True)
    edits = []
    line = next(n for n, l in enumerate(text.split("\n")) if l.startswith("    lines: "))
    for version in range(2, args.edits + 2):
        value = f"    lines: {1 + version % 3}"
        start = time.perf_counter()
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri(shared), "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": 0},
                                          "end": {"line": line + 1, "character": 0}}, "text": value + "\n"}]})
        client.wait_for(published({uri(p) for p in dependents}), timeout=600 if args.callgrind else 30)
        edits.append((time.perf_counter() - start) * 1000)
    if args.callgrind:
        # The edited file's own diagnostics, which follow its dependents', are part of each edit's work.
        time.sleep(2)
        subprocess.run(["callgrind_control", "--dump", str(client.proc.pid)], stdout=subprocess.DEVNULL, check=True)
        time.sleep(2)
    client.close()
    out = {
        "open_ms": {"p50": statistics.median(opens), "p95": percentile(opens, 95), "runs": len(opens)},
        "edit_20_dependents_ms": {"p50": statistics.median(edits), "p95": percentile(edits, 95), "runs": len(edits)},
    }
    print(f"open a screen importing 10 files: p50 {out['open_ms']['p50']:.1f} ms, p95 {out['open_ms']['p95']:.1f} ms "
          f"({len(opens)} screens; goal < 30 ms)")
    print(f"edit shared/styles_00.tgl, 20 open dependents re-published: p50 {out['edit_20_dependents_ms']['p50']:.1f} ms, "
          f"p95 {out['edit_20_dependents_ms']['p95']:.1f} ms ({len(edits)} edits; goal p95 < 50 ms)")
    if args.json:
        print(json.dumps(out))


def names(args) -> None:
    """References and definition of a shared style from a screen, asked again and again: the first request after the
    workspace is read loads its program, the next ones reuse it until an edit."""
    root = Path(args.dir).resolve()
    client = Client([args.tgl, "lsp"], root)
    client.request("initialize", {"processId": os.getpid(), "rootUri": uri(root),
                                  "workspaceFolders": [{"uri": uri(root), "name": root.name}], "capabilities": {}})
    client.wait_for(lambda m: m.get("id") == 1)
    client.notify("initialized", {})
    screen = root / "screen_001.tgl"
    text = screen.read_text(encoding="utf-8")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(screen), "languageId": "tgl", "version": 1, "text": text}})
    client.wait_for(published({uri(screen)}))
    time.sleep(args.settle)  # the workspace's index, read in the background
    lines = text.split("\n")
    line = next(n for n, l in enumerate(lines) if "style: Title1" in l)
    position = {"line": line, "character": lines[line].index("Title1") + 2}
    for method in ["textDocument/references", "textDocument/definition"]:
        times, found = [], 0
        for k in range(args.requests):
            params = {"textDocument": {"uri": uri(screen)}, "position": position, "context": {"includeDeclaration": True}}
            start = time.perf_counter()
            rid = client.request(method, params)
            answer = client.wait_for(lambda m: m.get("id") == rid)
            times.append((time.perf_counter() - start) * 1000)
            found = len(answer.get("result") or [])
        print(f"{method} on Title1 ({found} locations): first {times[0]:.2f} ms, then p50 "
              f"{statistics.median(times[1:]):.2f} ms ({args.requests - 1} requests)")
    client.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    g = commands.add_parser("generate")
    g.add_argument("dir")
    g.add_argument("--seed", type=int, default=29)
    c = commands.add_parser("check")
    c.add_argument("dir")
    c.add_argument("--tgl", required=True)
    c.add_argument("--ruff", required=True)
    c.add_argument("--runs", type=int, default=5)
    c.add_argument("--work", default="/tmp/tgl-whole-app-work")
    c.add_argument("--json", action="store_true")
    k = commands.add_parser("compare")
    k.add_argument("dir")
    k.add_argument("--tgl", required=True)
    k.add_argument("--base", required=True)
    k.add_argument("--runs", type=int, default=40)
    s = commands.add_parser("lsp")
    s.add_argument("dir")
    s.add_argument("--tgl", required=True)
    s.add_argument("--edits", type=int, default=40)
    s.add_argument("--opens", type=int, default=20)
    s.add_argument("--callgrind", metavar="FILE")
    s.add_argument("--json", action="store_true")
    p = commands.add_parser("split")
    p.add_argument("dir")
    p.add_argument("--tgl", required=True)
    p.add_argument("--runs", type=int, default=11)
    p.add_argument("--work", default="/tmp/tgl-whole-app-split")
    n = commands.add_parser("names")
    n.add_argument("dir")
    n.add_argument("--tgl", required=True)
    n.add_argument("--requests", type=int, default=20)
    n.add_argument("--settle", type=float, default=3)
    args = parser.parse_args()
    if args.command == "generate":
        result = generate(Path(args.dir), args.seed)
        print(f"wrote {result['files']} files, {result['bytes']} bytes, to {args.dir}")
    elif args.command == "check":
        check(args)
    elif args.command == "compare":
        compare(args)
    elif args.command == "names":
        names(args)
    elif args.command == "split":
        split(args)
    else:
        lsp(args)


if __name__ == "__main__":
    main()
