// Hover on the root layout: the paddings that hold the screen's safe-area insets.

import TGLSemantics

extension Analysis {
  /// `safe area: leading padding 10 + 59 (the left inset) = 69; top padding = 59 (safeArea, the top inset)`, for a
  /// root layout whose paddings take insets in `environment` (code notes §10, TangramKit); nil when none does.
  static func safeAreaLine(_ p: Properties, _ environment: Environment) -> String? {
    let safe = SafeAreaPadding(root: p, in: environment)
    guard !safe.isEmpty else { return nil }
    let rtl = environment.rtl
    let written: [(String, Double, InsetContribution?)] = [
      ("leading", p.leadingPadding ?? (rtl ? p.rightPadding : p.leftPadding) ?? 0, safe.leading),
      ("trailing", p.trailingPadding ?? (rtl ? p.leftPadding : p.rightPadding) ?? 0, safe.trailing),
      ("top", p.topPadding ?? 0, safe.top),
      ("bottom", p.bottomPadding ?? 0, safe.bottom),
    ]
    let parts = written.compactMap { side, padding, part -> String? in
      guard let part else { return nil }
      let inset = "the \(part.edge.rawValue) inset"
      if part.replaces { return "\(side) padding = \(Numbers.text(part.inset)) (safeArea, \(inset))" }
      return "\(side) padding \(Numbers.text(padding)) + \(Numbers.text(part.inset)) (\(inset)) = "
        + Numbers.text(part.applied(to: padding))
    }
    return "safe area: " + parts.joined(separator: "; ")
  }
}
