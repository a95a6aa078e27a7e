// Code actions: the fixes attached to diagnostics, a refactoring that splits `size: W, H`, and "Show generated
// Swift" for the document under the cursor.

import TGLDiagnostics
import TGLSyntax

/// An edit the editor can offer for a range.
public struct CodeAction: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case quickFix
    case refactorRewrite
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
  /// The quick fixes of the diagnostics that touch `range`, then the refactorings available there.
  public func codeActions(in range: TextRange) -> [CodeAction] {
    var actions: [CodeAction] = []
    // A fix applies from anywhere on the lines of its diagnostic, as editors offer them for the cursor's line.
    let index = source.lineIndex
    let lines = TextRange(
      start: index.contentRange(ofLine: index.line(of: range.start)).start,
      end: index.contentRange(ofLine: index.line(of: range.end)).end)
    for diagnostic in diagnostics where diagnostic.range.touches(lines) {
      for fix in diagnostic.fixes {
        actions.append(
          CodeAction(
            title: fix.title, kind: .quickFix, edits: fix.edits, diagnostic: diagnostic,
            isPreferred: diagnostic.fixes.count == 1))
      }
    }
    if let split = splitSize(at: range) { actions.append(split) }
    if let document = source.documentIndex(containing: range.start) {
      actions.append(
        CodeAction(
          title: "Show generated Swift", kind: .source, edits: [], diagnostic: nil, isPreferred: false,
          command: .showGeneratedSwift(document: document)))
    }
    return actions
  }

  /// `size: 40, wrap` → `width: 40` and `height: wrap`, on two lines (or `;`-separated inside a one-line block).
  func splitSize(at range: TextRange) -> CodeAction? {
    let node = source.tree.root.owner(ofTokenAt: range.start).ancestorsAndSelf.first { $0.kind == .property }
    guard let node else { return nil }
    let property = PropertySyntax(node)
    guard property.name == "size", let value = property.value, value.items.count == 2, value.bounds.isEmpty,
      let name = property.nameToken
    else { return nil }
    let width = source.text(value.items[0].range)
    let height = source.text(value.items[1].range)
    let replaced = TextRange(start: name.range.start, end: value.items[1].range.end)
    let line = source.lineIndex.contentRange(ofLine: source.lineIndex.line(of: replaced.start))
    let before = source.text(TextRange(start: line.start, end: replaced.start))
    let after = source.text(TextRange(start: replaced.end, end: line.end))
    let ownLine =
      before.allSatisfy { $0 == " " || $0 == "\t" } && after.allSatisfy { $0 == " " || $0 == "\t" || $0 == ";" }
    let separator = ownLine ? "\n" + before : "; "
    return CodeAction(
      title: "Split 'size' into 'width' and 'height'", kind: .refactorRewrite,
      edits: [TextEdit(range: replaced, newText: "width: \(width)\(separator)height: \(height)")], diagnostic: nil,
      isPreferred: false)
  }
}

extension TextRange {
  /// Whether the ranges overlap or one ends where the other starts (an empty range touches what contains it).
  func touches(_ other: TextRange) -> Bool {
    start <= other.end && other.start <= end
  }
}
