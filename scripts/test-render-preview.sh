#!/usr/bin/env bash
# Optional end-to-end check of `tgl render` in a real browser (not run by CI or swift test): renders every
# example with scripts/render-preview.sh and checks that Chromium produced a PNG of the picture's size with
# something drawn in it. Needs Debian's chromium and python3.
#
# Usage: scripts/test-render-preview.sh [OUTDIR]   (default: a temporary directory, removed afterwards)
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -ge 1 ]; then
  out=$1
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi

passed=0
failed=0
# check NAME PNG MIN_WIDTH: the PNG's signature, a width of at least MIN_WIDTH, and more than one colour's worth
# of bytes (a blank page compresses to almost nothing).
check() {
  local name=$1 png=$2 min_width=$3
  if python3 - "$png" "$min_width" <<'PY'; then
import struct, sys
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
width, height = struct.unpack('>II', data[16:24])
assert width >= int(sys.argv[2]), f'{width} px wide, expected at least {sys.argv[2]}'
assert len(data) > 8000, f'only {len(data)} bytes: blank?'
PY
    passed=$((passed + 1))
  else
    echo "FAIL: $name" >&2
    failed=$((failed + 1))
  fi
}

for file in "$root"/examples/*.tgl; do
  name=$(basename "$file" .tgl)
  if "$root/scripts/render-preview.sh" "$file" "$out/$name.png" > /dev/null 2> "$out/$name.log" \
    || [ -s "$out/$name.png" ]; then
    check "$name" "$out/$name.png" 390
  else
    echo "FAIL: $name: $(cat "$out/$name.log")" >&2
    failed=$((failed + 1))
  fi
done

# Two panels side by side: the file's environment, and 'when landscape' on the turned canvas.
if "$root/scripts/render-preview.sh" "$root/examples/landscape.tgl" "$out/landscape-all.png" --all-size-classes \
  > /dev/null 2> "$out/landscape-all.log"; then
  check "landscape --all-size-classes" "$out/landscape-all.png" 1200
else
  echo "FAIL: landscape --all-size-classes: $(cat "$out/landscape-all.log")" >&2
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
