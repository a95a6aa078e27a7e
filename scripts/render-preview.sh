#!/usr/bin/env bash
# Renders a .tgl file with `tgl render` and screenshots the SVG in headless Chromium: the picture as a person sees it.
#
# Usage: scripts/render-preview.sh FILE.tgl OUT.png [tgl render options...]
# Environment: TGL (the tgl binary; default .build/debug/tgl, built if missing), CHROMIUM (default chromium),
# PREVIEW_SCALE (device pixels per SVG pixel; default 1). Needs Debian's chromium (apt-get install -y chromium).
# Exits with tgl's status when it is 2 (usage), else with Chromium's; a file with errors still gives a picture.
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 FILE.tgl OUT.png [tgl render options...]" >&2
  exit 2
fi
input=$1
output=$2
shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
tgl=${TGL:-$root/.build/debug/tgl}
chromium=${CHROMIUM:-chromium}
scale=${PREVIEW_SCALE:-1}

if [ ! -x "$tgl" ]; then
  (cd "$root" && swift build --product tgl) || exit 2
fi
if ! command -v "$chromium" > /dev/null; then
  echo "$0: $chromium not found; install it with: apt-get install -y chromium" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
svg="$work/picture.svg"
"$tgl" render "$input" -o "$svg" "$@"
status=$?
if [ "$status" -eq 2 ] || [ ! -s "$svg" ]; then
  exit 2
fi

# The window is the picture's own size (its width and height attributes, rounded up).
read -r width height < <(sed -n 's/^<svg [^>]*width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1 \2/p' "$svg" \
  | head -n 1 | awk '{ printf "%d %d\n", $1 + 0.999, $2 + 0.999 }')

case "$output" in /*) target=$output ;; *) target="$PWD/$output" ;; esac
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor="$scale" \
  --window-size="$width,$height" --screenshot="$target" "file://$svg" > "$work/chromium.log" 2>&1
chromium_status=$?
if [ "$chromium_status" -ne 0 ] || [ ! -s "$target" ]; then
  cat "$work/chromium.log" >&2
  exit 1
fi
echo "$output: ${width}x${height} (tgl render exited $status)"
