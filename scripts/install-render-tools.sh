#!/usr/bin/env bash
# Installs what `tgl render -o x.png` and the preview's design mode use: Debian's librsvg2-bin (rsvg-convert, the
# rasteriser `render` hands its SVG to) and fonts-inter (Inter, the font tgl measures text with; the preview serves it
# to the page, and rsvg-convert finds it through fontconfig). Neither is needed to build or test tgl's Swift code.
#
# Usage: scripts/install-render-tools.sh   (as root, or with sudo; idempotent)
set -euo pipefail

wanted=()
command -v rsvg-convert > /dev/null || wanted+=(librsvg2-bin)
dpkg -s fonts-inter > /dev/null 2>&1 || wanted+=(fonts-inter)
if [ "${#wanted[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then apt=(apt-get); else apt=(sudo apt-get); fi
  "${apt[@]}" update
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "${wanted[@]}"
fi
rsvg-convert --version
dpkg -L fonts-inter | grep -E 'Inter-Regular\.(otf|ttf)$'
