#!/usr/bin/env bash
# The layout engine against Taffy and Yoga: builds tgl-bench (release), makes .venv-bench with PyPI `stretchable`
# (Taffy) and `poga` (Yoga), and prints one table of µs per node for flat, rows, deep and mixed documents. See
# Benchmarks/README.md.
#
#   Benchmarks/compare.sh                      the timing table (medians; the load is printed with it)
#   Benchmarks/compare.sh --sizes 1000,10000   other N values (also --runs R)
#   Benchmarks/compare.sh --callgrind          also instruction counts of each engine's compute call under
#                                              valgrind (CG_SIZE nodes, default 10000; CG_SHAPES, default
#                                              "flat rows deep mixed")
#
# SCRATCH (default /tmp/build-bench) is the SwiftPM scratch path; PYTHON (default python3) makes the venv.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH:-/tmp/build-bench}
callgrind=0
args=()
for a in "$@"; do
  if [[ $a == --callgrind ]]; then callgrind=1; else args+=("$a"); fi
done

swift build -c release --scratch-path "$scratch" --product tgl-bench >/dev/null
bench=$scratch/release/tgl-bench

venv=.venv-bench
if ! "$venv/bin/python" -c 'import stretchable, poga' 2>/dev/null; then
  "${PYTHON:-python3}" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check stretchable poga
fi
py=$venv/bin/python

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load before: $(uptime | sed 's/.*load average: //')"
echo "# stretchable $("$py" -c 'from importlib.metadata import version; print(version("stretchable"))')" \
  "(Taffy), poga $("$py" -c 'from importlib.metadata import version; print(version("poga"))')" \
  "(Yoga $("$py" -c 'from poga import libpoga_capi as Y; print(Y.poga_yoga_version())'))," \
  "$(swift --version 2>/dev/null | head -1)"
echo
"$py" Benchmarks/compare_taffy_yoga.py --tgl-bench "$bench" ${args[@]+"${args[@]}"}
echo
echo "# load after: $(uptime | sed 's/.*load average: //')"

[[ $callgrind == 1 ]] || exit 0
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

cg_size=${CG_SIZE:-10000}
out=$(mktemp -d)
# Instructions inside the last call of the toggled function (the engine's compute call alone). Callgrind dumps after each call; the last dump is that call.
# tgl-bench runs its measured call in `measuredRegion` once, so its total is enough.
collected() {
  local toggle=$1
  shift
  rm -f "$out"/cg.*
  valgrind --tool=callgrind --callgrind-out-file="$out/cg.%p" --toggle-collect="$toggle" --dump-after="$toggle" \
    "$@" >/dev/null 2>&1
  local last
  last=$(ls "$out" | { grep -E '^cg\.[0-9]+\.[0-9]+$' || true; } | sort -t. -k3 -n | tail -1)
  # No numbered dump (tgl's measuredRegion, which runs once): the whole run's total is that call.
  [[ -n $last ]] || last=$(ls "$out" | grep -E '^cg\.[0-9]+$' | head -1)
  sed -n 's/^totals: //p' "$out/$last"
}
nodes() { "$bench" layout-once "$1" "$2" | sed -n 's/.* \([0-9]*\) nodes.*/\1/p'; }
per() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "") print "–"; else printf "%.0f", a / b }'; }
mil() { awk -v a="$1" 'BEGIN { if (a == "") print "–"; else printf "%.2f", a / 1e6 }'; }
rat() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "") print "–"; else printf "%.2f", a / b }'; }
tgl_toggle='*measuredRegion*'
taffy_toggle='*__pyfunction_node_compute_layout'
yoga_toggle='YGNodeCalculateLayout'

echo
echo "Instructions (valgrind --tool=callgrind, the compute call alone; load-independent):"
echo
echo "| shape | nodes | tgl instr/node | Taffy instr/node | Yoga instr/node | tgl/Taffy | tgl/Yoga |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for shape in ${CG_SHAPES:-flat rows deep mixed}; do
  n=$(nodes "$shape" "$cg_size")
  t=$(collected "$tgl_toggle" "$bench" layout-once "$shape" "$cg_size")
  if [[ $shape == mixed ]]; then
    ta="" yo=""
  else
    ta=$(collected "$taffy_toggle" "$py" Benchmarks/compare_taffy_yoga.py --callgrind-child taffy "$shape" "$cg_size")
    yo=$(collected "$yoga_toggle" "$py" Benchmarks/compare_taffy_yoga.py --callgrind-child yoga "$shape" "$cg_size")
  fi
  echo "| $shape | $n | $(per "$t" "$n") | $(per "$ta" "$n") | $(per "$yo" "$n") | $(rat "$t" "$ta") | $(rat "$t" "$yo") |"
done

rm -rf "$out"
