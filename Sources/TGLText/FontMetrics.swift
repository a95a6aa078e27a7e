// The metrics text is measured with: one family's vertical metrics and, per weight, an advance width per code point.

/// The advance widths of one weight of a font, in font units, for the code points of its ranges.
public struct FontFace: Sendable, Hashable {
  /// The covered code points, inclusive, ascending and disjoint.
  public let ranges: [ClosedRange<UInt32>]
  /// One advance per covered code point, in range order; negative where the font has no glyph.
  let advances: [Double]
  /// Where each range's advances start in `advances`.
  let starts: [Int]
  /// The width of a character that no table knows and that is neither CJK, emoji nor a mark.
  public let fallback: Double

  /// A face from advances listed per range (`advances.count` must be the number of covered code points; missing
  /// entries are treated as "no glyph").
  public init(ranges: [ClosedRange<UInt32>], advances: [Double], fallback: Double) {
    self.ranges = ranges
    var starts: [Int] = []
    var total = 0
    for r in ranges {
      starts.append(total)
      total += Int(r.upperBound - r.lowerBound) + 1
    }
    var values = Array(advances.prefix(total))
    if values.count < total { values += Array(repeating: -1, count: total - values.count) }
    self.advances = values
    self.starts = starts
    self.fallback = fallback
  }

  /// A face from the generated table: four hex digits per code point, `ffff` for "no glyph", other characters
  /// (line breaks, indentation) skipped.
  ///
  /// The nine faces of Inter are read the first time text is measured, on the path of a document's first
  /// diagnostics, so the digits are read from the literal's bytes in place into an array of the final size.
  init(ranges: [ClosedRange<UInt32>], fallback: Double, hex: String) {
    var values: [Double] = []
    values.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
    var hex = hex
    hex.withUTF8 { bytes in
      var digit = 0
      var value = 0
      for byte in bytes {
        let nibble: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = Int(byte) &- 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = Int(byte) &- 87
        default: continue
        }
        value = value << 4 | nibble
        digit &+= 1
        if digit == 4 {
          values.append(value == 0xFFFF ? -1 : Double(value))
          digit = 0
          value = 0
        }
      }
    }
    self.init(ranges: ranges, advances: values, fallback: fallback)
  }

  /// The advance of `codePoint`, or nil when the face has no glyph for it.
  @inline(__always) public func advance(_ codePoint: UInt32) -> Double? {
    // Printable ASCII is the first range of every generated face: one subtraction.
    if let first = ranges.first, codePoint >= first.lowerBound, codePoint <= first.upperBound {
      let a = advances[Int(codePoint - first.lowerBound)]
      return a < 0 ? nil : a
    }
    for (k, r) in ranges.enumerated().dropFirst() where r.contains(codePoint) {
      let a = advances[starts[k] + Int(codePoint - r.lowerBound)]
      return a < 0 ? nil : a
    }
    return nil
  }
}

/// A font family's metrics: units per em, the vertical metrics that make the line height, and one face per weight.
///
/// Equal when the values are equal; copies share one storage.
public struct FontMetrics: Sendable, Hashable {
  final class Storage: Sendable {
    let family: String
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let faces: [FontWeight: FontFace]
    let fingerprint: Int

    init(
      family: String, unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double,
      faces: [FontWeight: FontFace]
    ) {
      self.family = family
      self.unitsPerEm = unitsPerEm
      self.ascender = ascender
      self.descender = descender
      self.lineGap = lineGap
      self.faces = faces
      var hasher = Hasher()
      hasher.combine(family)
      hasher.combine(unitsPerEm)
      hasher.combine(ascender)
      hasher.combine(descender)
      hasher.combine(lineGap)
      for weight in FontWeight.allCases {
        hasher.combine(faces[weight]?.advances.count ?? -1)
        hasher.combine(faces[weight]?.fallback ?? -1)
      }
      fingerprint = hasher.finalize()
    }
  }

  let storage: Storage

  /// Metrics in font units. `descender` is negative below the baseline, as fonts store it. `faces` needs at least
  /// one weight; a weight without a face is measured with the nearest one that has.
  public init(
    family: String, unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double,
    faces: [FontWeight: FontFace]
  ) {
    storage = Storage(
      family: family, unitsPerEm: unitsPerEm > 0 ? unitsPerEm : 1000, ascender: ascender, descender: descender,
      lineGap: max(0, lineGap), faces: faces)
  }

  public var family: String { storage.family }
  public var unitsPerEm: Double { storage.unitsPerEm }
  public var ascender: Double { storage.ascender }
  public var descender: Double { storage.descender }
  public var lineGap: Double { storage.lineGap }

  /// The face for `weight`: its own, else the nearest lighter or heavier one (lighter first on a tie).
  public func face(_ weight: FontWeight) -> FontFace {
    if let face = storage.faces[weight] { return face }
    let nearest = FontWeight.allCases.filter { storage.faces[$0] != nil }.min { a, b in
      let da = abs(a.cssWeight - weight.cssWeight)
      let db = abs(b.cssWeight - weight.cssWeight)
      return da != db ? da < db : a < b
    }
    return nearest.flatMap { storage.faces[$0] } ?? FontFace(ranges: [], advances: [], fallback: unitsPerEm / 2)
  }

  /// The height of one line at `size` points: ascent + descent + line gap, as CoreText and `UIFont.lineHeight`.
  public func lineHeight(_ size: Double) -> Double {
    (ascender - descender + lineGap) / unitsPerEm * size
  }

  /// The distance from the top of a line to its baseline at `size` points.
  public func baseline(_ size: Double) -> Double { ascender / unitsPerEm * size }

  public static func == (lhs: FontMetrics, rhs: FontMetrics) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let a = lhs.storage
    let b = rhs.storage
    return a.fingerprint == b.fingerprint && a.family == b.family && a.unitsPerEm == b.unitsPerEm
      && a.ascender == b.ascender && a.descender == b.descender && a.lineGap == b.lineGap && a.faces == b.faces
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fingerprint) }
}
