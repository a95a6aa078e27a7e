#!/usr/bin/env bash
# Installs what the editor tests and the packaging tests need: Debian packages for the editors and shells
# (only those missing, non-interactively, tolerating failure) and a Python virtual environment in .venv with the
# test packages of editors/tests/requirements.txt and packaging/tests/requirements.txt. Safe to run again.
#
#   editors/tests/install.sh            # then: editors/tests/run.sh
#   SKIP_APT=1 editors/tests/install.sh # Python packages only
set -u
cd "$(dirname "$0")/../.." || exit 2
VENV=${VENV:-.venv}

note() { printf 'install.sh: %s\n' "$*"; }

# Debian packages: the editors for the end-to-end and highlighting tests (with lsp-mode), node for the VS Code
# extension's stubbed tests, python3-venv for the virtual environment.
wanted=()
command -v nvim >/dev/null || wanted+=(neovim)
command -v vim >/dev/null || wanted+=(vim)
[ -e /usr/share/vim-ale/plugin/ale.vim ] || wanted+=(vim-ale)
command -v emacs >/dev/null || wanted+=(emacs-nox)
# Eglot: built into Emacs 29; Debian 12's Emacs 28 needs elpa-eglot.
if ! emacs --batch -Q --eval "(require 'eglot)" >/dev/null 2>&1 \
    && ! ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1; then
  wanted+=(elpa-eglot)
fi
# lsp-mode, for the check that tgl-mode registers a client with it beside Eglot.
[ -d /usr/share/emacs/site-lisp/elpa-src/lsp-mode-8.0.0 ] || ls -d /usr/share/emacs/site-lisp/elpa/lsp-mode-* >/dev/null 2>&1 \
  || wanted+=(elpa-lsp-mode)
command -v node >/dev/null || command -v nodejs >/dev/null || wanted+=(nodejs)
# The live preview's browser tests: Debian's chromium and its driver (driven by selenium from PyPI), and a CJK font
# for the screenshots (the picture's font stack falls back to Noto Sans CJK).
command -v chromium >/dev/null || wanted+=(chromium)
command -v chromedriver >/dev/null || wanted+=(chromium-driver)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || wanted+=(fonts-noto-cjk)
# Inter, the font tgl measures text with: the preview serves it to the page, and the design-mode tests check that each
# text drawn in it stays inside its frame. rsvg-convert, for `tgl render -o x.png`.
[ -e /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || wanted+=(fonts-inter)
command -v rsvg-convert >/dev/null || wanted+=(librsvg2-bin)
# The packaging tests (packaging/tests): the completion scripts in zsh and fish, the man page through man and groff,
# the Homebrew formula through `ruby -c`.
command -v zsh >/dev/null || wanted+=(zsh)
command -v fish >/dev/null || wanted+=(fish)
command -v man >/dev/null || wanted+=(man-db)
command -v groff >/dev/null || wanted+=(groff-base)
command -v ruby >/dev/null || wanted+=(ruby)
python3 -c 'import ensurepip' >/dev/null 2>&1 || wanted+=(python3-venv)

if [ "${#wanted[@]}" -gt 0 ] && [ -z "${SKIP_APT:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then apt=(apt-get); elif command -v sudo >/dev/null; then apt=(sudo -n apt-get); else apt=(); fi
  if [ "${#apt[@]}" -eq 0 ]; then
    note "not root and no sudo: cannot install ${wanted[*]}; the tests that need them will skip"
  else
    note "installing ${wanted[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # Always update first: a fresh machine's package lists may be missing or old.
    "${apt[@]}" update -qq >/dev/null 2>&1 || note "apt-get update failed; trying the install anyway"
    if ! "${apt[@]}" install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null 2>&1; then
      # One at a time, so that one missing package does not stop the others.
      for package in "${wanted[@]}"; do
        "${apt[@]}" install -y -qq --no-install-recommends "$package" >/dev/null 2>&1 \
          || note "could not install $package; the tests that need it will skip"
      done
    fi
  fi
fi

# Python: a virtual environment (gitignored) with the test packages.
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV" || { note "could not create $VENV (install python3-venv)"; exit 1; }
fi
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r editors/tests/requirements.txt \
  -r packaging/tests/requirements.txt \
  || { note "pip install failed"; exit 1; }

note "ready: $("$VENV/bin/python" -m pytest --version 2>&1 | head -1); nvim: $(command -v nvim || echo missing);" \
  "vim: $(command -v vim || echo missing); emacs: $(command -v emacs || echo missing); node: $(command -v node || echo missing);" \
  "chromium: $(command -v chromium || echo missing); chromedriver: $(command -v chromedriver || echo missing)"
