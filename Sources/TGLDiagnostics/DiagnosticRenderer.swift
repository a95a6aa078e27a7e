// Renders diagnostics as text for terminals and logs: location, message, source excerpt, carets.

import TGLSyntax

/// Options for rendering: colour (ANSI escapes) only when asked for.
public struct RenderOptions: Sendable {
  public var color: Bool
  /// Print the source line with a caret underline under each diagnostic.
  public var excerpts: Bool

  public init(color: Bool = false, excerpts: Bool = true) {
    self.color = color
    self.excerpts = excerpts
  }
}

/// Renders `path:line:col: severity[rule-id]: message`, the source line with carets, and the related
/// locations, each `path:line:col: note: message`.
public struct DiagnosticRenderer: Sendable {
  public let path: String
  public let index: LineIndex
  public let options: RenderOptions
  /// The line index of another file, for a related location there (`RelatedLocation.file`); without it such a
  /// location is shown by its file alone.
  public var lineIndexOfFile: (@Sendable (String) -> LineIndex?)?
  /// The path another file is shown by (`RelatedLocation.file` as it is, without it).
  public var pathOfFile: (@Sendable (String) -> String)?

  public init(path: String, index: LineIndex, options: RenderOptions = RenderOptions()) {
    self.path = path
    self.index = index
    self.options = options
  }

  public func render(_ diagnostic: Diagnostic) -> String {
    let (line, column) = index.humanPosition(of: diagnostic.range.start)
    var out = paint("\(path):\(line):\(column):", bold: true) + " "
    out += paint("\(diagnostic.severity.rawValue)[\(diagnostic.rule)]:", code: colorCode(diagnostic.severity))
    out += " " + diagnostic.message + "\n"
    if options.excerpts { out += excerpt(diagnostic.range, code: colorCode(diagnostic.severity)) }
    for related in diagnostic.related {
      if let file = related.file {
        let shown = pathOfFile?(file) ?? file
        if let other = lineIndexOfFile?(file) {
          let (relatedLine, relatedColumn) = other.humanPosition(of: related.range.start)
          out += paint("\(shown):\(relatedLine):\(relatedColumn):", bold: true) + " "
        } else {
          out += paint("\(shown):", bold: true) + " "
        }
        out += paint("note:", code: "36") + " " + related.message + "\n"
        continue
      }
      let (relatedLine, relatedColumn) = index.humanPosition(of: related.range.start)
      out += paint("\(path):\(relatedLine):\(relatedColumn):", bold: true) + " " + paint("note:", code: "36")
      out += " " + related.message + "\n"
      if options.excerpts { out += excerpt(related.range, code: "36") }
    }
    return out
  }

  /// The source line of `range.start` with `^` under the part of `range` on that line.
  func excerpt(_ range: TextRange, code: String) -> String {
    let lineNumber = index.line(of: range.start)
    let content = index.contentRange(ofLine: lineNumber)
    let lineText = String(decoding: index.bytes[content.start..<content.end], as: UTF8.self)
    let before = String(decoding: index.bytes[content.start..<min(max(range.start, content.start), content.end)], as: UTF8.self)
    let underlinedEnd = min(max(range.end, range.start), content.end)
    let underlined = String(decoding: index.bytes[min(range.start, underlinedEnd)..<underlinedEnd], as: UTF8.self)
    let gutter = String(lineNumber + 1)
    let padding = String(repeating: " ", count: gutter.count)
    let indent = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: displayWidth($0)) }.joined()
    let carets = String(repeating: "^", count: max(1, underlined.map(displayWidth).reduce(0, +)))
    var out = paint(padding + " |", code: "34") + "\n"
    out += paint(gutter + " |", code: "34") + " " + lineText.filter { $0 != "\r" } + "\n"
    out += paint(padding + " |", code: "34") + " " + indent + paint(carets, code: code) + "\n"
    return out
  }

  func colorCode(_ severity: Severity) -> String {
    switch severity {
    case .error: return "31"
    case .warning: return "33"
    case .information: return "34"
    case .hint: return "36"
    }
  }

  func paint(_ text: String, code: String = "", bold: Bool = false) -> String {
    guard options.color else { return text }
    let codes = [bold ? "1" : nil, code.isEmpty ? nil : code].compactMap { $0 }.joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}

/// Terminal columns taken by a character: 2 for East Asian wide characters and emoji, else 1.
func displayWidth(_ character: Character) -> Int {
  guard let scalar = character.unicodeScalars.first else { return 1 }
  switch scalar.value {
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
    return 2
  default:
    return 1
  }
}
