// Swift identifiers for tgl names: the same name when Swift accepts it (CJK, emoji, any script), a deterministic
// spelling otherwise, and never a name the generated code needs for itself.

/// Turns tgl names into Swift identifiers.
enum SwiftIdentifiers {
  /// Words Swift reserves in every position: a property with one of these names is written in backquotes.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "super", "throws", "true", "try", "_", "some", "any", "consume", "copy", "discard",
    "borrowing", "consuming", "each", "macro", "package", "actor", "async",
  ]

  /// Names that even backquotes do not make usable as a stored property and a local constant: they get a `_` suffix.
  static let unusable: Set<String> = ["self", "Self", "init", "deinit", "Type", "Protocol", "super", "_", "subscript"]

  /// Names the generated code uses for its own locals, types and functions, so that no view may take them.
  /// The first of `stem1`, `stem2`, … after the last number `counts` gave `stem` that is neither in `used` nor a name
  /// the generated code takes itself (`view1`, `linear2`, `personCell1`); `counts` and `used` are updated.
  static func numbered(_ stem: String, counts: inout [String: Int], used: inout Set<String>) -> String {
    var n = counts[stem, default: 0]
    var id: String
    repeat {
      n += 1
      id = "\(stem)\(n)"
    } while used.contains(id) || taken.contains(id)
    counts[stem] = n
    used.insert(id)
    return id
  }

  static let taken: Set<String> = [
    "root", "sizeClass", "angle", "argument", "t", "x", "y", "r", "sin", "cos", "tan", "sqrt", "abs", "exp", "log",
    "pow", "Double", "CGFloat", "CGPoint", "CGRect", "CGSize", "UIView", "UILabel", "UIButton", "UIImageView",
    "UIColor", "UIEdgeInsets", "TGBaseLayout", "TGLinearLayout", "TGRelativeLayout", "TGFrameLayout",
    "TGTableLayout", "TGFlowLayout", "TGFloatLayout", "TGPathLayout", "TGLayoutSize", "TGLayoutPos", "TGWeight",
    "TGGravity", "TGSubviewsShrinkType", "TGSizeClassType", "TGVisibility", "TGOrientation", "TGGravityPolicy",
    "TGPathSpaceType", "TGRadian", "TGViewSizeClass", "TGLayoutViewSizeClass", "TGLinearLayoutViewSizeClass",
    "TGTableLayoutViewSizeClass", "TGFlowLayoutViewSizeClass", "TGFloatLayoutViewSizeClass",
    "TGRelativeLayoutViewSizeClass", "TGFrameLayoutViewSizeClass", "TGPathLayoutViewSizeClass", "TangramKit", "UIKit",
    "MainActor", "Swift",
    // Constraints containers (`SwiftConstraints.swift`): the nested classes and UIKit's Auto Layout types.
    "ConstraintsView", "IntrinsicView", "IntrinsicLabel", "IntrinsicImageView", "IntrinsicButton", "NSLayoutConstraint",
    "UILayoutPriority",
  ]

  /// `name` as a Swift identifier: kept when Swift accepts it, else every scalar Swift rejects is written `_uXXXX`
  /// (a name that cannot start an identifier gets a leading `_`). The result may still be a keyword.
  static func spelling(of name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      let ok = out.isEmpty ? isHead(scalar) : isHead(scalar) || isContinuation(scalar)
      if ok {
        out.unicodeScalars.append(scalar)
      } else if out.isEmpty && isContinuation(scalar) {
        out += "_"
        out.unicodeScalars.append(scalar)
      } else {
        out += "_u" + String(scalar.value, radix: 16, uppercase: true)
      }
    }
    return out.isEmpty ? "_" : out
  }

  /// A property or local name for a view named `name`, given the identifiers already in use.
  static func member(for name: String, avoiding used: Set<String>) -> String {
    var base = spelling(of: name)
    if unusable.contains(base) || taken.contains(base) { base += "_" }
    var candidate = base
    var n = 2
    while used.contains(candidate) || taken.contains(candidate) {
      candidate = base + "_\(n)"
      n += 1
    }
    return candidate
  }

  /// The identifier as written in source: keywords in backquotes.
  static func written(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  // The ranges of The Swift Programming Language, "Lexical Structure", identifier-head and identifier-character.
  static func isHead(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    switch v {
    case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
      0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
      0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
      0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
      0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
      0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
      return true
    case 0x10000...0xEFFFD: return v & 0xFFFF <= 0xFFFD
    default: return false
    }
  }

  static func isContinuation(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x30...0x39, 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
    default: return false
    }
  }
}
