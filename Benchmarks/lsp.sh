#!/usr/bin/env bash
# Builds `tgl` in release mode, generates a 10,000-line document and runs lspbench on `tgl lsp`:
# initialize, didOpen -> diagnostics, hover, completion, one-character edits -> diagnostics, peak memory.
#
#   Benchmarks/lsp.sh [lspbench options, e.g. --json or --edits 200]
#
# LSPBENCH (default: shared/tools/lspbench.py beside the repository, else /work/shared/tools/lspbench.py) and
# SCRATCH (the build directory, default .build; the server is built in SCRATCH-static) may be set.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
bench=${LSPBENCH:-}
if [ -z "$bench" ]; then
  for candidate in ../shared/tools/lspbench.py /work/shared/tools/lspbench.py; do
    if [ -f "$candidate" ]; then bench=$candidate; break; fi
  done
fi
[ -n "$bench" ] || { echo "lsp.sh: lspbench.py not found; set LSPBENCH" >&2; exit 2; }
swift build -c release --scratch-path "$scratch" --product tgl-bench >/dev/null
# The server is measured as shipped: built by `scripts/install.sh` (the Swift runtime and the C++ library linked
# in, no exported symbols). A plain `--static-swift-stdlib` build still loads libstdc++.so and starts about 1.5 ms
# slower (docs/install.md, "Start-up").
server=$(SCRATCH=$scratch-static scripts/install.sh --build-only 2>/dev/null)
work=${TMPDIR:-/tmp}/tgl-lsp-bench
mkdir -p "$work"
# About 29 bytes a line: 290,000 bytes make a little over 10,000 lines of generated screens.
"$scratch/release/tgl-bench" generate 290000 "$work/10k.tgl" >/dev/null
echo "document: $(wc -l < "$work/10k.tgl") lines, $(wc -c < "$work/10k.tgl") bytes"
"$scratch/release/tgl-bench" analysis "$work/10k.tgl" 10
python3 "$bench" --cmd "$server lsp" --file "$work/10k.tgl" --lang-id tgl "$@"
