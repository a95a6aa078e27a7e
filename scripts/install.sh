#!/bin/sh
# Builds tgl as shipped and installs it where people expect: PREFIX/bin/tgl, the man page tgl(1) and the bash, zsh
# and fish completions. `make install PREFIX=...` runs this.
#
#   scripts/install.sh [--prefix DIR] [--destdir DIR] [--binary PATH] [--build-only]
#
#   --prefix DIR    where to install (default: $PREFIX, else /usr/local)
#   --destdir DIR   stage the files under DIR (DIR/PREFIX/...), as packagers do (default: $DESTDIR)
#   --binary PATH   install this tgl instead of building one (the man page and completions come from it)
#   --build-only    build, print the binary's path, install nothing
#
# The build is `swift build -c release --product tgl` with cross-module optimization and, on Linux,
# `--static-swift-stdlib` and the static C++ library: the Swift runtime and libstdc++ are linked in, so the binary
# needs only the C library (libc, libm, libgcc_s; see docs/install.md). SCRATCH sets the build directory (default
# .build-static). The man page is written by scripts/manpage.py (python3) from `tgl --help` and `tgl help COMMAND`;
# the completions by `tgl completions SHELL`.
set -eu

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
binary=""
build_only=0
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a directory}; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    --destdir) destdir=${2:?--destdir needs a directory}; shift 2 ;;
    --destdir=*) destdir=${1#*=}; shift ;;
    --binary) binary=${2:?--binary needs a path}; shift 2 ;;
    --binary=*) binary=${1#*=}; shift ;;
    --build-only) build_only=1; shift ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
note() { printf 'install.sh: %s\n' "$*" >&2; }

if [ -z "$binary" ]; then
  scratch=${SCRATCH:-.build-static}
  # Cross-module optimization: the model's and the syntax tree's small accessors are inlined and generics
  # specialized across tgl's modules, not called through them (docs/install.md, "Speed").
  set -- -c release --product tgl --scratch-path "$scratch" -Xswiftc -cross-module-optimization
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
        case $scratch in /*) cxx_dir=$scratch/static-libstdc++ ;; *) cxx_dir=$PWD/$scratch/static-libstdc++ ;; esac
        mkdir -p "$cxx_dir"
        ln -sf "$cxx" "$cxx_dir/libstdc++.a"
        set -- "$@" -Xlinker -L -Xlinker "$cxx_dir"
        ;;
      *) note "no static libstdc++.a (install libstdc++-dev): the binary will need libstdc++.so.6" ;;
    esac
  fi
  note "swift build $*"
  swift build "$@" >&2
  binary="$(swift build "$@" --show-bin-path)/tgl"
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
