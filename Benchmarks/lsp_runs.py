#!/usr/bin/env python3
"""Many lspbench runs of several servers in turns: how often each one's hover and completion p95 is under a target.

One run's p95 swings with what the machine does in that second (docs/dev/performance-journal.md, "Round 9"), so a figure of one run
says little. This runs `lspbench.py --hover-n 1000 --completion-n 1000 --edits 0` on each server in turn, round
after round, so that all of them meet the same moments of the machine, and prints per server the median p50, the
p95s sorted and how many are under the target.

Two controls. A server given with `--null` is hovered only on blank lines of the document, where `tgl lsp` answers
`null` after the same reading, dispatch and writing. `--null-server` adds `Benchmarks/null-server/null_server.c`
(built with `cc`), a server in C that does nothing but answer: the floor of the round trip on this machine. The
runs in which even they go over the target are the machine's, not the hover's.

    python3 Benchmarks/lsp_runs.py --file DOC.tgl --runs 20 --null-server \\
        --server start="/tmp/tgl-start lsp" --server final="tgl lsp" --null null="tgl lsp" [--json OUT.json]
"""
from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NULL_SERVER_SOURCE = Path(__file__).resolve().parent / "null-server" / "null_server.c"


def blank_line_positions(document: Path, count: int = 3) -> str:
    """`line:0` of the first `count` empty lines (0-based, as lspbench's `--positions` takes them)."""
    lines = document.read_text(encoding="utf-8").split("\n")
    blank = [index for index, line in enumerate(lines) if not line.strip()][:count]
    if not blank:
        sys.exit(f"lsp_runs.py: {document} has no blank line for the null hovers")
    return ",".join(f"{index}:0" for index in blank)


def build_null_server(folder: Path) -> str:
    """Compiles the null server into `folder`; its path."""
    binary = folder / "null-server"
    done = subprocess.run(["cc", "-O2", "-o", str(binary), str(NULL_SERVER_SOURCE)], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        sys.exit(f"lsp_runs.py: cc could not build {NULL_SERVER_SOURCE}:\n{done.stderr}")
    return str(binary)


def one_run(lspbench: str, command: str, document: Path, positions: str | None) -> dict:
    arguments = [sys.executable, lspbench, "--cmd", command, "--file", str(document), "--lang-id", "tgl",
                 "--hover-n", "1000", "--completion-n", "1000", "--edits", "0", "--json"]
    if positions:
        arguments += ["--positions", positions]
    done = subprocess.run(arguments, capture_output=True, text=True, check=False)
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        sys.exit(f"lsp_runs.py: lspbench gave no JSON for {command!r}:\n{done.stderr[-2000:]}")
    hover, completion = result["hover"], result["completion"]
    return {"hover_p50": hover["p50_ms"], "hover_p95": hover["p95_ms"], "hover_non_null": hover["non_null"],
            # A server without completion (a control) has no completion figures.
            "completion_p50": completion.get("p50_ms"), "completion_p95": completion.get("p95_ms")}


def report(label: str, runs: list[dict], target: float, is_null: bool) -> None:
    def sorted_values(key: str) -> list[float]:
        return sorted(run[key] for run in runs)

    hover_p95, hover_p50 = sorted_values("hover_p95"), sorted_values("hover_p50")
    under = sum(value < target for value in hover_p95)
    print(f"{label}: hover p50 median {hover_p50[len(hover_p50) // 2]:.3f} ms; p95 under {target} ms in "
          f"{under} of {len(runs)} runs, median {hover_p95[len(hover_p95) // 2]:.3f}; "
          f"non-null hovers {runs[0]['hover_non_null']} of 1000")
    print(f"  hover p95 sorted: {' '.join(f'{value:.3f}' for value in hover_p95)}")
    if is_null or runs[0]["completion_p95"] is None:
        return  # completion on a blank line lists the whole top level: not the benchmark's completion
    completion_p95 = sorted_values("completion_p95")
    print(f"  completion p95 under {target} ms in {sum(value < target for value in completion_p95)} of {len(runs)}"
          f" runs ({completion_p95[0]:.3f}-{completion_p95[-1]:.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--file", required=True, type=Path, help="the document (alone in its folder)")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--server", action="append", default=[], metavar="LABEL=COMMAND")
    parser.add_argument("--null", action="append", default=[], metavar="LABEL=COMMAND",
                        help="a server hovered on blank lines only (the control)")
    parser.add_argument("--null-server", action="store_true",
                        help="add the server in C that does nothing (Benchmarks/null-server), built with cc")
    parser.add_argument("--target", type=float, default=0.2, help="milliseconds (default 0.2)")
    parser.add_argument("--lspbench", default=str(Path(__file__).resolve().parents[2] / "shared/tools/lspbench.py"))
    parser.add_argument("--json", type=Path, help="write every run's figures here")
    args = parser.parse_args()
    if not Path(args.lspbench).is_file():
        sys.exit(f"lsp_runs.py: no lspbench at {args.lspbench}; pass --lspbench")
    entries = []
    for spec, is_null in [(spec, False) for spec in args.server] + [(spec, True) for spec in args.null]:
        label, _, command = spec.partition("=")
        if not command:
            sys.exit(f"lsp_runs.py: {spec!r} is not LABEL=COMMAND")
        shlex.split(command)  # fails early on a command the shell could not read
        entries.append((label, command, blank_line_positions(args.file) if is_null else None))
    scratch = tempfile.TemporaryDirectory(prefix="lsp-runs-")
    if args.null_server:
        entries.append(("null-server", build_null_server(Path(scratch.name)), blank_line_positions(args.file)))
    if not entries:
        sys.exit("lsp_runs.py: give at least one --server, --null or --null-server")
    runs: dict[str, list[dict]] = {label: [] for label, _, _ in entries}
    loads = []
    started = time.strftime("%H:%M:%S")
    for _ in range(args.runs):
        loads.append(os.getloadavg()[0])
        for label, command, positions in entries:
            runs[label].append(one_run(args.lspbench, command, args.file, positions))
    print(f"{args.runs} runs each in turns, {started}-{time.strftime('%H:%M:%S')}, "
          f"load average {min(loads):.1f}-{max(loads):.1f}")
    for label, _, positions in entries:
        report(label, runs[label], args.target, is_null=positions is not None)
    if args.json:
        args.json.write_text(json.dumps({"runs": runs, "loads": loads}, indent=1))


if __name__ == "__main__":
    main()
