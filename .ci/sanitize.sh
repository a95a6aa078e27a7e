#!/usr/bin/env bash
# Sanitized runs: the whole test suite under AddressSanitizer, the server and protocol tests under ThreadSanitizer,
# then a fuzz smoke of every target. Exits non-zero on any failure.
#
#   .ci/sanitize.sh              what CI runs
#   TGL_SANITIZE_BUILD=DIR       where the three builds go (default .build/sanitize)
#   TGL_FUZZ_SMOKE_SECONDS=N     seconds per fuzz target (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }

build=${TGL_SANITIZE_BUILD:-.build/sanitize}
fuzz_seconds=${TGL_FUZZ_SMOKE_SECONDS:-60}
# Crashes report through the sanitizers; the Swift backtracer would only slow them down.
export SWIFT_BACKTRACE=enable=no
# Leak checking stays on for tgl's code; the toolchain's own leaks are suppressed (see the file).
# print_suppressions lists, after each run, which suppressions matched and how many bytes they hid.
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=1"

step "test suite under AddressSanitizer"
swift test --sanitize=address --scratch-path "$build/asan"

step "server, protocol and hostile-client tests under ThreadSanitizer"
swift test --sanitize=thread --scratch-path "$build/tsan" \
  --filter 'TGLServerTests|LSPProtocolTests|ReliabilityTests.HostileClientTests|TGLIDETests.AnalysisHostTests'

step "fuzz smoke: every target for ${fuzz_seconds}s (libFuzzer + AddressSanitizer)"
TGL_FUZZ_BUILD="$build/fuzz" TGL_FUZZ_WORK="$build/fuzz-work" Fuzz/run-all.sh "$fuzz_seconds"

step "sanitized runs passed"
