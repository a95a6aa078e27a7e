#!/usr/bin/env bash
# Writes every output of a `tgl` binary over a set of files into a folder, so that two builds can be compared with
# `diff -r` (a redesign changes no output). For each .tgl file: `check` (text, json, all size classes as json),
# `layout --format json`, `render`, `gen swift -` and `fmt -`, each with its exit status; for each folder as a whole:
# `check --format json` and `--format sarif`, and `fmt --check`.
#
# Usage: scripts/outputs.sh TGL OUT [PATH...]   (default paths: examples Tests/Data)
#   e.g. scripts/outputs.sh /tmp/old/tgl /tmp/out-old && scripts/outputs.sh .build/release/tgl /tmp/out-new \
#        && diff -r /tmp/out-old /tmp/out-new
# Soak documents: `tgl-soak --count 10000 --write DIR` writes them; pass DIR as a path.
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 TGL OUT [PATH...]" >&2
  exit 2
fi
tgl="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$2"
shift 2
paths=("$@")
[ ${#paths[@]} -eq 0 ] && paths=(examples Tests/Data)
mkdir -p "$out"

run() { # run NAME COMMAND...: stdout, stderr and exit status into one file
  local name="$1"
  shift
  mkdir -p "$(dirname "$out/$name")"
  { "$@" 2>&1; echo "exit $?"; } > "$out/$name"
}

for path in "${paths[@]}"; do
  key="${path//\//_}"
  run "folders/$key.check.json" "$tgl" check "$path" --format json
  run "folders/$key.check.sarif" "$tgl" check "$path" --format sarif
  run "folders/$key.fmt-check" "$tgl" fmt --check "$path"
  while IFS= read -r file; do
    name="files/$file"
    run "$name.check" "$tgl" check "$file"
    run "$name.check-all.json" "$tgl" check "$file" --all-size-classes --format json
    run "$name.layout.json" "$tgl" layout "$file" --format json
    run "$name.render.svg" "$tgl" render "$file"
    run "$name.gen.swift" "$tgl" gen swift - < "$file"
    run "$name.fmt" "$tgl" fmt - < "$file"
  done < <(find "$path" -name '*.tgl' | sort)
done
echo "outputs of $tgl written to $out"
