// Inlay hints: each element's computed size after its header (`linear S (vert) 100 × 200 {`).

import TGLSyntax

/// A label shown inline at `offset`.
public struct InlayHint: Hashable, Sendable {
  public var offset: Int
  public var label: String
  /// The frame in the parent's and the document's coordinates, for the hint's tooltip.
  public var tooltip: String
}

extension Analysis {
  /// One hint per laid-out element whose header ends inside `range`.
  public func inlayHints(in range: TextRange) -> [InlayHint] {
    var hints: [InlayHint] = []
    for node in source.tree.root.descendants where node.kind == .element {
      let element = ElementSyntax(node)
      let end = element.headerEnd
      guard range.containsInclusive(end), let location = source.location(of: element), let item = item(at: location)
      else { continue }
      let line = frameLine(location, label: nil, environment: environment(ofDocument: location.document))
      hints.append(
        InlayHint(
          offset: end, label: Numbers.size(width: item.frame.width, height: item.frame.height),
          tooltip: HoverContent.frames(line, code: false)))
    }
    return hints
  }
}
