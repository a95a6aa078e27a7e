// Writes a tgl font metrics file (docs/language.md §9.12, "Font metrics files") for the system font (SF Pro) or a
// named font, as CoreText measures it, so that `@fontMetrics "sf-pro.json"` makes tgl measure with Apple's widths.
//
// macOS only: CoreText does not exist on Linux, where tgl is built and tested, so this script has not been run
// there. Usage on a Mac:
//
//   swift scripts/dump-font-metrics.swift > sf-pro.json                 # the system font, nine weights
//   swift scripts/dump-font-metrics.swift "Helvetica Neue" > hn.json      # a named family (its available weights)
//
// Metrics are taken at 2048 points, so that advances in points are font units of a 2048-unit em. Covered: the
// code points of tgl's Inter table (Latin through arrows) and the CJK, kana and hangul blocks are left to tgl's
// one-em rule. Tracking that SF applies at small sizes is not included (CoreText applies it to layouts, not to
// glyph advances).

import CoreText
import Foundation

let emSize: CGFloat = 2048
let ranges: [ClosedRange<UInt32>] = [
  0x0020...0x02FF, 0x0300...0x036F, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x2000...0x206F,
  0x2070...0x209F, 0x20A0...0x20CF, 0x2100...0x214F, 0x2190...0x21FF,
]
let weights: [(String, CGFloat)] = [
  ("ultralight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23), ("semibold", 0.3),
  ("bold", 0.4), ("heavy", 0.56), ("black", 0.62),
]
let family = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : nil

func font(weight: CGFloat) -> CTFont {
  if let family {
    let traits = [kCTFontWeightTrait: weight] as CFDictionary
    let attributes = [kCTFontFamilyNameAttribute: family, kCTFontTraitsAttribute: traits] as CFDictionary
    return CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes(attributes), emSize, nil)
  }
  let system = CTFontCreateUIFontForLanguage(.system, emSize, nil)!
  let traits = [kCTFontWeightTrait: weight] as CFDictionary
  let descriptor = CTFontDescriptorCreateCopyWithAttributes(
    CTFontCopyFontDescriptor(system), [kCTFontTraitsAttribute: traits] as CFDictionary)
  return CTFontCreateWithFontDescriptor(descriptor, emSize, nil)
}

/// The advance of each code point of `range`, or -1 where the font has no glyph for it.
func advances(_ font: CTFont, _ range: ClosedRange<UInt32>) -> [Double] {
  range.map { value -> Double in
    guard let scalar = Unicode.Scalar(value) else { return -1 }
    var characters = Array(String(scalar).utf16)
    var glyphs = [CGGlyph](repeating: 0, count: characters.count)
    guard CTFontGetGlyphsForCharacters(font, &characters, &glyphs, characters.count), glyphs[0] != 0 else {
      return -1
    }
    var advance = CGSize.zero
    CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advance, 1)
    return (Double(advance.width) * 1000).rounded() / 1000
  }
}

let regular = font(weight: 0)
var weightsJSON: [String: Any] = [:]
for (name, weight) in weights {
  let f = font(weight: weight)
  let letters = advances(f, 0x61...0x7A).filter { $0 >= 0 }
  let fallback = letters.isEmpty ? Double(emSize) / 2 : letters.reduce(0, +) / Double(letters.count)
  weightsJSON[name] = [
    "fallback": (fallback * 1000).rounded() / 1000,
    "advances": ranges.map { [Int($0.lowerBound), advances(f, $0)] as [Any] },
  ]
}
let metrics: [String: Any] = [
  "format": "tgl-font-metrics",
  "version": 1,
  "family": CTFontCopyFamilyName(regular) as String,
  "unitsPerEm": Double(emSize),
  "ascender": Double(CTFontGetAscent(regular)),
  "descender": -Double(CTFontGetDescent(regular)),
  "lineGap": Double(CTFontGetLeading(regular)),
  "weights": weightsJSON,
]
let data = try JSONSerialization.data(withJSONObject: metrics, options: [.sortedKeys])
FileHandle.standardOutput.write(data)
FileHandle.standardOutput.write("\n".data(using: .utf8)!)
