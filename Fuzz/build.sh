#!/usr/bin/env bash
# Builds fuzz targets (release, libFuzzer + AddressSanitizer) into $TGL_FUZZ_BUILD (default /tmp/build-tgl-fuzz).
#
#   Fuzz/build.sh TARGET...
#   TGL_FUZZ_DEBUG_INFO=0   build without debug information: a report names functions but not lines, and the build
#                           takes about a seventh less CPU (CI's fuzz smoke, whose findings the debug suite replays)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${TGL_FUZZ_BUILD:-/tmp/build-tgl-fuzz}
extra=()
[ "${TGL_FUZZ_DEBUG_INFO:-1}" = 0 ] && extra=(-Xswiftc -gnone)
for target in "$@"; do
  # SwiftPM builds one --product per invocation; modules shared by the targets compile only once.
  if ! output=$(TGL_FUZZ=1 swift build -c release --scratch-path "$build" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library ${extra[@]+"${extra[@]}"} --product "fuzz-$target" 2>&1); then
    echo "$output" >&2
    exit 1
  fi
  # gold warns about one ASan symbol on every link; it is harmless.
  echo "$output" | grep -v -e "__asan_extra_spill_area" -e "^Building for" -e "^\[" >&2 || true
done
