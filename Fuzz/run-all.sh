#!/usr/bin/env bash
# Builds every fuzz target once, then runs each for SECONDS seconds (Fuzz/run.sh); exits 1 if any failed.
#
#   Fuzz/run-all.sh SECONDS [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/run-all.sh SECONDS [libFuzzer flags...]" >&2
  exit 2
fi
seconds=$1
shift

targets="parser format layout analysis gen jsonrpc server-bytes server-messages"
Fuzz/build.sh $targets

failed=()
for target in $targets; do
  TGL_FUZZ_SKIP_BUILD=1 Fuzz/run.sh "$target" "$seconds" "$@" || failed+=("$target")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found failures in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: no failures"

