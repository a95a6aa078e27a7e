// The parts of a hover and how they read as markdown or as plain text.

import TGLSemantics

/// What a hover says, before it is rendered for the client.
struct HoverContent: Hashable {
  /// `view A`.
  var title: String
  /// `in linear S`.
  var context: String?
  /// The `///` comments above the element.
  var documentation: String?
  /// The hovered property and what it means.
  var property: String?
  /// The frame in the current environment.
  var current: FrameLine?
  /// `width = fill: 100 - 40 (left) = 60`.
  var derivations: [String] = []
  /// A label's or button's measured text: `text: 2 lines, 192.5 × 41.5 pt at 200 wide, Inter 17 pt`.
  var text: String?
  /// The frame in each environment the document's `when` blocks name.
  var sizeClasses: [FrameLine] = []
  var notes: [String] = []

  func render(_ format: MarkupFormat) -> String {
    format == .markdown ? markdown : plainText
  }

  var plainText: String {
    var lines = [[title, context].compactMap { $0 }.joined(separator: " ")]
    if let property { lines.append(property) }
    if let documentation { lines.append(documentation) }
    if let current {
      lines.append(Self.frames(current, code: false))
      lines += derivations
      if let text { lines.append(text) }
      lines.append("environment: \(current.environment)")
    }
    for line in sizeClasses {
      lines.append("\(line.label ?? "") (\(line.environment)): " + Self.frames(line, code: false))
    }
    lines += notes
    return lines.joined(separator: "\n")
  }

  /// Built in one buffer of bytes: through arrays of blocks joined, interpolations and `Numbers.frame`, this was 46,000
  /// instructions of a 227,000-instruction hover round trip; the text is the same byte for byte.
  var markdown: String {
    var out = TextBytes(capacity: 640)
    out.append("**")
    out += title
    out.append("**")
    if let context {
      // `in linear S` → " in `linear S`": the first word, then the rest in code.
      out.append(" ")
      // The first space of the UTF-8 bytes: `Character` comparisons cost some 800 instructions here.
      if let space = context.utf8.firstIndex(of: UInt8(ascii: " ")) {
        out += context[..<space]
        out.append(" `")
        out += context[context.index(after: space)...]
      } else {
        out += context
      }
      out.append("`")
    }
    if let property {
      out.append("\n\n")
      out += property
    }
    if let documentation {
      out.append("\n\n")
      out += documentation
    }
    if let current {
      out.append("\n\n")
      Self.appendFrames(current, code: true, to: &out)
      out.append("  \n*")
      out += current.environment
      out.append("*")
      for (index, derivation) in derivations.enumerated() {
        out.append(index == 0 ? "\n\n- `" : "\n- `")
        out += derivation
        out.append("`")
      }
      if let text {
        out.append("\n\n")
        out += text
      }
    }
    if !sizeClasses.isEmpty {
      out.append("\n\nSize classes:\n\n")
      for (index, line) in sizeClasses.enumerated() {
        out.append(index == 0 ? "- `" : "\n- `")
        out += line.label ?? ""
        out.append("` (")
        out += line.environment
        out.append("): ")
        Self.appendFrames(line, code: true, to: &out)
      }
    }
    for note in notes {
      out.append("\n\n*")
      out += note
      out.append("*")
    }
    return out.string
  }

  /// `(40, 0, 60, 40) in S, (40, 60, 60, 40) in the document`, or `(0, 0, 100, 200) on the canvas` for a root.
  static func frames(_ line: FrameLine, code: Bool) -> String {
    var out = TextBytes(capacity: 96)
    appendFrames(line, code: code, to: &out)
    return out.string
  }

  static func appendFrames(_ line: FrameLine, code: Bool, to out: inout TextBytes) {
    let quote: StaticString = code ? "`" : ""
    out.append(quote)
    appendFrame(line.frame, to: &out)
    out.append(quote)
    guard let parent = line.parentLabel else {
      out.append(" on the canvas")
      return
    }
    out.append(" in ")
    out += parent
    out.append(code ? " · `" : ", ")
    appendFrame(line.absolute, to: &out)
    out.append(quote)
    out.append(" in the document")
  }

  /// `Numbers.frame` appended in place: `(20, 0, 50, 50)`.
  static func appendFrame(_ rect: Rect, to out: inout TextBytes) {
    out.append("(")
    Numbers.append(rect.x, to: &out)
    out.append(", ")
    Numbers.append(rect.y, to: &out)
    out.append(", ")
    Numbers.append(rect.width, to: &out)
    out.append(", ")
    Numbers.append(rect.height, to: &out)
    out.append(")")
  }
}


/// The UTF-8 bytes of a text being built, made a `String` once at the end: appending a piece to a `String` cost about
/// 340 instructions, to an array of bytes about 100.
struct TextBytes {
  private var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  static func += (text: inout TextBytes, piece: String) {
    var piece = piece
    piece.withUTF8 { text.bytes.append(contentsOf: $0) }
  }

  /// A literal, copied from the binary's bytes without making a `String`.
  mutating func append(_ piece: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  /// The decimal digits of `value`, with a minus sign when it is negative.
  mutating func append(integer value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of UInt64.max
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
    }
  }

  static func += (text: inout TextBytes, piece: Substring) {
    var piece = piece
    piece.withUTF8 { text.bytes.append(contentsOf: $0) }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
