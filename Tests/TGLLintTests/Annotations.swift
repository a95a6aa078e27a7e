// Inline expectations in .tgl fixtures: `// ^^^ severity[rule-id]: message` under the line it is about.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import TGLText
import TGLTestSupport

/// One expected (or actual) finding, in the form the fixtures write it.
struct Annotation: Hashable, Comparable, CustomStringConvertible {
  /// 1-based line of the annotated source line.
  var line: Int
  /// UTF-8 columns on that line, end exclusive (at least one caret).
  var start: Int
  var end: Int
  /// `error[rule-id]` or `note`.
  var label: String
  var message: String

  var description: String { "\(line):\(start)-\(end) \(label): \(message)" }

  static func < (a: Annotation, b: Annotation) -> Bool {
    (a.line, a.start, a.end, a.label, a.message) < (b.line, b.start, b.end, b.label, b.message)
  }
}

/// A fixture: its text, the options in its `// lint:` header and its annotations.
struct AnnotatedFixture {
  var text: String
  var expected: [Annotation]
  var options = LintOptions()
  /// When set, only these rules' findings are compared.
  var only: Set<String>?

  init(_ text: String) {
    self.text = text
    self.expected = []
    var expected: [Annotation] = []
    var target = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// lint:") {
        parseOptions(String(trimmed.dropFirst("// lint:".count)))
        continue
      }
      guard trimmed.hasPrefix("//"), trimmed.dropFirst(2).drop(while: { $0 == " " }).first == "^" else {
        target = number + 1
        continue
      }
      let bytes = Array(line.utf8)
      guard let first = bytes.firstIndex(of: UInt8(ascii: "^")) else { continue }
      var last = first
      while last < bytes.count, bytes[last] == UInt8(ascii: "^") { last += 1 }
      let rest = String(decoding: bytes[last...], as: UTF8.self).drop { $0 == " " }
      guard let colon = rest.range(of: ": ") else { continue }
      expected.append(
        Annotation(
          line: target, start: first, end: last, label: String(rest[..<colon.lowerBound]),
          message: String(rest[colon.upperBound...])))
    }
    self.expected = expected.sorted()
  }

  mutating func parseOptions(_ text: String) {
    for part in text.split(separator: " ") {
      if part == "--all-size-classes" { options.allSizeClasses = true }
      if part == "--rtl" { options.rtl = true }
      if part == "--pseudo-locale" { options.pseudoLocale = true }
      if part.hasPrefix("--content-size=") {
        options.contentSize = ContentSizeCategory(name: String(part.dropFirst("--content-size=".count)))
      }
      if part.hasPrefix("--canvas=") {
        let numbers = part.dropFirst("--canvas=".count).split(separator: ",").compactMap { Double($0) }
        if numbers.count == 2 { options.canvas = .init(width: numbers[0], height: numbers[1]) }
      }
      if part.hasPrefix("--only=") {
        only = Set(part.dropFirst("--only=".count).split(separator: ",").map(String.init))
      }
    }
  }

  /// The linter's diagnostics written as annotations (related locations as `note`); a file that declares styles,
  /// constants or components is linted as a program of one file, as `tgl check` lints it.
  func actual() -> [Annotation] {
    let name = "fixture.tgl"
    let diagnostics = ProgramLint.lint(files: [name: text], options: options)[name] ?? []
    return Self.annotations(diagnostics, in: name, texts: [name: text], only: only)[name] ?? []
  }

  /// `diagnostics` of the file `path` written as annotations, per file of `texts` (a related location in another
  /// file, `RelatedLocation.file`, is a `note` in that file).
  static func annotations(
    _ diagnostics: [Diagnostic], in path: String, texts: [String: String], only: Set<String>? = nil
  ) -> [String: [Annotation]] {
    var out: [String: [Annotation]] = [:]
    func add(_ file: String, _ range: TextRange, _ label: String, _ message: String) {
      let index = LineIndex(bytes: Array((texts[file] ?? "").utf8))
      let line = index.line(of: range.start)
      let content = index.contentRange(ofLine: line)
      let start = range.start - content.start
      let end = max(start + 1, min(range.end, content.end) - content.start)
      out[file, default: []].append(
        Annotation(line: line + 1, start: start, end: end, label: label, message: message))
    }
    for d in diagnostics {
      if let only, !only.contains(d.rule.rawValue) { continue }
      add(path, d.range, "\(d.severity.rawValue)[\(d.rule)]", d.message)
      for related in d.related { add(related.file ?? path, related.range, "note", related.message) }
    }
    return out.mapValues { $0.sorted() }
  }

  /// A readable difference between the expected and the actual annotations, or nil when they agree.
  func mismatch(name: String, actual: [Annotation]? = nil) -> String? {
    let actual = actual ?? self.actual()
    guard actual != expected else { return nil }
    var remaining = actual
    var missing: [Annotation] = []
    for e in expected {
      if let i = remaining.firstIndex(of: e) { remaining.remove(at: i) } else { missing.append(e) }
    }
    var out = "\(name):\n"
    for m in missing { out += "  expected, not reported: \(m)\n" }
    for r in remaining { out += "  reported, not expected: \(r)\n" }
    return out
  }
}
