#!/usr/bin/env bash
# `tgl check` over a generated tree of N files (default 1000 files of about 10 KB: 10.3 MB), release build.
# Usage: Benchmarks/check-tree.sh [N] [RUNS]. Uses hyperfine when it is installed, else a loop of `date`.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
runs=${2:-10}
scratch=${SCRATCH:-.build}
swift build -c release --scratch-path "$scratch" --product tgl-bench >/dev/null
swift build -c release --scratch-path "$scratch" --product tgl >/dev/null
tree=${TMPDIR:-/tmp}/tgl-check-tree-$count
rm -rf "$tree"
"$scratch/release/tgl-bench" generate-tree "$count" "$tree" 8200
du -sh "$tree"
tgl="$scratch/release/tgl"
"$tgl" check "$tree" --max-warnings 1000000 | tail -1 || true
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 2 --runs "$runs" -i "$tgl check $tree --format json"
else
  best=""
  all=()
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$tgl" check "$tree" --format json >/dev/null || true
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    all+=("$ms")
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  sorted=$(printf '%s\n' "${all[@]}" | sort -n)
  median=$(printf '%s\n' "$sorted" | sed -n "$(( (runs + 1) / 2 ))p")
  echo "tgl check, $count files: best ${best} ms, median ${median} ms over $runs runs (${all[*]})"
fi
