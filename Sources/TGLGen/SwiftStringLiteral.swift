// A label's text as a Swift string literal that reads as the text does.

/// Writes strings as one-line Swift string literals.
enum SwiftStringLiteral {
  /// `"Say \"hi\"\n"`: the quote and backslash escaped; a line break, tab, carriage return and NUL as `\n`, `\t`,
  /// `\r`, `\0`; every other character that shows nothing or would join the quote before it as `\u{…}` (controls,
  /// format characters such as U+200B and U+00AD, line and paragraph separators, spaces other than U+0020, private-use
  /// and unassigned code points, and a combining mark that starts a character). Everything visible is kept as it is:
  /// CJK, accents, an emoji with its joiners, modifiers and tags.
  static func written(_ text: String) -> String {
    var out = "\""
    for character in text {
      let scalars = character.unicodeScalars
      if isVisibleBase(scalars.first!) {
        // A visible character keeps its joiners and marks; only a quote or backslash in it needs escaping (a
        // combining mark may sit on either, and the lexer reads scalars, not characters).
        for scalar in scalars {
          switch scalar {
          case "\"": out += "\\\""
          case "\\": out += "\\\\"
          default: out.unicodeScalars.append(scalar)
          }
        }
      } else {
        for scalar in scalars { out += escaped(scalar) }
      }
    }
    return out + "\""
  }

  /// Whether a character that starts with `scalar` can be written as it is.
  static func isVisibleBase(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned,
      .surrogate, .nonspacingMark, .spacingMark, .enclosingMark:
      return false
    default:
      return true
    }
  }

  static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\0": return "\\0"
    case "\"": return "\\\""
    case "\\": return "\\\\"
    default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
