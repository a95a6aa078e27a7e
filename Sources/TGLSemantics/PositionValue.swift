// The value of a position attribute (left/right/top/bottom/leading/trailing/centerX/centerY/baseline).

/// A position: a margin number, a weight, a reference or an array, plus an offset and bounds.
public struct PositionValue: Sendable, Hashable {
  /// The kinds of value a position can hold.
  public enum Kind: Sendable, Hashable {
    /// Only bounds are given (`left: min B.right + 8`).
    case none
    case number(Double)
    /// A weight in percent (`20%` is 20).
    case weight(Double)
    indirect case reference(Reference)
    case array([Reference])
  }

  public var kind: Kind
  /// TangramKit's `offset`; on right/bottom/trailing it points inward.
  public var offset: Double
  var bounds: BoundPair?

  /// True when a min or max bound is set.
  public var hasBounds: Bool { bounds != nil }

  /// The lower bound, if any.
  public var min: Bound? {
    get { bounds?.min }
    set { bounds = BoundPair.make(min: newValue, max: bounds?.max) }
  }

  /// The upper bound, if any.
  public var max: Bound? {
    get { bounds?.max }
    set { bounds = BoundPair.make(min: bounds?.min, max: newValue) }
  }

  public init(_ kind: Kind, offset: Double = 0, min: Bound? = nil, max: Bound? = nil) {
    self.kind = kind
    self.offset = offset
    self.bounds = BoundPair.make(min: min, max: max)
  }

  public static func number(_ value: Double) -> PositionValue { PositionValue(.number(value)) }
  public static func weight(_ percent: Double) -> PositionValue { PositionValue(.weight(percent)) }
  public static func ref(_ target: ReferenceTarget, _ attribute: Attribute, offset: Double = 0) -> PositionValue {
    PositionValue(.reference(Reference(target, attribute)), offset: offset)
  }
}
