// What a constraints container (issue 31) knows of its children and of its own size when it builds its system of
// Auto Layout equations (`ConstraintSystem`). The engine measures; these carry the measurements in.

import TGLSemantics

/// One child of a constraints container as its system sees it: the name constraints call it by, the intrinsic size
/// the engine measured for it (UIKit's `intrinsicContentSize`; nil on an axis without one, as a plain `UIView`'s
/// `noIntrinsicMetric`), its content priorities and, for text, its baselines.
public struct ConstraintChild: Sendable, Hashable {
  /// The child's name, which constraints use (`title.leading`); nil for a child no constraint can name.
  public var name: String?
  /// The intrinsic width and height: a label's or button's measured text, an image's or leaf's `intrinsic:`, a child
  /// container's wrap size; nil where the child has none (no hugging or compression resistance on that axis).
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  /// Content hugging and compression resistance per axis (nil parts: UIKit's defaults for views made in code).
  public var contentPriorities: ContentPriorities
  /// Where a text's baselines are; nil for a view without text, whose baselines are its bottom edge.
  public var baselines: BaselineOffsets?

  public init(
    name: String?, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
    contentPriorities: ContentPriorities = ContentPriorities(), baselines: BaselineOffsets? = nil
  ) {
    self.name = name
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.contentPriorities = contentPriorities
    self.baselines = baselines
  }

  public func intrinsic(_ axis: Axis) -> Double? { axis == .horizontal ? intrinsicWidth : intrinsicHeight }
}

/// A text view's baselines as Auto Layout reads them: the first as an offset down from the view's top edge, the last
/// as an offset up from its bottom edge (UIKit keeps them so: `firstBaselineAnchor` follows the top, and
/// `lastBaselineAnchor` the bottom, when the view is taller or shorter than its text).
public struct BaselineOffsets: Sendable, Hashable {
  public var firstFromTop: Double
  public var lastFromBottom: Double

  public init(firstFromTop: Double, lastFromBottom: Double) {
    self.firstFromTop = firstFromTop
    self.lastFromBottom = lastFromBottom
  }
}

/// The container's own size on one axis: fixed by its parent, or its fitting size (Auto Layout's
/// `systemLayoutSizeFitting` toward 0 at `fittingSizeLevel`), which is how it wraps.
public enum ConstraintExtent: Sendable, Hashable {
  case fixed(Double)
  case fitting
}
