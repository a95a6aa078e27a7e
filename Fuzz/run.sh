#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer and AddressSanitizer and runs it for a number of seconds.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags...]
#
# TARGET is one of: parser format layout analysis gen jsonrpc server-bytes server-messages.
# Work files live in $TGL_FUZZ_WORK/TARGET (default /tmp/tgl-fuzz): corpus/ grows between runs, artifacts/ holds
# crashes, timeouts and leaks. Set TGL_FUZZ_SKIP_BUILD=1 to reuse the last build (run-all.sh builds once).
# Exits 1 when libFuzzer found a failure: copy the artifact to Tests/Data/fuzz-failures/TARGET/ once it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

targets="parser format layout analysis gen jsonrpc server-bytes server-messages"
if [ $# -lt 2 ] || ! [[ " $targets " == *" $1 "* ]] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]   (TARGET: $targets)" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2

build=${TGL_FUZZ_BUILD:-/tmp/build-tgl-fuzz}
work=${TGL_FUZZ_WORK:-/tmp/tgl-fuzz}/$target
binary=$build/release/fuzz-$target

if [ "${TGL_FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  TGL_FUZZ_BUILD=$build Fuzz/build.sh "$target"
fi

rm -rf "$work/seeds"
mkdir -p "$work/corpus" "$work/artifacts" "$work/seeds"
python3 Fuzz/make-seeds.py "$target" "$work/seeds"

case $target in
  parser | format | layout | analysis | gen) dictionary=Fuzz/dictionaries/tgl.dict ;;
  *) dictionary=Fuzz/dictionaries/lsp.dict ;;
esac

# The Swift runtime's backtracer would make every crash slow to report (and minimizing crashes crawl).
export SWIFT_BACKTRACE=enable=no
before=$(find "$work/artifacts" -type f | wc -l)
log=$work/last-run.log
start=$(date +%s)
status=0
# Leak checking is off: a server session ends while its reader and worker threads still hold their last objects.
"$binary" "$work/corpus" "$work/seeds" -dict="$dictionary" -max_total_time="$seconds" -timeout=25 \
  -rss_limit_mb=4096 -max_len=16384 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  "$@" >"$log" 2>&1 || status=$?
elapsed=$(($(date +%s) - start))
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
after=$(find "$work/artifacts" -type f | wc -l)
echo "fuzz-$target: ${runs:-?} executions in ${elapsed}s, corpus $(find "$work/corpus" -type f | wc -l) files," \
  "new failures $((after - before)) (exit $status; log $log)"
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
  grep -E "ERROR|invariant violated|  - |Fatal error|SUMMARY|Test unit written" "$log" | head -20 >&2 || true
  exit 1
fi
