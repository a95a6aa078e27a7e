#!/usr/bin/env bash
# Installs what scripts/gen-font-metrics.py and the text fixtures' generator need: Debian's Inter font (SIL OFL)
# and fontTools from PyPI. Only needed to regenerate Sources/TGLText/InterMetrics*.swift or the expected values
# in Tests/Data/text; building and testing tgl needs neither (the metrics are committed Swift tables).
#
# Usage: scripts/install-font-tools.sh   (as root, or with sudo; idempotent)
set -euo pipefail

if ! dpkg -s fonts-inter > /dev/null 2>&1; then
  apt-get update
  apt-get install -y --no-install-recommends fonts-inter
fi
if ! python3 -c 'import fontTools' > /dev/null 2>&1; then
  python3 -m pip install --quiet 'fonttools>=4.40'
fi
python3 -c 'import fontTools; print("fontTools", fontTools.version)'
dpkg -L fonts-inter | grep -E '\.(ttf|otf|ttc)$'
