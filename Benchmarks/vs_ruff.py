#!/usr/bin/env python3
"""tgl against ruff on this machine: the three rows of issue 16, run side by side.

  1. language server initialize, process start included (`tgl lsp` vs `ruff server`);
  2. didOpen -> diagnostics on a 10,000-line document (tgl) vs a 10,000-line Python file (ruff);
  3. `tgl check` on 1,000 files / 10 MB vs `ruff check --select ALL` on 10 MB of Python: MB/s.

Rows 1 and 2 run `lspbench.py` (shared/tools) with hover, completion and edits switched off. Ruff's server runs
twice: with its default rules (what an editor gets) and with every rule selected (as row 3's command line).
The two sides alternate run by run (the machine is shared; a burst of load hits both), each row reports the
median of --runs runs, and the load average is printed before and after. Row 3 also reports the CPU time
(user + system) of the command, which the other processes on the machine disturb less than the wall time.

The inputs: `tgl-bench generate` and `generate-tree` for tgl (the documents of Benchmarks/README.md); for ruff,
whole modules of the running Python's standard library (no download): `_pydecimal`, `argparse`, `textwrap`,
`shlex`, `bisect` for the 10,000-line file, and the library's `.py` files in path order until the tree holds as
many bytes as tgl's.

    Benchmarks/vs-ruff.sh             # builds, installs ruff in .venv-bench, runs this
    python3 Benchmarks/vs_ruff.py --tgl T --tgl-bench B --ruff R --lspbench L [--runs 11] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

PY_10K_MODULES = ["_pydecimal.py", "argparse.py", "textwrap.py", "shlex.py", "bisect.py"]


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def make_inputs(work: Path, tgl_bench: str) -> dict:
    work.mkdir(parents=True, exist_ok=True)
    inputs = {}
    tgl_doc = work / "tgl-10k" / "screens.tgl"
    tgl_doc.parent.mkdir(exist_ok=True)
    # About 29 bytes a line: 290,000 bytes make a little over 10,000 lines (as Benchmarks/lsp.sh).
    subprocess.run([tgl_bench, "generate", "290000", str(tgl_doc)], check=True, stdout=subprocess.DEVNULL)
    tgl_tree = work / "tgl-tree"
    shutil.rmtree(tgl_tree, ignore_errors=True)
    subprocess.run([tgl_bench, "generate-tree", "1000", str(tgl_tree), "8200"], check=True, stdout=subprocess.DEVNULL)
    tgl_files = sorted(tgl_tree.rglob("*.tgl"))
    tgl_bytes = sum(p.stat().st_size for p in tgl_files)

    stdlib = Path(sysconfig.get_paths()["stdlib"])
    py_doc = work / "py-10k" / "module.py"
    py_doc.parent.mkdir(exist_ok=True)
    py_doc.write_bytes(b"".join((stdlib / name).read_bytes() for name in PY_10K_MODULES))
    py_tree = work / "py-tree"
    shutil.rmtree(py_tree, ignore_errors=True)
    py_bytes = 0
    py_count = 0
    for source in sorted(stdlib.rglob("*.py")):
        if py_bytes >= tgl_bytes:
            break
        if {"site-packages", "dist-packages"} & set(source.relative_to(stdlib).parts):
            continue
        target = py_tree / source.relative_to(stdlib)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        py_bytes += source.stat().st_size
        py_count += 1

    def lines(path: Path) -> int:
        return path.read_bytes().count(b"\n")

    inputs["tgl_doc"] = {"path": str(tgl_doc), "lines": lines(tgl_doc), "bytes": tgl_doc.stat().st_size}
    inputs["py_doc"] = {"path": str(py_doc), "lines": lines(py_doc), "bytes": py_doc.stat().st_size}
    inputs["tgl_tree"] = {"path": str(tgl_tree), "files": len(tgl_files), "bytes": tgl_bytes}
    inputs["py_tree"] = {"path": str(py_tree), "files": py_count, "bytes": py_bytes}
    return inputs


def lsp_run(lspbench: str, command: str, doc: str, lang: str, init_options: str | None = None) -> dict:
    args = [sys.executable, lspbench, "--cmd", command, "--file", doc, "--lang-id", lang, "--hover-n", "0",
            "--completion-n", "0", "--edits", "0", "--settle", "0", "--json"]
    if init_options:
        args += ["--init-options", init_options]
    out = subprocess.run(args, capture_output=True, text=True, check=False)
    result = json.loads(out.stdout)
    if result.get("errors"):
        raise SystemExit(f"lspbench failed for {command}: {result['errors']}")
    return result


def timed(command: list[str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system, the process and its threads) of one run, output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited with {code}")
    return wall, usage.ru_utime + usage.ru_stime


def linkage(binary: str) -> dict | None:
    """The shared libraries an ELF binary loads and how many symbols it exports (readelf), or None off Linux.

    A tgl built with only `--static-swift-stdlib` still loads libstdc++.so and exports its own symbols, and starts
    about 1.5 ms slower than the build `scripts/install.sh` ships: the header names what was measured."""
    if shutil.which("readelf") is None:
        return None
    dynamic = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=False)
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", binary], capture_output=True, text=True, check=False)
    if dynamic.returncode != 0 or symbols.returncode != 0:
        return None
    needed = [line.split("[", 1)[1].rstrip("]") for line in dynamic.stdout.splitlines() if "(NEEDED)" in line]
    exported = 0
    for line in symbols.stdout.splitlines():
        fields = line.split()
        # Num: Value Size Type Bind Vis Ndx Name; defined symbols have a section index, not UND.
        if len(fields) >= 8 and fields[0].rstrip(":").isdigit() and fields[6] != "UND" and fields[4] != "LOCAL":
            exported += 1
    return {"needed": needed, "exported_symbols": exported}


def median(xs: list[float]) -> float:
    return statistics.median(xs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tgl", required=True)
    ap.add_argument("--tgl-bench", required=True)
    ap.add_argument("--ruff", required=True)
    ap.add_argument("--lspbench", required=True)
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "tgl-vs-ruff"))
    ap.add_argument("--rows", default="1,2,3", help="which rows to run (default 1,2,3)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = {int(r) for r in args.rows.split(",")}
    tgl = str(Path(args.tgl).resolve())
    ruff = str(Path(args.ruff).resolve())

    inputs = make_inputs(Path(args.work), args.tgl_bench)
    load_before = load()
    ruff_version = subprocess.run([ruff, "--version"], capture_output=True, text=True, check=False).stdout.strip()
    tgl_version = subprocess.run([tgl, "--version"], capture_output=True, text=True, check=False).stdout.strip()
    all_rules = json.dumps({"settings": {"lint": {"select": ["ALL"]}}})
    tgl_linkage = linkage(tgl)

    samples: dict[str, list[float]] = {}

    def add(key: str, value: float) -> None:
        samples.setdefault(key, []).append(value)

    tgl_check = [tgl, "check", inputs["tgl_tree"]["path"], "--format", "json"]
    ruff_check = [ruff, "check", "--select", "ALL", "--no-cache", "--isolated", "--exit-zero", "--output-format",
                  "json", inputs["py_tree"]["path"]]
    for run in range(args.runs):
        # Alternate which side goes first, so that neither always follows the other's caches or load.
        sides = ["tgl", "ruff"] if run % 2 == 0 else ["ruff", "tgl"]
        for side in sides:
            if rows & {1, 2}:
                if side == "tgl":
                    r = lsp_run(args.lspbench, f"{tgl} lsp", inputs["tgl_doc"]["path"], "tgl")
                    add("tgl.init", r["init_ms"])
                    add("tgl.open", r["open_diag_ms"])
                    add("tgl.open_count", r["open_diag_count"])
                else:
                    r = lsp_run(args.lspbench, f"{ruff} server", inputs["py_doc"]["path"], "python")
                    add("ruff.init", r["init_ms"])
                    add("ruff.open", r["open_diag_ms"])
                    add("ruff.open_count", r["open_diag_count"])
                    r = lsp_run(args.lspbench, f"{ruff} server", inputs["py_doc"]["path"], "python", all_rules)
                    add("ruff_all.init", r["init_ms"])
                    add("ruff_all.open", r["open_diag_ms"])
                    add("ruff_all.open_count", r["open_diag_count"])
            if 3 in rows:
                wall, cpu = timed(tgl_check if side == "tgl" else ruff_check)
                add(f"{side}.check_wall", wall)
                add(f"{side}.check_cpu", cpu)
    load_after = load()

    m = {key: median(values) for key, values in samples.items()}
    report = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cores": os.cpu_count(),
              "load_before": load_before, "load_after": load_after, "runs": args.runs, "tgl": tgl_version,
              "ruff": ruff_version, "tgl_linkage": tgl_linkage, "inputs": inputs, "medians": m, "samples": samples}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0

    print(f"# {report['date']}; {os.cpu_count()} cores; {tgl_version}, {ruff_version}; median of {args.runs} "
          f"alternating runs; load average before {load_before}, after {load_after}")
    i = inputs
    print(f"# tgl: {i['tgl_doc']['lines']}-line document ({i['tgl_doc']['bytes']} bytes), tree of "
          f"{i['tgl_tree']['files']} files ({i['tgl_tree']['bytes']} bytes); ruff: {i['py_doc']['lines']}-line "
          f"module ({i['py_doc']['bytes']} bytes), tree of {i['py_tree']['files']} files ({i['py_tree']['bytes']} bytes)")
    if tgl_linkage is not None:
        print(f"# tgl loads {', '.join(tgl_linkage['needed'])}; exports {tgl_linkage['exported_symbols']} symbols")
        if any(name.startswith("libstdc++") for name in tgl_linkage["needed"]) or tgl_linkage["exported_symbols"] > 100:
            print("# warning: this tgl is not built as shipped (scripts/install.sh --build-only): it starts slower")
    print()
    print("| row | tgl | ruff | tgl / ruff |")
    print("|---|---:|---:|---:|")
    if rows & {1, 2}:
        print(f"| initialize, spawn → result (ms) | {m['tgl.init']:.1f} | {m['ruff.init']:.1f} | "
              f"{m['tgl.init'] / m['ruff.init']:.2f} |")
        print(f"| didOpen → diagnostics (ms), ruff default rules | {m['tgl.open']:.1f} "
              f"({m['tgl.open_count']:.0f} diagnostics) | {m['ruff.open']:.1f} ({m['ruff.open_count']:.0f}) | "
              f"{m['tgl.open'] / m['ruff.open']:.2f} |")
        print(f"| didOpen → diagnostics (ms), ruff `select ALL` | {m['tgl.open']:.1f} | {m['ruff_all.open']:.1f} "
              f"({m['ruff_all.open_count']:.0f}) | {m['tgl.open'] / m['ruff_all.open']:.2f} |")
        print(f"| initialize, ruff `select ALL` (ms) | {m['tgl.init']:.1f} | {m['ruff_all.init']:.1f} | "
              f"{m['tgl.init'] / m['ruff_all.init']:.2f} |")
    if 3 in rows:
        tgl_mb = i["tgl_tree"]["bytes"] / 1e6
        py_mb = i["py_tree"]["bytes"] / 1e6
        tgl_rate = tgl_mb / m["tgl.check_wall"]
        ruff_rate = py_mb / m["ruff.check_wall"]
        print(f"| check, MB/s wall ({m['tgl.check_wall'] * 1000:.0f} vs {m['ruff.check_wall'] * 1000:.0f} ms) | "
              f"{tgl_rate:.2f} | {ruff_rate:.2f} | {tgl_rate / ruff_rate:.2f} |")
        tgl_cpu_rate = tgl_mb / m["tgl.check_cpu"]
        ruff_cpu_rate = py_mb / m["ruff.check_cpu"]
        print(f"| check, MB per CPU second ({m['tgl.check_cpu'] * 1000:.0f} vs {m['ruff.check_cpu'] * 1000:.0f} ms "
              f"CPU) | {tgl_cpu_rate:.2f} | {ruff_cpu_rate:.2f} | {tgl_cpu_rate / ruff_cpu_rate:.2f} |")
    print()
    print("# commands:")
    if rows & {1, 2}:
        print(f"#   lspbench.py --cmd '{tgl} lsp' --file {i['tgl_doc']['path']} --lang-id tgl --hover-n 0 "
              "--completion-n 0 --edits 0 --settle 0")
        print(f"#   lspbench.py --cmd '{ruff} server' --file {i['py_doc']['path']} --lang-id python (same options; "
              f"and --init-options '{all_rules}')")
    if 3 in rows:
        print(f"#   {' '.join(tgl_check)}")
        print(f"#   {' '.join(ruff_check)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
