#!/usr/bin/env bash
# Times `tgl fmt` as a whole command (process start included) on one file, best of N runs.
set -euo pipefail
file=${1:?usage: fmt-command.sh FILE [RUNS]}
runs=${2:-20}
tgl=${TGL:-.build/release/tgl}
bytes=$(wc -c < "$file")
best=""
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$tgl" fmt - < "$file" > /dev/null
  end=$(date +%s%N)
  elapsed=$(( end - start ))
  if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
awk -v b="$bytes" -v ns="$best" 'BEGIN { printf "tgl fmt (whole command): %.2f MB in %.2f ms best of runs: %.1f MB/s\n", b/1e6, ns/1e6, (b/1e6)/(ns/1e9) }'
