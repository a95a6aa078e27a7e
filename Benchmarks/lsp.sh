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
# The server is measured as shipped best: with the Swift runtime and Foundation linked in statically, it starts
# in about half the time and takes about 6 MiB less memory than with shared libraries.
swift build -c release --static-swift-stdlib --scratch-path "$scratch-static" --product tgl >/dev/null
work=${TMPDIR:-/tmp}/tgl-lsp-bench
mkdir -p "$work"
# About 29 bytes a line: 290,000 bytes make a little over 10,000 lines of generated screens.
"$scratch/release/tgl-bench" generate 290000 "$work/10k.tgl" >/dev/null
echo "document: $(wc -l < "$work/10k.tgl") lines, $(wc -c < "$work/10k.tgl") bytes"
"$scratch/release/tgl-bench" analysis "$work/10k.tgl" 10
python3 "$bench" --cmd "$PWD/$scratch-static/release/tgl lsp" --file "$work/10k.tgl" --lang-id tgl "$@"
