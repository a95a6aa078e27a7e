// Code actions: the fixes attached to diagnostics, suppressions of their rules, refactorings of the selection,
// and "Show generated Swift" for the document under the cursor.

import TGLDiagnostics
import TGLSyntax

/// An edit the editor can offer for a range.
public struct CodeAction: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case quickFix
    case refactorRewrite
    case refactorExtract
    /// An action on the whole document rather than an edit (LSP's `source`).
    case source
  }

  /// What the editor runs for an action that is not an edit.
  public enum Command: Hashable, Sendable {
    /// Show the Swift `tgl gen swift` writes for document `document` (`Analysis.generatedSwift(ofDocument:fileName:)`).
    case showGeneratedSwift(document: Int)
  }

  public var title: String
  public var kind: Kind
  public var edits: [TextEdit]
  /// The diagnostic a quick fix resolves.
  public var diagnostic: Diagnostic?
  public var isPreferred: Bool
  /// Run instead of applying `edits` (which are then empty).
  public var command: Command? = nil
}

extension Analysis {
  /// For the diagnostics that touch the lines of `range`: their fixes, then "suppress on this line" and "suppress in
  /// this file"; then the refactorings available for the range (wrap, extract, split or join `size`).
  public func codeActions(in range: TextRange) -> [CodeAction] {
    var actions: [CodeAction] = []
    // A fix applies from anywhere on the lines of its diagnostic, as editors offer them for the cursor's line.
    let index = source.lineIndex
    let lines = TextRange(
      start: index.contentRange(ofLine: index.line(of: range.start)).start,
      end: index.contentRange(ofLine: index.line(of: range.end)).end)
    let touching = diagnostics.filter { $0.range.touches(lines) }
    for diagnostic in touching {
      for fix in diagnostic.fixes {
        actions.append(
          CodeAction(
            title: fix.title, kind: .quickFix, edits: fix.edits, diagnostic: diagnostic,
            isPreferred: diagnostic.fixes.count == 1))
      }
    }
    var suppressed = Set<String>()
    for diagnostic in touching where Self.isSuppressible(diagnostic) {
      if let line = suppressOnLine(diagnostic), suppressed.insert(line.title).inserted { actions.append(line) }
    }
    for diagnostic in touching where Self.isSuppressible(diagnostic) {
      let file = suppressInFile(diagnostic)
      if suppressed.insert(file.title).inserted { actions.append(file) }
    }
    actions += wrapActions(in: range)
    if let split = splitSize(at: range) { actions.append(split) }
    if let join = joinSize(at: range) { actions.append(join) }
    if let document = source.documentIndex(containing: range.start) {
      actions.append(
        CodeAction(
          title: "Show generated Swift", kind: .source, edits: [], diagnostic: nil, isPreferred: false,
          command: .showGeneratedSwift(document: document)))
    }
    return actions
  }
}

extension TextRange {
  /// Whether the ranges overlap or one ends where the other starts (an empty range touches what contains it).
  func touches(_ other: TextRange) -> Bool {
    start <= other.end && other.start <= end
  }
}
