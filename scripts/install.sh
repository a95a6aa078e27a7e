#!/bin/sh
# Builds tgl as shipped and installs it where people expect: PREFIX/bin/tgl, the man page tgl(1) and the bash, zsh
# and fish completions. `make install PREFIX=...` runs this.
#
#   scripts/install.sh [--prefix DIR] [--destdir DIR] [--binary PATH] [--build-only] [--no-pgo]
#
#   --prefix DIR    where to install (default: $PREFIX, else /usr/local)
#   --destdir DIR   stage the files under DIR (DIR/PREFIX/...), as packagers do (default: $DESTDIR)
#   --binary PATH   install this tgl instead of building one (the man page and completions come from it)
#   --build-only    build, print the binary's path, install nothing
#   --no-pgo        build once, without the profile (faster to build, slower to run; also TGL_PGO=0)
#
# The build is `swift build -c release --product tgl` with cross-module optimization and, on Linux,
# `--static-swift-stdlib` and the static C++ library: the Swift runtime and libstdc++ are linked in, so the binary
# needs only the C library (libc, libm, libgcc_s; see docs/install.md). On Linux it is profile-guided: an
# instrumented build runs scripts/pgo-train.sh, and the release build is optimized with the counts it took
# (docs/install.md, "Speed"). SCRATCH sets the build directory (default .build-static; the instrumented build is
# SCRATCH/pgo). The man page is written by scripts/manpage.py (python3) from `tgl --help` and `tgl help COMMAND`;
# the completions by `tgl completions SHELL`.
set -eu

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
binary=""
build_only=0
pgo=${TGL_PGO:-1}
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a directory}; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    --destdir) destdir=${2:?--destdir needs a directory}; shift 2 ;;
    --destdir=*) destdir=${1#*=}; shift ;;
    --binary) binary=${2:?--binary needs a path}; shift 2 ;;
    --binary=*) binary=${1#*=}; shift ;;
    --build-only) build_only=1; shift ;;
    --no-pgo) pgo=0; shift ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
note() { printf 'install.sh: %s\n' "$*" >&2; }

if [ -z "$binary" ]; then
  scratch=${SCRATCH:-.build-static}
  case $scratch in /*) ;; *) scratch=$PWD/$scratch ;; esac
  # Cross-module optimization: the model's and the syntax tree's small accessors are inlined and generics
  # specialized across tgl's modules, not called through them (docs/install.md, "Speed").
  set -- -c release --product tgl -Xswiftc -cross-module-optimization
  if [ "$(uname -s)" = Linux ]; then
    # --no-export-dynamic: SwiftPM links executables with --export-dynamic (for its tests), which put 7,600 of tgl's
    # symbols in the dynamic symbol table; the loader and the Swift runtime's start-up dladdr then search them
    # (docs/install.md, "Start-up").
    set -- "$@" --static-swift-stdlib -Xlinker --no-export-dynamic
    # The C++ library too (the Swift runtime is written in C++): the linker finds libstdc++.a first in this
    # directory, before the system's libstdc++.so. Loading libstdc++.so was a third of the start-up time.
    cxx=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
    case $cxx in
      /*)
        cxx_dir=$scratch/static-libstdc++
        mkdir -p "$cxx_dir"
        ln -sf "$cxx" "$cxx_dir/libstdc++.a"
        set -- "$@" -Xlinker -L -Xlinker "$cxx_dir"
        ;;
      *) note "no static libstdc++.a (install libstdc++-dev): the binary will need libstdc++.so.6" ;;
    esac
  else
    pgo=0
  fi
  if [ "$pgo" != 0 ]; then
    # The toolchain's own llvm-profdata (a system one of another LLVM version cannot read the counts) and the
    # profile runtime that the instrumented build links (swiftc links it only for its coverage instrumentation).
    toolchain_bin=$(dirname "$(command -v swift)")
    profdata_tool=$toolchain_bin/llvm-profdata
    resources=$(swiftc -print-target-info 2>/dev/null | sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p')
    runtime=$resources/clang/lib/linux/libclang_rt.profile-$(uname -m).a
    if [ ! -x "$profdata_tool" ] || [ ! -f "$runtime" ]; then
      note "no llvm-profdata or profile runtime in the Swift toolchain: building without the profile"
      pgo=0
    fi
  fi
  if [ "$pgo" != 0 ]; then
    # The counts go where the release build reads them. A module whose sources did not change keeps its objects,
    # which the earlier counts still fit (a function's counts are keyed by its control flow's hash); the file is
    # named by the training's checksum, so that a change of the training builds every module again with its counts.
    profile=$scratch/pgo/tgl-$(cksum < scripts/pgo-train.sh | cut -d ' ' -f 1).profdata
    instrumented_build() {
      swift build "$@" --scratch-path "$scratch/pgo" -Xswiftc -Xfrontend -Xswiftc \
        -ir-profile-generate="$scratch/pgo/default.profraw" -Xlinker "$runtime" -Xlinker -u__llvm_profile_runtime
    }
    note "swift build $* --scratch-path $scratch/pgo, instrumented"
    instrumented_build "$@" >&2
    instrumented="$(instrumented_build "$@" --show-bin-path)/tgl"
    note "training the instrumented build (scripts/pgo-train.sh)"
    if scripts/pgo-train.sh "$instrumented" "$profdata_tool" "$profile"; then
      set -- "$@" -Xswiftc -Xfrontend -Xswiftc -ir-profile-use="$profile"
    else
      note "the training failed (above): building without the profile"
      pgo=0
    fi
  fi
  # The compiler's incremental build does not see a change of the profile flag (`-Xfrontend`): objects built with
  # another profile, or without one, would be kept. The folder records which one its objects were built with, and is
  # emptied when that changes.
  built_with=$scratch/release-profile
  wanted=none
  [ "$pgo" = 0 ] || wanted=$profile
  release_dir=$(swift build "$@" --scratch-path "$scratch" --show-bin-path)
  if [ "$(cat "$built_with" 2>/dev/null || echo none)" != "$wanted" ]; then
    note "the release objects were built with another profile: building them again"
    rm -rf "$release_dir"
  fi
  note "swift build $* --scratch-path $scratch"
  swift build "$@" --scratch-path "$scratch" >&2
  echo "$wanted" > "$built_with"
  binary="$release_dir/tgl"
fi
[ -x "$binary" ] || { note "no executable at $binary"; exit 1; }
if [ "$build_only" = 1 ]; then
  echo "$binary"
  exit 0
fi

root=$destdir$prefix
bin=$root/bin
man1=$root/share/man/man1
bash_dir=$root/share/bash-completion/completions
zsh_dir=$root/share/zsh/site-functions
fish_dir=$root/share/fish/vendor_completions.d
mkdir -p "$bin" "$man1" "$bash_dir" "$zsh_dir" "$fish_dir"

# Copy, then rename over the old binary: a running `tgl lsp` keeps its file.
cp "$binary" "$bin/.tgl.installing"
chmod 755 "$bin/.tgl.installing"
# The release build carries debug information (about three quarters of its size); the installed tool does not need it.
if [ "${STRIP:-1}" != 0 ] && command -v strip >/dev/null 2>&1; then strip "$bin/.tgl.installing" 2>/dev/null || true; fi
mv -f "$bin/.tgl.installing" "$bin/tgl"
note "installed $bin/tgl ($("$bin/tgl" --version))"

"$bin/tgl" completions bash > "$bash_dir/tgl"
"$bin/tgl" completions zsh > "$zsh_dir/_tgl"
"$bin/tgl" completions fish > "$fish_dir/tgl.fish"
note "installed completions: $bash_dir/tgl, $zsh_dir/_tgl, $fish_dir/tgl.fish"

if command -v python3 >/dev/null 2>&1; then
  python3 scripts/manpage.py "$bin/tgl" > "$man1/tgl.1"
  note "installed $man1/tgl.1"
else
  note "python3 not found: the man page (scripts/manpage.py) was not written"
fi
