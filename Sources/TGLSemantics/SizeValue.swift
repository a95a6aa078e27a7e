// The value of a size attribute (width/height).

/// A size: number, weight, wrap, fill, average, reference or array, scaled by `multiple`, shifted by `increment`.
public struct SizeValue: Sendable, Hashable {
  /// The kinds of value a size can hold.
  public enum Kind: Sendable, Hashable {
    /// Only bounds are given.
    case none
    case number(Double)
    /// A weight in percent (`20%` is 20).
    case weight(Double)
    case wrap
    case fill
    /// TangramKit stores `.average` as weight 100 %.
    case average
    indirect case reference(Reference)
    case array([Reference])
  }

  public var kind: Kind
  public var multiple: Double
  public var increment: Double
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

  public init(_ kind: Kind, multiple: Double = 1, increment: Double = 0, min: Bound? = nil, max: Bound? = nil) {
    self.kind = kind
    self.multiple = multiple
    self.increment = increment
    self.bounds = BoundPair.make(min: min, max: max)
  }

  public static func number(_ value: Double) -> SizeValue { SizeValue(.number(value)) }
  public static func weight(_ percent: Double) -> SizeValue { SizeValue(.weight(percent)) }
  public static let wrap = SizeValue(.wrap)
  public static let fill = SizeValue(.fill)
  public static let average = SizeValue(.average)
  public static func ref(_ target: ReferenceTarget, _ attribute: Attribute, multiple: Double = 1, increment: Double = 0)
    -> SizeValue
  {
    SizeValue(.reference(Reference(target, attribute)), multiple: multiple, increment: increment)
  }
}
