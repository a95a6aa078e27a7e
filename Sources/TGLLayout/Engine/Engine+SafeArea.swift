// The safe area in the root layout's padding: TangramKit's rule (code notes §10).

import TGLSemantics

extension LayoutEngine {
  /// TangramKit 1.4.2 (code notes §10): the root layout's padding takes the screen's safe-area insets on the edges
  /// of `insetsPaddingFromSafeArea` (default left and right), a `safeArea` padding is its edge's inset, and
  /// `insetLandscapeFringePadding` drops the side away from the sensor housing. The rule is `SafeAreaPadding`'s,
  /// which hover reads too; only the root meets the screen's edges in tgl (`docs/layout-engine.md`).
  func applySafeArea(_ p: Properties, _ set: PropertyFields, horizontal h: inout AxisProps, vertical v: inout AxisProps) {
    guard !environment.safeArea.isZero || set.contains(.safeAreaPaddings) else { return }
    let safe = SafeAreaPadding(root: p, in: environment)
    guard !safe.isEmpty else { return }
    let padded = safe.applied(leading: h.headPad, trailing: h.tailPad, top: v.headPad, bottom: v.tailPad)
    h.headPad = sanitized(padded.leading)
    h.tailPad = sanitized(padded.trailing)
    v.headPad = sanitized(padded.top)
    v.tailPad = sanitized(padded.bottom)
  }
}
