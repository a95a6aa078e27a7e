#!/usr/bin/env bash
# Checks the layout properties on many seeded random documents (`tgl-soak`, sources in Soak/): right-to-left mirrors,
# gone views, wrap sizes, incremental layout, rounding. Each violation is printed with its seed; the first few of each
# property with a minimised .tgl reproducer. The last line is `soak: N documents, K violations`.
#
# Usage: scripts/soak.sh [--seed S] [--count N] [--print P] [--only PROPERTY] [--debug]
#   --seed S    the first document's seed (default 1); document i uses S + i, so `--seed X --count 1` replays one
#   --count N   how many documents (default 1000)
#   --print P   minimised reproducers per property (default 3)
#   --only P    report one property: rtl-mirror, gone-is-absent, wrap-is-fixed, incremental, rounding
#   --debug     use a debug build (default: release, about ten times faster)
# Exits 1 on any violation, 2 on a usage or build error.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
configuration=release
arguments=()
while [ $# -gt 0 ]; do
  case $1 in
    --debug) configuration=debug ;;
    --seed | --count | --print | --only)
      if [ $# -lt 2 ]; then
        echo "$0: $1 needs a value" >&2
        exit 2
      fi
      arguments+=("$1" "$2")
      shift
      ;;
    *)
      echo "usage: $0 [--seed S] [--count N] [--print P] [--only PROPERTY] [--debug]" >&2
      exit 2
      ;;
  esac
  shift
done

(cd "$root" && swift build -c "$configuration" --product tgl-soak > /dev/null) || exit 2
exec "$root/.build/$configuration/tgl-soak" "${arguments[@]}"
