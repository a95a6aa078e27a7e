#!/usr/bin/env bash
# Builds release binaries, generates the benchmark documents and prints every figure.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tgl-bench >/dev/null
swift build -c release --product tgl >/dev/null
work=${TMPDIR:-/tmp}/tgl-bench
mkdir -p "$work"
.build/release/tgl-bench generate 1000000 "$work/1mb.tgl"
.build/release/tgl-bench generate 10000000 "$work/10mb.tgl"
.build/release/tgl-bench parse "$work/1mb.tgl" 20
.build/release/tgl-bench parse "$work/10mb.tgl" 5
.build/release/tgl-bench format "$work/1mb.tgl" 20
Benchmarks/fmt-command.sh "$work/1mb.tgl" 20
.build/release/tgl-bench layout                  # the layout engine; Benchmarks/compare.sh adds Taffy and Yoga
