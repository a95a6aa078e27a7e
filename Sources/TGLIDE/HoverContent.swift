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

  var markdown: String {
    var blocks = ["**\(title)**" + (context.map { " \($0.replacingFirstWord(with: "`"))`" } ?? "")]
    if let property { blocks.append(property) }
    if let documentation { blocks.append(documentation) }
    if let current {
      blocks.append(Self.frames(current, code: true) + "  \n*\(current.environment)*")
      if !derivations.isEmpty { blocks.append(derivations.map { "- `\($0)`" }.joined(separator: "\n")) }
      if let text { blocks.append(text) }
    }
    if !sizeClasses.isEmpty {
      let items = sizeClasses.map { "- `\($0.label ?? "")` (\($0.environment)): " + Self.frames($0, code: true) }
      blocks.append("Size classes:\n\n" + items.joined(separator: "\n"))
    }
    blocks += notes.map { "*\($0)*" }
    return blocks.joined(separator: "\n\n")
  }

  /// `(40, 0, 60, 40) in S, (40, 60, 60, 40) in the document`, or `(0, 0, 100, 200) on the canvas` for a root.
  static func frames(_ line: FrameLine, code: Bool) -> String {
    let quote = code ? "`" : ""
    let frame = quote + Numbers.frame(line.frame) + quote
    guard let parent = line.parentLabel else { return "\(frame) on the canvas" }
    let separator = code ? " · " : ", "
    return "\(frame) in \(parent)\(separator)\(quote)\(Numbers.frame(line.absolute))\(quote) in the document"
  }
}

extension String {
  /// `in linear S` → "in `linear S": the first word, then the separator, then the rest.
  fileprivate func replacingFirstWord(with separator: String) -> String {
    guard let space = firstIndex(of: " ") else { return self }
    return String(self[..<space]) + " " + separator + String(self[index(after: space)...])
  }
}
