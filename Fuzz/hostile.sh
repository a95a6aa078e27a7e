#!/usr/bin/env bash
# Measures every hostile input and client at full size: wall time and peak memory of each, one process each.
#
#   Fuzz/hostile.sh [FILTER]     FILTER: a substring of the rows to run (for example 'big-file' or 'client')
#
# Library entry points run through `tgl-hostile` (a release build, TGL_FUZZ=1); the `tgl` commands run on the same
# inputs written to files. Each row: what ran, exit status, seconds, peak resident memory (MB). Rows that fail or
# take longer than $TGL_HOSTILE_TIMEOUT seconds (default 600) are marked; the script exits 1 if any is.
set -uo pipefail
cd "$(dirname "$0")/.."

filter=${1:-}
build=${TGL_HOSTILE_BUILD:-/tmp/build-tgl-hostile}
limit=${TGL_HOSTILE_TIMEOUT:-600}
work=$(mktemp -d /tmp/tgl-hostile.XXXXXX)
trap 'rm -rf "$work"' EXIT

TGL_FUZZ=1 swift build -c release --scratch-path "$build" --product tgl-hostile >&2 || exit 1
TGL_FUZZ=1 swift build -c release --scratch-path "$build" --product tgl >&2 || exit 1
tool=$build/release/tgl-hostile
tgl=$build/release/tgl

failed=0
measure() {
  local label=$1
  shift
  [[ -n "$filter" && "$label" != *"$filter"* ]] && return
  /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$@" >/dev/null 2>"$work/err"
  local status=$?
  read -r seconds kilobytes < <(tail -1 "$work/time") || { seconds=?; kilobytes=0; }
  local mark=""
  # tgl exits 1 for findings (syntax errors, files that would change): that is an answer, not a failure.
  if [ "$status" -ne 0 ] && ! { [[ "$label" == tgl* ]] && [ "$status" -eq 1 ]; }; then
    mark="  <-- FAILED (exit $status): $(head -c 200 "$work/err" | tr '\n' ' ')"
    failed=1
  fi
  printf '%-44s exit %-3s %8s s %8.1f MB%s\n' "$label" "$status" "$seconds" "$(echo "$kilobytes / 1024" | bc -l)" "$mark"
}

inputs=$("$tool" list | sed -n 's/^inputs: //p')
stages=$("$tool" list | sed -n 's/^stages: //p')
clients=$("$tool" list | sed -n 's/^clients: //p')

for input in $inputs; do
  for stage in $stages; do measure "$input $stage" "$tool" input "$input" "$stage"; done
  if [[ -z "$filter" || "tgl $input" == *"$filter"* ]]; then
    "$tool" write "$input" "$work/$input.tgl"
    measure "tgl parse $input" "$tgl" parse "$work/$input.tgl"
    measure "tgl fmt --check $input" "$tgl" fmt --check "$work/$input.tgl"
    measure "tgl layout $input" "$tgl" layout "$work/$input.tgl"
    measure "tgl check $input" "$tgl" check "$work/$input.tgl"
    rm -f "$work/$input.tgl"
  fi
done
for client in $clients; do measure "client $client" "$tool" client "$client"; done
exit $failed
