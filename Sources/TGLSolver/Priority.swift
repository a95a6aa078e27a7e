// Auto Layout's priorities (1...1000, required = 1000) and the weights the solver gives their error terms.
// docs/dev/constraint-solver.md ("Priorities") says why this rule and what it gives up.

/// A constraint's priority as Auto Layout writes it: 1 to 1000, 1000 required.
public struct Priority: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int

  /// Clamped into 1...1000, as `UILayoutPriority` values outside it are meaningless.
  public init(_ rawValue: Int) { self.rawValue = min(1000, max(1, rawValue)) }

  public static let required = Priority(1000)
  /// `@high`: UILayoutPriority.defaultHigh, the default compression resistance.
  public static let high = Priority(750)
  /// `@low`: UILayoutPriority.defaultLow, the default content hugging.
  public static let low = Priority(250)

  public var isRequired: Bool { rawValue == 1000 }

  /// The weight of a non-required constraint's error in the objective: 1000^((p − 250) / 250), so that 250, 500 and
  /// 750 get Cassowary's weak, medium and strong weights (1, 1e3, 1e6), the weights grow by the same factor
  /// (1000^(1/250)) per point everywhere in between, and 999 stays below a required constraint (which has no weight: it is a
  /// hard row). Any two different priorities competing for the same slack get it decided for the higher one, as in
  /// Auto Layout; docs/dev/constraint-solver.md says when a sum of many lower ones can outweigh a higher one.
  public var weight: Double {
    // 1000^x = e^(x ln 1000); written out so the module needs no Foundation.
    Priority.exp(Double(rawValue - 250) / 250 * 6.907755278982137)
  }

  public var description: String { isRequired ? "required" : "@\(rawValue)" }

  public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

  /// e^x by squaring a short series: enough for weights (relative error below 1e-12 on −10...10).
  static func exp(_ x: Double) -> Double {
    var y = x / 1024
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= y / Double(n)
      sum += term
    }
    for _ in 0..<10 { sum *= sum }
    y = sum
    return y
  }
}
