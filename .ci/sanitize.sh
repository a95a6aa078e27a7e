#!/usr/bin/env bash
# Sanitized runs: the whole test suite under AddressSanitizer, the server and protocol tests under ThreadSanitizer,
# then a fuzz smoke of every target. Exits non-zero on any failure.
#
#   .ci/sanitize.sh [--start-fuzz-build | --builds | --runs] [PART...]
#                                PART: asan (the suite under ASan), tsan (the threaded tests under TSan), fuzz (the
#                                fuzz smoke); all three, in that order, by default. With `--builds` it only builds the
#                                parts, with `--runs` it only runs them from those builds; with neither it does both.
#                                `--start-fuzz-build` starts the fuzz targets' build in the background at the lowest
#                                priority and returns at once; a later `--builds` waits for that build instead of
#                                starting one, and builds the test suites at the same priority beside it.
#                                CI starts the fuzz build first, so that it takes the second core whenever the plain
#                                suite leaves it idle; it builds the rest at once (`--builds`), then runs all three
#                                (`--runs`) once the editor tests' tools, installing in the background meanwhile, are
#                                in place (.ci/run).
#   TGL_SANITIZE_BUILD=DIR       where the three builds go (default .build/sanitize)
#   TGL_FUZZ_SMOKE_SECONDS=N     upper bound in seconds per fuzz target (default 300; the fixed run count ends
#                                each target first, in well under a minute)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }

phases=(build run)
case ${1:-} in
  --start-fuzz-build) phases=(start); shift ;;
  --stop-fuzz-build) phases=(stop); shift ;;
  --builds) phases=(build); shift ;;
  --runs) phases=(run); shift ;;
esac
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(asan tsan fuzz)
for part in "${parts[@]}"; do
  case $part in asan | tsan | fuzz) ;; *) echo "sanitize.sh: unknown part '$part' (asan, tsan or fuzz)" >&2; exit 2 ;; esac
done
wants() { [[ " ${parts[*]} " == *" $1 "* ]]; }
in_phase() { [[ " ${phases[*]} " == *" $1 "* ]]; }

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

# Each test build compiles only what its run needs (TGL_SANITIZE_SUBSET, read by Package.swift): the whole suite
# without the benchmark, soak and gen-check tools and the plugins under ASan; the tests of the threaded code under
# TSan.
# `asan build|test ARGS...` and `tsan build|test ARGS...`: SwiftPM with the build's sanitizer, folder and subset.
# `lower` holds `nice -n 19` while the test builds share the cores with a fuzz build started at that priority.
lower=()
asan() {
  ${lower[@]+"${lower[@]}"} env TGL_SANITIZE_SUBSET=tests swift "$1" --sanitize=address --scratch-path "$build/asan" "${@:2}"
}
tsan() {
  ${lower[@]+"${lower[@]}"} env TGL_SANITIZE_SUBSET=threads swift "$1" --sanitize=thread --scratch-path "$build/tsan" "${@:2}"
}
export TGL_FUZZ_BUILD="$build/fuzz" TGL_FUZZ_WORK="$build/fuzz-work" TGL_FUZZ_DEBUG_INFO=0
fuzz_targets=(parser format layout analysis gen jsonrpc server-bytes server-messages)

# The fuzz targets' build runs in a session of its own, so that stopping its process group stops all of it. It writes
# its exit status beside its log, and its group's number to a file, so that the invocation that waits for it need not
# be the one that started it.
fuzz_log=$reports/fuzz-build.log
fuzz_status_file=$build/fuzz-build.status
fuzz_group_file=$build/fuzz-build.group
start_fuzz_build() { # NICENESS
  rm -f "$fuzz_status_file"
  # Without debug information: a seventh less of the build's CPU; a finding is saved as an input, which the debug
  # suite replays with lines (Fuzz/README.md).
  setsid nice -n "$1" bash -c 'Fuzz/build.sh "${@:3}" > "$1" 2>&1; echo $? > "$2"' fuzz-build \
    "$fuzz_log" "$fuzz_status_file" "${fuzz_targets[@]}" < /dev/null > /dev/null 2>&1 &
  echo $! > "$fuzz_group_file"
}
stop_fuzz_build() {
  [ -e "$fuzz_group_file" ] || return 0
  kill -- -"$(cat "$fuzz_group_file")" 2>/dev/null || true
  rm -f "$fuzz_group_file"
}
wait_for_fuzz_build() {
  local group
  group=$(cat "$fuzz_group_file")
  while kill -0 -- -"$group" 2>/dev/null; do sleep 2; done
  rm -f "$fuzz_group_file"
  cat "$fuzz_log"
  local status
  status=$(cat "$fuzz_status_file" 2>/dev/null || echo "none: it was stopped")
  rm -f "$fuzz_status_file"
  [ "$status" = 0 ] || { echo "the fuzz targets' build failed (exit $status)"; exit 1; }
}

if in_phase start; then
  # The whole-module release build of the fuzz targets has the longest chain of the sanitized builds. Started before
  # the plain suite at the lowest priority, it takes only what the suite leaves idle: the second core while a module
  # waits for the one it imports, while a target links, while a serial test runs (Fuzz/README.md, session 30).
  step "the fuzz targets build in the background at nice 19 (release, libFuzzer + AddressSanitizer)"
  stop_fuzz_build
  start_fuzz_build 19
fi

if in_phase build; then
  if wants fuzz; then
    if [ -e "$fuzz_group_file" ]; then
      # The test builds run at its priority, to share the cores with it equally.
      step "the fuzz targets' build, started by --start-fuzz-build, goes on in the background"
      lower=(nice -n 19)
    else
      # The fuzz targets build in the background while the test builds run: a whole-module release build keeps
      # about 1.6 of two cores busy, and the debug test builds take the rest (Fuzz/README.md, session 27).
      step "the fuzz targets build in the background (release, libFuzzer + AddressSanitizer)"
      start_fuzz_build 0
    fi
    # A failed test build stops the fuzz build too.
    trap stop_fuzz_build EXIT
  fi
  if wants asan; then
    step "the test suite's build under AddressSanitizer"
    asan build --build-tests
  fi
  if wants tsan; then
    step "the threaded tests' build under ThreadSanitizer"
    tsan build --build-tests
  fi
  if wants fuzz; then
    step "waiting for the fuzz targets' build"
    wait_for_fuzz_build
    trap - EXIT
  fi
  lower=()
fi

if in_phase stop; then
  stop_fuzz_build
fi

if in_phase run && wants asan; then
  step "test suite under AddressSanitizer"
  # Left out under ASan, and run by the plain suite: the hostile inputs through every entry point and every command
  # (the fuzz smoke below drives the same entry points, EntryPoints in TGLFuzzChecks, under ASan), the linter over
  # mutated examples and fixtures (the smoke's `analysis` target does that), a file over the element limit, a
  # `tgl fmt` killed mid-write, and the layout of 100,000 views; and four sweeps over every fixture or a large file
  # (completion's filter before and after building, the scan's split, whole files through every feature, hovers on
  # every element), whose code the other IDE tests and the smoke's `analysis` target run under ASan; and three more
  # sweeps of random or whole-fixture volume (random documents formatted, the node search at every offset of every
  # fixture, the seeds' layouts for every property), whose code the format, syntax and layout tests run under ASan in
  # their other cases. Their work is volume and time budgets, and they are the slowest tests of a serial run
  # (Fuzz/README.md).
  asan_skip='HostileInputTests|HostileCommandTests|mutationsDoNotTrap|filesOverTheLimitAreOnePieceWithOneError'
  asan_skip+='|killedMidWriteLeavesTheOldOrTheNewFile|flatLinearOf100kViews'
  asan_skip+='|filteringBeforeBuildingIsFilteringAfter|scanningSplitsEveryFileAsItsParseDoes|wholeFiles'
  asan_skip+='|elementHoversAreValidUTF8|randomDocumentsFormatIdempotentlyAndKeepTheirTokens'
  asan_skip+='|equalsTheWalkAtEveryOffsetOfEveryFixture|theSeedsCompareLayoutsForEveryProperty'
  sanitized asan asan test --skip-build --skip "$asan_skip"
fi

if in_phase run && wants tsan; then
  step "server, protocol, hostile-client and shared-property tests under ThreadSanitizer"
  sanitized tsan tsan test --skip-build \
    --filter 'LSPServerTests|TGLLanguageServiceTests|LSPProtocolTests|ReliabilityTests.HostileClientTests|TGLIDETests.AnalysisHostTests|TGLSemanticsTests.SharedPropertiesTests'
fi

if in_phase run && wants fuzz; then
  step "fuzz smoke: every target, seed 1, a fixed number of runs (5 to 35 seconds each; libFuzzer + AddressSanitizer)"
  # A fixed seed and number of runs from an empty corpus make the smoke repeatable: with a random seed CI would fail
  # on whatever the fuzzer happened to find that day. Open-ended fuzzing is `Fuzz/run.sh TARGET SECONDS` by hand;
  # what it finds becomes a file in Tests/Data/fuzz-failures/ that the normal suite replays.
  rm -rf "$TGL_FUZZ_WORK"
  # Two targets at a time (a target runs on one core), the longest first. `gen` is `tgl gen swift` optimised under ASan,
  # which the debug suite and gen-check never run: session 17's use-after-free in `ComponentPlans.build` (release builds
  # only) fails it on its seeds (Fuzz/README.md).
  fuzz_smoke() { TGL_FUZZ_SKIP_BUILD=1 Fuzz/run.sh "${1%%:*}" "$fuzz_seconds" -seed=1 -runs="${1##*:}"; }
  export -f fuzz_smoke
  export fuzz_seconds
  printf '%s\n' server-bytes:250 server-messages:190 analysis:600 parser:5000 layout:1500 jsonrpc:1500 \
    format:1250 gen:750 | xargs -P 2 -I{} bash -c 'fuzz_smoke {}'
fi

case ${phases[*]} in
  start) step "the fuzz targets' build started: $fuzz_log" ;;
  stop) ;;
  *) step "sanitized ${phases[*]} passed: ${parts[*]}" ;;
esac
