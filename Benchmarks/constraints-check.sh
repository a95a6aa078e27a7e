#!/usr/bin/env bash
# Times `tgl check` (the constraints diagnostics included) against `tgl layout` (the engine alone) on one document
# of N constraints cards in a vertical linear layout, best of RUNS: the card of docs/dev/design-constraints.md §1,
# 11 constraints each and the 12 that Auto Layout makes from its three views' intrinsic sizes. The difference is what the lint adds: every rule, and per
# container the diagnostics' analysis (docs/rules.md: unsatisfiable-constraints ... inert-priority).
# With a third argument `wide`, one container of N views in a row instead (4 constraints each, one system of 4N):
# the analysis's cost per container, whose redundancy check takes out and puts back each required member.
set -euo pipefail
cards=${1:-100}
runs=${2:-5}
shape=${3:-cards}
tgl=${TGL:-.build/release/tgl}
file=${SCRATCH:-/tmp}/constraints-$shape-$cards.tgl
if [ "$shape" = wide ]; then
  {
    echo "constraints row {"
    echo "    width: fill"
    echo "    height: 100"
    echo
    for k in $(seq "$cards"); do echo "    view v$k"; done
    echo
    echo "    v1.leading == parent.leading + 4"
    for k in $(seq 2 "$cards"); do echo "    v$k.leading == v$((k - 1)).trailing + 4"; done
    for k in $(seq "$cards"); do
      echo "    v$k.top == parent.top + 8"
      echo "    v$k.width == 20"
      echo "    v$k.height == 20"
    done
    echo "}"
  } > "$file"
else
{
  echo "linear screen {"
  echo "    orientation: vert"
  echo "    width: fill"
  echo "    height: wrap"
  for k in $(seq "$cards"); do
    cat <<CARD

    constraints card$k {
        width: fill
        height: wrap

        image avatar$k { intrinsic: 44, 44 }
        label title$k { text: "Ada Lovelace $k"; font: 17, semibold; hugging: horz 251 }
        label detail$k { text: "Analyst"; compression: horz 749 }

        avatar$k.leading == parent.leading + 16
        avatar$k.centerY == parent.centerY
        avatar$k.width == 44
        avatar$k.height == avatar$k.width
        title$k.leading == avatar$k.trailing + 12
        title$k.trailing <= parent.trailing - 16
        title$k.top == parent.top + 12
        detail$k.leading == title$k.leading
        detail$k.top == title$k.bottom + 4
        detail$k.trailing <= parent.trailing - 16 @750
        parent.bottom >= detail$k.bottom + 12
    }
CARD
  done
  echo "}"
} > "$file"
fi
best() {
  local best=""
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" > /dev/null || true
    end=$(date +%s%N)
    if [ -z "$best" ] || [ $((end - start)) -lt "$best" ]; then best=$((end - start)); fi
  done
  echo "$best"
}
check=$(best "$tgl" check "$file")
layout=$(best "$tgl" layout "$file")
all=$(best "$tgl" check --all-size-classes "$file")
awk -v n="$cards" -v s="$([ "$shape" = wide ] && echo "views in one constraints container" || echo "constraints cards")" -v c="$check" -v l="$layout" -v a="$all" 'BEGIN {
  printf "%d %s: tgl layout %.1f ms, tgl check %.1f ms (%.2f ms per card or view more), --all-size-classes %.1f ms (best of runs)\n",
    n, s, l/1e6, c/1e6, (c-l)/1e6/n, a/1e6 }'
