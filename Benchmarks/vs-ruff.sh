#!/usr/bin/env bash
# tgl against ruff (PyPI) on this machine: language server initialize, didOpen -> diagnostics on 10,000 lines, and
# `tgl check` MB/s on 1,000 files / 10 MB against `ruff check --select ALL` on 10 MB of Python. Prints one table
# (tgl, ruff, ratio) with the load average; see Benchmarks/README.md ("Against ruff") and Benchmarks/vs_ruff.py.
#
#   Benchmarks/vs-ruff.sh [--runs 11] [--rows 1,2,3] [--json]
#
# tgl is built as shipped (scripts/install.sh --build-only; SCRATCH, default .build-static); ruff is
# installed in .venv-bench (RUFF overrides it); LSPBENCH defaults to shared/tools/lspbench.py beside the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build-static}
bench=${LSPBENCH:-}
if [ -z "$bench" ]; then
  for candidate in ../shared/tools/lspbench.py /work/shared/tools/lspbench.py; do
    if [ -f "$candidate" ]; then bench=$candidate; break; fi
  done
fi
[ -n "$bench" ] || { echo "vs-ruff.sh: lspbench.py not found; set LSPBENCH" >&2; exit 2; }
# tgl exactly as `make install` builds it; tgl-bench (only to generate the inputs) in the release build of .build, as
# Benchmarks/lsp.sh builds it. Not in SCRATCH: other flags there would rebuild every module, twice a run.
tgl=$(SCRATCH=$scratch scripts/install.sh --build-only 2>/dev/null)
swift build -c release --product tgl-bench >/dev/null
tgl_bench=$(swift build -c release --product tgl-bench --show-bin-path)/tgl-bench
ruff=${RUFF:-}
if [ -z "$ruff" ]; then
  venv=.venv-bench
  if [ ! -x "$venv/bin/ruff" ]; then
    [ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check ruff
  fi
  ruff=$venv/bin/ruff
fi
exec python3 Benchmarks/vs_ruff.py --tgl "$tgl" --tgl-bench "$tgl_bench" \
  --ruff "$ruff" --lspbench "$bench" "$@"
