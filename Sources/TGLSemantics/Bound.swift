// Min/max bounds on positions and sizes (`min 20`, `max parent.width * 0.5`, `min wrap`).

/// What a bound is measured from.
public enum BoundKind: Sendable, Hashable {
  case number(Double)
  case reference(Reference)
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
