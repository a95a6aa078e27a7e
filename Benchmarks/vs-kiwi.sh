#!/usr/bin/env bash
# TGLSolver against kiwisolver (PyPI, the C++ Cassowary solver behind matplotlib's layout) on the same generated
# screens' systems of 1,000, 10,000 and 100,000 constraints: build and solve, then re-solve after one edit. Builds
# tgl-solver-bench (release: the solver alone), makes .venv-bench with kiwisolver, prints one table. See Benchmarks/README.md.
#
#   Benchmarks/vs-kiwi.sh                      the table
#   Benchmarks/vs-kiwi.sh --sizes 1000,10000   other sizes (also --runs R)
#
# SCRATCH (default /tmp/build-solver-bench) is the SwiftPM scratch path; PYTHON (default python3) makes the venv.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH:-/tmp/build-solver-bench}
swift build -c release --scratch-path "$scratch" --product tgl-solver-bench >/dev/null
bench=$scratch/release/tgl-solver-bench

venv=.venv-bench
if ! "$venv/bin/python" -c 'import kiwisolver' 2>/dev/null; then
  [[ -x $venv/bin/python ]] || "${PYTHON:-python3}" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check kiwisolver
fi
py=$venv/bin/python

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load before: $(uptime | sed 's/.*load average: //')"
echo "# kiwisolver $("$py" -c 'import kiwisolver; print(kiwisolver.__version__)'), $("$py" --version)," \
  "$(swift --version 2>/dev/null | head -1)"
"$py" Benchmarks/compare_kiwi.py --bench "$bench" "$@"
echo "# load after: $(uptime | sed 's/.*load average: //')"
