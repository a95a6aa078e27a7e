// The parts of a hover and how they read as markdown or as plain text.

import TGLSemantics

/// What a hover says, before it is rendered for the client.
///
/// The parts that are worked out (the derivations, the environments) are kept as bytes or as values and written once,
/// into the rendered text: built as `String`s first, they were much of a hover's work.
struct HoverContent {
  /// `view A`, or `view S/linear[2]/view[1]` for an unnamed one: the kind, the name, the path, the ones there are
  /// joined by spaces when written (not joined into a `String` first).
  var kind: String
  var name: String?
  /// The path, for an element without a name.
  var path: String?
  /// The parent's kind and label, for `in linear S`.
  var context: (kind: String, label: String)?
  /// The `///` comments above the element.
  var documentation: String?
  /// The hovered property and what it means.
  var property: (name: String, documentation: String)?
  /// The frame in the current environment.
  var current: FrameLine?
  /// `width = fill: 100 - 40 (left) = 60`: the lines one after another, each ending where `derivationEnds` says.
  var derivationText = TextBytes(capacity: 192)
  var derivationEnds = LineEnds()
  /// A label's or button's measured text: `text: 2 lines, 192.5 × 41.5 pt at 200 wide, Inter 17 pt`.
  var text: String?
  /// The frame in each environment the document's `when` blocks name.
  var sizeClasses: [FrameLine] = []
  var notes: [String] = []
  /// For a view in a constraints container: per edge, the constraints that decided it (`Hover+Constraints.swift`).
  var constraints: [ConstraintLine] = []

  init(kind: String, name: String?) {
    self.kind = kind
    self.name = name
  }

  /// `kind name`, or the one of them that is not empty, then ` path` when there is one.
  func appendTitle(to out: inout TextBytes) {
    out += kind
    if let name, !name.isEmpty {
      if !kind.isEmpty { out.append(" ") }
      out += name
    }
    if let path {
      out.append(" ")
      out += path
    }
  }

  /// The text's UTF-8 bytes, for the server to write as they are (`HoverText.utf8`).
  func render(_ format: MarkupFormat) -> [UInt8] {
    var out = TextBytes(capacity: 640)
    format == .markdown ? appendMarkdown(to: &out) : appendPlainText(to: &out)
    return out.bytes
  }

  /// Calls `body` with the bytes of each derivation line, in order.
  func forEachDerivation(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    derivationText.withBytes { bytes in
      guard let first = derivationEnds.first else { return }
      body(0, UnsafeBufferPointer(rebasing: bytes[0..<first]))
      guard let second = derivationEnds.second else { return }
      body(1, UnsafeBufferPointer(rebasing: bytes[first..<second]))
    }
  }

  /// The lines joined by line breaks, written into `out` as the markdown is.
  func appendPlainText(to out: inout TextBytes) {
    appendTitle(to: &out)
    if let context {
      out.append(" in ")
      out += context.kind
      out.append(" ")
      out += context.label
    }
    if let property {
      out.append("\n")
      out += property.name
      out.append(": ")
      out += property.documentation
    }
    if let documentation {
      out.append("\n")
      out += documentation
    }
    if let current {
      out.append("\n")
      Self.appendFrames(current, code: false, to: &out)
      forEachDerivation { _, line in
        out.append("\n")
        out.append(line)
      }
      if let text {
        out.append("\n")
        out += text
      }
      out.append("\nenvironment: ")
      Self.appendDescription(current.environment, to: &out)
      out.append("\n")
      Self.appendLibrary(current.environment, to: &out)
    }
    if !constraints.isEmpty {
      out.append("\n")
      out += ConstraintLine.heading
    }
    for line in constraints {
      out.append("\n")
      line.append(code: false, to: &out)
    }
    for line in sizeClasses {
      out.append("\n")
      out += line.label ?? ""
      out.append(" (")
      Self.appendDescription(line.environment, to: &out)
      out.append("): ")
      Self.appendFrames(line, code: false, to: &out)
    }
    for note in notes {
      out.append("\n")
      out += note
    }
  }

  /// Built in one buffer of bytes, not through arrays of blocks joined, interpolations and `Numbers.frame`; the text is
  /// the same byte for byte.
  func appendMarkdown(to out: inout TextBytes) {
    out.append("**")
    appendTitle(to: &out)
    out.append("**")
    if let context {
      // " in `linear S`": the first word, then the rest in code.
      out.append(" in `")
      out += context.kind
      out.append(" ")
      out += context.label
      out.append("`")
    }
    if let property {
      out.append("\n\n")
      out += property.name
      out.append(": ")
      out += property.documentation
    }
    if let documentation {
      out.append("\n\n")
      out += documentation
    }
    if let current {
      out.append("\n\n")
      Self.appendFrames(current, code: true, to: &out)
      out.append("  \n*")
      Self.appendDescription(current.environment, to: &out)
      out.append("*  \n*")
      Self.appendLibrary(current.environment, to: &out)
      out.append("*")
      forEachDerivation { index, line in
        out.append(index == 0 ? "\n\n- `" : "\n- `")
        out.append(line)
        out.append("`")
      }
      if let text {
        out.append("\n\n")
        out += text
      }
    }
    if !constraints.isEmpty {
      out.append("\n\n")
      out += ConstraintLine.heading
      out.append("\n")
    }
    for line in constraints {
      out.append("\n- ")
      line.append(code: true, to: &out)
    }
    if !sizeClasses.isEmpty {
      out.append("\n\nSize classes:\n\n")
      for (index, line) in sizeClasses.enumerated() {
        out.append(index == 0 ? "- `" : "\n- `")
        out += line.label ?? ""
        out.append("` (")
        Self.appendDescription(line.environment, to: &out)
        out.append("): ")
        Self.appendFrames(line, code: true, to: &out)
      }
    }
    for note in notes {
      out.append("\n\n*")
      out += note
      out.append("*")
    }
  }

  /// `laid out for TangramKit 1.4.2`: the library whose rules the frames follow (`@target`, the `target` setting).
  static func appendLibrary(_ environment: Environment, to out: inout TextBytes) {
    out.append("laid out for ")
    out += environment.library.displayName
  }

  /// `Analysis.describe(environment)` appended: `390 × 844 @3x, portrait, width: compact`.
  static func appendDescription(_ environment: Environment, to out: inout TextBytes) {
    Numbers.append(environment.canvas.width, to: &out)
    out.append(" × ")
    Numbers.append(environment.canvas.height, to: &out)
    out.append(" @")
    Numbers.append(environment.scale, to: &out)
    out.append("x, ")
    out += environment.orientation.rawValue
    if environment.widthClass != .any {
      out.append(", width: ")
      out += environment.widthClass.rawValue
    }
    if environment.heightClass != .any {
      out.append(", height: ")
      out += environment.heightClass.rawValue
    }
    if environment.rtl { out.append(", right-to-left") }
    if environment.contentSize != .large {
      out.append(", content size ")
      out += environment.contentSize.rawValue
    }
    if environment.pseudoLocale { out.append(", pseudo-locale") }
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

/// Where each derivation line ends in its buffer: at most two, the width's and the height's (or a position's), kept
/// in place rather than in an array allocated for every hover.
struct LineEnds {
  private(set) var first: Int?
  private(set) var second: Int?

  /// The first end, then the second; a hover derives at most two lines (`appendDerivations`).
  mutating func append(_ end: Int) {
    if first == nil {
      first = end
    } else {
      second = end
    }
  }

  var all: [Int] { [first, second].compactMap { $0 } }
}
