// Min/max bounds on positions and sizes (`min 20`, `max parent.width * 0.5`, `min wrap`).

/// What a bound is measured from.
public enum BoundKind: Sendable, Hashable {
  case number(Double)
  indirect case reference(Reference)
  /// "Not smaller/larger than my content size" (TangramKit's `min(self)`).
  case wrap
}

/// A min or max bound: `kind * multiple + increment` (the increment is the offset of a position bound).
public struct Bound: Sendable, Hashable {
  public var kind: BoundKind
  public var multiple: Double
  public var increment: Double
  public init(_ kind: BoundKind, multiple: Double = 1, increment: Double = 0) {
    self.kind = kind
    self.multiple = multiple
    self.increment = increment
  }
  public static func number(_ value: Double) -> Bound { Bound(.number(value)) }
}

/// The min and max bounds of a value, kept out of line: most values have none, and this keeps values small.
final class BoundPair: Sendable, Hashable {
  let min: Bound?
  let max: Bound?

  init(min: Bound?, max: Bound?) {
    self.min = min
    self.max = max
  }

  /// A pair, or nil when both bounds are nil.
  static func make(min: Bound?, max: Bound?) -> BoundPair? {
    min == nil && max == nil ? nil : BoundPair(min: min, max: max)
  }

  static func == (lhs: BoundPair, rhs: BoundPair) -> Bool { lhs.min == rhs.min && lhs.max == rhs.max }

  func hash(into hasher: inout Hasher) {
    hasher.combine(min)
    hasher.combine(max)
  }
}
