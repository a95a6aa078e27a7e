#!/usr/bin/env bash
# Sanitized runs: the whole test suite under AddressSanitizer, the server and protocol tests under ThreadSanitizer,
# then a fuzz smoke of every target. Exits non-zero on any failure.
#
#   .ci/sanitize.sh [PART...]    PART: asan (the suite under ASan), tsan (the threaded tests under TSan), fuzz (the
#                                fuzz smoke); all three, in that order, by default. CI runs them in two calls, with
#                                the editor tests' tools installing in the background between them (.ci/run).
#   TGL_SANITIZE_BUILD=DIR       where the three builds go (default .build/sanitize)
#   TGL_FUZZ_SMOKE_SECONDS=N     upper bound in seconds per fuzz target (default 300; the fixed run count ends
#                                each target first, in well under a minute)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(asan tsan fuzz)
for part in "${parts[@]}"; do
  case $part in asan | tsan | fuzz) ;; *) echo "sanitize.sh: unknown part '$part' (asan, tsan or fuzz)" >&2; exit 2 ;; esac
done
wants() { [[ " ${parts[*]} " == *" $1 "* ]]; }

build=${TGL_SANITIZE_BUILD:-.build/sanitize}
fuzz_seconds=${TGL_FUZZ_SMOKE_SECONDS:-300}
# Crashes report through the sanitizers; the Swift backtracer would only slow them down.
export SWIFT_BACKTRACE=enable=no
# Leak checking stays on for tgl's code; the toolchain's own leaks are suppressed (see the file).
# print_suppressions lists, after each run, which suppressions matched and how many bytes they hid.
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=1"

# A sanitizer's report lands in the middle of hundreds of lines of test output, and a CI log is often read from its
# end: each sanitized run keeps its output, and a failed one prints its reports again as the last thing it says.
reports=$build/reports
mkdir -p "$reports"
sanitized() {
  local name=$1
  shift
  if "$@" > >(tee "$reports/$name.log") 2>&1; then return 0; fi
  sleep 1 # let tee write the last lines
  echo
  echo "== $name failed; its sanitizer reports (all of them, from $reports/$name.log):"
  sed -n '/^WARNING: ThreadSanitizer\|^==[0-9]*==ERROR: \|^ThreadSanitizer:/,/^SUMMARY: \|^=================/p' \
    "$reports/$name.log" | head -400
  return 1
}

if wants asan; then
  step "test suite under AddressSanitizer"
  # TGL_SANITIZE_SUBSET (tests, threads): Package.swift declares only the targets the run needs.
  # Left out under ASan, and run by the plain suite: the hostile inputs through every entry point and every command
  # (the fuzz smoke below drives the same entry points, EntryPoints in TGLFuzzChecks, under ASan), a file over the
  # element limit, and a `tgl fmt` killed mid-write. Their work is volume and time budgets, and under ASan they were
  # the slowest tests (about 220 s of the serial run's 470 s; Fuzz/README.md).
  asan_skip='HostileInputTests|HostileCommandTests|filesOverTheLimitAreOnePieceWithOneError|killedMidWriteLeavesTheOldOrTheNewFile'
  TGL_SANITIZE_SUBSET=tests sanitized asan swift test --sanitize=address --scratch-path "$build/asan" --skip "$asan_skip"
fi

if wants tsan; then
  step "server, protocol, hostile-client and shared-property tests under ThreadSanitizer"
  TGL_SANITIZE_SUBSET=threads sanitized tsan swift test --sanitize=thread --scratch-path "$build/tsan" \
    --filter 'LSPServerTests|TGLLanguageServiceTests|LSPProtocolTests|ReliabilityTests.HostileClientTests|TGLIDETests.AnalysisHostTests|TGLSemanticsTests.SharedPropertiesTests'
fi

if wants fuzz; then
  step "fuzz smoke: every target, seed 1, a fixed number of runs (about 40 seconds each; libFuzzer + AddressSanitizer)"
  # A fixed seed and number of runs from an empty corpus make the smoke repeatable: with a random seed CI would fail
  # on whatever the fuzzer happened to find that day. Open-ended fuzzing is `Fuzz/run.sh TARGET SECONDS` by hand;
  # what it finds becomes a file in Tests/Data/fuzz-failures/ that the normal suite replays.
  # Without debug information: a seventh less of the build's CPU; a finding is saved as an input, which the debug suite
  # replays with lines (Fuzz/README.md).
  export TGL_FUZZ_BUILD="$build/fuzz" TGL_FUZZ_WORK="$build/fuzz-work" TGL_FUZZ_DEBUG_INFO=0
  rm -rf "$TGL_FUZZ_WORK"
  Fuzz/build.sh parser format layout analysis gen jsonrpc server-bytes server-messages
  # Two targets at a time (a target runs on one core), the longest first. `gen` is `tgl gen swift` optimised under ASan,
  # which the debug suite and gen-check never run: session 17's use-after-free in `ComponentPlans.build` (release builds
  # only) fails it on its seeds (Fuzz/README.md); its 3,000 runs take about 12 s of one core.
  fuzz_smoke() { TGL_FUZZ_SKIP_BUILD=1 Fuzz/run.sh "${1%%:*}" "$fuzz_seconds" -seed=1 -runs="${1##*:}"; }
  export -f fuzz_smoke
  export fuzz_seconds
  printf '%s\n' server-bytes:1000 server-messages:750 analysis:600 parser:20000 layout:6000 jsonrpc:6000 \
    format:5000 gen:3000 | xargs -P 2 -I{} bash -c 'fuzz_smoke {}'
fi

step "sanitized runs passed: ${parts[*]}"
