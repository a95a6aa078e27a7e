#!/usr/bin/env python3
"""TGLSolver against kiwisolver on the same constraint systems (Benchmarks/vs-kiwi.sh runs it).

For each size, `tgl-solver-bench write N FILE` writes a generated screens' system; `tgl-solver-bench run FILE`
times TGLSolver on it; this script reads the same file and times kiwisolver:

- build+solve: a fresh kiwi Solver, `addConstraint` for every constraint (in the file's order; kiwi re-optimizes on
  each add, as TGLSolver does), then `updateVariables()` (kiwi writes every variable's value, as TGLSolver's side
  reads every value). The kiwi Variable and Constraint objects are built before the clock starts (reported apart as
  `py_build`), as the Swift side builds its Constraint values before its clock.
- edit: `suggestValue` on the edit variable (added and set to its first value untimed), then `updateVariables()`.

kiwi's times include its Python API: one C call per constraint (argument checks, reference counting). `py_call`
estimates that overhead: the same loop calling a trivial method (`Constraint.op()`) on every constraint. Times are
medians of RUNS runs after one warm-up (at 100,000: one run, and no warm-up for kiwi, whose add is quadratic
there: it substitutes into every row), wall-clock and thread CPU. The edit goes 375 -> 414 on even runs and back on
odd ones, on both sides.
"""
import argparse
import os
import subprocess
import tempfile
import time

import kiwisolver as kiwi


def strength(priority):
    # TGLSolver's rule (docs/dev/constraint-solver.md): 1000^((p - 250) / 250), required as kiwi's required.
    if priority >= 1000:
        return kiwi.strength.required
    return 1000.0 ** ((priority - 250) / 250.0)


def read_system(path):
    variables = 0
    edit = None
    constraints = []
    with open(path) as f:
        for line in f:
            fields = line.split()
            if not fields:
                continue
            if fields[0] == "variables":
                variables = int(fields[1])
            elif fields[0] == "edit":
                edit = (int(fields[1]), int(fields[2]), float(fields[3]), float(fields[4]))
            elif fields[0] == "c":
                k = int(fields[4])
                terms = [(int(fields[5 + 2 * i]), float(fields[6 + 2 * i])) for i in range(k)]
                constraints.append((int(fields[1]), fields[2], float(fields[3]), terms))
    return variables, edit, constraints


def build(variables, constraints):
    vs = [kiwi.Variable("v%d" % i) for i in range(variables)]
    built = []
    for priority, relation, constant, terms in constraints:
        expression = kiwi.Expression([kiwi.Term(vs[i], c) for i, c in terms], constant)
        op = "==" if relation == "=" else "<=" if relation == "<" else ">="
        built.append(kiwi.Constraint(expression, op, strength(priority)))
    return vs, built


def timed(body):
    w0, c0 = time.perf_counter(), time.thread_time()
    body()
    return (time.perf_counter() - w0) * 1e6, (time.thread_time() - c0) * 1e6


def median(values):
    return sorted(values)[len(values) // 2]


def measure_kiwi(path, runs):
    variables, edit, constraints = read_system(path)
    solve, edits, builds, calls, suggests = [], [], [], [], []
    checksum = 0.0
    # One warm-up run, but not at 100,000 constraints, where one kiwi solve takes most of a minute.
    warmups = 1 if len(constraints) <= 20000 else 0
    for run in range(runs + warmups):
        holder = {}
        builds.append(timed(lambda: holder.update(built=build(variables, constraints)))[0])
        vs, built = holder["built"]
        solver = kiwi.Solver()

        def add_all():
            for c in built:
                solver.addConstraint(c)
            solver.updateVariables()

        s = timed(add_all)

        def call_all():
            for c in built:
                c.op()

        calls.append(timed(call_all)[0])
        ev = vs[edit[0]]
        solver.addEditVariable(ev, strength(edit[1]))
        solver.suggestValue(ev, edit[2])
        solver.updateVariables()

        # As the Swift side: 375 -> 414 on even runs, 414 -> 375 on odd ones; the checksum at 414.
        odd = (run - warmups + 1) % 2 == 1  # the Swift side's run number: its warm-up is run 0
        target = edit[2] if odd else edit[3]
        if odd:
            solver.suggestValue(ev, edit[3])
        suggest = timed(lambda: solver.suggestValue(ev, target))
        update = timed(solver.updateVariables)
        e = (suggest[0] + update[0], suggest[1] + update[1])
        if odd:
            solver.suggestValue(ev, edit[3])
            solver.updateVariables()
        checksum = sum(v.value() for v in vs)
        if run >= warmups:
            solve.append(s)
            edits.append(e)
            suggests.append(suggest[1])
    return {
        "solve_wall": median([s[0] for s in solve]), "solve_cpu": median([s[1] for s in solve]),
        "edit_wall": median([e[0] for e in edits]), "edit_cpu": median([e[1] for e in edits]),
        "suggest_cpu": median(suggests), "py_build": median(builds), "py_call": median(calls), "checksum": checksum,
        "constraints": len(constraints),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True, help="the tgl-solver-bench executable")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=0, help="runs per size (default 7, 3, 1 by size)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    directory = tempfile.mkdtemp(prefix="tgl-solver-")
    print("# µs, medians; wall (thread CPU in brackets); ratio = tgl / kiwisolver of thread CPU (below 1: tgl ahead)")
    print("| constraints | variables | build+solve: tgl | kiwisolver | ratio | edit re-solve: tgl | kiwisolver | ratio |"
          " suggestValue alone (CPU): tgl | kiwisolver | kiwi py_build | kiwi py_call | same solution |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for n in sizes:
        runs = args.runs or (7 if n <= 2000 else 3 if n <= 20000 else 1)
        path = os.path.join(directory, "system-%d.txt" % n)
        subprocess.run([args.bench, "write", str(n), path], check=True, stdout=subprocess.DEVNULL)
        out = subprocess.run([args.bench, "run", path, str(runs)], check=True, capture_output=True,
                             text=True).stdout.split("\t")
        tgl = {"constraints": int(out[0]), "variables": int(out[1]), "solve_wall": float(out[2]),
               "solve_cpu": float(out[3]), "edit_wall": float(out[4]), "edit_cpu": float(out[5]),
               "checksum": float(out[6]), "suggest_cpu": float(out[7])}
        k = measure_kiwi(path, runs)
        same = abs(tgl["checksum"] - k["checksum"]) <= 1e-6 * max(1.0, abs(k["checksum"]))
        print("| %d | %d | %.0f (%.0f) | %.0f (%.0f) | %.3f | %.2f (%.2f) | %.1f (%.1f) | %.3f | %.2f | %.1f | %.0f |"
              " %.0f | %s |" % (
            tgl["constraints"], tgl["variables"], tgl["solve_wall"], tgl["solve_cpu"], k["solve_wall"],
            k["solve_cpu"], tgl["solve_cpu"] / k["solve_cpu"], tgl["edit_wall"], tgl["edit_cpu"], k["edit_wall"],
            k["edit_cpu"], tgl["edit_cpu"] / k["edit_cpu"], tgl["suggest_cpu"], k["suggest_cpu"], k["py_build"],
            k["py_call"],
            "yes" if same else "NO (%.3f vs %.3f)" % (tgl["checksum"], k["checksum"])), flush=True)


if __name__ == "__main__":
    main()
