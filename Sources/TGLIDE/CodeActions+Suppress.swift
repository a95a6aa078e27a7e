// "Suppress this rule on this line / in this file": the `// tgl-ignore` comments of Sources/TGLLint/Suppressions.swift.

import TGLDiagnostics
import TGLLint
import TGLSyntax

extension Analysis {
  /// Whether a diagnostic's rule can be suppressed: a rule the linter knows, not a syntax error (a file that does not
  /// parse does not mean what it says) and not a report about a suppression.
  static func isSuppressible(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.rule != .syntax && diagnostic.rule != .unusedSuppression && RuleRegistry.rule(diagnostic.rule) != nil
  }

  /// `// tgl-ignore: rule` on its own line above the line of the diagnostic (it covers the element, property or
  /// `when` block that line starts), added to a `tgl-ignore` comment already there; else at the end of the line
  /// (covering the innermost of them that holds the line's last token).
  func suppressOnLine(_ diagnostic: Diagnostic) -> CodeAction? {
    let tree = source.tree
    let lines = source.lineIndex
    let line = lines.line(of: diagnostic.range.start)
    let content = lines.contentRange(ofLine: line)
    let rule = diagnostic.rule.rawValue
    guard let first = firstSignificantToken(in: content) else { return nil }
    if let covered = outermostTarget(startingAt: first.range.start), covered.range.start <= diagnostic.range.start,
      diagnostic.range.start < covered.range.end
    {
      // Above the `///` comments of the element, which must stay right before it.
      var above = line
      while above > 0,
        source.text(lines.contentRange(ofLine: above - 1)).drop(while: { $0 == " " || $0 == "\t" })
          .hasPrefix("///")
      {
        above -= 1
      }
      let edit: TextEdit
      if above > 0, let extended = extendIgnore(lines.contentRange(ofLine: above - 1), rule: rule, file: false) {
        edit = extended
      } else {
        let indent = source.text(TextRange(start: content.start, end: first.range.start))
        let start = lines.contentRange(ofLine: above).start
        edit = TextEdit(range: .empty(at: start), newText: "\(indent)// tgl-ignore: \(rule)\n")
      }
      return suppression(diagnostic, title: "Suppress '\(rule)' \(Self.scope(covered, lines))", edit)
    }
    // The line starts inside something else (`} when landscape {`): a trailing comment covers what its last token
    // belongs to.
    guard let last = lastToken(in: content), last.kind != .lineComment, last.kind != .blockComment,
      let covered = tree.root.innermostNode(at: last.range.start).ancestorsAndSelf.first(where: {
        [.element, .property, .variant].contains($0.kind)
      }), covered.range.start <= diagnostic.range.start, diagnostic.range.start < covered.range.end
    else { return nil }
    let edit = TextEdit(range: .empty(at: content.end), newText: "  // tgl-ignore: \(rule)")
    return suppression(diagnostic, title: "Suppress '\(rule)' \(Self.scope(covered, lines))", edit)
  }

  /// `// tgl-ignore-file: rule` at the top of the file, added to such a comment on the first line if there is one.
  func suppressInFile(_ diagnostic: Diagnostic) -> CodeAction {
    let rule = diagnostic.rule.rawValue
    let edit =
      extendIgnore(source.lineIndex.contentRange(ofLine: 0), rule: rule, file: true)
      ?? TextEdit(range: .empty(at: 0), newText: "// tgl-ignore-file: \(rule)\n")
    return suppression(diagnostic, title: "Suppress '\(rule)' in this file", edit)
  }

  func suppression(_ diagnostic: Diagnostic, title: String, _ edit: TextEdit) -> CodeAction {
    CodeAction(title: title, kind: .quickFix, edits: [edit], diagnostic: diagnostic, isPreferred: false)
  }

  /// "on this line" when what the comment covers is one line, else what it is: "for view A", "for 'padding'".
  static func scope(_ node: SyntaxNode, _ lines: LineIndex) -> String {
    if lines.line(of: node.range.start) == lines.line(of: max(node.range.start, node.range.end - 1)) {
      return "on this line"
    }
    switch node.kind {
    case .element:
      let element = ElementSyntax(node)
      return "for \(element.kind)" + (element.name.map { " \($0)" } ?? "")
    case .property: return "for '\(PropertySyntax(node).name)'"
    default: return "for this 'when' block"
    }
  }

  /// The element, property or `when` block a comment on the line above `offset`'s line covers (as the linter finds it).
  func outermostTarget(startingAt offset: Int) -> SyntaxNode? {
    var found: SyntaxNode?
    for node in source.tree.root.innermostNode(at: offset).ancestorsAndSelf
    where [.element, .property, .variant].contains(node.kind) && node.range.start == offset {
      found = node
    }
    return found
  }

  /// `, rule` after the last id of a line that is only a `// tgl-ignore: ids` (or `tgl-ignore-file`) comment.
  func extendIgnore(_ line: TextRange, rule: String, file: Bool) -> TextEdit? {
    let text = source.text(line)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let prefix = file ? "// tgl-ignore-file:" : "// tgl-ignore:"
    guard trimmed.hasPrefix(prefix) else { return nil }
    var index = trimmed.index(trimmed.startIndex, offsetBy: prefix.count)
    var lastEnd: String.Index?
    while index < trimmed.endIndex {
      while index < trimmed.endIndex, trimmed[index] == " " { index = trimmed.index(after: index) }
      let start = index
      while index < trimmed.endIndex, trimmed[index].isLetter || trimmed[index].isNumber || trimmed[index] == "-" {
        index = trimmed.index(after: index)
      }
      guard index > start else { break }
      lastEnd = index
      while index < trimmed.endIndex, trimmed[index] == " " { index = trimmed.index(after: index) }
      guard index < trimmed.endIndex, trimmed[index] == "," else { break }
      index = trimmed.index(after: index)
    }
    guard let lastEnd else { return nil }
    let offset = line.end - trimmed[lastEnd...].utf8.count
    return TextEdit(range: .empty(at: offset), newText: ", \(rule)")
  }

  func firstSignificantToken(in range: TextRange) -> SyntaxToken? {
    var token = source.tree.root.token(at: range.start)
    while let current = token, current.range.start < range.end {
      if !current.kind.isTrivia && current.kind != .endOfFile { return current }
      token = current.next
    }
    return nil
  }

  /// The last token on the line that is not white space.
  func lastToken(in range: TextRange) -> SyntaxToken? {
    var token = source.tree.root.token(at: max(range.start, range.end - 1))
    while let current = token, current.range.end > range.start {
      if current.kind != .whitespace && current.kind != .newline && current.range.start < range.end { return current }
      token = current.previous
    }
    return nil
  }
}
