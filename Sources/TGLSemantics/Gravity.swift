// Gravity and alignment values, one optional part per axis (`horz.fill, vert.top`).

/// The horizontal part of a gravity.
public enum HorizontalGravity: String, Sendable, Hashable {
  case left, right, leading, trailing, center, fill, between, around, among, windowCenter
}

/// The vertical part of a gravity.
public enum VerticalGravity: String, Sendable, Hashable {
  case top, bottom, center, fill, between, around, among, windowCenter, baseline
}

/// A gravity (`tg_gravity`, `tg_alignment`, `tg_arrangedGravity`): each axis may be unset.
public struct Gravity: Sendable, Hashable {
  public var horizontal: HorizontalGravity?
  public var vertical: VerticalGravity?
  public init(horizontal: HorizontalGravity? = nil, vertical: VerticalGravity? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// `tg_lastlineGravityPolicy` of flow layouts.
public enum GravityPolicy: String, Sendable, Hashable {
  case no, always, auto
}

/// `tg_shrinkType` of linear layouts: how overflowing content is taken back.
public struct ShrinkType: Sendable, Hashable {
  /// Which children give up space.
  public enum Mode: String, Sendable, Hashable { case none, average, weight, auto }
  /// What is shrunk: the children's sizes or the gaps between them.
  public enum Target: String, Sendable, Hashable { case size, space }
  public var mode: Mode
  public var target: Target
  public init(mode: Mode, target: Target = .size) {
    self.mode = mode
    self.target = target
  }
}

/// A render-only colour (`#RRGGBB` or a name).
public struct Color: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
