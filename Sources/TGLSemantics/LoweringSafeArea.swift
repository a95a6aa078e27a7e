// Lowering the safe-area values: a padding written `safeArea` and the edges of `insetsPaddingFromSafeArea`
// (TangramKit's `TGLayoutPos.tg_safeAreaMargin` and `tg_insetsPaddingFromSafeArea`, code notes §10).

import TGLSyntax

extension PropertyLowering {
  /// A padding value: a number, or `safeArea` (stored as 0 with the edge marked in `safeAreaPaddings`; the engine
  /// puts the edge's inset there). A number clears the edge's mark, as a later value replaces an earlier one.
  static func padding(_ e: ExprSyntax, _ edge: SafeAreaPaddings, _ p: inout PropertyValues) throws(LoweringFailure)
    -> Double
  {
    let safe = isSafeArea(e)
    // A name of the scope (a constant, a parameter) is a number that `LinearEvaluator.number` reads.
    if !safe, let word = LinearEvaluator.word(e), LoweringScope.current?.contains(word) != true {
      throw LoweringFailure(range: e.range, message: "expected a number or 'safeArea', not '\(word)'")
    }
    let value = safe ? 0 : try LinearEvaluator.number(e)
    markSafeArea([edge], [safe], in: &p)
    return value
  }

  static func isSafeArea(_ e: ExprSyntax) -> Bool { LinearEvaluator.word(e) == "safeArea" }

  /// Marks (or unmarks) each edge as written `safeArea`.
  static func markSafeArea(_ edges: [SafeAreaPaddings], _ safe: [Bool], in p: inout PropertyValues) {
    var marks = p.safeAreaPaddings ?? []
    for (edge, isSafe) in zip(edges, safe) {
      if isSafe { marks.insert(edge) } else { marks.remove(edge) }
    }
    p.safeAreaPaddings = marks.isEmpty ? nil : marks
  }

  /// `insetsPaddingFromSafeArea: left, right, top` (any of the four screen edges, each once), `all` or `none`.
  static func screenEdges(_ items: ExpressionList, _ range: TextRange) throws(LoweringFailure) -> ScreenEdges {
    guard !items.isEmpty else {
      throw LoweringFailure(range: range, message: "expected screen edges: left, right, top, bottom, all or none")
    }
    if items.count == 1, let word = LinearEvaluator.word(items[0]), word == "all" || word == "none" {
      return word == "all" ? .all : []
    }
    var edges: ScreenEdges = []
    for item in items {
      guard let word = LinearEvaluator.word(item), let edge = ScreenEdge(rawValue: word) else {
        throw LoweringFailure(
          range: item.range, message: "expected 'left', 'right', 'top' or 'bottom' (or one 'all' or 'none')")
      }
      guard !edges.contains(ScreenEdges(edge)) else {
        throw LoweringFailure(range: item.range, message: "'\(word)' is already in the set")
      }
      edges.insert(ScreenEdges(edge))
    }
    return edges
  }
}
