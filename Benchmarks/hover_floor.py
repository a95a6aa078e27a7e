#!/usr/bin/env python3
"""A hover's latency against the floor of the same session: what the server adds to a round trip.

One `tgl lsp` session on a document; the client alternates a hover at one of lspbench's positions (its
`auto_positions`, the same as `lspbench.py --hover-n`) with a hover on a blank line, which the server answers `null`
after the same reading, dispatch and writing. Both series meet the same machine at the same moments, so their
difference is the hover's own work. With `--server-time`, the server runs under `perf trace -e read,write` and the
script also reports the server's time per request: from the end of the `read` that brought the request to the start
of the `write` of its answer (the `null` answers are told apart by their size).

    python3 Benchmarks/hover_floor.py --tgl BIN --file DOC.tgl [--n 2000] [--positions 20] [--server-time]
        [--lspbench shared/tools/lspbench.py] [-- extra tgl lsp arguments, e.g. --busy-poll 0]

docs/dev/performance-journal.md ("Round 8") has what it measured: a hover 30-45 us above the null one with 20 positions, 15-20 us with
one position hovered again and again (the data of a position not read lately is what costs).
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

TRACE_LINE = re.compile(
    r"^\s*(\d+\.\d+) \(\s*(\d+\.\d+) ms\): [^/]+/\d+ (read|write)\((?:fd: (\d+)\S*, )?.*\)\s+= (-?\d+)")
NULL_ANSWER_MAX_BYTES = 100


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def summary(label: str, values: list[float]) -> str:
    return (f"{label} p50 {quantile(values, 0.5):6.1f}  p95 {quantile(values, 0.95):6.1f}  "
            f"p99 {quantile(values, 0.99):6.1f} us (n {len(values)})")


def server_times(trace: Path, answers: int) -> tuple[list[float], list[float]]:
    """Microseconds from each request's read to its answer's write, split into hovers and null answers; the last
    `answers` answers before the shutdown's."""
    pairs: list[tuple[float, int]] = []
    read_end = None
    for line in trace.read_text(errors="replace").splitlines():
        match = TRACE_LINE.match(line)
        if not match:
            continue
        start, duration, call, fd, result = match.groups()
        fd = fd or "0"  # perf trace leaves out a zero first argument
        if call == "read" and fd == "0" and int(result) > 0:
            read_end = float(start) + float(duration)
        elif call == "write" and fd == "1" and read_end is not None:
            pairs.append(((float(start) - read_end) * 1000, int(result)))
            read_end = None
    measured = pairs[-answers - 1:-1]
    hovers = [t for t, size in measured if size > NULL_ANSWER_MAX_BYTES]
    nulls = [t for t, size in measured if size <= NULL_ANSWER_MAX_BYTES]
    return hovers, nulls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tgl", required=True)
    parser.add_argument("--file", required=True)
    parser.add_argument("--n", type=int, default=2000, help="pairs of requests (default 2000)")
    parser.add_argument("--positions", type=int, default=20, help="lspbench positions cycled (default 20)")
    parser.add_argument("--server-time", action="store_true", help="run the server under perf trace")
    default_bench = Path(__file__).resolve().parent.parent.parent / "shared" / "tools" / "lspbench.py"
    parser.add_argument("--lspbench", default=str(default_bench))
    parser.add_argument("extra", nargs="*", help="arguments after `tgl lsp`")
    args = parser.parse_args()

    sys.path.insert(0, str(Path(args.lspbench).resolve().parent))
    import lspbench  # found through --lspbench

    document = Path(args.file).resolve()
    text = document.read_text()
    lines = text.split("\n")
    blank = next((i for i, line in enumerate(lines) if not line.strip()), None)
    if blank is None:
        raise SystemExit(f"{document} has no blank line to hover for the null series")
    command = [args.tgl, "lsp", *args.extra]
    trace = Path(tempfile.mkdtemp(prefix="hover-floor-")) / "trace.log"
    if args.server_time:
        command = ["perf", "trace", "-o", str(trace), "-e", "read,write", "--", *command]

    client = lspbench.Client(command, cwd=str(document.parent))
    request, _ = client.request("initialize", {
        "processId": None, "rootUri": document.parent.as_uri(),
        "capabilities": {"textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]}}}})
    client.wait_response(request, 30)
    client.notify("initialized", {})
    before = client.diag_count()
    uri = document.as_uri()
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": uri, "languageId": "tgl", "version": 1, "text": text}})
    client.wait_diag(uri, before, 60)
    time.sleep(1)  # the analysis's background work (layouts for hover, the workspace index) is done
    positions = lspbench.auto_positions(lines, args.positions)
    hovers: list[float] = []
    nulls: list[float] = []
    for index in range(args.n):
        line, start, end = positions[index % len(positions)]
        at = {"textDocument": {"uri": uri}, "position": {"line": line, "character": (start + end) // 2}}
        elapsed, _ = client.call("textDocument/hover", at, 10)
        hovers.append(elapsed * 1000)
        on_blank = {"textDocument": {"uri": uri}, "position": {"line": blank, "character": 0}}
        elapsed, message = client.call("textDocument/hover", on_blank, 10)
        if message.get("result") is not None:
            raise SystemExit(f"the hover on blank line {blank + 1} was not null")
        nulls.append(elapsed * 1000)
    request, _ = client.request("shutdown", None)
    client.wait_response(request, 10)
    client.notify("exit")
    client.proc.wait(timeout=10)

    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; load {load}; {args.positions} positions; "
          f"{' '.join(command)}")
    print(summary("round trip, hover       ", hovers))
    print(summary("round trip, null hover  ", nulls))
    if args.server_time:
        server_hovers, server_nulls = server_times(trace, 2 * args.n)
        print(summary("server time, hover      ", server_hovers))
        print(summary("server time, null hover ", server_nulls))
    return 0


if __name__ == "__main__":
    sys.exit(main())
