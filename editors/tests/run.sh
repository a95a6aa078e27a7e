#!/usr/bin/env bash
# Runs all editor tests: the TextMate grammar and its fixtures, the highlighting of Vim, Neovim and
# Emacs, the VS Code extension (manifest and stubbed behaviour), and the editors end to end against
# `tgl lsp` ($TGL, default .build/debug/tgl). End-to-end tests skip, saying why, until `tgl lsp --help`
# succeeds or where an editor is missing; then the same end-to-end tests run once more against the
# fake server (editors/tests/e2e/fake_tgl.py) to check the harnesses themselves. The live preview's tests
# (editors/tests/preview) open its pages in headless Chromium; they print the edit-to-repaint latency and write it to
# .build/preview-latency.txt.
#
#   editors/tests/install.sh && editors/tests/run.sh [pytest options]
set -u
cd "$(dirname "$0")/../.." || exit 2
export TGL=${TGL:-.build/debug/tgl}

python=.venv/bin/python
[ -x "$python" ] || python=python3
if ! "$python" -c 'import pytest' 2>/dev/null; then
  echo "run.sh: pytest is missing; run editors/tests/install.sh first" >&2
  exit 2
fi

if "$TGL" lsp --help >/dev/null 2>&1; then
  echo "run.sh: end-to-end tests use $TGL lsp"
else
  echo "run.sh: '$TGL lsp --help' fails: the end-to-end tests against the real server will skip"
fi

"$python" -m pytest editors/tests -rs -p no:cacheprovider "$@"
status=$?

if [ "${TGL_E2E_FAKE:-}" != "1" ]; then
  echo "run.sh: harness check: the end-to-end tests against the fake server"
  TGL_E2E_FAKE=1 "$python" -m pytest editors/tests/test_editors_e2e.py -rs -p no:cacheprovider "$@"
  fake_status=$?
  [ "$status" -ne 0 ] || status=$fake_status
fi
exit "$status"
