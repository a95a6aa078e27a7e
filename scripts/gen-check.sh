#!/usr/bin/env bash
# gen-check: proves on Linux that `tgl gen swift` says what the .tgl files say (docs/codegen.md).
#
#   scripts/gen-check.sh FILE|DIR...
#
# For each .tgl file: generate its Swift, compile all of it (one swiftc run) against GenCheck's interface of
# TangramKit (whose UIKit is a minimal view type of its own), run it: the interface records every call and rebuilds a
# tgl document from them; then `tgl-gen-check` lays the file and the rebuilt document out in every environment the
# file declares (left to right and right to left) and compares every frame, and samples every path equation.
# Prints one line per file and `gen-check: N files, K differ`; exits 1 if any differ or anything fails to compile.
# Needs `swift build` first (it uses .build/debug/tgl and .build/debug/tgl-gen-check).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tgl=${TGL:-$root/.build/debug/tgl}
compare=${TGL_GEN_CHECK:-$root/.build/debug/tgl-gen-check}
[ $# -gt 0 ] || { echo "usage: scripts/gen-check.sh FILE|DIR..." >&2; exit 2; }
for tool in "$tgl" "$compare"; do
  [ -x "$tool" ] || { echo "gen-check: $tool is missing; run 'swift build' first" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/gen-check.XXXXXX")
[ -n "${GEN_CHECK_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/swift" "$work/out"

# The interface, compiled once per change of its sources (into .build/gen-check).
interface="$root/.build/gen-check"
stamp=$(cat "$root"/GenCheck/Sources/*/*.swift | cksum | cut -d' ' -f1)
if [ "$(cat "$interface/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$interface" && mkdir -p "$interface"
  for module in UIKit TangramKit; do
    (cd "$interface" && swiftc -swift-version 6 -parse-as-library -package-name GenCheck -module-name "$module" \
      -I "$interface" -emit-module -emit-library -static -o "lib$module.a" "$root/GenCheck/Sources/$module"/*.swift)
  done
  echo "$stamp" > "$interface/stamp"
fi

# Generate: one file at a time, each with its own type prefix, so that layouts of different files never clash.
# A program's files name each other's enums of constants and styles and each other's components' types
# (docs/codegen.md): those take one prefix per argument (`--declarations-prefix`, `--component-prefix`), which holds
# whole programs, whatever each file's type prefix (two programs under one argument must not declare the same name).
files=()
roots=()
r=0
for path in "$@"; do
  r=$((r + 1))
  if [ -d "$path" ]; then
    while IFS= read -r f; do files+=("$f"); roots+=("$r"); done < <(find "$path" -name '*.tgl' | sort)
  else
    files+=("$path")
    roots+=("$r")
  fi
done
main="$work/main.swift"
{
  echo "import TangramKit"
  echo "MainActor.assumeIsolated {"
  echo "  let out = CommandLine.arguments[1]"
} > "$main"
: > "$work/list"
n=0
for file in "${files[@]}"; do
  n=$((n + 1))
  printf '%s\t%s\n' "$file" "$work/out/$n" >> "$work/list"
  if "$tgl" gen swift "$file" -o "$work/swift/$n" --type-prefix "G$n" --declarations-prefix "D${roots[$((n - 1))]}" \
    --component-prefix "C${roots[$((n - 1))]}" 2> "$work/out/$n.gen"; then
    # swiftc takes one file name once in a run: two programs may each have a cells.tgl.
    for generated in "$work/swift/$n"/*.swift; do mv "$generated" "$work/swift/$n/G$n-${generated##*/}"; done
    # The layouts' types only: a component's type is built by its uses.
    types=$(awk '/^\/\/\/ The layout /{layout=1} /^(public )?final class [^ ]* \{$/{if(layout){sub(/^(public )?final class /,"");sub(/ \{$/,"()");print};layout=0}' \
      "$work/swift/$n"/*.swift | paste -sd, -)
    # Once left to right and once right to left: TangramKit reads the RTL flag when left/right are set (code
    # notes §10), so the flag is set before the type is created, and the two builds are compared separately.
    {
      echo "  TGBaseLayout.tg_isRTL = false"
      echo "  TGRebuild.write([$types], to: out + \"/$n\")"
      echo "  TGBaseLayout.tg_isRTL = true"
      echo "  TGRebuild.write([$types], to: out + \"/$n.rtl\")"
    } >> "$main"
  else
    { echo "generated nothing:"; cat "$work/out/$n.gen"; } | paste -sd' ' - > "$work/out/$n.error"
  fi
done
echo "}" >> "$main"

# Compile everything in one run, warnings as errors: the generated code must compile without warnings.
sources=$(find "$work/swift" -name '*.swift' | sort)
start=$(date +%s.%N)
# shellcheck disable=SC2086
swiftc -swift-version 6 -warnings-as-errors -I "$interface" -L "$interface" -lTangramKit -lUIKit \
  $sources "$main" -o "$work/run" 2> "$work/compile.log" || {
  cat "$work/compile.log" >&2
  echo "gen-check: the generated code does not compile" >&2
  exit 1
}
seconds=$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { print end - start }')
printf 'gen-check: compiled %d generated files in %.1f s\n' "$(echo "$sources" | grep -c . || true)" "$seconds"
"$work/run" "$work/out"
"$compare" "$work/list"
