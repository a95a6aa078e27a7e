#!/usr/bin/env bash
# Sanitized runs: the whole test suite under AddressSanitizer, the server and protocol tests under ThreadSanitizer,
# then a fuzz smoke of every target. Exits non-zero on any failure.
#
#   .ci/sanitize.sh [--start-builds | --stop-builds | --builds | --runs] [PART...]
#                                PART: asan (the suite under ASan), tsan (the threaded tests under TSan), fuzz (the
#                                fuzz smoke); all three, in that order, by default. With `--builds` it only builds the
#                                parts, all at once, with `--runs` it only runs them from those builds; with neither it
#                                does both. `--start-builds` starts the parts' builds in the background at the lowest
#                                priority and returns at once: a later `--builds` waits for them instead of starting
#                                them; `--stop-builds` stops them.
#                                CI starts the builds first, so that they take whatever the plain suite leaves of the
#                                two cores, waits for them after the plain suite (`--builds`), then runs all three
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
  --start-builds) phases=(start); shift ;;
  --stop-builds) phases=(stop); shift ;;
  --builds) phases=(build); shift ;;
  --build-part) phases=(build-part); shift ;;
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
asan() {
  TGL_SANITIZE_SUBSET=tests swift "$1" --sanitize=address --scratch-path "$build/asan" "${@:2}"
}
tsan() {
  TGL_SANITIZE_SUBSET=threads swift "$1" --sanitize=thread --scratch-path "$build/tsan" "${@:2}"
}
export TGL_FUZZ_BUILD="$build/fuzz" TGL_FUZZ_WORK="$build/fuzz-work" TGL_FUZZ_DEBUG_INFO=0
fuzz_targets=(parser format layout analysis gen jsonrpc server-bytes server-messages)

# Each part's build runs in the background, in a session of its own, so that stopping its process group stops all of
# it. It writes its output and exit status to files, and its group's number to a third, so that the invocation that
# waits for it need not be the one that started it.
build_log() { echo "$reports/$1-build.log"; }
build_status() { echo "$build/$1-build.status"; }
build_group() { echo "$build/$1-build.group"; }
build_part() { # PART: the part's build, in the foreground
  case $1 in
    asan) asan build --build-tests ;;
    tsan) tsan build --build-tests ;;
    # A release build of every target, without debug information: a seventh less of the build's CPU; a finding is
    # saved as an input, which the debug suite replays with lines (Fuzz/README.md).
    fuzz) Fuzz/build.sh "${fuzz_targets[@]}" ;;
  esac
}
start_build() { # PART LOWEST: the part's build in the background; at the lowest priority when LOWEST is 1
  rm -f "$(build_status "$1")"
  # `--build-part` runs `build_part` in the new session. At the lowest priority the whole session is lowered: the
  # kernel shares the CPU between sessions first (autogroups), so a process's own niceness only orders it within its
  # session.
  setsid bash -c '
    if [ "$2" = 1 ]; then
      echo 19 > /proc/self/autogroup 2> /dev/null || true
      exec nice -n 19 .ci/sanitize.sh --build-part "$1" > "$3" 2>&1
    fi
    exec .ci/sanitize.sh --build-part "$1" > "$3" 2>&1' start-build "$1" "$2" "$(build_log "$1")" \
    < /dev/null > /dev/null 2>&1 &
  echo $! > "$(build_group "$1")"
}
stop_build() { # PART
  local group_file
  group_file=$(build_group "$1")
  [ -e "$group_file" ] || return 0
  kill -- -"$(cat "$group_file")" 2> /dev/null || true
  rm -f "$group_file"
}
wait_for_build() { # PART: prints the build's output, and fails if it did
  local group_file status
  group_file=$(build_group "$1")
  local group
  group=$(cat "$group_file")
  while kill -0 -- -"$group" 2> /dev/null; do sleep 2; done
  rm -f "$group_file"
  cat "$(build_log "$1")"
  status=$(cat "$(build_status "$1")" 2> /dev/null || echo "none: it was stopped")
  rm -f "$(build_status "$1")"
  [ "$status" = 0 ] || { echo "the $1 build failed (exit $status)"; exit 1; }
}

if in_phase build-part; then
  # One part's build in the foreground, for `start_build`'s session; its exit status goes to the status file.
  status=0
  build_part "${parts[0]}" || status=$?
  echo "$status" > "$(build_status "${parts[0]}")"
  exit "$status"
fi

if in_phase start; then
  # The builds take only what the steps before them leave idle (.ci/run): the second core while a module waits for
  # the one it imports, while a target links, while a test runs alone (Fuzz/README.md, session 30).
  step "the builds start in the background at the lowest priority: ${parts[*]}"
  for part in "${parts[@]}"; do
    stop_build "$part"
    start_build "$part" 1
  done
fi

if in_phase build; then
  # All at once: the fuzz targets' whole-module release build keeps about 1.6 of two cores busy, and the debug test
  # builds take the rest (Fuzz/README.md, session 27).
  for part in "${parts[@]}"; do
    [ -e "$(build_group "$part")" ] || start_build "$part" 0
  done
  # A failed build stops the others.
  trap 'for part in "${parts[@]}"; do stop_build "$part"; done' EXIT
  for part in "${parts[@]}"; do
    step "waiting for the $part build"
    wait_for_build "$part"
  done
  trap - EXIT
fi

if in_phase stop; then
  for part in "${parts[@]}"; do stop_build "$part"; done
fi

tsan_run() {
  sanitized tsan tsan test --skip-build \
    --filter 'LSPServerTests|TGLLanguageServiceTests|LSPProtocolTests|ReliabilityTests.HostileClientTests|TGLIDETests.AnalysisHostTests|TGLSemanticsTests.SharedPropertiesTests'
}

tsan_beside=
if in_phase run && wants tsan && wants asan; then
  # Beside the ASan run, whose last tests leave a core idle; its output is printed when both are done.
  step "server, protocol, hostile-client and shared-property tests under ThreadSanitizer, in the background"
  tsan_run > "$reports/tsan-run.out" 2>&1 &
  tsan_beside=$!
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
  asan_status=0
  sanitized asan asan test --skip-build --skip "$asan_skip" || asan_status=$?
  if [ -n "$tsan_beside" ]; then
    tsan_status=0
    wait "$tsan_beside" || tsan_status=$?
    step "the ThreadSanitizer run, beside it"
    cat "$reports/tsan-run.out"
    [ "$tsan_status" -eq 0 ] || { echo "the ThreadSanitizer run failed (exit $tsan_status)"; exit 1; }
  fi
  [ "$asan_status" -eq 0 ] || { echo "the AddressSanitizer run failed (exit $asan_status)"; exit 1; }
fi

if in_phase run && wants tsan && ! wants asan; then
  step "server, protocol, hostile-client and shared-property tests under ThreadSanitizer"
  tsan_run
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
  start) step "the builds started; their output goes to $reports" ;;
  stop) ;;
  *) step "sanitized ${phases[*]} passed: ${parts[*]}" ;;
esac
