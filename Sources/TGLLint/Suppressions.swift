// `// tgl-ignore: rule-id` before an element, property, constraint or declaration, `// tgl-ignore-file: rule-id` at the top level.

import TGLDiagnostics
import TGLSyntax

/// One suppression comment.
struct Suppression: Sendable {
  /// The rule ids it names, each with its range in the comment; empty means every rule.
  var ids: [(id: RuleID, range: TextRange)]
  var comment: TextRange
  /// What it covers: the next element or property, or the whole file.
  var scope: TextRange?
  var isFile: Bool
  /// A problem with the comment itself (a file suppression inside a block).
  var misplaced: String?

  func covers(_ diagnostic: Diagnostic) -> Bool {
    guard let scope else { return false }
    let start = diagnostic.range.start
    guard scope.contains(start) || scope.start == start || comment.contains(start) else { return false }
    return ids.isEmpty || ids.contains { $0.id == diagnostic.rule }
  }
}

enum Suppressions {
  static let linePrefix = "tgl-ignore"

  /// Every suppression comment of the file.
  static func find(in tree: SyntaxTree) -> [Suppression] {
    var out: [Suppression] = []
    let tokens = tree.tokens
    for index in 0..<tokens.count where tokens.kinds[index] == .lineComment {
      let range = tokens.range(index)
      guard let parsed = parse(tree.bytes, range) else { continue }
      var suppression = Suppression(ids: parsed.ids, comment: range, scope: nil, isFile: parsed.isFile)
      if parsed.isFile {
        if tree.root.innermostNode(at: range.start).kind == .sourceFile {
          suppression.scope = TextRange(start: 0, end: tree.bytes.count + 1)
        } else {
          suppression.misplaced = "'tgl-ignore-file' works only at the top level of the file; move it out of the block"
        }
      } else {
        suppression.scope = target(after: index, in: tree)
      }
      out.append(suppression)
    }
    return out
  }

  /// `// tgl-ignore: a, b reason` → the ids and their ranges; nil for other comments.
  static func parse(_ bytes: [UInt8], _ range: TextRange) -> (ids: [(id: RuleID, range: TextRange)], isFile: Bool)? {
    var i = range.start + 2
    while i < range.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    let prefix = Array(linePrefix.utf8)
    guard i + prefix.count <= range.end, Array(bytes[i..<(i + prefix.count)]) == prefix else { return nil }
    i += prefix.count
    var isFile = false
    let fileSuffix = Array("-file".utf8)
    if i + fileSuffix.count <= range.end, Array(bytes[i..<(i + fileSuffix.count)]) == fileSuffix {
      isFile = true
      i += fileSuffix.count
    }
    // `tgl-ignore` alone (or followed by spaces) suppresses every rule.
    var j = i
    while j < range.end, bytes[j] == 0x20 { j += 1 }
    guard j < range.end else { return ([], isFile) }
    guard bytes[i] == 0x3A else { return nil }  // `tgl-ignored` and the like are ordinary comments.
    i += 1
    var ids: [(RuleID, TextRange)] = []
    while true {
      while i < range.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
      let start = i
      while i < range.end, isIDByte(bytes[i]) { i += 1 }
      guard i > start else { break }
      ids.append((RuleID(String(decoding: bytes[start..<i], as: UTF8.self)), TextRange(start: start, end: i)))
      while i < range.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
      guard i < range.end, bytes[i] == 0x2C else { break }
      i += 1
    }
    return (ids, isFile)
  }

  static func isIDByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || (b >= 0x41 && b <= 0x5A)
  }

  /// The element, property or `when` block the comment at token `index` applies to: the one on the same line
  /// before a trailing comment, else the next one below it (other comments in between are skipped).
  static func target(after index: Int, in tree: SyntaxTree) -> TextRange? {
    let tokens = tree.tokens
    var before = index - 1
    while before >= 0, tokens.kinds[before] == .whitespace { before -= 1 }
    let trailing = before >= 0 && tokens.kinds[before] != .newline && !tokens.kinds[before].isTrivia
    if trailing {
      return enclosing(tokenStart: tokens.range(before).start, in: tree, startingAt: false)
    }
    var next = index + 1
    while next < tokens.count, tokens.kinds[next].isTrivia { next += 1 }
    guard next < tokens.count, tokens.kinds[next] != .endOfFile else { return nil }
    return enclosing(tokenStart: tokens.range(next).start, in: tree, startingAt: true)
  }

  /// A declaration of issue 29 (import, constant, style, component) is a target too: its findings (unresolved,
  /// unused, duplicate) are reported in it.
  static let targetKinds: Set<SyntaxKind> = [
    .element, .property, .variant, .directive, .constraint, .importDecl, .letDecl, .styleDecl, .componentDecl,
  ]

  /// The outermost element/property/variant that starts at `tokenStart` (or, for a trailing comment, the
  /// innermost one that contains it).
  static func enclosing(tokenStart: Int, in tree: SyntaxTree, startingAt: Bool) -> TextRange? {
    let innermost = tree.root.innermostNode(at: tokenStart)
    if startingAt {
      var found: TextRange?
      for node in innermost.ancestorsAndSelf where targetKinds.contains(node.kind) && node.range.start == tokenStart {
        found = node.range
      }
      return found
    }
    return innermost.ancestorsAndSelf.first { targetKinds.contains($0.kind) }?.range
  }
}
