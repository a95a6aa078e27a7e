// Code lenses: each document's root size in the current environment and in every size class its `when` blocks name.

import TGLSyntax

/// A line shown above a root element.
public struct SizeLens: Hashable, Sendable {
  /// The root's kind and name.
  public var range: TextRange
  /// `100 × 200 (375 × 667 @2x, portrait)` or `when landscape: 200 × 100`.
  public var title: String
}

extension Analysis {
  /// One lens for the current environment, then one per environment the document's `when` blocks name, for each
  /// document's root.
  public func sizeLenses() -> [SizeLens] {
    var lenses: [SizeLens] = []
    for (index, document) in source.documents.enumerated() {
      let piece = source.documentPieces[index]
      let start = source.fileOffset(document.root.range.lowerBound, inPiece: piece)
      guard let root = source.elementSyntax(startingAt: start) else { continue }
      let range = TextRange(start: root.range.start, end: (root.nameToken ?? root.kindToken)?.range.end ?? start)
      let current = environment(ofDocument: index)
      guard let item = layout(ofDocument: index, in: current).items.first else { continue }
      let size = Numbers.size(width: item.frame.width, height: item.frame.height)
      lenses.append(SizeLens(range: range, title: "\(size) (\(Self.describe(current)))"))
      for named in declaredEnvironments(ofDocument: index) {
        guard let frame = layout(ofDocument: index, in: named.environment).items.first?.frame else { continue }
        lenses.append(
          SizeLens(range: range, title: "\(named.label): \(Numbers.size(width: frame.width, height: frame.height))"))
      }
    }
    return lenses
  }
}
