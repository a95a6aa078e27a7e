#!/usr/bin/env python3
"""Times Taffy (PyPI `stretchable`) and Yoga (PyPI `poga`) on the shapes of `tgl-bench layout`, runs tgl's
benchmark in the same run, and prints one Markdown table: shape x N, microseconds per node and the ratios.

Run it through Benchmarks/compare.sh, which builds tgl-bench and the venv. The trees are the flexbox equivalents
of Benchmarks/TGLBenchmarks/LayoutShapes.swift (keep them in step):

- flat:  a column (width 1000, height auto) of N - 1 leaves 100 x 20;
- rows:  a column of (N - 1) // 11 rows (flex-direction row, align-self stretch = tgl's `width: fill`, height
         auto), each 8 leaves 50 x 20, one 10 % x 20, one flex-grow 1 x 20 (tgl's `fill`);
- deep:  a row (width 1000, height auto) of (N - 1) // 50 chains, each 49 nested containers (padding 1,
         alternating column and row, sizes auto) around a 10 x 10 leaf.

Every container has align-items: flex-start (tgl's linear layouts do not stretch children on the cross axis) and
every node flex-shrink: 0 (tgl's default `shrinkType: none`). Only the compute call is timed, on a freshly built
tree (one warm-up tree first, then the median of several).

`--callgrind-child ENGINE SHAPE N` builds one tree and computes it once; Benchmarks/compare.sh
--callgrind runs it under valgrind to count the compute call's instructions.
"""

import argparse
import gc
import statistics
import subprocess
import sys
import time

from poga import libpoga_capi as Y
import stretchable.taffylib as T
from stretchable.style import AUTO, PCT, AlignItems, AlignSelf, FlexDirection, Style
from stretchable.style.geometry.length import LengthAvailableSpace
from stretchable.style.geometry.size import SizeAvailableSpace

SHAPES = ["flat", "rows", "deep"]
AIMS = {"flat": 0.2, "rows": 0.5, "deep": 1.5}  # us per node


def counts(shape, n):
    """What the generator builds for N: (number of groups, nodes in all)."""
    if shape == "flat":
        k = max(1, n - 1)
        return k, k + 1
    if shape == "rows":
        k = max(1, (n - 1) // 11)
        return k, 11 * k + 1
    k = max(1, (n - 1) // 50)
    return k, 50 * k + 1


# ---------------------------------------------------------------------------------------------------- Taffy


class TaffyTree:
    """A tree in its own Taffy instance; `compute()` lays out."""

    space = SizeAvailableSpace(LengthAvailableSpace.definite(1000), LengthAvailableSpace.max_content()).to_dict()
    styles = None

    @classmethod
    def make_styles(cls):
        def s(**kw):
            return Style(flex_shrink=0, **kw).to_dict()

        cls.styles = {
            "col": s(flex_direction=FlexDirection.COLUMN, size=(1000, AUTO), align_items=AlignItems.FLEX_START),
            "rowroot": s(flex_direction=FlexDirection.ROW, size=(1000, AUTO), align_items=AlignItems.FLEX_START),
            "row": s(flex_direction=FlexDirection.ROW, align_self=AlignSelf.STRETCH, align_items=AlignItems.FLEX_START),
            "chainv": s(flex_direction=FlexDirection.COLUMN, padding=1, align_items=AlignItems.FLEX_START),
            "chainh": s(flex_direction=FlexDirection.ROW, padding=1, align_items=AlignItems.FLEX_START),
            "pct": s(size=(10 * PCT, 20)),
            "fill": s(size=(AUTO, 20), flex_grow=1),
        }
        cls.leaf_cache = {}

    @classmethod
    def leaf(cls, w, h):
        key = (w, h)
        if key not in cls.leaf_cache:
            cls.leaf_cache[key] = Style(flex_shrink=0, size=(w, h)).to_dict()
        return cls.leaf_cache[key]

    def __init__(self, shape, n):
        if TaffyTree.styles is None:
            TaffyTree.make_styles()
        st = TaffyTree.styles
        p = self.ptr = T.init()
        T.enable_rounding(p)
        create, add = T.node_create, T.node_add_child
        k, self.nodes = counts(shape, n)
        if shape == "flat":
            self.root = create(p, st["col"])
            leaf = self.leaf(100, 20)
            ids = [create(p, leaf) for _ in range(k)]
            for c in ids:
                add(p, self.root, c)
        elif shape == "rows":
            self.root = create(p, st["col"])
            leaf = self.leaf(50, 20)
            for r in range(k):
                row = create(p, st["row"])
                add(p, self.root, row)
                for v in range(8):
                    c = create(p, leaf)
                    add(p, row, c)
                add(p, row, create(p, st["pct"]))
                add(p, row, create(p, st["fill"]))
        else:
            self.root = create(p, st["rowroot"])
            for c in range(k):
                parent = self.root
                for level in range(49):
                    node = create(p, st["chainv" if level % 2 == 0 else "chainh"])
                    add(p, parent, node)
                    parent = node
                leaf = create(p, self.leaf(10, 10))
                add(p, parent, leaf)

    def compute(self):
        T.node_compute_layout(self.ptr, self.root, TaffyTree.space)

    def root_size(self):
        out = T.PyLayout()
        T.node_get_layout(self.ptr, self.root, out)
        return out.width, out.height

    def free(self):
        T.free(self.ptr)


# ---------------------------------------------------------------------------------------------------- Yoga


class YogaTree:
    """The same tree in Yoga (poga's bindings of Yoga 1.19; point scale factor 1, so frames are rounded)."""

    def __init__(self, shape, n):
        new, insert = Y.YGNodeNew, Y.YGNodeInsertChild
        width, height = Y.YGNodeStyleSetWidth, Y.YGNodeStyleSetHeight
        k, self.nodes = counts(shape, n)

        def leaf(w, h):
            node = new()
            width(node, w)
            height(node, h)
            return node

        def container(direction, padding=0):
            node = new()
            Y.YGNodeStyleSetFlexDirection(node, direction)
            Y.YGNodeStyleSetAlignItems(node, Y.YGAlign.FlexStart)
            if padding:
                Y.YGNodeStyleSetPadding(node, Y.YGEdge.All, padding)
            return node

        if shape == "flat":
            self.root = container(Y.YGFlexDirection.Column)
            for i in range(k):
                c = leaf(100, 20)
                insert(self.root, c, i)
        elif shape == "rows":
            self.root = container(Y.YGFlexDirection.Column)
            for r in range(k):
                row = container(Y.YGFlexDirection.Row)
                Y.YGNodeStyleSetAlignSelf(row, Y.YGAlign.Stretch)
                insert(self.root, row, r)
                for v in range(8):
                    c = leaf(50, 20)
                    insert(row, c, v)
                pct = new()
                Y.YGNodeStyleSetWidthPercent(pct, 10)
                height(pct, 20)
                insert(row, pct, 8)
                fill = new()
                Y.YGNodeStyleSetFlexGrow(fill, 1)
                height(fill, 20)
                insert(row, fill, 9)
        else:
            self.root = container(Y.YGFlexDirection.Row)
            for c in range(k):
                parent = self.root
                index = c
                for level in range(49):
                    node = container(Y.YGFlexDirection.Column if level % 2 == 0 else Y.YGFlexDirection.Row, 1)
                    insert(parent, node, index)
                    parent, index = node, 0
                lf = leaf(10, 10)
                insert(parent, lf, 0)
        width(self.root, 1000)

    def compute(self):
        Y.YGNodeCalculateLayout(self.root, 1000, Y.YGUndefined, Y.YGDirection.LTR)

    def root_size(self):
        return Y.YGNodeLayoutGetWidth(self.root), Y.YGNodeLayoutGetHeight(self.root)

    def free(self):
        Y.YGNodeFreeRecursive(self.root)


ENGINES = {"taffy": TaffyTree, "yoga": YogaTree}

# ---------------------------------------------------------------------------------------------------- timing


def default_runs(nodes):
    return 21 if nodes <= 2000 else 11 if nodes <= 20000 else 5


def timed(call):
    """Wall-clock and thread CPU time of `call()`, in microseconds."""
    gc.disable()
    cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
    call()
    wall, cpu = time.perf_counter_ns() - wall, time.thread_time_ns() - cpu
    gc.enable()
    return wall / 1000, cpu / 1000


def time_full(engine, shape, n, runs):
    """Medians (wall, CPU) of the compute call on fresh trees (after one warm-up tree), nodes, root size."""
    walls, cpus = [], []
    for run in range(runs + 1):
        tree = ENGINES[engine](shape, n)
        wall, cpu = timed(tree.compute)
        if run > 0:
            walls.append(wall)
            cpus.append(cpu)
        size = tree.root_size()
        nodes = tree.nodes
        tree.free()
    return statistics.median(walls), statistics.median(cpus), nodes, size


def run_tgl(binary, sizes, runs):
    command = [binary, "layout", "--sizes", ",".join(map(str, sizes))]
    if runs:
        command += ["--runs", str(runs)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    full = {}
    for line in output.splitlines():
        if line.startswith("#"):
            if "engine reports" in line:
                print(line, file=sys.stderr)
            continue
        f = line.split("\t")
        if f[0] == "full":
            full[(f[1], int(f[2]))] = dict(nodes=int(f[3]), wall=float(f[5]), size=(float(f[8]), float(f[9])),
                                           cpu=float(f[10]))
    return full


def ratio(a, b):
    return f"{a / b:.2f}" if a and b else "–"


def us(value, digits=3):
    return f"{value:.{digits}f}" if value is not None else "–"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tgl-bench", required=False, help="the release tgl-bench binary")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=0, help="timed runs per figure (default: 21/11/5 by size)")
    parser.add_argument("--callgrind-child", nargs="+", metavar="ARG")
    args = parser.parse_args()

    if args.callgrind_child:
        engine, shape, n = args.callgrind_child[0], args.callgrind_child[1], int(args.callgrind_child[2])
        tree = ENGINES[engine](shape, n)
        tree.compute()
        print(engine, shape, tree.nodes, "nodes", "root", tree.root_size())
        return

    if not args.tgl_bench:
        parser.error("--tgl-bench PATH is required (Benchmarks/compare.sh passes it)")
    sizes = [int(s) for s in args.sizes.split(",")]
    full = run_tgl(args.tgl_bench, sizes, args.runs)

    rows = []
    for shape in SHAPES + ["mixed"]:
        for n in sizes:
            t = full.get((shape, n))
            if t is None:
                continue
            cpu = {"tgl": t["cpu"] / t["nodes"]}
            wall = {"tgl": t["wall"] / t["nodes"]}
            check = []
            if shape in SHAPES:
                for engine in ENGINES:
                    w, c, nodes, size = time_full(engine, shape, n, args.runs or default_runs(t["nodes"]))
                    if nodes != t["nodes"]:
                        sys.exit(f"{shape} {n}: {engine} has {nodes} nodes, tgl {t['nodes']}")
                    if any(abs(a - b) > 0.5 for a, b in zip(size, t["size"])):
                        tw, th = t["size"]
                        check.append(f"{engine} root {size[0]:g} x {size[1]:g}, tgl {tw:g} x {th:g}")
                    cpu[engine], wall[engine] = c / nodes, w / nodes
            rows.append((shape, n, t["nodes"], cpu, wall, check))
            print(f"# {shape} {n}: cpu " + ", ".join(f"{k} {v:.3f}" for k, v in cpu.items()), file=sys.stderr)

    print("µs per node, median of the engine's compute call, thread CPU time (wall-clock in the last columns):")
    print()
    print("| shape | N | nodes | tgl | Taffy | Yoga | tgl/Taffy | tgl/Yoga | aim (tgl) "
          "| wall: tgl | Taffy | Yoga |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for shape, n, nodes, c, w, check in rows:
        aim = AIMS.get(shape)
        verdict = f"≤ {aim} {'✓' if c['tgl'] <= aim else '✗'}" if aim else "–"
        print(f"| {shape} | {n:,} | {nodes:,} | {us(c['tgl'])} | {us(c.get('taffy'))} | {us(c.get('yoga'))} | "
              f"{ratio(c['tgl'], c.get('taffy'))} | {ratio(c['tgl'], c.get('yoga'))} | {verdict} | "
              f"{us(w['tgl'])} | {us(w.get('taffy'))} | {us(w.get('yoga'))} |")
    for shape, n, nodes, c, w, check in rows:
        for line in check:
            print(f"\nwarning: {shape} {n}: {line}")


if __name__ == "__main__":
    main()
