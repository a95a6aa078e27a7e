// Axis-neutral views of an element's properties, so that each algorithm is written once for both axes (`Axis` is
// the model's).

import TGLSemantics

/// A gravity on one axis with left/right already turned into start/end (leading/trailing).
enum AxisGravity: UInt8 {
  case none, start, end, center, fill, between, around, among, baseline
}

/// The properties of one element on one axis, in leading-to-trailing terms.
struct AxisProps: Sendable {
  var head: EPos?
  var tail: EPos?
  var center: EPos?
  var size: ESize?
  var headPad: Double = 0
  var tailPad: Double = 0
  var gravity: AxisGravity = .none
  var alignment: AxisGravity = .none
  var arrangedGravity: AxisGravity = .none
  /// The spacing between children along this axis (hspace for horizontal, vspace for vertical).
  var space: Double = 0
  /// True when `size` is a container's default `wrap` (no size written, or bounds alone): not a size of its own that
  /// a child with both edges keeps where its parent wraps (language reference §13.1, §13.5).
  var sizeDefaulted = false

  var pads: Double { headPad + tailPad }
  var hasHead: Bool { head != nil }
  var hasTail: Bool { tail != nil }
}

/// An element's properties as the engine reads them.
struct NodeProps: Sendable {
  var axes: (AxisProps, AxisProps) = (AxisProps(), AxisProps())
  var baseline: EPos?
  var visibility: Visibility = .visible
  var intrinsic: Size?
  /// A label's or button's text: an index into `LayoutEngine.texts`, or -1 (see `Engine+Text.swift`).
  var text: Int32 = -1
  var useFrame: Rect?
  var noLayout = false
  var reverseFloat = false
  var clearFloat = false
  var zeroPadding = true
  var reverseLayout = false
  var orientation: LayoutOrientation = .vertical
  var shrinkType = ShrinkType(mode: .none)
  var arrangedCount = 0
  var pagedCount = 0
  var autoArrange = false
  var lastlinePolicy: GravityPolicy = .no
  var noBoundaryLimit = false
  var columnSize: ESize?
  var columnCount: Int?
  /// A path layout's settings: an index into `LayoutEngine.paths`, or -1. (Not the settings themselves: their
  /// equation holds references, and without any a property set is copied and stored as plain memory.)
  var path: Int32 = -1

  subscript(axis: Axis) -> AxisProps {
    get { axis == .horizontal ? axes.0 : axes.1 }
    set {
      if axis == .horizontal { axes.0 = newValue } else { axes.1 = newValue }
    }
  }

  var isGone: Bool { visibility == .gone }
}

extension HorizontalGravity {
  func axisGravity(rtl: Bool) -> AxisGravity {
    switch self {
    case .left: return rtl ? .end : .start
    case .right: return rtl ? .start : .end
    case .leading: return .start
    case .trailing: return .end
    case .center, .windowCenter: return .center
    case .fill: return .fill
    case .between: return .between
    case .around: return .around
    case .among: return .among
    }
  }
}

extension VerticalGravity {
  var axisGravity: AxisGravity {
    switch self {
    case .top: return .start
    case .bottom: return .end
    case .center, .windowCenter: return .center
    case .fill: return .fill
    case .between: return .between
    case .around: return .around
    case .among: return .among
    case .baseline: return .baseline
    }
  }
}

extension Gravity {
  func axis(_ axis: Axis, rtl: Bool) -> AxisGravity {
    switch axis {
    case .horizontal: return horizontal?.axisGravity(rtl: rtl) ?? .none
    case .vertical: return vertical?.axisGravity ?? .none
    }
  }
}

/// A path layout's settings (none of them vary with size class in TangramKit).
struct PathSettings: Sendable {
  var equation: PathEquation?
  var origin = Point(x: 0, y: 0)
  var isMath = false
  var isReverse = false
  var start: Double?
  var end: Double?
  var spaceType: PathSpaceType = .flexed
  /// `tg_distanceError`; TangramKit resets a value of 0 or less to 0.5 (`PathSampler`).
  var distanceError = 0.5
}

/// The gravity that places a child on one axis of a frame layout or a linear layout's cross axis: the layout's
/// gravity, unless the child's alignment overrides it; with no layout gravity, the child's margins decide (both
/// edges: fill, a centre: centre, one edge: that end) and then its alignment (semantics §3.1 step 2 and §5.4).
func placementGravity(layout: AxisGravity, child a: AxisProps) -> AxisGravity {
  if layout != .none { return a.alignment != .none ? a.alignment : layout }
  if a.hasHead && a.hasTail { return .fill }
  if a.center != nil { return .center }
  if a.hasHead { return .start }
  if a.hasTail { return .end }
  return a.alignment
}
