// Which items the word typed before the cursor still matches: the filter the server applies before building items.

/// The part of the word under the cursor that is before the cursor, and whether an item's label matches it: every
/// character of it, in order, case-insensitively, not necessarily side by side (`wd` matches `width`, `WI` matches
/// `width`, `标` matches `标题`).
///
/// A client filters a list by the text from the start of the item's edit range to the cursor against the item's
/// `filterText`, else its label (LSP 3.17, `CompletionItem.filterText`); VS Code, Neovim, Helix and Emacs's completion
/// styles all keep at least the items whose label has that text as a subsequence, none keeps one that does not. So
/// the server leaves out exactly the items no client would show, as clangd does, and builds, converts and writes
/// only the others.
struct CompletionFilter {
  /// The typed text, lowercased scalar by scalar; empty when nothing is typed (every item matches).
  private let typed: [Unicode.Scalar]
  /// Whether every scalar of `typed` is ASCII, so that a label's bytes can be compared without decoding it.
  private let isASCII: Bool
  /// The letters and digits of `typed` (`letters(of:)`; 0 when it is not ASCII, so that no label is ruled out by them).
  private let letters: UInt64

  init(typed text: Substring) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { scalars.append(Self.lowercased(scalar)) }
    typed = scalars
    isASCII = scalars.allSatisfy(\.isASCII)
    letters = isASCII ? Self.letters(of: String(text)) : 0
  }

  /// One bit for each ASCII letter (either case) and digit in `text`: a label that lacks one of the typed text's
  /// cannot match it, which the bits tell without reading the label (`matches(_:letters:)`).
  static func letters(of text: String) -> UInt64 {
    var bits: UInt64 = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): bits |= 1 << (byte - UInt8(ascii: "a"))
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bits |= 1 << (byte - UInt8(ascii: "A"))
      case UInt8(ascii: "0")...UInt8(ascii: "9"): bits |= 1 << (26 + byte - UInt8(ascii: "0"))
      default: break
      }
    }
    return bits
  }

  /// Whether a label whose `letters(of:)` are `labelLetters` (made once for a fixed list) lacks a letter or digit of
  /// the typed text, so cannot match: most labels are ruled out so without being read.
  func rulesOut(letters labelLetters: UInt64) -> Bool {
    letters & ~labelLetters != 0
  }

  /// `matches(label)` after `rulesOut(letters:)`.
  func matches(_ label: String, letters labelLetters: UInt64) -> Bool {
    !rulesOut(letters: labelLetters) && matches(label)
  }

  var isEmpty: Bool { typed.isEmpty }

  func matches(_ label: String) -> Bool {
    guard !typed.isEmpty else { return true }
    if isASCII {
      // An ASCII scalar is one byte, and no byte of a longer scalar is ASCII: comparing bytes is comparing scalars.
      // A native string's bytes are contiguous (a small one's are copied to the stack).
      let found = label.utf8.withContiguousStorageIfAvailable { bytes in
        typed.withUnsafeBufferPointer { typed in
          var next = 0
          for byte in bytes where Self.lowercased(byte) == UInt8(truncatingIfNeeded: typed[next].value) {
            next += 1
            if next == typed.count { return true }
          }
          return false
        }
      }
      if let found { return found }
    }
    var next = 0
    for scalar in label.unicodeScalars where Self.lowercased(scalar) == typed[next] {
      next += 1
      if next == typed.count { return true }
    }
    return false
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// The scalar's lowercase form when it is one scalar (`É` → `é`); a scalar with no case (`标`, `🙂`) or a longer
  /// lowercase form (`İ`) stays as it is.
  private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII { return Unicode.Scalar(lowercased(UInt8(scalar.value))) }
    guard scalar.properties.changesWhenLowercased else { return scalar }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first! : scalar
  }
}
