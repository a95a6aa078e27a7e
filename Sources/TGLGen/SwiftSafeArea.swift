// The safe area in generated Swift: `tg_insetsPaddingFromSafeArea`, `tg_insetLandscapeFringePadding` and paddings of
// `TGLayoutPos.tg_safeAreaMargin` (code notes §10, TangramKit).

import TGLSemantics

extension SwiftDocumentWriter {
  /// `tg_insetsPaddingFromSafeArea = [.left, .top]` and `tg_insetLandscapeFringePadding = true`, as written. TangramKit
  /// reads them on every layout; tgl lays out only the root's with insets (`docs/layout-engine.md`).
  /// In a size class they are not generated (a comment says so): TangramKit keeps them on the layout.
  func safeAreaStatements(_ p: Properties, target: String, inVariant: Bool) -> [String] {
    if inVariant {
      guard p.insetsPaddingFromSafeArea != nil || p.insetLandscapeFringePadding != nil else { return [] }
      return ["// not generated: the safe-area properties in a size class (TangramKit keeps them on the layout)"]
    }
    var lines: [String] = []
    if let edges = p.insetsPaddingFromSafeArea {
      lines.append("\(target).\(Self.member(.insetsPaddingFromSafeArea)) = \(Self.rectEdges(edges))")
    }
    if let b = p.insetLandscapeFringePadding {
      lines.append("\(target).\(Self.member(.insetLandscapeFringePadding)) = \(b)")
    }
    return lines
  }

  /// `UIRectEdge` for a set of screen edges: `.all`, `[]` or `[.left, .top]` (top, left, bottom, right order).
  static func rectEdges(_ edges: ScreenEdges) -> String {
    if edges == .all { return ".all" }
    return "[" + edges.edges.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
  }

  /// A padding's Swift value: `TGLayoutPos.tg_safeAreaMargin` for a side written `safeArea`, else the number.
  static func padding(_ value: Double, _ mark: SafeAreaPaddings, _ p: Properties) -> String {
    (p.safeAreaPaddings ?? []).contains(mark) ? "TGLayoutPos.tg_safeAreaMargin" : SwiftValues.number(value)
  }
}
