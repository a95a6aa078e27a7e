// The safe area in the root layout's padding: TangramKit's rule (code notes §10).

import TGLSemantics

extension LayoutEngine {
  /// TangramKit 1.4.2 (code notes §10): a layout's effective padding adds its own view's `safeAreaInsets` on the
  /// screen edges of `tg_insetsPaddingFromSafeArea` (default left and right), and a padding set to
  /// `TGLayoutPos.tg_safeAreaMargin` is that edge's inset. UIKit gives a view insets only where it overlaps the
  /// unsafe area; tgl takes the root, which sits at the canvas's origin and stands for the controller's view that
  /// fills the screen, to meet all four edges, and every other layout to meet none (`docs/layout-engine.md`, the
  /// deviations list). The insets are screen edges: right-to-left moves the left inset to the trailing side.
  func applySafeArea(_ p: Properties, _ set: PropertyFields, horizontal h: inout AxisProps, vertical v: inout AxisProps) {
    let insets = environment.safeArea
    let marks = set.contains(.safeAreaPaddings) ? p.safeAreaPaddings ?? [] : []
    guard !insets.isZero || !marks.isEmpty else { return }
    let edges = set.contains(.insetsPaddingFromSafeArea) ? p.insetsPaddingFromSafeArea ?? [] : .tangramDefault
    var added = insets
    // TangramKit (code notes §10): `tg_insetLandscapeFringePadding`, with both sides in the set, drops the inset on
    // the side away from the sensor housing in landscape. tgl's landscape has the housing on the left (the device
    // turned anticlockwise, UIKit's `UIDeviceOrientation.landscapeLeft`), so the right inset is dropped.
    if set.contains(.insetLandscapeFringePadding), p.insetLandscapeFringePadding == true,
      environment.orientation == .landscape, edges.isSuperset(of: [.left, .right])
    {
      added.right = 0
    }
    func pad(_ value: inout Double, _ edge: ScreenEdge, safe: Bool) {
      // A `safeArea` padding is the edge's inset, not added a second time by the set (a choice: `docs/language.md`).
      if safe {
        value = sanitized(insets[edge])
      } else if edges.contains(ScreenEdges(edge)) {
        value = sanitized(value + added[edge])
      }
    }
    // The leading side's padding is `leadingPadding`, else the one of the screen side it is on (as `normalize` reads
    // them); the leading side is the screen's left, or its right when right-to-left.
    let leadingSafe = set.contains(.leadingPadding) ? marks.contains(.leading) : marks.contains(rtl ? .right : .left)
    let trailingSafe = set.contains(.trailingPadding) ? marks.contains(.trailing) : marks.contains(rtl ? .left : .right)
    pad(&h.headPad, rtl ? .right : .left, safe: leadingSafe)
    pad(&h.tailPad, rtl ? .left : .right, safe: trailingSafe)
    pad(&v.headPad, .top, safe: marks.contains(.top))
    pad(&v.tailPad, .bottom, safe: marks.contains(.bottom))
  }
}
