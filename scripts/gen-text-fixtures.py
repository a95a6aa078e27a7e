#!/usr/bin/env python3
"""Writes Tests/Data/text/measurements.json: expected text measurements computed straight from Inter's font files,
independently of tgl's Swift code, for TGLTextTests to compare against.

This is a second implementation on purpose: widths come from fontTools (cmap -> glyph -> hmtx advance) and lines
from a word-segment greedy breaker written differently from Sources/TGLText (segments first, then lines). Each case
records the advances it summed, so a reader can redo the arithmetic by hand.

Rules (docs/language.md, "Text"): a line breaks after spaces and hyphens and around CJK characters (not before
closing punctuation such as 。); a segment wider than the line is broken between characters; trailing spaces do not
count; "\n" ends a line. CJK characters the font lacks are one em wide, as are emoji (Inter has none). Width and
height are rounded up to the pixel grid: ceil(x * scale) / scale. Height = lines * (ascender - descender + lineGap)
/ unitsPerEm * size. A button adds 12 points to the height. A label with lines = 1 is not wrapped: its width is
its text's, at most the maximum width.

Usage: python3 scripts/gen-text-fixtures.py [FONT_DIR] > Tests/Data/text/measurements.json
"""

import json
import math
import sys

from fontTools.ttLib import TTFont

FONT_DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter"
STYLES = {"ultralight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Regular", "medium": "Medium",
          "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
CLOSING = set("、。，．：；？！）」』】〉》ー.,;:!?)]}")
OPENING = set("（「『【〈《([{")
FONTS = {}


def font(weight):
    if weight not in FONTS:
        FONTS[weight] = TTFont("%s/Inter-%s.otf" % (FONT_DIR, STYLES[weight]))
    return FONTS[weight]


def is_cjk(ch):
    cp = ord(ch[0])
    return (0x3000 <= cp <= 0x30FF or 0x4E00 <= cp <= 0x9FFF or 0xAC00 <= cp <= 0xD7A3 or 0xFF00 <= cp <= 0xFF60
            or 0x1100 <= cp <= 0x115F)


def is_emoji(cluster):
    cp = ord(cluster[0])
    return cp >= 0x1F000 or len(cluster) > 1 and any(ord(c) in (0xFE0F, 0x200D) for c in cluster)


def clusters(text):
    """Grapheme clusters for the texts used here: emoji with modifiers, ZWJ sequences, flags, combining marks."""
    out = []
    for ch in text:
        cp = ord(ch)
        joins = (cp in (0x200D, 0xFE0F) or 0x1F3FB <= cp <= 0x1F3FF or 0x0300 <= cp <= 0x036F
                 or (out and out[-1][-1] == "\u200d"))
        flag_pair = 0x1F1E6 <= cp <= 0x1F1FF and out and len(out[-1]) == 1 and 0x1F1E6 <= ord(out[-1]) <= 0x1F1FF
        if out and (joins or flag_pair):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def advance(cluster, weight):
    f = font(weight)
    upm = f["head"].unitsPerEm
    cmap = f.getBestCmap()
    if is_emoji(cluster):
        return upm
    total = 0
    for ch in cluster:
        glyph = cmap.get(ord(ch))
        if glyph is not None:
            total += f["hmtx"][glyph][0]
        elif is_cjk(ch):
            total += upm
        else:
            raise SystemExit("no width for %r in this generator" % ch)
    return total


def segments(cs):
    """Splits clusters into unbreakable segments: each ends after its trailing spaces, after a hyphen, or around
    a CJK character (closing punctuation sticks to what precedes it, opening punctuation to what follows)."""
    segs = [[]]
    for i, c in enumerate(cs):
        nxt = cs[i + 1] if i + 1 < len(cs) else None
        segs[-1].append(c)
        if nxt is None or c == "\n":
            segs.append([])
            continue
        if nxt in (" ", "\n") or nxt in CLOSING or c in OPENING:
            continue
        if c == " " or c == "-" or is_cjk(c) or is_cjk(nxt):
            segs.append([])
    return [s for s in segs if s]


def break_lines(text, weight, limit_units):
    cs = clusters(text)
    lines = []  # each: list of clusters
    current = []

    def visible(line):
        stripped = list(line)
        while stripped and stripped[-1] in (" ", "\n"):
            stripped.pop()
        return sum(advance(c, weight) for c in stripped)

    for seg in segments(cs):
        trial = current + seg
        if current and visible(trial) > limit_units:
            lines.append(current)
            current = []
            trial = list(seg)
        if visible(trial) > limit_units:
            # The segment alone is too wide: put as many characters as fit on each line.
            for c in seg:
                if current and c not in (" ", "\n") and visible(current + [c]) > limit_units:
                    lines.append(current)
                    current = []
                current.append(c)
        else:
            current = trial
        if current and current[-1] == "\n":
            lines.append(current)
            current = []
    if current:
        lines.append(current)
    return lines


def ceil_pixel(x, scale):
    return math.ceil(x * scale - 1e-7) / scale


def case(text, size, weight="regular", max_width=None, lines=0, scale=2, kind="label", note=""):
    f = font(weight)
    upm = f["head"].unitsPerEm
    hhea = f["hhea"]
    line_height = (hhea.ascent - hhea.descent + hhea.lineGap) / upm * size
    pt = size / upm
    if lines == 1:
        broken = break_lines(text, weight, math.inf)
        first = broken[0] if broken else []
        width_units = sum(advance(c, weight) for c in first if c not in (" ", "\n"))
        width = width_units * pt
        if max_width is not None:
            width = min(width, max_width)
        shown = [first]
    else:
        limit = max_width / pt + 1e-6 if max_width is not None else math.inf
        broken = break_lines(text, weight, limit)
        shown = broken if lines == 0 else broken[:lines]
        widths = []
        for line in shown:
            stripped = list(line)
            while stripped and stripped[-1] in (" ", "\n"):
                stripped.pop()
            widths.append(sum(advance(c, weight) for c in stripped) * pt)
        width = max(widths) if widths else 0
    height = len(shown) * line_height
    w = ceil_pixel(width, scale)
    h = ceil_pixel(height, scale)
    if kind == "button":
        h = ceil_pixel(h + 12, scale)
    return {
        "text": text, "size": size, "weight": weight, "maxWidth": max_width, "lines": lines, "scale": scale,
        "kind": kind, "note": note,
        "expected": {
            "width": w, "height": h, "lineCount": len(shown),
            "lines": ["".join(l).rstrip(" \n") for l in shown],
        },
        "advances": {c: advance(c, weight) for c in sorted(set(clusters(text))) if c != "\n"},
        "unitsPerEm": upm, "lineHeightUnits": hhea.ascent - hhea.descent + hhea.lineGap,
    }


PANGRAM = "The quick brown fox jumps over the lazy dog"
CASES = [
    case("swift", 17, note="one word, unbounded: the examples' tag"),
    case("Sign in", 15, kind="button", note="a button: title + 12 points of height"),
    case(PANGRAM, 17, max_width=200),
    case(PANGRAM, 17, max_width=150),
    case(PANGRAM, 17, max_width=100),
    case(PANGRAM, 17, max_width=100, scale=3),
    case(PANGRAM, 17, max_width=100, scale=1),
    case(PANGRAM, 14, "bold", max_width=120),
    case(PANGRAM, 20, "ultralight", max_width=160),
    case(PANGRAM, 12, "black", max_width=90),
    case(PANGRAM, 13, "semibold", max_width=110),
    case(PANGRAM, 17, max_width=100, lines=2, note="capped at two lines"),
    case(PANGRAM, 17, max_width=100, lines=1, note="one line, as wide as the maximum"),
    case(PANGRAM, 53, max_width=343, note="accessibility5 body size (17 * 53/17)"),
    case("Donaudampfschifffahrtsgesellschaftskapitän", 17, max_width=150, note="a word longer than the line"),
    case("state-of-the-art design", 17, max_width=80, note="breaks after hyphens"),
    case("中文的文字可以在任何字之间换行", 17, max_width=100, note="CJK: one em each, a break between any two"),
    case("これは日本語の文章です。改行の規則", 17, max_width=187, note="。 never starts a line"),
    case("안녕하세요 세계", 17, max_width=60, note="hangul: one em each"),
    case("Hello 世界 and 你好", 17, max_width=90, note="Latin and CJK mixed"),
    case("👍🏽 Great job 🇫🇷", 17, note="emoji: one em per cluster, modifiers and flags included"),
    case("Line one\nLine two is longer", 17, note="a line feed ends a line"),
    case("Hello   ", 17, note="trailing spaces do not count"),
    case("Crème brûlée, señor", 16, "medium", max_width=100, note="Latin-1"),
    case("Привет, мир! Καλημέρα κόσμε", 17, "light", max_width=120, note="Cyrillic and Greek"),
    case("Settings", 17, "heavy", note="heavy = Inter ExtraBold"),
    case("Thin text", 17, "thin", note="thin = Inter ExtraLight"),
    case("SaveSa", 17, note="'Save' with the pseudo-locale: 4 + ceil(0.4 * 4) = 6 characters"),
]


def main():
    json.dump({"font": "Inter (Debian fonts-inter)", "cases": CASES}, sys.stdout, ensure_ascii=False, indent=1)
    print()


if __name__ == "__main__":
    main()
