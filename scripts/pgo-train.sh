#!/bin/sh
# Runs an instrumented tgl on the work users give it, for scripts/install.sh's profile-guided build: every command on
# the examples and the test fixtures, a check of a generated 300-file app, and a language server session on it. The
# counts of all the runs end up in OUT (an indexed profile), merged by PROFDATA (the toolchain's llvm-profdata).
#
#   scripts/pgo-train.sh TGL PROFDATA OUT
#   scripts/pgo-train.sh --commands-only TGL    runs the same commands and checks them, with any tgl, keeping no counts
#                                              (CI runs it with the debug build: a renamed option fails here, not in
#                                              `make install`)
#
# The work is kept broad on purpose: a function the training never runs is laid out as cold, so what it leaves out
# runs a little slower. Its two parts are weighed as a day's work is: the whole app (a check of the workspace, the
# server) four times, every command on the examples and fixtures once; counted as they come, the few hundred short
# runs of the second part (each decoding the font tables as it starts) made the check's own code look lukewarm. Without
# python3 the generated app and the server session are left out.
set -eu
usage="usage: pgo-train.sh TGL PROFDATA OUT, or pgo-train.sh --commands-only TGL"
if [ "${1:-}" = --commands-only ]; then
  tgl=${2:?$usage}
  profdata=""
  profile=""
else
  tgl=${1:?$usage}
  profdata=${2:?$usage}
  profile=${3:?$usage}
fi
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/raw"
[ -z "$profile" ] || rm -f "$profile"
# One raw profile per run (the runtime's pool of files merged online, `%m`, came out corrupt), folded into the part's
# profile every few dozen runs: each is about 3 MB.
LLVM_PROFILE_FILE="$work/raw/%p.profraw"
export LLVM_PROFILE_FILE
runs=0
part=commands
fold() {
  [ -n "$profdata" ] || return 0
  set -- "$work"/raw/*.profraw
  [ -e "$1" ] || return 0
  [ -f "$work/$part.profdata" ] && set -- "$@" "$work/$part.profdata"
  "$profdata" merge -o "$work/merged.profdata" "$@"
  mv "$work/merged.profdata" "$work/$part.profdata"
  rm -f "$work"/raw/*.profraw
}
# A run may find problems (exit 1: the lint fixtures are made of them); a usage error or a crash stops the training,
# so that a renamed option cannot quietly leave its code out of the profile.
run() {
  status=0
  "$tgl" "$@" > /dev/null 2>&1 || status=$?
  if [ "$status" -gt 1 ]; then
    echo "pgo-train.sh: 'tgl $*' exited with $status" >&2
    exit 1
  fi
  runs=$((runs + 1))
  [ $((runs % 40)) -ne 0 ] || fold
}

# Every command on the examples: the checks in each output format, the layouts, the formatter, the generator, the
# pictures.
run check examples
run check examples --all-size-classes --format json
run check examples --format sarif
for file in examples/*.tgl; do
  run layout "$file"
  run layout "$file" --format json
  run layout "$file" --target mylayout
  run fmt --check "$file"
  run fmt --diff "$file"
  run gen swift "$file" -o "$work/gen"
  run render "$file" -o "$work/picture.svg"
  run render "$file" --mode design -o "$work/design.svg"
  run parse "$file"
done

# The fixtures: layouts of every container and the constraints solver, findings of every rule, formatting cases.
for file in Tests/Data/layout/*.tgl; do run layout "$file" --format json; done
run check Tests/Data/lint --format json
run fmt --check Tests/Data/format
[ -d Tests/Data/gen ] && run gen swift Tests/Data/gen -o "$work/gen-fixtures"

fold

# A whole app, as `tgl check` and the language server see one (Benchmarks/whole_app.py).
part=app
if command -v python3 > /dev/null 2>&1; then
  python3 Benchmarks/whole_app.py generate "$work/app" > /dev/null
  for _ in 1 2 3; do run check "$work/app" --format json; done
  run check "$work/app"
  python3 Benchmarks/whole_app.py lsp "$work/app" --tgl "$tgl" --opens 5 --edits 5 > /dev/null
fi
fold
[ -n "$profdata" ] || exit 0
[ -f "$work/commands.profdata" ] || { echo "pgo-train.sh: no counts: $tgl is not an instrumented build" >&2; exit 1; }
set -- --weighted-input=1,"$work/commands.profdata"
[ -f "$work/app.profdata" ] && set -- "$@" --weighted-input=4,"$work/app.profdata"
"$profdata" merge -o "$profile" "$@"
