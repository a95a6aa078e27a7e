// A call or a declaration's argument list past 120 columns, broken as swift-format breaks it with this repository's
// `.swift-format` (docs/codegen.md, "Style"): the arguments on the lines after the opening parenthesis, two spaces
// further in, as many on a line as fit; a call's closing parenthesis ends its last line, a declaration's goes on a
// line of its own with the body's brace.

enum SwiftArguments {
  /// The lines of `head` + the arguments + `tail` (`let given = Pill(`, `)`), relative to `indent` spaces: one line
  /// when it fits in 120 columns.
  static func packed(_ head: String, _ arguments: [String], _ tail: String, indent: Int, declaration: Bool) -> [String] {
    let one = head + arguments.joined(separator: ", ") + tail
    guard indent + one.count > 120, !arguments.isEmpty else { return [one] }
    var lines = [head]
    var current = ""
    for (k, argument) in arguments.enumerated() {
      let last = k == arguments.count - 1
      let piece = argument + (last ? (declaration ? "" : tail) : ",")
      if current.isEmpty {
        current = piece
      } else if indent + 2 + current.count + 1 + piece.count <= 120 {
        current += " " + piece
      } else {
        lines.append("  " + current)
        current = piece
      }
    }
    lines.append("  " + current)
    if declaration { lines.append(tail) }
    return lines
  }
}
