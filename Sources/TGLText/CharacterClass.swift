// How each character of a text is measured and where a line may break around it.

/// What a character is for line breaking (a lite version of Unicode's line breaking algorithm, UAX #14).
public enum BreakClass: UInt8, Sendable {
  /// Letters, digits and everything else: no break on either side unless a neighbour allows one.
  case ordinary
  /// A space or tab: a line may break after a run of them, and they hang at the end of a line.
  case space
  /// A line feed (or U+2028, U+2029): the line ends here.
  case newline
  /// A hyphen or dash: a line may break after it.
  case hyphen
  /// A zero-width space: a break opportunity of no width.
  case zeroWidthBreak
  /// Closing punctuation and small kana: must not start a line (kinsoku).
  case closing
  /// Opening punctuation: must not end a line.
  case opening
}

/// One grapheme cluster (a user-perceived character) of a text: its advance in font units and its break class.
struct Cluster {
  var advance: Double
  var breakClass: BreakClass
  /// CJK ideographs, kana, hangul and full-width forms: a line may break before and after them.
  var wide: Bool
  /// The UTF-8 offset of the cluster in the text.
  var offset: Int32
}

enum CharacterClassifier {
  /// The advance of `character` in `face`'s units and its break class. CJK ideographs, kana, hangul and full-width
  /// forms are one em wide; an emoji is one em unless the face has a glyph for it; combining marks and format
  /// characters add nothing; any other character the face lacks is `face.fallback` wide.
  static func classify(_ character: Character, face: FontFace, unitsPerEm: Double, offset: Int) -> Cluster {
    let scalars = character.unicodeScalars
    let offset = Int32(truncatingIfNeeded: offset)
    guard let first = scalars.first else { return Cluster(advance: 0, breakClass: .ordinary, wide: false, offset: offset) }
    if character == "\n" || character == "\r\n" || character == "\r" || first.value == 0x2028
      || first.value == 0x2029
    {
      return Cluster(advance: 0, breakClass: .newline, wide: false, offset: offset)
    }
    if scalars.count > 1, isEmojiSequence(scalars) {
      let advance = face.advance(first.value) ?? unitsPerEm
      return Cluster(advance: advance, breakClass: .ordinary, wide: false, offset: offset)
    }
    var advance = 0.0
    for scalar in scalars { advance += self.advance(scalar, face: face, unitsPerEm: unitsPerEm) }
    return Cluster(advance: advance, breakClass: breakClass(first.value), wide: isWide(first.value), offset: offset)
  }

  /// A printable ASCII character, a line feed or a tab: the same result as `classify`, without grapheme breaking.
  @inline(__always) static func ascii(_ byte: UInt8, face: FontFace, offset: Int) -> Cluster {
    let offset = Int32(truncatingIfNeeded: offset)
    switch byte {
    case 0x0A: return Cluster(advance: 0, breakClass: .newline, wide: false, offset: offset)
    case 0x09, 0x20:
      return Cluster(advance: face.advance(0x20) ?? face.fallback, breakClass: .space, wide: false, offset: offset)
    default:
      let breakClass: BreakClass
      switch byte {
      case 0x2D: breakClass = .hyphen
      case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: breakClass = .closing
      case 0x28, 0x5B, 0x7B: breakClass = .opening
      default: breakClass = .ordinary
      }
      let advance = face.advance(UInt32(byte)) ?? face.fallback
      return Cluster(advance: advance, breakClass: breakClass, wide: false, offset: offset)
    }
  }

  static func advance(_ scalar: Unicode.Scalar, face: FontFace, unitsPerEm: Double) -> Double {
    let v = scalar.value
    if v == 0x09 { return face.advance(0x20) ?? face.fallback }
    if let a = face.advance(v) { return a }
    if isWide(v) { return unitsPerEm }
    if isHalfWidth(v) { return unitsPerEm / 2 }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if v == 0x200B || (0xFE00...0xFE0F).contains(v) { return 0 }
    if properties.isEmojiPresentation || (properties.isEmoji && v > 0x2000 && !(0x30...0x39).contains(v)) {
      return unitsPerEm
    }
    return face.fallback
  }

  /// An emoji with modifiers, a keycap, a flag or a zero-width-joiner sequence: one glyph on Apple's platforms.
  static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    var isEmoji = false
    for s in scalars {
      let p = s.properties
      if s.value == 0xFE0F || s.value == 0x200D || s.value == 0x20E3 || p.isEmojiModifier
        || (0x1F1E6...0x1F1FF).contains(s.value) || p.isEmojiPresentation
      {
        isEmoji = true
      }
    }
    return isEmoji
  }

  static func breakClass(_ v: UInt32) -> BreakClass {
    switch v {
    case 0x20, 0x09, 0x3000: return .space
    case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return .hyphen
    case 0x200B: return .zeroWidthBreak
    default: break
    }
    if closing.contains(v) { return .closing }
    if opening.contains(v) { return .opening }
    return .ordinary
  }

  /// CJK ideographs (and extensions), kana, hangul, Bopomofo, Yi, CJK symbols and full-width forms.
  static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
      return true
    default: return false
    }
  }

  /// Half-width katakana and hangul.
  static func isHalfWidth(_ v: UInt32) -> Bool { (0xFF61...0xFFDC).contains(v) || (0xFFE8...0xFFEE).contains(v) }

  /// Must not start a line: closing brackets and quotes, stops and commas, small kana, the prolonged sound mark.
  static let closing: Set<UInt32> = [
    0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D,
    0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F, 0x3005, 0x303B, 0x3041, 0x3043, 0x3045,
    0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096, 0x309D, 0x309E, 0x30A1, 0x30A3,
    0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD,
    0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
  ]

  /// Must not end a line: opening brackets and quotes.
  static let opening: Set<UInt32> = [
    0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
    0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F,
  ]
}
